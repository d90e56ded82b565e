//! The envelope every game's link record shares (issue 7, item 1): `<version>.<game>.<body>`.
//!
//! A link carries a whole game in the URL fragment (`#g=<record>`). The envelope says which
//! version of the encoding wrote it and which game it holds; the body is the game's own
//! business (Hex: `games::hex::link`). Every character is one a URL fragment keeps as it
//! is (letters, digits and `.`), so a record survives copying, chat apps and e-mail.
//!
//! Readers keep what they can: a record damaged half-way gives the game up to the fault,
//! together with the fault ([`ReadError`]), so the page can open the valid part and say
//! exactly what was wrong.

use std::fmt;

use super::Colour;

/// The version this code writes, and the only one it reads so far. A change that old
/// links could not be read under gets a new number; old numbers stay readable.
pub const VERSION: u32 = 1;

/// A record opened: which game it holds and that game's body, still to be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Envelope<'a> {
    pub game: &'a str,
    pub body: &'a str,
}

impl<'a> Envelope<'a> {
    /// Opens `<version>.<game>.<body>`; the body may be empty.
    pub fn open(record: &'a str) -> Result<Envelope<'a>, EnvelopeError> {
        let record = record.trim();
        if record.is_empty() {
            return Err(EnvelopeError::Empty);
        }
        let (version, rest) = record.split_once('.').unwrap_or((record, ""));
        match version.parse::<u32>() {
            Ok(VERSION) => {}
            Ok(other) => return Err(EnvelopeError::UnknownVersion(other)),
            Err(_) => return Err(EnvelopeError::NoVersion(quoted(version))),
        }
        let (game, body) = rest.split_once('.').unwrap_or((rest, ""));
        if game.is_empty() {
            return Err(EnvelopeError::NoGame);
        }
        Ok(Envelope { game, body })
    }

    /// Opens a record that must hold `game`.
    pub fn open_game(record: &'a str, game: &str) -> Result<&'a str, EnvelopeError> {
        let envelope = Envelope::open(record)?;
        if envelope.game == game {
            Ok(envelope.body)
        } else {
            Err(EnvelopeError::OtherGame { found: quoted(envelope.game), expected: game.to_owned() })
        }
    }

    /// Writes `body` for `game` in the current version.
    pub fn seal(game: &str, body: &str) -> String {
        format!("{VERSION}.{game}.{body}")
    }
}

/// How many characters of a record's text a fault quotes (docs/cli.md): a 5 MB link is
/// not a 5 MB message.
pub const QUOTED: usize = 80;

/// `text` as a fault quotes it: its first [`QUOTED`] characters, then `…` if there were more.
pub fn quoted(text: &str) -> String {
    match text.char_indices().nth(QUOTED) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_owned(),
    }
}

/// Why a link record could not even be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EnvelopeError {
    Empty,
    /// The record does not start with a version number.
    NoVersion(String),
    /// Written by a later (or unknown) version of the encoding.
    UnknownVersion(u32),
    NoGame,
    OtherGame {
        found: String,
        expected: String,
    },
}

impl fmt::Display for EnvelopeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EnvelopeError::Empty => f.write_str("the game record is empty"),
            EnvelopeError::NoVersion(text) => {
                write!(f, "the game record should start with its version, like '{VERSION}.', not '{text}'")
            }
            EnvelopeError::UnknownVersion(version) => write!(
                f,
                "the game record is of version {version}, which this page cannot read (it reads version {VERSION})"
            ),
            EnvelopeError::NoGame => f.write_str("the game record does not say which game it holds"),
            EnvelopeError::OtherGame { found, expected } => {
                write!(f, "the game record holds a game of '{found}', not {expected}")
            }
        }
    }
}

impl std::error::Error for EnvelopeError {}

/// What a link body counts: the moves, turns or actions of its game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counted {
    Moves,
    Turns,
    Actions,
}

impl fmt::Display for Counted {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Counted::Moves => "moves",
            Counted::Turns => "turns",
            Counted::Actions => "actions",
        })
    }
}

/// A link body's count of what it holds. Every body writes how many moves (turns,
/// actions) follow it, so that a link cut short is noticed wherever it was cut.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CountError {
    /// Where the count belongs there is `text`; empty when the record stops before it.
    NotANumber { of: Counted, text: String },
    /// Fewer (or more) than counted: the link was cut short, or pieced together.
    Cut { of: Counted, counted: usize, found: usize },
}

impl CountError {
    /// Reads the count of `of` from `text`.
    pub fn read(text: &str, of: Counted) -> Result<usize, CountError> {
        text.parse().map_err(|_| CountError::NotANumber { of, text: quoted(text) })
    }

    /// Whether `found` entries of `of` match the `counted` ones.
    pub fn check(counted: usize, found: usize, of: Counted) -> Result<(), CountError> {
        if counted == found { Ok(()) } else { Err(CountError::Cut { of, counted, found }) }
    }
}

impl fmt::Display for CountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CountError::NotANumber { of, text } if text.is_empty() => {
                write!(f, "the game record stops before the number of its {of}: the link was cut short")
            }
            CountError::NotANumber { of, text } => {
                write!(f, "the game record should give the number of its {of} where it has '{text}'")
            }
            CountError::Cut { of, counted, found } if found < counted => {
                write!(f, "the link was cut short: it counts {counted} {of}, but only {found} arrived")
            }
            CountError::Cut { of, counted, found } => {
                write!(f, "the game record counts {counted} {of} but holds {found}")
            }
        }
    }
}

impl std::error::Error for CountError {}

/// Why a record (a link, a file) could not be read whole: the fault, and the game as far
/// as it was valid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError<G, E> {
    /// The game up to the fault, every move before it played through the rules; `None`
    /// when the fault came before the game itself (its board size, its version). Boxed so
    /// that a reader's `Result` stays small.
    pub kept: Option<Box<G>>,
    pub error: E,
}

impl<G, E> ReadError<G, E> {
    /// A fault before any of the game could be read.
    pub fn nothing_kept(error: impl Into<E>) -> Self {
        ReadError { kept: None, error: error.into() }
    }

    /// A fault after `kept`, the game as far as it was valid.
    pub fn after(kept: G, error: E) -> Self {
        ReadError { kept: Some(Box::new(kept)), error }
    }

    /// The same fault as a wider error: a format's fault as the paste box's.
    pub fn widen<F>(self, wrap: impl FnOnce(E) -> F) -> ReadError<G, F> {
        ReadError { kept: self.kept, error: wrap(self.error) }
    }

    /// The same fault of a wider game and error: one game's reading as any game's.
    pub fn map<H, F>(self, game: impl FnOnce(G) -> H, wrap: impl FnOnce(E) -> F) -> ReadError<H, F> {
        ReadError { kept: self.kept.map(|kept| Box::new(game(*kept))), error: wrap(self.error) }
    }
}

impl<G, E: fmt::Display> fmt::Display for ReadError<G, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.error.fmt(f)
    }
}

impl<G: fmt::Debug, E: std::error::Error + 'static> std::error::Error for ReadError<G, E> {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
    }
}

/// A player named by when they moved, as `fogliaccio record` names a winner: the player of
/// the record's first move, or the other. After a colour exchange it is not the colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mover {
    First,
    Second,
}

impl Mover {
    /// Who `colour` is, when the first move was `first`'s.
    pub fn of(colour: Colour, first: Colour) -> Mover {
        if colour == first { Mover::First } else { Mover::Second }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Mover::First => "first",
            Mover::Second => "second",
        }
    }
}
