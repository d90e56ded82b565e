//! The search's job (Hex, TwixT): the move it prefers where a game stands, for the
//! computer's move, a hint or an analysis. It follows the game with the search the worker
//! keeps, so the tree grown for one move serves the next.

use serde::{Deserialize, Serialize};

use super::job::{Job, Outcome, Start, Step};
use super::{GameRecord, Kept, Thoughts};

/// Think about the side to move in `game`, for at most `iterations`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Think {
    pub game: GameRecord,
    pub iterations: u32,
}

/// A search under way, with the iterations it has left.
pub struct ThinkJob {
    left: u32,
}

impl ThinkJob {
    fn thoughts(kept: &Kept) -> Thoughts {
        kept.search.as_ref().map(|search| search.thoughts()).unwrap_or_default()
    }
}

impl Job for ThinkJob {
    type Kind = Think;

    /// Some 20–50 ms of search in a browser.
    const CHUNK: u32 = 2_000;

    fn start(Think { game, iterations }: Think, seed: u64, kept: &mut Kept) -> Start<Self> {
        match game.follow(kept.search.take(), seed) {
            Ok(search) => {
                kept.search = Some(search);
                Start::Running(ThinkJob { left: iterations.max(1) })
            }
            Err(reason) => Start::Done(Err(reason)),
        }
    }

    fn step(&mut self, kept: &mut Kept, budget: u32) -> Step<Self> {
        let chunk = self.left.min(budget);
        self.left -= chunk;
        if let Some(search) = kept.search.as_mut() {
            search.run(chunk);
        }
        let thoughts = ThinkJob::thoughts(kept);
        let decided = kept.search.as_ref().is_some_and(|search| search.decided());
        match self.left == 0 || thoughts.best.is_none() || decided {
            true => Step::Done(Ok(thoughts)),
            false => Step::Going(Some(thoughts)),
        }
    }

    /// What the search thinks now: its move, played at once.
    fn now(&mut self, kept: &mut Kept) -> Option<Outcome<Self>> {
        Some(Ok(ThinkJob::thoughts(kept)))
    }
}
