use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::board::{HexBoard, Layout};
use super::state::{HexAction, HexGame};
use crate::games::hex::{BoardSize, Ending, Position, SwapRule};
use crate::games::{Colour, Game};
use crate::ui::browser;
use crate::ui::route::HexSetup;
use crate::ui::widgets::{MoveList, Notice};

#[derive(Properties, PartialEq)]
pub struct HexScreenProps {
    pub setup: HexSetup,
}

fn title(colour: Colour) -> &'static str {
    match colour {
        Colour::Black => "Black",
        Colour::White => "White",
    }
}

/// The status line: whose turn, or how the game ended.
fn status(position: &Position) -> String {
    match position.ending() {
        Some(Ending::Connected { winner, .. }) => {
            format!("{} wins: the two {} edges are joined.", title(*winner), winner.name())
        }
        Some(Ending::Resigned { loser }) => {
            format!("{} wins: {} resigned.", title(loser.opponent()), title(*loser))
        }
        None if position.can_swap() => "White to move: place a stone, or swap.".to_owned(),
        None => format!("{} to move.", title(position.to_move())),
    }
}

/// Who holds which colour, once a colour swap has exchanged them.
fn players(position: &Position) -> &'static str {
    if position.colours_exchanged() {
        "Colours swapped: the first player now plays White, the second Black."
    } else {
        "The first player plays Black, the second White: each joins the two edges of their colour."
    }
}

#[component]
pub fn HexScreen(props: &HexScreenProps) -> Html {
    let game = use_reducer_eq({
        let setup = props.setup;
        move || HexGame::new(setup)
    });
    let draft = use_state_eq(|| props.setup);
    // The address always opens the game on screen: reload or share starts the same game.
    use_effect_with(game.setup, |setup| browser::replace_query(&setup.query()));

    // A phone held upright gets the tall drawing; everything wider, the classic one.
    let layout = if browser::use_media_query("(max-width: 600px) and (orientation: portrait)") {
        Layout::Tall
    } else {
        Layout::Wide
    };

    let position = game.position();
    let result = position.outcome().map_or("", |o| o.name());
    let dispatch = |action: fn() -> HexAction| {
        let game = game.dispatcher();
        Callback::from(move |_: MouseEvent| game.dispatch(action()))
    };
    let on_tap = {
        let game = game.dispatcher();
        Callback::from(move |cell| game.dispatch(HexAction::Tap(cell)))
    };
    let on_seek = {
        let game = game.dispatcher();
        Callback::from(move |ply| game.dispatch(HexAction::Seek(ply)))
    };
    let on_dismiss = {
        let game = game.dispatcher();
        Callback::from(move |()| game.dispatch(HexAction::Dismiss))
    };
    let on_new = {
        let game = game.dispatcher();
        let draft = *draft;
        Callback::from(move |_: MouseEvent| game.dispatch(HexAction::New(draft)))
    };
    let on_size = {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some(size) = value.parse().ok().and_then(|n| BoardSize::new(n).ok()) {
                draft.set(HexSetup { size, ..*draft });
            }
        })
    };
    let on_swap = {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Ok(swap) = value.parse() {
                draft.set(HexSetup { swap, ..*draft });
            }
        })
    };
    let over = position.ending().is_some();
    let chain = position.ending().map(|e| e.chain().to_vec()).unwrap_or_default();
    let moves: Vec<String> = game.timeline.moves().map(ToString::to_string).collect();

    html! {
        <main class="screen hex-screen" data-game="hex"
            data-to-move={position.to_move().name()} data-result={result}>
            <header class="bar">
                <a class="home" href="?">{ "← fogliaccio" }</a>
                <h1>{ "Hex" }</h1>
                <a class="rules-link" href="?rules=hex">{ "Rules" }</a>
            </header>
            <p class={classes!("status", over.then_some("over"))} data-testid="status" aria-live="polite">
                { status(position) }
            </p>
            if let Some(text) = game.notice.clone() {
                <Notice {text} on_dismiss={on_dismiss.clone()}>
                    if game.previous.is_some() {
                        <button onclick={dispatch(|| HexAction::Restore)}>{ "Back to the previous game" }</button>
                    }
                </Notice>
            }
            <div class="board-wrap">
                <HexBoard board={position.board().clone()} {layout} to_move={position.to_move()}
                    {chain} last={game.last_stone()} live={!over} {on_tap} />
            </div>
            <aside class="panel">
                <div class="controls">
                    <button data-action="undo" disabled={!game.timeline.can_undo()} onclick={dispatch(|| HexAction::Undo)}>{ "↶ Undo" }</button>
                    <button data-action="redo" disabled={!game.timeline.can_redo()} onclick={dispatch(|| HexAction::Redo)}>{ "↷ Redo" }</button>
                    if position.can_swap() {
                        <button class="swap" data-action="swap" onclick={dispatch(|| HexAction::Swap)}>{ "⇄ Swap" }</button>
                    }
                    <button data-action="resign" disabled={over} onclick={dispatch(|| HexAction::Resign)}>
                        { format!("⚐ {} resigns", title(position.to_move())) }
                    </button>
                </div>
                <p class="players">{ players(position) }</p>
                <fieldset class="new-game">
                    <legend>{ "New game" }</legend>
                    <label>{ "Size " }
                        <select onchange={on_size} aria-label="Board size">
                            { for (BoardSize::MIN..=BoardSize::MAX).map(|n| html! {
                                <option value={n.to_string()} selected={draft.size.get() == n}>{ format!("{n}×{n}") }</option>
                            }) }
                        </select>
                    </label>
                    <label>{ "Swap " }
                        <select onchange={on_swap} aria-label="Swap rule">
                            { for SwapRule::ALL.into_iter().map(|rule| html! {
                                <option value={rule.name()} selected={draft.swap == rule}>{ swap_label(rule) }</option>
                            }) }
                        </select>
                    </label>
                    <button data-action="new" onclick={on_new}>{ "New game" }</button>
                </fieldset>
                <MoveList {moves} ply={game.timeline.ply()} {on_seek} />
            </aside>
        </main>
    }
}

fn swap_label(rule: SwapRule) -> &'static str {
    match rule {
        SwapRule::None => "off",
        SwapRule::Colours => "on (exchange colours)",
        SwapRule::Pieces => "on (mirror the stone, HexGui)",
    }
}
