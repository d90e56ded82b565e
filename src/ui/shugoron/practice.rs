//! Practice mode, the source article's own widget: the page hides a random set, the
//! player ticks elements of {1..5} and asks, and counts the questions until the hit.

use yew::prelude::*;

use super::card::Card;
use super::lattice::Lattice;
use crate::games::shugoron::{Answer, Cards, Knowledge, Question, SetCard};
use crate::i18n::shugoron::SHUGORON;
use crate::rng::Rng;
use crate::ui::language::use_lang;

/// One round: the secret, the ticked set, and what was asked so far.
#[derive(Clone, Debug, PartialEq)]
struct Round {
    secret: SetCard,
    ticked: SetCard,
    knowledge: Knowledge,
    asked: Vec<(SetCard, Answer)>,
}

impl Round {
    fn new(seed: u64) -> Round {
        let secret = SetCard::from_bits(Rng::seed(seed).below(32) as u8).unwrap_or(SetCard::EMPTY);
        Round { secret, ticked: SetCard::EMPTY, knowledge: Knowledge::fresh(Cards::NONE), asked: Vec::new() }
    }

    fn found(&self) -> bool {
        self.asked.last().is_some_and(|&(_, answer)| answer == Answer::Equal)
    }

    fn ask(&self) -> Round {
        let answer = Answer::between(self.secret, self.ticked);
        let mut next = self.clone();
        next.knowledge.hear(Question::Card(self.ticked), crate::games::shugoron::Reply::Card(answer));
        next.asked.push((self.ticked, answer));
        next
    }
}

#[derive(Properties, PartialEq)]
pub struct PracticeProps {
    pub seed: u64,
    pub lattice: bool,
    pub on_reset: Callback<()>,
    pub on_lattice: Callback<()>,
}

#[component]
pub fn Practice(props: &PracticeProps) -> Html {
    let screen = &SHUGORON[use_lang()];
    let words = &screen.practice;
    let round = use_state_eq(|| Round::new(props.seed));
    {
        let round = round.clone();
        use_effect_with(props.seed, move |&seed| round.set(Round::new(seed)));
    }
    let found = round.found();
    let ticks = (1..=5u8).map(|e| {
        let on = round.ticked.has(e);
        let onclick = {
            let round = round.clone();
            Callback::from(move |_: MouseEvent| {
                round.set(Round { ticked: round.ticked.toggled(e), ..(*round).clone() })
            })
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
                round.set(Round { ticked, ..(*round).clone() });
            }
        })
    };
    let on_reset = props.on_reset.reform(|_: MouseEvent| ());
    let on_lattice = props.on_lattice.reform(|_: MouseEvent| ());
    let answers = round.asked.iter().enumerate().rev().map(|(i, &(set, answer))| {
        html! { <li key={i}><span class="ply">{ format!("{}.", i + 1) }</span>{ format!("{set}: {}", (words.explained)(answer)) }</li> }
    });
    let last = round.knowledge.clues().last().map(|c| c.ruled_out).unwrap_or_default();
    let status = if found { (words.found)(round.secret, round.asked.len()) } else { (words.hidden)(round.asked.len()) };
    html! {
        <section class="practice">
            <p class="how" data-testid="how">{ words.how }</p>
            <p class="status" data-testid="status" aria-live="polite">{ status }</p>
            <div class="ticks" role="group" aria-label={words.ticks}>{ for ticks }</div>
            <div class="practice-row">
                <Card set={round.ticked} />
                <div class="controls">
                    <button data-action="ask" disabled={found} onclick={on_ask}>{ words.ask }</button>
                    <button data-action="new" onclick={on_reset}>{ words.reset }</button>
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
