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

mod chain;
mod fill;
mod geometry;

pub use geometry::MAX_SIZE;
use geometry::{Bits, Geometry};

/// How many chains with a gap of the opponent's narrow the moves worth trying.
const GAPPED_CHAINS: usize = 4;

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
    table: HashMap<Key, Solved, BuildHasherDefault<Mix>>,
    /// How often each cell was a winning move, to try it early elsewhere.
    history: Vec<u32>,
    /// Cells by distance from the centre, nearest first: the order between equal histories.
    by_centre: Vec<u8>,
    nodes: u64,
    budget: u64,
}

impl Solver {
    /// A solver for boards of `size`; `None` above [`MAX_SIZE`].
    pub fn new(size: BoardSize) -> Option<Solver> {
        let geometry = Geometry::new(size)?;
        let mut by_centre: Vec<u8> = (0..size.area()).map(|i| i as u8).collect();
        by_centre.sort_by_key(|&i| from_centre(Cell::from_index(usize::from(i), size), size));
        let history = vec![0; size.area()];
        Some(Solver { size, geometry, table: HashMap::default(), history, by_centre, nodes: 0, budget: 0 })
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
        let solved = self.search(stones(position), side(position.to_move()))?;
        let best = Cell::from_index(usize::from(solved.best), position.size());
        Some(Proof { winner: if solved.winner == 0 { Colour::Black } else { Colour::White }, best })
    }

    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// Positions visited by the last [`Solver::solve`].
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Who wins with `mover` to move; neither side has joined its edges yet. The position
    /// is filled in first, and what is proved of the filled one holds here with the
    /// winner's captured cells added to its proof.
    fn search(&mut self, stones: [Bits; 2], mover: usize) -> Option<Solved> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        let g = self.geometry;
        let filled = fill::fill(&g, stones);
        let solved = match g.winner(filled.stones) {
            Some(winner) => Solved { winner, proof: 0, best: NO_CELL },
            None => self.look_up(filled.stones, mover)?,
        };
        let captured = filled.captured[solved.winner];
        let best = match solved.best {
            // Joined by fill-in alone: the winner completes a captured pair (or the loser
            // intrudes into one), else any empty cell will do.
            NO_CELL if captured != 0 => lowest(captured),
            NO_CELL => lowest(g.all & !(stones[0] | stones[1])),
            best => best,
        };
        Some(Solved { proof: solved.proof | captured, best, ..solved })
    }

    /// The table's result for a filled position, or else the search's, then kept.
    fn look_up(&mut self, stones: [Bits; 2], mover: usize) -> Option<Solved> {
        let g = self.geometry;
        let (key, turned) = key(stones, mover, &g);
        // A result is stored in the key's frame; turning is its own inverse.
        let frame = |solved| if turned { rotate_solved(&g, solved) } else { solved };
        if let Some(&solved) = self.table.get(&key) {
            return Some(frame(solved));
        }
        let solved = self.expand(stones, mover)?;
        if self.table.len() >= TABLE_LIMIT {
            self.table.clear();
        }
        self.table.insert(key, frame(solved));
        Some(solved)
    }

    fn expand(&mut self, stones: [Bits; 2], mover: usize) -> Option<Solved> {
        let g = self.geometry;
        let opponent = 1 - mover;
        let empty = g.all & !(stones[0] | stones[1]);
        if let Some(chain) = g.chain(stones[mover], mover, empty, true) {
            // Play the gap, or else keep the chain by filling one of its links.
            let best = lowest(chain.gap.unwrap_or(chain.carrier));
            return Some(Solved { winner: mover, proof: chain.carrier, best });
        }
        if let Some(chain) = g.chain(stones[opponent], opponent, empty, false) {
            return Some(Solved { winner: opponent, proof: chain.carrier, best: lowest(chain.carrier) });
        }
        // The moves still worth trying, and the union of the proofs that rule the rest out:
        // against a chain with one gap, only a move in the chain can help. Each further
        // chain is looked for without the gaps of those found, which it may not need.
        let (mut candidates, mut proof, mut open) = (empty, 0, empty);
        for _ in 0..GAPPED_CHAINS {
            let Some(chain) = g.chain(stones[opponent], opponent, open, true) else { break };
            candidates &= chain.carrier;
            proof |= chain.carrier;
            open &= !chain.gap.unwrap_or(chain.carrier);
        }
        if candidates == 0 {
            // No one move is in every chain.
            return Some(Solved { winner: opponent, proof, best: lowest(proof) });
        }
        let mut order = [0u8; 128];
        let mut count = 0;
        for &cell in self.by_centre.iter().filter(|&&i| candidates >> i & 1 == 1) {
            order[count] = cell;
            count += 1;
        }
        let order = &mut order[..count];
        order.sort_by_key(|&i| std::cmp::Reverse(self.history[usize::from(i)]));
        let (mut best, mut resistance) = (order[0], 0);
        for &mut cell in order {
            let bit: Bits = 1 << cell;
            if candidates & bit == 0 {
                continue;
            }
            let mut next = stones;
            next[mover] |= bit;
            let child = self.search(next, opponent)?;
            if child.winner == mover {
                self.history[usize::from(cell)] += 1;
                return Some(Solved { winner: mover, proof: child.proof | bit, best: cell });
            }
            candidates &= child.proof;
            proof |= child.proof;
            if child.proof.count_ones() > resistance {
                (best, resistance) = (cell, child.proof.count_ones());
            }
        }
        Some(Solved { winner: opponent, proof, best })
    }
}

/// The move that a proved result asks for in `position`, within `budget` positions: the
/// winning move, the swap when the opening stone wins for the side that would take it over,
/// or (in a lost position) the most resistant move. `None` when nothing is proved.
pub fn proved_move(position: &Position, budget: u64) -> Option<(Move, Colour)> {
    let mut solver = Solver::new(position.size())?;
    let proof = solver.solve(position, budget)?;
    // A swap leaves the board as it is (the colour exchange) or mirrors it with the colours
    // exchanged (the mirror swap): either way the side to move takes over the winner's side.
    if position.can_swap() && proof.winner != position.to_move() {
        return Some((Move::Swap, position.to_move()));
    }
    Some((Move::Place(proof.best), proof.winner))
}

/// Twice the hex distance of `cell` from the centre of the board (twice, so that even
/// boards, whose centre falls between cells, have an integral one).
pub(super) fn from_centre(cell: Cell, size: BoardSize) -> i32 {
    let n = i32::from(size.get());
    let (col, row) = (2 * i32::from(cell.col()) - (n - 1), 2 * i32::from(cell.row()) - (n - 1));
    (col.abs() + row.abs() + (col + row).abs()) / 2
}

/// Black's and White's stones in `position`.
fn stones(position: &Position) -> [Bits; 2] {
    let board = position.board();
    let mut stones = [0; 2];
    for cell in board.cells() {
        if let Some(colour) = board.stone(cell) {
            stones[side(colour)] |= 1 << cell.index(position.size());
        }
    }
    stones
}

fn side(colour: Colour) -> usize {
    match colour {
        Colour::Black => 0,
        Colour::White => 1,
    }
}

fn lowest(bits: Bits) -> u8 {
    bits.trailing_zeros() as u8
}

/// [`Solved::best`] when there is no cell to name: a side joined by fill-in alone.
const NO_CELL: u8 = u8::MAX;

/// `solved` turned half a circle with the board.
fn rotate_solved(g: &Geometry, solved: Solved) -> Solved {
    let best = (g.n * g.n - 1) as u8 - solved.best;
    Solved { proof: g.rotate(solved.proof), best, ..solved }
}

/// A result of the search, for the side to move.
#[derive(Clone, Copy, Debug)]
struct Solved {
    /// 0 for Black, 1 for White.
    winner: usize,
    /// Cells (stones included) on which the winner still wins when the loser has every
    /// other empty cell.
    proof: Bits,
    /// The cell index of [`Proof::best`].
    best: u8,
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
    fn a_won_position_names_a_winning_move() {
        // Black b1 and b2 on 3×3: b3 or a3 joins the bottom at once.
        let won = position(3, &["b1", "a1", "b2", "c1"]);
        let proof = Solver::new(won.size()).unwrap().solve(&won, 100).unwrap();
        assert_eq!(proof.winner, Colour::Black);
        let mut after = won.clone();
        after.play(Move::Place(proof.best)).unwrap();
        assert!(after.ending().is_some());
    }

    /// Who wins with `mover` to move (0 Black, 1 White), by trying every game to its end.
    fn exhaustive(g: &Geometry, stones: [Bits; 2], mover: usize, memo: &mut HashMap<[Bits; 2], usize>) -> usize {
        if let Some(side) = g.winner(stones) {
            return side;
        }
        if let Some(&winner) = memo.get(&stones) {
            return winner;
        }
        let mut empty = g.all & !(stones[0] | stones[1]);
        let mut winner = 1 - mover;
        while empty != 0 {
            let mut next = stones;
            next[mover] |= empty & empty.wrapping_neg();
            empty &= empty - 1;
            if exhaustive(g, next, 1 - mover, memo) == mover {
                winner = mover;
                break;
            }
        }
        memo.insert(stones, winner);
        winner
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
                let cell = (0..128).filter(|&i| empty >> i & 1 == 1).nth(pick % empty.count_ones() as usize).unwrap();
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
            let solved = solver.search(stones, mover).unwrap();
            proptest::prop_assert_eq!(solved.winner, winner);
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
