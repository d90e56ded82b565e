//! Words every screen shares: the header's links, the game names, the language picker,
//! the notice banner and move list of `ui::widgets`, and the new-game controls.

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
}

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
    },
};
