//! `fogliaccio review`: the page's review of a game, for any record `fogliaccio record`
//! reads, one JSON line a move (docs/cli.md). Hex and TwixT are weighed by the search, each
//! position with the same budget; Doublets exactly, by its solved odds.

use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

use fogliaccio::ai::doublets::{self as doublets_ai, Solver};
use fogliaccio::ai::review::{Line, Review, Reviewed};
use fogliaccio::ai::{Searched, hex as hex_ai, twixt as twixt_ai};
use fogliaccio::games::doublets::{self, Action};
use fogliaccio::games::import::Game;
use fogliaccio::games::{Colour, hex, twixt};
use fogliaccio::rng::Rng;
use serde::Serialize;

use crate::record;
use crate::referee::emit;
use crate::think::Budget;

/// Iterations run between two looks at the clock when a position's budget is time.
const CHUNK: u32 = 100;

/// One line of output: a move reviewed.
#[derive(Serialize)]
struct Printed<'a> {
    file: &'a str,
    ply: usize,
    mover: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    r#move: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    throw: Option<String>,
    chance: f64,
    after: f64,
    best: Option<String>,
    mark: Option<&'static str>,
    proved: Option<&'static str>,
}

/// A chance as printed: three decimals, so noise is not mistaken for news.
fn rounded(chance: f64) -> f64 {
    (chance * 1000.0).round() / 1000.0
}

/// Reviews every file, each position with `budget` (default: the page's review budget of
/// its game), and prints one line a move; a file that cannot be read is reported as
/// `record` reports it, and the status is then non-zero.
pub fn run(budget: Option<Budget>, seed: u64, files: &[String]) -> ExitCode {
    let mut out = io::stdout().lock();
    let mut all_well = true;
    for file in files {
        let reading = record::reading(file);
        if reading.fault.is_some() || reading.game.is_none() {
            all_well = false;
            if let Err(e) = record::report(&mut out, file, &reading) {
                eprintln!("fogliaccio: {e}");
                return ExitCode::FAILURE;
            }
            continue;
        }
        let lines = match reading.game.as_ref() {
            Some(Game::Hex(_, game)) => searched(file, hex_ai::review_line(game), budget, seed, hex_names(game)),
            Some(Game::Twixt(_, game)) => searched(file, twixt_ai::review_line(game), budget, seed, twixt_names(game)),
            Some(Game::Doublets(game)) => dice(file, game),
            None => Vec::new(),
        };
        for line in &lines {
            if let Err(e) = emit(&mut out, line) {
                eprintln!("fogliaccio: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    if out.flush().is_err() {
        return ExitCode::FAILURE;
    }
    if all_well { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

/// The moves of a Hex record in notation, and the notation of a move of the search.
fn hex_names(game: &hex::Record) -> Names<hex::Position> {
    let mut moves: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
    moves.extend(game.resigned().map(|_| "resign".to_owned()));
    Names { moves, best: |_, mv| mv.to_string() }
}

/// The turns of a TwixT record in notation, and the whole turn of a move of the search.
fn twixt_names(game: &twixt::Record) -> Names<twixt::Position> {
    let mut moves: Vec<String> = game.turns().iter().map(ToString::to_string).collect();
    moves.extend(game.agreement().map(|agreement| match agreement {
        twixt::Agreement::Resigned(_) => "resign".to_owned(),
        twixt::Agreement::Draw => "draw".to_owned(),
    }));
    Names { moves, best: |position, mv| position.whole_turn(mv).to_string() }
}

/// How a review's moves are written.
struct Names<G: Searched> {
    /// Each move of the record, in notation.
    moves: Vec<String>,
    /// A move of the search in the position it was found in.
    best: fn(&G, G::Move) -> String,
}

/// The search's review of `line`, each position weighed with `budget`.
fn searched<'a, G: Searched>(
    file: &'a str,
    line: Line<G>,
    budget: Option<Budget>,
    seed: u64,
    names: Names<G>,
) -> Vec<Printed<'a>> {
    let positions: Vec<G> = line.moves.iter().map(|(position, _)| position.clone()).collect();
    let review = match budget.unwrap_or(Budget::Iterations(G::REVIEW)) {
        Budget::Iterations(n) => {
            let mut review = Review::new(line, n, Rng::seed(seed));
            while !review.is_done() {
                review.run(u32::MAX);
            }
            review
        }
        Budget::Time(limit) => {
            let mut review = Review::new(line, u32::MAX, Rng::seed(seed));
            let (mut weighed, mut since) = (0, Instant::now());
            while !review.is_done() {
                review.run(CHUNK);
                if review.weighed().len() > weighed {
                    (weighed, since) = (review.weighed().len(), Instant::now());
                } else if since.elapsed() >= limit {
                    review.settle();
                }
            }
            review
        }
    };
    review
        .moves()
        .into_iter()
        .zip(&positions)
        .zip(&names.moves)
        .enumerate()
        .map(|(k, ((Reviewed { mover, chance, after, best, mark, proved }, position), mv))| Printed {
            file,
            ply: k + 1,
            mover: mover.name(),
            r#move: Some(mv.clone()),
            throw: None,
            chance: rounded(f64::from(chance)),
            after: rounded(f64::from(after)),
            best: best.map(|best| (names.best)(position, best)),
            mark: mark.map(|mark| mark.name()),
            proved: proved.map(Colour::name),
        })
        .collect()
}

/// The exact review of a game of Doublets, from its rule set solved from the start.
fn dice<'a>(file: &'a str, game: &doublets::record::Record) -> Vec<Printed<'a>> {
    let solution = Solver::solve(&doublets::Position::new(game.rules()));
    let steps = doublets_ai::review(game.rules(), game.actions(), &solution);
    steps
        .into_iter()
        .enumerate()
        .map(|(k, step)| {
            let (r#move, throw) = match &step.action {
                Action::Throw(faces) => {
                    (None, Some(faces.iter().map(ToString::to_string).collect::<Vec<_>>().join("-")))
                }
                action => (Some(action.to_string()), None),
            };
            Printed {
                file,
                ply: k + 1,
                mover: step.actor.name(),
                r#move,
                throw,
                chance: rounded(step.chance),
                after: rounded(step.after),
                best: step.best.map(|action| action.to_string()),
                mark: step.mark.map(|mark| mark.name()),
                proved: None,
            }
        })
        .collect()
}
