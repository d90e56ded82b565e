//! The TwixT screen: play on an SVG board, a turn built tap by tap, against a person or
//! the computer; the game kept in the address and in this browser.

mod board;
mod lesson;
mod record;
mod screen;
mod state;

pub use board::{TwixtBoard, scale};
pub use screen::TwixtScreen;
