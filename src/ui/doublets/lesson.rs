//! Doublets' first lesson (issue 46), under Willughby's rules, the default: bearing down, a
//! doublet's units laid where most men still stand, bearing off from the fullest point; then
//! Ofanfelling's bear-off, as backgammon's. Each step is a game's link record and the
//! actions that answer it, which a test proves best by the exact odds of its rule set.

use yew::prelude::*;

use super::DoubletsScreen;
use crate::games::GameKind;
use crate::games::doublets::Action;
use crate::games::doublets::record::{self, Record};
use crate::i18n::lesson;
use crate::ui::lesson::{Asking, Lesson, LessonBar, LessonProps, Step, step_query, use_lesson};
use crate::ui::route::DoubletsSetup;

pub static LESSON: Lesson = Lesson {
    game: GameKind::Doublets,
    steps: &[
        Step { record: "1.doublets.willughby.2.t53t61", answers: &["6", "1"] },
        Step { record: "1.doublets.willughby.17.t61t1616t1212t3131t3113t22u6u4u2", answers: &["@5"] },
        Step {
            record: "1.doublets.willughby.38.t11t41t3553t22u2u5u4u5t4242t3223t55u4u1u6u6u5u6u1u1u6u2t3131t44u4u3u2u3u4u4u5",
            answers: &["@5"],
        },
        Step {
            record: "1.doublets.ofanfelling.84.t35t2222t5665t2442t4224t1616t3131t5555t1331t4114t6565t6666t1331t3443\
                     t4664t1313t2424t422m46t355m35t515m12t41m15m46t26m266t6666t2552t355m34t6363t4444t3113t515",
            answers: &["1"],
        },
    ],
    words: &lesson::DOUBLETS,
};

/// Step `n`'s game and the actions that answer it.
fn step(n: usize) -> (Record, Vec<Action>) {
    let step = &LESSON.steps[n];
    let record = record::read(step.record).unwrap_or_else(|_| panic!("step {n} reads: a test holds every step"));
    let answers = step.answers.iter().map(|a| Action::parse(a).expect("a test reads every answer")).collect();
    (record, answers)
}

/// The lesson's step on the Doublets screen, under the lesson's bar, which says the step.
#[component]
pub fn DoubletsLessonScreen(props: &LessonProps) -> Html {
    let n = props.step;
    let opened = use_memo(n, |&n| step(n));
    let (done, on_solved) = use_lesson(&LESSON, n);
    let (record, answers) = (*opened).clone();
    let asking = Asking { answers, on_solved };
    let setup = DoubletsSetup::of(&record);
    html! {
        <>
            <LessonBar lesson={&LESSON} step={n} {done} tells=true />
            <DoubletsScreen {setup} record={Some(record)} asking={Some(asking)} query={Some(step_query(n))} />
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::doublets::Solver;

    #[test]
    fn every_steps_answers_are_exactly_the_actions_the_exact_odds_rank_best() {
        for n in 0..LESSON.steps.len() {
            let (record, answers) = step(n);
            let weighed = Solver::solve(record.position()).weigh(record.position());
            let best = weighed.iter().map(|(_, chance)| *chance).fold(f64::NEG_INFINITY, f64::max);
            let mut winning: Vec<Action> =
                weighed.iter().filter(|(_, chance)| best - chance < 1e-9).map(|(action, _)| action.clone()).collect();
            let mut answers = answers;
            winning.sort_by_key(Action::to_string);
            answers.sort_by_key(Action::to_string);
            assert_eq!(winning, answers, "step {n}: {weighed:?}");
        }
    }
}
