//! How the speed figures of every game's engine and search are measured, natively
//! (`fogliaccio bench`) and in the browser. The library has no clock: the caller passes
//! one in.

use std::hint::black_box;

use super::{Searched, Simulate, Style};
use crate::rng::Rng;

/// One measured figure, printed as `name: value`.
#[derive(Clone, Debug, PartialEq)]
pub struct Figure {
    pub name: &'static str,
    pub value: f64,
}

/// Runs `work` (which reports how many units it did) until `seconds` have passed on
/// `now` (seconds, from any origin); units per second.
pub fn rate(seconds: f64, now: &dyn Fn() -> f64, mut work: impl FnMut() -> u64) -> f64 {
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

/// Playouts per second from `start`, each on a fresh copy.
pub fn playouts<G: Simulate>(start: &G, policy: G::Policy, seconds: f64, now: &dyn Fn() -> f64, rng: &mut Rng) -> f64 {
    rate(seconds, now, || {
        for _ in 0..500 {
            black_box(start.clone().simulate(policy, rng));
        }
        500
    })
}

/// Search iterations per second of a tree grown from `start` by `style`'s search.
pub fn iterations<G: Searched>(start: G, style: Style, seconds: f64, now: &dyn Fn() -> f64, rng: Rng) -> f64 {
    let mut tree = style.tree(start, rng);
    rate(seconds, now, || {
        tree.run(500);
        500
    })
}
