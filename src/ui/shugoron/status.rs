//! Over the table: the status line, the computer's line, the notice, and the game kept in
//! this browser offered again (or why it was set aside).

use yew::prelude::*;

use super::saved::{self, Saved};
use super::state::{ShugoronAction, ShugoronGame, status};
use crate::games::shugoron::Player;
use crate::i18n::Lang;
use crate::i18n::common::COMMON;
use crate::i18n::shugoron::SHUGORON;
use crate::ui::language::use_lang;
use crate::ui::widgets::Notice;

/// The game kept in this browser, offered while the game on screen has not begun; or why
/// the one found was set aside.
fn saved_offer(offer: &UseStateHandle<Option<Saved>>, game: &UseReducerHandle<ShugoronGame>, lang: Lang) -> Html {
    let words = &SHUGORON[lang];
    let on_dismiss = {
        let offer = offer.clone();
        Callback::from(move |()| offer.set(None))
    };
    match (**offer).clone() {
        Some(Saved::Resumable { setup, record }) if game.table().ply() == 0 => {
            let table = record.table();
            let (a, b) = (table.hits(Player::P1), table.hits(Player::P2));
            let text = (words.saved_game)(a, b, table.log().len());
            let on_continue = {
                let (offer, game) = (offer.clone(), game.dispatcher());
                Callback::from(move |_: MouseEvent| {
                    game.dispatch(ShugoronAction::Resume { setup, record: record.clone() });
                    offer.set(None);
                })
            };
            html! {
                <Notice {text} {on_dismiss}>
                    <button data-action="continue" onclick={on_continue}>{ words.continue_it }</button>
                </Notice>
            }
        }
        Some(Saved::SetAside(error)) => {
            html! { <Notice text={(words.saved_set_aside)(&error.text(lang), saved::SET_ASIDE)} {on_dismiss} /> }
        }
        _ => html! {},
    }
}

#[derive(Properties, PartialEq)]
pub struct MessagesProps {
    pub game: UseReducerHandle<ShugoronGame>,
    /// The game kept in this browser, offered once as the screen opens.
    pub offer: UseStateHandle<Option<Saved>>,
}

/// The status line, the computer's line, the notice and the saved game offered.
#[component]
pub fn Messages(props: &MessagesProps) -> Html {
    let lang = use_lang();
    let (common, words) = (&COMMON[lang], &SHUGORON[lang]);
    let game = &props.game;
    let over = game.table().ending().is_some();
    let send = |action: fn() -> ShugoronAction| {
        let game = game.dispatcher();
        Callback::from(move |_: MouseEvent| game.dispatch(action()))
    };
    let on_dismiss = {
        let game = game.dispatcher();
        Callback::from(move |()| game.dispatch(ShugoronAction::Dismiss))
    };
    html! {
        <div class="messages">
            <p class={classes!("status", over.then_some("over"))} data-testid="status" aria-live="polite">{ status(game, words) }</p>
            // The computer's line keeps its room, empty while it does nothing.
            if game.computer.job().is_some() {
                <p class="thinking" role="status" data-testid="thinking"><span class="spinner" aria-hidden="true"></span>{ common.computer_thinking }</p>
            } else if !game.hot_seat() {
                <p class="thinking" role="status"></p>
            }
            if let Some(notice) = game.notice {
                <Notice text={notice.text(game, lang)} {on_dismiss}>
                    if game.previous.is_some() {
                        <button data-action="restore" onclick={send(|| ShugoronAction::Restore)}>{ common.restore }</button>
                    }
                </Notice>
            }
            { saved_offer(&props.offer, game, lang) }
        </div>
    }
}
