//! Doublets' odds and its chooser.
//!
//! Exactly ([`Solver`], [`Solution`]): the chance each player wins when both play to win,
//! by dynamic programming over every pair of tables that can follow a position. From a new
//! game that is 0.6 million pairs (Doblet) to 3.8 million (Willughby, Cotton, Dames
//! rabattues), a few seconds' work; Ofanfelling's 22 million are solved on the command line
//! but are too many for a page until the game has gone some way.
//!
//! By simulation ([`odds`], [`choose`]): games played out with random choices, for where
//! no exact solution is at hand.

mod review;
mod simulation;
mod solution;
mod solver;
mod tables;
mod throws;
mod turn;

pub use review::{Odds as ReviewOdds, Step as ReviewedStep, review};
pub use simulation::{Odds, choose, odds};
pub use solution::Solution;
pub use solver::{Solver, TooLarge};
