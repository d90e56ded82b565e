//! The Hex screen's state and its pure reducer: a tap becomes an engine move, the engine
//! answers with a new position or a typed error, and the error becomes a notice. The
//! reducer also decides when the computer should think (it opens a numbered job); the
//! screen's effects carry jobs to the worker and bring answers back. Nothing here touches
//! the browser.

use std::fmt;
use std::rc::Rc;

use yew::Reducible;

use crate::ai::hex::Level;
use crate::games::hex::{Cell, Move, PlayError, Position, Record};
use crate::games::{Colour, Game};
use crate::timeline::Timeline;
use crate::ui::route::HexSetup;
use crate::worker::{HexGameRecord, Thoughts};

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

/// Who plays for a player: somebody at the tablet, or the computer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    Person,
    Computer(Level),
}

/// The two players: the one who moves first (Black, until a colour swap) and the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seats {
    pub first: Seat,
    pub second: Seat,
}

impl Seats {
    pub const HOT_SEAT: Seats = Seats { first: Seat::Person, second: Seat::Person };

    pub fn has_computer(self) -> bool {
        self.first != Seat::Person || self.second != Seat::Person
    }
}

/// Why the computer is thinking.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// To play the move.
    Move,
    /// To suggest a move to the person to move.
    Hint,
}

/// A search under way in the worker.
#[derive(Clone, Debug, PartialEq)]
pub struct Thinking {
    /// The job's number: answers to any other job are stale and ignored.
    pub job: u32,
    pub purpose: Purpose,
    pub iterations: u32,
    pub record: HexGameRecord,
    pub thoughts: Thoughts,
}

#[derive(Clone, Debug, PartialEq)]
pub struct HexGame {
    pub setup: HexSetup,
    pub timeline: Timeline<Position, Play>,
    pub seats: Seats,
    /// The level used for hints and for "computer, play this move".
    pub level: Level,
    pub thinking: Option<Thinking>,
    /// The last hint: a move for the side to move, and its winning chance.
    pub hint: Option<(Move, Option<f32>)>,
    next_job: u32,
    /// Why the last action was refused, or what just happened that the player should know.
    pub notice: Option<String>,
    /// The game that "new game" replaced, so that it can be brought back: nothing is lost
    /// by a mistaken tap.
    pub previous: Option<Rc<HexGame>>,
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
    /// Open a whole game (a saved one, or one pasted in) at its last move, and say so.
    Open { record: Record, notice: String },
    /// Something the player should know.
    Say(String),
    /// Bring back the game that the last "new game" replaced.
    Restore,
    Dismiss,
    Seats(Seats),
    Level(Level),
    /// The computer plays the side to move, whoever sits there.
    ComputerMove,
    Hint,
    /// How a job is going.
    Progress { job: u32, thoughts: Thoughts },
    /// A job's answer.
    Answer { job: u32, thoughts: Thoughts },
    Failed { job: u32, reason: String },
}

impl HexGame {
    pub fn new(setup: HexSetup, seats: Seats, level: Level) -> HexGame {
        let mut game = HexGame {
            setup,
            timeline: Timeline::new(Position::new(setup.size, setup.swap)),
            seats,
            level,
            thinking: None,
            hint: None,
            next_job: 1,
            notice: None,
            previous: None,
        };
        game.call_computer();
        game
    }

    /// The game of `record`, at its last move, every move in the list.
    pub fn from_record(record: &Record, seats: Seats, level: Level) -> HexGame {
        let setup = HexSetup { size: record.size(), swap: record.swap_rule() };
        // Seated as people while replaying, so that the computer waits for the last move.
        let mut game = HexGame::new(setup, Seats::HOT_SEAT, level);
        for &mv in record.moves() {
            game.attempt(Play::Move(mv));
        }
        if let Some(loser) = record.resigned() {
            game.attempt(Play::Resign(loser));
        }
        game.seats = seats;
        game.call_computer();
        game
    }

    /// The game as the board shows it, from its start: what a link or the saved game holds.
    pub fn record(&self) -> Record {
        let mut record = Record::new(self.setup.size, self.setup.swap);
        for play in self.timeline.moves().take(self.timeline.ply()) {
            // Every move in the timeline was played by the same rules: none is refused.
            let _ = match *play {
                Play::Move(mv) => record.play(mv),
                Play::Resign(loser) => record.resign(loser),
            };
        }
        record
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

    /// Who sits at `colour` now: the first player holds Black unless colours were swapped.
    pub fn seat(&self, colour: Colour) -> Seat {
        let first_holds = if self.position().colours_exchanged() { Colour::White } else { Colour::Black };
        if colour == first_holds { self.seats.first } else { self.seats.second }
    }

    /// The colour the resign button gives up: the side to move, or against the computer,
    /// the person's, whoever is to move.
    pub fn resigner(&self) -> Colour {
        let to_move = self.position().to_move();
        [to_move, to_move.opponent()].into_iter().find(|&c| self.seat(c) == Seat::Person).unwrap_or(to_move)
    }

    /// Whether the computer is thinking about its own move (taps must wait).
    pub fn computer_to_move(&self) -> bool {
        self.thinking.as_ref().is_some_and(|t| t.purpose == Purpose::Move)
    }

    /// The game so far as the worker reads it.
    fn worker_record(&self) -> HexGameRecord {
        let moves = self
            .timeline
            .moves()
            .take(self.timeline.ply())
            .filter_map(|play| match play {
                Play::Move(mv) => Some(mv.to_string()),
                Play::Resign(_) => None,
            })
            .collect();
        HexGameRecord { size: self.setup.size.get(), swap: self.setup.swap.name().to_owned(), moves }
    }

    fn think(&mut self, purpose: Purpose, level: Level) {
        self.thinking = Some(Thinking {
            job: self.next_job,
            purpose,
            iterations: level.iterations(),
            record: self.worker_record(),
            thoughts: Thoughts { iterations: 0, best: None, win_rate: None },
        });
        self.next_job += 1;
    }

    /// Opens a job when the computer sits at the side to move, the game goes on, and the
    /// board shows the latest position (not one browsed back to).
    fn call_computer(&mut self) {
        let position = self.position();
        if self.thinking.is_some() || position.ending().is_some() || self.timeline.can_redo() {
            return;
        }
        if let Seat::Computer(level) = self.seat(position.to_move()) {
            self.think(Purpose::Move, level);
        }
    }

    fn attempt(&mut self, play: Play) {
        let mut next = self.position().clone();
        let result = match play {
            Play::Move(mv) => next.play(mv),
            Play::Resign(colour) => next.resign(colour),
        };
        match result {
            Ok(()) => {
                self.timeline.push(play, next);
                self.notice = None;
                self.hint = None;
                // Once the new game has begun, the one it replaced is gone for good.
                self.previous = None;
            }
            Err(error) => self.notice = Some(refusal(play, &error)),
        }
    }

    /// A person's move: refused while the computer is thinking about its own; a pending
    /// hint is dropped.
    fn person_plays(&mut self, play: Play) {
        if self.computer_to_move() {
            self.notice = Some("The computer is thinking: wait for its move, or tap “Move now”.".to_owned());
            return;
        }
        self.thinking = None;
        self.attempt(play);
    }

    /// Takes back one move, or against the computer, back to the last position where a
    /// person was to move (the computer's reply and yours).
    fn undo(&mut self) {
        if !self.timeline.undo() {
            self.notice = Some("Nothing to undo.".to_owned());
            return;
        }
        while self.seats.has_computer()
            && self.seat(self.position().to_move()) != Seat::Person
            && self.timeline.undo()
        {}
        self.notice = None;
    }

    fn answer(&mut self, job: u32, thoughts: Thoughts) {
        let Some(thinking) = self.thinking.take_if(|t| t.job == job) else { return };
        let best = thoughts.best.as_deref().and_then(|text| Move::parse(text, self.setup.size).ok());
        match (thinking.purpose, best) {
            (Purpose::Move, Some(mv)) => self.attempt(Play::Move(mv)),
            (Purpose::Hint, Some(mv)) => self.hint = Some((mv, thoughts.win_rate)),
            (_, None) => self.notice = Some("The computer found no move to play.".to_owned()),
        }
    }
}

impl HexGame {
    /// `fresh` takes this game's place; a game with moves can be brought back.
    fn replaced_by(mut self, mut fresh: HexGame, text: &str) -> HexGame {
        fresh.next_job = self.next_job + 1;
        if self.timeline.moves().len() > 0 {
            fresh.notice = Some(text.to_owned());
            self.thinking = None;
            fresh.previous = Some(Rc::new(self));
        }
        fresh
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
        match action {
            HexAction::Tap(cell) => game.person_plays(Play::Move(Move::Place(cell))),
            HexAction::Swap => game.person_plays(Play::Move(Move::Swap)),
            HexAction::Resign => {
                let colour = game.resigner();
                game.thinking = None;
                game.attempt(Play::Resign(colour));
            }
            HexAction::Undo => {
                game.thinking = None;
                game.hint = None;
                game.undo();
            }
            HexAction::Redo => {
                game.thinking = None;
                game.hint = None;
                game.notice = (!game.timeline.redo()).then(|| "Nothing to redo.".to_owned());
            }
            HexAction::Seek(ply) => {
                game.thinking = None;
                game.hint = None;
                game.timeline.seek(ply);
                game.notice = None;
            }
            HexAction::New(setup) => {
                let fresh = HexGame::new(setup, game.seats, game.level);
                game = game.replaced_by(fresh, "New game started.");
            }
            HexAction::Open { record, notice } => {
                let opened = HexGame::from_record(&record, game.seats, game.level);
                game = game.replaced_by(opened, &notice);
                game.notice = Some(notice);
            }
            HexAction::Restore => {
                if let Some(previous) = game.previous.take() {
                    let next_job = game.next_job;
                    game = Rc::unwrap_or_clone(previous);
                    game.next_job = next_job;
                }
            }
            HexAction::Say(text) => game.notice = Some(text),
            HexAction::Dismiss => {
                game.notice = None;
                game.previous = None;
            }
            HexAction::Seats(seats) => {
                game.seats = seats;
                game.thinking = None;
            }
            HexAction::Level(level) => {
                game.level = level;
                game.thinking = None;
                // Computer seats take the new level too.
                for seat in [&mut game.seats.first, &mut game.seats.second] {
                    if let Seat::Computer(_) = seat {
                        *seat = Seat::Computer(level);
                    }
                }
            }
            HexAction::ComputerMove => {
                if game.position().ending().is_some() {
                    game.notice = Some("The game is over: undo, or start a new game.".to_owned());
                } else if !game.computer_to_move() {
                    game.think(Purpose::Move, game.level);
                }
            }
            HexAction::Hint => {
                if game.position().ending().is_some() {
                    game.notice = Some("The game is over: there is nothing to hint.".to_owned());
                } else if game.thinking.is_none() {
                    game.think(Purpose::Hint, Level::Quick);
                }
            }
            HexAction::Progress { job, thoughts } => {
                if let Some(thinking) = game.thinking.as_mut().filter(|t| t.job == job) {
                    thinking.thoughts = thoughts;
                }
            }
            HexAction::Answer { job, thoughts } => game.answer(job, thoughts),
            HexAction::Failed { job, reason } => {
                if game.thinking.take_if(|t| t.job == job).is_some() {
                    // Asking again would fail again: the computer leaves its seat.
                    game.seats = Seats::HOT_SEAT;
                    game.notice = Some(format!(
                        "The computer could not read the game ({reason}) and stopped playing; \
                         you can go on as two players."
                    ));
                }
            }
        }
        game.call_computer();
        Rc::new(game)
    }
}
