use std::fmt;

use super::{BoardSize, Cell, CellError};

/// One ply of Hex: a stone on a cell, or the swap (docs/rules.md §1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Move {
    Place(Cell),
    Swap,
}

impl Move {
    /// Reads `swap` or a cell in notation, for a board of `size`.
    pub fn parse(text: &str, size: BoardSize) -> Result<Move, MoveError> {
        let text = text.trim();
        if text.eq_ignore_ascii_case("swap") {
            Ok(Move::Swap)
        } else {
            Cell::parse(text, size).map(Move::Place).map_err(MoveError)
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(cell) => cell.fmt(f),
            Move::Swap => f.write_str("swap"),
        }
    }
}

/// Text that is neither `swap` nor a cell of the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveError(pub CellError);

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            CellError::Syntax(text) => {
                write!(f, "'{text}' is not a move: write a cell like c4, or swap")
            }
            other => other.fmt(f),
        }
    }
}

impl std::error::Error for MoveError {}
