//! A game of TwixT as the page keeps and shares it: what its link record (`#g=1.twixt.…`,
//! read and written in `ui::connection`) says of its setting, and the records TwixT
//! players exchange (T1j's `.T1`, Little Golem's `.tsgf`).

use crate::games::sgf::Annotations;
use crate::games::twixt::{BoardSize, Hole, Record, Turn, Twixt, TwixtSetup, import, t1, tsgf};
use crate::i18n::Lang;
use crate::i18n::records::{RECORDS, t1_refusal, tsgf_refusal};
use crate::i18n::twixt::TWIXT;
use crate::ui::connection::Setting;
use crate::ui::records::{Exchange, Export, Target};

/// The setting of a game of TwixT, in its address and in words.
impl Setting for Twixt {
    fn setup_query(setup: TwixtSetup) -> String {
        setup.query()
    }

    fn setting(setup: TwixtSetup, lang: Lang) -> String {
        (TWIXT[lang].setting)(setup.size.get(), setup.rules, setup.swap)
    }
}

impl Exchange for Record {
    type Point = Hole;

    fn board(&self) -> BoardSize {
        self.size()
    }
    type ImportError = import::ImportError;

    type Format = import::Format;

    fn summary(lang: Lang) -> &'static str {
        RECORDS[lang].twixt_summary
    }

    fn paste_prompt(lang: Lang) -> &'static str {
        RECORDS[lang].twixt_paste
    }

    /// Each format only when it holds this very game: T1j and Little Golem would replay
    /// another from a file that left something out, so a refusal says what it would be.
    /// T1j's files and Little Golem's TwixT records carry the moves alone here.
    fn exports(&self, _: &Annotations<Turn, Hole>, lang: Lang) -> Vec<Export> {
        let n = self.size().get();
        let file = |extension: &str, mime, text: Result<String, String>| {
            text.map(|text| Target::File { name: format!("twixt-{n}x{n}.{extension}"), mime, text })
        };
        vec![
            Export {
                key: "t1",
                label: RECORDS[lang].t1_file,
                target: file("T1", "text/plain", t1::write(self).map_err(|e| t1_refusal(lang, &e))),
            },
            Export {
                key: "tsgf",
                label: "Little Golem .tsgf",
                target: file("tsgf", "application/x-go-sgf", tsgf::write(self).map_err(|e| tsgf_refusal(lang, &e))),
            },
        ]
    }
}
