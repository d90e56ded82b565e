//! The home screen: the four games, each with its board in miniature, what each is, and a
//! game in progress to continue.

use yew::prelude::*;

use super::browser::{self, Offline};
use super::figures::Figure;
use super::language::use_lang;
use super::route::Route;
use super::saved::saved_links;
use crate::games::GameKind;
use crate::i18n::common::COMMON;
use crate::i18n::home::HOME;

#[component]
pub fn Home() -> Html {
    let lang = use_lang();
    let (common, words) = (&COMMON[lang], &HOME[lang]);
    let cards = GameKind::ALL.into_iter().map(|game| {
        let play = Route::new_game(game).query();
        let mut saved = match game {
            GameKind::Hex => saved_links::<crate::games::hex::Record>(lang),
            GameKind::Twixt => saved_links::<crate::games::twixt::Record>(lang),
            GameKind::Doublets => saved_links::<crate::games::doublets::record::Record>(lang),
            // shUgorØn offers its saved game on its own screen, behind the privacy screen.
            GameKind::Shugoron => Vec::new(),
        }
        .into_iter();
        let last = saved.next();
        let others: Vec<_> = saved.collect();
        html! {
            <li class="game-card" data-game-card={game.id()}>
                <div class="card-picture"><Figure {game} /></div>
                <h2>{ common.titles[game] }</h2>
                <p>{ words.blurbs[game] }</p>
                <div class="card-actions">
                    if let Some((href, what)) = last {
                        <a class="play continue" {href} data-action="continue">{ (words.continue_game)(&what) }</a>
                    }
                    <a class="play" href={play}>{ common.play }</a>
                    <a href={Route::Rules(game).query()}>{ common.rules }</a>
                    <a href={format!("?game={}&lesson=1", game.id())} data-action="lesson">{ HOME[lang].first_lesson }</a>
                    if game == GameKind::Hex {
                        <a href="?game=hex&puzzle=day" data-action="puzzle-of-the-day">{ words.puzzle_of_the_day }</a>
                    }
                </div>
                if !others.is_empty() {
                    <p class="also-kept">{ words.also_kept }
                        { for others.into_iter().map(|(href, what)| html! {
                            <>{ " " }<a {href} data-action="continue-shelved">{ what }</a></>
                        }) }
                    </p>
                }
            </li>
        }
    });
    html! {
        <main class="screen home">
            <header class="masthead">
                <h1>{ "fogliaccio" }</h1>
                <p>{ words.tagline }</p>
            </header>
            <ul class="games">{ for cards }</ul>
            <OfflineChoice />
        </main>
    }
}

/// Bytes as a player reads a download's size: "1.9 MB", "240 KB".
fn size(bytes: u64) -> String {
    if bytes >= 1_000_000 { format!("{:.1} MB", bytes as f64 / 1e6) } else { format!("{} KB", bytes.div_ceil(1000)) }
}

/// Offline play, a documented choice (docs/page.md): the games opened are kept as they are
/// played; every other game only when the player asks here, knowing its size, or installs
/// the app. Nothing where the page has no service worker.
#[component]
fn OfflineChoice() -> Html {
    let words = &HOME[use_lang()];
    let answer = use_state_eq(|| None::<Offline>);
    let keeping = use_state_eq(|| false);
    let served = use_state_eq(|| true);
    use_effect_with((), {
        let (answer, served) = (answer.setter(), served.setter());
        move |()| served.set(browser::ask_offline(false, Callback::from(move |said| answer.set(Some(said)))))
    });
    let on_keep = {
        let (answer, keeping) = (answer.setter(), keeping.setter());
        Callback::from(move |_: MouseEvent| {
            keeping.set(true);
            let answer = answer.clone();
            browser::ask_offline(true, Callback::from(move |said| answer.set(Some(said))));
        })
    };
    let said = match *answer {
        _ if !*served => return html! {},
        None => return html! {},
        Some(Offline::ToFetch { files: 0, .. } | Offline::Kept(_)) => html! { <span>{ words.every_game_kept }</span> },
        Some(Offline::ToFetch { .. }) if *keeping => html! { <span role="status">{ words.keeping }</span> },
        Some(Offline::ToFetch { bytes, .. }) => html! {
            <>
                <span>{ words.offline_opened }</span>
                <button data-action="offline-all" onclick={on_keep}>{ (words.keep_every_game)(&size(bytes)) }</button>
            </>
        },
    };
    html! { <p class="offline-choice" data-testid="offline">{ said }</p> }
}
