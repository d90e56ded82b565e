//! What the search knows of Hex: random games on the rules engine's own board (its
//! union-find sees a win at once) that save threatened bridges (the one piece of Hex
//! knowledge every strong playout policy has), urgent wins and blocks, and dead cells left
//! out of the tree (`inferior`). Beside the
//! search, what need not be searched: an exact [`solver`] for small boards and decided
//! positions, the proved first stones up to 5×5 ([`opening`]) and the [`swap_map`].

pub mod bench;
mod geometry;
mod inferior;
mod knowledge;
mod level;
pub mod opening;
mod playouts;
pub mod puzzles;
mod review;
pub mod solver;
pub mod swap_map;
mod vc;

pub use crate::ai::Level;
pub use opening::opening;
pub use playouts::Playouts;
pub use review::review_line;
pub use solver::proved_move;
pub use swap_map::swap_decision;
