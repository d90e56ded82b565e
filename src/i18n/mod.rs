//! The page's words in every language it speaks ([`Lang`]): one catalogue module a screen
//! (`home`, `rules`, `hex`, `twixt`, `doublets`, `shugoron`, …), each a `static` [`ByLang`] of a struct of messages.
//!
//! A message is a field: a `&'static str`, or a function for a message with parameters,
//! so that each language puts the player, the count or the card where its grammar wants
//! it and picks its own plural ([`plural`]). Every catalogue must give all four languages
//! and every language all fields, so a message missing anywhere does not compile.
//!
//! The catalogues are plain Rust with no web types, outside `ui`, so the native tests read
//! them too; the page picks the language and hands it to its components (`ui::language`).
//! An engine's error says itself in English beside its type (its `Display`, which the
//! command line prints); the page's words for it are here, looked up from the typed error:
//! [`faults`] words each error in every language. The page keeps a fault typed
//! ([`faults::Fault`]) and words it when it draws it; a screen's refusal of a tap is its own
//! sentence in its catalogue.

mod lang;
pub mod plural;

pub mod bench;
pub mod browsing;
pub mod case;
pub mod common;
pub mod computer;
pub mod doublets;
pub mod faults;
pub mod game_screen;
pub mod hex;
pub mod home;
pub mod lesson;
pub mod notices;
pub mod records;
pub mod review;
pub mod rules;
pub mod sharing;
pub mod shugoron;
pub mod study;
pub mod twixt;
pub mod worded;
pub mod zoom;

use std::ops::Index;

use crate::games::GameKind;

pub use lang::Lang;

/// One thing in each language. A catalogue is a `static ByLang<…>`: a struct literal, so
/// leaving out a language is a compile error, and indexing by [`Lang`] is total.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ByLang<T> {
    pub en: T,
    pub it: T,
    pub pl: T,
    pub ja: T,
}

impl<T> Index<Lang> for ByLang<T> {
    type Output = T;

    fn index(&self, lang: Lang) -> &T {
        match lang {
            Lang::En => &self.en,
            Lang::It => &self.it,
            Lang::Pl => &self.pl,
            Lang::Ja => &self.ja,
        }
    }
}

/// One thing for each of the parlour's four games, in the home screen's order (the page
/// indexes it by its own game kind).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ByGame<T> {
    pub hex: T,
    pub twixt: T,
    pub doublets: T,
    pub shugoron: T,
}

/// A catalogue's one thing a game, looked up by the game.
impl<T> Index<GameKind> for ByGame<T> {
    type Output = T;

    fn index(&self, game: GameKind) -> &T {
        match game {
            GameKind::Hex => &self.hex,
            GameKind::Twixt => &self.twixt,
            GameKind::Doublets => &self.doublets,
            GameKind::Shugoron => &self.shugoron,
        }
    }
}

impl<T> ByGame<T> {
    /// All four, in order.
    pub const fn each(&self) -> [&T; 4] {
        [&self.hex, &self.twixt, &self.doublets, &self.shugoron]
    }
}
