//! The exhaustive search over the sets a hidden set may still be: whether some order of
//! questions from a hand always hits it within a number of questions. The strong
//! questioner asks by it, and the best worst case measures the questioner against it.

use std::collections::HashMap;

use crate::games::shugoron::{Cards, Knowledge, Question, SetCard};

/// How many candidates `depth` questions can always settle: one may hit, and each of the
/// three other answers leaves `depth - 1` questions.
fn capacity(depth: u32) -> u32 {
    (0..depth).fold(0, |settled, _| 1 + 3 * settled)
}

pub(super) struct Search {
    hand: Cards,
    /// Whether the candidates can always be hit within the depth.
    memo: HashMap<(u32, u32), bool>,
}

impl Search {
    fn questions(&self, candidates: Cards) -> impl Iterator<Item = Question> + '_ {
        let cards = self.hand.iter().map(Question::Card);
        // A card question about a set in the hand tells all that naming it would, so
        // naming is only needed for sets the hand lacks; the card shown does not matter.
        let named = candidates.minus(self.hand).iter().map(|named| Question::Naming { card: SetCard::EMPTY, named });
        cards.chain(named)
    }

    pub(super) fn new(hand: Cards) -> Search {
        Search { hand, memo: HashMap::new() }
    }

    fn solvable(&mut self, candidates: Cards, depth: u32) -> bool {
        if candidates.is_empty() {
            return true;
        }
        if candidates.len() > capacity(depth) {
            return false;
        }
        if let Some(&known) = self.memo.get(&(candidates.bits(), depth)) {
            return known;
        }
        let questions: Vec<Question> = self.questions(candidates).collect();
        let found = questions.into_iter().any(|question| self.settles(candidates, question, depth));
        self.memo.insert((candidates.bits(), depth), found);
        found
    }

    /// Whether asking `question` first still hits every candidate within `depth` questions:
    /// every answer but the hit must be solvable in one question fewer.
    pub(super) fn settles(&mut self, candidates: Cards, question: Question, depth: u32) -> bool {
        let mut rest = candidates;
        while let Some(x) = rest.iter().next() {
            let reply = Knowledge::reply(x, question);
            let part = Knowledge::narrowed(candidates, question, reply);
            rest = rest.minus(part);
            if !reply.is_hit() && (depth == 0 || part == candidates || !self.solvable(part, depth - 1)) {
                return false;
            }
        }
        true
    }

    /// The fewest questions that always hit one of `candidates`.
    pub(super) fn least(&mut self, candidates: Cards) -> Option<u32> {
        (1..=32).find(|&depth| self.solvable(candidates, depth))
    }
}
