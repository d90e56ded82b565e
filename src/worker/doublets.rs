//! Doublets' jobs, worked out in the worker so that the table never freezes: the odds where
//! a game stands, the computer's choice there, and a game's review. Each replays the game
//! the page sent and answers by the exact odds where the solution the worker keeps covers
//! the position, else by simulated games. At a throw no solution covers, the odds start
//! solving every pair of tables below it ([`Tables`](tables::Tables)), a step at a time,
//! and say how far it has got; a choice asked meanwhile waits for the solve, stepping it
//! too.

pub(super) mod tables;

use serde::{Deserialize, Serialize};

use super::job::{Job, Start, Step};
use super::kept::Kept;
use super::refused;
use crate::ai::doublets::{Solver, review};
use crate::games::doublets::{Action, PlayError, Position, RuleSet};
use crate::rng::Rng;
pub use tables::{Chances, NotExact};

/// Pairs of tables solved in a step: some tens of milliseconds.
const CHUNK: u32 = 150_000;

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

/// Black's chances where `game` stands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DoubletsOdds {
    pub game: DoubletsGameRecord,
}

/// The action the computer takes for the player to act where `game` stands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DoubletsChoice {
    pub game: DoubletsGameRecord,
}

/// Every action of `game` reviewed: exactly, after solving from the start if a page may,
/// else by simulation where no solution covers it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DoubletsReview {
    pub game: DoubletsGameRecord,
}

/// The odds of a position: simulated at once, then how far the solve below it has got,
/// until they are exact.
pub struct DoubletsOddsJob {
    position: Position,
    /// The chances said last.
    shown: Option<Chances>,
}

impl Job for DoubletsOddsJob {
    type Kind = DoubletsOdds;

    const CHUNK: u32 = CHUNK;

    fn start(DoubletsOdds { game }: DoubletsOdds, _: u64, kept: &mut Kept) -> Start<Self> {
        let position = match game.replay() {
            Ok(position) => position,
            Err(reason) => return Start::Done(Err(reason)),
        };
        if let Some(black) = kept.tables.exact(&position) {
            return Start::Done(Ok(Chances::Exact(black)));
        }
        if kept.tables.should_solve(&position) {
            kept.tables.solve(&position);
        }
        Start::Running(DoubletsOddsJob { position, shown: None })
    }

    fn step(&mut self, kept: &mut Kept, budget: u32) -> Step<Self> {
        let tables = &mut kept.tables;
        if self.shown.is_some() {
            tables.advance(budget);
        }
        if tables.should_solve(&self.position) {
            // A solve ended that does not cover this position (another game's): it needs its own.
            tables.solve(&self.position);
        }
        if let Some(black) = tables.exact(&self.position) {
            return Step::Done(Ok(Chances::Exact(black)));
        }
        let chances = match self.shown.take() {
            Some(Chances::Simulated { chance, error, games, .. }) => {
                Chances::Simulated { chance, error, games, why: tables.why_not(&self.position) }
            }
            _ => tables.chances(&self.position),
        };
        match tables.waits(&self.position) {
            true => Step::Going(Some(self.shown.insert(chances).clone())),
            false => Step::Done(Ok(chances)),
        }
    }
}

/// The computer's choice, waiting for the solve under way where it would give exact odds.
pub struct DoubletsChoiceJob {
    position: Position,
    rng: Rng,
}

impl Job for DoubletsChoiceJob {
    type Kind = DoubletsChoice;

    const CHUNK: u32 = CHUNK;

    fn start(DoubletsChoice { game }: DoubletsChoice, seed: u64, kept: &mut Kept) -> Start<Self> {
        let mut job = match game.replay() {
            Ok(position) => DoubletsChoiceJob { position, rng: Rng::seed(seed) },
            Err(reason) => return Start::Done(Err(reason)),
        };
        match kept.tables.waits(&job.position) {
            true => Start::Running(job),
            false => Start::Done(Ok(kept.tables.choice(&job.position, &mut job.rng))),
        }
    }

    fn step(&mut self, kept: &mut Kept, budget: u32) -> Step<Self> {
        kept.tables.advance(budget);
        match kept.tables.waits(&self.position) {
            true => Step::Going(None),
            false => Step::Done(Ok(kept.tables.choice(&self.position, &mut self.rng))),
        }
    }

    /// The choice by whatever is at hand now.
    fn now(&mut self, kept: &mut Kept) -> Option<Result<Option<Action>, DoubletsUnreplayable>> {
        Some(Ok(kept.tables.choice(&self.position, &mut self.rng)))
    }
}

/// A game's review: its rule set solved from the start first, when no solution covers it
/// and a page may solve it (a few seconds of the worker's, the page's board untouched).
pub struct DoubletsReviewJob {
    game: DoubletsGameRecord,
    solver: Option<Solver>,
}

impl Job for DoubletsReviewJob {
    type Kind = DoubletsReview;

    const CHUNK: u32 = CHUNK;

    fn start(DoubletsReview { game }: DoubletsReview, _: u64, kept: &mut Kept) -> Start<Self> {
        if let Err(reason) = game.replay() {
            return Start::Done(Err(reason));
        }
        let start = Position::new(game.rules);
        let solver = (!kept.tables.covers(&start)).then(|| Solver::within(&start, tables::PAGE_LIMIT).ok()).flatten();
        Start::Running(DoubletsReviewJob { game, solver })
    }

    fn step(&mut self, kept: &mut Kept, budget: u32) -> Step<Self> {
        if self.solver.as_mut().is_some_and(|solver| !solver.run(budget as usize)) {
            return Step::Going(None);
        }
        if let Some(solver) = self.solver.take() {
            kept.tables.keep(solver.finish());
        }
        Step::Done(Ok(review(self.game.rules, &self.game.actions, &kept.tables)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Colour;
    use crate::games::doublets::Face;
    use crate::worker::{Command, Event, Reply, Said, Scheduler};

    const RULES: RuleSet = RuleSet::Willughby;

    /// A random game's actions up to the first throw due where each player has at most
    /// five men left, and that throw: the tables below are few, even for a debug build.
    fn late_game() -> (DoubletsGameRecord, Action) {
        (1..).find_map(late_game_of).expect("some game gets there")
    }

    /// [`late_game`] from `seed`, if its game gets there.
    fn late_game_of(seed: u64) -> Option<(DoubletsGameRecord, Action)> {
        let mut rng = Rng::seed(seed);
        let mut position = Position::new(RULES);
        let mut actions = Vec::new();
        while position.winner().is_none() {
            let late = [Colour::Black, Colour::White].iter().all(|&colour| position.table(colour).men() <= 5);
            let action = position.throw(&mut rng).unwrap_or_else(|| {
                let legal = position.legal_actions();
                legal[rng.below(legal.len() as u32) as usize].clone()
            });
            if late && matches!(action, Action::Throw(_)) {
                return Some((DoubletsGameRecord { rules: RULES, actions }, action));
            }
            position.play(action.clone()).unwrap();
            actions.push(action);
        }
        None
    }

    fn start(job: u32, request: impl Into<crate::worker::Request>) -> Command {
        Command::Start { job, seed: 1, request: request.into() }
    }

    #[test]
    fn the_odds_are_simulated_at_once_then_exact_once_the_tables_below_are_solved() {
        let (game, _) = late_game();
        let position = game.replay().unwrap();
        let exact = Solver::solve(&position).chance(&position, Colour::Black).unwrap();
        let mut scheduler = Scheduler::default();
        assert_eq!(scheduler.receive(start(1, DoubletsOdds { game: game.clone() }), ()), None);
        let first = scheduler.tick().map(|((), reply)| reply.said);
        let Some(Said::DoubletsOdds(Event::Progress(Chances::Simulated { why, .. }))) = first else {
            panic!("simulated first, not {first:?}")
        };
        assert_eq!(why, NotExact::Solving { share: 0.0 });
        let last = std::iter::from_fn(|| scheduler.busy().then(|| scheduler.tick())).flatten().last();
        assert_eq!(
            last.map(|((), reply)| reply.said),
            Some(Said::DoubletsOdds(Event::Done(Ok(Chances::Exact(exact)))))
        );
        // The solution is kept: asked again, the odds are exact at once.
        let again = scheduler.receive(start(2, DoubletsOdds { game }), ()).map(|((), reply)| reply);
        assert_eq!(again, Some(Reply { job: 2, said: Said::DoubletsOdds(Event::Done(Ok(Chances::Exact(exact)))) }));
    }

    #[test]
    fn a_choice_asked_while_the_tables_are_solved_waits_for_the_exact_odds() {
        let (game, throw) = late_game();
        let position = game.replay().unwrap();
        let mut thrown = game.clone();
        thrown.actions.push(throw);
        let best = Solver::solve(&position).choose(&thrown.replay().unwrap());
        assert!(best.is_some(), "a choice is due after the throw");
        let mut scheduler = Scheduler::default();
        scheduler.receive(start(1, DoubletsOdds { game }), ());
        assert_eq!(scheduler.receive(start(2, DoubletsChoice { game: thrown }), ()), None, "it waits");
        let chosen =
            std::iter::from_fn(|| scheduler.busy().then(|| scheduler.tick())).flatten().find_map(|((), reply)| {
                match reply {
                    Reply { job: 2, said: Said::DoubletsChoice(Event::Done(chosen)) } => Some(chosen),
                    _ => None,
                }
            });
        assert_eq!(chosen, Some(Ok(best)));
    }

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
