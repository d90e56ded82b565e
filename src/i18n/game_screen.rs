//! Words the Hex and TwixT screens share: the players' colours, the move controls, the
//! new-game settings and the notices either may show. The Italian and Polish name the
//! players by colour as the rules texts do (il Nero, il Bianco; Czarny, Biały).

use super::ByLang;
use crate::games::Colour;

pub struct GameScreen {
    /// A colour as a sentence names the player who holds it.
    pub black: &'static str,
    pub white: &'static str,
    pub undo: &'static str,
    pub redo: &'static str,
    pub swap: &'static str,
    pub share: &'static str,
    /// The resign button: the colour that gives up.
    pub resign: fn(&str) -> String,
    /// The resign button after a first tap, asking for a second: the colour that gives up.
    pub resign_sure: fn(&str) -> String,
    /// The button beside it that takes the first tap back.
    pub keep_playing: &'static str,
    /// A resignation in the move list.
    pub resigns_entry: fn(Colour) -> String,
    /// The status line while a game goes on: the colour to move.
    pub to_move: fn(&str) -> String,
    /// The status line's first words after the computer's move: the move.
    pub computer_played: fn(&str) -> String,
    /// The status line after a resignation: the winner, the loser.
    pub won_by_resignation: fn(&str, &str) -> String,
    /// A point of the board for assistive technology: its name, and the colour on it.
    pub point: fn(&str, Option<Colour>) -> String,
    /// The new-game settings, with their labels for assistive technology.
    pub size: &'static str,
    pub board_size: &'static str,
    pub swap_setting: &'static str,
    pub swap_rule: &'static str,
    pub on: &'static str,
    pub off: &'static str,
    pub nothing_to_redo: &'static str,
    /// A move asked of a game that is over.
    pub game_over: &'static str,
    /// A swap asked for where the game was set up without one.
    pub swap_off: &'static str,
    /// The swap as a move: in the move list, a hint, the computer's best move.
    pub swap_entry: &'static str,
    /// The status line after a swap, by the rule: the players exchanged colours, or the
    /// first stone was reflected and changed colour (Hex's mirror swap); then only whose
    /// turn it is (the sentence given), so that the line keeps to its two lines.
    pub swapped_colours: fn(&str) -> String,
    pub swapped_pieces: fn(&str) -> String,
    /// After a swap against the computer: the colour the person holds now.
    pub you_play: fn(&str) -> String,
}

impl GameScreen {
    /// The player who holds `colour`, as a sentence names them.
    pub const fn colour(&self, colour: Colour) -> &'static str {
        match colour {
            Colour::Black => self.black,
            Colour::White => self.white,
        }
    }
}

/// The Polish genitive of a colour's player (*dla Czarnego*, *brzeg Białego*), which for a
/// player, masculine and animate, is the accusative too (*przechodzi na Białego*).
pub const fn pl_genitive(colour: Colour) -> &'static str {
    match colour {
        Colour::Black => "Czarnego",
        Colour::White => "Białego",
    }
}

pub static GAME_SCREEN: ByLang<GameScreen> = ByLang {
    en: GameScreen {
        black: "Black",
        white: "White",
        undo: "↶ Undo",
        redo: "↷ Redo",
        swap: "⇄ Swap",
        share: "🔗 Share",
        resign: |colour| format!("⚐ {colour} resigns"),
        resign_sure: |colour| format!("⚐ Tap again: {colour} resigns"),
        keep_playing: "Keep playing",
        resigns_entry: |colour| format!("{colour} resigns"),
        to_move: |colour| format!("{colour} to move."),
        computer_played: |mv| format!("The computer played {mv}."),
        won_by_resignation: |winner, loser| format!("{winner} wins: {loser} resigned."),
        point: |name, stone| format!("{name}, {}", stone.map_or("empty", Colour::name)),
        size: "Size ",
        board_size: "Board size",
        swap_setting: "Swap ",
        swap_rule: "Swap rule",
        on: "on",
        off: "off",
        nothing_to_redo: "Nothing to redo.",
        game_over: "The game is over: undo, or start a new game.",
        swap_off: "Swap is off in this game.",
        swap_entry: "swap",
        swapped_colours: |next| format!("Colours swapped. {next}"),
        swapped_pieces: |next| format!("Swapped: the stone, reflected, is White's. {next}"),
        you_play: |colour| format!("You play {colour}."),
    },
    it: GameScreen {
        black: "Nero",
        white: "Bianco",
        undo: "↶ Annulla",
        redo: "↷ Ripeti",
        swap: "⇄ Inverti",
        share: "🔗 Condividi",
        resign: |colour| format!("⚐ Il {colour} abbandona"),
        resign_sure: |colour| format!("⚐ Tocca di nuovo: il {colour} abbandona"),
        keep_playing: "Continua a giocare",
        resigns_entry: |colour| match colour {
            Colour::Black => "il Nero abbandona".to_owned(),
            Colour::White => "il Bianco abbandona".to_owned(),
        },
        to_move: |colour| format!("Muove il {colour}."),
        computer_played: |mv| format!("Il computer ha giocato {mv}."),
        won_by_resignation: |winner, loser| format!("Vince il {winner}: il {loser} ha abbandonato."),
        point: |name, stone| {
            let state = match stone {
                None => "libera",
                Some(Colour::Black) => "nero",
                Some(Colour::White) => "bianco",
            };
            format!("{name}, {state}")
        },
        size: "Dimensione ",
        board_size: "Dimensione del tavoliere",
        swap_setting: "Inversione ",
        swap_rule: "Regola dell'inversione",
        on: "attiva",
        off: "disattiva",
        nothing_to_redo: "Niente da ripetere.",
        game_over: "La partita è finita: annulla, o inizia una nuova partita.",
        swap_off: "In questa partita l'inversione è disattivata.",
        swap_entry: "inversione",
        swapped_colours: |next| format!("Colori invertiti. {next}"),
        swapped_pieces: |next| format!("Inversione: il pezzo, riflesso, è del Bianco. {next}"),
        you_play: |colour| format!("Tu giochi il {colour}."),
    },
    pl: GameScreen {
        black: "Czarny",
        white: "Biały",
        undo: "↶ Cofnij",
        redo: "↷ Ponów",
        swap: "⇄ Zamiana",
        share: "🔗 Udostępnij",
        resign: |colour| format!("⚐ {colour} się poddaje"),
        resign_sure: |colour| format!("⚐ Dotknij ponownie: {colour} się poddaje"),
        keep_playing: "Graj dalej",
        resigns_entry: |colour| match colour {
            Colour::Black => "Czarny się poddaje".to_owned(),
            Colour::White => "Biały się poddaje".to_owned(),
        },
        to_move: |colour| format!("Ruch ma {colour}."),
        computer_played: |mv| format!("Komputer zagrał {mv}."),
        won_by_resignation: |winner, loser| format!("Wygrywa {winner}: {loser} się poddał."),
        point: |name, stone| {
            let state = match stone {
                None => "puste",
                Some(Colour::Black) => "czarny",
                Some(Colour::White) => "biały",
            };
            format!("{name}, {state}")
        },
        size: "Rozmiar ",
        board_size: "Rozmiar planszy",
        swap_setting: "Zamiana ",
        swap_rule: "Zasada zamiany",
        on: "włączona",
        off: "wyłączona",
        nothing_to_redo: "Nie ma czego ponowić.",
        game_over: "Gra się skończyła: cofnij ruch albo zacznij nową grę.",
        swap_off: "W tej grze zamiana jest wyłączona.",
        swap_entry: "zamiana",
        swapped_colours: |next| format!("Zamiana kolorów. {next}"),
        swapped_pieces: |next| format!("Zamiana: kamień, odbity, jest Białego. {next}"),
        you_play: |colour| format!("Grasz: {colour}."),
    },
    ja: GameScreen {
        black: "黒",
        white: "白",
        undo: "↶ 戻す",
        redo: "↷ 進める",
        swap: "⇄ スワップ",
        share: "🔗 共有",
        resign: |colour| format!("⚐ {colour}が投了"),
        resign_sure: |colour| format!("⚐ もう一度タップで{colour}が投了"),
        keep_playing: "対局を続ける",
        resigns_entry: |colour| match colour {
            Colour::Black => "黒の投了".to_owned(),
            Colour::White => "白の投了".to_owned(),
        },
        to_move: |colour| format!("{colour}の番です。"),
        computer_played: |mv| format!("コンピューターの着手：{mv}。"),
        won_by_resignation: |winner, loser| format!("{winner}の勝ち：{loser}が投了しました。"),
        point: |name, stone| {
            let state = match stone {
                None => "空き",
                Some(Colour::Black) => "黒",
                Some(Colour::White) => "白",
            };
            format!("{name}、{state}")
        },
        size: "大きさ ",
        board_size: "盤の大きさ",
        swap_setting: "スワップ ",
        swap_rule: "スワップルール",
        on: "あり",
        off: "なし",
        nothing_to_redo: "進める手がありません。",
        game_over: "ゲームは終わっています。戻すか、新しいゲームを始めてください。",
        swap_off: "このゲームではスワップはなしです。",
        swap_entry: "スワップ",
        swapped_colours: |next| format!("スワップで色を交換。{next}"),
        swapped_pieces: |next| format!("スワップ：石は対称の位置で白に。{next}"),
        you_play: |colour| format!("あなたは{colour}です。"),
    },
};
