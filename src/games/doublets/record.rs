//! A whole game of Doublets as a record, and its link (issue 7, item 1): the rule set and
//! every action, throws included, so the game replays exactly. The body inside the shared
//! envelope ([`crate::games::record`]), `#g=1.doublets.<body>`, is
//! `<rules>.<count>[.<actions>]`:
//! - `<rules>` is the rule set's name (`willughby`, `cotton`, …);
//! - `<count>` is how many actions follow;
//! - `<actions>` are the actions with nothing between them: a throw is `t` and its faces
//!   (as many digits as the throw takes: two at the opening, then the rule set's dice), a
//!   die is its face (`5`), Ofanfelling's bear-off from a higher point is `m`, the face and
//!   the point (`m36`), a doublet unit is `u` and its point (`u4`).
//!
//! ```
//! use fogliaccio::games::doublets::{record, Action, RuleSet};
//!
//! let mut game = record::Record::new(RuleSet::Willughby);
//! for action in ["throw 6 1", "throw 3 5", "5"] {
//!     game.play(Action::parse(action).unwrap()).unwrap();
//! }
//! assert_eq!(record::write(&game), "1.doublets.willughby.3.t61t355");
//! assert_eq!(record::read("1.doublets.willughby.3.t61t355").unwrap(), game);
//!
//! // A damaged record keeps the game up to the fault and names the action.
//! let damaged = record::read("1.doublets.willughby.3.t61t357").unwrap_err();
//! assert_eq!(damaged.error.to_string(), "action 3 (7): '7' is not a number from 1 to 6");
//! assert_eq!(damaged.kept.unwrap().actions().len(), 2);
//! ```

use std::fmt;

use super::{Action, Face, PipError, PlayError, Point, Position, RuleSet};
use crate::games::UnknownName;
use crate::games::record::{CountError, Counted, Envelope, EnvelopeError, ReadError, quoted};

/// The game's name in the envelope.
pub const GAME: &str = crate::games::GameKind::Doublets.id();

const OF: Counted = Counted::Actions;

/// A game of Doublets from its opening throw. Built only by playing its actions through
/// [`Position::play`], so a record that exists is a legal game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    actions: Vec<Action>,
    position: Position,
}

impl Record {
    pub fn new(rules: RuleSet) -> Record {
        Record { actions: Vec::new(), position: Position::new(rules) }
    }

    pub fn rules(&self) -> RuleSet {
        self.position.rules()
    }

    /// Every action played, throws included, in order.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The position after the last action.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Plays `action`, or says why not and changes nothing.
    pub fn play(&mut self, action: Action) -> Result<(), PlayError> {
        self.position.play(action.clone())?;
        self.actions.push(action);
        Ok(())
    }
}

/// The whole record, envelope included: what goes after `#g=`.
pub fn write(record: &Record) -> String {
    let mut body = format!("{}.{}", record.rules().name(), record.actions().len());
    if !record.actions().is_empty() {
        body.push('.');
        for action in record.actions() {
            match action {
                Action::Throw(faces) => {
                    body.push('t');
                    faces.iter().for_each(|face| body.push_str(&face.to_string()));
                }
                Action::Die(face) => body.push_str(&face.to_string()),
                Action::Move { face, from } => body.push_str(&format!("m{face}{from}")),
                Action::Unit(point) => body.push_str(&format!("u{point}")),
            }
        }
    }
    Envelope::seal(GAME, &body)
}

/// Reads a whole record, replaying its actions through the rules: what follows `#g=`, or a
/// whole pasted address that has `#g=` in it. The record ends at the first `&`: what follows
/// is the link's (`&at=`, the comments' `&n=`), as after any game's record.
pub fn read(text: &str) -> Result<Record, ReadError<Record, LinkError>> {
    let text = text.rsplit_once("#g=").map_or(text, |(_, record)| record);
    let text = text.split('&').next().unwrap_or_default();
    let body = Envelope::open_game(text, GAME).map_err(ReadError::nothing_kept)?;
    let mut parts = body.split('.');
    let rules: RuleSet = parts.next().unwrap_or_default().parse().map_err(ReadError::nothing_kept)?;
    let mut record = Record::new(rules);
    let count = match CountError::read(parts.next().unwrap_or_default(), OF) {
        Ok(count) => count,
        Err(e) => return Err(ReadError::after(record, e.into())),
    };
    let mut rest = parts.next().unwrap_or_default();
    while !rest.is_empty() {
        let number = record.actions().len() + 1;
        let (action, after) = next_action(rest, &record.position);
        let text = quoted(&rest[..rest.len() - after.len()]);
        rest = after;
        let played = action
            .map_err(|why| LinkError::Unreadable { number, text: text.clone(), why })
            .and_then(|action| record.play(action).map_err(|error| LinkError::Illegal { number, text, error }));
        if let Err(e) = played {
            return Err(ReadError::after(record, e));
        }
    }
    if let Some(extra) = parts.next() {
        return Err(ReadError::after(record, LinkError::Extra(quoted(extra))));
    }
    match CountError::check(count, record.actions().len(), OF) {
        Ok(()) => Ok(record),
        Err(e) => Err(ReadError::after(record, e.into())),
    }
}

/// The action at the start of `text` (not empty) and what follows it; a throw takes as
/// many faces as `position` expects (the rule set's dice when no throw is due: the rules
/// then refuse it).
fn next_action<'a>(text: &'a str, position: &Position) -> (Result<Action, Unreadable>, &'a str) {
    let (marker, rest) = take(text, 1);
    match marker.first().copied().unwrap_or_default() {
        "t" => {
            let (faces, rest) = take(rest, position.dice_due().unwrap_or(position.rules().dice()));
            let faces: Result<Vec<Face>, _> = faces.into_iter().map(Face::parse).collect();
            (faces.map(Action::Throw).map_err(Unreadable::Pip), rest)
        }
        "m" => {
            let (pair, rest) = take(rest, 2);
            let action = match pair.as_slice() {
                [face, from] => Face::parse(face)
                    .and_then(|face| Ok(Action::Move { face, from: Point::parse(from)? }))
                    .map_err(Unreadable::Pip),
                _ => Err(Unreadable::BearOff),
            };
            (action, rest)
        }
        "u" => {
            let (point, rest) = take(rest, 1);
            let action = match point.as_slice() {
                [point] => Point::parse(point).map(Action::Unit).map_err(Unreadable::Pip),
                _ => Err(Unreadable::Unit),
            };
            (action, rest)
        }
        face => (Face::parse(face).map(Action::Die).map_err(Unreadable::Pip), rest),
    }
}

/// The first `n` characters of `text`, one string each, and the rest.
fn take(text: &str, n: usize) -> (Vec<&str>, &str) {
    let end = text.char_indices().nth(n).map_or(text.len(), |(i, _)| i);
    let (head, rest) = text.split_at(end);
    (head.char_indices().map(|(i, c)| &head[i..i + c.len_utf8()]).collect(), rest)
}

/// Why a link record of Doublets could not be read whole.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    Envelope(EnvelopeError),
    /// A rule set of none of the five names.
    Rules(UnknownName),
    Count(CountError),
    /// Action `number` (from 1), written `text`, is not an action the format can spell.
    Unreadable {
        number: usize,
        text: String,
        why: Unreadable,
    },
    /// Action `number`, written `text`, is one the rules refuse there.
    Illegal {
        number: usize,
        text: String,
        error: PlayError,
    },
    /// Something after the actions.
    Extra(String),
}

impl From<EnvelopeError> for LinkError {
    fn from(e: EnvelopeError) -> Self {
        LinkError::Envelope(e)
    }
}

impl From<UnknownName> for LinkError {
    fn from(e: UnknownName) -> Self {
        LinkError::Rules(e)
    }
}

impl From<CountError> for LinkError {
    fn from(e: CountError) -> Self {
        LinkError::Count(e)
    }
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Envelope(e) => e.fmt(f),
            LinkError::Rules(e) => e.fmt(f),
            LinkError::Count(e) => e.fmt(f),
            LinkError::Unreadable { number, text, why } => write!(f, "action {number} ({text}): {why}"),
            LinkError::Illegal { number, text, error } => write!(f, "action {number} ({text}): {error}"),
            LinkError::Extra(text) => write!(f, "the game record goes on after its actions: '{text}'"),
        }
    }
}

impl std::error::Error for LinkError {}

/// Why a link's text is not an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// A die or a point that is no number from 1 to 6.
    Pip(PipError),
    /// `m` without its die and point.
    BearOff,
    /// `u` without its point.
    Unit,
}

impl fmt::Display for Unreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unreadable::Pip(e) => e.fmt(f),
            Unreadable::BearOff => f.write_str("a bear-off is m, the die and the point, like m36"),
            Unreadable::Unit => f.write_str("a doublet unit is u and its point, like u4"),
        }
    }
}

impl std::error::Error for Unreadable {}
