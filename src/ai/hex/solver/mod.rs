//! An exact solver for Hex: depth-first search over bitboards with a transposition table,
//! pruned by the *must-play* rule of the classical Hex solvers (Hayward, Björnsson,
//! Johanson, Kan, Po, van Rijswijck, "Solving 7×7 Hex with domination, fill-in, and
//! virtual connections", 2005). Every proved result comes with a *proof*: a set of cells
//! on which the winner still wins when the loser is given every other empty cell. When a
//! move of the side to move loses, any other move outside its refutation's proof loses
//! the same way, so only the moves inside every proof found so far are tried. Each
//! position is filled in first ([`fill`]): its dead cells and captured pairs are given
//! away, as they cannot change who wins.
//!
//! Boards up to 11×11 (121 cells fit in a `u128`). No clock: the budget is a number of
//! positions visited, and a search that runs out of it proves nothing.

use crate::games::connection::Connection;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::games::hex::{BoardSize, Cell, Move, Position};
use crate::games::{Colour, Game};

mod fill;

pub use super::geometry::MAX_SIZE;
use super::geometry::{Bits, Geometry, side, stones};
use super::vc::{Reading, Vcs};

/// Positions kept in the transposition table before it is emptied and refilled.
const TABLE_LIMIT: usize = 1 << 21;

/// A proved result: who wins with best play, and the move the side to move should play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proof {
    pub winner: Colour,
    /// A winning move when the side to move wins; when it loses, the move whose refutation
    /// needed the largest proof, the hardest to answer (as MoHex resists a lost game).
    pub best: Cell,
}

/// The solver for one board size, with what it has proved so far.
pub struct Solver {
    size: BoardSize,
    geometry: Geometry,
    table: HashMap<Key, Entry, BuildHasherDefault<Mix>>,
    /// The orders in which moves are tried, one row of every cell for each cell, then one
    /// for a position without a last move ([`Solver::order`]).
    order: Vec<u8>,
    /// The room for either side's virtual connections, built afresh at each position.
    vcs: Vcs,
    nodes: u64,
    budget: u64,
}

impl Solver {
    /// A solver for boards of `size`; `None` above [`MAX_SIZE`].
    pub fn new(size: BoardSize) -> Option<Solver> {
        let geometry = Geometry::new(size)?;
        let area = size.area();
        let cell = |i: u8| Cell::from_index(usize::from(i), size);
        let mut order = Vec::with_capacity((area + 1) * area);
        for last in (0..area as u8).map(Some).chain([None]) {
            let mut row: Vec<u8> = (0..area as u8).collect();
            row.sort_by_key(|&i| (last.map_or(0, |last| distance(cell(last), cell(i))), from_centre(cell(i), size)));
            order.extend(row);
        }
        let vcs = Vcs::new(geometry);
        Some(Solver { size, geometry, table: HashMap::default(), order, vcs, nodes: 0, budget: 0 })
    }

    /// Proves who wins `position` with best play, visiting at most `budget` positions;
    /// `None` when the budget runs out, the game is over, or the board is not this solver's.
    /// The swap, where it is still allowed, is left to the caller (see [`proved_move`]).
    pub fn solve(&mut self, position: &Position, budget: u64) -> Option<Proof> {
        if position.ending().is_some() || position.size() != self.size {
            return None;
        }
        self.nodes = 0;
        self.budget = budget;
        let mover = side(position.to_move());
        let last = position.last().map_or(NO_CELL, |cell| cell.index(position.size()) as u8);
        let solved = self.mid(stones(position), mover, u32::MAX, u32::MAX, last)?;
        let winner = if solved.phi == 0 { mover } else { 1 - mover };
        let best = Cell::from_index(usize::from(solved.best), position.size());
        Some(Proof { winner: if winner == 0 { Colour::Black } else { Colour::White }, best })
    }

    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The order in which moves are tried after a stone on `last` ([`NO_CELL`]: none):
    /// nearest it first, as the fight is most often there, then nearest the centre. On the
    /// positions where a win was thrown away in arena games against MoHex
    /// (`tests/data/hex_thrown_wins.txt`) it proves them in 0.84 of the positions the
    /// centre's order took; on the 7×7 openings in as many (docs/ai-lab.md).
    fn order(&self, last: u8) -> &[u8] {
        let area = self.size.area();
        let row = if last == NO_CELL { area } else { usize::from(last) };
        &self.order[row * area..(row + 1) * area]
    }

    /// The move that a proved result asks for in `position`, within `budget` more
    /// positions, and the winner: the winning move, the swap when the opening stone wins
    /// for the side that would take it over, or (in a lost position) the most resistant
    /// move. `None` when nothing is proved yet; a later call goes on from the table.
    pub fn proved_move(&mut self, position: &Position, budget: u64) -> Option<(Move, Colour)> {
        let proof = self.solve(position, budget)?;
        // A swap leaves the board as it is (the colour exchange) or mirrors it with the
        // colours exchanged (the mirror swap): either way the side to move takes over the
        // winner's side.
        if position.can_swap() && proof.winner != position.to_move() {
            return Some((Move::Swap, position.to_move()));
        }
        Some((Move::Place(proof.best), proof.winner))
    }

    /// Positions expanded by the last [`Solver::solve`].
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Searches the position of `stones` with `mover` to move, `last` the stone just
    /// played, until its proof number reaches `th_phi` or its disproof number `th_delta`,
    /// or it is proved (df-pn, Nagai 2002). The position is filled in first, and its moves
    /// are the filled one's. `None` when the budget runs out.
    fn mid(&mut self, stones: [Bits; 2], mover: usize, th_phi: u32, th_delta: u32, last: u8) -> Option<Entry> {
        let g = self.geometry;
        let filled = fill::fill(&g, stones);
        let mut entry = match self.get(stones, mover) {
            Some(entry) => entry,
            None => self.expand(&filled, mover)?,
        };
        let opponent = 1 - mover;
        let child = |cell: u8| {
            let mut next = filled.stones;
            next[mover] |= 1 << cell;
            next
        };
        while entry.is_open() {
            let (mut phi, mut delta) = (INFINITE, 0u32);
            // The child whose disproof is smallest, its proof number, and the second
            // smallest disproof.
            let (mut first, mut first_phi, mut first_delta, mut second_delta) = (NO_CELL, 0, INFINITE, INFINITE);
            for &cell in self.order(last) {
                if entry.moves >> cell & 1 == 0 {
                    continue;
                }
                let (child_phi, child_delta, child_proof) =
                    self.get(child(cell), opponent).map_or((1, 1, 0), |e| (e.phi, e.delta, e.proof));
                if child_delta == 0 {
                    entry = Entry::proved(0, child_proof | 1 << cell | filled.captured[mover], cell);
                    break;
                }
                if child_phi == 0 {
                    // A losing move: any move outside its refutation's proof loses the same way.
                    entry.refuted(cell, child_proof);
                    continue;
                }
                phi = phi.min(child_delta);
                delta = delta.saturating_add(child_phi).min(INFINITE);
                if child_delta < first_delta {
                    (second_delta, first_delta, first, first_phi) = (first_delta, child_delta, cell, child_phi);
                } else if child_delta < second_delta {
                    second_delta = child_delta;
                }
            }
            if !entry.is_open() {
                break;
            }
            if entry.moves == 0 {
                entry = Entry::proved(INFINITE, entry.proof | filled.captured[opponent], entry.best);
                break;
            }
            (entry.phi, entry.delta) = (phi, delta);
            if phi >= th_phi || delta >= th_delta {
                break;
            }
            self.put(stones, mover, entry);
            // The 1 + ε trick (Pawlewicz and Lew, 2007): the child is left a quarter more
            // than its sibling's disproof, so the search switches between them less often.
            let child_th_delta =
                th_phi.min(second_delta.saturating_add(1).max(second_delta.saturating_add(second_delta / 4)));
            let child_th_phi = th_delta - (delta - first_phi);
            self.mid(child(first), opponent, child_th_phi, child_th_delta, first)?;
        }
        self.put(stones, mover, entry);
        Some(entry)
    }

    /// A position met for the first time, filled in: proved at once by who has joined,
    /// or by virtual connections, else open with the moves worth trying.
    fn expand(&mut self, filled: &fill::Filled, mover: usize) -> Option<Entry> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        let g = self.geometry;
        let stones = filled.stones;
        let opponent = 1 - mover;
        let empty = g.all & !(stones[0] | stones[1]);
        if let Some(winner) = g.winner(stones) {
            // Joined by fill-in alone: the winner completes a captured pair (or the loser
            // intrudes into one), else any empty cell will do.
            let captured = filled.captured[winner];
            let best = lowest(if captured != 0 { captured } else { empty });
            let phi = if winner == mover { 0 } else { INFINITE };
            return Some(Entry::proved(phi, captured, best));
        }
        // The mover's edges linked by a full or a semi: a win, the semi's key to play. The
        // opponent's joined by a full: a loss. Against its semis only a move inside every
        // one of them can help (the must-play region), and their union rules the rest out.
        let must_play = match self.vcs.read(stones, mover) {
            Reading::Won { carrier, key } => {
                let best = key.map_or_else(|| within(carrier, empty), |key| key as u8);
                return Some(Entry::proved(0, carrier | filled.captured[mover], best));
            }
            Reading::Lost { carrier } => {
                return Some(Entry::proved(INFINITE, carrier | filled.captured[opponent], within(carrier, empty)));
            }
            Reading::Open { must_play } => must_play,
        };
        let (mut moves, mut proof) = match must_play {
            Some((region, union)) => (empty & region, union),
            None => (empty, 0),
        };
        // A move the opponent's one reply would leave dead need not be tried, as long as
        // another is; the proof of a loss then needs the cell and its killer, for the
        // argument to hold when the loser has every cell outside it.
        let (weak, killers) = fill::vulnerable(&g, stones, mover, moves);
        if moves & !weak != 0 {
            moves &= !weak;
            proof |= weak | killers;
        }
        if moves == 0 {
            return Some(Entry::proved(INFINITE, proof | filled.captured[opponent], within(proof, empty)));
        }
        Some(Entry { phi: 1, delta: moves.count_ones(), moves, proof, best: NO_CELL, resistance: 0 })
    }

    /// The table's entry for a position, in the position's frame.
    fn get(&self, stones: [Bits; 2], mover: usize) -> Option<Entry> {
        let (key, turned) = key(stones, mover, &self.geometry);
        let entry = *self.table.get(&key)?;
        Some(if turned { entry.rotated(&self.geometry) } else { entry })
    }

    fn put(&mut self, stones: [Bits; 2], mover: usize, entry: Entry) {
        let (key, turned) = key(stones, mover, &self.geometry);
        if self.table.len() >= TABLE_LIMIT && !self.table.contains_key(&key) {
            self.table.clear();
        }
        self.table.insert(key, if turned { entry.rotated(&self.geometry) } else { entry });
    }
}

/// The move that a proved result asks for in `position`, within `budget` positions, and
/// the winner, by a new solver ([`Solver::proved_move`]). `None` when nothing is proved.
pub fn proved_move(position: &Position, budget: u64) -> Option<(Move, Colour)> {
    Solver::new(position.size())?.proved_move(position, budget)
}

/// Twice the hex distance of `cell` from the centre of the board (twice, so that even
/// boards, whose centre falls between cells, have an integral one).
pub(super) fn from_centre(cell: Cell, size: BoardSize) -> i32 {
    let n = i32::from(size.get());
    steps(2 * i32::from(cell.col()) - (n - 1), 2 * i32::from(cell.row()) - (n - 1))
}

/// How many steps from `a` to `b` on the board.
fn distance(a: Cell, b: Cell) -> i32 {
    steps(i32::from(a.col()) - i32::from(b.col()), i32::from(a.row()) - i32::from(b.row()))
}

/// How many steps a move of `col` columns and `row` rows takes on the hex grid, where a
/// cell's neighbours are one column or one row away, or one of each in opposite senses.
fn steps(col: i32, row: i32) -> i32 {
    (col.abs() + row.abs() + (col + row).abs()) / 2
}

fn lowest(bits: Bits) -> u8 {
    bits.trailing_zeros() as u8
}

/// A move for a position proved at once by connections: an empty cell of the `carrier`
/// (playing there keeps a won connection, and attacks a lost one, which must then be
/// answered), else any empty cell.
fn within(carrier: Bits, empty: Bits) -> u8 {
    lowest(if carrier & empty != 0 { carrier & empty } else { empty })
}

/// [`Entry::best`] when there is no cell to name yet.
const NO_CELL: u8 = u8::MAX;

/// The proof or disproof number of a position proved the other way: above any sum of
/// open ones, which stop there, and below the root's thresholds (`u32::MAX`), so that the
/// root is searched until it is proved.
const INFINITE: u32 = u32::MAX / 4;

/// What the table knows of a position, for the side to move: while open, how much work
/// proving and disproving its win looks like (df-pn's proof and disproof numbers) and the
/// moves still worth trying; once proved, who wins and the proof.
#[derive(Clone, Copy, Debug)]
struct Entry {
    /// The proof number: 0 once the side to move is proved to win.
    phi: u32,
    /// The disproof number: 0 once it is proved to lose.
    delta: u32,
    /// While open, the moves still worth trying.
    moves: Bits,
    /// Once proved, the cells (stones included) on which the winner still wins when the
    /// loser has every other empty cell; while open, the union of what rules out the moves
    /// no longer tried.
    proof: Bits,
    /// The winning move; in a loss, the move whose refutation needed the largest proof,
    /// the hardest to answer (as MoHex resists a lost game).
    best: u8,
    /// The size of that refutation's proof.
    resistance: u32,
}

impl Entry {
    /// A proved result: `phi` 0 for a win of the side to move, [`INFINITE`] for a loss.
    fn proved(phi: u32, proof: Bits, best: u8) -> Entry {
        let delta = if phi == 0 { INFINITE } else { 0 };
        Entry { phi, delta, moves: 0, proof, best, resistance: 0 }
    }

    fn is_open(&self) -> bool {
        self.phi != 0 && self.delta != 0
    }

    /// Move `cell` loses, with its refutation's `proof`: only the moves inside it may
    /// still win, and the proof of a loss needs it.
    fn refuted(&mut self, cell: u8, proof: Bits) {
        self.moves &= proof & !((1 as Bits) << cell);
        self.proof |= proof;
        if self.best == NO_CELL || proof.count_ones() > self.resistance {
            (self.best, self.resistance) = (cell, proof.count_ones());
        }
    }

    /// This entry turned half a circle with the board.
    fn rotated(self, g: &Geometry) -> Entry {
        let best = if self.best == NO_CELL { NO_CELL } else { (g.n * g.n - 1) as u8 - self.best };
        Entry { moves: g.rotate(self.moves), proof: g.rotate(self.proof), best, ..self }
    }
}

/// A fast hash for the table's keys, which are bitboards (a multiply-and-rotate mix, as
/// rustc's own FxHash): the standard SipHash guards against crafted keys, which these are not.
#[derive(Default)]
struct Mix(u64);

impl Hasher for Mix {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &byte in bytes {
            self.write_u64(u64::from(byte));
        }
    }

    fn write_u64(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_u128(&mut self, word: u128) {
        self.write_u64(word as u64);
        self.write_u64((word >> 64) as u64);
    }

    fn write_u8(&mut self, byte: u8) {
        self.write_u64(u64::from(byte));
    }
}

/// A position in the transposition table, turned half a circle when that gives the smaller
/// key: a Hex board and its 180° rotation have the same value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct Key {
    stones: [Bits; 2],
    mover: u8,
}

/// A position's key, and whether it was turned to make it.
fn key(stones: [Bits; 2], mover: usize, g: &Geometry) -> (Key, bool) {
    let rotated = stones.map(|s| g.rotate(s));
    let turned = rotated < stones;
    (Key { stones: if turned { rotated } else { stones }, mover: mover as u8 }, turned)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::hex::geometry::{exhaustive, ones};
    use crate::ai::hex::vc::Until;

    fn position(size: u32, moves: &[&str]) -> Position {
        let size = BoardSize::new(size).unwrap();
        let mut position = Position::new(size, crate::games::hex::SwapRule::None);
        for mv in moves {
            position.play(Move::parse(mv, size).unwrap()).unwrap();
        }
        position
    }

    #[test]
    fn black_wins_3x3_from_the_empty_board() {
        let proof = Solver::new(BoardSize::new(3).unwrap()).unwrap().solve(&position(3, &[]), 10_000).unwrap();
        assert_eq!(proof.winner, Colour::Black);
    }

    #[test]
    fn a_lost_position_is_resisted_inside_the_winners_connection_not_anywhere() {
        // 9×9, Black to move: White's edges are joined by virtual connections, so the solver
        // proves the loss at once. The page's hint once named a1, far from anything.
        let lost = position(9, &["e5", "d4", "c3", "f3", "g7", "h2", "b8", "b5"]);
        let (mv, winner) = proved_move(&lost, 20).expect("proved");
        assert_eq!(winner, Colour::White);
        let Move::Place(cell) = mv else { panic!("{mv:?}") };
        // Inside: White's connection, which the move breaks into, needs an answer.
        let g = Geometry::new(lost.size()).unwrap();
        let mut vcs = Vcs::new(g);
        vcs.build(stones(&lost), side(Colour::White), Until::Closed);
        let carrier = vcs.edge_full().expect("White's edges joined");
        assert!(carrier >> cell.index(lost.size()) & 1 == 1, "{cell} lies outside White's connection");
    }

    #[test]
    fn a_won_position_names_a_winning_move() {
        // Black b1 and b2 on 3×3: b3 or a3 joins the bottom at once.
        let won = position(3, &["b1", "a1", "b2", "c1"]);
        let proof = Solver::new(won.size()).unwrap().solve(&won, 100).unwrap();
        assert_eq!(proof.winner, Colour::Black);
        let mut after = won.clone();
        after.play(Move::Place(proof.best)).unwrap();
        assert!(after.ending().is_some());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

        /// Fill-in, must-play and the table prove what trying every game proves: the
        /// winner, a move that keeps the win, and a proof on which the winner still wins
        /// when the loser holds every other empty cell.
        #[test]
        fn the_solver_agrees_with_trying_every_game(
            n in 3u32..=5,
            picks in proptest::collection::vec(0..25usize, 18),
            extra in 0usize..=8,
        ) {
            let size = BoardSize::new(n).unwrap();
            let g = Geometry::new(size).unwrap();
            // Stones played in turn, stopping short of a win; 5×5 from ten stones at least,
            // so that trying every game stays quick.
            let count = if n == 5 { 10 + extra } else { extra.min(size.area() - 2) };
            let (mut stones, mut mover) = ([0; 2], 0);
            for &pick in picks.iter().take(count) {
                let empty = g.all & !(stones[0] | stones[1]);
                let cell = ones(empty).nth(pick % empty.count_ones() as usize).unwrap();
                let mut next = stones;
                next[mover] |= 1 << cell;
                if g.joined(next[mover], mover) {
                    break;
                }
                (stones, mover) = (next, 1 - mover);
            }
            let mut memo = HashMap::new();
            let winner = exhaustive(&g, stones, mover, &mut memo);
            let mut solver = Solver::new(size).unwrap();
            solver.budget = u64::MAX;
            let solved = solver.mid(stones, mover, u32::MAX, u32::MAX, NO_CELL).unwrap();
            proptest::prop_assert_eq!(if solved.phi == 0 { mover } else { 1 - mover }, winner);
            let empty = g.all & !(stones[0] | stones[1]);
            proptest::prop_assert!(empty >> solved.best & 1 == 1, "the move is an empty cell");
            if winner == mover {
                let mut next = stones;
                next[mover] |= 1 << solved.best;
                proptest::prop_assert_eq!(exhaustive(&g, next, 1 - mover, &mut memo), winner);
            }
            let mut given = stones;
            given[1 - winner] |= empty & !solved.proof;
            proptest::prop_assert_eq!(exhaustive(&g, given, mover, &mut memo), winner);
        }
    }

    #[test]
    fn no_budget_proves_nothing() {
        assert_eq!(Solver::new(BoardSize::new(7).unwrap()).unwrap().solve(&position(7, &[]), 10), None);
    }
}
