//! The swap (pie) rule of the connection games, Hex and TwixT: one setting, one type.

use std::fmt;

crate::named_choices! {
    /// Whether, and how, White may answer Black's first move by swapping (docs/rules.md §1
    /// and §2, default on). Named on the command line and in Hex's links; read also as
    /// `0`/`off`, `1`/`on`.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
    pub enum SwapRule("swap rule") {
        /// No swap: White simply plays.
        None = "none" | "off" | "0",
        /// The source's pie rule: the players exchange colours; the first stone or peg stays
        /// black and White (the player who moved first) is to move.
        #[default]
        Colours = "colours" | "colors" | "on" | "1",
        /// Hex's mirror swap (docs/rules.md's alternative setting): the stone is mirrored in the
        /// long diagonal and turns white; the colours stay with the players, and Black is to
        /// move. (HexGui's `swap-pieces` move, despite its name, is the colour exchange above.)
        /// TwixT has only the colour exchange: the mirror swap is the same game seen transposed.
        Pieces = "pieces",
    }
}

impl SwapRule {
    /// Whether White may swap at all.
    pub const fn offered(self) -> bool {
        !matches!(self, SwapRule::None)
    }
}

/// Why the swap may not be played now in a game still going on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SwapClosed {
    /// The game is played without the swap.
    Off,
    /// Swap is only White's answer to Black's first move.
    NotNow,
}

impl fmt::Display for SwapClosed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SwapClosed::Off => "swap is off in this game",
            SwapClosed::NotNow => "swap is only allowed as White's answer to Black's first move",
        })
    }
}

impl std::error::Error for SwapClosed {}
