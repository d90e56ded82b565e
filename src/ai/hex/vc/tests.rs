use std::collections::HashMap;

use super::*;
use crate::games::hex::{BoardSize, Cell};

fn bits(size: BoardSize, names: &[&str]) -> Bits {
    names.iter().fold(0, |set, name| set | 1 << Cell::parse(name, size).unwrap().index(size))
}

fn end(size: BoardSize, name: &str) -> End {
    Cell::parse(name, size).unwrap().index(size) as End
}

/// Black's connections on an `n`×`n` board with `black` and `white` stones; `white: None`
/// fills every cell but `open` with White.
fn black(n: u32, black: &[&str], white: &[&str]) -> (BoardSize, Vcs) {
    let size = BoardSize::new(n).unwrap();
    let g = Geometry::new(size).unwrap();
    let mut vcs = Vcs::new(g);
    vcs.build([bits(size, black), bits(size, white)], 0, Until::Closed);
    (size, vcs)
}

/// Black's connections with White on every cell but Black's stones and the `open` ones.
fn black_in(n: u32, black_stones: &[&str], open: &[&str]) -> (BoardSize, Vcs) {
    let size = BoardSize::new(n).unwrap();
    let g = Geometry::new(size).unwrap();
    let black = bits(size, black_stones);
    let white = g.all & !black & !bits(size, open);
    let mut vcs = Vcs::new(g);
    vcs.build([black, white], 0, Until::Closed);
    (size, vcs)
}

fn fulls(vcs: &Vcs, x: End, y: End) -> Vec<Bits> {
    vcs.slot(x, y).map_or_else(Vec::new, |slot| vcs.pairs[slot].fulls().to_vec())
}

fn semis(vcs: &Vcs, x: End, y: End) -> Vec<(Bits, End)> {
    let Some(slot) = vcs.slot(x, y) else { return Vec::new() };
    let pair = &vcs.pairs[slot];
    pair.semis().iter().copied().zip(pair.keys().iter().copied()).collect()
}

#[test]
fn neighbours_are_joined_with_an_empty_carrier_and_others_are_not() {
    let (size, vcs) = black(5, &["c3"], &[]);
    assert_eq!(fulls(&vcs, end(size, "c3"), end(size, "d3")), vec![0]);
    assert_eq!(fulls(&vcs, end(size, "b2"), end(size, "b3")), vec![0]);
    assert!(!fulls(&vcs, end(size, "b2"), end(size, "c3")).contains(&0), "a bridge apart, not touching");
}

#[test]
fn and_through_an_empty_cell_makes_a_semi_keyed_there() {
    // c2 and c4 share one neighbour, c3: Black joins them by playing it.
    let (size, vcs) = black(5, &["c2", "c4"], &[]);
    let (c2, c4) = (end(size, "c2"), end(size, "c4"));
    assert!(semis(&vcs, c2, c4).contains(&(bits(size, &["c3"]), end(size, "c3"))));
    assert!(fulls(&vcs, c2, c4).is_empty(), "White takes c3");
    // Near miss: with White on c3 no semi runs through it.
    let (_, vcs) = black(5, &["c2", "c4"], &["c3"]);
    assert!(semis(&vcs, c2, c4).iter().all(|&(carrier, _)| carrier & bits(size, &["c3"]) == 0));
}

#[test]
fn and_through_a_group_makes_a_full_when_the_carriers_are_disjoint() {
    // Bridges b2–c3 (c2, b3) and c3–d4 (d3, c4).
    let (size, vcs) = black_in(5, &["b2", "c3", "d4"], &["c2", "b3", "d3", "c4"]);
    let carrier = bits(size, &["c2", "b3", "d3", "c4"]);
    assert_eq!(fulls(&vcs, end(size, "b2"), end(size, "d4")), vec![carrier]);
    // Near miss: bridges b2–c3 (c2, b3) and c3–a4 (b3, b4) share b3, which White takes.
    let (size, vcs) = black_in(5, &["b2", "c3", "a4"], &["c2", "b3", "b4"]);
    assert!(fulls(&vcs, end(size, "b2"), end(size, "a4")).is_empty());
}

#[test]
fn or_of_semis_with_disjoint_carriers_makes_a_full() {
    // The bridge: b2 and c3 share c2 and b3.
    let (size, vcs) = black(5, &["b2", "c3"], &[]);
    let (b2, c3) = (end(size, "b2"), end(size, "c3"));
    assert_eq!(fulls(&vcs, b2, c3), vec![bits(size, &["c2", "b3"])]);
    // Near miss: with White on c2 only the semi through b3 is left.
    let (_, vcs) = black(5, &["b2", "c3"], &["c2"]);
    assert!(fulls(&vcs, b2, c3).is_empty());
    assert!(semis(&vcs, b2, c3).contains(&(bits(size, &["b3"]), end(size, "b3"))));
}

#[test]
fn a_stone_on_the_second_row_holds_its_edge_by_the_two_cells_below() {
    let (size, vcs) = black(5, &["c2"], &[]);
    let near = vcs.near;
    assert!(fulls(&vcs, end(size, "c2"), near).contains(&bits(size, &["c1", "d1"])));
    let (_, vcs) = black(5, &["c2"], &["d1"]);
    assert!(!fulls(&vcs, end(size, "c2"), near).iter().any(|&c| c.count_ones() <= 2));
}

/// The ziggurat (edge template IIIa): a stone on the third row reaches its edge through
/// eight empty cells, derived by the rules; with White on any one of them it does not.
#[test]
fn the_ziggurat_is_derived_and_a_stone_in_it_breaks_it() {
    let ziggurat = ["b3", "c2", "d2", "b2", "c1", "d1", "e1", "b1"];
    let (size, vcs) = black_in(6, &["c3"], &ziggurat);
    let near = vcs.near;
    assert_eq!(fulls(&vcs, end(size, "c3"), near), vec![bits(size, &ziggurat)]);
    for taken in ziggurat {
        let open: Vec<&str> = ziggurat.iter().copied().filter(|&cell| cell != taken).collect();
        let (_, vcs) = black_in(6, &["c3"], &open);
        assert!(fulls(&vcs, end(size, "c3"), near).is_empty(), "White on {taken}");
    }
}

#[test]
fn the_centre_of_5x5_joins_both_edges_and_a_corner_does_not() {
    let (_, vcs) = black(5, &["c3"], &[]);
    assert!(vcs.edge_full().is_some());
    let (_, vcs) = black(5, &["a1"], &[]);
    assert_eq!(vcs.edge_full(), None);
}

#[test]
fn joined_edges_need_no_carrier() {
    let (_, vcs) = black(3, &["b1", "b2", "b3"], &[]);
    assert_eq!(vcs.edge_full(), Some(0));
}

/// The must-play region is the intersection of the semis between the edges, and the
/// union it comes with holds only their cells.
#[test]
fn the_must_play_region_is_the_intersection_of_the_semis() {
    // White's connections on 3×3 against Black a2, with White b2.
    let size = BoardSize::new(3).unwrap();
    let g = Geometry::new(size).unwrap();
    let mut vcs = Vcs::new(g);
    vcs.build([bits(size, &["a2"]), bits(size, &["b2"])], 1, Until::Closed);
    let semis: Vec<Bits> = vcs.edge_semis().map(|(carrier, _)| carrier).collect();
    assert!(!semis.is_empty());
    let (meet, union) = vcs.must_play().unwrap();
    assert_eq!(meet, semis.iter().fold(!0, |m, &c| m & c));
    assert_eq!(union & !semis.iter().fold(0, |u, &c| u | c), 0);
    // Near miss: Black's a2, cut off below by White a3 and b2, needs two more stones to
    // join its edges: no semi, no region.
    vcs.build([bits(size, &["a2"]), bits(size, &["a3", "b2"])], 0, Until::Closed);
    assert_eq!(vcs.must_play(), None);
}

/// Whether `ours` (with the stones of `open` the owner takes as the game goes) joins the
/// endpoints `x` and `y`, the opponent moving next when `theirs_next`, both playing only
/// inside `open`.
struct Game<'a> {
    g: &'a Geometry,
    x: Bits,
    y: Bits,
    memo: HashMap<(Bits, Bits, bool), bool>,
}

impl Game<'_> {
    fn joined(&self, ours: Bits) -> bool {
        self.g.flood(self.x, ours | self.x | self.y) & self.y != 0
    }

    fn holds(&mut self, ours: Bits, open: Bits, theirs_next: bool) -> bool {
        if self.joined(ours) {
            return true;
        }
        if open == 0 {
            return false;
        }
        if let Some(&known) = self.memo.get(&(ours, open, theirs_next)) {
            return known;
        }
        let mut cells = ones(open).map(|i| 1 << i);
        let result = if theirs_next {
            cells.all(|cell: Bits| self.holds(ours, open & !cell, false))
        } else {
            cells.any(|cell: Bits| self.holds(ours | cell, open & !cell, true))
        };
        self.memo.insert((ours, open, theirs_next), result);
        result
    }
}

/// The cells an endpoint stands for, as the game above joins them: a cell is taken as the
/// owner's, an edge is its row, a group its stones.
fn cells_of(g: &Geometry, own: Bits, side: usize, end: End) -> Bits {
    let cells = g.n * g.n;
    match u32::from(end) {
        e if e == cells => g.flood(g.edges[side][0], own) | g.edges[side][0],
        e if e == cells + 1 => g.flood(g.edges[side][1], own) | g.edges[side][1],
        cell => g.flood(1 << cell, own) | 1 << cell,
    }
}

/// A full found: its endpoints (the lower first) and carrier.
type Full = (End, End, Bits);
/// A semi found: its endpoints, carrier and key.
type Semi = (End, End, Bits, End);

/// Every full and semi `vcs` found.
fn all(vcs: &Vcs) -> (Vec<Full>, Vec<Semi>) {
    let (mut fulls, mut semis) = (Vec::new(), Vec::new());
    for x in 0..ENDS as End {
        for y in x + 1..ENDS as End {
            if let Some(slot) = vcs.slot(x, y) {
                let pair = &vcs.pairs[slot];
                fulls.extend(pair.fulls().iter().map(|&c| (x, y, c)));
                let keyed = pair.semis().iter().zip(pair.keys());
                semis.extend(keyed.map(|(&c, &key)| (x, y, c, key)));
            }
        }
    }
    (fulls, semis)
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]

    /// Every connection the search claims holds: on random small positions, every full
    /// with a carrier of up to ten cells joins its endpoints against every defence inside
    /// it, the opponent moving first, and every semi once its owner plays its key.
    #[test]
    fn every_connection_holds_against_every_intrusion(
        n in 3u32..=6,
        picks in proptest::collection::vec(0..36usize, 16),
        count in 0usize..=12,
        side in 0usize..2,
    ) {
        let size = BoardSize::new(n).unwrap();
        let g = Geometry::new(size).unwrap();
        let mut stones = [0; 2];
        for (k, &pick) in picks.iter().take(count.min(size.area() - 1)).enumerate() {
            let empty = g.all & !(stones[0] | stones[1]);
            let cell = ones(empty).nth(pick % empty.count_ones() as usize).unwrap();
            stones[k % 2] |= 1 << cell;
        }
        let mut vcs = Vcs::new(g);
        vcs.build(stones, side, Until::Closed);
        if vcs.joined {
            return Ok(());
        }
        let own = stones[side];
        let (fulls, semis) = all(&vcs);
        let mut game = Game { g: &g, x: 0, y: 0, memo: HashMap::new() };
        for &(x, y, carrier) in fulls.iter().filter(|c| c.2.count_ones() <= 10) {
            (game.x, game.y) = (cells_of(&g, own, side, x), cells_of(&g, own, side, y));
            game.memo.clear();
            proptest::prop_assert!(game.holds(own, carrier, true), "full {x}–{y} over {carrier:#x}");
        }
        for &(x, y, carrier, key) in semis.iter().filter(|c| c.2.count_ones() <= 10) {
            (game.x, game.y) = (cells_of(&g, own, side, x), cells_of(&g, own, side, y));
            game.memo.clear();
            proptest::prop_assert!(carrier >> key & 1 == 1, "the key is in the carrier");
            let key: Bits = 1 << key;
            proptest::prop_assert!(game.holds(own | key, carrier & !key, true), "semi {x}–{y} over {carrier:#x}");
        }
    }
}
