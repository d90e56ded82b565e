//! The screen around a connection game's board: the status line and notices, the saved
//! game offered, the share box, the computer's line; undo, redo, swap, resign and the
//! computer's buttons; the players, "New game", the move list, the diagram, the embed code
//! and the Records panel. A game's screen calls [`use_screen`] and hands
//! [`Screen::render`] its board and the few [`Parts`] only it has.

use std::ops::RangeInclusive;

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::notes::{Attempt, Reply};
use super::table::{Names, Table};
use super::{Action, KeptGame, PointOf, ScreenGame, State, StudyAction};
use crate::games::connection::Connection;
use crate::games::study::Comment;
use crate::games::{Colour, Game};
use crate::i18n::Lang;
use crate::i18n::browsing::BROWSING;
use crate::i18n::common::COMMON;
use crate::i18n::computer::COMPUTER;
use crate::i18n::game_screen::GAME_SCREEN;
use crate::i18n::review::REVIEW;
use crate::i18n::sharing::SHARING;
use crate::i18n::study::STUDY;
use crate::timeline::Spot;
use crate::ui::browser::{self, Shortcut};
use crate::ui::computer::{
    AnalysisMarks, ComputerAction, ComputerButtons, PlayersMenu, Progress, ProgressLine, Purpose, Said, SearchEvent,
    players_line, thinking_text, use_progress, use_worker,
};
use crate::ui::diagram::DiagramExport;
use crate::ui::embed_code::EmbedCode;
use crate::ui::embedded::use_embedded;
use crate::ui::language::use_lang;
use crate::ui::record::LinkRecord;
use crate::ui::records::Records;
use crate::ui::review_graph::ReviewGraph;
use crate::ui::saved::{Saved, SavedOffer, use_kept, use_opening, use_saved_offer};
use crate::ui::share::{ShareBox, Shared, use_share};
use crate::ui::study::{self, AnnotatePanel, use_solved};
use crate::ui::widgets::{BrowseBar, MoveList, Notice, ResignButton};
use crate::worker::Answered;

#[derive(Properties, PartialEq)]
pub struct ScreenProps<G: ScreenGame> {
    pub setup: G::Setup,
    /// A whole game to open (from a link), instead of a new one: as this browser kept it
    /// when it is the game kept here, else at its last ply between people.
    #[prop_or_default]
    pub record: Option<G::Record>,
    /// The ply the link asks to show (`&at=`), looking back from the game's last.
    #[prop_or_default]
    pub at: Option<usize>,
    /// Whether the link asks for the game's review (`&review=1`).
    #[prop_or_default]
    pub review: bool,
    /// The study's notes the link carries (`&n=`).
    #[prop_or_default]
    pub notes: Option<AttrValue>,
    /// Told when the reader answers the question shown right (a lesson keeps its steps done).
    #[prop_or_default]
    pub on_solved: Option<Callback<()>>,
    /// What the address's query keeps beside the game while it is the link's (`lesson=2`),
    /// so that a reload opens the same screen.
    #[prop_or_default]
    pub query: Option<AttrValue>,
}

/// What a tap on a point becomes while the study takes the board's taps
/// ([`Screen::studying`]).
pub type StudyTap<G> = fn(PointOf<G>) -> StudyAction<PointOf<G>>;

/// A game screen's hooks, for one render: the game and what the screen around it holds.
pub struct Screen<G: ScreenGame> {
    pub game: UseReducerHandle<State<G>>,
    pub lang: Lang,
    /// The "New game" fields, which "New game" plays.
    pub new_setup: UseStateHandle<G::Setup>,
    saved: UseStateHandle<Option<Saved<KeptGame<G>>>>,
    progress: Progress<G::Move>,
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
    let embedded = use_embedded();
    let opening = use_opening::<G::Record, _>(props.record.as_ref(), embedded);
    let game = use_reducer_eq({
        let (setup, opened, at, notes) = (props.setup, opening.opened.clone(), props.at, props.notes.clone());
        move || match opened {
            Some(kept) => {
                let mut game = State::<G>::from_kept(&kept, Default::default());
                if let Some(notes) = notes {
                    game = game.open_notes(&notes);
                }
                match at {
                    Some(ply) => game.shown_at(Spot::game(ply)),
                    None => game,
                }
            }
            None => State::new(setup, Default::default()),
        }
    });
    use_solved(game.solved(), props.on_solved.clone());
    let saved = use_saved_offer(opening.offer.clone());
    let progress = use_progress();
    let on_reply = {
        let game = game.dispatcher();
        let on_search = progress.divert(Callback::from(move |event| {
            game.dispatch(Action::Computer(ComputerAction::Search(event)));
        }));
        Callback::from(move |reply| {
            if let Some(event) = SearchEvent::read(reply, <G::Move as Answered>::read) {
                on_search.emit(event);
            }
        })
    };
    let computer = &game.computer;
    let move_now = use_worker(computer.asked(), on_reply);
    let new_setup = use_state_eq(|| props.setup);
    // The "New game" fields follow the game on screen whenever another opens (a record
    // pasted, a saved game continued): a 13×13 game offers a new 13×13 one.
    use_effect_with(game.setup, {
        let new_setup = new_setup.setter();
        move |setup| new_setup.set(*setup)
    });
    let table = (computer.seating, computer.level, game.names.clone(), game.review.clone());
    // Beside the moves, the player's own doing: the seats, the names, a review not asked by the link.
    let seats = Table { seating: table.0, level: table.1, names: table.2.clone() };
    let touched = seats != Table::default() || (table.3.is_some() && !props.review) || game.pen.is_some();
    let beside = props.query.as_ref().map(AttrValue::to_string);
    use_kept(
        (game.timeline.clone(), table, game.study.clone()),
        opening.keeping.clone(),
        beside,
        touched,
        saved.clone(),
        {
            let game = game.clone();
            move || game.kept()
        },
    );
    use_browsing_keys(game.dispatcher());
    browser::use_awake(G::position(game.game()).outcome().is_none());
    // A link that asks for the review has it run as the screen opens, unless it is kept.
    use_effect_with((), {
        let (game, asked) = (game.clone(), props.review);
        move |()| {
            if asked && game.review.is_none() {
                game.dispatch(Action::Review);
            }
        }
    });
    let at = match game.timeline.view() {
        Spot { line: 0, ply } if game.timeline.browsing() => Some(ply),
        _ => None,
    };
    let (on_share, shared) = use_share(game.game(), at);
    Screen { game, lang, new_setup, saved, progress, move_now, on_share, shared }
}

/// The keys' [`Shortcut`]s: the arrows step through the game (Home to its start, End back
/// to the game), `u` and Ctrl+Z undo, Ctrl+Y redo, where the keyboard is not busy
/// elsewhere: on the board, whose cells take the arrows, or in a field.
#[hook]
fn use_browsing_keys<G: ScreenGame>(game: UseReducerDispatcher<State<G>>) {
    use_effect_with((), move |()| {
        let listener = browser::on_key(move |shortcut| {
            game.dispatch(match shortcut {
                Shortcut::Back => Action::Back,
                Shortcut::Forward => Action::Forward,
                Shortcut::Start => Action::Seek(Spot::game(0)),
                Shortcut::End => Action::BackToGame,
                Shortcut::Undo => Action::Undo,
                Shortcut::Redo => Action::Redo,
            });
            true
        });
        move || drop(listener)
    });
}

/// What a game's screen has that the other's has not, besides its board.
#[derive(Default)]
pub struct Parts {
    /// The status line: how the game ended, or whose turn and what a tap does.
    pub status: String,
    pub board: Html,
    /// The view's controls, beside the computer's line: "Zoom in", or where the zoomed view
    /// is and the way back to the whole board ([`crate::ui::zoom::Zoom::bar`]).
    pub view: Html,
    /// Over the top of the board with the notices (TwixT's draw offered).
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

    /// The analysis' best moves numbered on the board, each drawn where `at` places it:
    /// the board's own layer, redrawn by the search's reports alone.
    pub fn analysis_marks(&self, at: fn(G::Move) -> Option<(f32, f32)>) -> Html {
        let computer = &self.game.computer;
        html! {
            <AnalysisMarks<G::Move> progress={self.progress.clone()} thinking={computer.thinking.clone()}
                resting={self.game.analysed()} at={Callback::from(at)} />
        }
    }

    /// A button's callback that dispatches `action`.
    pub fn on_click(&self, action: fn() -> Action<G>) -> Callback<MouseEvent> {
        self.on(move |_| action())
    }

    /// The screen around the board and the `parts` only this game has.
    pub fn render(&self, parts: Parts) -> Html {
        let Parts { status, board, view, messages, turn, controls, facts, settings, goal, caption } = parts;
        let game = &self.game;
        let id = G::Record::GAME.id();
        let position = game.position();
        // The root speaks of the game; the status line and the board, of the position shown.
        let outcome = G::position(game.game()).outcome();
        html! {
            <main class={format!("screen {id}-screen")} data-game={id} data-to-move={position.to_move().name()}
                data-result={outcome.map_or("", |o| o.name())} data-browsing={game.timeline.browsing().then_some("true")}
                data-question={game.question_open().then_some("open")} data-answer={self.answer_hook()}>
                { self.header() }
                { self.messages(self.status_text(status), view, messages) }
                <div class="board-wrap">
                    { board }
                </div>
                { study::comment(game.notes()) }
                if game.question_open() {
                    <button class="show-answer" data-action="show-answer"
                        onclick={self.on_click(|| Action::Study(StudyAction::ShowAnswer))}>{ STUDY[self.lang].show_answer }</button>
                }
                <aside class="panel">
                    { self.annotate_panel() }
                    { self.controls(turn, controls) }
                    { self.record_panel() }
                    { self.table(goal, facts) }
                    { self.new_game(settings) }
                    { self.exports(caption) }
                </aside>
            </main>
        }
    }

    fn header(&self) -> Html {
        let (kind, common) = (G::Record::GAME, &COMMON[self.lang]);
        html! {
            <header class="bar">
                <a class="home" href="?">{ "← fogliaccio" }</a>
                <h1>{ common.titles[kind] }</h1>
                <a class="rules-link" href={format!("?rules={}", kind.id())}>{ common.rules }</a>
            </header>
        }
    }

    /// The status line's words: the game's own (`status`: how it ended, or whose turn and
    /// what a tap does), after what just happened (a swap, the computer's move) and where the
    /// board looks back to, with what the review knows of the position shown.
    fn status_text(&self, status: String) -> String {
        let (game, lang) = (&self.game, self.lang);
        let (controls, browsing) = (&GAME_SCREEN[lang], &BROWSING[lang]);
        let position = game.position();
        let (over, me) = (position.outcome().is_some(), position.to_move());
        let timeline = &game.timeline;
        let looking_back = timeline.browsing();
        // A swap is said, then only whose turn it is: the colours exchanged, or the stone reflected.
        let status = match game.last_move() {
            Some(mv) if mv.is_swap() && !over => {
                let swapped =
                    if position.colours_exchanged() { controls.swapped_colours } else { controls.swapped_pieces };
                let said = swapped(&(controls.to_move)(controls.colour(me)));
                // Against the computer, who holds which colour now.
                match [Colour::Black, Colour::White].map(|c| game.computer_at(c)) {
                    [true, false] => lang.then(&said, &(controls.you_play)(controls.colour(Colour::White))),
                    [false, true] => lang.then(&said, &(controls.you_play)(controls.colour(Colour::Black))),
                    _ => said,
                }
            }
            _ => status,
        };
        // The computer's move said (and heard: the line is a live region), which may land
        // out of a zoomed view's sight.
        let mut status = match (game.computer_played(), timeline.view()) {
            (Some(mv), _) if !looking_back => lang.then(&(controls.computer_played)(&G::move_text(mv, lang)), &status),
            (_, _) if !looking_back => status,
            (_, Spot { line: 0, ply }) => lang.then(&(browsing.looking_at)(ply, timeline.played()), &status),
            (_, Spot { ply, .. }) => lang.then(&(browsing.in_variation)(ply), &status),
        };
        if let Some(winner) = game.proved_here().filter(|_| looking_back && !over) {
            status = lang.then(&status, &format!("({})", (COMPUTER[lang].proved)(winner)));
        }
        // At a question the review's move would give the answer away.
        if let Some(mv) = game.shown_ply().and_then(|ply| game.preferred(ply)).filter(|_| !game.question_open()) {
            status = lang.then(&status, &(REVIEW[lang].preferred)(&mv.to_string()));
        }
        match self.asked() {
            Some(asked) => lang.then(&asked, &status),
            None => status,
        }
    }

    /// What the question of the position shown asks, or what the reader's answer was.
    fn asked(&self) -> Option<String> {
        let (game, words) = (&self.game, &STUDY[self.lang]);
        let names = |points: &[PointOf<G>]| points.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ");
        match &game.attempt {
            Some(Attempt { reply: Reply::Right(at), .. }) => Some((words.right)(&at.to_string())),
            Some(Attempt { reply: Reply::Wrong(at, why), .. }) => {
                Some((words.wrong)(&at.to_string(), why.as_ref().map(Comment::as_str)))
            }
            Some(Attempt { reply: Reply::Shown(answers), .. }) => Some((words.shown)(&names(answers))),
            Some(Attempt { reply: Reply::AlsoWins(at), .. }) => Some((words.also_wins)(&at.to_string())),
            Some(Attempt { reply: Reply::Refuted { at, reply, proved }, .. }) => {
                let other = GAME_SCREEN[self.lang].colour(game.position().to_move().opponent());
                Some((words.refuted_by_computer)(&at.to_string(), other, reply, *proved))
            }
            Some(Attempt { reply: Reply::Checking(at), .. }) => Some((words.checking)(&at.to_string())),
            None => game.question_open().then(|| words.find_the_move.to_owned()),
        }
    }

    /// Over the board: the status line (with the rematch once the game is over), the
    /// computer's line and the view's controls, and the notices that open over the board.
    fn messages(&self, status: String, view: Html, messages: Html) -> Html {
        let Screen { game, lang, saved, progress, .. } = self;
        let (common, browsing) = (&COMMON[*lang], &BROWSING[*lang]);
        let over = game.position().outcome().is_some();
        let game_over = G::position(game.game()).outcome().is_some();
        html! {
            <div class="messages">
                <p class={classes!("status", over.then_some("over"))} data-testid="status" aria-live="polite" title={status.clone()}>
                    { status }
                    if game_over && !game.timeline.browsing() {
                        <button class="rematch" data-action="rematch" onclick={self.on_click(|| Action::Rematch)}>
                            { browsing.rematch }
                        </button>
                    }
                </p>
                <div class="view-row">
                    <ProgressLine<G::Move> progress={progress.clone()} thinking={game.computer.thinking.clone()}
                        to_move={game.position().to_move()} hint={resting_line(game, *lang)} />
                    { view }
                </div>
                // Over the top of the board, which stays where it is: what comes and goes.
                <div class="notices">
                    if let Some(notice) = &game.notice {
                        <Notice text={notice.text(game, *lang)} on_dismiss={self.on(|()| Action::Dismiss)}>
                            if game.previous.is_some() {
                                <button onclick={self.on_click(|| Action::Restore)}>{ common.restore }</button>
                            }
                        </Notice>
                    }
                    <SavedOffer<KeptGame<G>> offer={saved.clone()} on_continue={self.on(Action::Resume)}
                        describe={Callback::from(|(kept, lang): (KeptGame<G>, Lang)| kept.game.describe(lang))} />
                    { messages }
                </div>
            </div>
        }
    }

    /// Under the board: ◀ ▶, the game's own turn controls (`turn`), the move controls with
    /// the game's own (`more`) among them, the computer's, and the share box once asked.
    fn controls(&self, turn: Html, more: Html) -> Html {
        let Screen { game, lang, move_now, on_share, shared, .. } = self;
        let (controls, review) = (&GAME_SCREEN[*lang], &REVIEW[*lang]);
        let (timeline, position) = (&game.timeline, game.position());
        let over = position.outcome().is_some();
        html! {
            <>
                <BrowseBar browsing={timeline.browsing()} can_back={timeline.ply() > 0}
                    can_forward={timeline.ply() < timeline.line(timeline.view().line).len()}
                    on_back={self.on(|()| Action::Back)} on_forward={self.on(|()| Action::Forward)}
                    on_back_to_game={self.on(|()| Action::BackToGame)} />
                { turn }
                <div class="controls">
                    <button data-action="undo" data-icon="↶" disabled={!timeline.can_undo() && !G::turn_begun(&game.pending)}
                        onclick={self.on_click(|| Action::Undo)}>{ controls.undo }</button>
                    <button data-action="redo" data-icon="↷" disabled={!timeline.can_redo()}
                        onclick={self.on_click(|| Action::Redo)}>{ controls.redo }</button>
                    if position.can_swap() && !game.computer_at(Colour::White) {
                        <button class="swap" data-action="swap" onclick={self.on_click(|| Action::Game(G::SWAP_ACTION))}>
                            { controls.swap }
                        </button>
                    }
                    <ResignButton colour={controls.colour(game.resigner())} disabled={over || timeline.browsing()}
                        on_resign={self.on(|()| Action::Resign)} />
                    { more }
                    <ComputerButtons<G::Move> job={game.computer.job()} {over} analysing={game.computer.analysing}
                        on_action={self.on(Action::Computer)} move_now={move_now.clone()} />
                    <button data-action="review" disabled={timeline.played() == 0} onclick={self.on_click(|| Action::Review)}>
                        { if game.computer.reviewing.is_some() { review.stop } else { review.review } }
                    </button>
                    <button data-action="share" onclick={on_share.clone()}>{ controls.share }</button>
                    <button class="annotate-button" data-action="annotate" aria-pressed={game.pen.is_some().to_string()}
                        onclick={self.on_click(|| Action::Study(StudyAction::Annotate))}>{ STUDY[*lang].annotate }</button>
                    // An embedded board's way to a page of its own, where the game is kept
                    // once played on: the frame keeps nothing in this browser.
                    <a class="play-on embed-only" href={game.game().address()} target="_blank" rel="noopener"
                        data-action="play-on" data-icon="↗">{ SHARING[*lang].play_on }{ " ↗" }</a>
                </div>
                if let Some(shared) = shared.clone() {
                    <ShareBox variations={game.timeline.variations().count()} ..shared />
                }
            </>
        }
    }

    /// The hook of the reader's last answer: `right` or `wrong` (CONTRACT.md §1).
    fn answer_hook(&self) -> Option<&'static str> {
        self.game.attempt.as_ref().and_then(|attempt| match attempt.reply {
            Reply::Right(_) | Reply::AlsoWins(_) => Some("right"),
            Reply::Wrong(..) | Reply::Refuted { .. } => Some("wrong"),
            Reply::Shown(_) | Reply::Checking(_) => None,
        })
    }

    /// Annotate mode's panel, while the pen is out.
    fn annotate_panel(&self) -> Html {
        let Some(pen) = &self.game.pen else { return html! {} };
        let notes = self.game.notes();
        let comment = notes.and_then(|notes| notes.comment.as_ref()).map_or("", |comment| comment.as_str());
        let name = |at: &PointOf<G>| AttrValue::from(at.to_string());
        let question = notes.and_then(|notes| notes.question.as_ref()).map(|question| {
            (question.right().iter().map(name).collect(), question.wrong().iter().map(|(at, _)| name(at)).collect())
        });
        html! {
            <AnnotatePanel comment={AttrValue::from(comment.to_owned())} tool={pen.tool} label={AttrValue::from(pen.label.clone())}
                why={AttrValue::from(pen.why.clone())} {question}
                from={pen.from.map(|from| AttrValue::from(from.to_string()))}
                bridges={G::BRIDGES}
                set_up={G::SET_UP.map(|_| study::SetUpShown { editing: self.game.editing_start(), to_move: self.game.position().to_move() })}
                on_set_up={self.on(|()| Action::Study(StudyAction::SetUpHere))}
                on_to_move={self.on(|()| Action::Study(StudyAction::ToMove))}
                on_comment={self.on(|text| Action::Study(StudyAction::Comment(text)))}
                on_tool={self.on(|tool| Action::Study(StudyAction::Tool(tool)))}
                on_label={self.on(|text| Action::Study(StudyAction::Label(text)))}
                on_why={self.on(|text| Action::Study(StudyAction::Why(text)))}
                on_ask={self.on(|()| Action::Study(StudyAction::Ask))}
                on_clear={self.on(|()| Action::Study(StudyAction::ClearMarks))}
                on_done={self.on(|()| Action::Study(StudyAction::Annotate))} />
        }
    }

    /// What a tap on the board's point does instead of playing: in Annotate mode it marks
    /// the point, at an open question it answers; none while the board plays.
    pub fn studying(&self) -> Option<StudyTap<G>> {
        if self.game.pen.is_some() {
            Some(StudyAction::Tap)
        } else if self.game.question_open() {
            Some(StudyAction::Answer)
        } else {
            None
        }
    }

    /// The study's marks on the position shown, over a board whose points `at` places,
    /// `unit` apart.
    pub fn study_marks(&self, at: fn(PointOf<G>) -> (f32, f32), unit: f32) -> Html {
        match self.game.notes() {
            Some(notes) => study::marks(notes.marks(), at, unit),
            None => html! {},
        }
    }

    /// The review's graph and the move list, right under the board's controls (beside the
    /// board in landscape): a tap on either shows that move on the board in sight.
    fn record_panel(&self) -> Html {
        let (game, lang) = (&self.game, self.lang);
        let timeline = &game.timeline;
        let marks: Vec<_> = game.reviewed().iter().map(|r| r.mark).collect();
        html! {
            <>
                if let Some(review) = &game.review {
                    <div class="review">
                        if game.computer.reviewing.is_some() {
                            <p class="review-progress" role="status">
                                { (REVIEW[lang].progress)(review.weighed.len(), review.positions) }
                            </p>
                        }
                        <ReviewGraph chances={game.chances()} positions={review.positions} marks={marks.clone()}
                            current={game.shown_ply()} on_seek={self.on(|ply| Action::Seek(Spot::game(ply)))} />
                        if let missed @ 1.. = game.missed().len() {
                            <button data-action="find-missed" onclick={self.on_click(|| Action::Study(StudyAction::AskMissed))}>
                                { (STUDY[lang].find_missed)(missed) }
                            </button>
                        }
                    </div>
                }
                <MoveList moves={game.entries(lang)} played={timeline.played()} view={timeline.view()} {marks}
                    variations={game.variations(lang)} on_seek={self.on(Action::Seek)}
                    on_promote={self.on(Action::Promote)} on_forget={self.on(Action::RemoveVariation)} />
            </>
        }
    }

    /// Who sits at the table: the seats and the level, what each player joins (`goal`), the
    /// names (each field saying its player's colour now), and what only this game shows there (`facts`).
    fn table(&self, goal: &'static str, facts: Html) -> Html {
        let (game, lang) = (&self.game, self.lang);
        let (controls, browsing) = (&GAME_SCREEN[lang], &BROWSING[lang]);
        let exchanged = game.position().colours_exchanged();
        // Each player by the colour held now: after a colour swap, the first player's is White.
        let first = if exchanged { Colour::White } else { Colour::Black };
        let (first_name, second_name) =
            ((browsing.first_name)(controls.colour(first)), (browsing.second_name)(controls.colour(first.opponent())));
        let names = game.names.clone();
        let on_name = |set: fn(&mut Names, String)| {
            let names = names.clone();
            self.on(move |e: InputEvent| {
                let mut names = names.clone();
                set(&mut names, e.target_unchecked_into::<web_sys::HtmlInputElement>().value());
                Action::Names(names)
            })
        };
        html! {
            <>
                <PlayersMenu<G::Move> seating={game.computer.seating} level={game.computer.level} on_action={self.on(Action::Computer)} />
                <p class="players">{ players_line(|c| game.computer_at(c), exchanged, goal, lang) }</p>
                <fieldset class="names">
                    <legend>{ browsing.names }</legend>
                    <input type="text" value={names.first.clone()} aria-label={first_name.clone()}
                        placeholder={first_name} maxlength="60" data-name="first"
                        oninput={on_name(|names, name| names.first = name)} />
                    <input type="text" value={names.second.clone()} aria-label={second_name.clone()}
                        placeholder={second_name} maxlength="60" data-name="second"
                        oninput={on_name(|names, name| names.second = name)} />
                </fieldset>
                { facts }
            </>
        }
    }

    /// "New game", with the game's own settings (`settings`).
    fn new_game(&self, settings: Html) -> Html {
        let common = &COMMON[self.lang];
        let on_new = {
            let setup = *self.new_setup;
            self.on(move |_: MouseEvent| Action::New(setup))
        };
        html! {
            <fieldset class="new-game">
                <legend>{ common.new_game }</legend>
                { settings }
                <button data-action="new" onclick={on_new}>{ common.new_game }</button>
            </fieldset>
        }
    }

    /// What takes the game off the screen: a diagram (`caption` under it), the embed code,
    /// and the Records panel.
    fn exports(&self, caption: AttrValue) -> Html {
        let (game, lang) = (&self.game, self.lang);
        // A study's comment on the position is its diagram's caption.
        let comment = game.notes().and_then(|notes| notes.comment.as_ref());
        let caption = comment.map_or(caption, |comment| AttrValue::from(comment.as_str().to_owned()));
        let position = game.position();
        let (n, ply) = (position.side(), position.ply());
        let stem = format!("{}-{n}x{n}-{}-{ply}", G::Record::GAME.id(), G::PLY);
        let title = format!("fogliaccio: {} {n}×{n}", G::KIND.title());
        let moves: Vec<_> = game.timeline.path().map(|entry| G::entry_text(entry, lang)).collect();
        html! {
            <>
                <DiagramExport {stem} caption={caption.clone()} />
                <EmbedCode {title} {moves} {caption} />
                <Records<G::Record> record={game.game().clone()} annotations={game.annotations(Some(browser::today()))}
                    on_open={self.on(Action::Open)} on_say={self.on(Action::Say)} />
            </>
        }
    }
}

/// The line under the status while the computer thinks of nothing: the finished analysis
/// of the position shown, else the last hint.
fn resting_line<G: ScreenGame>(game: &State<G>, lang: Lang) -> Option<AttrValue> {
    let computer = &game.computer;
    let analysis = computer.analysis.as_ref().filter(|_| computer.analysing);
    let to_move = game.position().to_move();
    analysis
        .map(|thoughts| thinking_text(Purpose::Analysis, thoughts, to_move, lang))
        .or_else(|| computer.hint.as_ref().map(|hint| hint.text(G::move_text, lang)))
        .map(AttrValue::from)
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
