//! The throws of a rule set's dice, each once with its probability: the order the dice
//! land in does not matter, since the thrower plays them in any order.

use crate::games::doublets::Face;

/// One throw: its faces, smallest first, and how likely it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Throw {
    pub faces: Vec<Face>,
    pub chance: f64,
}

impl Throw {
    /// Two (or more) dice alike.
    pub fn is_doublet(&self) -> bool {
        self.faces.len() > 1 && self.faces.windows(2).all(|w| w[0] == w[1])
    }
}

/// Every throw of `dice` fair dice: 21 for two dice, 56 for three.
pub fn throws(dice: usize) -> Vec<Throw> {
    let outcomes = 6usize.pow(dice as u32);
    let mut throws: Vec<Throw> = Vec::new();
    for n in 0..outcomes {
        let mut faces: Vec<Face> = (0..dice).map(|d| Face::ALL[n / 6usize.pow(d as u32) % 6]).collect();
        faces.sort_unstable();
        match throws.iter_mut().find(|t| t.faces == faces) {
            Some(throw) => throw.chance += 1.0,
            None => throws.push(Throw { faces, chance: 1.0 }),
        }
    }
    for throw in &mut throws {
        throw.chance /= outcomes as f64;
    }
    throws
}
