//! Practice mode, the source article's own widget: the page hides a random set, the
//! player ticks elements of {1..5} and asks, and counts the questions until the hit. A
//! lesson's step is a round of it with its hidden set and its first questions given, and a
//! question of its own: the card the reader must ask.

use yew::prelude::*;

use super::card::Card;
use super::lattice::Lattice;
use crate::games::shugoron::{Answer, Cards, Knowledge, Question, SetCard};
use crate::i18n::Lang;
use crate::i18n::lesson::LESSON;
use crate::i18n::shugoron::SHUGORON;
use crate::rng::Rng;
use crate::ui::language::use_lang;
use crate::ui::lesson::Asking;
use crate::ui::study::use_solved;

/// One round: the secret, the ticked set, and what was asked so far; in a lesson, the
/// cards that answer its question and how the reader's last try fared.
#[derive(Clone, Debug, PartialEq)]
struct Round {
    secret: SetCard,
    ticked: SetCard,
    knowledge: Knowledge,
    asked: Vec<(SetCard, Answer)>,
    answers: Vec<SetCard>,
    /// `Some(true)` once the lesson's question is answered; `Some(false)` after a card that
    /// does not answer it, which is not asked.
    verdict: Option<bool>,
}

impl Round {
    fn new(seed: u64) -> Round {
        let secret = SetCard::from_bits(Rng::seed(seed).below(32) as u8).unwrap_or(SetCard::EMPTY);
        Round::given(secret, &[], Vec::new())
    }

    /// A lesson's round: `secret` hidden, the cards `before` asked, `answers` the question's.
    fn given(secret: SetCard, before: &[SetCard], answers: Vec<SetCard>) -> Round {
        let knowledge = Knowledge::fresh(Cards::NONE);
        let fresh = Round { secret, ticked: SetCard::EMPTY, knowledge, asked: Vec::new(), answers, verdict: None };
        before.iter().fold(fresh, |round, &card| Round { ticked: card, ..round }.asked_now()).cleared()
    }

    fn found(&self) -> bool {
        self.asked.last().is_some_and(|&(_, answer)| answer == Answer::Equal)
    }

    /// Whether a lesson's question waits for its answer.
    fn questioning(&self) -> bool {
        !self.answers.is_empty() && self.verdict != Some(true)
    }

    /// The ticked card asked, or refused if the lesson's question waits for another.
    fn ask(&self) -> Round {
        if self.questioning() && !self.answers.contains(&self.ticked) {
            return Round { verdict: Some(false), ..self.clone() };
        }
        let verdict = if self.questioning() { Some(true) } else { self.verdict };
        Round { verdict, ..self.asked_now() }
    }

    fn asked_now(&self) -> Round {
        let answer = Answer::between(self.secret, self.ticked);
        let mut next = self.clone();
        next.knowledge.hear(Question::Card(self.ticked), crate::games::shugoron::Reply::Card(answer));
        next.asked.push((self.ticked, answer));
        next
    }

    /// Nothing ticked.
    fn cleared(self) -> Round {
        Round { ticked: SetCard::EMPTY, ..self }
    }

    /// This round with `ticked` ticked, a wrong answer's word gone.
    fn ticking(&self, ticked: SetCard) -> Round {
        Round { ticked, verdict: self.verdict.filter(|&right| right), ..self.clone() }
    }

    /// The status line in `lang`: a wrong answer's word, the set found (in practice, with how
    /// to play again), or how many questions so far.
    fn status(&self, lang: Lang, lesson: bool) -> String {
        let words = &SHUGORON[lang].practice;
        match self.verdict {
            Some(false) => LESSON[lang].not_the_answer.to_owned(),
            _ if self.found() && lesson => (words.found)(self.secret, self.asked.len()),
            _ if self.found() => format!("{}{}", (words.found)(self.secret, self.asked.len()), words.again),
            _ => (words.hidden)(self.asked.len()),
        }
    }

    /// A lesson's hooks (CONTRACT.md §1): `data-question` while its question waits, and
    /// `data-answer` after the reader's card.
    fn question_hooks(&self) -> (Option<&'static str>, Option<&'static str>) {
        match self.verdict {
            _ if self.answers.is_empty() => (None, None),
            Some(true) => (None, Some("right")),
            Some(false) => (Some("open"), Some("wrong")),
            None => (Some("open"), None),
        }
    }
}

/// A lesson's step played in practice: the hidden set, the cards asked before, the question.
#[derive(Clone, Debug, PartialEq)]
pub struct PracticeLesson {
    pub secret: SetCard,
    pub before: Vec<SetCard>,
    pub asking: Asking<SetCard>,
}

#[derive(Properties, PartialEq)]
pub struct PracticeProps {
    pub seed: u64,
    /// A lesson's round, in place of a random one.
    #[prop_or_default]
    pub lesson: Option<PracticeLesson>,
    pub lattice: bool,
    pub on_reset: Callback<()>,
    pub on_lattice: Callback<()>,
}

/// The round on screen: a new one for a new seed or another lesson step (not for a new
/// callback), and the lesson told once its question is answered.
#[hook]
fn use_round(props: &PracticeProps) -> UseStateHandle<Round> {
    let first = {
        let lesson = props.lesson.clone();
        move |seed| match &lesson {
            Some(lesson) => Round::given(lesson.secret, &lesson.before, lesson.asking.answers.clone()),
            None => Round::new(seed),
        }
    };
    let round = use_state_eq(|| first(props.seed));
    {
        let round = round.clone();
        let step =
            props.lesson.as_ref().map(|lesson| (lesson.secret, lesson.before.clone(), lesson.asking.answers.clone()));
        use_effect_with((props.seed, step), move |(seed, _)| round.set(first(*seed)));
    }
    use_solved(round.verdict == Some(true), props.lesson.as_ref().map(|lesson| lesson.asking.on_solved.clone()));
    round
}

#[component]
pub fn Practice(props: &PracticeProps) -> Html {
    let lang = use_lang();
    let screen = &SHUGORON[lang];
    let words = &screen.practice;
    let round = use_round(props);
    let found = round.found();
    let ticks = (1..=5u8).map(|e| {
        let on = round.ticked.has(e);
        let onclick = {
            let round = round.clone();
            Callback::from(move |_: MouseEvent| round.set(round.ticking(round.ticked.toggled(e))))
        };
        html! {
            <button class={classes!("tick", on.then_some("on"))} data-element={e.to_string()}
                aria-pressed={on.to_string()} aria-label={(words.element)(e)} disabled={found} {onclick}>
                { e.to_string() }
            </button>
        }
    });
    let on_ask = {
        let round = round.clone();
        Callback::from(move |_: MouseEvent| {
            if !round.found() {
                round.set(round.ask());
            }
        })
    };
    let on_pick = {
        let round = round.clone();
        Callback::from(move |ticked| {
            if !round.found() {
                round.set(round.ticking(ticked));
            }
        })
    };
    let on_reset = props.on_reset.reform(|_: MouseEvent| ());
    let on_lattice = props.on_lattice.reform(|_: MouseEvent| ());
    let answers = round.asked.iter().enumerate().rev().map(|(i, &(set, answer))| {
        html! { <li key={i}><span class="ply">{ format!("{}.", i + 1) }</span>{ format!("{set}: {}", (words.explained)(answer)) }</li> }
    });
    let last = round.knowledge.clues().last().map(|c| c.ruled_out).unwrap_or_default();
    let lesson = props.lesson.is_some();
    let status = round.status(lang, lesson);
    let (question, answer) = round.question_hooks();
    html! {
        <section class="practice" data-question={question} data-answer={answer}>
            if !lesson {
                <p class="how" data-testid="how">{ words.how }</p>
            }
            <p class="status" data-testid="status" aria-live="polite">{ status }</p>
            <div class="ticks" role="group" aria-label={words.ticks}>{ for ticks }</div>
            <div class="practice-row">
                <Card set={round.ticked} />
                <div class="controls">
                    <button data-action="ask" disabled={found} onclick={on_ask}>{ words.ask }</button>
                    if !lesson {
                        <button data-action="new" onclick={on_reset}>{ words.reset }</button>
                    }
                    <button data-action="lattice" aria-pressed={props.lattice.to_string()} onclick={on_lattice}>
                        { if props.lattice { screen.hide_lattice } else { screen.show_lattice } }
                    </button>
                </div>
            </div>
            if found {
                <div class="revealed"><Card set={round.secret} class={classes!("hidden-set")} /></div>
            }
            if props.lattice {
                <Lattice candidates={round.knowledge.candidates()} just_ruled_out={last} spent={Cards::NONE}
                    asked={round.asked.iter().map(|a| a.0).collect::<Cards>()} {on_pick} />
            }
            <ol class="answers" data-testid="answers">{ for answers }</ol>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(text: &str) -> SetCard {
        text.parse().unwrap()
    }

    #[test]
    fn a_lessons_round_asks_its_cards_before_and_refuses_a_card_that_does_not_answer_it() {
        let round = Round::given(card("24"), &[card("2"), card("3")], vec![card("24")]);
        assert_eq!(round.asked, vec![(card("2"), Answer::Larger), (card("3"), Answer::Unrelated)]);
        assert_eq!(round.ticked, SetCard::EMPTY);
        let wrong = Round { ticked: card("4"), ..round.clone() }.ask();
        assert_eq!((wrong.verdict, wrong.asked.len()), (Some(false), 2));
        let right = Round { ticked: card("24"), ..wrong }.ask();
        assert_eq!((right.verdict, right.found()), (Some(true), true));
    }

    #[test]
    fn a_practice_round_asks_whatever_is_ticked() {
        let round = Round { ticked: card("1"), ..Round::new(7) }.ask();
        assert_eq!((round.asked.len(), round.verdict), (1, None));
    }
}
