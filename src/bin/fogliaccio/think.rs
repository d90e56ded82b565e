//! How long the computer thinks on the command line (`gtp`, `selfplay`): a budget of
//! iterations, or of time. The library counts in iterations only; the clock lives here.

use std::time::{Duration, Instant};

use fogliaccio::ai::{Driver, MoveOf, SearchStyle};

/// Iterations run between two looks at the clock in a timed search.
const CHUNK: u32 = 1_000;

/// How much thinking one decision may take.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Budget {
    /// Exactly this many search iterations: the same choice on every machine.
    Iterations(u32),
    /// Search in chunks until this much wall-clock time has passed.
    Time(Duration),
}

impl Budget {
    /// The move `driver` chooses in `position` within this budget (see [`Driver::choose`]).
    pub fn choose<S: SearchStyle>(self, driver: &mut Driver<S>, position: &S::Position) -> Option<MoveOf<S>> {
        match self {
            Budget::Iterations(n) => driver.choose(position, n),
            Budget::Time(limit) => {
                let start = Instant::now();
                let tree = driver.follow(position);
                loop {
                    tree.run(CHUNK);
                    if start.elapsed() >= limit {
                        return tree.best_move();
                    }
                }
            }
        }
    }
}
