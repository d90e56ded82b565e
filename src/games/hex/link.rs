//! The link record of a game of Hex: the body inside the shared envelope
//! ([`crate::games::record`]), so a whole game fits in a URL fragment, `#g=1.hex.<body>`.
//!
//! The body is `<size><swap>.<count>[.<moves>[.<resigned>]]`:
//! - `<size>` is the board's side, 2–19, and `<swap>` the swap rule: `n` none, `c` the
//!   colour exchange, `p` the mirror swap (docs/rules.md §1);
//! - `<count>` is how many moves follow, a resignation counted as one;
//! - `<moves>` are the moves in order, with nothing between them: a cell is two letters,
//!   its column and its row, `a` to `s` (`f6` is `ff`, `k11` is `kk`), and the swap is
//!   `x` (never a column: boards are at most 19 wide);
//! - `<resigned>` is `b` or `w` when that colour resigned.
//!
//! `1.hex.11c.4.ffxegdi.w` is 11×11 with the colour swap: f6, swap, e7, d9, then White
//! resigned. A new game is `1.hex.11c.0`. Only lower-case letters, digits and dots are
//! used, all of which a URL fragment carries as they are, and the record never ends on a
//! dot, which chat apps tend to drop from a link.
//!
//! ```
//! use fogliaccio::games::Colour;
//! use fogliaccio::games::hex::{link, BoardSize, Move, Record, SwapRule};
//!
//! let size = BoardSize::new(11).unwrap();
//! let moves = ["f6", "swap", "e7", "d9"].map(|m| Move::parse(m, size).unwrap());
//! let mut game = Record::replay(size, SwapRule::Colours, moves).unwrap();
//! game.resign(Colour::White).unwrap();
//! assert_eq!(link::write(&game), "1.hex.11c.5.ffxegdi.w");
//! assert_eq!(link::read("1.hex.11c.5.ffxegdi.w").unwrap(), game);
//!
//! // A damaged record keeps the game up to the fault and says what the fault is.
//! let damaged = link::read("1.hex.11c.5.ffxffdi.w").unwrap_err();
//! assert_eq!(damaged.error.to_string(), "move 3 (f6): f6 already has a stone");
//! assert_eq!(damaged.kept.unwrap().moves().len(), 2);
//! ```
//!
//! Cells have a fixed width and the count is always written, so that a link cut short (by
//! a line break in an e-mail, a length limit) is noticed wherever it was cut: a half cell
//! is refused, and fewer moves than counted say the link was cut, instead of opening a
//! shorter game as if nothing were missing.

use super::record::{BadMove, BadMoveReason, ReadResult, Record};
use super::{BoardSize, Cell, CellError, Move, SizeError, SwapRule};
use crate::games::Colour;
use crate::games::record::{CountError, Counted, Envelope, EnvelopeError, ReadError};

/// The game's name in the envelope.
pub const GAME: &str = "hex";

/// The letter that stands for the swap among the moves.
const SWAP: &str = "x";

/// The whole record, envelope included: what goes after `#g=`.
pub fn write(record: &Record) -> String {
    let mut body = format!("{}{}", record.size().get(), rule_letter(record.swap_rule()));
    let resigned = record.resigned();
    let count = record.moves().len() + usize::from(resigned.is_some());
    body.push_str(&format!(".{count}"));
    if count > 0 {
        body.push('.');
        for mv in record.moves() {
            match mv {
                Move::Place(cell) => body.extend([letter(cell.col()), letter(cell.row())]),
                Move::Swap => body.push_str(SWAP),
            }
        }
    }
    if let Some(loser) = resigned {
        body.push('.');
        body.push(colour_letter(loser));
    }
    Envelope::seal(GAME, &body)
}

/// Reads a whole record, replaying its moves through the rules: what follows `#g=`, or a
/// whole pasted address that has `#g=` in it.
pub fn read(text: &str) -> ReadResult<LinkError> {
    let text = text.rsplit_once("#g=").map_or(text, |(_, record)| record);
    let body = Envelope::open_game(text, GAME).map_err(ReadError::nothing_kept)?;
    let mut parts = body.split('.');
    let head = parts.next().unwrap_or_default();
    let (size, rule) = read_head(head).map_err(ReadError::nothing_kept)?;
    let mut record = Record::new(size, rule);
    let count = parts.next().unwrap_or_default();
    let count = match CountError::read(count, Counted::Moves) {
        Ok(count) => count,
        Err(e) => return Err(ReadError::after(record, LinkError::Count(e))),
    };

    for token in tokens(parts.next().unwrap_or_default()) {
        let played = match read_move(token, size) {
            Ok(mv) => record.play_numbered(&mv.to_string(), mv),
            Err(e) => Err(BadMove::new(record.next_number(), token, BadMoveReason::Unreadable(e))),
        };
        if let Err(bad) = played {
            return Err(ReadError::after(record, LinkError::Move(bad)));
        }
    }

    if let Some(resigned) = parts.next() {
        let loser = match resigned {
            "b" => Colour::Black,
            "w" => Colour::White,
            other => return Err(ReadError::after(record, LinkError::Resigned(other.to_owned()))),
        };
        if let Err(bad) = record.resign_numbered(resigned, loser) {
            return Err(ReadError::after(record, LinkError::Move(bad)));
        }
    }
    if let Some(extra) = parts.next() {
        return Err(ReadError::after(record, LinkError::Extra(extra.to_owned())));
    }
    let found = record.moves().len() + usize::from(record.resigned().is_some());
    if let Err(e) = CountError::check(count, found, Counted::Moves) {
        return Err(ReadError::after(record, LinkError::Count(e)));
    }
    Ok(record)
}

/// A move of the link: `x`, or a cell as two letters.
fn read_move(token: &str, size: BoardSize) -> Result<Move, CellError> {
    if token == SWAP {
        return Ok(Move::Swap);
    }
    let index = |b: u8| b.checked_sub(b'a').filter(|&i| i < 26);
    match token.as_bytes() {
        &[col, row] => match (index(col), index(row)) {
            (Some(col), Some(row)) => Cell::new(col, row, size).map(Move::Place).ok_or_else(|| {
                // Named in notation, as the player knows cells.
                CellError::OffBoard { cell: format!("{}{}", letter(col), row + 1), size }
            }),
            _ => Err(CellError::Syntax(token.to_owned())),
        },
        _ => Err(CellError::Syntax(token.to_owned())),
    }
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

/// Cuts the moves apart: `x` alone, anything else two characters at a time (a cell), so a
/// half cell at the end stands alone and is refused.
fn tokens(moves: &str) -> impl Iterator<Item = &str> {
    let mut rest = moves;
    std::iter::from_fn(move || {
        let first = rest.chars().next()?;
        let mut len = first.len_utf8();
        if !rest.starts_with(SWAP) {
            len += rest[len..].chars().next().map_or(0, char::len_utf8);
        }
        let (token, tail) = rest.split_at(len);
        rest = tail;
        Some(token)
    })
}

/// The letter of a column or a row, from 0.
fn letter(index: u8) -> char {
    (b'a' + index) as char
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
    Count(CountError),
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

impl std::error::Error for LinkError {}
