//! A whole game of shUgorØn as a record: who asks first and every action, the hidden sets
//! included, so that the game replays exactly through the rules. Because it holds the
//! secrets it is for this device only: the page keeps it in the browser's storage to
//! resume a game, and never puts it in a link (issue 7: hidden sets never go in a link).
//!
//! The text is `1.shugoron.<first>.<count>[.<actions>]` in the envelope every record
//! shares: the first asker (`1` or `2`), how many actions follow, then the actions run
//! together. A set is one character, its five bits in base 32 (`0`–`9`, `a`–`v`; `{1,3}`
//! is `5`). Hiding is `h` and the set (the hider is the player the table waits for), a
//! card question is `a` and the card, a naming question is `n`, the card and the named set.
//!
//! ```
//! use fogliaccio::games::shugoron::{record, Action, Player, Question, SetCard};
//!
//! let set = |text: &str| text.parse::<SetCard>().unwrap();
//! let mut game = record::Record::new(Player::P2);
//! game.play(Action::Hide { player: Player::P1, card: set("13") }).unwrap();
//! game.play(Action::Hide { player: Player::P2, card: set("245") }).unwrap();
//! game.play(Action::Ask(Question::Card(set("1")))).unwrap();
//! assert_eq!(record::write(&game), "1.shugoron.2.3.h5hqa1");
//! assert_eq!(record::read("1.shugoron.2.3.h5hqa1").unwrap(), game);
//! ```

use std::fmt;

use super::{Action, PlayError, Player, Question, Reply, SetCard, Table};
use crate::games::record::{CountError, Counted, Envelope, EnvelopeError, ReadError};
use crate::rng::Rng;

/// The game's name in the envelope.
pub const GAME: &str = crate::games::GameKind::Shugoron.id();

const OF: Counted = Counted::Actions;
const DIGITS: &[u8; 32] = b"0123456789abcdefghijklmnopqrstuv";

/// A game of shUgorØn from its start, secrets included. Built only by playing its actions
/// through [`Table::play`], so a record that exists is a legal game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    first: Player,
    actions: Vec<Action>,
    table: Table,
}

impl Record {
    /// A new game in which `first` asks first.
    pub fn new(first: Player) -> Record {
        Record { first, actions: Vec::new(), table: Table::new(first) }
    }

    pub fn first(&self) -> Player {
        self.first
    }

    /// Every action played, in order.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The table after the last action.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// A new game whose first asker is drawn from `rng`, as [`Table::random`] draws it.
    pub fn random(rng: &mut Rng) -> Record {
        Record::new(Player::drawn(rng))
    }

    /// Plays `action`, or says why not and changes nothing.
    pub fn play(&mut self, action: Action) -> Result<(), PlayError> {
        self.table.play(action)?;
        self.actions.push(action);
        Ok(())
    }

    /// `player` hides `card`, as [`Table::hide`].
    pub fn hide(&mut self, player: Player, card: SetCard) -> Result<(), PlayError> {
        self.play(Action::Hide { player, card })
    }

    /// `player` asks `question`, as [`Table::ask`]: refused when it is not their turn.
    pub fn ask(&mut self, player: Player, question: Question) -> Result<Reply, PlayError> {
        let reply = self.table.ask(player, question)?;
        self.actions.push(Action::Ask(question));
        Ok(reply)
    }
}

fn set_char(set: SetCard) -> char {
    char::from(DIGITS[set.index()])
}

/// The whole record, envelope included.
pub fn write(record: &Record) -> String {
    let first = match record.first {
        Player::P1 => '1',
        Player::P2 => '2',
    };
    let mut body = format!("{first}.{}", record.actions.len());
    if !record.actions.is_empty() {
        body.push('.');
        for action in &record.actions {
            match *action {
                Action::Hide { card, .. } => body.extend(['h', set_char(card)]),
                Action::Ask(Question::Card(card)) => body.extend(['a', set_char(card)]),
                Action::Ask(Question::Naming { card, named }) => body.extend(['n', set_char(card), set_char(named)]),
            }
        }
    }
    Envelope::seal(GAME, &body)
}

/// Reads a whole record, replaying its actions through the rules.
pub fn read(text: &str) -> Result<Record, ReadError<Record, RecordError>> {
    let body = Envelope::open_game(text, GAME).map_err(ReadError::nothing_kept)?;
    let mut parts = body.split('.');
    let first = match parts.next().unwrap_or_default() {
        "1" => Player::P1,
        "2" => Player::P2,
        other => return Err(ReadError::nothing_kept(RecordError::First(other.to_owned()))),
    };
    let mut record = Record::new(first);
    let count = match CountError::read(parts.next().unwrap_or_default(), OF) {
        Ok(count) => count,
        Err(e) => return Err(ReadError::after(record, e.into())),
    };
    let mut rest = parts.next().unwrap_or_default().chars();
    while let Some(marker) = rest.next() {
        let number = record.actions.len() + 1;
        let mut set = || {
            let c = rest.next();
            c.and_then(|c| DIGITS.iter().position(|&d| char::from(d) == c))
                .and_then(|bits| SetCard::from_bits(bits as u8))
                .ok_or(RecordError::Unreadable { number, text: c.map_or_else(String::new, String::from) })
        };
        let action = match marker {
            'h' => set().map(|card| Action::Hide { player: record.table.to_move(), card }),
            'a' => set().map(|card| Action::Ask(Question::Card(card))),
            'n' => set().and_then(|card| Ok(Action::Ask(Question::Naming { card, named: set()? }))),
            other => Err(RecordError::Unreadable { number, text: other.to_string() }),
        };
        let played = action
            .and_then(|action| record.play(action).map_err(|error| RecordError::Illegal { number, action, error }));
        if let Err(e) = played {
            return Err(ReadError::after(record, e));
        }
    }
    if let Some(extra) = parts.next() {
        return Err(ReadError::after(record, RecordError::Extra(extra.to_owned())));
    }
    match CountError::check(count, record.actions.len(), OF) {
        Ok(()) => Ok(record),
        Err(e) => Err(ReadError::after(record, e.into())),
    }
}

/// Why a record of shUgorØn could not be read whole.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    Envelope(EnvelopeError),
    /// The first asker is not `1` or `2`.
    First(String),
    Count(CountError),
    /// Action `number` (from 1) has `text` where a marker or a set belongs.
    Unreadable {
        number: usize,
        text: String,
    },
    /// Action `number` is one the rules refuse there.
    Illegal {
        number: usize,
        action: Action,
        error: PlayError,
    },
    /// Something after the actions.
    Extra(String),
}

impl From<EnvelopeError> for RecordError {
    fn from(e: EnvelopeError) -> Self {
        RecordError::Envelope(e)
    }
}

impl From<CountError> for RecordError {
    fn from(e: CountError) -> Self {
        RecordError::Count(e)
    }
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Envelope(e) => e.fmt(f),
            RecordError::First(text) => {
                write!(f, "the game record should say who asks first, 1 or 2, not '{text}'")
            }
            RecordError::Count(e) => e.fmt(f),
            RecordError::Unreadable { number, text } if text.is_empty() => {
                write!(f, "action {number}: the record stops in the middle of it")
            }
            RecordError::Unreadable { number, text } => {
                write!(f, "action {number}: '{text}' is not h, a, n or a set from 0 to v")
            }
            RecordError::Illegal { number, action, error } => write!(f, "action {number} ({action}): {error}"),
            RecordError::Extra(text) => write!(f, "the game record goes on after its actions: '{text}'"),
        }
    }
}

impl std::error::Error for RecordError {}
