//! `fogliaccio bench`: how fast the engine and the search run here, one `name: value` a
//! line (the measurement itself is shared with the page: `fogliaccio::ai::hex::bench`).

use std::time::Instant;

use fogliaccio::ai::hex::bench;
use fogliaccio::games::hex::BoardSize;

pub fn hex(size: BoardSize, seconds: f64, seed: u64) {
    let origin = Instant::now();
    let now = move || origin.elapsed().as_secs_f64();
    println!("board: {size}");
    for figure in bench::measure(size, seconds, &now, seed) {
        println!("{}: {:.0}", figure.name, figure.value);
    }
}
