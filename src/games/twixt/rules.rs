crate::named_choices! {
    /// The three rule sets of docs/rules.md §2. Each fixes the three options the seed leaves to
    /// the players (supplies, removal, bridges crossing their own), so a game is named by
    /// one word: on the command line, in links and in records.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
    pub enum RuleSet("TwixT rule set") {
        /// The seed: 50 pegs each and 100 bridges shared, removal before the peg.
        #[default]
        Original = "original",
        /// The modern rules: as `Original` with unlimited pegs and bridges.
        Standard = "standard",
        /// "Paper and pencil" (Little Golem, twixtbot): own bridges may cross, nothing is
        /// removed, every possible bridge is made automatically.
        Pp = "pp",
    }
}

/// The pieces in the box when the supply rule is on (docs/rules.md §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Supply {
    /// Pegs per player.
    pub pegs: u16,
    /// Bridges shared by both players.
    pub bridges: u16,
}

impl RuleSet {
    /// The box's pegs and bridges; `None` when both are unlimited.
    pub const fn supply(self) -> Option<Supply> {
        match self {
            RuleSet::Original => Some(Supply { pegs: 50, bridges: 100 }),
            RuleSet::Standard | RuleSet::Pp => None,
        }
    }

    /// Whether a turn may begin by removing own bridges and pegs.
    pub const fn removal(self) -> bool {
        !matches!(self, RuleSet::Pp)
    }

    /// Whether a player's bridges may cross each other (never the opponent's).
    pub const fn own_bridges_cross(self) -> bool {
        matches!(self, RuleSet::Pp)
    }

    /// Whether every possible bridge of a new peg is built without being asked for. Only
    /// where an extra bridge can never hurt, that is where own bridges may cross.
    pub const fn automatic_bridges(self) -> bool {
        self.own_bridges_cross()
    }
}
