//! Virtual connections by H-search (Anshelevich, "A hierarchical approach to computer
//! Hex", 2002; the Alberta programs' VC engine after it). A *full* connection between two
//! endpoints (a group of the side's stones, an empty cell, or one of its edges) holds
//! whatever the opponent does inside its *carrier*, a set of empty cells; a *semi*
//! connection holds once its owner plays its *key*, a cell of its carrier. From the
//! adjacencies, two rules build the rest:
//!
//! - AND: fulls x–z and z–y with disjoint carriers that leave out x and y make, through an
//!   empty z, a semi x–y with key z (carrier: both and z), and through a group z, a full
//!   x–y (carrier: both);
//! - OR: semis x–y whose carriers have no cell in common make a full x–y (carrier: all of
//!   them), as the opponent cannot break them all with one stone.
//!
//! Edge templates come out of the rules: the bridge to the edge and the ziggurat are
//! derived, not listed. The owner's edges are connected when there is a full between
//! them; when the opponent has semis between its edges, the side to move must play in
//! the intersection of their carriers (the *must-play* region) or lose.
//!
//! Boards up to 11×11, cells and endpoints alike as bits of a `u128`.

mod carriers;

use std::collections::VecDeque;

use super::geometry::{Bits, Geometry, ones};
use carriers::{End, FULLS, Pair};

/// Endpoints: every cell, then the side's near and far edges.
const ENDS: usize = 128;

/// What an endpoint stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// An opponent's stone, or a stone of the side's whose group another endpoint stands for.
    None,
    Empty,
    /// The lowest stone of a group of the side's that touches neither edge.
    Group,
    Edge,
}

/// One side's virtual connections in one position, and the room to build them again: a
/// build reuses the lists of the last.
pub(in crate::ai::hex) struct Vcs {
    g: Geometry,
    kinds: [Kind; ENDS],
    /// For each pair (lower endpoint × [`ENDS`] + higher), one more than its place in
    /// `pairs`, or 0 while it has no connection.
    slots: Vec<u16>,
    pairs: Vec<Pair>,
    used: usize,
    /// For each endpoint, those it has a full with that the AND rule has combined.
    done: [Bits; ENDS],
    and_queue: VecDeque<(End, End, Bits)>,
    or_queue: VecDeque<(End, End)>,
    near: End,
    far: End,
    /// Whether the side's stones already join its edges.
    joined: bool,
}

/// What both sides' connections say of a position to the side to move: the rule the
/// solver and the tree's knowledge both read it by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::ai::hex) enum Reading {
    /// The mover's edges are linked by a full over `carrier` (`key: None`), or by a semi
    /// whose `key` it plays: a win.
    Won { carrier: Bits, key: Option<u32> },
    /// The opponent's edges are linked by a full over `carrier`: a loss.
    Lost { carrier: Bits },
    /// Neither: against the opponent's semis, their must-play region and union
    /// ([`Vcs::must_play`]), if it has any.
    Open { must_play: Option<(Bits, Bits)> },
}

/// How far a build goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::ai::hex) enum Until {
    /// Every connection the rules find.
    Closed,
    /// Until the edges have a full or a semi between them: the side wins, if it is to move.
    EdgesLinked,
}

impl Vcs {
    pub(in crate::ai::hex) fn new(g: Geometry) -> Vcs {
        Vcs {
            g,
            kinds: [Kind::None; ENDS],
            slots: vec![0; ENDS * ENDS],
            pairs: Vec::new(),
            used: 0,
            done: [0; ENDS],
            and_queue: VecDeque::new(),
            or_queue: VecDeque::new(),
            near: 0,
            far: 0,
            joined: false,
        }
    }

    /// Builds `side`'s connections (0 Black, 1 White) with Black's and White's `stones`.
    pub(in crate::ai::hex) fn build(&mut self, stones: [Bits; 2], side: usize, until: Until) {
        let g = self.g;
        self.reset();
        let own = stones[side];
        let empty = g.all & !(stones[0] | stones[1]);
        let [near_row, far_row] = g.edges[side];
        let reach_near = g.flood(near_row, own);
        let reach_far = g.flood(far_row, own);
        if reach_near & reach_far != 0 {
            self.joined = true;
            return;
        }
        for cell in ones(empty) {
            self.kinds[cell as usize] = Kind::Empty;
        }
        // The adjacencies: each endpoint of stones (the edges with the groups touching
        // them, and every other group) to its empty neighbours, and the empty cells to
        // each other.
        let near = (g.neighbours(reach_near) | near_row) & empty;
        let far = (g.neighbours(reach_far) | far_row) & empty;
        for (end, touching) in [(self.near, near), (self.far, far)] {
            for cell in ones(touching) {
                self.add_full(end, cell as End, 0);
            }
        }
        let mut rest = own & !reach_near & !reach_far;
        while rest != 0 {
            let group = g.flood(rest & rest.wrapping_neg(), own);
            let captain = group.trailing_zeros() as End;
            self.kinds[usize::from(captain)] = Kind::Group;
            for cell in ones(g.neighbours(group) & empty) {
                self.add_full(captain, cell as End, 0);
            }
            rest &= !group;
        }
        for cell in ones(empty) {
            let higher = g.neighbours(1 << cell) & empty & !((2 << cell) - 1);
            for other in ones(higher) {
                self.add_full(cell as End, other as End, 0);
            }
        }
        self.search(until);
    }

    fn reset(&mut self) {
        let cells = self.g.n * self.g.n;
        (self.near, self.far) = (cells as End, cells as End + 1);
        self.kinds = [Kind::None; ENDS];
        self.kinds[usize::from(self.near)] = Kind::Edge;
        self.kinds[usize::from(self.far)] = Kind::Edge;
        self.slots.fill(0);
        self.used = 0;
        self.done = [0; ENDS];
        self.and_queue.clear();
        self.or_queue.clear();
        self.joined = false;
    }

    /// Runs the AND rule over each new full and the OR rule over each pair whose semis
    /// have an empty intersection, until neither finds anything new.
    fn search(&mut self, until: Until) {
        loop {
            if until == Until::EdgesLinked && (self.edge_full().is_some() || self.edge_semi().is_some()) {
                self.and_queue.clear();
                self.or_queue.clear();
                return;
            }
            if let Some((x, y, carrier)) = self.and_queue.pop_front() {
                self.and_rule(x, y, carrier);
            } else if let Some((x, y)) = self.or_queue.pop_front() {
                self.or_rule(x, y);
            } else {
                return;
            }
        }
    }

    /// Combines the new full x–y with every full already combined at either end.
    fn and_rule(&mut self, x: End, y: End, carrier: Bits) {
        let Some(slot) = self.slot(x, y) else { return };
        if !self.pairs[slot].mark_done(carrier) {
            return;
        }
        for (end, mid) in [(x, y), (y, x)] {
            let kind = self.kinds[usize::from(mid)];
            if kind == Kind::Edge {
                continue;
            }
            let others = self.done[usize::from(mid)] & !(1 << end) & !carrier;
            for other in ones(others) {
                let other = other as End;
                let Some(slot) = self.slot(mid, other) else { continue };
                let (fulls, count, meet) = self.pairs[slot].done();
                if meet & carrier != 0 {
                    // Every carrier there meets this one.
                    continue;
                }
                for &second in &fulls[..count] {
                    if second & carrier != 0 || second >> end & 1 == 1 {
                        continue;
                    }
                    if kind == Kind::Empty {
                        self.add_semi(end, other, carrier | second | 1 << mid, mid);
                    } else {
                        self.add_full(end, other, carrier | second);
                    }
                }
            }
        }
        self.done[usize::from(x)] |= 1 << y;
        self.done[usize::from(y)] |= 1 << x;
    }

    /// Looks among the semis x–y for sets with an empty intersection, each a full whose
    /// carrier leaves out at least one cell that every full so far holds (as benzene's
    /// `VCOr`): for each such cell in turn, the semis without it are joined, smallest
    /// first, while each narrows their intersection.
    fn or_rule(&mut self, x: End, y: End) {
        let Some(slot) = self.slot(x, y) else { return };
        let pair = &mut self.pairs[slot];
        pair.or_queued = false;
        let mut semis = [0; carriers::SEMIS];
        let count = pair.semis().len();
        semis[..count].copy_from_slice(pair.semis());
        let semis = &mut semis[..count];
        semis.sort_unstable_by_key(|c| c.count_ones());
        // A new full must leave out a cell that every full so far holds. One that no semi
        // holds is left out by any union, so the first try avoids nothing.
        let union = semis.iter().fold(0, |all, &c| all | c);
        let mut candidates = pair.full_intersection();
        let mut avoid = if candidates & !union != 0 { 0 } else { candidates & candidates.wrapping_neg() };
        let mut found = [0; FULLS];
        let mut fulls = 0;
        while candidates != 0 && fulls < FULLS {
            let (mut meet, mut union) = (!0, 0);
            for &semi in semis.iter().filter(|&&c| c & avoid == 0) {
                if meet & !semi != 0 {
                    meet &= semi;
                    union |= semi;
                    if meet == 0 {
                        break;
                    }
                }
            }
            if meet == 0 {
                found[fulls] = union;
                fulls += 1;
                candidates &= union;
            } else {
                candidates &= !avoid;
            }
            avoid = candidates & candidates.wrapping_neg();
        }
        for &carrier in &found[..fulls] {
            self.add_full(x, y, carrier);
        }
    }

    /// The place of pair x–y in `pairs`, if it has one.
    fn slot(&self, x: End, y: End) -> Option<usize> {
        let (lo, hi) = if x < y { (x, y) } else { (y, x) };
        let slot = self.slots[usize::from(lo) * ENDS + usize::from(hi)];
        (slot != 0).then(|| usize::from(slot) - 1)
    }

    fn slot_or_new(&mut self, x: End, y: End) -> usize {
        if let Some(slot) = self.slot(x, y) {
            return slot;
        }
        let (lo, hi) = if x < y { (x, y) } else { (y, x) };
        if self.used == self.pairs.len() {
            self.pairs.push(Pair::EMPTY);
        } else {
            self.pairs[self.used].clear();
        }
        self.used += 1;
        self.slots[usize::from(lo) * ENDS + usize::from(hi)] = self.used as u16;
        self.used - 1
    }

    fn add_full(&mut self, x: End, y: End, carrier: Bits) {
        let slot = self.slot_or_new(x, y);
        if self.pairs[slot].add_full(carrier) {
            self.and_queue.push_back((x, y, carrier));
        }
    }

    fn add_semi(&mut self, x: End, y: End, carrier: Bits, key: End) {
        let slot = self.slot_or_new(x, y);
        let pair = &mut self.pairs[slot];
        if pair.add_semi(carrier, key) && !pair.or_queued && pair.semi_intersection() == 0 {
            pair.or_queued = true;
            self.or_queue.push_back((x, y));
        }
    }

    /// Reads the position of `stones` with `mover` (0 Black, 1 White) to move: the mover's
    /// connections first, far enough to link its edges, then the opponent's, all of them.
    pub(in crate::ai::hex) fn read(&mut self, stones: [Bits; 2], mover: usize) -> Reading {
        self.build(stones, mover, Until::EdgesLinked);
        if let Some(carrier) = self.edge_full() {
            return Reading::Won { carrier, key: None };
        }
        if let Some((carrier, key)) = self.edge_semi() {
            return Reading::Won { carrier, key: Some(key) };
        }
        self.build(stones, 1 - mover, Until::Closed);
        match self.edge_full() {
            Some(carrier) => Reading::Lost { carrier },
            None => Reading::Open { must_play: self.must_play() },
        }
    }

    pub(in crate::ai::hex) fn geometry(&self) -> &Geometry {
        &self.g
    }

    /// The smallest carrier of a full between the side's edges (0 when its stones join
    /// them already), if there is one.
    pub(in crate::ai::hex) fn edge_full(&self) -> Option<Bits> {
        if self.joined {
            return Some(0);
        }
        let slot = self.slot(self.near, self.far)?;
        self.pairs[slot].fulls().iter().copied().min_by_key(|c| c.count_ones())
    }

    /// The semis between the side's edges: carrier and key.
    pub(in crate::ai::hex) fn edge_semis(&self) -> impl Iterator<Item = (Bits, u32)> + '_ {
        let pair = self.slot(self.near, self.far).map(|slot| &self.pairs[slot]);
        let semis = pair.map_or(&[][..], |pair| pair.semis());
        let keys = pair.map_or(&[][..], |pair| pair.keys());
        semis.iter().copied().zip(keys.iter().map(|&key| u32::from(key)))
    }

    /// The smallest semi between the side's edges: carrier and key.
    pub(in crate::ai::hex) fn edge_semi(&self) -> Option<(Bits, u32)> {
        self.edge_semis().min_by_key(|(carrier, _)| carrier.count_ones())
    }

    /// Where the opponent must play against these semis between the side's edges: the
    /// intersection of their carriers, and a union of some of them with the same
    /// intersection (the cells a proof of the opponent's loss needs); `None` without semis.
    pub(in crate::ai::hex) fn must_play(&self) -> Option<(Bits, Bits)> {
        let mut semis: Vec<Bits> = self.edge_semis().map(|(carrier, _)| carrier).collect();
        if semis.is_empty() {
            return None;
        }
        semis.sort_unstable_by_key(|c| c.count_ones());
        let (mut meet, mut union) = (!0, 0);
        for semi in semis {
            if meet & !semi != 0 {
                meet &= semi;
                union |= semi;
            }
        }
        Some((meet, union))
    }
}

#[cfg(test)]
mod tests;
