//! The faults of a damaged game record, in every language: a link (`#g=…`), a pasted
//! record, a game saved in this browser. Each is a clause that the notices put in their
//! sentences (`notices`, `sharing`, the Records panel). Each error type says itself in
//! English beside its type, for the command line (its `Display`); here are the page's words
//! for it: one wording function a type, matching on its variants, which makes the type
//! [`Worded`]. The page's English reads as the command line's (the tests hold the two
//! together), but each is written for its own reader. This module words what every game's
//! records share (the link's envelope and count, SGF's grammar); `hex`, `twixt`, `doublets`
//! and `shugoron` word each game's own faults.

pub mod doublets;
pub mod hex;
pub mod shugoron;
pub mod twixt;

use super::case;
use super::common::{MOVES_IT, MOVES_PL, TURNS_IT, TURNS_PL};
use super::game_screen::GAME_SCREEN;
use super::plural::{OneOther, Polish};
use super::{ByLang, Lang};
use crate::games::connection::SetUpError;
use crate::games::import::ImportError;
use crate::games::record::{CountError, Counted, EnvelopeError, VERSION};
use crate::games::sgf::{Expected, LARGEST, MAX_DEPTH, ResultError, SgfError, SgfProblem};
use crate::games::{Colour, GameKind, Outcome};

pub(crate) use super::worded::worded;
pub use super::worded::{Fault, Worded};

worded! { EnvelopeError => envelope, CountError => count, SgfError => sgf, ResultError => result, ImportError => import }

pub struct Faults {
    /// The envelope: empty, no version (the text found), a later version, no game, another
    /// game (found, expected).
    pub empty: &'static str,
    pub no_version: fn(&str) -> String,
    pub unknown_version: fn(u32) -> String,
    pub no_game: &'static str,
    pub other_game: fn(&str, &str) -> String,
    /// The count of what a link holds: missing, not a number (the text), cut short
    /// (counted, found), more than counted (counted, found).
    pub count_missing: fn(Counted) -> String,
    pub count_not_a_number: fn(Counted, &str) -> String,
    pub count_cut: fn(Counted, usize, usize) -> String,
    pub count_over: fn(Counted, usize, usize) -> String,
    /// SGF's grammar: no tree at all; on a line, a character where something else belongs,
    /// the end of the text, variations too deep; a text too long to read (the most bytes read).
    pub sgf_no_tree: &'static str,
    pub sgf_unexpected: fn(usize, char, Expected) -> String,
    pub sgf_end: fn(usize) -> String,
    pub sgf_too_deep: fn(usize, usize) -> String,
    pub sgf_too_long: fn(usize) -> String,
    /// An SGF size property that is none (its value).
    pub sgf_bad_size: fn(&str) -> String,
    /// A record's stated result (`RE`, its value) that the moves contradict: the outcome it
    /// states, the one the moves give; one that calls a game of Hex drawn.
    pub result_contradicted: fn(&str, Outcome, Outcome) -> String,
    pub result_no_draw: fn(&str) -> String,
    /// A position set up by hand that no game can begin from: two pieces on a point (the
    /// point), a point off the board (as written), a side that has already won, a set-up
    /// that cannot be read (as written).
    pub setup_twice: fn(&str) -> String,
    pub setup_off: fn(&str) -> String,
    pub setup_won: fn(Colour) -> String,
    pub setup_unreadable: fn(&str) -> String,
    /// The rules' refusal of a recorded move after the end.
    pub game_over: &'static str,
    /// An action of a record (its number, as written), and why it could not be played;
    /// something after the actions.
    pub at_action: fn(usize, &str, &str) -> String,
    pub after_actions: fn(&str) -> String,
    /// A pasted record of another game (its name, the engine's own but in Polish); a record that reads as two different
    /// games (the formats read, named by `Format::title`); a record of none of the games.
    pub other_record_game: fn(GameKind) -> String,
    pub ambiguous: fn(&str, &str) -> String,
    pub unknown_record: &'static str,
}

/// Why a record of any game could not be read whole, in `lang`.
pub fn import(lang: Lang, error: &ImportError) -> String {
    match error {
        ImportError::Unknown => FAULTS[lang].unknown_record.to_owned(),
        ImportError::Ambiguous(first, second) => (FAULTS[lang].ambiguous)(first.title(), second.title()),
        ImportError::Hex(e) => hex::import(lang, e),
        ImportError::Twixt(e) => twixt::import(lang, e),
        ImportError::Doublets(e) => doublets::link(lang, e),
    }
}

/// `error`, worded in `lang`.
pub fn envelope(lang: Lang, error: &EnvelopeError) -> String {
    let words = &FAULTS[lang];
    match error {
        EnvelopeError::Empty => words.empty.to_owned(),
        EnvelopeError::NoVersion(text) => (words.no_version)(text),
        EnvelopeError::UnknownVersion(version) => (words.unknown_version)(*version),
        EnvelopeError::NoGame => words.no_game.to_owned(),
        EnvelopeError::OtherGame { found, expected } => (words.other_game)(found, expected),
    }
}

/// `error`, worded in `lang`.
pub fn count(lang: Lang, error: &CountError) -> String {
    let words = &FAULTS[lang];
    match error {
        CountError::NotANumber { of, text } if text.is_empty() => (words.count_missing)(*of),
        CountError::NotANumber { of, text } => (words.count_not_a_number)(*of, text),
        CountError::Cut { of, counted, found } if found < counted => (words.count_cut)(*of, *counted, *found),
        CountError::Cut { of, counted, found } => (words.count_over)(*of, *counted, *found),
    }
}

/// `error`, worded in `lang`.
pub fn sgf(lang: Lang, error: &SgfError) -> String {
    let words = &FAULTS[lang];
    match error.problem {
        SgfProblem::NoGameTree => words.sgf_no_tree.to_owned(),
        SgfProblem::Unexpected { found, expected } => (words.sgf_unexpected)(error.line, found, expected),
        SgfProblem::UnexpectedEnd => (words.sgf_end)(error.line),
        SgfProblem::TooDeep => (words.sgf_too_deep)(error.line, MAX_DEPTH),
        SgfProblem::TooLong => (words.sgf_too_long)(LARGEST),
    }
}

/// `error`, worded in `lang`.
pub fn result(lang: Lang, error: &ResultError) -> String {
    let words = &FAULTS[lang];
    match error {
        ResultError::Contradicted { written, stated, ended } => (words.result_contradicted)(written, *stated, *ended),
        ResultError::NoDraw(written) => (words.result_no_draw)(written),
    }
}

/// Why a set-up position begins no game, in `lang`.
pub fn set_up<P: std::fmt::Display>(lang: Lang, error: &SetUpError<P>) -> String {
    let words = &FAULTS[lang];
    match error {
        SetUpError::Twice(point) => (words.setup_twice)(&point.to_string()),
        SetUpError::OffBoard(point) => (words.setup_off)(point),
        SetUpError::Won(colour) => (words.setup_won)(*colour),
        SetUpError::Unreadable(text) => (words.setup_unreadable)(text),
    }
}

/// Why a set-up position begins no game, as the screen's sentence in `lang`.
pub fn set_up_refusal<P: std::fmt::Display>(lang: Lang, error: &SetUpError<P>) -> String {
    sentence(lang, &set_up(lang, error))
}

/// A clause made a sentence of the screen: a capital, and the language's full stop.
pub(super) fn sentence(lang: Lang, clause: &str) -> String {
    let opening = case::capitalised(clause);
    let stop = if lang == Lang::Ja { '。' } else { '.' };
    format!("{opening}{stop}")
}

/// A sentence of the screen made a clause: no closing stop, and a first word that is no
/// name (a hole such as C3, a bridge, an acronym) in lower case, a word of one letter
/// too (the Polish *W C3 już stoi kołek*).
pub(super) fn clause(sentence: &str) -> String {
    let text = sentence.strip_suffix(['.', '。']).unwrap_or(sentence);
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(first), Some(second))
            if case::is_upper(first) && (case::is_lower(second) || second == '\'' || second == ' ') =>
        {
            case::uncapitalised(text)
        }
        _ => text.to_owned(),
    }
}

const fn counted_it(of: Counted) -> OneOther {
    match of {
        Counted::Moves => MOVES_IT,
        Counted::Turns => TURNS_IT,
        Counted::Actions => OneOther { one: "azione", other: "azioni" },
    }
}

const fn counted_pl(of: Counted) -> Polish {
    match of {
        Counted::Moves => MOVES_PL,
        Counted::Turns => TURNS_PL,
        Counted::Actions => Polish { one: "akcja", few: "akcje", many: "akcji" },
    }
}

const fn counted_ja(of: Counted) -> &'static str {
    match of {
        Counted::Moves => "手",
        Counted::Turns => "手番",
        Counted::Actions => "操作",
    }
}

/// What SGF's grammar wants where `found` stands, the Italian way.
const fn expected_it(expected: Expected) -> &'static str {
    match expected {
        Expected::Tree => "'('",
        Expected::Node => "un nodo (';')",
        Expected::EndOrNode => "')' o un altro nodo",
        Expected::Value => "un valore ('[') dopo il nome di una proprietà",
    }
}

const fn expected_pl(expected: Expected) -> &'static str {
    match expected {
        Expected::Tree => "'('",
        Expected::Node => "węzeł (';')",
        Expected::EndOrNode => "')' albo kolejny węzeł",
        Expected::Value => "wartość ('[') po nazwie właściwości",
    }
}

const fn expected_ja(expected: Expected) -> &'static str {
    match expected {
        Expected::Tree => "'('",
        Expected::Node => "ノード（';'）",
        Expected::EndOrNode => "')' か次のノード",
        Expected::Value => "プロパティ名のあとの値（'['）",
    }
}

pub static FAULTS: ByLang<Faults> = ByLang {
    en: Faults {
        empty: "the game record is empty",
        no_version: |text| format!("the game record should start with its version, like '{VERSION}.', not '{text}'"),
        unknown_version: |version| {
            format!("the game record is of version {version}, which this page cannot read (it reads version {VERSION})")
        },
        no_game: "the game record does not say which game it holds",
        other_game: |found, expected| format!("the game record holds a game of '{found}', not {expected}"),
        count_missing: |of| format!("the game record stops before the number of its {of}: the link was cut short"),
        count_not_a_number: |of, text| {
            format!("the game record should give the number of its {of} where it has '{text}'")
        },
        count_cut: |of, counted, found| {
            format!("the link was cut short: it counts {counted} {of}, but only {found} arrived")
        },
        count_over: |of, counted, found| format!("the game record counts {counted} {of} but holds {found}"),
        sgf_no_tree: "this is not an SGF game record: it has no '('",
        sgf_unexpected: |line, found, expected| format!("line {line}: '{found}' where {expected} belongs"),
        sgf_end: |line| format!("line {line}: the record ends in the middle (is the file cut short?)"),
        sgf_too_deep: |line, depth| format!("line {line}: variations nest more than {depth} deep"),
        sgf_too_long: |most| {
            format!("the record is longer than {most} bytes, more than any game record, and is not read")
        },
        sgf_bad_size: |sz| format!("SZ[{sz}] is not a board size"),
        result_contradicted: |written, stated, ended| {
            let stated = match stated {
                Outcome::Winner(colour) => format!("gives the game to {colour}"),
                Outcome::Draw => "calls the game a draw".to_owned(),
            };
            let ended = match ended {
                Outcome::Winner(colour) => format!("give it to {colour}"),
                Outcome::Draw => "end it in a draw".to_owned(),
            };
            format!("the record's result RE[{written}] {stated}, but its moves {ended}")
        },
        result_no_draw: |written| {
            format!("the record's result RE[{written}] calls the game a draw, which a game of Hex never is")
        },
        setup_twice: |point| format!("the set-up position puts two pieces on {point}"),
        setup_off: |point| format!("the set-up position puts a piece on {point}, off the board"),
        setup_won: |colour| {
            format!(
                "in the set-up position {} has already won: a study must begin with a game still to play",
                GAME_SCREEN.en.colour(colour)
            )
        },
        setup_unreadable: |text| format!("the set-up position '{text}' could not be read"),
        game_over: "the game is over",
        at_action: |number, text, why| format!("action {number} ({text}): {why}"),
        after_actions: |text| format!("the game record goes on after its actions: '{text}'"),
        other_record_game: |game| format!("this is a record of a game of {game}: open it on that game's page"),
        ambiguous: |first, second| {
            format!(
                "this record reads as two different games, as {first} and as {second}: say which in the record (GM[11] \
                 for HexGui, EV[hex] or EV[twixt] for Little Golem) or in the file's name (.sgf, .hsgf, .tsgf)"
            )
        },
        unknown_record: "this is not a game record that can be read here: a fogliaccio link, HexGui SGF, Little Golem \
                         .hsgf or .tsgf, a HexWorld link or a T1j .T1 file",
    },
    it: Faults {
        empty: "la registrazione della partita è vuota",
        no_version: |text| {
            format!(
                "la registrazione della partita dovrebbe iniziare con la sua versione, come «{VERSION}.», non «{text}»"
            )
        },
        unknown_version: |version| {
            format!(
                "la registrazione della partita è della versione {version}, che questa pagina non sa leggere (legge la \
                 versione {VERSION})"
            )
        },
        no_game: "la registrazione non dice quale gioco contiene",
        other_game: |found, expected| format!("la registrazione contiene una partita di «{found}», non di {expected}"),
        count_missing: |of| {
            format!("la registrazione si ferma prima del numero di {}: il link è stato tagliato", counted_it(of).other)
        },
        count_not_a_number: |of, text| {
            format!("al posto del numero di {} la registrazione ha «{text}»", counted_it(of).other)
        },
        count_cut: |of, counted, found| {
            format!(
                "il link è stato tagliato: conta {counted} {}, ma ne contiene solo {found}",
                counted_it(of).after(counted)
            )
        },
        count_over: |of, counted, found| {
            format!("la registrazione conta {counted} {}, ma ne contiene {found}", counted_it(of).after(counted))
        },
        sgf_no_tree: "questa non è una registrazione SGF: non contiene nessuna «(»",
        sgf_unexpected: |line, found, expected| {
            format!("riga {line}: «{found}» dove ci vuole {}", expected_it(expected))
        },
        sgf_end: |line| format!("riga {line}: la registrazione finisce a metà (il file è stato troncato?)"),
        sgf_too_deep: |line, depth| format!("riga {line}: le varianti sono annidate più di {depth} livelli"),
        sgf_too_long: |most| {
            format!(
                "la registrazione è più lunga di {most} byte, più di qualsiasi registrazione di partita, e non viene letta"
            )
        },
        sgf_bad_size: |sz| format!("SZ[{sz}] non è una misura di tavoliere"),
        result_contradicted: |written, stated, ended| {
            let stated = match stated {
                Outcome::Winner(colour) => format!("dà la vittoria al {}", GAME_SCREEN.it.colour(colour)),
                Outcome::Draw => "dice che la partita è patta".to_owned(),
            };
            let ended = match ended {
                Outcome::Winner(colour) => format!("ha vinto il {}", GAME_SCREEN.it.colour(colour)),
                Outcome::Draw => "la partita è finita patta".to_owned(),
            };
            format!("il risultato della registrazione, RE[{written}], {stated}, ma secondo le mosse {ended}")
        },
        result_no_draw: |written| {
            format!(
                "il risultato della registrazione, RE[{written}], dice che la partita è patta, ma a Hex non si \
                 pareggia mai"
            )
        },
        setup_twice: |point| format!("la posizione iniziale mette due pezzi in {point}"),
        setup_off: |point| format!("la posizione iniziale mette un pezzo in {point}, fuori dalla scacchiera"),
        setup_won: |colour| {
            format!(
                "nella posizione iniziale il {} ha già vinto: uno studio deve cominciare da una partita ancora da \
                 giocare",
                GAME_SCREEN.it.colour(colour)
            )
        },
        setup_unreadable: |text| format!("non si riesce a leggere la posizione iniziale '{text}'"),
        game_over: "la partita è finita",
        at_action: |number, text, why| format!("azione {number} ({text}): {why}"),
        after_actions: |text| format!("la registrazione continua dopo le sue azioni: «{text}»"),
        other_record_game: |game| {
            format!("questa è la registrazione di una partita di {game}: aprila nella pagina di quel gioco")
        },
        ambiguous: |first, second| {
            format!(
                "questa registrazione si legge come due partite diverse, come {first} e come {second}: dillo nella \
                 registrazione (GM[11] per HexGui, EV[hex] o EV[twixt] per Little Golem) o nel nome del file (.sgf, \
                 .hsgf, .tsgf)"
            )
        },
        unknown_record: "questa non è una registrazione di partita che si possa leggere qui: un link di fogliaccio, un \
                         SGF di HexGui, un .hsgf o .tsgf di Little Golem, un link di HexWorld o un file .T1 di T1j",
    },
    pl: Faults {
        empty: "zapis partii jest pusty",
        no_version: |text| format!("zapis partii powinien zaczynać się od wersji, np. „{VERSION}.”, a nie „{text}”"),
        unknown_version: |version| {
            format!(
                "zapis partii jest w wersji {version}, której ta strona nie umie odczytać (odczytuje wersję {VERSION})"
            )
        },
        no_game: "zapis partii nie mówi, jaką grę zawiera",
        other_game: |found, expected| format!("zapis zawiera partię gry „{found}”, a nie {expected}"),
        count_missing: |of| format!("zapis partii urywa się przed liczbą {}: link został ucięty", counted_pl(of).many),
        count_not_a_number: |of, text| format!("w miejscu liczby {} zapis partii ma „{text}”", counted_pl(of).many),
        count_cut: |of, counted, found| {
            format!("link został ucięty: liczy {counted} {}, a dotarło tylko {found}", counted_pl(of).after(counted))
        },
        count_over: |of, counted, found| {
            format!("zapis partii liczy {counted} {}, a zawiera {found}", counted_pl(of).after(counted))
        },
        sgf_no_tree: "to nie jest zapis partii SGF: nie ma w nim „(”",
        sgf_unexpected: |line, found, expected| {
            format!("wiersz {line}: „{found}” tam, gdzie ma być {}", expected_pl(expected))
        },
        sgf_end: |line| format!("wiersz {line}: zapis urywa się w połowie (czy plik jest ucięty?)"),
        sgf_too_deep: |line, depth| format!("wiersz {line}: warianty są zagnieżdżone głębiej niż na {depth} poziomów"),
        sgf_too_long: |most| {
            format!("zapis ma ponad {most} bajtów, więcej niż jakikolwiek zapis partii, więc nie zostaje odczytany")
        },
        sgf_bad_size: |sz| format!("SZ[{sz}] to nie rozmiar planszy"),
        result_contradicted: |written, stated, ended| {
            let outcome = |outcome| match outcome {
                Outcome::Winner(colour) => format!("wygrał {}", GAME_SCREEN.pl.colour(colour)),
                Outcome::Draw => "partia zakończyła się remisem".to_owned(),
            };
            format!("wynik w zapisie, RE[{written}], mówi, że {}, a według ruchów {}", outcome(stated), outcome(ended))
        },
        result_no_draw: |written| {
            format!("wynik w zapisie, RE[{written}], mówi, że partia zakończyła się remisem, a w Hex nie ma remisów")
        },
        setup_twice: |point| format!("ustawiona pozycja stawia dwa pionki na {point}"),
        setup_off: |point| format!("ustawiona pozycja stawia pionek na {point}, poza planszą"),
        setup_won: |colour| {
            format!(
                "w ustawionej pozycji {} już wygrał: studium musi zaczynać się od partii, którą jeszcze można grać",
                GAME_SCREEN.pl.colour(colour)
            )
        },
        setup_unreadable: |text| format!("nie można odczytać ustawionej pozycji '{text}'"),
        game_over: "gra się skończyła",
        at_action: |number, text, why| format!("akcja {number} ({text}): {why}"),
        after_actions: |text| format!("zapis partii ciągnie się dalej po swoich akcjach: „{text}”"),
        other_record_game: |game| {
            let game = match game {
                GameKind::Doublets => "Dublety".to_owned(),
                other => other.to_string(),
            };
            format!("to zapis partii gry {game}: otwórz go na stronie tej gry")
        },
        ambiguous: |first, second| {
            format!(
                "ten zapis czyta się jako dwie różne partie, jako {first} i jako {second}: napisz, który to, w zapisie \
                 (GM[11] dla HexGui, EV[hex] albo EV[twixt] dla Little Golem) albo w nazwie pliku (.sgf, .hsgf, .tsgf)"
            )
        },
        unknown_record: "tego zapisu partii nie da się tu odczytać: to ma być link fogliaccio, SGF z HexGui, .hsgf albo \
                         .tsgf z Little Golem, link HexWorld albo plik .T1 z T1j",
    },
    ja: Faults {
        empty: "ゲームの記録が空です",
        no_version: |text| format!("ゲームの記録は「{VERSION}.」のようにバージョンで始まるはずですが、「{text}」です"),
        unknown_version: |version| {
            format!("ゲームの記録はバージョン {version} で、このページでは読めません（読めるのはバージョン {VERSION}）")
        },
        no_game: "ゲームの記録にどのゲームかが書かれていません",
        other_game: |found, expected| format!("ゲームの記録は {expected} ではなく「{found}」のゲームです"),
        count_missing: |of| {
            format!("ゲームの記録が{}の数の前で途切れています（リンクが途中で切れています）", counted_ja(of))
        },
        count_not_a_number: |of, text| format!("ゲームの記録の{}の数のところが「{text}」です", counted_ja(of)),
        count_cut: |of, counted, found| {
            format!("リンクが途中で切れています：{counted} {}あるはずが、{found} しか届いていません", counted_ja(of))
        },
        count_over: |of, counted, found| {
            format!("ゲームの記録は {counted} {}と数えていますが、{found} あります", counted_ja(of))
        },
        sgf_no_tree: "SGF のゲームの記録ではありません（「(」がありません）",
        sgf_unexpected: |line, found, expected| {
            format!("{line} 行目：{}があるべきところに「{found}」があります", expected_ja(expected))
        },
        sgf_end: |line| format!("{line} 行目：記録が途中で終わっています（ファイルが切れていませんか？）"),
        sgf_too_deep: |line, depth| format!("{line} 行目：変化が {depth} 段より深く入れ子になっています"),
        sgf_too_long: |most| format!("記録が {most} バイトを超え、どのゲームの記録よりも長いため読みません"),
        sgf_bad_size: |sz| format!("SZ[{sz}] は盤の大きさではありません"),
        result_contradicted: |written, stated, ended| {
            let outcome = |outcome| match outcome {
                Outcome::Winner(colour) => format!("{}の勝ち", GAME_SCREEN.ja.colour(colour)),
                Outcome::Draw => "引き分け".to_owned(),
            };
            format!("記録の結果 RE[{written}] は{}としていますが、手順では{}です", outcome(stated), outcome(ended))
        },
        result_no_draw: |written| {
            format!("記録の結果 RE[{written}] は引き分けとしていますが、Hex に引き分けはありません")
        },
        setup_twice: |point| format!("配置した局面で {point} に駒が二つ置かれています"),
        setup_off: |point| format!("配置した局面で盤の外の {point} に駒が置かれています"),
        setup_won: |colour| {
            format!(
                "配置した局面ではすでに{}が勝っています。研究はまだ打てる局面から始めてください",
                GAME_SCREEN.ja.colour(colour)
            )
        },
        setup_unreadable: |text| format!("配置した局面「{text}」を読めません"),
        game_over: "ゲームは終わっています",
        at_action: |number, text, why| format!("第 {number} 操作（{text}）：{why}"),
        after_actions: |text| format!("ゲームの記録が操作のあとも続いています：「{text}」"),
        other_record_game: |game| format!("これは {game} のゲームの記録です。そのゲームのページで開いてください"),
        ambiguous: |first, second| {
            format!(
                "この記録は {first} としても {second} としても読め、二つの違うゲームになります。記録の中（HexGui なら \
                 GM[11]、Little Golem なら EV[hex] か EV[twixt]）かファイル名（.sgf、.hsgf、.tsgf）でどちらかを示してください"
            )
        },
        unknown_record: "ここで読めるゲームの記録ではありません。fogliaccio のリンク、HexGui の SGF、Little Golem の \
                         .hsgf か .tsgf、HexWorld のリンク、T1j の .T1 ファイルのどれかにしてください",
    },
};
