use crate::games::record::quoted;
use std::fmt;

/// The face of one die, 1 to 6.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Face(u8);

/// One of a player's six points, 1 (outermost) to 6 (innermost, next to the bar). A die
/// of face n is played on point n, so the two share their numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Point(u8);

/// A number that is not 1 to 6, where a die face or a point was wanted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipError(pub String);

impl fmt::Display for PipError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a number from 1 to 6", self.0)
    }
}

impl std::error::Error for PipError {}

/// Face and point cross to the page's worker as their numbers, checked on the way back.
macro_rules! as_number {
    ($($pip:ident),+) => {$(
        impl TryFrom<u8> for $pip {
            type Error = PipError;

            fn try_from(n: u8) -> Result<$pip, PipError> {
                $pip::new(n).ok_or_else(|| PipError(n.to_string()))
            }
        }

        impl From<$pip> for u8 {
            fn from(pip: $pip) -> u8 {
                pip.0
            }
        }
    )+};
}

as_number!(Face, Point);

fn pip(text: &str) -> Result<u8, PipError> {
    match text.trim().parse::<u8>() {
        Ok(n @ 1..=6) => Ok(n),
        _ => Err(PipError(quoted(text.trim()))),
    }
}

impl Face {
    pub const ALL: [Face; 6] = [Face(1), Face(2), Face(3), Face(4), Face(5), Face(6)];

    pub fn new(n: u8) -> Option<Face> {
        (1..=6).contains(&n).then_some(Face(n))
    }

    pub fn parse(text: &str) -> Result<Face, PipError> {
        pip(text).map(Face)
    }

    pub const fn get(self) -> u8 {
        self.0
    }

    /// The point a die of this face is played on.
    pub const fn point(self) -> Point {
        Point(self.0)
    }
}

impl Point {
    pub const ALL: [Point; 6] = [Point(1), Point(2), Point(3), Point(4), Point(5), Point(6)];

    pub fn new(n: u8) -> Option<Point> {
        (1..=6).contains(&n).then_some(Point(n))
    }

    pub fn parse(text: &str) -> Result<Point, PipError> {
        pip(text).map(Point)
    }

    pub const fn get(self) -> u8 {
        self.0
    }

    /// Position in a player's array of six points.
    pub const fn index(self) -> usize {
        self.0 as usize - 1
    }

    /// The point `face` pips nearer the edge (backgammon's move in Ofanfelling's bear-off),
    /// if there is one.
    pub fn minus(self, face: Face) -> Option<Point> {
        Point::new(self.0.checked_sub(face.0)?)
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_and_points_cross_to_the_worker_as_their_numbers_and_no_other_number_comes_back() {
        assert_eq!(serde_json::to_string(&(Face::ALL[2], Point::ALL[5])).unwrap(), "[3,6]");
        assert_eq!(serde_json::from_str::<(Face, Point)>("[3,6]").unwrap(), (Face::ALL[2], Point::ALL[5]));
        assert!(serde_json::from_str::<Face>("0").is_err());
        assert!(serde_json::from_str::<Point>("7").is_err());
    }
}
