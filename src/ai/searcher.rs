use crate::rng::Rng;

use super::{SearchStyle, Tree};

/// A search that follows one game, keeping its tree from move to move: what it learned
/// about the reply it expected is still there when that reply is played.
pub struct Searcher<S: SearchStyle> {
    style: S,
    rng: Rng,
    tree: Option<Tree<S::Position>>,
}

impl<S: SearchStyle> Searcher<S> {
    pub fn new(style: S, rng: Rng) -> Searcher<S> {
        Searcher { style, rng, tree: None }
    }

    /// Points the search at `position`. When `played` lists the moves that lead to it from
    /// the position searched last, the tree is kept and moved along them; with `None` (a
    /// new game, an undo, a swap the search plays differently) it starts afresh.
    pub fn follow(
        &mut self,
        position: S::Position,
        played: Option<&[<S::Position as crate::games::Game>::Move]>,
    ) -> &mut Tree<S::Position> {
        match (self.tree.take(), played) {
            (Some(mut tree), Some(moves)) => {
                for &mv in moves {
                    tree.advance(mv);
                }
                self.tree.insert(tree)
            }
            _ => self.tree.insert(self.style.tree(position, self.rng.split())),
        }
    }

    /// The tree as last followed.
    pub fn tree(&self) -> Option<&Tree<S::Position>> {
        self.tree.as_ref()
    }

    /// The tree as last followed, to search further.
    pub fn tree_mut(&mut self) -> Option<&mut Tree<S::Position>> {
        self.tree.as_mut()
    }

    /// Forgets the tree (the next [`Searcher::follow`] starts afresh).
    pub fn reset(&mut self) {
        self.tree = None;
    }
}
