//! Dead cells: empty cells whose stone, of either colour, can never change who wins, read
//! from the six neighbours alone (the simplest of the inferior-cell patterns of Hayward,
//! Björnsson, Johanson, Kan, Po and van Rijswijck, "Solving 7×7 Hex", 2005, and of benzene).
//! A move there is no better than a pass, which in Hex is never better than any other
//! move, so the tree need not weigh it; playouts need not know, as whatever fills a dead
//! cell, the winner is the same.
//!
//! Each pattern is a turn of the neighbours (consecutive neighbours touch, and the border
//! counts as stones of its edge's colour) with `A` one colour and `B` the other:
//! - four neighbours in a row of `A`;
//! - three in a row of `A`, and `B` on the neighbour opposite the middle one;
//! - two in a row of `A`, and the two facing them (one cell apart on either side) of `B`.
//!
//! In each, a path of either colour through the cell can go round it instead: every
//! pair of neighbours it could link already touch, or are joined by the stones of the
//! pattern.

use crate::games::hex::board::{BLACK, EMPTY, PADDED, WHITE, step};

/// The neighbours of each pattern, as six bits from the turn's first neighbour: those
/// that must hold `A`, and those that must hold `B`.
const PATTERNS: [(u8, u8); 3] = [(0b00_1111, 0), (0b00_0111, 0b01_0000), (0b00_0011, 0b01_1000)];

/// Every pattern in each of its six turns.
pub(super) const TURNED: [(u8, u8); 18] = {
    const fn turn(bits: u8, by: usize) -> u8 {
        ((bits << by) | (bits >> (6 - by))) & 0b11_1111
    }
    let mut turned = [(0, 0); 18];
    let mut i = 0;
    while i < 18 {
        let (a, b) = PATTERNS[i / 6];
        turned[i] = (turn(a, i % 6), turn(b, i % 6));
        i += 1;
    }
    turned
};

/// Whether the empty cell at padded index `i` is dead: `around` is the board's six
/// neighbour offsets, in turn.
pub(crate) fn is_dead(cells: &[u8; PADDED], i: usize, around: [isize; 6]) -> bool {
    debug_assert_eq!(cells[i], EMPTY);
    let (mut black, mut white) = (0u8, 0u8);
    for (k, &d) in around.iter().enumerate() {
        let cell = cells[step(i, d)];
        black |= u8::from(cell == BLACK) << k;
        white |= u8::from(cell == WHITE) << k;
    }
    TURNED.iter().any(|&(a, b)| (black & a == a && white & b == b) || (white & a == a && black & b == b))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hex::{Board, BoardSize, Cell};

    /// Whether `cell` is dead on an `n`×`n` board with `black` and `white` stones.
    fn dead(n: u32, black: &[&str], white: &[&str], cell: &str) -> bool {
        let size = BoardSize::new(n).unwrap();
        let mut board = Board::empty(size);
        for (names, code) in [(black, BLACK), (white, WHITE)] {
            for name in names {
                let i = board.index(Cell::parse(name, size).unwrap());
                board.codes_mut()[i] = code;
            }
        }
        is_dead(board.codes(), board.index(Cell::parse(cell, size).unwrap()), board.around())
    }

    #[test]
    fn four_in_a_row_of_one_colour_kill_the_cell() {
        // d4's neighbours e4, e3, d3, c4 (right, up-right, up, left) all black.
        assert!(dead(7, &["e4", "e3", "d3", "c4"], &[], "d4"));
        // Three are not enough alone.
        assert!(!dead(7, &["e4", "e3", "d3"], &[], "d4"));
    }

    #[test]
    fn three_in_a_row_and_the_opposite_cell_kill_it() {
        // Black e4, e3, d3 (the middle up-right); White c5, opposite e3 (down-left).
        assert!(dead(7, &["e4", "e3", "d3"], &["c5"], "d4"));
        // White beside the middle's opposite does not.
        assert!(!dead(7, &["e4", "e3", "d3"], &["d5"], "d4"));
    }

    #[test]
    fn two_pairs_facing_each_other_kill_it() {
        // Black e4, e3 (right, up-right); White c4, c5 (left, down-left).
        assert!(dead(7, &["e4", "e3"], &["c4", "c5"], "d4"));
        // Turned by one, the pairs no longer face each other.
        assert!(!dead(7, &["e4", "e3"], &["c5", "d5"], "d4"));
    }

    #[test]
    fn the_edge_counts_as_stones_of_its_colour() {
        // b1 on the top row: Black's edge above it, with Black a1 and c1 on either side,
        // makes four black in a row.
        assert!(dead(5, &["a1", "c1"], &[], "b1"));
        // The corner a1: Black b1 and Black's edge above make three in a row, and White a2
        // with White's edge on the left holds the cell opposite.
        assert!(dead(5, &["b1"], &["a2"], "a1"));
        assert!(!dead(5, &[], &[], "a1"));
    }

    #[test]
    fn an_empty_board_has_no_dead_cell() {
        for n in [2, 5, 11] {
            let board = Board::empty(BoardSize::new(n).unwrap());
            assert!(board.cells().all(|cell| !is_dead(board.codes(), board.index(cell), board.around())), "{n}");
        }
    }
}
