//! The search in a Web Worker, so the board never freezes while the computer thinks.
//!
//! The page sends the game so far (size, rules, moves) and a budget of iterations; the
//! worker rebuilds the position with the rules engine, searches in chunks
//! of a few tens of milliseconds, reports after each chunk, and answers with its move.
//! Each chunk is scheduled with a zero timeout rather than run at once, so that a "move
//! now" or a cancel sent meanwhile is read between chunks. The tree is kept from one
//! request to the next when the new game continues the old one ([`Driver`]).

mod doublets;
mod refused;
mod shugoron;

pub use doublets::{
    Chances, DoubletsGameRecord, DoubletsReply, DoubletsRequest, NotExact, Unplayable as DoubletsUnplayable,
};
pub use shugoron::{ShugoronGameRecord, ShugoronReply, ShugoronRequest, Unplayable as ShugoronUnplayable};

use std::fmt;

use gloo_timers::callback::Timeout;
use gloo_worker::{HandlerId, Worker, WorkerScope};
use serde::{Deserialize, Serialize};

use crate::ai::hex::bench;
use crate::ai::twixt::bench as twixt_bench;
use crate::ai::{Driver, Searched, Style};
use crate::games::hex;
use crate::games::twixt::{self, RuleSet, SearchMove, Turn};
use crate::games::{Colour, SwapRule};
use crate::rng::Rng;

/// Iterations between two looks at the message queue: some 20–50 ms in a browser.
const CHUNK: u32 = 2_000;

/// A game of Hex as the page sends it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HexGameRecord {
    pub size: u8,
    pub swap: SwapRule,
    /// Every move from the start.
    pub moves: Vec<hex::Move>,
}

impl HexGameRecord {
    /// Replays the record through the rules: the position, and the moves as the search
    /// plays them.
    fn replay(&self) -> Result<(hex::Position, Vec<Option<hex::Move>>), Unplayable> {
        let size = hex::BoardSize::new(u32::from(self.size)).map_err(|_| Unplayable::Size(self.size))?;
        let mut position = hex::Position::new(size, self.swap);
        for (ply, &mv) in self.moves.iter().enumerate() {
            position.play(mv).map_err(|error| Unplayable::Hex { ply: ply + 1, mv, error })?;
        }
        Ok((position, self.moves.iter().copied().map(Some).collect()))
    }
}

/// A game of TwixT as the page sends it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TwixtGameRecord {
    pub size: u8,
    pub rules: RuleSet,
    pub swap: SwapRule,
    /// Every whole turn from the start.
    pub turns: Vec<Turn>,
}

impl TwixtGameRecord {
    /// Replays the record through the rules: the position, and each turn as the search's
    /// move when it is one (a peg with every bridge it can make, or the swap).
    fn replay(&self) -> Result<(twixt::Position, Vec<Option<SearchMove>>), Unplayable> {
        let size = twixt::BoardSize::new(u32::from(self.size)).map_err(|_| Unplayable::Size(self.size))?;
        let mut position = twixt::Position::new(size, self.rules, self.swap);
        let mut moves = Vec::with_capacity(self.turns.len());
        for (ply, turn) in self.turns.iter().enumerate() {
            let searched = match turn {
                Turn::Swap => Some(SearchMove::Swap),
                Turn::Place(placement) => Some(SearchMove::Peg(placement.peg))
                    .filter(|&mv| position.check_hole(placement.peg).is_ok() && position.whole_turn(mv) == *turn),
            };
            position.play(turn).map_err(|error| Unplayable::Twixt { ply: ply + 1, turn: turn.clone(), error })?;
            moves.push(searched);
        }
        Ok((position, moves))
    }
}

/// A game the worker can search, as the page sends it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameRecord {
    Hex(HexGameRecord),
    /// The answer to a TwixT game is a whole turn ([`twixt::Position::whole_turn`]).
    Twixt(TwixtGameRecord),
}

impl GameRecord {
    /// How many moves of `older` this game begins with, when it continues it (the same
    /// game, with the same setup, perhaps further on).
    fn continues(&self, older: &GameRecord) -> Option<usize> {
        match (self, older) {
            (GameRecord::Hex(new), GameRecord::Hex(old))
                if (new.size, new.swap) == (old.size, old.swap) && new.moves.starts_with(&old.moves) =>
            {
                Some(old.moves.len())
            }
            (GameRecord::Twixt(new), GameRecord::Twixt(old))
                if (new.size, new.rules, new.swap) == (old.size, old.rules, old.swap)
                    && new.turns.starts_with(&old.turns) =>
            {
                Some(old.turns.len())
            }
            _ => None,
        }
    }
}

/// Why the game the page sent could not be replayed: only a fault in the page can send one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Unplayable {
    /// No board of the game has this side.
    Size(u8),
    /// Move `ply` (from 1) is refused by the rules.
    Hex {
        ply: usize,
        mv: hex::Move,
        error: hex::PlayError,
    },
    Twixt {
        ply: usize,
        turn: Turn,
        error: twixt::PlayError,
    },
}

impl fmt::Display for Unplayable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unplayable::Size(size) => write!(f, "no board is {size} a side"),
            Unplayable::Hex { ply, mv, error } => write!(f, "move {ply} ({mv}): {error}"),
            Unplayable::Twixt { ply, turn, error } => write!(f, "turn {ply} ({turn}): {error}"),
        }
    }
}

impl std::error::Error for Unplayable {}

/// The search's answer: a Hex move, or a whole TwixT turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Answer {
    Hex(hex::Move),
    Twixt(Turn),
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Hex(mv) => mv.fmt(f),
            Answer::Twixt(turn) => turn.fmt(f),
        }
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Request {
    /// Find a move for the side to move in `game`, in at most `iterations`.
    Think { job: u32, game: GameRecord, iterations: u32, seed: u64 },
    /// Stop `job` and answer with the best move found so far.
    MoveNow { job: u32 },
    /// Stop `job` and answer nothing.
    Cancel { job: u32 },
    /// Measure an engine and its search here, `seconds` a figure (the page's `?bench=`).
    Bench { engine: Benched, seconds: f64 },
    /// Doublets' odds and the computer's choices.
    Doublets(DoubletsRequest),
    /// shUgorØn's computer.
    Shugoron(ShugoronRequest),
}

/// An engine the worker measures, on a board of this side: `?bench=hex&size=11`,
/// `?bench=twixt&size=24` (TwixT under the standard rules, where playouts fill the board,
/// as `fogliaccio bench twixt` measures it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Benched {
    Hex(u8),
    Twixt(u8),
}

/// What the search thinks so far.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Thoughts {
    pub iterations: u64,
    /// The move it would play now.
    pub best: Option<Answer>,
    /// Its winning chance for the side to move after that move.
    pub win_rate: Option<f32>,
    /// The colour that wins with best play, when the search knows it for sure (a solver's
    /// proof, a table of solved openings): then the winning chance is beside the point.
    pub proved: Option<Colour>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    Progress {
        job: u32,
        thoughts: Thoughts,
    },
    Done {
        job: u32,
        thoughts: Thoughts,
    },
    /// The game sent could not be replayed.
    Failed {
        job: u32,
        reason: Unplayable,
    },
    /// The benchmark's figures, `name: value`.
    Bench {
        figures: Vec<(String, f64)>,
    },
    Doublets(DoubletsReply),
    Shugoron(ShugoronReply),
}

pub enum Tick {
    Chunk { job: u32 },
    Doublets { job: u32 },
}

impl Tick {
    /// Sends this tick to the worker itself as soon as the messages before it are handled,
    /// so that a "move now" or a cancel gets in between two chunks of work. Dropping the
    /// timeout cancels it.
    fn soon(self, scope: &WorkerScope<SearchWorker>) -> Timeout {
        let scope = scope.clone();
        Timeout::new(0, move || scope.send_message(self))
    }
}

struct Job {
    id: u32,
    asker: HandlerId,
    left: u32,
}

/// A search following one game: the driver, and the game and position it was pointed at.
struct Followed<G: Searched> {
    driver: Driver<G>,
    game: GameRecord,
    position: G,
}

impl<G: Searched> Followed<G> {
    /// Points the search at `game` (replayed as `position` and the search's `moves`): the
    /// tree kept along the moves played since the game followed last, when `game`
    /// continues it and the search can play them; else a fresh one.
    fn follow(
        followed: Option<Box<Followed<G>>>,
        (game, position, moves): (GameRecord, G, Vec<Option<G::Move>>),
        seed: u64,
    ) -> Box<Followed<G>> {
        let mut followed = followed.unwrap_or_else(|| {
            Box::new(Followed {
                driver: Driver::new(Style::Knowledge, Rng::seed(seed)),
                game: game.clone(),
                position: position.clone(),
            })
        });
        match game.continues(&followed.game) {
            Some(shared) => {
                for mv in &moves[shared..] {
                    match mv {
                        Some(mv) => followed.driver.played(*mv),
                        None => followed.driver.forget(),
                    }
                }
            }
            None => followed.driver.forget(),
        }
        followed.driver.follow(&position);
        followed.game = game;
        followed.position = position;
        followed
    }

    fn run(&mut self, iterations: u32) {
        if let Some(tree) = self.driver.tree_mut() {
            tree.run(iterations);
        }
    }

    /// What the search thinks, its move given as `answer` says.
    fn thoughts(&self, answer: impl Fn(&G, G::Move) -> Answer) -> Thoughts {
        let tree = self.driver.tree();
        Thoughts {
            iterations: tree.map_or(0, |t| t.iterations()),
            best: tree.and_then(|t| t.best_move()).map(|mv| answer(&self.position, mv)),
            win_rate: tree.and_then(|t| t.win_rate()),
            proved: tree.and_then(|t| t.proved()),
        }
    }
}

/// The game the search is pointed at.
enum Search {
    Hex(Box<Followed<hex::Position>>),
    Twixt(Box<Followed<twixt::Position>>),
}

pub struct SearchWorker {
    job: Option<Job>,
    search: Option<Search>,
    /// The pending chunk; dropping it cancels it.
    tick: Option<Timeout>,
    doublets: doublets::DoubletsWorker,
}

impl SearchWorker {
    fn schedule(&mut self, scope: &WorkerScope<Self>, job: u32) {
        self.tick = Some(Tick::Chunk { job }.soon(scope));
    }

    fn thoughts(&self) -> Thoughts {
        match &self.search {
            Some(Search::Hex(f)) => f.thoughts(|_, mv| Answer::Hex(mv)),
            Some(Search::Twixt(f)) => f.thoughts(|position, mv| Answer::Twixt(position.whole_turn(mv))),
            None => Thoughts::default(),
        }
    }

    /// Points the search at `game`, keeping the tree when `game` continues the game it
    /// was grown for.
    fn follow(&mut self, game: GameRecord, seed: u64) -> Result<(), Unplayable> {
        self.search = Some(match game.clone() {
            GameRecord::Hex(record) => {
                let (position, moves) = record.replay()?;
                let old = match self.search.take() {
                    Some(Search::Hex(f)) => Some(f),
                    _ => None,
                };
                Search::Hex(Followed::follow(old, (game, position, moves), seed))
            }
            GameRecord::Twixt(record) => {
                let (position, moves) = record.replay()?;
                let old = match self.search.take() {
                    Some(Search::Twixt(f)) => Some(f),
                    _ => None,
                };
                Search::Twixt(Followed::follow(old, (game, position, moves), seed))
            }
        });
        Ok(())
    }

    /// Starts `job` once its game is followed, or says why it could not be.
    fn start(
        &mut self,
        scope: &WorkerScope<Self>,
        (job, asker, iterations): (u32, HandlerId, u32),
        followed: Result<(), Unplayable>,
    ) {
        match followed {
            Ok(()) => {
                self.job = Some(Job { id: job, asker, left: iterations.max(1) });
                self.schedule(scope, job);
            }
            Err(reason) => {
                self.job = None;
                self.tick = None;
                scope.respond(asker, Reply::Failed { job, reason });
            }
        }
    }
}

impl Worker for SearchWorker {
    type Message = Tick;
    type Input = Request;
    type Output = Reply;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        SearchWorker { job: None, search: None, tick: None, doublets: Default::default() }
    }

    fn update(&mut self, scope: &WorkerScope<Self>, tick: Tick) {
        let job = match tick {
            Tick::Chunk { job } => job,
            Tick::Doublets { job } => return self.doublets.chunk(scope, job),
        };
        let Some(current) = self.job.as_mut().filter(|j| j.id == job) else { return };
        let chunk = current.left.min(CHUNK);
        current.left -= chunk;
        let (asker, finished) = (current.asker, current.left == 0);
        match self.search.as_mut() {
            Some(Search::Hex(f)) => f.run(chunk),
            Some(Search::Twixt(f)) => f.run(chunk),
            None => {}
        }
        let thoughts = self.thoughts();
        let game_over = thoughts.best.is_none();
        if finished || game_over {
            self.job = None;
            scope.respond(asker, Reply::Done { job, thoughts });
        } else {
            scope.respond(asker, Reply::Progress { job, thoughts });
            self.schedule(scope, job);
        }
    }

    fn received(&mut self, scope: &WorkerScope<Self>, request: Request, asker: HandlerId) {
        match request {
            Request::Think { job, game, iterations, seed } => {
                let followed = self.follow(game, seed);
                self.start(scope, (job, asker, iterations), followed);
            }
            Request::MoveNow { job } => {
                if self.job.as_ref().is_some_and(|j| j.id == job) {
                    self.job = None;
                    self.tick = None;
                    scope.respond(asker, Reply::Done { job, thoughts: self.thoughts() });
                }
            }
            Request::Cancel { job } => {
                if self.job.as_ref().is_some_and(|j| j.id == job) {
                    self.job = None;
                    self.tick = None;
                }
            }
            Request::Bench { engine, seconds } => {
                let now = || js_sys::Date::now() / 1000.0;
                let seed = js_sys::Date::now() as u64;
                let figures = match engine {
                    Benched::Hex(n) => {
                        bench::measure(hex::BoardSize::new(u32::from(n)).unwrap_or_default(), seconds, &now, seed)
                    }
                    Benched::Twixt(n) => {
                        let size = twixt::BoardSize::new(u32::from(n)).unwrap_or_default();
                        twixt_bench::measure(size, RuleSet::Standard, seconds, &now, seed)
                    }
                };
                let figures = figures.into_iter().map(|f| (f.name.to_owned(), f.value)).collect();
                scope.respond(asker, Reply::Bench { figures });
            }
            Request::Doublets(request) => self.doublets.received(scope, request, asker),
            Request::Shugoron(request) => scope.respond(asker, Reply::Shugoron(shugoron::answer(&request))),
        }
    }
}
