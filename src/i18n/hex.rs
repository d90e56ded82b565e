//! The Hex screen's words, in the rules texts' terms: the Italian of *Il Fogliaccio*
//! (tavoliere, casella, pezzo, regola dell'inversione), the Polish *pole* and *kamień*,
//! the Japanese 盤, マス, 石.

use super::common::{AFTER_MOVES_PL, MOVES_EN, MOVES_IT};
use super::game_screen::GAME_SCREEN;
use super::{ByLang, Lang};
use crate::games::Colour;
use crate::games::SwapClosed;
use crate::games::hex::{PlayError, SwapRule};

pub struct Hex {
    /// The status line when `winner` has joined their edges.
    pub won: fn(Colour) -> String,
    /// The status line when White may swap.
    pub white_may_swap: &'static str,
    /// The status line where the whole board's cells are too small for a finger: the colour
    /// to move, told that a tap marks a cell and a second plays it; then the cell marked.
    pub tap_twice: fn(&str) -> String,
    pub tap_again: fn(&str) -> String,
    /// What each colour joins, for two people at the tablet.
    pub each_joins: &'static str,
    pub swap_choice: fn(SwapRule) -> &'static str,
    /// A diagram's caption: the board's side, the moves played, the status line.
    pub caption: fn(u8, u32, &str) -> String,
    /// The board for assistive technology, by its size.
    pub board: fn(&str) -> String,
    pub refusals: Refusals,
}

/// The rules' refusals of a tap ([`PlayError`]), one sentence each; a game over is
/// [`super::game_screen::GameScreen::game_over`], and swap turned off is shared with TwixT.
pub struct Refusals {
    pub taken: fn(&str) -> String,
    pub off_board: fn(&str) -> String,
    pub swap_not_now: &'static str,
}

/// The sentence for the rules' refusal `error`, in `lang`.
pub fn refusal(lang: Lang, error: &PlayError) -> String {
    let words = &HEX[lang].refusals;
    match error {
        PlayError::GameOver => GAME_SCREEN[lang].game_over.to_owned(),
        PlayError::Occupied(cell) => (words.taken)(&cell.to_string()),
        PlayError::OffBoard(cell) => (words.off_board)(&cell.to_string()),
        PlayError::Swap(SwapClosed::Off) => GAME_SCREEN[lang].swap_off.to_owned(),
        PlayError::Swap(SwapClosed::NotNow) => words.swap_not_now.to_owned(),
    }
}

pub static HEX: ByLang<Hex> = ByLang {
    en: Hex {
        won: |winner| format!("{} wins: the two {} edges are joined.", GAME_SCREEN.en.colour(winner), winner.name()),
        white_may_swap: "White to move: place a stone, or swap.",
        tap_twice: |colour| format!("{colour} to move: tap a cell twice to play there."),
        tap_again: |cell| format!("Tap {cell} again to play there, or mark another cell."),
        each_joins: "each joins the two edges of their colour",
        swap_choice: |rule| match rule {
            SwapRule::None => "off",
            SwapRule::Colours => "on (exchange colours)",
            SwapRule::Pieces => "on (mirror the stone)",
        },
        caption: |n, ply, status| format!("Hex {n}×{n}, after {ply} {}. {status}", MOVES_EN.after(ply as usize)),
        board: |size| format!("Hex board, {size}"),
        refusals: Refusals {
            taken: |cell| format!("{cell} is taken: choose an empty cell."),
            off_board: |cell| format!("{cell} is off the board."),
            swap_not_now: "Swap is only allowed as White's answer to Black's first stone.",
        },
    },
    it: Hex {
        won: |winner| {
            let colour = GAME_SCREEN.it.colour(winner);
            format!("Vince il {colour}: i due lati del {colour} sono collegati.")
        },
        white_may_swap: "Muove il Bianco: metti un pezzo, o inverti.",
        tap_twice: |colour| format!("Muove il {colour}: tocca due volte una casella per giocarci."),
        tap_again: |cell| format!("Tocca di nuovo {cell} per giocarci, o segna un'altra casella."),
        each_joins: "ognuno collega i due lati del proprio colore",
        swap_choice: |rule| match rule {
            SwapRule::None => "disattiva",
            SwapRule::Colours => "attiva (scambio dei colori)",
            SwapRule::Pieces => "attiva (specchia il pezzo)",
        },
        caption: |n, ply, status| format!("Hex {n}×{n}, dopo {ply} {}. {status}", MOVES_IT.after(ply as usize)),
        board: |size| format!("Tavoliere di Hex, {size}"),
        refusals: Refusals {
            taken: |cell| format!("{cell} è occupata: scegli una casella libera."),
            off_board: |cell| format!("{cell} è fuori dal tavoliere."),
            swap_not_now: "L'inversione è ammessa solo come risposta del Bianco al primo pezzo del Nero.",
        },
    },
    pl: Hex {
        won: |winner| format!("Wygrywa {}: jego dwa brzegi są połączone.", GAME_SCREEN.pl.colour(winner)),
        white_may_swap: "Ruch ma Biały: postaw kamień albo wykonaj zamianę.",
        tap_twice: |colour| format!("Ruch ma {colour}: dotknij pola dwa razy, by tam zagrać."),
        tap_again: |cell| format!("Dotknij znowu {cell}, by tam zagrać, albo zaznacz inne pole."),
        each_joins: "każdy łączy dwa brzegi swojego koloru",
        swap_choice: |rule| match rule {
            SwapRule::None => "wyłączona",
            SwapRule::Colours => "włączona (zamiana kolorów)",
            SwapRule::Pieces => "włączona (odbij kamień)",
        },
        caption: |n, ply, status| format!("Hex {n}×{n}, po {ply} {}. {status}", AFTER_MOVES_PL.after(ply as usize)),
        board: |size| format!("Plansza Hex, {size}"),
        refusals: Refusals {
            taken: |cell| format!("Pole {cell} jest zajęte: wybierz puste pole."),
            off_board: |cell| format!("Pole {cell} leży poza planszą."),
            swap_not_now: "Zamiana jest dozwolona tylko jako odpowiedź Białego na pierwszy kamień Czarnego.",
        },
    },
    ja: Hex {
        won: |winner| {
            let colour = GAME_SCREEN.ja.colour(winner);
            format!("{colour}の勝ち：{colour}の 2 辺がつながりました。")
        },
        white_may_swap: "白の番です。石を置くか、スワップしてください。",
        tap_twice: |colour| format!("{colour}の番。マスを 2 回タップで着手。"),
        tap_again: |cell| format!("もう一度 {cell} をタップで着手。別のマスも選べます。"),
        each_joins: "それぞれ自分の色の 2 辺をつなぎます",
        swap_choice: |rule| match rule {
            SwapRule::None => "なし",
            SwapRule::Colours => "あり（色を交換）",
            SwapRule::Pieces => "あり（石を鏡映する）",
        },
        caption: |n, ply, status| format!("Hex {n}×{n}、{ply} 手まで。{status}"),
        board: |size| format!("Hex の盤、{size}"),
        refusals: Refusals {
            taken: |cell| format!("{cell} にはもう石があります。空いているマスを選んでください。"),
            off_board: |cell| format!("{cell} は盤の外です。"),
            swap_not_now: "スワップできるのは、黒の最初の石に対する白の応手としてだけです。",
        },
    },
};
