use std::fmt;
use std::str::FromStr;

use super::{Face, Phase};

/// The five rule sets of docs/rules.md §3, by the names of the command line and the address.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RuleSet {
    /// Doublets or the Queen's Game (Willughby, c. 1665–70), §3.1: the default.
    #[default]
    Willughby,
    /// Cotton's Doublets (1674), §3.2: an unusable die goes to the opponent.
    Cotton,
    /// Doblet (Alfonso X, 1283), §3.3: twelve men, three dice.
    Doblet,
    /// Dames rabattues (Charpentier, 1715), §3.4: doublets throw again.
    Rabattues,
    /// Ofanfelling (Iceland, Fiske 1905), §3.5: restacking, then backgammon's bear-off.
    Ofanfelling,
}

/// What a doublet (two dice alike) does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DoubletRule {
    /// Counted as pips: as many units as the sum of the dice, each one man on any point.
    Pips,
    /// Played as its dice, then the thrower throws again.
    ThrowAgain,
    /// Nothing special (Doblet's three dice).
    Plain,
}

/// What becomes of a die its thrower cannot use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnusableDie {
    Lost,
    /// The opponent plays it at once if they can.
    ToOpponent,
    /// As `ToOpponent`, except that a player still bearing down may not use the die of an
    /// opponent who is bearing off (Dames rabattues).
    ToOpponentUnlessBearingDown,
}

impl UnusableDie {
    /// Whether a die the thrower cannot use goes to the opponent, given both players'
    /// phases at that moment (the opponent still has to be able to use it).
    pub fn passes(self, thrower: Phase, opponent: Phase) -> bool {
        match self {
            UnusableDie::Lost => false,
            UnusableDie::ToOpponent => true,
            UnusableDie::ToOpponentUnlessBearingDown => {
                !(opponent == Phase::BearingDown && thrower == Phase::BearingOff)
            }
        }
    }
}

/// Backgammon's convention (docs/rules.md §3, "use as many dice as possible"): the most of `dice`
/// that some order of play uses from `table`, where `after` gives the tables one die can
/// lead to (none: the die cannot be used there). A die may go unused, lost or passed, only
/// in a play that uses this many. Generic over the table so that the exact odds, which
/// number the tables, follow this same rule.
pub fn most_dice_used<T, I>(table: &T, dice: &[Face], after: &impl Fn(&T, Face) -> I) -> usize
where
    I: IntoIterator<Item = T>,
{
    let mut most = 0;
    for (at, &face) in dice.iter().enumerate() {
        if dice[..at].contains(&face) {
            continue;
        }
        let rest: Vec<Face> = dice.iter().enumerate().filter(|&(i, _)| i != at).map(|(_, &d)| d).collect();
        let mut usable = false;
        for next in after(table, face) {
            usable = true;
            most = most.max(1 + most_dice_used(&next, &rest, after));
        }
        if !usable {
            most = most.max(most_dice_used(table, &rest, after));
        }
        if most == dice.len() {
            break;
        }
    }
    most
}

impl RuleSet {
    pub const ALL: [RuleSet; 5] =
        [RuleSet::Willughby, RuleSet::Cotton, RuleSet::Doblet, RuleSet::Rabattues, RuleSet::Ofanfelling];

    /// The name used on the command line and in links.
    pub const fn name(self) -> &'static str {
        match self {
            RuleSet::Willughby => "willughby",
            RuleSet::Cotton => "cotton",
            RuleSet::Doblet => "doblet",
            RuleSet::Rabattues => "rabattues",
            RuleSet::Ofanfelling => "ofanfelling",
        }
    }

    /// The game's own name, for people.
    pub const fn title(self) -> &'static str {
        match self {
            RuleSet::Willughby => "Doublets (Willughby)",
            RuleSet::Cotton => "Cotton's Doublets",
            RuleSet::Doblet => "Doblet (Alfonso X)",
            RuleSet::Rabattues => "Dames rabattues",
            RuleSet::Ofanfelling => "Ofanfelling",
        }
    }

    /// The stack each point starts with: 15 men as 2-2-2-3-3-3 from point 1, or 12 in pairs.
    pub const fn setup(self) -> [u8; 6] {
        match self {
            RuleSet::Willughby | RuleSet::Cotton | RuleSet::Rabattues => [2, 2, 2, 3, 3, 3],
            RuleSet::Doblet | RuleSet::Ofanfelling => [2; 6],
        }
    }

    pub const fn men(self) -> u8 {
        let setup = self.setup();
        setup[0] + setup[1] + setup[2] + setup[3] + setup[4] + setup[5]
    }

    /// Dice in one throw.
    pub const fn dice(self) -> usize {
        match self {
            RuleSet::Doblet => 3,
            _ => 2,
        }
    }

    pub const fn doublet(self) -> DoubletRule {
        match self {
            RuleSet::Willughby | RuleSet::Cotton => DoubletRule::Pips,
            RuleSet::Rabattues | RuleSet::Ofanfelling => DoubletRule::ThrowAgain,
            RuleSet::Doblet => DoubletRule::Plain,
        }
    }

    pub const fn unusable_die(self) -> UnusableDie {
        match self {
            RuleSet::Willughby | RuleSet::Ofanfelling => UnusableDie::Lost,
            RuleSet::Cotton | RuleSet::Doblet => UnusableDie::ToOpponent,
            RuleSet::Rabattues => UnusableDie::ToOpponentUnlessBearingDown,
        }
    }

    /// Ofanfelling stacks the men up again before bearing off, and bears off as in
    /// backgammon.
    pub const fn restacks(self) -> bool {
        matches!(self, RuleSet::Ofanfelling)
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A rule set name that is none of the five.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuleSetError(pub String);

impl fmt::Display for RuleSetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a rule set (willughby, cotton, doblet, rabattues or ofanfelling)", self.0)
    }
}

impl std::error::Error for RuleSetError {}

impl FromStr for RuleSet {
    type Err = RuleSetError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text = s.trim().to_ascii_lowercase();
        RuleSet::ALL.into_iter().find(|rules| rules.name() == text).ok_or_else(|| RuleSetError(s.to_owned()))
    }
}
