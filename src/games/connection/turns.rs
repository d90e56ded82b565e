//! Whose turn it is in a connection game, the plies played and the swap: the state Hex and
//! TwixT keep alike, and the swap's one rule.

use crate::games::{Colour, SwapClosed, SwapRule};

/// The turns of a game of Hex or TwixT, apart from its board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turns {
    swap_rule: SwapRule,
    to_move: Colour,
    /// Moves played, the swap included.
    ply: u32,
    /// Set by a colour exchange: the player who opened now holds White.
    colours_exchanged: bool,
}

impl Turns {
    /// Black to move first.
    pub fn new(swap_rule: SwapRule) -> Turns {
        Turns { swap_rule, to_move: Colour::Black, ply: 0, colours_exchanged: false }
    }

    /// The turns of a position set up by hand: `to_move` moves, no swap (it answers a
    /// game's first move, and this game had none), and no ply played yet.
    pub fn set_up(to_move: Colour) -> Turns {
        Turns { to_move, ..Turns::new(SwapRule::None) }
    }

    pub fn swap_rule(&self) -> SwapRule {
        self.swap_rule
    }

    pub fn to_move(&self) -> Colour {
        self.to_move
    }

    pub fn ply(&self) -> u32 {
        self.ply
    }

    pub fn colours_exchanged(&self) -> bool {
        self.colours_exchanged
    }

    /// Whether the swap may be played now, while the game goes on (docs/rules.md §1 and
    /// §2): the rule offers it, and it answers the first move.
    pub fn check_swap(&self) -> Result<(), SwapClosed> {
        if !self.swap_rule.offered() {
            Err(SwapClosed::Off)
        } else if self.ply != 1 {
            Err(SwapClosed::NotNow)
        } else {
            Ok(())
        }
    }

    /// The side to move has moved: the other side is to move.
    pub fn moved(&mut self) {
        self.ply += 1;
        self.to_move = self.to_move.opponent();
    }

    /// The side to move passes (TwixT, with every hole open to it filled): the other side
    /// moves again, in the same ply.
    pub fn pass(&mut self) {
        self.to_move = self.to_move.opponent();
    }

    /// The swap, played as `SwapRule` says: under the colour exchange the players exchange
    /// colours and White, now the first player, moves again; under Hex's mirror swap the
    /// colours stay and Black is to move. The board is the game's to change.
    pub fn swapped(&mut self) {
        debug_assert_eq!(self.check_swap(), Ok(()), "swap played unchecked");
        self.ply += 1;
        match self.swap_rule {
            SwapRule::Colours => self.colours_exchanged = true,
            SwapRule::Pieces => self.to_move = Colour::Black,
            SwapRule::None => {}
        }
    }
}
