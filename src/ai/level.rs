use super::{Settings, Simulate, Tree};
use crate::rng::Rng;

crate::named_choices! {
    /// How hard the computer thinks, named for what it costs on a tablet. Budgets are in
    /// search iterations, never in time: the same level plays the same on every machine,
    /// only faster or slower. Each game sets its own budgets ([`Level::pick`]), as a
    /// playout costs more in one game than in another.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
    #[serde(rename_all = "kebab-case")]
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

/// What one game's search knows of it: the playouts of the app's player and of the plain
/// baseline, and the iterations of a move at each level. Implemented by each game's
/// position, in `ai/<game>/level.rs`.
pub trait Searched: Simulate {
    /// The app's playouts: the game's knowledge.
    const KNOWLEDGE: Self::Policy;
    /// The baseline's: uniformly random.
    const RANDOM: Self::Policy;
    /// The iterations of a move at each level, [quick, normal, strong].
    const ITERATIONS: [u32; 3];
    /// The iterations the page's review weighs each position with: a long game reviewed in
    /// some 20 s on a tablet, the search's own noise below the review's marks (docs/ai.md).
    const REVIEW: u32;
    /// How the app's search weighs its moves.
    const SETTINGS: Settings = Settings::RAVE;

    /// The search iterations of a move at `level`.
    fn iterations(level: Level) -> u32 {
        level.pick(Self::ITERATIONS)
    }
}

/// Which search plays, in every game: the app's player, or the baseline its knowledge is
/// measured against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// UCT with RAVE over the game's own playouts, urgent moves first, inferior moves left
    /// out.
    Knowledge,
    /// Plain UCT over uniformly random playouts.
    Plain,
}

impl Style {
    /// How this style's search weighs its moves in `G`.
    pub fn settings<G: Searched>(self) -> Settings {
        match self {
            Style::Knowledge => G::SETTINGS,
            Style::Plain => Settings::UCT,
        }
    }

    /// How this style's playouts choose their moves in `G`.
    pub fn policy<G: Searched>(self) -> G::Policy {
        match self {
            Style::Knowledge => G::KNOWLEDGE,
            Style::Plain => G::RANDOM,
        }
    }

    /// A fresh search tree over `position`.
    pub fn tree<G: Searched>(self, position: G, rng: Rng) -> Tree<G> {
        Tree::new(position, self.settings::<G>(), self.policy::<G>(), rng)
    }
}
