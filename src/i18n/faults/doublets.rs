//! The faults of a damaged link record of Doublets, in every language. Dice, points and
//! men as the Doublets screen says them (dadi, punte, pedine; kostki, punkty, pionki;
//! サイコロ, ポイント, 駒); the rules' refusals are the engine's, which name actions as
//! the command line writes them (`@4`, `5:6`), not the screen's taps.

use super::super::doublets::DOUBLETS;
use super::super::{ByLang, Lang};
use super::{count, envelope};
use crate::games::doublets::record::{LinkError, Unreadable};
use crate::games::doublets::{Face, Phase, PlayError, Point};

pub struct DoubletsFaults {
    /// An action of the record (its number, as written), and why it could not be played.
    pub at_action: fn(usize, &str, &str) -> String,
    /// Not a die or point (the text), a bear-off or a unit missing its numbers.
    pub not_a_pip: fn(&str) -> String,
    pub bear_off: &'static str,
    pub unit: &'static str,
    /// A rule set the page does not know (its name).
    pub rule_set: fn(&str) -> String,
    /// Something after the actions.
    pub after_actions: fn(&str) -> String,
    /// The rules' refusals of a recorded action.
    pub over: &'static str,
    pub throw_first: &'static str,
    pub dice_in_hand: &'static str,
    /// Dice expected, dice given.
    pub dice_count: fn(usize, usize) -> String,
    pub no_such_die: fn(Face) -> String,
    pub units_in_hand: &'static str,
    pub no_units: &'static str,
    pub point_takes_no_unit: fn(Point, Phase) -> String,
    pub choose_from: fn(Face) -> String,
    pub no_such_move: fn(Face, Point) -> String,
}

fn illegal(lang: Lang, error: &PlayError) -> String {
    let words = &DOUBLETS_FAULTS[lang];
    match error {
        PlayError::GameOver => words.over.to_owned(),
        PlayError::ThrowFirst => words.throw_first.to_owned(),
        PlayError::DiceInHand => words.dice_in_hand.to_owned(),
        PlayError::DiceCount { expected, given } => (words.dice_count)(*expected, *given),
        PlayError::NoSuchDie(face) => (words.no_such_die)(*face),
        PlayError::UnitsInHand => words.units_in_hand.to_owned(),
        PlayError::NoUnits => words.no_units.to_owned(),
        PlayError::PointTakesNoUnit { point, phase } => (words.point_takes_no_unit)(*point, *phase),
        PlayError::ChooseFrom(face) => (words.choose_from)(*face),
        PlayError::NoSuchMove { face, from } => (words.no_such_move)(*face, *from),
    }
}

/// Why a link record of Doublets could not be read whole, in `lang`.
pub fn link(lang: Lang, error: &LinkError) -> String {
    let words = &DOUBLETS_FAULTS[lang];
    match error {
        LinkError::Envelope(e) => envelope(lang, e),
        LinkError::Rules(e) => (words.rule_set)(&e.0),
        LinkError::Count(e) => count(lang, e),
        LinkError::Unreadable { number, text, why } => {
            let why = match why {
                Unreadable::Pip(e) => (words.not_a_pip)(&e.0),
                Unreadable::BearOff => words.bear_off.to_owned(),
                Unreadable::Unit => words.unit.to_owned(),
            };
            (words.at_action)(*number, text, &why)
        }
        LinkError::Illegal { number, text, error } => (words.at_action)(*number, text, &illegal(lang, error)),
        LinkError::Extra(text) => (words.after_actions)(text),
    }
}

pub static DOUBLETS_FAULTS: ByLang<DoubletsFaults> = ByLang {
    en: DoubletsFaults {
        at_action: |number, text, why| format!("action {number} ({text}): {why}"),
        not_a_pip: |text| format!("'{text}' is not a number from 1 to 6"),
        bear_off: "a bear-off is m, the die and the point, like m36",
        unit: "a doublet unit is u and its point, like u4",
        rule_set: |name| format!("'{name}' is not a rule set (willughby, cotton, doblet, rabattues or ofanfelling)"),
        after_actions: |text| format!("the game record goes on after its actions: '{text}'"),
        over: "the game is over",
        throw_first: "throw the dice first",
        dice_in_hand: "play the dice of the last throw before throwing again",
        dice_count: |expected, given| format!("this throw needs {expected} dice, not {given}"),
        no_such_die: |face| format!("there is no die {face} left to play"),
        units_in_hand: "a doublet is played as units: name a point, like @4",
        no_units: "there is no doublet unit to play: play a die",
        point_takes_no_unit: |point, phase| format!("point {point} has no man to take a unit while {}", phase.name()),
        choose_from: |face| {
            format!("point {face} is empty: name the higher point the {face} moves a man from, like {face}:6")
        },
        no_such_move: |face, from| format!("the {face} cannot move a man from point {from}"),
    },
    it: DoubletsFaults {
        at_action: |number, text, why| format!("azione {number} ({text}): {why}"),
        not_a_pip: |text| format!("«{text}» non è un numero da 1 a 6"),
        bear_off: "una pedina portata fuori si scrive m, il dado e la punta, come m36",
        unit: "un punto del doppio si scrive u e la sua punta, come u4",
        rule_set: |name| format!("«{name}» non è un regolamento (willughby, cotton, doblet, rabattues o ofanfelling)"),
        after_actions: |text| format!("la registrazione continua dopo le sue azioni: «{text}»"),
        over: "la partita è finita",
        throw_first: "prima si tirano i dadi",
        dice_in_hand: "prima di tirare di nuovo si giocano i dadi dell'ultimo tiro",
        dice_count: |expected, given| format!("questo tiro richiede {expected} dadi, non {given}"),
        no_such_die: |face| format!("non c'è nessun dado {face} da giocare"),
        units_in_hand: "un doppio si gioca a punti: indica una punta, come @4",
        no_units: "non c'è nessun punto del doppio da giocare: gioca un dado",
        point_takes_no_unit: |point, phase| {
            let phase = (DOUBLETS.it.table.phase)(phase);
            format!("la punta {point} non ha pedine per un punto del doppio mentre si {phase}")
        },
        choose_from: |face| {
            format!(
                "la punta {face} è vuota: indica la punta più alta da cui il dado {face} sposta una pedina, come {face}:6"
            )
        },
        no_such_move: |face, from| format!("il dado {face} non può spostare una pedina dalla punta {from}"),
    },
    pl: DoubletsFaults {
        at_action: |number, text, why| format!("akcja {number} ({text}): {why}"),
        not_a_pip: |text| format!("„{text}” to nie liczba od 1 do 6"),
        bear_off: "zdjęcie pionka zapisuje się jako m, kostka i punkt, np. m36",
        unit: "jednostkę dubletu zapisuje się jako u i jej punkt, np. u4",
        rule_set: |name| format!("„{name}” to nie zestaw zasad (willughby, cotton, doblet, rabattues lub ofanfelling)"),
        after_actions: |text| format!("zapis partii ciągnie się dalej po swoich akcjach: „{text}”"),
        over: "gra się skończyła",
        throw_first: "najpierw trzeba rzucić kostkami",
        dice_in_hand: "przed kolejnym rzutem trzeba rozegrać kostki z ostatniego rzutu",
        dice_count: |expected, given| format!("ten rzut wymaga {expected} kostek, a nie {given}"),
        no_such_die: |face| format!("nie ma już kostki {face} do rozegrania"),
        units_in_hand: "dublet rozgrywa się jednostkami: wskaż punkt, np. @4",
        no_units: "nie ma jednostki dubletu do rozegrania: zagraj kostkę",
        point_takes_no_unit: |point, phase| {
            let phase = (DOUBLETS.pl.table.phase)(phase);
            format!("na punkcie {point} nie ma pionka dla jednostki dubletu, gdy gracz {phase}")
        },
        choose_from: |face| {
            format!(
                "punkt {face} jest pusty: wskaż wyższy punkt, z którego kostka {face} przesunie pionek, np. {face}:6"
            )
        },
        no_such_move: |face, from| format!("kostka {face} nie może przesunąć pionka z punktu {from}"),
    },
    ja: DoubletsFaults {
        at_action: |number, text, why| format!("第 {number} 操作（{text}）：{why}"),
        not_a_pip: |text| format!("「{text}」は 1〜6 の数ではありません"),
        bear_off: "ベアオフは m36 のように、m と目とポイントで書きます",
        unit: "ゾロ目の 1 個分は u4 のように、u とポイントで書きます",
        rule_set: |name| {
            format!("「{name}」はルールではありません（willughby・cotton・doblet・rabattues・ofanfelling のどれか）")
        },
        after_actions: |text| format!("ゲームの記録が操作のあとも続いています：「{text}」"),
        over: "ゲームは終わっています",
        throw_first: "先にサイコロを振ります",
        dice_in_hand: "もう一度振る前に、前に振った目を使います",
        dice_count: |expected, given| format!("この回はサイコロ {expected} 個で振ります（{given} 個ではなく）"),
        no_such_die: |face| format!("使える {face} の目は残っていません"),
        units_in_hand: "ゾロ目は 1 個分ずつ、@4 のようにポイントを指して使います",
        no_units: "使えるゾロ目の分はありません。サイコロの目を使います",
        point_takes_no_unit: |point, phase| {
            let phase = (DOUBLETS.ja.table.phase)(phase);
            format!("{phase}では、ポイント {point} にゾロ目の分を使える駒がありません")
        },
        choose_from: |face| {
            format!("ポイント {face} は空です。{face}:6 のように、{face} の目で駒を動かす、より高いポイントを指します")
        },
        no_such_move: |face, from| format!("{face} の目ではポイント {from} の駒を動かせません"),
    },
};
