//! What the address asks for: `?game=hex&size=7&swap=0` (a new game), `?rules=hex`, or
//! the home screen. Bad parameters never fail the page: they become notices, and the
//! screen opens with the defaults in their place.

use std::fmt;

use crate::games::doublets::RuleSet;
use crate::games::hex::{BoardSize, SwapRule};

/// The four games of the parlour, by the names of CONTRACT.md (`data-game`, `?game=`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameKind {
    Hex,
    Twixt,
    Doublets,
    Shugoron,
}

impl GameKind {
    pub const ALL: [GameKind; 4] = [GameKind::Hex, GameKind::Twixt, GameKind::Doublets, GameKind::Shugoron];

    pub const fn id(self) -> &'static str {
        match self {
            GameKind::Hex => "hex",
            GameKind::Twixt => "twixt",
            GameKind::Doublets => "doublets",
            GameKind::Shugoron => "shugoron",
        }
    }

    pub const fn title(self) -> &'static str {
        match self {
            GameKind::Hex => "Hex",
            GameKind::Twixt => "TwixT",
            GameKind::Doublets => "Doublets",
            GameKind::Shugoron => "shUgorØn",
        }
    }

    /// Whether the game can be played here yet; the others show their rules only.
    pub const fn playable(self) -> bool {
        match self {
            GameKind::Hex => true,
            GameKind::Twixt => false,
            GameKind::Doublets => true,
            GameKind::Shugoron => false,
        }
    }

    fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|g| g.id().eq_ignore_ascii_case(id))
    }
}

/// The settings of a new game of Hex.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HexSetup {
    pub size: BoardSize,
    pub swap: SwapRule,
}

impl Default for HexSetup {
    fn default() -> Self {
        HexSetup { size: BoardSize::DEFAULT, swap: SwapRule::default() }
    }
}

impl HexSetup {
    /// The query string that opens this new game.
    pub fn query(self) -> String {
        format!("?game=hex&size={}&swap={}", self.size.get(), self.swap.name())
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
    /// A game that is not built yet: its rules, and an honest word.
    NotBuilt(GameKind),
    Hex(HexSetup),
    Doublets(DoubletsSetup),
    /// The Hex benchmark in this browser, on a board of this size.
    Bench { size: u8 },
}

impl Route {
    /// The screen that starts a new game of `game` with the standard settings.
    pub fn new_game(game: GameKind) -> Route {
        match game {
            GameKind::Hex => Route::Hex(HexSetup::default()),
            GameKind::Doublets => Route::Doublets(DoubletsSetup::default()),
            other => Route::NotBuilt(other),
        }
    }

    /// The address of this screen, relative to the page.
    pub fn query(&self) -> String {
        match self {
            Route::Home => "?".to_owned(),
            Route::Rules(game) => format!("?rules={}", game.id()),
            Route::NotBuilt(game) => format!("?game={}", game.id()),
            Route::Hex(setup) => setup.query(),
            Route::Doublets(setup) => setup.query(),
            Route::Bench { size } => format!("?bench=hex&size={size}"),
        }
    }
}

/// Something in the address that could not be used, and what was done instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AddressProblem {
    UnknownGame(String),
    BadSize { text: String, reason: String },
    BadSwap(String),
    BadRuleSet(String),
    BadSeed(String),
}

impl fmt::Display for AddressProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AddressProblem::UnknownGame(name) => write!(
                f,
                "The link asks for a game called '{name}', which fogliaccio does not have: \
                 here are the games it has."
            ),
            AddressProblem::BadSize { text, reason } => {
                write!(f, "The link asks for board size '{text}': {reason}. Opened the standard 11×11 board instead.")
            }
            AddressProblem::BadSwap(text) => write!(
                f,
                "The link's swap setting '{text}' is not 0, 1, none, colours or pieces: opened with the swap rule on."
            ),
            AddressProblem::BadRuleSet(text) => write!(
                f,
                "The link asks for rule set '{text}', which is not willughby, cotton, doblet, rabattues \
                 or ofanfelling: opened Willughby's Doublets instead."
            ),
            AddressProblem::BadSeed(text) => {
                write!(f, "The link's seed '{text}' is not a whole number: the dice are thrown at random instead.")
            }
        }
    }
}

/// Reads the route from the query string; `get` looks up one (percent-decoded) parameter.
pub fn parse(get: impl Fn(&str) -> Option<String>) -> (Route, Vec<AddressProblem>) {
    let mut problems = Vec::new();
    if get("bench").is_some() {
        let size = get("size").and_then(|s| s.parse().ok()).and_then(|n| BoardSize::new(n).ok());
        return (Route::Bench { size: size.unwrap_or_default().get() }, problems);
    }
    // `rules` names a game's rules page, unless a game is asked for: then it is Doublets' rule set.
    if let (None, Some(name)) = (get("game"), get("rules")) {
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
                match text.trim().parse::<u32>() {
                    Ok(n) => match BoardSize::new(n) {
                        Ok(size) => setup.size = size,
                        Err(e) => problems.push(AddressProblem::BadSize { text, reason: e.to_string() }),
                    },
                    Err(_) => problems.push(AddressProblem::BadSize {
                        text,
                        reason: "that is not a whole number".to_owned(),
                    }),
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
        Some(game) => Route::NotBuilt(game),
    };
    (route, problems)
}
