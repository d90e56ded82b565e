use std::collections::{BTreeSet, VecDeque};

use super::{BoardSize, Bridge, Hole};
use crate::games::Colour;

/// The pegs and bridges on a TwixT board.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    size: BoardSize,
    /// Row-major, `size²` long; the corners stay empty.
    pegs: Vec<Option<Colour>>,
    /// Kept sorted so lists and records come out in notation order. A bridge's owner is
    /// the colour of the pegs at its ends, which are always both there and alike.
    bridges: BTreeSet<Bridge>,
}

impl Board {
    pub fn empty(size: BoardSize) -> Board {
        Board { size, pegs: vec![None; size.area()], bridges: BTreeSet::new() }
    }

    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// Whether `hole` is on this board (a `Hole` made for a larger board may not be).
    pub fn contains(&self, hole: Hole) -> bool {
        Hole::new(hole.col(), hole.row(), self.size).is_some()
    }

    /// The peg in `hole`; `None` for an empty hole and for a hole of a larger board.
    pub fn peg(&self, hole: Hole) -> Option<Colour> {
        if self.contains(hole) { self.pegs[hole.index(self.size)] } else { None }
    }

    pub fn pegs(&self, colour: Colour) -> impl Iterator<Item = Hole> + '_ {
        Hole::all(self.size).filter(move |&h| self.peg(h) == Some(colour))
    }

    pub fn peg_count(&self, colour: Colour) -> usize {
        self.pegs.iter().filter(|&&p| p == Some(colour)).count()
    }

    /// Every bridge, in notation order.
    pub fn bridges(&self) -> impl Iterator<Item = Bridge> + '_ {
        self.bridges.iter().copied()
    }

    pub fn bridge_count(&self) -> usize {
        self.bridges.len()
    }

    pub fn has_bridge(&self, bridge: Bridge) -> bool {
        self.bridges.contains(&bridge)
    }

    /// Whose bridge this is, if it is on the board.
    pub fn owner(&self, bridge: Bridge) -> Option<Colour> {
        self.has_bridge(bridge).then(|| self.peg(bridge.from())).flatten()
    }

    /// The bridges on the board that `bridge` would cross, of one colour or of both.
    pub fn crossings(&self, bridge: Bridge, owner: Option<Colour>) -> impl Iterator<Item = Bridge> + '_ {
        self.bridges().filter(move |&b| b.crosses(bridge) && owner.is_none_or(|c| self.owner(b) == Some(c)))
    }

    pub(super) fn put_peg(&mut self, hole: Hole, colour: Colour) {
        self.pegs[hole.index(self.size)] = Some(colour);
    }

    /// Takes the peg out of `hole`, with every bridge it holds.
    pub(super) fn remove_peg(&mut self, hole: Hole) {
        self.pegs[hole.index(self.size)] = None;
        self.bridges.retain(|b| !b.touches(hole));
    }

    pub(super) fn put_bridge(&mut self, bridge: Bridge) {
        self.bridges.insert(bridge);
    }

    pub(super) fn remove_bridge(&mut self, bridge: Bridge) {
        self.bridges.remove(&bridge);
    }

    /// A shortest chain of `colour`'s pegs joined by its bridges from its first border to
    /// its second, if there is one: the chain the page highlights.
    pub fn winning_chain(&self, colour: Colour) -> Option<Vec<Hole>> {
        let starts = self.pegs(colour).filter(|h| h.on_border(colour, false, self.size));
        self.shortest_path(starts, colour, |from| {
            self.bridges().filter_map(move |b| b.other_end(from)).collect::<Vec<_>>()
        })
    }

    /// Whether `colour` could still join its borders (docs/rules.md §2, draw rule (b)): some
    /// chain of holes, each empty or holding `colour`'s peg and none in the opponent's
    /// border, joined by knight's-move steps that cross no opponent bridge.
    pub fn path_left(&self, colour: Colour) -> bool {
        let size = self.size;
        let opponent = colour.opponent();
        let open = |h: Hole| self.peg(h) != Some(opponent) && h.border_of(size) != Some(opponent);
        let opponent_bridges: Vec<Bridge> = self.bridges().filter(|&b| self.owner(b) == Some(opponent)).collect();
        let starts = Hole::all(size).filter(|&h| open(h) && h.on_border(colour, false, size));
        self.shortest_path(starts, colour, |from| {
            from.knight_neighbours(size)
                .filter(|&to| open(to))
                .filter(|&to| {
                    let step = Bridge::new(from, to).expect("knight neighbours are a knight's move apart");
                    !opponent_bridges.iter().any(|b| b.crosses(step))
                })
                .collect::<Vec<_>>()
        })
        .is_some()
    }

    /// Breadth-first search from `starts` to `colour`'s second border along `steps`.
    fn shortest_path<S>(&self, starts: impl Iterator<Item = Hole>, colour: Colour, steps: S) -> Option<Vec<Hole>>
    where
        S: Fn(Hole) -> Vec<Hole>,
    {
        let size = self.size;
        let mut came_from: Vec<Option<Hole>> = vec![None; size.area()];
        let mut seen = vec![false; size.area()];
        let mut queue = VecDeque::new();
        for hole in starts {
            seen[hole.index(size)] = true;
            queue.push_back(hole);
        }
        while let Some(hole) = queue.pop_front() {
            if hole.on_border(colour, true, size) {
                let mut chain = vec![hole];
                let mut at = hole;
                while let Some(previous) = came_from[at.index(size)] {
                    chain.push(previous);
                    at = previous;
                }
                chain.reverse();
                return Some(chain);
            }
            for next in steps(hole) {
                let i = next.index(size);
                if !seen[i] {
                    seen[i] = true;
                    came_from[i] = Some(hole);
                    queue.push_back(next);
                }
            }
        }
        None
    }
}
