//! What a connection game gives the screen they share: its types and the facts only it
//! knows.

use std::fmt;

use super::State;
use super::notes::PointOf;
use crate::ai::Searched;
use crate::ai::review::Played;
use crate::games::Colour;
use crate::games::connection::{ConnectionGame, SetUp, SetUpError};
use crate::i18n::Lang;
use crate::i18n::records::Source;
use crate::ui::computer::{NoMove, Said};
use crate::ui::records::Exchange;
use crate::worker::{Answered, GameRecord, ReviewedGame};

/// A connection game as its screen plays it, implemented by the game's marker (`Hex`,
/// `Twixt`): what is the game's own (its setup, record and position) comes from its
/// [`ConnectionGame`]; what is the screen's (its moves as the worker names them, its taps,
/// notices and words) is here.
pub trait ScreenGame:
    ConnectionGame<
        // The whole game, as links, saved games and the Records panel hold it, and as the
        // worker reviews it.
        Record: Exchange<Format: Into<Source>, Move = Self::Move> + fmt::Debug + Into<ReviewedGame>,
        Position: Searched,
        PlayError: Clone + PartialEq + fmt::Debug,
    > + Clone
    + PartialEq
    + fmt::Debug
{
    /// A move as the worker names it (Hex's move, TwixT's whole turn).
    type Move: Clone + PartialEq + fmt::Debug + Said + Answered;
    /// One entry of the move list: a move, a resignation, a draw agreed.
    type Entry: Clone + PartialEq + fmt::Debug + From<Self::Move>;
    /// What the timeline keeps after each ply: the record, with whatever the screen says of
    /// it worked out once, when the ply is played.
    type Step: Clone + PartialEq + fmt::Debug;
    /// What waits on the next ply (TwixT's turn being built, a draw offered): gone with
    /// every ply, and whenever the board leaves the position.
    type Pending: Clone + Default + PartialEq + fmt::Debug;
    /// The game's own taps and buttons.
    type Action;
    /// What only this game's screen tells the player.
    type Notice: Clone + PartialEq + fmt::Debug;

    /// The swap button's action.
    const SWAP_ACTION: Self::Action;
    /// How a study begins from a position set up by hand; `None` for a game whose set-ups
    /// are not written yet (TwixT), which offers none.
    const SET_UP: Option<SetUpRules<Self>>;
    /// What a diagram's file name counts: `hex-11x11-move-12`, `twixt-24x24-turn-12`.
    const PLY: &'static str;

    /// The record's entries in order, as the move list shows them.
    fn entries(record: &Self::Record) -> Vec<Self::Entry>;
    fn step(record: Self::Record) -> Self::Step;
    fn record(step: &Self::Step) -> &Self::Record;
    /// Plays `entry` on `record`, or says why the rules refuse it and changes nothing.
    fn play_entry(record: &mut Self::Record, entry: &Self::Entry) -> Result<(), Self::PlayError>;
    fn resignation(loser: Colour) -> Self::Entry;
    /// How the review reads an entry: a move, a resignation, a draw agreed.
    fn reviewed_as(entry: &Self::Entry) -> Played<()>;
    /// The move of an entry that is one.
    fn played(entry: &Self::Entry) -> Option<&Self::Move>;
    /// The move list's entry, in `lang`.
    fn entry_text(entry: &Self::Entry, lang: Lang) -> String;
    /// A move as the move list and a hint say it, in `lang` ([`Said`]).
    fn move_text(mv: &Self::Move, lang: Lang) -> String {
        mv.said(lang)
    }

    /// `moves` played from `game`'s start (its setup, and the position set up by hand it
    /// began from, if any), as the worker reads it.
    fn game_record(game: &Self::Record, moves: Vec<Self::Move>) -> GameRecord;
    /// The point a move plays on, where a question's answer is: Hex's cell, TwixT's peg;
    /// none for the swap.
    fn point(mv: &Self::Move) -> Option<<Self::Record as Exchange>::Point>;
    /// The move a reader's answer on `point` is in `position`, for the computer to weigh:
    /// Hex's stone; TwixT's peg with every bridge it can make there.
    fn answer_move(position: &Self::Position, point: <Self::Record as Exchange>::Point) -> Option<Self::Move>;
    /// Why the search finds no move for the side to move although the game goes on.
    fn no_move(position: &Self::Position) -> NoMove;

    /// Why the rules refused a move, in `lang`.
    fn refusal(error: &Self::PlayError, lang: Lang) -> String;
    fn notice_text(notice: &Self::Notice, lang: Lang) -> String;

    /// The game's own actions.
    fn reduce(game: &mut State<Self>, action: Self::Action);
    /// After every action, once the computer is called: what the board shows worked out.
    fn settle(_game: &mut State<Self>) {}
    /// Whether a turn is being built, which undo takes back first.
    fn turn_begun(_pending: &Self::Pending) -> bool {
        false
    }
}

/// How a game's study begins from a position set up by hand (issue 50): the position shown
/// as a set-up, and a game from a set-up on `game`'s board, or why none can begin there.
pub struct SetUpRules<G: ScreenGame> {
    pub shown: fn(&G::Position) -> SetUp<PointOf<G>>,
    pub begin: fn(&G::Record, SetUp<PointOf<G>>) -> Begun<G>,
}

/// A game from a position set up by hand, or why none can begin there.
pub type Begun<G> = Result<<G as ConnectionGame>::Record, SetUpError<PointOf<G>>>;
