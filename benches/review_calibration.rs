//! The review's marks held to proof: games of 7×7 Hex (no swap), played by the search at a
//! small budget with a random move now and then so that games are lost and won by their
//! moves, are reviewed at the page's budget; the exact solver then proves who wins before
//! and after each move, where it can within its budget. Prints how the review marked the
//! moves that threw a proved win away and those that kept one, and every position the
//! review called proved that the solver proves otherwise (there must be none).
//!
//! ```sh
//! cargo bench --bench review_calibration -- GAMES [SEED [PROOF_BUDGET]]
//! ```

use std::collections::BTreeMap;

use fogliaccio::ai::hex::review_line;
use fogliaccio::ai::hex::solver::Solver;
use fogliaccio::ai::review::{Mark, Review};
use fogliaccio::ai::{Driver, Searched, Style};
use fogliaccio::games::hex::{BoardSize, Position, Record, SwapRule};
use fogliaccio::games::{Colour, Game};
use fogliaccio::rng::Rng;

/// The solver's budget for each position, in positions visited, unless given.
const PROOF_BUDGET: u64 = 300_000;
/// The players' budget a move, and one move in this many random.
const PLAYER_ITERATIONS: u32 = 2_000;
const RANDOM_ONE_IN: u32 = 6;

fn main() {
    let args: Vec<u64> =
        std::env::args().skip(1).filter(|a| !a.starts_with("--")).filter_map(|a| a.parse().ok()).collect();
    let games = args.first().copied().unwrap_or(20);
    let seed = args.get(1).copied().unwrap_or(1);
    let budget = args.get(2).copied().unwrap_or(PROOF_BUDGET);
    let size = BoardSize::new(7).unwrap();
    let mut rng = Rng::seed(seed);
    let mut solver = Solver::new(size).unwrap();
    // (thrown away?, mark) → moves.
    let mut table: BTreeMap<(&str, &str), u32> = BTreeMap::new();
    let (mut positions, mut proved_wrong, mut called_proved) = (0, 0, 0);
    for game in 0..games {
        let record = play(size, &mut rng);
        let line = review_line(&record);
        let before: Vec<Position> = line.moves.iter().map(|(p, _)| p.clone()).collect();
        let mut review = Review::new(line, Position::REVIEW, rng.split());
        while !review.is_done() {
            review.run(u32::MAX);
        }
        let mut truths: Vec<Option<Colour>> = before.iter().map(|p| prove(&mut solver, p, budget)).collect();
        truths.push(record.position().outcome().and_then(|o| match o {
            fogliaccio::games::Outcome::Winner(c) => Some(c),
            fogliaccio::games::Outcome::Draw => None,
        }));
        for (k, reviewed) in review.moves().iter().enumerate() {
            if let Some(claimed) = reviewed.proved {
                called_proved += 1;
                if truths[k].is_some_and(|truth| truth != claimed) {
                    proved_wrong += 1;
                    eprintln!("game {game}, move {}: called proved for {claimed}, the solver says otherwise", k + 1);
                }
            }
            let (Some(was), Some(is)) = (truths[k], truths[k + 1]) else { continue };
            positions += 1;
            if was != reviewed.mover {
                continue;
            }
            let kind = if is == reviewed.mover { "keeps a proved win" } else { "throws a proved win away" };
            let mark = reviewed.mark.map_or("unmarked", Mark::name);
            *table.entry((kind, mark)).or_default() += 1;
        }
        eprintln!("game {game}: {} moves", record.moves().len());
    }
    println!("games: {games}, moves whose positions before and after are proved: {positions}");
    println!(
        "positions the review called proved: {called_proved}, of which the solver proves otherwise: {proved_wrong}"
    );
    for kind in ["throws a proved win away", "keeps a proved win"] {
        let total: u32 = table.iter().filter(|((k, _), _)| *k == kind).map(|(_, n)| n).sum();
        let share = |marks: &[&str]| {
            let n: u32 = marks.iter().map(|m| table.get(&(kind, *m)).copied().unwrap_or(0)).sum();
            format!("{n}/{total} ({:.1}%)", 100.0 * f64::from(n) / f64::from(total.max(1)))
        };
        println!(
            "{kind}: {total} moves; unmarked {}, inaccuracy {}, mistake {}, blunder {}; mistake or blunder {}",
            share(&["unmarked"]),
            share(&["inaccuracy"]),
            share(&["mistake"]),
            share(&["blunder"]),
            share(&["mistake", "blunder"]),
        );
    }
}

/// Who wins `position`, when the solver proves it within its budget.
fn prove(solver: &mut Solver, position: &Position, budget: u64) -> Option<Colour> {
    match position.outcome() {
        Some(fogliaccio::games::Outcome::Winner(winner)) => Some(winner),
        Some(fogliaccio::games::Outcome::Draw) => None,
        None => solver.solve(position, budget).map(|proof| proof.winner),
    }
}

/// A game of `size` played to its end by the search at a small budget, one move in
/// [`RANDOM_ONE_IN`] at random.
fn play(size: BoardSize, rng: &mut Rng) -> Record {
    let mut record = Record::new(size, SwapRule::None);
    let mut driver = Driver::new(Style::Knowledge, rng.split());
    let mut moves = Vec::new();
    while record.position().outcome().is_none() {
        let position = record.position().clone();
        let mv = if rng.below(RANDOM_ONE_IN) == 0 {
            moves.clear();
            position.legal_moves(&mut moves);
            moves[rng.below(moves.len() as u32) as usize]
        } else {
            driver.choose(&position, PLAYER_ITERATIONS).expect("a move while the game goes on")
        };
        driver.played(mv);
        record.play(mv).expect("a legal move");
    }
    record
}
