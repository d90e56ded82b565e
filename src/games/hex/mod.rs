//! Hex (Piet Hein 1942, John Nash 1948), as docs/rules.md §1 plays it.
//!
//! Black joins the top and bottom edges, White the left and right ones; Black moves first.
//! Columns are letters from the left, rows numbers from the top, so `a1` is the top-left
//! acute corner (as in HexGui and Little Golem).
//!
//! Whole games are [`Record`]s, read and written in four text formats, each its own module:
//! [`link`] (ours, for `#g=`), [`sgf`] (HexGui), [`hsgf`] (Little Golem) and [`hexworld`];
//! [`import`] recognises which one a pasted text is in.

pub(crate) mod board;
mod cell;
mod game;
pub mod hexworld;
pub mod hsgf;
pub mod import;
pub mod link;
mod moves;
mod position;
mod record;
pub mod sgf;
mod size;

pub use crate::games::SwapRule;
pub use board::Board;
pub use cell::{Cell, CellError};
pub use game::{Hex, HexSetup};
pub use moves::{Move, MoveError};
pub use position::{Ending, PlayError, Position};
pub use record::{BadMove, BadMoveReason, ForeignMove, Frame, ReadResult, Record, SwapConversionError};
pub use size::{BoardSize, SizeError};
