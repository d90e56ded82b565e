//! The Doublets screen's worker: the odds where the game stands and the computer's choices
//! are worked out there (exactly where a solution covers the position, else by simulated
//! games), so that the table never freezes. The odds are asked at every step and shown
//! until the next answer; a solve finished makes them asked again.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use super::state::{ComputerStep, DoubletsAction, DoubletsGame};
use crate::ai::doublets::ReviewedStep;
use crate::games::doublets::Action;
use crate::ui::browser;
use crate::worker::{Chances, DoubletsReply, DoubletsRequest, DoubletsUnreplayable, NotExact, Reply, Request};

/// The odds of the game on screen, as the worker last told them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TableOdds {
    /// The question last asked: answers to others are stale.
    asked: u32,
    /// The last answer, shown until the next one comes.
    pub chances: Option<Chances>,
    /// Why the worker could not replay the game.
    pub failed: Option<DoubletsUnreplayable>,
    /// Solves finished: each asks the odds again, which may now be exact.
    solved: u32,
    /// The review asked last, and its answer once it has come: an entry a step.
    review: Option<(u32, Option<Vec<ReviewedStep>>)>,
}

impl TableOdds {
    /// The game's review, once the worker has weighed it.
    pub fn review(&self) -> Option<&[ReviewedStep]> {
        self.review.as_ref()?.1.as_deref()
    }

    /// Whether a review is under way.
    pub fn reviewing(&self) -> bool {
        matches!(self.review, Some((_, None)))
    }
}

pub enum OddsAction {
    Asked(u32),
    /// A review asked, as this job.
    Review(u32),
    Reply(DoubletsReply),
}

impl Reducible for TableOdds {
    type Action = OddsAction;

    fn reduce(self: Rc<Self>, action: OddsAction) -> Rc<Self> {
        let mut odds = (*self).clone();
        match action {
            OddsAction::Asked(job) => odds.asked = job,
            OddsAction::Review(job) => odds.review = Some((job, None)),
            OddsAction::Reply(DoubletsReply::Reviewed { job, steps })
                if odds.review.as_ref().is_some_and(|r| r.0 == job) =>
            {
                odds.review = Some((job, Some(steps)));
            }
            OddsAction::Reply(DoubletsReply::Odds { job, chances }) if job == odds.asked => {
                odds.chances = Some(steady(odds.chances.take(), chances));
                odds.failed = None;
            }
            OddsAction::Reply(DoubletsReply::Failed { job, reason }) if job == odds.asked => {
                odds.failed = Some(reason);
            }
            OddsAction::Reply(DoubletsReply::Progress { share }) => {
                if let Some(Chances::Simulated { why: NotExact::Solving { share: shown }, .. }) = &mut odds.chances {
                    *shown = share;
                }
            }
            OddsAction::Reply(DoubletsReply::Solved) => odds.solved += 1,
            // Stale answers, and the computer's choices, which go to the game.
            OddsAction::Reply(_) => return self,
        }
        Rc::new(odds)
    }
}

/// The chances to show, `new` having come after `shown`: a simulated estimate within the
/// error of the one shown is noise, not news, and the figure shown stays (only why the odds
/// are not exact is taken), so that the odds do not drift while nothing decisive happens.
fn steady(shown: Option<Chances>, new: Chances) -> Chances {
    match (shown, new) {
        (
            Some(Chances::Simulated { chance, error, games, .. }),
            Chances::Simulated { chance: next, error: next_error, why, .. },
        ) if (next - chance).abs() <= error.max(next_error) => Chances::Simulated { chance, error, games, why },
        (_, new) => new,
    }
}

/// Who asked for the computer's choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chooser {
    /// The computer's seat, its step worked out when the game had `ply` steps.
    Seat { ply: usize },
    /// "Computer, choose", for whoever is at the table.
    Person,
}

/// The choice asked last, and for whom: answers to any other are stale.
type Choosing = Rc<RefCell<Option<(u32, Chooser)>>>;

/// Plays the computer's choice `action` for `chooser`.
fn play_choice(game: &UseReducerDispatcher<DoubletsGame>, chooser: Chooser, action: Action) {
    game.dispatch(match chooser {
        Chooser::Seat { ply } => DoubletsAction::Computer { ply, step: ComputerStep::Play(action) },
        Chooser::Person => DoubletsAction::Play(action),
    });
}

/// The odds of `game`, asked of a worker of the screen's own at every step; the callback
/// that asks it for the computer's choice (played when it comes, if still due); and the
/// one that asks for the game's review.
#[hook]
pub fn use_doublets_worker(
    game: &UseReducerHandle<DoubletsGame>,
) -> (UseReducerHandle<TableOdds>, Callback<Chooser>, Callback<()>) {
    let odds = use_reducer(TableOdds::default);
    let jobs = use_mut_ref(|| 0u32);
    let choosing: Choosing = use_mut_ref(|| None);
    let worker: Rc<browser::Worker> = {
        let (odds, game, choosing) = (odds.dispatcher(), game.dispatcher(), choosing.clone());
        use_memo((), move |()| {
            browser::Worker::new(move |reply| match reply {
                Reply::Doublets(DoubletsReply::Chosen { job, action }) => {
                    let chooser = choosing.borrow_mut().take_if(|(asked, _)| *asked == job).map(|(_, chooser)| chooser);
                    if let (Some(chooser), Some(action)) = (chooser, action) {
                        play_choice(&game, chooser, action);
                    }
                }
                Reply::Doublets(reply) => odds.dispatch(OddsAction::Reply(reply)),
                _ => {}
            })
        })
    };
    let next_job = {
        let jobs = jobs.clone();
        move || {
            let mut jobs = jobs.borrow_mut();
            *jobs += 1;
            *jobs
        }
    };
    let record = game.game_record();
    use_effect_with((record.clone(), odds.solved), {
        let (odds, worker, next_job) = (odds.dispatcher(), worker.clone(), next_job.clone());
        move |(game, _)| {
            let job = next_job();
            odds.dispatch(OddsAction::Asked(job));
            worker.send(Request::Doublets(DoubletsRequest::Odds { job, game: game.clone() }));
        }
    });
    let review = {
        let (worker, next_job, odds) = (worker.clone(), next_job.clone(), odds.dispatcher());
        let game = game.whole_record();
        Callback::from(move |()| {
            let job = next_job();
            odds.dispatch(OddsAction::Review(job));
            worker.send(Request::Doublets(DoubletsRequest::Review { job, game: game.clone() }));
        })
    };
    let choose = Callback::from(move |chooser| {
        let job = next_job();
        *choosing.borrow_mut() = Some((job, chooser));
        let seed = browser::fresh_seed();
        worker.send(Request::Doublets(DoubletsRequest::Choose { job, game: record.clone(), seed }));
    });
    (odds, choose, review)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn simulated(chance: f64) -> Chances {
        Chances::Simulated { chance, error: 0.03, games: 1000, why: NotExact::Solving { share: 0.5 } }
    }

    #[test]
    fn a_simulated_estimate_within_the_error_of_the_one_shown_leaves_it_shown() {
        let why = NotExact::TooLarge { pairs: 62_100_000, limit: 4_000_000 };
        let next = Chances::Simulated { chance: 0.55, error: 0.03, games: 1000, why: why.clone() };
        assert_eq!(
            steady(Some(simulated(0.57)), next),
            Chances::Simulated { chance: 0.57, error: 0.03, games: 1000, why }
        );
    }

    #[test]
    fn an_estimate_beyond_the_error_or_exact_odds_are_shown() {
        assert_eq!(steady(Some(simulated(0.57)), simulated(0.40)), simulated(0.40));
        assert_eq!(steady(Some(simulated(0.57)), Chances::Exact(0.56)), Chances::Exact(0.56));
        assert_eq!(steady(None, simulated(0.57)), simulated(0.57));
    }
}
