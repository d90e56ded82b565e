//! What the search knows of TwixT: a compact board that copies cheaply, keeps its chains
//! in a union-find so a win is seen at once, knows which bridges cross from a table, and
//! plays random games in which players prefer pegs that link to their own.

pub mod bench;
mod level;
mod state;

pub use level::Style;
pub use state::{Playouts, TwixtState};
