//! A question on a position (issue 50): the reader must find the move. The author lists
//! the right answers (none listed: the move the game plays next from there is the answer)
//! and the tempting wrong ones, each with why it fails when the author says so.

use super::{Comment, Point};

/// The answers to a question, by the point each plays on.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Question<P> {
    right: Vec<P>,
    wrong: Vec<(P, Option<Comment>)>,
}

impl<P> Default for Question<P> {
    fn default() -> Self {
        Question { right: Vec::new(), wrong: Vec::new() }
    }
}

/// What an answer is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Right,
    /// Wrong, with why when the author said.
    Wrong(Option<Comment>),
    /// Neither listed nor the game's move: the author did not say.
    Unlisted,
}

impl<P: Point> Question<P> {
    /// The answers the author lists as right.
    pub fn right(&self) -> &[P] {
        &self.right
    }

    /// The wrong answers the author lists, each with why.
    pub fn wrong(&self) -> &[(P, Option<Comment>)] {
        &self.wrong
    }

    /// Lists `at` as a right answer, or takes it off the list: a point is right or wrong,
    /// never both.
    pub fn toggle_right(&mut self, at: P) {
        self.wrong.retain(|(wrong, _)| *wrong != at);
        match self.right.iter().position(|&right| right == at) {
            Some(index) => drop(self.right.remove(index)),
            None => self.right.push(at),
        }
    }

    /// Lists `at` as a wrong answer with `why`, or takes it off the list.
    pub fn toggle_wrong(&mut self, at: P, why: Option<Comment>) {
        self.right.retain(|&right| right != at);
        match self.wrong.iter().position(|(wrong, _)| *wrong == at) {
            Some(index) => drop(self.wrong.remove(index)),
            None => self.wrong.push((at, why)),
        }
    }

    /// The right answers: those listed, else `next`, the point of the move the game plays
    /// next from the question's position.
    pub fn answers(&self, next: Option<P>) -> Vec<P> {
        if self.right.is_empty() { next.into_iter().collect() } else { self.right.clone() }
    }

    /// What an answer on `at` is, `next` the game's own next move's point.
    pub fn judge(&self, at: P, next: Option<P>) -> Verdict {
        if self.answers(next).contains(&at) {
            return Verdict::Right;
        }
        match self.wrong.iter().find(|(wrong, _)| *wrong == at) {
            Some((_, why)) => Verdict::Wrong(why.clone()),
            None => Verdict::Unlisted,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hex::{BoardSize, Cell};

    fn cell(text: &str) -> Cell {
        Cell::parse(text, BoardSize::new(7).unwrap()).unwrap()
    }

    #[test]
    fn with_no_answer_listed_the_games_next_move_is_the_answer() {
        let question = Question::default();
        assert_eq!(question.judge(cell("d4"), Some(cell("d4"))), Verdict::Right);
        assert_eq!(question.judge(cell("c3"), Some(cell("d4"))), Verdict::Unlisted);
        assert_eq!(question.answers(None), []);
    }

    #[test]
    fn listed_answers_are_right_or_wrong_with_why_and_never_both() {
        let mut question = Question::default();
        let why = Comment::new("White cuts at e3.").unwrap();
        question.toggle_right(cell("d4"));
        question.toggle_right(cell("c5"));
        question.toggle_wrong(cell("c5"), why.clone());
        assert_eq!(question.judge(cell("d4"), Some(cell("a1"))), Verdict::Right, "the list, not the game's move");
        assert_eq!(question.judge(cell("a1"), Some(cell("a1"))), Verdict::Unlisted);
        assert_eq!(question.judge(cell("c5"), None), Verdict::Wrong(why));
        question.toggle_right(cell("d4"));
        assert_eq!(question.right(), []);
    }
}
