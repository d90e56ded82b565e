use crate::rng::Rng;

use super::{Settings, Simulate, Tree};

/// A search that follows one game, keeping its tree from move to move: what it learned
/// about the reply it expected is still there when that reply is played.
pub struct Searcher<G: Simulate> {
    settings: Settings,
    rng: Rng,
    tree: Option<Tree<G>>,
}

impl<G: Simulate> Searcher<G> {
    pub fn new(settings: Settings, rng: Rng) -> Searcher<G> {
        Searcher { settings, rng, tree: None }
    }

    /// Points the search at `position`. When `played` lists the moves that lead to it from
    /// the position searched last, the tree is kept and moved along them; with `None` (a
    /// new game, an undo, a swap the search plays differently) it starts afresh.
    pub fn follow(&mut self, position: G, played: Option<&[G::Move]>) -> &mut Tree<G> {
        match (self.tree.take(), played) {
            (Some(mut tree), Some(moves)) => {
                for &mv in moves {
                    tree.advance(mv);
                }
                self.tree.insert(tree)
            }
            _ => self.tree.insert(Tree::new(position, self.settings, self.rng.split())),
        }
    }

    /// The tree as last followed.
    pub fn tree(&self) -> Option<&Tree<G>> {
        self.tree.as_ref()
    }

    /// The tree as last followed, to search further.
    pub fn tree_mut(&mut self) -> Option<&mut Tree<G>> {
        self.tree.as_mut()
    }

    /// Forgets the tree (the next [`Searcher::follow`] starts afresh).
    pub fn reset(&mut self) {
        self.tree = None;
    }
}
