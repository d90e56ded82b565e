//! The page's side of the worker, the same for every screen: a screen's state keeps the
//! jobs it has open, each under a number never reused on the screen ([`Asked`]); the hook
//! [`use_worker`] sends each job as it opens and cancels it as it closes, and hands back what
//! the worker says of them; and a late answer, to a job the state has closed however it
//! closed it (a newer job, a move, a new game), is told from a live one in one place,
//! [`Lane`]. That test belongs to the state, not to the hook: only the reducer knows, at
//! the moment an answer comes, which job is open.

use yew::prelude::*;

use crate::ui::browser;
use crate::worker::{Command, FromWorker, Reply, Request};

/// A job a screen's state has open in the worker: its number and what it asks.
#[derive(Clone, Debug, PartialEq)]
pub struct Asked {
    pub job: u32,
    pub request: Request,
}

impl Asked {
    pub fn new(job: u32, request: impl Into<Request>) -> Asked {
        Asked { job, request: request.into() }
    }
}

/// A job a screen's state keeps open, known by its number.
pub trait Open {
    fn job(&self) -> u32;
}

impl Open for u32 {
    fn job(&self) -> u32 {
        *self
    }
}

impl<T: Open> Open for &T {
    fn job(&self) -> u32 {
        (*self).job()
    }
}

/// Where a screen's state keeps the job of one kind it has open (an `Option`, shUgorØn's
/// computer): what the worker says of a job is heard only while that job is the one open
/// here.
pub trait Lane {
    type Open: Open;

    /// The job open here.
    fn open(&self) -> Option<&Self::Open>;
    /// Closes the job open here.
    fn close(&mut self) -> Option<Self::Open>;

    /// The job open here, if it is job `job`: what the worker says of any other is a late
    /// answer to a job closed, and is dropped.
    fn answered_by(&self, job: u32) -> Option<&Self::Open> {
        self.open().filter(|open| open.job() == job)
    }

    /// The job open here, closed, if it is job `job`: its last word heard.
    fn closed_by(&mut self, job: u32) -> Option<Self::Open> {
        self.answered_by(job)?;
        self.close()
    }
}

impl<T: Open> Lane for Option<T> {
    type Open = T;

    fn open(&self) -> Option<&T> {
        self.as_ref()
    }

    fn close(&mut self) -> Option<T> {
        self.take()
    }
}

/// Sends the screen's worker each job of `asked` as it opens there, with a fresh seed from
/// the platform (randomness belongs to effects), cancels each job that leaves it, and hands
/// what the worker says to `on_reply`. Gives back "answer now" for a job (the search's "move
/// now"). One worker for the screen's life, started by its first job.
#[hook]
pub fn use_worker(asked: Vec<Asked>, on_reply: Callback<Reply>) -> Callback<u32> {
    let worker = use_memo((), move |()| {
        browser::Worker::new(move |said| {
            if let FromWorker::Job(reply) = said {
                on_reply.emit(reply);
            }
        })
    });
    let sent = use_mut_ref(Vec::new);
    let jobs: Vec<u32> = asked.iter().map(|asked| asked.job).collect();
    use_effect_with(jobs, {
        let worker = worker.clone();
        move |jobs| send(&worker, &mut sent.borrow_mut(), jobs, asked)
    });
    Callback::from(move |job| worker.tell(Command::AnswerNow { job }))
}

/// Cancels the jobs `sent` that are no longer asked, and starts those newly asked: `sent`
/// becomes `jobs`.
fn send(worker: &browser::Worker, sent: &mut Vec<u32>, jobs: &[u32], asked: Vec<Asked>) {
    for &job in sent.iter().filter(|job| !jobs.contains(job)) {
        worker.tell(Command::Cancel { job });
    }
    for Asked { job, request } in asked.into_iter().filter(|asked| !sent.contains(&asked.job)) {
        worker.send(Command::Start { job, seed: browser::fresh_seed(), request });
    }
    *sent = jobs.to_vec();
}
