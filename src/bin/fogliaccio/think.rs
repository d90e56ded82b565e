//! How long the computer thinks on the command line (`gtp`, `selfplay`): a budget of
//! iterations, or of time. The library counts in iterations only; the clock lives here.

use std::time::{Duration, Instant};

use fogliaccio::ai::{Driver, Searched};

/// Iterations run between two looks at the clock in a timed search: a few milliseconds
/// even on 24×24 TwixT, where 1,000 took some 60 ms and overran the arena's 0.5 s by 10%.
const CHUNK: u32 = 100;

/// How much thinking one decision may take.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Budget {
    /// Exactly this many search iterations: the same choice on every machine.
    Iterations(u32),
    /// Search in chunks until this much wall-clock time has passed, or until more search
    /// can change nothing ([`Tree::decided`](fogliaccio::ai::Tree::decided)).
    Time(Duration),
}

impl Budget {
    /// The move `driver` chooses in `position` within this budget (see [`Driver::choose`]).
    pub fn choose<G: Searched>(self, driver: &mut Driver<G>, position: &G) -> Option<G::Move> {
        match self {
            Budget::Iterations(n) => driver.choose(position, n),
            Budget::Time(limit) => {
                let start = Instant::now();
                let tree = driver.follow(position);
                loop {
                    tree.run(CHUNK);
                    if tree.decided() || start.elapsed() >= limit {
                        return tree.best_move();
                    }
                }
            }
        }
    }
}
