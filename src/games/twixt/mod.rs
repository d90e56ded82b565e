//! TwixT (Alex Randolph 1962), as docs/rules.md §2 plays it.
//!
//! Black joins the left and right borders, White the top and bottom ones, each with a
//! chain of bridges between their own pegs; Black moves first. Columns are letters from
//! the left, rows numbers from the top: `A1` would be the top-left corner, which the
//! board does not have.
//!
//! Whole games are [`Record`]s, read and written in three text formats, each its own
//! module: [`link`] (ours, for `#g=`), [`t1`] (T1j's `.T1` files) and [`tsgf`] (Little
//! Golem's records); [`import`] recognises which one a pasted text is in.

pub(crate) mod board;
mod bridge;
mod game;
mod hole;
pub mod import;
pub mod link;
mod position;
pub mod record;
mod rules;
mod size;
pub mod t1;
pub mod tsgf;
mod turn;

pub use board::Board;
pub use bridge::{Bridge, BridgeError};
pub use game::{Twixt, TwixtSetup};
pub use hole::{Hole, HoleError, column_name};
pub use position::{Ending, PlayError, Position, SearchMove};
pub use record::{Agreement, BadTurn, BadTurnReason, Record, Unreadable};
pub use rules::{RuleSet, Supply};
pub use size::{BoardSize, SizeError};
pub use turn::{Placement, Removal, Turn, TurnError};
