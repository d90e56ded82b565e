use std::fmt;

use super::{BoardSize, Hole, HoleError};
use crate::games::record::quoted;

/// A bridge (link) between two holes a knight's move apart. The ends are kept in notation
/// order (column, then row), so one bridge has one value and one spelling, `D5-E7`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Bridge {
    from: Hole,
    to: Hole,
}

impl Bridge {
    /// The bridge between `a` and `b`, in either order, if they are a knight's move apart.
    pub fn new(a: Hole, b: Hole) -> Result<Bridge, BridgeError> {
        let dc = a.col().abs_diff(b.col());
        let dr = a.row().abs_diff(b.row());
        if (dc, dr) != (1, 2) && (dc, dr) != (2, 1) {
            return Err(BridgeError::NotAKnightMove(a, b));
        }
        Ok(if a < b { Bridge { from: a, to: b } } else { Bridge { from: b, to: a } })
    }

    /// The end first in notation order.
    pub const fn from(self) -> Hole {
        self.from
    }

    pub const fn to(self) -> Hole {
        self.to
    }

    pub fn touches(self, hole: Hole) -> bool {
        self.from == hole || self.to == hole
    }

    /// The other end, when `hole` is one end.
    pub fn other_end(self, hole: Hole) -> Option<Hole> {
        if self.from == hole {
            Some(self.to)
        } else if self.to == hole {
            Some(self.from)
        } else {
            None
        }
    }

    /// Whether the two bridges cross as drawn on the board. Bridges that share a peg only
    /// touch there; two knight's-move segments can overlap only at a shared end (none
    /// passes over a hole), so a proper crossing of the segments is the whole test.
    pub fn crosses(self, other: Bridge) -> bool {
        if self.touches(other.from) || self.touches(other.to) {
            return false;
        }
        let side = |a: Hole, b: Hole, p: Hole| {
            let (ax, ay) = (i32::from(a.col()), i32::from(a.row()));
            let cross = (i32::from(b.col()) - ax) * (i32::from(p.row()) - ay)
                - (i32::from(b.row()) - ay) * (i32::from(p.col()) - ax);
            cross.signum()
        };
        side(self.from, self.to, other.from) * side(self.from, self.to, other.to) < 0
            && side(other.from, other.to, self.from) * side(other.from, other.to, self.to) < 0
    }

    /// Reads `D5-E7` (either order) for a board of `size`.
    pub fn parse(text: &str, size: BoardSize) -> Result<Bridge, BridgeError> {
        let (a, b) = text.split_once('-').ok_or_else(|| BridgeError::Syntax(quoted(text)))?;
        let a = Hole::parse(a, size).map_err(BridgeError::Hole)?;
        let b = Hole::parse(b, size).map_err(BridgeError::Hole)?;
        Bridge::new(a, b)
    }
}

impl fmt::Display for Bridge {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.from, self.to)
    }
}

/// Why two holes, or a piece of text, are not a bridge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BridgeError {
    /// Not two holes joined by `-`.
    Syntax(String),
    Hole(HoleError),
    NotAKnightMove(Hole, Hole),
}

impl fmt::Display for BridgeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BridgeError::Syntax(text) => write!(f, "'{text}' is not a bridge: write two holes like D5-E7"),
            BridgeError::Hole(e) => e.fmt(f),
            BridgeError::NotAKnightMove(a, b) => {
                write!(f, "{a} and {b} are not a knight's move (1 × 2) apart, so no bridge can join them")
            }
        }
    }
}

impl std::error::Error for BridgeError {}
