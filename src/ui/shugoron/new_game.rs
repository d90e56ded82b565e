//! "New game" in the panel: who plays (two people, the computer at a level, practice) and
//! the button.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use crate::ai::shugoron::Level;
use crate::i18n::common::COMMON;
use crate::i18n::shugoron::{SHUGORON, Shugoron};
use crate::ui::language::use_lang;
use crate::ui::route::ShugoronMode;

/// The choices of the "Players" menu, each with its value in the menu.
fn modes() -> impl Iterator<Item = (String, ShugoronMode)> {
    let people = ("people".to_owned(), ShugoronMode::People);
    let computer = Level::ALL.map(|level| (format!("computer-{level}"), ShugoronMode::Computer(level)));
    let practice = ("practice".to_owned(), ShugoronMode::Practice);
    std::iter::once(people).chain(computer).chain(std::iter::once(practice))
}

fn mode_label(mode: ShugoronMode, words: &Shugoron) -> String {
    match mode {
        ShugoronMode::People => words.people.to_owned(),
        ShugoronMode::Computer(level) => (words.against_computer)(level),
        ShugoronMode::Practice => words.practice_mode.to_owned(),
    }
}

#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    /// Who plays the next new game, as chosen in the menu.
    pub draft: UseStateHandle<ShugoronMode>,
    /// Starts the new game.
    pub on_new: Callback<MouseEvent>,
}

/// The "Players" menu and "New game".
#[component]
pub fn NewGame(props: &NewGameProps) -> Html {
    let lang = use_lang();
    let (common, words) = (&COMMON[lang], &SHUGORON[lang]);
    let draft = &props.draft;
    let on_mode = {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some((_, mode)) = modes().find(|(id, _)| *id == value) {
                draft.set(mode);
            }
        })
    };
    html! {
        <fieldset class="new-game">
            <legend>{ common.new_game }</legend>
            <select onchange={on_mode} aria-label={words.players}>
                { for modes().map(|(value, mode)| html! {
                    <option {value} selected={**draft == mode}>{ mode_label(mode, words) }</option>
                }) }
            </select>
            <button data-action="new" onclick={props.on_new.clone()}>{ common.new_game }</button>
        </fieldset>
    }
}
