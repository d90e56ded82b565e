use std::cmp::Ordering;
use std::fmt;

use super::Face;
use super::table::Effect;
use crate::games::Colour;

/// One line of the move log: every throw, every man moved, every die lost or passed.
/// Its `Display` is the English line the command line prints; `i18n::doublets` words it in
/// each language for the page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Each player's one die for who starts; a tie throws again.
    Opening {
        black: Face,
        white: Face,
    },
    Thrown {
        player: Colour,
        dice: Vec<Face>,
    },
    /// `die` is `None` for a doublet unit.
    Played {
        player: Colour,
        die: Option<Face>,
        effect: Effect,
    },
    Lost {
        player: Colour,
        face: Face,
    },
    /// The thrower could not use `face`; `to` played it at once.
    Passed {
        to: Colour,
        face: Face,
        effect: Effect,
    },
    Won(Colour),
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Opening { black, white } => {
                let who = match black.cmp(white) {
                    Ordering::Greater => "black starts",
                    Ordering::Less => "white starts",
                    Ordering::Equal => "a tie, throw again",
                };
                write!(f, "opening throw: black {black}, white {white}: {who}")
            }
            Event::Thrown { player, dice } => {
                let faces: Vec<String> = dice.iter().map(Face::to_string).collect();
                write!(f, "{player} throws {}", faces.join(" "))
            }
            Event::Played { player, die: Some(face), effect } => write!(f, "{player} plays {face}: {effect}"),
            Event::Played { player, die: None, effect } => write!(f, "{player} {effect} with the doublet"),
            Event::Lost { player, face } => write!(f, "{player} loses the {face}: it cannot be used"),
            Event::Passed { to, face, effect } => {
                write!(f, "{} cannot use the {face}; it passes to {to}, who {effect}", to.opponent())
            }
            Event::Won(player) => write!(f, "{player} has borne off every man and wins"),
        }
    }
}
