//! The Web Worker itself (`worker.js`): the page's messages handed to the [`Scheduler`],
//! and its ticks scheduled with a zero timeout, one step of a job each, so that a message
//! sent meanwhile ("move now", a cancel, a new job) is read between two steps. Besides the
//! jobs, it measures the engines when the page asks (`?bench=`), by the browser's clock.

use gloo_timers::callback::Timeout;
use gloo_worker::{HandlerId, Worker, WorkerScope};

use super::{Benched, FromWorker, Scheduler, ToWorker};
use crate::ai::hex::bench as hex_bench;
use crate::ai::twixt::bench as twixt_bench;
use crate::games::hex;
use crate::games::twixt::{self, RuleSet};

/// The scheduler, answering each page that asks, and the pending tick.
pub struct PageWorker {
    scheduler: Scheduler<HandlerId>,
    /// Dropping it cancels it.
    tick: Option<Timeout>,
}

/// The worker's message to itself: step the next job.
pub struct Tick;

impl PageWorker {
    /// Schedules the next tick, while a job waits for one, as soon as the messages before it
    /// are handled.
    fn schedule(&mut self, scope: &WorkerScope<Self>) {
        self.tick = self.scheduler.busy().then(|| {
            let scope = scope.clone();
            Timeout::new(0, move || scope.send_message(Tick))
        });
    }
}

impl Worker for PageWorker {
    type Message = Tick;
    type Input = ToWorker;
    type Output = FromWorker;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        PageWorker { scheduler: Scheduler::default(), tick: None }
    }

    fn update(&mut self, scope: &WorkerScope<Self>, Tick: Tick) {
        if let Some((asker, reply)) = self.scheduler.tick() {
            scope.respond(asker, FromWorker::Job(reply));
        }
        self.schedule(scope);
    }

    fn received(&mut self, scope: &WorkerScope<Self>, message: ToWorker, asker: HandlerId) {
        match message {
            ToWorker::Job(command) => {
                if let Some((asker, reply)) = self.scheduler.receive(command, asker) {
                    scope.respond(asker, FromWorker::Job(reply));
                }
                self.schedule(scope);
            }
            ToWorker::Bench { engine, seconds } => {
                scope.respond(asker, FromWorker::Bench { figures: measure(engine, seconds) });
            }
        }
    }
}

/// The benchmark's figures for `engine`, `seconds` each, by the browser's clock.
fn measure(engine: Benched, seconds: f64) -> Vec<(String, f64)> {
    let now = || js_sys::Date::now() / 1000.0;
    let seed = js_sys::Date::now() as u64;
    let figures = match engine {
        Benched::Hex(n) => {
            hex_bench::measure(hex::BoardSize::new(u32::from(n)).unwrap_or_default(), seconds, &now, seed)
        }
        Benched::Twixt(n) => {
            let size = twixt::BoardSize::new(u32::from(n)).unwrap_or_default();
            twixt_bench::measure(size, RuleSet::Standard, seconds, &now, seed)
        }
    };
    figures.into_iter().map(|f| (f.name.to_owned(), f.value)).collect()
}
