//! Each player's score in the panel: the hits, the used pile, and once the game is over the
//! last hidden set revealed.

use yew::prelude::*;

use super::card::Card;
use super::state::ShugoronGame;
use crate::games::shugoron::Player;
use crate::i18n::shugoron::SHUGORON;
use crate::ui::language::use_lang;

#[derive(Properties, PartialEq)]
pub struct ScoresProps {
    pub game: UseReducerHandle<ShugoronGame>,
}

/// A score a player, the player to move marked while the game goes on.
#[component]
pub fn Scores(props: &ScoresProps) -> Html {
    let words = &SHUGORON[use_lang()];
    let game = &props.game;
    let table = game.table();
    let over = table.ending().is_some();
    let scores = Player::ALL.map(|p| {
        let used = table.used(p).sorted_by_size();
        let hits = usize::from(table.hits(p));
        html! {
            <div class={classes!("score", (table.to_move() == p && !over).then_some("to-move"))} data-player={p.name()}>
                <h2>{ (words.seat)(game.seat(p)) }<span class="hits" data-hits={hits.to_string()}>{ format!(" · {}", (words.hits)(hits)) }</span></h2>
                // Revealed at the end: each player's last hidden set.
                if over {
                    if let Some(secret) = table.hidden(p) {
                        <p class="reveal">{ words.hidden_set }<Card set={secret} class={classes!("hidden-set")} /></p>
                    }
                }
                <p class="pile-label">{ (words.used_pile)(used.len()) }</p>
                <div class="used-pile">{ for used.into_iter().map(|set| html! { <Card key={set.bits()} {set} class={classes!("spent")} /> }) }</div>
            </div>
        }
    });
    html! { <div class="scores">{ for scores }</div> }
}
