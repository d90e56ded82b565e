//! A solved rule set: every player's exact chance to win from any position, and the
//! choice that makes the most of it.

use super::tables::{TableId, Tables};
use super::turn::{best, dice_outcomes, unit_outcomes};
use crate::games::Colour;
use crate::games::doublets::{Action, Hand, Position, RuleSet, Stage};

/// The exact odds of one rule set, from [`super::Solver`].
pub struct Solution {
    tables: Tables,
    /// `wins[a * n + b]`: the chance that the player about to throw with table `a` beats
    /// the one with table `b`.
    wins: Vec<f32>,
}

impl Solution {
    pub(super) fn new(tables: Tables, wins: Vec<f32>) -> Solution {
        Solution { tables, wins }
    }

    /// Whether `position` is one this solution answers for: of its rule set, and able to
    /// follow the position it was solved from.
    pub fn covers(&self, position: &Position) -> bool {
        position.rules() == self.rules() && Colour::ALL.iter().all(|&c| self.tables.id(position.table(c)).is_some())
    }

    pub fn rules(&self) -> RuleSet {
        self.tables.rules()
    }

    fn win(&self, mine: TableId, theirs: TableId) -> f64 {
        f64::from(self.wins[mine.index() * self.tables.len() + theirs.index()])
    }

    /// `colour`'s chance to win from `position` when both players play to win from here.
    /// Before the opening throw it is one half: the throw decides who is first, fairly.
    /// `None` when the solution does not [cover](Solution::covers) `position`.
    pub fn chance(&self, position: &Position, colour: Colour) -> Option<f64> {
        if !self.covers(position) {
            return None;
        }
        let mover = position.to_move();
        let id = |colour: Colour| self.tables.id(position.table(colour));
        let movers = match position.stage() {
            Stage::Over { winner } => return Some(if *winner == colour { 1.0 } else { 0.0 }),
            Stage::Opening => return Some(0.5),
            Stage::Throw(_) => self.win(id(mover)?, id(mover.opponent())?),
            Stage::Play { hand, again, .. } => {
                let (mine, theirs) = (id(mover)?, id(mover.opponent())?);
                let outcomes = match hand {
                    Hand::Units(units) => unit_outcomes(&self.tables, mine, *units),
                    Hand::Dice(dice) => dice_outcomes(&self.tables, mine, dice),
                };
                // After the hand, the opponent throws, or after some doublets the thrower again.
                let end = |m: TableId, t: TableId| if *again { self.win(m, t) } else { 1.0 - self.win(t, m) };
                best(&outcomes, &self.tables, theirs, &end)
            }
        };
        Some(if colour == mover { movers } else { 1.0 - movers })
    }

    /// Every legal action of the player to act, with that player's chance after it; empty
    /// when a throw is due, the game is over, or `position` is of another rule set.
    pub fn weigh(&self, position: &Position) -> Vec<(Action, f64)> {
        let player = position.to_move();
        position
            .legal_actions()
            .into_iter()
            .filter_map(|action| {
                let mut next = position.clone();
                next.play(action.clone()).ok()?;
                Some((action, self.chance(&next, player)?))
            })
            .collect()
    }

    /// The legal action with the best chance to win for the player to act (the first of
    /// equals, in the order of [`Position::legal_actions`]); `None` when no choice is due.
    pub fn choose(&self, position: &Position) -> Option<Action> {
        let weighed = self.weigh(position);
        let best = weighed.iter().map(|(_, chance)| *chance).fold(f64::NEG_INFINITY, f64::max);
        weighed.into_iter().find(|(_, chance)| *chance == best).map(|(action, _)| action)
    }
}
