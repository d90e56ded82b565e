//! The search's progress, drawn by the thinking line alone. The worker reports several
//! times a second; a game screen redrawn at each report would redraw its whole board each
//! time, so the reports bypass the screen's state and reach only the line that shows them.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use super::{Lane, Purpose, Said, SearchEvent, Thinking, ThinkingLine};
use crate::games::Colour;
use crate::worker::Thoughts;

/// A progress report: the job, and what the search thinks so far.
type Report<M> = (u32, Thoughts<M>);

/// Where the worker's progress reports go: to what draws them on screen (the
/// [`ProgressLine`], the board's [`AnalysisMarks`]), each under a number of its own.
pub struct Progress<M>(Rc<RefCell<Listeners<M>>>);

/// The listeners of a screen's progress, and the number the next one takes.
struct Listeners<M> {
    next: u32,
    each: Vec<(u32, Callback<Report<M>>)>,
}

impl<M> Default for Listeners<M> {
    fn default() -> Self {
        Listeners { next: 0, each: Vec::new() }
    }
}

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

impl<M: Clone + 'static> Progress<M> {
    /// The screen's handler of the search's events, with the progress reports taken aside
    /// to the thinking line: the screen's state changes only when a search ends.
    pub fn divert(&self, on_event: Callback<SearchEvent<M>>) -> Callback<SearchEvent<M>> {
        let progress = self.clone();
        Callback::from(move |event| match event {
            SearchEvent::Progress { job, thoughts } => {
                for (_, listener) in &progress.0.borrow().each {
                    listener.emit((job, thoughts.clone()));
                }
            }
            other => on_event.emit(other),
        })
    }
}

/// The latest report on the job `thinking` names, kept by the component that calls this:
/// a report redraws that component and nothing else.
#[hook]
fn use_latest<M: Clone + PartialEq + 'static>(
    progress: &Progress<M>,
    thinking: Option<&Thinking>,
) -> Option<Thoughts<M>> {
    let latest = use_state_eq(|| None::<Report<M>>);
    use_effect_with(progress.clone(), {
        let setter = latest.setter();
        move |progress| {
            let id = {
                let mut listeners = progress.0.borrow_mut();
                let id = listeners.next;
                listeners.next += 1;
                listeners.each.push((id, Callback::from(move |report| setter.set(Some(report)))));
                id
            };
            let progress = progress.clone();
            move || progress.0.borrow_mut().each.retain(|(each, _)| *each != id)
        }
    });
    let (job, thoughts) = latest.as_ref()?;
    thinking.answered_by(*job).map(|_| thoughts.clone())
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
    let thoughts = use_latest(&props.progress, props.thinking.as_ref()).unwrap_or_default();
    let purpose = props.thinking.as_ref().map(|thinking| thinking.purpose);
    html! { <ThinkingLine<M> {purpose} {thoughts} hint={props.hint.clone()} to_move={props.to_move} /> }
}

#[derive(Properties, PartialEq)]
pub struct AnalysisMarksProps<M: PartialEq + 'static> {
    pub progress: Progress<M>,
    pub thinking: Option<Thinking>,
    /// The finished analysis' moves, best first, while the analysis rests on them.
    pub resting: Vec<M>,
    /// Where a move is drawn on the board, in its drawing's units; none for a move drawn
    /// nowhere (the swap).
    pub at: Callback<M, Option<(f32, f32)>>,
}

/// The analysis' best moves numbered on the board, as the thinking line names them: live
/// while it searches (a report redraws these numbers, not the board), then as it rests.
#[component]
pub fn AnalysisMarks<M: Clone + PartialEq + 'static>(props: &AnalysisMarksProps<M>) -> Html {
    let analysing = props.thinking.as_ref().filter(|thinking| thinking.purpose == Purpose::Analysis);
    let latest = use_latest(&props.progress, analysing);
    let moves: Vec<M> = match latest {
        Some(thoughts) => thoughts.lines.into_iter().map(|(mv, _)| mv).collect(),
        None => props.resting.clone(),
    };
    let marks = moves.into_iter().enumerate().filter_map(|(rank, mv)| {
        let (x, y) = props.at.emit(mv)?;
        Some(html! { <text class="analysed" x={x.to_string()} y={y.to_string()}>{ rank + 1 }</text> })
    });
    html! { <g class="analysis-marks" aria-hidden="true">{ for marks }</g> }
}
