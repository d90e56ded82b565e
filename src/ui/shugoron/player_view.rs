//! What the player at the tablet sees: their secret, their hand, the buttons of their turn,
//! and the lattice of what the other's hidden set may still be.

use yew::prelude::*;

use super::card::Card;
use super::lattice::Lattice;
use super::state::{ShugoronAction, ShugoronGame};
use crate::games::shugoron::{Phase, Question};
use crate::i18n::shugoron::{SHUGORON, Shugoron};
use crate::ui::language::use_lang;

/// The buttons of the player at the tablet: hide, or ask and name; then pass the tablet.
fn controls(
    game: &ShugoronGame,
    dispatch: &UseReducerDispatcher<ShugoronGame>,
    hiding: bool,
    my_turn: bool,
    words: &Shugoron,
) -> Html {
    let send = |action: fn() -> ShugoronAction| {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.dispatch(action()))
    };
    if hiding {
        let label = game.selected.map_or_else(|| words.hide_a_card.to_owned(), words.hide_card);
        return html! {
            <div class="controls">
                <button data-action="hide" onclick={send(|| ShugoronAction::Hide)}>{ label }</button>
            </div>
        };
    }
    let ticks = (1..=5u8).map(|e| {
        let on = game.named.has(e);
        let dispatch = dispatch.clone();
        let onclick = Callback::from(move |_: MouseEvent| dispatch.dispatch(ShugoronAction::Toggle(e)));
        html! {
            <button class={classes!("tick", on.then_some("on"))} data-element={e.to_string()}
                aria-pressed={on.to_string()} aria-label={(words.name_element)(e)} {onclick}>{ e.to_string() }</button>
        }
    });
    let ask_label = game.selected.map_or_else(|| words.ask_a_card.to_owned(), words.ask_card);
    let next = game.table().to_move();
    // Once the turn's question is asked, asking and naming wait for the player's next turn.
    let asked = !my_turn || game.table().ending().is_some();
    html! {
        <div class="controls">
            <button data-action="ask" disabled={asked} onclick={send(|| ShugoronAction::Ask)}>{ ask_label }</button>
            <span class="naming" role="group" aria-label={words.set_to_name}>
                { for ticks }
                <button data-action="name" disabled={asked} onclick={send(|| ShugoronAction::Name)}>{ (words.name_set)(game.named) }</button>
            </span>
            if game.hot_seat() && !my_turn && game.table().ending().is_none() {
                <button class="pass" data-action="pass" onclick={send(|| ShugoronAction::Pass)}>
                    { match game.table().phase() {
                        Phase::Hiding(p) => (words.pass_to_hide)(p),
                        _ => (words.pass_to)(next),
                    } }
                </button>
            }
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct PlayerViewProps {
    pub game: UseReducerHandle<ShugoronGame>,
}

/// The view of the player at the tablet while the game goes on; nothing once it is over.
#[component]
pub fn PlayerView(props: &PlayerViewProps) -> Html {
    let words = &SHUGORON[use_lang()];
    let (game, dispatch) = (&props.game, props.game.dispatcher());
    let table = game.table();
    let over = table.ending().is_some();
    let Some(viewer) = game.viewer.filter(|_| !over) else {
        return html! {};
    };
    let hiding = table.phase() == Phase::Hiding(viewer);
    let my_turn = game.viewer_to_move();
    let hand = table.hand(viewer).sorted_by_size();
    let knowledge = table.knowledge(viewer);
    let last = knowledge.clues().last().map(|c| c.ruled_out).unwrap_or_default();
    let on_select = dispatch.to_callback().reform(ShugoronAction::Select);
    let on_lattice = dispatch.to_callback().reform(|_: MouseEvent| ShugoronAction::Lattice);
    let on_pick = dispatch.to_callback().reform(ShugoronAction::NameSet);
    let answer = table.log().last().filter(|a| a.asker == viewer).map(|a| match a.question {
        Question::Card(card) => (words.you_asked)(card, (words.reply)(a.reply)),
        Question::Naming { named, .. } => (words.you_named)(named, (words.reply)(a.reply)),
    });
    html! {
        <section class="player-view" data-viewer={viewer.name()}>
            <div class="secret">
                if let Some(secret) = table.hidden(viewer) {
                    <p>{ words.your_hidden_set }</p>
                    <span data-secret="">
                        <Card set={secret} class={classes!("hidden-set")} />
                    </span>
                } else {
                    <p>{ words.choose_hidden_set }</p>
                }
                if let Some(text) = answer {
                    <p class="answer" data-testid="answer">{ text }</p>
                }
            </div>
            <div class="hand" role="group" aria-label={(words.hand)(hand.len())}>
                { for hand.into_iter().map(|set| html! {
                    <Card key={set.bits()} {set} selected={game.selected == Some(set)} on_tap={on_select.clone()} />
                }) }
            </div>
            { controls(game, &dispatch, hiding, my_turn, words) }
            if !hiding {
                <div class="lattice-wrap">
                    <button data-action="lattice" aria-pressed={game.lattice.to_string()} onclick={on_lattice}>
                        { if game.lattice { words.hide_lattice } else { words.show_lattice } }
                    </button>
                    if game.lattice {
                        <p class="lattice-caption">{ (words.lattice_caption)(knowledge.candidates().len() as usize) }</p>
                        <Lattice candidates={knowledge.candidates()} just_ruled_out={last}
                            spent={table.used(viewer.opponent())} asked={table.used(viewer)}
                            on_pick={on_pick} />
                    }
                </div>
            }
        </section>
    }
}
