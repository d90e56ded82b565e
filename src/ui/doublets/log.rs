//! The game's log in the panel, newest step first: a tap shows the table after that step;
//! once reviewed, each step carries its mark and Black's chance after it; a comment written
//! on the position after a step is said under it.

use std::rc::Rc;

use yew::prelude::*;

use super::state::{DoubletsAction, DoubletsGame};
use super::worker::DoubletsJobs;
use crate::ai::review::Mark;
use crate::games::Colour;
use crate::i18n::Lang;
use crate::i18n::doublets::{DOUBLETS, log_line};
use crate::timeline::Spot;
use crate::ui::language::use_lang;

/// Each step of a game as played (1 for the first step) with the lines it wrote.
pub type Steps = Vec<(usize, Vec<String>)>;

/// The game's log, step by step as played: what each step wrote, in `lang`. A step that
/// only confirms a choice writes nothing.
pub fn logged_steps(game: &DoubletsGame, lang: Lang) -> Steps {
    let timeline = &game.timeline;
    let log = |ply| timeline.at(Spot::game(ply)).log();
    (1..=timeline.played())
        .map(|ply| (ply, log(ply)[log(ply - 1).len()..].iter().map(|event| log_line(lang, event)).collect()))
        .collect()
}

#[derive(Properties, PartialEq)]
pub struct LogProps {
    pub game: UseReducerHandle<DoubletsGame>,
    /// The game's steps as [`logged_steps`] words them.
    pub steps: Rc<Steps>,
    /// The worker's jobs: the review, once weighed.
    pub odds: UseReducerHandle<DoubletsJobs>,
}

/// The log: a button a step that wrote something, the step shown current, those after it undone.
#[component]
pub fn Log(props: &LogProps) -> Html {
    let lang = use_lang();
    let (game, review) = (&props.game, props.odds.review());
    let comments = game.comments();
    html! {
        <ol class="doublets-log" reversed=true aria-label={DOUBLETS[lang].log_label} data-testid="log">
            { for props.steps.iter().rev().filter(|(_, lines)| !lines.is_empty()).map(|(ply, lines)| {
                let ply = *ply;
                let current = ply == game.timeline.ply();
                let class = classes!(current.then_some("current"), (ply > game.timeline.ply()).then_some("undone"));
                let onclick = {
                    let game = game.dispatcher();
                    Callback::from(move |_: MouseEvent| game.dispatch(DoubletsAction::Seek(ply)))
                };
                let reviewed = review.and_then(|steps| steps.get(ply - 1));
                let mark = reviewed.map(|step| step.mark.map_or("", Mark::name));
                // Black's chance after the step, as the review weighed it.
                let chance = reviewed.map(|step| {
                    let black = if step.actor == Colour::Black { step.after } else { 1.0 - step.after };
                    format!("{black:.4}")
                });
                let class = classes!(class, mark.filter(|m| !m.is_empty()));
                let comment = comments.iter().find(|(at, _)| *at == ply).map(|(_, comment)| comment.clone());
                html! {
                    <li key={ply}>
                        <button {class} {onclick} data-ply={ply.to_string()} data-mark={mark} data-chance={chance}
                            aria-current={current.then_some("step")}>
                            { lines.join(" · ") }
                        </button>
                        if let Some(comment) = comment {
                            <p class="log-comment" data-log-comment="">{ comment }</p>
                        }
                    </li>
                }
            }) }
        </ol>
    }
}
