//! What the search knows of Hex: a compact board that copies cheaply, keeps its chains in a
//! union-find so a win is seen at once, and plays random games that save threatened
//! bridges (the one piece of Hex knowledge every strong playout policy has).

pub mod bench;
mod level;
mod state;

pub use crate::ai::Level;
pub use level::Style;
pub use state::{HexState, Playouts};
