//! The link record of a game of TwixT: the body inside the shared envelope
//! ([`crate::games::record`]), so a whole game fits in a URL fragment, `#g=1.twixt.<body>`.
//! Read and written by [`crate::games::connection::link`]; TwixT gives its letters here.
//!
//! The body is `<setting>.<count>[.<turns>E[.<ending>]]`:
//! - `<setting>` is the board's side, 6–30, the rule set's letter (`o` original,
//!   `s` standard, `p` pp) and `x` when the swap is allowed, `n` when not: `24ox`;
//! - `<count>` is how many turns follow, an ending counted as one;
//! - `<turns>` are the turns in order, with nothing between them. A hole is two letters,
//!   its column and its row from 0: `a`–`z`, then `A`–`D` for 26–29 (`D5` is `de`). A turn
//!   is its removals, each `R` and a hole (a peg) or `R`, a hole and a step digit (a
//!   bridge); then its peg; then its bridges, each a step digit when it leaves the peg,
//!   else `F` (a far bridge), a hole and a step digit. The step digit `0`–`7` is the
//!   knight's move from the hole to the bridge's other end (see [`STEPS`]). The swap is
//!   `S`. Holes never use `E`–`Z`, so these markers cannot be mistaken for one. The turns
//!   end with `E`: a turn may have any number of bridges, so without it a link cut among
//!   the last turn's bridges would read as a whole game with fewer of them;
//! - `<ending>` is `b` or `w` when that colour resigned, `d` for an agreed draw.
//!
//! `1.twixt.24ox.3.deSff0E` is 24×24 under the original rules with the swap: D5, the swap,
//! F6 with the bridge F6-G8. A new game is `1.twixt.24ox.0`. Only letters, digits and
//! dots are used, as the envelope promises, and the record never ends on a dot. Holes have
//! a fixed width, the count is always written and the turns end with their mark, so a
//! link cut short is noticed wherever it was cut.
//!
//! ```
//! use fogliaccio::games::twixt::{link, Agreement, BoardSize, Record, RuleSet, Turn};
//! use fogliaccio::games::{Colour, SwapRule};
//!
//! let size = BoardSize::new(24).unwrap();
//! let turns = ["D5", "swap", "F6", "K10", "G8 F6-G8"].map(|t| Turn::parse(t, size).unwrap());
//! let mut game = Record::replay(size, RuleSet::Original, SwapRule::Colours, turns).unwrap();
//! game.agree(Agreement::Resigned(Colour::Black)).unwrap();
//! assert_eq!(link::write(&game), "1.twixt.24ox.6.deSffkjgh4E.b");
//! assert_eq!(link::read("1.twixt.24ox.6.deSffkjgh4E.b").unwrap(), game);
//!
//! // A damaged record keeps the game up to the fault and names the turn.
//! let damaged = link::read("1.twixt.24ox.6.deSdeffkjgh4E.b").unwrap_err();
//! assert!(damaged.error.to_string().starts_with("turn 3 (de): "));
//! assert_eq!(damaged.kept.unwrap().turns().len(), 2);
//! ```

use std::fmt;

use super::record::{Agreement, BadTurn, BadTurnReason, ReadResult, Record, Unreadable};
use super::{BoardSize, Bridge, Hole, Placement, Removal, RuleSet, SizeError, Turn, column_name};
use crate::games::connection::link::{self, HeadError, Linked};
use crate::games::record::{Counted, quoted};
use crate::games::{Colour, SwapRule};

pub use crate::games::connection::link::write;

/// The game's name in the envelope.
pub const GAME: &str = crate::games::GameKind::Twixt.id();

/// The knight's moves a step digit stands for, as (columns, rows).
pub const STEPS: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];

const SWAP: char = 'S';
const REMOVE: char = 'R';
const FAR_BRIDGE: char = 'F';

/// Why a link record of TwixT could not be read (whole).
pub type LinkError = link::LinkError<Record>;

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Envelope(e) => e.fmt(f),
            LinkError::Head(text) => write!(
                f,
                "the game record should start with the board size, the rule set (o, s or p) and the swap (x or n), \
                 like 24ox, not '{text}'"
            ),
            LinkError::Size(e) => e.fmt(f),
            LinkError::SetUp(e) => e.fmt(f),
            LinkError::Count(e) => e.fmt(f),
            LinkError::Move(e) => e.fmt(f),
            LinkError::Unended(_) => f.write_str(
                "the turns stop without the E that ends them: the link was cut short, perhaps among the last turn's \
                 bridges",
            ),
            LinkError::Ending(text) => {
                write!(f, "the game record ends with '{text}' where b or w (who resigned) or d (a draw) belongs")
            }
            LinkError::Extra(text) => write!(f, "the game record goes on after its ending: '{text}'"),
        }
    }
}

/// Reads a whole record, replaying its turns through the rules: what follows `#g=`, or a
/// whole pasted address that has `#g=` in it.
pub fn read(text: &str) -> ReadResult<LinkError> {
    link::read(text)
}

impl Linked for Record {
    const GAME: &'static str = GAME;
    const COUNTED: Counted = Counted::Turns;
    /// After the last turn.
    const END: Option<char> = Some('E');
    const ENDINGS: &'static [(char, Agreement)] =
        &[('b', Agreement::Resigned(Colour::Black)), ('w', Agreement::Resigned(Colour::White)), ('d', Agreement::Draw)];

    type Game = super::Twixt;
    type Mark = char;
    type Size = BoardSize;
    type SizeError = SizeError;
    type Move = Turn;
    type Unreadable = Unreadable;
    type BadMove = BadTurn;
    type Ending = Agreement;
    /// TwixT's links carry no set-up position yet: none is ever read.
    type Point = Hole;

    fn size(side: u32) -> Result<BoardSize, SizeError> {
        BoardSize::new(side)
    }

    /// The rule set's letter, then the swap's.
    fn start(size: BoardSize, letters: &str) -> Result<Record, HeadError<Hole>> {
        let [rules, swap] = letters.as_bytes() else { return Err(HeadError::Letters) };
        let rules = match rules {
            b'o' => RuleSet::Original,
            b's' => RuleSet::Standard,
            b'p' => RuleSet::Pp,
            _ => return Err(HeadError::Letters),
        };
        let swap = match swap {
            b'x' => SwapRule::Colours,
            b'n' => SwapRule::None,
            _ => return Err(HeadError::Letters),
        };
        Ok(Record::new(size, rules, swap))
    }

    fn side(&self) -> u8 {
        self.size().get()
    }

    fn setting(&self) -> String {
        let swap = if self.swap_rule().offered() { 'x' } else { 'n' };
        [rule_letter(self.rules()), swap].into_iter().collect()
    }

    fn played(&self) -> &[Turn] {
        self.turns()
    }

    fn write_move(out: &mut String, turn: &Turn) {
        write_turn(out, turn);
    }

    fn read_move(&self, rest: &mut &str) -> Result<Turn, Unreadable> {
        let mut reader = TurnReader { rest, size: self.size() };
        let turn = reader.turn();
        *rest = reader.rest;
        turn
    }

    fn play_read(&mut self, text: &str, read: Result<Turn, Unreadable>) -> Result<(), BadTurn> {
        match read {
            Ok(turn) => self.play_numbered(text, turn),
            Err(why) => Err(BadTurn::new(self.next_number(), text, BadTurnReason::Unreadable(why))),
        }
    }

    fn ending(&self) -> Option<Agreement> {
        self.agreement()
    }

    fn end_read(&mut self, text: &str, agreement: Agreement) -> Result<(), BadTurn> {
        self.agree_numbered(text, agreement)
    }
}

fn write_turn(out: &mut String, turn: &Turn) {
    let Turn::Place(Placement { removals, peg, bridges }) = turn else {
        out.push(SWAP);
        return;
    };
    for removal in removals {
        out.push(REMOVE);
        match *removal {
            Removal::Peg(hole) => write_hole(out, hole),
            Removal::Bridge(bridge) => write_bridge(out, bridge.from(), bridge.to()),
        }
    }
    write_hole(out, *peg);
    for bridge in bridges {
        match bridge.other_end(*peg) {
            Some(to) => out.push(step_digit(*peg, to)),
            None => {
                out.push(FAR_BRIDGE);
                write_bridge(out, bridge.from(), bridge.to());
            }
        }
    }
}

fn write_hole(out: &mut String, hole: Hole) {
    out.extend([letter(hole.col()), letter(hole.row())]);
}

fn write_bridge(out: &mut String, from: Hole, to: Hole) {
    write_hole(out, from);
    out.push(step_digit(from, to));
}

fn step_digit(from: Hole, to: Hole) -> char {
    let step = (to.col() as i8 - from.col() as i8, to.row() as i8 - from.row() as i8);
    let index = STEPS.iter().position(|&s| s == step).expect("a bridge's ends are a knight's move apart");
    char::from(b'0' + index as u8)
}

/// The letter of a column or a row, from 0: `a`–`z`, then `A`–`D` (boards are at most 30).
fn letter(index: u8) -> char {
    if index < 26 { (b'a' + index) as char } else { (b'A' + index - 26) as char }
}

fn index_of(letter: u8) -> Option<u8> {
    match letter {
        b'a'..=b'z' => Some(letter - b'a'),
        b'A'..=b'D' => Some(letter - b'A' + 26),
        _ => None,
    }
}

const fn rule_letter(rules: RuleSet) -> char {
    match rules {
        RuleSet::Original => 'o',
        RuleSet::Standard => 's',
        RuleSet::Pp => 'p',
    }
}

/// Reads one turn off the front of `rest`, leaving `rest` after it (after the fault on
/// error, so the fault's text can be named).
struct TurnReader<'a> {
    rest: &'a str,
    size: BoardSize,
}

impl TurnReader<'_> {
    fn turn(&mut self) -> Result<Turn, Unreadable> {
        if self.eat(SWAP) {
            return Ok(Turn::Swap);
        }
        let mut removals = Vec::new();
        while self.eat(REMOVE) {
            let hole = self.hole()?;
            removals.push(match self.step() {
                Some(step) => Removal::Bridge(self.bridge(hole, step)?),
                None => Removal::Peg(hole),
            });
        }
        let peg = self.hole()?;
        let mut bridges = Vec::new();
        loop {
            if let Some(step) = self.step() {
                bridges.push(self.bridge(peg, step)?);
            } else if self.eat(FAR_BRIDGE) {
                let from = self.hole()?;
                let step = self.step().ok_or(Unreadable::NoStep)?;
                bridges.push(self.bridge(from, step)?);
            } else {
                break;
            }
        }
        Ok(Turn::Place(Placement { removals, peg, bridges }))
    }

    fn eat(&mut self, c: char) -> bool {
        self.rest.strip_prefix(c).map(|rest| self.rest = rest).is_some()
    }

    fn step(&mut self) -> Option<(i8, i8)> {
        let digit = self.rest.bytes().next().filter(|b| (b'0'..b'8').contains(b))?;
        self.rest = &self.rest[1..];
        Some(STEPS[usize::from(digit - b'0')])
    }

    fn hole(&mut self) -> Result<Hole, Unreadable> {
        let (col, row) = match self.rest.as_bytes() {
            [] | [_] => {
                self.rest = "";
                return Err(Unreadable::HoleCut);
            }
            &[col, row, ..] => (col, row),
        };
        let (Some(col), Some(row)) = (index_of(col), index_of(row)) else {
            let end = self.rest.char_indices().nth(2).map_or(self.rest.len(), |(i, _)| i);
            let token = &self.rest[..end];
            self.rest = &self.rest[end..];
            return Err(Unreadable::NotAHole(quoted(token)));
        };
        self.rest = &self.rest[2..];
        Hole::new(col, row, self.size).ok_or_else(|| {
            // Named in notation, as the player knows holes.
            Unreadable::OffBoard { hole: format!("{}{}", column_name(col), row + 1), size: self.size }
        })
    }

    fn bridge(&self, from: Hole, (dc, dr): (i8, i8)) -> Result<Bridge, Unreadable> {
        let to = from
            .col()
            .checked_add_signed(dc)
            .zip(from.row().checked_add_signed(dr))
            .and_then(|(col, row)| Hole::new(col, row, self.size))
            .ok_or(Unreadable::BridgeLeaves(from))?;
        Bridge::new(from, to).map_err(Unreadable::Bridge)
    }
}
