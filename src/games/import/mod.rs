//! What a player pastes, or `fogliaccio record` is given, to open a game. One recognition
//! for every format of every game ([`recognise`], its order documented there), and for
//! each game one enum of its formats that says which reader reads each ([`RecordFormat`]):
//! the page's paste box of a game and the command line read a text the same way.

mod recognise;

pub use recognise::{Recognition, recognise};

use std::fmt;

use crate::games::doublets::record as doublets;
use crate::games::record::ReadError;
use crate::games::{GameKind, hex, twixt};

/// What a paste gives: its format and the whole game, or the game up to the fault and the
/// fault.
pub type Imported<F> =
    Result<(F, <F as RecordFormat>::Record), ReadError<<F as RecordFormat>::Record, <F as RecordFormat>::ImportError>>;

/// The text formats a game's records come in, one value a format.
pub trait RecordFormat: Copy + Sized {
    /// The whole game every format reads into.
    type Record;
    /// Why a pasted game could not be read (whole), in whichever format.
    type ImportError;
    /// The fault of a text in none of the formats.
    const UNKNOWN: Self::ImportError;

    /// This format among every game's, or why a text in `format` is not read as this
    /// game's.
    fn of(format: Format) -> Result<Self, Self::ImportError>;

    /// The fault of a text that reads whole as two different games, one in each format.
    fn ambiguous(first: Self, second: Self) -> Self::ImportError;

    /// Whether two readings of one text are the same game.
    fn same(first: &Self::Record, second: &Self::Record) -> bool;

    /// Reads `text` as a game in this format.
    fn read(self, text: &str) -> Result<Self::Record, ReadError<Self::Record, Self::ImportError>>;

    /// Reads a pasted game in whichever format it is written, saying which.
    fn import(text: &str) -> Imported<Self> {
        Self::import_named(text, None)
    }

    /// Reads a game from a file called `name` (if it has a name) in whichever format it is
    /// written, saying which. Where the text does not tell its format, every format it may
    /// be in reads it: the game they agree on, or a fault saying that they differ.
    fn import_named(text: &str, name: Option<&str>) -> Imported<Self> {
        let nothing = |error| Err(ReadError { kept: None, error });
        let formats = match recognise(text, name) {
            Recognition::Unknown => return nothing(Self::UNKNOWN),
            Recognition::Decided(format) => vec![format],
            Recognition::Undecided(formats) => formats,
        };
        // This game's formats among them; if none, why the first is not read as this game.
        let mut candidates = Vec::new();
        let mut refusal = None;
        for format in formats {
            match Self::of(format) {
                Ok(format) => candidates.push(format),
                Err(error) => {
                    refusal.get_or_insert(error);
                }
            }
        }
        if candidates.is_empty() {
            return nothing(refusal.expect("a format of another game says why"));
        }
        let mut faults = Vec::new();
        let mut games: Vec<(Self, Self::Record)> = Vec::new();
        for format in candidates {
            match format.read(text) {
                Ok(game) => games.push((format, game)),
                Err(fault) => faults.push(fault),
            }
        }
        let mut games = games.into_iter();
        let Some((format, game)) = games.next() else {
            return Err(faults.into_iter().next().expect("a text is recognised in at least one format"));
        };
        match games.find(|(_, other)| !Self::same(&game, other)) {
            Some((other, _)) => nothing(Self::ambiguous(format, other)),
            None => Ok((format, game)),
        }
    }
}

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
        use crate::games::{hex::import::Format as Hex, twixt::import::Format as Twixt};
        match self {
            Format::Hex(Hex::Link) | Format::Twixt(Twixt::Link) | Format::Doublets => "fogliaccio",
            Format::Hex(Hex::Sgf) => "HexGui SGF",
            Format::Hex(Hex::LittleGolem) => "Little Golem .hsgf",
            Format::Hex(Hex::HexWorld) => "HexWorld",
            Format::Twixt(Twixt::T1) => "T1j .T1",
            Format::Twixt(Twixt::LittleGolem) => "Little Golem .tsgf",
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
            ImportError::Ambiguous(first, second) => write!(
                f,
                "this record reads as two different games, as {} and as {}: say which in the record (GM[11] for \
                 HexGui, EV[hex] or EV[twixt] for Little Golem) or in the file's name (.sgf, .hsgf, .tsgf)",
                first.title(),
                second.title()
            ),
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

    fn of(format: Format) -> Result<Format, ImportError> {
        Ok(format)
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
