//! What the address asks for: `?game=hex&size=7&swap=0` (a new game), `?rules=hex`, or
//! the home screen. Bad parameters never fail the page: they become notices, and the
//! screen opens with the defaults in their place.

use std::fmt;

use super::record::LinkRecord;
use crate::ai::shugoron::Level as ShugoronLevel;
use crate::games::GameKind;
use crate::games::doublets::RuleSet;
use crate::games::doublets::record::Record as DoubletsRecord;
use crate::games::hex::{BoardSize, HexSetup, Record, SwapRule};
use crate::games::record::Envelope;
use crate::games::twixt::{self, TwixtSetup};
use crate::i18n::Lang;
use crate::i18n::common::COMMON;
use crate::i18n::faults::Fault;
use crate::i18n::notices::NOTICES;
use crate::worker::Benched;

/// The board sides a game allows, for the notice that refuses another.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeBounds {
    pub min: u8,
    pub max: u8,
    /// The side opened instead.
    pub default: u8,
}

const HEX_SIZES: SizeBounds =
    SizeBounds { min: BoardSize::MIN, max: BoardSize::MAX, default: BoardSize::DEFAULT.get() };
const TWIXT_SIZES: SizeBounds =
    SizeBounds { min: twixt::BoardSize::MIN, max: twixt::BoardSize::MAX, default: twixt::BoardSize::DEFAULT.get() };

impl HexSetup {
    /// The query string that opens this new game.
    pub fn query(self) -> String {
        format!("?game=hex&size={}&swap={}", self.size.get(), self.swap.name())
    }
}

/// Who plays shUgorØn on this tablet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShugoronMode {
    /// Two players passing the tablet, each secret behind a privacy screen.
    People,
    /// One player (Player 1) against the computer at a level.
    Computer(ShugoronLevel),
    /// The source's widget: find a random hidden set alone.
    Practice,
}

/// The settings of a new game of shUgorØn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShugoronSetup {
    pub mode: ShugoronMode,
    /// Whether the lattice of possible sets is shown.
    pub lattice: bool,
}

impl Default for ShugoronSetup {
    fn default() -> Self {
        ShugoronSetup { mode: ShugoronMode::People, lattice: true }
    }
}

impl ShugoronSetup {
    /// The query string that opens this new game.
    pub fn query(self) -> String {
        let mode = match self.mode {
            ShugoronMode::People => "people".to_owned(),
            ShugoronMode::Computer(level) => format!("computer&level={level}"),
            ShugoronMode::Practice => "practice".to_owned(),
        };
        format!("?game=shugoron&mode={mode}&lattice={}", u8::from(self.lattice))
    }

    /// Reads `mode`, `level` and `lattice`; what cannot be read becomes a problem and the default.
    pub fn parse(get: &impl Fn(&str) -> Option<String>, problems: &mut Vec<AddressProblem>) -> ShugoronSetup {
        let mut setup = ShugoronSetup::default();
        let level = match get("level") {
            None => ShugoronLevel::Normal,
            Some(text) => text.parse().unwrap_or_else(|_| {
                problems.push(AddressProblem::BadLevel(text));
                ShugoronLevel::Normal
            }),
        };
        match get("mode").as_deref().map(str::to_ascii_lowercase).as_deref() {
            None | Some("people") => {}
            Some("computer") => setup.mode = ShugoronMode::Computer(level),
            Some("practice") => setup.mode = ShugoronMode::Practice,
            Some(_) => problems.push(AddressProblem::BadMode(get("mode").unwrap_or_default())),
        }
        match get("lattice").as_deref() {
            None | Some("1" | "on") => {}
            Some("0" | "off") => setup.lattice = false,
            Some(text) => problems.push(AddressProblem::BadLattice(text.to_owned())),
        }
        setup
    }
}

impl TwixtSetup {
    /// The query string that opens this new game: `?game=twixt&size=8&rules=pp&swap=0`
    /// (the swap `0` or `1`).
    pub fn query(self) -> String {
        format!(
            "?game=twixt&size={}&rules={}&swap={}",
            self.size.get(),
            self.rules.name(),
            u8::from(self.swap.offered())
        )
    }
}

/// The settings of a new game of Doublets: the rule set, and a seed for the dice when the
/// link fixes one (`&seed=`, so that a game can be replayed or tested); else the page draws
/// a fresh seed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DoubletsSetup {
    pub rules: RuleSet,
    pub seed: Option<u64>,
}

impl DoubletsSetup {
    /// The rule set `record` was played under; its throws are in the record, so no seed.
    pub fn of(record: &DoubletsRecord) -> DoubletsSetup {
        DoubletsSetup { rules: record.rules(), seed: None }
    }

    /// The query string that opens this new game.
    pub fn query(self) -> String {
        let seed = self.seed.map(|s| format!("&seed={s}")).unwrap_or_default();
        format!("?game=doublets&rules={}{seed}", self.rules.name())
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Home,
    Rules(GameKind),
    Hex(HexSetup),
    /// A whole game of Hex from a link (`#g=`), opened at its last move.
    HexRecord(Record),
    Shugoron(ShugoronSetup),
    Twixt(TwixtSetup),
    /// A whole game of TwixT from a link (`#g=`), opened at its last turn.
    TwixtRecord(twixt::Record),
    Doublets(DoubletsSetup),
    /// A whole game of Doublets from a link (`#g=`), opened at its last action.
    DoubletsRecord(DoubletsRecord),
    /// A benchmark in this browser's worker.
    Bench(Benched),
}

impl Route {
    /// The screen that starts a new game of `game` with the standard settings.
    pub fn new_game(game: GameKind) -> Route {
        match game {
            GameKind::Hex => Route::Hex(HexSetup::default()),
            GameKind::Shugoron => Route::Shugoron(ShugoronSetup::default()),
            GameKind::Twixt => Route::Twixt(TwixtSetup::default()),
            GameKind::Doublets => Route::Doublets(DoubletsSetup::default()),
        }
    }

    /// The game a link opened and its moves (none for a new game).
    fn linked_moves(&self) -> Option<(GameKind, usize)> {
        match self {
            Route::HexRecord(record) => Some((GameKind::Hex, LinkRecord::moves(record))),
            Route::TwixtRecord(record) => Some((GameKind::Twixt, LinkRecord::moves(record))),
            Route::DoubletsRecord(record) => Some((GameKind::Doublets, LinkRecord::moves(record))),
            _ => None,
        }
    }

    /// The address of this screen, relative to the page.
    pub fn query(&self) -> String {
        match self {
            Route::Home => "?".to_owned(),
            Route::Rules(game) => format!("?rules={}", game.id()),
            Route::Hex(setup) => setup.query(),
            Route::HexRecord(record) => record.address(),
            Route::Shugoron(setup) => setup.query(),
            Route::Twixt(setup) => setup.query(),
            Route::TwixtRecord(record) => record.address(),
            Route::Doublets(setup) => setup.query(),
            Route::DoubletsRecord(record) => record.address(),
            Route::Bench(Benched::Hex(n)) => format!("?bench=hex&size={n}"),
            Route::Bench(Benched::Twixt(n)) => format!("?bench=twixt&size={n}"),
        }
    }
}

/// Something in the address that could not be used, and what was done instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AddressProblem {
    UnknownGame(String),
    /// A board size that is no whole number within the game's bounds.
    BadSize {
        text: String,
        bounds: SizeBounds,
    },
    BadSwap(String),
    BadEmbed(String),
    BadReview(String),
    /// The link's game record could not be read whole: the game, why, and how many of its
    /// moves were opened (`None`: nothing could be, and a new game opened).
    BadRecord {
        game: GameKind,
        error: Fault,
        kept: Option<usize>,
    },
    /// The link holds a game never opened from a link: shUgorØn, whose record holds the
    /// hidden sets.
    RecordNotReadable(GameKind),
    /// shUgorØn's `mode`: not people, computer or practice.
    BadMode(String),
    /// shUgorØn's `level`: not easy, normal or strong.
    BadLevel(String),
    /// shUgorØn's `lattice`: not 0 or 1.
    BadLattice(String),
    BadTwixtRules(String),
    BadTwixtSwap(String),
    BadRuleSet(String),
    BadSeed(String),
    /// `at`: no move number.
    BadAt(String),
    /// `puzzle`: no puzzle of the collection of this many.
    BadPuzzle {
        text: String,
        puzzles: usize,
    },
    /// `lesson`: no step of the lesson, which has this many.
    BadLesson {
        text: String,
        steps: usize,
    },
    /// `at`: past the last of the game's `moves`.
    AtBeyond {
        at: usize,
        game: GameKind,
        moves: usize,
    },
    /// `lang`: no language the page speaks.
    BadLang(String),
}

impl AddressProblem {
    /// The notice in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let words = &NOTICES[lang];
        match self {
            AddressProblem::UnknownGame(name) => (words.unknown_game)(name),
            AddressProblem::BadSize { text, bounds } => (words.bad_size)(text, bounds.min, bounds.max, bounds.default),
            AddressProblem::BadEmbed(text) => (words.bad_embed)(text),
            AddressProblem::BadReview(text) => (words.bad_review)(text),
            AddressProblem::BadRecord { game, error, kept: Some(moves) } => {
                (words.record_kept)(&error.text(lang), &(COMMON[lang].counts[*game])(*moves))
            }
            AddressProblem::BadRecord { error, kept: None, .. } => (words.record_lost)(&error.text(lang)),
            AddressProblem::RecordNotReadable(game) => (words.record_not_readable)(COMMON[lang].titles[*game]),
            AddressProblem::BadSwap(text) => (words.bad_swap)(text),
            AddressProblem::BadMode(text) => (words.bad_mode)(text),
            AddressProblem::BadLevel(text) => (words.bad_level)(text),
            AddressProblem::BadLattice(text) => (words.bad_lattice)(text),
            AddressProblem::BadTwixtRules(text) => (words.bad_twixt_rules)(text),
            AddressProblem::BadTwixtSwap(text) => (words.bad_twixt_swap)(text),
            AddressProblem::BadRuleSet(text) => (words.bad_rule_set)(text),
            AddressProblem::BadSeed(text) => (words.bad_seed)(text),
            AddressProblem::BadAt(text) => (words.bad_at)(text),
            AddressProblem::BadPuzzle { text, puzzles } => (words.bad_puzzle)(text, *puzzles),
            AddressProblem::BadLesson { text, steps } => (words.bad_lesson)(text, *steps),
            AddressProblem::AtBeyond { at, game, moves } => {
                (words.at_beyond)(*at, &(COMMON[lang].counts[*game])(*moves))
            }
            AddressProblem::BadLang(text) => (words.bad_lang)(text),
        }
    }
}

/// In English.
impl fmt::Display for AddressProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

/// The language the link asks for (`&lang=it`), if any.
pub fn language(get: impl Fn(&str) -> Option<String>) -> Result<Option<Lang>, AddressProblem> {
    get("lang").map(|text| text.parse().map_err(|_| AddressProblem::BadLang(text))).transpose()
}

/// A board side from the link, made by the game's own `new` within `bounds`.
fn board_side<S, E>(text: String, new: impl Fn(u32) -> Result<S, E>, bounds: SizeBounds) -> Result<S, AddressProblem> {
    match text.trim().parse().ok().map(new) {
        Some(Ok(size)) => Ok(size),
        _ => Err(AddressProblem::BadSize { text, bounds }),
    }
}

/// Whether the page is embedded in another (`&embed=1`): then it shows only the board
/// and its move controls, sized to the frame. Any game, any screen.
pub fn embedded(get: impl Fn(&str) -> Option<String>) -> Result<bool, AddressProblem> {
    switch(get("embed")).map_err(AddressProblem::BadEmbed)
}

/// Whether the link asks for the game's review (`&review=1`): a post that shows where a
/// game was won and lost, the graph and the marks drawn once the review has weighed it.
pub fn reviewed(get: impl Fn(&str) -> Option<String>) -> Result<bool, AddressProblem> {
    switch(get("review")).map_err(AddressProblem::BadReview)
}

/// A parameter that turns something on or off: absent, `0`, `false`, `no` for off; present
/// bare, `1`, `true`, `yes` for on; anything else is handed back.
fn switch(value: Option<String>) -> Result<bool, String> {
    match value.as_deref().map(str::trim) {
        None | Some("0" | "false" | "no") => Ok(false),
        Some("" | "1" | "true" | "yes") => Ok(true),
        Some(other) => Err(other.to_owned()),
    }
}

/// The game a link's fragment holds (`#g=<record>`), if it has one: its route, and what
/// could not be read. A damaged record opens as far as it is valid. Only the records of the
/// games `read` names are read (a game's build holds no other game's reader); another
/// game's record routes to that game's new game, which such a build does not show either. A
/// record of no game the page knows, or with no envelope at all, is said on the home screen.
pub fn parse_record(fragment: &str, read: impl Fn(GameKind) -> bool) -> Option<(Route, Vec<AddressProblem>)> {
    let text = fragment.trim_start_matches('#').strip_prefix("g=")?;
    let text = text.split_once('&').map_or(text, |(record, _)| record);
    // The game the envelope names, whatever its version: that game's reader says what is wrong.
    let named = text.trim().split('.').nth(1).and_then(GameKind::from_id);
    let answer = match named {
        Some(GameKind::Hex) if read(GameKind::Hex) => open_record(text, Route::HexRecord),
        Some(GameKind::Twixt) if read(GameKind::Twixt) => open_record(text, Route::TwixtRecord),
        Some(GameKind::Doublets) if read(GameKind::Doublets) => open_record(text, Route::DoubletsRecord),
        Some(GameKind::Shugoron) => {
            (Route::new_game(GameKind::Shugoron), vec![AddressProblem::RecordNotReadable(GameKind::Shugoron)])
        }
        Some(game) => (Route::new_game(game), Vec::new()),
        None => {
            let problem = match Envelope::open(text) {
                Ok(envelope) => AddressProblem::UnknownGame(envelope.game.to_owned()),
                Err(error) => AddressProblem::BadRecord { game: GameKind::Hex, error: Fault::new(error), kept: None },
            };
            (Route::Home, vec![problem])
        }
    };
    Some(answer)
}

/// The move of its game that a link's fragment asks to show (`#g=<record>&at=12`), if any:
/// one of the moves of the game `route` opened (a move past its last is refused).
pub fn shown_ply(fragment: &str, route: &Route) -> Result<Option<usize>, AddressProblem> {
    let Some((_, params)) = fragment.split_once('&') else { return Ok(None) };
    let Some(text) = params.split('&').find_map(|param| param.strip_prefix("at=")) else { return Ok(None) };
    let at: usize = text.trim().parse().map_err(|_| AddressProblem::BadAt(text.to_owned()))?;
    match route.linked_moves() {
        Some((game, moves)) if at > moves => Err(AddressProblem::AtBeyond { at, game, moves }),
        _ => Ok(Some(at)),
    }
}

/// Which of the Hex puzzles the address asks for (`&puzzle=day`, `&puzzle=12`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzlePick {
    /// The puzzle of the day, chosen from the date.
    Today,
    /// The collection's puzzle of this number, from 0.
    Number(usize),
}

/// The puzzle `puzzle=` asks for, from a collection of `puzzles` (numbered from 1 in the
/// address); a number the collection lacks is said, and today's opens.
pub fn puzzle(get: impl Fn(&str) -> Option<String>, puzzles: usize) -> (Option<PuzzlePick>, Option<AddressProblem>) {
    let Some(text) = get("puzzle") else { return (None, None) };
    match text.trim().parse::<usize>() {
        _ if text.trim().eq_ignore_ascii_case("day") => (Some(PuzzlePick::Today), None),
        Ok(n) if (1..=puzzles).contains(&n) => (Some(PuzzlePick::Number(n - 1)), None),
        _ => (Some(PuzzlePick::Today), Some(AddressProblem::BadPuzzle { text, puzzles })),
    }
}

/// The lesson's step `lesson=` asks for, from 0, of a lesson of `steps` (numbered from 1 in
/// the address); a step it lacks is said, and the first opens.
pub fn lesson(get: impl Fn(&str) -> Option<String>, steps: usize) -> (Option<usize>, Option<AddressProblem>) {
    let Some(text) = get("lesson") else { return (None, None) };
    match text.trim().parse::<usize>() {
        Ok(n) if (1..=steps).contains(&n) => (Some(n - 1), None),
        _ => (Some(0), Some(AddressProblem::BadLesson { text, steps })),
    }
}

/// The study's notes a link's fragment carries after its game (`#g=<record>&n=<notes>`),
/// still to be read against the game (`games::study::link`).
pub fn study_notes(fragment: &str) -> Option<&str> {
    let (_, params) = fragment.split_once('&')?;
    params.split('&').find_map(|param| param.strip_prefix("n=")).filter(|notes| !notes.is_empty())
}

/// The route of the game `text` records, at its last move; a damaged record opens as far
/// as it is valid (else a new game), and says what was wrong.
fn open_record<R: LinkRecord>(text: &str, opened: fn(R) -> Route) -> (Route, Vec<AddressProblem>) {
    match R::read(text) {
        Ok(record) => (opened(record), Vec::new()),
        Err(e) => {
            let kept = e.kept.map(|record| *record);
            let problem = AddressProblem::BadRecord {
                game: R::GAME,
                error: Fault::new(e.error),
                kept: kept.as_ref().map(LinkRecord::moves),
            };
            let route = kept.map_or(Route::new_game(R::GAME), opened);
            (route, vec![problem])
        }
    }
}

/// Reads the route from the query string; `get` looks up one (percent-decoded) parameter.
pub fn parse(get: impl Fn(&str) -> Option<String>) -> (Route, Vec<AddressProblem>) {
    let mut problems = Vec::new();
    if let Some(engine) = get("bench") {
        let size = get("size").and_then(|s| s.parse().ok());
        let benched = match engine.as_str() {
            "twixt" => Benched::Twixt(size.and_then(|n| twixt::BoardSize::new(n).ok()).unwrap_or_default().get()),
            other => {
                if other != "hex" {
                    problems.push(AddressProblem::UnknownGame(other.to_owned()));
                }
                Benched::Hex(size.and_then(|n| BoardSize::new(n).ok()).unwrap_or_default().get())
            }
        };
        return (Route::Bench(benched), problems);
    }
    // With a game, `rules` is that game's rule set (`?game=twixt&rules=pp`,
    // `?game=doublets&rules=cotton`); alone, it opens a game's rules page.
    if let Some(name) = get("rules").filter(|_| get("game").is_none()) {
        return match GameKind::from_id(&name) {
            Some(game) => (Route::Rules(game), problems),
            None => (Route::Home, vec![AddressProblem::UnknownGame(name)]),
        };
    }
    let Some(name) = get("game") else { return (Route::Home, problems) };
    let route = match GameKind::from_id(&name) {
        None => {
            problems.push(AddressProblem::UnknownGame(name));
            Route::Home
        }
        Some(GameKind::Hex) => {
            let mut setup = HexSetup::default();
            if let Some(text) = get("size") {
                match board_side(text, BoardSize::new, HEX_SIZES) {
                    Ok(size) => setup.size = size,
                    Err(problem) => problems.push(problem),
                }
            }
            if let Some(text) = get("swap") {
                match text.parse::<SwapRule>() {
                    Ok(swap) => setup.swap = swap,
                    Err(_) => problems.push(AddressProblem::BadSwap(text)),
                }
            }
            Route::Hex(setup)
        }
        Some(GameKind::Shugoron) => Route::Shugoron(ShugoronSetup::parse(&get, &mut problems)),
        Some(GameKind::Twixt) => Route::Twixt(twixt_setup(&get, &mut problems)),
        Some(GameKind::Doublets) => {
            let mut setup = DoubletsSetup::default();
            if let Some(text) = get("rules") {
                match text.parse() {
                    Ok(rules) => setup.rules = rules,
                    Err(_) => problems.push(AddressProblem::BadRuleSet(text)),
                }
            }
            if let Some(text) = get("seed") {
                match text.trim().parse() {
                    Ok(seed) => setup.seed = Some(seed),
                    Err(_) => problems.push(AddressProblem::BadSeed(text)),
                }
            }
            Route::Doublets(setup)
        }
    };
    (route, problems)
}

/// TwixT's `size`, `rules` and `swap` parameters; each bad one becomes a problem and its default.
fn twixt_setup(get: &impl Fn(&str) -> Option<String>, problems: &mut Vec<AddressProblem>) -> TwixtSetup {
    let mut setup = TwixtSetup::default();
    if let Some(text) = get("size") {
        match board_side(text, twixt::BoardSize::new, TWIXT_SIZES) {
            Ok(size) => setup.size = size,
            Err(problem) => problems.push(problem),
        }
    }
    if let Some(text) = get("rules") {
        match text.parse() {
            Ok(rules) => setup.rules = rules,
            Err(_) => problems.push(AddressProblem::BadTwixtRules(text)),
        }
    }
    if let Some(text) = get("swap") {
        match text.as_str() {
            "1" | "on" => setup.swap = SwapRule::Colours,
            "0" | "off" => setup.swap = SwapRule::None,
            _ => problems.push(AddressProblem::BadTwixtSwap(text)),
        }
    }
    setup
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The route of a query string of `pairs`.
    fn route_of(pairs: &[(&str, &str)]) -> (Route, Vec<AddressProblem>) {
        parse(|key| pairs.iter().find(|(k, _)| *k == key).map(|(_, v)| (*v).to_owned()))
    }

    #[test]
    fn a_lesson_step_is_numbered_from_1_and_one_it_lacks_is_said_and_the_first_opens() {
        let ask = |text: &'static str| move |key: &str| (key == "lesson").then(|| text.to_owned());
        assert_eq!(lesson(ask("3"), 5), (Some(2), None));
        assert_eq!(lesson(|_| None, 5), (None, None));
        for text in ["0", "6", "two"] {
            let problem = AddressProblem::BadLesson { text: text.into(), steps: 5 };
            assert_eq!(lesson(ask(text), 5), (Some(0), Some(problem.clone())));
            assert!(problem.text(Lang::En).starts_with(&format!("The lesson has no step '{text}'")));
        }
    }

    #[test]
    fn a_new_game_of_hex_or_twixt_is_written_and_read_with_its_swap_as_before() {
        assert_eq!(Route::new_game(GameKind::Hex).query(), "?game=hex&size=11&swap=colours");
        assert_eq!(Route::new_game(GameKind::Twixt).query(), "?game=twixt&size=24&rules=original&swap=1");
        let (route, problems) = route_of(&[("game", "twixt"), ("size", "8"), ("rules", "pp"), ("swap", "0")]);
        assert_eq!(problems, []);
        assert_eq!(route.query(), "?game=twixt&size=8&rules=pp&swap=0");
        let Route::Twixt(setup) = route else { panic!("{route:?}") };
        assert_eq!(setup.swap, SwapRule::None);
        for (text, swap) in [("on", SwapRule::Colours), ("off", SwapRule::None), ("1", SwapRule::Colours)] {
            assert_eq!(
                route_of(&[("game", "twixt"), ("swap", text)]).0,
                Route::Twixt(TwixtSetup { swap, ..TwixtSetup::default() })
            );
        }
        let (route, problems) = route_of(&[("game", "twixt"), ("swap", "pieces")]);
        assert_eq!(
            (route, problems),
            (Route::new_game(GameKind::Twixt), vec![AddressProblem::BadTwixtSwap("pieces".into())])
        );
        let (route, _) = route_of(&[("game", "hex"), ("size", "7"), ("swap", "0")]);
        assert_eq!(route.query(), "?game=hex&size=7&swap=none");
    }

    #[test]
    fn a_link_may_ask_to_show_an_earlier_move_of_its_game() {
        let fragment = "#g=1.hex.5c.3.aabbcc&at=1";
        let (route, problems) = parse_record(fragment, |_| true).expect("a record");
        assert!(matches!(&route, Route::HexRecord(record) if record.moves().len() == 3), "{route:?}");
        assert_eq!(problems, []);
        assert_eq!(shown_ply(fragment, &route), Ok(Some(1)));
        assert_eq!(shown_ply("#g=1.hex.5c.3.aabbcc", &route), Ok(None));
        assert_eq!(shown_ply("#g=1.hex.5c.3.aabbcc&at=3", &route), Ok(Some(3)));
        assert_eq!(shown_ply("#g=1.hex.5c.3.aabbcc&at=x", &route), Err(AddressProblem::BadAt("x".into())));
        // Near miss: a move past the game's last is said, not silently taken for the last.
        let beyond = shown_ply("#g=1.hex.5c.3.aabbcc&at=99", &route);
        assert_eq!(beyond, Err(AddressProblem::AtBeyond { at: 99, game: GameKind::Hex, moves: 3 }));
        let said = beyond.unwrap_err().text(Lang::En);
        assert_eq!(said, "The link asks for move 99, but the game has 3 moves: it opens at its last move.");
    }

    #[test]
    fn a_games_build_reads_no_other_games_link() {
        // Hex's build given a TwixT link: TwixT's new game, which that build does not show.
        let only_hex = |game| game == GameKind::Hex;
        let (route, problems) = parse_record("#g=1.twixt.24s.1.D4", only_hex).expect("a record");
        assert!(matches!(route, Route::Twixt(_)), "{route:?}");
        assert_eq!(problems, []);
        let (route, _) = parse_record("#g=1.hex.5n.1.aa", only_hex).expect("a record");
        assert!(matches!(route, Route::HexRecord(_)), "{route:?}");
    }

    #[test]
    fn a_doublets_link_opens_its_game_at_the_last_action() {
        let (route, problems) = parse_record("#g=1.doublets.cotton.3.t61t355", |_| true).expect("a record");
        let Route::DoubletsRecord(record) = &route else { panic!("{route:?}") };
        assert_eq!(record.rules(), RuleSet::Cotton);
        assert_eq!(record.actions().len(), 3);
        assert_eq!(problems, []);
        assert_eq!(route.query(), "?game=doublets&rules=cotton#g=1.doublets.cotton.3.t61t355");
    }

    #[test]
    fn a_damaged_doublets_link_opens_as_far_as_it_is_valid_and_says_what_was_wrong() {
        let (route, problems) = parse_record("#g=1.doublets.willughby.3.t61t357", |_| true).expect("a record");
        assert!(matches!(&route, Route::DoubletsRecord(record) if record.actions().len() == 2), "{route:?}");
        let [AddressProblem::BadRecord { game: GameKind::Doublets, error, kept: Some(2) }] = problems.as_slice() else {
            panic!("{problems:?}")
        };
        assert_eq!(error.text(Lang::En), "action 3 (7): '7' is not a number from 1 to 6");
        assert!(problems[0].text(Lang::En).ends_with("Opened it as far as it was valid (2 moves)."));

        let (route, problems) = parse_record("#g=1.doublets.backgammon.0", |_| true).expect("a record");
        assert_eq!(route, Route::Doublets(DoubletsSetup::default()), "nothing kept: a new game");
        assert!(matches!(problems.as_slice(), [AddressProblem::BadRecord { kept: None, .. }]));
    }
}
