//! The computer's part of a game screen's state, and the reducer steps every game shares:
//! when the computer is called, what its answer does, what undo takes back against it.
//! Pure, like the reducers that use it: a job opened here reaches the worker through the
//! screen's effect ([`super::use_search_worker`]), and the worker's replies come back as
//! [`ComputerAction::Reply`].

use std::fmt;

use super::Seating;
use crate::ai::{Level, Searched};
use crate::games::Colour;
use crate::i18n::Lang;
use crate::i18n::computer::{COMPUTER, Outlook};
use crate::i18n::game_screen::GAME_SCREEN;
use crate::worker::{Answer, GameRecord, Reply, Thoughts};

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
}

/// The move the computer suggests to the side to move, and what the search says of who wins.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint<M> {
    pub mv: M,
    pub outlook: Option<Outlook>,
}

impl<M> Hint<M> {
    /// "Hint: e5 (54% to win)", or "Hint: e5 (White wins: proved)", in `lang`; the move as
    /// `said` says it.
    pub fn text(&self, said: impl Fn(&M, Lang) -> String, lang: Lang) -> String {
        (COMPUTER[lang].hint_move)(&said(&self.mv, lang), self.outlook)
    }
}

/// What the search says of who wins: the winner when it is proved, else the side to move's
/// winning chance as a whole percentage.
pub fn outlook(thoughts: &Thoughts) -> Option<Outlook> {
    match thoughts.proved {
        Some(winner) => Some(Outlook::Proved(winner)),
        None => thoughts.win_rate.map(|rate| Outlook::Chance((rate * 100.0).round() as u32)),
    }
}

/// What the computer's part of a screen tells the player: kept as what happened, and worded
/// only when drawn, in the page's language of the moment.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ComputerNotice {
    /// A person's tap while the computer thinks about its own move.
    Wait,
    NothingToUndo,
    GameOver,
    NothingToHint,
    /// The computer left its seats, and why.
    Stopped(Stop),
    NoHint(NoMove),
}

/// Why the computer cannot go on. The worker's and the engines' reasons are their own
/// English words, which only a fault in the page could bring to the screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    GameUnreadable(String),
    MoveUnreadable { mv: String, reason: String },
    MoveRefused { mv: String, reason: String },
    NoMove(NoMove),
}

/// Why the search found no move although the game goes on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoMove {
    /// Nothing the game can explain: a Hex board with a move left always has a place.
    NoneFound,
    /// TwixT's side to move has every peg on the board, and the computer never removes.
    AllPegsPlaced(Colour),
    /// TwixT's side to move has no hole left for a peg.
    NoHoleLeft(Colour),
}

impl NoMove {
    fn clause(self, lang: Lang) -> String {
        let words = &COMPUTER[lang];
        match self {
            NoMove::NoneFound => words.no_move.to_owned(),
            NoMove::AllPegsPlaced(colour) => (words.all_pegs_placed)(colour),
            NoMove::NoHoleLeft(colour) => (words.no_hole_left)(colour),
        }
    }
}

impl ComputerNotice {
    /// The notice in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let words = &COMPUTER[lang];
        match self {
            ComputerNotice::Wait => words.wait.to_owned(),
            ComputerNotice::NothingToUndo => words.nothing_to_undo.to_owned(),
            ComputerNotice::GameOver => GAME_SCREEN[lang].game_over.to_owned(),
            ComputerNotice::NothingToHint => words.nothing_to_hint.to_owned(),
            ComputerNotice::NoHint(why) => (words.no_hint)(&why.clause(lang)),
            ComputerNotice::Stopped(stop) => {
                let why = match stop {
                    Stop::GameUnreadable(reason) => (words.game_unreadable)(reason),
                    Stop::MoveUnreadable { mv, reason } => (words.move_unreadable)(mv, reason),
                    Stop::MoveRefused { mv, reason } => (words.move_refused)(mv, reason),
                    Stop::NoMove(why) => why.clause(lang),
                };
                (words.stopped)(&why)
            }
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
        self.thinking = Some(Thinking { job: self.next_job, purpose, iterations, game });
        self.next_job += 1;
    }

    /// Back to the game after a person's move or a change of seats or level: nothing
    /// under way.
    fn resume(&mut self) {
        self.thinking = None;
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

/// A game screen's state that can seat the computer. The game gives the few facts only it
/// knows; when the computer is called, what its answer does and what undo takes back
/// against it are decided here, once for every game.
pub trait ComputerGame {
    /// A move as the worker names it, read back.
    type Move: Clone + fmt::Display;
    /// The position the search plays, for its levels' budgets.
    type Position: Searched;

    fn computer(&self) -> &Computer<Self::Move>;
    fn computer_mut(&mut self) -> &mut Computer<Self::Move>;
    fn to_move(&self) -> Colour;
    fn colours_exchanged(&self) -> bool;
    fn is_over(&self) -> bool;
    /// Whether the board shows another position than the game's (an earlier one, a
    /// variation): the computer waits until the game is shown again.
    fn browsing(&self) -> bool;
    /// The game so far as the worker reads it.
    fn game_record(&self) -> GameRecord;
    /// Takes back the last move (or whatever of a turn is being built); false at the start.
    fn step_back(&mut self) -> bool;
    /// The worker's answer as this game's move; `None` when it is another game's.
    fn read_move(&self, answer: &Answer) -> Option<Self::Move>;
    /// Plays the computer's move, or says why the rules refuse it.
    fn play_move(&mut self, mv: Self::Move) -> Result<(), String>;
    /// Why the search finds no move for the side to move although the game goes on.
    fn no_move(&self) -> NoMove;
    /// Something the player should know.
    fn say(&mut self, notice: ComputerNotice);

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
            self.say(ComputerNotice::Wait);
            return false;
        }
        self.computer_mut().resume();
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
            self.say(ComputerNotice::NothingToUndo);
            return;
        }
        while self.computer().seating.has_computer() && self.computer_at(self.to_move()) && self.step_back() {}
    }

    /// Opens a job whenever the computer sits at the side to move and the game goes on,
    /// whatever led there (a move, undo, redo, a game opened, a change of seats), unless
    /// the board shows another position than the game's. Every reducer ends with this; a
    /// move the computer plays where moves were undone keeps them as a variation, as a
    /// person's does.
    fn call_computer(&mut self) {
        let computer = self.computer();
        if computer.thinking.is_some() || self.browsing() || self.is_over() {
            return;
        }
        if self.computer_at(self.to_move()) {
            let level = self.computer().level;
            self.think(Purpose::Move, level);
        }
    }

    fn think(&mut self, purpose: Purpose, level: Level) {
        let game = self.game_record();
        self.computer_mut().think(purpose, Self::Position::iterations(level), game);
    }

    /// The computer leaves its seats, saying why: asking again would fail again.
    fn computer_stops(&mut self, why: Stop) {
        self.computer_mut().seating = Seating::People;
        self.say(ComputerNotice::Stopped(why));
    }

    fn act(&mut self, action: ComputerAction) {
        match action {
            ComputerAction::Seating(seating) => {
                let computer = self.computer_mut();
                computer.seating = seating;
                computer.resume();
            }
            ComputerAction::Level(level) => {
                let computer = self.computer_mut();
                computer.level = level;
                computer.resume();
            }
            ComputerAction::Move => {
                if self.is_over() {
                    self.say(ComputerNotice::GameOver);
                } else if !self.computer_to_move() {
                    let level = self.computer().level;
                    self.think(Purpose::Move, level);
                }
            }
            ComputerAction::Hint => {
                if self.is_over() {
                    self.say(ComputerNotice::NothingToHint);
                } else if self.computer().thinking.is_none() {
                    // Hints are meant to come at once, whatever the computer's own level.
                    self.think(Purpose::Hint, Level::Quick);
                }
            }
            ComputerAction::Reply(Reply::Done { job, thoughts }) => self.answer(job, thoughts),
            ComputerAction::Reply(Reply::Failed { job, reason }) => {
                if self.computer_mut().close(job).is_some() {
                    self.computer_stops(Stop::GameUnreadable(reason.to_string()));
                }
            }
            // The progress reports go to the thinking line alone ([`super::Progress::divert`]), and
            // a game screen of the search never asks for a benchmark or another game's computer.
            ComputerAction::Reply(
                Reply::Progress { .. } | Reply::Bench { .. } | Reply::Doublets(_) | Reply::Shugoron(_),
            ) => {}
        }
    }

    /// The answer to `job`: the computer's move played, or the hint shown.
    fn answer(&mut self, job: u32, thoughts: Thoughts) {
        let Some(purpose) = self.computer_mut().close(job) else { return };
        let odds = outlook(&thoughts);
        let Some(answer) = thoughts.best else {
            let why = self.no_move();
            match purpose {
                Purpose::Move => self.computer_stops(Stop::NoMove(why)),
                Purpose::Hint => self.say(ComputerNotice::NoHint(why)),
            }
            return;
        };
        let mv = match self.read_move(&answer) {
            Some(mv) => mv,
            None => {
                let reason = "the answer is another game's move".to_owned();
                return self.computer_stops(Stop::MoveUnreadable { mv: answer.to_string(), reason });
            }
        };
        match purpose {
            Purpose::Move => {
                if let Err(reason) = self.play_move(mv.clone()) {
                    self.computer_stops(Stop::MoveRefused { mv: mv.to_string(), reason });
                }
            }
            Purpose::Hint => self.computer_mut().hint = Some(Hint { mv, outlook: odds }),
        }
    }
}
