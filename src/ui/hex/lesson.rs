//! Hex's first lesson (issue 46): connecting, the bridge, an edge template, a ladder and
//! its escape (positions set up by hand, each with the one move that wins there, which a
//! test proves with the solver), and the swap. What every lesson shares is `ui::lesson`'s.

use yew::prelude::*;

use super::HexScreen;
use crate::games::GameKind;
use crate::games::hex::Hex;
use crate::i18n::lesson;
use crate::ui::connection::ScreenProps;
use crate::ui::lesson::{Lesson, Step, Taught};

static LESSON: Lesson = Lesson {
    game: GameKind::Hex,
    steps: &[
        Step { record: "1.hex.5n-cacbcdce-bcbddbdc-b.0", answers: &["c3"] },
        Step { record: "1.hex.5n-cacbdcddde-aebcbddbeb-b.0", answers: &["c3"] },
        Step { record: "1.hex.5n-aacacbcccd-adbdceddec-b.0", answers: &["b5"] },
        Step { record: "1.hex.6n-becacbcccdef-afbfdcddeced-b.0", answers: &["c5"] },
        Step { record: "1.hex.5c.1.cc", answers: &[] },
    ],
    words: &lesson::HEX,
};

impl Taught for Hex {
    const LESSON: &'static Lesson = &LESSON;

    fn screen(props: ScreenProps<Hex>) -> Html {
        html! { <HexScreen ..props /> }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::hex::puzzles::winning_moves;
    use crate::ai::hex::solver::Solver;
    use crate::games::connection::Connection;
    use crate::games::hex::Cell;
    use crate::games::hex::Record;
    use crate::games::study::{self, Verdict};
    use crate::i18n::Lang;

    #[test]
    fn every_question_of_the_lesson_accepts_exactly_the_moves_the_solver_proves_win() {
        for (n, step) in LESSON.steps.iter().enumerate() {
            let (record, notes) = LESSON.study::<Record>(n, Lang::En);
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
    fn the_swap_step_is_whites_answer_to_a_central_opening() {
        let (record, _) = LESSON.study::<Record>(4, Lang::En);
        assert!(record.position().can_swap(), "White may swap there");
    }
}
