//! The page's work that would freeze the board, done in a Web Worker: Hex's and TwixT's
//! searches and reviews, Doublets' odds, choices and review, shUgorØn's questioner.
//!
//! Every piece of work is a [`Job`] of one [`Kind`]: it starts from a typed request, steps a
//! budget of iterations at a time (no clock: the caller owns time), says how it goes and
//! ends with its outcome, and can be cancelled (the search can also answer at once: "move
//! now"). One [`Scheduler`] runs them all, a job in place of the one of its kind before
//! it, and the jobs take turns a step each. What the worker keeps from job to job
//! ([`Kept`]: the search's tree, Doublets' odds) lets a job start where the last one left.
//! None of this needs a browser: `cargo test` runs it, and the Web Worker itself (the `web`
//! feature) only forwards the page's messages to the scheduler and ticks it, a step at a
//! time with a zero timeout between steps, so that a "move now" or a cancel sent meanwhile
//! is read between two steps.

mod doublets;
mod job;
mod kept;
mod messages;
mod refused;
mod review;
mod scheduler;
mod search;
mod shugoron;
mod think;
#[cfg(feature = "web")]
mod web;

pub use doublets::{
    Chances, DoubletsChoice, DoubletsGameRecord, DoubletsOdds, DoubletsReview, DoubletsUnreplayable, NotExact,
};
pub use job::{Event, Job, Kind, Quiet, Start, Step};
pub use kept::Kept;
pub use messages::{Benched, Command, FromWorker, Reply, Request, Said, ToWorker};
pub use refused::Unreplayable;
pub use review::{Review, ReviewedGame, WeighedPositions};
pub use scheduler::Scheduler;
pub use search::{Answer, Answered, GameRecord, GameUnreadable, HexGameRecord, Thoughts, TwixtGameRecord};
pub use shugoron::{ShugoronChoice, ShugoronGameRecord, ShugoronUnreplayable};
pub use think::Think;
#[cfg(feature = "web")]
pub use web::PageWorker;
