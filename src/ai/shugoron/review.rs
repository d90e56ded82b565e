//! A finished game of shUgorØn reviewed: after each question, how many sets each player's
//! hidden set can still be (as the other knows it), and how the question asked did at its
//! worst beside the best question there. Only once the game is over: the best question
//! depends on the asker's hand, which is secret while the game goes on.

use super::questioner::{Seat, worst_case};
use crate::games::shugoron::record::Record;
use crate::games::shugoron::{Action, Player, Question, Table};

/// One question of the game reviewed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reviewed {
    pub asker: Player,
    pub question: Question,
    /// After the question: how many sets each player's hidden set can still be, as the
    /// other knows it (P1's hidden set, then P2's).
    pub candidates: [u32; 2],
    /// The most sets the question could have left the asker to tell apart (its worst
    /// answer, a hit aside), and the fewest the best question there could have.
    pub worst: u32,
    pub best_worst: u32,
}

/// Every question of `record`, reviewed.
pub fn review(record: &Record) -> Vec<Reviewed> {
    let mut table = Table::new(record.first());
    let mut reviewed = Vec::new();
    for &action in record.actions() {
        let asking = match action {
            Action::Ask(question) => {
                let asker = table.to_move();
                let seat = Seat::of(&table, asker);
                Some((asker, question, worst_case(seat.candidates, question), best_worst_case(&seat)))
            }
            Action::Hide { .. } => None,
        };
        if table.play(action).is_err() {
            break;
        }
        if let Some((asker, question, worst, best_worst)) = asking {
            // What P2 knows of P1's hidden set, then what P1 knows of P2's.
            let candidates = [Player::P2, Player::P1].map(|p| table.knowledge(p).candidates().len());
            reviewed.push(Reviewed { asker, question, candidates, worst, best_worst });
        }
    }
    reviewed
}

/// The fewest sets any question from `seat` can leave at worst.
fn best_worst_case(seat: &Seat) -> u32 {
    let card = seat.hand.iter().next();
    let cards = seat.hand.iter().map(Question::Card);
    // A naming question's worst case does not depend on the card shown.
    let named =
        card.into_iter().flat_map(|card| seat.candidates.iter().map(move |named| Question::Naming { card, named }));
    cards.chain(named).map(|question| worst_case(seat.candidates, question)).min().unwrap_or(0)
}
