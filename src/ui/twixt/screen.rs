//! The TwixT screen: the board, the turn being built, the computer's controls, the share
//! box and the saved game, settings and the move list.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::board::{TwixtBoard, centre, scale};
use super::state::{Step, TwixtAction, TwixtGame};
use crate::games::twixt::{BoardSize, Ending, Position, Record, RuleSet, Turn};
use crate::games::{Colour, SwapRule};
use crate::i18n::Lang;
use crate::i18n::common::COMMON;
use crate::i18n::game_screen::GAME_SCREEN;
use crate::i18n::twixt::TWIXT;
use crate::ui::computer::{
    ComputerButtons, ComputerGame, PlayersMenu, ProgressLine, players_line, use_progress, use_search_worker,
};
use crate::ui::diagram::DiagramExport;
use crate::ui::embed_code::EmbedCode;
use crate::ui::language::use_lang;
use crate::ui::record::LinkRecord;
use crate::ui::records::{Opened, Records};
use crate::ui::route::TwixtSetup;
use crate::ui::saved::{SavedOffer, use_kept, use_saved_offer};
use crate::ui::share::{ShareBox, use_share};
use crate::ui::widgets::{MoveList, Notice, ResignButton};
use crate::ui::zoom::use_zoom;

#[derive(Properties, PartialEq)]
pub struct TwixtScreenProps {
    pub setup: TwixtSetup,
    /// A whole game to open at its last turn (from a link), instead of a new one.
    #[prop_or_default]
    pub record: Option<Record>,
}

/// How the game ended, in the status line's words; none while it goes on.
fn ending(position: &Position, lang: Lang) -> Option<String> {
    let (common, words) = (&GAME_SCREEN[lang], &TWIXT[lang]);
    Some(match position.ending()? {
        Ending::Connected { winner, .. } => (words.won)(*winner),
        Ending::Resigned { loser } => {
            (common.won_by_resignation)(common.colour(loser.opponent()), common.colour(*loser))
        }
        Ending::Agreed => words.agreed.to_owned(),
        Ending::NoPathLeft => words.no_path_draw.to_owned(),
    })
}

/// The status line: how the game ended, or whose turn and what the next tap does there.
/// `tap_zooms`: the whole board is shown with holes too small to tap, so a tap zooms in.
fn status(game: &TwixtGame, tap_zooms: bool, lang: Lang) -> String {
    let position = game.position();
    if let Some(ending) = ending(position, lang) {
        return ending;
    }
    let words = &TWIXT[lang];
    let to_move = GAME_SCREEN[lang].colour(position.to_move());
    if game.computer_at(position.to_move()) {
        return (words.computer_turn)(to_move);
    }
    match game.draft.peg {
        Some(peg) => match game.bridges_to_choose() {
            Some(left) => (words.choose_bridges)(left, &peg.to_string()),
            None => (words.confirm_turn)(&peg.to_string()),
        },
        None if tap_zooms => (words.tap_to_zoom)(to_move),
        None if !game.draft.removals.is_empty() => (words.removing)(to_move),
        None if position.can_swap() => words.white_may_swap.to_owned(),
        None => (words.tap_a_hole)(to_move),
    }
}

/// "Black: 43 pegs left" per player, the shared bridges, and "no path left" where it holds.
fn supplies(step: &Step, lang: Lang) -> Vec<String> {
    let (common, words) = (&GAME_SCREEN[lang], &TWIXT[lang]);
    let position = step.record.position();
    let mut lines: Vec<String> = Colour::ALL
        .into_iter()
        .map(|colour| {
            let pegs = position.pegs_left(colour).map_or(words.unlimited_pegs.to_owned(), words.pegs_left);
            let path = if step.path_left(colour) { String::new() } else { format!(" · {}", words.no_path) };
            format!("{}: {pegs}{path}", common.colour(colour))
        })
        .collect();
    if let Some(n) = position.bridges_left() {
        lines.push((words.bridges_in_box)(n));
    }
    lines
}

#[component]
pub fn TwixtScreen(props: &TwixtScreenProps) -> Html {
    let lang = use_lang();
    let (common, controls, words) = (&COMMON[lang], &GAME_SCREEN[lang], &TWIXT[lang]);
    let game = use_reducer_eq({
        let (setup, record) = (props.setup, props.record.clone());
        move || match record {
            Some(record) => TwixtGame::from_record(&record, Default::default()),
            None => TwixtGame::new(setup, Default::default()),
        }
    });
    let saved = use_saved_offer::<Record>(props.record.is_some());
    let on_computer = {
        let game = game.dispatcher();
        Callback::from(move |action| game.dispatch(TwixtAction::Computer(action)))
    };
    let progress = use_progress();
    let move_now = use_search_worker(game.computer.thinking.as_ref(), progress.divert(on_computer.clone()));
    let draft = use_state_eq(|| props.setup);
    // The address always holds the game on screen, so a reload or a shared link opens it
    // again; and the game in progress is saved in this browser as it changes.
    let record = game.record();
    use_kept(record);
    let (on_share, shared) = use_share(record.write());

    let position = game.position();
    let shown = game.shown();
    let over = position.ending().is_some();
    let result = position.ending().map_or("", |e| e.outcome().name());
    let act = |action: fn() -> TwixtAction| {
        let game = game.dispatcher();
        Callback::from(move |_: MouseEvent| game.dispatch(action()))
    };
    let on_resign = {
        let game = game.dispatcher();
        Callback::from(move |()| game.dispatch(TwixtAction::Resign))
    };
    // The same callbacks at every render, so that the board redraws only when it changes.
    let on_hole = {
        let game = game.dispatcher();
        use_callback((), move |hole, ()| game.dispatch(TwixtAction::Tap(hole)))
    };
    let on_bridge = {
        let game = game.dispatcher();
        use_callback((), move |bridge, ()| game.dispatch(TwixtAction::TapBridge(bridge)))
    };
    let on_seek = {
        let game = game.dispatcher();
        Callback::from(move |ply| game.dispatch(TwixtAction::Seek(ply)))
    };
    let on_dismiss = {
        let game = game.dispatcher();
        Callback::from(move |()| game.dispatch(TwixtAction::Dismiss))
    };
    let on_new = {
        let game = game.dispatcher();
        let draft = *draft;
        Callback::from(move |_: MouseEvent| game.dispatch(TwixtAction::New(draft)))
    };
    let select = |apply: fn(&mut TwixtSetup, &str)| {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            let mut setup = *draft;
            apply(&mut setup, &value);
            draft.set(setup);
        })
    };
    let on_size = select(|s, v| {
        if let Some(size) = v.parse().ok().and_then(|n| BoardSize::new(n).ok()) {
            s.size = size;
        }
    });
    let on_rules = select(|s, v| {
        if let Ok(rules) = v.parse() {
            s.rules = rules;
        }
    });
    let on_swap = select(|s, v| s.swap = if v == "1" { SwapRule::Colours } else { SwapRule::None });
    // A saved game continued, or a pasted one.
    let on_open = {
        let game = game.dispatcher();
        Callback::from(move |(record, how)| game.dispatch(TwixtAction::Open { record, how }))
    };
    let on_say = {
        let game = game.dispatcher();
        Callback::from(move |said| game.dispatch(TwixtAction::Say(said)))
    };
    let hint = game.computer.hint.as_ref().and_then(|hint| match &hint.mv {
        Turn::Place(placement) => Some(placement.peg),
        Turn::Swap => None,
    });
    let proposals = game.proposals();
    let zoom = use_zoom(scale(position.size()), game.last_peg().map(centre), true);
    let chain = position.ending().map(|e| e.chain().to_vec()).unwrap_or_default();
    let moves: Vec<String> = game.timeline.moves().map(|entry| entry.text(lang)).collect();
    let me = position.to_move();

    html! {
        <main class="screen twixt-screen" data-game="twixt" data-to-move={me.name()} data-result={result}>
            <header class="bar">
                <a class="home" href="?">{ "← fogliaccio" }</a>
                <h1>{ common.titles.twixt }</h1>
                <a class="rules-link" href="?rules=twixt">{ common.rules }</a>
            </header>
            <div class="messages">
                <p class={classes!("status", over.then_some("over"))} data-testid="status" aria-live="polite">
                    { status(&game, zoom.tap_zooms(), lang) }
                </p>
                if let Some(notice) = &game.notice {
                    <Notice text={notice.text(&game, lang)} {on_dismiss} />
                }
                // Offered on a fresh board: once a turn is played here, this game is the one saved.
                if game.timeline.moves().len() == 0 {
                    <SavedOffer<Record> offer={saved} on_continue={on_open.reform(|record| (record, Opened::Saved))} />
                }
                if let Some(shared) = shared {
                    <ShareBox ..shared />
                }
                <ProgressLine {progress} thinking={game.computer.thinking.clone()} to_move={me}
                    hint={game.computer.hint.as_ref().map(|hint| AttrValue::from(hint.text(lang)))} />
                if let Some(offerer) = game.draw_offer {
                    <div class="draw-offer" role="alert">
                        { (words.draw_offered)(controls.colour(offerer), controls.colour(offerer.opponent())) }
                        <button data-action="accept-draw" onclick={act(|| TwixtAction::AcceptDraw)}>{ words.accept }</button>
                        <button data-action="decline-draw" onclick={act(|| TwixtAction::DeclineDraw)}>{ words.decline }</button>
                    </div>
                }
            </div>
            <div class="board-wrap">
                <TwixtBoard board={shown.board().clone()} peg={game.draft.peg} removals={game.draft.removals.clone()}
                    {proposals} {chain} last={game.last_peg()} {hint} {on_hole} {on_bridge} zoom={zoom.clone()} />
            </div>
            <aside class="panel">
                <div class="controls turn-controls">
                    <button class="end-turn" data-action="end-turn" disabled={over || game.draft.peg.is_none()}
                        onclick={act(|| TwixtAction::EndTurn)}>{ words.end_turn }</button>
                </div>
                <div class="controls">
                    <button data-action="undo" disabled={!game.timeline.can_undo() && game.draft.peg.is_none() && game.draft.removals.is_empty()}
                        onclick={act(|| TwixtAction::Undo)}>{ controls.undo }</button>
                    <button data-action="redo" disabled={!game.timeline.can_redo()} onclick={act(|| TwixtAction::Redo)}>{ controls.redo }</button>
                    if position.can_swap() && !game.computer_at(Colour::White) {
                        <button class="swap" data-action="swap" onclick={act(|| TwixtAction::Swap)}>{ controls.swap }</button>
                    }
                    <ResignButton colour={controls.colour(game.resigner())} disabled={over} on_resign={on_resign} />
                    <button data-action="draw" disabled={over || game.draw_offer.is_some()} onclick={act(|| TwixtAction::OfferDraw)}>
                        { words.offer_draw }
                    </button>
                    <ComputerButtons job={game.computer.job()} {over} on_action={on_computer.clone()} {move_now} />
                    <button data-action="share" onclick={on_share}>{ controls.share }</button>
                </div>
                <PlayersMenu seating={game.computer.seating} level={game.computer.level} on_action={on_computer} />
                <p class="players">{ players_line(|c| game.computer_at(c), position.colours_exchanged(), words.each_joins, lang) }</p>
                <ul class="supplies">
                    { for supplies(game.step(), lang).into_iter().map(|line| html! { <li>{ line }</li> }) }
                </ul>
                <fieldset class="new-game">
                    <legend>{ common.new_game }</legend>
                    <label>{ controls.size }
                        <select onchange={on_size} aria-label={controls.board_size}>
                            { for (BoardSize::MIN..=BoardSize::MAX).map(|n| html! {
                                <option value={n.to_string()} selected={draft.size.get() == n}>{ format!("{n}×{n}") }</option>
                            }) }
                        </select>
                    </label>
                    <label>{ words.rules }
                        <select onchange={on_rules} aria-label={words.rule_set}>
                            { for RuleSet::ALL.into_iter().map(|rules| html! {
                                <option value={rules.name()} selected={draft.rules == rules}>{ (words.rule_set_choice)(rules) }</option>
                            }) }
                        </select>
                    </label>
                    <label>{ controls.swap_setting }
                        <select onchange={on_swap} aria-label={controls.swap_rule}>
                            <option value="1" selected={draft.swap.offered()}>{ controls.on }</option>
                            <option value="0" selected={!draft.swap.offered()}>{ controls.off }</option>
                        </select>
                    </label>
                    <button data-action="new" onclick={on_new}>{ common.new_game }</button>
                </fieldset>
                <MoveList moves={moves.clone()} ply={game.timeline.ply()} {on_seek} />
                <DiagramExport stem={diagram_stem(position)} caption={diagram_caption(position, lang)} />
                <EmbedCode title={embed_title(position)} moves={moves[..game.timeline.ply()].to_vec()} caption={diagram_caption(position, lang)} />
                <Records<Record> record={record.clone()} {on_open} {on_say} />
            </aside>
        </main>
    }
}

/// The diagram's file name: `twixt-24x24-turn-12`.
fn diagram_stem(position: &Position) -> AttrValue {
    let n = position.size().get();
    format!("twixt-{n}x{n}-turn-{}", position.ply()).into()
}

/// The caption a diagram is offered with: the board, the turn, whose turn or the result.
fn diagram_caption(position: &Position, lang: Lang) -> AttrValue {
    let common = &GAME_SCREEN[lang];
    let state = ending(position, lang).unwrap_or_else(|| (common.to_move)(common.colour(position.to_move())));
    (TWIXT[lang].caption)(position.size().get(), position.ply(), &state).into()
}

/// What an embedded frame of this game is called: "fogliaccio: TwixT 24×24".
fn embed_title(position: &Position) -> AttrValue {
    let n = position.size().get();
    format!("fogliaccio: TwixT {n}×{n}").into()
}
