//! A game of TwixT as the page keeps and shares it: its link record (`#g=1.twixt.…`), and the
//! records TwixT players exchange (T1j's `.T1`, Little Golem's `.tsgf`).

use crate::games::GameKind;
use crate::games::connection::ConnectionGame;
use crate::games::connection::link::Linked;
use crate::games::record::ReadError;
use crate::games::sgf::Annotations;
use crate::games::twixt::{Record, Turn, Twixt, import, link, t1, tsgf};
use crate::i18n::Lang;
use crate::i18n::records::{RECORDS, t1_refusal, tsgf_refusal};
use crate::i18n::twixt::TWIXT;
use crate::ui::record::LinkRecord;
use crate::ui::records::{Exchange, Export, Target};

impl LinkRecord for Record {
    const GAME: GameKind = GameKind::Twixt;
    type Move = Turn;
    type Error = link::LinkError;

    fn read(text: &str) -> Result<Record, ReadError<Record, link::LinkError>> {
        link::read(text)
    }

    fn write(&self) -> String {
        link::write(self)
    }

    fn setup_query(&self) -> String {
        Twixt::setup_of(self).query()
    }

    fn setting(&self, lang: Lang) -> String {
        (TWIXT[lang].setting)(self.size().get(), self.rules(), self.swap_rule())
    }

    fn played(&self) -> &[Turn] {
        self.turns()
    }

    fn is_over(&self) -> bool {
        self.position().ending().is_some()
    }

    /// A resignation (or a draw agreed) is a move too: the move list shows it, and a link
    /// opens at it.
    fn moves(&self) -> usize {
        LinkRecord::played(self).len() + usize::from(Linked::ending(self).is_some())
    }
}

impl Exchange for Record {
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
    fn exports(&self, _: &Annotations<Turn>, lang: Lang) -> Vec<Export> {
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
