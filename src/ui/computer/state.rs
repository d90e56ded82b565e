//! The computer's part of a game screen's state: who it plays, how hard it thinks, the job
//! it has given the worker, the hint and the analysis it found, and what it tells the
//! player. The reducer steps that use it are the screen's (`ui::connection`); a job opened
//! here reaches the worker through the screen's effect ([`super::use_worker`]).

use super::{Asked, Lane, Open, SearchEvent, Seating};
use crate::ai::Level;
use crate::games::Colour;
use crate::i18n::Lang;
use crate::i18n::computer::{COMPUTER, Outlook};
use crate::i18n::game_screen::GAME_SCREEN;
use crate::worker::{GameRecord, Review, ReviewedGame, Think, Thoughts};

/// Why the computer is thinking.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// To play the move.
    Move,
    /// To suggest a move to the person to move.
    Hint,
    /// To show its best moves in the position shown, for as long as the player asks.
    Analysis,
    /// To weigh a reader's answer to a study's question that the author did not list: the
    /// position after it, searched (and proved where the solver can) for the reply.
    Answer,
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

/// A review under way in the worker: the game it weighs, and the iterations of each
/// position.
#[derive(Clone, Debug, PartialEq)]
pub struct Reviewing {
    pub job: u32,
    pub game: ReviewedGame,
    pub iterations: u32,
}

impl Open for Thinking {
    fn job(&self) -> u32 {
        self.job
    }
}

impl Open for Reviewing {
    fn job(&self) -> u32 {
        self.job
    }
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
pub fn outlook<M>(thoughts: &Thoughts<M>) -> Option<Outlook> {
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
    /// A move or a hint asked of the computer while it reviews the game.
    Reviewing,
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
            ComputerNotice::Reviewing => words.reviewing.to_owned(),
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
    /// The review under way: while it runs, the computer does nothing else.
    pub reviewing: Option<Reviewing>,
    pub hint: Option<Hint<M>>,
    /// Whether the player asked for the analysis of the position shown.
    pub analysing: bool,
    /// The analysis of the position shown, once its search has run its course.
    pub analysis: Option<Thoughts<M>>,
    /// Never reused, so that a late answer to a job that was closed is known for stale.
    next_job: u32,
}

impl<M> Default for Computer<M> {
    fn default() -> Self {
        Computer {
            seating: Seating::People,
            level: Level::Normal,
            thinking: None,
            reviewing: None,
            hint: None,
            analysing: false,
            analysis: None,
            next_job: 1,
        }
    }
}

impl<M> Computer<M> {
    /// The computer for a game that takes this one's place (a new game, a game opened):
    /// the same seats and level, nothing under way, job numbers going on from here.
    pub fn handed_on(&self) -> Computer<M> {
        Computer { seating: self.seating, level: self.level, next_job: self.next_job, ..Computer::default() }
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

    fn next(&mut self) -> u32 {
        self.next_job += 1;
        self.next_job - 1
    }

    /// Opens a search: none while a review has the worker.
    pub fn think(&mut self, purpose: Purpose, iterations: u32, game: GameRecord) {
        if self.reviewing.is_none() {
            let job = self.next();
            self.thinking = Some(Thinking { job, purpose, iterations, game });
        }
    }

    /// Opens a review of `game`, in place of any search.
    pub fn review(&mut self, game: ReviewedGame, iterations: u32) {
        self.thinking = None;
        let job = self.next();
        self.reviewing = Some(Reviewing { job, game, iterations });
    }

    /// Closes the search under way, if it is `job`, and tells why it was opened.
    pub fn close(&mut self, job: u32) -> Option<Purpose> {
        self.thinking.closed_by(job).map(|t| t.purpose)
    }

    /// The jobs open, as the worker takes them.
    pub fn asked(&self) -> Vec<Asked> {
        let think = self.thinking.iter().map(|Thinking { job, game, iterations, .. }| {
            Asked::new(*job, Think { game: game.clone(), iterations: *iterations })
        });
        let review = self.reviewing.iter().map(|Reviewing { job, game, iterations }| {
            Asked::new(*job, Review { game: game.clone(), iterations: *iterations })
        });
        think.chain(review).collect()
    }
}

/// What the computer's controls and the worker ask of a game screen. `M` is the game's
/// move: the worker's answers are read as the game's moves at the page's edge.
#[derive(Clone, Debug, PartialEq)]
pub enum ComputerAction<M> {
    /// The "Players" menu.
    Seating(Seating),
    /// The level menu: the computer's seats take it too.
    Level(Level),
    /// Play the side to move now, whoever sits there.
    Move,
    Hint,
    /// Show the search's best moves in the position shown, or stop.
    Analyse(bool),
    /// What the worker says of a job.
    Search(SearchEvent<M>),
}
