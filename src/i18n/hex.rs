//! The Hex screen's words, in the rules texts' terms: the Italian of *Il Fogliaccio*
//! (tavoliere, casella, pezzo, regola dell'inversione), the Polish *pole* and *kamień*,
//! the Japanese 盤, マス, 石.

use super::game_screen::GAME_SCREEN;
use super::common::{AFTER_MOVES_PL, MOVES_EN, MOVES_IT};
use super::{ByLang, Lang};
use crate::games::Colour;
use crate::games::hex::{PlayError, SwapRule, import::Format};

pub struct Hex {
    /// The status line when `winner` has joined their edges.
    pub won: fn(Colour) -> String,
    /// The status line when White may swap.
    pub white_may_swap: &'static str,
    /// What each colour joins, for two people at the tablet.
    pub each_joins: &'static str,
    pub swap_choice: fn(SwapRule) -> &'static str,
    /// A diagram's caption: the board's side, the moves played, the status line.
    pub caption: fn(u8, u32, &str) -> String,
    /// The board for assistive technology, by its size.
    pub board: fn(&str) -> String,
    /// The records panel.
    pub records: &'static str,
    pub open_in_hexworld: &'static str,
    pub paste_a_game: &'static str,
    pub pasted_game: &'static str,
    pub open_pasted: &'static str,
    /// A pasted game opened: its format, and the game described.
    pub opened_from: fn(Format, &str) -> String,
    /// A pasted game opened up to a fault: the fault (in English), the game described.
    pub pasted_in_part: fn(&str, &str) -> String,
    pub pasted_unreadable: fn(&str) -> String,
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
        PlayError::SwapOff => GAME_SCREEN[lang].swap_off.to_owned(),
        PlayError::SwapNotNow => words.swap_not_now.to_owned(),
    }
}

pub static HEX: ByLang<Hex> = ByLang {
    en: Hex {
        won: |winner| format!("{} wins: the two {} edges are joined.", GAME_SCREEN.en.colour(winner), winner.name()),
        white_may_swap: "White to move: place a stone, or swap.",
        each_joins: "each joins the two edges of their colour",
        swap_choice: |rule| match rule {
            SwapRule::None => "off",
            SwapRule::Colours => "on (exchange colours)",
            SwapRule::Pieces => "on (mirror the stone)",
        },
        caption: |n, ply, status| format!("Hex {n}×{n}, after {ply} {}. {status}", MOVES_EN.after(ply as usize)),
        board: |size| format!("Hex board, {size}"),
        records: "Records: HexWorld, SGF, paste a game",
        open_in_hexworld: "Open in HexWorld ↗",
        paste_a_game: "Paste a game: a fogliaccio or HexWorld link, HexGui SGF or a Little Golem record",
        pasted_game: "Pasted game",
        open_pasted: "Open the pasted game",
        opened_from: |format, game| format!("Opened the game from {} ({game}).", format.name()),
        pasted_in_part: |error, game| {
            format!("The pasted game could not be read whole: {error}. Opened it as far as it was valid ({game}).")
        },
        pasted_unreadable: |error| format!("The pasted text could not be read: {error}."),
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
        each_joins: "ognuno collega i due lati del proprio colore",
        swap_choice: |rule| match rule {
            SwapRule::None => "disattiva",
            SwapRule::Colours => "attiva (scambio dei colori)",
            SwapRule::Pieces => "attiva (specchia il pezzo)",
        },
        caption: |n, ply, status| format!("Hex {n}×{n}, dopo {ply} {}. {status}", MOVES_IT.after(ply as usize)),
        board: |size| format!("Tavoliere di Hex, {size}"),
        records: "Partite: HexWorld, SGF, incolla una partita",
        open_in_hexworld: "Apri in HexWorld ↗",
        paste_a_game: "Incolla una partita: un link di fogliaccio o di HexWorld, un SGF di HexGui o una partita di Little Golem",
        pasted_game: "Partita incollata",
        open_pasted: "Apri la partita incollata",
        opened_from: |format, game| {
            let from = match format {
                Format::Link => "un link di fogliaccio",
                Format::Sgf => "un file SGF",
                Format::LittleGolem => "una partita di Little Golem",
                Format::HexWorld => "un link di HexWorld",
            };
            format!("Aperta la partita da {from} ({game}).")
        },
        pasted_in_part: |error, game| {
            format!("Non è stato possibile leggere tutta la partita incollata: {error}. Aperta fin dove era valida ({game}).")
        },
        pasted_unreadable: |error| format!("Non è stato possibile leggere il testo incollato: {error}."),
        refusals: Refusals {
            taken: |cell| format!("{cell} è occupata: scegli una casella libera."),
            off_board: |cell| format!("{cell} è fuori dal tavoliere."),
            swap_not_now: "L'inversione è ammessa solo come risposta del Bianco al primo pezzo del Nero.",
        },
    },
    pl: Hex {
        won: |winner| format!("Wygrywa {}: jego dwa brzegi są połączone.", GAME_SCREEN.pl.colour(winner)),
        white_may_swap: "Ruch ma Biały: postaw kamień albo wykonaj zamianę.",
        each_joins: "każdy łączy dwa brzegi swojego koloru",
        swap_choice: |rule| match rule {
            SwapRule::None => "wyłączona",
            SwapRule::Colours => "włączona (zamiana kolorów)",
            SwapRule::Pieces => "włączona (odbij kamień)",
        },
        caption: |n, ply, status| format!("Hex {n}×{n}, po {ply} {}. {status}", AFTER_MOVES_PL.after(ply as usize)),
        board: |size| format!("Plansza Hex, {size}"),
        records: "Zapisy: HexWorld, SGF, wklej partię",
        open_in_hexworld: "Otwórz w HexWorld ↗",
        paste_a_game: "Wklej partię: link fogliaccio lub HexWorld, SGF z HexGui albo zapis z Little Golem",
        pasted_game: "Wklejona partia",
        open_pasted: "Otwórz wklejoną partię",
        opened_from: |format, game| {
            let from = match format {
                Format::Link => "linku fogliaccio",
                Format::Sgf => "pliku SGF",
                Format::LittleGolem => "zapisu z Little Golem",
                Format::HexWorld => "linku HexWorld",
            };
            format!("Otwarto partię z {from} ({game}).")
        },
        pasted_in_part: |error, game| {
            format!(
                "Nie udało się odczytać całej wklejonej partii: {error}. Otwarto ją do miejsca, w którym była \
                 poprawna ({game})."
            )
        },
        pasted_unreadable: |error| format!("Nie udało się odczytać wklejonego tekstu: {error}."),
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
        each_joins: "それぞれ自分の色の 2 辺をつなぎます",
        swap_choice: |rule| match rule {
            SwapRule::None => "なし",
            SwapRule::Colours => "あり（色を交換）",
            SwapRule::Pieces => "あり（石を鏡映する）",
        },
        caption: |n, ply, status| format!("Hex {n}×{n}、{ply} 手まで。{status}"),
        board: |size| format!("Hex の盤、{size}"),
        records: "棋譜：HexWorld、SGF、貼り付け",
        open_in_hexworld: "HexWorld で開く ↗",
        paste_a_game: "ゲームを貼り付け：fogliaccio か HexWorld のリンク、HexGui の SGF、Little Golem の棋譜",
        pasted_game: "貼り付けたゲーム",
        open_pasted: "貼り付けたゲームを開く",
        opened_from: |format, game| {
            let from = match format {
                Format::Link => "fogliaccio のリンク",
                Format::Sgf => "SGF ファイル",
                Format::LittleGolem => "Little Golem の棋譜",
                Format::HexWorld => "HexWorld のリンク",
            };
            format!("{from}からゲームを開きました（{game}）。")
        },
        pasted_in_part: |error, game| {
            format!("貼り付けたゲームを最後まで読めませんでした：{error}。正しく読めたところまで開きました（{game}）。")
        },
        pasted_unreadable: |error| format!("貼り付けたテキストを読めませんでした：{error}。"),
        refusals: Refusals {
            taken: |cell| format!("{cell} にはもう石があります。空いているマスを選んでください。"),
            off_board: |cell| format!("{cell} は盤の外です。"),
            swap_not_now: "スワップできるのは、黒の最初の石に対する白の応手としてだけです。",
        },
    },
};
