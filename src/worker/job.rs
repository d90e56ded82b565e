//! The one shape of every piece of work the worker does (as yew's `web_worker_prime` and
//! tiltak's chunked search): a job starts from a typed request, steps a budget of
//! iterations at a time, says how it goes, and ends with its outcome; it can be cancelled
//! between two steps, and some can answer at once with what they have ("move now"). No
//! job reads a clock: whoever steps it owns the time.

use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::{Kept, Request, Said};

/// A kind of work, as the page asks for it (this type: the request), with what its job
/// says: its progress while it runs and its outcome at the end.
pub trait Kind: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Into<Request> {
    type Progress: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    type Outcome: Clone + Debug + PartialEq + Serialize + DeserializeOwned;
    /// The job that does it.
    type Job: Job<Kind = Self>;

    /// `event` among everything the worker says.
    fn said(event: Event<Self>) -> Said;
}

/// What a job says: how it goes, or its last word.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum Event<K: Kind> {
    Progress(K::Progress),
    Done(K::Outcome),
}

/// What job `J` says while it runs.
pub type Progress<J> = <<J as Job>::Kind as Kind>::Progress;

/// Job `J`'s last word.
pub type Outcome<J> = <<J as Job>::Kind as Kind>::Outcome;

/// The progress of a job that says nothing until its end: no value has this type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Quiet {}

/// Work under way, a budget at a time.
pub trait Job: Sized {
    type Kind: Kind<Job = Self>;

    /// The budget of one step between two looks at the messages: iterations of this job's
    /// own (search iterations, pairs of tables, questions weighed) in some tens of
    /// milliseconds of a browser.
    const CHUNK: u32;

    /// The job for `request`, drawing from `seed` where it draws at all; or its outcome at
    /// once (a game that cannot be replayed, an answer already at hand). `kept` is what
    /// jobs before it left (a search tree, Doublets' odds).
    fn start(request: Self::Kind, seed: u64, kept: &mut Kept) -> Start<Self>;

    /// Works at most `budget` iterations more.
    fn step(&mut self, kept: &mut Kept, budget: u32) -> Step<Self>;

    /// The outcome now, with what the job has found so far ("move now"); none for a job
    /// that has nothing to answer before its end, which goes on.
    fn now(&mut self, _kept: &mut Kept) -> Option<Outcome<Self>> {
        None
    }
}

/// How a job starts.
pub enum Start<J: Job> {
    Running(J),
    /// Answered at once: the job never runs.
    Done(Outcome<J>),
}

/// What a step did.
pub enum Step<J: Job> {
    /// The job goes on, with news of how it goes or none.
    Going(Option<Progress<J>>),
    Done(Outcome<J>),
}
