use crate::ai::{Searched, Settings};
use crate::games::hex::Position;

use super::Playouts;

impl Searched for Position {
    /// Bridge-saving playouts (with RAVE, urgent moves first and dead cells left out).
    const KNOWLEDGE: Playouts = Playouts::SaveBridges;
    const RANDOM: Playouts = Playouts::Random;
    const ITERATIONS: [u32; 3] = [25_000, 100_000, 400_000];
    const REVIEW: u32 = 15_000;
    /// [`Settings::RAVE`] with RAVE's bias at 0.01, not 0.05, so that the all-moves-as-first
    /// estimate keeps its weight longer against a move's own mean. Against 6523acb at 0.5 s
    /// a move (`fogliaccio arena`, 10 openings × 2 colours): 42/60 over 9×9 and 11×11; see
    /// docs/ai-lab.md.
    ///
    /// A node visited 256 times asks the virtual connections what they know
    /// ([`knowledge`](super::knowledge)), as MoHex does at its knowledge threshold: a build
    /// costs a millisecond or more on 9×9, so it is asked only where the search insists.
    ///
    /// The solver goes on at the root as the tree searches, a position for every 64
    /// iterations on 9×9 (fewer on larger boards, see [`Simulate::prove`]), about half the
    /// search's time: against MoHex 2.0 it keeps won positions that the search alone threw
    /// away (docs/ai-lab.md).
    const SETTINGS: Settings =
        Settings { rave_bias: Some(0.01), knowledge_after: Some(256), prove_every: Some(64), ..Settings::RAVE };
}
