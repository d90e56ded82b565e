use super::{Searcher, Settings, Simulate};
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
    /// The real game's position.
    type Position;
    /// The position as the search plays it.
    type State: Simulate;

    /// The app's player, and the plain baseline it is measured against.
    const APP: Self;
    const PLAIN: Self;

    fn settings(self) -> Settings;

    /// `position` as this style's search plays it.
    fn state(self, position: &Self::Position) -> Self::State;

    /// The search iterations of a move at `level`.
    fn iterations(level: Level) -> u32;

    /// Whether `mv` is the swap, which the search plays mirrored: its tree cannot follow
    /// a real one.
    fn is_swap(mv: <Self::State as crate::games::Game>::Move) -> bool;

    fn searcher(self, rng: Rng) -> Searcher<Self::State> {
        Searcher::new(self.settings(), rng)
    }
}
