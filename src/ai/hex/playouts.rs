//! The search's side of Hex: random games played out on the rules engine's own board,
//! and the move numbers and urgent moves the tree search asks for.

use super::{opening, proved_move, swap_decision};
use crate::ai::Simulate;
use crate::games::hex::board::{BLACK, EMPTY, MASK, PADDED, WHITE, step, stone_code};
use crate::games::hex::{Move, Position};
use crate::games::{Colour, Game, Outcome};
use crate::rng::Rng;

/// Positions the solver may visit at each new root, looking for a proved win: a few
/// milliseconds, small beside any level's search, yet enough to see a won ending through.
const PROOF_BUDGET: u64 = 20_000;

/// The move number of the swap, after every padded cell.
const SWAP_SLOT: usize = PADDED;

/// Rows of the largest board.
const MAX_ROWS: usize = 19;

/// How the random games of the search choose their moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Playouts {
    /// Uniformly random moves: the baseline.
    Random,
    /// Random moves, except that a side whose bridge the opponent just entered answers in
    /// the bridge's other cell (edge templates of the second row included).
    SaveBridges,
}

/// Adds to `reached` the cells of `row` that join `seeds` along the row (the runs of
/// `row` that hold a seed); says whether anything was added. Carries run upwards, so the
/// addition fills each run above its seeds; the shifts fill what lies below.
fn reach_along(reached: &mut u32, seeds: u32, row: u32) -> bool {
    let seeds = seeds & !*reached;
    if seeds == 0 {
        return false;
    }
    let mut run = (((row + seeds) ^ row) & row) | seeds;
    loop {
        let wider = run | (run >> 1 & row);
        if wider == run {
            break;
        }
        run = wider;
    }
    *reached |= run;
    true
}

/// A playout in progress: the padded cells of the position's board, filled in place.
struct Fill<'a> {
    cells: &'a mut [u8; PADDED],
    n: usize,
    stride: usize,
    around: [isize; 6],
}

impl Fill<'_> {
    fn index_rc(&self, r: usize, c: usize) -> usize {
        r * self.stride + c
    }

    /// The cell that saves `colour`'s bridge which the stone just put on `i` entered.
    fn bridge_answer(&self, i: usize, colour: Colour) -> Option<usize> {
        // Without branches, as the cells are random: bit k of `own` says neighbour k is
        // `colour`'s, of `free` that it is empty. A bridge through `i` has its stones at
        // neighbours k and k + 2 and its other cell at k + 1 (they touch in turn).
        let mine = stone_code(colour);
        let (mut own, mut free) = (0u32, 0u32);
        for (k, &d) in self.around.iter().enumerate() {
            let cell = self.cells[step(i, d)];
            own |= u32::from(cell == mine) << k;
            free |= u32::from(cell == EMPTY) << k;
        }
        let turn = |bits: u32, by: u32| ((bits >> by) | (bits << (6 - by))) & 0b11_1111;
        let bridges = own & turn(own, 2) & turn(free, 1);
        (bridges != 0).then(|| step(i, self.around[(bridges.trailing_zeros() as usize + 1) % 6]))
    }

    /// On a full board: whether Black's top joins its bottom (else White has won: a full
    /// board has exactly one winner). Rows are bit masks (bit c is column c), and the black
    /// cells reached from the top are grown a whole row at a time, sweeping down and up
    /// until nothing changes: a few dozen word operations instead of a branch for every
    /// neighbour of every cell.
    fn black_connects(&self) -> bool {
        let n = self.n;
        let mut black = [0u32; MAX_ROWS];
        for (r, row) in black[..n].iter_mut().enumerate() {
            let first = self.index_rc(r + 1, 1);
            for (c, &cell) in self.cells[first..first + n].iter().enumerate() {
                *row |= u32::from(cell == BLACK) << c;
            }
        }
        // A cell touches (r - 1, c) and (r - 1, c + 1) above, (r + 1, c - 1) and (r + 1, c) below.
        let mut reached = [0u32; MAX_ROWS];
        reached[0] = black[0];
        loop {
            let mut grew = false;
            for r in 1..n {
                let from_above = reached[r - 1] | reached[r - 1] >> 1;
                grew |= reach_along(&mut reached[r], black[r] & from_above, black[r]);
            }
            if reached[n - 1] != 0 {
                return true;
            }
            for r in (0..n - 1).rev() {
                let from_below = reached[r + 1] | reached[r + 1] << 1;
                grew |= reach_along(&mut reached[r], black[r] & from_below, black[r]);
            }
            if !grew {
                return false;
            }
        }
    }

    /// The empty inner cells, in board order, and how many there are. Branch-free, as
    /// in the middle of a game which cells are empty is random.
    fn empty_cells(&self) -> ([u16; PADDED], usize) {
        let mut empty = [0u16; PADDED];
        let mut count = 0;
        for r in 1..=self.n {
            let first = self.index_rc(r, 1);
            for (i, &cell) in self.cells[first..first + self.n].iter().enumerate() {
                empty[count & MASK] = (first + i) as u16;
                count += usize::from(cell == EMPTY);
            }
        }
        (empty, count)
    }

    /// Random playout: the side to move gets a random half of the empty cells (the larger
    /// half when they are odd), the other side the rest. Order does not matter on a board
    /// that ends full, so no game is actually played out.
    fn at_random(&mut self, to_move: Colour, rng: &mut Rng) {
        let (mut empty, count) = self.empty_cells();
        let movers = count.div_ceil(2);
        for k in 0..movers {
            let j = k + rng.below((count - k) as u32) as usize;
            empty.swap(k, j);
        }
        let (mine, theirs) = empty[..count].split_at(movers);
        for (cells, colour) in [(mine, to_move), (theirs, to_move.opponent())] {
            for &i in cells {
                self.cells[i as usize & MASK] = stone_code(colour);
            }
        }
    }

    /// Bridge-saving playout: moves in random order, but an intrusion into a bridge is
    /// answered in the bridge's other cell.
    fn saving_bridges(&mut self, to_move: Colour, mut last: Option<usize>, rng: &mut Rng) {
        let (mut empty, mut count) = self.empty_cells();
        // Where each empty cell stands in `empty`, to take out the answer to an intrusion.
        let mut place = [0u16; PADDED];
        for (k, &i) in empty[..count].iter().enumerate() {
            place[i as usize & MASK] = k as u16;
        }
        let mut colour = to_move;
        while count > 0 {
            let k = match last.and_then(|l| self.bridge_answer(l, colour)) {
                Some(i) => place[i] as usize,
                None => rng.below(count as u32) as usize,
            };
            let i = empty[k] as usize & MASK;
            count -= 1;
            empty[k] = empty[count];
            place[empty[k] as usize & MASK] = k as u16;
            self.cells[i] = stone_code(colour);
            last = Some(i);
            colour = colour.opponent();
        }
    }
}

impl Simulate for Position {
    type Policy = Playouts;

    fn move_slots(&self) -> usize {
        PADDED + 1
    }

    fn slot(&self, mv: Move) -> usize {
        match mv {
            Move::Place(cell) => self.board().index(cell),
            Move::Swap => SWAP_SLOT,
        }
    }

    /// Fills the board and finds the winner once at the end: a full Hex board has
    /// exactly one.
    fn simulate(&mut self, policy: Playouts, rng: &mut Rng) -> Outcome {
        if let Some(outcome) = self.outcome() {
            return outcome;
        }
        let (to_move, last) = (self.to_move(), self.last().map(|cell| self.board().index(cell)));
        let board = self.board_mut();
        let (n, stride, around) = (usize::from(board.size().get()), board.stride(), board.around());
        let mut fill = Fill { cells: board.codes_mut(), n, stride, around };
        match policy {
            Playouts::Random => fill.at_random(to_move, rng),
            Playouts::SaveBridges => fill.saving_bridges(to_move, last, rng),
        }
        Outcome::Winner(if fill.black_connects() { Colour::Black } else { Colour::White })
    }

    fn played_by(&self, slot: usize) -> Option<Colour> {
        match self.board().codes().get(slot) {
            Some(&BLACK) => Some(Colour::Black),
            Some(&WHITE) => Some(Colour::White),
            _ => None,
        }
    }

    /// A win in one, or else the moves that stop the opponent's; before those, what the
    /// tables decide for sure: the proved first stone on small boards ([`opening`]) and
    /// whether to swap ([`swap_decision`]), so that neither is left to a noisy search.
    fn urgent_moves(&self) -> Option<Vec<Move>> {
        if self.outcome().is_some() {
            return None;
        }
        if let Some(first) = opening(self) {
            return Some(vec![first]);
        }
        match swap_decision(self) {
            Some(true) => return Some(vec![Move::Swap]),
            // The opening loses for its owner: any stone but the swap, the search choosing.
            Some(false) => return Some(self.board().empty_cells().map(Move::Place).collect()),
            None => {}
        }
        // A win the solver proves quickly is played, never thrown away to a playout's noise.
        if let Some((mv, winner)) = proved_move(self, PROOF_BUDGET)
            && winner == self.to_move()
        {
            return Some(vec![mv]);
        }
        let me = self.to_move();
        if let Some(&win) = self.board().winning_cells(me).first() {
            return Some(vec![Move::Place(win)]);
        }
        let threats = self.board().winning_cells(me.opponent());
        (!threats.is_empty()).then(|| {
            let mut moves: Vec<Move> = threats.into_iter().map(Move::Place).collect();
            if self.can_swap() {
                moves.push(Move::Swap);
            }
            moves
        })
    }
}
