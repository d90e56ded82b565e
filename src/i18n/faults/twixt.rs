//! The faults of a damaged record of TwixT, in every language: its link, a T1j `.T1`
//! file, a Little Golem `.tsgf` record, a pasted text in none of them. Holes, pegs and
//! bridges as the TwixT screen says them (fori, pioli, ponti; otwory, kołki, mostki; 穴,
//! ペグ, ブリッジ); the rules' refusals of a recorded turn are the screen's own sentences.

use super::super::twixt::refusal;
use super::super::{ByLang, Lang};
use super::{FAULTS, clause, count, envelope, result, set_up, sgf, worded};
use crate::games::twixt::import::ImportError;
use crate::games::twixt::link::LinkError;
use crate::games::twixt::t1::{Field, T1Error};
use crate::games::twixt::tsgf::{Side, TsgfError};
use crate::games::twixt::{
    BadTurn, BadTurnReason, BoardSize, BridgeError, HoleError, PlayError, SizeError, Unreadable, column_name,
};

pub struct TwixtFaults {
    /// A turn of the record (its number, as written), and why it could not be played.
    pub at_turn: fn(usize, &str, &str) -> String,
    /// The link's spelling of a turn: a hole cut in half, two characters that are no
    /// hole, a hole past the board (in notation, the board), a far bridge without its
    /// step, a bridge off the board (from that hole).
    pub hole_cut: &'static str,
    pub not_a_hole: fn(&str) -> String,
    pub no_such_hole: fn(&str, &str) -> String,
    pub no_step: &'static str,
    pub bridge_leaves: fn(&str) -> String,
    /// Bridges and holes in notation: not a bridge (the text), not a knight's move apart,
    /// no hole, not a hole (the text), off the board (the hole, the board, its last column
    /// and row), a corner.
    pub not_a_bridge: fn(&str) -> String,
    pub not_a_knights_move: fn(&str, &str) -> String,
    pub no_hole: &'static str,
    pub not_a_hole_name: fn(&str) -> String,
    pub hole_off: fn(&str, &str, &str, u8) -> String,
    pub corner: fn(&str) -> String,
    /// Little Golem's spelling: two letters past the board (the word, the board), or no
    /// move at all.
    pub lg_no_such_hole: fn(&str, &str) -> String,
    pub lg_not_a_move: fn(&str) -> String,
    /// A board side out of bounds: the bounds, and the side.
    pub size: fn(u8, u8, u32) -> String,
    /// The link: its head, its turns without their end, its ending, something after it.
    pub link_head: fn(&str) -> String,
    pub unended: &'static str,
    pub ending: fn(&str) -> String,
    pub after_ending: fn(&str) -> String,
    /// A T1 file: its header cut short (the value missing), a header value (its line, the
    /// value, what was found), a board not square (line, rows, columns), a turn's line.
    pub t1_missing: fn(&str) -> String,
    pub t1_header: fn(usize, &str, &str, &str) -> String,
    pub t1_not_square: fn(usize, u32, u32) -> String,
    pub t1_line: fn(usize, &str) -> String,
    /// The values of a T1 header, and what each must be.
    pub field: fn(Field) -> &'static str,
    pub field_expected: fn(Field) -> &'static str,
    /// A Little Golem record: no size, another game's moves (their name), a turn given to
    /// the side not to move (number, text, given to, to move); a size that is none is
    /// `Faults::sgf_bad_size`.
    pub no_size: &'static str,
    pub not_twixt: fn(&str) -> String,
    pub out_of_turn: fn(usize, &str, Side, Side) -> String,
    /// A pasted text in none of the formats.
    pub unknown: &'static str,
}

/// Why a turn of a record could not be played, in `lang`.
pub fn bad_turn(lang: Lang, error: &BadTurn) -> String {
    let words = &TWIXT_FAULTS[lang];
    let why = match &error.reason {
        BadTurnReason::Unreadable(why) => unreadable(lang, why),
        BadTurnReason::Illegal(e) => illegal(lang, e),
    };
    (words.at_turn)(error.number, &error.text, &why)
}

/// The rules' refusal of a recorded turn: the screen's sentence made a clause.
fn illegal(lang: Lang, error: &PlayError) -> String {
    match error {
        PlayError::GameOver => FAULTS[lang].game_over.to_owned(),
        _ => clause(&refusal(lang, error)),
    }
}

fn unreadable(lang: Lang, why: &Unreadable) -> String {
    let words = &TWIXT_FAULTS[lang];
    match why {
        Unreadable::HoleCut => words.hole_cut.to_owned(),
        Unreadable::NotAHole(token) => (words.not_a_hole)(token),
        Unreadable::OffBoard { hole, size } => (words.no_such_hole)(hole, &size.to_string()),
        Unreadable::NoStep => words.no_step.to_owned(),
        Unreadable::BridgeLeaves(from) => (words.bridge_leaves)(&from.to_string()),
        Unreadable::Bridge(e) => bridge(lang, e),
        Unreadable::Hole(e) => hole(lang, e),
        Unreadable::LgOffBoard { word, size } => (words.lg_no_such_hole)(word, &size.to_string()),
        Unreadable::LgNotAMove(word) => (words.lg_not_a_move)(word),
    }
}

fn bridge(lang: Lang, error: &BridgeError) -> String {
    let words = &TWIXT_FAULTS[lang];
    match error {
        BridgeError::Syntax(text) => (words.not_a_bridge)(text),
        BridgeError::Hole(e) => hole(lang, e),
        BridgeError::NotAKnightMove(a, b) => (words.not_a_knights_move)(&a.to_string(), &b.to_string()),
    }
}

fn hole(lang: Lang, error: &HoleError) -> String {
    let words = &TWIXT_FAULTS[lang];
    match error {
        HoleError::Empty => words.no_hole.to_owned(),
        HoleError::Syntax(text) => (words.not_a_hole_name)(text),
        HoleError::OffBoard { hole, size } => {
            (words.hole_off)(hole, &size.to_string(), &column_name(size.last()).to_string(), size.get())
        }
        HoleError::Corner(hole) => (words.corner)(hole),
    }
}

fn size(lang: Lang, error: &SizeError) -> String {
    (TWIXT_FAULTS[lang].size)(BoardSize::MIN, BoardSize::MAX, error.0)
}

/// Why a link record of TwixT could not be read whole, in `lang`.
pub fn link(lang: Lang, error: &LinkError) -> String {
    let words = &TWIXT_FAULTS[lang];
    match error {
        LinkError::Envelope(e) => envelope(lang, e),
        LinkError::Head(text) => (words.link_head)(text),
        LinkError::Size(e) => size(lang, e),
        LinkError::SetUp(e) => set_up(lang, e),
        LinkError::Count(e) => count(lang, e),
        LinkError::Move(e) => bad_turn(lang, e),
        LinkError::Unended(_) => words.unended.to_owned(),
        LinkError::Ending(text) => (words.ending)(text),
        LinkError::Extra(text) => (words.after_ending)(text),
    }
}

/// Why a T1 file could not be read whole, in `lang`.
pub fn t1(lang: Lang, error: &T1Error) -> String {
    let words = &TWIXT_FAULTS[lang];
    match error {
        T1Error::Missing(field) => (words.t1_missing)((words.field)(*field)),
        T1Error::Header { line, field, found } => {
            (words.t1_header)(*line, (words.field)(*field), (words.field_expected)(*field), found)
        }
        T1Error::NotSquare { line, rows, columns } => (words.t1_not_square)(*line, *rows, *columns),
        T1Error::Size(e) => size(lang, e),
        T1Error::Turn { line, turn } => (words.t1_line)(*line, &bad_turn(lang, turn)),
    }
}

/// Why a Little Golem record of TwixT could not be read whole, in `lang`.
pub fn tsgf(lang: Lang, error: &TsgfError) -> String {
    let words = &TWIXT_FAULTS[lang];
    match error {
        TsgfError::Sgf(e) => sgf(lang, e),
        TsgfError::NoSize => words.no_size.to_owned(),
        TsgfError::BadSize(sz) => (FAULTS[lang].sgf_bad_size)(sz),
        TsgfError::Size(e) => size(lang, e),
        TsgfError::NotTwixt(name) => (words.not_twixt)(name),
        TsgfError::Turn(e) => bad_turn(lang, e),
        TsgfError::OutOfTurn { number, text, marked, to_move } => (words.out_of_turn)(*number, text, *marked, *to_move),
        TsgfError::Result(e) => result(lang, e),
    }
}

/// Why a pasted game of TwixT could not be read whole, in `lang`.
pub fn import(lang: Lang, error: &ImportError) -> String {
    match error {
        ImportError::Unknown => TWIXT_FAULTS[lang].unknown.to_owned(),
        ImportError::OtherGame(game) => (FAULTS[lang].other_record_game)(*game),
        ImportError::Ambiguous(first, second) => (FAULTS[lang].ambiguous)(first.title(), second.title()),
        ImportError::Link(e) => link(lang, e),
        ImportError::T1(e) => t1(lang, e),
        ImportError::LittleGolem(e) => tsgf(lang, e),
    }
}

worded! {
    BadTurn => bad_turn,
    Unreadable => unreadable,
    HoleError => hole,
    BridgeError => bridge,
    SizeError => size,
    PlayError => illegal,
    LinkError => link,
    T1Error => t1,
    TsgfError => tsgf,
    ImportError => import,
}

pub static TWIXT_FAULTS: ByLang<TwixtFaults> = ByLang {
    en: TwixtFaults {
        at_turn: |number, text, why| format!("turn {number} ({text}): {why}"),
        hole_cut: "the turn stops half-way through a hole",
        not_a_hole: |token| format!("'{token}' is not a hole: a hole is two letters, its column and its row"),
        no_such_hole: |hole, size| format!("{hole} is not a hole of the {size} board"),
        no_step: "a bridge away from the peg needs its step digit, 0 to 7",
        bridge_leaves: |from| format!("a bridge from {from} leaves the board"),
        not_a_bridge: |text| format!("'{text}' is not a bridge: write two holes like D5-E7"),
        not_a_knights_move: |a, b| {
            format!("{a} and {b} are not a knight's move (1 × 2) apart, so no bridge can join them")
        },
        no_hole: "no hole given",
        not_a_hole_name: |text| format!("'{text}' is not a hole: write a column letter and a row number, like D5"),
        hole_off: |hole, size, col, row| format!("{hole} is off the {size} board (columns A–{col}, rows 1–{row})"),
        corner: |hole| format!("{hole} is a corner, and a TwixT board has no corner holes"),
        lg_no_such_hole: |word, size| format!("'{word}' is not a hole of the {size} board"),
        lg_not_a_move: |word| {
            format!(
                "'{word}' is not a move: Little Golem writes a hole as two letters, its column and its row, or swap, \
                 resign or draw"
            )
        },
        size: |min, max, side| format!("a TwixT board is {min} to {max} holes a side, not {side}"),
        link_head: |text| {
            format!(
                "the game record should start with the board size, the rule set (o, s or p) and the swap (x or n), \
                 like 24ox, not '{text}'"
            )
        },
        unended: "the turns stop without the E that ends them: the link was cut short, perhaps among the last turn's \
                  bridges",
        ending: |text| format!("the game record ends with '{text}' where b or w (who resigned) or d (a draw) belongs"),
        after_ending: |text| format!("the game record goes on after its ending: '{text}'"),
        t1_missing: |field| {
            format!("the file ends before {field}: a T1 file starts with eleven values (is it cut short?)")
        },
        t1_header: |line, field, expected, found| format!("line {line}: {field} should be {expected}, not '{found}'"),
        t1_not_square: |line, rows, columns| {
            format!(
                "line {line}: the board is {rows} holes high and {columns} wide; TwixT here is played on square boards"
            )
        },
        t1_line: |line, turn| format!("line {line}: {turn}"),
        // The English words are the file reader's own.
        field: Field::what,
        field_expected: Field::expected,
        no_size: "the record does not give the board size (SZ)",
        not_twixt: |name| {
            format!(
                "the record's moves are {name}[..], as in another game: Little Golem writes TwixT moves as b[..] and r[..]"
            )
        },
        out_of_turn: |number, text, marked, to_move| {
            format!("turn {number} ({text}): the record gives it to {marked}, but {to_move} is to move")
        },
        unknown: "this is not a game record that can be opened here: paste a fogliaccio link, a T1j .T1 file or a \
                  Little Golem .tsgf record",
    },
    it: TwixtFaults {
        at_turn: |number, text, why| format!("turno {number} ({text}): {why}"),
        hole_cut: "il turno si interrompe a metà di un foro",
        not_a_hole: |token| format!("«{token}» non è un foro: un foro è due lettere, la sua colonna e la sua riga"),
        no_such_hole: |hole, size| format!("{hole} non è un foro del tavoliere {size}"),
        no_step: "un ponte lontano dal piolo ha bisogno della cifra del suo passo, da 0 a 7",
        bridge_leaves: |from| format!("un ponte da {from} esce dal tavoliere"),
        not_a_bridge: |text| format!("«{text}» non è un ponte: scrivi due fori, come D5-E7"),
        not_a_knights_move: |a, b| {
            format!("{a} e {b} non distano una mossa di cavallo (1 × 2), quindi nessun ponte può unirli")
        },
        no_hole: "manca il foro",
        not_a_hole_name: |text| {
            format!("«{text}» non è un foro: scrivi la lettera della colonna e il numero della riga, come D5")
        },
        hole_off: |hole, size, col, row| {
            format!("{hole} è fuori dal tavoliere {size} (colonne A–{col}, righe 1–{row})")
        },
        corner: |hole| format!("{hole} è un angolo, e il tavoliere di TwixT non ha fori negli angoli"),
        lg_no_such_hole: |word, size| format!("«{word}» non è un foro del tavoliere {size}"),
        lg_not_a_move: |word| {
            format!(
                "«{word}» non è una mossa: Little Golem scrive un foro con due lettere, la colonna e la riga, oppure \
                 swap, resign o draw"
            )
        },
        size: |min, max, side| format!("un tavoliere di TwixT ha da {min} a {max} fori per lato, non {side}"),
        link_head: |text| {
            format!(
                "la registrazione dovrebbe iniziare con la misura del tavoliere, il regolamento (o, s o p) e \
                 l'inversione (x o n), come 24ox, non «{text}»"
            )
        },
        unended: "i turni si fermano senza la E che li chiude: il link è stato tagliato, forse tra i ponti \
                  dell'ultimo turno",
        ending: |text| {
            format!("la registrazione finisce con «{text}» dove ci vuole b o w (chi ha abbandonato) o d (una parità)")
        },
        after_ending: |text| format!("la registrazione continua dopo la sua fine: «{text}»"),
        t1_missing: |field| {
            format!("il file finisce prima del valore {field}: un file T1 inizia con undici valori (è stato troncato?)")
        },
        t1_header: |line, field, expected, found| {
            format!("riga {line}: il valore {field} dovrebbe essere {expected}, non «{found}»")
        },
        t1_not_square: |line, rows, columns| {
            format!(
                "riga {line}: il tavoliere è alto {rows} fori e largo {columns}; qui TwixT si gioca su tavolieri quadrati"
            )
        },
        t1_line: |line, turn| format!("riga {line}: {turn}"),
        field: |field| match field {
            Field::Version => "della versione del formato",
            Field::NameOne => "del nome del giocatore 1",
            Field::NameTwo => "del nome del giocatore 2",
            Field::Rows => "dell'altezza del tavoliere",
            Field::Columns => "della larghezza del tavoliere",
            Field::SeatOne => "che dice se il giocatore 1 è una persona o il computer",
            Field::SeatTwo => "che dice se il giocatore 2 è una persona o il computer",
            Field::Starter => "del giocatore che inizia",
            Field::LetterDirection => "della direzione delle lettere",
            Field::PieRule => "che dice se l'inversione è attiva",
            Field::GameOver => "che dice se la partita è finita",
        },
        field_expected: |field| match field {
            Field::Version => "1",
            Field::Rows | Field::Columns => "un numero",
            Field::SeatOne | Field::SeatTwo => "H o C",
            Field::Starter => "1 o 2",
            Field::PieRule | Field::GameOver => "Y o N",
            Field::NameOne | Field::NameTwo | Field::LetterDirection => "un testo qualsiasi",
        },
        no_size: "la registrazione non dice la misura del tavoliere (SZ)",
        not_twixt: |name| {
            format!(
                "le mosse della registrazione sono {name}[..], come in un altro gioco: Little Golem scrive le mosse di \
                 TwixT come b[..] e r[..]"
            )
        },
        out_of_turn: |number, text, marked, to_move| {
            format!("turno {number} ({text}): la registrazione lo dà a {marked}, ma tocca a {to_move}")
        },
        unknown: "questa non è una registrazione di partita che si possa aprire qui: incolla un link di fogliaccio, \
                  un file .T1 di T1j o una registrazione .tsgf di Little Golem",
    },
    pl: TwixtFaults {
        at_turn: |number, text, why| format!("tura {number} ({text}): {why}"),
        hole_cut: "tura urywa się w połowie otworu",
        not_a_hole: |token| format!("„{token}” to nie otwór: otwór to dwie litery, jego kolumna i wiersz"),
        no_such_hole: |hole, size| format!("{hole} to nie otwór planszy {size}"),
        no_step: "mostek z dala od kołka potrzebuje cyfry swojego kroku, od 0 do 7",
        bridge_leaves: |from| format!("mostek z {from} wychodzi poza planszę"),
        not_a_bridge: |text| format!("„{text}” to nie mostek: napisz dwa otwory, np. D5-E7"),
        not_a_knights_move: |a, b| {
            format!("{a} i {b} nie leżą o ruch skoczka (1 × 2) od siebie, więc żaden mostek ich nie połączy")
        },
        no_hole: "nie podano otworu",
        not_a_hole_name: |text| format!("„{text}” to nie otwór: napisz literę kolumny i numer wiersza, np. D5"),
        hole_off: |hole, size, col, row| {
            format!("otwór {hole} leży poza planszą {size} (kolumny A–{col}, wiersze 1–{row})")
        },
        corner: |hole| format!("{hole} to narożnik, a plansza TwixT nie ma otworów w narożnikach"),
        lg_no_such_hole: |word, size| format!("„{word}” to nie otwór planszy {size}"),
        lg_not_a_move: |word| {
            format!(
                "„{word}” to nie ruch: Little Golem zapisuje otwór dwiema literami, kolumną i wierszem, albo swap, \
                 resign lub draw"
            )
        },
        size: |min, max, side| format!("plansza TwixT ma od {min} do {max} otworów na bok, a nie {side}"),
        link_head: |text| {
            format!(
                "zapis partii powinien zaczynać się od rozmiaru planszy, zestawu zasad (o, s lub p) i zamiany (x lub \
                 n), np. 24ox, a nie „{text}”"
            )
        },
        unended: "tury urywają się bez kończącego je E: link został ucięty, może wśród mostków ostatniej tury",
        ending: |text| {
            format!("zapis partii kończy się na „{text}” tam, gdzie ma być b lub w (kto się poddał) albo d (remis)")
        },
        after_ending: |text| format!("zapis partii ciągnie się dalej po swoim końcu: „{text}”"),
        t1_missing: |field| {
            format!(
                "plik kończy się przed wartością: {field}; plik T1 zaczyna się od jedenastu wartości (czy jest ucięty?)"
            )
        },
        t1_header: |line, field, expected, found| {
            format!("wiersz {line}: {field} to powinno być {expected}, a nie „{found}”")
        },
        t1_not_square: |line, rows, columns| {
            format!(
                "wiersz {line}: plansza ma {rows} otworów wysokości i {columns} szerokości; TwixT gra się tu na \
                 kwadratowych planszach"
            )
        },
        t1_line: |line, turn| format!("wiersz {line}: {turn}"),
        field: |field| match field {
            Field::Version => "wersja formatu pliku",
            Field::NameOne => "imię gracza 1",
            Field::NameTwo => "imię gracza 2",
            Field::Rows => "wysokość planszy",
            Field::Columns => "szerokość planszy",
            Field::SeatOne => "czy gracz 1 to człowiek, czy komputer",
            Field::SeatTwo => "czy gracz 2 to człowiek, czy komputer",
            Field::Starter => "gracz, który zaczyna",
            Field::LetterDirection => "kierunek liter",
            Field::PieRule => "czy zamiana jest włączona",
            Field::GameOver => "czy gra się skończyła",
        },
        field_expected: |field| match field {
            Field::Version => "1",
            Field::Rows | Field::Columns => "liczba",
            Field::SeatOne | Field::SeatTwo => "H lub C",
            Field::Starter => "1 lub 2",
            Field::PieRule | Field::GameOver => "Y lub N",
            Field::NameOne | Field::NameTwo | Field::LetterDirection => "dowolny tekst",
        },
        no_size: "zapis nie podaje rozmiaru planszy (SZ)",
        not_twixt: |name| {
            format!(
                "ruchy w zapisie to {name}[..], jak w innej grze: Little Golem zapisuje ruchy TwixT jako b[..] i r[..]"
            )
        },
        out_of_turn: |number, text, marked, to_move| {
            format!("tura {number} ({text}): zapis daje ją stronie {marked}, a ruch ma strona {to_move}")
        },
        unknown: "tego zapisu partii nie da się tu otworzyć: wklej link fogliaccio, plik .T1 z T1j albo zapis .tsgf \
                  z Little Golem",
    },
    ja: TwixtFaults {
        at_turn: |number, text, why| format!("第 {number} 手番（{text}）：{why}"),
        hole_cut: "手番が穴の途中で途切れています",
        not_a_hole: |token| format!("「{token}」は穴ではありません。穴は列と行の 2 文字です"),
        no_such_hole: |hole, size| format!("{hole} は {size} の盤の穴ではありません"),
        no_step: "ペグから離れたブリッジには、向きを表す 0〜7 の数字が必要です",
        bridge_leaves: |from| format!("{from} からのブリッジが盤の外に出ます"),
        not_a_bridge: |text| format!("「{text}」はブリッジではありません。D5-E7 のように 2 つの穴を書いてください"),
        not_a_knights_move: |a, b| format!("{a} と {b} は桂馬跳び（1 × 2）の位置になく、ブリッジで結べません"),
        no_hole: "穴が書かれていません",
        not_a_hole_name: |text| format!("「{text}」は穴ではありません。D5 のように列の文字と行の番号で書いてください"),
        hole_off: |hole, size, col, row| format!("{hole} は {size} の盤の外です（列 A–{col}、行 1–{row}）"),
        corner: |hole| format!("{hole} は隅で、TwixT の盤の隅には穴がありません"),
        lg_no_such_hole: |word, size| format!("「{word}」は {size} の盤の穴ではありません"),
        lg_not_a_move: |word| {
            format!(
                "「{word}」は手ではありません。Little Golem は穴を列と行の 2 文字で書くか、swap・resign・draw と書きます"
            )
        },
        size: |min, max, side| format!("TwixT の盤は一辺 {min}〜{max} 穴で、{side} ではありません"),
        link_head: |text| {
            format!(
                "ゲームの記録は 24ox のように盤の大きさ、ルール（o・s・p）、スワップ（x・n）で始まるはずですが、「{text}」です"
            )
        },
        unended: "手番が締めくくりの E なしで途切れています。リンクが途中で、たぶん最後の手番のブリッジのあたりで切れています",
        ending: |text| {
            format!("ゲームの記録が、b か w（投了した側）か d（引き分け）のあるべきところで「{text}」で終わっています")
        },
        after_ending: |text| format!("ゲームの記録が終わりのあとも続いています：「{text}」"),
        t1_missing: |field| {
            format!(
                "ファイルが{field}の前で終わっています。T1 ファイルは 11 個の値で始まります（途中で切れていませんか？）"
            )
        },
        t1_header: |line, field, expected, found| {
            format!("{line} 行目：{field}は {expected} のはずですが、「{found}」です")
        },
        t1_not_square: |line, rows, columns| {
            format!("{line} 行目：盤が縦 {rows} 穴、横 {columns} 穴です。ここの TwixT は正方形の盤で遊びます")
        },
        t1_line: |line, turn| format!("{line} 行目：{turn}"),
        field: |field| match field {
            Field::Version => "ファイル形式のバージョン",
            Field::NameOne => "プレイヤー 1 の名前",
            Field::NameTwo => "プレイヤー 2 の名前",
            Field::Rows => "盤の縦の大きさ",
            Field::Columns => "盤の横の大きさ",
            Field::SeatOne => "プレイヤー 1 が人かコンピュータか",
            Field::SeatTwo => "プレイヤー 2 が人かコンピュータか",
            Field::Starter => "先手のプレイヤー",
            Field::LetterDirection => "文字の向き",
            Field::PieRule => "スワップ（パイ・ルール）の有無",
            Field::GameOver => "ゲームが終わったかどうか",
        },
        field_expected: |field| match field {
            Field::Version => "1",
            Field::Rows | Field::Columns => "数",
            Field::SeatOne | Field::SeatTwo => "H か C",
            Field::Starter => "1 か 2",
            Field::PieRule | Field::GameOver => "Y か N",
            Field::NameOne | Field::NameTwo | Field::LetterDirection => "任意の文字列",
        },
        no_size: "記録に盤の大きさ（SZ）が書かれていません",
        not_twixt: |name| {
            format!(
                "記録の手が {name}[..] で、ほかのゲームのものです。Little Golem は TwixT の手を b[..] と r[..] で書きます"
            )
        },
        out_of_turn: |number, text, marked, to_move| {
            format!("第 {number} 手番（{text}）：記録では {marked} の手ですが、手番は {to_move} です")
        },
        unknown: "ここで開けるゲームの記録ではありません。fogliaccio のリンク、T1j の .T1 ファイル、Little Golem の \
                  .tsgf 棋譜のどれかを貼り付けてください",
    },
};
