use std::fmt;
use std::str::FromStr;

/// The two players of shUgorØn, named as in CONTRACT.md (`p1`, `p2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    P1,
    P2,
}

impl Player {
    pub const BOTH: [Player; 2] = [Player::P1, Player::P2];

    pub const fn opponent(self) -> Player {
        match self {
            Player::P1 => Player::P2,
            Player::P2 => Player::P1,
        }
    }

    /// `p1` / `p2`: the name of `data-to-move`, `data-result` and the command line.
    pub const fn name(self) -> &'static str {
        match self {
            Player::P1 => "p1",
            Player::P2 => "p2",
        }
    }

    /// "Player 1" / "Player 2", for people.
    pub const fn title(self) -> &'static str {
        match self {
            Player::P1 => "Player 1",
            Player::P2 => "Player 2",
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A player name that is neither `p1` nor `p2`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerParseError(pub String);

impl fmt::Display for PlayerParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a player (p1 or p2)", self.0)
    }
}

impl std::error::Error for PlayerParseError {}

impl FromStr for Player {
    type Err = PlayerParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "p1" | "1" => Ok(Player::P1),
            "p2" | "2" => Ok(Player::P2),
            _ => Err(PlayerParseError(s.to_owned())),
        }
    }
}
