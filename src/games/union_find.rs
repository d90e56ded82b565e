//! The chains of a connection game's padded board (Hex's stones, TwixT's bridged pegs), so
//! that a win is seen the moment it is made.

/// A union-find over `N` places (a power of two, so that `i & (N - 1)` is a place the
/// compiler knows is in bounds), with path halving and no ranks: joining a new piece
/// under the older chain keeps the trees shallow enough.
#[derive(Clone, Debug)]
pub(crate) struct UnionFind<const N: usize> {
    parent: [u16; N],
}

impl<const N: usize> UnionFind<N> {
    const MASK: usize = N - 1;

    /// Every place its own chain.
    pub(crate) fn new() -> UnionFind<N> {
        let mut parent = [0; N];
        for (i, p) in parent.iter_mut().enumerate() {
            *p = i as u16;
        }
        UnionFind { parent }
    }

    /// The root of `i`'s chain, halving the path on the way.
    pub(crate) fn find(&mut self, mut i: usize) -> usize {
        i &= Self::MASK;
        while self.parent[i] as usize != i {
            let grandparent = self.parent[self.parent[i] as usize & Self::MASK];
            self.parent[i] = grandparent;
            i = grandparent as usize & Self::MASK;
        }
        i
    }

    /// The root of `i`'s chain, for a reader that may not change the trees.
    pub(crate) fn root(&self, mut i: usize) -> usize {
        i &= Self::MASK;
        while self.parent[i] as usize != i {
            i = self.parent[i] as usize & Self::MASK;
        }
        i
    }

    /// Joins `a`'s chain under `b`'s root.
    pub(crate) fn union(&mut self, a: usize, b: usize) {
        let (a, b) = (self.find(a), self.find(b));
        if a != b {
            self.parent[a] = b as u16;
        }
    }
}
