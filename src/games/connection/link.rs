//! The link record of a connection game, read and written once for Hex and TwixT: the body
//! inside the shared envelope ([`crate::games::record`]) is
//! `<side><setting>.<count>[.<moves>[<end>][.<ending>]]`, and each game gives only what is
//! its own ([`Linked`]): its setting's letters (with a position set up by hand after them,
//! [`super::SetUp::write_link`]), its moves' spelling, its end mark if its
//! moves need one, and its endings' letters (`hex::link`, `twixt::link`).
//!
//! The count is always written, and moves either have a fixed width or end with their mark,
//! so a link cut short (by a line break in an e-mail, a length limit) is noticed wherever it
//! was cut, instead of opening a shorter game as if nothing were missing.

use std::fmt::{self, Write as _};

use super::SetUpError;
use crate::games::record::{CountError, Counted, Envelope, EnvelopeError, ReadError, quoted};

/// A connection game's record as its link spells it.
pub trait Linked: Clone + fmt::Debug + Eq + Sized {
    /// The game's name in the envelope.
    const GAME: &'static str;
    /// What the count counts: moves, or turns.
    const COUNTED: Counted;
    /// The mark after the last move, for moves of no fixed width (TwixT's turns carry any
    /// number of bridges): without it a link cut among the last move's parts would read as
    /// a whole game.
    const END: Option<Self::Mark>;
    /// How a game can end outside the board, and the letter each is written with.
    const ENDINGS: &'static [(char, Self::Ending)];

    /// The game whose record this is (its `ConnectionGame`, whose `Record` this is).
    type Game;
    /// The end mark's type: [`Unmarked`] when the moves need none.
    type Mark: Copy + Into<char> + fmt::Debug + Eq;
    type Size: Copy;
    type SizeError: Clone + fmt::Debug + Eq;
    /// One entry of the moves: a move, or TwixT's whole turn.
    type Move;
    /// Why a move's letters spell none.
    type Unreadable;
    /// A move that could not be read or played, by its number in the record.
    type BadMove: Clone + fmt::Debug + Eq;
    /// A resignation, or a draw agreed.
    type Ending: Copy + Eq + 'static;
    /// A point of the board where a set-up position puts a piece: a cell, a hole.
    type Point: Clone + fmt::Debug + Eq;

    /// The board of side `side`, if the game has one.
    fn size(side: u32) -> Result<Self::Size, Self::SizeError>;
    /// A new game on a board of `size` under the setting spelt `letters`, from the position
    /// set up after them if they go on so; or why they spell none.
    fn start(size: Self::Size, letters: &str) -> Result<Self, HeadError<Self::Point>>;
    /// The board's side.
    fn side(&self) -> u8;
    /// The setting's letters, which [`Linked::start`] reads.
    fn setting(&self) -> String;

    /// Every move played, in order.
    fn played(&self) -> &[Self::Move];
    fn write_move(out: &mut String, mv: &Self::Move);
    /// Reads one move off the front of `rest`, leaving `rest` after it (after the fault on
    /// error, so the fault's text can be named). Takes at least one character.
    fn read_move(&self, rest: &mut &str) -> Result<Self::Move, Self::Unreadable>;
    /// Plays a move read from `text`, or says which move could not be read or played.
    fn play_read(&mut self, text: &str, read: Result<Self::Move, Self::Unreadable>) -> Result<(), Self::BadMove>;

    /// How the game ended outside the board, if it did.
    fn ending(&self) -> Option<Self::Ending>;
    /// Ends the game by `ending`, read from `text`.
    fn end_read(&mut self, text: &str, ending: Self::Ending) -> Result<(), Self::BadMove>;
}

/// The end mark of moves that need none: a link of them never reads as unended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unmarked {}

impl From<Unmarked> for char {
    fn from(mark: Unmarked) -> char {
        match mark {}
    }
}

/// The whole record, envelope included: what goes after `#g=`.
pub fn write<G: Linked>(record: &G) -> String {
    let mut body = format!("{}{}", record.side(), record.setting());
    let ending = record.ending();
    let count = record.played().len() + usize::from(ending.is_some());
    let _ = write!(body, ".{count}");
    if count > 0 {
        body.push('.');
        for mv in record.played() {
            G::write_move(&mut body, mv);
        }
        body.extend(G::END.map(Into::into));
    }
    if let Some(ending) = ending {
        body.push('.');
        body.extend(G::ENDINGS.iter().find(|(_, e)| *e == ending).map(|(letter, _)| *letter));
    }
    Envelope::seal(G::GAME, &body)
}

/// Reads a whole record, replaying its moves through the rules: what follows `#g=`, or a
/// whole pasted address that has `#g=` in it. The fragment's other parameters after it
/// (`&at=`, a study's `&n=`) are not the record's.
pub fn read<G: Linked>(text: &str) -> Result<G, ReadError<G, LinkError<G>>> {
    let text = text.rsplit_once("#g=").map_or(text, |(_, record)| record);
    let text = text.split('&').next().unwrap_or_default();
    let body = Envelope::open_game(text, G::GAME).map_err(ReadError::nothing_kept)?;
    let mut parts = body.split('.');
    let mut record = read_head(parts.next().unwrap_or_default()).map_err(ReadError::nothing_kept)?;
    let count = match CountError::read(parts.next().unwrap_or_default(), G::COUNTED) {
        Ok(count) => count,
        Err(e) => return Err(ReadError::after(record, LinkError::Count(e))),
    };

    // Without its end mark the last move may have lost parts: the moves are replayed all
    // the same, to keep what is valid, and the cut is said after them.
    let (mut rest, missing_end) = match (parts.next(), G::END) {
        (Some(moves), Some(end)) => moves.strip_suffix(end.into()).map_or((moves, Some(end)), |moves| (moves, None)),
        (None, Some(end)) if count > 0 => ("", Some(end)),
        (moves, _) => (moves.unwrap_or_default(), None),
    };
    while !rest.is_empty() {
        let before = rest;
        let read = record.read_move(&mut rest);
        let text = &before[..before.len() - rest.len()];
        if let Err(bad) = record.play_read(text, read) {
            return Err(ReadError::after(record, LinkError::Move(bad)));
        }
    }
    if let Some(end) = missing_end {
        // Whole moves missing say how many; else the cut was inside the last move.
        let error = match CountError::check(count, record.played().len(), G::COUNTED) {
            Err(e) => LinkError::Count(e),
            Ok(()) => LinkError::Unended(end),
        };
        return Err(ReadError::after(record, error));
    }

    if let Some(text) = parts.next() {
        let Some(&(_, ending)) = G::ENDINGS.iter().find(|(letter, _)| text.chars().eq([*letter])) else {
            return Err(ReadError::after(record, LinkError::Ending(quoted(text))));
        };
        if let Err(bad) = record.end_read(text, ending) {
            return Err(ReadError::after(record, LinkError::Move(bad)));
        }
    }
    if let Some(extra) = parts.next() {
        return Err(ReadError::after(record, LinkError::Extra(quoted(extra))));
    }
    let found = record.played().len() + usize::from(record.ending().is_some());
    if let Err(e) = CountError::check(count, found, G::COUNTED) {
        return Err(ReadError::after(record, LinkError::Count(e)));
    }
    Ok(record)
}

/// A record in a message (the review a page asks of its worker) as its link, which reads
/// back through the rules: `#[serde(with = "link::as_text")]`.
pub mod as_text {
    use std::fmt;

    use serde::{Deserialize, Deserializer, Serializer};

    use super::{LinkError, Linked};

    pub fn serialize<G: Linked, S: Serializer>(record: &G, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&super::write(record))
    }

    pub fn deserialize<'de, G: Linked, D: Deserializer<'de>>(deserializer: D) -> Result<G, D::Error>
    where
        LinkError<G>: fmt::Display,
    {
        let text = String::deserialize(deserializer)?;
        super::read(&text).map_err(serde::de::Error::custom)
    }
}

/// The head: the board's side in digits, then the setting's letters.
fn read_head<G: Linked>(head: &str) -> Result<G, LinkError<G>> {
    let bad = || LinkError::Head(quoted(head));
    let digits = head.bytes().take_while(u8::is_ascii_digit).count();
    let (side, letters) = head.split_at(digits);
    let side: u32 = side.parse().map_err(|_| bad())?;
    let size = G::size(side).map_err(LinkError::Size)?;
    G::start(size, letters).map_err(|e| match e {
        HeadError::Letters => bad(),
        HeadError::SetUp(e) => LinkError::SetUp(e),
    })
}

/// Why a link's head begins no game: letters that spell no setting, or a set-up position
/// the rules refuse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeadError<P> {
    Letters,
    SetUp(SetUpError<P>),
}

/// Why a link record of a connection game could not be read (whole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError<G: Linked> {
    Envelope(EnvelopeError),
    /// The body does not start with a size and a setting.
    Head(String),
    Size(G::SizeError),
    /// The position set up in the head begins no game.
    SetUp(SetUpError<G::Point>),
    Count(CountError),
    /// A move (TwixT: a turn) that could not be read or played, or an ending refused.
    Move(G::BadMove),
    /// The moves stop without this end mark: the link was cut.
    Unended(G::Mark),
    /// The ending is none of the game's letters.
    Ending(String),
    /// Something after the ending.
    Extra(String),
}

impl<G: Linked> From<EnvelopeError> for LinkError<G> {
    fn from(e: EnvelopeError) -> Self {
        LinkError::Envelope(e)
    }
}

impl<G: Linked> std::error::Error for LinkError<G> where LinkError<G>: fmt::Display {}
