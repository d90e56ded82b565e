use std::fmt;

use super::{Face, Point, RuleSet};

/// The men on one point. A stack of n men needs n − 1 bearings down: each lays the top man
/// flat beside it, and the last man left standing is then flat too.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stack {
    men: u8,
    /// Bearings down this stack still needs (0 once it is flat).
    raised: u8,
}

impl Stack {
    const EMPTY: Stack = Stack { men: 0, raised: 0 };

    fn standing(men: u8) -> Stack {
        Stack { men, raised: men.saturating_sub(1) }
    }

    pub const fn men(self) -> u8 {
        self.men
    }

    /// Men still standing in the stack (`data-up`).
    pub const fn up(self) -> u8 {
        if self.raised > 0 { self.raised + 1 } else { 0 }
    }

    /// Men lying flat (`data-down`).
    pub const fn down(self) -> u8 {
        self.men - self.up()
    }

    /// Bearings down the stack still needs.
    pub const fn bearings_left(self) -> u8 {
        self.raised
    }

    const fn fully_raised(self) -> bool {
        self.raised + 1 >= self.men
    }
}

/// Where a player stands in the race. Phases are per player (docs/rules.md §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Phase {
    BearingDown,
    /// Ofanfelling's phase 2: the men are stacked up again.
    Restacking,
    BearingOff,
}

impl Phase {
    pub const fn name(self) -> &'static str {
        match self {
            Phase::BearingDown => "bearing down",
            Phase::Restacking => "restacking",
            Phase::BearingOff => "bearing off",
        }
    }
}

/// What one die or one doublet unit does to a player's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Effect {
    BearDown(Point),
    Restack(Point),
    BearOff(Point),
    /// Ofanfelling's bear-off: a man moves down from a higher point.
    Move {
        from: Point,
        to: Point,
    },
}

/// As the log says it, the rest of a sentence whose subject is the player.
impl fmt::Display for Effect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Effect::BearDown(p) => write!(f, "bears down a man on {p}"),
            Effect::Restack(p) => write!(f, "stacks a man up on {p}"),
            Effect::BearOff(p) => write!(f, "bears off a man from {p}"),
            Effect::Move { from, to } => write!(f, "moves a man from {from} to {to}"),
        }
    }
}

impl Effect {
    /// The point the man is taken from or laid on.
    pub const fn point(self) -> Point {
        match self {
            Effect::BearDown(p) | Effect::Restack(p) | Effect::BearOff(p) => p,
            Effect::Move { from, .. } => from,
        }
    }
}

/// One player's six points and phase.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Table {
    stacks: [Stack; 6],
    phase: Phase,
}

impl Table {
    pub fn new(rules: RuleSet) -> Table {
        Table { stacks: rules.setup().map(Stack::standing), phase: Phase::BearingDown }
    }

    pub fn stack(&self, point: Point) -> Stack {
        self.stacks[point.index()]
    }

    pub const fn phase(&self) -> Phase {
        self.phase
    }

    /// Men still on the table.
    pub fn men(&self) -> u8 {
        self.stacks.iter().map(|s| s.men).sum()
    }

    pub fn is_cleared(&self) -> bool {
        self.men() == 0
    }

    /// What a die of `face` may do here: nothing (the die is unusable), one thing, or in
    /// Ofanfelling's bear-off a choice: bear off a man from the die's point, or move any man
    /// down by the die from a higher point, as in backgammon (docs/rules.md §3.5), bearing off
    /// first. With neither, it bears off a man from the highest occupied point below.
    pub fn die_effects(&self, face: Face, rules: RuleSet) -> Vec<Effect> {
        let point = face.point();
        let stack = self.stack(point);
        match self.phase {
            Phase::BearingDown => (stack.raised > 0).then_some(Effect::BearDown(point)).into_iter().collect(),
            Phase::Restacking => (!stack.fully_raised()).then_some(Effect::Restack(point)).into_iter().collect(),
            Phase::BearingOff if !rules.restacks() => {
                (stack.men > 0).then_some(Effect::BearOff(point)).into_iter().collect()
            }
            Phase::BearingOff => {
                let here = (stack.men > 0).then_some(Effect::BearOff(point));
                let higher = Point::ALL[point.index() + 1..]
                    .iter()
                    .filter(|p| self.stack(**p).men > 0)
                    .filter_map(|&from| Some(Effect::Move { from, to: from.minus(face)? }));
                let effects: Vec<Effect> = here.into_iter().chain(higher).collect();
                if !effects.is_empty() {
                    return effects;
                }
                let highest = Point::ALL[..point.index()].iter().rev().find(|p| self.stack(**p).men > 0);
                highest.map(|&p| Effect::BearOff(p)).into_iter().collect()
            }
        }
    }

    /// What a doublet's unit may do here: one man on any point that can take it.
    pub fn unit_effects(&self) -> Vec<Effect> {
        Point::ALL
            .into_iter()
            .filter_map(|point| {
                let stack = self.stack(point);
                match self.phase {
                    Phase::BearingDown => (stack.raised > 0).then_some(Effect::BearDown(point)),
                    Phase::Restacking => (!stack.fully_raised()).then_some(Effect::Restack(point)),
                    Phase::BearingOff => (stack.men > 0).then_some(Effect::BearOff(point)),
                }
            })
            .collect()
    }

    /// The table after each effect [`Table::die_effects`] offers, in the same order; empty
    /// when the die is unusable. The solver of `crate::ai::doublets` walks every table a
    /// player can reach through this and [`Table::after_unit`], so it follows these rules.
    pub fn after_die(&self, face: Face, rules: RuleSet) -> Vec<Table> {
        self.die_effects(face, rules).into_iter().map(|effect| self.after(effect, rules)).collect()
    }

    /// The table after each point a doublet's unit may take, as [`Table::unit_effects`].
    pub fn after_unit(&self, rules: RuleSet) -> Vec<Table> {
        self.unit_effects().into_iter().map(|effect| self.after(effect, rules)).collect()
    }

    /// The table after `effect`, one that [`Table::die_effects`] or [`Table::unit_effects`] offered.
    pub(super) fn after(&self, effect: Effect, rules: RuleSet) -> Table {
        let mut table = self.clone();
        table.apply(effect, rules);
        table
    }

    /// Applies an effect that [`Table::die_effects`] or [`Table::unit_effects`] offered,
    /// then moves on to the next phase once this one is done.
    pub(super) fn apply(&mut self, effect: Effect, rules: RuleSet) {
        match effect {
            Effect::BearDown(p) => self.stacks[p.index()].raised -= 1,
            Effect::Restack(p) => self.stacks[p.index()].raised += 1,
            Effect::BearOff(p) => {
                let men = self.stacks[p.index()].men - 1;
                // Ofanfelling bears off restacked men: what is left stays a stack.
                self.stacks[p.index()] = if rules.restacks() { Stack::standing(men) } else { Stack { men, raised: 0 } };
            }
            Effect::Move { from, to } => {
                let (left, arrived) = (self.stack(from).men - 1, self.stack(to).men + 1);
                self.stacks[from.index()] = if left == 0 { Stack::EMPTY } else { Stack::standing(left) };
                self.stacks[to.index()] = Stack::standing(arrived);
            }
        }
        self.phase = match self.phase {
            Phase::BearingDown if self.stacks.iter().all(|s| s.raised == 0) => {
                if rules.restacks() {
                    Phase::Restacking
                } else {
                    Phase::BearingOff
                }
            }
            Phase::Restacking if self.stacks.iter().all(|s| s.fully_raised()) => Phase::BearingOff,
            phase => phase,
        };
    }
}
