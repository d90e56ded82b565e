//! Doublets and its four relatives (docs/rules.md §3): race games on one table of a backgammon
//! board, where each die bears a man down on the point of its number and later bears it off.
//!
//! This is a dice game, so it does not implement [`crate::games::Game`]: a [`Position`]
//! waits either for a throw (given as [`Action::Throw`], from the page's or the command
//! line's dice, or drawn with [`Position::throw`] from an injected [`crate::rng::Rng`]) or
//! for the thrower to play one die. Every game therefore replays exactly from its throws.

mod action;
mod event;
mod pip;
mod position;
pub mod record;
mod rules;
mod table;

pub use action::{Action, ActionError};
pub use event::Event;
pub use pip::{Face, PipError, Point};
pub use position::{Hand, PlayError, Position, Stage};
pub use rules::{DoubletRule, RuleSet, UnusableDie, most_dice_used};
pub use table::{Effect, Phase, Stack, Table};
