//! A game of TwixT as the review reads it ([`crate::ai::review`]).

use crate::ai::review::{Line, Played};
use crate::games::twixt::{Agreement, Position, Record};

/// Each turn of `record` with the position before it, then the position after the last
/// (none after a resignation or a draw agreed, which end the game by themselves). A turn
/// the search does not play (one with removals, or without every bridge of its peg) is
/// reviewed all the same, its tree dropped.
pub fn review_line(record: &Record) -> Line<Position> {
    let mut position = Position::new(record.size(), record.rules(), record.swap_rule());
    let mut moves = Vec::with_capacity(record.plies());
    for turn in record.turns() {
        moves.push((position.clone(), Played::Move(position.search_move(turn))));
        // A record is a legal game.
        let _ = position.play(turn);
    }
    let last = match record.agreement() {
        Some(Agreement::Resigned(colour)) => {
            moves.push((position, Played::Resigned(colour)));
            None
        }
        Some(Agreement::Draw) => {
            moves.push((position, Played::Drawn));
            None
        }
        None => Some(position),
    };
    Line { moves, last }
}
