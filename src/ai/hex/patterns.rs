//! Local patterns weighted by how often real players play them: a cell's six neighbours,
//! seen by the player to move, and how much more often than an average cell Little Golem's
//! players put a stone on a cell that looked so (learned by `scripts/hex-patterns.py` into
//! `patterns.txt`). The playouts answer the last move among its neighbours by these
//! weights, as MoHex 2.0's do (Huang, Arneson, Hayward, Müller and Pawlewicz, 2013): a
//! block or a stone that joins two of one's own comes often, a stone beside nothing of
//! one's own seldom.

use std::sync::OnceLock;

use crate::games::Colour;
use crate::games::hex::board::{PADDED, step};

/// Patterns: four states for each of six neighbours.
const CODES: usize = 1 << 12;

// What a neighbour holds, as a base-4 digit of the pattern's code.
const EMPTY: usize = 0;
const OWN: usize = 1;
const THEIRS: usize = 2;
/// Beyond a corner: both edges at once, nobody's.
const OFF: usize = 3;

/// The code's digit for each padded cell code (empty, black, white, off), seen by Black
/// and by White.
const DIGITS: [[usize; 4]; 2] = [[EMPTY, OWN, THEIRS, OFF], [EMPTY, THEIRS, OWN, OFF]];

/// The code of the same pattern turned half a circle: each neighbour moves three places.
const fn turned(code: usize) -> usize {
    ((code >> 6) | (code << 6)) & (CODES - 1)
}

/// The learned weights by code, a pattern and its half turn alike; a pattern not listed
/// weighs 1, an average cell.
fn table() -> &'static [f32; CODES] {
    static TABLE: OnceLock<Box<[f32; CODES]>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = Box::new([1.0; CODES]);
        let rows = include_str!("patterns.txt").lines().filter(|line| !line.starts_with('#'));
        for (code, weight) in rows.filter_map(|line| line.split_once(' ')) {
            if let (Ok(code), Ok(weight)) = (code.parse::<usize>(), weight.parse::<f32>())
                && code < CODES
            {
                table[code] = weight;
                table[turned(code)] = weight;
            }
        }
        table
    })
}

/// The local patterns on one board, as `mover` sees them.
#[derive(Clone, Copy)]
pub(crate) struct Patterns {
    table: &'static [f32; CODES],
    /// The padded offsets of the six neighbours in the mover's turn: White's board is seen
    /// transposed, so that every mover joins top and bottom.
    ring: [isize; 6],
    digits: [usize; 4],
}

impl Patterns {
    /// `around` is the board's neighbour offsets in turn (right, up-right, up, left,
    /// down-left, down).
    pub(crate) fn new(around: [isize; 6], mover: Colour) -> Patterns {
        let (ring, digits) = match mover {
            Colour::Black => (around, DIGITS[0]),
            Colour::White => {
                let mut ring = around;
                ring.reverse();
                (ring, DIGITS[1])
            }
        };
        Patterns { table: table(), ring, digits }
    }

    /// How much more often than an average cell real players put the mover's stone on
    /// the empty cell at padded index `i`. The edges count as stones of their colour.
    pub(crate) fn weight(&self, cells: &[u8; PADDED], i: usize) -> f32 {
        let code =
            self.ring.iter().rev().fold(0, |code, &d| code * 4 + self.digits[usize::from(cells[step(i, d)] & 3)]);
        self.table[code]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hex::board::{BLACK, WHITE};
    use crate::games::hex::{Board, BoardSize, Cell};

    fn board(n: u32, black: &[&str], white: &[&str]) -> Board {
        let size = BoardSize::new(n).unwrap();
        let mut board = Board::empty(size);
        for (names, code) in [(black, BLACK), (white, WHITE)] {
            for name in names {
                let i = board.index(Cell::parse(name, size).unwrap());
                board.codes_mut()[i] = code;
            }
        }
        board
    }

    fn at(board: &Board, name: &str, mover: Colour) -> f32 {
        let i = board.index(Cell::parse(name, board.size()).unwrap());
        Patterns::new(board.around(), mover).weight(board.codes(), i)
    }

    #[test]
    fn players_save_a_bridge_the_opponent_entered() {
        // Black d5 and e3 make a bridge over d4 and e4; White has entered d4.
        let entered = board(9, &["d5", "e3"], &["d4"]);
        let save = at(&entered, "e4", Colour::Black);
        assert!(save > 5.0, "{save}");
        // Near miss: while the bridge is whole, its cells are played less than the save.
        let whole = board(9, &["d5", "e3"], &[]);
        assert!(at(&whole, "e4", Colour::Black) < save / 2.0);
    }

    #[test]
    fn white_sees_the_board_transposed_with_the_colours_exchanged() {
        let black = board(9, &["d5", "e3"], &["d4"]);
        let white = board(9, &["d4"], &["e4", "c5"]);
        assert_eq!(at(&black, "e4", Colour::Black), at(&white, "d5", Colour::White));
        // By the edges: a1's left is White's edge, and for White the top is.
        let empty = board(9, &[], &[]);
        assert_eq!(at(&empty, "b1", Colour::Black), at(&empty, "a2", Colour::White));
    }

    #[test]
    fn a_pattern_turned_half_a_circle_weighs_the_same() {
        // On 9×9, e5 is the centre: d5 ↔ f5, e3 ↔ e7, d4 ↔ f6, e4 ↔ e6.
        let board_a = board(9, &["d5", "e3"], &["d4"]);
        let board_b = board(9, &["f5", "e7"], &["f6"]);
        assert_eq!(at(&board_a, "e4", Colour::Black), at(&board_b, "e6", Colour::Black));
        // Near the edge, the edges are part of the pattern: a1 and i9 are alike, a9 is not.
        let empty = board(9, &[], &[]);
        assert_eq!(at(&empty, "a1", Colour::Black), at(&empty, "i9", Colour::Black));
        assert_ne!(at(&empty, "a1", Colour::Black), at(&empty, "a9", Colour::Black));
    }
}
