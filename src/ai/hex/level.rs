use crate::ai::{Level, SearchStyle, Settings};
use crate::games::hex::Position;

use super::Playouts;

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

impl SearchStyle for Style {
    type Position = Position;

    const APP: Style = Style::Knowledge;
    const PLAIN: Style = Style::Plain;

    fn settings(self) -> Settings {
        match self {
            Style::Knowledge => Settings::RAVE,
            Style::Plain => Settings::UCT,
        }
    }

    fn policy(self) -> Playouts {
        match self {
            Style::Knowledge => Playouts::SaveBridges,
            Style::Plain => Playouts::Random,
        }
    }

    fn iterations(level: Level) -> u32 {
        level.pick(ITERATIONS)
    }
}
