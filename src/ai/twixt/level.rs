use crate::ai::Searched;
use crate::games::twixt::Position;

use super::Playouts;

impl Searched for Position {
    /// Linking playouts that defend their double links, judged by who needs fewer pegs
    /// once a seventh of the holes are filled (with RAVE, wins and blocks in one first).
    const KNOWLEDGE: Playouts = Playouts::Judged;
    const RANDOM: Playouts = Playouts::Random;
    /// A TwixT playout on the 24 × 24 board costs about as much as several of Hex on
    /// 11 × 11.
    const ITERATIONS: [u32; 3] = [5_000, 20_000, 80_000];
    const REVIEW: u32 = 5_000;
}
