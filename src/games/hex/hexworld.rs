//! Links to the HexWorld analysis board: `https://hexworld.org/board/#<size>c1,<moves>`.
//!
//! What this relies on, from HexWorld's own "about" page (the bookmarklet it publishes to
//! import Board Game Arena games writes these links): the fragment is the board size, then
//! `c1,`, then the moves run together: a cell is its name (`a1`, `k11`: column letter,
//! row number from the top, as ours), `:s` is the swap, `:p` a pass, and `:rb` / `:rw`
//! ends the game with the first or the second player resigning.
//!
//! Not verified against HexWorld's code, which the search could not reach: what `c1`
//! means (it is written and required as it stands), whether other sizes (`11x13`) exist,
//! and what `:s` does on HexWorld's board. The bookmarklet writes `:s` for Board Game
//! Arena's "swapPieces", the mirror swap, and keeps the cells as the site gave them, so
//! links are read and written under [`SwapRule::Pieces`]; a game played with the colour
//! exchange is written as the same game under the mirror swap (see
//! [`Record::with_swap_rule`]). Passes are refused: Hex here has none.

use std::fmt;

use super::record::{BadMove, BadMoveReason, ReadResult, Record};
use super::{BoardSize, Cell, Move, SizeError, SwapRule};
use crate::games::Colour;
use crate::games::record::ReadError;

/// Where HexWorld's board lives; a link is this, `#`, and the game.
pub const BOARD: &str = "https://hexworld.org/board/";

/// A link that opens `record` on HexWorld's board, at its last move.
pub fn write(record: &Record) -> String {
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
    link
}

/// Reads a HexWorld link as a player pastes it: the whole address, or only what follows `#`.
pub fn read(link: &str) -> ReadResult<HexWorldError> {
    let link = link.trim();
    let fragment = link.rsplit_once('#').map_or(link, |(_, fragment)| fragment);
    let (head, moves) = fragment.split_once(',').unwrap_or((fragment, ""));
    let size = read_head(head).map_err(ReadError::nothing_kept)?;
    let mut record = Record::new(size, SwapRule::Pieces);
    let fail = |record: &Record, error| Err(ReadError::after(record.clone(), error));
    let mut tokens = tokens(moves);
    while let Some(token) = tokens.next() {
        let number = record.next_number();
        let played = match token {
            ":s" => record.play_numbered(token, Move::Swap),
            ":rb" => record.resign_numbered(token, Colour::Black),
            ":rw" => record.resign_numbered(token, Colour::White),
            ":p" => Err(BadMove::new(number, token, BadMoveReason::Unsupported("a pass"))),
            cell => match Cell::parse(cell, size) {
                Ok(cell) => record.play_numbered(token, Move::Place(cell)),
                Err(e) => Err(BadMove::new(number, token, BadMoveReason::Unreadable(e))),
            },
        };
        if let Err(bad) = played {
            return fail(&record, HexWorldError::Move(bad));
        }
        if record.resigned().is_some() {
            let rest: String = tokens.collect();
            if !rest.is_empty() {
                return fail(&record, HexWorldError::AfterResignation(rest));
            }
            break;
        }
    }
    Ok(record)
}

fn read_head(head: &str) -> Result<BoardSize, HexWorldError> {
    let n: u32 = head
        .strip_suffix("c1")
        .and_then(|n| n.parse().ok())
        .ok_or_else(|| HexWorldError::Head(head.to_owned()))?;
    BoardSize::new(n).map_err(HexWorldError::Size)
}

/// Cuts the moves apart: `:` and the letters after it, or a letter and the digits after it.
fn tokens(moves: &str) -> impl Iterator<Item = &str> {
    let mut rest = moves;
    std::iter::from_fn(move || {
        let first = rest.chars().next()?;
        let tail = &rest[first.len_utf8()..];
        let len = first.len_utf8()
            + match first {
                ':' => tail.bytes().take_while(u8::is_ascii_lowercase).count(),
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
    /// The fragment does not start with `<size>c1`.
    Head(String),
    Size(SizeError),
    Move(BadMove),
    AfterResignation(String),
}

impl fmt::Display for HexWorldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HexWorldError::Head(head) => write!(
                f,
                "this is not a HexWorld game link: after '#' it should start with the board size and c1, like 11c1, not '{head}'"
            ),
            HexWorldError::Size(e) => e.fmt(f),
            HexWorldError::Move(e) => e.fmt(f),
            HexWorldError::AfterResignation(rest) => {
                write!(f, "the link goes on after the resignation: '{rest}'")
            }
        }
    }
}

impl std::error::Error for HexWorldError {}
