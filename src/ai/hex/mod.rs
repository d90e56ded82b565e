//! What the search knows of Hex: a compact board that copies cheaply, keeps its chains in a
//! union-find so a win is seen at once, and plays random games that save threatened
//! bridges (the one piece of Hex knowledge every strong playout policy has).

pub mod bench;
mod level;
pub mod opening;
pub mod solver;
mod state;

pub use crate::ai::Level;
pub use level::Style;
pub use opening::opening;
pub use solver::proved_move;
pub use state::{HexState, Playouts};
