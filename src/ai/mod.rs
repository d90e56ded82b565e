//! The computer opponents. [`mcts`] is a Monte-Carlo tree search generic over any game
//! that can [`Simulate`] itself; it plays the rules engine's own position, and each game
//! adds its knowledge in a folder of its own (`hex/`, `twixt/`: playout policies over that
//! position, urgent moves). [`Driver`] follows a real game with one tree. Budgets are
//! counted in iterations, never in time: the caller owns the clock.

pub mod bench;
pub mod doublets;
mod driver;
pub mod hex;
mod level;
pub mod mcts;
pub mod review;
pub mod shugoron;
mod simulate;
pub mod twixt;

pub use driver::Driver;
pub use level::{Level, Searched, Style};
pub use mcts::{MoveStats, Settings, Tree};
pub use simulate::{ProofStep, Score, Simulate, Verdict};
