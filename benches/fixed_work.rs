//! The engines' speed figures as fixed work, for an instruction count that a busy machine
//! cannot disturb (wall-clock figures on two shared cores swing by a factor of two):
//!
//! ```sh
//! cargo bench --bench fixed_work --no-run   # prints the binary's path
//! valgrind --tool=callgrind --dump-before=fixed_work_tick BINARY hex 11 2
//! ```
//!
//! It runs `fogliaccio bench`'s figures (`ai::{hex,twixt}::bench::measure`) on a clock
//! that advances one second a reading, so each figure does exactly `SECONDS` batches of
//! 500 playouts or iterations. Every reading of the clock is `fixed_work_tick`: dumped
//! before each, callgrind's profiles split the run by figure (scripts/instructions.sh
//! sums them).

use std::cell::Cell;

use fogliaccio::ai::{hex, twixt};
use fogliaccio::games::{hex::BoardSize as HexSize, twixt::BoardSize as TwixtSize, twixt::RuleSet};

/// One reading of the fixed clock: a named function, so callgrind can dump before it.
#[unsafe(no_mangle)]
#[inline(never)]
pub extern "C" fn fixed_work_tick(clock: &Cell<f64>) -> f64 {
    let now = clock.get();
    clock.set(now + 1.0);
    now
}

fn main() {
    // `cargo bench` adds `--bench`; the figures' own arguments are the rest.
    let args: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with("--")).collect();
    let [game, size, seconds] = args.as_slice() else {
        eprintln!("usage: fixed_work hex|twixt SIZE SECONDS");
        std::process::exit(2);
    };
    let size: u32 = size.parse().expect("SIZE: a number");
    let seconds: f64 = seconds.parse().expect("SECONDS: a number");
    let clock = Cell::new(0.0);
    let now = || fixed_work_tick(&clock);
    let figures = match game.as_str() {
        "hex" => hex::bench::measure(HexSize::new(size).expect("a Hex size"), seconds, &now, 1),
        "twixt" => twixt::bench::measure(
            TwixtSize::new(size).expect("a TwixT size"),
            // The bench's rules: playouts fill the board.
            RuleSet::Standard,
            seconds,
            &now,
            1,
        ),
        _ => {
            eprintln!("fixed_work: no game {game}");
            std::process::exit(2);
        }
    };
    for figure in figures {
        println!("{}: {}", figure.name, figure.value);
    }
}
