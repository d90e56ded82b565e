use crate::ai::{Level, SearchStyle, Settings};
use crate::games::twixt::Position;

use super::Playouts;

/// The iterations of a move at each level, [quick, normal, strong]: a TwixT playout on
/// the 24 × 24 board costs about as much as several of Hex on 11 × 11.
const ITERATIONS: [u32; 3] = [5_000, 20_000, 80_000];

/// What the search knows of TwixT.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// The app's player: UCT with RAVE over linking playouts that defend their double
    /// links, wins and blocks in one first.
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
            Style::Knowledge => Playouts::Defending,
            Style::Plain => Playouts::Random,
        }
    }

    fn iterations(level: Level) -> u32 {
        level.pick(ITERATIONS)
    }
}
