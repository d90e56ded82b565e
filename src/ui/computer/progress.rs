//! The search's progress, drawn by the thinking line alone. The worker reports several
//! times a second; a game screen redrawn at each report would redraw its whole board each
//! time, so the reports bypass the screen's state and reach only the line that shows them.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use super::{Said, SearchEvent, Thinking, ThinkingLine};
use crate::games::Colour;
use crate::worker::Thoughts;

/// A progress report: the job, and what the search thinks so far.
type Report<M> = (u32, Thoughts<M>);

/// Where the worker's progress reports go: to the [`ProgressLine`] on screen, if any.
pub struct Progress<M>(Rc<RefCell<Option<Callback<Report<M>>>>>);

impl<M> Clone for Progress<M> {
    fn clone(&self) -> Self {
        Progress(self.0.clone())
    }
}

impl<M> PartialEq for Progress<M> {
    fn eq(&self, other: &Progress<M>) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// The screen's channel for the search's progress, the same for the screen's whole life.
#[hook]
pub fn use_progress<M: 'static>() -> Progress<M> {
    (*use_memo((), |()| Progress(Rc::default()))).clone()
}

impl<M: 'static> Progress<M> {
    /// The screen's handler of the search's events, with the progress reports taken aside
    /// to the thinking line: the screen's state changes only when a search ends.
    pub fn divert(&self, on_event: Callback<SearchEvent<M>>) -> Callback<SearchEvent<M>> {
        let progress = self.clone();
        Callback::from(move |event| match event {
            SearchEvent::Progress { job, thoughts } => {
                if let Some(listener) = progress.0.borrow().as_ref() {
                    listener.emit((job, thoughts));
                }
            }
            other => on_event.emit(other),
        })
    }
}

#[derive(Properties, PartialEq)]
pub struct ProgressLineProps<M: PartialEq + 'static> {
    pub progress: Progress<M>,
    pub thinking: Option<Thinking>,
    /// The last hint, shown when nothing is being thought about.
    pub hint: Option<AttrValue>,
    pub to_move: Colour,
}

/// The [`ThinkingLine`] with the latest report on the search under way, kept here so that
/// a report redraws this line and nothing else.
#[component]
pub fn ProgressLine<M: Clone + PartialEq + Said + 'static>(props: &ProgressLineProps<M>) -> Html {
    let latest = use_state_eq(|| None::<Report<M>>);
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
    html! { <ThinkingLine<M> {purpose} {thoughts} hint={props.hint.clone()} to_move={props.to_move} /> }
}
