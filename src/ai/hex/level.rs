use crate::ai::{Searcher, Settings};
use crate::games::hex::Position;
use crate::rng::Rng;

use super::{HexState, Playouts};

crate::named_choices! {
    /// How hard the computer thinks, named for what it costs on a tablet. Budgets are in
    /// search iterations, never in time: the same level plays the same on every machine,
    /// only faster or slower.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Level("level") {
        /// About half a second.
        Quick = "quick",
        /// About two seconds.
        Normal = "normal",
        /// About eight seconds.
        Strong = "strong",
    }
}

impl Level {
    pub const fn iterations(self) -> u32 {
        match self {
            Level::Quick => 25_000,
            Level::Normal => 100_000,
            Level::Strong => 400_000,
        }
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
