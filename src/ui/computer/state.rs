//! The computer's part of a game screen's state, and the reducer steps every game shares:
//! when the computer is called, what its answer does, what undo takes back against it.
//! Pure, like the reducers that use it: a job opened here reaches the worker through the
//! screen's effect ([`super::use_search_worker`]), and the worker's replies come back as
//! [`ComputerAction::Reply`].

use std::fmt;

use super::Seating;
use crate::ai::{Level, SearchStyle};
use crate::games::Colour;
use crate::worker::{GameRecord, Reply, Thoughts};

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
    /// The game as the worker reads it.
    pub game: GameRecord,
    pub thoughts: Thoughts,
}

/// The move the computer suggests to the side to move, and its winning chance.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint<M> {
    pub mv: M,
    pub win_rate: Option<f32>,
}

impl<M: fmt::Display> fmt::Display for Hint<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Hint: {}", self.mv)?;
        match self.win_rate {
            Some(rate) => write!(f, " ({:.0}% to win)", rate * 100.0),
            None => Ok(()),
        }
    }
}

/// Who the computer plays, how hard it thinks, and what it is thinking about. `M` is the
/// game's move as the worker names it (Hex's move, TwixT's whole turn).
#[derive(Clone, Debug, PartialEq)]
pub struct Computer<M> {
    pub seating: Seating,
    /// The level of its seats, and of "computer, move".
    pub level: Level,
    pub thinking: Option<Thinking>,
    pub hint: Option<Hint<M>>,
    /// Never reused, so that a late answer to a job that was closed is known for stale.
    next_job: u32,
}

impl<M> Default for Computer<M> {
    fn default() -> Self {
        Computer { seating: Seating::People, level: Level::Normal, thinking: None, hint: None, next_job: 1 }
    }
}

impl<M> Computer<M> {
    /// The computer for a game that takes this one's place (a new game, a game opened):
    /// the same seats and level, nothing under way, job numbers going on from here.
    pub fn handed_on(&self) -> Computer<M> {
        Computer { thinking: None, hint: None, ..*self }
    }

    /// This computer back in use after `other` (a game brought back): its seats and level,
    /// nothing under way, job numbers going on from `other`'s.
    pub fn resumed_after(&self, other: &Computer<M>) -> Computer<M> {
        Computer { next_job: other.next_job, ..self.handed_on() }
    }

    /// The job under way, and why: what the worker is busy with.
    pub fn job(&self) -> Option<(u32, Purpose)> {
        self.thinking.as_ref().map(|t| (t.job, t.purpose))
    }

    fn think(&mut self, purpose: Purpose, iterations: u32, game: GameRecord) {
        let thoughts = Thoughts { iterations: 0, best: None, win_rate: None };
        self.thinking = Some(Thinking { job: self.next_job, purpose, iterations, game, thoughts });
        self.next_job += 1;
    }

    /// Closes the job under way, if it is `job`, and tells why it was opened.
    fn close(&mut self, job: u32) -> Option<Purpose> {
        self.thinking.take_if(|t| t.job == job).map(|t| t.purpose)
    }
}

/// What the computer's controls and the worker ask of a game screen.
#[derive(Clone, Debug, PartialEq)]
pub enum ComputerAction {
    /// The "Players" menu.
    Seating(Seating),
    /// The level menu: the computer's seats take it too.
    Level(Level),
    /// Play the side to move now, whoever sits there.
    Move,
    Hint,
    /// The worker's answer to a job, or how it is going.
    Reply(Reply),
}

/// What a screen shows while the computer thinks about its own move and a person taps.
const THINKING: &str = "The computer is thinking: wait for its move, or tap “Move now”.";

/// A game screen's state that can seat the computer. The game gives the few facts only it
/// knows; when the computer is called, what its answer does and what undo takes back
/// against it are decided here, once for every game.
pub trait ComputerGame {
    /// A move as the worker names it, read back.
    type Move: Clone + fmt::Display;
    /// The search that plays this game, for its levels' budgets.
    type Style: SearchStyle;

    fn computer(&self) -> &Computer<Self::Move>;
    fn computer_mut(&mut self) -> &mut Computer<Self::Move>;
    fn to_move(&self) -> Colour;
    fn colours_exchanged(&self) -> bool;
    fn is_over(&self) -> bool;
    /// Whether the board shows a position browsed back to: moves wait to be redone there,
    /// and the computer waits with them.
    fn browsing(&self) -> bool;
    /// The game so far as the worker reads it.
    fn game_record(&self) -> GameRecord;
    /// Takes back the last move (or whatever of a turn is being built); false at the start.
    fn step_back(&mut self) -> bool;
    /// The worker's move in notation, read for this game.
    fn read_move(&self, text: &str) -> Result<Self::Move, String>;
    /// Plays the computer's move, or says why the rules refuse it.
    fn play_move(&mut self, mv: Self::Move) -> Result<(), String>;
    /// Why the search finds no move for the side to move although the game goes on.
    fn no_move(&self) -> String;
    /// Something the player should know.
    fn say(&mut self, text: String);

    /// Whether the computer plays `colour` now (a swap exchanges the seats' colours).
    fn computer_at(&self, colour: Colour) -> bool {
        self.computer().seating.computer_plays(colour, self.colours_exchanged())
    }

    /// Whether the computer is thinking about its own move: then taps must wait.
    fn computer_to_move(&self) -> bool {
        self.computer().job().is_some_and(|(_, purpose)| purpose == Purpose::Move)
    }

    /// The colour the resign button gives up: the side to move, or against the computer,
    /// the person's, whoever is to move.
    fn resigner(&self) -> Colour {
        let to_move = self.to_move();
        [to_move, to_move.opponent()].into_iter().find(|&c| !self.computer_at(c)).unwrap_or(to_move)
    }

    /// Before a person's move: refused, with a message, while the computer thinks about its
    /// own; a hint being sought is dropped.
    fn person_may_play(&mut self) -> bool {
        if self.computer_to_move() {
            self.say(THINKING.to_owned());
            return false;
        }
        self.computer_mut().thinking = None;
        true
    }

    /// Forgets the search under way and the hint shown: the position is about to change
    /// under them.
    fn forget_thoughts(&mut self) {
        let computer = self.computer_mut();
        computer.thinking = None;
        computer.hint = None;
    }

    /// Undo: one move, or against the computer, back to the last position where a person
    /// was to move (the computer's reply and yours).
    fn take_back(&mut self) {
        self.forget_thoughts();
        if !self.step_back() {
            self.say("Nothing to undo.".to_owned());
            return;
        }
        while self.computer().seating.has_computer() && self.computer_at(self.to_move()) && self.step_back() {}
    }

    /// Opens a job when the computer sits at the side to move, the game goes on, and the
    /// board shows the latest position. Every reducer ends with this.
    fn call_computer(&mut self) {
        if self.computer().thinking.is_some() || self.is_over() || self.browsing() {
            return;
        }
        if self.computer_at(self.to_move()) {
            let level = self.computer().level;
            self.think(Purpose::Move, level);
        }
    }

    fn think(&mut self, purpose: Purpose, level: Level) {
        let game = self.game_record();
        self.computer_mut().think(purpose, Self::Style::iterations(level), game);
    }

    /// The computer leaves its seats, saying why: asking again would fail again.
    fn computer_stops(&mut self, why: &str) {
        self.computer_mut().seating = Seating::People;
        self.say(format!("{why}; it stopped playing, and you can go on as two players."));
    }

    fn act(&mut self, action: ComputerAction) {
        match action {
            ComputerAction::Seating(seating) => {
                let computer = self.computer_mut();
                computer.seating = seating;
                computer.thinking = None;
            }
            ComputerAction::Level(level) => {
                let computer = self.computer_mut();
                computer.level = level;
                computer.thinking = None;
            }
            ComputerAction::Move => {
                if self.is_over() {
                    self.say("The game is over: undo, or start a new game.".to_owned());
                } else if !self.computer_to_move() {
                    let level = self.computer().level;
                    self.think(Purpose::Move, level);
                }
            }
            ComputerAction::Hint => {
                if self.is_over() {
                    self.say("The game is over: there is nothing to hint.".to_owned());
                } else if self.computer().thinking.is_none() {
                    // Hints are meant to come at once, whatever the computer's own level.
                    self.think(Purpose::Hint, Level::Quick);
                }
            }
            ComputerAction::Reply(Reply::Progress { job, thoughts }) => {
                if let Some(thinking) = self.computer_mut().thinking.as_mut().filter(|t| t.job == job) {
                    thinking.thoughts = thoughts;
                }
            }
            ComputerAction::Reply(Reply::Done { job, thoughts }) => self.answer(job, thoughts),
            ComputerAction::Reply(Reply::Failed { job, reason }) => {
                if self.computer_mut().close(job).is_some() {
                    self.computer_stops(&format!("The computer could not read the game ({reason})"));
                }
            }
            // A game screen never asks for a benchmark.
            ComputerAction::Reply(Reply::Bench { .. }) => {}
        }
    }

    /// The answer to `job`: the computer's move played, or the hint shown.
    fn answer(&mut self, job: u32, thoughts: Thoughts) {
        let Some(purpose) = self.computer_mut().close(job) else { return };
        let Some(text) = thoughts.best else {
            let why = self.no_move();
            match purpose {
                Purpose::Move => self.computer_stops(&why),
                Purpose::Hint => self.say(format!("No hint: {why}.")),
            }
            return;
        };
        let mv = match self.read_move(&text) {
            Ok(mv) => mv,
            Err(e) => return self.computer_stops(&format!("The computer's move {text} could not be read ({e})")),
        };
        match purpose {
            Purpose::Move => {
                if let Err(e) = self.play_move(mv.clone()) {
                    self.computer_stops(&format!("The computer's move {mv} was refused ({e})"));
                }
            }
            Purpose::Hint => self.computer_mut().hint = Some(Hint { mv, win_rate: thoughts.win_rate }),
        }
    }
}
