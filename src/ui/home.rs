//! The home screen: the four games, what each is, and a game in progress to continue.

use yew::prelude::*;

use super::route::{GameKind, Route};

fn blurb(game: GameKind) -> &'static str {
    match game {
        GameKind::Hex => "Join your two edges of a rhombus of hexagons. Piet Hein, 1942; John Nash, 1948.",
        GameKind::Twixt => "Pegs and bridges on a 24×24 board: link your borders. Alex Randolph, 1962.",
        GameKind::Doublets => "Race games on one table of a backgammon board: Doublets, Cotton's rules, Doblet, Dames rabattues, Ofanfelling.",
        GameKind::Shugoron => "Deduce your opponent's hidden set with the set playing cards.",
    }
}

#[component]
pub fn Home() -> Html {
    let cards = GameKind::ALL.into_iter().map(|game| {
        let play = Route::new_game(game).query();
        let saved = match game {
            GameKind::Hex => super::hex::saved_link(),
            _ => None,
        };
        html! {
            <li class="game-card" data-game-card={game.id()}>
                <h2>{ game.title() }</h2>
                <p>{ blurb(game) }</p>
                <div class="card-actions">
                    if let Some((href, what)) = saved {
                        <a class="play continue" {href} data-action="continue">{ format!("Continue ({what})") }</a>
                    }
                    <a class="play" href={play}>{ "Play" }</a>
                    <a href={Route::Rules(game).query()}>{ "Rules" }</a>
                </div>
            </li>
        }
    });
    html! {
        <main class="screen home">
            <header class="masthead">
                <h1>{ "fogliaccio" }</h1>
                <p>{ "A pocket games parlour: games from old newsletters, encyclopaedias and blogs, for two players on one tablet." }</p>
            </header>
            <ul class="games">{ for cards }</ul>
        </main>
    }
}
