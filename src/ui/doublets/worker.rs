//! The Doublets screen's jobs in the worker: the odds where the game stands and the
//! computer's choices are worked out there (exactly where a solution covers the position,
//! else by simulated games), so that the table never freezes, and so is the game's review.
//! The odds are asked at every step and shown until the next answer.

use std::rc::Rc;

use yew::prelude::*;

use super::state::{ComputerStep, DoubletsAction, DoubletsGame};
use crate::ai::doublets::ReviewedStep;
use crate::games::doublets::Action;
use crate::ui::computer::{Asked, Lane, Open, use_worker};
use crate::worker::{
    Chances, DoubletsChoice, DoubletsGameRecord, DoubletsOdds, DoubletsReview, DoubletsUnreplayable, Event, Reply, Said,
};

/// A job of the screen's open in the worker: its number, the game it asks about, and for
/// whom (a choice's chooser).
#[derive(Clone, Debug, PartialEq)]
struct Job<T> {
    job: u32,
    game: DoubletsGameRecord,
    of: T,
}

impl<T> Open for Job<T> {
    fn job(&self) -> u32 {
        self.job
    }
}

/// The screen's jobs in the worker and what they answered.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DoubletsJobs {
    /// The number the next job takes: never reused on the screen.
    next: u32,
    odds: Option<Job<()>>,
    /// The odds last said, shown until the next answer.
    pub chances: Option<Chances>,
    /// Why the worker could not replay the game.
    pub failed: Option<DoubletsUnreplayable>,
    choice: Option<Job<Chooser>>,
    /// The computer's last choice, to play for whoever asked it: the number of its job.
    chosen: Option<(u32, Chooser, Action)>,
    review: Option<Job<()>>,
    /// The game's review, once the worker has weighed it: an entry a step.
    reviewed: Option<Vec<ReviewedStep>>,
}

impl DoubletsJobs {
    /// The game's review, once the worker has weighed it.
    pub fn review(&self) -> Option<&[ReviewedStep]> {
        self.reviewed.as_deref()
    }

    /// Whether a review is under way.
    pub fn reviewing(&self) -> bool {
        self.review.is_some()
    }

    /// A job about `game`, under the next number.
    fn open<T>(&mut self, game: DoubletsGameRecord, of: T) -> Job<T> {
        self.next += 1;
        Job { job: self.next, game, of }
    }

    /// The jobs open, as the worker takes them.
    fn asked(&self) -> Vec<Asked> {
        let odds = self.odds.iter().map(|o| Asked::new(o.job, DoubletsOdds { game: o.game.clone() }));
        let choice = self.choice.iter().map(|c| Asked::new(c.job, DoubletsChoice { game: c.game.clone() }));
        let review = self.review.iter().map(|r| Asked::new(r.job, DoubletsReview { game: r.game.clone() }));
        odds.chain(choice).chain(review).collect()
    }

    /// What the worker said of job `job`, where it answers a job open.
    fn heard(&mut self, Reply { job, said }: Reply) {
        match said {
            Said::DoubletsOdds(Event::Progress(chances)) if self.odds.answered_by(job).is_some() => {
                self.show(Ok(chances));
            }
            // A job's last word closes it.
            Said::DoubletsOdds(Event::Done(answer)) if self.odds.closed_by(job).is_some() => self.show(answer),
            Said::DoubletsChoice(Event::Done(answer)) => {
                let chooser = self.choice.closed_by(job).map(|choice| choice.of);
                if let (Some(chooser), Ok(Some(action))) = (chooser, answer) {
                    self.chosen = Some((job, chooser, action));
                }
            }
            Said::DoubletsReview(Event::Done(answer)) if self.review.closed_by(job).is_some() => {
                self.reviewed = answer.ok();
            }
            // Stale answers, and other kinds' (none are asked here).
            _ => {}
        }
    }

    /// The odds the worker said, or why it could not work them out.
    fn show(&mut self, answer: Result<Chances, DoubletsUnreplayable>) {
        match answer {
            Ok(chances) => {
                self.chances = Some(steady(self.chances.take(), chances));
                self.failed = None;
            }
            Err(reason) => self.failed = Some(reason),
        }
    }
}

/// What the screen asks of its jobs.
pub enum JobsAction {
    /// The odds where `game` stands, in place of those asked before.
    Odds(DoubletsGameRecord),
    /// The computer's choice where `game` stands, for `chooser`.
    Choose(Chooser, DoubletsGameRecord),
    /// The review of `game` as played.
    Review(DoubletsGameRecord),
    /// What the worker said of a job.
    Heard(Reply),
}

impl Reducible for DoubletsJobs {
    type Action = JobsAction;

    fn reduce(self: Rc<Self>, action: JobsAction) -> Rc<Self> {
        let mut jobs = (*self).clone();
        match action {
            JobsAction::Odds(game) => jobs.odds = Some(jobs.open(game, ())),
            JobsAction::Choose(chooser, game) => jobs.choice = Some(jobs.open(game, chooser)),
            JobsAction::Review(game) => {
                jobs.review = Some(jobs.open(game, ()));
                jobs.reviewed = None;
            }
            JobsAction::Heard(reply) => jobs.heard(reply),
        }
        Rc::new(jobs)
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

/// Plays the computer's choice `action` for `chooser`.
fn play_choice(game: &UseReducerDispatcher<DoubletsGame>, chooser: Chooser, action: Action) {
    game.dispatch(match chooser {
        Chooser::Seat { ply } => DoubletsAction::Computer { ply, step: ComputerStep::Play(action) },
        Chooser::Person => DoubletsAction::Play(action),
    });
}

/// The screen's jobs for `game`: its odds, asked at every step; the callback that asks for
/// the computer's choice (played when it comes, if still due); and the one that asks for
/// the game's review.
#[hook]
pub fn use_doublets_worker(
    game: &UseReducerHandle<DoubletsGame>,
) -> (UseReducerHandle<DoubletsJobs>, Callback<Chooser>, Callback<()>) {
    let jobs = use_reducer(DoubletsJobs::default);
    use_worker(jobs.asked(), jobs.dispatcher().to_callback().reform(JobsAction::Heard));
    let record = game.game_record();
    use_effect_with(record.clone(), {
        let jobs = jobs.dispatcher();
        move |game| jobs.dispatch(JobsAction::Odds(game.clone()))
    });
    use_effect_with(jobs.chosen.clone(), {
        let game = game.dispatcher();
        move |chosen| {
            if let Some((_, chooser, action)) = chosen.clone() {
                play_choice(&game, chooser, action);
            }
        }
    });
    let review = {
        let (jobs, game) = (jobs.dispatcher(), game.whole_record());
        Callback::from(move |()| jobs.dispatch(JobsAction::Review(game.clone())))
    };
    let choose = {
        let jobs = jobs.dispatcher();
        Callback::from(move |chooser| jobs.dispatch(JobsAction::Choose(chooser, record.clone())))
    };
    (jobs, choose, review)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::worker::NotExact;

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
