use super::{Settings, Simulate, Tree};
use crate::rng::Rng;

crate::named_choices! {
    /// How hard the computer thinks, named for what it costs on a tablet. Budgets are in
    /// search iterations, never in time: the same level plays the same on every machine,
    /// only faster or slower. Each game sets its own budgets ([`Level::pick`]), as a
    /// playout costs more in one game than in another.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Level("level") {
        /// About half a second.
        Quick = "quick",
        /// About two seconds.
        Normal = "normal",
        /// About eight seconds.
        Strong = "strong",
    }
}

impl Level {
    /// This level's entry of `per_level`, given as [quick, normal, strong].
    pub const fn pick(self, per_level: [u32; 3]) -> u32 {
        per_level[self as usize]
    }
}

/// What one game's search knows, as the tools that drive any game's search see it: the
/// app's player and the plain baseline are two values of each game's `Style`.
pub trait SearchStyle: Copy {
    /// The game's position, which the search plays itself.
    type Position: Simulate;

    /// The app's player, and the plain baseline it is measured against.
    const APP: Self;
    const PLAIN: Self;

    fn settings(self) -> Settings;

    /// How this style's playouts choose their moves.
    fn policy(self) -> <Self::Position as Simulate>::Policy;

    /// The search iterations of a move at `level`.
    fn iterations(level: Level) -> u32;

    /// A fresh search tree over `position`.
    fn tree(self, position: Self::Position, rng: Rng) -> Tree<Self::Position> {
        Tree::new(position, self.settings(), self.policy(), rng)
    }
}
