//! Hex's puzzles (`src/ai/hex/puzzles.rs`, the collection in `src/ai/hex/data/puzzles.jsonl`)
//! and `fogliaccio puzzles`: every answer of every shipped puzzle is proved again, and no
//! other move wins; every refutation refutes.

mod common;

use fogliaccio::ai::hex::puzzles::{self, PROOF_BUDGET, Puzzle, winning_moves};
use fogliaccio::ai::hex::solver::Solver;
use fogliaccio::games::hex::{BoardSize, Cell, Move};

/// Positions the solver may visit for each move of a puzzle proved again: more than the
/// generator's (`PROOF_BUDGET`), whose solver came to each puzzle with what it had proved of
/// the positions before it.
const CHECK_BUDGET: u64 = 25 * PROOF_BUDGET;

/// Proves the puzzle again: its answers are exactly the winning moves, and after each of
/// its tempting wrong moves, its reply leaves the other side winning.
fn check(puzzle: &Puzzle) {
    let position = puzzle.record.position();
    let link = fogliaccio::games::hex::link::write(&puzzle.record);
    assert!(position.ending().is_none(), "{link}: the game is over");
    let mut solver = Solver::new(position.size()).unwrap();
    let proved = winning_moves(&mut solver, position, CHECK_BUDGET).unwrap_or_else(|| panic!("{link}: not settled"));
    assert_eq!(proved.answers, puzzle.answers, "{link}: the winning moves");
    for &(wrong, reply) in &puzzle.refutations {
        let mut after = position.clone();
        after.play(Move::Place(wrong)).unwrap();
        after.play(Move::Place(reply)).unwrap();
        let winner = match after.ending() {
            Some(ending) => ending.winner(),
            None => solver.solve(&after, CHECK_BUDGET).unwrap_or_else(|| panic!("{link}: {wrong} {reply}")).winner,
        };
        assert_eq!(winner, puzzle.to_move().opponent(), "{link}: {reply} refutes {wrong}");
    }
}

/// Proves again every shipped puzzle on boards up to `largest`.
fn prove_collection_again(largest: u8) {
    let collection = puzzles::collection().expect("the collection reads");
    collection.iter().filter(|puzzle| puzzle.record.size().get() <= largest).for_each(check);
}

/// Every puzzle up to 6×6 here; the larger ones by hand (below), and every one's answers
/// against MoHex's solver in the test after.
#[test]
fn every_shipped_puzzle_up_to_six_by_six_is_proved_again_its_answers_every_winning_move_and_no_other() {
    prove_collection_again(6);
}

#[test]
#[ignore = "minutes of work; cargo test --release --test hex_puzzles -- --ignored"]
fn every_shipped_puzzle_is_proved_again_its_answers_every_winning_move_and_no_other() {
    prove_collection_again(u8::MAX);
}

#[test]
fn the_collection_holds_a_hundred_puzzles_from_five_by_five_to_nine_by_nine() {
    let collection = puzzles::collection().unwrap();
    assert_eq!(collection.len(), puzzles::COUNT, "the page picks the day's among COUNT");
    assert!(collection.len() >= 100, "{} puzzles", collection.len());
    for n in 5..=9 {
        assert!(collection.iter().any(|puzzle| puzzle.record.size().get() == n), "none on {n}×{n}");
    }
}

#[test]
fn generated_puzzles_are_proved_and_the_same_from_the_same_seed() {
    let size = BoardSize::new(5).unwrap();
    let first: Vec<Puzzle> = puzzles::generate(size, 11).take(3).collect();
    assert_eq!(first.len(), 3);
    first.iter().for_each(check);
    assert_eq!(puzzles::generate(size, 11).take(3).collect::<Vec<_>>(), first);
}

#[test]
fn the_command_prints_the_shipped_puzzles_of_a_size_one_json_line_each() {
    let output = common::fogliaccio(&["puzzles", "--game", "hex", "--size", "5", "--count", "2"], "");
    assert_eq!(output.code, Some(0), "{}", output.stderr);
    let lines: Vec<serde_json::Value> =
        output.stdout.lines().map(|line| serde_json::from_str(line).expect("a JSON line")).collect();
    assert_eq!(lines.len(), 2);
    let shipped: Vec<Puzzle> =
        puzzles::collection().unwrap().into_iter().filter(|p| p.record.size().get() == 5).take(2).collect();
    for (line, puzzle) in lines.iter().zip(&shipped) {
        assert_eq!(line["size"], 5);
        assert_eq!(line["setup"], fogliaccio::games::hex::link::write(&puzzle.record));
        assert_eq!(line["to_move"], puzzle.to_move().to_string());
        let answers: Vec<String> = puzzle.answers.iter().map(ToString::to_string).collect();
        assert_eq!(line["answers"], serde_json::json!(answers));
        assert_eq!(line["proved"], true);
    }
}

#[test]
fn puzzles_of_another_game_or_of_a_board_the_solver_cannot_prove_are_refused() {
    let twixt = common::fogliaccio(&["puzzles", "--game", "twixt"], "");
    assert_eq!(twixt.code, Some(2));
    assert!(twixt.stderr.contains("Hex"), "{}", twixt.stderr);
    let large = common::fogliaccio(&["puzzles", "--game", "hex", "--size", "13", "--seed", "1"], "");
    assert_eq!(large.code, Some(2));
    assert!(large.stderr.contains("11×11"), "{}", large.stderr);
}

/// Every shipped puzzle, each of its moves tried by MoHex 2.0's solver
/// (`tests/data/benzene/puzzles-mohex.txt`, written by `scripts/mohex-puzzles.py`): the moves
/// after which it says the side to move wins are exactly the puzzle's answers.
#[test]
fn the_answers_of_every_shipped_puzzle_are_the_moves_mohex_proves_winning() {
    let checked: Vec<(&str, &str)> = include_str!("data/benzene/puzzles-mohex.txt")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| line.split_once(" |").map(|(setup, moves)| (setup, moves.trim())).unwrap())
        .collect();
    let collection = puzzles::collection().unwrap();
    for puzzle in &collection {
        let setup = fogliaccio::games::hex::link::write(&puzzle.record);
        let (_, theirs) = checked
            .iter()
            .find(|(checked, _)| *checked == setup)
            .unwrap_or_else(|| panic!("{setup}: not checked by MoHex"));
        let size = puzzle.record.size();
        let mut theirs: Vec<Cell> = theirs.split_whitespace().map(|cell| Cell::parse(cell, size).unwrap()).collect();
        theirs.sort_by_key(|cell| cell.index(size));
        assert_eq!(puzzle.answers, theirs, "{setup}");
    }
}
