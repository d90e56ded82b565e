//! `fogliaccio bench`: how fast the engine and the search run here, one `name: value` a
//! line (the measurements themselves are shared with the page: `fogliaccio::ai::*::bench`).

use std::time::Instant;

use fogliaccio::ai::bench::Figure;
use fogliaccio::ai::{hex, twixt};
use fogliaccio::games::twixt::RuleSet;
use fogliaccio::games::{hex as hex_game, twixt as twixt_game};

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
