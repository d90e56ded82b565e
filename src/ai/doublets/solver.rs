//! The exact odds of a rule set, by dynamic programming over every pair of tables.
//!
//! The value of a pair is the chance that the player about to throw, with the first table,
//! wins against the second when both play to win. The two players' races cannot be solved
//! apart: in Cotton, Doblet and Dames rabattues a die one player cannot use moves the
//! other's men, and even where they never touch (Willughby, Ofanfelling) the best choice
//! depends on how near the opponent is to the end (when the opponent will likely finish
//! next turn, the likeliest finish this turn beats the fewest throws on average).
//!
//! Every die or unit lowers a table's height ([`Tables`]), so a turn leads to pairs of a
//! lower total height, solved before; except a throw nobody can use, which leaves the
//! pair as it was and hands the dice on (or, after Dames rabattues' and Ofanfelling's
//! doublets, back to the thrower). Those loops tie the pair (a, b) to (b, a) only, of the
//! same total, so the two are solved together as two linear equations.
//!
//! The work goes by blocks, the pairs of one height with another, so that it can be done a
//! little at a time (in a page's worker, between two looks at its messages). Within a block
//! the opponent's table is the outer loop, so the odds read (one row of the table of odds)
//! stay in the processor's cache.

use std::fmt;

use super::solution::Solution;
use super::tables::{TableId, Tables};
use super::throws::throws;
use super::turn::{Outcome, best, dice_outcomes, unit_outcomes};
use crate::games::doublets::{DoubletRule, Position};

/// More pairs of tables below a position than the caller will spend memory and time on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLarge {
    pub pairs: usize,
    pub limit: usize,
}

impl fmt::Display for TooLarge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} pairs of tables follow this position, more than the {} allowed", self.pairs, self.limit)
    }
}

impl std::error::Error for TooLarge {}

/// The throws that play out alike from one table, with their summed chance.
#[derive(Clone, Debug)]
struct Group {
    chance: f64,
    /// A doublet of Dames rabattues or Ofanfelling: the thrower throws again afterwards.
    again: bool,
    /// Whether some way of playing them gives the opponent a die: then the outcomes are
    /// needed whole, else the thrower's tables are enough.
    passes: bool,
    /// Where they lead, `outcomes[start..end]` of the solver, and the same tables alone in
    /// `mines[start..end]`.
    start: u32,
    end: u32,
}

/// One player's view of a pair before the throw: what the throws that change something are
/// worth, and how likely the throws are that change nothing.
#[derive(Clone, Copy, Debug, Default)]
struct Sums {
    /// Chance to win, over the throws that change a table.
    changed: f64,
    /// Chance of a throw nobody can use, after which the opponent throws.
    handed_on: f64,
    /// Chance of a doublet nobody can use, after which the thrower throws again.
    again: f64,
}

/// Solves a rule set a block of pairs at a time.
pub struct Solver {
    tables: Tables,
    /// Each table's groups: `groups[group_at[t]..group_at[t + 1]]`.
    groups: Vec<Group>,
    group_at: Vec<u32>,
    outcomes: Vec<Outcome>,
    mines: Vec<TableId>,
    wins: Vec<f32>,
    /// Every block, in the order it is solved: two heights, the first no greater.
    blocks: Vec<(u8, u8)>,
    done: usize,
    pairs_done: usize,
}

impl Solver {
    /// A solver for every position that can follow `position`: the pairs of tables below
    /// its two tables (from a new game, the whole rule set).
    pub fn new(position: &Position) -> Solver {
        Solver::over(Tables::below(position))
    }

    /// As [`Solver::new`], unless that is more than `limit` pairs of tables: how many
    /// there are is known before the memory for them is taken.
    pub fn within(position: &Position, limit: usize) -> Result<Solver, TooLarge> {
        let tables = Tables::below(position);
        match tables.len() * tables.len() {
            pairs if pairs > limit => Err(TooLarge { pairs, limit }),
            _ => Ok(Solver::over(tables)),
        }
    }

    fn over(tables: Tables) -> Solver {
        let rules = tables.rules();
        let n = tables.len();
        let throws = throws(rules.dice());
        let (mut groups, mut group_at, mut outcomes) = (Vec::new(), vec![0], Vec::new());
        for mine in tables.all() {
            let first = groups.len();
            for throw in &throws {
                let doublet = throw.is_doublet();
                let ways = match rules.doublet() {
                    DoubletRule::Pips if doublet => unit_outcomes(&tables, mine, 2 * throw.faces[0].get()),
                    _ => dice_outcomes(&tables, mine, &throw.faces),
                };
                let again = doublet && rules.doublet() == DoubletRule::ThrowAgain;
                let same = groups[first..]
                    .iter_mut()
                    .find(|g: &&mut Group| g.again == again && outcomes[g.start as usize..g.end as usize] == ways[..]);
                match same {
                    Some(group) => group.chance += throw.chance,
                    None => {
                        let start = outcomes.len() as u32;
                        let passes = ways.iter().any(Outcome::passes);
                        outcomes.extend(ways);
                        groups.push(Group { chance: throw.chance, again, passes, start, end: outcomes.len() as u32 });
                    }
                }
            }
            group_at.push(groups.len() as u32);
        }
        let mines = outcomes.iter().map(|o: &Outcome| o.mine).collect();
        let mut wins = vec![0.0; n * n];
        // Whoever has the empty table has won: the thrower's chance against it is 0 (column 0
        // stays so; a throw that clears the thrower's own table reads it, as 1 − 0), and with
        // it, 1 (row 0: nobody throws there).
        wins[..n].fill(1.0);
        let top = tables.top();
        let blocks = (2..=2 * top)
            .flat_map(|sum| (sum.saturating_sub(top).max(1)..=sum / 2).map(move |h| (h, sum - h)))
            .collect();
        Solver { tables, groups, group_at, outcomes, mines, wins, blocks, done: 0, pairs_done: 0 }
    }

    /// Solves every position that can follow `position` at once.
    pub fn solve(position: &Position) -> Solution {
        Solver::new(position).finish()
    }

    /// Solves blocks until some `pairs` more pairs are solved (at least one block, unless
    /// all are); true once everything is solved.
    pub fn run(&mut self, pairs: usize) -> bool {
        let goal = self.pairs_done.saturating_add(pairs);
        while !self.is_solved() && self.pairs_done < goal {
            let (low, high) = self.blocks[self.done];
            self.solve_block(low, high);
            self.done += 1;
        }
        self.is_solved()
    }

    /// Pairs of tables to solve: the measure of the work and of the memory it takes (four
    /// bytes a pair).
    pub fn pairs(&self) -> usize {
        self.wins.len()
    }

    pub fn is_solved(&self) -> bool {
        self.done == self.blocks.len()
    }

    /// The share of the work done, 0 to 1.
    pub fn progress(&self) -> f64 {
        let n = self.tables.len() - 1;
        if self.is_solved() { 1.0 } else { self.pairs_done as f64 / (n * n) as f64 }
    }

    /// Solves whatever is left, and gives the odds.
    pub fn finish(mut self) -> Solution {
        self.run(usize::MAX);
        Solution::new(self.tables, self.wins)
    }

    fn win(&self, mine: TableId, theirs: TableId) -> f64 {
        f64::from(self.wins[mine.index() * self.tables.len() + theirs.index()])
    }

    /// Every pair of a table of height `low` with one of height `high`, both ways round.
    fn solve_block(&mut self, low: u8, high: u8) {
        let lows: Vec<TableId> = self.tables.level(low).collect();
        let highs: Vec<TableId> = self.tables.level(high).collect();
        let at = |l: usize, h: usize| l * highs.len() + h;
        // (low, high) with the high table's row of odds held, then the other way round.
        let mut up = vec![Sums::default(); lows.len() * highs.len()];
        for (h, &theirs) in highs.iter().enumerate() {
            for (l, &mine) in lows.iter().enumerate() {
                up[at(l, h)] = self.sums(mine, theirs);
            }
        }
        let mut down = vec![Sums::default(); lows.len() * highs.len()];
        if low != high {
            for (l, &theirs) in lows.iter().enumerate() {
                for (h, &mine) in highs.iter().enumerate() {
                    down[at(l, h)] = self.sums(mine, theirs);
                }
            }
        }
        for (l, &a) in lows.iter().enumerate() {
            for (h, &b) in highs.iter().enumerate() {
                match low == high {
                    false => self.settle(a, b, up[at(l, h)], down[at(l, h)]),
                    // A square block holds both ways round already.
                    true if b >= a => self.settle(a, b, up[at(l, h)], up[at(h, l)]),
                    true => {}
                }
            }
        }
        self.pairs_done += lows.len() * highs.len() * if low == high { 1 } else { 2 };
    }

    /// Solves W(a,b) = S(a,b) + r(a)·W(a,b) + q(a)·(1 − W(b,a)) and the same with a and b
    /// exchanged, for W(a,b) and W(b,a).
    fn settle(&mut self, a: TableId, b: TableId, ab: Sums, ba: Sums) {
        let (wab, wba) = if a == b {
            let w = (ab.changed + ab.handed_on) / (1.0 - ab.again + ab.handed_on);
            (w, w)
        } else {
            let (x1, y1, c1) = (1.0 - ab.again, ab.handed_on, ab.changed + ab.handed_on);
            let (x2, y2, c2) = (ba.handed_on, 1.0 - ba.again, ba.changed + ba.handed_on);
            let det = x1 * y2 - y1 * x2;
            ((c1 * y2 - y1 * c2) / det, (x1 * c2 - c1 * x2) / det)
        };
        let n = self.tables.len();
        self.wins[a.index() * n + b.index()] = wab as f32;
        self.wins[b.index() * n + a.index()] = wba as f32;
    }

    fn sums(&self, mine: TableId, theirs: TableId) -> Sums {
        let n = self.tables.len();
        let handed_on = |m: TableId, t: TableId| 1.0 - self.win(t, m);
        let again = |m: TableId, t: TableId| self.win(m, t);
        // Their chance when they throw next against each of my tables, the cleared one 0.
        let theirs_row = &self.wins[theirs.index() * n..(theirs.index() + 1) * n];
        let mut sums = Sums::default();
        let groups = &self.groups[self.group_at[mine.index()] as usize..self.group_at[mine.index() + 1] as usize];
        for group in groups {
            let range = group.start as usize..group.end as usize;
            let (outcomes, mines) = (&self.outcomes[range.clone()], &self.mines[range]);
            // Either every way of playing the throw leaves both tables as they were, or none.
            let stuck = mines[0] == mine && (!group.passes || outcomes[0].theirs(&self.tables, theirs) == Some(theirs));
            let chance = match (stuck, group.again, group.passes) {
                (true, true, _) => {
                    sums.again += group.chance;
                    continue;
                }
                (true, false, _) => {
                    sums.handed_on += group.chance;
                    continue;
                }
                // The hot path: no die passed, so only my table changes; the best for me is
                // their worst row entry.
                (false, false, false) => {
                    1.0 - f64::from(mines.iter().fold(1.0f32, |worst, m| worst.min(theirs_row[m.index()])))
                }
                (false, true, _) => best(outcomes, &self.tables, theirs, &again),
                (false, false, true) => best(outcomes, &self.tables, theirs, &handed_on),
            };
            sums.changed += group.chance * chance;
        }
        sums
    }
}
