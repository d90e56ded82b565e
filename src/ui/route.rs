//! What the address asks for: `?game=hex&size=7&swap=0` (a new game), `?rules=hex`, or
//! the home screen. Bad parameters never fail the page: they become notices, and the
//! screen opens with the defaults in their place.

use std::fmt;

use crate::ai::shugoron::Level as ShugoronLevel;
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
            GameKind::Doublets => false,
            GameKind::Shugoron => true,
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
    fn parse(get: &impl Fn(&str) -> Option<String>, problems: &mut Vec<AddressProblem>) -> ShugoronSetup {
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

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    Home,
    Rules(GameKind),
    /// A game that is not built yet: its rules, and an honest word.
    NotBuilt(GameKind),
    Hex(HexSetup),
    Shugoron(ShugoronSetup),
    /// The Hex benchmark in this browser, on a board of this size.
    Bench { size: u8 },
}

impl Route {
    /// The screen that starts a new game of `game` with the standard settings.
    pub fn new_game(game: GameKind) -> Route {
        match game {
            GameKind::Hex => Route::Hex(HexSetup::default()),
            GameKind::Shugoron => Route::Shugoron(ShugoronSetup::default()),
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
            Route::Shugoron(setup) => setup.query(),
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
    /// shUgorØn's `mode`: not people, computer or practice.
    BadMode(String),
    /// shUgorØn's `level`: not easy, normal or strong.
    BadLevel(String),
    /// shUgorØn's `lattice`: not 0 or 1.
    BadLattice(String),
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
            AddressProblem::BadMode(text) => write!(
                f,
                "The link asks for shUgorØn mode '{text}', which is not people, computer or practice: opened a game for two players."
            ),
            AddressProblem::BadLevel(text) => write!(
                f,
                "The link's computer level '{text}' is not easy, normal or strong: the computer plays at normal."
            ),
            AddressProblem::BadLattice(text) => {
                write!(f, "The link's lattice setting '{text}' is not 0 or 1: the lattice is shown.")
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
    if let Some(name) = get("rules") {
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
        Some(GameKind::Shugoron) => Route::Shugoron(ShugoronSetup::parse(&get, &mut problems)),
        Some(game) => Route::NotBuilt(game),
    };
    (route, problems)
}
