//! The panel beside the table: ◀ ▶, the odds, sharing, the settings, the review, the log,
//! and what takes the game off the screen (a diagram, the embed code).

use std::rc::Rc;

use yew::prelude::*;

use super::log::{Log, logged_steps};
use super::odds::odds_panel;
use super::review::Review;
use super::settings::Settings;
use super::state::{DoubletsAction, DoubletsGame};
use super::status::position_status;
use super::worker::DoubletsJobs;
use crate::games::doublets::RuleSet;
use crate::games::study::COMMENT_LIMIT;
use crate::i18n::doublets::DOUBLETS;
use crate::i18n::game_screen::GAME_SCREEN;
use crate::i18n::study::STUDY;
use crate::ui::diagram::DiagramExport;
use crate::ui::embed_code::EmbedCode;
use crate::ui::language::use_lang;
use crate::ui::share::{ShareBox, Shared};
use crate::ui::widgets::BrowseBar;

/// The diagram's file name: `doublets-cotton-move-12`.
fn diagram_stem(rules: RuleSet, ply: usize) -> AttrValue {
    format!("doublets-{}-move-{ply}", rules.name()).into()
}

#[derive(Properties, PartialEq)]
pub struct PanelProps {
    pub game: UseReducerHandle<DoubletsGame>,
    /// The worker's jobs: the odds and the review.
    pub odds: UseReducerHandle<DoubletsJobs>,
    /// Asks the worker to weigh the game.
    pub ask_review: Callback<()>,
    /// The share button's action, and the link it shows once pressed.
    pub on_share: Callback<MouseEvent>,
    pub shared: Option<Shared>,
    /// The rule set chosen for the next new game.
    pub draft: UseStateHandle<RuleSet>,
}

#[derive(Properties, PartialEq)]
pub struct NoteProps {
    pub game: UseReducerHandle<DoubletsGame>,
}

/// The comment on the position shown, written as it is typed: what a log entry says.
#[component]
fn NoteField(props: &NoteProps) -> Html {
    let words = &STUDY[use_lang()];
    let game = &props.game;
    let written = game.notes().and_then(|notes| notes.comment.as_ref()).map_or("", |comment| comment.as_str());
    let on_input = {
        let game = game.dispatcher();
        Callback::from(move |e: InputEvent| {
            game.dispatch(DoubletsAction::Comment(e.target_unchecked_into::<web_sys::HtmlTextAreaElement>().value()))
        })
    };
    html! {
        <details class="doublets-note" open={!written.is_empty()}>
            <summary data-action="annotate">{ words.comment }</summary>
            <textarea data-testid="comment-field" rows="3" maxlength={COMMENT_LIMIT.to_string()}
                aria-label={words.comment} value={written.to_owned()} oninput={on_input} />
            <p class="written">{ (words.written)(written.chars().count(), COMMENT_LIMIT) }</p>
        </details>
    }
}

/// Everything under the table but the dice.
#[component]
pub fn Panel(props: &PanelProps) -> Html {
    let lang = use_lang();
    let words = &DOUBLETS[lang];
    let PanelProps { game, odds, .. } = props;
    let position = game.position();
    let steps = Rc::new(logged_steps(game, lang));
    let shown: Vec<String> = steps.iter().take(game.timeline.ply()).flat_map(|(_, lines)| lines.clone()).collect();
    let title = (words.rule_set)(position.rules());
    let caption: AttrValue =
        (words.caption)(title, game.timeline.ply(), &position_status(game, &game.choices(), lang)).into();
    let browse = |action: fn() -> DoubletsAction| {
        let game = game.dispatcher();
        Callback::from(move |()| game.dispatch(action()))
    };
    html! {
        <aside class="panel">
            <BrowseBar browsing={game.looking_back()} can_back={game.timeline.ply() > 0}
                can_forward={game.timeline.ply() < game.timeline.played()}
                on_back={browse(|| DoubletsAction::Back)} on_forward={browse(|| DoubletsAction::Forward)}
                on_back_to_game={browse(|| DoubletsAction::BackToGame)} />
            { odds_panel(odds.chances.as_ref(), odds.failed.as_ref(), lang) }
            <div class="controls">
                <button data-action="share" onclick={props.on_share.clone()}>{ GAME_SCREEN[lang].share }</button>
            </div>
            if let Some(shared) = props.shared.clone() {
                <ShareBox ..shared />
            }
            <NoteField game={game.clone()} />
            <Settings game={game.clone()} draft={props.draft.clone()} />
            <Review game={game.clone()} odds={odds.clone()} ask_review={props.ask_review.clone()} />
            <Log game={game.clone()} {steps} odds={odds.clone()} />
            <DiagramExport stem={diagram_stem(position.rules(), game.timeline.ply())} caption={caption.clone()} />
            <EmbedCode title={format!("fogliaccio: {title}")} moves={shown} {caption} />
        </aside>
    }
}
