//! What a player pastes, or `fogliaccio record` is given, to open a game. One recognition
//! for every format of every game ([`recognise`], its order documented there), and for
//! each game one enum of its formats that says which reader reads each ([`RecordFormat`]):
//! the page's paste box of a game and the command line read a text the same way.

pub mod format;
pub mod recognise;

pub use format::{Imported, RecordFormat};
pub use recognise::{Recognition, Written, recognise};

use std::fmt;

use crate::games::doublets::record as doublets;
use crate::games::record::ReadError;
use crate::games::{GameKind, hex, twixt};

/// Every format of every game's records.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Hex(hex::import::Format),
    Twixt(twixt::import::Format),
    /// Doublets' link record.
    Doublets,
}

impl Format {
    pub const fn game(self) -> GameKind {
        match self {
            Format::Hex(_) => GameKind::Hex,
            Format::Twixt(_) => GameKind::Twixt,
            Format::Doublets => GameKind::Doublets,
        }
    }

    /// The format as a fault names it, the same in every language: the program or site and
    /// its kind of file.
    pub const fn title(self) -> &'static str {
        match self {
            Format::Hex(format) => format.title(),
            Format::Twixt(format) => format.title(),
            Format::Doublets => "fogliaccio",
        }
    }

    /// The format's name on the command line (`fogliaccio record --to`).
    pub const fn name(self) -> &'static str {
        match self {
            Format::Hex(format) => format.name(),
            Format::Twixt(format) => format.name(),
            Format::Doublets => "link",
        }
    }
}

/// A record of any game, read, and the format it was read in.
#[derive(Clone, Debug, PartialEq)]
pub enum Game {
    Hex(hex::import::Format, hex::Record),
    Twixt(twixt::import::Format, twixt::Record),
    Doublets(doublets::Record),
}

impl Game {
    pub const fn format(&self) -> Format {
        match self {
            Game::Hex(format, _) => Format::Hex(*format),
            Game::Twixt(format, _) => Format::Twixt(*format),
            Game::Doublets(_) => Format::Doublets,
        }
    }
}

/// Why a record of any game could not be read (whole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// The text is in none of the formats.
    Unknown,
    /// The text reads whole in two formats, as two different games.
    Ambiguous(Format, Format),
    Hex(hex::import::ImportError),
    Twixt(twixt::import::ImportError),
    Doublets(doublets::LinkError),
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::Unknown => f.write_str(
                "this is not a game record that can be read here: a fogliaccio link, HexGui SGF, Little Golem .hsgf or \
                 .tsgf, a HexWorld link or a T1j .T1 file",
            ),
            ImportError::Ambiguous(first, second) => format::write_ambiguous(f, first.title(), second.title()),
            ImportError::Hex(e) => e.fmt(f),
            ImportError::Twixt(e) => e.fmt(f),
            ImportError::Doublets(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ImportError {}

/// Any game's record, for a reader that takes them all (`fogliaccio record`).
impl RecordFormat for Format {
    type Record = Game;
    type ImportError = ImportError;
    const UNKNOWN: ImportError = ImportError::Unknown;

    /// A link goes to the reader of the game its envelope names (Hex's, for a game that is
    /// none of these: its reader says whose the link is).
    fn of(written: Written) -> Result<Format, ImportError> {
        use crate::games::{hex::import::Format as Hex, twixt::import::Format as Twixt};
        Ok(match written {
            Written::Link(GameKind::Twixt) => Format::Twixt(Twixt::Link),
            Written::Link(GameKind::Doublets) => Format::Doublets,
            Written::Link(_) => Format::Hex(Hex::Link),
            Written::HexGuiSgf => Format::Hex(Hex::Sgf),
            Written::LittleGolemHex => Format::Hex(Hex::LittleGolem),
            Written::HexWorld => Format::Hex(Hex::HexWorld),
            Written::LittleGolemTwixt => Format::Twixt(Twixt::LittleGolem),
            Written::T1 => Format::Twixt(Twixt::T1),
        })
    }

    fn ambiguous(first: Format, second: Format) -> ImportError {
        ImportError::Ambiguous(first, second)
    }

    fn same(first: &Game, second: &Game) -> bool {
        match (first, second) {
            (Game::Hex(_, first), Game::Hex(_, second)) => hex::import::Format::same(first, second),
            (Game::Twixt(_, first), Game::Twixt(_, second)) => twixt::import::Format::same(first, second),
            _ => false,
        }
    }

    fn read(self, text: &str) -> Result<Game, ReadError<Game, ImportError>> {
        match self {
            Format::Hex(format) => {
                let game = |record| Game::Hex(format, record);
                format.read(text).map(game).map_err(|e| e.map(game, ImportError::Hex))
            }
            Format::Twixt(format) => {
                let game = |record| Game::Twixt(format, record);
                format.read(text).map(game).map_err(|e| e.map(game, ImportError::Twixt))
            }
            Format::Doublets => {
                doublets::read(text).map(Game::Doublets).map_err(|e| e.map(Game::Doublets, ImportError::Doublets))
            }
        }
    }
}
