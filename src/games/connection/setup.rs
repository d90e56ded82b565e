//! A position set up by hand, where a study begins (docs/formats.md, "Set-up positions"):
//! each side's stones (Hex) or pegs (TwixT) and the side to move, as the link, SGF's
//! `AB`/`AW`/`PL` and the worker carry it. The game's rules say whether it can be played
//! (`hex::Position::set_up`); here only what any set-up must be.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::games::Colour;

/// Each side's points and the side to move, the points in one order whatever order they
/// were placed in, so that one position has one spelling in every format. No point holds
/// two pieces: a set-up read from a message is made by [`SetUp::new`] too.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "Pieces<P>", bound(deserialize = "P: Copy + Ord + Deserialize<'de> + fmt::Display"))]
pub struct SetUp<P> {
    black: Vec<P>,
    white: Vec<P>,
    to_move: Colour,
}

/// A set-up as a message carries it, before [`SetUp::new`] checks it.
#[derive(Deserialize)]
struct Pieces<P> {
    black: Vec<P>,
    white: Vec<P>,
    to_move: Colour,
}

impl<P: Copy + Ord> TryFrom<Pieces<P>> for SetUp<P> {
    type Error = SetUpError<P>;

    fn try_from(Pieces { black, white, to_move }: Pieces<P>) -> Result<SetUp<P>, SetUpError<P>> {
        SetUp::new(black, white, to_move)
    }
}

impl<P: Copy + Ord> SetUp<P> {
    /// The position with `black`'s and `white`'s points, `to_move` to move; refused when a
    /// point is given twice.
    pub fn new(
        black: impl IntoIterator<Item = P>,
        white: impl IntoIterator<Item = P>,
        to_move: Colour,
    ) -> Result<SetUp<P>, SetUpError<P>> {
        let (mut black, mut white): (Vec<P>, Vec<P>) = (black.into_iter().collect(), white.into_iter().collect());
        black.sort_unstable();
        white.sort_unstable();
        let mut all: Vec<P> = black.iter().chain(&white).copied().collect();
        all.sort_unstable();
        if let Some(twice) = all.windows(2).find(|pair| pair[0] == pair[1]) {
            return Err(SetUpError::Twice(twice[0]));
        }
        Ok(SetUp { black, white, to_move })
    }

    /// `colour`'s points, in order.
    pub fn points(&self, colour: Colour) -> &[P] {
        match colour {
            Colour::Black => &self.black,
            Colour::White => &self.white,
        }
    }

    /// Every point with its colour, Black's first.
    pub fn placed(&self) -> impl Iterator<Item = (P, Colour)> + '_ {
        let black = self.black.iter().map(|&p| (p, Colour::Black));
        black.chain(self.white.iter().map(|&p| (p, Colour::White)))
    }

    pub fn to_move(&self) -> Colour {
        self.to_move
    }

    /// This set-up with `colour`'s piece on `at`, or with `at` emptied if it held one of
    /// `colour`'s: a tap of the set-up's pen.
    pub fn toggled(mut self, at: P, colour: Colour) -> SetUp<P> {
        let held = self.placed().find(|&(point, _)| point == at).map(|(_, held)| held);
        self.black.retain(|&p| p != at);
        self.white.retain(|&p| p != at);
        if held != Some(colour) {
            let points = match colour {
                Colour::Black => &mut self.black,
                Colour::White => &mut self.white,
            };
            let k = points.partition_point(|&p| p < at);
            points.insert(k, at);
        }
        self
    }

    /// This set-up with `to_move` to move.
    pub fn with_to_move(self, to_move: Colour) -> SetUp<P> {
        SetUp { to_move, ..self }
    }

    /// The set-up in a link's head, after the setting's letter: `-<black>-<white>-<b|w>`,
    /// each point spelt by `spell` (letters only, so a dash never falls inside one).
    pub fn write_link(&self, out: &mut String, spell: impl Fn(&mut String, P)) {
        for points in [&self.black, &self.white] {
            out.push(LINK_DASH);
            points.iter().for_each(|&p| spell(out, p));
        }
        out.push(LINK_DASH);
        out.push(colour_letter(self.to_move));
    }

    /// Reads what [`SetUp::write_link`] wrote (the text after the setting's letter), each
    /// point read off the front of its part by `read`, which says why it cannot.
    pub fn read_link(
        text: &str,
        read: impl Fn(&mut &str) -> Result<P, SetUpError<P>>,
    ) -> Result<SetUp<P>, SetUpError<P>> {
        let unreadable = || SetUpError::Unreadable(text.to_owned());
        let mut parts = text.strip_prefix(LINK_DASH).ok_or_else(unreadable)?.split(LINK_DASH);
        let (Some(black), Some(white), Some(to_move), None) = (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(unreadable());
        };
        let points = |mut rest: &str| {
            let mut points = Vec::new();
            while !rest.is_empty() {
                points.push(read(&mut rest)?);
            }
            Ok(points)
        };
        let to_move = match to_move {
            "b" => Colour::Black,
            "w" => Colour::White,
            _ => return Err(unreadable()),
        };
        SetUp::new(points(black)?, points(white)?, to_move)
    }
}

/// What separates the set-up's parts in a link: never a letter or digit of a point, and
/// carried by a URL fragment as it is.
const LINK_DASH: char = '-';

fn colour_letter(colour: Colour) -> char {
    match colour {
        Colour::Black => 'b',
        Colour::White => 'w',
    }
}

/// Why a set-up position cannot begin a game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SetUpError<P> {
    /// Two stones (pegs) on one point.
    Twice(P),
    /// A point off the board, as written.
    OffBoard(String),
    /// A side's stones already join its edges: the game would be over before it began.
    Won(Colour),
    /// The set-up's text could not be read, as written.
    Unreadable(String),
}

impl<P: fmt::Display> fmt::Display for SetUpError<P> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetUpError::Twice(point) => write!(f, "the set-up position puts two pieces on {point}"),
            SetUpError::OffBoard(point) => write!(f, "the set-up position puts a piece on {point}, off the board"),
            SetUpError::Won(colour) => {
                let colour = match colour {
                    Colour::Black => "Black",
                    Colour::White => "White",
                };
                write!(
                    f,
                    "in the set-up position {colour} has already won: a study must begin with a game still to play"
                )
            }
            SetUpError::Unreadable(text) => write!(f, "the set-up position '{text}' could not be read"),
        }
    }
}

impl<P: fmt::Display + fmt::Debug> std::error::Error for SetUpError<P> {}

#[cfg(test)]
mod tests {
    use super::*;

    fn spell(out: &mut String, p: u8) {
        out.push((b'a' + p) as char);
    }

    fn read(rest: &mut &str) -> Result<u8, SetUpError<u8>> {
        let c = rest.chars().next().unwrap();
        *rest = &rest[c.len_utf8()..];
        c.is_ascii_lowercase().then(|| c as u8 - b'a').ok_or_else(|| SetUpError::Unreadable(c.to_string()))
    }

    #[test]
    fn a_set_up_keeps_its_points_in_one_order_whatever_order_they_came_in() {
        let a = SetUp::new([3, 1], [2], Colour::White).unwrap();
        let b = SetUp::new([1, 3], [2], Colour::White).unwrap();
        assert_eq!(a, b);
        assert_eq!(a.placed().collect::<Vec<_>>(), [(1, Colour::Black), (3, Colour::Black), (2, Colour::White)]);
    }

    #[test]
    fn no_point_takes_two_pieces() {
        assert_eq!(SetUp::new([1, 2], [2], Colour::Black), Err(SetUpError::Twice(2)));
        assert_eq!(SetUp::new([1, 1], [], Colour::Black), Err(SetUpError::Twice(1)));
    }

    #[test]
    fn a_tap_places_a_piece_replaces_the_other_colours_and_takes_its_own_away() {
        let setup = SetUp::new([1, 5], [3], Colour::Black).unwrap();
        assert_eq!(setup.clone().toggled(4, Colour::Black), SetUp::new([1, 4, 5], [3], Colour::Black).unwrap());
        assert_eq!(setup.clone().toggled(3, Colour::Black), SetUp::new([1, 3, 5], [], Colour::Black).unwrap());
        assert_eq!(setup.clone().toggled(5, Colour::Black), SetUp::new([1], [3], Colour::Black).unwrap());
        assert_eq!(setup.with_to_move(Colour::White).to_move(), Colour::White);
    }

    #[test]
    fn a_set_up_from_a_message_is_checked_as_any_other() {
        let twice = r#"{"black":[1,2],"white":[2],"to_move":"white"}"#;
        assert!(serde_json::from_str::<SetUp<u8>>(twice).unwrap_err().to_string().contains("two pieces on 2"));
        let unsorted = r#"{"black":[3,1],"white":[],"to_move":"black"}"#;
        assert_eq!(
            serde_json::from_str::<SetUp<u8>>(unsorted).unwrap(),
            SetUp::new([1, 3], [], Colour::Black).unwrap()
        );
    }

    #[test]
    fn a_set_up_reads_back_from_its_link() {
        let setup = SetUp::new([0, 3], [], Colour::White).unwrap();
        let mut text = String::new();
        setup.write_link(&mut text, spell);
        assert_eq!(text, "-ad--w");
        assert_eq!(SetUp::read_link(&text, read), Ok(setup));
    }

    #[test]
    fn a_damaged_set_up_says_so() {
        for bad in ["ad--w", "-ad-w", "-ad--x", "-ad---w", "-a1--b"] {
            assert!(SetUp::read_link(bad, read).is_err(), "{bad}");
        }
        assert_eq!(SetUp::read_link("-a-a-b", read), Err(SetUpError::Twice(0)));
    }
}
