//! The search's side of a real game, for the command line and the page's worker alike: a
//! tree that follows the game move by move, whoever plays them, the swap included, so what
//! it learned about the reply it expected is still there when that reply is played.

use super::{SearchStyle, Tree};
use crate::games::Game;
use crate::rng::Rng;

/// A move of the game that style `S` searches.
pub type MoveOf<S> = <<S as SearchStyle>::Position as Game>::Move;

/// A search that follows one real game. It cannot follow an undo or a new game, nor a turn
/// the search cannot play (a TwixT turn with removals): after [`Driver::forget`] it is
/// rebuilt from the real position at the next search.
pub struct Driver<S: SearchStyle> {
    style: S,
    rng: Rng,
    tree: Option<Tree<S::Position>>,
    /// The moves played since the tree was last followed; `None` when the next search
    /// must start afresh.
    since: Option<Vec<MoveOf<S>>>,
}

impl<S: SearchStyle> Driver<S> {
    pub fn new(style: S, rng: Rng) -> Driver<S> {
        Driver { style, rng, tree: None, since: None }
    }

    /// Notes a move of the real game, whoever played it.
    pub fn played(&mut self, mv: MoveOf<S>) {
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
    pub fn follow(&mut self, position: &S::Position) -> &mut Tree<S::Position> {
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
    pub fn tree(&self) -> Option<&Tree<S::Position>> {
        self.tree.as_ref()
    }

    /// The tree as last followed, to search further.
    pub fn tree_mut(&mut self) -> Option<&mut Tree<S::Position>> {
        self.tree.as_mut()
    }

    /// The move the search chooses in `position` after `iterations` more iterations;
    /// `None` once the game is over, or when the search has no move to make (a TwixT
    /// player who must remove). The caller plays it and reports it through
    /// [`Driver::played`] like any other.
    pub fn choose(&mut self, position: &S::Position, iterations: u32) -> Option<MoveOf<S>> {
        let tree = self.follow(position);
        tree.run(iterations);
        tree.best_move()
    }
}
