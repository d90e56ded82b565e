//! The question log in the panel: every question as everybody saw it, and once the game is
//! over each one reviewed against the best.

use yew::prelude::*;

use super::state::ShugoronGame;
use crate::ai::shugoron::review;
use crate::games::shugoron::{Asked, Question};
use crate::i18n::review::REVIEW;
use crate::i18n::shugoron::{SHUGORON, Shugoron};
use crate::ui::language::use_lang;

/// One question of the log, as everybody saw it.
fn log_line(game: &ShugoronGame, asked: &Asked, words: &Shugoron) -> String {
    let (seat, reply) = (game.seat(asked.asker), (words.reply)(asked.reply));
    match asked.question {
        Question::Card(card) => (words.log_card)(seat, card, reply),
        Question::Naming { card, named } => (words.log_named)(seat, card, named, reply),
    }
}

#[derive(Properties, PartialEq)]
pub struct QuestionLogProps {
    pub game: UseReducerHandle<ShugoronGame>,
}

/// The questions asked, in order, each reviewed once the game is over.
#[component]
pub fn QuestionLog(props: &QuestionLogProps) -> Html {
    let lang = use_lang();
    let words = &SHUGORON[lang];
    let game = &props.game;
    let table = game.table();
    // Once over, each question reviewed: the best question depends on the asker's hand,
    // which is secret while the game goes on. (The log is not shown in practice.)
    let reviewed = if table.ending().is_some() { review(&game.record) } else { Vec::new() };
    let log = table.log().iter().enumerate().map(|(i, asked)| {
        let said = reviewed.get(i).map(|r| (REVIEW[lang].asked)(r.candidates, r.worst, r.best_worst));
        let (worst, best) =
            (reviewed.get(i).map(|r| r.worst.to_string()), reviewed.get(i).map(|r| r.best_worst.to_string()));
        html! {
            <li key={i} data-worst={worst} data-best-worst={best}>
                { log_line(game, asked, words) }
                if let Some(said) = said {
                    <span class="reviewed">{ format!(" · {said}") }</span>
                }
            </li>
        }
    });
    html! {
        <ol class="question-log" aria-label={words.questions} data-testid="log">{ for log }</ol>
    }
}
