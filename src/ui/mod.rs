//! The page: a Yew app of function components. Each game screen keeps its state in a
//! `use_reducer` over the engine; the reducers are pure, and whatever touches the browser
//! (the address, later storage and workers) runs in effects or in [`browser`].

mod bench;
mod browser;
mod computer;
mod diagram;
mod doublets;
mod embed_code;
mod hex;
mod home;
mod record;
mod route;
mod rules;
mod saved;
mod share;
mod shugoron;
mod twixt;
mod widgets;

use yew::prelude::*;

use route::Route;
use widgets::Notice;

/// The whole page: reads the address once, then shows the screen it asks for.
#[component]
pub fn App() -> Html {
    let (route, embed, problems) = use_memo((), |()| {
        let (route, mut problems) =
            route::parse_record(&browser::fragment()).unwrap_or_else(|| route::parse(browser::query_param));
        let embed = route::embedded(browser::query_param).unwrap_or_else(|problem| {
            problems.push(problem);
            false
        });
        (route, embed, problems)
    })
    .as_ref()
    .clone();
    use_effect_with(embed, |&embed| browser::body_class("embed", embed));
    let problems_shown = use_state_eq(|| problems.iter().map(ToString::to_string).collect::<Vec<_>>());
    let notices = problems_shown.iter().enumerate().map(|(i, text)| {
        let problems_shown = problems_shown.clone();
        let on_dismiss = Callback::from(move |()| {
            let mut rest = (*problems_shown).clone();
            rest.remove(i);
            problems_shown.set(rest);
        });
        html! { <Notice text={text.clone()} {on_dismiss} /> }
    });
    html! {
        <>
            <div class="address-notices">{ for notices }</div>
            { match route {
                Route::Home => html! { <home::Home /> },
                Route::Rules(game) => html! { <rules::RulesPage {game} /> },
                Route::Hex(setup) => html! { <hex::HexScreen {setup} /> },
                Route::HexRecord(record) => html! {
                    <hex::HexScreen setup={route::HexSetup::of(&record)} record={Some(record)} />
                },
                Route::Shugoron(setup) => html! { <shugoron::ShugoronScreen {setup} /> },
                Route::Twixt(setup) => html! { <twixt::TwixtScreen {setup} /> },
                Route::TwixtRecord(record) => html! {
                    <twixt::TwixtScreen setup={route::TwixtSetup::of(&record)} record={Some(record)} />
                },
                Route::Doublets(setup) => html! { <doublets::DoubletsScreen {setup} /> },
                Route::Bench { size } => html! { <bench::BenchPage {size} seconds={2.0} /> },
            } }
        </>
    }
}
