//! A game's link record as the page uses it: in the address (`#g=<record>`), in this
//! browser's storage, in a shared link. Each game with a link record says here how to
//! read, write and describe it; the address, the saved game and the share box are then the
//! same code for every game.

use crate::games::GameKind;
use crate::games::record::ReadError;
use crate::i18n::Lang;
use crate::i18n::common::COMMON;
use crate::i18n::faults::Worded;
use crate::i18n::sharing::SHARING;

pub trait LinkRecord: Clone + PartialEq + 'static {
    /// The game the record holds.
    const GAME: GameKind;
    /// Why a record could not be read (whole), worded when drawn.
    type Error: Worded + 'static;

    /// Reads a record, keeping the game up to a fault.
    fn read(text: &str) -> Result<Self, ReadError<Self, Self::Error>>;
    /// The record, envelope included: what follows `#g=`.
    fn write(&self) -> String;
    /// The query string of a new game with this record's settings.
    fn setup_query(&self) -> String;
    /// The board and rules in a few words, in `lang`: "11×11".
    fn setting(&self, lang: Lang) -> String;
    /// What a record is a list of: a move, a turn, a throw or a choice.
    type Move: PartialEq;
    /// Everything played, in order.
    fn played(&self) -> &[Self::Move];
    fn is_over(&self) -> bool;

    /// Moves played: each entry of the move list, a swap and a resignation included.
    fn moves(&self) -> usize {
        self.played().len()
    }

    /// Whether this game begins with `earlier`: the same setting, and all its moves first.
    fn begins_with(&self, earlier: &Self) -> bool {
        self.played().starts_with(earlier.played()) && self.setup_query() == earlier.setup_query()
    }

    /// "14 moves", in the game's word for them and in `lang`.
    fn count(&self, lang: Lang) -> String {
        (COMMON[lang].counts[Self::GAME])(self.moves())
    }

    /// "11×11, 14 moves".
    fn describe(&self, lang: Lang) -> String {
        (SHARING[lang].described)(&self.setting(lang), &self.count(lang))
    }

    /// The page's address that opens this game at its last move.
    fn address(&self) -> String {
        format!("{}#g={}", self.setup_query(), self.write())
    }

    /// A game worth offering again: begun, and not over.
    fn in_progress(&self) -> bool {
        self.moves() > 0 && !self.is_over()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hex::Record;

    fn hex(link: &str) -> Record {
        Record::read(link).expect("a Hex link")
    }

    #[test]
    fn a_game_begins_with_itself_and_each_of_its_earlier_moments_in_the_same_setting() {
        let game = hex("1.hex.5n.3.aaccab");
        assert!(game.begins_with(&hex("1.hex.5n.0")));
        assert!(game.begins_with(&hex("1.hex.5n.2.aacc")));
        assert!(game.begins_with(&game));
        // Near misses: a longer game, another move, another board, another swap rule.
        assert!(!hex("1.hex.5n.2.aacc").begins_with(&game));
        assert!(!game.begins_with(&hex("1.hex.5n.2.aabb")));
        assert!(!hex("1.hex.6n.3.aaccab").begins_with(&hex("1.hex.5n.2.aacc")));
        assert!(!hex("1.hex.5c.3.aaccab").begins_with(&hex("1.hex.5n.2.aacc")));
    }
}
