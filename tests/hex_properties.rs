//! Properties of the Hex engine and the undo/redo timeline over random games.

use fogliaccio::games::connection::Connection;
use fogliaccio::games::hex::{BoardSize, Cell, Ending, Move, Position, SwapRule};
use fogliaccio::games::{Colour, Game, Outcome};
use fogliaccio::timeline::{Spot, Timeline};
use proptest::prelude::*;
use proptest::sample::Index;

// ---------------------------------------------------------------------------------------
// Helpers

fn legal(position: &Position) -> Vec<Move> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    moves
}

fn swap_rule() -> impl Strategy<Value = SwapRule> {
    prop::sample::select(SwapRule::ALL.to_vec())
}

/// Enough random choices for a whole game on the largest board (swap included).
fn choices() -> impl Strategy<Value = Vec<Index>> {
    prop::collection::vec(any::<Index>(), 19 * 19 + 1)
}

/// Plays random legal moves from a new game until it ends, calling `visit` on every
/// position on the way (the start and the end included).
fn random_game(n: u32, swap: SwapRule, picks: &[Index], mut visit: impl FnMut(&Position)) -> Position {
    let mut position = Position::new(BoardSize::new(n).unwrap(), swap);
    let mut picks = picks.iter();
    visit(&position);
    while position.outcome().is_none() {
        let moves = legal(&position);
        assert!(!moves.is_empty(), "a game in progress has a legal move");
        let mv = picks.next().expect("enough picks").get(&moves);
        position.play(*mv).unwrap();
        visit(&position);
    }
    position
}

/// Every move there is on a board of side `n`: each cell, and the swap.
fn every_move(n: u32) -> Vec<Move> {
    let position = Position::new(BoardSize::new(n).unwrap(), SwapRule::None);
    let mut all: Vec<Move> = position.board().cells().map(Move::Place).collect();
    all.push(Move::Swap);
    all
}

/// The fewest stones in any chain of `colour` from its first edge to its second, found
/// breadth-first here independently of the engine.
fn shortest_chain_length(position: &Position, colour: Colour) -> Option<usize> {
    let board = position.board();
    let size = position.size();
    let mut frontier: Vec<Cell> =
        board.cells().filter(|&c| board.stone(c) == Some(colour) && board.on_edge(colour, c, false)).collect();
    let mut seen: Vec<Cell> = frontier.clone();
    let mut length = 1;
    while !frontier.is_empty() {
        if frontier.iter().any(|&c| board.on_edge(colour, c, true)) {
            return Some(length);
        }
        let mut next = Vec::new();
        for c in frontier {
            for d in c.neighbours(size) {
                if board.stone(d) == Some(colour) && !seen.contains(&d) {
                    seen.push(d);
                    next.push(d);
                }
            }
        }
        frontier = next;
        length += 1;
    }
    None
}

fn touches(a: Cell, b: Cell, size: BoardSize) -> bool {
    a.neighbours(size).any(|c| c == b)
}

// ---------------------------------------------------------------------------------------
// Properties

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// (a) Hex has no draw: a random game always ends, with one winner, at the latest when
    /// the board is full; at the end the winner has a chain and the loser none, and while
    /// it goes on neither has one.
    #[test]
    fn every_game_ends_with_exactly_one_winner(
        n in 2u32..=19, swap in swap_rule(), picks in choices(),
    ) {
        let end = random_game(n, swap, &picks, |position| {
            let black = position.board().winning_chain(Colour::Black).is_some();
            let white = position.board().winning_chain(Colour::White).is_some();
            if position.outcome().is_none() {
                assert!(!black && !white, "a chain on the board but the game goes on");
                assert!(!position.board().is_full(), "a full board without a winner");
            } else {
                assert!(black != white, "exactly one colour has a chain at the end");
            }
        });
        let ending = end.ending().expect("the game ended");
        let winner = ending.winner();
        let on_the_board = matches!(ending, Ending::Connected { .. });
        prop_assert!(on_the_board, "the game was won on the board");
        prop_assert_eq!(end.outcome(), Some(Outcome::Winner(winner)));
        prop_assert!(end.board().winning_chain(winner).is_some());
        prop_assert!(end.board().winning_chain(winner.opponent()).is_none());
        // The last stone placed was the winner's: the game ended on the winner's move.
        prop_assert_eq!(end.to_move(), winner.opponent());
    }

    /// (b) The winning chain is unbroken, made of the winner's stones, runs from the
    /// winner's first edge to the second, and is as short as any chain can be.
    #[test]
    fn the_winning_chain_joins_the_winners_edges(
        n in 2u32..=19, swap in swap_rule(), picks in choices(),
    ) {
        let end = random_game(n, swap, &picks, |_| {});
        let size = end.size();
        let board = end.board();
        let Some(Ending::Connected { winner, chain }) = end.ending() else {
            panic!("the game ended on the board");
        };
        let winner = *winner;
        prop_assert_eq!(Some(chain.clone()), board.winning_chain(winner));
        prop_assert!(chain.len() >= n as usize, "a chain crosses every row (or column)");
        prop_assert_eq!(Some(chain.len()), shortest_chain_length(&end, winner), "a shortest chain");
        prop_assert!(board.on_edge(winner, chain[0], false));
        prop_assert!(board.on_edge(winner, *chain.last().unwrap(), true));
        for &c in chain {
            prop_assert_eq!(board.stone(c), Some(winner));
        }
        for pair in chain.windows(2) {
            prop_assert!(touches(pair[0], pair[1], size), "{} and {} do not touch", pair[0], pair[1]);
        }
        let mut distinct = chain.clone();
        distinct.sort();
        distinct.dedup();
        prop_assert_eq!(distinct.len(), chain.len());
        // Shortest: only the two ends lie on the winner's edges (a shorter chain would
        // start or stop at an inner edge cell)...
        for &c in &chain[1..] {
            prop_assert!(!board.on_edge(winner, c, false));
        }
        for &c in &chain[..chain.len() - 1] {
            prop_assert!(!board.on_edge(winner, c, true));
        }
        // ...and no two cells that are not consecutive touch (that would be a short cut).
        for i in 0..chain.len() {
            for j in i + 2..chain.len() {
                prop_assert!(!touches(chain[i], chain[j], size), "short cut {} {}", chain[i], chain[j]);
            }
        }
    }

    /// (c) `swap` is legal exactly at ply 1, when the rule is on and the game goes on.
    #[test]
    fn swap_is_legal_exactly_at_ply_1(
        n in 2u32..=19, swap in swap_rule(), picks in choices(), resign_at in 0u32..6,
    ) {
        let mut position = Position::new(BoardSize::new(n).unwrap(), swap);
        let mut picks = picks.iter();
        loop {
            let moves = legal(&position);
            let expected = position.ply() == 1 && swap != SwapRule::None && position.outcome().is_none();
            prop_assert_eq!(moves.contains(&Move::Swap), expected, "ply {}", position.ply());
            prop_assert_eq!(position.can_swap(), expected);
            prop_assert_eq!(moves.is_empty(), position.outcome().is_some());
            if position.outcome().is_some() {
                break;
            }
            if position.ply() == resign_at {
                position.resign(position.to_move()).unwrap();
                continue;
            }
            position.play(*picks.next().unwrap().get(&moves)).unwrap();
        }
    }

    /// (d) A move is accepted exactly when it is listed as legal; a refused one returns an
    /// error and leaves the position equal to what it was.
    #[test]
    fn an_illegal_move_changes_nothing(
        n in 2u32..=9,
        swap in swap_rule(),
        picks in choices(),
        tries in prop::collection::vec(any::<Index>(), 8),
    ) {
        let all = every_move(n);
        let mut checks = Vec::new();
        random_game(n, swap, &picks, |position| checks.push(position.clone()));
        for position in checks {
            let moves = legal(&position);
            for pick in &tries {
                let mv = *pick.get(&all);
                let mut tried = position.clone();
                let result = tried.play(mv);
                prop_assert_eq!(result.is_ok(), moves.contains(&mv), "{} at ply {}", mv, position.ply());
                if result.is_err() {
                    prop_assert_eq!(&tried, &position);
                } else {
                    prop_assert_eq!(tried.ply(), position.ply() + 1);
                }
            }
            // Every stone already on the board is refused.
            for c in position.board().cells().filter(|&c| position.board().stone(c).is_some()) {
                let mut tried = position.clone();
                prop_assert!(tried.play(Move::Place(c)).is_err());
                prop_assert_eq!(&tried, &position);
            }
        }
    }

    /// (e) Undo then redo comes back to the same position; a move after an undo that is not
    /// the one undone takes the game elsewhere, and the moves that could have been redone
    /// stay whole as a variation: nothing is ever lost.
    #[test]
    fn undo_redo_and_push_behave_like_a_cursor(
        n in 2u32..=7,
        swap in swap_rule(),
        // 0: play a random legal move, 1: undo, 2: redo.
        ops in prop::collection::vec((0u8..3, any::<Index>()), 0..60),
    ) {
        let start = Position::new(BoardSize::new(n).unwrap(), swap);
        let mut timeline: Timeline<Position, Move> = Timeline::new(start.clone());
        // The model: every position recorded, and how many of the moves are played.
        let mut history = vec![start];
        let mut moves: Vec<Move> = Vec::new();
        let mut cursor = 0usize;
        // The lines a move after an undo set aside.
        let mut kept: Vec<Vec<Move>> = Vec::new();
        for (op, pick) in ops {
            match op {
                0 => {
                    let current = timeline.current().clone();
                    let legal = legal(&current);
                    if legal.is_empty() {
                        continue;
                    }
                    let mv = *pick.get(&legal);
                    let mut next = current.clone();
                    next.play(mv).unwrap();
                    timeline.push(mv, next.clone());
                    if moves.get(cursor) != Some(&mv) {
                        if moves.len() > cursor && !kept.iter().any(|line| line.starts_with(&moves)) {
                            kept.push(moves.clone());
                        }
                        history.truncate(cursor + 1);
                        moves.truncate(cursor);
                        history.push(next);
                        moves.push(mv);
                        prop_assert!(!timeline.can_redo(), "a new move leaves nothing to redo");
                    }
                    cursor += 1;
                }
                1 => {
                    let before = timeline.current().clone();
                    let undone = timeline.undo();
                    prop_assert_eq!(undone, cursor > 0);
                    if undone {
                        cursor -= 1;
                        prop_assert!(timeline.redo());
                        prop_assert_eq!(timeline.current(), &before, "undo then redo");
                        prop_assert!(timeline.undo());
                    }
                }
                _ => {
                    let redone = timeline.redo();
                    prop_assert_eq!(redone, cursor < moves.len());
                    cursor += usize::from(redone);
                }
            }
            prop_assert_eq!(timeline.ply(), cursor);
            prop_assert_eq!(timeline.current(), &history[cursor]);
            prop_assert_eq!(timeline.moves().copied().collect::<Vec<_>>(), moves.clone());
            prop_assert_eq!(timeline.can_undo(), cursor > 0);
            prop_assert_eq!(timeline.can_redo(), cursor < moves.len());
            let variations: Vec<Vec<Move>> =
                timeline.variations().map(|v| timeline.line(v.line).copied().collect()).collect();
            prop_assert_eq!(variations, kept.clone());
        }
    }
}

/// A small fixed case of (e): undo twice, then a new move forgets both undone moves.
#[test]
fn push_after_undo_drops_the_redo_tail() {
    let size = BoardSize::new(5).unwrap();
    let start = Position::new(size, SwapRule::Colours);
    let mut timeline = Timeline::new(start.clone());
    let mut position = start.clone();
    for name in ["a1", "b2", "c3"] {
        let mv = Move::parse(name, size).unwrap();
        position.play(mv).unwrap();
        timeline.push(mv, position.clone());
    }
    let after_three = timeline.current().clone();
    assert!(timeline.undo() && timeline.undo());
    assert_eq!(timeline.ply(), 1);
    assert!(timeline.redo());
    assert!(timeline.redo());
    assert_eq!(timeline.current(), &after_three);
    assert!(!timeline.redo());
    assert!(timeline.undo() && timeline.undo());

    let mut branch = timeline.current().clone();
    branch.play(Move::Swap).unwrap();
    timeline.push(Move::Swap, branch.clone());
    assert_eq!(timeline.ply(), 2);
    assert_eq!(timeline.current(), &branch);
    assert!(!timeline.can_redo());
    assert!(!timeline.redo());
    assert_eq!(timeline.moves().len(), 2);
    assert_eq!(timeline.moves().map(Move::to_string).collect::<Vec<_>>(), ["a1", "swap"]);
    let kept: Vec<String> = timeline.line(1).map(Move::to_string).collect();
    assert_eq!(kept, ["a1", "b2", "c3"], "what the swap replaced stays as a variation");

    timeline.seek(Spot::game(0));
    assert_eq!(timeline.current(), &start);
    timeline.seek(Spot::game(99));
    assert_eq!(timeline.current(), &branch);
}
