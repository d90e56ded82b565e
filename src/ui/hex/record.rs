//! A game of Hex as the page keeps and shares it: its link record (`#g=1.hex.…`).

use crate::games::hex::{Record, link};
use crate::games::record::ReadError;
use crate::i18n::Lang;
use crate::ui::record::LinkRecord;
use crate::ui::route::{GameKind, HexSetup};

impl LinkRecord for Record {
    const GAME: GameKind = GameKind::Hex;
    type Error = link::LinkError;

    fn read(text: &str) -> Result<Record, ReadError<Record, link::LinkError>> {
        link::read(text)
    }

    fn write(&self) -> String {
        link::write(self)
    }

    fn setup_query(&self) -> String {
        HexSetup::of(self).query()
    }

    /// The board's size, the same in every language.
    fn setting(&self, _: Lang) -> String {
        let n = self.size().get();
        format!("{n}×{n}")
    }

    fn moves(&self) -> usize {
        Record::moves(self).len()
    }

    fn is_over(&self) -> bool {
        self.position().ending().is_some()
    }
}
