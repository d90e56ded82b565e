use crate::games::{Colour, Game, Outcome};
use crate::rng::Rng;

/// What the tree search needs of a game beyond its rules: random games played to the end
/// by a playout policy, and numbered moves so it can share what it learns between moves
/// (AMAF, "all moves as first").
pub trait Simulate: Game {
    /// How a playout chooses its moves: each game's own knowledge, in `ai/<game>/`.
    type Policy: Copy;

    /// How many move numbers there are; every move's [`Simulate::slot`] is below it.
    fn move_slots(&self) -> usize;

    /// The number of a move, the same in every position of one game.
    fn slot(&self, mv: Self::Move) -> usize;

    /// Plays the game out with `policy` and says how it ended. Afterwards the position is
    /// good only for [`Simulate::played_by`].
    fn simulate(&mut self, policy: Self::Policy, rng: &mut Rng) -> Outcome;

    /// After [`Simulate::simulate`]: the colour that made move `slot` in the game so far,
    /// if either did (for AMAF). In Hex that is simply the colour of the stone on the cell.
    fn played_by(&self, slot: usize) -> Option<Colour>;

    /// Moves that knowledge says must be chosen among at the root, whatever the search
    /// thinks: an immediate win, or the moves that stop the opponent's. `None` when free.
    fn urgent_moves(&self) -> Option<Vec<Self::Move>> {
        None
    }
}
