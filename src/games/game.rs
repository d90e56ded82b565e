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

/// A two-player game of perfect information with no chance: Hex and TwixT.
///
/// This is the shape the Monte-Carlo search works over. Dice games and hidden-information
/// games have engines of their own shape and do not implement it.
pub trait Game: Clone {
    /// One whole turn, as the search sees it.
    type Move: Copy + Eq + std::fmt::Debug;

    /// The colour whose turn it is. Meaningless once [`Game::outcome`] is `Some`.
    fn to_move(&self) -> Colour;

    /// Appends every legal move to `moves`; none once the game is over.
    fn legal_moves(&self, moves: &mut Vec<Self::Move>);

    /// Plays a move that [`Game::legal_moves`] produced. Unchecked: an illegal move leaves
    /// the position unspecified but never panics in release builds.
    fn play_unchecked(&mut self, mv: Self::Move);

    /// `None` while the game goes on.
    fn outcome(&self) -> Option<Outcome>;
}
