//! A game of TwixT as the page keeps and shares it: its link record (`#g=1.twixt.…`).

use crate::games::record::ReadError;
use crate::games::twixt::{Record, link};
use crate::ui::record::LinkRecord;
use crate::ui::route::{GameKind, TwixtSetup};

impl LinkRecord for Record {
    const GAME: GameKind = GameKind::Twixt;
    const MOVES: &'static str = "turns";
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

    fn setting(&self) -> String {
        let n = self.size().get();
        let swap = if self.swap_allowed() { "" } else { ", no swap" };
        format!("{n}×{n}, {} rules{swap}", self.rules())
    }

    fn moves(&self) -> usize {
        self.turns().len()
    }

    fn is_over(&self) -> bool {
        self.position().ending().is_some()
    }
}

