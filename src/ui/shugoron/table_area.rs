//! The table: practice, the privacy screen while the tablet changes hands, or the view of
//! the player at the tablet.

use yew::prelude::*;

use super::player_view::PlayerView;
use super::practice::Practice;
use super::state::{ShugoronAction, ShugoronGame};
use crate::i18n::shugoron::SHUGORON;
use crate::ui::browser::fresh_seed;
use crate::ui::language::use_lang;
use crate::ui::route::ShugoronMode;

#[derive(Properties, PartialEq)]
pub struct TableAreaProps {
    pub game: UseReducerHandle<ShugoronGame>,
    /// The seed of practice's hidden set: a new round takes a new one.
    pub practice_seed: UseStateHandle<u64>,
}

/// What sits on the table for the mode played and the moment.
#[component]
pub fn TableArea(props: &TableAreaProps) -> Html {
    let words = &SHUGORON[use_lang()];
    let game = &props.game;
    let on_lattice = game.dispatcher().to_callback().reform(|()| ShugoronAction::Lattice);
    let body = if game.setup.mode == ShugoronMode::Practice {
        let on_reset = {
            let practice_seed = props.practice_seed.clone();
            Callback::from(move |()| practice_seed.set(fresh_seed()))
        };
        html! { <Practice seed={*props.practice_seed} lattice={game.lattice} {on_reset} {on_lattice} /> }
    } else if game.veiled() {
        let next = game.table().to_move();
        let on_open = game.dispatcher().to_callback().reform(|_: MouseEvent| ShugoronAction::Open);
        html! {
            <section class="privacy" data-testid="privacy" aria-live="polite">
                <p class="pass-to">{ (words.pass_to)(next) }</p>
                <p>{ words.privacy }</p>
                <button class="open" data-action="open" onclick={on_open}>
                    { (words.alone)(next) }
                </button>
            </section>
        }
    } else {
        html! { <PlayerView game={game.clone()} /> }
    };
    html! { <div class="table-area">{ body }</div> }
}
