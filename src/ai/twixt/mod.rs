//! What the search knows of TwixT: random games on the rules engine's own board (its
//! union-find sees a win at once, its crossing bits say at once whether a bridge may be
//! built) in which players prefer pegs that link to their own and answer an intrusion into
//! a double link, and wins and blocks in one.

pub mod bench;
mod level;
mod playouts;
mod review;

pub use playouts::{Playouts, winning_holes};
pub use review::review_line;
