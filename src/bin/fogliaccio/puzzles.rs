//! `fogliaccio puzzles --game hex`: Hex puzzles the solver proves, one JSON line a puzzle
//! ([`Line`]): the collection the page ships, or puzzles generated afresh from `--seed`.

use std::process::ExitCode;

use fogliaccio::ai::hex::puzzles::{self, Line, Puzzle};
use fogliaccio::ai::hex::solver::MAX_SIZE;
use fogliaccio::games::hex::BoardSize;

/// Puzzles generated when `--count` is not given.
const GENERATED: usize = 10;

/// Prints the shipped puzzles (of `size` only, if given; the first `count`, if given), or,
/// with a `seed`, `count` puzzles generated on boards of `size` (default 7).
pub fn run(size: Option<BoardSize>, count: Option<usize>, seed: Option<u64>) -> ExitCode {
    if let Some(size) = size.filter(|size| size.get() > MAX_SIZE) {
        eprintln!("fogliaccio: the solver proves boards up to {MAX_SIZE}×{MAX_SIZE}, not {}×{0}", size.get());
        return ExitCode::from(2);
    }
    let print =
        |puzzle: &Puzzle| println!("{}", serde_json::to_string(&Line::from(puzzle)).expect("a line serialises"));
    match seed {
        // Each as it is found: a long run can be stopped with what it has found.
        Some(seed) => {
            let size = size.unwrap_or(BoardSize::new(7).expect("7 is a board size"));
            puzzles::generate(size, seed).take(count.unwrap_or(GENERATED)).for_each(|puzzle| print(&puzzle));
        }
        None => match puzzles::collection() {
            Ok(collection) => collection
                .iter()
                .filter(|puzzle| size.is_none_or(|size| puzzle.record.size() == size))
                .take(count.unwrap_or(usize::MAX))
                .for_each(print),
            Err(e) => {
                eprintln!("fogliaccio: the shipped collection is damaged: {e}");
                return ExitCode::FAILURE;
            }
        },
    }
    ExitCode::SUCCESS
}
