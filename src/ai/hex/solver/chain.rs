//! Chains of bridges: the solver's virtual connections, found by a bounded depth-first walk
//! from one edge to the other.

use super::geometry::{Bits, Geometry};

/// A chain found by [`Geometry::chain`].
#[derive(Clone, Copy, Debug)]
pub(super) struct Chain {
    /// The empty cells its links need, the gap included.
    pub(super) carrier: Bits,
    /// The one cell still to play, if any.
    pub(super) gap: Option<Bits>,
}

/// Node visits allowed to one chain search, so that a crowded board costs a bounded time.
const CHAIN_STEPS: u32 = 256;

/// Extends a chain that has reached node `at` (having visited the nodes of `visited`, its
/// links holding `used`) to node 1, the far edge. `gap` is `None` when no gap is allowed,
/// `Some(None)` when one still is, and `Some(Some(cell))` once taken.
fn link(
    nodes: &[Bits],
    at: usize,
    visited: u64,
    used: Bits,
    gap: Option<Option<Bits>>,
    steps: &mut u32,
) -> Option<Chain> {
    *steps += 1;
    if *steps > CHAIN_STEPS {
        return None;
    }
    let visited = visited | 1 << at;
    // The far edge first: the shortest chains are found first.
    for next in (1..nodes.len()).filter(|&next| visited >> next & 1 == 0) {
        let common = nodes[at] & nodes[next] & !used;
        let (cells, gap) = match (common.count_ones(), gap) {
            (0, _) => continue,
            (1, Some(None)) => (common, Some(Some(common))),
            (1, _) => continue,
            _ => {
                let first = common & common.wrapping_neg();
                let rest = common ^ first;
                (first | rest & rest.wrapping_neg(), gap)
            }
        };
        if next == 1 {
            return Some(Chain { carrier: used | cells, gap: gap.flatten() });
        }
        if let Some(chain) = link(nodes, next, visited, used | cells, gap, steps) {
            return Some(chain);
        }
    }
    None
}

impl Geometry {
    /// A chain of `side`'s stones from one of its edges to the other whose links hold
    /// whatever the opponent does: each link is a pair of empty cells that both touch the
    /// two groups (or the group and the edge) it joins, as a bridge does, and no cell serves
    /// two links. With `gap`, one link may be a single cell, which `side` must still play.
    /// Only some chains are found (the first pair of cells is taken for each link), but
    /// every chain found is sound.
    pub(super) fn chain(&self, stones: Bits, side: usize, empty: Bits, gap: bool) -> Option<Chain> {
        let [near, far] = self.edges[side];
        // Each node of the chain: its stones, and the empty cells that touch it. The edges
        // come first, with the groups that touch them.
        let mut nodes = [0; 64];
        let reach_near = self.flood(near, stones);
        let reach_far = self.flood(far, stones);
        nodes[0] = (self.neighbours(reach_near) | near) & empty;
        nodes[1] = (self.neighbours(reach_far) | far) & empty;
        let mut count = 2;
        let mut rest = stones & !reach_near & !reach_far;
        while rest != 0 && count < nodes.len() {
            let group = self.flood(rest & rest.wrapping_neg(), stones);
            nodes[count] = self.neighbours(group) & empty;
            count += 1;
            rest &= !group;
        }
        let mut steps = 0;
        link(&nodes[..count], 0, 1, 0, gap.then_some(None), &mut steps)
    }
}
