//! Doublets' odds and the computer's choices, worked out in the worker so that the table
//! never freezes. The page sends the game (its rule set and actions) and asks
//! for the odds where it stands, or for the computer's choice there; the worker replays
//! it and answers by the exact odds where the solution it keeps covers the position, else
//! by simulated games. At a throw no solution covers, it starts solving every pair of tables
//! below it, a chunk at a time, and says how far it has got after each chunk; a choice
//! asked meanwhile waits for the solve. The solution stays here: only answers cross over.

use gloo_timers::callback::Timeout;
use gloo_worker::{HandlerId, WorkerScope};
use serde::{Deserialize, Serialize};

use super::{Reply, SearchWorker, Tick, refused};
use crate::ai::doublets::{ReviewOdds, ReviewedStep, Solution, Solver, TooLarge, choose, odds, review};
use crate::games::Colour;
use crate::games::doublets::{Action, PlayError, Position, RuleSet};
use crate::rng::Rng;

/// The most pairs of tables a page solves: a new game of Willughby, Cotton or Dames
/// rabattues has 3.8 million (15 MB of odds, a few seconds); Ofanfelling's 62 million would
/// take 248 MB, so its odds are solved once its game has gone far enough to come under this.
pub const PAGE_LIMIT: usize = 4_000_000;

/// Pairs solved between two looks at the messages: some tens of milliseconds.
const CHUNK: usize = 150_000;

/// Simulated games behind the odds where no exact ones are at hand, and behind each option
/// the computer weighs.
const ODDS_GAMES: u32 = 1000;
const CHOICE_GAMES: u32 = 300;

/// A game of Doublets as the page sends it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DoubletsGameRecord {
    pub rules: RuleSet,
    /// Every action from the start, throws included.
    pub actions: Vec<Action>,
}

impl DoubletsGameRecord {
    /// Replays the record through the rules.
    fn replay(&self) -> Result<Position, DoubletsUnreplayable> {
        let mut position = Position::new(self.rules);
        for (n, action) in self.actions.iter().enumerate() {
            position.play(action.clone()).map_err(|error| DoubletsUnreplayable {
                number: n + 1,
                action: action.clone(),
                error,
            })?;
        }
        Ok(position)
    }
}

/// An action of the game the page sent that the rules refuse.
pub type DoubletsUnreplayable = refused::Unreplayable<Action, PlayError>;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum DoubletsRequest {
    /// Black's chances where `game` stands.
    Odds { job: u32, game: DoubletsGameRecord },
    /// The action the computer takes for the player to act where `game` stands.
    Choose { job: u32, game: DoubletsGameRecord, seed: u64 },
    /// Every action of `game` reviewed: exactly, after solving from the start if a page
    /// may, else by simulation where no solution covers it.
    Review { job: u32, game: DoubletsGameRecord },
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum DoubletsReply {
    Odds {
        job: u32,
        chances: Chances,
    },
    /// The share of the solve under way done, 0 to 1.
    Progress {
        share: f32,
    },
    /// A solve is done: odds asked again may now be exact.
    Solved,
    /// The computer's action; none when no choice is due.
    Chosen {
        job: u32,
        action: Option<Action>,
    },
    /// The game sent could not be replayed.
    Failed {
        job: u32,
        reason: DoubletsUnreplayable,
    },
    /// The game's review, an entry an action.
    Reviewed {
        job: u32,
        steps: Vec<ReviewedStep>,
    },
}

/// Black's chances where a game stands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Chances {
    /// Exact, with both playing to win.
    Exact(f64),
    /// By simulation: the share of games won, half its 95% interval, the games played,
    /// and why the exact odds are not at hand.
    Simulated { chance: f64, error: f64, games: u32, why: NotExact },
}

/// Why the exact odds of a position are not at hand.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum NotExact {
    /// Being solved, this share done (0 too before the next throw starts the solve).
    Solving { share: f32 },
    /// More pairs of tables below the position than a page solves.
    TooLarge { pairs: u64, limit: u64 },
}

/// A solve under way.
struct Solving {
    /// The solve's own number, for its ticks.
    id: u32,
    /// The position it solves below.
    start: Position,
    /// Who hears how it goes.
    asker: HandlerId,
    solver: Solver,
    /// The pending chunk; dropping it cancels it.
    tick: Timeout,
}

/// A choice that waits for the solve under way.
struct Waiting {
    job: u32,
    asker: HandlerId,
    position: Position,
    seed: u64,
}

/// Doublets' part of the worker.
#[derive(Default)]
pub struct DoubletsWorker {
    solution: Option<Solution>,
    solving: Option<Solving>,
    /// The last position refused a solve, and why: more tables below it than a page solves.
    refusal: Option<(Position, TooLarge)>,
    waiting: Vec<Waiting>,
    solves: u32,
}

impl DoubletsWorker {
    /// The solution at hand for `position`, if it covers it.
    fn covering(&self, position: &Position) -> Option<&Solution> {
        self.solution.as_ref().filter(|solution| solution.covers(position))
    }

    /// Whether to solve below `position`: at a throw nothing at hand or under way covers,
    /// unless it was refused there already (a game of Ofanfelling asks again each throw
    /// until few enough tables are left).
    fn should_solve(&self, position: &Position) -> bool {
        position.dice_due().is_some()
            && self.covering(position).is_none()
            && self.solving.as_ref().is_none_or(|solving| solving.start.rules() != position.rules())
            && self.refusal.as_ref().is_none_or(|(refused, _)| refused != position)
    }

    /// Why `position`'s exact odds are not at hand.
    fn why_not(&self, position: &Position) -> NotExact {
        if let Some(solving) = self.solving.as_ref().filter(|s| s.start.rules() == position.rules()) {
            return NotExact::Solving { share: solving.solver.progress() as f32 };
        }
        match &self.refusal {
            Some((refused, TooLarge { pairs, limit })) if refused.rules() == position.rules() => {
                NotExact::TooLarge { pairs: *pairs as u64, limit: *limit as u64 }
            }
            _ => NotExact::Solving { share: 0.0 },
        }
    }

    /// Black's chances at `position`: exact, or from games simulated with a seed fixed by
    /// the position, so that the figure is the same whenever the position is.
    fn chances(&self, position: &Position) -> Chances {
        if let Some(black) = self.covering(position).and_then(|s| s.chance(position, Colour::Black)) {
            return Chances::Exact(black);
        }
        let seed = position.log().len() as u64;
        let simulated = odds(position, Colour::Black, ODDS_GAMES, &mut Rng::seed(seed));
        let why = self.why_not(position);
        Chances::Simulated { chance: simulated.chance, error: simulated.error, games: simulated.games, why }
    }

    /// Whether a choice at `position` waits for the solve under way rather than be made by
    /// simulation now.
    fn waits(&self, position: &Position) -> bool {
        self.covering(position).is_none()
            && self.solving.as_ref().is_some_and(|solving| solving.start.rules() == position.rules())
    }

    /// The computer's action at `position`: by the exact odds where they cover it, else by
    /// simulation.
    fn choice(&self, position: &Position, seed: u64) -> Option<Action> {
        match self.covering(position) {
            Some(solution) => solution.choose(position),
            None => choose(position, CHOICE_GAMES, &mut Rng::seed(seed)),
        }
    }

    /// Starts solving below `position`, or notes why it cannot be.
    fn solve(&mut self, scope: &WorkerScope<SearchWorker>, position: &Position, asker: HandlerId) {
        self.answer_waiting(scope);
        self.solving = None;
        match Solver::within(position, PAGE_LIMIT) {
            Err(too_large) => self.refusal = Some((position.clone(), too_large)),
            Ok(solver) => {
                self.solves += 1;
                let id = self.solves;
                let tick = Tick::Doublets { job: id }.soon(scope);
                self.solving = Some(Solving { id, start: position.clone(), asker, solver, tick });
            }
        }
    }

    /// Answers the choices that waited, by whatever is at hand now.
    fn answer_waiting(&mut self, scope: &WorkerScope<SearchWorker>) {
        for Waiting { job, asker, position, seed } in std::mem::take(&mut self.waiting) {
            let action = self.choice(&position, seed);
            scope.respond(asker, Reply::Doublets(DoubletsReply::Chosen { job, action }));
        }
    }

    /// The review of `game`: solved from the start first, when no solution covers it and a
    /// page may solve it (a few seconds of the worker's, the page's board untouched).
    fn review(&mut self, game: &DoubletsGameRecord) -> Vec<ReviewedStep> {
        let start = Position::new(game.rules);
        if self.covering(&start).is_none() {
            if let Ok(mut solver) = Solver::within(&start, PAGE_LIMIT) {
                solver.run(usize::MAX);
                self.solution = Some(solver.finish());
            }
        }
        review(game.rules, &game.actions, &*self)
    }

    pub fn received(&mut self, scope: &WorkerScope<SearchWorker>, request: DoubletsRequest, asker: HandlerId) {
        let (job, game) = match &request {
            DoubletsRequest::Odds { job, game }
            | DoubletsRequest::Choose { job, game, .. }
            | DoubletsRequest::Review { job, game } => (*job, game),
        };
        let position = match game.replay() {
            Ok(position) => position,
            Err(reason) => return scope.respond(asker, Reply::Doublets(DoubletsReply::Failed { job, reason })),
        };
        match request {
            DoubletsRequest::Odds { .. } => {
                if self.should_solve(&position) {
                    self.solve(scope, &position, asker);
                }
                let chances = self.chances(&position);
                scope.respond(asker, Reply::Doublets(DoubletsReply::Odds { job, chances }));
            }
            DoubletsRequest::Choose { seed, .. } if self.waits(&position) => {
                self.waiting.push(Waiting { job, asker, position, seed });
            }
            DoubletsRequest::Choose { seed, .. } => {
                let action = self.choice(&position, seed);
                scope.respond(asker, Reply::Doublets(DoubletsReply::Chosen { job, action }));
            }
            DoubletsRequest::Review { game, .. } => {
                let steps = self.review(&game);
                scope.respond(asker, Reply::Doublets(DoubletsReply::Reviewed { job, steps }));
            }
        }
    }

    /// Solves the next chunk of solve `id`, if it is still the one under way.
    pub fn chunk(&mut self, scope: &WorkerScope<SearchWorker>, id: u32) {
        let Some(solving) = self.solving.as_mut().filter(|s| s.id == id) else { return };
        if !solving.solver.run(CHUNK) {
            let share = solving.solver.progress() as f32;
            solving.tick = Tick::Doublets { job: id }.soon(scope);
            scope.respond(solving.asker, Reply::Doublets(DoubletsReply::Progress { share }));
            return;
        }
        let Some(Solving { asker, solver, .. }) = self.solving.take() else { return };
        self.solution = Some(solver.finish());
        self.refusal = None;
        self.answer_waiting(scope);
        scope.respond(asker, Reply::Doublets(DoubletsReply::Solved));
    }
}

/// The page's odds for a review: exact where the solution at hand covers a position, else
/// simulated as the odds panel simulates them (the same figure for the same position).
impl ReviewOdds for DoubletsWorker {
    fn chance(&self, position: &Position, colour: Colour) -> Option<(f64, bool)> {
        match self.chances(position) {
            Chances::Exact(black) => Some((if colour == Colour::Black { black } else { 1.0 - black }, true)),
            Chances::Simulated { chance, .. } => {
                Some((if colour == Colour::Black { chance } else { 1.0 - chance }, false))
            }
        }
    }

    fn best(&self, position: &Position) -> Option<Action> {
        self.covering(position)?.choose(position)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::doublets::Face;

    #[test]
    fn the_game_sent_is_replayed_and_its_first_refused_action_named() {
        let die = Action::Die(Face::ALL[3]);
        let opening = Action::Throw(vec![Face::ALL[5], Face::ALL[0]]);
        let record = |actions: Vec<Action>| DoubletsGameRecord { rules: RuleSet::Cotton, actions };
        assert_eq!(record(vec![opening.clone()]).replay().map(|p| p.log().len()), Ok(1));
        let refused = record(vec![die.clone(), opening]).replay().err();
        assert_eq!(refused, Some(DoubletsUnreplayable { number: 1, action: die, error: PlayError::ThrowFirst }));
        assert_eq!(refused.map(|e| e.to_string()).as_deref(), Some("action 1 (4): throw the dice first"));
    }
}
