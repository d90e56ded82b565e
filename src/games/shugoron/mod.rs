//! shUgorØn (after the TV game NumerØn), as docs/rules.md §4 plays it: each player hides one of
//! the 32 subsets of {1,2,3,4,5} and asks about the other's with the set playing cards.
//!
//! Hidden information does not fit the [`crate::games::Game`] trait, so this engine has a
//! shape of its own: a [`Table`] holds both secrets and computes every answer, and
//! [`Knowledge`] is what one player can deduce from what was said in the open.

mod answer;
mod cards;
mod knowledge;
mod player;
mod question;
pub mod record;
mod set_card;
mod table;

pub use answer::{Answer, Reply};
pub use cards::Cards;
pub use knowledge::{Clue, Knowledge};
pub use player::Player;
pub use question::{Action, ActionError, Question};
pub use set_card::{SetCard, SetCardError};
pub use table::{Asked, Ending, HITS_TO_WIN, Phase, PlayError, Table};
