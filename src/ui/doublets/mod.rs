//! The Doublets screen: one table of a backgammon board, the dice, the log.

mod board;
mod exact;
mod screen;
mod state;

pub use screen::DoubletsScreen;
