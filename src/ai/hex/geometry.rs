//! One board size's cells as bit masks: cell `col`, `row` is bit `row × n + col`.

use crate::games::Colour;
use crate::games::hex::{BoardSize, Position};

pub(in crate::ai::hex) type Bits = u128;

/// The cells of `bits`, lowest first.
pub(in crate::ai::hex) fn ones(mut bits: Bits) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let i = bits.trailing_zeros();
            bits &= bits - 1;
            i
        })
    })
}

/// The largest board whose cells fit in the solver's bitboards.
pub const MAX_SIZE: u8 = 11;

/// The six directions in turn, as `inferior`'s patterns read them: consecutive ones
/// touch, and direction `k + 3` is the opposite of `k`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(in crate::ai::hex) enum Direction {
    Right,
    UpRight,
    Up,
    Left,
    DownLeft,
    Down,
}

impl Direction {
    pub(in crate::ai::hex) const ALL: [Direction; 6] =
        [Direction::Right, Direction::UpRight, Direction::Up, Direction::Left, Direction::DownLeft, Direction::Down];

    /// The direction facing this one.
    pub(in crate::ai::hex) fn opposite(self) -> Direction {
        Direction::ALL[(self as usize + 3) % 6]
    }
}

#[derive(Clone, Copy, Debug)]
pub(in crate::ai::hex) struct Geometry {
    pub(in crate::ai::hex) n: u32,
    pub(in crate::ai::hex) all: Bits,
    not_first_col: Bits,
    not_last_col: Bits,
    /// Each side's two edges: Black's top and bottom rows, White's left and right columns.
    pub(in crate::ai::hex) edges: [[Bits; 2]; 2],
    /// For each side and direction, the cells whose neighbour that way is the side's
    /// border (the four corners of the border belong to nobody, as on `Board`).
    border: [[Bits; 6]; 2],
}

impl Geometry {
    pub(in crate::ai::hex) fn new(size: BoardSize) -> Option<Geometry> {
        if size.get() > MAX_SIZE {
            return None;
        }
        let n = u32::from(size.get());
        let all: Bits = if n * n == 128 { !0 } else { (1 << (n * n)) - 1 };
        let row: Bits = (1 << n) - 1;
        let col: Bits = (0..n).fold(0, |col, r| col | 1 << (r * n));
        let (first_col, last_col) = (col, col << (n - 1));
        let (top, bottom) = (row, row << (n * (n - 1)));
        let mut border = [[0; 6]; 2];
        border[0][Direction::Up as usize] = top;
        border[0][Direction::UpRight as usize] = top & !last_col;
        border[0][Direction::Down as usize] = bottom;
        border[0][Direction::DownLeft as usize] = bottom & !first_col;
        border[1][Direction::Left as usize] = first_col;
        border[1][Direction::DownLeft as usize] = first_col & !bottom;
        border[1][Direction::Right as usize] = last_col;
        border[1][Direction::UpRight as usize] = last_col & !top;
        Some(Geometry {
            n,
            all,
            not_first_col: all & !first_col,
            not_last_col: all & !last_col,
            edges: [[top, bottom], [first_col, last_col]],
            border,
        })
    }

    /// The cells touching any of `set`: left, right, up, down, up-right and down-left.
    pub(in crate::ai::hex) fn neighbours(&self, set: Bits) -> Bits {
        let n = self.n;
        let across = (set << 1) & self.not_first_col | (set >> 1) & self.not_last_col;
        let down = set << n | (set << (n - 1)) & self.not_last_col;
        let up = set >> n | (set >> (n - 1)) & self.not_first_col;
        (across | down | up) & self.all
    }

    /// The cells whose neighbour in `direction` is in `set`.
    pub(in crate::ai::hex) fn toward(&self, set: Bits, direction: Direction) -> Bits {
        let n = self.n;
        let cells = match direction {
            Direction::Right => (set >> 1) & self.not_last_col,
            Direction::UpRight => (set << (n - 1)) & self.not_last_col,
            Direction::Up => set << n,
            Direction::Left => (set << 1) & self.not_first_col,
            Direction::DownLeft => (set >> (n - 1)) & self.not_first_col,
            Direction::Down => set >> n,
        };
        cells & self.all
    }

    /// The cells whose neighbour in `direction` is a stone of `side`'s in `stones`, or its border.
    pub(in crate::ai::hex) fn toward_side(&self, stones: Bits, side: usize, direction: Direction) -> Bits {
        self.toward(stones, direction) | self.border[side][direction as usize]
    }

    /// The cells of `within` joined to `seed` through `within`.
    pub(in crate::ai::hex) fn flood(&self, seed: Bits, within: Bits) -> Bits {
        let mut reach = seed & within;
        loop {
            let next = reach | self.neighbours(reach) & within;
            if next == reach {
                return reach;
            }
            reach = next;
        }
    }

    /// Whether `side`'s stones join its two edges.
    pub(in crate::ai::hex) fn joined(&self, stones: Bits, side: usize) -> bool {
        let [near, far] = self.edges[side];
        self.flood(near, stones) & far != 0
    }

    /// The side whose stones of `stones` (Black's, White's) join its two edges, if either.
    pub(in crate::ai::hex) fn winner(&self, stones: [Bits; 2]) -> Option<usize> {
        (0..2).find(|&side| self.joined(stones[side], side))
    }

    /// `set` turned half a circle: cell `i` goes to `n² − 1 − i`.
    pub(in crate::ai::hex) fn rotate(&self, set: Bits) -> Bits {
        set.reverse_bits() >> (128 - self.n * self.n)
    }
}

/// Black's and White's stones in `position`.
pub(in crate::ai::hex) fn stones(position: &Position) -> [Bits; 2] {
    let board = position.board();
    let mut stones = [0; 2];
    for cell in board.cells() {
        if let Some(colour) = board.stone(cell) {
            stones[side(colour)] |= 1 << cell.index(position.size());
        }
    }
    stones
}

pub(in crate::ai::hex) fn side(colour: Colour) -> usize {
    match colour {
        Colour::Black => 0,
        Colour::White => 1,
    }
}

/// Who wins with `mover` to move (0 Black, 1 White), by trying every game to its end: the
/// truth the solver and the connections are held to on small boards.
#[cfg(test)]
pub(in crate::ai::hex) fn exhaustive(
    g: &Geometry,
    stones: [Bits; 2],
    mover: usize,
    memo: &mut std::collections::HashMap<([Bits; 2], usize), usize>,
) -> usize {
    if let Some(side) = g.winner(stones) {
        return side;
    }
    if let Some(&winner) = memo.get(&(stones, mover)) {
        return winner;
    }
    let empty = g.all & !(stones[0] | stones[1]);
    let wins = |cell: u32| {
        let mut next = stones;
        next[mover] |= 1 << cell;
        exhaustive(g, next, 1 - mover, memo) == mover
    };
    let winner = if ones(empty).any(wins) { mover } else { 1 - mover };
    memo.insert((stones, mover), winner);
    winner
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hex::Board;
    use crate::games::hex::board::{BLACK, EMPTY, WHITE, step};

    #[test]
    fn neighbours_are_the_six_of_the_rules() {
        let size = BoardSize::new(5).unwrap();
        let g = Geometry::new(size).unwrap();
        for cell in Board::empty(size).cells() {
            let expected: Bits = cell.neighbours(size).fold(0, |set, c| set | 1 << c.index(size));
            assert_eq!(g.neighbours(1 << cell.index(size)), expected, "{cell}");
        }
    }

    /// Each direction, border included, is the padded board's: the dead-cell patterns read
    /// the same neighbours in both.
    #[test]
    fn directions_and_borders_are_the_padded_boards() {
        for n in [2, 5, 11] {
            let size = BoardSize::new(n).unwrap();
            let g = Geometry::new(size).unwrap();
            let board = Board::empty(size);
            for (k, direction) in Direction::ALL.into_iter().enumerate() {
                for cell in board.cells() {
                    let bit: Bits = 1 << cell.index(size);
                    let beside = step(board.index(cell), board.around()[k]);
                    let code = board.codes()[beside];
                    for (side, border) in [(0, BLACK), (1, WHITE)] {
                        assert_eq!(
                            g.toward_side(0, side, direction) & bit != 0,
                            code == border,
                            "{cell} {direction:?} {n}"
                        );
                    }
                    assert_eq!(g.toward(g.all, direction) & bit != 0, code == EMPTY, "{cell} {direction:?} {n}");
                    if let Some(next) = board.cells().find(|&next| board.index(next) == beside) {
                        assert_eq!(g.toward(1 << next.index(size), direction), bit, "{cell} {direction:?} {n}");
                    }
                }
            }
        }
    }
}
