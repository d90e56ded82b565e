//! Who sits at a connection game's table: kept with the game, so that a reload or
//! *Continue* seats the computer again where it sat, at its level, and the records written
//! of the game carry the players' names. The review and the comments are kept beside them.

use serde::{Deserialize, Serialize};

use super::review::KeptReview;
use crate::ai::Level;
use crate::ui::computer::Seating;

/// The players' names, by turn order: the first player holds Black until a swap.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Names {
    pub first: String,
    pub second: String,
}

impl Names {
    /// The names of a rematch, where each player takes the other's turn.
    pub fn exchanged(&self) -> Names {
        Names { first: self.second.clone(), second: self.first.clone() }
    }
}

/// The seats, the computer's level and the names, as a kept game holds them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Table {
    pub seating: Seating,
    pub level: Level,
    pub names: Names,
}

/// Two people, who have not given their names; the computer's level the menu offers first.
impl Default for Table {
    fn default() -> Self {
        Table { seating: Seating::People, level: Level::Normal, names: Names::default() }
    }
}

/// What a connection game's screen keeps beside the game.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Beside {
    pub table: Table,
    pub review: Option<KeptReview>,
    /// The comments on the moves of the game's line, from the first, as games were kept
    /// before studies kept notes on any position (`Kept::notes`): read, never written.
    #[serde(skip_serializing)]
    pub comments: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_is_kept_by_name_and_read_back_whatever_it_lacks() {
        let table = Table {
            seating: Seating::ComputerSecond,
            level: Level::Strong,
            names: Names { first: "Ada".into(), second: String::new() },
        };
        let text = serde_json::to_string(&table).unwrap();
        assert_eq!(text, r#"{"seating":"computer-second","level":"strong","names":{"first":"Ada","second":""}}"#);
        assert_eq!(serde_json::from_str::<Table>(&text).unwrap(), table);
        let older: Table = serde_json::from_str(r#"{"seating":"computers"}"#).unwrap();
        assert_eq!(older, Table { seating: Seating::Computers, ..Table::default() });
    }
}
