//! The page: a Yew app of function components. Each game screen keeps its state in a
//! `use_reducer` over the engine; the reducers are pure, and whatever touches the browser
//! (the address, later storage and workers) runs in effects or in [`browser`]. The page's
//! language reaches every component through a context ([`language`]).

mod bench;
mod browser;
mod computer;
mod connection;
mod diagram;
mod document;
mod doublets;
mod embed_code;
mod embedded;
mod figures;
mod hex;
mod home;
mod language;
mod lesson;
mod record;
mod records;
mod review_graph;
mod route;
mod rules;
mod saved;
mod share;
mod shugoron;
mod study;
mod twixt;
mod widgets;
mod zoom;

use yew::prelude::*;

use crate::games::GameKind;
use crate::games::connection::ConnectionGame;
use crate::i18n::Lang;
use crate::i18n::notices::NOTICES;
use crate::worker::Benched;
use language::LangPicker;
use lesson::{LessonScreen, Taught};
use route::{AddressProblem, Route};
use widgets::Notice;

/// A notice above every screen, about the page as a whole.
#[derive(Clone, Debug, PartialEq, Eq)]
enum PageNotice {
    Address(AddressProblem),
    /// The language saved in this browser, which names none the page speaks.
    SavedLang(String),
}

impl PageNotice {
    fn text(&self, lang: Lang) -> String {
        match self {
            PageNotice::Address(problem) => problem.text(lang),
            PageNotice::SavedLang(text) => (NOTICES[lang].saved_lang_unknown)(text),
        }
    }
}

/// The screens one build of the page holds. The home screen and each game have a build of
/// their own, so that a first visit, a game's screen and above all a board embedded in a blog
/// post load a fraction of the page; index.html's loader starts the build an address needs.
pub trait Build: 'static {
    /// What this build holds (a constant, so that the other screens are not compiled into it).
    const HOLDS: Holds;
}

/// The screens of one build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holds {
    /// The home screen and the rules pages, which draw every game's board in miniature (the
    /// `home` build): an address that names no game (or one the page does not know, said in
    /// a notice), or `?rules=<id>`.
    Home,
    /// One game's screens (the `hex`, `twixt`, `doublets` and `shugoron` builds): its games,
    /// new, from a link or saved, and its bench: `?game=<id>`, `?bench=<id>`, or a `#g=` link
    /// of that game.
    Game(GameKind),
}

impl Holds {
    /// Whether a build holding this shows the screens of `game` (none: the home screen).
    const fn shows(self, game: Option<GameKind>) -> bool {
        match (self, game) {
            (Holds::Home, None) => true,
            (Holds::Game(held), Some(game)) => held as u8 == game as u8,
            _ => false,
        }
    }
}

/// Declares each game's build marker: `HexOnly` holds Hex's screens alone, and so on.
macro_rules! game_builds {
    ($($marker:ident: $game:ident),+ $(,)?) => {$(
        #[doc = concat!("The `", stringify!($game), "` game's screens alone: its build.")]
        pub enum $marker {}

        impl Build for $marker {
            const HOLDS: Holds = Holds::Game(GameKind::$game);
        }
    )+};
}

game_builds! { HexOnly: Hex, TwixtOnly: Twixt, DoubletsOnly: Doublets, ShugoronOnly: Shugoron }

/// The home screen alone: the `home` build.
pub enum HomeOnly {}

impl Build for HomeOnly {
    const HOLDS: Holds = Holds::Home;
}

/// The whole page: reads the address once, then shows the screen it asks for, in the
/// language chosen, with the language picker in its corner.
#[component]
pub fn App<B: Build>() -> Html {
    let (route, at, embed, first_lang, notices) = use_memo((), |()| {
        let fragment = browser::fragment();
        let (route, mut problems) = route::parse_record(&fragment, |game| B::HOLDS.shows(Some(game)))
            .unwrap_or_else(|| route::parse(browser::query_param));
        let at = route::shown_ply(&fragment, &route).unwrap_or_else(|problem| {
            problems.push(problem);
            None
        });
        let notes = route::study_notes(&fragment).map(AttrValue::from);
        let (puzzle, lesson) = taught::<B>(&route, &mut problems);
        let embed = route::embedded(browser::query_param).unwrap_or_else(|problem| {
            problems.push(problem);
            false
        });
        let review = route::reviewed(browser::query_param).unwrap_or_else(|problem| {
            problems.push(problem);
            false
        });
        let asked = route::language(browser::query_param).unwrap_or_else(|problem| {
            problems.push(problem);
            None
        });
        let (lang, unknown_saved) = language::initial(asked);
        let mut notices: Vec<PageNotice> = problems.into_iter().map(PageNotice::Address).collect();
        notices.extend(unknown_saved.map(PageNotice::SavedLang));
        (route, Linked { at, notes, review, puzzle, lesson }, embed, lang, notices)
    })
    .as_ref()
    .clone();
    let lang = use_state_eq(|| first_lang);
    use_effect_with(embed, |&embed| browser::body_class("embed", embed));
    use_effect_with(*lang, |lang| browser::document_lang(lang.name()));
    document::use_document(&route, *lang);
    let on_pick = {
        let lang = lang.setter();
        Callback::from(move |picked: Lang| {
            // An embedded board's reader picks for this frame alone.
            if !embed {
                language::remember(picked);
            }
            lang.set(picked);
        })
    };
    let notices_shown = use_state_eq(|| notices);
    let notices = notices_shown.iter().enumerate().map(|(i, notice)| {
        let notices_shown = notices_shown.clone();
        let on_dismiss = Callback::from(move |()| {
            let mut rest = (*notices_shown).clone();
            rest.remove(i);
            notices_shown.set(rest);
        });
        html! { <Notice text={notice.text(*lang)} {on_dismiss} /> }
    });
    html! {
        <ContextProvider<Lang> context={*lang}>
            <ContextProvider<embedded::Embedded> context={embedded::Embedded(embed)}>
                <LangPicker lang={*lang} {on_pick} />
                <div class="address-notices">{ for notices }</div>
                { screen::<B>(route, at, *lang) }
            </ContextProvider<embedded::Embedded>>
        </ContextProvider<Lang>>
    }
}

/// The Hex puzzle (`&puzzle=`) or the lesson's step (`&lesson=`) the address asks of a
/// game's route, in a build that holds the game; what it names wrongly goes to `problems`.
/// A lesson's step keeps `lesson=` in its address beside its game, so that a reload opens
/// the lesson again: a route with a record reads it too.
fn taught<B: Build>(route: &Route, problems: &mut Vec<AddressProblem>) -> (Option<route::PuzzlePick>, Option<usize>) {
    let lesson = match route {
        Route::Hex(_) | Route::HexRecord(_) if const { holds::<B>(GameKind::Hex) } => {
            Some(<crate::games::hex::Hex as Taught>::LESSON)
        }
        Route::Twixt(_) | Route::TwixtRecord(_) if const { holds::<B>(GameKind::Twixt) } => {
            Some(<crate::games::twixt::Twixt as Taught>::LESSON)
        }
        Route::Doublets(_) | Route::DoubletsRecord(_) if const { holds::<B>(GameKind::Doublets) } => {
            Some(&doublets::LESSON)
        }
        Route::Shugoron(_) if const { holds::<B>(GameKind::Shugoron) } => Some(&shugoron::LESSON),
        _ => None,
    };
    let (step, wrong_step) =
        lesson.map_or((None, None), |lesson| route::lesson(browser::query_param, lesson.steps.len()));
    let (puzzle, wrong_puzzle) = match route {
        Route::Hex(_) if const { holds::<B>(GameKind::Hex) } => {
            route::puzzle(browser::query_param, crate::ai::hex::puzzles::COUNT)
        }
        _ => (None, None),
    };
    problems.extend(wrong_step.into_iter().chain(wrong_puzzle));
    (puzzle, step)
}

/// Whether build `B` shows `game`'s screens.
const fn holds<B: Build>(game: GameKind) -> bool {
    B::HOLDS.shows(Some(game))
}

/// What a link asks of the game it opens, beside the game: the move to show (`&at=`), the
/// study's notes (`&n=`), the review (`&review=1`).
#[derive(Clone, Debug, PartialEq)]
struct Linked {
    at: Option<usize>,
    notes: Option<AttrValue>,
    review: bool,
    /// The Hex puzzle asked for (`&puzzle=`), in place of a new game.
    puzzle: Option<route::PuzzlePick>,
    /// The step of the game's lesson asked for (`&lesson=`), from 0, in place of its game.
    lesson: Option<usize>,
}

/// The screen `route` asks for, if build `B` holds it; a game from a link shows what the
/// link asks (`linked`). Each arm's test is a constant, so a build holds no code of the
/// screens it leaves out.
fn screen<B: Build>(route: Route, linked: Linked, lang: Lang) -> Html {
    let Linked { at, notes, review, puzzle, lesson } = linked;
    // A lesson's step is read only by its game's routes, in a build that holds it.
    if let Some(step) = lesson {
        match route {
            Route::Hex(_) | Route::HexRecord(_) if const { holds::<B>(GameKind::Hex) } => {
                return html! { <LessonScreen<crate::games::hex::Hex> {step} /> };
            }
            Route::Twixt(_) | Route::TwixtRecord(_) if const { holds::<B>(GameKind::Twixt) } => {
                return html! { <LessonScreen<crate::games::twixt::Twixt> {step} /> };
            }
            Route::Doublets(_) | Route::DoubletsRecord(_) if const { holds::<B>(GameKind::Doublets) } => {
                return html! { <doublets::DoubletsLessonScreen {step} /> };
            }
            Route::Shugoron(_) if const { holds::<B>(GameKind::Shugoron) } => {
                return html! { <shugoron::ShugoronLessonScreen {step} /> };
            }
            _ => {}
        }
    }
    match route {
        Route::Home if const { B::HOLDS.shows(None) } => html! { <home::Home /> },
        Route::Rules(game) if const { B::HOLDS.shows(None) } => html! { <rules::RulesPage {game} /> },
        Route::Hex(setup) if const { holds::<B>(GameKind::Hex) } => match puzzle {
            Some(picked) => html! { <hex::PuzzleScreen {picked} /> },
            None => html! { <hex::HexScreen {setup} /> },
        },
        Route::HexRecord(record) if const { holds::<B>(GameKind::Hex) } => html! {
            <hex::HexScreen setup={crate::games::hex::Hex::setup_of(&record)} record={Some(record)} {at} {review} {notes} />
        },
        Route::Shugoron(setup) if const { holds::<B>(GameKind::Shugoron) } => {
            html! { <shugoron::ShugoronScreen {setup} /> }
        }
        Route::Twixt(setup) if const { holds::<B>(GameKind::Twixt) } => html! { <twixt::TwixtScreen {setup} /> },
        Route::TwixtRecord(record) if const { holds::<B>(GameKind::Twixt) } => html! {
            <twixt::TwixtScreen setup={crate::games::twixt::Twixt::setup_of(&record)} record={Some(record)} {at} {review} {notes} />
        },
        Route::Doublets(setup) if const { holds::<B>(GameKind::Doublets) } => {
            html! { <doublets::DoubletsScreen {setup} /> }
        }
        Route::DoubletsRecord(record) if const { holds::<B>(GameKind::Doublets) } => html! {
            <doublets::DoubletsScreen setup={route::DoubletsSetup::of(&record)} record={Some(record)} {at} {notes} />
        },
        Route::Bench(engine @ Benched::Hex(_)) if const { holds::<B>(GameKind::Hex) } => {
            html! { <bench::BenchPage {engine} seconds={2.0} /> }
        }
        Route::Bench(engine @ Benched::Twixt(_)) if const { holds::<B>(GameKind::Twixt) } => {
            html! { <bench::BenchPage {engine} seconds={2.0} /> }
        }
        _ => unheld(lang),
    }
}

/// The loader started a build without the address's screen (a fault of the page): said,
/// with the way home (whose build the loader starts).
fn unheld(lang: Lang) -> Html {
    html! {
        <main class="screen unheld">
            <p class="notice" role="alert" data-testid="notice" data-unheld="">{ NOTICES[lang].unheld_screen }</p>
            <a class="home" href="?">{ "← fogliaccio" }</a>
        </main>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_build_shows_its_own_game_and_no_other_screen() {
        let hex = Holds::Game(GameKind::Hex);
        assert!(hex.shows(Some(GameKind::Hex)));
        assert!(!hex.shows(Some(GameKind::Twixt)));
        assert!(!hex.shows(None));
        assert!(Holds::Home.shows(None));
        assert!(GameKind::ALL.into_iter().all(|game| !Holds::Home.shows(Some(game))));
    }
}
