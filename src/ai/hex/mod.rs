//! What the search knows of Hex: random games on the rules engine's own board (its
//! union-find sees a win at once) that save threatened bridges (the one piece of Hex
//! knowledge every strong playout policy has), and urgent wins and blocks.

pub mod bench;
mod level;
mod playouts;

pub use crate::ai::Level;
pub use level::Style;
pub use playouts::Playouts;
