//! A game of Hex as the review reads it ([`crate::ai::review`]).

use crate::ai::review::{Line, Played};
use crate::games::hex::{Position, Record};

/// Each move of `record` with the position before it, then the position after the last
/// (none after a resignation, which ends the game by itself).
pub fn review_line(record: &Record) -> Line<Position> {
    let mut position = record.opening().position().clone();
    let mut moves = Vec::with_capacity(record.plies());
    for &mv in record.moves() {
        moves.push((position.clone(), Played::Move(Some(mv))));
        // A record is a legal game.
        let _ = position.play(mv);
    }
    let last = match record.resigned() {
        Some(colour) => {
            moves.push((position, Played::Resigned(colour)));
            None
        }
        None => Some(position),
    };
    Line { moves, last }
}
