//! The search's side of a real game, for the command line and the page's worker alike: a
//! tree that follows the game move by move, whoever plays them, the swap included, so what
//! it learned about the reply it expected is still there when that reply is played.

use super::{Searched, Style, Tree};
use crate::rng::Rng;

/// A search that follows one real game. It cannot follow an undo or a new game, nor a turn
/// the search cannot play (a TwixT turn with removals): after [`Driver::forget`] it is
/// rebuilt from the real position at the next search.
pub struct Driver<G: Searched> {
    style: Style,
    rng: Rng,
    tree: Option<Tree<G>>,
    /// The moves played since the tree was last followed; `None` when the next search
    /// must start afresh.
    since: Option<Vec<G::Move>>,
}

impl<G: Searched> Driver<G> {
    pub fn new(style: Style, rng: Rng) -> Driver<G> {
        Driver { style, rng, tree: None, since: None }
    }

    /// Notes a move of the real game, whoever played it.
    pub fn played(&mut self, mv: G::Move) {
        if let Some(moves) = &mut self.since {
            moves.push(mv);
        }
    }

    /// Drops the tree: the game went back, started again, or took a turn the search does
    /// not play.
    pub fn forget(&mut self) {
        self.since = None;
        self.tree = None;
    }

    /// The tree for `position`, the real game's: the one grown so far moved along the moves
    /// played since, or a fresh one. Search it as far as the caller's budget goes.
    pub fn follow(&mut self, position: &G) -> &mut Tree<G> {
        let tree = match (self.tree.take(), self.since.take()) {
            (Some(mut tree), Some(moves)) => {
                if !moves.is_empty() {
                    tree.advance(&moves);
                }
                tree
            }
            _ => self.style.tree(position.clone(), self.rng.split()),
        };
        self.since = Some(Vec::new());
        self.tree.insert(tree)
    }

    /// The tree as last followed.
    pub fn tree(&self) -> Option<&Tree<G>> {
        self.tree.as_ref()
    }

    /// The tree as last followed, to search further.
    pub fn tree_mut(&mut self) -> Option<&mut Tree<G>> {
        self.tree.as_mut()
    }

    /// The move the search chooses in `position` after `iterations` more iterations;
    /// `None` once the game is over, or when the search has no move to make (a TwixT
    /// player who must remove). The caller plays it and reports it through
    /// [`Driver::played`] like any other.
    pub fn choose(&mut self, position: &G, iterations: u32) -> Option<G::Move> {
        let tree = self.follow(position);
        tree.run(iterations);
        tree.best_move()
    }
}
