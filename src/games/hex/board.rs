use std::collections::VecDeque;
use std::fmt;
use std::hash::{Hash, Hasher};

use super::{BoardSize, Cell};
use crate::games::Colour;
use crate::games::union_find::UnionFind;

/// Cells of the largest board with its one-cell border: 21 × 21 = 441, rounded up to a
/// power of two so that `i & MASK` is a cell index the compiler knows is in bounds.
pub(crate) const PADDED: usize = 512;
pub(crate) const MASK: usize = PADDED - 1;

// What a padded cell holds.
pub(crate) const EMPTY: u8 = 0;
pub(crate) const BLACK: u8 = 1;
pub(crate) const WHITE: u8 = 2;
/// The four corners of the border, which belong to nobody.
const OFF: u8 = 3;

/// What `colour`'s stone is in the padded array.
pub(crate) const fn stone_code(colour: Colour) -> u8 {
    match colour {
        Colour::Black => BLACK,
        Colour::White => WHITE,
    }
}

/// The stones on a Hex board. Stones never move, so this is all the state a board has.
///
/// The board is kept as the search wants it: a padded array with a border of one cell
/// (the top and bottom rows black, the left and right columns white, so that edges behave
/// like stones), and a union-find over the cells in which touching stones of one colour,
/// and each border side, are one chain: a win is seen as soon as it is made. Copying it is
/// a few hundred bytes.
#[derive(Clone)]
pub struct Board {
    size: BoardSize,
    /// `n + 2`: the padded array's row length.
    stride: usize,
    cells: [u8; PADDED],
    /// The chains: touching stones of one colour, and each border side.
    chains: UnionFind<PADDED>,
}

impl Board {
    pub fn empty(size: BoardSize) -> Board {
        let n = usize::from(size.get());
        let stride = n + 2;
        let mut board = Board { size, stride, cells: [OFF; PADDED], chains: UnionFind::new() };
        let inner = |v: usize| (1..=n).contains(&v);
        for r in 0..stride {
            for c in 0..stride {
                board.cells[r * stride + c] = match (inner(c), inner(r)) {
                    (true, true) => EMPTY,
                    (true, false) => BLACK,
                    (false, true) => WHITE,
                    (false, false) => OFF,
                };
            }
        }
        board.join_all();
        board
    }

    /// Rebuilds the union-find from the stones: each border side one chain, each group of
    /// touching stones one chain with the borders it touches.
    fn join_all(&mut self) {
        self.chains = UnionFind::new();
        let (s, n) = (self.stride, usize::from(self.size.get()));
        for k in 2..=n {
            self.chains.union(1, k);
            self.chains.union((n + 1) * s + 1, (n + 1) * s + k);
            self.chains.union(s, k * s);
            self.chains.union(s + n + 1, k * s + n + 1);
        }
        // Only from inner cells: the border's neighbours wrap round to the next row.
        for r in 1..=n {
            for c in 1..=n {
                let i = r * s + c;
                if self.cells[i] != EMPTY {
                    for d in self.around() {
                        let j = step(i, d);
                        if self.cells[j] == self.cells[i] {
                            self.chains.union(i, j);
                        }
                    }
                }
            }
        }
    }

    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The cell's place in the padded array (for the search's playouts).
    pub(crate) fn index(&self, cell: Cell) -> usize {
        (usize::from(cell.row()) + 1) * self.stride + usize::from(cell.col()) + 1
    }

    /// The padded array's row length.
    pub(crate) fn stride(&self) -> usize {
        self.stride
    }

    /// The padded array, border included (for the search's playouts).
    pub(crate) fn codes(&self) -> &[u8; PADDED] {
        &self.cells
    }

    /// The padded array, to fill in a playout. Stones written here join no chain: the
    /// board is then only good for reading its stones.
    pub(crate) fn codes_mut(&mut self) -> &mut [u8; PADDED] {
        &mut self.cells
    }

    /// The six neighbours' offsets, in turn around a cell: right, up-right, up, left,
    /// down-left, down. Consecutive ones touch each other.
    pub(crate) fn around(&self) -> [isize; 6] {
        let s = self.stride as isize;
        [1, 1 - s, -s, -1, s - 1, s]
    }

    /// The stone on `cell`; `None` for an empty cell and for a cell of a larger board.
    pub fn stone(&self, cell: Cell) -> Option<Colour> {
        if !self.contains(cell) {
            return None;
        }
        match self.cells[self.index(cell) & MASK] {
            BLACK => Some(Colour::Black),
            WHITE => Some(Colour::White),
            _ => None,
        }
    }

    /// Whether `cell` is on this board (a `Cell` made for a larger board may not be).
    pub fn contains(&self, cell: Cell) -> bool {
        Cell::new(cell.col(), cell.row(), self.size).is_some()
    }

    /// Puts `colour`'s stone on the empty `cell` and joins it to its chains; says whether
    /// `colour`'s edges are now joined.
    pub(super) fn put(&mut self, cell: Cell, colour: Colour) -> bool {
        let i = self.index(cell) & MASK;
        let mine = stone_code(colour);
        self.cells[i] = mine;
        for d in self.around() {
            let j = step(i, d);
            if self.cells[j] == mine {
                self.chains.union(i, j);
            }
        }
        let (a, b) = self.edges_of(colour);
        self.chains.find(a) == self.chains.find(b)
    }

    /// Takes the stone off `cell`. Rare (the mirror swap), so the chains are rebuilt.
    pub(super) fn take(&mut self, cell: Cell) {
        let i = self.index(cell) & MASK;
        self.cells[i] = EMPTY;
        self.join_all();
    }

    /// The border places of `colour`'s two edges (each one chain).
    fn edges_of(&self, colour: Colour) -> (usize, usize) {
        let (s, n) = (self.stride, usize::from(self.size.get()));
        match colour {
            Colour::Black => (1, (n + 1) * s + 1),
            Colour::White => (s, s + n + 1),
        }
    }

    /// The empty cells where `colour` would join its edges at once, in board order.
    pub fn winning_cells(&self, colour: Colour) -> Vec<Cell> {
        let (a, b) = self.edges_of(colour);
        let (a, b) = (self.chains.root(a), self.chains.root(b));
        let mine = stone_code(colour);
        let around = self.around();
        self.empty_cells()
            .filter(|&cell| {
                let i = self.index(cell);
                let (mut touches_a, mut touches_b) = (false, false);
                for d in around {
                    let j = step(i, d);
                    if self.cells[j] == mine {
                        let root = self.chains.root(j);
                        touches_a |= root == a;
                        touches_b |= root == b;
                    }
                }
                touches_a && touches_b
            })
            .collect()
    }

    /// Every cell, row by row from the top.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + use<> {
        let size = self.size;
        (0..size.area()).map(move |i| Cell::from_index(i, size))
    }

    pub fn empty_cells(&self) -> impl Iterator<Item = Cell> + '_ {
        self.cells().filter(|&cell| self.cells[self.index(cell) & MASK] == EMPTY)
    }

    pub fn stone_count(&self) -> usize {
        self.cells().filter(|&cell| self.stone(cell).is_some()).count()
    }

    pub fn is_full(&self) -> bool {
        self.empty_cells().next().is_none()
    }

    /// Whether `cell` lies on the first (`far == false`) or second of `colour`'s two edges:
    /// top and bottom rows for Black, left and right columns for White.
    pub fn on_edge(&self, colour: Colour, cell: Cell, far: bool) -> bool {
        let line = match colour {
            Colour::Black => cell.row(),
            Colour::White => cell.col(),
        };
        line == if far { self.size.get() - 1 } else { 0 }
    }

    /// A shortest unbroken chain of `colour`'s stones from its first edge to its second, if
    /// there is one. Breadth-first from every stone on the first edge, so the chain found
    /// has the fewest stones; that is the chain the page highlights.
    pub fn winning_chain(&self, colour: Colour) -> Option<Vec<Cell>> {
        let size = self.size;
        let mut came_from: Vec<Option<Cell>> = vec![None; size.area()];
        let mut seen = vec![false; size.area()];
        let mut queue = VecDeque::new();
        for cell in self.cells() {
            if self.stone(cell) == Some(colour) && self.on_edge(colour, cell, false) {
                seen[cell.index(size)] = true;
                queue.push_back(cell);
            }
        }
        while let Some(cell) = queue.pop_front() {
            if self.on_edge(colour, cell, true) {
                let mut chain = vec![cell];
                let mut at = cell;
                while let Some(previous) = came_from[at.index(size)] {
                    chain.push(previous);
                    at = previous;
                }
                chain.reverse();
                return Some(chain);
            }
            for next in cell.neighbours(size) {
                let i = next.index(size);
                if !seen[i] && self.stone(next) == Some(colour) {
                    seen[i] = true;
                    came_from[i] = Some(cell);
                    queue.push_back(next);
                }
            }
        }
        None
    }
}

/// The place `offset` away from `i` (offsets from [`Board::around`]).
pub(crate) fn step(i: usize, offset: isize) -> usize {
    i.wrapping_add_signed(offset) & MASK
}

/// Two boards are equal when their stones are: the chains follow from them.
impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.size == other.size && self.cells == other.cells
    }
}

impl Eq for Board {}

impl Hash for Board {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.size.hash(state);
        self.cells.hash(state);
    }
}

/// The stones, a row a line: `B`, `W`, or `.` for an empty cell.
impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = usize::from(self.size.get());
        let stones: Vec<char> = self
            .cells()
            .map(|cell| match self.stone(cell) {
                Some(Colour::Black) => 'B',
                Some(Colour::White) => 'W',
                None => '.',
            })
            .collect();
        let rows: Vec<String> = stones.chunks(n).map(|row| row.iter().collect()).collect();
        f.debug_struct("Board").field("size", &self.size).field("stones", &rows).finish()
    }
}
