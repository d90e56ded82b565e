//! `fogliaccio bench`: how fast the engine and the search run here, one `name: value` a
//! line (the measurements themselves are shared with the page: `fogliaccio::ai::*::bench`);
//! for Doublets, what solving the exact odds takes and the first player's chance it finds.

use std::time::Instant;

use fogliaccio::ai::bench::Figure;
use fogliaccio::ai::doublets::Solver;
use fogliaccio::ai::{hex, twixt};
use fogliaccio::games::Colour;
use fogliaccio::games::doublets::{Action, Face, Position};
use fogliaccio::games::twixt::RuleSet;
use fogliaccio::games::{doublets as doublets_game, hex as hex_game, twixt as twixt_game};

/// Seconds since `origin`: the clock the library's measurements are given.
fn clock() -> impl Fn() -> f64 {
    let origin = Instant::now();
    move || origin.elapsed().as_secs_f64()
}

fn print(figures: Vec<Figure>) {
    for figure in figures {
        println!("{}: {:.0}", figure.name, figure.value);
    }
}

pub fn hex(size: hex_game::BoardSize, seconds: f64, seed: u64) {
    println!("board: {size}");
    print(hex::bench::measure(size, seconds, &clock(), seed));
}

pub fn twixt(size: twixt_game::BoardSize, rules: RuleSet, seconds: f64, seed: u64) {
    println!("board: {size}");
    println!("rules: {rules}");
    print(twixt::bench::measure(size, rules, seconds, &clock(), seed));
}

/// Solves each rule set from a new game: the pairs of tables, the seconds, the table of
/// odds' bytes, and the chance of the player who won the opening throw, before their
/// first throw (the opening throw itself is fair: one half each before it).
pub fn doublets(rule_sets: &[doublets_game::RuleSet]) {
    for &rules in rule_sets {
        let new = Position::new(rules);
        let clock = clock();
        let solver = Solver::new(&new);
        let pairs = solver.pairs();
        let solution = solver.finish();
        let seconds = clock();
        let mut first = new;
        first.play(Action::Throw(vec![Face::ALL[5], Face::ALL[0]])).expect("Black wins the opening throw");
        let chance = solution.chance(&first, Colour::Black).expect("solved from the new game");
        println!("rules: {rules}");
        println!("pairs: {pairs}");
        println!("solve seconds: {seconds:.2}");
        println!("odds bytes: {}", 4 * pairs);
        println!("first player wins: {chance:.6}");
    }
}
