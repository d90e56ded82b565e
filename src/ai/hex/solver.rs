//! An exact solver for Hex: depth-first search over bitboards with a transposition table,
//! pruned by the *must-play* rule of the classical Hex solvers (Hayward, Björnsson,
//! Johanson, Kan, Po, van Rijswijck, "Solving 7×7 Hex with domination, fill-in, and
//! virtual connections", 2005). Every proved result comes with a *proof*: a set of cells
//! on which the winner still wins when the loser is given every other empty cell. When a
//! move of the side to move loses, any other move outside its refutation's proof loses
//! the same way, so only the moves inside every proof found so far are tried.
//!
//! Boards up to 11×11 (121 cells fit in a `u128`). No clock: the budget is a number of
//! positions visited, and a search that runs out of it proves nothing.

use crate::games::connection::Connection;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::games::hex::{BoardSize, Cell, Move, Position};
use crate::games::{Colour, Game};

type Bits = u128;

/// The largest board whose cells fit in the solver's bitboards.
pub const MAX_SIZE: u8 = 11;

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
        let board = position.board();
        let mut stones = [0; 2];
        for cell in board.cells() {
            if let Some(colour) = board.stone(cell) {
                stones[side(colour)] |= 1 << cell.index(position.size());
            }
        }
        self.nodes = 0;
        self.budget = budget;
        let solved = self.search(stones, side(position.to_move()))?;
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

    /// Who wins with `mover` to move; neither side has joined its edges yet.
    fn search(&mut self, stones: [Bits; 2], mover: usize) -> Option<Solved> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        let g = self.geometry;
        let (key, turned) = key(stones, mover, &g);
        // A result is stored in the key's frame; turning is its own inverse.
        let frame = |solved| if turned { g.rotate_solved(solved) } else { solved };
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

fn side(colour: Colour) -> usize {
    match colour {
        Colour::Black => 0,
        Colour::White => 1,
    }
}

fn lowest(bits: Bits) -> u8 {
    bits.trailing_zeros() as u8
}

/// A chain found by [`Geometry::chain`].
#[derive(Clone, Copy, Debug)]
struct Chain {
    /// The empty cells its links need, the gap included.
    carrier: Bits,
    /// The one cell still to play, if any.
    gap: Option<Bits>,
}

/// How many chains with a gap of the opponent's narrow the moves worth trying.
const GAPPED_CHAINS: usize = 4;

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

/// The cells of one board size as bit masks: cell `col`, `row` is bit `row × n + col`.
#[derive(Clone, Copy, Debug)]
struct Geometry {
    n: u32,
    all: Bits,
    not_first_col: Bits,
    not_last_col: Bits,
    /// Each side's two edges: Black's top and bottom rows, White's left and right columns.
    edges: [[Bits; 2]; 2],
}

impl Geometry {
    fn new(size: BoardSize) -> Option<Geometry> {
        if size.get() > MAX_SIZE {
            return None;
        }
        let n = u32::from(size.get());
        let all: Bits = if n * n == 128 { !0 } else { (1 << (n * n)) - 1 };
        let row: Bits = (1 << n) - 1;
        let col: Bits = (0..n).fold(0, |col, r| col | 1 << (r * n));
        let (first_col, last_col) = (col, col << (n - 1));
        let (top, bottom) = (row, row << (n * (n - 1)));
        Some(Geometry {
            n,
            all,
            not_first_col: all & !first_col,
            not_last_col: all & !last_col,
            edges: [[top, bottom], [first_col, last_col]],
        })
    }

    /// The cells touching any of `set`: left, right, up, down, up-right and down-left.
    fn neighbours(&self, set: Bits) -> Bits {
        let n = self.n;
        let across = (set << 1) & self.not_first_col | (set >> 1) & self.not_last_col;
        let down = set << n | (set << (n - 1)) & self.not_last_col;
        let up = set >> n | (set >> (n - 1)) & self.not_first_col;
        (across | down | up) & self.all
    }

    /// The cells of `within` joined to `seed` through `within`.
    fn flood(&self, seed: Bits, within: Bits) -> Bits {
        let mut reach = seed & within;
        loop {
            let next = reach | self.neighbours(reach) & within;
            if next == reach {
                return reach;
            }
            reach = next;
        }
    }

    /// A chain of `side`'s stones from one of its edges to the other whose links hold
    /// whatever the opponent does: each link is a pair of empty cells that both touch the
    /// two groups (or the group and the edge) it joins, as a bridge does, and no cell serves
    /// two links. With `gap`, one link may be a single cell, which `side` must still play.
    /// Only some chains are found (the first pair of cells is taken for each link), but
    /// every chain found is sound.
    fn chain(&self, stones: Bits, side: usize, empty: Bits, gap: bool) -> Option<Chain> {
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

    /// `set` turned half a circle: cell `i` goes to `n² − 1 − i`.
    fn rotate(&self, set: Bits) -> Bits {
        set.reverse_bits() >> (128 - self.n * self.n)
    }

    fn rotate_solved(&self, solved: Solved) -> Solved {
        let best = (self.n * self.n - 1) as u8 - solved.best;
        Solved { proof: self.rotate(solved.proof), best, ..solved }
    }
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
    fn neighbours_are_the_six_of_the_rules() {
        let size = BoardSize::new(5).unwrap();
        let g = Geometry::new(size).unwrap();
        for cell in position(5, &[]).board().cells() {
            let expected: Bits = cell.neighbours(size).fold(0, |set, c| set | 1 << c.index(size));
            assert_eq!(g.neighbours(1 << cell.index(size)), expected, "{cell}");
        }
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

    #[test]
    fn no_budget_proves_nothing() {
        assert_eq!(Solver::new(BoardSize::new(5).unwrap()).unwrap().solve(&position(5, &[]), 10), None);
    }
}
