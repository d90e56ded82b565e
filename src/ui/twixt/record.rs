//! A game of TwixT as the page keeps and shares it: its link record (`#g=1.twixt.…`).

use crate::games::record::ReadError;
use crate::games::twixt::{Record, link};
use crate::i18n::Lang;
use crate::i18n::twixt::TWIXT;
use crate::ui::record::LinkRecord;
use crate::ui::route::{GameKind, TwixtSetup};

impl LinkRecord for Record {
    const GAME: GameKind = GameKind::Twixt;
    type Error = link::LinkError;

    fn read(text: &str) -> Result<Record, ReadError<Record, link::LinkError>> {
        link::read(text)
    }

    fn write(&self) -> String {
        link::write(self)
    }

    fn setup_query(&self) -> String {
        TwixtSetup::of(self).query()
    }

    fn setting(&self, lang: Lang) -> String {
        (TWIXT[lang].setting)(self.size().get(), self.rules(), self.swap_allowed())
    }

    fn moves(&self) -> usize {
        self.turns().len()
    }

    fn is_over(&self) -> bool {
        self.position().ending().is_some()
    }
}

