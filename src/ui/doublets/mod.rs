//! The Doublets screen: one table of a backgammon board, the dice, the log; the game kept
//! in the address and in this browser, and shared, as its link record.

mod board;
mod dice;
mod notice;
mod odds;
mod record;
mod screen;
mod state;
mod worker;

pub use board::DoubletsTable;
pub use screen::DoubletsScreen;
