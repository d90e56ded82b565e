use std::rc::Rc;

use gloo_worker::{Spawnable, WorkerBridge};
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::board::{HexBoard, Layout};
use super::state::{HexAction, HexGame, Purpose, Seat, Seats, Thinking};
use crate::ai::hex::Level;
use crate::games::hex::{hexworld, hsgf, import, link, sgf, BoardSize, Ending, Move, Position, Record, SwapRule};
use crate::games::{Colour, Game};
use crate::ui::browser;
use crate::ui::diagram::DiagramExport;
use crate::ui::route::{HexSetup, Route};
use crate::ui::widgets::{MoveList, Notice};
use crate::worker::{Reply, Request, SearchWorker};

#[derive(Properties, PartialEq)]
pub struct HexScreenProps {
    pub setup: HexSetup,
    /// A whole game to open at its last move (from a link), instead of a new one.
    #[prop_or_default]
    pub record: Option<Record>,
}

/// Where this browser keeps the game in progress, as its link record.
const SAVED: &str = "fogliaccio.v1.hex";
/// Where a saved game that could not be read is put aside, so that nothing is lost.
const SET_ASIDE: &str = "fogliaccio.v1.hex.set-aside";

/// What the saved game offers when a new game opens: the game to continue, or why the
/// one found could not be read (it has then been set aside).
#[derive(Clone, Debug, PartialEq)]
enum Saved {
    Resumable(Record),
    SetAside(String),
}

/// Reads the saved game once, when the screen opens on a new game. A finished game or one
/// without moves is not offered; one that cannot be read is moved to [`SET_ASIDE`].
fn saved_game() -> Option<Saved> {
    let text = browser::stored(SAVED)?;
    match link::read(&text) {
        Ok(record) if record.moves().is_empty() || record.position().ending().is_some() => None,
        Ok(record) => Some(Saved::Resumable(record)),
        Err(e) => {
            browser::store(SET_ASIDE, Some(&text));
            browser::store(SAVED, None);
            Some(Saved::SetAside(format!(
                "The game saved in this browser could not be read ({e}); it was set aside under \
                 “{SET_ASIDE}” in the browser's storage, and a new game opened."
            )))
        }
    }
}

/// The saved game in progress, for the home screen: the link that opens it and what it
/// is. Reads only; a damaged record is dealt with when the Hex screen opens.
pub fn saved_link() -> Option<(String, String)> {
    let record = link::read(&browser::stored(SAVED)?).ok()?;
    if record.moves().is_empty() || record.position().ending().is_some() {
        return None;
    }
    Some((Route::HexRecord(record.clone()).query(), describe(&record)))
}

/// "11×11, 14 moves".
fn describe(record: &Record) -> String {
    let n = record.size().get();
    format!("{n}×{n}, {} moves", record.moves().len())
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

/// Who holds which colour: the players, the computer, and whether a swap exchanged them.
fn players(game: &HexGame) -> String {
    let swapped = if game.position().colours_exchanged() { "Colours swapped: " } else { "" };
    let (black, white) = (game.seat(Colour::Black), game.seat(Colour::White));
    let text = match (black, white) {
        (Seat::Person, Seat::Person) if game.position().colours_exchanged() => {
            "the first player now plays White, the second Black."
        }
        (Seat::Person, Seat::Person) => {
            "the first player plays Black, the second White: each joins the two edges of their colour."
        }
        (Seat::Person, Seat::Computer(_)) => "you play Black, the computer White.",
        (Seat::Computer(_), Seat::Person) => "you play White, the computer Black.",
        (Seat::Computer(_), Seat::Computer(_)) => "the computer plays both sides.",
    };
    let mut line = format!("{swapped}{text}");
    if let Some(first) = line.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    line
}

/// The choices of the "Players" menu, with their labels.
const SEATINGS: [(&str, &str); 4] = [
    ("people", "Two players on this tablet"),
    ("computer-second", "Against the computer (you move first)"),
    ("computer-first", "Against the computer (it moves first)"),
    ("computers", "Computer against computer"),
];

fn seating(seats: Seats) -> &'static str {
    match (seats.first, seats.second) {
        (Seat::Person, Seat::Person) => "people",
        (Seat::Person, Seat::Computer(_)) => "computer-second",
        (Seat::Computer(_), Seat::Person) => "computer-first",
        (Seat::Computer(_), Seat::Computer(_)) => "computers",
    }
}

fn seats_for(choice: &str, level: Level) -> Seats {
    let computer = Seat::Computer(level);
    match choice {
        "computer-second" => Seats { first: Seat::Person, second: computer },
        "computer-first" => Seats { first: computer, second: Seat::Person },
        "computers" => Seats { first: computer, second: computer },
        _ => Seats::HOT_SEAT,
    }
}

fn level_label(level: Level) -> &'static str {
    match level {
        Level::Quick => "Quick (about ½ s)",
        Level::Normal => "Normal (about 2 s)",
        Level::Strong => "Strong (about 8 s)",
    }
}

/// "Thinking… 12,000 playouts · best e5 · 54% for Black".
fn thinking_text(thinking: &Thinking, colour: Colour) -> String {
    let who = match thinking.purpose {
        Purpose::Move => "The computer is thinking",
        Purpose::Hint => "Looking for a hint",
    };
    let mut text = format!("{who}… {} playouts", thinking.thoughts.iterations);
    if let Some(best) = &thinking.thoughts.best {
        text += &format!(" · best {best}");
    }
    if let Some(rate) = thinking.thoughts.win_rate {
        text += &format!(" · {:.0}% for {}", rate * 100.0, title(colour));
    }
    text
}

#[component]
pub fn HexScreen(props: &HexScreenProps) -> Html {
    let game = use_reducer_eq({
        let (setup, record) = (props.setup, props.record.clone());
        move || match record {
            Some(record) => HexGame::from_record(&record, Seats::HOT_SEAT, Level::Normal),
            None => HexGame::new(setup, Seats::HOT_SEAT, Level::Normal),
        }
    });
    let saved = use_state_eq({
        let opened_a_link = props.record.is_some();
        move || if opened_a_link { None } else { saved_game() }
    });
    let shared = use_state_eq(|| None::<Shared>);
    // One worker for the screen's life; its answers come back as actions.
    let worker: Rc<WorkerBridge<SearchWorker>> = {
        let game = game.dispatcher();
        use_memo((), move |()| {
            SearchWorker::spawner()
                .callback(move |reply| match reply {
                    Reply::Progress { job, thoughts } => game.dispatch(HexAction::Progress { job, thoughts }),
                    Reply::Done { job, thoughts } => game.dispatch(HexAction::Answer { job, thoughts }),
                    Reply::Failed { job, reason } => game.dispatch(HexAction::Failed { job, reason }),
                    // This screen never asks for a benchmark or Doublets' odds.
                    Reply::Bench { .. } | Reply::Doublets(_) => {}
                })
                .spawn("./worker.js")
        })
    };
    // A job opened by the reducer goes to the worker; a job that closes is cancelled
    // there (harmless once it has answered).
    use_effect_with(game.thinking.as_ref().map(|t| (t.job, t.record.clone(), t.iterations)), {
        let worker = worker.clone();
        move |job| {
            let job = job.clone();
            if let Some((id, game, iterations)) = job.clone() {
                worker.send(Request::Think { job: id, game, iterations, seed: browser::fresh_seed() });
            }
            move || {
                if let Some((id, ..)) = job {
                    worker.send(Request::Cancel { job: id });
                }
            }
        }
    });
    let draft = use_state_eq(|| props.setup);
    // The address always holds the game on screen, so a reload or a shared link opens it
    // again; and the game in progress is saved in this browser as it changes.
    let record = game.record();
    let record_link = link::write(&record);
    use_effect_with((game.setup, record_link.clone(), record.moves().is_empty()), {
        let shared = shared.clone();
        move |(setup, record_link, empty)| {
            if *empty {
                browser::replace_query(&setup.query());
            } else {
                browser::replace_query(&format!("{}#g={record_link}", setup.query()));
                browser::store(SAVED, Some(record_link));
            }
            shared.set(None);
        }
    });

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
    let on_seats = {
        let level = game.level;
        let game = game.dispatcher();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            game.dispatch(HexAction::Seats(seats_for(&value, level)));
        })
    };
    let on_level = {
        let game = game.dispatcher();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Ok(level) = value.parse() {
                game.dispatch(HexAction::Level(level));
            }
        })
    };
    // "Computer, move": starts a search for the side to move, or cuts one short.
    let on_computer_move = {
        let game_handle = game.clone();
        let worker = worker.clone();
        Callback::from(move |_: MouseEvent| match game_handle.thinking.as_ref() {
            Some(t) if t.purpose == Purpose::Move => worker.send(Request::MoveNow { job: t.job }),
            _ => game_handle.dispatch(HexAction::ComputerMove),
        })
    };
    let hint_cell = match game.hint {
        Some((Move::Place(cell), _)) => Some(cell),
        _ => None,
    };
    let hint_text = game.hint.map(|(mv, rate)| match rate {
        Some(rate) => format!("Hint: {mv} ({:.0}% to win)", rate * 100.0),
        None => format!("Hint: {mv}"),
    });
    let moves: Vec<String> = game.timeline.moves().map(ToString::to_string).collect();
    let on_share = {
        let shared = shared.clone();
        Callback::from(move |_: MouseEvent| {
            let url = browser::address();
            let copied = {
                let (shared, url) = (shared.clone(), url.clone());
                Callback::from(move |ok| shared.set(Some(Shared { url: url.clone(), copied: Some(ok) })))
            };
            shared.set(Some(Shared { url: url.clone(), copied: None }));
            browser::copy(&url, copied);
        })
    };
    let on_continue = {
        let (game, saved) = (game.dispatcher(), saved.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(Saved::Resumable(record)) = (*saved).clone() {
                let notice = format!("Your saved game is back ({}).", describe(&record));
                game.dispatch(HexAction::Open { record, notice });
            }
            saved.set(None);
        })
    };
    let on_forget_saved = {
        let saved = saved.clone();
        Callback::from(move |()| saved.set(None))
    };
    let on_import = {
        let game = game.dispatcher();
        Callback::from(move |text: String| match import::read(&text) {
            Ok((format, record)) => {
                let notice = format!("Opened the game from {} ({}).", format.name(), describe(&record));
                game.dispatch(HexAction::Open { record, notice });
            }
            Err(e) => match e.kept {
                Some(record) => {
                    let notice = format!(
                        "The pasted game could not be read whole: {}. Opened it as far as it was valid ({}).",
                        e.error,
                        describe(&record)
                    );
                    game.dispatch(HexAction::Open { record: *record, notice });
                }
                None => game.dispatch(HexAction::Say(format!("The pasted text could not be read: {}.", e.error))),
            },
        })
    };

    html! {
        <main class="screen hex-screen" data-game="hex"
            data-to-move={position.to_move().name()} data-result={result}>
            <header class="bar">
                <a class="home" href="?">{ "← fogliaccio" }</a>
                <h1>{ "Hex" }</h1>
                <a class="rules-link" href="?rules=hex">{ "Rules" }</a>
            </header>
            <div class="messages">
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
                if let Some(Saved::Resumable(record)) = (*saved).clone() {
                    <Notice text={format!("A game you were playing is saved in this browser ({}).", describe(&record))}
                        on_dismiss={on_forget_saved.clone()}>
                        <button data-action="continue" onclick={on_continue}>{ "Continue it" }</button>
                    </Notice>
                }
                if let Some(Saved::SetAside(text)) = (*saved).clone() {
                    <Notice {text} on_dismiss={on_forget_saved} />
                }
                if let Some(share) = (*shared).clone() {
                    <div class="share" role="status">
                        <p>{ match share.copied {
                            Some(true) => "Link copied. Whoever opens it sees this game at this move:",
                            Some(false) => "Copy this link: whoever opens it sees this game at this move.",
                            None => "The link to this game:",
                        } }</p>
                        <input readonly=true value={share.url} aria-label="Link to this game" data-testid="share-link"
                            onfocus={Callback::from(|e: FocusEvent| e.target_unchecked_into::<web_sys::HtmlInputElement>().select())} />
                    </div>
                }
                if let Some(thinking) = &game.thinking {
                    <p class="thinking" role="status" data-testid="thinking">
                        <span class="spinner" aria-hidden="true"></span>
                        { thinking_text(thinking, position.to_move()) }
                    </p>
                } else if let Some(text) = hint_text {
                    <p class="thinking" role="status">{ text }</p>
                }
            </div>
            <div class="board-wrap">
                <HexBoard board={position.board().clone()} {layout} to_move={position.to_move()}
                    {chain} last={game.last_stone()} hint={hint_cell} live={!over} {on_tap} />
            </div>

            <aside class="panel">
                <div class="controls">
                    <button data-action="undo" disabled={!game.timeline.can_undo()} onclick={dispatch(|| HexAction::Undo)}>{ "↶ Undo" }</button>
                    <button data-action="redo" disabled={!game.timeline.can_redo()} onclick={dispatch(|| HexAction::Redo)}>{ "↷ Redo" }</button>
                    if position.can_swap() && game.seat(Colour::White) == Seat::Person {
                        <button class="swap" data-action="swap" onclick={dispatch(|| HexAction::Swap)}>{ "⇄ Swap" }</button>
                    }
                    <button data-action="resign" disabled={over} onclick={dispatch(|| HexAction::Resign)}>
                        { format!("⚐ {} resigns", title(game.resigner())) }
                    </button>
                    <button data-action="ai-move" disabled={over} onclick={on_computer_move}>
                        { if game.computer_to_move() { "▶ Move now" } else { "▶ Computer, move" } }
                    </button>
                    <button data-action="hint" disabled={over || game.thinking.is_some()} onclick={dispatch(|| HexAction::Hint)}>
                        { "? Hint" }
                    </button>
                    <button data-action="share" onclick={on_share}>{ "🔗 Share" }</button>
                </div>
                <fieldset class="opponents">
                    <legend>{ "Players" }</legend>
                    <select onchange={on_seats} aria-label="Players">
                        { for SEATINGS.iter().map(|&(value, label)| html! {
                            <option {value} selected={seating(game.seats) == value}>{ label }</option>
                        }) }
                    </select>
                    <select onchange={on_level} aria-label="Computer level">
                        { for Level::ALL.into_iter().map(|level| html! {
                            <option value={level.name()} selected={game.level == level}>{ level_label(level) }</option>
                        }) }
                    </select>
                </fieldset>
                <p class="players">{ players(&game) }</p>
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
                <DiagramExport stem={diagram_stem(position)} caption={diagram_caption(position)} />
                <Records record={record} {on_import} />
            </aside>
        </main>
    }
}

/// The diagram's file name: `hex-11x11-move-12`.
fn diagram_stem(position: &Position) -> AttrValue {
    let n = position.size().get();
    format!("hex-{n}x{n}-move-{}", position.ply()).into()
}

/// The caption a diagram is offered with: the board, the move, whose turn or the result.
fn diagram_caption(position: &Position) -> AttrValue {
    let n = position.size().get();
    format!("Hex {n}×{n}, after {} moves. {}", position.ply(), status(position)).into()
}

fn swap_label(rule: SwapRule) -> &'static str {
    match rule {
        SwapRule::None => "off",
        SwapRule::Colours => "on (exchange colours)",
        SwapRule::Pieces => "on (mirror the stone)",
    }
}

/// A link being shared: the address, and whether the clipboard took it (`None`: asking).
#[derive(Clone, Debug, PartialEq)]
struct Shared {
    url: String,
    copied: Option<bool>,
}

#[derive(Properties, PartialEq)]
struct RecordsProps {
    record: Record,
    /// A game pasted in, as text in any of the formats [`import`] reads.
    on_import: Callback<String>,
}

/// The game in the formats Hex players exchange, and a box to paste one in.
#[component]
fn Records(props: &RecordsProps) -> Html {
    let pasted = use_state_eq(String::new);
    let record = &props.record;
    let n = record.size().get();
    let stem = format!("hex-{n}x{n}");
    let save = |name: String, text: String| {
        Callback::from(move |_: MouseEvent| {
            if let Ok(blob) = browser::text_blob(&text, "application/x-go-sgf") {
                let _ = browser::offer_file(&blob, &name);
            }
        })
    };
    let on_input = {
        let pasted = pasted.clone();
        Callback::from(move |e: InputEvent| pasted.set(e.target_unchecked_into::<web_sys::HtmlTextAreaElement>().value()))
    };
    let on_open = {
        let (pasted, on_import) = (pasted.clone(), props.on_import.clone());
        Callback::from(move |_: MouseEvent| on_import.emit((*pasted).clone()))
    };
    html! {
        <details class="records">
            <summary>{ "Records: HexWorld, SGF, paste a game" }</summary>
            <div class="record-links">
                <a href={hexworld::write(record)} target="_blank" rel="noopener" data-record="hexworld">{ "Open in HexWorld ↗" }</a>
                <button onclick={save(format!("{stem}.sgf"), sgf::write(record))} data-record="sgf">{ "HexGui SGF" }</button>
                <button onclick={save(format!("{stem}.hsgf"), hsgf::write(record))} data-record="hsgf">{ "Little Golem .hsgf" }</button>
            </div>
            <label class="paste">
                { "Paste a game: a fogliaccio or HexWorld link, HexGui SGF or a Little Golem record" }
                <textarea rows="3" value={(*pasted).clone()} oninput={on_input} aria-label="Pasted game" />
            </label>
            <button onclick={on_open} disabled={pasted.trim().is_empty()} data-action="import">{ "Open the pasted game" }</button>
        </details>
    }
}
