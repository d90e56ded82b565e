use super::{Face, Phase};

crate::named_choices! {
    /// The five rule sets of docs/rules.md §3, by the names of the command line and the address.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
    pub enum RuleSet("rule set") {
        /// Doublets or the Queen's Game (Willughby, c. 1665–70), §3.1: the default.
        #[default]
        Willughby = "willughby",
        /// Cotton's Doublets (1674), §3.2: an unusable die goes to the opponent.
        Cotton = "cotton",
        /// Doblet (Alfonso X, 1283), §3.3: twelve men, three dice.
        Doblet = "doblet",
        /// Dames rabattues (Charpentier, 1715), §3.4: doublets throw again.
        Rabattues = "rabattues",
        /// Ofanfelling (Iceland, Fiske 1905), §3.5: restacking, then backgammon's bear-off.
        Ofanfelling = "ofanfelling",
    }
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
