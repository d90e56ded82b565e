//! What a player pastes to open a game of TwixT: its formats, each read by its own module;
//! [`crate::games::import`] recognises a paste and reads it through them.

use std::fmt;

use super::link::{self, LinkError};
use super::record::{ReadResult, Record};
use super::t1::{self, T1Error, T1WriteError};
use super::tsgf::{self, TsgfError, TsgfWriteError};
use crate::games::GameKind;
use crate::games::import::format::{Imported, RecordFormat, write_ambiguous};
use crate::games::import::recognise::Written;

/// The formats a pasted game can be in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Our own link record, `#g=1.twixt.…`, or a whole address holding one.
    Link,
    /// A T1j file (`.T1`), or twixtbot-ui's.
    T1,
    /// Little Golem's `.tsgf`.
    LittleGolem,
}

impl Format {
    /// Every format, in the order `fogliaccio record` lists them.
    pub const ALL: [Format; 3] = [Format::Link, Format::T1, Format::LittleGolem];

    /// The format's name on the command line (`fogliaccio record --to`).
    pub const fn name(self) -> &'static str {
        match self {
            Format::Link => "link",
            Format::T1 => "t1",
            Format::LittleGolem => "tsgf",
        }
    }

    /// The format as a fault names it, the same in every language: the program or site and
    /// its kind of file.
    pub const fn title(self) -> &'static str {
        match self {
            Format::Link => "fogliaccio",
            Format::T1 => "T1j .T1",
            Format::LittleGolem => "Little Golem .tsgf",
        }
    }

    /// Writes `record` in this format, or says why the format cannot hold it.
    pub fn write(self, record: &Record) -> Result<String, WriteError> {
        match self {
            Format::Link => Ok(link::write(record)),
            Format::T1 => t1::write(record).map_err(WriteError::T1),
            Format::LittleGolem => tsgf::write(record).map_err(WriteError::LittleGolem),
        }
    }
}

impl RecordFormat for Format {
    type Record = Record;
    type ImportError = ImportError;
    const UNKNOWN: ImportError = ImportError::Unknown;

    /// A link of any game is read as TwixT's: its envelope names its game, and the link's
    /// reader says whose it is.
    fn of(written: Written) -> Result<Format, ImportError> {
        match written {
            Written::Link(_) => Ok(Format::Link),
            Written::T1 => Ok(Format::T1),
            Written::LittleGolemTwixt => Ok(Format::LittleGolem),
            Written::HexGuiSgf | Written::LittleGolemHex | Written::HexWorld => {
                Err(ImportError::OtherGame(GameKind::Hex))
            }
        }
    }

    fn ambiguous(first: Format, second: Format) -> ImportError {
        ImportError::Ambiguous(first, second)
    }

    fn same(first: &Record, second: &Record) -> bool {
        first == second
    }

    fn read(self, text: &str) -> ReadResult<ImportError> {
        match self {
            Format::Link => link::read(text).map_err(|e| e.widen(ImportError::Link)),
            Format::T1 => t1::read(text).map_err(|e| e.widen(ImportError::T1)),
            Format::LittleGolem => tsgf::read(text).map_err(|e| e.widen(ImportError::LittleGolem)),
        }
    }
}

/// Reads a pasted game in whichever format it is written, saying which.
pub fn read(text: &str) -> Imported<Format> {
    Format::import(text)
}

/// Why a pasted game could not be read (whole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// The text is in none of the formats.
    Unknown,
    /// The text is a record of another game.
    OtherGame(GameKind),
    /// The text reads whole in two formats, as two different games.
    Ambiguous(Format, Format),
    Link(LinkError),
    T1(T1Error),
    LittleGolem(TsgfError),
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::Unknown => f.write_str(
                "this is not a game record that can be opened here: paste a fogliaccio link, a T1j .T1 file or a \
                 Little Golem .tsgf record",
            ),
            ImportError::OtherGame(game) => {
                write!(f, "this is a record of a game of {game}: open it on that game's page")
            }
            ImportError::Ambiguous(first, second) => write_ambiguous(f, first.title(), second.title()),
            ImportError::Link(e) => e.fmt(f),
            ImportError::T1(e) => e.fmt(f),
            ImportError::LittleGolem(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ImportError {}

/// Why a format cannot hold a game of TwixT.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WriteError {
    T1(T1WriteError),
    LittleGolem(TsgfWriteError),
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WriteError::T1(e) => e.fmt(f),
            WriteError::LittleGolem(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for WriteError {}
