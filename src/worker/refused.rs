//! A game the page sent that the worker could not replay: a move of it the rules refuse,
//! for every game alike. Only a fault in the page can send one.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::games::record::Counted;
use crate::games::twixt::Turn;
use crate::games::{doublets, hex, shugoron};
use crate::i18n::Lang;
use crate::i18n::faults::hex::HEX_FAULTS;
use crate::i18n::faults::twixt::TWIXT_FAULTS;
use crate::i18n::faults::{FAULTS, Worded};

/// Move `number` (from 1) of the game the page sent, `action` (a Hex move, a TwixT turn, a
/// Doublets or shUgorØn action), is refused by the rules with `error`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unreplayable<A, E> {
    pub number: usize,
    pub action: A,
    pub error: E,
}

/// A move as the page sends it, and what a record counts it as: a move, a turn, an action.
pub trait Numbered: fmt::Display {
    const COUNTED: Counted;
}

impl Numbered for hex::Move {
    const COUNTED: Counted = Counted::Moves;
}

impl Numbered for Turn {
    const COUNTED: Counted = Counted::Turns;
}

impl Numbered for doublets::Action {
    const COUNTED: Counted = Counted::Actions;
}

impl Numbered for shugoron::Action {
    const COUNTED: Counted = Counted::Actions;
}

/// As a record's refused move is said: "move 3 (d4): …", "action 3 (@4): …".
impl<A: Numbered, E: fmt::Display> fmt::Display for Unreplayable<A, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let counted = match A::COUNTED {
            Counted::Moves => "move",
            Counted::Turns => "turn",
            Counted::Actions => "action",
        };
        write!(f, "{counted} {} ({}): {}", self.number, self.action, self.error)
    }
}

impl<A: Numbered + fmt::Debug, E: std::error::Error> std::error::Error for Unreplayable<A, E> {}

/// As a damaged record's refused move is worded.
impl<A: Numbered, E: Worded> Worded for Unreplayable<A, E> {
    fn worded(&self, lang: Lang) -> String {
        let at = match A::COUNTED {
            Counted::Moves => HEX_FAULTS[lang].at_move,
            Counted::Turns => TWIXT_FAULTS[lang].at_turn,
            Counted::Actions => FAULTS[lang].at_action,
        };
        at(self.number, &self.action.to_string(), &self.error.worded(lang))
    }
}
