use std::fmt;

use super::BoardSize;
use crate::games::Colour;
use crate::games::record::quoted;

/// A hole of the board, by column (0 = `A`, the left border) and row (0 = `1`, the top
/// border). A `Hole` is never one of the four absent corners of the board it was made for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Hole {
    // Field order gives the notation order of docs/rules.md: column, then row.
    col: u8,
    row: u8,
}

/// The eight knight's-move steps (1 × 2) a bridge can span.
const KNIGHT_STEPS: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];

impl Hole {
    /// The hole at `col`, `row` (both from 0) if a board of `size` has it: inside the
    /// square and not a corner.
    pub fn new(col: u8, row: u8, size: BoardSize) -> Option<Hole> {
        let last = size.last();
        let inside = col <= last && row <= last;
        let corner = (col == 0 || col == last) && (row == 0 || row == last);
        (inside && !corner).then_some(Hole { col, row })
    }

    pub const fn col(self) -> u8 {
        self.col
    }

    pub const fn row(self) -> u8 {
        self.row
    }

    /// Position in a row-major array of the board's holes.
    pub const fn index(self, size: BoardSize) -> usize {
        self.row as usize * size.get() as usize + self.col as usize
    }

    /// The player whose border row or column this hole lies in, if any: White owns the
    /// first and last rows, Black the first and last columns (docs/rules.md §2).
    pub fn border_of(self, size: BoardSize) -> Option<Colour> {
        let last = size.last();
        if self.row == 0 || self.row == last {
            Some(Colour::White)
        } else if self.col == 0 || self.col == last {
            Some(Colour::Black)
        } else {
            None
        }
    }

    /// Whether this hole is on `colour`'s first border (`far == false`: left for Black, top
    /// for White) or second.
    pub fn on_border(self, colour: Colour, far: bool, size: BoardSize) -> bool {
        let line = match colour {
            Colour::Black => self.col,
            Colour::White => self.row,
        };
        line == if far { size.last() } else { 0 }
    }

    /// The holes a knight's move away on a board of `size`: where bridges from here end.
    pub fn knight_neighbours(self, size: BoardSize) -> impl Iterator<Item = Hole> {
        KNIGHT_STEPS.into_iter().filter_map(move |(dc, dr)| {
            let col = self.col.checked_add_signed(dc)?;
            let row = self.row.checked_add_signed(dr)?;
            Hole::new(col, row, size)
        })
    }

    /// Every hole of a board of `size`, row by row from the top.
    pub fn all(size: BoardSize) -> impl Iterator<Item = Hole> {
        (0..size.get()).flat_map(move |row| (0..size.get()).filter_map(move |col| Hole::new(col, row, size)))
    }

    /// Reads a hole in notation (`D5`; letters in either case) for a board of `size`.
    /// Columns after `Z` (boards above 26) are `AA`, `AB`, … as in a spreadsheet.
    pub fn parse(text: &str, size: BoardSize) -> Result<Hole, HoleError> {
        if text.is_empty() {
            return Err(HoleError::Empty);
        }
        let split = text.find(|c: char| !c.is_ascii_alphabetic()).unwrap_or(text.len());
        let (letters, digits) = text.split_at(split);
        let syntax = || HoleError::Syntax(quoted(text));
        if letters.is_empty() || letters.len() > 2 {
            return Err(syntax());
        }
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) || digits.starts_with('0') {
            return Err(syntax());
        }
        let col = letters.bytes().fold(0u32, |acc, b| acc * 26 + u32::from(b.to_ascii_uppercase() - b'A') + 1) - 1;
        // Digits too many for a u32 are a row far off the board, not bad syntax.
        let row = digits.parse::<u32>().map_or(u32::MAX, |row| row - 1);
        let off = || HoleError::OffBoard { hole: quoted(text), size };
        let (Ok(col), Ok(row)) = (u8::try_from(col), u8::try_from(row)) else {
            return Err(off());
        };
        if col > size.last() || row > size.last() {
            return Err(off());
        }
        Hole::new(col, row, size).ok_or_else(|| HoleError::Corner(quoted(text)))
    }
}

/// Writes column `col` (from 0) as letters: `A` … `Z`, then `AA`, `AB` ….
pub fn column_name(col: u8) -> String {
    if col < 26 {
        char::from(b'A' + col).to_string()
    } else {
        format!("{}{}", char::from(b'A' + col / 26 - 1), char::from(b'A' + col % 26))
    }
}

impl fmt::Display for Hole {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", column_name(self.col), self.row + 1)
    }
}

/// Why a piece of text is not a hole of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HoleError {
    Empty,
    /// Not a column letter followed by a row number.
    Syntax(String),
    OffBoard {
        hole: String,
        size: BoardSize,
    },
    /// One of the four corners, which a TwixT board does not have.
    Corner(String),
}

impl fmt::Display for HoleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HoleError::Empty => f.write_str("no hole given"),
            HoleError::Syntax(text) => {
                write!(f, "'{text}' is not a hole: write a column letter and a row number, like D5")
            }
            HoleError::OffBoard { hole, size } => {
                let (col, row) = (column_name(size.last()), size.get());
                write!(f, "{hole} is off the {size} board (columns A–{col}, rows 1–{row})")
            }
            HoleError::Corner(hole) => write!(f, "{hole} is a corner, and a TwixT board has no corner holes"),
        }
    }
}

impl std::error::Error for HoleError {}
