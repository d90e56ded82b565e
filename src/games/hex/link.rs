//! The link record of a game of Hex: the body inside the shared envelope
//! ([`crate::games::record`]), so a whole game fits in a URL fragment, `#g=1.hex.<body>`.
//!
//! The body is `<size><swap>[.<moves>[.<resigned>]]`:
//! - `<size>` is the board's side, 2–19, and `<swap>` the swap rule: `n` none, `c` the
//!   colour exchange, `p` the mirror swap (RULES.md §1);
//! - `<moves>` are the moves in order, with nothing between them: a cell is its name
//!   (`a1`, `k11`), the swap is `x` (never a column: boards are at most 19 wide, `a`–`s`);
//! - `<resigned>` is `b` or `w` when that colour resigned.
//!
//! `1.hex.11c.f6xe7d9.w` is 11×11 with the colour swap: f6, swap, e7, d9, then White
//! resigned. A new game is just `1.hex.11c`. Only letters, digits and dots are used, all of
//! which a URL fragment carries as they are, and the record never ends on a dot, which
//! chat apps tend to drop from a link.

use std::fmt;

use super::record::{BadMove, BadMoveReason, ReadResult, Record};
use super::{BoardSize, Cell, Move, SizeError, SwapRule};
use crate::games::Colour;
use crate::games::record::{Envelope, EnvelopeError, ReadError};

/// The game's name in the envelope.
pub const GAME: &str = "hex";

/// The letter that stands for the swap among the moves.
const SWAP: char = 'x';

/// The whole record, envelope included: what goes after `#g=`.
pub fn write(record: &Record) -> String {
    let mut body = format!("{}{}", record.size().get(), rule_letter(record.swap_rule()));
    let moves: String = record
        .moves()
        .iter()
        .map(|mv| match mv {
            Move::Place(cell) => cell.to_string(),
            Move::Swap => SWAP.to_string(),
        })
        .collect();
    if !moves.is_empty() || record.resigned().is_some() {
        body.push('.');
        body.push_str(&moves);
    }
    if let Some(loser) = record.resigned() {
        body.push('.');
        body.push(colour_letter(loser));
    }
    Envelope::seal(GAME, &body)
}

/// Reads a whole record (what follows `#g=`), replaying its moves through the rules.
pub fn read(text: &str) -> ReadResult<LinkError> {
    let body = Envelope::open_game(text, GAME).map_err(ReadError::nothing_kept)?;
    let mut parts = body.split('.');
    let head = parts.next().unwrap_or_default();
    let (size, rule) = read_head(head).map_err(ReadError::nothing_kept)?;
    let mut record = Record::new(size, rule);
    let fail = |record: &Record, error| Err(ReadError::after(record.clone(), error));

    let moves = parts.next().unwrap_or_default();
    for token in tokens(moves) {
        let mv = if token == SWAP.to_string() {
            Ok(Move::Swap)
        } else {
            Cell::parse(token, size).map(Move::Place)
        };
        let played = match mv {
            Ok(mv) => record.play_numbered(token, mv),
            Err(e) => Err(BadMove::new(record.next_number(), token, BadMoveReason::Unreadable(e))),
        };
        if let Err(bad) = played {
            return fail(&record, LinkError::Move(bad));
        }
    }

    if let Some(resigned) = parts.next() {
        let loser = match resigned {
            "b" => Colour::Black,
            "w" => Colour::White,
            other => return fail(&record, LinkError::Resigned(other.to_owned())),
        };
        if let Err(bad) = record.resign_numbered(resigned, loser) {
            return fail(&record, LinkError::Move(bad));
        }
    }
    if let Some(extra) = parts.next() {
        return fail(&record, LinkError::Extra(extra.to_owned()));
    }
    Ok(record)
}

fn read_head(head: &str) -> Result<(BoardSize, SwapRule), LinkError> {
    let digits = head.bytes().take_while(u8::is_ascii_digit).count();
    let (size, rule) = head.split_at(digits);
    let size: u32 = size.parse().map_err(|_| LinkError::Head(head.to_owned()))?;
    let size = BoardSize::new(size).map_err(LinkError::Size)?;
    let rule = match rule {
        "n" => SwapRule::None,
        "c" => SwapRule::Colours,
        "p" => SwapRule::Pieces,
        _ => return Err(LinkError::Head(head.to_owned())),
    };
    Ok((size, rule))
}

/// Cuts run-together moves apart: each starts at a letter and takes the digits after it.
/// Anything else stands alone, to be refused by the cell reader.
fn tokens(moves: &str) -> impl Iterator<Item = &str> {
    let mut rest = moves;
    std::iter::from_fn(move || {
        let first = rest.chars().next()?;
        let len = first.len_utf8()
            + if first.is_ascii_alphabetic() {
                rest[1..].bytes().take_while(u8::is_ascii_digit).count()
            } else {
                0
            };
        let (token, tail) = rest.split_at(len);
        rest = tail;
        Some(token)
    })
}

const fn rule_letter(rule: SwapRule) -> char {
    match rule {
        SwapRule::None => 'n',
        SwapRule::Colours => 'c',
        SwapRule::Pieces => 'p',
    }
}

const fn colour_letter(colour: Colour) -> char {
    match colour {
        Colour::Black => 'b',
        Colour::White => 'w',
    }
}

/// Why a link record of Hex could not be read (whole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    Envelope(EnvelopeError),
    /// The body does not start with a size and a swap rule.
    Head(String),
    Size(SizeError),
    Move(BadMove),
    /// The resignation is neither `b` nor `w`.
    Resigned(String),
    /// Something after the resignation.
    Extra(String),
}

impl From<EnvelopeError> for LinkError {
    fn from(e: EnvelopeError) -> Self {
        LinkError::Envelope(e)
    }
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Envelope(e) => e.fmt(f),
            LinkError::Head(text) => write!(
                f,
                "the game record should start with the board size and the swap rule (n, c or p), like 11c, not '{text}'"
            ),
            LinkError::Size(e) => e.fmt(f),
            LinkError::Move(e) => e.fmt(f),
            LinkError::Resigned(text) => {
                write!(f, "the game record ends with '{text}' where b or w (who resigned) belongs")
            }
            LinkError::Extra(text) => write!(f, "the game record goes on after the resignation: '{text}'"),
        }
    }
}

impl std::error::Error for LinkError {}
