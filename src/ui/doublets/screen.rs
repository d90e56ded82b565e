//! The Doublets screen: the dice and their buttons, the table, the panel (the odds, who
//! plays, the review, the log); the game kept in the address and in this browser, shared,
//! drawn and embedded. The screen holds the game and its effects; each part of it is a
//! component of its own.

use gloo_timers::callback::Timeout;
use yew::prelude::*;

use super::board::DoubletsTable;
use super::dice_row::DiceRow;
use super::notice::DoubletsNotice;
use super::panel::Panel;
use super::state::{ComputerDue, ComputerStep, DoubletsAction, DoubletsGame, KeptGame, Players};
use super::status::Messages;
use super::worker::{Chooser, use_doublets_worker};
use crate::games::Colour;
use crate::games::doublets::Action;
use crate::games::doublets::record::Record;
use crate::i18n::common::COMMON;
use crate::i18n::doublets::DOUBLETS;
use crate::timeline::Spot;
use crate::ui::browser::{self, Shortcut};
use crate::ui::embedded::use_embedded;
use crate::ui::language::use_lang;
use crate::ui::lesson::Asking;
use crate::ui::route::DoubletsSetup;
use crate::ui::saved::{Keeping, use_kept, use_opening, use_saved_offer};
use crate::ui::share::use_share;
use crate::ui::study::{self, use_solved};

/// The computer's pause before each of its steps (a throw, a choice, handing the dice on),
/// so that its turn can be followed.
const COMPUTER_PACE_MS: u32 = 800;

#[derive(Properties, PartialEq)]
pub struct DoubletsScreenProps {
    pub setup: DoubletsSetup,
    /// A whole game to open (from a link), instead of a new one: as this browser kept it
    /// when it is the game kept here, else at its last action between people.
    #[prop_or_default]
    pub record: Option<Record>,
    /// The step the link asks to show (`&at=`), looking back from the game's last.
    #[prop_or_default]
    pub at: Option<usize>,
    /// A lesson's question at the record's position.
    #[prop_or_default]
    pub asking: Option<Asking<Action>>,
    /// What the address's query keeps beside the game (a lesson's `lesson=2`), which is
    /// then kept there alone, never as the player's game.
    #[prop_or_default]
    pub query: Option<AttrValue>,
    /// The study's notes the link carries (`&n=`).
    #[prop_or_default]
    pub notes: Option<AttrValue>,
}

/// The game the screen opens with: the one `opened` (at step `at`, if asked), else a new
/// one as `setup` says.
fn opening_game(setup: DoubletsSetup, opened: Option<KeptGame>, at: Option<usize>) -> DoubletsGame {
    match opened {
        Some(kept) => {
            let mut game = DoubletsGame::from_kept(&kept, browser::fresh_seed());
            if let Some(ply) = at {
                game.timeline.seek(Spot::game(ply.min(game.timeline.played())));
            }
            game
        }
        None => DoubletsGame::new(setup.rules, setup.seed.unwrap_or_else(browser::fresh_seed)),
    }
}

/// The keys' shortcuts: the arrows step through the game, `u` and Ctrl+Z undo (a throw has
/// no redo).
#[hook]
fn use_doublets_keys(game: UseReducerDispatcher<DoubletsGame>) {
    use_effect_with((), move |()| {
        let listener = browser::on_key(move |shortcut| {
            game.dispatch(match shortcut {
                Shortcut::Back => DoubletsAction::Back,
                Shortcut::Forward => DoubletsAction::Forward,
                Shortcut::Start => DoubletsAction::Seek(0),
                Shortcut::End => DoubletsAction::BackToGame,
                Shortcut::Undo => DoubletsAction::Undo,
                Shortcut::Redo => return false,
            });
            true
        });
        move || drop(listener)
    });
}

/// The computer's next step after a pause: a throw or handing the dice on at once, a choice
/// asked of the worker through `choose` (which plays it when it comes, if still due). A
/// newer state cancels the pending step.
#[hook]
fn use_computer_pace(game: &UseReducerHandle<DoubletsGame>, choose: Callback<Chooser>) {
    use_effect_with((game.timeline.ply(), game.computer_due(), game.position().clone()), {
        let game = game.dispatcher();
        move |&(ply, due, _)| {
            let timeout = due.map(|due| {
                Timeout::new(COMPUTER_PACE_MS, move || match due {
                    ComputerDue::Throw => game.dispatch(DoubletsAction::Computer { ply, step: ComputerStep::Throw }),
                    ComputerDue::Confirm => {
                        game.dispatch(DoubletsAction::Computer { ply, step: ComputerStep::Confirm })
                    }
                    ComputerDue::Choice => choose.emit(Chooser::Seat { ply }),
                })
            });
            move || drop(timeout)
        }
    });
}

/// `data-answer`: `right` once a lesson's question is answered, `wrong` while a wrong
/// answer's notice shows.
fn answer(game: &DoubletsGame) -> Option<&'static str> {
    match (&game.asked, &game.notice) {
        (Some(asked), _) if asked.answered => Some("right"),
        (Some(_), Some(DoubletsNotice::NotTheAnswer)) => Some("wrong"),
        _ => None,
    }
}

#[component]
pub fn DoubletsScreen(props: &DoubletsScreenProps) -> Html {
    let lang = use_lang();
    let embedded = use_embedded();
    let opening = use_opening::<Record, Players>(props.record.as_ref(), embedded);
    let game = use_reducer({
        let (setup, opened, at) = (props.setup, opening.opened.clone(), props.at);
        let asked = props.record.clone().zip(props.asking.as_ref().map(|asking| asking.answers.clone()));
        let notes = props.notes.clone();
        move || {
            let mut game = opening_game(setup, opened, at);
            let unread = notes.map(|notes| game.read_notes(&notes)).unwrap_or_default();
            if !unread.is_empty() {
                game.notice = Some(DoubletsNotice::Study(unread));
            }
            match asked {
                // The question stands where the record ends, as the screen plays it.
                Some((record, answers)) => game.asking(DoubletsGame::from_record(&record, 0).timeline.ply(), answers),
                None => game,
            }
        }
    });
    let answered = game.asked.as_ref().is_some_and(|asked| asked.answered);
    use_solved(answered, props.asking.as_ref().map(|asking| asking.on_solved.clone()));
    let saved = use_saved_offer(opening.offer.clone());
    let draft = use_state(|| props.setup.rules);
    // The address always holds the game, so a reload or a shared link opens it again; and
    // the game is kept in this browser, with the step on screen, the seats and the comments,
    // as it changes. A link's game is the player's once they seat someone or write on it.
    let opened_study = use_memo((), {
        let study = game.study.clone();
        move |()| study
    });
    let touched = game.players != Players::default() || game.study != *opened_study;
    // A lesson's step is kept in its address alone.
    let (beside, keeping) = match &props.query {
        Some(query) => (Some(query.to_string()), Keeping::Lesson),
        None => (None, opening.keeping.clone()),
    };
    use_kept((game.timeline.clone(), game.players, game.study.clone()), keeping, beside, touched, saved.clone(), {
        let game = game.clone();
        move || game.kept()
    });
    let at = game.looking_back().then(|| game.timeline.ply());
    let (on_share, shared) = use_share(&(game.timeline.clone(), game.study.clone()), at);
    let (odds, choose, ask_review) = use_doublets_worker(&game);
    use_doublets_keys(game.dispatcher());
    let position = game.position();
    browser::use_awake(position.winner().is_none());
    use_computer_pace(&game, choose.clone());

    let on_tap = {
        let game = game.dispatcher();
        Callback::from(move |(side, point)| game.dispatch(DoubletsAction::TapPoint(side, point)))
    };
    html! {
        <main class={classes!("screen", "doublets-screen", game.animate.then_some("animated"))} data-game="doublets"
            data-to-move={position.to_move().name()} data-result={position.winner().map_or("", Colour::name)}
            data-rules={position.rules().name()} data-players={game.players.name()}
            data-browsing={game.looking_back().then_some("true")}
            data-question={game.asked.as_ref().filter(|asked| !asked.answered).map(|_| "open")}
            data-answer={answer(&game)}>
            <header class="bar">
                <a class="home" href="?">{ "← fogliaccio" }</a>
                <h1>{ (DOUBLETS[lang].rule_set)(position.rules()) }</h1>
                <a class="rules-link" href="?rules=doublets">{ COMMON[lang].rules }</a>
            </header>
            <Messages game={game.clone()} {saved} />
            <DiceRow game={game.clone()} on_computer={choose.reform(|_: MouseEvent| Chooser::Person)} />
            <div class="board-wrap">
                <DoubletsTable black={position.table(Colour::Black).clone()} white={position.table(Colour::White).clone()}
                    men={position.rules().men()} choices={game.choices().points()} {on_tap} />
            </div>
            { study::comment(game.notes()) }
            <Panel game={game.clone()} {odds} {ask_review} {on_share} {shared} {draft} />
        </main>
    }
}
