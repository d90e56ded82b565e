//! T1j's game files (`.T1`), as T1j, Johannes Schwagereit's TwixT program in Java, saves a
//! game:
//!
//! ```text
//! # File created by T1j
//! # T1j is a program to play TwixT (mail@johannes-schwagereit.de)
//! 1 # version of file-format
//! Player# Name of Player 1
//! Computer# Name of Player 2
//! 24# y-size of board
//! 24# x-size of board
//! H# player 1 human or computer
//! C# player 2 human or computer
//! 1# starting player (1 plays top-down)
//! V# Direction of letters
//! N# pierule?
//! N# game already over?
//! L10
//! L17
//! ```
//!
//! What this relies on, from T1j's source (`LoadSave.java`, `GuiBoard.java`, `Board.java`,
//! `Match.java`, `MatchData.java`):
//! - `#` starts a comment, to the end of the line. After the eleven values of the header
//!   comes one move a line: a hole, its column letter (`A` + x, then `AA`…) and its row
//!   number (y + 1), x counted to the right and y down, as T1j draws the board;
//! - player 1 joins the top and bottom borders and may not place in the first and last
//!   columns, player 2 joins left and right; the header says which of them starts;
//! - T1j makes the bridges itself: a new peg is bridged to every peg of its own a knight's
//!   move away, unless another bridge, of either player, is in the way. Bridges never cross,
//!   nothing is removed and pegs are unlimited: our `standard` rules with every possible
//!   bridge built ([`RuleSet::Standard`]), which is how a file is read;
//! - the pie rule leaves no trace among the moves: T1j exchanges the players' names and
//!   leaves the peg and the turn as they are, which is our swap without its turn;
//! - T1j reads neither the version nor the direction of letters, and it writes whether the
//!   game is over without reading it back; nor are they read here, beyond their shape;
//! - boards are 12 to 36 holes a side, and may be oblong (only square ones are read here).
//!
//! twixtbot-ui writes the same files from its games, with two differences, both read here:
//! an empty name is written ` # Name of player 1` (so a line that does not begin with `#`
//! holds a value, maybe empty, where T1j would skip it), and its moves include `swap`,
//! twixtbot's mirror swap (see [`Seating`]), and `resign`, by the player to move.
//!
//! Here Black moves first and joins left and right, so a file whose player 1 starts is read
//! as the same game seen in the long diagonal, and written so: player 1 starting is T1j's
//! own default and the only way twixtbot-ui reads a file. A game is written only if T1j
//! would replay it exactly, turn by turn (a peg and every bridge it can make, nothing
//! removed, on a board T1j has); its swap is left out, as T1j leaves it out, and so is a
//! resignation or agreed draw, which a T1 file has no way to say (it is written as over).
//!
//! A T1 file does not count its moves, so a file cut between two lines reads as the shorter
//! game, and one cut inside its last line (`K1` of `K10`) as another hole: only a cut
//! inside the header is noticed.

use std::fmt;

use super::record::{Agreement, BadTurn, BadTurnReason, ReadResult, Record, Unreadable};
use super::tsgf::Seating;
use super::{Board, BoardSize, Bridge, Hole, Placement, Position, RuleSet, SizeError, Turn};
use crate::games::record::{ReadError, quoted};
use crate::games::{Game, SwapRule};

/// The smallest board T1j plays on: it opens a file of a smaller one as this size.
pub const T1J_MIN_SIZE: u8 = 12;

/// Writes `record` as T1j saves a game, if T1j would replay it exactly.
pub fn write(record: &Record) -> Result<String, T1WriteError> {
    let size = record.size();
    if size.get() < T1J_MIN_SIZE {
        return Err(T1WriteError::TooSmall(size));
    }
    let n = size.get();
    let yes_no = |yes: bool| if yes { 'Y' } else { 'N' };
    let mut text = format!(
        "# File created by fogliaccio {}\n\
         # T1j's file format (T1j is a program to play TwixT by Johannes Schwagereit)\n\
         1 # version of file-format\n\
         Black# Name of Player 1\n\
         White# Name of Player 2\n\
         {n}# y-size of board\n\
         {n}# x-size of board\n\
         H# player 1 human or computer\n\
         H# player 2 human or computer\n\
         1# starting player (1 plays top-down)\n\
         V# Direction of letters\n\
         {}# pierule?\n\
         {}# game already over?\n",
        env!("CARGO_PKG_VERSION"),
        yes_no(record.swap_rule().offered()),
        yes_no(record.position().ending().is_some()),
    );
    let mut ours = Position::new(size, record.rules(), record.swap_rule());
    let mut t1j = Position::new(size, RuleSet::Standard, record.swap_rule());
    for (index, turn) in record.turns().iter().enumerate() {
        let refuse = |reason| T1WriteError::Turn { number: index + 1, text: turn.to_string(), reason };
        if let Turn::Place(placement) = turn {
            if !placement.removals.is_empty() {
                return Err(refuse(Unfaithful::Removal));
            }
            if ours.to_move() != t1j.to_move() {
                return Err(refuse(Unfaithful::Pass));
            }
        }
        ours.play(turn).expect("the record's turns are legal");
        let Turn::Place(placement) = turn else { continue };
        // The boards and the side to move are the same and the game goes on, so T1j takes
        // the peg that the record just took.
        t1j.play(&t1j_turn(&t1j, placement.peg)).expect("T1j takes the peg the record took");
        if let Some(reason) = difference(ours.board(), t1j.board()) {
            return Err(refuse(reason));
        }
        text.push_str(&format!("{}\n", Seating::TOP_DOWN_FIRST.seen(placement.peg, size)));
    }
    Ok(text)
}

/// Reads a T1 file, under the standard rules with every possible bridge built, as T1j
/// plays.
pub fn read(text: &str) -> ReadResult<T1Error> {
    let mut lines = values(text);
    let header = Header::read(&mut lines).map_err(ReadError::nothing_kept)?;
    let mut record = Record::new(header.size, RuleSet::Standard, header.pie_rule);
    let mut seating = header.seating;
    for (line, value) in lines {
        if let Err(turn) = play(&mut record, &mut seating, value) {
            return Err(ReadError::after(record, T1Error::Turn { line, turn }));
        }
    }
    Ok(record)
}

/// Whether `text` looks like a T1 file: it opens with a comment, as every file T1j and
/// twixtbot-ui write does, or with the version of the format.
pub fn looks_like(text: &str) -> bool {
    text.trim_start().starts_with('#') || values(text).next().is_some_and(|(_, version)| version == VERSION)
}

/// The only version of the format.
const VERSION: &str = "1";

/// The values of the file, each with its line number (from 1): every line that is neither
/// blank nor a comment from its start, cut at its comment and trimmed.
fn values(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines().enumerate().filter_map(|(index, line)| {
        let value = line.split('#').next().unwrap_or_default().trim();
        (!line.trim().is_empty() && !line.starts_with('#')).then_some((index + 1, value))
    })
}

/// Plays one move line: a hole, or twixtbot-ui's `swap` or `resign`.
fn play(record: &mut Record, seating: &mut Seating, value: &str) -> Result<(), BadTurn> {
    if value.eq_ignore_ascii_case("swap") {
        record.play_numbered(value, Turn::Swap)?;
        *seating = seating.after_swap();
        return Ok(());
    }
    if value.eq_ignore_ascii_case("resign") {
        let loser = record.position().to_move();
        return record.agree_numbered(value, Agreement::Resigned(loser));
    }
    let size = record.size();
    let hole = Hole::parse(value, size)
        .map_err(|e| BadTurn::new(record.next_number(), value, BadTurnReason::Unreadable(Unreadable::Hole(e))))?;
    let hole = seating.seen(hole, size);
    let turn = t1j_turn(record.position(), hole);
    record.play_numbered(&Seating::named(value, hole), turn)
}

/// The turn T1j plays for a peg in `peg`: the peg and every bridge it can then make.
fn t1j_turn(position: &Position, peg: Hole) -> Turn {
    let mut placed = position.clone();
    // A peg refused here is refused again when the turn is played, which says why.
    let bridges = match placed.play(&Turn::peg(peg)) {
        Ok(()) => placed.possible_bridges(peg),
        Err(_) => Vec::new(),
    };
    Turn::Place(Placement { removals: Vec::new(), peg, bridges })
}

/// How the record's board differs from T1j's after the same turn, if it does. The pegs are
/// the same by then, so only the bridges can differ.
fn difference(ours: &Board, t1j: &Board) -> Option<Unfaithful> {
    if let Some(bridge) = t1j.bridges().find(|&b| !ours.has_bridge(b)) {
        return Some(Unfaithful::LeftOut(bridge));
    }
    ours.bridges().find(|&b| !t1j.has_bridge(b)).map(Unfaithful::Extra)
}

/// What the header gives the game.
struct Header {
    size: BoardSize,
    seating: Seating,
    pie_rule: SwapRule,
}

impl Header {
    fn read<'a>(lines: &mut impl Iterator<Item = (usize, &'a str)>) -> Result<Header, T1Error> {
        let mut next =
            |field: Field| lines.next().map(|(line, value)| (line, field, value)).ok_or(T1Error::Missing(field));
        let (line, field, version) = next(Field::Version)?;
        if version != VERSION {
            return Err(T1Error::header(line, field, version));
        }
        next(Field::NameOne)?;
        next(Field::NameTwo)?;
        let (_, rows) = number(next(Field::Rows)?)?;
        let (line, columns) = number(next(Field::Columns)?)?;
        if rows != columns {
            return Err(T1Error::NotSquare { line, rows, columns });
        }
        let size = BoardSize::new(rows).map_err(T1Error::Size)?;
        choice(next(Field::SeatOne)?, [('H', ()), ('C', ())])?;
        choice(next(Field::SeatTwo)?, [('H', ()), ('C', ())])?;
        let seating =
            choice(next(Field::Starter)?, [('1', Seating::TOP_DOWN_FIRST), ('2', Seating::LEFT_RIGHT_FIRST)])?;
        next(Field::LetterDirection)?;
        let pie_rule = choice(next(Field::PieRule)?, [('Y', SwapRule::Colours), ('N', SwapRule::None)])?;
        choice(next(Field::GameOver)?, [('Y', ()), ('N', ())])?;
        Ok(Header { size, seating, pie_rule })
    }
}

fn number((line, field, value): (usize, Field, &str)) -> Result<(usize, u32), T1Error> {
    value.parse().map(|n| (line, n)).map_err(|_| T1Error::header(line, field, value))
}

/// One of two values, told by the first letter as T1j does (`Y`, `Yes`), in either case.
fn choice<T: Copy>((line, field, value): (usize, Field, &str), options: [(char, T); 2]) -> Result<T, T1Error> {
    let first = value.chars().next().map(|c| c.to_ascii_uppercase());
    options
        .iter()
        .find(|(letter, _)| Some(*letter) == first)
        .map(|&(_, chosen)| chosen)
        .ok_or_else(|| T1Error::header(line, field, value))
}

/// The eleven values of a T1 file's header, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Version,
    NameOne,
    NameTwo,
    Rows,
    Columns,
    SeatOne,
    SeatTwo,
    Starter,
    LetterDirection,
    PieRule,
    GameOver,
}

impl Field {
    /// What the value says, as an error names it.
    pub const fn what(self) -> &'static str {
        match self {
            Field::Version => "the version of the file format",
            Field::NameOne => "the name of player 1",
            Field::NameTwo => "the name of player 2",
            Field::Rows => "the y-size of the board",
            Field::Columns => "the x-size of the board",
            Field::SeatOne => "whether player 1 is human or the computer",
            Field::SeatTwo => "whether player 2 is human or the computer",
            Field::Starter => "the starting player",
            Field::LetterDirection => "the direction of letters",
            Field::PieRule => "whether the pie rule is on",
            Field::GameOver => "whether the game is over",
        }
    }

    /// What the value must be; names and the direction of letters are never refused.
    pub const fn expected(self) -> &'static str {
        match self {
            Field::Version => "1",
            Field::Rows | Field::Columns => "a number",
            Field::SeatOne | Field::SeatTwo => "H or C",
            Field::Starter => "1 or 2",
            Field::PieRule | Field::GameOver => "Y or N",
            Field::NameOne | Field::NameTwo | Field::LetterDirection => "any text",
        }
    }
}

/// Why a T1 file could not be read (whole). Lines are counted from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum T1Error {
    /// The file ends inside its header.
    Missing(Field),
    /// A header value is not what its place in the header holds.
    Header {
        line: usize,
        field: Field,
        found: String,
    },
    NotSquare {
        line: usize,
        rows: u32,
        columns: u32,
    },
    Size(SizeError),
    Turn {
        line: usize,
        turn: BadTurn,
    },
}

impl T1Error {
    fn header(line: usize, field: Field, found: &str) -> T1Error {
        T1Error::Header { line, field, found: quoted(found) }
    }
}

impl fmt::Display for T1Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            T1Error::Missing(field) => write!(
                f,
                "the file ends before {}: a T1 file starts with eleven values (is it cut short?)",
                field.what()
            ),
            T1Error::Header { line, field, found } => {
                write!(f, "line {line}: {} should be {}, not '{found}'", field.what(), field.expected())
            }
            T1Error::NotSquare { line, rows, columns } => write!(
                f,
                "line {line}: the board is {rows} holes high and {columns} wide; TwixT here is played on square boards"
            ),
            T1Error::Size(e) => e.fmt(f),
            T1Error::Turn { line, turn } => write!(f, "line {line}: {turn}"),
        }
    }
}

impl std::error::Error for T1Error {}

/// Why a game cannot be written as a T1 file: T1j would replay another game from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum T1WriteError {
    /// T1j plays on boards of 12 to 36 holes a side and opens a smaller one as 12 × 12.
    TooSmall(BoardSize),
    /// A turn that T1j would play otherwise, by its number in the record (from 1).
    Turn { number: usize, text: String, reason: Unfaithful },
}

/// What T1j would do otherwise than the record's turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unfaithful {
    /// T1j removes nothing.
    Removal,
    /// The player to move placed again because the other had no hole left (pp); T1j has
    /// no passes.
    Pass,
    /// A bridge T1j would build and the record did not.
    LeftOut(Bridge),
    /// A bridge the record has and T1j would not build.
    Extra(Bridge),
}

impl fmt::Display for T1WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            T1WriteError::TooSmall(size) => write!(
                f,
                "T1j plays on boards of {T1J_MIN_SIZE} to 36 holes a side, so a game on {size} cannot be saved as a T1 \
                 file"
            ),
            T1WriteError::Turn { number, text, reason } => {
                write!(f, "turn {number} ({text}) cannot be saved as a T1 file: {reason}")
            }
        }
    }
}

impl std::error::Error for T1WriteError {}

impl fmt::Display for Unfaithful {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unfaithful::Removal => f.write_str("T1j never removes pegs or bridges"),
            Unfaithful::Pass => f.write_str("the other player had no hole left, and T1j has no passes"),
            Unfaithful::LeftOut(bridge) => {
                write!(f, "T1j would also build {bridge}, since it builds every bridge a new peg can make")
            }
            Unfaithful::Extra(bridge) => write!(
                f,
                "T1j would not build {bridge}: it builds only the new peg's bridges, and never across another bridge"
            ),
        }
    }
}

impl std::error::Error for Unfaithful {}
