use std::fmt;
use std::str::FromStr;

use crate::games::shugoron::{Action, Phase, Player, Table};
use crate::rng::Rng;

use super::questioner::{Asking, Hiding};
use super::{Level, Seat, random_question};

/// A built-in player: the baseline that asks any card at random, or the AI at a level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Hides any card and asks any card, uniformly at random.
    Random,
    Ai(Level),
}

impl Opponent {
    /// The action of the player to move on `table` (not over), as this opponent plays it.
    pub fn act(self, table: &Table, rng: &mut Rng) -> Action {
        self.deliberate(table).decide(rng)
    }

    /// The action of the player to move on `table` (not over), to be worked out a
    /// candidate at a time ([`Deliberation::weigh`]).
    pub fn deliberate(self, table: &Table) -> Deliberation {
        let player = table.to_move();
        let weighing = match (table.phase(), self) {
            (Phase::Hiding(_), Opponent::Ai(level)) => Weighing::Hide(Hiding::new(table, player, level)),
            // The easy level hides uniformly at random, as the baseline does.
            (Phase::Hiding(_), Opponent::Random) => Weighing::Hide(Hiding::new(table, player, Level::Easy)),
            (_, Opponent::Ai(level)) => Weighing::Ask(Asking::new(&Seat::of(table, player), level)),
            (_, Opponent::Random) => Weighing::AskAtRandom(Seat::of(table, player)),
        };
        Deliberation { player, weighing }
    }
}

/// An opponent's action being worked out a candidate at a time, so that a caller that must
/// stay responsive (the page's worker) can stop between candidates: the strong level checks
/// each question against the exhaustive search, and costs each set it may hide by how long
/// a good questioner needs to hit it. Whatever is drawn at random is drawn at the end, as
/// [`Opponent::act`] draws it.
pub struct Deliberation {
    player: Player,
    weighing: Weighing,
}

enum Weighing {
    Hide(Hiding),
    Ask(Asking),
    AskAtRandom(Seat),
}

impl Deliberation {
    /// Weighs at most `budget` more candidates; whether every one is weighed.
    pub fn weigh(&mut self, budget: u32) -> bool {
        match &mut self.weighing {
            Weighing::Hide(hiding) => hiding.weigh(budget),
            Weighing::Ask(asking) => asking.weigh(budget),
            Weighing::AskAtRandom(_) => true,
        }
    }

    /// The action, every candidate weighed (those left, first), ties drawn from `rng`.
    pub fn decide(&mut self, rng: &mut Rng) -> Action {
        let player = self.player;
        match &mut self.weighing {
            Weighing::Hide(hiding) => Action::Hide { player, card: hiding.decide(rng) },
            Weighing::Ask(asking) => Action::Ask(asking.decide(rng)),
            Weighing::AskAtRandom(seat) => Action::Ask(random_question(seat, rng)),
        }
    }
}

impl fmt::Display for Opponent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Opponent::Random => f.write_str("random"),
            Opponent::Ai(level) => level.fmt(f),
        }
    }
}

impl FromStr for Opponent {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.trim().eq_ignore_ascii_case("random") {
            Ok(Opponent::Random)
        } else {
            s.parse().map(Opponent::Ai).map_err(|_| format!("'{s}' is not a player (random, easy, normal or strong)"))
        }
    }
}
