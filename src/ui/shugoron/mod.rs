//! The shUgorØn screens: hot-seat with privacy screens, against the computer, and
//! practice. Cards are drawn as cards with pips; the lattice shows what is still possible.

mod card;
mod lattice;
mod practice;
mod saved;
mod screen;
mod state;
mod worker;

pub use card::Card;
pub use screen::ShugoronScreen;
