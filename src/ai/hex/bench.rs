//! The speed figures of the Hex engine and search, measured the same way natively
//! (`fogliaccio bench hex`) and in the browser (the page's `?bench=hex`). The library has
//! no clock: the caller passes one in.

use std::hint::black_box;

use crate::ai::{Settings, Simulate, Tree};
use crate::games::hex::{BoardSize, Position, SwapRule};
use crate::rng::Rng;

use super::{HexState, Playouts};

/// One measured figure, printed as `name: value`.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    pub name: &'static str,
    pub value: f64,
}

/// Runs `work` (which reports how many units it did) until `seconds` have passed on
/// `now` (seconds, from any origin); units per second.
fn rate(seconds: f64, now: &dyn Fn() -> f64, mut work: impl FnMut() -> u64) -> f64 {
    let start = now();
    let mut done = 0;
    loop {
        done += work();
        let elapsed = now() - start;
        if elapsed >= seconds {
            return done as f64 / elapsed;
        }
    }
}

/// Playouts per second of each policy, and search iterations per second of plain UCT
/// and of the app's player, from the empty board of `size`; `seconds` for each figure.
pub fn measure(size: BoardSize, seconds: f64, now: &dyn Fn() -> f64, seed: u64) -> Vec<Figure> {
    let start = Position::new(size, SwapRule::None);
    let mut rng = Rng::seed(seed);
    let mut figures = Vec::new();
    for (name, playouts) in
        [("random playouts per second", Playouts::Random), ("bridge-saving playouts per second", Playouts::SaveBridges)]
    {
        let empty = HexState::new(&start, playouts);
        let value = rate(seconds, now, || {
            for _ in 0..500 {
                black_box(empty.clone().simulate(&mut rng));
            }
            500
        });
        figures.push(Figure { name, value });
    }
    for (name, settings, playouts) in [
        ("uct iterations per second", Settings::UCT, Playouts::Random),
        ("rave iterations per second", Settings::RAVE, Playouts::SaveBridges),
    ] {
        let mut tree = Tree::new(HexState::new(&start, playouts), settings, rng.split());
        let value = rate(seconds, now, || {
            tree.run(500);
            500
        });
        figures.push(Figure { name, value });
    }
    figures
}
