//! Inferior cells, read from the six neighbours alone (the simplest of the inferior-cell
//! patterns of Hayward, Björnsson, Johanson, Kan, Po and van Rijswijck, "Solving 7×7 Hex",
//! 2005, and of benzene): dead cells, whose stone of either colour can never change who
//! wins, and the vulnerable and captured cells built on them ([`is_inferior`]). A move on a
//! dead cell is no better than a pass, which in Hex is never better than any other move,
//! so the tree need not weigh it; playouts need not know, as whatever fills a dead cell,
//! the winner is the same. `tests/hex_inferior.rs` holds what the tree leaves out to
//! MoHex's own inferior cells and to our solver.
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

use crate::games::Colour;
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

/// Whether a cell whose neighbours hold Black on the six bits of `black` and White on
/// those of `white` is dead, for every such pair (index `black | white << 6`).
const DEAD: [bool; 1 << 12] = {
    let mut dead = [false; 1 << 12];
    let mut index = 0;
    while index < 1 << 12 {
        let (black, white) = ((index & 0b11_1111) as u8, (index >> 6) as u8);
        let mut i = 0;
        while i < 18 {
            let (a, b) = TURNED[i];
            if (black & a == a && white & b == b) || (white & a == a && black & b == b) {
                dead[index] = true;
            }
            i += 1;
        }
        index += 1;
    }
    dead
};

/// The neighbours of the cell at padded index `i` (`around`: the board's six neighbour
/// offsets, in turn) as six bits each: Black's, White's, and the empty ones.
fn neighbours(cells: &[u8; PADDED], i: usize, around: [isize; 6]) -> [u8; 3] {
    let mut masks = [0u8; 3];
    for (k, &d) in around.iter().enumerate() {
        let code = cells[step(i, d)];
        masks[0] |= u8::from(code == BLACK) << k;
        masks[1] |= u8::from(code == WHITE) << k;
        masks[2] |= u8::from(code == EMPTY) << k;
    }
    masks
}

fn dead(black: u8, white: u8) -> bool {
    DEAD[usize::from(black) | usize::from(white) << 6]
}

/// Whether the cell would be dead with a stone of `colour`'s added on its neighbour `k`.
fn dead_with(black: u8, white: u8, colour: Colour, k: usize) -> bool {
    match colour {
        Colour::Black => dead(black | 1 << k, white),
        Colour::White => dead(black, white | 1 << k),
    }
}

/// Whether `mover` need never play the empty cell at padded index `i`, by what its six
/// neighbours show (after "Solving 7×7 Hex", 2005, and benzene's inferior cells):
/// - it is dead: a stone there is no better than a pass;
/// - it is *vulnerable*: one reply of the opponent's on an empty neighbour (the *killer*)
///   would leave the stone dead. If `mover` wins, it wins with a move that is not
///   vulnerable: after the reply the position is the one before with an opponent's stone
///   more, from which the winning move also wins here;
/// - it is one of a *captured* pair of `mover`'s: two touching empty cells where a stone
///   of `mover`'s on either kills the other, so that whichever the opponent takes,
///   `mover` answers in the other and holds both. A stone there fills what is `mover`'s
///   already, no better than a pass.
///
/// A cell in the opponent's captured pair is vulnerable, its partner the killer.
pub(crate) fn is_inferior(cells: &[u8; PADDED], i: usize, around: [isize; 6], mover: Colour) -> bool {
    let [black, white, empty] = neighbours(cells, i, around);
    if dead(black, white) {
        return true;
    }
    (0..6).filter(|&k| empty >> k & 1 == 1).any(|k| {
        if dead_with(black, white, mover.opponent(), k) {
            return true;
        }
        // A captured pair: `mover`'s stone on neighbour k kills this cell, and `mover`'s
        // stone here kills the partner there (its neighbour k + 3).
        dead_with(black, white, mover, k) && {
            let [pb, pw, _] = neighbours(cells, step(i, around[k]), around);
            dead_with(pb, pw, mover, (k + 3) % 6)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hex::{Board, BoardSize, Cell};

    fn board(n: u32, black: &[&str], white: &[&str]) -> (BoardSize, Board) {
        let size = BoardSize::new(n).unwrap();
        let mut board = Board::empty(size);
        for (names, code) in [(black, BLACK), (white, WHITE)] {
            for name in names {
                let i = board.index(Cell::parse(name, size).unwrap());
                board.codes_mut()[i] = code;
            }
        }
        (size, board)
    }

    /// Whether the empty cell at padded index `i` is dead.
    fn is_dead(cells: &[u8; PADDED], i: usize, around: [isize; 6]) -> bool {
        let [black, white, _] = neighbours(cells, i, around);
        super::dead(black, white)
    }

    /// Whether `cell` is dead on an `n`×`n` board with `black` and `white` stones.
    fn dead(n: u32, black: &[&str], white: &[&str], cell: &str) -> bool {
        let (size, board) = board(n, black, white);
        is_dead(board.codes(), board.index(Cell::parse(cell, size).unwrap()), board.around())
    }

    /// Whether `mover` need never play `cell` on that board.
    fn inferior(n: u32, black: &[&str], white: &[&str], cell: &str, mover: Colour) -> bool {
        let (size, board) = board(n, black, white);
        is_inferior(board.codes(), board.index(Cell::parse(cell, size).unwrap()), board.around(), mover)
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

    #[test]
    fn a_cell_one_reply_would_kill_is_vulnerable() {
        // Black e4 and e3 beside d4, White c4: White's reply c5 would face Black's pair
        // with its own, leaving a black stone on d4 dead. For White, Black's d5 does the
        // same (three black in a row, White c4 opposite the middle).
        assert!(inferior(7, &["e4", "e3"], &["c4"], "d4", Colour::Black));
        assert!(inferior(7, &["e4", "e3"], &["c4"], "d4", Colour::White));
        // Near miss: without White's c4 one reply is not enough, for either colour.
        assert!(!inferior(7, &["e4", "e3"], &[], "d4", Colour::Black));
        assert!(!inferior(7, &["e4", "e3"], &[], "d4", Colour::White));
    }

    #[test]
    fn a_captured_pair_is_left_to_its_owner_and_vulnerable_to_the_intruder() {
        // Black b2 on 5×5 holds b1 and c1 against the edge: for Black a stone there fills
        // what is Black's; for White, Black's answer in the other kills it.
        for cell in ["b1", "c1"] {
            assert!(inferior(5, &["b2"], &[], cell, Colour::Black), "{cell}");
            assert!(inferior(5, &["b2"], &[], cell, Colour::White), "{cell}");
        }
        // Near miss: d1 beside them is neither captured nor vulnerable.
        assert!(!inferior(5, &["b2"], &[], "d1", Colour::Black));
        assert!(!inferior(5, &["b2"], &[], "d1", Colour::White));
    }
}
