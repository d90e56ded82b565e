//! The Hex screen: board, status, controls, settings and move list.

mod board;
mod lesson;
mod puzzle;
mod record;
mod screen;
mod state;

pub use board::{HexBoard, scale};
pub use puzzle::PuzzleScreen;
pub use screen::HexScreen;
#[cfg(test)]
pub use state::{HexAction, HexGame, Play};
