//! What each game's record formats have in common: one enum a game of its formats, which
//! says which reader reads each ([`RecordFormat`]), and the reading of a paste in whichever
//! of them it is written, as recognised ([`super::recognise`]).

use std::fmt;

use super::recognise::{Recognition, Written, recognise};
use crate::games::record::ReadError;

/// The sentence of a text that reads whole as two different games, one in each format
/// (named by their titles): every game's import error says it so.
pub fn write_ambiguous(f: &mut fmt::Formatter<'_>, first: &str, second: &str) -> fmt::Result {
    write!(
        f,
        "this record reads as two different games, as {first} and as {second}: say which in the record (GM[11] for \
         HexGui, EV[hex] or EV[twixt] for Little Golem) or in the file's name (.sgf, .hsgf, .tsgf)"
    )
}

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

    /// This game's format for a text written so, or why such a text is not read as this
    /// game's.
    fn of(written: Written) -> Result<Self, Self::ImportError>;

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
