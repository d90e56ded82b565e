//! Hex puzzles the solver proves: a position of a real-looking game where the side to move
//! wins, with every move that keeps the win (so any of them is a right answer), the
//! refutation of each move a search is tempted by that throws the win away, and a
//! difficulty measured, not guessed: how many moves win, how many positions the proof
//! visits, and how many iterations plain UCT (random playouts) needs before its choice is
//! a winning move.
//!
//! The positions come from games the app's search plays against itself at a small budget,
//! from a seed: the same seed gives the same puzzles. No clock: every search is counted in
//! positions or iterations.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::geometry::stones;
use super::solver::Solver;
use crate::ai::{Style, Tree};
use crate::games::hex::{BoardSize, Cell, Move, Position, Record, SwapRule, link};
use crate::games::{Colour, Game};
use crate::rng::Rng;

/// Positions the proof of each move of a puzzle may visit: a puzzle the solver cannot
/// settle within it is no puzzle. The generator's solver keeps what it proved of the
/// positions before, so a fresh one may need more to prove a puzzle again.
pub const PROOF_BUDGET: u64 = 200_000;

/// Positions the first look at a position of a game may visit: most positions of a game
/// are not decided yet, and only a decided one is a puzzle.
const PROBE_BUDGET: u64 = 2_000;

/// The most moves that may win: with more, any sensible move is right.
const MOST_ANSWERS: usize = 3;

/// Iterations a move of the games the puzzles come from.
const GAME_ITERATIONS: u32 = 600;

/// The budgets at which plain UCT is asked for its choice, doubling: past the last, the
/// win is hidden from it.
const FIRST_LOOK: u32 = 100;
const LAST_LOOK: u32 = 25_600;

/// Wrong moves whose refutation a puzzle gives: the search's favourites among them.
const TEMPTATIONS: usize = 3;

/// A position to solve, and what is proved of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The game up to the position, from the empty board.
    pub record: Record,
    /// Every move of the side to move that keeps the win, in cell order.
    pub answers: Vec<Cell>,
    /// Tempting moves that lose, each with the reply that wins against it.
    pub refutations: Vec<(Cell, Cell)>,
    pub difficulty: Difficulty,
}

impl Puzzle {
    /// The side to move: the one who wins.
    pub fn to_move(&self) -> Colour {
        self.record.position().to_move()
    }
}

/// How hard a puzzle is, as measured.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Difficulty {
    /// Positions a fresh solver visited to prove the position won ([`PROOF_BUDGET`] where
    /// it needed more: only the generator's, with what it had proved before, settled it).
    pub proof: u64,
    /// Iterations of plain UCT after which its choice first wins (doubling from
    /// [`FIRST_LOOK`]); `None` when it still did not at [`LAST_LOOK`].
    pub found_after: Option<u32>,
}

/// Every move of the side to move in `position`, proved within `budget` positions each:
/// those that win, and those that lose with the reply that refutes each. `None` when one
/// of them cannot be settled within the budget.
pub fn winning_moves(solver: &mut Solver, position: &Position, budget: u64) -> Option<Proved> {
    winning_moves_up_to(solver, position, budget, usize::MAX)
}

/// [`winning_moves`], given up (`None`) as soon as more than `most` moves win: a position
/// with many is no puzzle, and proving its other moves would cost the most.
fn winning_moves_up_to(solver: &mut Solver, position: &Position, budget: u64, most: usize) -> Option<Proved> {
    let mover = position.to_move();
    let mut proved = Proved::default();
    for cell in position.board().empty_cells().collect::<Vec<_>>() {
        let mut after = position.clone();
        after.play(Move::Place(cell)).ok()?;
        // A stone can end the game only in its own side's favour.
        if after.ending().is_some() {
            proved.answers.push(cell);
            continue;
        }
        let proof = solver.solve(&after, budget)?;
        if proof.winner == mover {
            proved.answers.push(cell);
            if proved.answers.len() > most {
                return None;
            }
        } else {
            proved.losing.push((cell, proof.best));
        }
    }
    Some(proved)
}

/// The moves of a position, proved: those that win, in cell order, and those that lose,
/// each with the reply that refutes it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Proved {
    pub answers: Vec<Cell>,
    pub losing: Vec<(Cell, Cell)>,
}

/// Games in a row that give no new puzzle, after which a board is taken to have no more
/// (a small board has few positions).
const BARREN: u32 = 200;

/// Puzzles on boards of `size`, from games seeded by `seed`, as they are found: the same
/// seed gives the same puzzles in the same order.
pub fn generate(size: BoardSize, seed: u64) -> Generated {
    let solver = Solver::new(size).expect("a board the solver takes");
    Generated { size, rng: Rng::seed(seed), solver, found: Vec::new() }
}

/// The puzzles of [`generate`], each from a game of its own.
pub struct Generated {
    size: BoardSize,
    rng: Rng,
    solver: Solver,
    /// The positions of the puzzles given so far: two games may come to the same position,
    /// in any order of moves, and it is one puzzle.
    found: Vec<Position>,
}

impl Iterator for Generated {
    type Item = Puzzle;

    /// The first position of the next game that is a puzzle not given yet. Each game gives
    /// at most one, its first: the positions after it are its continuations, the same
    /// puzzle again.
    fn next(&mut self) -> Option<Puzzle> {
        for _ in 0..BARREN {
            if let Some(puzzle) = first_puzzle(self.size, &mut self.solver, &mut self.rng)
                && !self.found.iter().any(|found| same_position(found, puzzle.record.position()))
            {
                self.found.push(puzzle.record.position().clone());
                return Some(puzzle);
            }
        }
        None
    }
}

/// Whether a stone joins the side to move's edges at once: a win in one is no puzzle.
fn wins_at_once(position: &Position) -> bool {
    position.board().empty_cells().any(|cell| {
        let mut after = position.clone();
        after.play(Move::Place(cell)).is_ok() && after.ending().is_some()
    })
}

/// Whether two positions on one board hold the same stones with the same side to move.
fn same_position(a: &Position, b: &Position) -> bool {
    a.to_move() == b.to_move() && stones(a) == stones(b)
}

/// Plays one game of the app's search against itself and returns the first position in it
/// that is a puzzle.
fn first_puzzle(size: BoardSize, solver: &mut Solver, rng: &mut Rng) -> Option<Puzzle> {
    let mut record = Record::new(size, SwapRule::None);
    // A few stones first, so that games from different seeds differ.
    let opening = 1 + rng.below(3) as usize;
    while record.position().ending().is_none() {
        let position = record.position();
        if record.moves().len() >= opening
            && solver.solve(position, PROBE_BUDGET).is_some_and(|proof| proof.winner == position.to_move())
            && !wins_at_once(position)
            && let Some(proved) = winning_moves_up_to(solver, position, PROOF_BUDGET, MOST_ANSWERS)
            && !proved.answers.is_empty()
        {
            return Some(puzzle(record.clone(), proved, rng));
        }
        let mv = if record.moves().len() < opening {
            let empty: Vec<Cell> = position.board().empty_cells().collect();
            Move::Place(empty[rng.below(empty.len() as u32) as usize])
        } else {
            let mut tree: Tree<Position> = Style::Knowledge.tree(position.clone(), rng.split());
            tree.run(GAME_ITERATIONS);
            tree.best_move()?
        };
        record.play(mv).ok()?;
    }
    None
}

/// The puzzle of `record`'s position, its moves proved as `proved`: its temptations are the
/// wrong moves plain UCT visits most, and its proof is measured by a solver of its own, so
/// that what earlier puzzles left in a table does not shorten it.
fn puzzle(record: Record, proved: Proved, rng: &mut Rng) -> Puzzle {
    let position = record.position();
    let mut fresh = Solver::new(position.size()).expect("a board the solver takes");
    let proof = fresh.solve(position, PROOF_BUDGET).map_or(PROOF_BUDGET, |_| fresh.nodes());
    let mut tree: Tree<Position> = Style::Plain.tree(position.clone(), rng.split());
    let mut found_after = None;
    let mut budget = FIRST_LOOK;
    let mut run = 0;
    while budget <= LAST_LOOK {
        tree.run(budget - run);
        run = budget;
        if tree.best_move().is_some_and(|mv| matches!(mv, Move::Place(cell) if proved.answers.contains(&cell))) {
            found_after = Some(budget);
            break;
        }
        budget *= 2;
    }
    let refutations = tree
        .root_stats()
        .iter()
        .filter_map(|stats| match stats.mv {
            Move::Place(cell) => proved.losing.iter().find(|(wrong, _)| *wrong == cell),
            Move::Swap => None,
        })
        .copied()
        .take(TEMPTATIONS)
        .collect();
    Puzzle { record, answers: proved.answers, refutations, difficulty: Difficulty { proof, found_after } }
}

/// A puzzle as a line of JSON, as `fogliaccio puzzles` prints it and the collection
/// (`data/puzzles.jsonl`) holds it (../shared/CONTRACT.md §2): the position as our link,
/// cells in our notation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Line {
    pub size: u8,
    /// The game up to the position: our link record, what follows `#g=`.
    pub setup: String,
    pub to_move: Colour,
    pub answers: Vec<String>,
    /// Tempting wrong moves, each with the reply that refutes it.
    pub refutations: Vec<[String; 2]>,
    /// Positions the solver visited to prove the position won.
    pub proof: u64,
    /// Iterations plain UCT needed before its choice won; `null` past 25,600.
    pub found_after: Option<u32>,
    /// Every answer is proved: always, for a puzzle here.
    pub proved: bool,
}

impl From<&Puzzle> for Line {
    fn from(puzzle: &Puzzle) -> Line {
        let cells = |cells: &[Cell]| cells.iter().map(Cell::to_string).collect();
        Line {
            size: puzzle.record.size().get(),
            setup: link::write(&puzzle.record),
            to_move: puzzle.to_move(),
            answers: cells(&puzzle.answers),
            refutations: puzzle
                .refutations
                .iter()
                .map(|(wrong, reply)| [wrong.to_string(), reply.to_string()])
                .collect(),
            proof: puzzle.difficulty.proof,
            found_after: puzzle.difficulty.found_after,
            proved: true,
        }
    }
}

/// Why a line of the collection is not a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    Json(String),
    Setup(String),
    Cell(String),
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            LineError::Json(e) => write!(f, "not a puzzle's line: {e}"),
            LineError::Setup(e) => write!(f, "the position cannot be read: {e}"),
            LineError::Cell(cell) => write!(f, "'{cell}' is not a cell of the board"),
        }
    }
}

impl TryFrom<&Line> for Puzzle {
    type Error = LineError;

    fn try_from(line: &Line) -> Result<Puzzle, LineError> {
        let record = link::read(&line.setup).map_err(|e| LineError::Setup(e.error.to_string()))?;
        let cell = |text: &String| Cell::parse(text, record.size()).map_err(|_| LineError::Cell(text.clone()));
        Ok(Puzzle {
            answers: line.answers.iter().map(cell).collect::<Result<_, _>>()?,
            refutations: line
                .refutations
                .iter()
                .map(|[wrong, reply]| Ok((cell(wrong)?, cell(reply)?)))
                .collect::<Result<_, _>>()?,
            difficulty: Difficulty { proof: line.proof, found_after: line.found_after },
            record,
        })
    }
}

/// The collection the page ships, as committed in `data/puzzles.jsonl`.
const COLLECTION: &str = include_str!("data/puzzles.jsonl");

/// How many puzzles the collection holds: one a line.
pub const COUNT: usize = count_lines(COLLECTION);

const fn count_lines(text: &str) -> usize {
    let (bytes, mut at, mut lines) = (text.as_bytes(), 0, 0);
    while at < bytes.len() {
        if bytes[at] == b'\n' {
            lines += 1;
        }
        at += 1;
    }
    lines
}

/// The shipped collection, each puzzle as its line holds it (`scripts/puzzles.sh` writes
/// it; `tests/hex_puzzles.rs` proves every answer again).
pub fn collection() -> Result<Vec<Puzzle>, LineError> {
    COLLECTION
        .lines()
        .map(|text| {
            let line: Line = serde_json::from_str(text).map_err(|e| LineError::Json(e.to_string()))?;
            Puzzle::try_from(&line)
        })
        .collect()
}
