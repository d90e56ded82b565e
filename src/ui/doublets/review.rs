//! The game's review in the panel: the button that asks for it, then Black's chance over the
//! game and what the dice and the choices did to each player's.

use yew::prelude::*;

use super::state::{DoubletsAction, DoubletsGame};
use super::worker::DoubletsJobs;
use crate::ai::doublets::ReviewedStep;
use crate::games::Colour;
use crate::i18n::Lang;
use crate::i18n::game_screen::GAME_SCREEN;
use crate::i18n::review::REVIEW;
use crate::ui::language::use_lang;
use crate::ui::review_graph::ReviewGraph;

/// Black's chance at each position of a reviewed game, from the start.
fn review_chances(steps: &[ReviewedStep]) -> Vec<f32> {
    let black =
        |step: &ReviewedStep, chance: f64| (if step.actor == Colour::Black { chance } else { 1.0 - chance }) as f32;
    steps
        .first()
        .map(|first| black(first, first.chance))
        .into_iter()
        .chain(steps.iter().map(|s| black(s, s.after)))
        .collect()
}

/// What the dice and the choices did to `colour`'s chance over the game, in `lang`.
fn split(steps: &[ReviewedStep], colour: Colour, lang: Lang) -> String {
    let (mut dice, mut choices) = (0.0, 0.0);
    for step in steps {
        let gain = if step.actor == colour { step.after - step.chance } else { step.chance - step.after };
        if step.is_throw() { dice += gain } else { choices += gain }
    }
    let points = |share: f64| (share * 100.0).round() as i32;
    (REVIEW[lang].dice_and_choices)(GAME_SCREEN[lang].colour(colour), points(dice), points(choices))
}

#[derive(Properties, PartialEq)]
pub struct ReviewProps {
    pub game: UseReducerHandle<DoubletsGame>,
    /// The worker's jobs: the review under way, or weighed.
    pub odds: UseReducerHandle<DoubletsJobs>,
    /// Asks the worker to weigh the game.
    pub ask_review: Callback<()>,
}

/// "Review", and once the game is weighed its graph (a tap shows that step) and its split.
#[component]
pub fn Review(props: &ReviewProps) -> Html {
    let lang = use_lang();
    let (game, odds) = (&props.game, &props.odds);
    let marks: Vec<_> = odds.review().map(|steps| steps.iter().map(|step| step.mark).collect()).unwrap_or_default();
    let seek = {
        let game = game.dispatcher();
        Callback::from(move |ply| game.dispatch(DoubletsAction::Seek(ply)))
    };
    html! {
        <>
            <button data-action="review" disabled={game.timeline.played() == 0 || odds.reviewing()}
                onclick={props.ask_review.reform(|_: MouseEvent| ())}>{ REVIEW[lang].review }</button>
            if let Some(steps) = odds.review() {
                <div class="review">
                    <ReviewGraph chances={review_chances(steps)} positions={steps.len() + 1} {marks}
                        current={Some(game.timeline.ply())} on_seek={seek} />
                    { for Colour::ALL.into_iter().map(|colour| html! {
                        <p class="review-split">{ split(steps, colour, lang) }</p>
                    }) }
                    if steps.iter().any(|step| !step.exact) {
                        <p class="players">{ REVIEW[lang].simulated }</p>
                    }
                </div>
            }
        </>
    }
}
