use crate::ai::{Simulate, SwapWindow};
use crate::games::twixt::{BoardSize, Hole, Position, SearchMove};
use crate::games::{Colour, Game, Outcome};
use crate::rng::Rng;

/// Places of the largest board (30) with a margin of two holes on every side, so that
/// every knight's step from a hole lands inside the array: 34 × 34 = 1156, rounded up to
/// a power of two so that `i & MASK` is an index the compiler knows is in bounds.
const PADDED: usize = 2048;
const MASK: usize = PADDED - 1;
const MARGIN: usize = 2;
/// The move number of the swap, after every place.
const SWAP_SLOT: usize = PADDED;

/// The four borders as union-find nodes, in places no board reaches (1156 < 2044):
/// Black's left and right, White's top and bottom.
const BORDERS: [[usize; 2]; 2] = [[PADDED - 4, PADDED - 3], [PADDED - 2, PADDED - 1]];

// What a place holds. A hole in a border row is marked empty for its owner only, so the
// playouts and the move list need no arithmetic to know who may use it.
const EMPTY: u8 = 0;
const BLACK: u8 = 1;
const WHITE: u8 = 2;
/// Outside the board, or one of its four absent corners.
const OFF: u8 = 3;
/// Empty, in Black's border columns: only Black may place there.
const BLACK_BORDER: u8 = 4;
/// Empty, in White's border rows.
const WHITE_BORDER: u8 = 5;

const fn peg(colour: Colour) -> u8 {
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

const fn seat(colour: Colour) -> usize {
    match colour {
        Colour::Black => 0,
        Colour::White => 1,
    }
}

/// "Unlimited" for the supplies of the `standard` and `pp` rules.
const UNLIMITED: u16 = u16::MAX;

/// The four knight's steps towards the right, (column, row): a bridge is kept at its left
/// end as the bit of its step, so each bridge has one place and one bit.
const FORWARD: [(i8, i8); 4] = [(1, -2), (2, -1), (2, 1), (1, 2)];

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

/// How the random games of the search choose their pegs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Playouts {
    /// A uniformly random open hole: the baseline.
    Random,
    /// A random open hole, but one that would stand alone (no own peg a knight's move away)
    /// is drawn again once: players build chains, and a game of scattered pegs says little
    /// about who is ahead.
    Linking,
}

/// A TwixT position as the search plays it. A move is one peg with every bridge it can
/// make to the mover's pegs built at once, and never a removal: an extra bridge joins more
/// and blocks the opponent, so within the search a player wants them all (under the
/// non-crossing rules an own bridge already built can block a new one; the search never
/// weighs taking it away). A swap is played as the swap mirrored: Black's peg becomes
/// White's, reflected in the diagonal, and Black moves again — the colour exchange seen
/// with the colours kept, so every reward belongs to the colour that moved.
///
/// A side with no open hole or no peg left passes; when neither can place, the game is
/// a draw. The real game asks for a removal there instead; the search does not remove.
#[derive(Clone)]
pub struct TwixtState {
    size: BoardSize,
    stride: usize,
    cells: [u8; PADDED],
    /// Bit `4 × seat + d` of a place: a bridge of that seat's colour crosses the bridge of
    /// step `FORWARD[d]` that would start there. The search never takes a bridge away, so
    /// a bit once set stays, and asking whether a bridge may be built is one load instead
    /// of nine: it is asked for every own peg a knight's move from each new peg.
    blocked: [u8; PADDED],
    /// `FORWARD` and `CROSSINGS` as offsets between places, for this board's stride.
    forward: [isize; 4],
    crossings: [[(isize, u8); 9]; 4],
    /// Union-find over the places and the four borders: pegs joined by bridges.
    parent: [u16; PADDED],
    to_move: Colour,
    swap: SwapWindow,
    /// Under `pp`, a player's bridges may cross each other.
    own_cross: bool,
    /// Pegs each side still has in hand, by seat; [`UNLIMITED`] when there is no supply.
    pegs_left: [u16; 2],
    bridges_left: u16,
    /// Empty holes anyone may use, and empty border holes of Black and of White.
    open: [u16; 3],
    outcome: Option<Outcome>,
    playouts: Playouts,
}

impl TwixtState {
    /// `position` as the search sees it: its pegs, its bridges, its supplies.
    pub fn new(position: &Position, playouts: Playouts) -> TwixtState {
        let size = position.size();
        let mut state = TwixtState::empty(size, position.rules().own_bridges_cross(), playouts);
        let board = position.board();
        for hole in Hole::all(size) {
            if let Some(colour) = board.peg(hole) {
                state.set_peg(state.index(hole), colour);
            }
        }
        for bridge in board.bridges() {
            let (a, b) = (state.index(bridge.from()), state.index(bridge.to()));
            if let (Some((origin, d)), Some(colour)) = (state.forward(a, b), board.peg(bridge.from())) {
                state.build(origin, d, colour);
                state.union(a, b);
            }
        }
        state.to_move = position.to_move();
        state.swap = SwapWindow::of(position.swap_allowed(), position.ply(), position.can_swap());
        for colour in Colour::ALL {
            state.pegs_left[seat(colour)] = position.pegs_left(colour).map_or(UNLIMITED, |n| n as u16);
        }
        state.bridges_left = position.bridges_left().map_or(UNLIMITED, |n| n as u16);
        state.outcome = position.outcome();
        state
    }

    /// An empty board of `size`, Black to move, supplies unlimited.
    fn empty(size: BoardSize, own_cross: bool, playouts: Playouts) -> TwixtState {
        let n = usize::from(size.get());
        let stride = n + 2 * MARGIN;
        let offset = |(dc, dr): (i8, i8)| isize::from(dr) * stride as isize + isize::from(dc);
        let mut state = TwixtState {
            forward: FORWARD.map(offset),
            crossings: CROSSINGS.map(|row| row.map(|(dc, dr, d2)| (offset((dc, dr)), d2))),
            size,
            stride,
            cells: [OFF; PADDED],
            blocked: [0; PADDED],
            parent: [0; PADDED],
            to_move: Colour::Black,
            swap: SwapWindow::Closed,
            own_cross,
            pegs_left: [UNLIMITED; 2],
            bridges_left: UNLIMITED,
            open: [0; 3],
            outcome: None,
            playouts,
        };
        for (i, parent) in state.parent.iter_mut().enumerate() {
            *parent = i as u16;
        }
        for hole in Hole::all(size) {
            let i = state.index(hole);
            let (cell, open) = match hole.border_of(size) {
                None => (EMPTY, 0),
                Some(Colour::Black) => (BLACK_BORDER, 1),
                Some(Colour::White) => (WHITE_BORDER, 2),
            };
            state.cells[i] = cell;
            state.open[open] += 1;
        }
        state
    }

    fn index(&self, hole: Hole) -> usize {
        (usize::from(hole.row()) + MARGIN) * self.stride + usize::from(hole.col()) + MARGIN
    }

    fn hole(&self, i: usize) -> Option<Hole> {
        let (row, col) = ((i / self.stride).checked_sub(MARGIN)?, (i % self.stride).checked_sub(MARGIN)?);
        Hole::new(u8::try_from(col).ok()?, u8::try_from(row).ok()?, self.size)
    }

    fn step(i: usize, offset: isize) -> usize {
        i.wrapping_add_signed(offset) & MASK
    }

    /// The bridge between places `a` and `b` as its left end and forward step, if they
    /// are a knight's move apart.
    fn forward(&self, a: usize, b: usize) -> Option<(usize, usize)> {
        self.forward.iter().enumerate().find_map(|(d, &offset)| {
            if Self::step(a, offset) == b {
                Some((a, d))
            } else if Self::step(b, offset) == a {
                Some((b, d))
            } else {
                None
            }
        })
    }

    fn find(&mut self, mut i: usize) -> usize {
        while self.parent[i] as usize != i {
            let grandparent = self.parent[self.parent[i] as usize];
            self.parent[i] = grandparent;
            i = grandparent as usize & MASK;
        }
        i
    }

    fn union(&mut self, a: usize, b: usize) {
        let (a, b) = (self.find(a), self.find(b));
        if a != b {
            self.parent[a] = b as u16;
        }
    }

    /// Puts `colour`'s peg on place `i` without bridges, joining it to its border if it is
    /// in one (and then says so), and counts the hole as taken.
    fn set_peg(&mut self, i: usize, colour: Colour) -> bool {
        let open = match self.cells[i] {
            BLACK_BORDER => 1,
            WHITE_BORDER => 2,
            _ => 0,
        };
        self.open[open] = self.open[open].saturating_sub(1);
        self.cells[i] = peg(colour);
        if open != 0 {
            // The first border is the left column or the top row.
            let (line, n) = match colour {
                Colour::Black => (i % self.stride, self.size.get()),
                Colour::White => (i / self.stride, self.size.get()),
            };
            let far = line - MARGIN == usize::from(n) - 1;
            self.union(i, BORDERS[seat(colour)][usize::from(far)]);
        }
        open != 0
    }

    /// The bits of `blocked` that stop a bridge of `colour`: every bridge crossing it, or
    /// under `pp` the opponent's only.
    fn stoppers(&self, colour: Colour) -> u8 {
        if self.own_cross { 0x0f << (4 * seat(colour.opponent())) } else { 0xff }
    }

    /// Builds `colour`'s bridge of forward step `d` from place `origin`: marks the nine
    /// bridges it crosses as blocked by `colour`, and takes it from the box.
    fn build(&mut self, origin: usize, d: usize, colour: Colour) {
        for &(offset, d2) in &self.crossings[d & 3] {
            self.blocked[Self::step(origin, offset)] |= 1 << (4 * seat(colour) + usize::from(d2 & 3));
        }
        if self.bridges_left != UNLIMITED {
            self.bridges_left -= 1;
        }
    }

    /// Places `colour`'s peg on `i`, builds every bridge it can, and notes a win.
    fn put(&mut self, i: usize, colour: Colour) {
        // A peg that joins nothing cannot have won.
        let mut joined = self.set_peg(i, colour);
        let (mine, stoppers) = (peg(colour), self.stoppers(colour));
        // Bit 2d of `free`: a bridge may join an own peg at step d forward; bit 2d + 1: at
        // step d backward. Gathered without branches, as the neighbours are random. The
        // new peg's bridges share it, so building one never blocks another.
        let mut free = 0u32;
        for (d, &offset) in self.forward.iter().enumerate() {
            let (ahead, behind) = (Self::step(i, offset), Self::step(i, -offset));
            let across = 0x11u8 << d;
            let forward = (self.cells[ahead] == mine) & (self.blocked[i] & across & stoppers == 0);
            let backward = (self.cells[behind] == mine) & (self.blocked[behind] & across & stoppers == 0);
            free |= u32::from(forward) << (2 * d) | u32::from(backward) << (2 * d + 1);
        }
        while free != 0 && self.bridges_left > 0 {
            let bit = free.trailing_zeros() as usize;
            free &= free - 1;
            let d = bit / 2;
            let offset = self.forward[d & 3];
            let other = Self::step(i, if bit % 2 == 0 { offset } else { -offset });
            self.build(if bit % 2 == 0 { i } else { other }, d, colour);
            self.union(i, other);
            joined = true;
        }
        let pegs = &mut self.pegs_left[seat(colour)];
        if *pegs != UNLIMITED {
            *pegs = pegs.saturating_sub(1);
        }
        let [first, second] = BORDERS[seat(colour)];
        if joined && self.find(first) == self.find(second) {
            self.outcome = Some(Outcome::Winner(colour));
        }
    }

    /// Whether `colour` has a peg in hand and a hole to put it in.
    fn can_place(&self, colour: Colour) -> bool {
        self.pegs_left[seat(colour)] > 0 && self.open[0] + self.open[seat(colour) + 1] > 0
    }

    /// Whether `colour` may put a peg on place `i`.
    fn open_to(&self, i: usize, colour: Colour) -> bool {
        let cell = self.cells[i];
        cell == EMPTY || cell == own_border(colour)
    }

    /// Passes the turn after `mover` placed: to the opponent if they can place, else back
    /// to `mover` if they can; a draw when neither can.
    fn next_turn(&mut self, mover: Colour) {
        if self.outcome.is_some() {
            return;
        }
        let opponent = mover.opponent();
        if self.can_place(opponent) {
            self.to_move = opponent;
        } else if self.can_place(mover) {
            self.to_move = mover;
        } else {
            self.outcome = Some(Outcome::Draw);
        }
    }

    /// Every place of the board, in board order.
    fn places(&self) -> impl Iterator<Item = usize> + use<> {
        let (n, stride) = (usize::from(self.size.get()), self.stride);
        (MARGIN..MARGIN + n).flat_map(move |r| (MARGIN..MARGIN + n).map(move |c| r * stride + c))
    }

    /// The places where `colour` may put a peg, in board order.
    fn open_places(&self, colour: Colour) -> impl Iterator<Item = usize> + '_ {
        self.places().filter(move |&i| self.open_to(i, colour))
    }

    /// The holes where the side to move would join its borders at once.
    pub fn winning_holes(&self) -> Vec<Hole> {
        self.winning_places(self.to_move).filter_map(|i| self.hole(i)).collect()
    }

    fn winning_places(&self, colour: Colour) -> impl Iterator<Item = usize> + '_ {
        let can = self.outcome.is_none() && self.pegs_left[seat(colour)] > 0;
        self.open_places(colour).filter(move |&i| {
            can && {
                let mut after = self.clone();
                after.put(i, colour);
                after.outcome.is_some()
            }
        })
    }

    /// Whether a peg of `colour` on `i` would stand alone: no own peg a knight's move away.
    fn alone(&self, i: usize, colour: Colour) -> bool {
        let mine = peg(colour);
        self.forward
            .iter()
            .all(|&offset| self.cells[Self::step(i, offset)] != mine && self.cells[Self::step(i, -offset)] != mine)
    }

    /// Plays the game out: each side in turn puts a peg on a random hole open to it
    /// (re-drawn once if it stands alone, with [`Playouts::Linking`]) until one side
    /// connects or neither can place. The holes are kept in three pools — open to both,
    /// Black's borders, White's borders — so a draw never lands on a hole the mover may
    /// not use.
    fn play_out(&mut self, rng: &mut Rng) -> Outcome {
        let mut pools = [[0u16; PADDED / 2]; 3];
        let mut counts = [0usize; 3];
        for i in self.places() {
            let pool = match self.cells[i] {
                EMPTY => 0,
                BLACK_BORDER => 1,
                WHITE_BORDER => 2,
                _ => continue,
            };
            pools[pool][counts[pool]] = i as u16;
            counts[pool] += 1;
        }
        let tries = match self.playouts {
            Playouts::Random => 1,
            Playouts::Linking => 2,
        };
        loop {
            if let Some(outcome) = self.outcome {
                return outcome;
            }
            let colour = self.to_move;
            if !self.can_place(colour) {
                // Only where the playout starts: a position whose mover is out of holes.
                self.next_turn(colour);
                continue;
            }
            let own = seat(colour) + 1;
            let choices = counts[0] + counts[own];
            let mut pick = (0, 0);
            for t in 1..=tries {
                let r = rng.below(choices as u32) as usize;
                // Without a branch: which pool is as random as the hole.
                let past = usize::from(r >= counts[0]);
                pick = (past * own, r - past * counts[0]);
                if t == tries || !self.alone(pools[pick.0][pick.1] as usize & MASK, colour) {
                    break;
                }
            }
            let (pool, k) = pick;
            let i = pools[pool][k] as usize & MASK;
            counts[pool] -= 1;
            pools[pool][k] = pools[pool][counts[pool]];
            self.put(i, colour);
            self.open = [counts[0] as u16, counts[1] as u16, counts[2] as u16];
            self.next_turn(colour);
        }
    }

    /// The swap, mirrored: Black's one peg becomes White's, reflected in the diagonal
    /// (which turns Black's borders into White's), and Black moves again.
    fn mirror_swap(&mut self) {
        let black = self.places().find(|&i| self.cells[i] == BLACK).and_then(|i| self.hole(i));
        let mut mirrored = TwixtState::empty(self.size, self.own_cross, self.playouts);
        mirrored.pegs_left = [self.pegs_left[1], self.pegs_left[0]];
        mirrored.bridges_left = self.bridges_left;
        if let Some(hole) = black.and_then(|h| Hole::new(h.row(), h.col(), self.size)) {
            let i = mirrored.index(hole);
            mirrored.put(i, Colour::White);
            // `put` took the peg from White's hand, which the swap hands over whole.
            mirrored.pegs_left = [self.pegs_left[1], self.pegs_left[0]];
        }
        mirrored.to_move = Colour::Black;
        *self = mirrored;
    }
}

impl Game for TwixtState {
    type Move = SearchMove;

    fn to_move(&self) -> Colour {
        self.to_move
    }

    fn legal_moves(&self, moves: &mut Vec<SearchMove>) {
        if self.outcome.is_some() || self.pegs_left[seat(self.to_move)] == 0 {
            return;
        }
        moves.extend(self.open_places(self.to_move).filter_map(|i| self.hole(i)).map(SearchMove::Peg));
        if self.swap.is_open() {
            moves.push(SearchMove::Swap);
        }
    }

    fn play_unchecked(&mut self, mv: SearchMove) {
        match mv {
            SearchMove::Peg(hole) => {
                let colour = self.to_move;
                self.put(self.index(hole), colour);
                self.next_turn(colour);
            }
            SearchMove::Swap => self.mirror_swap(),
        }
        self.swap = self.swap.after_move();
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }
}

impl Simulate for TwixtState {
    fn move_slots(&self) -> usize {
        PADDED + 1
    }

    fn slot(&self, mv: SearchMove) -> usize {
        match mv {
            SearchMove::Peg(hole) => self.index(hole),
            SearchMove::Swap => SWAP_SLOT,
        }
    }

    /// A playout that ends with nobody connected (every hole filled, or every peg used)
    /// is a draw, worth half a win to each side: in TwixT, unlike Hex, a full board need
    /// not have a winner.
    fn simulate(&mut self, rng: &mut Rng) -> Outcome {
        self.play_out(rng)
    }

    fn played_by(&self, slot: usize) -> Option<Colour> {
        match self.cells.get(slot) {
            Some(&BLACK) => Some(Colour::Black),
            Some(&WHITE) => Some(Colour::White),
            _ => None,
        }
    }

    /// A win in one, or else the moves after which the opponent has none; free when there
    /// is no such threat, or no move stops it (the search then looks for the best try).
    fn urgent_moves(&self) -> Option<Vec<SearchMove>> {
        if self.outcome.is_some() {
            return None;
        }
        let colour = self.to_move;
        if let Some(win) = self.winning_places(colour).next() {
            return self.hole(win).map(|h| vec![SearchMove::Peg(h)]);
        }
        let opponent = colour.opponent();
        self.winning_places(opponent).next()?;
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.retain(|&mv| {
            let mut after = self.clone();
            after.play_unchecked(mv);
            after.to_move != opponent || after.winning_places(opponent).next().is_none()
        });
        (!moves.is_empty()).then_some(moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::twixt::{Bridge, RuleSet};

    /// The table agrees with the engine's own crossing test, bridge by bridge.
    #[test]
    fn crossing_table_matches_the_engine() {
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

    #[test]
    fn the_mirrored_swap_hands_the_peg_to_white_reflected() {
        let size = BoardSize::new(8).unwrap();
        let mut position = Position::new(size, RuleSet::Standard, true);
        position.play_unchecked(SearchMove::Peg(Hole::parse("C5", size).unwrap()));
        let mut state = TwixtState::new(&position, Playouts::Random);
        state.play_unchecked(SearchMove::Swap);
        let e3 = state.index(Hole::parse("E3", size).unwrap());
        assert_eq!(state.cells[e3], WHITE);
        assert_eq!(state.to_move, Colour::Black);
        assert_eq!(state.places().filter(|&i| state.cells[i] == BLACK).count(), 0);
    }
}
