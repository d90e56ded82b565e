//! What the tree learns of a position it has visited often, from virtual connections
//! ([`vc`](super::vc)), as MoHex does at its knowledge threshold: the side to move whose
//! edges are linked by a full or a semi has won, as has the opponent whose edges are
//! joined by a full; against the opponent's semis only the must-play region, the
//! intersection of their carriers, is worth weighing.

use std::cell::RefCell;

use super::geometry::{Geometry, ones, side, stones};
use super::vc::{Reading, Vcs};
use crate::ai::Verdict;
use crate::games::Game;
use crate::games::connection::Connection;
use crate::games::hex::{Cell, Move, Position};

thread_local! {
    /// The room of the last board size's connections, kept between calls: a build fills
    /// thousands of lists, and making them anew each time would cost more than the build.
    static VCS: RefCell<Option<Vcs>> = const { RefCell::new(None) };
}

/// The winner of `position` when the connections prove it, else the moves of the
/// must-play region when the opponent has semis; nothing before the swap is decided or on
/// boards above 11×11.
pub(super) fn knowledge(position: &Position) -> Verdict<Move> {
    let size = position.size();
    let Some(g) = Geometry::new(size) else { return Verdict::default() };
    if position.outcome().is_some() || position.can_swap() {
        return Verdict::default();
    }
    let (stones, me) = (stones(position), position.to_move());
    let mover = side(me);
    VCS.with_borrow_mut(|room| {
        let vcs = match room {
            Some(vcs) if vcs.geometry().n == g.n => vcs,
            _ => room.insert(Vcs::new(g)),
        };
        match vcs.read(stones, mover) {
            Reading::Won { .. } => Verdict { moves: None, proved: Some(me) },
            Reading::Lost { .. } => Verdict { moves: None, proved: Some(me.opponent()) },
            Reading::Open { must_play } => {
                let empty = g.all & !(stones[0] | stones[1]);
                let moves = must_play.map(|(region, _)| {
                    ones(region & empty).map(|i| Move::Place(Cell::from_index(i as usize, size))).collect()
                });
                Verdict { moves, proved: None }
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Colour;
    use crate::games::hex::{BoardSize, SwapRule};

    fn position(n: u32, moves: &[&str]) -> Position {
        let size = BoardSize::new(n).unwrap();
        let mut position = Position::new(size, SwapRule::None);
        for mv in moves {
            position.play(Move::parse(mv, size).unwrap()).unwrap();
        }
        position
    }

    #[test]
    fn a_mover_whose_edges_are_linked_has_won() {
        // White to move on 5×5 after Black's centre: two ziggurats join Black's edges, so
        // White has lost whatever it plays; with Black to move after a White reply in the
        // corner, Black still has them.
        assert_eq!(knowledge(&position(5, &["c3"])).proved, Some(Colour::Black));
        assert_eq!(knowledge(&position(5, &["c3", "a1"])).proved, Some(Colour::Black));
        // Black to move on the empty 5×5 board has a semi: the centre joins its edges.
        assert_eq!(knowledge(&position(5, &[])).proved, Some(Colour::Black));
        // Near miss: on 7×7 Black's centre stone holds neither edge by these rules.
        assert_eq!(knowledge(&position(7, &["d4"])).proved, None);
    }

    #[test]
    fn against_semis_only_the_must_play_region_is_weighed() {
        // Black a1, White a4 on 4×4, Black to move: White's semis between its edges meet
        // in d2 and b3, and trying every game agrees that every other move loses.
        let threatened = position(4, &["a1", "a4"]);
        let known = knowledge(&threatened);
        assert_eq!(known.proved, None);
        let mut region: Vec<String> = known.moves.expect("a must-play region").iter().map(|m| m.to_string()).collect();
        region.sort();
        assert_eq!(region, ["b3", "d2"]);
        let g = Geometry::new(threatened.size()).unwrap();
        let stones = stones(&threatened);
        let mut memo = std::collections::HashMap::new();
        for cell in threatened.board().empty_cells().filter(|cell| !region.contains(&cell.to_string())) {
            let mut next = stones;
            next[0] |= 1 << cell.index(threatened.size());
            assert_eq!(crate::ai::hex::geometry::exhaustive(&g, next, 1, &mut memo), 1, "Black {cell} loses");
        }
        // Near miss: White's stone in the far corner threatens nothing.
        assert_eq!(knowledge(&position(4, &["a1", "d4"])).moves, None);
    }

    #[test]
    fn the_swap_and_an_empty_board_know_nothing() {
        let size = BoardSize::new(7).unwrap();
        let mut swap = Position::new(size, SwapRule::Colours);
        swap.play(Move::parse("d4", size).unwrap()).unwrap();
        assert_eq!(knowledge(&swap), Verdict::default());
        assert_eq!(knowledge(&position(7, &[])), Verdict::default());
    }
}
