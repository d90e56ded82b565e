//! What is left of a turn, played out in every way the thrower may choose: the dice in any
//! order that uses as many of them as can be used (and in Ofanfelling's bear-off, a man
//! borne off or moved from any higher point), or a doublet's units on any points. The thrower's own table does not depend on the opponent's, so each
//! way is first followed on the thrower's table alone, an [`Outcome`]; the dice it could not
//! use are kept in order and played on the opponent's table only when one is given. The
//! solver and the chooser both judge a turn through here.

use super::tables::{TableId, Tables};
use crate::games::doublets::{Face, Phase, UnusableDie, most_dice_used};

/// Dice of one throw still to play: at most three (Doblet's), kept without allocating.
#[derive(Clone, Copy, Debug)]
struct Dice {
    faces: [Face; 3],
    len: usize,
}

impl Dice {
    fn new(faces: &[Face]) -> Dice {
        let mut dice = Dice { faces: [Face::ALL[0]; 3], len: faces.len() };
        dice.faces[..faces.len()].copy_from_slice(faces);
        dice
    }

    fn as_slice(&self) -> &[Face] {
        &self.faces[..self.len]
    }

    fn without(&self, at: usize) -> Dice {
        let mut rest = *self;
        rest.faces.copy_within(at + 1..self.len, at);
        rest.len -= 1;
        rest
    }
}

/// One way to play out the rest of a turn, seen from the thrower's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The thrower's table at the end ([`TableId::CLEARED`]: the thrower has won).
    pub mine: TableId,
    /// The dice the thrower could not use, in order, each with the thrower's phase then (the
    /// rule of Dames rabattues asks it); none where unusable dice are lost.
    passed: [Option<(Face, Phase)>; 3],
}

impl Outcome {
    /// Whether the opponent may be given a die: if not, the outcome is only the table.
    pub fn passes(&self) -> bool {
        self.passed[0].is_some()
    }

    /// The opponent's table once the passed dice are played on `theirs`; `None` when they
    /// clear it and win.
    pub fn theirs(&self, tables: &Tables, mut theirs: TableId) -> Option<TableId> {
        let rule = tables.rules().unusable_die();
        for &(face, phase) in self.passed.iter().flatten() {
            if !rule.passes(phase, tables.phase(theirs)) {
                continue;
            }
            match tables.after_die(theirs, face).first() {
                Some(&TableId::CLEARED) => return None,
                Some(&next) => theirs = next,
                None => {}
            }
        }
        Some(theirs)
    }

    /// The thrower's chance against `theirs`: a loss if a passed die lets the opponent clear
    /// first, a win if the thrower clears, else `end` of the two tables at the end.
    pub fn value(&self, tables: &Tables, theirs: TableId, end: &impl Fn(TableId, TableId) -> f64) -> f64 {
        match self.theirs(tables, theirs) {
            None => 0.0,
            Some(_) if self.mine == TableId::CLEARED => 1.0,
            Some(theirs) => end(self.mine, theirs),
        }
    }
}

/// Every distinct outcome of playing `faces` from `mine`, in any order.
pub fn dice_outcomes(tables: &Tables, mine: TableId, faces: &[Face]) -> Vec<Outcome> {
    let mut outcomes = Vec::new();
    walk(tables, mine, Dice::new(faces), [None; 3], &mut outcomes);
    outcomes
}

fn walk(tables: &Tables, mine: TableId, dice: Dice, passed: [Option<(Face, Phase)>; 3], outcomes: &mut Vec<Outcome>) {
    let faces = dice.as_slice();
    if faces.is_empty() || mine == TableId::CLEARED {
        let outcome = Outcome { mine, passed };
        if !outcomes.contains(&outcome) {
            outcomes.push(outcome);
        }
        return;
    }
    // The engine's rule: no order of play may leave unused a die that another order uses.
    let after = |table: &TableId, face: Face| tables.after_die(*table, face).iter().copied();
    let most = most_dice_used(&mine, faces, &after);
    for (at, &face) in faces.iter().enumerate() {
        if faces[..at].contains(&face) {
            continue;
        }
        let rest = dice.without(at);
        match tables.after_die(mine, face) {
            [] => {
                if most_dice_used(&mine, rest.as_slice(), &after) < most {
                    continue;
                }
                let mut passed = passed;
                if tables.rules().unusable_die() != UnusableDie::Lost {
                    let free = passed.iter().position(Option::is_none).expect("at most three dice");
                    passed[free] = Some((face, tables.phase(mine)));
                }
                walk(tables, mine, rest, passed, outcomes);
            }
            options => options
                .iter()
                .filter(|&next| 1 + most_dice_used(next, rest.as_slice(), &after) == most)
                .for_each(|&next| walk(tables, next, rest, passed, outcomes)),
        }
    }
}

/// Every table `units` doublet units can leave `mine` at (the empty table once they clear
/// it, the rest of them unused), as outcomes: units are never passed.
pub fn unit_outcomes(tables: &Tables, mine: TableId, units: u8) -> Vec<Outcome> {
    let mut layer = vec![mine];
    for _ in 0..units {
        let mut next: Vec<TableId> = layer
            .iter()
            .flat_map(|&table| match table {
                TableId::CLEARED => &[TableId::CLEARED][..],
                table => tables.after_unit(table),
            })
            .copied()
            .collect();
        next.sort_unstable();
        next.dedup();
        layer = next;
    }
    layer.into_iter().map(|mine| Outcome { mine, passed: [None; 3] }).collect()
}

/// The thrower's best chance among `outcomes` against `theirs`.
pub fn best(outcomes: &[Outcome], tables: &Tables, theirs: TableId, end: &impl Fn(TableId, TableId) -> f64) -> f64 {
    outcomes.iter().fold(0.0, |best, outcome| best.max(outcome.value(tables, theirs, end)))
}
