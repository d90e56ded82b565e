//! The Hex puzzles on the page (issue 46): the collection's puzzle an address asks for
//! (`&puzzle=12`), or the puzzle of the day (`&puzzle=day`, chosen from the date, offline),
//! opened as a study whose last position asks the question: every winning move is a right
//! answer, each tempting wrong move is refuted by the reply the solver proved. Shared, it
//! is a study link like any other.

use yew::prelude::*;

use super::HexScreen;
use crate::ai::hex::puzzles::{self, Puzzle};
use crate::games::connection::ConnectionGame;
use crate::games::hex::{Hex, Record};
use crate::games::study::{self, Comment, Notes, Question};
use crate::i18n::Lang;
use crate::i18n::game_screen::GAME_SCREEN;
use crate::i18n::study::STUDY;
use crate::ui::browser;
use crate::ui::language::use_lang;
use crate::ui::route::PuzzlePick;

/// A puzzle as the screen opens it: its game, the study's notes on it (`&n=`), and the
/// position shown, the question's.
#[derive(Clone, Debug, PartialEq)]
pub struct PuzzleStudy {
    pub record: Record,
    pub notes: String,
    pub at: usize,
}

/// The collection's puzzle `picked` names, by its number from 0: today's is the one of the
/// day's number since 1970, round the collection.
pub fn number(picked: PuzzlePick, today: i64, puzzles: usize) -> usize {
    match picked {
        PuzzlePick::Number(n) => n,
        PuzzlePick::Today => today.rem_euclid(puzzles.max(1) as i64) as usize,
    }
}

/// `puzzle`, the `number`th of `of`, as a study worded in `lang`.
pub fn study(puzzle: &Puzzle, number: usize, of: usize, lang: Lang) -> PuzzleStudy {
    let (words, colours) = (&STUDY[lang], &GAME_SCREEN[lang]);
    let (mover, other) = (colours.colour(puzzle.to_move()), colours.colour(puzzle.to_move().opponent()));
    let mut question = Question::default();
    for &answer in &puzzle.answers {
        question.toggle_right(answer);
    }
    for &(wrong, reply) in &puzzle.refutations {
        let why = Comment::new(&(words.refuted)(other, &reply.to_string())).ok().flatten();
        question.toggle_wrong(wrong, why);
    }
    let intro = (words.puzzle)(number + 1, of, mover, puzzle.answers.len());
    let notes = Notes::new(Comment::new(&intro).ok().flatten(), Some(question));
    let at = puzzle.record.plies();
    PuzzleStudy { record: puzzle.record.clone(), notes: study::link::write([(at, &notes)]), at }
}

#[derive(Properties, PartialEq)]
pub struct PuzzleProps {
    pub picked: PuzzlePick,
}

/// The puzzle `picked` names, on the Hex screen.
#[component]
pub fn PuzzleScreen(props: &PuzzleProps) -> Html {
    let lang = use_lang();
    let picked = props.picked;
    let opened = use_memo((), move |()| {
        let collection = puzzles::collection().expect("the shipped collection reads: a test holds it");
        let n = number(picked, browser::day_number(), collection.len());
        study(&collection[n], n, collection.len(), lang)
    });
    let PuzzleStudy { record, notes, at } = (*opened).clone();
    html! {
        <HexScreen setup={Hex::setup_of(&record)} record={Some(record)} notes={Some(AttrValue::from(notes))} at={Some(at)} />
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hex::Cell;
    use crate::games::study::Verdict;

    #[test]
    fn the_day_picks_a_puzzle_round_the_collection_and_a_number_its_own() {
        assert_eq!(number(PuzzlePick::Today, 20_421, 105), 20_421 % 105);
        assert_eq!(number(PuzzlePick::Today, -1, 105), 104);
        assert_eq!(number(PuzzlePick::Number(7), 20_421, 105), 7);
    }

    #[test]
    fn every_puzzle_opens_as_a_question_whose_answers_are_its_proved_moves() {
        let collection = puzzles::collection().unwrap();
        for (n, puzzle) in collection.iter().enumerate() {
            let opened = study(puzzle, n, collection.len(), Lang::Ja);
            assert_eq!(opened.at, puzzle.record.plies());
            let (notes, faults) = study::link::read::<Cell>(&opened.notes, puzzle.record.size(), opened.at);
            assert!(faults.is_empty(), "puzzle {n}: {faults:?}");
            let question = notes[0].1.question.as_ref().unwrap();
            for &answer in &puzzle.answers {
                assert_eq!(question.judge(answer, None), Verdict::Right);
            }
            for &(wrong, reply) in &puzzle.refutations {
                let Verdict::Wrong(Some(why)) = question.judge(wrong, None) else { panic!("puzzle {n}: {wrong}") };
                assert!(why.as_str().contains(&reply.to_string()));
            }
        }
    }
}
