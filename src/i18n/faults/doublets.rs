//! The faults of a damaged link record of Doublets, in every language. Dice, points and
//! men as the Doublets screen says them (dadi, punte, pedine; kostki, punkty, pionki;
//! サイコロ, ポイント, 駒). A refusal of the rules is the screen's own sentence made a
//! clause, except where the screen speaks of taps: a record names its actions as the
//! command line writes them (`@4`, `5:6`).

use super::super::doublets::refusal;
use super::super::{ByLang, Lang};
use super::{FAULTS, clause, count, envelope, worded};
use crate::games::doublets::record::{LinkError, Unreadable};
use crate::games::doublets::{Face, PipError, PlayError};

pub struct DoubletsFaults {
    /// An action of the record (its number, as written), and why it could not be played.
    /// Not a die or point (the text), a bear-off or a unit missing its numbers.
    pub not_a_pip: fn(&str) -> String,
    pub bear_off: &'static str,
    pub unit: &'static str,
    /// A rule set the page does not know (its name).
    pub rule_set: fn(&str) -> String,
    /// Something after the actions.
    /// The rules' refusals of a recorded action that the screen words for taps: the
    /// record names its points and dice as the command line writes them (`@4`, `5:6`).
    pub throw_first: &'static str,
    pub dice_in_hand: &'static str,
    pub units_in_hand: &'static str,
    pub no_units: &'static str,
    pub choose_from: fn(Face) -> String,
}

fn illegal(lang: Lang, error: &PlayError) -> String {
    let words = &DOUBLETS_FAULTS[lang];
    match error {
        PlayError::ThrowFirst => words.throw_first.to_owned(),
        PlayError::DiceInHand => words.dice_in_hand.to_owned(),
        PlayError::UnitsInHand => words.units_in_hand.to_owned(),
        PlayError::NoUnits => words.no_units.to_owned(),
        PlayError::ChooseFrom(face) => (words.choose_from)(*face),
        // The rest the screen's refusal says as a record needs it, made a clause.
        PlayError::GameOver
        | PlayError::DiceCount { .. }
        | PlayError::NoSuchDie(_)
        | PlayError::PointTakesNoUnit { .. }
        | PlayError::NoSuchMove { .. }
        | PlayError::UsesFewerDice(_) => clause(&refusal(lang, error)),
    }
}

/// Why a link record of Doublets could not be read whole, in `lang`.
pub fn link(lang: Lang, error: &LinkError) -> String {
    let words = &DOUBLETS_FAULTS[lang];
    match error {
        LinkError::Envelope(e) => envelope(lang, e),
        LinkError::Rules(e) => (words.rule_set)(&e.text),
        LinkError::Count(e) => count(lang, e),
        LinkError::Unreadable { number, text, why } => (FAULTS[lang].at_action)(*number, text, &unreadable(lang, why)),
        LinkError::Illegal { number, text, error } => (FAULTS[lang].at_action)(*number, text, &illegal(lang, error)),
        LinkError::Extra(text) => (FAULTS[lang].after_actions)(text),
    }
}

fn unreadable(lang: Lang, why: &Unreadable) -> String {
    let words = &DOUBLETS_FAULTS[lang];
    match why {
        Unreadable::Pip(e) => pip(lang, e),
        Unreadable::BearOff => words.bear_off.to_owned(),
        Unreadable::Unit => words.unit.to_owned(),
    }
}

fn pip(lang: Lang, error: &PipError) -> String {
    (DOUBLETS_FAULTS[lang].not_a_pip)(&error.0)
}

worded! { LinkError => link, Unreadable => unreadable, PipError => pip, PlayError => illegal }

pub static DOUBLETS_FAULTS: ByLang<DoubletsFaults> = ByLang {
    en: DoubletsFaults {
        not_a_pip: |text| format!("'{text}' is not a number from 1 to 6"),
        bear_off: "a bear-off is m, the die and the point, like m36",
        unit: "a doublet unit is u and its point, like u4",
        rule_set: |name| format!("'{name}' is not a rule set (willughby, cotton, doblet, rabattues or ofanfelling)"),
        throw_first: "throw the dice first",
        dice_in_hand: "play the dice of the last throw before throwing again",
        units_in_hand: "a doublet is played as units: name a point, like @4",
        no_units: "there is no doublet unit to play: play a die",
        choose_from: |face| {
            format!("point {face} is empty: name the higher point the {face} moves a man from, like {face}:6")
        },
    },
    it: DoubletsFaults {
        not_a_pip: |text| format!("«{text}» non è un numero da 1 a 6"),
        bear_off: "una pedina portata fuori si scrive m, il dado e la punta, come m36",
        unit: "un punto del doppio si scrive u e la sua punta, come u4",
        rule_set: |name| format!("«{name}» non è un regolamento (willughby, cotton, doblet, rabattues o ofanfelling)"),
        throw_first: "prima si tirano i dadi",
        dice_in_hand: "prima di tirare di nuovo si giocano i dadi dell'ultimo tiro",
        units_in_hand: "un doppio si gioca a punti: indica una punta, come @4",
        no_units: "non c'è nessun punto del doppio da giocare: gioca un dado",
        choose_from: |face| {
            format!(
                "la punta {face} è vuota: indica la punta più alta da cui il dado {face} sposta una pedina, come {face}:6"
            )
        },
    },
    pl: DoubletsFaults {
        not_a_pip: |text| format!("„{text}” to nie liczba od 1 do 6"),
        bear_off: "zdjęcie pionka zapisuje się jako m, kostka i punkt, np. m36",
        unit: "jednostkę dubletu zapisuje się jako u i jej punkt, np. u4",
        rule_set: |name| format!("„{name}” to nie zestaw zasad (willughby, cotton, doblet, rabattues lub ofanfelling)"),
        throw_first: "najpierw trzeba rzucić kostkami",
        dice_in_hand: "przed kolejnym rzutem trzeba rozegrać kostki z ostatniego rzutu",
        units_in_hand: "dublet rozgrywa się jednostkami: wskaż punkt, np. @4",
        no_units: "nie ma jednostki dubletu do rozegrania: zagraj kostkę",
        choose_from: |face| {
            format!(
                "punkt {face} jest pusty: wskaż wyższy punkt, z którego kostka {face} przesunie pionek, np. {face}:6"
            )
        },
    },
    ja: DoubletsFaults {
        not_a_pip: |text| format!("「{text}」は 1〜6 の数ではありません"),
        bear_off: "ベアオフは m36 のように、m と目とポイントで書きます",
        unit: "ゾロ目の 1 個分は u4 のように、u とポイントで書きます",
        rule_set: |name| {
            format!("「{name}」はルールではありません（willughby・cotton・doblet・rabattues・ofanfelling のどれか）")
        },
        throw_first: "先にサイコロを振ります",
        dice_in_hand: "もう一度振る前に、前に振った目を使います",
        units_in_hand: "ゾロ目は 1 個分ずつ、@4 のようにポイントを指して使います",
        no_units: "使えるゾロ目の分はありません。サイコロの目を使います",
        choose_from: |face| {
            format!("ポイント {face} は空です。{face}:6 のように、{face} の目で駒を動かす、より高いポイントを指します")
        },
    },
};
