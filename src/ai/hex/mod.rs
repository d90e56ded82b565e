//! What the search knows of Hex: a compact board that copies cheaply, keeps its chains in a
//! union-find so a win is seen at once, and plays random games that save threatened
//! bridges (the one piece of Hex knowledge every strong playout policy has). Beside the
//! search, what need not be searched: an exact [`solver`] for small boards and decided
//! positions, the proved first stones up to 5×5 ([`opening`]) and the [`swap_map`].

pub mod bench;
mod level;
pub mod opening;
pub mod solver;
mod state;
pub mod swap_map;

pub use crate::ai::Level;
pub use level::Style;
pub use opening::opening;
pub use solver::proved_move;
pub use state::{HexState, Playouts};
pub use swap_map::swap_decision;
