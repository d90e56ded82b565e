//! The Doublets screen: one table of a backgammon board, the dice, the log; the game kept
//! in the address and in this browser, and shared, as its link record.

mod board;
mod dice;
mod dice_row;
mod lesson;
mod log;
mod notice;
mod odds;
mod panel;
mod record;
mod review;
mod screen;
mod settings;
mod state;
mod status;
mod worker;

pub use board::DoubletsTable;
pub use lesson::{DoubletsLessonScreen, LESSON};
pub use screen::DoubletsScreen;
