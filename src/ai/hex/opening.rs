//! The first stone on small boards, from the table of proved openings in
//! `data/openings.txt` (every cell of 3×3 to 5×5), which our own
//! [`solver`](super::solver) wrote and the tests check against it.

use crate::games::connection::Connection;
use crate::games::hex::{BoardSize, Cell, Move, Position, SwapRule};
use crate::games::{Colour, Game};

use super::solver::from_centre;

const TABLE: &str = include_str!("data/openings.txt");

/// What Black's first stone on a cell is worth, with no swap and best play after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    Wins,
    Loses,
}

/// The proved values of the first stones on one board size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Openings {
    size: BoardSize,
    /// Row-major, as [`Cell::index`].
    values: Vec<Value>,
}

impl Openings {
    /// The proved values for `size`, if the table has that size.
    pub fn of(size: BoardSize) -> Option<Openings> {
        Openings::read(TABLE, size)
    }

    /// The block for `size` of a table in the format of `data/openings.txt`: `size N`,
    /// then N rows of N marks, `+` for a winning first stone, `-` for a losing one; `#`
    /// starts a comment line. The tables are the repository's own,
    /// checked by the tests, so a malformed one is a bug, not input.
    pub(super) fn read(table: &str, size: BoardSize) -> Option<Openings> {
        let mut lines = table.lines().filter(|line| !line.starts_with('#') && !line.trim().is_empty());
        while let Some(line) = lines.next() {
            let n = line.strip_prefix("size ").and_then(|n| n.trim().parse::<u8>().ok());
            let n = n.unwrap_or_else(|| panic!("opening table: expected `size N`, found {line:?}"));
            let rows: Vec<&str> = lines.by_ref().take(usize::from(n)).collect();
            if n != size.get() {
                continue;
            }
            let values = rows.iter().flat_map(|row| row.split_whitespace()).map(|mark| match mark {
                "+" => Value::Wins,
                "-" => Value::Loses,
                _ => panic!("opening table: size {n} has the mark {mark:?}"),
            });
            let values: Vec<Value> = values.collect();
            assert_eq!(values.len(), size.area(), "opening table: size {n} has {} cells", values.len());
            return Some(Openings { size, values });
        }
        None
    }

    pub fn size(&self) -> BoardSize {
        self.size
    }

    pub fn value(&self, cell: Cell) -> Value {
        self.values[cell.index(self.size)]
    }

    /// The cell of `value` nearest the centre (the first in reading order among equals).
    fn nearest_centre(&self, value: Value) -> Option<Cell> {
        (0..self.size.area())
            .map(|i| Cell::from_index(i, self.size))
            .filter(|&cell| self.value(cell) == value)
            .min_by_key(|&cell| from_centre(cell, self.size))
    }
}

/// The computer's first stone on a board whose every opening is proved (up to 5×5): with
/// no swap, a winning one, nearest the centre; with the swap, a losing one nearest the
/// centre, so that taking it over is a mistake and answering it needs care. `None` when
/// it is not Black's first stone on an empty board (the table's values are Black's; a
/// position set up by hand may have stones before its first move, or White to move) or the
/// board is not in the table.
pub fn opening(position: &Position) -> Option<Move> {
    if position.board().stone_count() != 0 || position.to_move() != Colour::Black {
        return None;
    }
    let openings = Openings::of(position.size())?;
    let wanted = if position.swap_rule() == SwapRule::None { Value::Wins } else { Value::Loses };
    openings.nearest_centre(wanted).map(Move::Place)
}

/// Whether to swap the opening stone, on a board whose openings are proved: exactly when
/// it wins. `None` when the swap is not allowed now or the board is not in the table.
pub fn proved_swap(position: &Position) -> Option<bool> {
    if !position.can_swap() {
        return None;
    }
    Some(Openings::of(position.size())?.value(opening_stone(position)?) == Value::Wins)
}

/// Black's one stone, the opening the swap would take over.
pub(super) fn opening_stone(position: &Position) -> Option<Cell> {
    let board = position.board();
    board.cells().find(|&cell| board.stone(cell) == Some(Colour::Black))
}
