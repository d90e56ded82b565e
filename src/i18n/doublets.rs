//! The Doublets screen's words, in the rules texts' terms (`rules/doublets.rs`): men borne
//! down and borne off, points, dice, a doublet; the Italian *pedine* on *punte*, abbattute
//! and portate fuori; the Polish of the source, *Dublety*, *pionki* laid down (*kładzie*)
//! and taken off (*zdejmuje*), *kostki*, *rzut*, *dublet*; the Japanese 駒, ポイント,
//! 倒す, ベアオフ, ゾロ目. The engine's log ([`Event`], [`Effect`]) is typed, with the
//! command line's English as its `Display`; the page words it here ([`log_line`]), in
//! English word for word as the command line prints it.
//!
//! The players are named by colour as on the other screens ([`GAME_SCREEN`]); the log and
//! the notices that quote it keep English's lower-case `black` and `white`.

use super::common::{AFTER_MOVES_PL, MOVES_EN, MOVES_IT};
use super::game_screen::{GAME_SCREEN, pl_genitive};
use super::plural::{OneOther, Polish};
use super::worded::worded;
use super::{ByLang, Lang};
use crate::games::Colour;
use crate::games::doublets::{Effect, Event, Face, Phase, PlayError, Point, RuleSet};

pub struct Doublets {
    /// The rule sets' names for people: the header, the menu, a saved game's description.
    pub rule_set: fn(RuleSet) -> &'static str,
    /// A colour the computer plays, as the status line names it.
    pub computer_seat: fn(&str) -> String,
    pub status: Status,
    pub told: Told,
    pub dice: Dice,
    pub odds: Odds,
    pub table: Table,
    pub log: Log,
    pub notices: Notices,
    pub refusals: Refusals,
    /// A diagram's caption: the rule set's name, the moves (actions) played, the status.
    pub caption: fn(&str, usize, &str) -> String,
    /// The new-game menu, for assistive technology, and the link beside it.
    pub rule_set_label: &'static str,
    pub its_rules: &'static str,
    pub animate: &'static str,
    /// The log, for assistive technology.
    pub log_label: &'static str,
}

/// The status line; each message is given the player it is about (a colour, marked when
/// the computer plays it).
pub struct Status {
    pub won: fn(&str) -> String,
    pub computer_playing: fn(&str) -> String,
    pub confirm_or_undo: fn(&str) -> String,
    pub who_starts: &'static str,
    pub to_throw: fn(&str) -> String,
    /// A doublet counted as pips: the player, the units left.
    pub units: fn(&str, u8) -> String,
    pub tap: fn(&str) -> String,
    /// No die of the hand can move a man: each is tapped to give it up.
    pub give_up: fn(&str) -> String,
}

/// What the table did by itself in a turn, said on the status line before its own words
/// ([`told`]): what nobody tapped, which the log far down the page details. Each is given the
/// thrower.
pub struct Told {
    /// Dice the rules left one move for, played for the thrower.
    pub forced_dice: fn(Colour, &[Face]) -> String,
    /// A doublet's units the rules left one point for, this many, played for the thrower.
    pub forced_units: fn(Colour, usize) -> String,
    /// Dice that no man of the thrower's could take, passed to the opponent, who played them.
    pub passed: fn(Colour, &[Face]) -> String,
    /// Dice that no man could take, lost.
    pub lost: fn(Colour, &[Face]) -> String,
    /// Between two sentences: a space, or none (Japanese).
    pub joint: &'static str,
}

/// The dice and the buttons beside them.
pub struct Dice {
    /// A die before the throw, and one to play, for assistive technology.
    pub not_thrown: &'static str,
    pub play_die: fn(Face) -> String,
    /// A die to play that can move no man.
    pub give_up_die: fn(Face) -> String,
    /// A die of the last throw, played or passed on, shown until the next throw.
    pub thrown_die: fn(Face) -> String,
    /// A doublet's units still to play.
    pub to_move: fn(u8) -> String,
    pub throw: &'static str,
    pub confirm: &'static str,
    pub computer_choose: &'static str,
}

/// The odds panel.
pub struct Odds {
    /// Both players' chances from Black's (0 to 1), with this many decimals.
    pub chances: fn(f64, usize) -> String,
    pub exact: fn(&str) -> String,
    /// The share of the solve done, 0 to 1.
    pub solving: fn(f32) -> String,
    /// Pairs of tables below the position, and the most a page solves.
    pub too_large: fn(u64, u64) -> String,
    /// Why the worker could not replay the game (a clause: the action it refused, and why).
    pub failed: fn(&str) -> String,
    /// The chances by simulation, their 95% error (0 to 1), the games simulated.
    pub simulated: fn(&str, f64, u32) -> String,
}

/// The table's words: its points for assistive technology, and each side's line on it.
pub struct Table {
    pub table: &'static str,
    pub phase: fn(Phase) -> &'static str,
    /// A point: its side, number, men standing and lying down, and whether a tap plays it.
    pub point: fn(Colour, Point, u8, u8, bool) -> String,
    /// A side's line: its colour, phase and men borne off.
    pub side: fn(Colour, Phase, u8) -> String,
}

/// One line of the log a kind of event ([`log_line`]).
pub struct Log {
    /// Black's die, White's die.
    pub opening: fn(Face, Face) -> String,
    pub thrown: fn(Colour, &[Face]) -> String,
    /// The player, the die, what it did ([`Log::effect`]).
    pub played: fn(Colour, Face, &str) -> String,
    /// A doublet's unit: the player, what it did.
    pub unit: fn(Colour, &str) -> String,
    pub lost: fn(Colour, Face) -> String,
    /// The player the die passed to, the die, what it did there.
    pub passed: fn(Colour, Face, &str) -> String,
    pub won: fn(Colour) -> String,
    /// What a die or unit did, as the rest of a sentence whose subject is the player.
    pub effect: fn(Effect) -> String,
}

/// What the screen says of a tap at the wrong time.
pub struct Notices {
    /// The computer plays this colour's turn now.
    pub computer_playing: fn(Colour) -> String,
    /// The point's side, and the colour to move.
    pub not_your_point: fn(Colour, Colour) -> String,
    pub point_takes_no_die: fn(Point) -> String,
    /// Undo between two people, with no choice made since the throw.
    pub throw_stands: &'static str,
    /// Undo against the computer, with no choice made yet.
    pub no_choice_yet: &'static str,
    pub confirm_first: &'static str,
    /// The game is over: the winner.
    pub game_over: fn(Colour) -> String,
    pub play_your_dice: &'static str,
    pub nothing_to_confirm: &'static str,
    pub dice_played: &'static str,
    pub throw_first: &'static str,
}

/// The rules' refusals of an action ([`PlayError`]) that the notices do not already say.
pub struct Refusals {
    pub over: &'static str,
    /// Dice expected, dice given.
    pub dice_count: fn(usize, usize) -> String,
    pub no_such_die: fn(Face) -> String,
    pub units_in_hand: &'static str,
    pub no_units: &'static str,
    pub point_takes_no_unit: fn(Point, Phase) -> String,
    pub choose_from: fn(Face) -> String,
    pub no_such_move: fn(Face, Point) -> String,
    /// Played so now, the die would leave unused a die another order of play uses.
    pub uses_fewer_dice: fn(Face) -> String,
}

/// The sentence for the rules' refusal `error`, in `lang`.
pub fn refusal(lang: Lang, error: &PlayError) -> String {
    let (words, notices) = (&DOUBLETS[lang].refusals, &DOUBLETS[lang].notices);
    match error {
        PlayError::GameOver => words.over.to_owned(),
        PlayError::ThrowFirst => notices.throw_first.to_owned(),
        PlayError::DiceInHand => notices.play_your_dice.to_owned(),
        PlayError::DiceCount { expected, given } => (words.dice_count)(*expected, *given),
        PlayError::NoSuchDie(face) => (words.no_such_die)(*face),
        PlayError::UnitsInHand => words.units_in_hand.to_owned(),
        PlayError::NoUnits => words.no_units.to_owned(),
        PlayError::PointTakesNoUnit { point, phase } => (words.point_takes_no_unit)(*point, *phase),
        PlayError::ChooseFrom(face) => (words.choose_from)(*face),
        PlayError::NoSuchMove { face, from } => (words.no_such_move)(*face, *from),
        PlayError::UsesFewerDice(face) => (words.uses_fewer_dice)(*face),
    }
}

/// What the table did by itself in a turn (see [`Told`]), in `lang`, as sentences: the
/// moves played for the thrower (`forced`, each its die, `None` for a doublet's unit, and
/// what it did), the dice passed to the opponent, the dice lost.
pub fn told(lang: Lang, thrower: Colour, forced: &[(Option<Face>, Effect)], passed: &[Face], lost: &[Face]) -> String {
    let words = &DOUBLETS[lang].told;
    let dice: Vec<Face> = forced.iter().filter_map(|&(face, _)| face).collect();
    let units = forced.len() - dice.len();
    let sentences = [
        (!dice.is_empty()).then(|| (words.forced_dice)(thrower, &dice)),
        (units > 0).then(|| (words.forced_units)(thrower, units)),
        (!passed.is_empty()).then(|| (words.passed)(thrower, passed)),
        (!lost.is_empty()).then(|| (words.lost)(thrower, lost)),
    ];
    sentences.into_iter().flatten().collect::<Vec<_>>().join(words.joint)
}

/// The log's line for `event`, in `lang`.
pub fn log_line(lang: Lang, event: &Event) -> String {
    let log = &DOUBLETS[lang].log;
    match event {
        Event::Opening { black, white } => (log.opening)(*black, *white),
        Event::Thrown { player, dice } => (log.thrown)(*player, dice),
        Event::Played { player, die: Some(face), effect } => (log.played)(*player, *face, &effect_words(lang, effect)),
        Event::Played { player, die: None, effect } => (log.unit)(*player, &effect_words(lang, effect)),
        Event::Lost { player, face } => (log.lost)(*player, *face),
        Event::Passed { to, face, effect } => (log.passed)(*to, *face, &effect_words(lang, effect)),
        Event::Won(player) => (log.won)(*player),
    }
}

/// What a die or unit did, in `lang`: the rest of a log line whose subject is the player.
fn effect_words(lang: Lang, effect: &Effect) -> String {
    (DOUBLETS[lang].log.effect)(*effect)
}

worded! { Event => log_line, Effect => effect_words }

/// Faces as a list: `3, 5 and 6` with `and` the language's last joint.
fn listed(faces: &[Face], and: &str) -> String {
    let words: Vec<String> = faces.iter().map(Face::to_string).collect();
    match words.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {and} {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// A percentage with a decimal comma, as Italian and Polish write it.
fn comma(number: String) -> String {
    number.replace('.', ",")
}

/// Both chances from Black's, in a language's colour names.
fn chances(black: f64, digits: usize, names: (&str, &str), separator: &str) -> String {
    let (b, w) = (100.0 * black, 100.0 * (1.0 - black));
    format!("{} {b:.digits$}%{separator}{} {w:.digits$}%", names.0, names.1)
}

/// A large count with one decimal where it has one: `21.8`, `4`.
fn in_millions(n: u64) -> String {
    let digits = usize::from(n % 1_000_000 != 0);
    format!("{:.digits$}", n as f64 / 1e6)
}

const MEN_EN: OneOther = OneOther { one: "man", other: "men" };
const MEN_IT: OneOther = OneOther { one: "pedina", other: "pedine" };
const MEN_PL: Polish = Polish { one: "pionek", few: "pionki", many: "pionków" };
const SIMULATED_PL: Polish = Polish { one: "symulowana partia", few: "symulowane partie", many: "symulowanych partii" };

/// The Italian colour with its article, as a log line begins: *il Nero*.
fn it_player(colour: Colour) -> String {
    format!("il {}", GAME_SCREEN.it.colour(colour))
}

pub static DOUBLETS: ByLang<Doublets> = ByLang {
    en: Doublets {
        rule_set: |rules| match rules {
            RuleSet::Willughby => "Doublets (Willughby)",
            RuleSet::Cotton => "Cotton's Doublets",
            RuleSet::Doblet => "Doblet (Alfonso X)",
            RuleSet::Rabattues => "Dames rabattues",
            RuleSet::Ofanfelling => "Ofanfelling",
        },
        computer_seat: |colour| format!("{colour} (computer)"),
        status: Status {
            won: |who| format!("{who} wins: every man is borne off."),
            computer_playing: |who| format!("{who} is playing…"),
            confirm_or_undo: |who| format!("{who}: the dice are played. Confirm the turn, or undo."),
            who_starts: "Who starts? Each player throws one die: throw.",
            to_throw: |who| format!("{who} to throw."),
            units: |who, n| {
                let men = MEN_EN.after(usize::from(n));
                format!("{who}: a doublet: {n} {men} to move, one a tap, on any highlighted point.")
            },
            tap: |who| format!("{who}: tap a highlighted point or a die, in the order you choose."),
            give_up: |who| {
                format!(
                    "{who}: no die can be played: tap each to give it up, in the order you choose (the opponent plays it if the rules let them)."
                )
            },
        },
        told: Told {
            forced_dice: |thrower, faces| {
                let was = if faces.len() == 1 { "was" } else { "were" };
                let (who, faces) = (GAME_SCREEN.en.colour(thrower), listed(faces, "and"));
                format!("{who}'s {faces} {was} played automatically: there was no other move.")
            },
            forced_units: |thrower, n| {
                let men = MEN_EN.after(n);
                format!(
                    "{}'s doublet moved {n} {men} automatically: there was no other move.",
                    GAME_SCREEN.en.colour(thrower)
                )
            },
            passed: |thrower, faces| {
                let (pass, it) = if faces.len() == 1 { ("passes", "it") } else { ("pass", "them") };
                let (from, to) = (GAME_SCREEN.en.colour(thrower), GAME_SCREEN.en.colour(thrower.opponent()));
                format!("{from}'s {} {pass} to {to}, who plays {it}.", listed(faces, "and"))
            },
            lost: |thrower, faces| {
                let (is, it) = if faces.len() == 1 { ("is", "it") } else { ("are", "them") };
                format!(
                    "{}'s {} {is} lost: no man can take {it}.",
                    GAME_SCREEN.en.colour(thrower),
                    listed(faces, "and")
                )
            },
            joint: " ",
        },
        dice: Dice {
            not_thrown: "a die, not thrown",
            play_die: |face| format!("die {face}: play it"),
            give_up_die: |face| format!("die {face}: it cannot be played; give it up"),
            thrown_die: |face| format!("die {face}, thrown"),
            to_move: |n| format!("{n} to move"),
            throw: "Throw",
            confirm: "✓ Confirm",
            computer_choose: "▶ Computer, choose",
        },
        odds: Odds {
            chances: |black, digits| chances(black, digits, ("Black", "White"), ", "),
            exact: |chances| format!("{chances}: exact, with both playing to win"),
            solving: |share| format!("Exact odds: being worked out ({:.0}%).", 100.0 * share),
            too_large: |pairs, limit| {
                format!(
                    "Exact odds: {} million pairs of tables can still follow, more than the {} million a page \
                     solves; they come as the game goes on.",
                    in_millions(pairs),
                    in_millions(limit)
                )
            },
            failed: |reason| format!("Exact odds could not be worked out: {reason}."),
            simulated: |chances, error, games| {
                let error = 100.0 * error;
                format!("Estimate if both chose at random: {chances} (± {error:.0}%, {games} simulated games)")
            },
        },
        table: Table {
            table: "The table",
            phase: Phase::name,
            point: |side, point, up, down, choice| {
                let tap = if choice { ", tap to play" } else { "" };
                format!("{side} point {point}: {up} standing, {down} down{tap}")
            },
            side: |side, phase, off| format!("{}: {}, {off} borne off", GAME_SCREEN.en.colour(side), phase.name()),
        },
        log: Log {
            opening: |black, white| {
                let who = match black.cmp(&white) {
                    std::cmp::Ordering::Greater => "black starts",
                    std::cmp::Ordering::Less => "white starts",
                    std::cmp::Ordering::Equal => "a tie, throw again",
                };
                format!("opening throw: black {black}, white {white}: {who}")
            },
            thrown: |player, dice| {
                let faces: Vec<String> = dice.iter().map(Face::to_string).collect();
                format!("{player} throws {}", faces.join(" "))
            },
            played: |player, face, effect| format!("{player} plays {face}: {effect}"),
            unit: |player, effect| format!("{player} {effect} with the doublet"),
            lost: |player, face| format!("{player} loses the {face}: it cannot be used"),
            passed: |to, face, effect| {
                format!("{} cannot use the {face}; it passes to {to}, who {effect}", to.opponent())
            },
            won: |player| format!("{player} has borne off every man and wins"),
            effect: |effect| match effect {
                Effect::BearDown(p) => format!("bears down a man on {p}"),
                Effect::Restack(p) => format!("stacks a man up on {p}"),
                Effect::BearOff(p) => format!("bears off a man from {p}"),
                Effect::Move { from, to } => format!("moves a man from {from} to {to}"),
            },
        },
        notices: Notices {
            computer_playing: |colour| format!("The computer is playing {colour}'s turn: wait for it to finish."),
            not_your_point: |side, to_move| format!("That is {side}'s point: {to_move} plays on their own points."),
            point_takes_no_die: |point| {
                format!("Point {point} cannot take any of your dice now: play a highlighted point or a die.")
            },
            throw_stands: "Nothing to undo: a throw stands once it is made.",
            no_choice_yet: "Nothing to undo: you have made no choice yet.",
            confirm_first: "Confirm your turn (or undo) first: then the dice pass on.",
            game_over: |winner| format!("The game is over: {} has won.", GAME_SCREEN.en.colour(winner)),
            play_your_dice: "Play the dice you have thrown first.",
            nothing_to_confirm: "There is no finished turn to confirm.",
            dice_played: "Your dice are played: confirm the turn, or undo.",
            throw_first: "Throw the dice first.",
        },
        refusals: Refusals {
            over: "The game is over.",
            dice_count: |expected, given| format!("This throw needs {expected} dice, not {given}."),
            no_such_die: |face| format!("There is no die {face} left to play."),
            units_in_hand: "A doublet is played as units: tap a highlighted point.",
            no_units: "There is no doublet unit to play: play a die.",
            point_takes_no_unit: |point, phase| {
                format!("Point {point} has no man to take a unit while {}.", phase.name())
            },
            choose_from: |face| format!("Point {face} is empty: tap the higher point the {face} moves a man from."),
            no_such_move: |face, from| format!("The {face} cannot move a man from point {from}."),
            uses_fewer_dice: |face| {
                format!(
                    "Not the {face} so, now: another order of play uses more of the dice, and every die must be used that can be."
                )
            },
        },
        caption: |title, moves, status| format!("{title}, after {moves} {}. {status}", MOVES_EN.after(moves)),
        rule_set_label: "Rule set",
        its_rules: "its rules",
        animate: " Animate the men",
        log_label: "Log",
    },
    it: Doublets {
        rule_set: |rules| match rules {
            RuleSet::Willughby => "Doublets (Willughby)",
            RuleSet::Cotton => "Doublets di Cotton",
            RuleSet::Doblet => "Doblet (Alfonso X)",
            RuleSet::Rabattues => "Dames rabattues",
            RuleSet::Ofanfelling => "Ofanfelling",
        },
        computer_seat: |colour| format!("{colour} (computer)"),
        status: Status {
            won: |who| format!("Vince il {who}: tutte le sue pedine sono uscite."),
            computer_playing: |who| format!("Gioca il {who}…"),
            confirm_or_undo: |who| format!("{who}: i dadi sono giocati. Conferma il turno, o annulla."),
            who_starts: "Chi comincia? Ogni giocatore tira un dado: tira.",
            to_throw: |who| format!("Tira il {who}."),
            units: |who, n| {
                let men = MEN_IT.after(usize::from(n));
                format!("{who}: un doppio: {n} {men} da muovere, una a tocco, su qualsiasi punta evidenziata.")
            },
            tap: |who| format!("{who}: tocca una punta evidenziata o un dado, nell'ordine che preferisci."),
            give_up: |who| {
                format!(
                    "{who}: nessun dado si può giocare: toccali uno a uno per cederli, nell'ordine che preferisci (l'avversario li gioca se le regole lo permettono)."
                )
            },
        },
        told: Told {
            forced_dice: |thrower, faces| {
                let (dice, played) =
                    if faces.len() == 1 { ("Il dado", "è stato giocato") } else { ("I dadi", "sono stati giocati") };
                let (who, faces) = (GAME_SCREEN.it.colour(thrower), listed(faces, "e"));
                format!("{dice} {faces} del {who} {played} in automatico: non c'era altra mossa.")
            },
            forced_units: |thrower, n| {
                let (men, moved) = if n == 1 { ("pedina", "mossa") } else { ("pedine", "mosse") };
                let who = GAME_SCREEN.it.colour(thrower);
                format!("Doppio del {who}: {n} {men} {moved} in automatico, non c'era altra mossa.")
            },
            passed: |thrower, faces| {
                let (dice, pass, it) =
                    if faces.len() == 1 { ("Il dado", "passa", "lo") } else { ("I dadi", "passano", "li") };
                let (from, to) = (GAME_SCREEN.it.colour(thrower), GAME_SCREEN.it.colour(thrower.opponent()));
                format!("{dice} {} del {from} {pass} al {to}, che {it} gioca.", listed(faces, "e"))
            },
            lost: |thrower, faces| {
                let (dice, it) = if faces.len() == 1 { ("il dado", "usarlo") } else { ("i dadi", "usarli") };
                let faces = listed(faces, "e");
                format!("Il {} perde {dice} {faces}: nessuna pedina può {it}.", GAME_SCREEN.it.colour(thrower))
            },
            joint: " ",
        },
        dice: Dice {
            not_thrown: "un dado, non ancora tirato",
            play_die: |face| format!("dado {face}: giocalo"),
            give_up_die: |face| format!("dado {face}: non si può giocare; cedilo"),
            thrown_die: |face| format!("dado {face}, già tirato"),
            to_move: |n| format!("{n} da muovere"),
            throw: "Tira",
            confirm: "✓ Conferma",
            computer_choose: "▶ Computer, scegli",
        },
        odds: Odds {
            chances: |black, digits| comma(chances(black, digits, ("Nero", "Bianco"), "; ")),
            exact: |chances| format!("{chances}: esatte, se entrambi giocano per vincere"),
            solving: |share| format!("Probabilità esatte: in calcolo ({:.0}%).", 100.0 * share),
            too_large: |pairs, limit| {
                format!(
                    "Probabilità esatte: possono ancora seguire {} milioni di coppie di tavole, più dei {} milioni \
                     che una pagina risolve; arriveranno più avanti nella partita.",
                    comma(in_millions(pairs)),
                    comma(in_millions(limit))
                )
            },
            failed: |reason| format!("Non è stato possibile calcolare le probabilità esatte: {reason}."),
            simulated: |chances, error, games| {
                let error = 100.0 * error;
                format!("Stima se entrambi scegliessero a caso: {chances} (± {error:.0}%, {games} partite simulate)")
            },
        },
        table: Table {
            table: "La tavola",
            phase: |phase| match phase {
                Phase::BearingDown => "abbatte",
                Phase::Restacking => "reimpila",
                Phase::BearingOff => "porta fuori",
            },
            point: |side, point, up, down, choice| {
                let tap = if choice { ", tocca per giocare" } else { "" };
                let side = GAME_SCREEN.it.colour(side);
                format!("punta {point} del {side}: {up} in piedi, {down} coricate{tap}")
            },
            side: |side, phase, off| {
                let phase = (DOUBLETS.it.table.phase)(phase);
                format!("{}: {phase}, {off} fuori", GAME_SCREEN.it.colour(side))
            },
        },
        log: Log {
            opening: |black, white| {
                let who = match black.cmp(&white) {
                    std::cmp::Ordering::Greater => "comincia il Nero",
                    std::cmp::Ordering::Less => "comincia il Bianco",
                    std::cmp::Ordering::Equal => "pari, si tira di nuovo",
                };
                format!("tiro d'apertura: Nero {black}, Bianco {white}: {who}")
            },
            thrown: |player, dice| format!("{} tira {}", it_player(player), listed(dice, "e")),
            played: |player, face, effect| format!("{} gioca il dado {face}: {effect}", it_player(player)),
            unit: |player, effect| format!("{} {effect} col doppio", it_player(player)),
            lost: |player, face| format!("{} perde il dado {face}: non si può usare", it_player(player)),
            passed: |to, face, effect| {
                let from = it_player(to.opponent());
                format!("{from} non può usare il dado {face}; passa al {}, che {effect}", GAME_SCREEN.it.colour(to))
            },
            won: |player| format!("{} ha portato fuori tutte le pedine e vince", it_player(player)),
            effect: |effect| match effect {
                Effect::BearDown(p) => format!("abbatte una pedina sulla punta {p}"),
                Effect::Restack(p) => format!("reimpila una pedina sulla punta {p}"),
                Effect::BearOff(p) => format!("porta fuori una pedina dalla punta {p}"),
                Effect::Move { from, to } => format!("sposta una pedina dalla punta {from} alla {to}"),
            },
        },
        notices: Notices {
            computer_playing: |colour| {
                format!("Il computer sta giocando il turno del {}: aspetta che finisca.", GAME_SCREEN.it.colour(colour))
            },
            not_your_point: |side, to_move| {
                let (side, to_move) = (GAME_SCREEN.it.colour(side), GAME_SCREEN.it.colour(to_move));
                format!("Quella è una punta del {side}: il {to_move} gioca sulle proprie punte.")
            },
            point_takes_no_die: |point| {
                format!(
                    "La punta {point} ora non può prendere nessuno dei tuoi dadi: gioca una punta evidenziata o un dado."
                )
            },
            throw_stands: "Niente da annullare: un tiro fatto resta.",
            no_choice_yet: "Niente da annullare: non hai ancora fatto nessuna scelta.",
            confirm_first: "Prima conferma il turno (o annulla): poi i dadi passano.",
            game_over: |winner| format!("La partita è finita: ha vinto il {}.", GAME_SCREEN.it.colour(winner)),
            play_your_dice: "Prima gioca i dadi che hai tirato.",
            nothing_to_confirm: "Non c'è nessun turno finito da confermare.",
            dice_played: "I tuoi dadi sono giocati: conferma il turno, o annulla.",
            throw_first: "Prima tira i dadi.",
        },
        refusals: Refusals {
            over: "La partita è finita.",
            dice_count: |expected, given| format!("Questo tiro richiede {expected} dadi, non {given}."),
            no_such_die: |face| format!("Non c'è nessun dado {face} da giocare."),
            units_in_hand: "Un doppio si gioca a punti: tocca una punta evidenziata.",
            no_units: "Non c'è nessun punto del doppio da giocare: gioca un dado.",
            point_takes_no_unit: |point, phase| {
                let phase = (DOUBLETS.it.table.phase)(phase);
                format!("La punta {point} non ha pedine per un punto del doppio mentre si {phase}.")
            },
            choose_from: |face| {
                format!("La punta {face} è vuota: tocca la punta più alta da cui il dado {face} sposta una pedina.")
            },
            no_such_move: |face, from| format!("Il dado {face} non può spostare una pedina dalla punta {from}."),
            uses_fewer_dice: |face| {
                format!(
                    "Non il {face} così, ora: un altro ordine di gioco usa più dadi, e va usato ogni dado che si può usare."
                )
            },
        },
        caption: |title, moves, status| format!("{title}, dopo {moves} {}. {status}", MOVES_IT.after(moves)),
        rule_set_label: "Regole",
        its_rules: "le regole",
        animate: " Anima le pedine",
        log_label: "Registro",
    },
    pl: Doublets {
        rule_set: |rules| match rules {
            RuleSet::Willughby => "Dublety (Willughby)",
            RuleSet::Cotton => "Dublety Cottona",
            RuleSet::Doblet => "Doblet (Alfons X)",
            RuleSet::Rabattues => "Dames rabattues",
            RuleSet::Ofanfelling => "Ofanfelling",
        },
        computer_seat: |colour| format!("{colour} (komputer)"),
        status: Status {
            won: |who| format!("Wygrywa {who}: zdjął wszystkie pionki."),
            computer_playing: |who| format!("Gra {who}…"),
            confirm_or_undo: |who| format!("{who}: kostki rozegrane. Potwierdź turę albo cofnij."),
            who_starts: "Kto zaczyna? Każdy gracz rzuca jedną kostką: rzuć.",
            to_throw: |who| format!("Rzuca {who}."),
            units: |who, n| {
                format!(
                    "{who}: dublet: {n} {} do ruszenia, jeden na dotknięcie, na dowolnym podświetlonym punkcie.",
                    MEN_PL.after(usize::from(n))
                )
            },
            tap: |who| format!("{who}: dotknij podświetlonego punktu albo kostki, w wybranej kolejności."),
            give_up: |who| {
                format!(
                    "{who}: żadnej kostki nie można rozegrać: stuknij każdą, by ją oddać, w wybranej kolejności (przeciwnik rozegra ją, jeśli zasady mu pozwolą)."
                )
            },
        },
        told: Told {
            forced_dice: |thrower, faces| {
                let (dice, played) = match faces.len() {
                    1 => ("Kostka", "została rozegrana"),
                    _ => ("Kostki", "zostały rozegrane"),
                };
                let faces = listed(faces, "i");
                format!("{dice} {faces} {} {played} automatycznie: nie było innego ruchu.", pl_genitive(thrower))
            },
            forced_units: |thrower, n| {
                let men = MEN_PL.after(n);
                format!("Dublet {}: automatycznie ruszono {n} {men}, nie było innego ruchu.", pl_genitive(thrower))
            },
            passed: |thrower, faces| {
                let (dice, pass, it) = match faces.len() {
                    1 => ("Kostka", "przechodzi", "ją"),
                    _ => ("Kostki", "przechodzą", "je"),
                };
                let (from, to) = (pl_genitive(thrower), pl_genitive(thrower.opponent()));
                format!("{dice} {} {from} {pass} na {to}, który {it} rozgrywa.", listed(faces, "i"))
            },
            lost: |thrower, faces| {
                let (dice, it) = if faces.len() == 1 { ("kostkę", "jej") } else { ("kostki", "ich") };
                let faces = listed(faces, "i");
                format!("{} traci {dice} {faces}: żaden pionek nie może {it} użyć.", GAME_SCREEN.pl.colour(thrower))
            },
            joint: " ",
        },
        dice: Dice {
            not_thrown: "kostka, jeszcze nie rzucona",
            play_die: |face| format!("kostka {face}: rozegraj ją"),
            give_up_die: |face| format!("kostka {face}: nie da się jej rozegrać; oddaj ją"),
            thrown_die: |face| format!("kostka {face}, już rzucona"),
            to_move: |n| format!("do ruszenia: {n}"),
            throw: "Rzuć",
            confirm: "✓ Potwierdź",
            computer_choose: "▶ Komputerze, wybierz",
        },
        odds: Odds {
            chances: |black, digits| comma(chances(black, digits, ("Czarny", "Biały"), "; ")),
            exact: |chances| format!("{chances}: dokładnie, gdy obaj grają, by wygrać"),
            solving: |share| format!("Dokładne szanse: trwa liczenie ({:.0}%).", 100.0 * share),
            too_large: |pairs, limit| {
                format!(
                    "Dokładne szanse: może jeszcze nastąpić {} mln par stołów, więcej niż {} mln, które rozwiązuje \
                     strona; pojawią się w dalszej części gry.",
                    comma(in_millions(pairs)),
                    comma(in_millions(limit))
                )
            },
            failed: |reason| format!("Nie udało się obliczyć dokładnych szans: {reason}."),
            simulated: |chances, error, games| {
                let games_word = SIMULATED_PL.after(games as usize);
                let error = 100.0 * error;
                format!("Szacunek przy losowych wyborach obu graczy: {chances} (± {error:.0}%, {games} {games_word})")
            },
        },
        table: Table {
            table: "Stół",
            phase: |phase| match phase {
                Phase::BearingDown => "kładzie",
                Phase::Restacking => "ustawia w stosy",
                Phase::BearingOff => "zdejmuje",
            },
            point: |side, point, up, down, choice| {
                let tap = if choice { ", dotknij, by zagrać" } else { "" };
                let side = GAME_SCREEN.pl.colour(side);
                format!("{side}, punkt {point}: stojące {up}, leżące {down}{tap}")
            },
            side: |side, phase, off| {
                let phase = (DOUBLETS.pl.table.phase)(phase);
                format!("{}: {phase}, zdjęte: {off}", GAME_SCREEN.pl.colour(side))
            },
        },
        log: Log {
            opening: |black, white| {
                let who = match black.cmp(&white) {
                    std::cmp::Ordering::Greater => "zaczyna Czarny",
                    std::cmp::Ordering::Less => "zaczyna Biały",
                    std::cmp::Ordering::Equal => "remis, rzut od nowa",
                };
                format!("rzut o pierwszeństwo: Czarny {black}, Biały {white}: {who}")
            },
            thrown: |player, dice| format!("{} rzuca {}", GAME_SCREEN.pl.colour(player), listed(dice, "i")),
            played: |player, face, effect| format!("{} gra {face}: {effect}", GAME_SCREEN.pl.colour(player)),
            unit: |player, effect| format!("{} w dublecie {effect}", GAME_SCREEN.pl.colour(player)),
            lost: |player, face| format!("{} traci kostkę {face}: nie da się jej użyć", GAME_SCREEN.pl.colour(player)),
            passed: |to, face, effect| {
                let from = GAME_SCREEN.pl.colour(to.opponent());
                format!("{from} nie może użyć kostki {face}; przechodzi ona na {}, który {effect}", pl_genitive(to))
            },
            won: |player| format!("{} zdjął wszystkie pionki i wygrywa", GAME_SCREEN.pl.colour(player)),
            effect: |effect| match effect {
                Effect::BearDown(p) => format!("kładzie pionek na punkcie {p}"),
                Effect::Restack(p) => format!("ustawia pionek z powrotem w stos na punkcie {p}"),
                Effect::BearOff(p) => format!("zdejmuje pionek z punktu {p}"),
                Effect::Move { from, to } => format!("przesuwa pionek z punktu {from} na {to}"),
            },
        },
        notices: Notices {
            computer_playing: |colour| {
                format!("Komputer rozgrywa turę gracza {}: poczekaj, aż skończy.", pl_genitive(colour))
            },
            not_your_point: |side, to_move| {
                format!(
                    "To punkt gracza {}: {} gra na własnych punktach.",
                    pl_genitive(side),
                    GAME_SCREEN.pl.colour(to_move)
                )
            },
            point_takes_no_die: |point| {
                format!(
                    "Punkt {point} nie przyjmie teraz żadnej z twoich kostek: zagraj podświetlony punkt albo kostkę."
                )
            },
            throw_stands: "Nie ma czego cofnąć: rzut raz wykonany zostaje.",
            no_choice_yet: "Nie ma czego cofnąć: nie dokonałeś jeszcze żadnego wyboru.",
            confirm_first: "Najpierw potwierdź turę (albo cofnij): wtedy kostki przejdą dalej.",
            game_over: |winner| format!("Gra się skończyła: wygrał {}.", GAME_SCREEN.pl.colour(winner)),
            play_your_dice: "Najpierw rozegraj kostki, które wyrzuciłeś.",
            nothing_to_confirm: "Nie ma zakończonej tury do potwierdzenia.",
            dice_played: "Twoje kostki są rozegrane: potwierdź turę albo cofnij.",
            throw_first: "Najpierw rzuć kostkami.",
        },
        refusals: Refusals {
            over: "Gra się skończyła.",
            dice_count: |expected, given| format!("Ten rzut wymaga {expected} kostek, a nie {given}."),
            no_such_die: |face| format!("Nie ma już kostki {face} do rozegrania."),
            units_in_hand: "Dublet rozgrywa się jednostkami: dotknij podświetlonego punktu.",
            no_units: "Nie ma jednostki dubletu do rozegrania: zagraj kostkę.",
            point_takes_no_unit: |point, phase| {
                let phase = (DOUBLETS.pl.table.phase)(phase);
                format!("Na punkcie {point} nie ma pionka dla jednostki dubletu, gdy gracz {phase}.")
            },
            choose_from: |face| {
                format!("Punkt {face} jest pusty: dotknij wyższego punktu, z którego kostka {face} przesunie pionek.")
            },
            no_such_move: |face, from| format!("Kostka {face} nie może przesunąć pionka z punktu {from}."),
            uses_fewer_dice: |face| {
                format!(
                    "Nie {face} w ten sposób, nie teraz: inna kolejność gry wykorzystuje więcej kostek, a trzeba wykorzystać każdą kostkę, którą się da."
                )
            },
        },
        caption: |title, moves, status| format!("{title}, po {moves} {}. {status}", AFTER_MOVES_PL.after(moves)),
        rule_set_label: "Odmiana gry",
        its_rules: "zasady",
        animate: " Animuj pionki",
        log_label: "Dziennik",
    },
    ja: Doublets {
        rule_set: |rules| match rules {
            RuleSet::Willughby => "Doublets（Willughby）",
            RuleSet::Cotton => "Cotton の Doublets",
            RuleSet::Doblet => "Doblet（アルフォンソ 10 世）",
            RuleSet::Rabattues => "Dames rabattues",
            RuleSet::Ofanfelling => "Ofanfelling",
        },
        computer_seat: |colour| format!("{colour}（コンピュータ）"),
        status: Status {
            won: |who| format!("{who}の勝ち：駒を全部取り除きました。"),
            computer_playing: |who| format!("{who}がプレイ中…"),
            confirm_or_undo: |who| format!("{who}：目を使い切りました。手番を確定するか、戻してください。"),
            who_starts: "先手を決めます。それぞれサイコロを 1 つ振ります：振ってください。",
            to_throw: |who| format!("{who}が振る番です。"),
            units: |who, n| {
                format!("{who}：ゾロ目です。動かす駒は {n} 個。光っているポイントを 1 回タップするごとに 1 個です。")
            },
            tap: |who| format!("{who}：光っているポイントかサイコロを、好きな順にタップしてください。"),
            give_up: |who| {
                format!(
                    "{who}：使えるサイコロがありません。好きな順に1つずつタップして手放してください（ルールが許せば相手が使います）。"
                )
            },
        },
        told: Told {
            forced_dice: |thrower, faces| {
                let faces: Vec<String> = faces.iter().map(Face::to_string).collect();
                format!(
                    "{}の {} は、ほかに手がないので自動で使いました。",
                    GAME_SCREEN.ja.colour(thrower),
                    faces.join("・")
                )
            },
            forced_units: |thrower, n| {
                format!(
                    "{}のゾロ目：ほかに手がないので、駒 {n} 個を自動で動かしました。",
                    GAME_SCREEN.ja.colour(thrower)
                )
            },
            passed: |thrower, faces| {
                let faces: Vec<String> = faces.iter().map(Face::to_string).collect();
                let (from, to) = (GAME_SCREEN.ja.colour(thrower), GAME_SCREEN.ja.colour(thrower.opponent()));
                format!("{from}の {} は{to}に渡り、{to}が使います。", faces.join("・"))
            },
            lost: |thrower, faces| {
                let faces: Vec<String> = faces.iter().map(Face::to_string).collect();
                format!("{}の {} はどの駒にも使えないので無効です。", GAME_SCREEN.ja.colour(thrower), faces.join("・"))
            },
            joint: "",
        },
        dice: Dice {
            not_thrown: "まだ振っていないサイコロ",
            play_die: |face| format!("サイコロ {face}：使う"),
            give_up_die: |face| format!("サイコロ {face}：使えないので手放す"),
            thrown_die: |face| format!("サイコロ {face}：振った目"),
            to_move: |n| format!("あと {n} 個"),
            throw: "振る",
            confirm: "✓ 確定",
            computer_choose: "▶ コンピュータが選ぶ",
        },
        odds: Odds {
            chances: |black, digits| chances(black, digits, ("黒", "白"), "、"),
            exact: |chances| format!("{chances}：正確な値（双方が勝ちを目指す場合）"),
            solving: |share| format!("正確な勝率：計算中（{:.0}%）。", 100.0 * share),
            too_large: |pairs, limit| {
                format!(
                    "正確な勝率：この先ありうる盤の組み合わせは {:.0} 万組で、ページで解ける {:.0} 万組を超えています。\
                     ゲームが進むと表示されます。",
                    pairs as f64 / 1e4,
                    limit as f64 / 1e4
                )
            },
            failed: |reason| format!("正確な勝率を計算できませんでした：{reason}。"),
            simulated: |chances, error, games| {
                let error = 100.0 * error;
                format!("両者がランダムに選ぶ場合の推定：{chances}（± {error:.0}%、{games} 回のシミュレーション）")
            },
        },
        table: Table {
            table: "盤",
            phase: |phase| match phase {
                Phase::BearingDown => "駒を倒す段階",
                Phase::Restacking => "積み直す段階",
                Phase::BearingOff => "ベアオフの段階",
            },
            point: |side, point, up, down, choice| {
                let tap = if choice { "、タップで使う" } else { "" };
                let side = GAME_SCREEN.ja.colour(side);
                format!("{side}のポイント {point}：立っている駒 {up} 個、倒れた駒 {down} 個{tap}")
            },
            side: |side, phase, off| {
                let phase = (DOUBLETS.ja.table.phase)(phase);
                format!("{}：{phase}、取り除いた駒 {off} 個", GAME_SCREEN.ja.colour(side))
            },
        },
        log: Log {
            opening: |black, white| {
                let who = match black.cmp(&white) {
                    std::cmp::Ordering::Greater => "黒が先手",
                    std::cmp::Ordering::Less => "白が先手",
                    std::cmp::Ordering::Equal => "同じ目なので振り直し",
                };
                format!("先手決め：黒 {black}、白 {white}：{who}")
            },
            thrown: |player, dice| {
                let faces: Vec<String> = dice.iter().map(Face::to_string).collect();
                format!("{}が {} を振る", GAME_SCREEN.ja.colour(player), faces.join("・"))
            },
            played: |player, face, effect| format!("{}が {face} を使う：{effect}", GAME_SCREEN.ja.colour(player)),
            unit: |player, effect| format!("{}がゾロ目で{effect}", GAME_SCREEN.ja.colour(player)),
            lost: |player, face| format!("{}の {face} は使えないので無効", GAME_SCREEN.ja.colour(player)),
            passed: |to, face, effect| {
                let (from, to) = (GAME_SCREEN.ja.colour(to.opponent()), GAME_SCREEN.ja.colour(to));
                format!("{from}は {face} を使えないので{to}に渡り、{to}が{effect}")
            },
            won: |player| format!("{}が駒を全部取り除いて勝ち", GAME_SCREEN.ja.colour(player)),
            effect: |effect| match effect {
                Effect::BearDown(p) => format!("ポイント {p} の駒を倒す"),
                Effect::Restack(p) => format!("ポイント {p} に駒を積み直す"),
                Effect::BearOff(p) => format!("ポイント {p} から駒を取り除く"),
                Effect::Move { from, to } => format!("駒をポイント {from} から {to} へ動かす"),
            },
        },
        notices: Notices {
            computer_playing: |colour| {
                format!(
                    "コンピュータが{}の手番をプレイ中です。終わるまで待ってください。",
                    GAME_SCREEN.ja.colour(colour)
                )
            },
            not_your_point: |side, to_move| {
                let (side, to_move) = (GAME_SCREEN.ja.colour(side), GAME_SCREEN.ja.colour(to_move));
                format!("それは{side}のポイントです。{to_move}は自分のポイントで使います。")
            },
            point_takes_no_die: |point| {
                format!("ポイント {point} にはいまどの目も使えません。光っているポイントかサイコロを選んでください。")
            },
            throw_stands: "戻せるものがありません。振った目は取り消せません。",
            no_choice_yet: "戻せるものがありません。まだ何も選んでいません。",
            confirm_first: "先に手番を確定するか、戻してください。そのあとサイコロが次に渡ります。",
            game_over: |winner| format!("ゲームは終わっています：{}の勝ちです。", GAME_SCREEN.ja.colour(winner)),
            play_your_dice: "先に振った目を使ってください。",
            nothing_to_confirm: "確定する手番がありません。",
            dice_played: "目を使い切りました。手番を確定するか、戻してください。",
            throw_first: "先にサイコロを振ってください。",
        },
        refusals: Refusals {
            over: "ゲームは終わっています。",
            dice_count: |expected, given| format!("この回はサイコロ {expected} 個で振ります（{given} 個ではなく）。"),
            no_such_die: |face| format!("使える {face} の目は残っていません。"),
            units_in_hand: "ゾロ目は 1 個分ずつ使います。光っているポイントをタップしてください。",
            no_units: "使えるゾロ目の分はありません。サイコロを使ってください。",
            point_takes_no_unit: |point, phase| {
                let phase = (DOUBLETS.ja.table.phase)(phase);
                format!("{phase}では、ポイント {point} にゾロ目の分を使える駒がありません。")
            },
            choose_from: |face| {
                format!("ポイント {face} は空です。{face} の目で駒を動かす、より高いポイントをタップしてください。")
            },
            no_such_move: |face, from| format!("{face} の目ではポイント {from} の駒を動かせません。"),
            uses_fewer_dice: |face| {
                format!(
                    "今 {face} の目をこう使うことはできません。別の順に使えばより多くの目を使えます。使える目はすべて使います。"
                )
            },
        },
        caption: |title, moves, status| format!("{title}、{moves} 手まで。{status}"),
        rule_set_label: "ルール",
        its_rules: "ルールを見る",
        animate: " 駒の動きを見せる",
        log_label: "記録",
    },
};
