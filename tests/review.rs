//! The review of a whole game (`ai::review`), held to brute force on boards small enough
//! to play out every game: what it calls proved is who wins, a move that throws a win
//! away is a blunder, a move that keeps one is never marked, and the end and a
//! resignation are weighed by the result.

use std::collections::HashMap;

use fogliaccio::ai::review::{Line, Mark, Played, Review, Reviewed};
use fogliaccio::games::hex::{BoardSize, Cell, Move, Position, SwapRule};
use fogliaccio::games::{Colour, Game, Outcome};
use fogliaccio::rng::Rng;

/// Who wins `position` with best play, by trying every game from it (the rules alone, no
/// solver), remembered by the cells taken.
fn brute_force(position: &Position, seen: &mut HashMap<(u64, u64), Colour>) -> Colour {
    if let Some(Outcome::Winner(winner)) = position.outcome() {
        return winner;
    }
    let board = position.board();
    let bits = |colour| {
        board.cells().enumerate().filter(|&(_, c)| board.stone(c) == Some(colour)).fold(0, |b, (i, _)| b | 1 << i)
    };
    let key = (bits(Colour::Black), bits(Colour::White));
    if let Some(&winner) = seen.get(&key) {
        return winner;
    }
    let to_move = position.to_move();
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let winner = if moves.into_iter().filter(|mv| matches!(mv, Move::Place(_))).any(|mv| {
        let mut next = position.clone();
        next.play(mv).unwrap();
        brute_force(&next, seen) == to_move
    }) {
        to_move
    } else {
        to_move.opponent()
    };
    seen.insert(key, winner);
    winner
}

/// The review of `moves` on an `n`×`n` board without the swap, `budget` iterations a
/// position, and the positions before each move.
fn review(n: u32, moves: &[&str], ending: Option<Played<Option<Move>>>) -> (Vec<Reviewed<Move>>, Vec<Position>) {
    let size = BoardSize::new(n).unwrap();
    let mut position = Position::new(size, SwapRule::None);
    let mut line = Vec::new();
    let mut before = Vec::new();
    for name in moves {
        let mv = Move::Place(Cell::parse(name, size).unwrap());
        line.push((position.clone(), Played::Move(Some(mv))));
        before.push(position.clone());
        position.play(mv).unwrap();
    }
    let last = match ending {
        Some(played) => {
            line.push((position.clone(), played));
            before.push(position.clone());
            None
        }
        None => Some(position),
    };
    let mut review = Review::new(Line { moves: line, last }, 500, Rng::seed(7));
    while !review.is_done() {
        review.run(500);
    }
    (review.moves(), before)
}

#[test]
fn what_the_review_calls_proved_is_who_wins_and_throwing_a_win_away_is_a_blunder() {
    let mut seen = HashMap::new();
    let size = BoardSize::new(4).unwrap();
    // The first opening of 4×4 (a black stone, a white one) after which Black wins, but
    // not with every move: brute force sorts Black's moves into those that keep the win
    // and those that throw it away.
    let place = |position: &Position, cell: Cell| {
        let mut next = position.clone();
        next.play(Move::Place(cell)).ok().filter(|_| next.outcome().is_none()).map(|()| next)
    };
    let start = Position::new(size, SwapRule::None);
    let cells: Vec<Cell> = start.board().cells().collect();
    let (opening, keeps, throws) = cells
        .iter()
        .flat_map(|&black| cells.iter().map(move |&white| (black, white)))
        .find_map(|(black, white)| {
            let position = place(&place(&start, black)?, white)?;
            if brute_force(&position, &mut seen) != Colour::Black {
                return None;
            }
            let (mut keeps, mut throws) = (None, None);
            for &cell in &cells {
                let Some(next) = place(&position, cell) else { continue };
                let slot = if brute_force(&next, &mut seen) == Colour::Black { &mut keeps } else { &mut throws };
                slot.get_or_insert(cell.to_string());
            }
            Some(([black.to_string(), white.to_string()], keeps?, throws?))
        })
        .expect("an opening where Black can throw the win away");
    for (last, thrown) in [(throws, true), (keeps, false)] {
        let moves: Vec<&str> = opening.iter().map(String::as_str).chain([last.as_str()]).collect();
        let (reviewed, before) = review(4, &moves, None);
        assert_eq!(reviewed.len(), 3);
        let mut proved = 0;
        for (k, (move_review, position)) in reviewed.iter().zip(&before).enumerate() {
            let Some(claimed) = move_review.proved else { continue };
            proved += 1;
            let winner = brute_force(position, &mut seen);
            assert_eq!(claimed, winner, "{moves:?}, move {}: proved for the wrong colour", k + 1);
            let exact = if winner == move_review.mover { 1.0 } else { 0.0 };
            assert_eq!(move_review.chance, exact, "a proved position is weighed exactly");
        }
        assert!(proved >= 2, "{moves:?}: the solver proves small boards ({proved} of 3)");
        let mark = reviewed[2].mark;
        match thrown {
            true => assert_eq!(mark, Some(Mark::Blunder), "{moves:?}: {:?}", reviewed[2]),
            false => assert_eq!(mark, None, "{moves:?}: a move that keeps the win: {:?}", reviewed[2]),
        }
    }
}

#[test]
fn the_winning_move_and_a_resignation_are_weighed_by_the_result() {
    // a1–a3 for Black on 3×3, White elsewhere: the last move wins.
    let (reviewed, _) = review(3, &["a1", "b1", "a2", "b2", "a3"], None);
    let last = reviewed.last().unwrap();
    assert_eq!((last.mover, last.after), (Colour::Black, 1.0));
    let (reviewed, _) = review(3, &["b2", "a1"], Some(Played::Resigned(Colour::Black)));
    let resigned = reviewed.last().unwrap();
    assert_eq!((resigned.mover, resigned.after), (Colour::Black, 0.0));
    assert_eq!(resigned.chance, 1.0, "Black resigned a won game: b2 wins 3×3");
    assert_eq!(resigned.mark, Some(Mark::Blunder));
}
