//! The link record of a game of Hex: the body inside the shared envelope
//! ([`crate::games::record`]), so a whole game fits in a URL fragment, `#g=1.hex.<body>`.
//! Read and written by [`crate::games::connection::link`]; Hex gives its letters here.
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
//! Cells have a fixed width and the count is always written, so that a link cut short is
//! noticed wherever it was cut: a half cell is refused, and fewer moves than counted say
//! the link was cut.

use std::fmt;

use super::record::{BadMove, BadMoveReason, ReadResult, Record};
use super::{BoardSize, Cell, CellError, Move, SizeError, SwapRule};
use crate::games::Colour;
use crate::games::connection::link::{self, HeadError, Linked, Unmarked};
use crate::games::connection::{SetUp, SetUpError};
use crate::games::record::Counted;

pub use crate::games::connection::link::write;

/// The game's name in the envelope.
pub const GAME: &str = crate::games::GameKind::Hex.id();

/// The letter that stands for the swap among the moves.
const SWAP: &str = "x";

/// Why a link record of Hex could not be read (whole).
pub type LinkError = link::LinkError<Record>;

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Envelope(e) => e.fmt(f),
            LinkError::Head(text) => write!(
                f,
                "the game record should start with the board size and the swap rule (n, c or p), like 11c, not '{text}'"
            ),
            LinkError::Size(e) => e.fmt(f),
            LinkError::SetUp(e) => e.fmt(f),
            LinkError::Count(e) => e.fmt(f),
            LinkError::Move(e) => e.fmt(f),
            LinkError::Unended(never) => match *never {},
            LinkError::Ending(text) => {
                write!(f, "the game record ends with '{text}' where b or w (who resigned) belongs")
            }
            LinkError::Extra(text) => write!(f, "the game record goes on after the resignation: '{text}'"),
        }
    }
}

/// Reads a whole record, replaying its moves through the rules: what follows `#g=`, or a
/// whole pasted address that has `#g=` in it.
pub fn read(text: &str) -> ReadResult<LinkError> {
    link::read(text)
}

impl Linked for Record {
    const GAME: &'static str = GAME;
    const COUNTED: Counted = Counted::Moves;
    const END: Option<Unmarked> = None;
    /// The colour that resigned.
    const ENDINGS: &'static [(char, Colour)] = &[('b', Colour::Black), ('w', Colour::White)];

    type Game = super::Hex;
    type Mark = Unmarked;
    type Size = BoardSize;
    type SizeError = SizeError;
    type Move = Move;
    type Unreadable = CellError;
    type BadMove = BadMove;
    type Ending = Colour;
    type Point = Cell;

    fn size(side: u32) -> Result<BoardSize, SizeError> {
        BoardSize::new(side)
    }

    /// The swap's letter, then the set-up position if the game began from one (with no swap).
    fn start(size: BoardSize, letters: &str) -> Result<Record, HeadError<Cell>> {
        let (rule, setup) = letters.split_at(letters.chars().next().map_or(0, char::len_utf8));
        let rule = match rule {
            "n" => SwapRule::None,
            "c" => SwapRule::Colours,
            "p" => SwapRule::Pieces,
            _ => return Err(HeadError::Letters),
        };
        match setup {
            "" => Ok(Record::new(size, rule)),
            _ if rule != SwapRule::None => Err(HeadError::Letters),
            _ => {
                let setup = SetUp::read_link(setup, |rest| read_cell(rest, size)).map_err(HeadError::SetUp)?;
                Record::set_up(size, setup).map_err(HeadError::SetUp)
            }
        }
    }

    fn side(&self) -> u8 {
        self.size().get()
    }

    fn setting(&self) -> String {
        let mut letters = rule_letter(self.swap_rule()).to_string();
        if let Some(setup) = self.start() {
            setup.write_link(&mut letters, |out, cell| out.extend([letter(cell.col()), letter(cell.row())]));
        }
        letters
    }

    fn played(&self) -> &[Move] {
        self.moves()
    }

    fn write_move(out: &mut String, mv: &Move) {
        match mv {
            Move::Place(cell) => out.extend([letter(cell.col()), letter(cell.row())]),
            Move::Swap => out.push_str(SWAP),
        }
    }

    /// `x` alone, anything else two characters at a time (a cell), so a half cell at the end
    /// stands alone and is refused.
    fn read_move(&self, rest: &mut &str) -> Result<Move, CellError> {
        let mut len = rest.chars().next().map_or(0, char::len_utf8);
        if !rest.starts_with(SWAP) {
            len += rest[len..].chars().next().map_or(0, char::len_utf8);
        }
        let (token, tail) = rest.split_at(len);
        *rest = tail;
        read_move(token, self.size())
    }

    /// Named in the error as the player knows moves, in notation.
    fn play_read(&mut self, text: &str, read: Result<Move, CellError>) -> Result<(), BadMove> {
        match read {
            Ok(mv) => self.play_numbered(&mv.to_string(), mv),
            Err(e) => Err(BadMove::new(self.next_number(), text, BadMoveReason::Unreadable(e))),
        }
    }

    fn ending(&self) -> Option<Colour> {
        self.resigned()
    }

    fn end_read(&mut self, text: &str, loser: Colour) -> Result<(), BadMove> {
        self.resign_numbered(text, loser)
    }
}

/// A cell of a set-up position, its two letters read off the front of `rest`.
fn read_cell(rest: &mut &str, size: BoardSize) -> Result<Cell, SetUpError<Cell>> {
    let len = rest.char_indices().nth(2).map_or(rest.len(), |(at, _)| at);
    let (token, tail) = rest.split_at(len);
    *rest = tail;
    match read_move(token, size) {
        Ok(Move::Place(cell)) => Ok(cell),
        Err(CellError::OffBoard { cell, .. }) => Err(SetUpError::OffBoard(cell)),
        Ok(Move::Swap) | Err(_) => Err(SetUpError::Unreadable(token.to_owned())),
    }
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
