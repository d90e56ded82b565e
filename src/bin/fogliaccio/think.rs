//! The computer's side of a real game, shared by `gtp` and `selfplay`: a search that
//! follows the game move by move, keeping its tree when it safely can, and a budget for
//! each decision. The library counts in iterations only; the clock lives here.

use std::time::{Duration, Instant};

use fogliaccio::ai::{SearchStyle, Searcher, Simulate, Tree};
use fogliaccio::games::Game;
use fogliaccio::rng::Rng;

/// Iterations run between two looks at the clock in a timed search.
const CHUNK: u32 = 1_000;

/// A move of the game that style `S` searches.
pub type MoveOf<S> = <<S as SearchStyle>::Position as Game>::Move;

/// How much thinking one decision may take.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Budget {
    /// Exactly this many search iterations: the same choice on every machine.
    Iterations(u32),
    /// Search in chunks until this much wall-clock time has passed.
    Time(Duration),
}

impl Budget {
    fn spend<G: Simulate>(self, tree: &mut Tree<G>) {
        match self {
            Budget::Iterations(n) => tree.run(n),
            Budget::Time(limit) => {
                let start = Instant::now();
                loop {
                    tree.run(CHUNK);
                    if start.elapsed() >= limit {
                        return;
                    }
                }
            }
        }
    }
}

/// A search that follows one real game, the swap included. It cannot follow an undo or a
/// new game: then it is rebuilt from the real position at the next decision.
pub struct Thinker<S: SearchStyle> {
    searcher: Searcher<S>,
    /// The moves played since the tree was last searched, while the tree can follow them;
    /// `None` when the next decision must start afresh.
    since_search: Option<Vec<MoveOf<S>>>,
}

impl<S: SearchStyle> Thinker<S> {
    pub fn new(style: S, rng: Rng) -> Thinker<S> {
        Thinker { searcher: Searcher::new(style, rng), since_search: None }
    }

    /// Notes a move of the real game, whoever played it.
    pub fn played(&mut self, mv: MoveOf<S>) {
        if let Some(moves) = &mut self.since_search {
            moves.push(mv);
        }
    }

    /// Drops the tree: the game went back, or started again.
    pub fn forget(&mut self) {
        self.since_search = None;
        self.searcher.reset();
    }

    /// The move the search chooses in `position` within `budget`; `None` once the game is
    /// over, or when the search has no move to make (a TwixT player out of pegs, who must
    /// remove one: the search never removes). The caller plays it and reports it through
    /// [`Thinker::played`] like any other.
    pub fn choose(&mut self, position: &S::Position, budget: Budget) -> Option<MoveOf<S>> {
        let moves = self.since_search.take();
        let tree = self.searcher.follow(position.clone(), moves.as_deref());
        budget.spend(tree);
        let choice = tree.best_move();
        self.since_search = Some(Vec::new());
        choice
    }
}
