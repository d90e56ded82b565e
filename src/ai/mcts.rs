//! Monte-Carlo tree search with UCT and, optionally, RAVE (Gelly and Silver, 2007).
//!
//! The tree lives in flat vectors: nodes, and the edges (moves) that leave each node,
//! stored together, one vector per field of an edge. A node is created only once its edge has been tried a few times and
//! while the tree is under its edge budget, so memory stays bounded on a phone. Each
//! iteration walks down by the UCT-RAVE score, plays the game out at random, and credits
//! every edge on the way (and, for RAVE, every sibling move the winner's side played
//! later in the game).

use std::ops::Range;

use crate::games::{Colour, Outcome, Seat};
use crate::rng::Rng;

use super::{ProofStep, Score, Simulate, Verdict};

/// How the search weighs what it knows against what it has not tried.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// The UCT constant `c` in `Q + c·√(ln N / n)`.
    pub exploration: f32,
    /// RAVE's bias `b` in β = ñ / (n + ñ + 4b²nñ); `None` is plain UCT without AMAF.
    pub rave_bias: Option<f32>,
    /// Whether urgent moves (immediate wins and blocks) restrict the root.
    pub urgent: bool,
    /// Whether moves that knowledge shows inferior ([`Simulate::search_moves`]) are left
    /// out of the tree.
    pub prune: bool,
    /// How often an edge must be tried before the node below it is created.
    pub expand_after: u32,
    /// Visits after which a node asks what the game knows of its position
    /// ([`Simulate::knowledge`]): a proved winner ends every walk there, and the moves
    /// named are the only ones weighed. `None`: never asked.
    pub knowledge_after: Option<u32>,
    /// The tree stops growing at this many edges (about 24 bytes each).
    pub max_edges: usize,
    /// Iterations after which the root's proof search ([`Simulate::prove`]) takes a step,
    /// while the root is not proved; the budget of [`Tree::run`] counts the step as that
    /// many iterations, so that the two share the time a move is given. `None`: the root's
    /// proof search has only what [`Simulate::verdict`] gives it.
    pub prove_every: Option<u32>,
}

impl Settings {
    /// Plain UCT: the baseline the knowledge is measured against.
    pub const UCT: Settings = Settings {
        exploration: 0.7,
        rave_bias: None,
        urgent: false,
        prune: false,
        expand_after: 2,
        knowledge_after: None,
        max_edges: 4_000_000,
        prove_every: None,
    };

    /// UCT with RAVE and urgent moves: the strength of the app's opponents.
    pub const RAVE: Settings = Settings {
        // RAVE explores by itself (as in MoHex, no UCT term); moves without an AMAF
        // estimate get a prior instead (see `Edge::rave_value`).
        exploration: 0.0,
        rave_bias: Some(0.05),
        urgent: true,
        prune: true,
        expand_after: 10,
        knowledge_after: None,
        max_edges: 1_000_000,
        prove_every: None,
    };
}

/// Value of a move nothing is known about: optimistic, so each is tried.
const FIRST_PLAY: f32 = 1.1;

/// How many half-won visits stand in for the AMAF estimate a move cannot have.
const PRIOR_VISITS: f32 = 10.0;

/// Steps the root's proof search takes at a time ([`Settings::prove_every`]): few, so that
/// it is asked often, yet enough that its walk back down from the root costs little beside
/// them.
const PROOF_STEP: u32 = 8;

#[derive(Clone, Copy, Debug)]
struct Node {
    /// This node's edges are `edges[first..first + len]`.
    first: u32,
    len: u32,
    /// The player to move here: rewards go to players, so the tree follows a colour swap.
    mover: Seat,
    visits: u32,
    /// Whether the game's knowledge was asked here.
    asked: bool,
    /// The colour that wins here, as the game's knowledge proved it: every walk that
    /// reaches the node ends there.
    won: Option<Colour>,
}

/// Every edge of the tree, one vector per field (a structure of arrays): RAVE's back-up
/// passes over all the siblings of every node on an iteration's path, and with each field
/// packed tight that pass is a few straight loops the compiler vectorises.
#[derive(Clone, Debug)]
struct Edges<M> {
    mv: Vec<M>,
    /// The move's [`Simulate::slot`], for the AMAF update.
    slot: Vec<u32>,
    /// The node this move leads to; 0 while not created (the root is never a child).
    child: Vec<u32>,
    visits: Vec<u32>,
    wins: Vec<f32>,
    amaf_visits: Vec<u32>,
    amaf_wins: Vec<f32>,
    /// The RAVE blend of `wins` and `amaf_wins`, kept up to date as they change, so that
    /// selection is a plain maximum.
    value: Vec<f32>,
}

impl<M> Default for Edges<M> {
    fn default() -> Self {
        Edges {
            mv: Vec::new(),
            slot: Vec::new(),
            child: Vec::new(),
            visits: Vec::new(),
            wins: Vec::new(),
            amaf_visits: Vec::new(),
            amaf_wins: Vec::new(),
            value: Vec::new(),
        }
    }
}

impl<M: Copy> Edges<M> {
    fn len(&self) -> usize {
        self.mv.len()
    }

    /// A new untried edge.
    fn push(&mut self, mv: M, slot: u32) {
        self.mv.push(mv);
        self.slot.push(slot);
        self.child.push(0);
        self.visits.push(0);
        self.wins.push(0.0);
        self.amaf_visits.push(0);
        self.amaf_wins.push(0.0);
        self.value.push(FIRST_PLAY);
    }

    /// Exchanges edges `a` and `b`, every field.
    fn swap(&mut self, a: usize, b: usize) {
        self.mv.swap(a, b);
        self.slot.swap(a, b);
        self.child.swap(a, b);
        self.visits.swap(a, b);
        self.wins.swap(a, b);
        self.amaf_visits.swap(a, b);
        self.amaf_wins.swap(a, b);
        self.value.swap(a, b);
    }

    /// Copies the edges of `range` in `from` to the end, their children not yet created.
    fn copy(&mut self, from: &Edges<M>, range: Range<usize>) {
        self.mv.extend_from_slice(&from.mv[range.clone()]);
        self.slot.extend_from_slice(&from.slot[range.clone()]);
        self.child.extend(range.clone().map(|_| 0));
        self.visits.extend_from_slice(&from.visits[range.clone()]);
        self.wins.extend_from_slice(&from.wins[range.clone()]);
        self.amaf_visits.extend_from_slice(&from.amaf_visits[range.clone()]);
        self.amaf_wins.extend_from_slice(&from.amaf_wins[range.clone()]);
        self.value.extend_from_slice(&from.value[range]);
    }

    fn mean(&self, e: usize) -> Option<f32> {
        (self.visits[e] > 0).then(|| self.wins[e] / self.visits[e] as f32)
    }

    /// The RAVE value of edge `e`: the [blend], optimistic while nothing is known.
    ///
    /// A move no playout ever makes (Hex's swap) has no AMAF estimate; it gets
    /// [`PRIOR_VISITS`] half-won visits instead, so that one lost try cannot bury it.
    fn rave_value(&self, e: usize, bias: f32) -> f32 {
        let (n, na) = (self.visits[e] as f32, self.amaf_visits[e] as f32);
        if na == 0.0 {
            return if n == 0.0 { FIRST_PLAY } else { (self.wins[e] + PRIOR_VISITS / 2.0) / (n + PRIOR_VISITS) };
        }
        blend(self.wins[e], n, self.amaf_wins[e], na, bias)
    }

    /// The AMAF update of the edges of `range` (a node's), given for each whether the side
    /// to move there played its move in the game (`played`, 1 or 0): one straight loop,
    /// every edge's blend computed and the played ones' kept.
    fn credit_amaf(&mut self, range: Range<usize>, played: &[u32], reward: f32, bias: f32) {
        let known = self.visits[range.clone()].iter().zip(&self.wins[range.clone()]);
        let amaf = self.amaf_visits[range.clone()].iter_mut().zip(&mut self.amaf_wins[range.clone()]);
        let rows = known.zip(amaf).zip(&mut self.value[range]).zip(played);
        for ((((&n, &w), (na, wa)), value), &hit) in rows {
            *na += hit;
            // Adding nothing to w̃ (never -0) leaves it as it was.
            *wa += if hit != 0 { reward } else { 0.0 };
            // ñ ≥ 1 where the blend is kept.
            let blended = blend(w, n as f32, *wa, *na as f32, bias);
            *value = if hit != 0 { blended } else { *value };
        }
    }
}

/// Gelly and Silver's blend: β = ñ / (n + ñ + 4b²nñ) of the AMAF mean w̃/ñ, the rest of
/// the real mean w/n. Multiplied out, that is (w·(1 + 4b²ñ) + w̃) / (n + ñ + 4b²nñ): one
/// division, as it runs for every sibling of every node an iteration passes. Needs ñ > 0.
fn blend(wins: f32, n: f32, amaf_wins: f32, na: f32, bias: f32) -> f32 {
    let k = 4.0 * bias * bias * na;
    (wins * (1.0 + k) + amaf_wins) / (n + na + k * n)
}

/// What the search thinks of one move at the root.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveStats<M> {
    pub mv: M,
    pub visits: u32,
    /// The mover's winning share over those visits.
    pub win_rate: f32,
}

/// A search tree over positions of `G`, rooted at the position to move from.
pub struct Tree<G: Simulate> {
    root: G,
    settings: Settings,
    policy: G::Policy,
    nodes: Vec<Node>,
    edges: Edges<G::Move>,
    rng: Rng,
    iterations: u64,
    /// The root's proved winner, from its [`Verdict`].
    proved: Option<Colour>,
    /// The root's proof search, resumed as the tree searches and kept from move to move.
    prover: G::Prover,
    /// Iterations since the proof search last took a step.
    credit: u32,
    // Scratch space, kept to avoid allocating in every iteration.
    path: Vec<(u32, u32)>,
    moves: Vec<G::Move>,
    played: Vec<u32>,
}

impl<G: Simulate> Tree<G> {
    pub fn new(root: G, settings: Settings, policy: G::Policy, rng: Rng) -> Tree<G> {
        let mut tree = Tree {
            root,
            settings,
            policy,
            nodes: Vec::new(),
            edges: Edges::default(),
            rng,
            iterations: 0,
            proved: None,
            prover: G::Prover::default(),
            credit: 0,
            path: Vec::new(),
            moves: Vec::new(),
            played: Vec::new(),
        };
        let verdict = tree.verdict();
        tree.plant(verdict);
        tree
    }

    /// What knowledge settles at the root, when the settings heed it. Asked once a root:
    /// for Hex it runs the solver a little.
    fn verdict(&mut self) -> Verdict<G::Move> {
        if self.settings.urgent { self.root.verdict(&mut self.prover) } else { Verdict::default() }
    }

    /// A proof found while searching: the root keeps its tree when the verdict leaves it
    /// the moves it has (blocks of a threat, say), and is planted again with the verdict's
    /// moves otherwise (the winning move, or the most stubborn one of a loss).
    fn settle(&mut self, verdict: Verdict<G::Move>) {
        let root = self.edges_of(0);
        let kept = verdict
            .moves
            .as_ref()
            .is_none_or(|moves| moves.len() == root.len() && root.clone().all(|e| moves.contains(&self.edges.mv[e])));
        if kept {
            self.proved = verdict.proved;
        } else {
            self.plant(verdict);
        }
    }

    /// Every [`PROOF_STEP`] × [`Settings::prove_every`] iterations, while the root is not
    /// proved, its proof search takes [`PROOF_STEP`] more steps. Returns what the budget
    /// counts them as: as many iterations, or none when the game had nothing to do.
    fn pay_the_prover(&mut self) -> u32 {
        let Some(every) = self.settings.prove_every else { return 0 };
        if self.proved.is_some() {
            return 0;
        }
        let cost = every.saturating_mul(PROOF_STEP);
        self.credit += 1;
        if self.credit < cost {
            return 0;
        }
        self.credit = 0;
        match self.root.prove(&mut self.prover, PROOF_STEP) {
            ProofStep::Idle => 0,
            ProofStep::Open => cost,
            ProofStep::Proved(verdict) => {
                self.settle(verdict);
                cost
            }
        }
    }

    /// Creates the root node, restricted to the urgent moves of `verdict` (the root's
    /// [`Tree::verdict`]) when there are any.
    fn plant(&mut self, verdict: Verdict<G::Move>) {
        self.nodes.clear();
        self.edges = Edges::default();
        self.proved = verdict.proved;
        let root = self.root.clone();
        match verdict.moves {
            // What knowledge says is urgent is weighed, pruned or not.
            Some(urgent) => {
                self.moves = urgent;
                self.add_edges(&root);
            }
            None => {
                self.add_node(&root);
            }
        }
    }

    pub fn root(&self) -> &G {
        &self.root
    }

    /// The colour that wins the root's position with best play, when knowledge proves it
    /// (see [`Verdict`]) whatever the search thinks.
    pub fn proved(&self) -> Option<Colour> {
        self.proved
    }

    /// Whether more search can change nothing: the root is proved and weighs one move (a
    /// proved win, or the one move a proved loss resists with), so its move is the proof's
    /// and its outcome is known. [`Tree::run`] stops here; so do the page and the clock.
    pub fn decided(&self) -> bool {
        self.proved.is_some() && self.nodes.first().is_some_and(|root| root.len == 1)
    }

    /// Iterations run since the root was last moved (the walks of the tree; the budget's
    /// share of the root's proof search is not among them).
    pub fn iterations(&self) -> u64 {
        self.iterations
    }

    /// Runs a budget of `iterations` more (none once the game is over, and no more once
    /// the root is [`decided`](Tree::decided)): walks of the tree, and the steps of the
    /// root's proof search, each counted as the iterations it stands for
    /// ([`Settings::prove_every`]).
    pub fn run(&mut self, iterations: u32) {
        if self.root.outcome().is_some() || self.nodes[0].len == 0 {
            return;
        }
        let mut left = iterations;
        while left > 0 && !self.decided() {
            self.iterate();
            self.iterations += 1;
            left = (left - 1).saturating_sub(self.pay_the_prover());
        }
    }

    fn add_node(&mut self, state: &G) -> u32 {
        self.moves.clear();
        if self.settings.prune {
            state.search_moves(&mut self.moves);
        } else {
            state.legal_moves(&mut self.moves);
        }
        self.add_edges(state)
    }

    /// Adds a node for `state` with an edge for each of the scratch moves.
    fn add_edges(&mut self, state: &G) -> u32 {
        // Shuffled once, so that ties among untried moves break at random.
        for i in (1..self.moves.len()).rev() {
            let j = self.rng.below(i as u32 + 1) as usize;
            self.moves.swap(i, j);
        }
        let first = self.edges.len() as u32;
        for &mv in &self.moves {
            self.edges.push(mv, state.slot(mv) as u32);
        }
        let len = self.moves.len() as u32;
        self.nodes.push(Node { first, len, mover: state.mover(), visits: 0, asked: false, won: None });
        self.nodes.len() as u32 - 1
    }

    fn select(&self, node: u32) -> u32 {
        let node = self.nodes[node as usize];
        // c·√(ln N / n) = c·√(ln N) · 1/√n: the logarithm once a node.
        let c = self.settings.exploration * (node.visits.max(1) as f32).ln().sqrt();
        let edges = &self.edges;
        let range = node.first as usize..(node.first + node.len) as usize;
        if self.settings.rave_bias.is_some() && c <= 0.0 {
            return node.first + first_max(&edges.value[range]).unwrap_or(0) as u32;
        }
        let known = edges.visits[range.clone()].iter().zip(&edges.wins[range.clone()]);
        let mut best = (f32::NEG_INFINITY, 0);
        for (i, ((&visits, &wins), &rave)) in known.zip(&edges.value[range]).enumerate() {
            let n = visits as f32;
            let value = match self.settings.rave_bias {
                None if visits == 0 => f32::INFINITY,
                None => wins / n,
                Some(_) => rave,
            };
            let score = if c > 0.0 { value + c * (n + 1.0).sqrt().recip() } else { value };
            if score > best.0 {
                best = (score, i);
            }
        }
        node.first + best.1 as u32
    }

    fn iterate(&mut self) {
        let mut state = self.root.clone();
        let mut node = 0u32;
        self.path.clear();
        let score = loop {
            if let Some(outcome) = state.outcome() {
                break Score::Ended(outcome);
            }
            let here = self.nodes[node as usize];
            if let Some(winner) = here.won {
                break Score::Ended(Outcome::Winner(winner));
            }
            if here.len == 0 {
                break state.simulate(self.policy, &mut self.rng);
            }
            if !here.asked && self.settings.knowledge_after.is_some_and(|after| here.visits >= after) {
                self.learn(node, &state);
                continue;
            }
            let e = self.select(node);
            self.path.push((node, e));
            let e = e as usize;
            state.play_in_tree(self.edges.mv[e]);
            if self.edges.child[e] != 0 {
                node = self.edges.child[e];
                continue;
            }
            if self.edges.visits[e] + 1 >= self.settings.expand_after
                && self.edges.len() < self.settings.max_edges
                && state.outcome().is_none()
            {
                let child = self.add_node(&state);
                self.edges.child[e] = child;
            }
            break state.outcome().map_or_else(|| state.simulate(self.policy, &mut self.rng), Score::Ended);
        };
        self.back_up(score, &state);
    }

    /// Asks what the game knows of `state`, node `node`'s position: a proved winner ends
    /// the walks there (but at the root, whose proof is the [`Verdict`]'s), and named
    /// moves are the only ones weighed, unless none of them is among the node's.
    fn learn(&mut self, node: u32, state: &G) {
        let known = state.knowledge();
        self.nodes[node as usize].asked = true;
        if let Some(winner) = known.proved {
            if node != 0 {
                self.nodes[node as usize].won = Some(winner);
            }
            return;
        }
        let Some(moves) = known.moves else { return };
        let range = self.edges_of(node);
        let mut kept = range.start;
        for e in range.clone() {
            if moves.contains(&self.edges.mv[e]) {
                self.edges.swap(kept, e);
                kept += 1;
            }
        }
        if kept > range.start {
            self.nodes[node as usize].len = (kept - range.start) as u32;
        }
    }

    /// Credits the score to every edge on the path, and (RAVE) to every sibling move
    /// that the same side went on to play later in the game.
    fn back_up(&mut self, score: Score, end: &G) {
        let exchanged = end.colours_exchanged();
        for &(node, e) in &self.path {
            let n = &mut self.nodes[node as usize];
            n.visits += 1;
            // The colour the mover held when the game ended: the stones AMAF looks at.
            let colour = n.mover.colour(exchanged);
            let reward = score.share(colour);
            let Node { first, len, .. } = *n;
            let e = e as usize;
            self.edges.visits[e] += 1;
            self.edges.wins[e] += reward;
            if let Some(bias) = self.settings.rave_bias {
                self.edges.value[e] = self.edges.rave_value(e, bias);
                let range = first as usize..(first + len) as usize;
                self.played.clear();
                let slots = &self.edges.slot[range.clone()];
                self.played.extend(slots.iter().map(|&slot| u32::from(end.played(slot as usize, colour))));
                self.edges.credit_amaf(range, &self.played, reward, bias);
            }
        }
    }

    /// The edges of `node`, as indices into the edge vectors.
    fn edges_of(&self, node: u32) -> Range<usize> {
        let Node { first, len, .. } = self.nodes[node as usize];
        first as usize..(first + len) as usize
    }

    /// The most visited move at the root: the search's choice. `None` once the game is over.
    pub fn best_move(&self) -> Option<G::Move> {
        self.best_edge().map(|e| self.edges.mv[e])
    }

    fn best_edge(&self) -> Option<usize> {
        if self.root.outcome().is_some() {
            return None;
        }
        let key = |e: usize| (self.edges.visits[e], self.edges.mean(e).unwrap_or(0.0));
        self.edges_of(0).max_by(|&a, &b| key(a).partial_cmp(&key(b)).unwrap_or(std::cmp::Ordering::Equal))
    }

    /// The chance to win that the search gives the side to move, after its best move.
    pub fn win_rate(&self) -> Option<f32> {
        self.best_edge().and_then(|e| self.edges.mean(e))
    }

    /// Every move considered at the root, most visited first.
    pub fn root_stats(&self) -> Vec<MoveStats<G::Move>> {
        let edges = &self.edges;
        let mut stats: Vec<_> = self
            .edges_of(0)
            .map(|e| MoveStats { mv: edges.mv[e], visits: edges.visits[e], win_rate: edges.mean(e).unwrap_or(0.0) })
            .collect();
        stats.sort_by_key(|s| std::cmp::Reverse(s.visits));
        stats
    }

    /// The line the search expects: its best move, the best answer to that, and so on.
    pub fn principal_variation(&self) -> Vec<G::Move> {
        let mut line = Vec::new();
        let mut node = 0u32;
        loop {
            let best = self.edges_of(node).max_by_key(|&e| self.edges.visits[e]);
            match best {
                Some(e) if self.edges.visits[e] > 0 => {
                    line.push(self.edges.mv[e]);
                    if self.edges.child[e] == 0 {
                        return line;
                    }
                    node = self.edges.child[e];
                }
                _ => return line,
            }
        }
    }

    /// Moves the root along `moves`, keeping what was learned below them (tree reuse).
    /// Each must be legal where it is played. What knowledge settles is asked once, at the
    /// new root: for Hex that runs the solver, whose time is the search's.
    pub fn advance(&mut self, moves: &[G::Move]) {
        let mut kept = true;
        for &mv in moves {
            let child = if kept {
                self.edges_of(0).find(|&e| self.edges.mv[e] == mv).map_or(0, |e| self.edges.child[e])
            } else {
                0
            };
            self.root.play_unchecked(mv);
            kept = child != 0;
            if kept {
                self.keep_subtree(child);
            }
        }
        self.iterations = 0;
        let verdict = self.verdict();
        if !kept || verdict.moves.is_some() {
            self.plant(verdict);
        } else {
            self.proved = verdict.proved;
        }
    }

    /// Copies the subtree under `top` into fresh vectors, `top` becoming the root.
    fn keep_subtree(&mut self, top: u32) {
        let mut nodes = Vec::new();
        let mut edges = Edges::default();
        // (old node, index of the edge in the new vectors that points to it)
        let mut stack = vec![(top, None::<usize>)];
        while let Some((old, parent_edge)) = stack.pop() {
            let node = self.nodes[old as usize];
            let new_index = nodes.len() as u32;
            if let Some(pe) = parent_edge {
                edges.child[pe] = new_index;
            }
            let first = edges.len();
            nodes.push(Node { first: first as u32, ..node });
            let range = self.edges_of(old);
            edges.copy(&self.edges, range.clone());
            for (k, e) in range.enumerate() {
                if self.edges.child[e] != 0 {
                    stack.push((self.edges.child[e], Some(first + k)));
                }
            }
        }
        // The new root's proof is the verdict's, asked afresh.
        nodes[0].won = None;
        self.nodes = nodes;
        self.edges = edges;
    }
}

/// Where the greatest of `values` first is, as a scan keeping what beats the best so far
/// finds it (NaN never does); `None` when nothing beats −∞. Two passes the compiler
/// vectorises, the maximum and then its place, for the pass over every sibling of every
/// node an iteration walks through.
fn first_max(values: &[f32]) -> Option<usize> {
    const LANES: usize = 8;
    let keep = |best: f32, v: f32| if v > best { v } else { best };
    let mut lanes = [f32::NEG_INFINITY; LANES];
    let chunks = values.chunks_exact(LANES);
    let rest = chunks.remainder();
    for chunk in chunks {
        for (lane, &v) in lanes.iter_mut().zip(chunk) {
            *lane = keep(*lane, v);
        }
    }
    let max = lanes.iter().chain(rest).fold(f32::NEG_INFINITY, |best, &v| keep(best, v));
    if max == f32::NEG_INFINITY {
        return None;
    }
    values.iter().position(|&v| v == max)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Style;
    use crate::games::{Game, SwapRule, hex, twixt};

    /// A tree's root as text, `move visits/wins` for each move tried, most visited first:
    /// what a change to the search's bookkeeping must leave as it was. Wins are read back
    /// from the win rate to the nearest half: whole or half for playouts played to the
    /// end, rounded for judged ones, which credit odds.
    fn root<G: Simulate>(tree: &Tree<G>, name: impl Fn(G::Move) -> String) -> String {
        let stats = tree.root_stats();
        let tried = stats.iter().filter(|s| s.visits > 0);
        let wins = |s: &MoveStats<G::Move>| (s.win_rate * s.visits as f32 * 2.0).round() / 2.0;
        tried.map(|s| format!("{} {}/{}", name(s.mv), s.visits, wins(s))).collect::<Vec<_>>().join(" ")
    }

    /// A small RAVE search, moved along its line and searched again (tree reuse), gives
    /// the root these statistics from its seed (pinned again when Hex's RAVE bias went
    /// from 0.05 to 0.01, when the root's solver came to read virtual connections (on 8×8,
    /// as on 6×6 after c4 it proves the root and leaves one move to weigh), when the tree
    /// came to leave out vulnerable and captured cells, to ask virtual connections, and to
    /// share its budget with the root's solver).
    #[test]
    fn a_seeded_hex_search_keeps_its_root_statistics() {
        let size = hex::BoardSize::new(8).unwrap();
        let mut start = hex::Position::new(size, SwapRule::None);
        start.play_unchecked(hex::Move::parse("c4", size).unwrap());
        let mut tree = Style::Knowledge.tree(start, Rng::seed(3));
        tree.run(3_000);
        assert_eq!(
            root(&tree, |mv| mv.to_string()),
            "c5 737/384 f3 199/100 c2 111/54 b7 98/49 e4 66/28 e5 64/32 b8 57/28 c6 48/22 g2 38/17 d4 33/14 e2 \
             16/5 f2 14/5 c7 13/4 d8 9/4 d5 5/1 d6 5/1 h6 4/3 c8 4/0 b5 3/1 f6 3/0 b2 2/1 e1 2/0 d3 1/0 b6 1/0 b4 \
             1/0 e3 1/0 a8 1/0"
        );
        let line = tree.principal_variation();
        tree.advance(&line[..2]);
        tree.run(1_000);
        assert_eq!(
            root(&tree, |mv| mv.to_string()),
            "e5 303/160 f6 165/85 d6 159/79 c6 117/57 g2 24/11 d7 23/10 e3 20/9 f2 12/4 c2 12/7 e2 9/3 f3 5/1 \
             d4 4/1 d5 4/1 g5 4/2 b7 3/2 f7 3/2 a7 3/0 h4 3/1 g8 2/1 b5 1/0 h6 1/0 c3 1/0 f5 1/0 g3 1/1"
        );
    }

    /// The vectorised maximum agrees with a scan: the first of equals, NaN skipped.
    #[test]
    fn first_max_finds_the_first_greatest() {
        let nan = f32::NAN;
        assert_eq!(first_max(&[]), None);
        assert_eq!(first_max(&[nan, f32::NEG_INFINITY]), None);
        assert_eq!(first_max(&[0.5, 1.1, 0.2, 1.1]), Some(1));
        let long: Vec<f32> = (0..21)
            .map(|i| {
                if i % 7 == 3 {
                    0.9
                } else if i == 5 {
                    nan
                } else {
                    0.1
                }
            })
            .collect();
        assert_eq!(first_max(&long), Some(3));
        assert_eq!(first_max(&[0.1; 17].iter().copied().chain([0.4]).collect::<Vec<_>>()), Some(17));
    }

    /// The same for TwixT, whose moves (pegs with their bridges) number their holes.
    #[test]
    fn a_seeded_twixt_search_keeps_its_root_statistics() {
        let size = twixt::BoardSize::new(8).unwrap();
        let mut start = twixt::Position::new(size, twixt::RuleSet::Standard, SwapRule::None);
        start.play_unchecked(twixt::SearchMove::Peg(twixt::Hole::parse("D4", size).unwrap()));
        let mut tree = Style::Knowledge.tree(start, Rng::seed(3));
        tree.run(1_500);
        let name = |mv| match mv {
            twixt::SearchMove::Peg(hole) => hole.to_string(),
            twixt::SearchMove::Swap => "swap".to_string(),
        };
        assert_eq!(
            root(&tree, name),
            "D5 635/278.5 C5 119/45.5 F5 95/36.5 F6 76/29.5 E4 67/25 F3 61/23.5 D6 56/20.5 E3 47/16 B3 41/16.5 \
             D7 40/14.5 C3 39/12 E7 35/12.5 G3 35/12 B2 27/10.5 B6 27/9 G5 26/10 D3 18/6.5 C4 11/3 E5 10/3.5 G7 6/1.5 \
             F1 5/2 G4 5/0.5 F7 2/0.5 F8 2/1 D2 2/1 F4 2/1 B7 2/0.5 E8 1/0 G2 1/0 G8 1/0.5 E1 1/0 C1 1/0 E2 1/0 \
             C2 1/0.5 C6 1/0 B4 1/0"
        );
    }

    /// The same on 24 × 24, where the judge counts the opponent's safe links as walls:
    /// pinned by the engine of 29e4cd0, before the count was made faster, so that the
    /// faster count is held to give the old one's numbers (the ten most visited moves).
    #[test]
    fn a_seeded_twixt_search_on_a_walled_board_keeps_its_root_statistics() {
        let size = twixt::BoardSize::new(24).unwrap();
        let mut start = twixt::Position::new(size, twixt::RuleSet::Standard, SwapRule::None);
        for hole in ["L12", "M14", "J13", "N10"] {
            start.play_unchecked(twixt::SearchMove::Peg(twixt::Hole::parse(hole, size).unwrap()));
        }
        let mut tree = Style::Knowledge.tree(start, Rng::seed(3));
        tree.run(1_500);
        let name = |mv| match mv {
            twixt::SearchMove::Peg(hole) => hole.to_string(),
            twixt::SearchMove::Swap => "swap".to_string(),
        };
        let stats = root(&tree, name);
        let top: Vec<&str> = stats.split(' ').take(20).collect();
        assert_eq!(
            top.join(" "),
            "N13 340/212.5 O11 210/130.5 Q13 173/107.5 P12 84/51.5 P15 53/32.5 P18 31/16.5 L18 31/18.5 O14 29/18 \
             H14 26/15 H15 26/16"
        );
    }
}
