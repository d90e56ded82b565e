//! shUgorØn's first lesson (issue 46), played in practice: a card question and its four
//! answers; what answers tell, down to the one set left; and a question that tells two sets
//! apart, which in a game tells the opponent something too. Each step is a practice round:
//! its hidden set, the cards asked before (`24/2,234,3`), and the cards that answer it,
//! which a test proves from the rules.

use yew::prelude::*;

use super::practice::{Practice, PracticeLesson};
use crate::games::GameKind;
use crate::games::shugoron::SetCard;
use crate::i18n::common::COMMON;
use crate::i18n::lesson;
use crate::ui::language::use_lang;
use crate::ui::lesson::{Asking, Lesson, LessonBar, LessonProps, Step, use_lesson};

pub static LESSON: Lesson = Lesson {
    game: GameKind::Shugoron,
    steps: &[
        Step { record: "24/", answers: &["2"] },
        Step { record: "24/2,234,3", answers: &["24"] },
        Step { record: "13/1,135", answers: &["3", "5", "13", "15", "123", "125", "134", "145", "1234", "1245"] },
    ],
    words: &lesson::SHUGORON,
};

/// Step `n`'s round: the hidden set, the cards asked before, the cards that answer it.
fn step(n: usize) -> (SetCard, Vec<SetCard>, Vec<SetCard>) {
    let step = &LESSON.steps[n];
    let card = |text: &str| text.parse::<SetCard>().unwrap_or_else(|_| panic!("step {n}: {text}"));
    let (secret, before) = step.record.split_once('/').expect("a step is the hidden set / the cards asked");
    let before = before.split(',').filter(|text| !text.is_empty()).map(card).collect();
    (card(secret), before, step.answers.iter().map(|text| card(text)).collect())
}

/// The lesson's step in practice, under the lesson's bar, which says the step.
#[component]
pub fn ShugoronLessonScreen(props: &LessonProps) -> Html {
    let lang = use_lang();
    let n = props.step;
    let (done, on_solved) = use_lesson(&LESSON, n);
    let lattice = use_state_eq(|| true);
    let (secret, before, answers) = step(n);
    let asking = Asking { answers, on_solved };
    let on_lattice = {
        let lattice = lattice.clone();
        Callback::from(move |()| lattice.set(!*lattice))
    };
    html! {
        <>
            <LessonBar lesson={&LESSON} step={n} {done} tells=true />
            <main class="screen shugoron-screen" data-game="shugoron">
                <header class="bar">
                    <a class="home" href="?">{ "← fogliaccio" }</a>
                    <h1>{ "shUgorØn" }</h1>
                    <a class="rules-link" href="?rules=shugoron">{ COMMON[lang].rules }</a>
                </header>
                <Practice seed={0} lesson={Some(PracticeLesson { secret, before, asking })} lattice={*lattice}
                    on_reset={Callback::noop()} {on_lattice} />
            </main>
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::shugoron::{Answer, Cards, Knowledge, Question, Reply};

    /// The sets still possible after the cards asked before, with their answers.
    fn left(secret: SetCard, before: &[SetCard]) -> Vec<SetCard> {
        let mut knowledge = Knowledge::fresh(Cards::NONE);
        for &card in before {
            knowledge.hear(Question::Card(card), Reply::Card(Answer::between(secret, card)));
        }
        SetCard::all().filter(|&set| knowledge.candidates().has(set)).collect()
    }

    #[test]
    fn the_first_step_asks_a_card_that_is_not_the_hidden_set_and_is_answered_larger() {
        let (secret, before, answers) = step(0);
        assert!(before.is_empty());
        assert_eq!(answers.len(), 1);
        assert_eq!(Answer::between(secret, answers[0]), Answer::Larger);
    }

    #[test]
    fn the_second_steps_answers_leave_one_set_and_that_set_is_its_answer() {
        let (secret, before, answers) = step(1);
        assert_eq!(left(secret, &before), vec![secret]);
        assert_eq!(answers, vec![secret]);
    }

    #[test]
    fn the_third_steps_answers_are_exactly_the_cards_that_tell_its_two_sets_apart() {
        let (secret, before, answers) = step(2);
        let [one, other] = left(secret, &before)[..] else { panic!("two sets are left") };
        let apart: Vec<SetCard> =
            SetCard::all().filter(|&card| Answer::between(one, card) != Answer::between(other, card)).collect();
        let mut answers = answers;
        answers.sort_by_key(|card| card.bits());
        let mut apart = apart;
        apart.sort_by_key(|card| card.bits());
        assert_eq!(answers, apart);
    }
}
