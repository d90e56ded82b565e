//! The *Records* panel's words: what each game's panel holds, its paste box, and why a
//! format cannot hold the game on the board (T1j's and Little Golem's refusals, each a
//! sentence naming the turn and the hole or bridge). The English, made a sentence, is the
//! clause the command line prints (the engine's `Display`).

use super::faults::{sentence, worded};
use super::{ByLang, Lang};
use crate::games::hex::hexworld::HexWorldWriteError;
use crate::games::twixt::t1::{T1J_MIN_SIZE, T1WriteError, Unfaithful};
use crate::games::twixt::tsgf::TsgfWriteError;
use crate::games::{hex, twixt};

/// Where a pasted game came from, as the notice of its opening names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    Link,
    Sgf,
    LittleGolem,
    HexWorld,
    T1,
}

impl From<hex::import::Format> for Source {
    fn from(format: hex::import::Format) -> Source {
        use hex::import::Format;
        match format {
            Format::Link => Source::Link,
            Format::Sgf => Source::Sgf,
            Format::LittleGolem => Source::LittleGolem,
            Format::HexWorld => Source::HexWorld,
        }
    }
}

impl From<twixt::import::Format> for Source {
    fn from(format: twixt::import::Format) -> Source {
        use twixt::import::Format;
        match format {
            Format::Link => Source::Link,
            Format::T1 => Source::T1,
            Format::LittleGolem => Source::LittleGolem,
        }
    }
}

pub struct Records {
    /// The paste box, for assistive technology, and its button.
    pub pasted_game: &'static str,
    pub open_pasted: &'static str,
    /// A pasted game opened: where it came from, and the game described.
    pub opened_from: fn(Source, &str) -> String,
    /// A pasted game opened up to a fault: the fault, the game described.
    pub pasted_in_part: fn(&str, &str) -> String,
    pub pasted_unreadable: fn(&str) -> String,
    /// The browser refused to save the file of this name.
    pub not_saved: fn(&str) -> String,
    /// Hex's panel: its summary line, what the paste box takes, the HexWorld link.
    pub hex_summary: &'static str,
    pub hex_paste: &'static str,
    pub open_in_hexworld: &'static str,
    /// TwixT's panel: its summary line, what the paste box takes, the T1j file's button.
    pub twixt_summary: &'static str,
    pub twixt_paste: &'static str,
    pub t1_file: &'static str,
    /// T1j's refusals, clauses: a board smaller than its smallest (that size, the board), a
    /// turn it would play otherwise (its number and notation, then why).
    pub t1_too_small: fn(u8, &str) -> String,
    pub t1_turn: fn(usize, &str, &str) -> String,
    pub t1_removal: &'static str,
    pub t1_pass: &'static str,
    pub t1_left_out: fn(&str) -> String,
    pub t1_extra: fn(&str) -> String,
    /// Little Golem's refusals, clauses: the game's rule set, or a turn's hole past `z`.
    pub tsgf_not_pp: fn(&str) -> String,
    pub tsgf_beyond_z: fn(usize, &str) -> String,
    /// HexWorld's refusal, a clause: a game from a position set up by hand.
    pub hexworld_set_up: &'static str,
}

/// Why this game cannot be saved as a T1j file, as a sentence in `lang`.
pub fn t1_refusal(lang: Lang, error: &T1WriteError) -> String {
    sentence(lang, &t1_fault(lang, error))
}

/// Why this game cannot be saved as a Little Golem record, as a sentence in `lang`.
pub fn tsgf_refusal(lang: Lang, error: &TsgfWriteError) -> String {
    sentence(lang, &tsgf_fault(lang, error))
}

/// Why this game cannot be opened in HexWorld, as a sentence in `lang`.
pub fn hexworld_refusal(lang: Lang, error: &HexWorldWriteError) -> String {
    sentence(lang, &hexworld_fault(lang, error))
}

/// Why this game cannot be opened in HexWorld, in `lang`: a clause.
fn hexworld_fault(lang: Lang, error: &HexWorldWriteError) -> String {
    match error {
        HexWorldWriteError::SetUp => RECORDS[lang].hexworld_set_up.to_owned(),
    }
}

/// Why this game cannot be saved as a T1j file, in `lang`: a clause.
fn t1_fault(lang: Lang, error: &T1WriteError) -> String {
    let words = &RECORDS[lang];
    match error {
        T1WriteError::TooSmall(size) => (words.t1_too_small)(T1J_MIN_SIZE, &size.to_string()),
        T1WriteError::Turn { number, text, reason } => {
            let why = match reason {
                Unfaithful::Removal => words.t1_removal.to_owned(),
                Unfaithful::Pass => words.t1_pass.to_owned(),
                Unfaithful::LeftOut(bridge) => (words.t1_left_out)(&bridge.to_string()),
                Unfaithful::Extra(bridge) => (words.t1_extra)(&bridge.to_string()),
            };
            (words.t1_turn)(*number, text, &why)
        }
    }
}

/// Why this game cannot be saved as a Little Golem record, in `lang`: a clause.
fn tsgf_fault(lang: Lang, error: &TsgfWriteError) -> String {
    let words = &RECORDS[lang];
    match error {
        TsgfWriteError::NotPp(rules) => (words.tsgf_not_pp)(rules.name()),
        TsgfWriteError::BeyondZ { number, hole } => (words.tsgf_beyond_z)(*number, &hole.to_string()),
    }
}

worded! { T1WriteError => t1_fault, TsgfWriteError => tsgf_fault, HexWorldWriteError => hexworld_fault }

pub static RECORDS: ByLang<Records> = ByLang {
    en: Records {
        pasted_game: "Pasted game",
        open_pasted: "Open the pasted game",
        opened_from: |source, game| {
            let from = match source {
                Source::Link => "a fogliaccio link",
                Source::Sgf => "an SGF file",
                Source::LittleGolem => "a Little Golem record",
                Source::HexWorld => "a HexWorld link",
                Source::T1 => "a T1j file",
            };
            format!("Opened the game from {from} ({game}).")
        },
        pasted_in_part: |error, game| {
            format!("The pasted game could not be read whole: {error}. Opened it as far as it was valid ({game}).")
        },
        pasted_unreadable: |error| format!("The pasted text could not be read: {error}."),
        not_saved: |name| format!("This browser would not save {name}."),
        hex_summary: "Records: HexWorld, SGF, paste a game",
        hex_paste: "Paste a game: a fogliaccio or HexWorld link, HexGui SGF or a Little Golem record",
        open_in_hexworld: "Open in HexWorld ↗",
        twixt_summary: "Records: T1j, Little Golem, paste a game",
        twixt_paste: "Paste a game: a fogliaccio link, a T1j .T1 file or a Little Golem .tsgf record",
        t1_file: "T1j .T1 file",
        t1_too_small: |min, size| {
            format!("T1j plays on boards of {min} to 36 holes a side, so a game on {size} cannot be saved as a T1 file")
        },
        t1_turn: |number, text, why| format!("turn {number} ({text}) cannot be saved as a T1 file: {why}"),
        t1_removal: "T1j never removes pegs or bridges",
        t1_pass: "the other player had no hole left, and T1j has no passes",
        t1_left_out: |bridge| format!("T1j would also build {bridge}, since it builds every bridge a new peg can make"),
        t1_extra: |bridge| {
            format!(
                "T1j would not build {bridge}: it builds only the new peg's bridges, and never across another bridge"
            )
        },
        tsgf_not_pp: |rules| {
            format!("Little Golem plays TwixT under the pp rules only, and this game is under the {rules} rules")
        },
        tsgf_beyond_z: |number, hole| {
            format!(
                "turn {number} ({hole}): Little Golem names holes with the letters a to z, which do not reach this hole"
            )
        },
        hexworld_set_up: "a HexWorld link begins on an empty board, and this game begins from a position set up by hand",
    },
    it: Records {
        pasted_game: "Partita incollata",
        open_pasted: "Apri la partita incollata",
        opened_from: |source, game| {
            let from = match source {
                Source::Link => "un link di fogliaccio",
                Source::Sgf => "un file SGF",
                Source::LittleGolem => "una partita di Little Golem",
                Source::HexWorld => "un link di HexWorld",
                Source::T1 => "un file di T1j",
            };
            format!("Aperta la partita da {from} ({game}).")
        },
        pasted_in_part: |error, game| {
            format!(
                "Non è stato possibile leggere tutta la partita incollata: {error}. Aperta fin dove era valida ({game})."
            )
        },
        pasted_unreadable: |error| format!("Non è stato possibile leggere il testo incollato: {error}."),
        not_saved: |name| format!("Questo browser non ha salvato {name}."),
        hex_summary: "Registrazioni: HexWorld, SGF, incolla una partita",
        hex_paste: "Incolla una partita: un link di fogliaccio o di HexWorld, un SGF di HexGui o una registrazione di Little Golem",
        open_in_hexworld: "Apri in HexWorld ↗",
        twixt_summary: "Registrazioni: T1j, Little Golem, incolla una partita",
        twixt_paste: "Incolla una partita: un link di fogliaccio, un file .T1 di T1j o una registrazione .tsgf di Little Golem",
        t1_file: "File .T1 di T1j",
        t1_too_small: |min, size| {
            format!(
                "T1j gioca su tavolieri da {min} a 36 fori per lato: una partita su {size} non si può salvare come file T1"
            )
        },
        t1_turn: |number, text, why| format!("il turno {number} ({text}) non si può salvare come file T1: {why}"),
        t1_removal: "T1j non toglie mai pioli né ponti",
        t1_pass: "l'altro giocatore non aveva più fori liberi, e in T1j non si passa",
        t1_left_out: |bridge| {
            format!("T1j costruirebbe anche {bridge}, perché costruisce ogni ponte che un nuovo piolo può fare")
        },
        t1_extra: |bridge| {
            format!(
                "T1j non costruirebbe {bridge}: costruisce solo i ponti del nuovo piolo, e mai attraverso un altro ponte"
            )
        },
        tsgf_not_pp: |rules| {
            format!("Little Golem gioca a TwixT solo con le regole pp, e questa partita segue le regole {rules}")
        },
        tsgf_beyond_z: |number, hole| {
            format!(
                "turno {number} ({hole}): Little Golem chiama i fori con le lettere dalla a alla z, che non arrivano fin qui"
            )
        },
        hexworld_set_up: "un link di HexWorld comincia dal tavoliere vuoto, e questa partita comincia da una posizione \
                          disposta a mano",
    },
    pl: Records {
        pasted_game: "Wklejona partia",
        open_pasted: "Otwórz wklejoną partię",
        opened_from: |source, game| {
            let from = match source {
                Source::Link => "linku fogliaccio",
                Source::Sgf => "pliku SGF",
                Source::LittleGolem => "zapisu z Little Golem",
                Source::HexWorld => "linku HexWorld",
                Source::T1 => "pliku T1j",
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
        not_saved: |name| format!("Ta przeglądarka nie zapisała pliku {name}."),
        hex_summary: "Zapisy: HexWorld, SGF, wklej partię",
        hex_paste: "Wklej partię: link fogliaccio lub HexWorld, SGF z HexGui albo zapis z Little Golem",
        open_in_hexworld: "Otwórz w HexWorld ↗",
        twixt_summary: "Zapisy: T1j, Little Golem, wklej partię",
        twixt_paste: "Wklej partię: link fogliaccio, plik .T1 z T1j albo zapis .tsgf z Little Golem",
        t1_file: "Plik .T1 (T1j)",
        t1_too_small: |min, size| {
            format!(
                "T1j gra na planszach od {min} do 36 otworów na bok, więc partii na planszy {size} nie da się zapisać w pliku T1"
            )
        },
        t1_turn: |number, text, why| format!("tury {number} ({text}) nie da się zapisać w pliku T1: {why}"),
        t1_removal: "T1j nigdy nie usuwa kołków ani mostków",
        t1_pass: "drugi gracz nie miał już wolnego otworu, a T1j nie zna pasowania",
        t1_left_out: |bridge| {
            format!("T1j zbudowałby też {bridge}, bo buduje każdy mostek, który może utworzyć nowy kołek")
        },
        t1_extra: |bridge| {
            format!("T1j nie zbudowałby {bridge}: buduje tylko mostki nowego kołka i nigdy w poprzek innego mostka")
        },
        tsgf_not_pp: |rules| {
            format!("Little Golem gra w TwixT tylko według zasad pp, a ta partia toczy się według zasad {rules}")
        },
        tsgf_beyond_z: |number, hole| {
            format!(
                "tura {number} ({hole}): Little Golem oznacza otwory literami od a do z, które nie sięgają tego otworu"
            )
        },
        hexworld_set_up: "link HexWorld zaczyna się od pustej planszy, a ta partia zaczyna się od pozycji ustawionej \
                          ręcznie",
    },
    ja: Records {
        pasted_game: "貼り付けた棋譜",
        open_pasted: "貼り付けた棋譜を開く",
        opened_from: |source, game| {
            let from = match source {
                Source::Link => "fogliaccio のリンク",
                Source::Sgf => "SGF ファイル",
                Source::LittleGolem => "Little Golem の棋譜",
                Source::HexWorld => "HexWorld のリンク",
                Source::T1 => "T1j のファイル",
            };
            format!("{from}からゲームを開きました（{game}）。")
        },
        pasted_in_part: |error, game| {
            format!("貼り付けたゲームを最後まで読めませんでした：{error}。正しく読めたところまで開きました（{game}）。")
        },
        pasted_unreadable: |error| format!("貼り付けたテキストを読めませんでした：{error}。"),
        not_saved: |name| format!("このブラウザーは {name} を保存しませんでした。"),
        hex_summary: "棋譜: HexWorld・SGF・貼り付け",
        hex_paste: "棋譜を貼り付け: fogliaccio か HexWorld のリンク、HexGui の SGF、Little Golem の棋譜",
        open_in_hexworld: "HexWorld で開く ↗",
        twixt_summary: "棋譜: T1j・Little Golem・貼り付け",
        twixt_paste: "棋譜を貼り付け: fogliaccio のリンク、T1j の .T1 ファイル、Little Golem の .tsgf 棋譜",
        t1_file: "T1j の .T1 ファイル",
        t1_too_small: |min, size| {
            format!("T1j は一辺 {min}〜36 穴の盤でしか遊べないため、{size} の対局は T1 ファイルに保存できません")
        },
        t1_turn: |number, text, why| format!("第 {number} 手番（{text}）は T1 ファイルに保存できません: {why}"),
        t1_removal: "T1j はペグもブリッジも取り除きません",
        t1_pass: "相手に空いた穴がなく、T1j にはパスがありません",
        t1_left_out: |bridge| format!("T1j は新しいペグが架けられるブリッジをすべて架けるので、{bridge} も架けます"),
        t1_extra: |bridge| {
            format!(
                "T1j は {bridge} を架けません。新しいペグのブリッジだけを、ほかのブリッジと交差しないように架けます"
            )
        },
        tsgf_not_pp: |rules| format!("Little Golem の TwixT は pp ルールのみで、この対局は {rules} ルールです"),
        tsgf_beyond_z: |number, hole| {
            format!("第 {number} 手番（{hole}）: Little Golem は穴を a〜z の文字で表すので、この穴は表せません")
        },
        hexworld_set_up: "HexWorld のリンクは空の盤から始まりますが、このゲームは手で配置した局面から始まります",
    },
};
