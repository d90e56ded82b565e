//! The shUgorØn screens: hot-seat with privacy screens, against the computer, and
//! practice. Cards are drawn as cards with pips; the lattice shows what is still possible.

mod card;
mod lattice;
mod lesson;
mod log;
mod new_game;
mod player_view;
mod practice;
mod saved;
mod scores;
mod screen;
mod state;
mod status;
mod table_area;
mod worker;

pub use card::Card;
pub use lesson::{LESSON, ShugoronLessonScreen};
pub use screen::ShugoronScreen;
