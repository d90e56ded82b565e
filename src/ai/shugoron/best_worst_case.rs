//! The best worst case: the fewest questions that always hit a hidden set, asked from a
//! fresh hand, found by exhaustive search. It measures how close the AI comes to perfect.

use std::collections::HashMap;

use crate::games::shugoron::{Cards, Knowledge, Question, SetCard};

use super::Level;
use super::questioner::questions_to_find;

/// The exhaustive search's answer for one fresh hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BestWorstCase {
    /// The asker's own hidden set: the one card missing from the fresh hand.
    pub own_hidden: SetCard,
    /// The fewest questions that hit every possible hidden set: card questions, and a
    /// naming question for the one set the hand lacks (the asker's own hidden set).
    pub questions: u32,
}

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

/// The exhaustive search from a fresh hand, for the asker's own hidden set `own_hidden`:
/// the opponent's hidden set may be any of the 32.
pub fn best_worst_case(own_hidden: SetCard) -> BestWorstCase {
    let hand = Cards::DECK.without(own_hidden);
    let questions = Search::new(hand).least(Cards::DECK).expect("32 questions always suffice");
    BestWorstCase { own_hidden, questions }
}

/// The AI's worst case at `level` (fixed tie-breaks) from the same fresh hand: the most
/// questions it needs over every hidden set; `None` if it cannot hit some set at all.
pub fn ai_worst_case(own_hidden: SetCard, level: Level) -> Option<u32> {
    let hand = Cards::DECK.without(own_hidden);
    SetCard::all()
        .map(|secret| questions_to_find(secret, Cards::DECK, hand, level))
        .try_fold(0, |worst, n| Some(worst.max(n?)))
}
