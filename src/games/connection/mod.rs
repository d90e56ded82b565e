//! What the connection games, Hex and TwixT, share beyond [`Game`]: the few facts of a
//! position that code written once for both reads (the shared screen), and their link
//! record's body.

pub mod game;
pub mod link;
mod setup;
mod turns;

pub use game::ConnectionGame;
pub use setup::{SetUp, SetUpError};
pub use turns::Turns;

use super::Game;

/// A position of a connection game: a square board, and turns counted from the start
/// with a swap open to White's first answer.
pub trait Connection: Game {
    /// The side of the board, in cells or holes.
    fn side(&self) -> u8;

    /// Whose turn it is, the plies played and the swap.
    fn turns(&self) -> &Turns;

    /// Plies played from the start, the swap included.
    fn ply(&self) -> u32 {
        self.turns().ply()
    }

    /// Whether the side to move may swap now.
    fn can_swap(&self) -> bool {
        self.outcome().is_none() && self.turns().check_swap().is_ok()
    }
}
