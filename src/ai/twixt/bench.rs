//! The speed figures of the TwixT search (`fogliaccio bench twixt`), measured as Hex's are.

use crate::ai::Style;
use crate::ai::bench::{Figure, iterations, playouts};
use crate::games::SwapRule;
use crate::games::twixt::{BoardSize, Position, RuleSet};
use crate::rng::Rng;

use super::Playouts;

/// Playouts per second of each policy, and search iterations per second of plain UCT
/// and of the app's player, from the empty board of `size` under `rules`; `seconds` for
/// each figure.
pub fn measure(size: BoardSize, rules: RuleSet, seconds: f64, now: &dyn Fn() -> f64, seed: u64) -> Vec<Figure> {
    let start = Position::new(size, rules, SwapRule::None);
    let mut rng = Rng::seed(seed);
    let mut figures = Vec::new();
    let policies = [
        ("random playouts per second", Playouts::Random),
        ("linking playouts per second", Playouts::Linking),
        ("defending playouts per second", Playouts::Defending),
        ("judged playouts per second", Playouts::Judged),
    ];
    for (name, policy) in policies {
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
