use std::fmt;

use super::{Face, PipError, Point};
use crate::games::record::quoted;

/// One thing a player does: throw, or play one die or one doublet unit.
///
/// Notation (the command line's lines, the log): `throw 3 5` (the faces thrown; at the
/// opening Black's die then White's), `3` (play the die 3 on its point, or lose or pass it
/// if it cannot be used), `3:6` (Ofanfelling's bear-off: the die 3 moves a man from point
/// 6), `@4` (a doublet unit on point 4).
#[derive(Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Action {
    Throw(Vec<Face>),
    Die(Face),
    /// Ofanfelling's bear-off with the die's point empty: a man from the higher point
    /// `from` moves down by the die.
    Move {
        face: Face,
        from: Point,
    },
    Unit(Point),
}

/// Text that is not an action in notation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionError {
    Empty,
    Pip(PipError),
    Syntax(String),
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::Empty => f.write_str("an empty line is not an action"),
            ActionError::Pip(e) => e.fmt(f),
            ActionError::Syntax(text) => write!(
                f,
                "'{text}' is not an action: write 'throw 3 5', a die like 3, a die and the point \
                 it moves a man from like 3:6, or a doublet unit like @4"
            ),
        }
    }
}

impl std::error::Error for ActionError {}

impl From<PipError> for ActionError {
    fn from(e: PipError) -> Self {
        ActionError::Pip(e)
    }
}

impl Action {
    pub fn parse(text: &str) -> Result<Action, ActionError> {
        let text = text.trim();
        let mut words = text.split_whitespace();
        match words.next() {
            None => Err(ActionError::Empty),
            Some(word) if word.eq_ignore_ascii_case("throw") => {
                Ok(Action::Throw(words.map(Face::parse).collect::<Result<_, _>>()?))
            }
            Some(_) if words.next().is_some() => Err(ActionError::Syntax(quoted(text))),
            Some(word) => {
                if let Some(point) = word.strip_prefix('@') {
                    Ok(Action::Unit(Point::parse(point)?))
                } else if let Some((face, from)) = word.split_once(':') {
                    Ok(Action::Move { face: Face::parse(face)?, from: Point::parse(from)? })
                } else if word.bytes().all(|b| b.is_ascii_digit()) {
                    Ok(Action::Die(Face::parse(word)?))
                } else {
                    Err(ActionError::Syntax(quoted(text)))
                }
            }
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Throw(faces) => {
                f.write_str("throw")?;
                faces.iter().try_for_each(|face| write!(f, " {face}"))
            }
            Action::Die(face) => face.fmt(f),
            Action::Move { face, from } => write!(f, "{face}:{from}"),
            Action::Unit(point) => write!(f, "@{point}"),
        }
    }
}
