//! Hex at its screen: a tap places a stone, the rules answer with the record played on or
//! a typed error. Everything else (undo, the computer, notices, a game replaced and
//! brought back) is what every connection game's screen does ([`crate::ui::connection`]).

use crate::ai::review::Played;
use crate::games::Colour;
use crate::games::hex::{Cell, Hex, Move, PlayError, Position, Record};
use crate::i18n::Lang;
use crate::i18n::game_screen::GAME_SCREEN;
use crate::i18n::hex::refusal;
use crate::ui::computer::NoMove;
use crate::ui::connection::{ScreenGame, SetUpRules, State};
use crate::worker::{GameRecord, HexGameRecord};

/// What the move list records: a move on the board, or a resignation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    Move(Move),
    Resign(Colour),
}

impl From<Move> for Play {
    fn from(mv: Move) -> Play {
        Play::Move(mv)
    }
}

/// Hex at its screen.
pub type HexGame = State<Hex>;

/// Hex's own taps: a cell, and the swap.
pub enum HexAction {
    Tap(Cell),
    Swap,
}

/// Hex says nothing of its own: every notice of its screen is one all games share.
#[derive(Clone, Debug, PartialEq)]
pub enum HexNotice {}

impl ScreenGame for Hex {
    type Move = Move;
    type Entry = Play;
    type Step = Record;
    type Pending = ();
    type Action = HexAction;
    type Notice = HexNotice;

    const SWAP_ACTION: HexAction = HexAction::Swap;
    const SET_UP: Option<SetUpRules<Hex>> =
        Some(SetUpRules { shown: Position::as_set_up, begin: |game, setup| Record::set_up(game.size(), setup) });
    const PLY: &'static str = "move";

    fn entries(record: &Record) -> Vec<Play> {
        record.moves().iter().copied().map(Play::Move).chain(record.resigned().map(Play::Resign)).collect()
    }

    fn step(record: Record) -> Record {
        record
    }

    fn record(step: &Record) -> &Record {
        step
    }

    fn play_entry(record: &mut Record, play: &Play) -> Result<(), PlayError> {
        match *play {
            Play::Move(mv) => record.play(mv),
            Play::Resign(loser) => record.resign(loser),
        }
    }

    fn resignation(loser: Colour) -> Play {
        Play::Resign(loser)
    }

    fn reviewed_as(play: &Play) -> Played<()> {
        match *play {
            Play::Move(_) => Played::Move(()),
            Play::Resign(colour) => Played::Resigned(colour),
        }
    }

    fn point(mv: &Move) -> Option<Cell> {
        match *mv {
            Move::Place(cell) => Some(cell),
            Move::Swap => None,
        }
    }

    fn answer_move(_: &Position, cell: Cell) -> Option<Move> {
        Some(Move::Place(cell))
    }

    fn played(play: &Play) -> Option<&Move> {
        match play {
            Play::Move(mv) => Some(mv),
            Play::Resign(_) => None,
        }
    }

    /// The move in notation, or who resigned.
    fn entry_text(play: &Play, lang: Lang) -> String {
        match play {
            Play::Move(mv) => Self::move_text(mv, lang),
            Play::Resign(colour) => (GAME_SCREEN[lang].resigns_entry)(*colour),
        }
    }

    fn game_record(game: &Record, moves: Vec<Move>) -> GameRecord {
        let start = game.start().cloned();
        GameRecord::Hex(HexGameRecord { size: game.size().get(), swap: game.swap_rule(), start, moves })
    }

    fn no_move(_: &Position) -> NoMove {
        // A Hex board with a move left always has a place for it: only a game over has none.
        NoMove::NoneFound
    }

    fn refusal(error: &PlayError, lang: Lang) -> String {
        refusal(lang, error)
    }

    fn notice_text(notice: &HexNotice, _: Lang) -> String {
        match *notice {}
    }

    fn reduce(game: &mut HexGame, action: HexAction) {
        let mv = match action {
            HexAction::Tap(cell) => Move::Place(cell),
            HexAction::Swap => Move::Swap,
        };
        game.person_plays(Play::Move(mv));
    }
}

impl HexGame {
    /// The cell of the stone placed last, for the marker on the board.
    pub fn last_stone(&self) -> Option<Cell> {
        match self.last_move()? {
            Move::Place(cell) => Some(*cell),
            // The one stone on the board: the first, kept or reflected by the swap.
            Move::Swap => {
                let board = self.position().board();
                board.cells().find(|&cell| board.stone(cell).is_some())
            }
        }
    }
}
