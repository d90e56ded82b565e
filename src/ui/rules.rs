//! The rules page of each game, laid out from the texts of [`crate::i18n::rules`].

use yew::prelude::*;

use super::figures::Figure;
use super::language::use_lang;
use super::route::Route;
use crate::games::GameKind;
use crate::i18n::common::COMMON;
use crate::i18n::home::HOME;
use crate::i18n::rules::{Block, Item, PAGE, RULES};

#[derive(Properties, PartialEq)]
pub struct RulesPageProps {
    pub game: GameKind,
}

#[component]
pub fn RulesPage(props: &RulesPageProps) -> Html {
    let game = props.game;
    let lang = use_lang();
    let common = &COMMON[lang];
    html! {
        <main class="screen rules" data-rules={game.id()}>
            <header class="bar">
                <a class="home" href="?">{ "← fogliaccio" }</a>
                <h1>{ (PAGE[lang].title)(common.titles[game]) }</h1>
                <a class="play" href={Route::new_game(game).query()}>{ common.play }</a>
                <a href={format!("?game={}&lesson=1", game.id())} data-action="lesson">{ HOME[lang].first_lesson }</a>
            </header>
            <article class="rules-text">
                <figure class="rules-figure" data-figure={game.id()}>
                    <Figure {game} explained=true />
                    <figcaption>{ PAGE[lang].figure[game] }</figcaption>
                </figure>
                { for RULES[game][lang].iter().map(block) }
            </article>
        </main>
    }
}

fn block(block: &Block) -> Html {
    match *block {
        Block::Heading(text) => html! { <h2>{ text }</h2> },
        Block::Paragraph(text) => html! { <p>{ text }</p> },
        Block::List(items) => html! { <ul>{ for items.iter().map(item) }</ul> },
    }
}

fn item(item: &Item) -> Html {
    html! {
        <li>
            if let Some(term) = item.term {
                <b>{ term }</b>
            }
            { item.text }
        </li>
    }
}
