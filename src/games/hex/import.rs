//! What a player pastes to open a game of Hex: its formats, each recognised from the text
//! itself and read by its own module; [`crate::games::import`] reads a paste through them.

use super::hexworld::{self, HexWorldError};
use super::link::{self, LinkError};
use super::record::ReadResult;
use super::sgf::{self, SgfReadError};
use super::{Record, hsgf};
use crate::games::import::{Imported, RecordFormat};

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

    /// Writes `record` in this format. Every format holds every game of Hex: the swap is
    /// written as the format's own, the game seen in the mirror where need be.
    pub fn write(self, record: &Record) -> String {
        match self {
            Format::Link => link::write(record),
            Format::Sgf => sgf::write(record),
            Format::LittleGolem => hsgf::write(record),
            Format::HexWorld => hexworld::write(record),
        }
    }
}

impl RecordFormat for Format {
    type Record = Record;
    type ImportError = ImportError;
    const UNKNOWN: ImportError = ImportError::Unknown;

    fn recognise(text: &str) -> Option<Format> {
        let text = text.trim();
        if text.contains("#g=") || text.starts_with("1.hex.") {
            Some(Format::Link)
        } else if text.starts_with('(') {
            Some(if is_little_golem(text) { Format::LittleGolem } else { Format::Sgf })
        } else if text.contains("hexworld.org/board") || looks_like_hexworld(text) {
            Some(Format::HexWorld)
        } else {
            None
        }
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

/// Little Golem's exports name the site in `SO`, and write cells as two letters (`B[ii]`),
/// which HexGui's notation never does (its cells end in a digit).
fn is_little_golem(text: &str) -> bool {
    if text.to_ascii_lowercase().contains("littlegolem") {
        return true;
    }
    let nodes = match crate::games::sgf::main_line(text) {
        Ok(nodes) | Err((nodes, _)) => nodes,
    };
    nodes
        .iter()
        .flat_map(|node| &node.properties)
        .filter(|p| p.name == "B" || p.name == "W")
        .any(|p| p.values.iter().any(|v| v.len() == 2 && v.bytes().all(|b| b.is_ascii_lowercase())))
}

/// A HexWorld fragment pasted without its address: a size, options, a comma (`11r9c1,b4`).
fn looks_like_hexworld(text: &str) -> bool {
    let head = text.trim_start_matches('#').split(',').next().unwrap_or_default();
    head.starts_with(|c: char| c.is_ascii_digit())
        && head.bytes().all(|b| b.is_ascii_alphanumeric())
        && text.contains(',')
}

/// Why a pasted game could not be read (whole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// The text is in none of the formats.
    Unknown,
    Link(LinkError),
    Sgf(SgfReadError),
    HexWorld(HexWorldError),
}

impl std::error::Error for ImportError {}
