use std::fmt;

use super::{BoardSize, Bridge, BridgeError, Hole, HoleError};
use crate::games::record::quoted;

/// Something a player takes off the board before placing their peg (docs/rules.md §2, removal).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Removal {
    /// A peg, with every bridge it holds; it goes back to the supply.
    Peg(Hole),
    Bridge(Bridge),
}

impl fmt::Display for Removal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Removal::Peg(hole) => write!(f, "-{hole}"),
            Removal::Bridge(bridge) => write!(f, "-{bridge}"),
        }
    }
}

/// The peg of a turn, the bridges built after it, and what was removed before it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Placement {
    pub removals: Vec<Removal>,
    pub peg: Hole,
    pub bridges: Vec<Bridge>,
}

/// One whole turn of TwixT: the unit of the move list, of undo and of the referee's lines.
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Turn {
    Place(Placement),
    /// White takes Black's first peg as their own first move (docs/rules.md §2, swap).
    Swap,
}

impl Turn {
    /// A turn that only places `peg`.
    pub fn peg(peg: Hole) -> Turn {
        Turn::Place(Placement { removals: Vec::new(), peg, bridges: Vec::new() })
    }

    /// Reads a turn in notation: `swap`, or tokens separated by spaces — removals first
    /// (`-D5`, `-D5-E7`), then the peg (`D5`), then its bridges (`D5-E7`).
    pub fn parse(text: &str, size: BoardSize) -> Result<Turn, TurnError> {
        let text = text.trim();
        if text.eq_ignore_ascii_case("swap") {
            return Ok(Turn::Swap);
        }
        let mut removals = Vec::new();
        let mut peg = None;
        let mut bridges = Vec::new();
        for token in text.split_whitespace() {
            if let Some(removed) = token.strip_prefix('-') {
                if peg.is_some() {
                    return Err(TurnError::RemovalAfterPeg(quoted(token)));
                }
                removals.push(if removed.contains('-') {
                    Removal::Bridge(Bridge::parse(removed, size).map_err(TurnError::Bridge)?)
                } else {
                    Removal::Peg(Hole::parse(removed, size).map_err(TurnError::Hole)?)
                });
            } else if token.contains('-') {
                if peg.is_none() {
                    return Err(TurnError::BridgeBeforePeg(quoted(token)));
                }
                bridges.push(Bridge::parse(token, size).map_err(TurnError::Bridge)?);
            } else {
                let hole = Hole::parse(token, size).map_err(TurnError::Hole)?;
                if peg.replace(hole).is_some() {
                    return Err(TurnError::SecondPeg(quoted(token)));
                }
            }
        }
        let peg = peg.ok_or(TurnError::NoPeg)?;
        Ok(Turn::Place(Placement { removals, peg, bridges }))
    }
}

impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Turn::Swap => f.write_str("swap"),
            Turn::Place(Placement { removals, peg, bridges }) => {
                for removal in removals {
                    write!(f, "{removal} ")?;
                }
                write!(f, "{peg}")?;
                for bridge in bridges {
                    write!(f, " {bridge}")?;
                }
                Ok(())
            }
        }
    }
}

/// Why a line of text is not a turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnError {
    Hole(HoleError),
    Bridge(BridgeError),
    /// Every turn places exactly one peg.
    NoPeg,
    SecondPeg(String),
    RemovalAfterPeg(String),
    BridgeBeforePeg(String),
}

impl fmt::Display for TurnError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TurnError::Hole(e) => e.fmt(f),
            TurnError::Bridge(e) => e.fmt(f),
            TurnError::NoPeg => f.write_str("a turn places exactly one peg: write its hole, like D5"),
            TurnError::SecondPeg(token) => write!(f, "{token}: a turn places only one peg"),
            TurnError::RemovalAfterPeg(token) => write!(f, "{token}: removals come before the peg"),
            TurnError::BridgeBeforePeg(token) => write!(f, "{token}: bridges come after the peg"),
        }
    }
}

impl std::error::Error for TurnError {}
