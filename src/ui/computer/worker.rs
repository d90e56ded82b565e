//! The screen's side of the search worker: one worker for the screen's life, fed the jobs
//! the reducer opens, what it says handed back as the game's own events. The worker speaks
//! for every game ([`Reply`]); this hook is where its words become one game's moves, so
//! nothing behind it ever meets another game's reply.

use yew::prelude::*;

use super::{Reviewing, Thinking};
use crate::ai::review::Weighed;
use crate::ui::browser;
use crate::worker::{Answer, GameUnreadable, Reply, Request, Thoughts};

/// What the worker says of a job, in the game's moves `M`.
#[derive(Clone, Debug, PartialEq)]
pub enum SearchEvent<M> {
    /// How the search is going.
    Progress { job: u32, thoughts: Thoughts<M> },
    /// The search's last word.
    Done { job: u32, thoughts: Thoughts<M> },
    /// The game sent could not be replayed.
    Failed { job: u32, reason: GameUnreadable },
    /// The search answered with another game's move (only a fault in the page can make it).
    Unreadable { job: u32, answer: String },
    /// Positions of a review's `positions` weighed, from position `from` (0: the start);
    /// their best moves as the worker sends them, read when they are shown.
    Weighed { job: u32, from: usize, positions: usize, weighed: Vec<Weighed<Answer>> },
}

impl<M> SearchEvent<M> {
    /// The worker's reply as one game's event, its moves read by `read`; none for a reply
    /// that is no search's (a benchmark's, another game's computer).
    pub fn read(reply: Reply, read: fn(&Answer) -> Option<M>) -> Option<SearchEvent<M>> {
        let thoughts = |job, thoughts: Thoughts, done: fn(u32, Thoughts<M>) -> SearchEvent<M>| match thoughts.read(read)
        {
            Ok(thoughts) => done(job, thoughts),
            Err(answer) => SearchEvent::Unreadable { job, answer: answer.to_string() },
        };
        Some(match reply {
            Reply::Progress { job, thoughts: t } => {
                thoughts(job, t, |job, thoughts| SearchEvent::Progress { job, thoughts })
            }
            Reply::Done { job, thoughts: t } => thoughts(job, t, |job, thoughts| SearchEvent::Done { job, thoughts }),
            Reply::Failed { job, reason } => SearchEvent::Failed { job, reason },
            Reply::Weighed { job, from, positions, weighed } => SearchEvent::Weighed { job, from, positions, weighed },
            Reply::Bench { .. } | Reply::Doublets(_) | Reply::Shugoron(_) => return None,
        })
    }
}

/// Starts the worker with the first job the reducer opens (`thinking`, `reviewing`) and
/// sends it each one, cancels there each job that closes (harmless once it has answered),
/// and hands what it says of them, read by `read`, to `on_event`. Gives back "move now" for
/// a job: stop searching and answer at once.
#[hook]
pub fn use_search_worker<M: 'static>(
    thinking: Option<&Thinking>,
    reviewing: Option<&Reviewing>,
    read: fn(&Answer) -> Option<M>,
    on_event: Callback<SearchEvent<M>>,
) -> Callback<u32> {
    let worker = use_memo((), move |()| {
        browser::Worker::new(move |reply| {
            if let Some(event) = SearchEvent::read(reply, read) {
                on_event.emit(event);
            }
        })
    });
    use_sent(worker.clone(), thinking.map(|t| (t.job, Job::Think(t.clone()))));
    use_sent(worker.clone(), reviewing.map(|r| (r.job, Job::Review(r.clone()))));
    Callback::from(move |job| worker.tell(Request::MoveNow { job }))
}

/// A job the reducer opened.
enum Job {
    Think(Thinking),
    Review(Reviewing),
}

/// Sends `job` to the worker when it opens, with a fresh seed from the platform
/// (randomness belongs to effects), and cancels it when it closes.
#[hook]
fn use_sent(worker: std::rc::Rc<browser::Worker>, job: Option<(u32, Job)>) {
    let id = job.as_ref().map(|(id, _)| *id);
    use_effect_with(id, move |&id| {
        let seed = browser::fresh_seed();
        match job.map(|(_, job)| job) {
            Some(Job::Think(Thinking { job, game, iterations, .. })) => {
                worker.send(Request::Think { job, game, iterations, seed });
            }
            Some(Job::Review(Reviewing { job, record, iterations })) => {
                worker.send(Request::Review { job, record, iterations, seed });
            }
            None => {}
        }
        move || {
            if let Some(job) = id {
                worker.tell(Request::Cancel { job });
            }
        }
    });
}
