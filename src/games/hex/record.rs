//! A whole game of Hex as a record: its setting and every move, each checked by the rules.
//!
//! Every text format (`link`, `sgf`, `hsgf`, `hexworld`) reads into a [`Record`] and
//! writes from one. A `Record` can only be built by playing its moves through
//! [`Position::play`], so a record that exists is a legal game.

use std::fmt;

use super::{BoardSize, Cell, CellError, Ending, Move, PlayError, Position, SwapRule};
use crate::games::connection::{SetUp, SetUpError};
use crate::games::record::{Mover, ReadError, quoted};
use crate::games::{Colour, Game};

/// What a Hex reader gives back: the whole game, or the game up to the fault and the fault.
pub type ReadResult<E> = Result<Record, ReadError<Record, E>>;

/// A game of Hex from its start: the setting, the position it began from when that was set
/// up by hand, the moves (the swap included) and, if the game ended so, who resigned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The stones set up before the first move, if the game did not begin on an empty board.
    start: Option<SetUp<Cell>>,
    moves: Vec<Move>,
    /// Boxed: the position carries the search's board, and records travel in messages.
    position: Box<Position>,
}

impl Record {
    pub fn new(size: BoardSize, swap_rule: SwapRule) -> Record {
        Record { start: None, moves: Vec::new(), position: Box::new(Position::new(size, swap_rule)) }
    }

    /// A game beginning from `setup` (with no swap), or why none can ([`Position::set_up`]).
    /// An empty board with Black to move is no set-up but a new game without the swap, so
    /// that one game has one record.
    pub fn set_up(size: BoardSize, setup: SetUp<Cell>) -> Result<Record, SetUpError<Cell>> {
        if setup.placed().next().is_none() && setup.to_move() == Colour::Black {
            return Ok(Record::new(size, SwapRule::None));
        }
        let position = Position::set_up(size, &setup)?;
        Ok(Record { start: Some(setup), moves: Vec::new(), position: Box::new(position) })
    }

    /// The position set up before the first move, if the game did not begin on an empty board.
    pub fn start(&self) -> Option<&SetUp<Cell>> {
        self.start.as_ref()
    }

    /// This game before its first move: the same board, set up or empty, and rules.
    pub fn opening(&self) -> Record {
        match &self.start {
            Some(setup) => Record::set_up(self.size(), setup.clone()).expect("the game began from this set-up"),
            None => Record::new(self.size(), self.swap_rule()),
        }
    }

    /// Plays `moves` from the start; on the first illegal one, the record before it and why.
    pub fn replay(size: BoardSize, swap_rule: SwapRule, moves: impl IntoIterator<Item = Move>) -> ReadResult<BadMove> {
        let mut record = Record::new(size, swap_rule);
        for mv in moves {
            if let Err(bad) = record.play_numbered(&mv.to_string(), mv) {
                return Err(ReadError::after(record, bad));
            }
        }
        Ok(record)
    }

    pub fn size(&self) -> BoardSize {
        self.position.size()
    }

    pub fn swap_rule(&self) -> SwapRule {
        self.position.swap_rule()
    }

    /// Every move played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The position after the last move.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The colour that resigned, if the game ended so.
    pub fn resigned(&self) -> Option<Colour> {
        match self.position.ending() {
            Some(Ending::Resigned { loser }) => Some(*loser),
            _ => None,
        }
    }

    /// How many moves the record holds, the swap and a resignation included.
    pub fn plies(&self) -> usize {
        self.moves.len() + usize::from(self.resigned().is_some())
    }

    /// The colour that won and whether it is the player who moved first, once the game is
    /// over. The first player holds Black, or White after the colour exchange.
    pub fn winner(&self) -> Option<(Colour, Mover)> {
        let winner = self.position.ending()?.winner();
        let first = if self.position.colours_exchanged() { Colour::White } else { Colour::Black };
        Some((winner, Mover::of(winner, first)))
    }

    /// Plays `mv`, or says why not and changes nothing.
    pub fn play(&mut self, mv: Move) -> Result<(), PlayError> {
        self.position.play(mv)?;
        self.moves.push(mv);
        Ok(())
    }

    /// Ends the game with `loser` resigning.
    pub fn resign(&mut self, loser: Colour) -> Result<(), PlayError> {
        self.position.resign(loser)
    }

    /// The number the next move (or a resignation) has in the record, from 1.
    pub fn next_number(&self) -> usize {
        self.moves.len() + 1
    }

    /// Plays `mv`, read from `text`, naming the move in the error if it is illegal.
    pub(super) fn play_numbered(&mut self, text: &str, mv: Move) -> Result<(), BadMove> {
        let number = self.next_number();
        self.play(mv).map_err(|e| BadMove::new(number, text, BadMoveReason::Illegal(e)))
    }

    /// Records `loser`'s resignation, read from `text`.
    pub(super) fn resign_numbered(&mut self, text: &str, loser: Colour) -> Result<(), BadMove> {
        let number = self.next_number();
        self.resign(loser).map_err(|e| BadMove::new(number, text, BadMoveReason::Illegal(e)))
    }

    /// The same game under the other swap convention, as the formats that only know one of
    /// them need it.
    ///
    /// The colour exchange and the mirror swap are one game seen two ways: mirroring every
    /// stone in the long diagonal and exchanging the colours maps each onto the other (Black's
    /// edges become White's). So after the swap, every cell is mirrored and a resignation
    /// changes colour; the players, their moves and who wins stay the same. A game without a
    /// swap move is the same game under any rule. Only a game with a swap cannot be moved to
    /// [`SwapRule::None`]. A game from a set-up position has no swap under any rule.
    pub fn with_swap_rule(&self, rule: SwapRule) -> Result<Record, SwapConversionError> {
        if self.start.is_some() {
            return Ok(self.clone());
        }
        let swapped = self.moves.contains(&Move::Swap);
        if swapped && rule == SwapRule::None {
            return Err(SwapConversionError);
        }
        let frame = self.frame(rule);
        let mut converted = Record::new(self.size(), rule);
        for (ply, &mv) in self.moves.iter().enumerate() {
            converted.play(frame.mv(ply, mv)).expect("the mirrored game is legal wherever the original was");
        }
        if let Some(loser) = self.resigned() {
            let loser = if frame.mirrors(self.moves.len()) { loser.opponent() } else { loser };
            converted.resign(loser).expect("a game that ended by resignation had not ended before");
        }
        Ok(converted)
    }

    /// How the cells of this game's positions are named in the same game under `rule`
    /// ([`Record::with_swap_rule`]): what a file of the other swap writes for a move, and for
    /// a cell a comment or a mark names, in each position.
    pub fn frame(&self, rule: SwapRule) -> Frame {
        let swap = self.moves.iter().position(|&mv| mv == Move::Swap);
        let reflect = swap.is_some() && rule != SwapRule::None && rule != self.swap_rule();
        Frame { mirrored_from: swap.filter(|_| reflect).map(|at| at + 1) }
    }
}

/// Where the cells of a game's positions are mirrored, seen under the other swap rule
/// ([`Record::frame`]): in every position after the swap, the colours exchanged too.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The first position mirrored (the one after the swap), if any is.
    mirrored_from: Option<usize>,
}

impl Frame {
    /// The frame of a game seen as it is.
    pub const SAME: Frame = Frame { mirrored_from: None };

    /// Whether the position after `ply` moves is mirrored (its colours exchanged).
    pub fn mirrors(self, ply: usize) -> bool {
        self.mirrored_from.is_some_and(|from| ply >= from)
    }

    /// `cell` of the position after `ply` moves, in this frame.
    pub fn cell(self, ply: usize, cell: Cell) -> Cell {
        if self.mirrors(ply) { cell.mirrored() } else { cell }
    }

    /// `mv` played (or proposed) in the position after `ply` moves, in this frame.
    pub fn mv(self, ply: usize, mv: Move) -> Move {
        match mv {
            Move::Place(cell) => Move::Place(self.cell(ply, cell)),
            Move::Swap => Move::Swap,
        }
    }
}

/// A game with a swap move cannot be written for a game without the swap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SwapConversionError;

impl fmt::Display for SwapConversionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("the game has a swap move, so it cannot be written as a game without the swap")
    }
}

impl std::error::Error for SwapConversionError {}

/// A move of a record that could not be played, by its number in the record (from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadMove {
    pub number: usize,
    /// The move as the record wrote it.
    pub text: String,
    pub reason: BadMoveReason,
}

impl BadMove {
    pub(super) fn new(number: usize, text: &str, reason: BadMoveReason) -> BadMove {
        BadMove { number, text: quoted(text), reason }
    }
}

/// A move another program records and Hex as played here has not (a pass, a forfeit, a
/// loss on time): no refusal of the rules, a move the game does not have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ForeignMove {
    Pass,
    Forfeit,
    /// HexWorld's loss on time or by forfeit.
    TimeOrForfeit,
}

impl fmt::Display for ForeignMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            ForeignMove::Pass => "a pass",
            ForeignMove::Forfeit => "a forfeit",
            ForeignMove::TimeOrForfeit => "a loss on time or by forfeit",
        })
    }
}

/// Why a move of a record could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadMoveReason {
    /// Not a cell of the board, nor any move the format knows.
    Unreadable(CellError),
    /// A move the rules refuse.
    Illegal(PlayError),
    /// A move the format has and Hex as we play it has not: a pass, a forfeit.
    Unsupported(ForeignMove),
    /// The record gives the move to one colour while the other is to move.
    WrongColour { marked: Colour, to_move: Colour },
}

impl fmt::Display for BadMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move {} ({}): {}", self.number, self.text, self.reason)
    }
}

impl std::error::Error for BadMove {}

impl fmt::Display for BadMoveReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadMoveReason::Unreadable(e) => e.fmt(f),
            BadMoveReason::Illegal(e) => e.fmt(f),
            BadMoveReason::Unsupported(what) => write!(f, "{what} is not a move of Hex as played here"),
            BadMoveReason::WrongColour { marked, to_move } => {
                write!(f, "the record gives it to {marked}, but {to_move} is to move")
            }
        }
    }
}

impl std::error::Error for BadMoveReason {}
