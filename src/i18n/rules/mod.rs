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
    /// What the diagram at the head of each game's rules shows.
    pub figure: ByGame<&'static str>,
}

pub static PAGE: ByLang<Page> = ByLang {
    en: Page {
        title: |game| format!("{game}: the rules"),
        figure: ByGame {
            hex: "Hex on 4 × 4, won by Black: the chain c1–b2–b3–a4 joins Black's edges, above and below.",
            twixt: "TwixT on 8 × 8: bridges, each a knight's move long, join Black's pegs C3–D5–E7 and White's F3–G5.",
            doublets: "The table set up: each player's men stand in piles on their six points, Black's along the \
                       near edge, White's along the far one.",
            shugoron: "The hidden set {1,3}, and four cards asked of it with the answer each gets: equal, larger, \
                       smaller, unrelated.",
        },
    },
    it: Page {
        title: |game| format!("{game}: le regole"),
        figure: ByGame {
            hex: "Hex su 4 × 4, vinta dal Nero: la catena c1–b2–b3–a4 unisce i bordi del Nero, in alto e in basso.",
            twixt: "TwixT su 8 × 8: i ponti, lunghi ciascuno un salto di cavallo, uniscono i pioli del Nero \
                    C3–D5–E7 e quelli del Bianco F3–G5.",
            doublets: "La tavola pronta: le pedine di ciascun giocatore stanno in pile sulle sue sei punte, quelle \
                       del Nero sul lato vicino, quelle del Bianco sul lato opposto.",
            shugoron: "L'insieme nascosto {1,3} e quattro carte chieste, ciascuna con la sua risposta: uguale, più \
                       grande, più piccolo, senza relazione.",
        },
    },
    pl: Page {
        title: |game| format!("{game}: zasady"),
        figure: ByGame {
            hex: "Hex na planszy 4 × 4 wygrany przez Czarnego: łańcuch c1–b2–b3–a4 łączy brzegi Czarnego, górny \
                  i dolny.",
            twixt: "TwixT na planszy 8 × 8: mosty, każdy długości ruchu skoczka, łączą piony Czarnego C3–D5–E7 \
                    i Białego F3–G5.",
            doublets: "Stół gotowy do gry: pionki każdego gracza stoją w stosach na jego sześciu polach, Czarnego \
                       przy bliższym brzegu, Białego przy dalszym.",
            shugoron: "Ukryty zbiór {1,3} i cztery karty, o które zapytano, każda ze swoją odpowiedzią: równy, \
                       większy, mniejszy, bez związku.",
        },
    },
    ja: Page {
        title: |game| format!("{game} のルール"),
        figure: ByGame {
            hex: "4 × 4 のヘックス、黒の勝ち：c1–b2–b3–a4 の連なりが黒の上下の辺をつないでいます。",
            twixt: "8 × 8 のトゥイックスト：桂馬跳びの長さの橋が、黒のペグ C3–D5–E7 と白の F3–G5 をつないでいます。",
            doublets: "並べ終えた盤：各プレイヤーの駒が自分の 6 つのポイントに積まれています。黒は手前、白は奥の辺です。",
            shugoron: "伏せた集合 {1,3} と、それに対して出した 4 枚のカードとその答え：一致、より大きい、より小さい、無関係。",
        },
    },
};
