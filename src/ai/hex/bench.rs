//! The speed figures of the Hex engine and search, measured the same way natively
//! (`fogliaccio bench hex`) and in the browser (the page's `?bench=hex`).

use crate::ai::Style;
use crate::ai::bench::{iterations, playouts};
use crate::games::hex::{BoardSize, Position, SwapRule};
use crate::rng::Rng;

pub use crate::ai::bench::Figure;

use super::Playouts;

/// Playouts per second of each policy, and search iterations per second of plain UCT
/// and of the app's player, from the empty board of `size`; `seconds` for each figure.
pub fn measure(size: BoardSize, seconds: f64, now: &dyn Fn() -> f64, seed: u64) -> Vec<Figure> {
    let start = Position::new(size, SwapRule::None);
    let mut rng = Rng::seed(seed);
    let mut figures = Vec::new();
    for (name, policy) in
        [("random playouts per second", Playouts::Random), ("bridge-saving playouts per second", Playouts::SaveBridges)]
    {
        let value = playouts(&start, policy, seconds, now, &mut rng);
        figures.push(Figure { name, value });
    }
    for (name, style) in [("uct iterations per second", Style::Plain), ("rave iterations per second", Style::Knowledge)]
    {
        let value = iterations(start.clone(), style, seconds, now, rng.split());
        figures.push(Figure { name, value });
    }
    figures
}
