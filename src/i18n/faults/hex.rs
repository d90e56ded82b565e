//! The faults of a damaged record of Hex, in every language: its link, an SGF file (HexGui,
//! Little Golem's `.hsgf`), a HexWorld link, a pasted text in none of them. Cells and
//! stones as the Hex screen says them (`casella`, `pezzo`; `pole`, `kamień`; マス, 石).

use super::super::game_screen::GAME_SCREEN;
use super::super::hex::refusal;
use super::super::{ByLang, Lang};
use super::{FAULTS, clause, count, envelope, result, set_up, sgf, worded};
use crate::games::Colour;
use crate::games::hex::hexworld::HexWorldError;
use crate::games::hex::import::ImportError;
use crate::games::hex::link::LinkError;
use crate::games::hex::sgf::SgfReadError;
use crate::games::hex::{BadMove, BadMoveReason, BoardSize, CellError, ForeignMove, PlayError, SizeError};

pub struct HexFaults {
    /// A move of the record (its number, as written), and why it could not be played.
    pub at_move: fn(usize, &str, &str) -> String,
    /// A cell: none, not a cell (the text), off the board (the cell, the board, its last
    /// column letter and row).
    pub no_cell: &'static str,
    pub not_a_cell: fn(&str) -> String,
    pub cell_off: fn(&str, &str, char, u8) -> String,
    /// A recorded move on a taken cell (the screen's refusal asks for another cell, which
    /// a record cannot choose).
    pub taken: fn(&str) -> String,
    /// A move of another program that Hex here has not.
    pub foreign_move: fn(ForeignMove) -> String,
    /// The colour the record gives the move to, and the colour to move.
    pub wrong_colour: fn(Colour, Colour) -> String,
    /// A board side out of bounds: the bounds, and the side.
    pub size: fn(u8, u8, u32) -> String,
    /// The link: its head, its resignation, something after it.
    pub link_head: fn(&str) -> String,
    pub resigned: fn(&str) -> String,
    pub after_resignation: fn(&str) -> String,
    /// An SGF file: another game's number, no size, a board not square, setup stones (the
    /// property); a size that is none is `Faults::sgf_bad_size`.
    pub not_hex: fn(&str) -> String,
    pub no_size: &'static str,
    pub not_square: fn(&str) -> String,
    pub setup: fn(&str) -> String,
    /// A HexWorld link: its head, and something after the resignation.
    pub hexworld_head: fn(&str) -> String,
    pub hexworld_after: fn(&str) -> String,
    /// A pasted text in none of the formats.
    pub unknown: &'static str,
}

/// Why a move of a record could not be played, in `lang`.
pub fn bad_move(lang: Lang, error: &BadMove) -> String {
    let words = &HEX_FAULTS[lang];
    let why = match &error.reason {
        BadMoveReason::Unreadable(e) => cell(lang, e),
        BadMoveReason::Illegal(e) => illegal(lang, e),
        BadMoveReason::Unsupported(what) => (words.foreign_move)(*what),
        BadMoveReason::WrongColour { marked, to_move } => (words.wrong_colour)(*marked, *to_move),
    };
    (words.at_move)(error.number, &error.text, &why)
}

fn cell(lang: Lang, error: &CellError) -> String {
    let words = &HEX_FAULTS[lang];
    match error {
        CellError::Empty => words.no_cell.to_owned(),
        CellError::Syntax(text) => (words.not_a_cell)(text),
        CellError::OffBoard { cell, size } => {
            (words.cell_off)(cell, &size.to_string(), (b'a' + size.get() - 1) as char, size.get())
        }
    }
}

fn illegal(lang: Lang, error: &PlayError) -> String {
    let words = &HEX_FAULTS[lang];
    match error {
        PlayError::GameOver => FAULTS[lang].game_over.to_owned(),
        PlayError::Occupied(cell) => (words.taken)(&cell.to_string()),
        // The rest the screen's refusal says as a record needs it, made a clause.
        PlayError::OffBoard(_) | PlayError::Swap(_) => clause(&refusal(lang, error)),
    }
}

fn size(lang: Lang, error: &SizeError) -> String {
    (HEX_FAULTS[lang].size)(BoardSize::MIN, BoardSize::MAX, error.0)
}

/// Why a link record of Hex could not be read whole, in `lang`.
pub fn link(lang: Lang, error: &LinkError) -> String {
    let words = &HEX_FAULTS[lang];
    match error {
        LinkError::Envelope(e) => envelope(lang, e),
        LinkError::Head(text) => (words.link_head)(text),
        LinkError::Size(e) => size(lang, e),
        LinkError::SetUp(e) => set_up(lang, e),
        LinkError::Count(e) => count(lang, e),
        LinkError::Move(e) => bad_move(lang, e),
        LinkError::Unended(never) => match *never {},
        LinkError::Ending(text) => (words.resigned)(text),
        LinkError::Extra(text) => (words.after_resignation)(text),
    }
}

/// Why an SGF record of Hex could not be read whole, in `lang`.
pub fn sgf_record(lang: Lang, error: &SgfReadError) -> String {
    let words = &HEX_FAULTS[lang];
    match error {
        SgfReadError::Sgf(e) => sgf(lang, e),
        SgfReadError::NotHex(gm) => (words.not_hex)(gm),
        SgfReadError::NoSize => words.no_size.to_owned(),
        SgfReadError::BadSize(sz) => (FAULTS[lang].sgf_bad_size)(sz),
        SgfReadError::NotSquare(sz) => (words.not_square)(&format!("SZ[{sz}]")),
        SgfReadError::Size(e) => size(lang, e),
        SgfReadError::Setup(name) => (words.setup)(name),
        SgfReadError::SetUp(e) => set_up(lang, e),
        SgfReadError::Move(e) => bad_move(lang, e),
        SgfReadError::Result(e) => result(lang, e),
    }
}

/// Why a HexWorld link could not be read whole, in `lang`.
pub fn hexworld(lang: Lang, error: &HexWorldError) -> String {
    let words = &HEX_FAULTS[lang];
    match error {
        HexWorldError::Head(head) => (words.hexworld_head)(head),
        HexWorldError::NotSquare(head) => (words.not_square)(&format!("'{head}'")),
        HexWorldError::Size(e) => size(lang, e),
        HexWorldError::Move(e) => bad_move(lang, e),
        HexWorldError::AfterResignation(rest) => (words.hexworld_after)(rest),
    }
}

/// Why a pasted game of Hex could not be read whole, in `lang`.
pub fn import(lang: Lang, error: &ImportError) -> String {
    match error {
        ImportError::Unknown => HEX_FAULTS[lang].unknown.to_owned(),
        ImportError::OtherGame(game) => (FAULTS[lang].other_record_game)(*game),
        ImportError::Ambiguous(first, second) => (FAULTS[lang].ambiguous)(first.title(), second.title()),
        ImportError::Link(e) => link(lang, e),
        ImportError::Sgf(e) => sgf_record(lang, e),
        ImportError::HexWorld(e) => hexworld(lang, e),
    }
}

worded! {
    BadMove => bad_move,
    CellError => cell,
    SizeError => size,
    PlayError => illegal,
    LinkError => link,
    SgfReadError => sgf_record,
    HexWorldError => hexworld,
    ImportError => import,
}

pub static HEX_FAULTS: ByLang<HexFaults> = ByLang {
    en: HexFaults {
        at_move: |number, text, why| format!("move {number} ({text}): {why}"),
        no_cell: "no cell given",
        not_a_cell: |text| format!("'{text}' is not a cell: write a column letter and a row number, like c4"),
        cell_off: |cell, size, col, row| format!("{cell} is off the {size} board (columns a–{col}, rows 1–{row})"),
        taken: |cell| format!("{cell} already has a stone"),
        foreign_move: |what| format!("{what} is not a move of Hex as played here"),
        wrong_colour: |marked, to_move| format!("the record gives it to {marked}, but {to_move} is to move"),
        size: |min, max, side| format!("a Hex board is {min} to {max} cells a side, not {side}"),
        link_head: |text| {
            format!(
                "the game record should start with the board size and the swap rule (n, c or p), like 11c, not '{text}'"
            )
        },
        resigned: |text| format!("the game record ends with '{text}' where b or w (who resigned) belongs"),
        after_resignation: |text| format!("the game record goes on after the resignation: '{text}'"),
        not_hex: |gm| format!("the file holds game number GM[{gm}], not Hex (GM[11])"),
        no_size: "the file does not give the board size (SZ)",
        not_square: |size| format!("{size} is not a square board; Hex here is played on n×n"),
        setup: |name| {
            format!(
                "the file sets up stones ({name}) after a move: only a game played on from the position it begins \
                 with can be opened"
            )
        },
        hexworld_head: |head| {
            format!(
                "this is not a HexWorld game link: after '#' it should start with the board size, like 11c1, not '{head}'"
            )
        },
        hexworld_after: |rest| format!("the link goes on after the resignation: '{rest}'"),
        unknown: "this is not a game record that can be opened here: paste a fogliaccio link, an SGF file (HexGui, \
                  PlayHex), a Little Golem .hsgf record or a HexWorld link",
    },
    it: HexFaults {
        at_move: |number, text, why| format!("mossa {number} ({text}): {why}"),
        no_cell: "manca la casella",
        not_a_cell: |text| {
            format!("«{text}» non è una casella: scrivi la lettera della colonna e il numero della riga, come c4")
        },
        cell_off: |cell, size, col, row| {
            format!("{cell} è fuori dal tavoliere {size} (colonne a–{col}, righe 1–{row})")
        },
        taken: |cell| format!("in {cell} c'è già un pezzo"),
        foreign_move: |what| {
            let what = match what {
                ForeignMove::Pass => "passare",
                ForeignMove::Forfeit => "perdere a tavolino",
                ForeignMove::TimeOrForfeit => "perdere per tempo o a tavolino",
            };
            format!("{what} non è una mossa dell'Hex che si gioca qui")
        },
        wrong_colour: |marked, to_move| {
            format!(
                "la registrazione la dà al {}, ma tocca al {}",
                GAME_SCREEN.it.colour(marked),
                GAME_SCREEN.it.colour(to_move)
            )
        },
        size: |min, max, side| format!("un tavoliere di Hex ha da {min} a {max} caselle per lato, non {side}"),
        link_head: |text| {
            format!(
                "la registrazione dovrebbe iniziare con la misura del tavoliere e la regola dell'inversione (n, c o p), \
                 come 11c, non «{text}»"
            )
        },
        resigned: |text| format!("la registrazione finisce con «{text}» dove ci vuole b o w (chi ha abbandonato)"),
        after_resignation: |text| format!("la registrazione continua dopo l'abbandono: «{text}»"),
        not_hex: |gm| format!("il file contiene il gioco numero GM[{gm}], non Hex (GM[11])"),
        no_size: "il file non dice la misura del tavoliere (SZ)",
        not_square: |size| format!("{size} non è un tavoliere quadrato; qui Hex si gioca su n×n"),
        setup: |name| {
            format!(
                "il file dispone dei pezzi ({name}) dopo una mossa: si aprono solo partite giocate a partire dalla \
                 posizione con cui cominciano"
            )
        },
        hexworld_head: |head| {
            format!(
                "questo non è un link a una partita di HexWorld: dopo «#» dovrebbe venire la misura del tavoliere, \
                 come 11c1, non «{head}»"
            )
        },
        hexworld_after: |rest| format!("il link continua dopo l'abbandono: «{rest}»"),
        unknown: "questa non è una registrazione di partita che si possa aprire qui: incolla un link di fogliaccio, \
                  un file SGF (HexGui, PlayHex), una registrazione .hsgf di Little Golem o un link di HexWorld",
    },
    pl: HexFaults {
        at_move: |number, text, why| format!("ruch {number} ({text}): {why}"),
        no_cell: "nie podano pola",
        not_a_cell: |text| format!("„{text}” to nie pole: napisz literę kolumny i numer wiersza, np. c4"),
        cell_off: |cell, size, col, row| {
            format!("pole {cell} leży poza planszą {size} (kolumny a–{col}, wiersze 1–{row})")
        },
        taken: |cell| format!("na polu {cell} już leży kamień"),
        foreign_move: |what| {
            let what = match what {
                ForeignMove::Pass => "pas",
                ForeignMove::Forfeit => "walkower",
                ForeignMove::TimeOrForfeit => "przegrana na czas lub walkowerem",
            };
            format!("{what} to nie ruch w Hex, w który gra się tutaj")
        },
        wrong_colour: |marked, to_move| {
            format!(
                "zapis daje go graczowi {}, a ruch ma {}",
                match marked {
                    Colour::Black => "Czarnemu",
                    Colour::White => "Białemu",
                },
                GAME_SCREEN.pl.colour(to_move)
            )
        },
        size: |min, max, side| format!("plansza Hex ma od {min} do {max} pól na bok, a nie {side}"),
        link_head: |text| {
            format!(
                "zapis partii powinien zaczynać się od rozmiaru planszy i zasady zamiany (n, c lub p), np. 11c, a nie \
                 „{text}”"
            )
        },
        resigned: |text| format!("zapis partii kończy się na „{text}” tam, gdzie ma być b lub w (kto się poddał)"),
        after_resignation: |text| format!("zapis partii ciągnie się dalej po poddaniu: „{text}”"),
        not_hex: |gm| format!("plik zawiera grę numer GM[{gm}], a nie Hex (GM[11])"),
        no_size: "plik nie podaje rozmiaru planszy (SZ)",
        not_square: |size| format!("{size} to nie kwadratowa plansza; Hex gra się tu na n×n"),
        setup: |name| {
            format!(
                "plik rozstawia kamienie ({name}) po ruchu: otworzyć można tylko partie rozegrane od pozycji, \
                 od której się zaczynają"
            )
        },
        hexworld_head: |head| {
            format!("to nie link do partii w HexWorld: po „#” powinien być rozmiar planszy, np. 11c1, a nie „{head}”")
        },
        hexworld_after: |rest| format!("link ciągnie się dalej po poddaniu: „{rest}”"),
        unknown: "tego zapisu partii nie da się tu otworzyć: wklej link fogliaccio, plik SGF (HexGui, PlayHex), \
                  zapis .hsgf z Little Golem albo link HexWorld",
    },
    ja: HexFaults {
        at_move: |number, text, why| format!("第 {number} 手（{text}）：{why}"),
        no_cell: "マスが書かれていません",
        not_a_cell: |text| format!("「{text}」はマスではありません。c4 のように列の文字と行の番号で書いてください"),
        cell_off: |cell, size, col, row| format!("{cell} は {size} の盤の外です（列 a–{col}、行 1–{row}）"),
        taken: |cell| format!("{cell} にはもう石があります"),
        foreign_move: |what| {
            let what = match what {
                ForeignMove::Pass => "パス",
                ForeignMove::Forfeit => "反則負け",
                ForeignMove::TimeOrForfeit => "時間切れ負けや反則負け",
            };
            format!("{what}は、ここで遊ぶ Hex の手ではありません")
        },
        wrong_colour: |marked, to_move| {
            format!(
                "記録ではこの手は{}の手ですが、手番は{}です",
                GAME_SCREEN.ja.colour(marked),
                GAME_SCREEN.ja.colour(to_move)
            )
        },
        size: |min, max, side| format!("Hex の盤は一辺 {min}〜{max} マスで、{side} ではありません"),
        link_head: |text| {
            format!(
                "ゲームの記録は 11c のように盤の大きさとスワップのルール（n・c・p）で始まるはずですが、「{text}」です"
            )
        },
        resigned: |text| format!("ゲームの記録が、b か w（投了した側）のあるべきところで「{text}」で終わっています"),
        after_resignation: |text| format!("ゲームの記録が投了のあとも続いています：「{text}」"),
        not_hex: |gm| format!("ファイルのゲームは番号 GM[{gm}] で、Hex（GM[11]）ではありません"),
        no_size: "ファイルに盤の大きさ（SZ）が書かれていません",
        not_square: |size| format!("{size} は正方形の盤ではありません。ここの Hex は n×n で遊びます"),
        setup: |name| {
            format!("ファイルが手のあとで石を置いています（{name}）。開けるのは最初の局面から打ち進めたゲームだけです")
        },
        hexworld_head: |head| {
            format!(
                "HexWorld のゲームのリンクではありません。「#」のあとは 11c1 のように盤の大きさで始まるはずですが、「{head}」です"
            )
        },
        hexworld_after: |rest| format!("リンクが投了のあとも続いています：「{rest}」"),
        unknown: "ここで開けるゲームの記録ではありません。fogliaccio のリンク、SGF ファイル（HexGui・PlayHex）、\
                  Little Golem の .hsgf 棋譜、HexWorld のリンクのどれかを貼り付けてください",
    },
};
