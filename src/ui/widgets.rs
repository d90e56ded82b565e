//! Small pieces every game screen uses: the notice banner and the move list.

use yew::prelude::*;

use super::language::use_lang;
use crate::i18n::common::COMMON;

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
/// undone stay listed (dimmed) until a new move replaces them, so redo is visible.
#[component]
pub fn MoveList(props: &MoveListProps) -> Html {
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
