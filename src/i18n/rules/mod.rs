//! The rules of each game as a player reads them: docs/rules.md retold in each language, with
//! the choices this app makes said plainly. Texts are data (headings, paragraphs, lists)
//! that the page lays out, so every language of a game has the same sections and the
//! tests can hold them to it.

mod doublets;
mod hex;
mod shugoron;
mod twixt;

use super::{ByGame, ByLang};

/// One game's rules in one language, in reading order.
pub type Rules = &'static [Block];

/// A piece of a rules text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Block {
    Heading(&'static str),
    Paragraph(&'static str),
    List(&'static [Item]),
}

/// One point of a list, led by the name of what it is about when it has one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Item {
    /// Set in bold before the text, with its own punctuation ("Doblet (1283): ").
    pub term: Option<&'static str>,
    pub text: &'static str,
}

/// A point of a list.
const fn point(text: &'static str) -> Item {
    Item { term: None, text }
}

/// A point of a list about `term`.
const fn term(term: &'static str, text: &'static str) -> Item {
    Item { term: Some(term), text }
}

/// Every game's rules in every language.
pub static RULES: ByGame<&ByLang<Rules>> =
    ByGame { hex: &hex::HEX, twixt: &twixt::TWIXT, doublets: &doublets::DOUBLETS, shugoron: &shugoron::SHUGORON };

/// The words around the rules.
pub struct Page {
    /// The page's heading, for a game by its title.
    pub title: fn(&str) -> String,
}

pub static PAGE: ByLang<Page> = ByLang {
    en: Page { title: |game| format!("{game}: the rules") },
    it: Page { title: |game| format!("{game}: le regole") },
    pl: Page { title: |game| format!("{game}: zasady") },
    ja: Page { title: |game| format!("{game} のルール") },
};
