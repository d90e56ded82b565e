//! The shUgorØn screen's jobs in the worker: the computer's actions are worked out there, so
//! that the page never freezes while it weighs its questions. Each job the reducer opens is
//! given to the worker after a short pause, its answer handed back as an action.

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use super::state::{ShugoronAction, ShugoronGame};
use crate::ui::computer::{Asked, use_worker};
use crate::worker::{Event, Said, ShugoronChoice, ShugoronGameRecord};

/// How long the computer seems to think, so that its action can be followed.
const COMPUTER_PAUSE_MS: u32 = 700;

/// Gives the worker each job `game` opens once a short pause is over; a job closed before
/// (a new game, a game brought back, the screen left) is never sent, and a late answer to
/// one is stale for the reducer.
#[hook]
pub fn use_shugoron_worker(game: &UseReducerHandle<ShugoronGame>) {
    let paused = use_state_eq(|| None::<u32>);
    use_effect_with(game.computer_job().map(|(job, _)| job), {
        let paused = paused.setter();
        move |job| {
            let timeout = job.map(|job| Timeout::new(COMPUTER_PAUSE_MS, move || paused.set(Some(job))));
            move || drop(timeout)
        }
    });
    let asked = game.computer_job().filter(|(job, _)| *paused == Some(*job)).map(|(job, level)| {
        let game = ShugoronGameRecord::from(&game.record);
        Asked::new(job, ShugoronChoice { game, level })
    });
    let on_reply = {
        let game = game.dispatcher();
        Callback::from(move |reply: crate::worker::Reply| {
            if let Said::ShugoronChoice(Event::Done(answer)) = reply.said {
                game.dispatch(ShugoronAction::Computer { job: reply.job, answer });
            }
        })
    };
    use_worker(asked.into_iter().collect(), on_reply);
}
