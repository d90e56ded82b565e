use std::fmt;

use super::BoardSize;
use crate::games::record::quoted;

/// A cell of the board, by column (0 = `a`, the left edge) and row (0 = `1`, the top edge).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Cell {
    col: u8,
    row: u8,
}

impl Cell {
    /// The cell at `col`, `row` (both from 0) if it is on a board of `size`.
    pub fn new(col: u8, row: u8, size: BoardSize) -> Option<Cell> {
        (col < size.get() && row < size.get()).then_some(Cell { col, row })
    }

    pub const fn col(self) -> u8 {
        self.col
    }

    pub const fn row(self) -> u8 {
        self.row
    }

    /// Position in a row-major array of the board's cells.
    pub const fn index(self, size: BoardSize) -> usize {
        self.row as usize * size.get() as usize + self.col as usize
    }

    pub fn from_index(index: usize, size: BoardSize) -> Cell {
        let n = size.get() as usize;
        Cell { col: (index % n) as u8, row: (index / n) as u8 }
    }

    /// The cell reflected in the long diagonal (`c3` ↔ `c3`, `b5` ↔ `e2`): where the mirror
    /// swap puts the first stone.
    pub const fn mirrored(self) -> Cell {
        Cell { col: self.row, row: self.col }
    }

    /// The up to six cells that touch this one: left, right, up, down, up-right and
    /// down-left (docs/rules.md §1, in the square drawing of the source).
    pub fn neighbours(self, size: BoardSize) -> impl Iterator<Item = Cell> {
        const STEPS: [(i8, i8); 6] = [(-1, 0), (1, 0), (0, -1), (0, 1), (1, -1), (-1, 1)];
        STEPS.into_iter().filter_map(move |(dc, dr)| {
            let col = self.col.checked_add_signed(dc)?;
            let row = self.row.checked_add_signed(dr)?;
            Cell::new(col, row, size)
        })
    }

    /// Reads a cell in notation (`a1`, `k11`; letters in either case) for a board of `size`.
    pub fn parse(text: &str, size: BoardSize) -> Result<Cell, CellError> {
        let mut chars = text.chars();
        let letter = chars.next().ok_or(CellError::Empty)?;
        if !letter.is_ascii_alphabetic() {
            return Err(CellError::Syntax(quoted(text)));
        }
        let digits = chars.as_str();
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.starts_with('0') {
            return Err(CellError::Syntax(quoted(text)));
        }
        let col = letter.to_ascii_lowercase() as u32 - 'a' as u32;
        // Digits too many for a u32 are a row far off the board, not bad syntax.
        let row = digits.parse::<u32>().map_or(u32::MAX, |row| row - 1);
        let on_board = |v: u32| u8::try_from(v).ok().filter(|&v| v < size.get());
        match (on_board(col), on_board(row)) {
            (Some(col), Some(row)) => Ok(Cell { col, row }),
            _ => Err(CellError::OffBoard { cell: quoted(text), size }),
        }
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col) as char, self.row + 1)
    }
}

/// Why a piece of text is not a cell of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CellError {
    Empty,
    /// Not a letter followed by a row number.
    Syntax(String),
    OffBoard {
        cell: String,
        size: BoardSize,
    },
}

impl fmt::Display for CellError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CellError::Empty => f.write_str("no cell given"),
            CellError::Syntax(text) => {
                write!(f, "'{text}' is not a cell: write a column letter and a row number, like c4")
            }
            CellError::OffBoard { cell, size } => {
                let (col, row) = ((b'a' + size.get() - 1) as char, size.get());
                write!(f, "{cell} is off the {size} board (columns a–{col}, rows 1–{row})")
            }
        }
    }
}

impl std::error::Error for CellError {}
