//! A game of Doublets reviewed exactly: each player's chance before and after every throw
//! and every choice, from a [`Solution`], so that a game splits into what the dice did and
//! what the choices did. A choice is marked by how much it cost against the best one, as
//! the connection games' moves are ([`Thresholds`]); a throw is luck, never marked.

use super::Solution;
use crate::ai::review::{Mark, Thresholds};
use crate::games::Colour;
use crate::games::doublets::{Action, Position, RuleSet, Stage};

/// One action of the game reviewed.
#[derive(Clone, Debug, PartialEq)]
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
}

impl Step {
    pub fn is_throw(&self) -> bool {
        matches!(self.action, Action::Throw(_))
    }
}

/// The actions of a game of `rules`, from the start, reviewed as far as `solution` covers
/// them (a solution solved from the start covers every position of the game).
pub fn review(rules: RuleSet, actions: &[Action], solution: &Solution) -> Vec<Step> {
    let mut position = Position::new(rules);
    let mut steps = Vec::with_capacity(actions.len());
    for action in actions {
        let actor = match position.stage() {
            Stage::Throw(colour) | Stage::Play { player: colour, .. } => *colour,
            Stage::Opening | Stage::Over { .. } => Colour::Black,
        };
        let Some(chance) = solution.chance(&position, actor) else { break };
        let mut next = position.clone();
        if next.play(action.clone()).is_err() {
            break;
        }
        let Some(after) = solution.chance(&next, actor) else { break };
        let throw = matches!(action, Action::Throw(_));
        let mark = (!throw).then(|| Thresholds::REVIEW.mark(chance as f32, after as f32)).flatten();
        let best = mark.and_then(|_| solution.choose(&position));
        steps.push(Step { actor, action: action.clone(), chance, after, best, mark });
        position = next;
    }
    steps
}
