//! The row above the table: the dice (a tap plays one, or throws), the units to move, and
//! the turn's buttons: throw, confirm, undo, the computer's choice.

use yew::prelude::*;

use super::state::{DoubletsAction, DoubletsGame};
use crate::games::doublets::{Event as Logged, Face, Hand, Position, Stage};
use crate::i18n::doublets::{DOUBLETS, Doublets};
use crate::i18n::game_screen::GAME_SCREEN;
use crate::ui::language::use_lang;

/// A die on the table.
#[derive(Clone, Copy)]
enum Die {
    /// Thrown, and to be played: a tap plays it.
    ToPlay(Face),
    /// Of the last throw, played already or passed on: shown until the next throw.
    Thrown(Face),
    NotThrown,
}

/// The last throw's faces: a player's throw, or the opening's two dice (Black's, White's).
fn last_throw(position: &Position) -> Option<Vec<Face>> {
    position.log().iter().rev().find_map(|event| match event {
        Logged::Thrown { dice, .. } => Some(dice.clone()),
        Logged::Opening { black, white } => Some(vec![*black, *white]),
        _ => None,
    })
}

/// The dice on the table: those still to play first, then the rest of the last throw, so
/// that what was thrown stays in sight until the next throw.
fn dice_shown(position: &Position) -> Vec<Die> {
    let Some(mut thrown) = last_throw(position) else {
        return vec![Die::NotThrown; position.dice_due().unwrap_or(position.rules().dice())];
    };
    let Stage::Play { hand: Hand::Dice(to_play), .. } = position.stage() else {
        return thrown.into_iter().map(Die::Thrown).collect();
    };
    for face in to_play {
        if let Some(i) = thrown.iter().position(|f| f == face) {
            thrown.remove(i);
        }
    }
    to_play.iter().copied().map(Die::ToPlay).chain(thrown.into_iter().map(Die::Thrown)).collect()
}

const PIPS: [&str; 6] = ["⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];

/// A button's label that begins with its glyph (`✓ Confirm`, `↶ Undo`), as the glyph and the
/// word apart: a frame too narrow for the dice row's words shows the glyph alone, the word
/// kept for assistive technology (assets/style.css).
fn glyph_and_word(label: &str) -> Html {
    match label.split_once(' ') {
        Some((glyph, word)) => html! {
            <><span class="glyph" aria-hidden="true">{ glyph }</span>{ " " }<span class="word">{ word }</span></>
        },
        None => html! { { label } },
    }
}

/// One die's button: a die to play plays it (`unusable`: gives it up), any other throws.
fn die_button(die: Die, unusable: bool, game: &UseReducerDispatcher<DoubletsGame>, words: &Doublets) -> Html {
    let onclick = {
        let game = game.clone();
        Callback::from(move |_: MouseEvent| match die {
            Die::ToPlay(face) => game.dispatch(DoubletsAction::TapDie(face)),
            Die::Thrown(_) | Die::NotThrown => game.dispatch(DoubletsAction::Roll),
        })
    };
    let glyph = |face: Face| PIPS[usize::from(face.get()) - 1];
    let label = |face: Face| match unusable {
        true => (words.dice.give_up_die)(face),
        false => (words.dice.play_die)(face),
    };
    match die {
        Die::ToPlay(face) => html! {
            <button class="die" data-die={face.get().to_string()} aria-label={label(face)} {onclick}>
                { glyph(face) }
            </button>
        },
        // Its face stays on it (`data-die`, empty only before the throw); `data-used` says
        // it is played, given up or of the opening, and no longer to play.
        Die::Thrown(face) => html! {
            <button class="die thrown" data-die={face.get().to_string()} data-used="true"
                aria-label={(words.dice.thrown_die)(face)} {onclick}>{ glyph(face) }</button>
        },
        Die::NotThrown => html! {
            <button class="die" data-die="" aria-label={words.dice.not_thrown} {onclick}>{ "·" }</button>
        },
    }
}

#[derive(Properties, PartialEq)]
pub struct DiceRowProps {
    pub game: UseReducerHandle<DoubletsGame>,
    /// "Computer, choose": asks the computer's choice for whoever is at the table.
    pub on_computer: Callback<MouseEvent>,
}

/// The dice, the units in hand, and the turn's buttons.
#[component]
pub fn DiceRow(props: &DiceRowProps) -> Html {
    let lang = use_lang();
    let (controls, words) = (&GAME_SCREEN[lang], &DOUBLETS[lang]);
    let game = &props.game;
    let position = game.position();
    let open = game.choices();
    let (unusable, dispatcher) = (open.dice_unusable(), game.dispatcher());
    let dice = dice_shown(position).into_iter().map(|die| die_button(die, unusable, &dispatcher, words));
    let units = match position.stage() {
        Stage::Play { hand: Hand::Units(n), .. } => Some(*n),
        _ => None,
    };
    let computer = game.computer_acts();
    let can_roll =
        position.dice_due().is_some() && !game.awaiting_confirm() && position.winner().is_none() && !computer;
    let dispatch = |action: fn() -> DoubletsAction| {
        let game = game.dispatcher();
        Callback::from(move |_: MouseEvent| game.dispatch(action()))
    };
    html! {
        <div class="dice-row">
            { for dice }
            if let Some(n) = units {
                <span class="units" data-testid="units">{ (words.dice.to_move)(n) }</span>
            }
            if can_roll {
                <button class="roll" data-action="roll" onclick={dispatch(|| DoubletsAction::Roll)}>{ words.dice.throw }</button>
            }
            if game.awaiting_confirm() && !computer {
                <button class="confirm" data-action="end-turn" onclick={dispatch(|| DoubletsAction::Confirm)}>{ glyph_and_word(words.dice.confirm) }</button>
            }
            <button data-action="undo" disabled={!game.can_undo()} onclick={dispatch(|| DoubletsAction::Undo)}>{ glyph_and_word(controls.undo) }</button>
            <button data-action="ai-move" disabled={!open.several()} onclick={props.on_computer.clone()}>{ words.dice.computer_choose }</button>
        </div>
    }
}
