use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::board::HexBoard;
use super::state::{HexAction, HexGame};
use crate::games::hex::{BoardSize, Ending, Move, Position, Record, SwapRule};
use crate::games::{Colour, Game};
use crate::i18n::Lang;
use crate::i18n::common::COMMON;
use crate::i18n::game_screen::GAME_SCREEN;
use crate::i18n::hex::HEX;
use crate::ui::computer::{
    ComputerButtons, ComputerGame, Hint, PlayersMenu, ProgressLine, players_line, use_progress, use_search_worker,
};
use crate::ui::diagram::DiagramExport;
use crate::ui::embed_code::EmbedCode;
use crate::ui::language::use_lang;
use crate::ui::record::LinkRecord;
use crate::ui::records::{Opened, Records};
use crate::ui::route::HexSetup;
use crate::ui::saved::{SavedOffer, use_kept, use_saved_offer};
use crate::ui::share::{ShareBox, use_share};
use crate::ui::widgets::{MoveList, Notice, ResignButton};

#[derive(Properties, PartialEq)]
pub struct HexScreenProps {
    pub setup: HexSetup,
    /// A whole game to open at its last move (from a link), instead of a new one.
    #[prop_or_default]
    pub record: Option<Record>,
}

/// The status line: whose turn, or how the game ended.
fn status(position: &Position, lang: Lang) -> String {
    let (common, words) = (&GAME_SCREEN[lang], &HEX[lang]);
    match position.ending() {
        Some(Ending::Connected { winner, .. }) => (words.won)(*winner),
        Some(Ending::Resigned { loser }) => {
            (common.won_by_resignation)(common.colour(loser.opponent()), common.colour(*loser))
        }
        None if position.can_swap() => words.white_may_swap.to_owned(),
        None => (common.to_move)(common.colour(position.to_move())),
    }
}

#[component]
pub fn HexScreen(props: &HexScreenProps) -> Html {
    let lang = use_lang();
    let (common, controls, words) = (&COMMON[lang], &GAME_SCREEN[lang], &HEX[lang]);
    let game = use_reducer_eq({
        let (setup, record) = (props.setup, props.record.clone());
        move || match record {
            Some(record) => HexGame::from_record(&record, Default::default()),
            None => HexGame::new(setup, Default::default()),
        }
    });
    let saved = use_saved_offer::<Record>(props.record.is_some());
    let on_computer = {
        let game = game.dispatcher();
        Callback::from(move |action| game.dispatch(HexAction::Computer(action)))
    };
    let progress = use_progress();
    let move_now = use_search_worker(game.computer.thinking.as_ref(), progress.divert(on_computer.clone()));
    let draft = use_state_eq(|| props.setup);
    // The address always holds the game on screen, so a reload or a shared link opens it
    // again; and the game in progress is saved in this browser as it changes.
    let record = game.record();
    use_kept(&record);
    let (on_share, shared) = use_share(record.write());

    let position = game.position();
    let result = position.outcome().map_or("", |o| o.name());
    let dispatch = |action: fn() -> HexAction| {
        let game = game.dispatcher();
        Callback::from(move |_: MouseEvent| game.dispatch(action()))
    };
    let on_resign = {
        let game = game.dispatcher();
        Callback::from(move |()| game.dispatch(HexAction::Resign))
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
    let hint_cell = match game.computer.hint {
        Some(Hint { mv: Move::Place(cell), .. }) => Some(cell),
        _ => None,
    };
    let moves: Vec<String> = game.timeline.moves().map(|play| play.text(lang)).collect();
    // A saved game continued, or a pasted one.
    let on_open = {
        let game = game.dispatcher();
        Callback::from(move |(record, how)| game.dispatch(HexAction::Open { record, how }))
    };
    let on_say = {
        let game = game.dispatcher();
        Callback::from(move |text| game.dispatch(HexAction::Say(text)))
    };

    html! {
        <main class="screen hex-screen" data-game="hex"
            data-to-move={position.to_move().name()} data-result={result}>
            <header class="bar">
                <a class="home" href="?">{ "← fogliaccio" }</a>
                <h1>{ common.titles.hex }</h1>
                <a class="rules-link" href="?rules=hex">{ common.rules }</a>
            </header>
            <div class="messages">
                <p class={classes!("status", over.then_some("over"))} data-testid="status" aria-live="polite">
                    { status(position, lang) }
                </p>
                if let Some(notice) = &game.notice {
                    <Notice text={notice.text(&game, lang)} on_dismiss={on_dismiss.clone()}>
                        if game.previous.is_some() {
                            <button onclick={dispatch(|| HexAction::Restore)}>{ common.restore }</button>
                        }
                    </Notice>
                }
                <SavedOffer<Record> offer={saved} on_continue={on_open.reform(|record| (record, Opened::Saved))} />
                if let Some(shared) = shared {
                    <ShareBox ..shared />
                }
                <ProgressLine {progress} thinking={game.computer.thinking.clone()} to_move={position.to_move()}
                    hint={game.computer.hint.as_ref().map(|hint| AttrValue::from(hint.text(lang)))} />
            </div>
            <div class="board-wrap">
                <HexBoard board={position.board().clone()} to_move={position.to_move()}
                    {chain} last={game.last_stone()} hint={hint_cell} live={!over} {on_tap} />
            </div>

            <aside class="panel">
                <div class="controls">
                    <button data-action="undo" disabled={!game.timeline.can_undo()} onclick={dispatch(|| HexAction::Undo)}>{ controls.undo }</button>
                    <button data-action="redo" disabled={!game.timeline.can_redo()} onclick={dispatch(|| HexAction::Redo)}>{ controls.redo }</button>
                    if position.can_swap() && !game.computer_at(Colour::White) {
                        <button class="swap" data-action="swap" onclick={dispatch(|| HexAction::Swap)}>{ controls.swap }</button>
                    }
                    <ResignButton colour={controls.colour(game.resigner())} disabled={over} on_resign={on_resign} />
                    <ComputerButtons job={game.computer.job()} {over} on_action={on_computer.clone()} {move_now} />
                    <button data-action="share" onclick={on_share}>{ controls.share }</button>
                </div>
                <PlayersMenu seating={game.computer.seating} level={game.computer.level} on_action={on_computer} />
                <p class="players">{ players_line(|c| game.computer_at(c), position.colours_exchanged(), words.each_joins, lang) }</p>
                <fieldset class="new-game">
                    <legend>{ common.new_game }</legend>
                    <label>{ controls.size }
                        <select onchange={on_size} aria-label={controls.board_size}>
                            { for (BoardSize::MIN..=BoardSize::MAX).map(|n| html! {
                                <option value={n.to_string()} selected={draft.size.get() == n}>{ format!("{n}×{n}") }</option>
                            }) }
                        </select>
                    </label>
                    <label>{ controls.swap_setting }
                        <select onchange={on_swap} aria-label={controls.swap_rule}>
                            { for SwapRule::ALL.into_iter().map(|rule| html! {
                                <option value={rule.name()} selected={draft.swap == rule}>{ (words.swap_choice)(rule) }</option>
                            }) }
                        </select>
                    </label>
                    <button data-action="new" onclick={on_new}>{ common.new_game }</button>
                </fieldset>
                <MoveList moves={moves.clone()} ply={game.timeline.ply()} {on_seek} />
                <DiagramExport stem={diagram_stem(position)} caption={diagram_caption(position, lang)} />
                <EmbedCode title={embed_title(position)} moves={moves[..game.timeline.ply()].to_vec()} caption={diagram_caption(position, lang)} />
                <Records<Record> {record} {on_open} {on_say} />
            </aside>
        </main>
    }
}

/// The diagram's file name: `hex-11x11-move-12`.
fn diagram_stem(position: &Position) -> AttrValue {
    let n = position.size().get();
    format!("hex-{n}x{n}-move-{}", position.ply()).into()
}

/// What an embedded frame of this game is called: "fogliaccio: Hex 11×11".
fn embed_title(position: &Position) -> AttrValue {
    let n = position.size().get();
    format!("fogliaccio: Hex {n}×{n}").into()
}

/// The caption a diagram is offered with: the board, the move, whose turn or the result.
fn diagram_caption(position: &Position, lang: Lang) -> AttrValue {
    (HEX[lang].caption)(position.size().get(), position.ply(), &status(position, lang)).into()
}
