//! What the Hex and TwixT screens share, written once: the game kept ply by ply (undo, redo,
//! the move list), the computer's seats, the notices, a game replaced and brought back
//! ([`State`] and its reducer), the screen around the board ([`use_screen`]) and the link
//! record as the page uses it. Each game gives the few parts only its screen knows
//! ([`ScreenGame`], over the game's own `ConnectionGame`): its move list's entries, its own
//! taps and words; its screen is its board and those parts.

mod computer;
mod game;
mod notes;
mod record;
mod review;
mod screen;
mod set_up;
mod state;
mod table;

pub use game::{ScreenGame, SetUpRules};
pub use notes::{PointOf, StudyAction};
pub use record::Setting;
pub use screen::{Parts, Screen, ScreenProps, SizeMenu, use_screen};
pub use state::{Action, KeptGame, Notice, State};
