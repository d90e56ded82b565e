//! The exact odds of the game on screen: asked of the worker at a throw that no solution
//! at hand covers, and kept while they cover the game (solved from a new game, they answer
//! for every later position of that rule set). While none covers the position, the screen
//! shows odds by simulation and says why.

use std::rc::Rc;

use gloo_worker::WorkerBridge;
use yew::prelude::*;

use super::state::DoubletsGame;
use crate::ai::doublets::Solution;
use crate::games::Colour;
use crate::games::doublets::{Position, RuleSet};
use crate::ui::browser;
use crate::worker::{DoubletsReply, DoubletsRequest, Reply, Request, SearchWorker};

/// A solve asked of the worker.
#[derive(Clone)]
struct Asked {
    job: u32,
    /// The position it solves below.
    position: Position,
    /// The share done so far, 0 to 1.
    share: f32,
}

/// Why the last solve gave no odds.
#[derive(Clone, PartialEq)]
enum Refusal {
    /// More pairs of tables than a page solves, below `position`.
    TooLarge { position: Position, pairs: u64, limit: u64 },
    /// The worker could not solve a game of this rule set (it could not replay it).
    Failed { rules: RuleSet, reason: String },
}

/// Where the exact odds stand.
#[derive(Clone, Default)]
pub struct ExactOdds {
    solution: Option<Rc<Solution>>,
    asked: Option<Asked>,
    refusal: Option<Refusal>,
    next_job: u32,
}

/// What the screen can say of the exact odds of a position.
pub enum Exactly<'a> {
    /// Black's chance.
    Known(f64),
    Solving {
        share: f32,
    },
    TooLarge {
        pairs: u64,
        limit: u64,
    },
    Failed(&'a str),
}

pub enum ExactAction {
    Ask(Position),
    Reply(DoubletsReply),
}

impl ExactOdds {
    /// The solution that covers `position`, if one is at hand.
    pub fn solution(&self, position: &Position) -> Option<&Solution> {
        self.solution.as_deref().filter(|solution| solution.covers(position))
    }

    /// Whether the computer should wait for the odds before choosing in `position`: a solve
    /// is under way and nothing at hand covers the position. Odds not asked yet are never
    /// waited for (they are asked at a throw, and a game opened mid-turn has none coming).
    pub fn awaited(&self, position: &Position) -> bool {
        self.asked.is_some() && self.solution(position).is_none()
    }

    pub fn for_position(&self, position: &Position) -> Exactly<'_> {
        if let Some(black) = self.solution(position).and_then(|s| s.chance(position, Colour::Black)) {
            return Exactly::Known(black);
        }
        match (&self.asked, &self.refusal) {
            (Some(asked), _) => Exactly::Solving { share: asked.share },
            (None, Some(Refusal::TooLarge { pairs, limit, .. })) => Exactly::TooLarge { pairs: *pairs, limit: *limit },
            (None, Some(Refusal::Failed { reason, .. })) => Exactly::Failed(reason),
            // Asked at the next throw.
            (None, None) => Exactly::Solving { share: 0.0 },
        }
    }

    /// Whether to ask the worker for the odds below `position`: at a throw that nothing at
    /// hand or under way covers, unless it was refused there already (a game of Ofanfelling
    /// asks again each turn until few enough tables are left) or failed for the rule set.
    fn should_ask(&self, position: &Position) -> bool {
        position.dice_due().is_some()
            && self.solution(position).is_none()
            && self.asked.as_ref().is_none_or(|asked| asked.position.rules() != position.rules())
            && match &self.refusal {
                Some(Refusal::TooLarge { position: refused, .. }) => refused != position,
                Some(Refusal::Failed { rules, .. }) => *rules != position.rules(),
                None => true,
            }
    }
}

impl Reducible for ExactOdds {
    type Action = ExactAction;

    fn reduce(self: Rc<Self>, action: ExactAction) -> Rc<Self> {
        let mut odds = (*self).clone();
        match action {
            ExactAction::Ask(position) => {
                odds.asked = Some(Asked { job: odds.next_job, position, share: 0.0 });
                odds.next_job += 1;
            }
            ExactAction::Reply(reply) => {
                let job = match &reply {
                    DoubletsReply::Progress { job, .. }
                    | DoubletsReply::Solved { job, .. }
                    | DoubletsReply::TooLarge { job, .. }
                    | DoubletsReply::Failed { job, .. } => *job,
                };
                let Some(asked) = odds.asked.take().filter(|asked| asked.job == job) else { return self };
                match reply {
                    DoubletsReply::Progress { share, .. } => odds.asked = Some(Asked { share, ..asked }),
                    DoubletsReply::Solved { odds: table, .. } => match Solution::from_odds(&asked.position, table) {
                        Ok(solution) => {
                            odds.solution = Some(Rc::new(solution));
                            odds.refusal = None;
                        }
                        Err(e) => {
                            let rules = asked.position.rules();
                            odds.refusal = Some(Refusal::Failed { rules, reason: e.to_string() });
                        }
                    },
                    DoubletsReply::TooLarge { pairs, limit, .. } => {
                        odds.refusal = Some(Refusal::TooLarge { position: asked.position, pairs, limit });
                    }
                    DoubletsReply::Failed { reason, .. } => {
                        odds.refusal = Some(Refusal::Failed { rules: asked.position.rules(), reason });
                    }
                }
            }
        }
        Rc::new(odds)
    }
}

/// The exact odds for `game`, asked of a worker of the screen's own when needed.
#[hook]
pub fn use_exact_odds(game: &DoubletsGame) -> UseReducerHandle<ExactOdds> {
    let position = game.position();
    let odds = use_reducer(ExactOdds::default);
    let worker: Rc<WorkerBridge<SearchWorker>> = {
        let odds = odds.dispatcher();
        use_memo((), move |()| {
            browser::spawn_worker(move |reply| {
                if let Reply::Doublets(reply) = reply {
                    odds.dispatch(ExactAction::Reply(reply));
                }
            })
        })
    };
    let ask = odds.should_ask(position).then(|| (odds.next_job, position.clone(), game.game_record()));
    use_effect_with(ask, {
        let odds = odds.dispatcher();
        move |ask| {
            if let Some((job, position, game)) = ask.clone() {
                odds.dispatch(ExactAction::Ask(position));
                worker.send(Request::Doublets(DoubletsRequest::Solve { job, game }));
            }
        }
    });
    odds
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_computer_waits_only_for_odds_being_solved() {
        let position = Position::new(RuleSet::Willughby);
        let odds = Rc::new(ExactOdds::default());
        assert!(!odds.awaited(&position), "nothing asked: nothing to wait for");
        let odds = odds.reduce(ExactAction::Ask(position.clone()));
        assert!(odds.awaited(&position));
        let odds = odds.reduce(ExactAction::Reply(DoubletsReply::Failed { job: 0, reason: "test".to_owned() }));
        assert!(!odds.awaited(&position), "a solve that failed is waited for no more");
    }
}
