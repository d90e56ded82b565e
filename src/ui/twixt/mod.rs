//! The TwixT screen: hot-seat play on an SVG board, a turn built tap by tap.

mod board;
mod screen;
mod state;

pub use screen::TwixtScreen;
