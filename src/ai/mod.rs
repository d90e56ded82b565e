//! The computer opponents. [`mcts`] is a Monte-Carlo tree search generic over any game
//! that can [`Simulate`] itself; each game adds its own knowledge in a folder of its own
//! (`hex/`: a compact board with fast playouts). Budgets are counted in iterations, never
//! in time: the caller owns the clock.

pub mod doublets;
pub mod hex;
pub mod shugoron;
pub mod mcts;
mod searcher;
mod simulate;

pub use mcts::{MoveStats, Settings, Tree};
pub use searcher::Searcher;
pub use simulate::Simulate;
