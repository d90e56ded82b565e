//! What a player pastes to open a game of Hex: its formats, each read by its own module;
//! [`crate::games::import`] recognises a paste and reads it through them.

use std::fmt;

use super::hexworld::{self, HexWorldError, HexWorldWriteError};
use super::link::{self, LinkError};
use super::record::ReadResult;
use super::sgf::{self, SgfReadError};
use super::{Record, hsgf};
use crate::games::GameKind;
use crate::games::import::format::{Imported, RecordFormat, write_ambiguous};
use crate::games::import::recognise::Written;

/// The formats a pasted game can be in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// Our own link record, `#g=1.hex.…`, or a whole address holding one.
    Link,
    /// HexGui's SGF (and PlayHex's, MoHex's).
    Sgf,
    /// Little Golem's `.hsgf`.
    LittleGolem,
    /// A HexWorld link.
    HexWorld,
}

impl Format {
    /// Every format, in the order `fogliaccio record` lists them.
    pub const ALL: [Format; 4] = [Format::Link, Format::Sgf, Format::LittleGolem, Format::HexWorld];

    /// The format's name on the command line (`fogliaccio record --to`).
    pub const fn name(self) -> &'static str {
        match self {
            Format::Link => "link",
            Format::Sgf => "sgf",
            Format::LittleGolem => "hsgf",
            Format::HexWorld => "hexworld",
        }
    }

    /// The format as a fault names it, the same in every language: the program or site and
    /// its kind of file.
    pub const fn title(self) -> &'static str {
        match self {
            Format::Link => "fogliaccio",
            Format::Sgf => "HexGui SGF",
            Format::LittleGolem => "Little Golem .hsgf",
            Format::HexWorld => "HexWorld",
        }
    }

    /// Writes `record` in this format. The swap is written as the format's own, the game
    /// seen in the mirror where need be; only HexWorld refuses a game, one from a position
    /// set up by hand.
    pub fn write(self, record: &Record) -> Result<String, HexWorldWriteError> {
        match self {
            Format::Link => Ok(link::write(record)),
            Format::Sgf => Ok(sgf::write(record)),
            Format::LittleGolem => Ok(hsgf::write(record)),
            Format::HexWorld => hexworld::write(record),
        }
    }
}

impl RecordFormat for Format {
    type Record = Record;
    type ImportError = ImportError;
    const UNKNOWN: ImportError = ImportError::Unknown;

    /// A link of any game is read as Hex's: its envelope names its game, and the link's
    /// reader says whose it is.
    fn of(written: Written) -> Result<Format, ImportError> {
        match written {
            Written::Link(_) => Ok(Format::Link),
            Written::HexGuiSgf => Ok(Format::Sgf),
            Written::LittleGolemHex => Ok(Format::LittleGolem),
            Written::HexWorld => Ok(Format::HexWorld),
            Written::LittleGolemTwixt | Written::T1 => Err(ImportError::OtherGame(GameKind::Twixt)),
        }
    }

    fn ambiguous(first: Format, second: Format) -> ImportError {
        ImportError::Ambiguous(first, second)
    }

    /// The same moves and resignation, seen under either swap.
    fn same(first: &Record, second: &Record) -> bool {
        first.with_swap_rule(second.swap_rule()).is_ok_and(|first| first == *second)
    }

    fn read(self, text: &str) -> ReadResult<ImportError> {
        match self {
            Format::Link => link::read(text).map_err(|e| e.widen(ImportError::Link)),
            Format::Sgf => sgf::read(text).map_err(|e| e.widen(ImportError::Sgf)),
            Format::LittleGolem => hsgf::read(text).map_err(|e| e.widen(ImportError::Sgf)),
            Format::HexWorld => hexworld::read(text).map_err(|e| e.widen(ImportError::HexWorld)),
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
    Sgf(SgfReadError),
    HexWorld(HexWorldError),
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::Unknown => f.write_str(
                "this is not a game record that can be opened here: paste a fogliaccio link, an SGF file (HexGui, \
                 PlayHex), a Little Golem .hsgf record or a HexWorld link",
            ),
            ImportError::OtherGame(game) => {
                write!(f, "this is a record of a game of {game}: open it on that game's page")
            }
            ImportError::Ambiguous(first, second) => write_ambiguous(f, first.title(), second.title()),
            ImportError::Link(e) => e.fmt(f),
            ImportError::Sgf(e) => e.fmt(f),
            ImportError::HexWorld(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ImportError {}
