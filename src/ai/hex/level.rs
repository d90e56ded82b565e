use crate::ai::Searched;
use crate::games::hex::Position;

use super::Playouts;

impl Searched for Position {
    /// Bridge-saving playouts (with RAVE, urgent moves first and dead cells left out).
    const KNOWLEDGE: Playouts = Playouts::SaveBridges;
    const RANDOM: Playouts = Playouts::Random;
    const ITERATIONS: [u32; 3] = [25_000, 100_000, 400_000];
}
