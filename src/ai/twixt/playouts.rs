//! The search's side of TwixT: random games played out on the rules engine's own board,
//! and the move numbers and urgent moves the tree search asks for.

use crate::ai::Simulate;
use crate::games::twixt::board::{BLACK, BLACK_BORDER, EMPTY, MASK, PADDED, WHITE, WHITE_BORDER, seat};
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
}

/// The places where `colour` would join its borders at once.
fn winning_places(position: &Position, colour: Colour) -> impl Iterator<Item = usize> + '_ {
    let board = position.board();
    let can = position.outcome().is_none() && position.pegs_left(colour) != Some(0);
    let own_cross = position.rules().own_bridges_cross();
    let left = position.bridges_left().unwrap_or(usize::MAX);
    board.places().filter(move |&i| can && board.open_to(i, colour) && board.clone().put(i, colour, own_cross, left))
}

impl Simulate for Position {
    type Policy = Playouts;

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
    /// [`Playouts::Linking`]) until one side connects or neither can place, which is a
    /// draw, worth half a win to each: in TwixT, unlike Hex, a full board need not have a
    /// winner. The holes are kept in three pools — open to both, Black's borders, White's
    /// borders — so a draw never lands on a hole the mover may not use.
    ///
    /// A playout is an estimate, not the rules: a side that cannot place passes (where the
    /// real game would ask for a removal), and draw rule (b) is not looked for, as a game
    /// in which nobody can connect ends drawn anyway.
    fn simulate(&mut self, policy: Playouts, rng: &mut Rng) -> Outcome {
        if let Some(outcome) = self.outcome() {
            return outcome;
        }
        let own_cross = self.rules().own_bridges_cross();
        let supply = self.rules().supply();
        let mut pools = [[0u16; PADDED / 2]; 3];
        let mut counts = [0usize; 3];
        for i in self.board().places() {
            let pool = match self.board().code(i) {
                EMPTY => 0,
                BLACK_BORDER => 1,
                WHITE_BORDER => 2,
                _ => continue,
            };
            pools[pool][counts[pool]] = i as u16;
            counts[pool] += 1;
        }
        let tries = match policy {
            Playouts::Random => 1,
            Playouts::Linking => 2,
        };
        let mut pegs_left = Colour::ALL.map(|c| self.pegs_left(c).unwrap_or(usize::MAX));
        let mut colour = self.to_move();
        let board = self.board_mut();
        loop {
            let can = |colour: Colour, counts: &[usize; 3]| {
                pegs_left[seat(colour)] > 0 && counts[0] + counts[seat(colour) + 1] > 0
            };
            if !can(colour, &counts) {
                colour = colour.opponent();
                if !can(colour, &counts) {
                    return Outcome::Draw;
                }
            }
            let own = seat(colour) + 1;
            let choices = counts[0] + counts[own];
            let mut pick = (0, 0);
            for t in 1..=tries {
                let r = rng.below(choices as u32) as usize;
                // Without a branch: which pool is as random as the hole.
                let past = usize::from(r >= counts[0]);
                pick = (past * own, r - past * counts[0]);
                if t == tries || !board.alone(pools[pick.0][pick.1] as usize & MASK, colour) {
                    break;
                }
            }
            let (pool, k) = pick;
            let i = pools[pool][k] as usize & MASK;
            counts[pool] -= 1;
            pools[pool][k] = pools[pool][counts[pool]];
            let bridges_left =
                supply.map_or(usize::MAX, |s| usize::from(s.bridges).saturating_sub(board.bridge_count()));
            if board.put(i, colour, own_cross, bridges_left) {
                return Outcome::Winner(colour);
            }
            pegs_left[seat(colour)] = pegs_left[seat(colour)].saturating_sub(1);
            colour = colour.opponent();
        }
    }

    fn played_by(&self, slot: usize) -> Option<Colour> {
        match self.board().code(slot) {
            BLACK => Some(Colour::Black),
            WHITE => Some(Colour::White),
            _ => None,
        }
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
            after.play_unchecked(mv);
            after.to_move() != opponent || winning_places(&after, opponent).next().is_none()
        });
        (!moves.is_empty()).then_some(moves)
    }
}

/// The holes where the side to move would join its borders at once.
pub fn winning_holes(position: &Position) -> Vec<crate::games::twixt::Hole> {
    winning_places(position, position.to_move()).filter_map(|i| position.board().hole(i)).collect()
}
