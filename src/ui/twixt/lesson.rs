//! TwixT's first lesson (issue 46) on an 8×8 board under the standard rules: a bridge,
//! bridges that may not cross, and reaching one's border. Each step's answers are every hole
//! that does what its sentence asks, which a test finds by playing each hole through the
//! rules. What every lesson shares is `ui::lesson`'s.

use yew::prelude::*;

use super::TwixtScreen;
use crate::games::GameKind;
use crate::games::twixt::Twixt;
use crate::i18n::lesson;
use crate::ui::connection::ScreenProps;
use crate::ui::lesson::{Lesson, Step, Taught};

static LESSON: Lesson = Lesson {
    game: GameKind::Twixt,
    steps: &[
        // Black C4, White F2: a peg two columns right of C4, a bridge from it.
        Step { record: "1.twixt.8sn.2.cdfbE", answers: &["E3", "E5"] },
        // Black C4 and G4, White's bridge D2-E4 across the way through E3.
        Step { record: "1.twixt.8sn.4.cddbgded4E", answers: &["E5"] },
        // Black C5, White F7: a bridge from C5 to the left border.
        Step { record: "1.twixt.8sn.2.cefgE", answers: &["A4", "A6"] },
    ],
    words: &lesson::TWIXT,
};

impl Taught for Twixt {
    const LESSON: &'static Lesson = &LESSON;

    fn screen(props: ScreenProps<Twixt>) -> Html {
        html! { <TwixtScreen ..props /> }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::twixt::Record;
    use crate::games::twixt::{Bridge, Hole, Position, Turn};
    use crate::games::{Colour, Game};
    use crate::i18n::Lang;

    /// What a step asks of the side to move's new peg.
    enum Goal {
        /// A bridge from this peg to the new one, two columns to its right.
        BridgeRight(&'static str),
        /// One chain from the first peg to the second.
        Join(&'static str, &'static str),
        /// One chain from the peg to the left border.
        LeftBorder(&'static str),
    }

    const GOALS: [Goal; 3] = [Goal::BridgeRight("C4"), Goal::Join("C4", "G4"), Goal::LeftBorder("C5")];

    /// Whether Black's bridges, with `new` ones, join `from` to a hole `goal` accepts.
    fn reaches(position: &Position, new: &[Bridge], from: Hole, goal: impl Fn(Hole) -> bool) -> bool {
        let board = position.board();
        let bridges: Vec<Bridge> =
            board.bridges().filter(|&b| board.owner(b) == Some(Colour::Black)).chain(new.iter().copied()).collect();
        let mut reached = vec![from];
        let mut k = 0;
        while let Some(&hole) = reached.get(k) {
            if goal(hole) {
                return true;
            }
            for end in bridges.iter().filter_map(|b| b.other_end(hole)) {
                if !reached.contains(&end) {
                    reached.push(end);
                }
            }
            k += 1;
        }
        false
    }

    /// The holes where a Black peg, with every bridge it could then make, does what `goal` asks.
    fn holes_that_do(record: &Record, goal: &Goal) -> Vec<String> {
        let size = record.size();
        let hole = |name: &str| Hole::parse(name, size).unwrap();
        let position = record.position();
        assert_eq!(position.to_move(), Colour::Black);
        let mut found: Vec<String> = position
            .placeable_holes()
            .filter(|&at| {
                let mut after = position.clone();
                after.play(&Turn::parse(&at.to_string(), size).unwrap()).unwrap();
                let new = after.possible_bridges(at);
                match *goal {
                    Goal::BridgeRight(from) => {
                        let from = hole(from);
                        at.col() == from.col() + 2 && new.iter().any(|b| b.other_end(at) == Some(from))
                    }
                    Goal::Join(from, to) => reaches(&after, &new, hole(from), |h| h == hole(to)),
                    Goal::LeftBorder(from) => reaches(&after, &new, hole(from), |h| h.col() == 0),
                }
            })
            .map(|at| at.to_string())
            .collect();
        found.sort_unstable();
        found
    }

    #[test]
    fn every_question_of_the_lesson_accepts_exactly_the_holes_that_do_what_it_asks() {
        for (n, (step, goal)) in LESSON.steps.iter().zip(&GOALS).enumerate() {
            let (record, _) = LESSON.study::<Record>(n, Lang::En);
            let mut answers: Vec<&str> = step.answers.to_vec();
            answers.sort_unstable();
            assert_eq!(holes_that_do(&record, goal), answers, "step {n}");
        }
    }
}
