//! A whole game of TwixT as a record: its setting and every turn, each checked by the rules.
//!
//! Every text format (`link` so far) reads into a [`Record`] and writes from one. A
//! `Record` can only be built by playing its turns through [`Position::play`], so a record
//! that exists is a legal game.

use std::fmt;

use super::{BoardSize, BridgeError, Ending, Hole, HoleError, PlayError, Position, RuleSet, Turn};
use crate::games::record::{Mover, ReadError, quoted};
use crate::games::{Colour, Game, Outcome, SwapRule};

/// What a TwixT reader gives back: the whole game, or the game up to the fault and the fault.
pub type ReadResult<E> = Result<Record, ReadError<Record, E>>;

/// A game of TwixT from its start: the setting, the turns (the swap included) and, if the
/// game ended so, a resignation or an agreed draw.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    turns: Vec<Turn>,
    /// Boxed: the position carries the search's board, and records travel in messages.
    position: Box<Position>,
}

/// How a game ended outside the board: the two endings a record has to write down, since
/// a connection or a blocked board shows from the turns themselves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Agreement {
    Resigned(Colour),
    Draw,
}

impl Record {
    pub fn new(size: BoardSize, rules: RuleSet, swap_rule: SwapRule) -> Record {
        Record { turns: Vec::new(), position: Box::new(Position::new(size, rules, swap_rule)) }
    }

    /// Plays `turns` from the start; on the first illegal one, the record before it and why.
    pub fn replay(
        size: BoardSize,
        rules: RuleSet,
        swap_rule: SwapRule,
        turns: impl IntoIterator<Item = Turn>,
    ) -> ReadResult<BadTurn> {
        let mut record = Record::new(size, rules, swap_rule);
        for turn in turns {
            if let Err(bad) = record.play_numbered(&turn.to_string(), turn) {
                return Err(ReadError::after(record, bad));
            }
        }
        Ok(record)
    }

    pub fn size(&self) -> BoardSize {
        self.position.size()
    }

    pub fn rules(&self) -> RuleSet {
        self.position.rules()
    }

    pub fn swap_rule(&self) -> SwapRule {
        self.position.swap_rule()
    }

    /// Every turn played, in order.
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// The position after the last turn.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The resignation or agreed draw that ended the game, if it ended so.
    pub fn agreement(&self) -> Option<Agreement> {
        match self.position.ending() {
            Some(Ending::Resigned { loser }) => Some(Agreement::Resigned(*loser)),
            Some(Ending::Agreed) => Some(Agreement::Draw),
            _ => None,
        }
    }

    /// How many turns the record holds, the swap and a resignation or agreed draw included.
    pub fn plies(&self) -> usize {
        self.turns.len() + usize::from(self.agreement().is_some())
    }

    /// How the game ended, and the winner as the player who moved first or the other, once
    /// it is over. The first player holds Black, or White after the swap.
    pub fn outcome(&self) -> Option<(Outcome, Option<Mover>)> {
        let outcome = self.position.ending()?.outcome();
        let first = if self.position.colours_exchanged() { Colour::White } else { Colour::Black };
        let winner = match outcome {
            Outcome::Winner(colour) => Some(Mover::of(colour, first)),
            Outcome::Draw => None,
        };
        Some((outcome, winner))
    }

    /// Plays `turn`, or says why not and changes nothing.
    /// Under `pp` every bridge is the rules' doing, so the record keeps only the peg: the
    /// same game is then always written the same way, and a record cut after a peg cannot
    /// pass for a whole one.
    pub fn play(&mut self, mut turn: Turn) -> Result<(), PlayError> {
        self.position.play(&turn)?;
        if let (RuleSet::Pp, Turn::Place(placement)) = (self.rules(), &mut turn) {
            placement.bridges.clear();
        }
        self.turns.push(turn);
        Ok(())
    }

    /// Ends the game by `agreement`.
    pub fn agree(&mut self, agreement: Agreement) -> Result<(), PlayError> {
        match agreement {
            Agreement::Resigned(loser) => self.position.resign(loser),
            Agreement::Draw => self.position.agree_draw(),
        }
    }

    /// The number the next turn (or an agreement) has in the record, from 1.
    pub fn next_number(&self) -> usize {
        self.turns.len() + 1
    }

    /// Plays `turn`, read from `text`, naming the turn in the error if it is illegal.
    pub(super) fn play_numbered(&mut self, text: &str, turn: Turn) -> Result<(), BadTurn> {
        let number = self.next_number();
        self.play(turn).map_err(|e| BadTurn::new(number, text, BadTurnReason::Illegal(e)))
    }

    /// Records `agreement`, read from `text`.
    pub(super) fn agree_numbered(&mut self, text: &str, agreement: Agreement) -> Result<(), BadTurn> {
        let number = self.next_number();
        self.agree(agreement).map_err(|e| BadTurn::new(number, text, BadTurnReason::Illegal(e)))
    }
}

/// A turn of a record that could not be played, by its number in the record (from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadTurn {
    pub number: usize,
    /// The turn as the record wrote it.
    pub text: String,
    pub reason: BadTurnReason,
}

impl BadTurn {
    pub(super) fn new(number: usize, text: &str, reason: BadTurnReason) -> BadTurn {
        BadTurn { number, text: quoted(text), reason }
    }
}

/// Why a turn of a record could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadTurnReason {
    /// Not a turn the format can spell.
    Unreadable(Unreadable),
    /// A turn the rules refuse.
    Illegal(PlayError),
}

impl fmt::Display for BadTurn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "turn {} ({}): {}", self.number, self.text, self.reason)
    }
}

impl std::error::Error for BadTurn {}

impl fmt::Display for BadTurnReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BadTurnReason::Unreadable(why) => why.fmt(f),
            BadTurnReason::Illegal(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for BadTurnReason {}

/// Why a record's text is not a turn, in the words of the format that wrote it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unreadable {
    /// The link: a turn that stops after one letter of a hole.
    HoleCut,
    /// The link: two characters that are not a hole's letters.
    NotAHole(String),
    /// The link: a hole, named in notation, outside the board.
    OffBoard { hole: String, size: BoardSize },
    /// The link: a bridge away from the peg without its step.
    NoStep,
    /// The link: a bridge from this hole that leaves the board.
    BridgeLeaves(Hole),
    /// The link: a bridge that is none.
    Bridge(BridgeError),
    /// A T1 file: a hole in notation that is none.
    Hole(HoleError),
    /// Little Golem: two letters past the board.
    LgOffBoard { word: String, size: BoardSize },
    /// Little Golem: neither a hole nor swap, resign or draw.
    LgNotAMove(String),
}

impl fmt::Display for Unreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unreadable::HoleCut => f.write_str("the turn stops half-way through a hole"),
            Unreadable::NotAHole(token) => {
                write!(f, "'{token}' is not a hole: a hole is two letters, its column and its row")
            }
            Unreadable::OffBoard { hole, size } => write!(f, "{hole} is not a hole of the {size} board"),
            Unreadable::NoStep => f.write_str("a bridge away from the peg needs its step digit, 0 to 7"),
            Unreadable::BridgeLeaves(from) => write!(f, "a bridge from {from} leaves the board"),
            Unreadable::Bridge(e) => e.fmt(f),
            Unreadable::Hole(e) => e.fmt(f),
            Unreadable::LgOffBoard { word, size } => write!(f, "'{word}' is not a hole of the {size} board"),
            Unreadable::LgNotAMove(word) => write!(
                f,
                "'{word}' is not a move: Little Golem writes a hole as two letters, its column and its row, or swap, \
                 resign or draw"
            ),
        }
    }
}

impl std::error::Error for Unreadable {}
