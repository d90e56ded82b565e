//! Little Golem's TwixT records (`.tsgf`), as the site exports a game of TwixT PP:
//! `(;FF[4]EV[twixt.ld.DEFAULT]PB[..]PW[..]SZ[24]SO[https://www.littlegolem.net];b[pl];r[ps];…;r[resign])`.
//!
//! What this relies on, from twixtbot, the engine that played TwixT PP on the site (its
//! controller `src/scripts/lg.py` fetches each game's `.tsgf`, reads the moves, and sends
//! its own back; its rules are `src/twixt.py`), and from four games exported by the site
//! (#2206555, #2209801, #2220939 and #2232217, kept with twixtbot-ui, whose reader agrees):
//! - the moves are `b[..]` and `r[..]` (in lower case), `b` first, then alternating; the root
//!   node holds `SZ` and the site's own properties (`EV`, which may be `null`, `PB`, `PW`,
//!   `SO`), which say nothing about the game itself and are skipped;
//! - a hole is two letters from `a` = 0, its column then its row: the controller turns `pl`
//!   into p12, and twixtbot's first player may not place in the first and last columns, so
//!   `b` joins the top and bottom borders and `r` the left and right ones;
//! - the rules are TwixT PP ([`RuleSet::Pp`]): every bridge is made by the rules, so a move
//!   is only a peg;
//! - the swap is `r[swap]` (`SWAP` is read too), and it is the mirror swap: the first peg
//!   moves to its mirror hole in the long diagonal and becomes `r`'s, and `b` moves again
//!   (twixtbot's `play_swap`). None of the four games has a swap;
//! - `resign` is a move of the player who resigns; `|draw` after a hole (`r[qi|draw]` in
//!   #2232217) offers a draw, which that game went on after, so the offer is read past; the
//!   controller accepts an offer by sending the move `draw`, which is read as the draw
//!   agreed (no exported game ends so, so this is the one inference here);
//! - a result `RE` (none of the four games has one; the site's Hex exports write `RE[B]`
//!   when `PB`, its first player, won) is honoured as in Hex ([`StatedResult`]): a winner
//!   it names where the moves leave the game unfinished wins by the other's resignation
//!   after the last move, `RE[0]` or `RE[Draw]` ends it in a draw agreed, and a result the
//!   moves contradict is a fault.
//!
//! Every game on the site may swap, so a record read here allows it. Written records carry
//! `FF`, `EV[twixt]` (a game viewer of the site's records tells the game by `EV`), `SZ`,
//! `AP` and the moves, an agreed draw as the move `draw` of the player to move.

use std::fmt;

use super::record::{Agreement, BadTurn, BadTurnReason, ReadResult, Record, Unreadable};
use super::{BoardSize, Hole, Position, RuleSet, SizeError, Turn};
use crate::games::record::{ReadError, quoted};
use crate::games::sgf::{self, Node, ResultError, SgfError, StatedResult};
use crate::games::{Colour, Game as _, Outcome, SwapRule};

/// Writes `record` as Little Golem exports a game (without the site's own properties).
/// Only a game under the pp rules can be: the site plays no other.
pub fn write(record: &Record) -> Result<String, TsgfWriteError> {
    if record.rules() != RuleSet::Pp {
        return Err(TsgfWriteError::NotPp(record.rules()));
    }
    let size = record.size();
    let mut text = format!("(;FF[4]EV[twixt]SZ[{}]AP[{}]", size.get(), sgf::escape(sgf::APPLICATION));
    // Replayed to know who moves: under pp a player with no hole left passes.
    let mut position = Position::new(size, record.rules(), record.swap_rule());
    let mut seating = Seating::TOP_DOWN_FIRST;
    for (index, turn) in record.turns().iter().enumerate() {
        let side = seating.side(position.to_move());
        let value = match turn {
            Turn::Swap => SWAP.to_owned(),
            Turn::Place(placement) => {
                let hole = seating.seen(placement.peg, size);
                letters(hole).ok_or(TsgfWriteError::BeyondZ { number: index + 1, hole: placement.peg })?
            }
        };
        text.push_str(&format!(";{side}[{value}]"));
        position.play(turn).expect("the record's turns are legal");
        if *turn == Turn::Swap {
            seating = seating.after_swap();
        }
    }
    match record.agreement() {
        Some(Agreement::Resigned(loser)) => text.push_str(&format!(";{}[{RESIGN}]", seating.side(loser))),
        Some(Agreement::Draw) => text.push_str(&format!(";{}[{DRAW}]", seating.side(position.to_move()))),
        None => {}
    }
    text.push_str(")\n");
    Ok(text)
}

/// Reads a Little Golem `.tsgf` record, under the pp rules with the swap allowed.
pub fn read(text: &str) -> ReadResult<TsgfError> {
    let (tree, fault) = match sgf::game_tree(text) {
        Ok(tree) => (tree, None),
        Err((tree, e)) => (tree, Some(e)),
    };
    let Some(root) = tree.main_line().next() else {
        return Err(ReadError::nothing_kept(fault.map_or(TsgfError::NoSize, TsgfError::Sgf)));
    };
    // A file cut short before its root's `SZ` is refused for the cut, not the size.
    let size = read_size(root).map_err(|e| ReadError::nothing_kept(fault.clone().map_or(e, TsgfError::Sgf)))?;
    let mut game = Game { record: Record::new(size, RuleSet::Pp, SwapRule::Colours), seating: Seating::TOP_DOWN_FIRST };
    for property in tree.main_line().flat_map(Node::properties) {
        let name = property.name();
        let side = match &*name {
            "b" => Side::B,
            "r" => Side::R,
            "B" | "W" => return Err(ReadError::after(game.record, TsgfError::NotTwixt(name.into_owned()))),
            _ => continue,
        };
        for value in property.values() {
            if let Err(error) = game.play(side, &value) {
                return Err(ReadError::after(game.record, error));
            }
        }
    }
    if let Some(e) = fault {
        return Err(ReadError::after(game.record, TsgfError::Sgf(e)));
    }
    match honour_result(root, &mut game.record) {
        Ok(()) => Ok(game.record),
        Err(error) => Err(ReadError::after(game.record, error)),
    }
}

/// Ends `record`, read whole, as its root's `RE` says where the moves leave it unfinished,
/// or says how `RE` contradicts them (docs/formats.md). `RE[B]` is the site's `PB`, `b`.
fn honour_result(root: Node, record: &mut Record) -> Result<(), TsgfError> {
    let Some(stated) = StatedResult::of(root) else { return Ok(()) };
    let ended = record.outcome().map(|(outcome, _)| outcome);
    let agreement = match stated.ending(ended, record.position().colours_exchanged()).map_err(TsgfError::Result)? {
        None => return Ok(()),
        Some(Outcome::Winner(winner)) => Agreement::Resigned(winner.opponent()),
        Some(Outcome::Draw) => Agreement::Draw,
    };
    record.agree_numbered(stated.written(), agreement).map_err(TsgfError::Turn)
}

const SWAP: &str = "swap";
const RESIGN: &str = "resign";
/// The move that accepts a draw.
const DRAW: &str = "draw";
/// What Little Golem appends to a move that offers a draw.
const DRAW_OFFER: &str = "|draw";

/// The two move properties of a Little Golem record: `b` is the first player's, `r` the
/// second's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    B,
    R,
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::B => "b",
            Side::R => "r",
        })
    }
}

/// How the holes and players of a file map onto ours. The files read here that have a swap
/// write the mirror swap: Little Golem's records, and twixtbot-ui's `.T1` files (twixtbot
/// plays by the site's rules).
///
/// Here Black moves first and joins left and right. A file whose first player joins top and
/// bottom instead (Little Golem's; T1j's when its player 1 starts) is read as the same game
/// seen in the long diagonal: each hole with its column and row exchanged, the first player
/// our Black. The mirror swap moves the first peg to its mirror hole and gives it to the
/// second player; our swap, the colour exchange, leaves the peg where it is and exchanges
/// the players' colours. Those are one game seen two ways, so after the swap each hole is
/// read the other way (as it stands, where it was exchanged before) and the file's first
/// player is our White.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Seating {
    /// Whether the file's first player has become our White (by the swap).
    swapped: bool,
    /// Whether a hole of the file is ours with its column and row exchanged.
    transposed: bool,
}

impl Seating {
    /// The file's first player joins the top and bottom borders.
    pub(super) const TOP_DOWN_FIRST: Seating = Seating { swapped: false, transposed: true };
    /// The file's first player joins the left and right borders, as our Black does.
    pub(super) const LEFT_RIGHT_FIRST: Seating = Seating { swapped: false, transposed: false };

    /// The seating after the file's (mirror) swap.
    pub(super) const fn after_swap(self) -> Seating {
        Seating { swapped: true, transposed: !self.transposed }
    }

    /// Our colour for the file's `side`.
    const fn colour(self, side: Side) -> Colour {
        match (side, self.swapped) {
            (Side::B, false) | (Side::R, true) => Colour::Black,
            (Side::B, true) | (Side::R, false) => Colour::White,
        }
    }

    /// The file's side for our `colour`.
    const fn side(self, colour: Colour) -> Side {
        match (colour, self.swapped) {
            (Colour::Black, false) | (Colour::White, true) => Side::B,
            (Colour::White, false) | (Colour::Black, true) => Side::R,
        }
    }

    /// The hole that `hole` of one board is on the other: the file's on ours, or ours on the
    /// file's (exchanging column and row twice changes nothing).
    pub(super) fn seen(self, hole: Hole, size: BoardSize) -> Hole {
        if self.transposed {
            Hole::new(hole.row(), hole.col(), size).expect("a square board has every hole's mirror hole")
        } else {
            hole
        }
    }

    /// A move as the file wrote it, with the hole it is here when that reads otherwise, so
    /// an error about the hole can be matched with the file.
    pub(super) fn named(text: &str, hole: Hole) -> String {
        let here = hole.to_string();
        if text.eq_ignore_ascii_case(&here) { here } else { format!("{text}, {here} here") }
    }
}

/// A hole as two letters, column then row, if both are within `a`–`z`.
fn letters(hole: Hole) -> Option<String> {
    let letter = |index: u8| (index < 26).then(|| char::from(b'a' + index));
    Some([letter(hole.col())?, letter(hole.row())?].iter().collect())
}

/// The game read so far and how the file sits on it.
struct Game {
    record: Record,
    seating: Seating,
}

impl Game {
    /// Plays one move value, given to `side` by the file.
    fn play(&mut self, side: Side, value: &str) -> Result<(), TsgfError> {
        let number = self.record.next_number();
        let marked = self.seating.colour(side);
        let word = value.trim();
        let word = word.strip_suffix(DRAW_OFFER).unwrap_or(word);
        if word.eq_ignore_ascii_case(RESIGN) {
            return self.record.agree_numbered(value, Agreement::Resigned(marked)).map_err(TsgfError::Turn);
        }
        if word.eq_ignore_ascii_case(DRAW) {
            return self.record.agree_numbered(value, Agreement::Draw).map_err(TsgfError::Turn);
        }
        let position = self.record.position();
        if position.ending().is_none() && marked != position.to_move() {
            let to_move = self.seating.side(position.to_move());
            return Err(TsgfError::OutOfTurn { number, text: quoted(value), marked: side, to_move });
        }
        if word.eq_ignore_ascii_case(SWAP) {
            self.record.play_numbered(value, Turn::Swap).map_err(TsgfError::Turn)?;
            self.seating = self.seating.after_swap();
            return Ok(());
        }
        let size = self.record.size();
        let hole = read_hole(word, size)
            .map_err(|why| TsgfError::Turn(BadTurn::new(number, value, BadTurnReason::Unreadable(why))))?;
        let hole = self.seating.seen(hole, size);
        self.record.play_numbered(&Seating::named(value, hole), Turn::peg(hole)).map_err(TsgfError::Turn)
    }
}

/// A hole of the file, two letters: column, then row.
fn read_hole(word: &str, size: BoardSize) -> Result<Hole, Unreadable> {
    let index = |b: u8| b.is_ascii_lowercase().then(|| b - b'a');
    match word.as_bytes() {
        &[col, row] => match (index(col), index(row)) {
            (Some(col), Some(row)) => {
                Hole::new(col, row, size).ok_or_else(|| Unreadable::LgOffBoard { word: quoted(word), size })
            }
            _ => Err(not_a_move(word)),
        },
        _ => Err(not_a_move(word)),
    }
}

fn not_a_move(word: &str) -> Unreadable {
    Unreadable::LgNotAMove(quoted(word))
}

/// The board size, from the root node.
fn read_size(root: Node) -> Result<BoardSize, TsgfError> {
    let sz = root.get("SZ").ok_or(TsgfError::NoSize)?;
    let sz = sz.trim();
    let n: u32 = sz.parse().map_err(|_| TsgfError::BadSize(quoted(sz)))?;
    BoardSize::new(n).map_err(TsgfError::Size)
}

/// Why a Little Golem record of TwixT could not be read (whole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TsgfError {
    /// The text is not SGF, or stops in the middle.
    Sgf(SgfError),
    NoSize,
    BadSize(String),
    Size(SizeError),
    /// Moves named `B` or `W`: a record of another game (Little Golem's Hex, say).
    NotTwixt(String),
    Turn(BadTurn),
    /// A move given to one side while the other is to move.
    OutOfTurn {
        number: usize,
        text: String,
        marked: Side,
        to_move: Side,
    },
    /// The result the file states (`RE`) is not the game's.
    Result(ResultError),
}

impl fmt::Display for TsgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TsgfError::Sgf(e) => e.fmt(f),
            TsgfError::NoSize => f.write_str("the record does not give the board size (SZ)"),
            TsgfError::BadSize(sz) => write!(f, "SZ[{sz}] is not a board size"),
            TsgfError::Size(e) => e.fmt(f),
            TsgfError::NotTwixt(name) => write!(
                f,
                "the record's moves are {name}[..], as in another game: Little Golem writes TwixT moves as b[..] and \
                 r[..]"
            ),
            TsgfError::Turn(e) => e.fmt(f),
            TsgfError::OutOfTurn { number, text, marked, to_move } => {
                write!(f, "turn {number} ({text}): the record gives it to {marked}, but {to_move} is to move")
            }
            TsgfError::Result(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for TsgfError {}

/// Why a game cannot be written as a Little Golem record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TsgfWriteError {
    /// Little Golem plays TwixT PP only.
    NotPp(RuleSet),
    /// A peg in a column or row past the 26th, which two letters `a`–`z` cannot name.
    BeyondZ { number: usize, hole: Hole },
}

impl fmt::Display for TsgfWriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TsgfWriteError::NotPp(rules) => write!(
                f,
                "Little Golem plays TwixT under the pp rules only, and this game is under the {} rules",
                rules.name()
            ),
            TsgfWriteError::BeyondZ { number, hole } => write!(
                f,
                "turn {number} ({hole}): Little Golem names holes with the letters a to z, which do not reach this hole"
            ),
        }
    }
}

impl std::error::Error for TsgfWriteError {}
