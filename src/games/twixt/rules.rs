use std::fmt;
use std::str::FromStr;

/// The three rule sets of docs/rules.md §2. Each fixes the three options the seed leaves to the
/// players (supplies, removal, bridges crossing their own), so a game is named by one word.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RuleSet {
    /// The seed: 50 pegs each and 100 bridges shared, removal before the peg.
    #[default]
    Original,
    /// The modern rules: as `Original` with unlimited pegs and bridges.
    Standard,
    /// "Paper and pencil" (Little Golem, twixtbot): own bridges may cross, nothing is
    /// removed, every possible bridge is made automatically.
    Pp,
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
    pub const ALL: [RuleSet; 3] = [RuleSet::Original, RuleSet::Standard, RuleSet::Pp];

    /// The name used on the command line, in links and in records.
    pub const fn name(self) -> &'static str {
        match self {
            RuleSet::Original => "original",
            RuleSet::Standard => "standard",
            RuleSet::Pp => "pp",
        }
    }

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

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for RuleSet {
    type Err = RuleSetError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        RuleSet::ALL.into_iter().find(|r| r.name().eq_ignore_ascii_case(s)).ok_or_else(|| RuleSetError(s.to_owned()))
    }
}

/// A rule set other than `original`, `standard` or `pp`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleSetError(pub String);

impl fmt::Display for RuleSetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a TwixT rule set (original, standard or pp)", self.0)
    }
}

impl std::error::Error for RuleSetError {}
