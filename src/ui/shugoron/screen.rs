//! The shUgorØn screen: the status and the computer's line over the table, the table (the
//! player at the tablet, the privacy screen, or practice), and the panel (the scores, the
//! question log, "New game"). The screen holds the game and its effects; each part of it is
//! a component of its own.

use yew::prelude::*;

use super::log::QuestionLog;
use super::new_game::NewGame;
use super::saved;
use super::scores::Scores;
use super::state::{ShugoronAction, ShugoronGame};
use super::status::Messages;
use super::table_area::TableArea;
use super::worker::use_shugoron_worker;
use crate::i18n::common::COMMON;
use crate::ui::browser::{self, fresh_seed};
use crate::ui::language::use_lang;
use crate::ui::route::{ShugoronMode, ShugoronSetup};

#[derive(Properties, PartialEq)]
pub struct ShugoronScreenProps {
    pub setup: ShugoronSetup,
}

#[component]
pub fn ShugoronScreen(props: &ShugoronScreenProps) -> Html {
    let lang = use_lang();
    let game = use_reducer_eq({
        let setup = props.setup;
        move || ShugoronGame::new(setup, fresh_seed())
    });
    let draft = use_state_eq(|| props.setup.mode);
    let practice_seed = use_state_eq(fresh_seed);
    use_effect_with(game.setup, |setup| browser::replace_query(&setup.query()));
    // The game in progress is kept in this browser as it changes; the one kept before is
    // offered once, as the screen opens.
    use_effect_with((game.setup, game.record.clone()), |(setup, record)| saved::keep(*setup, record));
    let offer = use_state_eq(saved::saved);
    use_shugoron_worker(&game);

    let on_new = {
        let lattice = game.lattice;
        let game = game.dispatcher();
        let practice_seed = practice_seed.clone();
        let draft = *draft;
        Callback::from(move |_: MouseEvent| {
            practice_seed.set(fresh_seed());
            game.dispatch(ShugoronAction::New { setup: ShugoronSetup { mode: draft, lattice }, seed: fresh_seed() });
        })
    };
    let table = game.table();
    let practice = game.setup.mode == ShugoronMode::Practice;
    browser::use_awake(table.ending().is_none());
    html! {
        <main class="screen shugoron-screen" data-game="shugoron" data-to-move={table.to_move().name()}
            data-result={if practice { "" } else { table.result().unwrap_or("") }}>
            <header class="bar">
                <a class="home" href="?">{ "← fogliaccio" }</a>
                <h1>{ "shUgorØn" }</h1>
                <a class="rules-link" href="?rules=shugoron">{ COMMON[lang].rules }</a>
            </header>
            if !practice {
                <Messages game={game.clone()} {offer} />
            }
            <TableArea game={game.clone()} {practice_seed} />
            <aside class="panel">
                if !practice {
                    <Scores game={game.clone()} />
                    <QuestionLog game={game.clone()} />
                }
                <NewGame {draft} {on_new} />
            </aside>
        </main>
    }
}
