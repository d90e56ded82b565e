//! The rules engines, one folder a game. Each knows nothing of the page or the command line.

mod colour;
mod game;
pub mod doublets;
pub mod hex;

pub use colour::{Colour, ColourParseError};
pub use game::{Game, Outcome};
