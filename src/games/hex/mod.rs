//! Hex (Piet Hein 1942, John Nash 1948), as RULES.md §1 plays it.
//!
//! Black joins the top and bottom edges, White the left and right ones; Black moves first.
//! Columns are letters from the left, rows numbers from the top, so `a1` is the top-left
//! acute corner (as in HexGui and Little Golem).

mod board;
mod cell;
mod moves;
mod position;
mod size;

pub use board::Board;
pub use cell::{Cell, CellError};
pub use moves::{Move, MoveError};
pub use position::{Ending, PlayError, Position, SwapRule, SwapRuleError};
pub use size::{BoardSize, SizeError};
