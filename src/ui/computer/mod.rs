//! The computer at a game screen, the same for every game it plays on the page (Hex,
//! TwixT): who it plays ([`Seating`]), the jobs it gives the search worker ([`Computer`]),
//! the worker itself, whose replies it reads as the game's own events
//! ([`use_search_worker`]), and its controls. What its answers do is the screen's reducer
//! (`ui::connection`).

mod controls;
mod progress;
mod seating;
mod state;
mod worker;

pub use controls::{ComputerButtons, PlayersMenu, Said, ThinkingLine, players_line, thinking_text};
pub use progress::{AnalysisMarks, Progress, ProgressLine, use_progress};
pub use seating::Seating;
pub use state::{Computer, ComputerAction, ComputerNotice, Hint, NoMove, Purpose, Reviewing, Stop, Thinking, outlook};
pub use worker::{SearchEvent, use_search_worker};
