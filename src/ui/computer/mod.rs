//! The computer at a game screen, the same for every game it plays on the page (Hex,
//! TwixT): who it plays ([`Seating`]), the jobs it sends to the search worker and what
//! their answers do ([`ComputerGame`]), the worker itself ([`use_search_worker`]), and its
//! controls.

mod controls;
mod progress;
mod seating;
mod state;
mod worker;

pub use controls::{ComputerButtons, PlayersMenu, ThinkingLine, players_line};
pub use progress::{Progress, ProgressLine, use_progress};
pub use seating::Seating;
pub use state::{Computer, ComputerAction, ComputerGame, ComputerNotice, Hint, NoMove, Purpose, Thinking};
pub use worker::use_search_worker;
