//! A game of Hex as the page keeps and shares it: what its link record (`#g=1.hex.…`, read
//! and written in `ui::connection`) says of its setting, and the records Hex players
//! exchange (HexWorld, HexGui SGF, Little Golem).

use crate::ai::hex::review_line;
use crate::ai::review::reviewed_from;
use crate::games::hex::{BoardSize, Cell, Hex, HexSetup, Move, Record, hexworld, hsgf, import, sgf};
use crate::games::sgf::Annotations;
use crate::i18n::Lang;
use crate::i18n::records::{RECORDS, hexworld_refusal};
use crate::i18n::review::remark;
use crate::ui::connection::Setting;
use crate::ui::records::{Exchange, Export, Target};

/// The setting of a game of Hex, in its address and in words.
impl Setting for Hex {
    fn setup_query(setup: HexSetup) -> String {
        setup.query()
    }

    /// The board's size, the same in every language.
    fn setting(setup: HexSetup, _: Lang) -> String {
        let n = setup.size.get();
        format!("{n}×{n}")
    }
}

impl Exchange for Record {
    type Point = Cell;

    fn board(&self) -> BoardSize {
        self.size()
    }
    type ImportError = import::ImportError;

    type Format = import::Format;

    fn summary(lang: Lang) -> &'static str {
        RECORDS[lang].hex_summary
    }

    fn paste_prompt(lang: Lang) -> &'static str {
        RECORDS[lang].hex_paste
    }

    fn annotations(format: &import::Format, text: &str, record: &Record) -> Annotations<Move, Cell> {
        match format {
            import::Format::Sgf => sgf::annotations(text, record),
            import::Format::LittleGolem => hsgf::annotations(text, record),
            import::Format::Link | import::Format::HexWorld => Annotations::default(),
        }
    }

    /// The review's words name the moves it prefers as each file names them: after a swap
    /// that Little Golem's file mirrors, its own cells.
    fn exports(&self, annotations: &Annotations<Move, Cell>, lang: Lang) -> Vec<Export> {
        let n = self.size().get();
        let reviewed = reviewed_from(&review_line(self), &annotations.review);
        let remarks =
            |k: usize, preferred: Option<&str>| reviewed.get(k).map(|reviewed| remark(lang, reviewed, preferred));
        let file =
            |extension: &str, text| Ok(Target::File { name: format!("hex-{n}x{n}.{extension}"), mime: SGF, text });
        vec![
            Export {
                key: "hexworld",
                label: RECORDS[lang].open_in_hexworld,
                target: hexworld::write(self).map(Target::Link).map_err(|e| hexworld_refusal(lang, &e)),
            },
            Export {
                key: "sgf",
                label: "HexGui SGF",
                target: file("sgf", sgf::write_annotated(self, annotations, &remarks)),
            },
            Export {
                key: "hsgf",
                label: "Little Golem .hsgf",
                target: file("hsgf", hsgf::write_annotated(self, annotations, &remarks)),
            },
        ]
    }
}

/// SGF's media type, which HexGui's and Little Golem's files both are.
const SGF: &str = "application/x-go-sgf";
