//! Hex's first lesson (issue 46): five steps, each a study (a position, a sentence, and a
//! question the reader answers on the board) opened by `?game=hex&lesson=<step>`. The
//! positions are set up by hand; each question's right answers are every move that wins
//! there, which a test proves with the solver. A step shared is a study link like any other;
//! the steps answered right are kept in this browser.

use yew::prelude::*;

use super::HexScreen;
use crate::games::connection::ConnectionGame;
use crate::games::hex::{Cell, Hex, Record, link};
use crate::games::study::{self, Comment, Notes, Question};
use crate::i18n::Lang;
use crate::i18n::lesson::LESSON;
use crate::ui::browser;
use crate::ui::language::use_lang;

/// A step's position, as a link record, and the moves that win there (none: the step shows
/// and tells, and the reader plays on as the sentence says).
pub struct Step {
    pub record: &'static str,
    pub answers: &'static [&'static str],
}

/// The lesson's steps: connecting, the bridge, an edge template, a ladder and its escape,
/// the swap.
pub const STEPS: [Step; 5] = [
    Step { record: "1.hex.5n-cacbcdce-bcbddbdc-b.0", answers: &["c3"] },
    Step { record: "1.hex.5n-cacbdcddde-aebcbddbeb-b.0", answers: &["c3"] },
    Step { record: "1.hex.5n-aacacbcccd-adbdceddec-b.0", answers: &["b5"] },
    Step { record: "1.hex.6n-becacbcccdef-afbfdcddeced-b.0", answers: &["c5"] },
    Step { record: "1.hex.5c.1.cc", answers: &[] },
];

/// Where this browser keeps the steps answered right.
const KEPT: &str = "fogliaccio.lesson.hex";

/// Step `n` (from 0) as the screen opens it: its game, and the study's notes (`&n=`) in `lang`.
pub fn study(n: usize, lang: Lang) -> (Record, String) {
    let step = &STEPS[n];
    let record = link::read(step.record).expect("every step reads: a test holds them");
    let question = (!step.answers.is_empty()).then(|| {
        let mut question = Question::default();
        for answer in step.answers {
            question.toggle_right(Cell::parse(answer, record.size()).expect("a cell of the step's board"));
        }
        question
    });
    let comment = Comment::new(LESSON[lang].hex[n].text).expect("a step's words fit a comment");
    let notes = Notes::new(comment, question);
    let at = record.plies();
    (record, study::link::write([(at, &notes)]))
}

/// The steps this browser has seen answered right (a step without a question: seen), from 0.
fn kept_done() -> Vec<usize> {
    let kept = browser::stored(KEPT).unwrap_or_default();
    kept.split_whitespace().filter_map(|n| n.parse().ok()).filter(|&n| n < STEPS.len()).collect()
}

fn keep_done(done: &[usize]) {
    let text: Vec<String> = done.iter().map(usize::to_string).collect();
    browser::store(KEPT, Some(&text.join(" ")));
}

#[derive(Properties, PartialEq)]
pub struct LessonProps {
    /// The step, from 0.
    pub step: usize,
}

/// The lesson's step on the Hex screen, under the lesson's bar: the steps (those answered
/// marked), where the reader is, and the way back and on.
#[component]
pub fn LessonScreen(props: &LessonProps) -> Html {
    let lang = use_lang();
    let words = &LESSON[lang];
    let step = props.step;
    let opened = use_memo(step, move |&step| study(step, lang));
    let done = use_state_eq(kept_done);
    let mark_done = {
        let done = done.clone();
        Callback::from(move |()| {
            let mut now = kept_done();
            if !now.contains(&step) {
                now.push(step);
                now.sort_unstable();
                keep_done(&now);
            }
            done.set(now);
        })
    };
    use_effect_with(step, {
        let mark_done = mark_done.clone();
        move |&step| {
            if STEPS[step].answers.is_empty() {
                mark_done.emit(());
            }
        }
    });
    let (record, notes) = (*opened).clone();
    let at = record.plies();
    // The page's language goes along, as a shared link's does.
    let href = |n: usize| format!("?game=hex&lesson={}&lang={}", n + 1, lang.name());
    let steps = (0..STEPS.len()).map(|n| {
        let current = (n == step).then_some("step");
        html! {
            <li><a href={href(n)} aria-current={current} data-done={done.contains(&n).to_string()}
                aria-label={words.hex[n].title}>{ n + 1 }</a></li>
        }
    });
    html! {
        <>
            <nav class="lesson-bar" data-lesson="hex" data-step={(step + 1).to_string()}>
                <strong>{ words.hex_lesson }</strong>
                <ol class="lesson-steps">{ for steps }</ol>
                <p class="lesson-step">{ (words.step)(step + 1, STEPS.len(), words.hex[step].title) }
                    if done.contains(&step) { <span class="lesson-done" data-testid="step-done">{ " ✓ " }{ words.done }</span> }
                </p>
                <div class="lesson-ways">
                    if step > 0 { <a href={href(step - 1)} data-action="lesson-previous">{ words.previous }</a> }
                    if step + 1 < STEPS.len() {
                        <a href={href(step + 1)} data-action="lesson-next">{ words.next }</a>
                    } else {
                        <a href="?game=hex&size=9" data-action="lesson-play">{ words.play_a_game }</a>
                    }
                </div>
            </nav>
            <HexScreen setup={Hex::setup_of(&record)} record={Some(record)} notes={Some(AttrValue::from(notes))}
                at={Some(at)} on_solved={Some(mark_done)} query={AttrValue::from(format!("lesson={}", step + 1))} />
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::hex::puzzles::winning_moves;
    use crate::ai::hex::solver::Solver;
    use crate::games::connection::Connection;
    use crate::games::study::Verdict;

    #[test]
    fn every_question_of_the_lesson_accepts_exactly_the_moves_the_solver_proves_win() {
        for (n, step) in STEPS.iter().enumerate() {
            let (record, notes) = study(n, Lang::En);
            let position = record.position();
            let (read, faults) = study::link::read::<Cell>(&notes, record.size(), record.plies());
            assert!(faults.is_empty(), "step {n}: {faults:?}");
            let Some(question) = read[0].1.question.as_ref() else {
                assert!(step.answers.is_empty(), "step {n}");
                continue;
            };
            let mut solver = Solver::new(record.size()).unwrap();
            let proved = winning_moves(&mut solver, position, 10_000_000).expect("proved");
            let answers: Vec<Cell> = step.answers.iter().map(|a| Cell::parse(a, record.size()).unwrap()).collect();
            assert_eq!(proved.answers, answers, "step {n}: the winning moves are the answers");
            for cell in position.board().empty_cells() {
                let right = question.judge(cell, None) == Verdict::Right;
                assert_eq!(right, answers.contains(&cell), "step {n}: {cell}");
            }
        }
    }

    #[test]
    fn every_step_reads_in_every_language() {
        for lang in Lang::ALL {
            for n in 0..STEPS.len() {
                let (record, notes) = study(n, lang);
                let (read, faults) = study::link::read::<Cell>(&notes, record.size(), record.plies());
                assert!(faults.is_empty(), "{lang:?} step {n}: {faults:?}");
                assert_eq!(read[0].1.comment.as_ref().map(Comment::as_str), Some(LESSON[lang].hex[n].text));
            }
        }
    }

    #[test]
    fn the_swap_step_is_whites_answer_to_a_central_opening() {
        let (record, _) = study(4, Lang::En);
        assert!(record.position().can_swap(), "White may swap there");
    }
}
