//! Doublets' odds as the worker keeps them from job to job: the solution at hand, the solve
//! under way (stepped by whichever job waits for it), and the last position refused a solve.
//! The solution stays here: only answers cross to the page.

use serde::{Deserialize, Serialize};

use crate::ai::doublets::{ReviewOdds, Solution, Solver, TooLarge, choose, odds};
use crate::games::Colour;
use crate::games::doublets::{Action, Position};
use crate::rng::Rng;

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

/// The most pairs of tables a page solves: a new game of Willughby, Cotton or Dames
/// rabattues has 3.8 million (15 MB of odds, a few seconds); Ofanfelling's 62 million would
/// take 248 MB, so its odds are solved once its game has gone far enough to come under this.
pub const PAGE_LIMIT: usize = 4_000_000;

/// Simulated games behind the odds where no exact ones are at hand, and behind each option
/// the computer weighs.
const ODDS_GAMES: u32 = 1000;
const CHOICE_GAMES: u32 = 300;

/// A solve under way: the position it solves below.
struct Solving {
    start: Position,
    solver: Solver,
}

#[derive(Default)]
pub struct Tables {
    solution: Option<Solution>,
    solving: Option<Solving>,
    /// The last position refused a solve, and why: more tables below it than a page solves.
    refusal: Option<(Position, TooLarge)>,
}

impl Tables {
    /// The solution at hand for `position`, if it covers it.
    fn covering(&self, position: &Position) -> Option<&Solution> {
        self.solution.as_ref().filter(|solution| solution.covers(position))
    }

    /// The solve under way, if it is of `position`'s rule set.
    fn solving_for(&self, position: &Position) -> Option<&Solving> {
        self.solving.as_ref().filter(|solving| solving.start.rules() == position.rules())
    }

    /// Black's exact chance at `position`, where the solution at hand covers it.
    pub(super) fn exact(&self, position: &Position) -> Option<f64> {
        self.covering(position)?.chance(position, Colour::Black)
    }

    /// Whether `position`'s exact odds wait for the solve under way.
    pub(super) fn waits(&self, position: &Position) -> bool {
        self.covering(position).is_none() && self.solving_for(position).is_some()
    }

    /// Whether to solve below `position`: at a throw nothing at hand or under way covers,
    /// unless it was refused there already (a game of Ofanfelling asks again each throw
    /// until few enough tables are left).
    pub(super) fn should_solve(&self, position: &Position) -> bool {
        position.dice_due().is_some()
            && self.covering(position).is_none()
            && self.solving_for(position).is_none()
            && self.refusal.as_ref().is_none_or(|(refused, _)| refused != position)
    }

    /// Starts solving below `position`, in place of the solve under way, or notes why it
    /// cannot be.
    pub(super) fn solve(&mut self, position: &Position) {
        self.solving = None;
        match Solver::within(position, PAGE_LIMIT) {
            Err(too_large) => self.refusal = Some((position.clone(), too_large)),
            Ok(solver) => self.solving = Some(Solving { start: position.clone(), solver }),
        }
    }

    /// Solves some `pairs` more of the solve under way; once it is done, its solution is the
    /// one at hand.
    pub(super) fn advance(&mut self, pairs: u32) {
        let Some(solving) = self.solving.as_mut() else { return };
        if solving.solver.run(pairs as usize) {
            let Some(Solving { solver, .. }) = self.solving.take() else { return };
            self.keep(solver.finish());
        }
    }

    /// `solution` at hand from now on.
    pub(super) fn keep(&mut self, solution: Solution) {
        self.solution = Some(solution);
        self.refusal = None;
    }

    /// Whether the solution at hand covers `position`.
    pub(super) fn covers(&self, position: &Position) -> bool {
        self.covering(position).is_some()
    }

    /// Why `position`'s exact odds are not at hand.
    pub(super) fn why_not(&self, position: &Position) -> NotExact {
        if let Some(solving) = self.solving_for(position) {
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
    pub(super) fn chances(&self, position: &Position) -> Chances {
        if let Some(black) = self.exact(position) {
            return Chances::Exact(black);
        }
        let seed = position.log().len() as u64;
        let simulated = odds(position, Colour::Black, ODDS_GAMES, &mut Rng::seed(seed));
        let why = self.why_not(position);
        Chances::Simulated { chance: simulated.chance, error: simulated.error, games: simulated.games, why }
    }

    /// The computer's action at `position`: by the exact odds where they cover it, else by
    /// simulation.
    pub(super) fn choice(&self, position: &Position, rng: &mut Rng) -> Option<Action> {
        match self.covering(position) {
            Some(solution) => solution.choose(position),
            None => choose(position, CHOICE_GAMES, rng),
        }
    }
}

/// The page's odds for a review: exact where the solution at hand covers a position, else
/// simulated as the odds panel simulates them (the same figure for the same position).
impl ReviewOdds for Tables {
    fn chance(&self, position: &Position, colour: Colour) -> Option<(f64, bool)> {
        let (black, exact) = match self.chances(position) {
            Chances::Exact(black) => (black, true),
            Chances::Simulated { chance, .. } => (chance, false),
        };
        Some((if colour == Colour::Black { black } else { 1.0 - black }, exact))
    }

    fn best(&self, position: &Position) -> Option<Action> {
        self.covering(position)?.choose(position)
    }
}
