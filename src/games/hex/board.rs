use std::collections::VecDeque;

use super::{BoardSize, Cell};
use crate::games::Colour;

/// The stones on a Hex board. Stones never move, so this is all the state a board has.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    size: BoardSize,
    /// Row-major, `size²` long.
    stones: Vec<Option<Colour>>,
}

impl Board {
    pub fn empty(size: BoardSize) -> Board {
        Board { size, stones: vec![None; size.area()] }
    }

    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The stone on `cell`; `None` for an empty cell and for a cell of a larger board.
    pub fn stone(&self, cell: Cell) -> Option<Colour> {
        if self.contains(cell) { self.stones[cell.index(self.size)] } else { None }
    }

    /// Whether `cell` is on this board (a `Cell` made for a larger board may not be).
    pub fn contains(&self, cell: Cell) -> bool {
        Cell::new(cell.col(), cell.row(), self.size).is_some()
    }

    pub(super) fn set(&mut self, cell: Cell, stone: Option<Colour>) {
        let index = cell.index(self.size);
        self.stones[index] = stone;
    }

    /// Every cell, row by row from the top.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + use<> {
        let size = self.size;
        (0..size.area()).map(move |i| Cell::from_index(i, size))
    }

    pub fn empty_cells(&self) -> impl Iterator<Item = Cell> + '_ {
        self.cells().filter(|&cell| self.stone(cell).is_none())
    }

    pub fn stone_count(&self) -> usize {
        self.stones.iter().flatten().count()
    }

    pub fn is_full(&self) -> bool {
        self.stones.iter().all(Option::is_some)
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
