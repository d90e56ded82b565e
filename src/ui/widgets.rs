//! Small pieces every game screen uses: the notice banner, the move list and the resign
//! button.

use yew::prelude::*;

use super::language::use_lang;
use crate::i18n::common::COMMON;
use crate::i18n::game_screen::GAME_SCREEN;

#[derive(Properties, PartialEq)]
pub struct NoticeProps {
    pub text: AttrValue,
    pub on_dismiss: Callback<()>,
    /// Extra buttons (e.g. "back to the previous game").
    #[prop_or_default]
    pub children: Html,
}

/// A message the player must see: a refused tap, a bad link. Stays until dismissed or
/// until the next successful move.
#[component]
pub fn Notice(props: &NoticeProps) -> Html {
    let on_dismiss = props.on_dismiss.reform(|_: MouseEvent| ());
    let words = &COMMON[use_lang()];
    html! {
        <div class="notice" role="alert" data-testid="notice">
            <span>{ props.text.clone() }</span>
            { props.children.clone() }
            <button class="dismiss" aria-label={words.dismiss} onclick={on_dismiss}>{ "✕" }</button>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    /// Every recorded move in notation, undone ones included.
    pub moves: Vec<String>,
    /// How many of them are on the board now.
    pub ply: usize,
    /// Jump to the position after this many moves.
    pub on_seek: Callback<usize>,
}

/// The moves in notation, numbered; tap one to see the board after it. Moves that were
/// undone stay listed (dimmed) until a new move replaces them, so redo is visible. Nothing
/// before the first move: a lone "start" under an empty board leads nowhere.
#[component]
pub fn MoveList(props: &MoveListProps) -> Html {
    if props.moves.is_empty() {
        return html! {};
    }
    let on_start = props.on_seek.reform(|_: MouseEvent| 0);
    let words = &COMMON[use_lang()];
    let items = props.moves.iter().enumerate().map(|(i, text)| {
        let ply = i + 1;
        let onclick = props.on_seek.reform(move |_: MouseEvent| ply);
        let class = classes!((ply == props.ply).then_some("current"), (ply > props.ply).then_some("undone"));
        html! {
            <li key={ply}>
                <button {class} {onclick} data-ply={ply.to_string()}
                    aria-current={(ply == props.ply).then_some("step")}>
                    <span class="ply">{ format!("{ply}.") }</span>{ text.clone() }
                </button>
            </li>
        }
    });
    html! {
        <nav class="move-list" aria-label={words.moves}>
            <button class={classes!("start", (props.ply == 0).then_some("current"))} onclick={on_start}>{ words.start }</button>
            <ol>{ for items }</ol>
        </nav>
    }
}

#[derive(Properties, PartialEq)]
pub struct ResignProps {
    /// The player who gives up, as a sentence names them.
    pub colour: AttrValue,
    pub disabled: bool,
    pub on_resign: Callback<()>,
}

/// Resigning ends the game: the first tap asks, a second one resigns, and "keep playing"
/// takes the first back. A change of the player who would resign asks afresh.
#[component]
pub fn ResignButton(props: &ResignProps) -> Html {
    let words = &GAME_SCREEN[use_lang()];
    let asking = use_state_eq(|| false);
    use_effect_with((props.colour.clone(), props.disabled), {
        let asking = asking.clone();
        move |_| asking.set(false)
    });
    let on_keep = {
        let asking = asking.clone();
        Callback::from(move |_: MouseEvent| asking.set(false))
    };
    let onclick = {
        let (asking, on_resign) = (asking.clone(), props.on_resign.clone());
        Callback::from(move |_: MouseEvent| match *asking {
            true => {
                asking.set(false);
                on_resign.emit(());
            }
            false => asking.set(true),
        })
    };
    let label = match *asking {
        true => (words.resign_sure)(&props.colour),
        false => (words.resign)(&props.colour),
    };
    html! {
        <>
            <button data-action="resign" class={classes!("resign", asking.then_some("asking"))}
                disabled={props.disabled} {onclick}>{ label }</button>
            if *asking {
                <button data-action="keep-playing" onclick={on_keep}>{ words.keep_playing }</button>
            }
        </>
    }
}
