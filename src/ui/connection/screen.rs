//! The screen around a connection game's board: the status line and notices, the saved
//! game offered, the share box, the computer's line; undo, redo, swap, resign and the
//! computer's buttons; the players, "New game", the move list, the diagram, the embed code
//! and the Records panel. A game's screen calls [`use_screen`] and hands
//! [`Screen::render`] its board and the few [`Parts`] only it has.

use std::ops::RangeInclusive;

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::{Action, ScreenGame, State};
use crate::games::connection::Connection;
use crate::games::{Colour, Game};
use crate::i18n::Lang;
use crate::i18n::common::COMMON;
use crate::i18n::game_screen::GAME_SCREEN;
use crate::ui::computer::{
    ComputerButtons, ComputerGame, PlayersMenu, Progress, ProgressLine, players_line, use_progress, use_search_worker,
};
use crate::ui::diagram::DiagramExport;
use crate::ui::embed_code::EmbedCode;
use crate::ui::language::use_lang;
use crate::ui::record::LinkRecord;
use crate::ui::records::{Opened, Records};
use crate::ui::saved::{Saved, SavedOffer, use_kept, use_saved_offer};
use crate::ui::share::{ShareBox, Shared, use_share};
use crate::ui::widgets::{MoveList, Notice, ResignButton};

#[derive(Properties, PartialEq)]
pub struct ScreenProps<G: ScreenGame> {
    pub setup: G::Setup,
    /// A whole game to open at its last ply (from a link), instead of a new one.
    #[prop_or_default]
    pub record: Option<G::Record>,
}

/// A game screen's hooks, for one render: the game and what the screen around it holds.
pub struct Screen<G: ScreenGame> {
    pub game: UseReducerHandle<State<G>>,
    pub lang: Lang,
    /// The "New game" fields, which "New game" plays.
    pub new_setup: UseStateHandle<G::Setup>,
    saved: UseStateHandle<Option<Saved<G::Record>>>,
    progress: Progress,
    move_now: Callback<u32>,
    on_share: Callback<MouseEvent>,
    shared: Option<Shared>,
}

/// The game of `props` and the screen's effects: the computer's worker, the game kept in
/// the address and this browser as it changes (so a reload or a shared link opens it
/// again), sharing.
#[hook]
pub fn use_screen<G: ScreenGame>(props: &ScreenProps<G>) -> Screen<G> {
    let lang = use_lang();
    let game = use_reducer_eq({
        let (setup, record) = (props.setup, props.record.clone());
        move || match record {
            Some(record) => State::<G>::from_record(&record, Default::default()),
            None => State::new(setup, Default::default()),
        }
    });
    let saved = use_saved_offer::<G::Record>(props.record.is_some());
    let progress = use_progress();
    let on_computer = {
        let game = game.dispatcher();
        Callback::from(move |action| game.dispatch(Action::Computer(action)))
    };
    let move_now = use_search_worker(game.computer.thinking.as_ref(), progress.divert(on_computer));
    let new_setup = use_state_eq(|| props.setup);
    let record = game.record();
    use_kept(record);
    let (on_share, shared) = use_share(record);
    Screen { game, lang, new_setup, saved, progress, move_now, on_share, shared }
}

/// What a game's screen has that the other's has not, besides its board.
#[derive(Default)]
pub struct Parts {
    /// The status line: how the game ended, or whose turn and what a tap does.
    pub status: String,
    pub board: Html,
    /// Under the notices (TwixT's draw offered).
    pub messages: Html,
    /// Above the other controls (TwixT's "End turn").
    pub turn: Html,
    /// After the resign button (TwixT's "Offer a draw").
    pub controls: Html,
    /// Under the players (TwixT's supplies).
    pub facts: Html,
    /// The "New game" fields.
    pub settings: Html,
    /// What each player joins, for the players line.
    pub goal: &'static str,
    /// A diagram's caption: the board, the ply, whose turn or the result.
    pub caption: AttrValue,
}

impl<G: ScreenGame> Screen<G> {
    /// A callback that dispatches `action` of what it gets.
    pub fn on<T: 'static>(&self, action: impl Fn(T) -> Action<G> + 'static) -> Callback<T> {
        let game = self.game.dispatcher();
        Callback::from(move |value| game.dispatch(action(value)))
    }

    /// A "New game" menu's callback: `apply` puts the option chosen (its value) in the
    /// setup that "New game" plays.
    pub fn on_setting(&self, apply: fn(&mut G::Setup, &str)) -> Callback<Event> {
        let setup = self.new_setup.clone();
        Callback::from(move |e: Event| {
            let mut next = *setup;
            apply(&mut next, &e.target_unchecked_into::<HtmlSelectElement>().value());
            setup.set(next);
        })
    }

    /// A button's callback that dispatches `action`.
    pub fn on_click(&self, action: fn() -> Action<G>) -> Callback<MouseEvent> {
        self.on(move |_| action())
    }

    pub fn render(&self, parts: Parts) -> Html {
        let Screen { game, lang, new_setup, saved, progress, move_now, on_share, shared } = self;
        let lang = *lang;
        let (common, controls) = (&COMMON[lang], &GAME_SCREEN[lang]);
        let kind = G::Record::GAME;
        let id = kind.id();
        let position = game.position();
        let over = position.outcome().is_some();
        let result = position.outcome().map_or("", |o| o.name());
        let me = position.to_move();
        let record = game.record();
        let moves = game.entries(lang);
        let on_computer = self.on(Action::Computer);
        let on_open = self.on(|(record, how)| Action::Open { record, how });
        let on_new = {
            let setup = **new_setup;
            self.on(move |_: MouseEvent| Action::New(setup))
        };
        let (n, ply) = (position.side(), position.ply());
        let stem = format!("{id}-{n}x{n}-{}-{ply}", G::PLY);
        let title = format!("fogliaccio: {} {n}×{n}", G::NAME);
        let Parts { status, board, messages, turn, controls: more_controls, facts, settings, goal, caption } = parts;

        html! {
            <main class={format!("screen {id}-screen")} data-game={id} data-to-move={me.name()} data-result={result}>
                <header class="bar">
                    <a class="home" href="?">{ "← fogliaccio" }</a>
                    <h1>{ common.titles[kind] }</h1>
                    <a class="rules-link" href={format!("?rules={id}")}>{ common.rules }</a>
                </header>
                <div class="messages">
                    <p class={classes!("status", over.then_some("over"))} data-testid="status" aria-live="polite">
                        { status }
                    </p>
                    if let Some(notice) = &game.notice {
                        <Notice text={notice.text(game, lang)} on_dismiss={self.on(|()| Action::Dismiss)}>
                            if game.previous.is_some() {
                                <button onclick={self.on_click(|| Action::Restore)}>{ common.restore }</button>
                            }
                        </Notice>
                    }
                    // Offered on a fresh board: once a move is played here, this game is the one saved.
                    if game.timeline.moves().len() == 0 {
                        <SavedOffer<G::Record> offer={saved.clone()}
                            on_continue={on_open.reform(|record| (record, Opened::Saved))} />
                    }
                    if let Some(shared) = shared.clone() {
                        <ShareBox ..shared />
                    }
                    <ProgressLine progress={progress.clone()} thinking={game.computer.thinking.clone()} to_move={me}
                        hint={game.computer.hint.as_ref().map(|hint| AttrValue::from(hint.text(lang)))} />
                    { messages }
                </div>
                <div class="board-wrap">
                    { board }
                </div>
                <aside class="panel">
                    { turn }
                    <div class="controls">
                        <button data-action="undo" disabled={!game.timeline.can_undo() && !G::turn_begun(&game.pending)}
                            onclick={self.on_click(|| Action::Undo)}>{ controls.undo }</button>
                        <button data-action="redo" disabled={!game.timeline.can_redo()}
                            onclick={self.on_click(|| Action::Redo)}>{ controls.redo }</button>
                        if position.can_swap() && !game.computer_at(Colour::White) {
                            <button class="swap" data-action="swap" onclick={self.on_click(|| Action::Game(G::SWAP))}>
                                { controls.swap }
                            </button>
                        }
                        <ResignButton colour={controls.colour(game.resigner())} disabled={over}
                            on_resign={self.on(|()| Action::Resign)} />
                        { more_controls }
                        <ComputerButtons job={game.computer.job()} {over} on_action={on_computer.clone()}
                            move_now={move_now.clone()} />
                        <button data-action="share" onclick={on_share.clone()}>{ controls.share }</button>
                    </div>
                    <PlayersMenu seating={game.computer.seating} level={game.computer.level} on_action={on_computer} />
                    <p class="players">{ players_line(|c| game.computer_at(c), position.colours_exchanged(), goal, lang) }</p>
                    { facts }
                    <fieldset class="new-game">
                        <legend>{ common.new_game }</legend>
                        { settings }
                        <button data-action="new" onclick={on_new}>{ common.new_game }</button>
                    </fieldset>
                    <MoveList moves={moves.clone()} ply={game.timeline.ply()} on_seek={self.on(Action::Seek)} />
                    <DiagramExport stem={stem} caption={caption.clone()} />
                    <EmbedCode {title} moves={moves[..game.timeline.ply()].to_vec()} {caption} />
                    <Records<G::Record> record={record.clone()} {on_open} on_say={self.on(Action::Say)} />
                </aside>
            </main>
        }
    }
}

#[derive(Properties, PartialEq)]
pub struct SizeMenuProps {
    /// The side chosen.
    pub size: u8,
    /// The sides the game is played on.
    pub sizes: RangeInclusive<u8>,
    /// Given the side chosen, as the option's value.
    pub onchange: Callback<Event>,
}

/// The "New game" menu of board sizes: "11×11".
#[component]
pub fn SizeMenu(props: &SizeMenuProps) -> Html {
    let controls = &GAME_SCREEN[use_lang()];
    html! {
        <label>{ controls.size }
            <select onchange={props.onchange.clone()} aria-label={controls.board_size}>
                { for props.sizes.clone().map(|n| html! {
                    <option value={n.to_string()} selected={props.size == n}>{ format!("{n}×{n}") }</option>
                }) }
            </select>
        </label>
    }
}
