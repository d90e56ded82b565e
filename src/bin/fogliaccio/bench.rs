//! `fogliaccio bench`: how fast the engine and the search run here, one `name: value` a
//! line. Timing lives here, never in the library or the tests.

use std::hint::black_box;
use std::time::{Duration, Instant};

use fogliaccio::ai::hex::{HexState, Playouts};
use fogliaccio::ai::{Settings, Simulate, Tree};
use fogliaccio::games::hex::{BoardSize, Position, SwapRule};
use fogliaccio::rng::Rng;

/// Runs `work` in rounds until `budget` has passed; returns rounds per second.
fn rate(budget: Duration, mut work: impl FnMut() -> u64) -> f64 {
    let start = Instant::now();
    let mut done = 0;
    while start.elapsed() < budget {
        done += work();
    }
    done as f64 / start.elapsed().as_secs_f64()
}

pub fn hex(size: BoardSize, seconds: f64, seed: u64) {
    let budget = Duration::from_secs_f64(seconds);
    let start = Position::new(size, SwapRule::None);
    let mut rng = Rng::seed(seed);
    println!("board: {size}");
    for (name, playouts) in [("random", Playouts::Random), ("bridge-saving", Playouts::SaveBridges)] {
        let empty = HexState::new(&start, playouts);
        let per_second = rate(budget, || {
            for _ in 0..1000 {
                let mut state = empty.clone();
                black_box(state.simulate(&mut rng));
            }
            1000
        });
        println!("{name} playouts per second: {per_second:.0}");
    }
    for (name, settings, playouts) in [
        ("mcts-uct", Settings::UCT, Playouts::Random),
        ("mcts-rave", Settings::RAVE, Playouts::SaveBridges),
    ] {
        let mut tree = Tree::new(HexState::new(&start, playouts), settings, rng.split());
        let per_second = rate(budget, || {
            tree.run(1000);
            1000
        });
        println!("{name} iterations per second: {per_second:.0}");
        println!("{name} iterations: {}", tree.iterations());
    }
}
