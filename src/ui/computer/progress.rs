//! The search's progress, drawn by the thinking line alone. The worker reports several
//! times a second; a game screen redrawn at each report would redraw its whole board each
//! time, so the reports bypass the screen's state and reach only the line that shows them.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use super::{ComputerAction, Thinking, ThinkingLine};
use crate::games::Colour;
use crate::worker::{Reply, Thoughts};

/// A progress report: the job, and what the search thinks so far.
type Report = (u32, Thoughts);

/// Where the worker's progress reports go: to the [`ProgressLine`] on screen, if any.
#[derive(Clone, Default)]
pub struct Progress(Rc<RefCell<Option<Callback<Report>>>>);

impl PartialEq for Progress {
    fn eq(&self, other: &Progress) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// The screen's channel for the search's progress, the same for the screen's whole life.
#[hook]
pub fn use_progress() -> Progress {
    (*use_memo((), |()| Progress::default())).clone()
}

impl Progress {
    /// The screen's handler of the computer's actions, with the progress reports taken
    /// aside to the thinking line: the screen's state changes only when a search ends.
    pub fn divert(&self, on_action: Callback<ComputerAction>) -> Callback<ComputerAction> {
        let progress = self.clone();
        Callback::from(move |action| match action {
            ComputerAction::Reply(Reply::Progress { job, thoughts }) => {
                if let Some(listener) = progress.0.borrow().as_ref() {
                    listener.emit((job, thoughts));
                }
            }
            other => on_action.emit(other),
        })
    }
}

#[derive(Properties, PartialEq)]
pub struct ProgressLineProps {
    pub progress: Progress,
    pub thinking: Option<Thinking>,
    /// The last hint, shown when nothing is being thought about.
    pub hint: Option<AttrValue>,
    pub to_move: Colour,
}

/// The [`ThinkingLine`] with the latest report on the search under way, kept here so that
/// a report redraws this line and nothing else.
#[component]
pub fn ProgressLine(props: &ProgressLineProps) -> Html {
    let latest = use_state_eq(|| None::<Report>);
    use_effect_with(props.progress.clone(), {
        let setter = latest.setter();
        move |progress| {
            *progress.0.borrow_mut() = Some(Callback::from(move |report| setter.set(Some(report))));
            let progress = progress.clone();
            move || *progress.0.borrow_mut() = None
        }
    });
    let purpose = props.thinking.as_ref().map(|thinking| thinking.purpose);
    let thoughts = match (&*latest, &props.thinking) {
        (Some((job, thoughts)), Some(thinking)) if *job == thinking.job => thoughts.clone(),
        _ => Thoughts::default(),
    };
    html! { <ThinkingLine {purpose} {thoughts} hint={props.hint.clone()} to_move={props.to_move} /> }
}
