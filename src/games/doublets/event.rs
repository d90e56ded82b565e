use super::Face;
use super::table::Effect;
use crate::games::Colour;

/// One line of the move log: every throw, every man moved, every die lost or passed.
/// Typed only: `i18n::doublets` words it in each language, and its `Display` is the English.
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
