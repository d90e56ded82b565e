//! The rules engines, one folder a game. Each knows nothing of the page or the command line.
//! Their errors are typed enums and structs, each with a short English `Display` beside it
//! (what the command line prints) and `std::error::Error`; the page's words for them, in
//! every language, are in `i18n::faults`.

mod board_size;
mod colour;
pub mod connection;
pub mod doublets;
mod game;
pub mod hex;
pub mod import;
mod kind;
mod named;
pub mod record;
pub mod sgf;
pub mod shugoron;
pub mod study;
mod swap;
pub mod twixt;
mod union_find;

pub use colour::Colour;
pub use game::{Game, Outcome, Seat};
pub use kind::GameKind;
pub use named::UnknownName;
pub use swap::{SwapClosed, SwapRule};
