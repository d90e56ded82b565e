//! What a player pastes to open a game: one box for every format of the game. Each game
//! lists its formats in one enum that says how to recognise each from the text itself and
//! which reader reads it ([`RecordFormat`]); reading a paste is then the same for every game.

use crate::games::record::ReadError;

/// What a paste gives: its format and the whole game, or the game up to the fault and the
/// fault.
pub type Imported<F> =
    Result<(F, <F as RecordFormat>::Record), ReadError<<F as RecordFormat>::Record, <F as RecordFormat>::ImportError>>;

/// The text formats a game's records come in, one value a format.
pub trait RecordFormat: Copy {
    /// The whole game every format reads into.
    type Record;
    /// Why a pasted game could not be read (whole), in whichever format.
    type ImportError;
    /// The fault of a text in none of the formats.
    const UNKNOWN: Self::ImportError;

    /// The format `text` is written in, if it looks like any of them.
    fn recognise(text: &str) -> Option<Self>;

    /// Reads `text` as a game in this format.
    fn read(self, text: &str) -> Result<Self::Record, ReadError<Self::Record, Self::ImportError>>;

    /// Reads a pasted game in whichever format it is written, saying which.
    fn import(text: &str) -> Imported<Self> {
        let format = Self::recognise(text).ok_or_else(|| ReadError { kept: None, error: Self::UNKNOWN })?;
        format.read(text).map(|record| (format, record))
    }
}
