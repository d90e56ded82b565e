//! Chains of bridges: the solver's virtual connections, found by a bounded depth-first walk
//! from one edge to the other. A group may also reach an edge by the *ziggurat* (edge
//! template IIIa): a stone on the third row holds its edge through eight empty cells.

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

/// The ziggurat's carriers, in the frame of the edge (`x` along it, `d` rows away from it)
/// with the stone at `x` = 0, `d` = 2: the eight empty cells of its two mirror images, the
/// only carriers of eight cells or fewer that trying every game found (the tests below
/// play every defence against each).
const ZIGGURATS: [[(i8, i8); 8]; 2] = [
    [(-1, 2), (-1, 1), (0, 1), (1, 1), (-1, 0), (0, 0), (1, 0), (2, 0)],
    [(1, 2), (0, 1), (1, 1), (2, 1), (0, 0), (1, 0), (2, 0), (3, 0)],
];

/// A node of the walk: the empty cells touching it, and the carrier of a ziggurat by which
/// it holds the near edge and the far one (0 when it has none).
#[derive(Clone, Copy, Debug, Default)]
struct Node {
    touching: Bits,
    templates: [Bits; 2],
}

/// Extends a chain that has reached node `at` (having visited the nodes of `visited`, its
/// links holding `used`) to node 1, the far edge. `gap` is `None` when no gap is allowed,
/// `Some(None)` when one still is, and `Some(Some(cell))` once taken.
fn link(
    nodes: &[Node],
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
        // A ziggurat joins a group to an edge: the near one leaving node 0, the far one
        // reaching node 1.
        let template = match (at, next) {
            (0, _) => nodes[next].templates[0],
            (_, 1) => nodes[at].templates[1],
            _ => 0,
        };
        let common = nodes[at].touching & nodes[next].touching & !used;
        let (cells, gap) = match (common.count_ones(), gap) {
            (0 | 1, _) if template != 0 && template & used == 0 => (template, gap),
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
    /// two links; a group may also hold an edge by a ziggurat. With `gap`, one link may be
    /// a single cell, which `side` must still play.
    /// Only some chains are found (the first pair of cells is taken for each link), but
    /// every chain found is sound.
    pub(super) fn chain(&self, stones: Bits, side: usize, empty: Bits, gap: bool) -> Option<Chain> {
        let [near, far] = self.edges[side];
        // Each node of the chain: its stones, and the empty cells that touch it. The edges
        // come first, with the groups that touch them.
        let mut nodes = [Node::default(); 64];
        let reach_near = self.flood(near, stones);
        let reach_far = self.flood(far, stones);
        nodes[0].touching = (self.neighbours(reach_near) | near) & empty;
        nodes[1].touching = (self.neighbours(reach_far) | far) & empty;
        let mut count = 2;
        let mut rest = stones & !reach_near & !reach_far;
        while rest != 0 && count < nodes.len() {
            let group = self.flood(rest & rest.wrapping_neg(), stones);
            let templates = [0, 1].map(|edge| self.ziggurat(group, side, edge, empty));
            nodes[count] = Node { touching: self.neighbours(group) & empty, templates };
            count += 1;
            rest &= !group;
        }
        let mut steps = 0;
        link(&nodes[..count], 0, 1, 0, gap.then_some(None), &mut steps)
    }

    /// The carrier of a ziggurat by which a stone of `group` holds `side`'s `edge` (0 near,
    /// 1 far) through `empty` cells; 0 when there is none.
    fn ziggurat(&self, group: Bits, side: usize, edge: usize, empty: Bits) -> Bits {
        let n = self.n as i8;
        // A cell of the edge's frame on the board: Black's far edge is the near one turned
        // half a circle, and White's edges are Black's mirrored in the long diagonal.
        let cell = |x: i8, d: i8| -> Option<u32> {
            let (x, d) = if edge == 0 { (x, d) } else { (n - 1 - x, n - 1 - d) };
            let (col, row) = if side == 0 { (x, d) } else { (d, x) };
            ((0..n).contains(&col) && (0..n).contains(&row)).then(|| (row * n + col) as u32)
        };
        for x in 0..n {
            let Some(stone) = cell(x, 2) else { continue };
            if group >> stone & 1 == 0 {
                continue;
            }
            for shape in &ZIGGURATS {
                let carrier = shape.iter().try_fold(0, |carrier: Bits, &(dx, d)| Some(carrier | 1 << cell(x + dx, d)?));
                if let Some(carrier) = carrier
                    && carrier & !empty == 0
                {
                    return carrier;
                }
            }
        }
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hex::BoardSize;

    /// Whether `ours` joins `stone` to `side`'s `edge`, the opponent playing next (when
    /// `theirs_next`) inside the `open` cells.
    fn holds(
        g: &Geometry,
        ours: Bits,
        stone: Bits,
        (side, edge): (usize, usize),
        open: Bits,
        theirs_next: bool,
    ) -> bool {
        if g.flood(g.edges[side][edge], ours) & stone != 0 {
            return true;
        }
        let mut cells = (0..128).filter(|&i| open >> i & 1 == 1).map(|i| 1 << i);
        if theirs_next {
            cells.all(|cell: Bits| holds(g, ours, stone, (side, edge), open & !cell, false))
        } else {
            cells.any(|cell: Bits| holds(g, ours | cell, stone, (side, edge), open & !cell, true))
        }
    }

    /// Each side's ziggurats to each of its edges are eight cells through which a stone on
    /// the third row reaches the edge against every defence, the opponent moving first.
    #[test]
    fn a_ziggurat_holds_its_edge_against_every_defence() {
        let g = Geometry::new(BoardSize::new(7).unwrap()).unwrap();
        for side in 0..2 {
            for edge in 0..2 {
                // The third line from the edge: a row for Black, a column for White.
                let line = if edge == 0 { 2 } else { 4 };
                let mut found = 0;
                for x in 0..7 {
                    let (col, row) = if side == 0 { (x, line) } else { (line, x) };
                    let stone: Bits = 1 << (row * 7 + col);
                    let carrier = g.ziggurat(stone, side, edge, g.all & !stone);
                    if carrier != 0 {
                        assert_eq!(carrier.count_ones(), 8);
                        assert!(holds(&g, stone, stone, (side, edge), carrier, true), "side {side} edge {edge} at {x}");
                        found += 1;
                    }
                }
                // Every stone but the two too near a corner for either shape.
                assert_eq!(found, 5, "side {side} edge {edge}");
            }
        }
    }

    /// On 5×5 the centre stone reaches both of Black's edges by a ziggurat each.
    #[test]
    fn the_centre_of_5x5_holds_both_edges() {
        let g = Geometry::new(BoardSize::new(5).unwrap()).unwrap();
        let centre: Bits = 1 << 12;
        let chain = g.chain(centre, 0, g.all & !centre, false).expect("a chain");
        assert_eq!(chain.gap, None);
        assert_eq!(chain.carrier.count_ones(), 16);
    }
}
