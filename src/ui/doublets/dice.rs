//! Where the screen's throws come from: the throws a link recorded, while the game replays
//! them, then the page's generator. A game opened from a link holds its recorded throws
//! here too, so that undo, which puts the dice back as they stood, brings the same throws
//! again whether they came from the link or from the generator.

use std::rc::Rc;

use crate::games::doublets::{Action, Face, Position};
use crate::rng::Rng;

#[derive(Clone, Debug, PartialEq)]
pub struct Dice {
    /// Throws recorded in a link, in order; shared, since every throw keeps the dice as
    /// they stood before it.
    recorded: Rc<[Vec<Face>]>,
    /// The next recorded throw to come.
    next: usize,
    rng: Rng,
}

impl Dice {
    /// Dice drawn from a generator seeded with `seed`.
    pub fn seeded(seed: u64) -> Dice {
        Dice::recorded(Vec::new(), seed)
    }

    /// `throws` first, in order, then dice drawn from a generator seeded with `seed`.
    pub fn recorded(throws: Vec<Vec<Face>>, seed: u64) -> Dice {
        Dice { recorded: throws.into(), next: 0, rng: Rng::seed(seed) }
    }

    /// The throw due in `position`, if one is: the next recorded throw while it fits the
    /// throw due, else one from the generator (and the rest of the record is dropped: the
    /// game has left it).
    pub fn throw(&mut self, position: &Position) -> Option<Action> {
        let due = position.dice_due()?;
        match self.recorded.get(self.next) {
            Some(faces) if faces.len() == due => {
                self.next += 1;
                Some(Action::Throw(faces.clone()))
            }
            _ => {
                self.next = self.recorded.len();
                position.throw(&mut self.rng)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::doublets::RuleSet;

    fn faces(numbers: &[u8]) -> Vec<Face> {
        numbers.iter().map(|&n| Face::new(n).unwrap()).collect()
    }

    #[test]
    fn recorded_throws_come_first_then_the_generator_as_seeded() {
        let mut position = Position::new(RuleSet::Willughby);
        let mut dice = Dice::recorded(vec![faces(&[6, 1])], 9);
        let opening = dice.throw(&position).unwrap();
        assert_eq!(opening, Action::Throw(faces(&[6, 1])));
        position.play(opening).unwrap();
        let mut seeded = Rng::seed(9);
        assert_eq!(dice.throw(&position), position.throw(&mut seeded));
    }

    #[test]
    fn a_recorded_throw_that_does_not_fit_gives_way_to_the_generator() {
        let position = Position::new(RuleSet::Doblet);
        // The opening takes two dice, not Doblet's three.
        let mut dice = Dice::recorded(vec![faces(&[1, 2, 3]), faces(&[6, 1])], 4);
        assert_eq!(dice.throw(&position), position.throw(&mut Rng::seed(4)));
        assert_eq!(dice.next, 2, "the record is dropped");
    }
}
