//! The Hex screen's state and its pure reducer: a tap becomes an engine move, the engine
//! answers with a new position or a typed error, and the error becomes a notice. Nothing
//! here touches the browser.

use std::fmt;
use std::rc::Rc;

use yew::Reducible;

use crate::games::hex::{Cell, Move, PlayError, Position};
use crate::games::{Colour, Game};
use crate::timeline::Timeline;
use crate::ui::route::HexSetup;

/// What the move list records: a move on the board, or a resignation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    Move(Move),
    Resign(Colour),
}

impl fmt::Display for Play {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Play::Move(mv) => mv.fmt(f),
            Play::Resign(colour) => write!(f, "{colour} resigns"),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct HexGame {
    pub setup: HexSetup,
    pub timeline: Timeline<Position, Play>,
    /// Why the last action was refused, or what just happened that the player should know.
    pub notice: Option<String>,
    /// The game that "new game" replaced, so that it can be brought back: nothing is lost
    /// by a mistaken tap.
    pub previous: Option<Rc<HexGame>>,
}

impl HexGame {
    pub fn new(setup: HexSetup) -> HexGame {
        HexGame {
            setup,
            timeline: Timeline::new(Position::new(setup.size, setup.swap)),
            notice: None,
            previous: None,
        }
    }

    pub fn position(&self) -> &Position {
        self.timeline.current()
    }

    /// The cell of the stone placed last, for the marker on the board.
    pub fn last_stone(&self) -> Option<Cell> {
        let ply = self.timeline.ply();
        match self.timeline.moves().nth(ply.checked_sub(1)?)? {
            Play::Move(Move::Place(cell)) => Some(*cell),
            _ => None,
        }
    }
}

pub enum HexAction {
    Tap(Cell),
    Swap,
    /// The side to move resigns.
    Resign,
    Undo,
    Redo,
    /// Show the position after this many moves.
    Seek(usize),
    New(HexSetup),
    /// Bring back the game that the last "new game" replaced.
    Restore,
    Dismiss,
}

impl HexGame {
    fn attempt(mut self, play: Play) -> HexGame {
        let mut next = self.position().clone();
        let result = match play {
            Play::Move(mv) => next.play(mv),
            Play::Resign(colour) => next.resign(colour),
        };
        match result {
            Ok(()) => {
                self.timeline.push(play, next);
                self.notice = None;
                // Once the new game has begun, the one it replaced is gone for good.
                self.previous = None;
            }
            Err(error) => self.notice = Some(refusal(play, &error)),
        }
        self
    }
}

fn refusal(play: Play, error: &PlayError) -> String {
    match (play, error) {
        (_, PlayError::GameOver) => "The game is over: undo, or start a new game.".to_owned(),
        (Play::Move(Move::Place(cell)), PlayError::Occupied(_)) => {
            format!("{cell} is taken: choose an empty cell.")
        }
        (_, error) => {
            let mut text = error.to_string();
            if let Some(first) = text.get_mut(0..1) {
                first.make_ascii_uppercase();
            }
            text + "."
        }
    }
}

impl Reducible for HexGame {
    type Action = HexAction;

    fn reduce(self: Rc<Self>, action: HexAction) -> Rc<Self> {
        let mut game = Rc::unwrap_or_clone(self);
        let game = match action {
            HexAction::Tap(cell) => game.attempt(Play::Move(Move::Place(cell))),
            HexAction::Swap => game.attempt(Play::Move(Move::Swap)),
            HexAction::Resign => {
                let colour = game.position().to_move();
                game.attempt(Play::Resign(colour))
            }
            HexAction::Undo => {
                game.notice = (!game.timeline.undo()).then(|| "Nothing to undo.".to_owned());
                game
            }
            HexAction::Redo => {
                game.notice = (!game.timeline.redo()).then(|| "Nothing to redo.".to_owned());
                game
            }
            HexAction::Seek(ply) => {
                game.timeline.seek(ply);
                game.notice = None;
                game
            }
            HexAction::New(setup) => {
                let started = game.timeline.moves().len() > 0;
                let mut fresh = HexGame::new(setup);
                if started {
                    fresh.notice = Some("New game started.".to_owned());
                    fresh.previous = Some(Rc::new(game));
                }
                fresh
            }
            HexAction::Restore => match game.previous.take() {
                Some(previous) => Rc::unwrap_or_clone(previous),
                None => game,
            },
            HexAction::Dismiss => {
                game.notice = None;
                game.previous = None;
                game
            }
        };
        Rc::new(game)
    }
}
