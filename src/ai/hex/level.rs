use std::fmt;
use std::str::FromStr;

use crate::ai::{Searcher, Settings};
use crate::games::hex::Position;
use crate::rng::Rng;

use super::{HexState, Playouts};

/// How hard the computer thinks, named for what it costs on a tablet. Budgets are in
/// search iterations, never in time: the same level plays the same on every machine,
/// only faster or slower.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// About half a second.
    Quick,
    /// About two seconds.
    Normal,
    /// About eight seconds.
    Strong,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Quick, Level::Normal, Level::Strong];

    pub const fn iterations(self) -> u32 {
        match self {
            Level::Quick => 25_000,
            Level::Normal => 100_000,
            Level::Strong => 400_000,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Level::Quick => "quick",
            Level::Normal => "normal",
            Level::Strong => "strong",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name other than quick, normal or strong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LevelError(pub String);

impl fmt::Display for LevelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a level (quick, normal or strong)", self.0)
    }
}

impl std::error::Error for LevelError {}

impl FromStr for Level {
    type Err = LevelError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Level::ALL.into_iter().find(|l| l.name().eq_ignore_ascii_case(s)).ok_or_else(|| LevelError(s.to_owned()))
    }
}

/// What the search knows of Hex.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// The app's player: UCT with RAVE over bridge-saving playouts, urgent moves first.
    Knowledge,
    /// The baseline the knowledge is measured against: plain UCT over uniformly random
    /// playouts.
    Plain,
}

impl Style {
    pub const fn settings(self) -> Settings {
        match self {
            Style::Knowledge => Settings::RAVE,
            Style::Plain => Settings::UCT,
        }
    }

    /// `position` as this style's search plays it.
    pub fn state(self, position: &Position) -> HexState {
        let playouts = match self {
            Style::Knowledge => Playouts::SaveBridges,
            Style::Plain => Playouts::Random,
        };
        HexState::new(position, playouts)
    }

    pub fn searcher(self, rng: Rng) -> Searcher<HexState> {
        Searcher::new(self.settings(), rng)
    }
}
