use crate::ai::{Level, SearchStyle, Searcher, Settings};
use crate::games::hex::{Move, Position};
use crate::rng::Rng;

use super::{HexState, Playouts};

/// The iterations of a move at each level, [quick, normal, strong].
const ITERATIONS: [u32; 3] = [25_000, 100_000, 400_000];

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

impl SearchStyle for Style {
    type Position = Position;
    type State = HexState;

    const APP: Style = Style::Knowledge;
    const PLAIN: Style = Style::Plain;

    fn settings(self) -> Settings {
        Style::settings(self)
    }

    fn state(self, position: &Position) -> HexState {
        Style::state(self, position)
    }

    fn iterations(level: Level) -> u32 {
        level.pick(ITERATIONS)
    }

    fn is_swap(mv: Move) -> bool {
        mv == Move::Swap
    }
}
