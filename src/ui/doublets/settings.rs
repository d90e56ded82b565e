//! The panel's settings: who plays, the rule set of a new game and "New game", and whether
//! men slide as they move.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::state::{DoubletsAction, DoubletsGame, Players};
use crate::games::doublets::RuleSet;
use crate::i18n::common::COMMON;
use crate::i18n::computer::COMPUTER;
use crate::i18n::doublets::DOUBLETS;
use crate::ui::browser;
use crate::ui::language::use_lang;

#[derive(Properties, PartialEq)]
pub struct SettingsProps {
    pub game: UseReducerHandle<DoubletsGame>,
    /// The rule set chosen for the next new game.
    pub draft: UseStateHandle<RuleSet>,
}

/// The players menu, the "New game" fields, and the animation's checkbox.
#[component]
pub fn Settings(props: &SettingsProps) -> Html {
    let lang = use_lang();
    let (common, words) = (&COMMON[lang], &DOUBLETS[lang]);
    let (game, draft) = (&props.game, &props.draft);
    let on_rules = {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            if let Ok(rules) = e.target_unchecked_into::<HtmlSelectElement>().value().parse() {
                draft.set(rules);
            }
        })
    };
    let on_players = {
        let game = game.dispatcher();
        Callback::from(move |e: Event| {
            if let Ok(players) = e.target_unchecked_into::<HtmlSelectElement>().value().parse() {
                game.dispatch(DoubletsAction::Players(players));
            }
        })
    };
    let on_new = {
        let game = game.dispatcher();
        let rules = **draft;
        Callback::from(move |_: MouseEvent| game.dispatch(DoubletsAction::New(rules, browser::fresh_seed())))
    };
    let on_animate = {
        let on = game.animate;
        let game = game.dispatcher();
        Callback::from(move |_: MouseEvent| game.dispatch(DoubletsAction::Animate(!on)))
    };
    html! {
        <>
            <fieldset class="opponents">
                <legend>{ COMPUTER[lang].players }</legend>
                <select onchange={on_players} aria-label={COMPUTER[lang].players}>
                    { for Players::ALL.into_iter().map(|players| html! {
                        <option value={players.name()} selected={game.players == players}>{ players.label(lang) }</option>
                    }) }
                </select>
            </fieldset>
            <fieldset class="new-game">
                <legend>{ common.new_game }</legend>
                <select onchange={on_rules} aria-label={words.rule_set_label}>
                    { for RuleSet::ALL.into_iter().map(|rules| html! {
                        <option value={rules.name()} selected={**draft == rules}>{ (words.rule_set)(rules) }</option>
                    }) }
                </select>
                <a href="?rules=doublets">{ words.its_rules }</a>
                <button data-action="new" onclick={on_new}>{ common.new_game }</button>
            </fieldset>
            <label class="animate">
                <input type="checkbox" checked={game.animate} onclick={on_animate} />{ words.animate }
            </label>
        </>
    }
}
