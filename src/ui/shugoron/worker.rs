//! The shUgorØn screen's worker: the computer's actions are worked out there, so that the
//! page never freezes while it weighs its questions. One worker for the screen's life,
//! sent each job the reducer opens, its answers handed back as actions.

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use super::state::{ShugoronAction, ShugoronGame};
use crate::ui::browser;
use crate::worker::{Reply, Request, ShugoronGameRecord, ShugoronRequest};

/// How long the computer seems to think, so that its action can be followed.
const COMPUTER_PAUSE_MS: u32 = 700;

/// Sends each job `game` opens to the worker after a short pause, with a fresh seed; a job
/// closed before the pause is over (a new game, a game brought back, the screen left) is
/// never sent, and a late answer to one is stale for the reducer.
#[hook]
pub fn use_shugoron_worker(game: &UseReducerHandle<ShugoronGame>) {
    let worker = {
        let game = game.dispatcher();
        use_memo((), move |()| {
            browser::Worker::new(move |reply| {
                if let Reply::Shugoron(reply) = reply {
                    game.dispatch(ShugoronAction::Computer(reply));
                }
            })
        })
    };
    let game = game.clone();
    use_effect_with(game.computer_job(), move |job| {
        let timeout = job.map(|(job, level)| {
            let record = ShugoronGameRecord::from(&game.record);
            Timeout::new(COMPUTER_PAUSE_MS, move || {
                let request = ShugoronRequest { job, game: record, level, seed: browser::fresh_seed() };
                worker.send(Request::Shugoron(request));
            })
        });
        move || drop(timeout)
    });
}
