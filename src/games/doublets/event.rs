use std::fmt;

use super::Face;
use super::table::Effect;
use crate::games::Colour;

/// One line of the move log: every throw, every man moved, every die lost or passed.
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

impl fmt::Display for Effect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Effect::BearDown(p) => write!(f, "bears down a man on {p}"),
            Effect::Restack(p) => write!(f, "stacks a man up on {p}"),
            Effect::BearOff(p) => write!(f, "bears off a man from {p}"),
            Effect::Move { from, to } => write!(f, "moves a man from {from} to {to}"),
        }
    }
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Opening { black, white } => {
                write!(f, "opening throw: black {black}, white {white}: ")?;
                match black.cmp(white) {
                    std::cmp::Ordering::Greater => f.write_str("black starts"),
                    std::cmp::Ordering::Less => f.write_str("white starts"),
                    std::cmp::Ordering::Equal => f.write_str("a tie, throw again"),
                }
            }
            Event::Thrown { player, dice } => {
                write!(f, "{player} throws")?;
                dice.iter().try_for_each(|d| write!(f, " {d}"))
            }
            Event::Played { player, die: Some(face), effect } => write!(f, "{player} plays {face}: {effect}"),
            Event::Played { player, die: None, effect } => write!(f, "{player} plays a doublet unit: {effect}"),
            Event::Lost { player, face } => write!(f, "{player} loses the {face}: it cannot be used"),
            Event::Passed { to, face, effect } => {
                write!(f, "{} cannot use the {face}; it passes to {to}, who {effect}", to.opponent())
            }
            Event::Won(player) => write!(f, "{player} has borne off every man and wins"),
        }
    }
}
