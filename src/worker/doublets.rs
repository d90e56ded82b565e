//! Doublets' exact odds, solved in the worker so that the table never freezes: the page
//! sends the game (its rule set and actions in notation), the worker replays it, solves
//! every pair of tables below its position a chunk at a time, says how far it has got after
//! each chunk, and sends back the odds. The page finds the tables again itself
//! ([`Solution::from_odds`](crate::ai::doublets::Solution::from_odds)), which is quick.

use gloo_timers::callback::Timeout;
use gloo_worker::{HandlerId, WorkerScope};
use serde::{Deserialize, Serialize};

use super::{Reply, SearchWorker, Tick};
use crate::ai::doublets::{Solver, TooLarge};
use crate::games::doublets::{Action, Position, RuleSet};

/// The most pairs of tables a page solves: a new game of Willughby, Cotton or Dames
/// rabattues has 3.8 million (15 MB of odds, a few seconds); Ofanfelling's 62 million would
/// take 248 MB, so its odds are solved once its game has gone far enough to come under this.
pub const PAGE_LIMIT: usize = 4_000_000;

/// Pairs solved between two looks at the messages: some tens of milliseconds.
const CHUNK: usize = 150_000;

/// A game of Doublets as the page sends it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DoubletsGameRecord {
    /// The rule set's name (`willughby`, …).
    pub rules: String,
    /// Every action from the start, throws included, in notation.
    pub actions: Vec<String>,
}

impl DoubletsGameRecord {
    /// Replays the record through the rules.
    fn replay(&self) -> Result<Position, String> {
        let rules: RuleSet = self.rules.parse().map_err(|e: crate::games::doublets::RuleSetError| e.to_string())?;
        let mut position = Position::new(rules);
        for (n, text) in self.actions.iter().enumerate() {
            let action = Action::parse(text).map_err(|e| format!("action {}: {e}", n + 1))?;
            position.play(action).map_err(|e| format!("action {} ({text}): {e}", n + 1))?;
        }
        Ok(position)
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum DoubletsRequest {
    /// Solve the odds below the position `game` ends at; replaces any solve under way.
    Solve { job: u32, game: DoubletsGameRecord },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum DoubletsReply {
    /// The share of the work done, 0 to 1.
    Progress { job: u32, share: f32 },
    /// The odds, as [`Solution::into_odds`](crate::ai::doublets::Solution::into_odds) gives them.
    Solved { job: u32, odds: Vec<f32> },
    /// More pairs of tables below the position than a page solves.
    TooLarge { job: u32, pairs: u64, limit: u64 },
    /// The game sent could not be replayed.
    Failed { job: u32, reason: String },
}

/// A solve under way.
pub struct Solving {
    job: u32,
    asker: HandlerId,
    solver: Solver,
    /// The pending chunk; dropping it cancels it.
    tick: Timeout,
}

/// Starts the solve `request` asks for in `slot`, or answers at once why it cannot.
pub fn received(
    slot: &mut Option<Solving>,
    scope: &WorkerScope<SearchWorker>,
    request: DoubletsRequest,
    asker: HandlerId,
) {
    let DoubletsRequest::Solve { job, game } = request;
    *slot = None;
    let answer = match game.replay() {
        Err(reason) => DoubletsReply::Failed { job, reason },
        Ok(position) => match Solver::within(&position, PAGE_LIMIT) {
            Err(TooLarge { pairs, limit }) => DoubletsReply::TooLarge { job, pairs: pairs as u64, limit: limit as u64 },
            Ok(solver) => {
                *slot = Some(Solving { job, asker, solver, tick: Tick::Doublets { job }.soon(scope) });
                return;
            }
        },
    };
    scope.respond(asker, Reply::Doublets(answer));
}

/// Solves the next chunk of `job`, if it is still the one under way.
pub fn chunk(slot: &mut Option<Solving>, scope: &WorkerScope<SearchWorker>, job: u32) {
    let Some(solving) = slot.as_mut().filter(|s| s.job == job) else { return };
    if solving.solver.run(CHUNK) {
        let Some(Solving { asker, solver, .. }) = slot.take() else { return };
        scope.respond(asker, Reply::Doublets(DoubletsReply::Solved { job, odds: solver.finish().into_odds() }));
    } else {
        let share = solving.solver.progress() as f32;
        solving.tick = Tick::Doublets { job }.soon(scope);
        scope.respond(solving.asker, Reply::Doublets(DoubletsReply::Progress { job, share }));
    }
}
