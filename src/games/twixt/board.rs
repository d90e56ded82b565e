use std::fmt;
use std::hash::{Hash, Hasher};

use super::{BoardSize, Bridge, Hole};
use crate::games::Colour;
use crate::games::union_find::UnionFind;

/// Places of the largest board (30) with a margin of two holes on every side, so that
/// every knight's step from a hole lands inside the array: 34 × 34 = 1156, rounded up to
/// a power of two so that `i & MASK` is an index the compiler knows is in bounds.
pub(crate) const PADDED: usize = 2048;
pub(crate) const MASK: usize = PADDED - 1;
const MARGIN: usize = 2;

/// The four borders as union-find nodes, in places no board reaches (1156 < 2044):
/// Black's left and right, White's top and bottom.
const BORDERS: [[usize; 2]; 2] = [[PADDED - 4, PADDED - 3], [PADDED - 2, PADDED - 1]];

// What a place holds. A hole in a border row is marked empty for its owner only, so the
// playouts and the move list need no arithmetic to know who may use it.
pub(crate) const EMPTY: u8 = 0;
pub(crate) const BLACK: u8 = 1;
pub(crate) const WHITE: u8 = 2;
/// Outside the board, or one of its four absent corners.
const OFF: u8 = 3;
/// Empty, in Black's border columns: only Black may place there.
pub(crate) const BLACK_BORDER: u8 = 4;
/// Empty, in White's border rows.
pub(crate) const WHITE_BORDER: u8 = 5;

pub(crate) const fn peg_code(colour: Colour) -> u8 {
    match colour {
        Colour::Black => BLACK,
        Colour::White => WHITE,
    }
}

const fn own_border(colour: Colour) -> u8 {
    match colour {
        Colour::Black => BLACK_BORDER,
        Colour::White => WHITE_BORDER,
    }
}

pub(crate) const fn seat(colour: Colour) -> usize {
    match colour {
        Colour::Black => 0,
        Colour::White => 1,
    }
}

/// The four knight's steps towards the right, (column, row): a bridge is kept at its left
/// end as the bit of its step, so each bridge has one place and one bit.
const FORWARD: [(i8, i8); 4] = [(1, -2), (2, -1), (2, 1), (1, 2)];

/// The eight knight's steps in the order of [`Hole::knight_neighbours`], each as its
/// forward step and whether it goes backward (to the left).
const AROUND: [(usize, bool); 8] =
    [(3, false), (2, false), (1, false), (0, false), (3, true), (2, true), (1, true), (0, true)];

/// The bridges that cross a bridge of each forward step from the origin, as (column,
/// row, step) of their own left ends. Every knight's bridge crosses exactly nine others.
const CROSSINGS: [[(i8, i8, u8); 9]; 4] = crossing_table();

/// Twice the signed area of the triangle a, b, p: which side of a→b the point p is on.
const fn side(a: (i8, i8), b: (i8, i8), p: (i8, i8)) -> i32 {
    let (bx, by) = (b.0 as i32 - a.0 as i32, b.1 as i32 - a.1 as i32);
    let (px, py) = (p.0 as i32 - a.0 as i32, p.1 as i32 - a.1 as i32);
    let cross = bx * py - by * px;
    if cross > 0 {
        1
    } else if cross < 0 {
        -1
    } else {
        0
    }
}

/// Whether segments a–b and c–d cross properly (bridges meeting at a peg only touch).
const fn cross(a: (i8, i8), b: (i8, i8), c: (i8, i8), d: (i8, i8)) -> bool {
    side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0
}

const fn crossing_table() -> [[(i8, i8, u8); 9]; 4] {
    let mut table = [[(0, 0, 0); 9]; 4];
    let mut d = 0;
    while d < 4 {
        let end = FORWARD[d];
        let mut count = 0;
        let mut dr = -3;
        while dr <= 3 {
            let mut dc = -3;
            while dc <= 3 {
                let mut d2 = 0;
                while d2 < 4 {
                    let other = (dc + FORWARD[d2].0, dr + FORWARD[d2].1);
                    if cross((0, 0), end, (dc, dr), other) {
                        table[d][count] = (dc, dr, d2 as u8);
                        count += 1;
                    }
                    d2 += 1;
                }
                dc += 1;
            }
            dr += 1;
        }
        assert!(count == 9, "a knight's bridge crosses nine others");
        d += 1;
    }
    table
}

/// The pegs and bridges on a TwixT board.
///
/// Kept as the search wants it: a padded array of places, each bridge a bit at its left
/// end, a bit for every bridge that a built one crosses (so whether a bridge may be built
/// is one load), and a union-find over the pegs joined by bridges and the four borders (so
/// a win is seen as soon as it is made). Building is incremental; removals are rare, so a
/// removal rebuilds what depends on it.
#[derive(Clone)]
pub struct Board {
    size: BoardSize,
    stride: usize,
    cells: [u8; PADDED],
    /// Bit `d` of a place: the bridge of step `FORWARD[d]` starting there is built.
    links: [u8; PADDED],
    /// Bit `4 × seat + d` of a place: a bridge of that seat's colour crosses the bridge of
    /// step `FORWARD[d]` that would start there.
    blocked: [u8; PADDED],
    /// `FORWARD` as offsets between places, for this board's stride.
    forward: [isize; 4],
    /// `CROSSINGS` as offsets between places and the bit of the crossed bridge's step:
    /// small, as every playout copies the board.
    crossings: [[(i16, u8); 9]; 4],
    /// The chains of pegs joined by bridges, over the places and the four borders.
    chains: UnionFind<PADDED>,
    /// Pegs on the board, by seat.
    pegs: [u16; 2],
    bridges: u16,
    /// Empty holes anyone may use, and empty border holes of Black and of White.
    open: [u16; 3],
}

/// The places a search over the board has still to visit, on the stack rather than the
/// heap: [`Board::path_left`] runs after every move of the search. It pushes each place
/// once at most, and [`Board::pegs_needed`] twice, so the board's 900 places fit.
struct PlaceStack {
    places: [u16; PADDED],
    len: usize,
}

impl PlaceStack {
    fn new() -> PlaceStack {
        PlaceStack { places: [0; PADDED], len: 0 }
    }

    fn push(&mut self, i: usize) {
        self.places[self.len & MASK] = i as u16;
        self.len += 1;
    }

    fn pop(&mut self) -> Option<usize> {
        self.len = self.len.checked_sub(1)?;
        Some(usize::from(self.places[self.len & MASK]))
    }
}

/// The holes a player's chain may still use, and the knight's steps between them that no
/// opponent bridge crosses: the graph both [`Board::path_left`] and
/// [`Board::pegs_needed`] search. It reads the places and blocked steps it is given, the
/// board's own or the copies with walls added that [`Board::pegs_needed_walled`] makes
/// rather than copy the whole board.
struct Paths<'a> {
    board: &'a Board,
    cells: &'a [u8; PADDED],
    blocked: &'a [u8; PADDED],
    colour: Colour,
    /// What each code of `cells` is to the chain: [`CLOSED`], [`OPEN`] or [`OWN`].
    kinds: [u8; 8],
    /// Each step as (offset, left end's offset from the hole, the bits of `blocked` that
    /// the opponent's bridges across it set), towards the far border first for Black.
    steps: [(isize, isize, u8); 8],
    /// The places of `colour`'s second border line, as bits.
    far_line: [u64; PADDED / 64],
}

/// The places of `colour`'s border line `k` lines in from its first one: columns for
/// Black, rows for White.
fn border_line(board: &Board, colour: Colour, k: usize) -> impl Iterator<Item = usize> + use<> {
    let stride = board.stride;
    (0..=usize::from(board.size.last())).map(move |m| match colour {
        Colour::Black => (m + MARGIN) * stride + k + MARGIN,
        Colour::White => (k + MARGIN) * stride + m + MARGIN,
    })
}

/// A place the chain may not use (the opponent's peg or border, or off the board).
const CLOSED: u8 = 0;
/// An empty hole the chain may use.
const OPEN: u8 = 1;
/// The chain's own peg or border hole: a place nobody else may take.
const OWN: u8 = 2;

impl Paths<'_> {
    fn new(board: &Board, colour: Colour) -> Paths<'_> {
        Paths::over(board, &board.cells, &board.blocked, colour)
    }

    /// The paths of `colour` on `board`'s geometry, over `cells` and `blocked` in place of
    /// the board's own.
    fn over<'a>(board: &'a Board, cells: &'a [u8; PADDED], blocked: &'a [u8; PADDED], colour: Colour) -> Paths<'a> {
        let stoppers = 0x0f << (4 * seat(colour.opponent()));
        let mut steps: [(isize, isize, u8); 8] = [(0, 0, 0); 8];
        for (k, (d, back)) in
            [(2, false), (1, false), (3, false), (0, false), (1, true), (2, true), (0, true), (3, true)]
                .into_iter()
                .enumerate()
        {
            let offset = board.forward[d];
            let stops = stoppers & (0x11 << d);
            steps[k] = if back { (-offset, -offset, stops) } else { (offset, 0, stops) };
        }
        let mut kinds = [CLOSED; 8];
        kinds[usize::from(EMPTY)] = OPEN;
        kinds[usize::from(peg_code(colour))] = OWN;
        kinds[usize::from(own_border(colour))] = OWN;
        // A bit for each place of the far line, looked up for every place the searches
        // pass rather than dividing by the stride each time.
        let mut far_line = [0u64; PADDED / 64];
        for i in border_line(board, colour, usize::from(board.size.last())) {
            far_line[i / 64] |= 1 << (i % 64);
        }
        Paths { board, cells, blocked, colour, kinds, steps, far_line }
    }

    /// What place `i` is to the chain.
    fn kind(&self, i: usize) -> u8 {
        self.kinds[usize::from(self.cells[i & MASK] & 7)]
    }

    /// Whether the chain may use place `i`: empty, or `colour`'s peg, and not in the
    /// opponent's border.
    fn open(&self, i: usize) -> bool {
        self.kind(i) != CLOSED
    }

    /// Whether place `i` holds `colour`'s peg or is in its border: a place nobody else may
    /// take.
    fn own(&self, i: usize) -> bool {
        self.kind(i) == OWN
    }

    /// The places of `colour`'s first border line: its left column for Black, its top row
    /// for White.
    fn near_line(&self) -> impl Iterator<Item = usize> + use<> {
        border_line(self.board, self.colour, 0)
    }

    /// Whether place `i` is on `colour`'s second border line.
    fn far(&self, i: usize) -> bool {
        self.far_line[(i & MASK) / 64] & (1 << (i % 64)) != 0
    }

    /// The place one step from `i`, if the chain may go there.
    fn next(&self, i: usize, (offset, origin, stops): (isize, isize, u8)) -> Option<usize> {
        let j = step(i, offset);
        (self.open(j) && self.uncrossed(i, origin, stops)).then_some(j)
    }

    /// Whether no opponent bridge crosses the step from `i` whose left end is `origin`
    /// away and which the bits `stops` of `blocked` stop.
    fn uncrossed(&self, i: usize, origin: isize, stops: u8) -> bool {
        self.blocked[step(i, origin)] & stops == 0
    }

    /// The count of [`Board::pegs_needed`] over these paths.
    fn pegs_needed(&self) -> Option<u32> {
        // Dijkstra's search with costs of 0 and 1, by levels: the places to pass on at the
        // distance being settled, and at one more. An empty hole is pushed once, when its
        // second way reaches it, and passes on one way at the next level, its distance; an
        // own place is pushed for each of its first two ways, and passes each on as it
        // comes. A place the chain may not use counts as reached by both its ways, so that
        // one test skips it and the places already settled: the branches of this loop,
        // which the board makes unpredictable, were most of its time (`perf annotate`).
        let mut ways = [2u8; PADDED];
        for i in self.board.places() {
            ways[i] = 2 * u8::from(!self.open(i));
        }
        let mut passed = [0u8; PADDED];
        let mut far_ways = 0;
        let (mut now, mut then) = (PlaceStack::new(), PlaceStack::new());
        for i in self.near_line().filter(|&i| self.open(i)) {
            // The border is two ways at once.
            ways[i] = 2;
            now.push(i);
        }
        let mut settling: u32 = 0;
        loop {
            while let Some(i) = now.pop() {
                let times = if self.own(i) { ways[i] - passed[i] } else { 1 };
                if times == 0 {
                    continue;
                }
                passed[i] += times;
                if self.far(i) {
                    far_ways += times;
                    if far_ways >= 2 {
                        return Some(settling);
                    }
                    continue;
                }
                for &(offset, origin, stops) in &self.steps {
                    // A place its two ways have reached already gains nothing.
                    let j = step(i, offset);
                    if ways[j] >= 2 || !self.uncrossed(i, origin, stops) {
                        continue;
                    }
                    ways[j] = (ways[j] + times).min(2);
                    if self.own(j) {
                        now.push(j);
                    } else if ways[j] == 2 {
                        then.push(j);
                    }
                }
            }
            if then.len == 0 {
                return None;
            }
            std::mem::swap(&mut now, &mut then);
            settling += 1;
        }
    }
}

/// Marks in `blocked` the nine bridges that the bridge of step `d` from `origin` crosses
/// (`crossings`, the board's) as blocked by `colour`.
#[inline]
fn block_crossings(
    blocked: &mut [u8; PADDED],
    crossings: &[[(i16, u8); 9]; 4],
    origin: usize,
    d: usize,
    colour: Colour,
) {
    let shift = 4 * seat(colour);
    for &(offset, bit) in &crossings[d & 3] {
        blocked[step(origin, offset.into())] |= bit << shift;
    }
}

/// The place `offset` away from `i`.
pub(crate) fn step(i: usize, offset: isize) -> usize {
    i.wrapping_add_signed(offset) & MASK
}

impl Board {
    pub fn empty(size: BoardSize) -> Board {
        let n = usize::from(size.get());
        let stride = n + 2 * MARGIN;
        let offset = |(dc, dr): (i8, i8)| isize::from(dr) * stride as isize + isize::from(dc);
        let mut board = Board {
            size,
            stride,
            cells: [OFF; PADDED],
            links: [0; PADDED],
            blocked: [0; PADDED],
            forward: FORWARD.map(offset),
            crossings: CROSSINGS.map(|row| row.map(|(dc, dr, d2)| (offset((dc, dr)) as i16, 1 << d2))),
            chains: UnionFind::new(),
            pegs: [0; 2],
            bridges: 0,
            open: [0; 3],
        };
        for hole in Hole::all(size) {
            let (cell, open) = match hole.border_of(size) {
                None => (EMPTY, 0),
                Some(Colour::Black) => (BLACK_BORDER, 1),
                Some(Colour::White) => (WHITE_BORDER, 2),
            };
            board.cells[board.index(hole)] = cell;
            board.open[open] += 1;
        }
        board
    }

    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The hole's place in the padded array.
    pub(crate) fn index(&self, hole: Hole) -> usize {
        ((usize::from(hole.row()) + MARGIN) * self.stride + usize::from(hole.col()) + MARGIN) & MASK
    }

    /// The hole at place `i`, if it is one of this board's.
    pub(crate) fn hole(&self, i: usize) -> Option<Hole> {
        let (row, col) = ((i / self.stride).checked_sub(MARGIN)?, (i % self.stride).checked_sub(MARGIN)?);
        Hole::new(u8::try_from(col).ok()?, u8::try_from(row).ok()?, self.size)
    }

    /// Every place of the board, in board order.
    pub(crate) fn places(&self) -> impl Iterator<Item = usize> + use<> {
        let (n, stride) = (usize::from(self.size.get()), self.stride);
        (MARGIN..MARGIN + n).flat_map(move |r| (MARGIN..MARGIN + n).map(move |c| r * stride + c))
    }

    /// What place `i` holds (for the search's playouts).
    pub(crate) fn code(&self, i: usize) -> u8 {
        self.cells[i & MASK]
    }

    /// Whether `colour` may put a peg on place `i`: empty, and not in the opponent's border.
    pub(crate) fn open_to(&self, i: usize, colour: Colour) -> bool {
        let cell = self.cells[i & MASK];
        cell == EMPTY || cell == own_border(colour)
    }

    /// Empty holes open to `colour`.
    pub(crate) fn open_count(&self, colour: Colour) -> usize {
        usize::from(self.open[0] + self.open[seat(colour) + 1])
    }

    /// Whether a peg of `colour` on `i` would stand alone: no own peg a knight's move away.
    pub(crate) fn alone(&self, i: usize, colour: Colour) -> bool {
        let mine = peg_code(colour);
        self.forward.iter().all(|&offset| self.cells[step(i, offset)] != mine && self.cells[step(i, -offset)] != mine)
    }

    /// The eight knight's steps as offsets between places (for the search's playouts).
    pub(crate) fn knight_offsets(&self) -> [isize; 8] {
        let [a, b, c, d] = self.forward;
        [a, b, c, d, -a, -b, -c, -d]
    }

    /// Whether a bridge of `colour` from place `i` to place `j`, a knight's move apart,
    /// would cross none that stops it.
    pub(crate) fn bridge_free(&self, i: usize, j: usize, colour: Colour, own_cross: bool) -> bool {
        let stoppers = Self::stoppers(colour, own_cross);
        self.bridge_between(i, j).is_none_or(|(origin, d)| self.blocked[origin] & (0x11 << d) & stoppers == 0)
    }

    /// The bridge between places `i` and `j` as its left end and forward step, if they are
    /// a knight's move apart.
    fn bridge_between(&self, i: usize, j: usize) -> Option<(usize, usize)> {
        self.forward.iter().enumerate().find_map(|(d, &offset)| {
            if step(i, offset) == j {
                Some((i, d))
            } else if step(j, offset) == i {
                Some((j, d))
            } else {
                None
            }
        })
    }

    /// Whether places `i` and `j` hold pegs of one chain of bridges.
    pub(crate) fn joined(&mut self, i: usize, j: usize) -> bool {
        self.chains.find(i & MASK) == self.chains.find(j & MASK)
    }

    /// Whether `hole` is on this board (a `Hole` made for a larger board may not be).
    pub fn contains(&self, hole: Hole) -> bool {
        Hole::new(hole.col(), hole.row(), self.size).is_some()
    }

    /// The peg in `hole`; `None` for an empty hole and for a hole of a larger board.
    pub fn peg(&self, hole: Hole) -> Option<Colour> {
        if !self.contains(hole) {
            return None;
        }
        match self.cells[self.index(hole)] {
            BLACK => Some(Colour::Black),
            WHITE => Some(Colour::White),
            _ => None,
        }
    }

    pub fn pegs(&self, colour: Colour) -> impl Iterator<Item = Hole> + '_ {
        Hole::all(self.size).filter(move |&h| self.peg(h) == Some(colour))
    }

    pub fn peg_count(&self, colour: Colour) -> usize {
        usize::from(self.pegs[seat(colour)])
    }

    /// The bridge's left end's place and forward step.
    fn locate(&self, bridge: Bridge) -> Option<(usize, usize)> {
        let (from, to) = (bridge.from(), bridge.to());
        let dc = (to.col() - from.col()) as i8;
        let dr = to.row() as i8 - from.row() as i8;
        let d = FORWARD.iter().position(|&step| step == (dc, dr))?;
        self.contains(from).then(|| (self.index(from), d))
    }

    /// The bridge of step `d` from place `origin`.
    fn bridge_at(&self, origin: usize, d: usize) -> Option<Bridge> {
        let from = self.hole(origin)?;
        let to = self.hole(step(origin, self.forward[d & 3]))?;
        Bridge::new(from, to).ok()
    }

    /// Every bridge, in notation order.
    pub fn bridges(&self) -> impl Iterator<Item = Bridge> + '_ {
        // Notation order: the left end by column, then row; then the right end likewise.
        let (n, stride) = (usize::from(self.size.get()), self.stride);
        (MARGIN..MARGIN + n)
            .flat_map(move |c| (MARGIN..MARGIN + n).map(move |r| r * stride + c))
            .filter(|&i| self.links[i & MASK] != 0)
            .flat_map(move |i| {
                [0, 3, 1, 2]
                    .into_iter()
                    .filter(move |&d| self.links[i & MASK] >> d & 1 == 1)
                    .filter_map(move |d| self.bridge_at(i, d))
            })
    }

    pub fn bridge_count(&self) -> usize {
        usize::from(self.bridges)
    }

    pub fn has_bridge(&self, bridge: Bridge) -> bool {
        self.locate(bridge).is_some_and(|(i, d)| self.links[i] >> d & 1 == 1)
    }

    /// Whose bridge this is, if it is on the board.
    pub fn owner(&self, bridge: Bridge) -> Option<Colour> {
        self.has_bridge(bridge).then(|| self.peg(bridge.from())).flatten()
    }

    /// The bridges on the board that `bridge` would cross, of one colour or of both, in
    /// notation order.
    pub fn crossings(&self, bridge: Bridge, owner: Option<Colour>) -> impl Iterator<Item = Bridge> + use<> {
        let mut found: Vec<Bridge> = match self.locate(bridge) {
            None => Vec::new(),
            Some((origin, d)) => self.crossings[d]
                .iter()
                .filter_map(|&(offset, bit)| {
                    let other = step(origin, offset.into());
                    let d2 = bit.trailing_zeros() as usize;
                    (self.links[other] & bit != 0).then(|| self.bridge_at(other, d2)).flatten()
                })
                .filter(|&b| owner.is_none_or(|c| self.owner(b) == Some(c)))
                .collect(),
        };
        found.sort();
        found.into_iter()
    }

    /// The bits of `blocked` that stop a bridge of `colour`.
    const fn stoppers(colour: Colour, own_cross: bool) -> u8 {
        if own_cross { 0x0f << (4 * seat(colour.opponent())) } else { 0xff }
    }

    /// Puts `colour`'s peg on the open place `i` without bridges, joining it to its border
    /// if it is in one (and then says so), and counts the hole as taken.
    #[inline]
    fn set_peg(&mut self, i: usize, colour: Colour) -> bool {
        let open = match self.cells[i] {
            BLACK_BORDER => 1,
            WHITE_BORDER => 2,
            _ => 0,
        };
        self.open[open] = self.open[open].saturating_sub(1);
        self.cells[i] = peg_code(colour);
        self.pegs[seat(colour)] += 1;
        if open != 0 {
            // The first border is the left column or the top row.
            let line = match colour {
                Colour::Black => i % self.stride,
                Colour::White => i / self.stride,
            };
            let far = line - MARGIN == usize::from(self.size.last());
            self.chains.union(i, BORDERS[seat(colour)][usize::from(far)]);
        }
        open != 0
    }

    /// Marks the bridge of step `d` from `origin` as `colour`'s: the nine bridges it crosses
    /// are blocked by `colour`. The caller joins its ends' chains.
    #[inline]
    fn link(&mut self, origin: usize, d: usize, colour: Colour) {
        let d = d & 3;
        self.links[origin] |= 1 << d;
        self.bridges += 1;
        block_crossings(&mut self.blocked, &self.crossings, origin, d, colour);
    }

    /// Puts `colour`'s peg on the open place `i` with every bridge it can make, up to
    /// `bridges_left` of them, in the order of [`Hole::knight_neighbours`]; says whether
    /// `colour`'s borders are now joined.
    pub(crate) fn put(&mut self, i: usize, colour: Colour, own_cross: bool, bridges_left: usize) -> bool {
        // A peg that joins nothing cannot have won.
        let mut joined = self.set_peg(i, colour);
        let (mine, stoppers) = (peg_code(colour), Self::stoppers(colour, own_cross));
        // Bit 2d of `free`: a bridge may join an own peg at step d forward; bit 2d + 1: at
        // step d backward. Gathered without branches, as the neighbours are random. The
        // new peg's bridges share it, so building one never blocks another.
        let mut free = 0u32;
        for (d, &offset) in self.forward.iter().enumerate() {
            let (ahead, behind) = (step(i, offset), step(i, -offset));
            let across = 0x11u8 << d;
            let forward = (self.cells[ahead] == mine) & (self.blocked[i] & across & stoppers == 0);
            let backward = (self.cells[behind] == mine) & (self.blocked[behind] & across & stoppers == 0);
            free |= u32::from(forward) << (2 * d) | u32::from(backward) << (2 * d + 1);
        }
        if free.count_ones() as usize > bridges_left {
            // The box runs short (rare): the first bridges in the knight's order.
            let mut kept = 0u32;
            for &(d, back) in &AROUND {
                let bit = 1u32 << (2 * d + usize::from(back));
                if free & bit != 0 && (kept.count_ones() as usize) < bridges_left {
                    kept |= bit;
                }
            }
            free = kept;
        }
        while free != 0 {
            let bit = free.trailing_zeros() as usize;
            free &= free - 1;
            let d = bit / 2;
            let offset = self.forward[d & 3];
            let other = step(i, if bit % 2 == 0 { offset } else { -offset });
            self.link(if bit % 2 == 0 { i } else { other }, d, colour);
            // The new peg joins the older chain: the union-find stays shallow.
            self.chains.union(i, other);
            joined = true;
        }
        joined && self.connected(colour)
    }

    /// Whether `colour`'s two borders are one chain.
    pub(crate) fn connected(&mut self, colour: Colour) -> bool {
        let [first, second] = BORDERS[seat(colour)];
        self.chains.find(first) == self.chains.find(second)
    }

    pub(super) fn put_peg(&mut self, hole: Hole, colour: Colour) {
        let i = self.index(hole);
        self.set_peg(i, colour);
    }

    pub(super) fn put_bridge(&mut self, bridge: Bridge) {
        if let (Some((origin, d)), Some(colour)) = (self.locate(bridge), self.peg(bridge.from())) {
            self.link(origin, d, colour);
            self.chains.union(origin, step(origin, self.forward[d]));
        }
    }

    /// Takes the peg out of `hole`, with every bridge it holds.
    pub(super) fn remove_peg(&mut self, hole: Hole) {
        let i = self.index(hole);
        if let Some(colour) = self.peg(hole) {
            self.pegs[seat(colour)] -= 1;
        }
        let (cell, open) = match hole.border_of(self.size) {
            None => (EMPTY, 0),
            Some(Colour::Black) => (BLACK_BORDER, 1),
            Some(Colour::White) => (WHITE_BORDER, 2),
        };
        self.cells[i] = cell;
        self.open[open] += 1;
        self.links[i] = 0;
        for d in 0..4 {
            self.links[step(i, -self.forward[d])] &= !(1 << d);
        }
        self.relink();
    }

    pub(super) fn remove_bridge(&mut self, bridge: Bridge) {
        if let Some((origin, d)) = self.locate(bridge) {
            self.links[origin] &= !(1 << d);
            self.relink();
        }
    }

    /// Rebuilds the crossings, the chains and the count from the pegs and the bridges,
    /// after a removal.
    fn relink(&mut self) {
        self.blocked = [0; PADDED];
        self.chains = UnionFind::new();
        let links = self.links;
        self.links = [0; PADDED];
        self.bridges = 0;
        let pegs = self.pegs;
        for i in self.places() {
            let colour = match self.cells[i] {
                BLACK => Colour::Black,
                WHITE => Colour::White,
                _ => continue,
            };
            // Back to an open hole, then the peg again: joined to its border.
            if let Some(hole) = self.hole(i) {
                self.cells[i] = match hole.border_of(self.size) {
                    Some(Colour::Black) => BLACK_BORDER,
                    Some(Colour::White) => WHITE_BORDER,
                    None => EMPTY,
                };
                let open = self.open;
                self.set_peg(i, colour);
                self.open = open;
            }
            for d in 0..4 {
                if links[i] >> d & 1 == 1 {
                    self.link(i, d, colour);
                    self.chains.union(i, step(i, self.forward[d]));
                }
            }
        }
        self.pegs = pegs;
    }

    /// The bridges that `hole`'s peg holds, in notation order.
    fn bridges_of(&self, hole: Hole) -> Vec<Bridge> {
        let mut found: Vec<Bridge> = hole
            .knight_neighbours(self.size)
            .filter_map(|to| Bridge::new(hole, to).ok())
            .filter(|&b| self.has_bridge(b))
            .collect();
        found.sort();
        found
    }

    /// A shortest chain of `colour`'s pegs joined by its bridges from its first border to
    /// its second, if there is one: the chain the page highlights.
    pub fn winning_chain(&self, colour: Colour) -> Option<Vec<Hole>> {
        let starts = self.pegs(colour).filter(|h| h.on_border(colour, false, self.size));
        self.shortest_path(starts, colour, |from| {
            self.bridges_of(from).into_iter().filter_map(|b| b.other_end(from)).collect::<Vec<_>>()
        })
    }

    /// Whether `colour` could still join its borders (docs/rules.md §2, draw rule (b)): some
    /// chain of holes, each empty or holding `colour`'s peg and none in the opponent's
    /// border, joined by knight's-move steps that cross no opponent bridge. Depth first,
    /// trying the steps towards the far border first, so that on an open board the answer
    /// comes after a few steps.
    pub fn path_left(&self, colour: Colour) -> bool {
        let paths = Paths::new(self, colour);
        let mut steps = paths.steps;
        if colour == Colour::White {
            // Downwards first: the steps of positive rows, then the others.
            steps.sort_by_key(|&(offset, ..)| std::cmp::Reverse(offset));
        }
        let mut seen = [0u64; PADDED / 64];
        let mut mark = |i: usize| {
            let (word, bit) = ((i & MASK) / 64, 1u64 << (i % 64));
            let new = seen[word] & bit == 0;
            seen[word] |= bit;
            new
        };
        let mut stack = PlaceStack::new();
        for i in paths.near_line() {
            if paths.open(i) && mark(i) {
                stack.push(i);
            }
        }
        while let Some(i) = stack.pop() {
            if paths.far(i) {
                return true;
            }
            for &step in steps.iter().rev() {
                if let Some(j) = paths.next(i, step)
                    && mark(j)
                {
                    stack.push(j);
                }
            }
        }
        false
    }

    /// About how many pegs `colour` must still put to join its borders against an opponent
    /// who blocks: the two-distance of Queenbee's Hex evaluation (van Rijswijck, 2000),
    /// over the holes and steps of [`Board::path_left`]. An empty hole is reached only
    /// from its second-nearest neighbour, as the opponent takes the way through the
    /// nearest, and costs a peg; an own peg, like a hole of the own border lines, which
    /// nobody else may take, costs nothing and passes on both of the ways that reach it (a
    /// chain is as good as the holes around it). The far border too is reached by its
    /// second way. `None` when no way is left that one peg cannot cut: an estimate of who
    /// is ahead for the search, not a rule.
    pub(crate) fn pegs_needed(&self, colour: Colour) -> Option<u32> {
        Paths::new(self, colour).pegs_needed()
    }

    /// [`Board::pegs_needed`] with the opponent's safe links counted as built. A double
    /// link (two pegs that both reach two empty holes by a knight's move, so that a peg in
    /// one is answered in the other) and a peg with two free bridges to one line of its
    /// border cannot be cut by one peg, yet the plain count lets `colour`'s chain slip
    /// through them and so calls lost positions even (measured against T1j in
    /// docs/ai-lab.md).
    pub(crate) fn pegs_needed_walled(&self, colour: Colour) -> Option<u32> {
        let (mut cells, mut blocked) = (self.cells, self.blocked);
        self.wall_safe_links(colour.opponent(), &mut cells, &mut blocked);
        Paths::over(self, &cells, &blocked, colour).pegs_needed()
    }

    /// Counts `owner`'s double links and two-way edge links as built, in copies of the
    /// board's `cells` and `blocked` for the opponent's [`Board::pegs_needed`]: their
    /// bridges block the steps that cross them, and a double link's two holes are taken.
    /// Only that count may read the copies: the bridges are not linked and the holes join
    /// no chain. Both links are found on the board itself, so that one link's walls do not
    /// hide another.
    fn wall_safe_links(&self, owner: Colour, cells: &mut [u8; PADDED], blocked: &mut [u8; PADDED]) {
        let (mine, border) = (peg_code(owner), own_border(owner));
        let steps = self.knight_offsets();
        let free = |i: usize, j: usize| self.bridge_free(i, j, owner, false);
        let mut wall = |i: usize, j: usize| {
            if let Some((origin, d)) = self.bridge_between(i, j) {
                block_crossings(blocked, &self.crossings, origin, d, owner);
            }
        };
        // The pairs of knight's steps that lead two knight's moves away by two ways, and
        // forward (to a later place): 12 of the 24, one of each pair and its reverse.
        // Listed once, as the loop over them runs for every peg of every judged playout.
        let mut pairs = [(0, 0); 12];
        let mut n = 0;
        for (k, &first) in steps.iter().enumerate() {
            for &second in steps[k + 1..].iter().filter(|&&second| second != -first && first + second > 0) {
                pairs[n] = (first, second);
                n += 1;
            }
        }
        for a in self.places().filter(|&a| self.cells[a] == mine) {
            // Double links: a peg b two knight's moves away by two ways, through holes x
            // and y. Each is found from its earlier peg.
            for &(first, second) in &pairs {
                let b = step(a, first + second);
                if self.cells[b] == mine {
                    let (x, y) = (step(a, first), step(a, second));
                    if [x, y].iter().all(|&hole| self.open_to(hole, owner) && free(a, hole) && free(hole, b)) {
                        for hole in [x, y] {
                            wall(a, hole);
                            wall(hole, b);
                            cells[hole] = mine;
                        }
                    }
                }
            }
            // Free bridges to one border line: a knight's move reaches two of its holes
            // at most.
            let (mut ways, mut counts) = ([[0usize; 2]; 2], [0usize; 2]);
            for j in steps.map(|o| step(a, o)).into_iter().filter(|&j| self.cells[j] == border && free(a, j)) {
                let line = match owner {
                    Colour::Black => j % self.stride,
                    Colour::White => j / self.stride,
                };
                let side = usize::from(line != MARGIN);
                ways[side][counts[side] & 1] = j;
                counts[side] += 1;
            }
            for side in (0..2).filter(|&side| counts[side] >= 2) {
                for j in ways[side] {
                    wall(a, j);
                }
            }
        }
    }

    /// Breadth-first search from `starts` to `colour`'s second border along `steps`.
    fn shortest_path<S>(&self, starts: impl Iterator<Item = Hole>, colour: Colour, steps: S) -> Option<Vec<Hole>>
    where
        S: Fn(Hole) -> Vec<Hole>,
    {
        let size = self.size;
        let mut came_from: Vec<Option<Hole>> = vec![None; size.area()];
        let mut seen = vec![false; size.area()];
        let mut queue = std::collections::VecDeque::new();
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

/// Two boards are equal when their pegs and bridges are: the rest follows from them.
impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.size == other.size && self.cells == other.cells && self.links == other.links
    }
}

impl Eq for Board {}

impl Hash for Board {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.size.hash(state);
        self.cells.hash(state);
        self.links.hash(state);
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pegs = |colour| self.pegs(colour).map(|h| h.to_string()).collect::<Vec<_>>();
        let bridges: Vec<String> = self.bridges().map(|b| b.to_string()).collect();
        f.debug_struct("Board")
            .field("size", &self.size)
            .field("black", &pegs(Colour::Black))
            .field("white", &pegs(Colour::White))
            .field("bridges", &bridges)
            .finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table agrees with the bridges' own crossing test, bridge by bridge.
    #[test]
    fn crossing_table_matches_the_bridges() {
        let size = BoardSize::new(12).unwrap();
        let at = |c: i8, r: i8| Hole::new((6 + c) as u8, (6 + r) as u8, size).unwrap();
        for (d, &(dc, dr)) in FORWARD.iter().enumerate() {
            let bridge = Bridge::new(at(0, 0), at(dc, dr)).unwrap();
            let mut expected: Vec<Bridge> = Vec::new();
            for r in -3..=3 {
                for c in -3..=3 {
                    for &(ec, er) in &FORWARD {
                        let other = Bridge::new(at(c, r), at(c + ec, r + er)).unwrap();
                        if other.crosses(bridge) {
                            expected.push(other);
                        }
                    }
                }
            }
            let mut table: Vec<Bridge> = CROSSINGS[d]
                .iter()
                .map(|&(c, r, d2)| {
                    let (ec, er) = FORWARD[usize::from(d2)];
                    Bridge::new(at(c, r), at(c + ec, r + er)).unwrap()
                })
                .collect();
            expected.sort();
            table.sort();
            assert_eq!(table, expected);
        }
    }

    /// A board with `colour`'s pegs in the named holes, each with every bridge it can make.
    fn with_pegs(n: u32, pegs: &[(Colour, &str)]) -> Board {
        let size = BoardSize::new(n).unwrap();
        let mut board = Board::empty(size);
        for &(colour, name) in pegs {
            let i = board.index(Hole::parse(name, size).unwrap());
            board.put(i, colour, false, usize::MAX);
        }
        board
    }

    /// The border lines cost nothing, as nobody else may use them; a knight's step crosses
    /// two lines at most, so the ten lines of a 12 × 12 board's middle take five pegs, and
    /// the twenty-two of 24 × 24 eleven.
    #[test]
    fn an_empty_board_needs_a_peg_every_two_lines() {
        for (n, needed) in [(12, 5), (24, 11)] {
            let board = Board::empty(BoardSize::new(n).unwrap());
            assert_eq!(Colour::ALL.map(|c| board.pegs_needed(c)), [Some(needed); 2], "{n} × {n}");
        }
    }

    /// A peg counts as the holes around it, and bridged pegs as one: from the empty board's
    /// five, a peg in F6 saves one, E6–G7 two, E6–G7–I6 three; a peg in the border line
    /// saves nothing. Black's bridges cross White's ways: White needs six, its own peg
    /// notwithstanding.
    #[test]
    fn pegs_save_pegs_and_bridges_cut_the_opponents_ways() {
        fn black<'a>(holes: &[&'a str]) -> Vec<(Colour, &'a str)> {
            holes.iter().map(|&hole| (Colour::Black, hole)).collect()
        }
        let needed = |pegs: &[(Colour, &str)], colour| with_pegs(12, pegs).pegs_needed(colour);
        assert_eq!(needed(&black(&["F6"]), Colour::Black), Some(4));
        assert_eq!(needed(&black(&["E6", "G7"]), Colour::Black), Some(3));
        assert_eq!(needed(&black(&["E6", "G7", "I6"]), Colour::Black), Some(2));
        assert_eq!(needed(&black(&["A6"]), Colour::Black), Some(5));
        let mut crossed = black(&["E6", "G7", "I6"]);
        crossed.push((Colour::White, "G5"));
        assert_eq!(needed(&crossed, Colour::White), Some(6));
    }

    #[test]
    fn a_joined_player_needs_no_more() {
        let chain = ["A6", "C7", "E6", "G7", "I6", "K7", "L5"].map(|hole| (Colour::Black, hole));
        let mut board = with_pegs(12, &chain);
        assert!(board.connected(Colour::Black));
        assert_eq!(board.pegs_needed(Colour::Black), Some(0));
        assert_eq!(board.pegs_needed(Colour::White), None);
    }

    /// On 12 × 12 with `pegs`, Black needs `plain` pegs by the plain count and has no way
    /// behind White's walls; with a Black peg in `breaker` too, which leaves a link one
    /// way, it needs `after` whether walls are counted or not.
    fn assert_wall_until(pegs: &[(Colour, &str)], plain: u32, breaker: &str, after: u32) {
        let board = with_pegs(12, pegs);
        assert_eq!(board.pegs_needed(Colour::Black), Some(plain));
        assert_eq!(board.pegs_needed_walled(Colour::Black), None);
        let broken = with_pegs(12, &[pegs, &[(Colour::Black, breaker)]].concat());
        assert_eq!(broken.pegs_needed(Colour::Black), Some(after));
        assert_eq!(broken.pegs_needed_walled(Colour::Black), Some(after));
    }

    /// White's F2–G5–F8–G11 are three double links, and F2 and G11 each reach their border
    /// line by two free bridges: none can be cut by one peg, so counted as built they leave
    /// Black no way across, where the plain count lets Black through in five pegs. Black's
    /// peg in E6, one hole of the G5–F8 link, leaves it a single way, which is no wall.
    #[test]
    fn double_links_stand_as_walls() {
        let white = ["F2", "G5", "F8", "G11"].map(|hole| (Colour::White, hole));
        assert_wall_until(&white, 5, "E6", 5);
    }

    /// White's G10, two lines from its border, reaches it by two free bridges (to F12 and
    /// H12): Black's H11–J10 cannot pass under it. Black's F10, whose bridge to H11 crosses
    /// the way to H12, leaves G10 one way, and Black passes.
    #[test]
    fn two_ways_to_the_border_stand_as_a_wall() {
        let mut pegs = ["F2", "G5", "F8", "G10"].map(|hole| (Colour::White, hole)).to_vec();
        pegs.extend([(Colour::Black, "H11"), (Colour::Black, "J10")]);
        assert_wall_until(&pegs, 3, "F10", 2);
    }

    /// Walls only ever lengthen the way: on random boards the walled count is never below
    /// the plain one, and a side with no way left has none behind walls either.
    #[test]
    fn walls_never_shorten_the_way() {
        every_position_of_random_games(8, 5, 200, |board| {
            for colour in Colour::ALL {
                let (plain, walled) = (board.pegs_needed(colour), board.pegs_needed_walled(colour));
                if let Some(walled) = walled {
                    assert!(plain.is_some_and(|plain| walled >= plain), "{colour:?} {plain:?} {walled}: {board:?}");
                }
            }
        });
    }

    /// Calls `visit` with every position of `games` random games on an n × n board, one
    /// peg after another until no hole is left (a peg with every bridge it can make).
    fn every_position_of_random_games(n: u32, seed: u64, games: usize, mut visit: impl FnMut(&Board)) {
        let size = BoardSize::new(n).unwrap();
        let mut rng = crate::rng::Rng::seed(seed);
        for _ in 0..games {
            let mut board = Board::empty(size);
            let mut colour = Colour::Black;
            let mut holes: Vec<usize> = board.places().collect();
            while !holes.is_empty() {
                let i = holes.swap_remove(rng.below(holes.len() as u32) as usize);
                if board.open_to(i, colour) {
                    board.put(i, colour, false, usize::MAX);
                    colour = colour.opponent();
                }
                visit(&board);
            }
        }
    }

    /// A player who needs a number of pegs has a path left (draw rule (b)'s search), on
    /// full and half-full boards alike; one who has none needs no number.
    #[test]
    fn pegs_are_needed_only_while_a_path_is_left() {
        let mut seen = [0; 2];
        every_position_of_random_games(6, 11, 300, |board| {
            for colour in Colour::ALL {
                let needed = board.pegs_needed(colour);
                assert!(needed.is_none() || board.path_left(colour), "{board:?}");
                seen[usize::from(needed.is_some())] += 1;
            }
        });
        assert!(seen.iter().all(|&count| count > 100), "both answers tried: {seen:?}");
    }

    /// The knight's steps around a hole are listed in the order of `Hole::knight_neighbours`.
    #[test]
    fn around_follows_the_knight_neighbours() {
        let size = BoardSize::new(12).unwrap();
        let board = Board::empty(size);
        let centre = Hole::new(6, 6, size).unwrap();
        let i = board.index(centre);
        let listed: Vec<Hole> = AROUND
            .iter()
            .map(|&(d, back)| {
                let offset = board.forward[d];
                board.hole(step(i, if back { -offset } else { offset })).unwrap()
            })
            .collect();
        assert_eq!(listed, centre.knight_neighbours(size).collect::<Vec<_>>());
    }
}
