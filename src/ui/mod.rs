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
mod figures;
mod hex;
mod home;
mod language;
mod record;
mod records;
mod review_graph;
mod route;
mod rules;
mod saved;
mod share;
mod shugoron;
mod twixt;
mod widgets;
mod zoom;

use yew::prelude::*;

use crate::i18n::Lang;
use crate::i18n::notices::NOTICES;
use language::LangPicker;
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

/// The screens one build of the page holds. The home screen has a build of its own that
/// holds no game, so a first visit loads a fraction of the page; index.html's loader starts
/// the build an address needs (`home` when it names no screen: no `game`, `rules`, `bench`
/// nor `#g=`; else `app`).
pub trait Build: 'static {
    /// Whether this build holds every screen, else the home screen alone (a constant, so
    /// that the other screens are not compiled into it).
    const EVERY_SCREEN: bool;
}

/// Every screen: the `app` build.
pub enum Whole {}

impl Build for Whole {
    const EVERY_SCREEN: bool = true;
}

/// The home screen alone: the `home` build.
pub enum HomeOnly {}

impl Build for HomeOnly {
    const EVERY_SCREEN: bool = false;
}

/// The whole page: reads the address once, then shows the screen it asks for, in the
/// language chosen, with the language picker in its corner.
#[component]
pub fn App<B: Build>() -> Html {
    let (route, at, review, embed, first_lang, notices) = use_memo((), |()| {
        let fragment = browser::fragment();
        let (route, mut problems) = if B::EVERY_SCREEN {
            route::parse_record(&fragment).unwrap_or_else(|| route::parse(browser::query_param))
        } else {
            (Route::Home, Vec::new())
        };
        let at = route::shown_ply(&fragment).unwrap_or_else(|problem| {
            problems.push(problem);
            None
        });
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
        (route, at, review, embed, lang, notices)
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
            language::remember(picked);
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
            <LangPicker lang={*lang} {on_pick} />
            <div class="address-notices">{ for notices }</div>
            { if B::EVERY_SCREEN { screen(route, at, review) } else { html! { <home::Home /> } } }
        </ContextProvider<Lang>>
    }
}

/// The screen `route` asks for; a game from a link shows its move `at`, and its review,
/// if the link asks.
fn screen(route: Route, at: Option<usize>, review: bool) -> Html {
    match route {
        Route::Home => html! { <home::Home /> },
        Route::Rules(game) => html! { <rules::RulesPage {game} /> },
        Route::Hex(setup) => html! { <hex::HexScreen {setup} /> },
        Route::HexRecord(record) => html! {
            <hex::HexScreen setup={route::HexSetup::of(&record)} record={Some(record)} {at} {review} />
        },
        Route::Shugoron(setup) => html! { <shugoron::ShugoronScreen {setup} /> },
        Route::Twixt(setup) => html! { <twixt::TwixtScreen {setup} /> },
        Route::TwixtRecord(record) => html! {
            <twixt::TwixtScreen setup={route::TwixtSetup::of(&record)} record={Some(record)} {at} {review} />
        },
        Route::Doublets(setup) => html! { <doublets::DoubletsScreen {setup} /> },
        Route::DoubletsRecord(record) => html! {
            <doublets::DoubletsScreen setup={route::DoubletsSetup::of(&record)} record={Some(record)} {at} />
        },
        Route::Bench(engine) => html! { <bench::BenchPage {engine} seconds={2.0} /> },
    }
}
