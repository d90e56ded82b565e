//! A whole game reviewed by the search: every position weighed with the same budget, and
//! each move marked by how far the mover's chance to win fell across it. The page's worker
//! and `fogliaccio review` run the same review, in chunks of the caller's choosing.
//!
//! The search follows the game with one tree ([`Driver`]), so what it learned about the
//! move that was played is still there when the next position is weighed. A position the
//! search proves (Hex's solver and tables) is weighed exactly; a finished one by its result.

use super::{Driver, Searched, Style};
use crate::games::sgf::{MoveAnnotation, Weighing};
use crate::games::{Colour, Outcome};
use crate::rng::Rng;

crate::named_choices! {
    /// How bad a move was, by how much it cost its mover ([`Thresholds`]).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
    #[serde(rename_all = "kebab-case")]
    pub enum Mark("mark") {
        Inaccuracy = "inaccuracy",
        Mistake = "mistake",
        Blunder = "blunder",
    }
}

impl Mark {
    /// The mark as SGF's move annotations say it (docs/formats.md, "A review in SGF"): a
    /// blunder is a very bad move (`BM[2]`), a mistake a bad one (`BM[1]`), an inaccuracy a
    /// doubtful one (`DO`).
    pub const fn annotation(self) -> MoveAnnotation {
        match self {
            Mark::Blunder => MoveAnnotation::Bad { very: true },
            Mark::Mistake => MoveAnnotation::Bad { very: false },
            Mark::Inaccuracy => MoveAnnotation::Doubtful,
        }
    }
}

/// How far (0 to 1) a mover's chance must fall across a move for each mark. Set above the
/// search's own noise at the review's budgets (docs/ai.md, "Reviewing a game").
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Thresholds {
    pub inaccuracy: f32,
    pub mistake: f32,
    pub blunder: f32,
}

impl Thresholds {
    pub const REVIEW: Thresholds = Thresholds { inaccuracy: 0.10, mistake: 0.20, blunder: 0.30 };

    /// The mark of a move that took its mover's chance from `before` to `after`.
    pub fn mark(&self, before: f32, after: f32) -> Option<Mark> {
        let fall = before - after;
        [(self.blunder, Mark::Blunder), (self.mistake, Mark::Mistake), (self.inaccuracy, Mark::Inaccuracy)]
            .into_iter()
            .find(|&(threshold, _)| fall > threshold)
            .map(|(_, mark)| mark)
    }
}

/// What the review learned of one position.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Weighed<M> {
    /// The chance to win of the side to move (0 to 1): exact where proved or finished.
    pub chance: f32,
    /// The move the search prefers; none once the game is over.
    pub best: Option<M>,
    /// The colour that wins with best play, when proved.
    pub proved: Option<Colour>,
}

impl<M> Weighed<M> {
    /// A position as a record file gives it ([`Weighing`]), `to_move` to move there.
    pub fn read(weighing: Weighing<M>, to_move: Colour) -> Weighed<M> {
        let winner = if weighing.chance >= 0.5 { to_move } else { to_move.opponent() };
        Weighed { chance: weighing.chance, best: weighing.best, proved: weighing.proved.then_some(winner) }
    }
}

/// A move of the game as the review reads it. `M` is the move on the board: for the
/// search, the move as it plays it when it can (`Option`: a TwixT turn with removals it
/// cannot play).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Played<M> {
    /// A move on the board.
    Move(M),
    /// This colour resigned (whoever was to move).
    Resigned(Colour),
    /// The players agreed on a draw.
    Drawn,
}

/// A game as the review reads it: each move with the position before it, and the position
/// after the last move, unless the game ended by agreement (a resignation, a draw).
#[derive(Clone, Debug)]
pub struct Line<G: Searched> {
    pub moves: Vec<(G, Played<Option<G::Move>>)>,
    pub last: Option<G>,
}

/// One move reviewed.
#[derive(Clone, Debug, PartialEq)]
pub struct Reviewed<M> {
    /// The colour that made the move.
    pub mover: Colour,
    /// The mover's chance to win before the move, and after it.
    pub chance: f32,
    pub after: f32,
    /// The move the review prefers in the position before it.
    pub best: Option<M>,
    pub mark: Option<Mark>,
    /// Who wins the position before the move with best play, when proved.
    pub proved: Option<Colour>,
}

/// A review under way: the positions of a game, the search that follows it, and what it
/// has weighed so far.
pub struct Review<G: Searched> {
    driver: Driver<G>,
    line: Line<G>,
    budget: u32,
    weighed: Vec<Weighed<G::Move>>,
    /// Iterations the position under way has had.
    spent: u32,
}

impl<G: Searched> Review<G> {
    /// A review of `line`, each position weighed with `budget` iterations.
    pub fn new(line: Line<G>, budget: u32, rng: Rng) -> Review<G> {
        Review { driver: Driver::new(Style::Knowledge, rng), line, budget, weighed: Vec::new(), spent: 0 }
    }

    /// How many positions the review weighs: each before a move, and the last.
    pub fn positions(&self) -> usize {
        self.line.moves.len() + usize::from(self.line.last.is_some())
    }

    /// Position `k` of the review (0: the start).
    pub fn position(&self, k: usize) -> Option<&G> {
        self.line
            .moves
            .get(k)
            .map(|(position, _)| position)
            .or_else(|| self.line.last.as_ref().filter(|_| k == self.line.moves.len()))
    }

    /// The positions weighed so far, from the start.
    pub fn weighed(&self) -> &[Weighed<G::Move>] {
        &self.weighed
    }

    pub fn is_done(&self) -> bool {
        self.weighed.len() == self.positions()
    }

    /// The position under way, if any is left.
    fn current(&self) -> Option<&G> {
        self.position(self.weighed.len())
    }

    /// Runs at most `iterations` more, moving on to the next position whenever one has had
    /// the budget; returns how many were run. Positions that need no search (finished,
    /// proved) are weighed on the way without any.
    pub fn run(&mut self, iterations: u32) -> u32 {
        let mut run = 0;
        while let Some(position) = self.current().cloned() {
            let tree = self.driver.follow(&position);
            if position.outcome().is_some() || tree.proved().is_some() || self.spent >= self.budget {
                self.settle();
                continue;
            }
            if run == iterations {
                break;
            }
            let chunk = (iterations - run).min(self.budget - self.spent);
            tree.run(chunk);
            (run, self.spent) = (run + chunk, self.spent + chunk);
        }
        run
    }

    /// Weighs the position under way with what the search knows now, and moves on: where
    /// the caller's budget is time, or the page asks for the review at once.
    pub fn settle(&mut self) {
        let Some(position) = self.current().cloned() else { return };
        let tree = self.driver.follow(&position);
        let to_move = position.to_move();
        let weighed = match (position.outcome(), tree.proved()) {
            (Some(outcome), _) => Weighed { chance: share(outcome, to_move), best: None, proved: None },
            (None, Some(winner)) => {
                let chance = if winner == to_move { 1.0 } else { 0.0 };
                Weighed { chance, best: tree.best_move(), proved: Some(winner) }
            }
            (None, None) => Weighed { chance: tree.win_rate().unwrap_or(0.5), best: tree.best_move(), proved: None },
        };
        let k = self.weighed.len();
        self.weighed.push(weighed);
        self.spent = 0;
        match self.line.moves.get(k).map(|(_, played)| *played) {
            Some(Played::Move(Some(mv))) => self.driver.played(mv),
            Some(_) => self.driver.forget(),
            None => {}
        }
    }

    /// The moves whose positions before and after are weighed, reviewed.
    pub fn moves(&self) -> Vec<Reviewed<G::Move>> {
        let played = self.line.moves.iter().map(|(position, played)| (position.to_move(), *played));
        reviewed(&self.weighed, played)
    }
}

/// The moves of a game reviewed, as far as `weighed` goes: each move given by who was to
/// move before it and what was played, `weighed` the positions from the start.
pub fn reviewed<M: Clone, P>(
    weighed: &[Weighed<M>],
    played: impl IntoIterator<Item = (Colour, Played<P>)>,
) -> Vec<Reviewed<M>> {
    played
        .into_iter()
        .enumerate()
        .map_while(|(k, (to_move, played))| {
            let before = weighed.get(k)?;
            let (mover, after) = match played {
                Played::Move(_) => (to_move, 1.0 - weighed.get(k + 1)?.chance),
                Played::Resigned(colour) => (colour, 0.0),
                Played::Drawn => (to_move, 0.5),
            };
            // The chance is the side to move's: a resignation by the other side is weighed
            // by the other side's chance.
            let chance = if mover == to_move { before.chance } else { 1.0 - before.chance };
            Some(Reviewed {
                mover,
                chance,
                after,
                best: before.best.clone(),
                mark: Thresholds::REVIEW.mark(chance, after),
                proved: before.proved,
            })
        })
        .collect()
}

/// The moves of the game `line` reviewed, from what a record file says of its positions
/// (`weighings`, from the start, as far as they go): what the review said of them when it
/// wrote the file, marks included.
pub fn reviewed_from<G: Searched>(line: &Line<G>, weighings: &[Weighing<G::Move>]) -> Vec<Reviewed<G::Move>> {
    let positions = line.moves.iter().map(|(position, _)| position).chain(&line.last);
    let weighed: Vec<_> = weighings
        .iter()
        .zip(positions)
        .map(|(weighing, position)| Weighed::read(weighing.clone(), position.to_move()))
        .collect();
    reviewed(&weighed, line.moves.iter().map(|(position, played)| (position.to_move(), *played)))
}

/// What `outcome` gives `colour`: a win 1, a draw one half, a loss 0.
fn share(outcome: Outcome, colour: Colour) -> f32 {
    match outcome {
        Outcome::Winner(winner) if winner == colour => 1.0,
        Outcome::Winner(_) => 0.0,
        Outcome::Draw => 0.5,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_marked_by_how_far_its_movers_chance_fell() {
        let marks = Thresholds::REVIEW;
        assert_eq!(marks.mark(0.60, 0.55), None);
        assert_eq!(marks.mark(0.60, 0.45), Some(Mark::Inaccuracy));
        assert_eq!(marks.mark(0.60, 0.35), Some(Mark::Mistake));
        assert_eq!(marks.mark(0.90, 0.10), Some(Mark::Blunder));
        assert_eq!(marks.mark(0.30, 0.90), None, "a gain is never marked");
    }
}
