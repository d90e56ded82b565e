//! The search in a Web Worker, so the board never freezes while the computer thinks.
//!
//! The page sends the game so far (size, rules, moves) and a budget of iterations; the
//! worker rebuilds the position with the rules engine, searches in chunks
//! of a few tens of milliseconds, reports after each chunk, and answers with its move.
//! Each chunk is scheduled with a zero timeout rather than run at once, so that a "move
//! now" or a cancel sent meanwhile is read between chunks. The tree is kept from one
//! request to the next when the new game continues the old one ([`Driver`]).

mod doublets;
mod refused;
mod search;
mod shugoron;

pub use doublets::{Chances, DoubletsGameRecord, DoubletsReply, DoubletsRequest, DoubletsUnreplayable, NotExact};
pub use refused::Unreplayable;
pub use search::{Answer, Answered, GameRecord, GameUnreadable, HexGameRecord, Thoughts, TwixtGameRecord};
pub use shugoron::{ShugoronGameRecord, ShugoronReply, ShugoronRequest, ShugoronUnreplayable};

use gloo_timers::callback::Timeout;
use gloo_worker::{HandlerId, Worker, WorkerScope};
use serde::{Deserialize, Serialize};

use crate::ai::hex::bench;
use crate::ai::review::Weighed;
use crate::ai::twixt::bench as twixt_bench;
use crate::games::hex;
use crate::games::twixt::{self, RuleSet};
use search::{Following, Reviewing};

/// Iterations between two looks at the message queue: some 20–50 ms in a browser.
const CHUNK: u32 = 2_000;

/// How many times a review says what it weighed, at most: each answer redraws the screen.
const REVIEW_BATCHES: usize = 10;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Request {
    /// Find a move for the side to move in `game`, in at most `iterations`.
    Think { job: u32, game: GameRecord, iterations: u32, seed: u64 },
    /// Weigh every position of the game `record` holds (its link record), `iterations`
    /// each, and say each as it is weighed: a review.
    Review { job: u32, record: String, iterations: u32, seed: u64 },
    /// Stop `job` and answer with the best move found so far.
    MoveNow { job: u32 },
    /// Stop `job` and answer nothing.
    Cancel { job: u32 },
    /// Measure an engine and its search here, `seconds` a figure (the page's `?bench=`).
    Bench { engine: Benched, seconds: f64 },
    /// Doublets' odds and the computer's choices.
    Doublets(DoubletsRequest),
    /// shUgorØn's computer.
    Shugoron(ShugoronRequest),
}

/// An engine the worker measures, on a board of this side: `?bench=hex&size=11`,
/// `?bench=twixt&size=24` (TwixT under the standard rules, where playouts fill the board,
/// as `fogliaccio bench twixt` measures it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Benched {
    Hex(u8),
    Twixt(u8),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    Progress {
        job: u32,
        thoughts: Thoughts,
    },
    Done {
        job: u32,
        thoughts: Thoughts,
    },
    /// The game sent could not be replayed.
    Failed {
        job: u32,
        reason: GameUnreadable,
    },
    /// Positions of a review's `positions` weighed, from position `from` (0: the start).
    Weighed {
        job: u32,
        from: usize,
        positions: usize,
        weighed: Vec<Weighed<Answer>>,
    },
    /// The benchmark's figures, `name: value`.
    Bench {
        figures: Vec<(String, f64)>,
    },
    Doublets(DoubletsReply),
    Shugoron(ShugoronReply),
}

pub enum Tick {
    Chunk { job: u32 },
    Doublets { job: u32 },
}

impl Tick {
    /// Sends this tick to the worker itself as soon as the messages before it are handled,
    /// so that a "move now" or a cancel gets in between two chunks of work. Dropping the
    /// timeout cancels it.
    fn soon(self, scope: &WorkerScope<SearchWorker>) -> Timeout {
        let scope = scope.clone();
        Timeout::new(0, move || scope.send_message(self))
    }
}

/// What a job does with its chunks.
enum Work {
    /// A search for a move, with the iterations it has left.
    Think { left: u32 },
    /// A review, and how many of its positions were said.
    Review { review: Box<dyn Reviewing>, said: usize },
}

struct Job {
    id: u32,
    asker: HandlerId,
    work: Work,
}

pub struct SearchWorker {
    job: Option<Job>,
    /// The search of the last game asked about, kept so that its tree follows the game.
    search: Option<Box<dyn Following>>,
    /// The pending chunk; dropping it cancels it.
    tick: Option<Timeout>,
    doublets: doublets::DoubletsWorker,
}

impl SearchWorker {
    fn schedule(&mut self, scope: &WorkerScope<Self>, job: u32) {
        self.tick = Some(Tick::Chunk { job }.soon(scope));
    }

    fn thoughts(&self) -> Thoughts {
        self.search.as_ref().map(|search| search.thoughts()).unwrap_or_default()
    }

    /// Starts `work` as `job` for `asker`, or says why the game could not be replayed.
    fn start(&mut self, scope: &WorkerScope<Self>, (job, asker): (u32, HandlerId), work: Result<Work, GameUnreadable>) {
        match work {
            Ok(work) => {
                self.job = Some(Job { id: job, asker, work });
                self.schedule(scope, job);
            }
            Err(reason) => {
                self.job = None;
                self.tick = None;
                scope.respond(asker, Reply::Failed { job, reason });
            }
        }
    }

    /// The job's next chunk of search; whether it goes on.
    fn chunk(&mut self, scope: &WorkerScope<Self>, job: &mut Job) -> bool {
        match &mut job.work {
            Work::Think { left } => {
                let chunk = (*left).min(CHUNK);
                *left -= chunk;
                if let Some(search) = self.search.as_mut() {
                    search.run(chunk);
                }
                let thoughts = self.thoughts();
                let decided = self.search.as_ref().is_some_and(|search| search.decided());
                let finished = *left == 0 || thoughts.best.is_none() || decided;
                let reply = match finished {
                    true => Reply::Done { job: job.id, thoughts },
                    false => Reply::Progress { job: job.id, thoughts },
                };
                scope.respond(job.asker, reply);
                !finished
            }
            Work::Review { review, said } => {
                review.run(CHUNK);
                let (weighed, positions) = review.progress();
                // Said in a few batches, not a position at a time: each redraws the screen.
                if weighed - *said >= (positions / REVIEW_BATCHES).max(1) || weighed == positions {
                    let from = *said;
                    let batch = (from..weighed).filter_map(|ply| review.weighed(ply)).collect();
                    scope.respond(job.asker, Reply::Weighed { job: job.id, from, positions, weighed: batch });
                    *said = weighed;
                }
                weighed < positions
            }
        }
    }
}

impl Worker for SearchWorker {
    type Message = Tick;
    type Input = Request;
    type Output = Reply;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        SearchWorker { job: None, search: None, tick: None, doublets: Default::default() }
    }

    fn update(&mut self, scope: &WorkerScope<Self>, tick: Tick) {
        let job = match tick {
            Tick::Chunk { job } => job,
            Tick::Doublets { job } => return self.doublets.chunk(scope, job),
        };
        let Some(mut current) = self.job.take_if(|j| j.id == job) else { return };
        if self.chunk(scope, &mut current) {
            self.job = Some(current);
            self.schedule(scope, job);
        }
    }

    fn received(&mut self, scope: &WorkerScope<Self>, request: Request, asker: HandlerId) {
        match request {
            Request::Think { job, game, iterations, seed } => {
                let followed = game.follow(self.search.take(), seed).map(|search| {
                    self.search = Some(search);
                    Work::Think { left: iterations.max(1) }
                });
                self.start(scope, (job, asker), followed);
            }
            Request::Review { job, record, iterations, seed } => {
                let review = search::review(&record, iterations, seed).map(|review| Work::Review { review, said: 0 });
                self.start(scope, (job, asker), review);
            }
            Request::MoveNow { job } => {
                if self.job.take_if(|j| j.id == job && matches!(j.work, Work::Think { .. })).is_some() {
                    self.tick = None;
                    scope.respond(asker, Reply::Done { job, thoughts: self.thoughts() });
                }
            }
            Request::Cancel { job } => {
                if self.job.take_if(|j| j.id == job).is_some() {
                    self.tick = None;
                }
            }
            Request::Bench { engine, seconds } => {
                let now = || js_sys::Date::now() / 1000.0;
                let seed = js_sys::Date::now() as u64;
                let figures = match engine {
                    Benched::Hex(n) => {
                        bench::measure(hex::BoardSize::new(u32::from(n)).unwrap_or_default(), seconds, &now, seed)
                    }
                    Benched::Twixt(n) => {
                        let size = twixt::BoardSize::new(u32::from(n)).unwrap_or_default();
                        twixt_bench::measure(size, RuleSet::Standard, seconds, &now, seed)
                    }
                };
                let figures = figures.into_iter().map(|f| (f.name.to_owned(), f.value)).collect();
                scope.respond(asker, Reply::Bench { figures });
            }
            Request::Doublets(request) => self.doublets.received(scope, request, asker),
            Request::Shugoron(request) => scope.respond(asker, Reply::Shugoron(shugoron::answer(&request))),
        }
    }
}
