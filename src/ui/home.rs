//! The home screen: the four games, each with its board in miniature, what each is, and a
//! game in progress to continue.

use yew::prelude::*;

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
        </main>
    }
}
