//! The shUgorØn opponent. It reasons only with what its seat may know: its own hand and
//! hidden set, the answers it heard, and the cards both players spent in the open. It
//! tracks the candidate sets exactly ([`crate::games::shugoron::Knowledge`]) and asks the
//! question that gains the most information, minus (at the strong level) what spending
//! the card tells the opponent about its own hidden set.

mod best_worst_case;
mod exhaustive;
mod level;
mod opponent;
mod questioner;
mod review;

pub use best_worst_case::{BestWorstCase, ai_worst_case, best_worst_case};
pub use level::Level;
pub use opponent::{Deliberation, Opponent};
pub use questioner::{Seat, choose_hidden, choose_question, random_question};
pub use review::{Reviewed, review};
