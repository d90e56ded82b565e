use crate::ai::{Simulate, SwapWindow};
use crate::games::hex::{BoardSize, Cell, Move, Position, SwapRule};
use crate::games::{Colour, Game, Outcome};
use crate::rng::Rng;

/// Cells of the largest board with its one-cell border: 21 × 21 = 441, rounded up to a
/// power of two so that `i & MASK` is a cell index the compiler knows is in bounds.
const PADDED: usize = 512;
const MASK: usize = PADDED - 1;
/// The move number of the swap, after every padded cell.
const SWAP_SLOT: usize = PADDED;

const EMPTY: u8 = 0;
const BLACK: u8 = 1;
const WHITE: u8 = 2;
/// The four corners of the border, which belong to nobody.
const OFF: u8 = 3;

/// Rows of the largest board.
const MAX_ROWS: usize = 19;

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

const fn stone(colour: Colour) -> u8 {
    match colour {
        Colour::Black => BLACK,
        Colour::White => WHITE,
    }
}

/// How the random games of the search choose their moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Playouts {
    /// Uniformly random moves: the baseline.
    Random,
    /// Random moves, except that a side whose bridge the opponent just entered answers in
    /// the bridge's other cell (edge templates of the second row included).
    SaveBridges,
}

/// A Hex position as the search plays it. The board has a border of one cell: the top and
/// bottom rows are black, the left and right columns white, so that edges behave like
/// stones (for chains and for bridges to the edge). Swap is played as the mirror
/// swap, which is the colour swap seen with the colours kept, so that every reward
/// belongs to the colour that moved.
#[derive(Clone)]
pub struct HexState {
    n: usize,
    stride: usize,
    cells: [u8; PADDED],
    /// Union-find over the padded cells: stones of one colour that touch, and the border.
    parent: [u16; PADDED],
    to_move: Colour,
    swap: SwapWindow,
    /// The last cell played, for the bridge answer at the start of a playout.
    last: Option<usize>,
    winner: Option<Colour>,
    playouts: Playouts,
}

impl HexState {
    pub fn new(position: &Position, playouts: Playouts) -> HexState {
        let n = position.size().get() as usize;
        let stride = n + 2;
        let mut state = HexState {
            n,
            stride,
            cells: [OFF; PADDED],
            parent: [0; PADDED],
            to_move: position.to_move(),
            swap: SwapWindow::Closed,
            last: None,
            winner: position.ending().map(|e| e.winner()),
            playouts,
        };
        for i in 0..PADDED {
            state.parent[i] = i as u16;
        }
        for r in 0..stride {
            for c in 0..stride {
                let inner = |v: usize| (1..=n).contains(&v);
                state.cells[r * stride + c] = match (inner(c), inner(r)) {
                    (true, true) => EMPTY,
                    (true, false) => BLACK,
                    (false, true) => WHITE,
                    (false, false) => OFF,
                };
            }
        }
        // Each border side is one chain.
        for k in 2..=n {
            state.union(state.index_rc(0, 1), state.index_rc(0, k));
            state.union(state.index_rc(n + 1, 1), state.index_rc(n + 1, k));
            state.union(state.index_rc(1, 0), state.index_rc(k, 0));
            state.union(state.index_rc(1, n + 1), state.index_rc(k, n + 1));
        }
        for cell in position.board().cells() {
            if let Some(colour) = position.board().stone(cell) {
                state.put(state.index(cell), colour);
            }
        }
        state.swap = SwapWindow::of(position.swap_rule() != SwapRule::None, position.ply(), position.can_swap());
        state
    }

    fn index_rc(&self, r: usize, c: usize) -> usize {
        r * self.stride + c
    }

    fn index(&self, cell: Cell) -> usize {
        self.index_rc(cell.row() as usize + 1, cell.col() as usize + 1)
    }

    fn cell(&self, index: usize) -> Cell {
        let size = BoardSize::new(self.n as u32).unwrap_or_default();
        let (r, c) = (index / self.stride, index % self.stride);
        Cell::new(c as u8 - 1, r as u8 - 1, size).unwrap_or_else(|| Cell::from_index(0, size))
    }

    /// The cell `offset` away from `i` (offsets from [`HexState::around`]).
    fn step(i: usize, offset: isize) -> usize {
        i.wrapping_add_signed(offset) & MASK
    }

    /// The six neighbours' offsets, in turn around the cell: right, up-right, up, left,
    /// down-left, down. Consecutive ones touch each other.
    fn around(&self) -> [isize; 6] {
        let s = self.stride as isize;
        [1, 1 - s, -s, -1, s - 1, s]
    }

    fn find(&mut self, mut i: usize) -> usize {
        while self.parent[i] as usize != i {
            let grandparent = self.parent[self.parent[i] as usize];
            self.parent[i] = grandparent;
            i = grandparent as usize;
        }
        i
    }

    fn union(&mut self, a: usize, b: usize) {
        let (a, b) = (self.find(a), self.find(b));
        if a != b {
            self.parent[a] = b as u16;
        }
    }

    /// The two border chains of `colour`.
    fn edges_of(&self, colour: Colour) -> (usize, usize) {
        let n = self.n;
        match colour {
            Colour::Black => (self.index_rc(0, 1), self.index_rc(n + 1, 1)),
            Colour::White => (self.index_rc(1, 0), self.index_rc(1, n + 1)),
        }
    }

    /// Puts a stone and joins it to its chains; notes a win.
    fn put(&mut self, i: usize, colour: Colour) {
        let mine = stone(colour);
        self.cells[i] = mine;
        for d in self.around() {
            let j = Self::step(i, d);
            if self.cells[j] == mine {
                self.union(i, j);
            }
        }
        let (a, b) = self.edges_of(colour);
        if self.find(a) == self.find(b) {
            self.winner = Some(colour);
        }
        self.last = Some(i);
    }

    /// The empty cells where `colour` would join its edges at once.
    pub fn winning_cells(&self, colour: Colour) -> Vec<Cell> {
        let mut uf = self.clone();
        let (a, b) = uf.edges_of(colour);
        let (a, b) = (uf.find(a), uf.find(b));
        let mine = stone(colour);
        let mut wins = Vec::new();
        for r in 1..=self.n {
            for c in 1..=self.n {
                let i = self.index_rc(r, c);
                if self.cells[i] != EMPTY {
                    continue;
                }
                let (mut touches_a, mut touches_b) = (false, false);
                for d in self.around() {
                    let j = Self::step(i, d);
                    if self.cells[j] == mine {
                        let root = uf.find(j);
                        touches_a |= root == a;
                        touches_b |= root == b;
                    }
                }
                if touches_a && touches_b {
                    wins.push(self.cell(i));
                }
            }
        }
        wins
    }

    /// The cell that saves `colour`'s bridge which the stone just put on `i` entered.
    fn bridge_answer(&self, i: usize, colour: Colour) -> Option<usize> {
        // Without branches, as the cells are random: bit k of `own` says neighbour k is
        // `colour`'s, of `free` that it is empty. A bridge through `i` has its stones at
        // neighbours k and k + 2 and its other cell at k + 1 (they touch in turn).
        let mine = stone(colour);
        let around = self.around();
        let (mut own, mut free) = (0u32, 0u32);
        for (k, &d) in around.iter().enumerate() {
            let cell = self.cells[Self::step(i, d)];
            own |= u32::from(cell == mine) << k;
            free |= u32::from(cell == EMPTY) << k;
        }
        let turn = |bits: u32, by: u32| ((bits >> by) | (bits << (6 - by))) & 0b11_1111;
        let bridges = own & turn(own, 2) & turn(free, 1);
        (bridges != 0).then(|| Self::step(i, around[(bridges.trailing_zeros() as usize + 1) % 6]))
    }

    /// On a full board: whether Black's top joins its bottom (else White has won: a full
    /// board has exactly one winner). Rows are bit masks (bit c is column c), and the black
    /// cells reached from the top are grown a whole row at a time, sweeping down and up
    /// until nothing changes: a few dozen word operations instead of a branch for every
    /// neighbour of every cell.
    fn black_connects_full_board(&self) -> bool {
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
    fn fill_at_random(&mut self, rng: &mut Rng) {
        let (mut empty, count) = self.empty_cells();
        let movers = count.div_ceil(2);
        for k in 0..movers {
            let j = k + rng.below((count - k) as u32) as usize;
            empty.swap(k, j);
        }
        let (mine, theirs) = empty[..count].split_at(movers);
        for (cells, colour) in [(mine, self.to_move), (theirs, self.to_move.opponent())] {
            for &i in cells {
                self.cells[i as usize & MASK] = stone(colour);
            }
        }
    }

    /// Bridge-saving playout: moves in random order, but an intrusion into a bridge is
    /// answered in the bridge's other cell.
    fn fill_saving_bridges(&mut self, rng: &mut Rng) {
        let (mut empty, mut count) = self.empty_cells();
        // Where each empty cell stands in `empty`, to take out the answer to an intrusion.
        let mut place = [0u16; PADDED];
        for (k, &i) in empty[..count].iter().enumerate() {
            place[i as usize] = k as u16;
        }
        let mut colour = self.to_move;
        let mut last = self.last;
        while count > 0 {
            let k = match last.and_then(|l| self.bridge_answer(l, colour)) {
                Some(i) => place[i] as usize,
                None => rng.below(count as u32) as usize,
            };
            let i = empty[k] as usize & MASK;
            count -= 1;
            empty[k] = empty[count];
            place[empty[k] as usize & MASK] = k as u16;
            self.cells[i] = stone(colour);
            last = Some(i);
            colour = colour.opponent();
        }
    }
}

impl Game for HexState {
    type Move = Move;

    fn to_move(&self) -> Colour {
        self.to_move
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        if self.winner.is_some() {
            return;
        }
        for r in 1..=self.n {
            for c in 1..=self.n {
                let i = self.index_rc(r, c);
                if self.cells[i] == EMPTY {
                    moves.push(Move::Place(self.cell(i)));
                }
            }
        }
        if self.swap.is_open() {
            moves.push(Move::Swap);
        }
    }

    fn play_unchecked(&mut self, mv: Move) {
        match mv {
            Move::Place(cell) => {
                let i = self.index(cell);
                self.put(i, self.to_move);
            }
            Move::Swap => {
                // The mirror swap: Black's one stone becomes White's, reflected.
                let first = (1..=self.n)
                    .flat_map(|r| (1..=self.n).map(move |c| (r, c)))
                    .find(|&(r, c)| self.cells[r * self.stride + c] == BLACK);
                if let Some((r, c)) = first {
                    let i = self.index_rc(r, c);
                    self.cells[i] = EMPTY;
                    self.parent[i] = i as u16;
                    let mirrored = self.index_rc(c, r);
                    self.put(mirrored, Colour::White);
                }
            }
        }
        self.swap = self.swap.after_move();
        self.to_move = self.to_move.opponent();
    }

    fn outcome(&self) -> Option<Outcome> {
        self.winner.map(Outcome::Winner)
    }
}

impl Simulate for HexState {
    fn move_slots(&self) -> usize {
        PADDED + 1
    }

    fn slot(&self, mv: Move) -> usize {
        match mv {
            Move::Place(cell) => self.index(cell),
            Move::Swap => SWAP_SLOT,
        }
    }

    /// Fills the board and finds the winner once at the end: a full Hex board has
    /// exactly one.
    fn simulate(&mut self, rng: &mut Rng) -> Outcome {
        if let Some(winner) = self.winner {
            return Outcome::Winner(winner);
        }
        match self.playouts {
            Playouts::Random => self.fill_at_random(rng),
            Playouts::SaveBridges => self.fill_saving_bridges(rng),
        }
        let winner = if self.black_connects_full_board() { Colour::Black } else { Colour::White };
        Outcome::Winner(winner)
    }

    fn played_by(&self, slot: usize) -> Option<Colour> {
        match self.cells.get(slot) {
            Some(&BLACK) => Some(Colour::Black),
            Some(&WHITE) => Some(Colour::White),
            _ => None,
        }
    }

    fn urgent_moves(&self) -> Option<Vec<Move>> {
        if self.winner.is_some() {
            return None;
        }
        if let Some(&win) = self.winning_cells(self.to_move).first() {
            return Some(vec![Move::Place(win)]);
        }
        let threats = self.winning_cells(self.to_move.opponent());
        (!threats.is_empty()).then(|| {
            let mut moves: Vec<Move> = threats.into_iter().map(Move::Place).collect();
            if self.swap.is_open() {
                moves.push(Move::Swap);
            }
            moves
        })
    }
}
