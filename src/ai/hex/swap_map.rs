//! Whether to swap Black's first stone: a fixed map, not a search, so that the same opening
//! is always answered the same way. Up to 5×5 our own proved table of openings decides
//! ([`proved_swap`]); on 6×6 to 11×11, the map in `data/swap_map.txt`, whose header says
//! where each size comes from. Only the rows a test checks against solved results are
//! proved ([`swap_proved`]); the others are the search's.

use crate::ai::Style;
use crate::games::Colour;
use crate::games::connection::Connection;
use crate::games::hex::{BoardSize, Cell, Move, Position, SwapRule};
use crate::rng::Rng;

use super::opening::{Openings, Value, opening_stone, proved_swap};

const MAP: &str = include_str!("data/swap_map.txt");

/// The largest board whose swap decisions are proved: up to 5×5 by our solver, and 6×6 to
/// 8×8 the solved results, which `tests/hex_swap_map.rs` holds cell by cell to benzene's
/// solver regression tests. 9×9 every opening is solved too, but its row is a swap
/// selection nothing here can check (the map's header says why).
const PROVED_UP_TO: u8 = 8;

/// Whether [`swap_decision`] on boards of `size` is a proved result, not a reading of a
/// search.
pub fn swap_proved(size: BoardSize) -> bool {
    size.get() <= PROVED_UP_TO
}

/// Whether the side to move should swap the opening stone, when the swap is allowed now
/// and the board is one the tables cover; `None` otherwise, for the search to decide.
///
/// Both swap rules take the same decision: the colour exchange hands the stone's owner's
/// side to the swapper as it stands, and the mirror swap hands over the same position
/// mirrored, with the colours exchanged.
pub fn swap_decision(position: &Position) -> Option<bool> {
    if !position.can_swap() {
        return None;
    }
    if let Some(proved) = proved_swap(position) {
        return Some(proved);
    }
    Some(Openings::read(MAP, position.size())?.value(opening_stone(position)?) == Value::Wins)
}

/// How far ahead (in thousandths of Black's chance) the search must see Black after a first
/// stone within two cells of an edge before White swaps it. On 9×9 the search at 1,000,000
/// iterations agreed with the map's row (benzene's swap selection) on only 42 of those 56
/// openings taken at one half, most of which it does not swap; above this figure it names
/// two the row swaps (h2 and b8, 559) and none it does not.
pub const SURE_NEAR_AN_EDGE: u32 = 530;

/// Whether White swaps a first stone on `cell`, given Black's chance after it as the
/// search saw it, in thousandths (see [`searched_chance`]): always when it is at least two
/// cells from every edge, where every opening of the solved boards 6×6 to 8×8 wins, and
/// nearer an edge only when the search is sure ([`SURE_NEAR_AN_EDGE`]).
pub fn searched_swap(size: BoardSize, cell: Cell, chance: u32) -> bool {
    let last = size.get() - 1;
    let from_edge = cell.col().min(cell.row()).min(last - cell.col()).min(last - cell.row());
    from_edge >= 2 || chance > SURE_NEAR_AN_EDGE
}

/// Black's chance to win after a first stone on `cell` with no swap, as the app's own search
/// sees it: White's best answer after `iterations` from `seed`, the figure the map's
/// searched blocks are built from (`fogliaccio swap-map`). A proved result counts as 0 or 1.
pub fn searched_chance(size: BoardSize, cell: Cell, iterations: u32, seed: u64) -> f32 {
    let mut position = Position::new(size, SwapRule::None);
    position.play(Move::Place(cell)).expect("the first stone goes on an empty board");
    let mut tree = Style::Knowledge.tree(position, Rng::seed(seed));
    if let Some(winner) = tree.proved() {
        return if winner == Colour::Black { 1.0 } else { 0.0 };
    }
    tree.run(iterations);
    1.0 - tree.win_rate().expect("White has a move after one stone")
}
