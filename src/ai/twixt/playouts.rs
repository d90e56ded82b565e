//! The search's side of TwixT: random games played out on the rules engine's own board,
//! and the move numbers and urgent moves the tree search asks for.

use crate::ai::{Score, Simulate};
use crate::games::twixt::board::{BLACK_BORDER, Board, EMPTY, MASK, PADDED, WHITE_BORDER, peg_code, seat, step};
use crate::games::twixt::{Position, SearchMove};
use crate::games::{Colour, Game, Outcome};
use crate::rng::Rng;

/// The move number of the swap, after every place.
const SWAP_SLOT: usize = PADDED;

/// How the random games of the search choose their pegs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Playouts {
    /// A uniformly random open hole: the baseline.
    Random,
    /// A random open hole, but one that would stand alone (no own peg a knight's move away)
    /// is drawn again once: players build chains, and a game of scattered pegs says little
    /// about who is ahead.
    Linking,
    /// As [`Playouts::Linking`], and a side whose double link the opponent's peg just
    /// entered answers in the link's other hole: two own pegs that both reach one empty
    /// hole by a knight's move reach a second one as well (the fourth corner of their
    /// parallelogram), as a Hex bridge has two cells, and a playout that lets such links
    /// be cut for free says nothing about who is ahead.
    Defending,
    /// As [`Playouts::Defending`] for a seventh of the board's holes, and then judged by
    /// who needs fewer pegs to join its borders ([`judge`]): a random game seldom ends in
    /// a win, and says little about who was ahead when it fills the board to a draw.
    Judged,
}

/// A judged playout puts one peg for every so many holes of the board before it is judged
/// (20 on 12 × 12, 82 on 24 × 24): enough random pegs to credit most moves with a result
/// (AMAF), few enough that the position judged is still the tree's.
const JUDGED_SHARE: usize = 7;

/// How much one peg of lead is worth in the odds of winning, on a logistic curve: with the
/// move, even counts give odds of 62%, a lead of one peg 82%.
const PEG_WEIGHT: f32 = 1.0;

/// The smallest board whose judge counts the opponent's safe links as walls: on 24 × 24
/// the walls won 25/40 against the plain count at equal time, on 12 × 12 they lost 15.5/20
/// (a third slower there, and games of 15 to 20 plies). Sizes between are unmeasured; this
/// is their middle (docs/ai-lab.md).
const WALLED_FROM: u8 = 18;

/// The odds of a playout cut short, from the pegs each side still needs (on boards of
/// [`WALLED_FROM`] or more, past the other's safe links: [`Board::pegs_needed_walled`]):
/// `mover` puts the next peg, worth half a peg of lead. A side that can no longer join its
/// borders has lost to one that can; when neither can, it is a draw.
fn judge(board: &Board, mover: Colour) -> Score {
    let walled = board.size().get() >= WALLED_FROM;
    let needed = |colour| if walled { board.pegs_needed_walled(colour) } else { board.pegs_needed(colour) };
    let odds = match (needed(mover), needed(mover.opponent())) {
        (None, None) => return Score::Ended(Outcome::Draw),
        (None, Some(_)) => return Score::Ended(Outcome::Winner(mover.opponent())),
        (Some(_), None) => return Score::Ended(Outcome::Winner(mover)),
        (Some(own), Some(theirs)) => {
            let lead = theirs as f32 - own as f32 + 0.5;
            1.0 / (1.0 + (-PEG_WEIGHT * lead).exp())
        }
    };
    Score::Odds { black: if mover == Colour::Black { odds } else { 1.0 - odds } }
}

/// The hole that saves a double link of `colour` that the opponent's peg on `i` entered:
/// two pegs of `colour` a knight's move from `i`, not yet one chain, whose other common
/// hole is open to `colour` and reached by bridges nothing crosses.
fn link_answer(board: &mut Board, i: usize, colour: Colour, own_cross: bool) -> Option<usize> {
    let mine = peg_code(colour);
    let steps = board.knight_offsets();
    let mut own = [0usize; 8];
    let mut found = 0;
    for &offset in &steps {
        let j = step(i, offset);
        own[found] = j;
        found += usize::from(board.code(j) == mine);
    }
    for (k, &a) in own[..found].iter().enumerate() {
        for &b in &own[k + 1..found] {
            // The fourth corner of the parallelogram i, a, q, b.
            let q = (a + b).wrapping_sub(i) & MASK;
            if q != i
                && board.open_to(q, colour)
                && board.bridge_free(a, q, colour, own_cross)
                && board.bridge_free(q, b, colour, own_cross)
                && !board.joined(a, b)
            {
                return Some(q);
            }
        }
    }
    None
}

/// The places where `colour` would join its borders at once.
fn winning_places(position: &Position, colour: Colour) -> impl Iterator<Item = usize> + '_ {
    let board = position.board();
    let can = position.outcome().is_none() && position.pegs_left(colour) != Some(0);
    let own_cross = position.rules().own_bridges_cross();
    let left = position.bridges_left().unwrap_or(usize::MAX);
    board.places().filter(move |&i| can && board.open_to(i, colour) && board.clone().put(i, colour, own_cross, left))
}

/// The open holes of a playout, in three pools: open to both, Black's borders, White's
/// borders, so that a draw never lands on a hole the mover may not use. A hole is found
/// as its pool and its index there.
struct Pools {
    holes: [[u16; PADDED / 2]; 3],
    counts: [usize; 3],
    /// Where each open hole stands in its pool, to take out the answer to an intrusion:
    /// kept only by the playouts that answer.
    place: Option<[u16; PADDED]>,
}

impl Pools {
    /// The open holes of `board`, with their places if the playout is `defending`.
    fn new(board: &Board, defending: bool) -> Pools {
        let mut pools = Pools {
            holes: [[0u16; PADDED / 2]; 3],
            counts: [0usize; 3],
            place: if defending { Some([0u16; PADDED]) } else { None },
        };
        for i in board.places() {
            let pool = match board.code(i) {
                EMPTY => 0,
                BLACK_BORDER => 1,
                WHITE_BORDER => 2,
                _ => continue,
            };
            pools.holes[pool][pools.counts[pool]] = i as u16;
            if let Some(place) = &mut pools.place {
                place[i] = pools.counts[pool] as u16;
            }
            pools.counts[pool] += 1;
        }
        pools
    }

    /// Whether a hole is open to `colour`.
    fn open_to(&self, colour: Colour) -> bool {
        self.counts[0] + self.counts[seat(colour) + 1] > 0
    }

    /// `colour`'s answer to the intrusion of the opponent's last peg, on `last`, where the
    /// playout answers and a double link was entered.
    fn answer(
        &self,
        board: &mut Board,
        last: Option<usize>,
        colour: Colour,
        own_cross: bool,
    ) -> Option<(usize, usize)> {
        let (Some(place), Some(i)) = (&self.place, last) else {
            return None;
        };
        let q = link_answer(board, i, colour, own_cross)?;
        Some((usize::from(board.code(q) != EMPTY) * (seat(colour) + 1), usize::from(place[q])))
    }

    /// A random hole open to `colour`, drawn again while it would stand alone, up to
    /// `tries` draws in all.
    fn draw(&self, board: &Board, colour: Colour, tries: u32, rng: &mut Rng) -> (usize, usize) {
        let own = seat(colour) + 1;
        let choices = self.counts[0] + self.counts[own];
        let mut pick = (0, 0);
        for t in 1..=tries {
            let r = rng.below(choices as u32) as usize;
            // Without a branch: which pool is as random as the hole.
            let past = usize::from(r >= self.counts[0]);
            pick = (past * own, r - past * self.counts[0]);
            if t == tries || !board.alone(self.holes[pick.0][pick.1] as usize & MASK, colour) {
                break;
            }
        }
        pick
    }

    /// Takes the hole at `k` of `pool` out of its pool (the pool's last takes its place),
    /// and gives it.
    fn take(&mut self, pool: usize, k: usize) -> usize {
        let i = self.holes[pool][k] as usize & MASK;
        self.counts[pool] -= 1;
        self.holes[pool][k] = self.holes[pool][self.counts[pool]];
        if let Some(place) = &mut self.place {
            place[self.holes[pool][k] as usize & MASK] = k as u16;
        }
        i
    }
}

impl Simulate for Position {
    type Policy = Playouts;
    type Prover = ();

    fn move_slots(&self) -> usize {
        PADDED + 1
    }

    fn slot(&self, mv: SearchMove) -> usize {
        match mv {
            SearchMove::Peg(hole) => self.board().index(hole),
            SearchMove::Swap => SWAP_SLOT,
        }
    }

    /// Plays the game out: each side in turn puts a peg, with every bridge it can make, on
    /// a random hole open to it (re-drawn once if it stands alone, with
    /// [`Playouts::Linking`]; the answer to the last peg's intrusion first, with
    /// [`Playouts::Defending`]) until one side connects or neither can place, which is a
    /// draw, worth half a win to each: in TwixT, unlike Hex, a full board need not have a
    /// winner. A [`Playouts::Judged`] game stops earlier, and scores its odds. The holes are
    /// kept in three pools — open to both, Black's borders, White's borders — so a draw
    /// never lands on a hole the mover may not use.
    ///
    /// A playout is an estimate, not the rules: a side that cannot place passes (where the
    /// real game would ask for a removal), and draw rule (b) is not looked for, as a game
    /// in which nobody can connect ends drawn anyway.
    fn simulate(&mut self, policy: Playouts, rng: &mut Rng) -> Score {
        if let Some(outcome) = self.outcome() {
            return Score::Ended(outcome);
        }
        let own_cross = self.rules().own_bridges_cross();
        let supply = self.rules().supply();
        let defending = matches!(policy, Playouts::Defending | Playouts::Judged);
        // The pegs a judged playout has still to put before it is judged.
        let mut judged_after = (policy == Playouts::Judged).then(|| self.size().area() / JUDGED_SHARE);
        let mut pools = Pools::new(self.board(), defending);
        let tries = match policy {
            Playouts::Random => 1,
            Playouts::Linking | Playouts::Defending | Playouts::Judged => 2,
        };
        let mut pegs_left = Colour::ALL.map(|c| self.pegs_left(c).unwrap_or(usize::MAX));
        let mut colour = self.to_move();
        let mut last = self.last().map(|hole| self.board().index(hole));
        let board = self.board_mut();
        loop {
            let can = |colour: Colour, pools: &Pools| pegs_left[seat(colour)] > 0 && pools.open_to(colour);
            if !can(colour, &pools) {
                colour = colour.opponent();
                last = None;
                if !can(colour, &pools) {
                    return Score::Ended(Outcome::Draw);
                }
            }
            match &mut judged_after {
                Some(0) => return judge(board, colour),
                Some(pegs) => *pegs -= 1,
                None => {}
            }
            let (pool, k) = match pools.answer(board, last, colour, own_cross) {
                Some(answer) => answer,
                None => pools.draw(board, colour, tries, rng),
            };
            let i = pools.take(pool, k);
            let bridges_left =
                supply.map_or(usize::MAX, |s| usize::from(s.bridges).saturating_sub(board.bridge_count()));
            if board.put(i, colour, own_cross, bridges_left) {
                return Score::Ended(Outcome::Winner(colour));
            }
            pegs_left[seat(colour)] = pegs_left[seat(colour)].saturating_sub(1);
            last = Some(i);
            colour = colour.opponent();
        }
    }

    /// Without draw rule (b): a game where nobody can connect ends drawn in the playout.
    fn play_in_tree(&mut self, mv: SearchMove) {
        self.play_without_path_check(mv);
    }

    fn played(&self, slot: usize, colour: Colour) -> bool {
        self.board().code(slot) == peg_code(colour)
    }

    /// A win in one, or else the moves after which the opponent has none; free when there
    /// is no such threat, or no move stops it (the search then looks for the best try).
    fn urgent_moves(&self) -> Option<Vec<SearchMove>> {
        if self.outcome().is_some() {
            return None;
        }
        let colour = self.to_move();
        if let Some(win) = winning_places(self, colour).next() {
            return self.board().hole(win).map(|h| vec![SearchMove::Peg(h)]);
        }
        let opponent = colour.opponent();
        winning_places(self, opponent).next()?;
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves.retain(|&mv| {
            let mut after = self.clone();
            after.play_in_tree(mv);
            after.to_move() != opponent || winning_places(&after, opponent).next().is_none()
        });
        (!moves.is_empty()).then_some(moves)
    }
}

/// The holes where the side to move would join its borders at once.
pub fn winning_holes(position: &Position) -> Vec<crate::games::twixt::Hole> {
    winning_places(position, position.to_move()).filter_map(|i| position.board().hole(i)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::SwapRule;
    use crate::games::twixt::{BoardSize, Ending, Hole, RuleSet};

    /// A 12 × 12 game under the standard rules after `moves`, Black first.
    fn position(moves: &str) -> Position {
        let size = BoardSize::new(12).unwrap();
        let mut position = Position::new(size, RuleSet::Standard, SwapRule::None);
        for name in moves.split_whitespace() {
            position.play_unchecked(SearchMove::Peg(Hole::parse(name, size).unwrap()));
        }
        position
    }

    fn place(position: &Position, name: &str) -> usize {
        position.board().index(Hole::parse(name, position.size()).unwrap())
    }

    /// Black's E5 and F8 both reach G6 and D7 by a knight's move: White's peg in G6 is
    /// answered in D7.
    #[test]
    fn an_intrusion_into_a_double_link_is_answered_in_its_other_hole() {
        let mut position = position("E5 J3 F8 G6");
        let (intrusion, answer) = (place(&position, "G6"), place(&position, "D7"));
        let board = position.board_mut();
        assert_eq!(link_answer(board, intrusion, Colour::Black, false), Some(answer));
    }

    #[test]
    fn the_playout_plays_the_answer_first() {
        let start = position("E5 J3 F8 G6");
        let answer = place(&start, "D7");
        for seed in 0..20 {
            let mut playout = start.clone();
            playout.simulate(Playouts::Defending, &mut Rng::seed(seed));
            assert!(playout.played(answer, Colour::Black), "seed {seed}");
        }
    }

    /// With D7 Black's already, nothing is left to save.
    #[test]
    fn a_link_already_made_needs_no_answer() {
        let mut position = position("E5 J3 F8 K9 D7 G6");
        let intrusion = place(&position, "G6");
        assert_eq!(link_answer(position.board_mut(), intrusion, Colour::Black, false), None);
    }

    /// White's bridge D5–E7 crosses the bridge D7 would make to E5: no answer there.
    #[test]
    fn no_answer_through_a_crossed_bridge() {
        let mut position = position("E5 D5 F8 E7 B2 G6");
        let intrusion = place(&position, "G6");
        assert_eq!(link_answer(position.board_mut(), intrusion, Colour::Black, false), None);
    }

    /// On 12 × 12 a judged playout puts 20 pegs (a seventh of the 144 holes) and stops,
    /// unless someone joins first.
    #[test]
    fn a_judged_playout_stops_after_a_seventh_of_the_holes() {
        for seed in 0..20 {
            let mut playout = position("");
            playout.simulate(Playouts::Judged, &mut Rng::seed(seed));
            let pegs = Colour::ALL.map(|colour| playout.board().peg_count(colour));
            assert_eq!(pegs, [10, 10], "seed {seed}");
        }
    }

    /// Black's chain B6–D7–F6–H7 spans most of the board; White's pegs stand in its own
    /// border, where they save it nothing. Black, to move or not, is given the better odds
    /// by far.
    #[test]
    fn the_judge_favours_the_side_that_needs_fewer_pegs() {
        let position = position("B6 C1 D7 E1 F6 G1 H7 I1");
        assert_eq!(Colour::ALL.map(|colour| position.board().pegs_needed(colour)), [Some(1), Some(5)]);
        for mover in Colour::ALL {
            let Score::Odds { black } = judge(position.board(), mover) else { panic!("{mover:?} to move: no odds") };
            assert!(black > 0.9, "{mover:?} to move: Black's odds {black}");
        }
    }

    /// White's pegs down the middle of an n × n board, F2, G5, F8, G11 and on: double links,
    /// and each end two ways from its border.
    fn white_wall(n: u32) -> Board {
        let size = BoardSize::new(n).unwrap();
        let mut board = Board::empty(size);
        for (k, row) in (1..n - 1).step_by(3).enumerate() {
            let hole = Hole::new(5 + (k % 2) as u8, row as u8, size).unwrap();
            board.put(board.index(hole), Colour::White, false, usize::MAX);
        }
        board
    }

    /// From 18 × 18 up the judge counts the opponent's safe links as built: White's wall has
    /// won on 24 × 24; on 12 × 12, where the plain count lets Black through, it is a lead.
    #[test]
    fn the_judge_counts_walls_on_large_boards() {
        assert_eq!(judge(&white_wall(24), Colour::Black), Score::Ended(Outcome::Winner(Colour::White)));
        assert!(matches!(judge(&white_wall(12), Colour::Black), Score::Odds { black } if black < 0.5));
    }

    /// With the move and the same count, a side is judged a little ahead.
    #[test]
    fn the_judge_gives_the_move_half_a_peg() {
        let position = position("");
        let Score::Odds { black } = judge(position.board(), Colour::Black) else { panic!("no odds") };
        assert!(black > 0.5 && black < 0.7, "Black's odds with the move on an empty board: {black}");
    }

    /// Draw rule (b) is the playout's to find: the tree's move does not search the board for
    /// paths, and a game where nobody can connect still ends drawn below it.
    #[test]
    fn the_tree_leaves_no_path_left_to_the_playout() {
        let mut rng = Rng::seed(7);
        for _ in 0..400 {
            let mut ruled = Position::new(BoardSize::new(6).unwrap(), RuleSet::Standard, SwapRule::None);
            let mut in_tree = ruled.clone();
            while ruled.outcome().is_none() {
                let mut moves = Vec::new();
                ruled.legal_moves(&mut moves);
                if moves.is_empty() {
                    // Only a removal is left, which the search never plays.
                    break;
                }
                let mv = moves[rng.below(moves.len() as u32) as usize];
                ruled.play_unchecked(mv);
                in_tree.play_in_tree(mv);
            }
            if ruled.ending() == Some(&Ending::NoPathLeft) {
                assert_eq!(in_tree.outcome(), None);
                assert_eq!(in_tree.simulate(Playouts::Defending, &mut rng), Score::Ended(Outcome::Draw));
                return;
            }
        }
        panic!("no random game on 6×6 ended with no path left");
    }
}
