//! The screen's side of the search worker: one worker for the screen's life, fed the jobs
//! the reducer opens, its replies handed back as actions.

use yew::prelude::*;

use super::{ComputerAction, Thinking};
use crate::ui::browser;
use crate::worker::Request;

/// Starts the worker with the first job the reducer opens (`thinking`) and sends it each
/// one, cancels there each job that closes (harmless once it has answered), and hands every
/// reply to `on_action`. Gives back "move now" for a job: stop searching and answer at once.
#[hook]
pub fn use_search_worker(thinking: Option<&Thinking>, on_action: Callback<ComputerAction>) -> Callback<u32> {
    let worker =
        use_memo((), move |()| browser::Worker::new(move |reply| on_action.emit(ComputerAction::Reply(reply))));
    use_effect_with(thinking.map(|t| (t.job, t.game.clone(), t.iterations)), {
        let worker = worker.clone();
        move |job| {
            let job = job.clone();
            if let Some((id, game, iterations)) = job.clone() {
                worker.send(Request::Think { job: id, game, iterations, seed: browser::fresh_seed() });
            }
            move || {
                if let Some((id, ..)) = job {
                    worker.tell(Request::Cancel { job: id });
                }
            }
        }
    });
    Callback::from(move |job| worker.tell(Request::MoveNow { job }))
}
