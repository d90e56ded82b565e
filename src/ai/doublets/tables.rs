//! Every table one player can reach under a rule set, numbered, with where each die and
//! each doublet unit takes it. This is the compact state the exact odds are solved over:
//! a whole game is two of these numbers and whose throw it is.
//!
//! The tables are found by walking the engine's own [`Table::after_die`] and
//! [`Table::after_unit`] from a position's two tables (a new game's: every table of the
//! rule set), so they follow the rules exactly. They are
//! numbered by *height*, the most dice or units that can still be played on the table
//! before it is cleared: every die or unit lowers it, so a game always moves to lower
//! numbers and the odds can be solved from the end backwards.

use std::collections::HashMap;

use crate::games::Colour;
use crate::games::doublets::{DoubletRule, Face, Phase, Position, RuleSet, Table};

/// A table's number among the [`Tables`] of its rule set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TableId(u16);

impl TableId {
    /// The empty table: its player has borne off every man and won.
    pub const CLEARED: TableId = TableId(0);

    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// Successors of every table, flat: those of table `t` under key `k` are
/// `next[at[t * keys + k]..at[t * keys + k + 1]]`.
#[derive(Clone, Debug, Default)]
struct Edges {
    keys: usize,
    at: Vec<u32>,
    next: Vec<TableId>,
}

impl Edges {
    fn build(tables: usize, keys: usize, mut successors: impl FnMut(usize, usize) -> Vec<TableId>) -> Edges {
        let mut edges = Edges { keys, at: vec![0], next: Vec::new() };
        for t in 0..tables {
            for k in 0..keys {
                edges.next.extend(successors(t, k));
                edges.at.push(edges.next.len() as u32);
            }
        }
        edges
    }

    fn of(&self, table: TableId, key: usize) -> &[TableId] {
        let slot = table.index() * self.keys + key;
        &self.next[self.at[slot] as usize..self.at[slot + 1] as usize]
    }
}

/// One player's tables under one rule set.
#[derive(Clone, Debug)]
pub struct Tables {
    rules: RuleSet,
    tables: Vec<Table>,
    ids: HashMap<Table, TableId>,
    /// Where the tables of each height begin, lowest first; the last entry is their number.
    levels: Vec<usize>,
    /// Key: a face's number − 1.
    dice: Edges,
    /// One key; empty unless the rule set counts doublets as units.
    units: Edges,
}

impl Tables {
    /// Every table a game from `position` can show: those either player's table can lead to,
    /// theirs included (from a new game, every table of the rule set).
    pub fn below(position: &Position) -> Tables {
        let rules = position.rules();
        let units = rules.doublet() == DoubletRule::Pips;
        let step = |table: &Table| -> Vec<Table> {
            let dice = Face::ALL.into_iter().flat_map(|face| table.after_die(face, rules));
            dice.chain(if units { table.after_unit(rules) } else { Vec::new() }).collect()
        };
        // Every reachable table and its height, depth first: a table is finished after its
        // successors, so their heights are known by then.
        let mut heights: HashMap<Table, u8> = HashMap::new();
        let mut finished = Vec::new();
        let mut stack: Vec<(Table, bool)> = Colour::ALL.map(|c| (position.table(c).clone(), false)).into();
        while let Some((table, done)) = stack.pop() {
            if heights.contains_key(&table) {
                continue;
            }
            let next = step(&table);
            if done {
                heights.insert(table.clone(), next.iter().map(|t| heights[t] + 1).max().unwrap_or(0));
                finished.push(table);
            } else {
                stack.push((table, true));
                stack.extend(next.into_iter().filter(|t| !heights.contains_key(t)).map(|t| (t, false)));
            }
        }
        let mut tables = finished;
        tables.sort_by_key(|t| heights[t]);
        debug_assert!(
            tables[0].is_cleared() && tables.get(1).is_none_or(|t| heights[t] > 0),
            "every table leads to the empty one, the only one of height 0"
        );
        let ids: HashMap<Table, TableId> = tables
            .iter()
            .enumerate()
            .map(|(i, t)| (t.clone(), TableId(u16::try_from(i).expect("Ofanfelling, the most, has 7,878 tables"))))
            .collect();
        let heights: Vec<u8> = tables.iter().map(|t| heights[t]).collect();
        let top = usize::from(*heights.last().expect("the empty table"));
        let levels = (0..=top + 1).map(|h| heights.partition_point(|&x| usize::from(x) < h)).collect();
        let dice = Edges::build(tables.len(), 6, |t, k| {
            tables[t].after_die(Face::ALL[k], rules).iter().map(|n| ids[n]).collect()
        });
        let units = match units {
            true => Edges::build(tables.len(), 1, |t, _| tables[t].after_unit(rules).iter().map(|n| ids[n]).collect()),
            false => Edges::default(),
        };
        Tables { rules, tables, ids, levels, dice, units }
    }

    pub const fn rules(&self) -> RuleSet {
        self.rules
    }

    pub fn len(&self) -> usize {
        self.tables.len()
    }

    /// Every table, lowest first.
    pub fn all(&self) -> impl Iterator<Item = TableId> + use<> {
        (0..self.tables.len()).map(|i| TableId(i as u16))
    }

    pub fn id(&self, table: &Table) -> Option<TableId> {
        self.ids.get(table).copied()
    }

    pub fn phase(&self, id: TableId) -> Phase {
        self.tables[id.index()].phase()
    }

    /// The greatest height.
    pub fn top(&self) -> u8 {
        (self.levels.len() - 2) as u8
    }

    /// The tables of height `h`.
    pub fn level(&self, h: u8) -> impl Iterator<Item = TableId> + use<> {
        let h = usize::from(h);
        (self.levels[h]..self.levels[h + 1]).map(|i| TableId(i as u16))
    }

    /// Where a die of `face` takes `table`: nowhere when it is unusable, several tables only
    /// in Ofanfelling's bear-off (the higher point a man moves from).
    pub fn after_die(&self, table: TableId, face: Face) -> &[TableId] {
        self.dice.of(table, usize::from(face.get()) - 1)
    }

    /// Where one doublet unit may take `table` (none unless the rule set has units).
    pub fn after_unit(&self, table: TableId) -> &[TableId] {
        self.units.of(table, 0)
    }
}
