//! The review's job (Hex, TwixT): every position of a game weighed with the same budget,
//! said a few positions at a time. Written once for both games: the worker holds the
//! review behind a trait object ([`Reviewing`]) and never asks which game it is.

use serde::{Deserialize, Serialize};

use super::job::{Job, Start, Step};
use super::kept::Kept;
use super::search::Searchable;
use super::{Answer, Answered};
use crate::ai::review::{Review as ReviewOf, Weighed};
use crate::games::connection::link;
use crate::games::hex::{self, Hex};
use crate::games::twixt::{self, Twixt};
use crate::rng::Rng;

/// Weigh every position of `game`, `iterations` each.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Review {
    pub game: ReviewedGame,
    pub iterations: u32,
}

/// A whole game to review, as its record: a legal game, since a record can only be built by
/// playing its moves through the rules. It crosses to the worker as its link, which the
/// worker reads back through the rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ReviewedGame {
    Hex(#[serde(with = "link::as_text")] hex::Record),
    Twixt(#[serde(with = "link::as_text")] twixt::Record),
}

impl From<hex::Record> for ReviewedGame {
    fn from(record: hex::Record) -> Self {
        ReviewedGame::Hex(record)
    }
}

impl From<twixt::Record> for ReviewedGame {
    fn from(record: twixt::Record) -> Self {
        ReviewedGame::Twixt(record)
    }
}

/// Positions of a review's `positions` weighed, from position `from` (0: the start).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WeighedPositions {
    pub from: usize,
    pub positions: usize,
    pub weighed: Vec<Weighed<Answer>>,
}

/// How many times a review says what it weighed, at most: each answer redraws the screen.
const BATCHES: usize = 10;

/// A review under way, whatever its game.
trait Reviewing {
    /// Runs at most `iterations` more (see [`ReviewOf::run`]).
    fn run(&mut self, iterations: u32);
    /// How many positions are weighed, of how many.
    fn progress(&self) -> (usize, usize);
    /// Position `k` as weighed, its best move as the page reads it.
    fn weighed(&self, k: usize) -> Option<Weighed<Answer>>;
}

/// A review of a game of `G`.
struct Reviewed<G: Searchable> {
    review: ReviewOf<G::Position>,
}

impl<G: Searchable> Reviewing for Reviewed<G> {
    fn run(&mut self, iterations: u32) {
        self.review.run(iterations);
    }

    fn progress(&self) -> (usize, usize) {
        (self.review.weighed().len(), self.review.positions())
    }

    fn weighed(&self, k: usize) -> Option<Weighed<Answer>> {
        let (weighed, position) = (self.review.weighed().get(k)?, self.review.position(k)?);
        let best = weighed.best.map(|mv| G::recorded(position, mv).answer());
        Some(Weighed { chance: weighed.chance, best, proved: weighed.proved })
    }
}

/// A review under way, and how many of its positions were said.
pub struct ReviewJob {
    review: Box<dyn Reviewing>,
    said: usize,
}

impl Job for ReviewJob {
    type Kind = Review;

    const CHUNK: u32 = 2_000;

    fn start(Review { game, iterations }: Review, seed: u64, _: &mut Kept) -> Start<Self> {
        let rng = Rng::seed(seed);
        let review: Box<dyn Reviewing> = match game {
            ReviewedGame::Hex(game) => {
                let review = ReviewOf::new(crate::ai::hex::review_line(&game), iterations, rng);
                Box::new(Reviewed::<Hex> { review })
            }
            ReviewedGame::Twixt(game) => {
                let review = ReviewOf::new(crate::ai::twixt::review_line(&game), iterations, rng);
                Box::new(Reviewed::<Twixt> { review })
            }
        };
        Start::Running(ReviewJob { review, said: 0 })
    }

    /// Said in a few batches, not a position at a time: each redraws the screen.
    fn step(&mut self, _: &mut Kept, budget: u32) -> Step<Self> {
        self.review.run(budget);
        let (weighed, positions) = self.review.progress();
        if weighed - self.said < (positions / BATCHES).max(1) && weighed < positions {
            return Step::Going(None);
        }
        let from = self.said;
        let batch = (from..weighed).filter_map(|ply| self.review.weighed(ply)).collect();
        self.said = weighed;
        let said = WeighedPositions { from, positions, weighed: batch };
        match weighed < positions {
            true => Step::Going(Some(said)),
            false => Step::Done(said),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::SwapRule;
    use crate::worker::{Event, Reply, Said, Scheduler};

    fn game(moves: &[&str]) -> hex::Record {
        let size = hex::BoardSize::new(5).unwrap();
        let moves = moves.iter().map(|mv| hex::Move::parse(mv, size).unwrap());
        hex::Record::replay(size, SwapRule::None, moves).unwrap()
    }

    #[test]
    fn a_review_says_every_position_in_order_its_last_batch_its_last_word() {
        let review = Review { game: game(&["c3", "b4", "d2"]).into(), iterations: 1_500 };
        let mut scheduler = Scheduler::default();
        scheduler.receive(super::super::Command::Start { job: 3, seed: 1, request: review.into() }, ());
        let mut weighed = Vec::new();
        while scheduler.busy() {
            let Some(((), Reply { job: 3, said: Said::Review(event) })) = scheduler.tick() else { continue };
            let (batch, last) = match event {
                Event::Progress(batch) => (batch, false),
                Event::Done(batch) => (batch, true),
            };
            assert_eq!((batch.from, batch.positions), (weighed.len(), 4), "each batch after the one before");
            weighed.extend(batch.weighed);
            assert_eq!(last, !scheduler.busy(), "the last batch is the job's last word");
        }
        assert_eq!(weighed.len(), 4, "every position, the last one's included");
        assert!(weighed.iter().all(|w| (0.0..=1.0).contains(&w.chance)));
    }

    #[test]
    fn a_game_to_review_crosses_as_its_link_and_reads_back_through_the_rules() {
        let reviewed = ReviewedGame::from(game(&["c3", "b4"]));
        let text = serde_json::to_string(&reviewed).unwrap();
        assert_eq!(text, r#"{"Hex":"1.hex.5n.2.ccbd"}"#);
        assert_eq!(serde_json::from_str::<ReviewedGame>(&text).unwrap(), reviewed);
        let refused = serde_json::from_str::<ReviewedGame>(r#"{"Hex":"1.hex.5n.2.cccc"}"#).unwrap_err();
        assert!(refused.to_string().contains("c3"), "{refused}");
    }
}
