//! The cells the Hex tree never weighs (`Simulate::search_moves`: dead, captured and
//! vulnerable cells) are never the only good moves. Checked two ways that do not read our
//! patterns:
//! - MoHex 2.0's inferior cells: on 400 random positions, each cell our search leaves out
//!   for the player to move is one benzene's own engine leaves out too (`compute-inferior`:
//!   dead and captured cells filled in, vulnerable, reversible and inferior ones). MoHex's
//!   answers are in `tests/data/benzene/inferior.txt`, made by `scripts/mohex-inferior.py`;
//! - our exact solver, on random small positions: whenever the player to move can win, one
//!   of the moves the tree weighs wins.

use std::collections::BTreeSet;

use fogliaccio::ai::Simulate;
use fogliaccio::ai::hex::solver::Solver;
use fogliaccio::games::hex::{BoardSize, Move, Position, SwapRule};
use fogliaccio::games::{Game, Outcome};
use fogliaccio::rng::Rng;
use proptest::prelude::*;

const MOHEX: &str = include_str!("data/benzene/inferior.txt");

/// Positions the solver may visit for one question.
const BUDGET: u64 = 2_000_000;

/// Each position of MoHex's file, with the cells MoHex calls inferior (each named with its
/// class, which the test does not need).
fn mohex_positions() -> impl Iterator<Item = (&'static str, Position, BTreeSet<&'static str>)> {
    MOHEX.lines().filter(|line| !line.starts_with('#')).map(|line| {
        let (stones, inferior) = line.split_once(" | ").unwrap();
        let mut words = stones.split_whitespace();
        let size = BoardSize::new(words.next().unwrap().parse().unwrap()).unwrap();
        let mut position = Position::new(size, SwapRule::None);
        for name in words {
            position.play(Move::parse(name, size).unwrap()).unwrap();
        }
        (line, position, inferior.split_whitespace().map(|pair| pair.split_once(':').unwrap().0).collect())
    })
}

/// The moves the tree weighs, and those it leaves out, for the player to move.
fn weighed_and_left_out(position: &Position) -> (Vec<Move>, Vec<Move>) {
    let (mut legal, mut weighed) = (Vec::new(), Vec::new());
    position.legal_moves(&mut legal);
    position.search_moves(&mut weighed);
    legal.retain(|mv| !weighed.contains(mv));
    (weighed, legal)
}

/// Whether the player to move wins by playing `mv`, as the solver proves it.
fn wins(solver: &mut Solver, position: &Position, mv: Move) -> bool {
    let mut after = position.clone();
    after.play(mv).unwrap();
    let mover = position.to_move();
    match after.outcome() {
        Some(outcome) => outcome == Outcome::Winner(mover),
        None => solver.solve(&after, BUDGET).expect("proved within the budget").winner == mover,
    }
}

#[test]
fn every_cell_the_tree_leaves_out_mohex_leaves_out() {
    let (mut ours, mut theirs) = (0, 0);
    for (line, position, mohex) in mohex_positions() {
        let (_, left) = weighed_and_left_out(&position);
        for mv in &left {
            assert!(mohex.contains(mv.to_string().as_str()), "{mv} is left out, MoHex would play it: {line}");
        }
        ours += left.len();
        theirs += mohex.len();
    }
    eprintln!("the tree leaves out {ours} cells, MoHex {theirs}");
    assert!(ours > 4_000, "the file's positions leave out cells: {ours}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Leaving out inferior cells never leaves out every winning move.
    #[test]
    fn a_player_who_can_win_can_win_with_a_move_the_tree_weighs(size in 3u32..=6, seed in any::<u64>(), fill in 0u32..60) {
        let mut rng = Rng::seed(seed);
        let mut position = Position::new(BoardSize::new(size).unwrap(), SwapRule::None);
        let stones = size * size * fill / 100;
        for _ in 0..stones {
            let mut legal = Vec::new();
            position.legal_moves(&mut legal);
            let mv = legal[rng.below(legal.len() as u32) as usize];
            let mut next = position.clone();
            next.play(mv).unwrap();
            if next.outcome().is_some() { break; }
            position = next;
        }
        let (weighed, left) = weighed_and_left_out(&position);
        let mut solver = Solver::new(position.size()).unwrap();
        if solver.solve(&position, BUDGET).unwrap().winner == position.to_move() {
            prop_assert!(weighed.iter().any(|&mv| wins(&mut solver, &position, mv)), "left out {left:?}");
        }
    }
}
