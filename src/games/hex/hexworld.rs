//! Links to the HexWorld analysis board: `https://hexworld.org/board/#<size>c1,<moves>`.
//!
//! What this relies on, from two programs that write and read these links (HexWorld's
//! own code was not among the sources the search reached): HexWorld's "about" page, whose
//! bookmarklet imports Board Game Arena games, and PlayHex's `hexworld` module, which
//! writes "review" links and imports pasted ones:
//! - after `#` come the board size (`11`, or `11x11`), options that only change the
//!   drawing (`r9` rotates it; `c1` is always written; `n` seen too), a comma, and the
//!   moves run together: a cell is its name (`a1`, `k11`: column letter, row number from
//!   the top, as ours), `:s` the swap, `:p` a pass, `:rb` / `:rw` a resignation and
//!   `:fb` / `:fw` a loss on time or by forfeit, `b` being the first player and `w` the
//!   second (PlayHex: `lost = winner === 0 ? 'w' : 'b'`);
//! - `:s` is the mirror swap: PlayHex writes it for its `swap-pieces`, which mirrors the
//!   stone, and the bookmarklet for Board Game Arena's "swapPieces", keeping the cells as
//!   the sites gave them. So links are read and written under [`SwapRule::Pieces`]; a game
//!   played with the colour exchange is written as the same game under the mirror swap
//!   (see [`Record::with_swap_rule`]).
//!
//! Passes and losses on time are refused, with the moves before them kept: Hex here has
//! neither. What `c1` itself means was not found; it is written as both programs write it.

use std::fmt;

use super::record::{BadMove, BadMoveReason, ForeignMove, ReadResult, Record};
use super::{BoardSize, Cell, Move, SizeError, SwapRule};
use crate::games::Colour;
use crate::games::record::{ReadError, quoted};

/// Where HexWorld's board lives; a link is this, `#`, and the game.
pub const BOARD: &str = "https://hexworld.org/board/";

/// A link that opens `record` on HexWorld's board, at its last move; refused for a game
/// from a position set up by hand, which HexWorld's links cannot begin from.
pub fn write(record: &Record) -> Result<String, HexWorldWriteError> {
    if record.start().is_some() {
        return Err(HexWorldWriteError::SetUp);
    }
    let rule = match record.swap_rule() {
        SwapRule::None => SwapRule::None,
        SwapRule::Colours | SwapRule::Pieces => SwapRule::Pieces,
    };
    let record = record.with_swap_rule(rule).expect("a game with a swap is written with a swap");
    let mut link = format!("{BOARD}#{}c1,", record.size().get());
    for mv in record.moves() {
        match mv {
            Move::Place(cell) => link.push_str(&cell.to_string()),
            Move::Swap => link.push_str(":s"),
        }
    }
    if let Some(loser) = record.resigned() {
        link.push_str(match loser {
            Colour::Black => ":rb",
            Colour::White => ":rw",
        });
    }
    Ok(link)
}

/// Why a game cannot be written as a HexWorld link.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HexWorldWriteError {
    /// The game begins from a position set up by hand; HexWorld's links, on an empty board.
    SetUp,
}

impl fmt::Display for HexWorldWriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HexWorldWriteError::SetUp => f.write_str(
                "a HexWorld link begins on an empty board, and this game begins from a position set up by hand",
            ),
        }
    }
}

impl std::error::Error for HexWorldWriteError {}

/// Reads a HexWorld link as a player pastes it: the whole address, or only what follows `#`.
pub fn read(link: &str) -> ReadResult<HexWorldError> {
    let link = link.trim();
    let fragment = link.rsplit_once('#').map_or(link, |(_, fragment)| fragment);
    let (head, moves) = fragment.split_once(',').unwrap_or((fragment, ""));
    let size = read_head(head).map_err(ReadError::nothing_kept)?;
    let mut record = Record::new(size, SwapRule::Pieces);
    let mut tokens = tokens(moves);
    while let Some(token) = tokens.next() {
        let number = record.next_number();
        let played = match token {
            ":s" => record.play_numbered(token, Move::Swap),
            ":rb" => record.resign_numbered(token, Colour::Black),
            ":rw" => record.resign_numbered(token, Colour::White),
            ":p" => Err(BadMove::new(number, token, BadMoveReason::Unsupported(ForeignMove::Pass))),
            ":fb" | ":fw" => Err(BadMove::new(number, token, BadMoveReason::Unsupported(ForeignMove::TimeOrForfeit))),
            cell => match Cell::parse(cell, size) {
                Ok(cell) => record.play_numbered(token, Move::Place(cell)),
                Err(e) => Err(BadMove::new(number, token, BadMoveReason::Unreadable(e))),
            },
        };
        if let Err(bad) = played {
            return Err(ReadError::after(record, HexWorldError::Move(bad)));
        }
        if record.resigned().is_some() {
            let rest: String = tokens.collect();
            if !rest.is_empty() {
                return Err(ReadError::after(record, HexWorldError::AfterResignation(quoted(&rest))));
            }
            break;
        }
    }
    Ok(record)
}

/// The size from `<size>[x<size>]<options>`: the options (`c1`, `r9` for the drawing's
/// rotation, `n`) only change how HexWorld draws the board, so they are skipped.
fn read_head(head: &str) -> Result<BoardSize, HexWorldError> {
    let bad = || HexWorldError::Head(quoted(head));
    let digits = |text: &str| text.bytes().take_while(u8::is_ascii_digit).count();
    let (width, rest) = head.split_at(digits(head));
    let rest = match rest.strip_prefix('x') {
        Some(rest) => {
            let (height, rest) = rest.split_at(digits(rest));
            if height != width {
                return Err(HexWorldError::NotSquare(quoted(head)));
            }
            rest
        }
        None => rest,
    };
    if !rest.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return Err(bad());
    }
    let n: u32 = width.parse().map_err(|_| bad())?;
    BoardSize::new(n).map_err(HexWorldError::Size)
}

/// Cuts the moves apart: a letter and the digits after it (a cell); `:s` or `:p`; `:r` or
/// `:f` and the letter of the colour that lost. Anything else stands alone, to be refused.
fn tokens(moves: &str) -> impl Iterator<Item = &str> {
    let mut rest = moves;
    std::iter::from_fn(move || {
        let first = rest.chars().next()?;
        let tail = &rest[first.len_utf8()..];
        let len = first.len_utf8()
            + match first {
                ':' => match tail.as_bytes() {
                    [b'r' | b'f', b, ..] if b.is_ascii() => 2,
                    [b, ..] if b.is_ascii() => 1,
                    _ => 0,
                },
                c if c.is_ascii_alphabetic() => tail.bytes().take_while(u8::is_ascii_digit).count(),
                _ => 0,
            };
        let (token, tail) = rest.split_at(len);
        rest = tail;
        Some(token)
    })
}

/// Why a HexWorld link could not be read (whole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HexWorldError {
    /// The fragment does not start with the board size.
    Head(String),
    NotSquare(String),
    Size(SizeError),
    Move(BadMove),
    AfterResignation(String),
}

impl fmt::Display for HexWorldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HexWorldError::Head(head) => write!(
                f,
                "this is not a HexWorld game link: after '#' it should start with the board size, like 11c1, not \
                 '{head}'"
            ),
            HexWorldError::NotSquare(head) => write!(f, "'{head}' is not a square board; Hex here is played on n×n"),
            HexWorldError::Size(e) => e.fmt(f),
            HexWorldError::Move(e) => e.fmt(f),
            HexWorldError::AfterResignation(rest) => write!(f, "the link goes on after the resignation: '{rest}'"),
        }
    }
}

impl std::error::Error for HexWorldError {}
