//! Small pieces every game screen uses: the notice banner, the move list and the buttons
//! that step through it, and the resign button.

use yew::prelude::*;

use crate::timeline::{Spot, Variation};

use super::browser;
use super::language::use_lang;
use crate::ai::review::Mark;
use crate::i18n::Lang;
use crate::i18n::browsing::BROWSING;
use crate::i18n::common::COMMON;
use crate::i18n::game_screen::GAME_SCREEN;
use crate::i18n::review::REVIEW;

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
    // Said where the player is: a game pasted far down the page opens above, with its word.
    let node = use_node_ref();
    use_effect_with(props.text.clone(), {
        let node = node.clone();
        move |_| {
            if let Some(element) = node.cast::<web_sys::Element>() {
                browser::show_in_page(&element);
            }
        }
    });
    html! {
        <div class="notice" role="alert" data-testid="notice" ref={node}>
            <span>{ props.text.clone() }</span>
            { props.children.clone() }
            <button class="dismiss" aria-label={words.dismiss} onclick={on_dismiss}>{ "✕" }</button>
        </div>
    }
}

#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    /// The game's line in notation, undone moves included.
    pub moves: Vec<String>,
    /// How many of them are played: the rest were undone and can be redone.
    pub played: usize,
    /// What the board shows.
    pub view: Spot,
    /// The variations kept beside the game, each with its own moves in notation.
    #[prop_or_default]
    pub variations: Vec<(Variation, Vec<String>)>,
    /// The review's marks of the game's moves, from the first, as far as it has gone.
    #[prop_or_default]
    pub marks: Vec<Option<Mark>>,
    /// Show a position.
    pub on_seek: Callback<Spot>,
    /// Make a variation the game, or forget it.
    #[prop_or_default]
    pub on_promote: Callback<usize>,
    #[prop_or_default]
    pub on_forget: Callback<usize>,
}

/// The moves in notation, numbered; tap one to see the board after it, which changes
/// nothing in the game. Moves that were undone stay listed (dimmed) until a new move takes
/// the game elsewhere; the variations tried stay beside the move they replace, each to be
/// seen, made the game, or forgotten. Nothing before the first move: a lone "start" under
/// an empty board leads nowhere.
#[component]
pub fn MoveList(props: &MoveListProps) -> Html {
    let lang = use_lang();
    // Where the list scrolls (an embedded board's strip of moves), the move shown stays in it.
    let list = use_node_ref();
    use_effect_with((props.view, props.moves.len()), {
        let list = list.clone();
        move |_| {
            let Some(list) = list.cast::<web_sys::Element>() else { return };
            if let Ok(Some(current)) = list.query_selector(".current") {
                browser::show_in(&list, &current);
            }
        }
    });
    if props.moves.is_empty() && props.variations.is_empty() {
        return html! {};
    }
    // Each variation follows the game's move it replaces (or the game's last move).
    let last = props.moves.len().max(1);
    let after = |ply: usize| props.variations.iter().filter(move |(v, _)| (v.branch + 1).min(last) == ply);
    let items = props.moves.iter().enumerate().map(|(i, text)| {
        let ply = i + 1;
        html! {
            <>
                <li key={ply}>{ move_entry(props, Spot::game(ply), text, lang) }</li>
                { for after(ply).map(|variation| variation_entry(props, variation, lang)) }
            </>
        }
    });
    let on_start = props.on_seek.reform(move |_: MouseEvent| Spot::game(0));
    let words = &COMMON[lang];
    html! {
        <nav class="move-list" aria-label={words.moves} ref={list}>
            <button class={classes!("start", (props.view == Spot::game(0)).then_some("current"))} onclick={on_start}>
                { words.start }
            </button>
            <ol>
                { for items }
                if props.moves.is_empty() {
                    { for after(1).map(|variation| variation_entry(props, variation, lang)) }
                }
            </ol>
        </nav>
    }
}

/// The move at `spot`, said `text`: a button that shows it. The game's moves carry
/// `data-ply` (docs/page.md), and once reviewed `data-mark`; a variation's, its line and ply.
fn move_entry(props: &MoveListProps, spot: Spot, text: &str, lang: Lang) -> Html {
    let current = spot == props.view;
    let undone = spot.line == 0 && spot.ply > props.played;
    let onclick = props.on_seek.reform(move |_: MouseEvent| spot);
    let ply = spot.ply.to_string();
    let (game_ply, line, line_ply) = match spot.line {
        0 => (Some(ply), None, None),
        line => (None, Some(line.to_string()), Some(ply)),
    };
    let mark = (spot.line == 0).then(|| spot.ply.checked_sub(1).and_then(|k| props.marks.get(k))).flatten();
    let title = mark.copied().flatten().map(|mark| (REVIEW[lang].mark)(mark));
    let data_mark = mark.map(|mark| mark.map_or("", Mark::name));
    let class =
        classes!(current.then_some("current"), undone.then_some("undone"), mark.copied().flatten().map(Mark::name));
    html! {
        <button {class} {onclick} data-ply={game_ply} data-line={line} data-line-ply={line_ply}
            data-mark={data_mark} {title} aria-current={current.then_some("step")}>
            <span class="ply">{ format!("{}.", spot.ply) }</span>{ text.to_owned() }
        </button>
    }
}

/// A variation on a row of its own: its moves, and while it is shown, the ways to make it
/// the game or forget it.
fn variation_entry(props: &MoveListProps, (v, moves): &(Variation, Vec<String>), lang: Lang) -> Html {
    let browsing = &BROWSING[lang];
    let line = v.line;
    let shown = props.view.line == line;
    html! {
        <li key={format!("v{line}")} class={classes!("variation", shown.then_some("shown"))}
            aria-label={(browsing.variation)(v.branch + 1)}>
            { for moves.iter().enumerate().map(|(i, text)| move_entry(props, Spot { line, ply: v.branch + 1 + i }, text, lang)) }
            if shown {
                <button class="promote" data-action="promote" onclick={props.on_promote.reform(move |_: MouseEvent| line)}>
                    { browsing.promote }
                </button>
                <button class="forget" data-action="forget-variation" onclick={props.on_forget.reform(move |_: MouseEvent| line)}>
                    { browsing.forget }
                </button>
            }
        </li>
    }
}

#[derive(Properties, PartialEq)]
pub struct BrowseBarProps {
    /// Whether the board shows another position than the game's.
    pub browsing: bool,
    pub can_back: bool,
    pub can_forward: bool,
    pub on_back: Callback<()>,
    pub on_forward: Callback<()>,
    pub on_back_to_game: Callback<()>,
}

/// ◀ ▶ through the positions, without changing the game, and *Back to the game* whenever
/// the board shows another position than the game's.
#[component]
pub fn BrowseBar(props: &BrowseBarProps) -> Html {
    let words = &BROWSING[use_lang()];
    let click = |callback: &Callback<()>| callback.reform(|_: MouseEvent| ());
    html! {
        <div class="browse-bar">
            <button data-action="back" disabled={!props.can_back} onclick={click(&props.on_back)}
                aria-label={words.previous} title={words.previous}>{ "◀" }</button>
            <button data-action="forward" disabled={!props.can_forward} onclick={click(&props.on_forward)}
                aria-label={words.next} title={words.next}>{ "▶" }</button>
            if props.browsing {
                <button class="back-to-game" data-action="back-to-game" data-icon="⇥" onclick={click(&props.on_back_to_game)}>
                    { words.back_to_game }
                </button>
            }
        </div>
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
    let (resign, sure) = ((words.resign)(&props.colour), (words.resign_sure)(&props.colour));
    let (label, other) = if *asking { (sure, resign) } else { (resign, sure) };
    // The button is as wide as its wider label (the other one, `data-other`, takes room
    // unseen), and "keep playing" opens over what is below: asking moves nothing.
    html! {
        <span class="resign-box">
            <button data-action="resign" class={classes!("resign", asking.then_some("asking"))} data-other={other}
                disabled={props.disabled} {onclick}><span class="label">{ label }</span></button>
            if *asking {
                <button data-action="keep-playing" class="keep-playing" onclick={on_keep}>{ words.keep_playing }</button>
            }
        </span>
    }
}
