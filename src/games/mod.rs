//! The rules engines, one folder a game. Each knows nothing of the page or the command line.

mod board_size;
mod colour;
mod game;
mod named;
pub mod doublets;
pub mod hex;
pub mod record;
pub mod sgf;
pub mod shugoron;
pub mod twixt;

pub use colour::Colour;
pub use named::UnknownName;
pub use game::{Game, Outcome};
