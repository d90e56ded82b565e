//! What the worker says of the computer's jobs at a connection game's screen (its searches,
//! its review), read as that game's own events: the worker speaks for every game
//! ([`Said`]); this is where its words become one game's moves, so that nothing behind it
//! ever meets another game's reply.

use crate::ai::review::Weighed;
use crate::worker::{Answer, Event, GameUnreadable, Reply, Said, Thoughts};

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
    /// that is no search's nor review's.
    pub fn read(Reply { job, said }: Reply, read: fn(&Answer) -> Option<M>) -> Option<SearchEvent<M>> {
        let thoughts = |thoughts: Thoughts, done: fn(u32, Thoughts<M>) -> SearchEvent<M>| match thoughts.read(read) {
            Ok(thoughts) => done(job, thoughts),
            Err(answer) => SearchEvent::Unreadable { job, answer: answer.to_string() },
        };
        Some(match said {
            Said::Think(Event::Progress(t)) => thoughts(t, |job, thoughts| SearchEvent::Progress { job, thoughts }),
            Said::Think(Event::Done(Ok(t))) => thoughts(t, |job, thoughts| SearchEvent::Done { job, thoughts }),
            Said::Think(Event::Done(Err(reason))) => SearchEvent::Failed { job, reason },
            Said::Review(Event::Progress(batch) | Event::Done(batch)) => {
                SearchEvent::Weighed { job, from: batch.from, positions: batch.positions, weighed: batch.weighed }
            }
            _ => return None,
        })
    }
}
