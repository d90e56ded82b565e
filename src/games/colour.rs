use std::fmt;
use std::str::FromStr;

/// The two sides of Hex, TwixT and Doublets. Black always moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    Black,
    White,
}

impl Colour {
    pub const BOTH: [Colour; 2] = [Colour::Black, Colour::White];

    pub const fn opponent(self) -> Colour {
        match self {
            Colour::Black => Colour::White,
            Colour::White => Colour::Black,
        }
    }

    /// The lower-case name used in notation, JSON and the DOM (`data-to-move`).
    pub const fn name(self) -> &'static str {
        match self {
            Colour::Black => "black",
            Colour::White => "white",
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A colour name that is neither `black`/`b` nor `white`/`w`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColourParseError(pub String);

impl fmt::Display for ColourParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a colour (black, white, b or w)", self.0)
    }
}

impl std::error::Error for ColourParseError {}

impl FromStr for Colour {
    type Err = ColourParseError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.to_ascii_lowercase().as_str() {
            "black" | "b" => Ok(Colour::Black),
            "white" | "w" => Ok(Colour::White),
            _ => Err(ColourParseError(s.to_owned())),
        }
    }
}
