//! Fill-in (Hayward, Björnsson, Johanson, Kan, Po and van Rijswijck, "Solving 7×7 Hex",
//! 2005): cells whose fate is settled are filled before the search looks at a position.
//! A *dead* cell's colour never matters, so it is given to either side; a *captured* pair
//! is two touching empty cells where, whichever the opponent takes, the owner takes the
//! other and the opponent's stone is dead, so the owner may as well hold both. Fewer empty
//! cells make fewer positions, and more of them meet again in the table.

use crate::ai::hex::geometry::{Bits, Direction, Geometry};
use crate::ai::hex::inferior::TURNED;

/// A position after fill-in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Filled {
    /// Black's and White's stones, filled cells included.
    pub(super) stones: [Bits; 2],
    /// The cells each side was given by capture: a proof of that side's win needs them,
    /// as the opponent may still intrude there (dead cells need nothing).
    pub(super) captured: [Bits; 2],
}

/// Which side dead cells are given to; either would do.
const DEAD_TO: usize = 1;

/// For each side and direction, the cells whose neighbour that way is the side's stone or border.
type Around = [[Bits; 6]; 2];

/// Fills `stones`' dead cells and captured pairs until none is left.
pub(super) fn fill(g: &Geometry, stones: [Bits; 2]) -> Filled {
    let mut filled = Filled { stones, captured: [0; 2] };
    'again: loop {
        let empty = g.all & !(filled.stones[0] | filled.stones[1]);
        let around = around(g, filled.stones);
        // Every pattern needs four neighbours taken, three besides a partner's stone: the
        // cells with fewer are passed over without reading the patterns.
        let [three, four] = taken_around(&around);
        if empty & four != 0 {
            let dead = dead(&around, empty & four);
            if dead != 0 {
                filled.stones[DEAD_TO] |= dead;
                continue;
            }
        }
        let open = empty & three;
        for direction in [Direction::Right, Direction::UpRight, Direction::Up] {
            if open & g.toward(open, direction) == 0 {
                continue;
            }
            for side in 0..2 {
                let pairs = captured(g, &around, empty, side, direction);
                if pairs != 0 {
                    filled.stones[side] |= pairs;
                    filled.captured[side] |= pairs;
                    continue 'again;
                }
            }
        }
        return filled;
    }
}

/// The cells with at least three and at least four of their six neighbours taken (by a
/// stone or a border), counted in binary across the six directions at once.
fn taken_around(around: &Around) -> [Bits; 2] {
    let [mut ones, mut twos, mut fours] = [0; 3];
    for (black, white) in around[0].iter().zip(&around[1]) {
        let taken = black | white;
        let carry = ones & taken;
        ones ^= taken;
        fours |= twos & carry;
        twos ^= carry;
    }
    [fours | twos & ones, fours]
}

fn around(g: &Geometry, stones: [Bits; 2]) -> Around {
    [0, 1].map(|side| Direction::ALL.map(|direction| g.toward_side(stones[side], side, direction)))
}

/// The cells of `empty` that a dead-cell pattern matches, for either colour as `A`.
fn dead(around: &Around, empty: Bits) -> Bits {
    matching(around, empty, None)
}

/// The cells of `empty` that a dead-cell pattern matches once each has a stone of `side`'s
/// on its neighbour in `direction`: only the patterns that need that stone are read.
fn dead_beside(around: &Around, empty: Bits, side: usize, direction: Direction) -> Bits {
    matching(around, empty, Some((side, direction as usize)))
}

fn matching(around: &Around, empty: Bits, given: Option<(usize, usize)>) -> Bits {
    let mut matched = 0;
    for a in 0..2 {
        for &(must_a, must_b) in &TURNED {
            let mut needs = [0; 2];
            (needs[a], needs[1 - a]) = (must_a, must_b);
            if let Some((side, k)) = given {
                if needs[side] >> k & 1 == 0 {
                    continue;
                }
                needs[side] &= !(1 << k);
            }
            let mut cells = empty;
            for (side, mut bits) in needs.into_iter().enumerate() {
                while bits != 0 {
                    cells &= around[side][bits.trailing_zeros() as usize];
                    bits &= bits - 1;
                }
            }
            matched |= cells;
        }
    }
    matched
}

/// The cells of `among` (empty) where a stone of `side`'s would be left dead by one reply
/// of the opponent's on an empty neighbour (`side`-vulnerable cells, as
/// "Solving 7×7 Hex" prunes them), and those replies, the killers.
pub(super) fn vulnerable(g: &Geometry, stones: [Bits; 2], side: usize, among: Bits) -> (Bits, Bits) {
    let empty = g.all & !(stones[0] | stones[1]);
    let around = around(g, stones);
    let (mut cells, mut killers) = (0, 0);
    for direction in Direction::ALL {
        let killed = among & g.toward(empty, direction) & dead_beside(&around, among, 1 - side, direction);
        cells |= killed;
        killers |= g.toward(killed, direction.opposite());
    }
    (cells, killers)
}

/// Both cells of `side`'s captured pairs lying `direction` apart (from the first cell to
/// the second), pairs that share a cell left out: each pair alone is captured, not a run.
/// Called when no cell is dead, so a cell dies only by the stone on its partner.
fn captured(g: &Geometry, around: &Around, empty: Bits, side: usize, direction: Direction) -> Bits {
    let back = direction.opposite();
    let first = empty
        & g.toward(empty, direction)
        & dead_beside(around, empty, side, direction)
        & g.toward(dead_beside(around, empty, side, back), direction);
    let alone = first & !g.toward(first, direction) & !g.toward(first, back);
    alone | g.toward(alone, back)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hex::{BoardSize, Cell};

    fn bits(size: BoardSize, names: &[&str]) -> Bits {
        names.iter().fold(0, |set, name| set | 1 << Cell::parse(name, size).unwrap().index(size))
    }

    fn filled(n: u32, black: &[&str], white: &[&str]) -> (BoardSize, Filled) {
        let size = BoardSize::new(n).unwrap();
        let g = Geometry::new(size).unwrap();
        (size, fill(&g, [bits(size, black), bits(size, white)]))
    }

    #[test]
    fn an_empty_board_has_nothing_to_fill() {
        let (size, filled) = filled(6, &[], &[]);
        assert_eq!(filled, Filled { stones: [0; 2], captured: [0; 2] }, "{size:?}");
    }

    #[test]
    fn a_dead_cell_is_filled_and_owes_no_proof() {
        // d4 has Black on four neighbours in a row (e4, e3, d3, c4).
        let (size, filled) = filled(7, &["e4", "e3", "d3", "c4"], &[]);
        assert_ne!((filled.stones[0] | filled.stones[1]) & bits(size, &["d4"]), 0);
        assert_eq!(filled.captured, [0; 2]);
    }

    #[test]
    fn two_cells_between_the_edge_and_a_stone_are_captured() {
        // Black b2 on 5×5 touches b1 and c1 on the top row: whichever White takes, Black
        // takes the other and White's stone is dead, so the pair is Black's.
        let (size, filled) = filled(5, &["b2"], &[]);
        assert_eq!(filled.captured[0] & bits(size, &["b1", "c1"]), bits(size, &["b1", "c1"]));
        assert_eq!(filled.captured[1], 0);
    }

    #[test]
    fn a_cell_one_reply_would_kill_is_vulnerable_with_its_killer() {
        // As in `inferior`: Black e4, e3 and White c4 on 7×7; White's c5 kills Black's d4.
        let size = BoardSize::new(7).unwrap();
        let g = Geometry::new(size).unwrap();
        let stones = [bits(size, &["e4", "e3"]), bits(size, &["c4"])];
        let (cells, killers) = vulnerable(&g, stones, 0, bits(size, &["d4"]));
        assert_eq!((cells, killers), (bits(size, &["d4"]), bits(size, &["c5"])));
        // For White, Black's d5 kills it; near miss: without White's c4, neither.
        assert_eq!(vulnerable(&g, stones, 1, bits(size, &["d4"])), (bits(size, &["d4"]), bits(size, &["d5"])));
        let stones = [stones[0], 0];
        for side in [0, 1] {
            assert_eq!(vulnerable(&g, stones, side, bits(size, &["d4"])), (0, 0));
        }
    }
}
