//! The search's side of Hex: random games played out on the rules engine's own board,
//! and the move numbers and urgent moves the tree search asks for.

use super::inferior::is_inferior;
use super::knowledge::knowledge;
use super::solver::{MAX_SIZE, Solver};
use super::swap_map::swap_proved;
use super::{opening, swap_decision};
use crate::ai::{ProofStep, Score, Simulate, Verdict};
use crate::games::connection::Connection;
use crate::games::hex::board::{BLACK, EMPTY, MASK, PADDED, step, stone_code};
use crate::games::hex::{Move, Position, SwapRule};
use crate::games::{Colour, Game, Outcome};
use crate::rng::Rng;

/// Positions the solver expands at each new root before the search starts, looking for a
/// proved result; it goes on as the tree searches ([`Simulate::prove`]). Its time is the
/// search's: each expansion builds both sides' virtual connections (a millisecond or more
/// on 9×9), so 20 take about 10 ms a root on 9×9 and 30 ms on 11×11 (see docs/ai-lab.md).
const PROOF_BUDGET: u64 = 20;

/// The area on which a step of the tree's proof search ([`Simulate::prove`]) is one
/// position; on a board of area `a`, (81 / a)² positions. A position costs more the larger
/// the board, as its connections are built over every cell: some 0.3 ms on 9×9 and 1.1 ms
/// on 11×11, where an iteration of the search costs some 1.5 times as much (CPU time of
/// three moves of 100,000 iterations, with and without the solver). So the solver has
/// about half of a search on both (docs/ai-lab.md).
const SOLVER_AREA: u64 = 81;

/// The move number of the swap, after every padded cell.
const SWAP_SLOT: usize = PADDED;

/// Rows of the largest board.
const MAX_ROWS: usize = 19;

/// How the random games of the search choose their moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Playouts {
    /// Uniformly random moves: the baseline.
    Random,
    /// Random moves, except that a side whose bridge the opponent just entered answers in
    /// the bridge's other cell (edge templates of the second row included).
    SaveBridges,
}

/// Adds to `reached` the cells of `row` that join `seeds` along the row (the runs of
/// `row` that hold a seed); says whether anything was added. Carries run upwards, so the
/// addition fills each run above its seeds; the shifts fill what lies below.
fn reach_along(reached: &mut u32, seeds: u32, row: u32) -> bool {
    let seeds = seeds & !*reached;
    if seeds == 0 {
        return false;
    }
    let mut run = (((row + seeds) ^ row) & row) | seeds;
    loop {
        let wider = run | (run >> 1 & row);
        if wider == run {
            break;
        }
        run = wider;
    }
    *reached |= run;
    true
}

/// Bit `c` set where cell `first + c` (`c < n`) holds `code`. Eight cells a word: a
/// byte equal to `code` is zero after the xor (codes are below 4, so two bits say it),
/// and one multiplication gathers the eight answers into a byte. A row of 19 cells costs
/// three words where a byte at a time cost 19 compares and shifts.
fn row_bits(cells: &[u8; PADDED], first: usize, n: usize, code: u8) -> u32 {
    const LOW: u64 = 0x0101_0101_0101_0101;
    const GATHER: u64 = 0x0102_0408_1020_4080;
    // The last row starts at n × (n + 2) + 1 and its words reach 24 cells on.
    const _: () = assert!(MAX_ROWS <= 24 && MAX_ROWS * (MAX_ROWS + 2) + 1 + 24 <= PADDED);
    let mut bits = 0;
    for word in 0..n.div_ceil(8) {
        let at = (first + 8 * word) & MASK;
        let Some(&bytes) = cells.get(at..at + 8).and_then(|b| b.first_chunk::<8>()) else { break };
        let x = u64::from_le_bytes(bytes) ^ (LOW * u64::from(code));
        let equal = !(x | x >> 1) & LOW;
        bits |= ((equal.wrapping_mul(GATHER) >> 56) as u32) << (8 * word);
    }
    bits & ((1 << n) - 1)
}

/// A playout in progress: the padded cells of the position's board, filled in place.
struct Fill<'a> {
    cells: &'a mut [u8; PADDED],
    n: usize,
    stride: usize,
    around: [isize; 6],
}

impl Fill<'_> {
    fn index_rc(&self, r: usize, c: usize) -> usize {
        r * self.stride + c
    }

    /// The cell that saves `colour`'s bridge which the stone just put on `i` entered.
    fn bridge_answer(&self, i: usize, colour: Colour) -> Option<usize> {
        // Without branches, as the cells are random: bit k of `own` says neighbour k is
        // `colour`'s, of `free` that it is empty. A bridge through `i` has its stones at
        // neighbours k and k + 2 and its other cell at k + 1 (they touch in turn).
        let mine = stone_code(colour);
        let (mut own, mut free) = (0u32, 0u32);
        for (k, &d) in self.around.iter().enumerate() {
            let cell = self.cells[step(i, d)];
            own |= u32::from(cell == mine) << k;
            free |= u32::from(cell == EMPTY) << k;
        }
        let turn = |bits: u32, by: u32| ((bits >> by) | (bits << (6 - by))) & 0b11_1111;
        let bridges = own & turn(own, 2) & turn(free, 1);
        (bridges != 0).then(|| step(i, self.around[(bridges.trailing_zeros() as usize + 1) % 6]))
    }

    /// On a full board: whether Black's top joins its bottom (else White has won: a full
    /// board has exactly one winner). Rows are bit masks (bit c is column c), and the black
    /// cells reached from the top are grown a whole row at a time, sweeping down and up
    /// until nothing changes: a few dozen word operations instead of a branch for every
    /// neighbour of every cell.
    fn black_connects(&self) -> bool {
        let n = self.n;
        let mut black = [0u32; MAX_ROWS];
        for (r, row) in black[..n].iter_mut().enumerate() {
            *row = row_bits(self.cells, self.index_rc(r + 1, 1), n, BLACK);
        }
        // A cell touches (r - 1, c) and (r - 1, c + 1) above, (r + 1, c - 1) and (r + 1, c) below.
        let mut reached = [0u32; MAX_ROWS];
        reached[0] = black[0];
        loop {
            let mut grew = false;
            for r in 1..n {
                let from_above = reached[r - 1] | reached[r - 1] >> 1;
                grew |= reach_along(&mut reached[r], black[r] & from_above, black[r]);
            }
            if reached[n - 1] != 0 {
                return true;
            }
            for r in (0..n - 1).rev() {
                let from_below = reached[r + 1] | reached[r + 1] << 1;
                grew |= reach_along(&mut reached[r], black[r] & from_below, black[r]);
            }
            if !grew {
                return false;
            }
        }
    }

    /// The empty inner cells, in board order, and how many there are. Branch-free, as
    /// in the middle of a game which cells are empty is random.
    fn empty_cells(&self) -> ([u16; PADDED], usize) {
        let mut empty = [0u16; PADDED];
        let mut count = 0;
        for r in 1..=self.n {
            let first = self.index_rc(r, 1);
            for (i, &cell) in self.cells[first..first + self.n].iter().enumerate() {
                empty[count & MASK] = (first + i) as u16;
                count += usize::from(cell == EMPTY);
            }
        }
        (empty, count)
    }

    /// Random playout: the side to move gets a random half of the empty cells (the larger
    /// half when they are odd), the other side the rest. Order does not matter on a board
    /// that ends full, so no game is actually played out.
    fn at_random(&mut self, to_move: Colour, rng: &mut Rng) {
        let (mut empty, count) = self.empty_cells();
        let movers = count.div_ceil(2);
        for k in 0..movers {
            let j = k + rng.below((count - k) as u32) as usize;
            empty.swap(k, j);
        }
        let (mine, theirs) = empty[..count].split_at(movers);
        for (cells, colour) in [(mine, to_move), (theirs, to_move.opponent())] {
            for &i in cells {
                self.cells[i as usize & MASK] = stone_code(colour);
            }
        }
    }

    /// Bridge-saving playout: moves in random order, but an intrusion into a bridge is
    /// answered in the bridge's other cell.
    fn saving_bridges(&mut self, to_move: Colour, mut last: Option<usize>, rng: &mut Rng) {
        let (mut empty, mut count) = self.empty_cells();
        // Where each empty cell stands in `empty`, to take out the answer to an intrusion.
        let mut place = [0u16; PADDED];
        for (k, &i) in empty[..count].iter().enumerate() {
            place[i as usize & MASK] = k as u16;
        }
        let mut colour = to_move;
        while count > 0 {
            let k = match last.and_then(|l| self.bridge_answer(l, colour)) {
                Some(i) => place[i] as usize,
                None => rng.below(count as u32) as usize,
            };
            let i = empty[k] as usize & MASK;
            count -= 1;
            empty[k] = empty[count];
            place[empty[k] as usize & MASK] = k as u16;
            self.cells[i] = stone_code(colour);
            last = Some(i);
            colour = colour.opponent();
        }
    }
}

impl Simulate for Position {
    type Policy = Playouts;
    /// The solver, built for the board at its first question, its table kept from move to
    /// move; `None` above 11×11, where there is none.
    type Prover = Option<Solver>;

    fn move_slots(&self) -> usize {
        PADDED + 1
    }

    fn slot(&self, mv: Move) -> usize {
        match mv {
            Move::Place(cell) => self.board().index(cell),
            Move::Swap => SWAP_SLOT,
        }
    }

    /// Fills the board and finds the winner once at the end: a full Hex board has
    /// exactly one.
    fn simulate(&mut self, policy: Playouts, rng: &mut Rng) -> Score {
        if let Some(outcome) = self.outcome() {
            return Score::Ended(outcome);
        }
        let (to_move, last) = (self.to_move(), self.last().map(|cell| self.board().index(cell)));
        let board = self.board_mut();
        let (n, stride, around) = (usize::from(board.size().get()), board.stride(), board.around());
        let mut fill = Fill { cells: board.codes_mut(), n, stride, around };
        match policy {
            Playouts::Random => fill.at_random(to_move, rng),
            Playouts::SaveBridges => fill.saving_bridges(to_move, last, rng),
        }
        Score::Ended(Outcome::Winner(if fill.black_connects() { Colour::Black } else { Colour::White }))
    }

    /// The legal moves but the stones the side to move need never play (`inferior`: dead,
    /// vulnerable, or in its own captured pair), unless every stone would be one.
    fn search_moves(&self, moves: &mut Vec<Move>) {
        self.legal_moves(moves);
        let board = self.board();
        let (cells, around, mover) = (board.codes(), board.around(), self.to_move());
        let live = |mv: &Move| match *mv {
            Move::Place(cell) => !is_inferior(cells, board.index(cell), around, mover),
            Move::Swap => true,
        };
        if moves.iter().any(|mv| matches!(mv, Move::Place(_)) && live(mv)) {
            moves.retain(live);
        }
    }

    /// What virtual connections prove or narrow, asked once a node ([`knowledge`]).
    fn knowledge(&self) -> Verdict<Move> {
        knowledge(self)
    }

    fn played(&self, slot: usize, colour: Colour) -> bool {
        self.board().codes().get(slot) == Some(&stone_code(colour))
    }

    /// A win in one, or else the moves that stop the opponent's; before those, what the
    /// tables decide: the proved first stone on small boards ([`opening`]) and whether to
    /// swap ([`swap_decision`], a proof only where [`swap_proved`]), so that neither is
    /// left to a noisy search; and
    /// what the solver proves quickly: a win is played, never thrown away to a playout's
    /// noise, and a loss is resisted with the solver's most stubborn move.
    fn verdict(&self, prover: &mut Option<Solver>) -> Verdict<Move> {
        if self.outcome().is_some() {
            return Verdict::default();
        }
        let me = self.to_move();
        if let Some(first) = opening(self) {
            // Every first stone is proved: without the swap the opening player wins; with
            // it, the second, swapping a winning stone and answering a losing one.
            let winner = if self.swap_rule() == SwapRule::None { me } else { me.opponent() };
            return Verdict { moves: Some(vec![first]), proved: Some(winner) };
        }
        if let Some(swap) = swap_decision(self) {
            let proved = swap_proved(self.size());
            return if swap {
                Verdict { moves: Some(vec![Move::Swap]), proved: proved.then(|| colour_after(self, Move::Swap)) }
            } else {
                // The opening loses for its owner: any stone but the swap, the search choosing.
                Verdict {
                    moves: Some(self.board().empty_cells().map(Move::Place).collect()),
                    proved: proved.then_some(me),
                }
            };
        }
        if let Some(&win) = self.board().winning_cells(me).first() {
            return Verdict { moves: Some(vec![Move::Place(win)]), proved: Some(me) };
        }
        answer(self, solved(prover, self, PROOF_BUDGET))
    }

    /// The solver further at this root: `effort` positions on 9×9, fewer on larger boards
    /// ([`SOLVER_AREA`]). It never speaks for the opening or the swap, which the tables
    /// decide ([`Simulate::verdict`]), nor above 11×11, where there is no solver.
    fn prove(&self, prover: &mut Option<Solver>, effort: u32) -> ProofStep<Move> {
        let settled = self.outcome().is_some() || opening(self).is_some() || swap_decision(self).is_some();
        if settled || self.size().get() > MAX_SIZE {
            return ProofStep::Idle;
        }
        let area = self.size().area() as u64;
        let positions = (u64::from(effort) * SOLVER_AREA * SOLVER_AREA).div_ceil(area * area);
        match solved(prover, self, positions) {
            Some(proof) => ProofStep::Proved(answer(self, Some(proof))),
            None => ProofStep::Open,
        }
    }
}

/// The solver's proved move and winner in `position` within `budget` more positions, going
/// on with `prover`'s table.
fn solved(prover: &mut Option<Solver>, position: &Position, budget: u64) -> Option<(Move, Colour)> {
    if prover.is_none() {
        *prover = Solver::new(position.size());
    }
    prover.as_mut()?.proved_move(position, budget)
}

/// What the search does with the solver's `proof` at its root: a proved win is played as
/// the solver has it, which may be a stone into a pair it holds by capture rather than the
/// shortest way; a loss (or nothing proved) blocks a threat, and a proved loss with none
/// plays the solver's most stubborn move.
fn answer(position: &Position, proof: Option<(Move, Colour)>) -> Verdict<Move> {
    let me = position.to_move();
    if let Some((mv, winner)) = proof
        && winner == me
    {
        return Verdict { moves: Some(vec![mv]), proved: Some(colour_after(position, mv)) };
    }
    let proved = proof.map(|(_, winner)| winner);
    let threats = position.board().winning_cells(me.opponent());
    if !threats.is_empty() {
        let mut moves: Vec<Move> = threats.into_iter().map(Move::Place).collect();
        if position.can_swap() {
            moves.push(Move::Swap);
        }
        return Verdict { moves: Some(moves), proved };
    }
    Verdict { moves: proof.map(|(mv, _)| vec![mv]), proved }
}

/// The colour the side to move in `position` holds once it has played `mv`: its own, but
/// after a colour exchange the opening stone's, Black.
fn colour_after(position: &Position, mv: Move) -> Colour {
    let mut after = position.clone();
    after.play_unchecked(mv);
    after.to_move().opponent()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Style;
    use crate::games::hex::BoardSize;

    fn position(size: u32, swap: SwapRule, moves: &[&str]) -> Position {
        let size = BoardSize::new(size).unwrap();
        let mut position = Position::new(size, swap);
        for mv in moves {
            position.play(Move::parse(mv, size).unwrap()).unwrap();
        }
        position
    }

    #[test]
    fn a_won_position_reports_its_proved_winner() {
        // Black b1 and b2 on 3×3, Black to move: b3 or a3 joins the bottom.
        let won = position(3, SwapRule::None, &["b1", "a1", "b2", "c1"]);
        let verdict = won.verdict(&mut None);
        assert_eq!(verdict.proved, Some(Colour::Black));
        assert_eq!(verdict.moves.map(|moves| moves.len()), Some(1));
        let mut tree = Style::Knowledge.tree(won, Rng::seed(1));
        tree.run(100);
        assert_eq!(tree.proved(), Some(Colour::Black));
    }

    #[test]
    fn a_proved_loss_reports_the_opponent_and_resists() {
        // White to move after Black's centre stone on 3×3.
        let lost = position(3, SwapRule::None, &["b2"]);
        let verdict = lost.verdict(&mut None);
        assert_eq!(verdict.proved, Some(Colour::Black));
        let moves = verdict.moves.expect("the solver's most stubborn move");
        assert_eq!(moves.len(), 1);
        assert!(lost.clone().play(moves[0]).is_ok());
    }

    #[test]
    fn a_proved_loss_under_a_threat_blocks_it() {
        // White to move on 3×3: Black's b1–b2 joins the bottom at a3 or b3. One block waits
        // longer than any other move.
        let lost = position(3, SwapRule::None, &["b2", "c1", "b1"]);
        let verdict = lost.verdict(&mut None);
        assert_eq!(verdict.proved, Some(Colour::Black));
        let threats: Vec<Move> = lost.board().winning_cells(Colour::Black).into_iter().map(Move::Place).collect();
        assert_eq!(verdict.moves, Some(threats));
    }

    #[test]
    fn the_proved_openings_name_their_winner() {
        assert_eq!(position(4, SwapRule::None, &[]).verdict(&mut None).proved, Some(Colour::Black));
        // With the swap, the computer opens with a losing stone: the second player wins.
        assert_eq!(position(4, SwapRule::Colours, &[]).verdict(&mut None).proved, Some(Colour::White));
    }

    #[test]
    fn a_proved_swap_names_the_colour_the_swapper_takes() {
        // c2 wins on 4×4: the swapper takes it over, as Black under the colour exchange and
        // as White under the mirror swap; a3 loses, and White wins by answering it.
        let swapped = |rule, opening| position(4, rule, &[opening]).verdict(&mut None);
        assert_eq!(
            swapped(SwapRule::Colours, "c2"),
            Verdict { moves: Some(vec![Move::Swap]), proved: Some(Colour::Black) }
        );
        assert_eq!(
            swapped(SwapRule::Pieces, "c2"),
            Verdict { moves: Some(vec![Move::Swap]), proved: Some(Colour::White) }
        );
        assert_eq!(swapped(SwapRule::Colours, "a3").proved, Some(Colour::White));
        // The map is proved up to 8×8; on 9×9 it is benzene's swap selection and on 10×10
        // read off our own search: the swap all the same, but no proof.
        assert_eq!(position(8, SwapRule::Colours, &["d5"]).verdict(&mut None).proved, Some(Colour::Black));
        for (n, opening) in [(9, "e5"), (10, "d4")] {
            let searched = position(n, SwapRule::Colours, &[opening]).verdict(&mut None);
            assert_eq!((searched.moves, searched.proved), (Some(vec![Move::Swap]), None), "{opening} on {n}×{n}");
        }
    }

    #[test]
    fn the_search_leaves_out_inferior_cells() {
        // On 5×5, a1 is dead once Black holds b1 and White a2 (see `inferior`); for Black
        // to move, c1 (White's c2 kills it), a3 (White's a4) and e5 (White's e4) are
        // vulnerable.
        let position = position(5, SwapRule::None, &["b1", "a2"]);
        let mut moves = Vec::new();
        position.search_moves(&mut moves);
        let mut all = Vec::new();
        position.legal_moves(&mut all);
        let left_out: Vec<String> = all.iter().filter(|mv| !moves.contains(mv)).map(|mv| mv.to_string()).collect();
        assert_eq!(left_out, ["a1", "c1", "a3", "e5"]);
        let mut tree = Style::Knowledge.tree(position, Rng::seed(3));
        tree.run(2_000);
        assert!(tree.root_stats().iter().all(|stats| !left_out.contains(&stats.mv.to_string())));
    }

    #[test]
    fn an_open_position_proves_nothing() {
        let open = position(9, SwapRule::None, &["e5"]);
        assert_eq!(open.verdict(&mut None), Verdict { moves: None, proved: None });
    }
}
