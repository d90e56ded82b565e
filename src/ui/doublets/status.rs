//! Over the table: the status line (whose turn and what to do, or who won), the notice, and
//! the game kept in this browser offered again.

use yew::prelude::*;

use super::state::{Choices, DoubletsAction, DoubletsGame, KeptGame};
use crate::games::Colour;
use crate::games::doublets::{Hand, Stage};
use crate::i18n::Lang;
use crate::i18n::browsing::BROWSING;
use crate::i18n::doublets::{DOUBLETS, told};
use crate::i18n::game_screen::GAME_SCREEN;
use crate::ui::browser;
use crate::ui::language::use_lang;
use crate::ui::record::LinkRecord;
use crate::ui::saved::{Saved, SavedOffer};
use crate::ui::widgets::Notice;

/// A player's name on the status line: the colour, and who plays it against the computer.
fn player(game: &DoubletsGame, colour: Colour, lang: Lang) -> String {
    let name = GAME_SCREEN[lang].colour(colour);
    match game.players.computer_plays(colour) {
        true => (DOUBLETS[lang].computer_seat)(name),
        false => name.to_owned(),
    }
}

/// The status line: whose turn and what to do, or who won, after what the table did by itself
/// this turn; looking back, which step of the game the table shows first.
fn status(game: &DoubletsGame, choices: &Choices, lang: Lang) -> String {
    let mut status = position_status(game, choices, lang);
    // What the table did by itself this turn comes first: the player looks here, not at
    // the log far down the page.
    if let Some(by_itself) = game.by_itself() {
        let said = told(lang, by_itself.thrower, &by_itself.forced, &by_itself.passed, &by_itself.lost);
        status = format!("{said}{}{status}", DOUBLETS[lang].told.joint);
    }
    match game.looking_back() {
        true => format!("{} {status}", (BROWSING[lang].looking_at)(game.timeline.ply(), game.timeline.played())),
        false => status,
    }
}

/// What the status line says of the position shown (and a diagram's caption).
pub fn position_status(game: &DoubletsGame, choices: &Choices, lang: Lang) -> String {
    let words = &DOUBLETS[lang].status;
    let position = game.position();
    let who = player(game, game.actor().unwrap_or(position.to_move()), lang);
    match position.stage() {
        Stage::Over { winner } => (words.won)(&player(game, *winner, lang)),
        _ if game.computer_acts() => (words.computer_playing)(&who),
        _ if game.awaiting_confirm() => (words.confirm_or_undo)(&who),
        Stage::Opening => words.who_starts.to_owned(),
        Stage::Throw(_) => (words.to_throw)(&who),
        Stage::Play { hand: Hand::Units(n), .. } => (words.units)(&who, *n),
        Stage::Play { .. } if choices.dice_unusable() => (words.give_up)(&who),
        Stage::Play { .. } => (words.tap)(&who),
    }
}

#[derive(Properties, PartialEq)]
pub struct MessagesProps {
    pub game: UseReducerHandle<DoubletsGame>,
    /// The game kept in this browser, offered while it is not the one on the table.
    pub saved: UseStateHandle<Option<Saved<KeptGame>>>,
}

/// The status line, the notice, and the saved game offered.
#[component]
pub fn Messages(props: &MessagesProps) -> Html {
    let lang = use_lang();
    let game = &props.game;
    let on_dismiss = {
        let game = game.dispatcher();
        Callback::from(move |()| game.dispatch(DoubletsAction::Dismiss))
    };
    let on_continue = {
        let game = game.dispatcher();
        Callback::from(move |kept| game.dispatch(DoubletsAction::Open(Box::new(kept), browser::fresh_seed())))
    };
    html! {
        <div class="messages">
            <p class={classes!("status", game.position().winner().is_some().then_some("over"))} data-testid="status" aria-live="polite">
                { status(game, &game.choices(), lang) }
            </p>
            if let Some(notice) = &game.notice {
                <Notice text={notice.text(|| game.link_record(), lang)} {on_dismiss} />
            }
            <SavedOffer<KeptGame> offer={props.saved.clone()} {on_continue}
                describe={Callback::from(|(kept, lang): (KeptGame, Lang)| kept.game.describe(lang))} />
        </div>
    }
}
