//! A game of Doublets reviewed: each player's chance before and after every throw and every
//! choice, so that a game splits into what the dice did and what the choices did. The odds
//! come from an [`Odds`]: a [`Solution`], exactly, or where none covers the position (an
//! early game of Ofanfelling on a page), games simulated, which the review says. A choice
//! is marked by how much it cost against the best one, as the connection games' moves are
//! ([`Thresholds`]), where the odds are exact; a throw is luck, never marked.

use serde::{Deserialize, Serialize};

use super::Solution;
use crate::ai::review::{Mark, Thresholds};
use crate::games::Colour;
use crate::games::doublets::{Action, Position, RuleSet, Stage};

/// Where a review reads a position's odds.
pub trait Odds {
    /// `colour`'s chance to win from `position`, and whether it is exact; none where these
    /// odds cannot tell.
    fn chance(&self, position: &Position, colour: Colour) -> Option<(f64, bool)>;
    /// The best choice of the player to act at `position`, where these odds know it.
    fn best(&self, position: &Position) -> Option<Action>;
}

impl Odds for Solution {
    fn chance(&self, position: &Position, colour: Colour) -> Option<(f64, bool)> {
        Solution::chance(self, position, colour).map(|chance| (chance, true))
    }

    fn best(&self, position: &Position) -> Option<Action> {
        self.choose(position)
    }
}

/// One action of the game reviewed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Step {
    /// Who acted: the thrower (Black for the opening throw, which both make), or the player
    /// who chose.
    pub actor: Colour,
    pub action: Action,
    /// The actor's chance to win before the action, and after it.
    pub chance: f64,
    pub after: f64,
    /// For a choice that lost more than a mark's worth: the best choice there.
    pub best: Option<Action>,
    pub mark: Option<Mark>,
    /// Whether both chances are exact; else they are simulated, and nothing is marked.
    pub exact: bool,
}

impl Step {
    pub fn is_throw(&self) -> bool {
        matches!(self.action, Action::Throw(_))
    }
}

/// The actions of a game of `rules`, from the start, reviewed as far as `odds` tell (a
/// solution solved from the start covers every position of the game).
pub fn review(rules: RuleSet, actions: &[Action], odds: &impl Odds) -> Vec<Step> {
    let mut position = Position::new(rules);
    let mut steps = Vec::with_capacity(actions.len());
    for action in actions {
        let actor = match position.stage() {
            Stage::Throw(colour) | Stage::Play { player: colour, .. } => *colour,
            Stage::Opening | Stage::Over { .. } => Colour::Black,
        };
        let Some((chance, exact_before)) = odds.chance(&position, actor) else { break };
        let mut next = position.clone();
        if next.play(action.clone()).is_err() {
            break;
        }
        let Some((after, exact_after)) = odds.chance(&next, actor) else { break };
        let exact = exact_before && exact_after;
        let throw = matches!(action, Action::Throw(_));
        let mark = (exact && !throw).then(|| Thresholds::REVIEW.mark(chance as f32, after as f32)).flatten();
        let best = mark.and_then(|_| odds.best(&position));
        steps.push(Step { actor, action: action.clone(), chance, after, best, mark, exact });
        position = next;
    }
    steps
}
