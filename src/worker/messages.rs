//! What crosses between the page and its worker, typed throughout: the page's commands
//! (start a job, answer now, cancel), and what the worker says of each job. Every kind of
//! job is listed once, below ([`Request`]); the enums of requests and of what is said, and
//! how a request starts its job, are written from that list.

use serde::{Deserialize, Serialize};

use super::doublets::{
    DoubletsChoice, DoubletsChoiceJob, DoubletsOdds, DoubletsOddsJob, DoubletsReview, DoubletsReviewJob,
};
use super::job::{Event, Job, Kind, Quiet, Start};
use super::review::{Review, ReviewJob, WeighedPositions};
use super::scheduler::Started;
use super::shugoron::{ShugoronChoice, ShugoronChoiceJob, ShugoronUnreplayable};
use super::think::{Think, ThinkJob};
use super::{Chances, DoubletsUnreplayable, GameUnreadable, Kept, Thoughts};
use crate::ai::doublets::ReviewedStep;
use crate::games::{doublets, shugoron};

/// What the page tells the worker of its jobs. A job's number is the page's: a screen
/// never gives two jobs one number.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Command {
    /// Start `request` as job `job`, drawing from `seed`: in place of a job of its kind
    /// under way, which says nothing more.
    Start { job: u32, seed: u64, request: Request },
    /// Stop job `job` and answer with what it has found (the computer's "move now").
    AnswerNow { job: u32 },
    /// Stop job `job` and answer nothing.
    Cancel { job: u32 },
}

/// What the worker says of job `job`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reply {
    pub job: u32,
    pub said: Said,
}

/// An engine the worker measures, on a board of this side: `?bench=hex&size=11`,
/// `?bench=twixt&size=24` (TwixT under the standard rules, where playouts fill the board,
/// as `fogliaccio bench twixt` measures it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Benched {
    Hex(u8),
    Twixt(u8),
}

/// Everything the page sends its worker: its jobs, and the benchmark (`?bench=`), which is
/// no job: it measures time, which a job never reads, and is answered at once.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ToWorker {
    Job(Command),
    /// Measure an engine and its search here, `seconds` a figure.
    Bench {
        engine: Benched,
        seconds: f64,
    },
}

impl From<Command> for ToWorker {
    fn from(command: Command) -> ToWorker {
        ToWorker::Job(command)
    }
}

/// Everything the worker sends the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FromWorker {
    Job(Reply),
    /// The benchmark's figures, `name: value`.
    Bench {
        figures: Vec<(String, f64)>,
    },
}

/// Writes, from the list of kinds of work, the enum of requests and the enum of what is
/// said of them, each kind's [`Kind`], and how a request starts its job.
macro_rules! kinds {
    ($($(#[$doc:meta])* $kind:ident: $progress:ty => $outcome:ty, by $job:ty;)*) => {
        /// Every kind of work the worker does, as the page asks for it.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        pub enum Request {
            $($(#[$doc])* $kind($kind),)*
        }

        /// What the worker says of a job, by its kind.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        pub enum Said {
            $($kind(Event<$kind>),)*
        }

        $(
            impl Kind for $kind {
                type Progress = $progress;
                type Outcome = $outcome;
                type Job = $job;

                fn said(event: Event<Self>) -> Said {
                    Said::$kind(event)
                }
            }

            impl From<$kind> for Request {
                fn from(request: $kind) -> Request {
                    Request::$kind(request)
                }
            }
        )*

        impl Request {
            /// Starts this request's job, or answers it at once.
            pub(super) fn start(self, seed: u64, kept: &mut Kept) -> Started {
                match self {
                    $(Request::$kind(request) => started::<$job>(request, seed, kept),)*
                }
            }
        }
    };
}

kinds! {
    /// Hex and TwixT: the move the search prefers where a game stands (the computer's move,
    /// a hint, an analysis), saying what it thinks as it goes.
    Think: Thoughts => Result<Thoughts, GameUnreadable>, by ThinkJob;
    /// Hex and TwixT: every position of a game weighed, said a few at a time.
    Review: WeighedPositions => WeighedPositions, by ReviewJob;
    /// Doublets: Black's chances where a game stands, simulated at once and exact once the
    /// tables below it are solved.
    DoubletsOdds: Chances => Result<Chances, DoubletsUnreplayable>, by DoubletsOddsJob;
    /// Doublets: the computer's action where a game stands (none when no choice is due).
    DoubletsChoice: Quiet => Result<Option<doublets::Action>, DoubletsUnreplayable>, by DoubletsChoiceJob;
    /// Doublets: every action of a game reviewed, an entry an action.
    DoubletsReview: Quiet => Result<Vec<ReviewedStep>, DoubletsUnreplayable>, by DoubletsReviewJob;
    /// shUgorØn: the computer's action for the player to move (none once the game is over).
    ShugoronChoice: Quiet => Result<Option<shugoron::Action>, ShugoronUnreplayable>, by ShugoronChoiceJob;
}

/// Starts job `J` for `request`, as the scheduler holds it.
fn started<J: Job + 'static>(request: J::Kind, seed: u64, kept: &mut Kept) -> Started {
    match J::start(request, seed, kept) {
        Start::Running(job) => Started::Running(Box::new(job)),
        Start::Done(outcome) => Started::Done(J::Kind::said(Event::Done(outcome))),
    }
}
