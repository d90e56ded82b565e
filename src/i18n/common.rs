//! Words every screen shares: the header's links, the game names, the language picker,
//! the notice banner and move list of `ui::widgets`, and the new-game controls.

use super::plural::{OneOther, Polish};
use super::{ByGame, ByLang};

pub struct Common {
    /// The games' names as players of each language know them (the Polish source calls
    /// Doublets *Dublety*).
    pub titles: ByGame<&'static str>,
    /// The link to a game's rules.
    pub rules: &'static str,
    /// The link that starts a game.
    pub play: &'static str,
    /// The language picker's label, for assistive technology.
    pub language: &'static str,
    /// A notice's close button, for assistive technology.
    pub dismiss: &'static str,
    /// The move list, for assistive technology.
    pub moves: &'static str,
    /// The move list's first entry: the position before any move.
    pub start: &'static str,
    pub new_game: &'static str,
    /// After a new game replaced one in progress.
    pub new_game_started: &'static str,
    /// Brings back the game a new game replaced.
    pub restore: &'static str,
    pub computer_thinking: &'static str,
    /// A number of each game's moves, in the game's own word: "14 moves" of Hex, "14 turns"
    /// of TwixT, as a game record is described.
    pub counts: ByGame<fn(usize) -> String>,
}

pub(super) const MOVES_EN: OneOther = OneOther { one: "move", other: "moves" };
pub(super) const TURNS_EN: OneOther = OneOther { one: "turn", other: "turns" };
pub(super) const QUESTIONS_EN: OneOther = OneOther { one: "question", other: "questions" };
pub(super) const MOVES_IT: OneOther = OneOther { one: "mossa", other: "mosse" };
pub(super) const TURNS_IT: OneOther = OneOther { one: "turno", other: "turni" };
pub(super) const QUESTIONS_IT: OneOther = OneOther { one: "domanda", other: "domande" };
pub(super) const MOVES_PL: Polish = Polish { one: "ruch", few: "ruchy", many: "ruchów" };
pub(super) const TURNS_PL: Polish = Polish { one: "tura", few: "tury", many: "tur" };
pub(super) const QUESTIONS_PL: Polish = Polish { one: "pytanie", few: "pytania", many: "pytań" };
/// Moves after *po* ("after"), in the locative: *po 1 ruchu*, *po 5 ruchach*.
pub(super) const AFTER_MOVES_PL: Polish = Polish { one: "ruchu", few: "ruchach", many: "ruchach" };

pub static COMMON: ByLang<Common> = ByLang {
    en: Common {
        titles: ByGame { hex: "Hex", twixt: "TwixT", doublets: "Doublets", shugoron: "shUgorØn" },
        rules: "Rules",
        play: "Play",
        language: "Language",
        dismiss: "Dismiss",
        moves: "Moves",
        start: "Start",
        new_game: "New game",
        new_game_started: "A new game has started.",
        restore: "Back to the previous game",
        computer_thinking: "The computer is thinking…",
        counts: ByGame {
            hex: |n| format!("{n} {}", MOVES_EN.after(n)),
            twixt: |n| format!("{n} {}", TURNS_EN.after(n)),
            doublets: |n| format!("{n} {}", MOVES_EN.after(n)),
            shugoron: |n| format!("{n} {}", QUESTIONS_EN.after(n)),
        },
    },
    it: Common {
        titles: ByGame { hex: "Hex", twixt: "TwixT", doublets: "Doublets", shugoron: "shUgorØn" },
        rules: "Regole",
        play: "Gioca",
        language: "Lingua",
        dismiss: "Chiudi",
        moves: "Mosse",
        start: "Inizio",
        new_game: "Nuova partita",
        new_game_started: "È iniziata una nuova partita.",
        restore: "Torna alla partita precedente",
        computer_thinking: "Il computer sta pensando…",
        counts: ByGame {
            hex: |n| format!("{n} {}", MOVES_IT.after(n)),
            twixt: |n| format!("{n} {}", TURNS_IT.after(n)),
            doublets: |n| format!("{n} {}", MOVES_IT.after(n)),
            shugoron: |n| format!("{n} {}", QUESTIONS_IT.after(n)),
        },
    },
    pl: Common {
        titles: ByGame { hex: "Hex", twixt: "TwixT", doublets: "Dublety", shugoron: "shUgorØn" },
        rules: "Zasady",
        play: "Graj",
        language: "Język",
        dismiss: "Zamknij",
        moves: "Ruchy",
        start: "Początek",
        new_game: "Nowa gra",
        new_game_started: "Zaczęła się nowa gra.",
        restore: "Wróć do poprzedniej gry",
        computer_thinking: "Komputer myśli…",
        counts: ByGame {
            hex: |n| format!("{n} {}", MOVES_PL.after(n)),
            twixt: |n| format!("{n} {}", TURNS_PL.after(n)),
            doublets: |n| format!("{n} {}", MOVES_PL.after(n)),
            shugoron: |n| format!("{n} {}", QUESTIONS_PL.after(n)),
        },
    },
    ja: Common {
        titles: ByGame { hex: "Hex", twixt: "TwixT", doublets: "Doublets", shugoron: "shUgorØn" },
        rules: "ルール",
        play: "遊ぶ",
        language: "言語",
        dismiss: "閉じる",
        moves: "棋譜",
        start: "最初",
        new_game: "新しいゲーム",
        new_game_started: "新しいゲームを始めました。",
        restore: "前のゲームに戻る",
        computer_thinking: "コンピュータが考えています…",
        counts: ByGame {
            hex: |n| format!("{n} 手"),
            twixt: |n| format!("{n} 手"),
            doublets: |n| format!("{n} 手"),
            shugoron: |n| format!("質問 {n} 回"),
        },
    },
};
