//! A connection game as every consumer sees it: the command line's `gtp`, `selfplay` and
//! `arena`, the worker and the page build on this one adapter, implemented once a game by a
//! marker type (`hex::Hex`, `twixt::Twixt`), in place of one trait a game per consumer.

use std::fmt;

use super::Connection;
use super::link::Linked;
use crate::games::{Colour, Game, GameKind, Outcome};

/// A move of the position the search plays: Hex's move, TwixT's peg with every bridge it
/// makes.
pub type MoveOf<G> = <<G as ConnectionGame>::Position as Game>::Move;

/// A move as the record writes it: Hex's move, TwixT's whole turn.
pub type RecordedMove<G> = <<G as ConnectionGame>::Record as Linked>::Move;

/// One connection game: its setup, its record, the position the referee and the search
/// play, and what only it knows of them.
pub trait ConnectionGame: 'static {
    const KIND: GameKind;
    /// The swap, as a move of the position.
    const SWAP: MoveOf<Self>;
    /// Whether the game builds bridges, which GTP's `list_bridges` lists.
    const BRIDGES: bool;

    /// How a new game is set up: the board's side and the game's settings.
    type Setup: Copy + Eq + fmt::Debug + 'static;
    /// The whole game, replayed through the rules, as its link spells it.
    type Record: Linked<Move: PartialEq, SizeError = Self::SizeError> + 'static;
    type Position: Connection;
    /// Why no board of the game has a side.
    type SizeError: fmt::Display;
    /// Why the rules refuse a move of the position.
    type PlayError: fmt::Display;
    /// Why a text names no move (GTP's `play`).
    type MoveTextError: fmt::Display;

    /// A new game's record.
    fn start(setup: Self::Setup) -> Self::Record;
    /// The setup `record` was played with.
    fn setup_of(record: &Self::Record) -> Self::Setup;
    /// `record` before its first move: a new game, or the position set up by hand it began
    /// from.
    fn opening(record: &Self::Record) -> Self::Record {
        Self::start(Self::setup_of(record))
    }
    /// Where `record` stands.
    fn position(record: &Self::Record) -> &Self::Position;
    /// A new game's position.
    fn new_position(setup: Self::Setup) -> Self::Position;
    /// The same settings on a board `side` a side.
    fn resized(setup: Self::Setup, side: u32) -> Result<Self::Setup, Self::SizeError>;

    /// A move of the search in `position` as the record writes it: TwixT's whole turn, the
    /// peg with the bridges it makes there.
    fn recorded(position: &Self::Position, mv: MoveOf<Self>) -> RecordedMove<Self>;
    /// Each move of `record`, in order, as the search plays it (`None` where it cannot:
    /// TwixT's turns with removals or bridges left unbuilt).
    fn searched(record: &Self::Record) -> Vec<Option<MoveOf<Self>>>;

    /// A move as GTP reads it, the swap's words aside.
    fn read_move(text: &str, position: &Self::Position) -> Result<MoveOf<Self>, Self::MoveTextError>;
    /// A move as GTP writes it (the swap included, in the word its controllers read).
    fn write_move(mv: MoveOf<Self>) -> String;
    /// Plays a move of the search, refused as the referee refuses it.
    fn play(position: &mut Self::Position, mv: MoveOf<Self>) -> Result<(), Self::PlayError>;
    fn resign(position: &mut Self::Position, loser: Colour) -> Result<(), Self::PlayError>;
    /// The board as text, with no empty line (which would end a GTP answer early).
    fn show_board(position: &Self::Position) -> String;
    /// Every bridge on the board, in notation order (none in a game without them).
    fn bridges(position: &Self::Position) -> Vec<String>;

    /// How many moves of `older` `newer` begins with, when it continues it: the same
    /// setup and start (a position set up by hand is spelt in the setting), and all its
    /// moves first. The page's records and the worker's search ask it.
    fn continues(newer: &Self::Record, older: &Self::Record) -> Option<usize> {
        let (played, earlier) = (newer.played(), older.played());
        let same_start = Self::setup_of(newer) == Self::setup_of(older) && newer.setting() == older.setting();
        (same_start && played.starts_with(earlier)).then_some(earlier.len())
    }
}

/// The last line of a text board: who won, or who is to move.
pub fn status(position: &impl Game) -> String {
    match position.outcome() {
        Some(Outcome::Draw) => "game over: a draw".to_owned(),
        Some(outcome) => format!("game over: {} wins", outcome.name()),
        None => format!("{} to move", position.to_move()),
    }
}
