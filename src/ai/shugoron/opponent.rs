use std::fmt;
use std::str::FromStr;

use crate::games::shugoron::{Action, Phase, Table};
use crate::rng::Rng;

use super::{Level, Seat, choose_hidden, choose_question, random_question};

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
        let player = table.to_move();
        match (table.phase(), self) {
            (Phase::Hiding(_), Opponent::Ai(level)) => {
                Action::Hide { player, card: choose_hidden(table, player, level, rng) }
            }
            // The easy level hides uniformly at random, as the baseline does.
            (Phase::Hiding(_), Opponent::Random) => {
                Action::Hide { player, card: choose_hidden(table, player, Level::Easy, rng) }
            }
            (_, Opponent::Ai(level)) => Action::Ask(choose_question(&Seat::of(table, player), level, rng)),
            (_, Opponent::Random) => Action::Ask(random_question(&Seat::of(table, player), rng)),
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
