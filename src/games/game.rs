use super::Colour;

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    Winner(Colour),
    Draw,
}

impl Outcome {
    /// The value of `data-result` and of the command line's `result`.
    pub const fn name(self) -> &'static str {
        match self {
            Outcome::Winner(colour) => colour.name(),
            Outcome::Draw => "draw",
        }
    }
}

/// A player by the order of play: the swap hands colours over, never the first move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    First,
    Second,
}

impl From<crate::games::record::Mover> for Seat {
    fn from(mover: crate::games::record::Mover) -> Seat {
        match mover {
            crate::games::record::Mover::First => Seat::First,
            crate::games::record::Mover::Second => Seat::Second,
        }
    }
}

impl Seat {
    /// The player who holds `colour` in a game whose colours were exchanged or not.
    pub const fn holding(colour: Colour, colours_exchanged: bool) -> Seat {
        match (colour, colours_exchanged) {
            (Colour::Black, false) | (Colour::White, true) => Seat::First,
            (Colour::White, false) | (Colour::Black, true) => Seat::Second,
        }
    }

    /// The colour this player holds in a game whose colours were exchanged or not.
    pub const fn colour(self, colours_exchanged: bool) -> Colour {
        match (self, colours_exchanged) {
            (Seat::First, false) | (Seat::Second, true) => Colour::Black,
            (Seat::Second, false) | (Seat::First, true) => Colour::White,
        }
    }
}

/// A two-player game of perfect information with no chance: Hex and TwixT.
///
/// This is the shape the Monte-Carlo search works over. Dice games and hidden-information
/// games have engines of their own shape and do not implement it.
pub trait Game: Clone {
    /// One whole turn, as the search sees it.
    type Move: Copy + Eq + std::fmt::Debug;

    /// The colour whose turn it is. Meaningless once [`Game::outcome`] is `Some`.
    fn to_move(&self) -> Colour;

    /// Whether a swap has handed the first player the second colour: the search credits
    /// players, not colours, so that it can follow a real swap.
    fn colours_exchanged(&self) -> bool;

    /// The player whose turn it is.
    fn mover(&self) -> Seat {
        Seat::holding(self.to_move(), self.colours_exchanged())
    }

    /// Appends every legal move to `moves`; none once the game is over, and none when the
    /// rules ask the mover for something a `Move` cannot say (a TwixT removal).
    fn legal_moves(&self, moves: &mut Vec<Self::Move>);

    /// Plays a move that [`Game::legal_moves`] produced, without checking it: the caller
    /// promises it is legal (checked in debug builds only). An illegal move leaves the
    /// position unspecified.
    fn play_unchecked(&mut self, mv: Self::Move);

    /// `None` while the game goes on.
    fn outcome(&self) -> Option<Outcome>;
}
