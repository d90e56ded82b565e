//! Doublets' odds and its chooser by simulation, where no exact solution is at hand: from a
//! position, whole games are played out with fresh dice and uniformly random choices, and
//! the share each player wins is the estimate, given with its 95% error bar.

use crate::games::Colour;
use crate::games::doublets::{Action, Position};
use crate::rng::Rng;

/// z for a two-sided 95% interval.
const Z95: f64 = 1.959_964;

/// An estimated winning chance for one player.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Odds {
    /// The share of simulated games won, 0–1.
    pub chance: f64,
    /// Half the width of the 95% interval (normal approximation).
    pub error: f64,
    pub games: u32,
}

/// Plays `position` to its end with dice from `rng` and uniformly random choices.
pub fn play_out(mut position: Position, rng: &mut Rng) -> Colour {
    loop {
        if let Some(winner) = position.winner() {
            return winner;
        }
        let action = position.throw(rng).unwrap_or_else(|| {
            let legal = position.legal_actions();
            legal[rng.below(legal.len() as u32) as usize].clone()
        });
        position.play(action).expect("throws and legal actions are accepted");
    }
}

/// `player`'s chance to win from `position`, over `games` (> 0) simulated games.
pub fn odds(position: &Position, player: Colour, games: u32, rng: &mut Rng) -> Odds {
    let wins = (0..games).filter(|_| play_out(position.clone(), rng) == player).count() as f64;
    let n = f64::from(games);
    let chance = wins / n;
    Odds { chance, error: Z95 * (chance * (1.0 - chance) / n).sqrt(), games }
}

/// The legal action with the best simulated winning chance for the player to act, each
/// tried in `games` games; `None` when a throw is due or the game is over.
pub fn choose(position: &Position, games: u32, rng: &mut Rng) -> Option<Action> {
    let player = position.to_move();
    let legal = position.legal_actions();
    if legal.len() <= 1 {
        return legal.into_iter().next();
    }
    let mut best: Option<(f64, Action)> = None;
    for action in legal {
        let mut next = position.clone();
        next.play(action.clone()).expect("a legal action is accepted");
        let chance = odds(&next, player, games, rng).chance;
        if best.as_ref().is_none_or(|(c, _)| chance > *c) {
            best = Some((chance, action));
        }
    }
    best.map(|(_, action)| action)
}
