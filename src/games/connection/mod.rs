//! What the connection games, Hex and TwixT, share beyond [`Game`]: the few facts of a
//! position that code written once for both reads (the shared screen), and their link
//! record's body.

pub mod link;

use super::Game;

/// A position of a connection game: a square board, plies counted from the start, and a
/// swap open to White's first answer.
pub trait Connection: Game {
    /// The side of the board, in cells or holes.
    fn side(&self) -> u8;
    /// Plies played from the start, the swap included.
    fn ply(&self) -> u32;
    /// Whether the side to move may swap now.
    fn can_swap(&self) -> bool;
}
