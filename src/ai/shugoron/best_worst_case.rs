//! The best worst case: the fewest questions that always hit a hidden set, asked from a
//! fresh hand, found by exhaustive search. It measures how close the AI comes to perfect.

use crate::games::shugoron::{Cards, SetCard};

use super::Level;
use super::exhaustive::Search;
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
