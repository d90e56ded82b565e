//! The computer at a game screen. For every screen: the worker's jobs, sent and cancelled
//! by one hook ([`use_worker`]) as the screen's state opens and closes them, the state
//! telling a late answer from a live one ([`Lane`]). For the connection games (Hex,
//! TwixT): who it plays ([`Seating`]), the jobs it gives the worker ([`Computer`]), what the
//! worker says of them read as the game's own events ([`SearchEvent`]), and its controls.
//! What its answers do is the screen's reducer (`ui::connection`).

mod controls;
mod heard;
mod progress;
mod seating;
mod state;
mod worker;

pub use controls::{ComputerButtons, PlayersMenu, Said, ThinkingLine, players_line, thinking_text};
pub use heard::SearchEvent;
pub use progress::{AnalysisMarks, Progress, ProgressLine, use_progress};
pub use seating::Seating;
pub use state::{Computer, ComputerAction, ComputerNotice, Hint, NoMove, Purpose, Stop, Thinking, outlook};
pub use worker::{Asked, Lane, Open, use_worker};
