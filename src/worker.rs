//! The search in a Web Worker, so the board never freezes while the computer thinks.
//!
//! The page sends the game so far (size, swap rule, moves in notation) and a budget of
//! iterations; the worker rebuilds the position with the rules engine, searches in chunks
//! of a few tens of milliseconds, reports after each chunk, and answers with its move.
//! Each chunk is scheduled with a zero timeout rather than run at once, so that a "move
//! now" or a cancel sent meanwhile is read between chunks. The tree is kept from one
//! request to the next when the new game continues the old one.

mod doublets;

pub use doublets::{Chances, DoubletsGameRecord, DoubletsReply, DoubletsRequest, NotExact};

use gloo_timers::callback::Timeout;
use gloo_worker::{HandlerId, Worker, WorkerScope};
use serde::{Deserialize, Serialize};

use crate::ai::hex::{HexState, Style, bench};
use crate::ai::twixt::{Style as TwixtStyle, TwixtState, bench as twixt_bench};
use crate::ai::{SearchStyle, Searcher};
use crate::games::hex::{BoardSize, Move, Position, SwapRule};
use crate::games::twixt::{self, Turn};
use crate::rng::Rng;

/// Iterations between two looks at the message queue: some 20–50 ms in a browser.
const CHUNK: u32 = 2_000;

/// A game of Hex as the page sends it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HexGameRecord {
    pub size: u8,
    /// `none`, `colours` or `pieces`.
    pub swap: String,
    /// Every move from the start, in notation.
    pub moves: Vec<String>,
}

impl HexGameRecord {
    /// Replays the record through the rules; the moves as played, and the position.
    fn replay(&self) -> Result<(Vec<Move>, Position), String> {
        let size = BoardSize::new(u32::from(self.size)).map_err(|e| e.to_string())?;
        let swap: SwapRule = self.swap.parse().map_err(|e: crate::games::UnknownName| e.to_string())?;
        let mut position = Position::new(size, swap);
        let mut moves = Vec::with_capacity(self.moves.len());
        for (ply, text) in self.moves.iter().enumerate() {
            let mv = Move::parse(text, size).map_err(|e| format!("move {}: {e}", ply + 1))?;
            position.play(mv).map_err(|e| format!("move {} ({mv}): {e}", ply + 1))?;
            moves.push(mv);
        }
        Ok((moves, position))
    }
}

/// A game of TwixT as the page sends it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TwixtGameRecord {
    pub size: u8,
    /// `original`, `standard` or `pp`.
    pub rules: String,
    pub swap: bool,
    /// Every whole turn from the start, in notation.
    pub turns: Vec<String>,
}

impl TwixtGameRecord {
    /// Replays the record through the rules.
    fn replay(&self) -> Result<twixt::Position, String> {
        let size = twixt::BoardSize::new(u32::from(self.size)).map_err(|e| e.to_string())?;
        let rules: twixt::RuleSet = self.rules.parse().map_err(|e: twixt::RuleSetError| e.to_string())?;
        let mut position = twixt::Position::new(size, rules, self.swap);
        for (ply, text) in self.turns.iter().enumerate() {
            let turn = Turn::parse(text, size).map_err(|e| format!("turn {}: {e}", ply + 1))?;
            position.play(&turn).map_err(|e| format!("turn {} ({turn}): {e}", ply + 1))?;
        }
        Ok(position)
    }
}

/// A game the worker can search, as the page sends it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameRecord {
    Hex(HexGameRecord),
    /// The answer to a TwixT game is a whole turn in notation
    /// ([`twixt::Position::whole_turn`]).
    Twixt(TwixtGameRecord),
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
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Thoughts {
    pub iterations: u64,
    /// The move it would play now, in notation.
    pub best: Option<String>,
    /// Its winning chance for the side to move after that move.
    pub win_rate: Option<f32>,
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
        reason: String,
    },
    /// The benchmark's figures, `name: value`.
    Bench {
        figures: Vec<(String, f64)>,
    },
    Doublets(DoubletsReply),
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

/// The game the search is pointed at.
enum Followed {
    Hex(Box<HexFollowed>),
    /// A TwixT search starts afresh at each request.
    Twixt {
        position: twixt::Position,
        searcher: Box<Searcher<TwixtState>>,
    },
}

/// The tree and the game of Hex it was grown for.
struct HexFollowed {
    game: HexGameRecord,
    moves: Vec<Move>,
    searcher: Searcher<HexState>,
}

pub struct SearchWorker {
    job: Option<Job>,
    followed: Option<Followed>,
    /// The pending chunk; dropping it cancels it.
    tick: Option<Timeout>,
    doublets: doublets::DoubletsWorker,
}

impl SearchWorker {
    fn schedule(&mut self, scope: &WorkerScope<Self>, job: u32) {
        self.tick = Some(Tick::Chunk { job }.soon(scope));
    }

    fn thoughts(&self) -> Thoughts {
        match &self.followed {
            Some(Followed::Hex(f)) => {
                let tree = f.searcher.tree();
                Thoughts {
                    iterations: tree.map_or(0, |t| t.iterations()),
                    best: tree.and_then(|t| t.best_move()).map(|m| m.to_string()),
                    win_rate: tree.and_then(|t| t.win_rate()),
                }
            }
            Some(Followed::Twixt { position, searcher }) => {
                let tree = searcher.tree();
                let best = tree.and_then(|t| t.best_move()).map(|m| position.whole_turn(m));
                Thoughts {
                    iterations: tree.map_or(0, |t| t.iterations()),
                    best: best.map(|turn| turn.to_string()),
                    win_rate: tree.and_then(|t| t.win_rate()),
                }
            }
            None => Thoughts { iterations: 0, best: None, win_rate: None },
        }
    }

    /// Points a fresh search at `game`.
    fn follow_twixt(&mut self, game: &TwixtGameRecord, seed: u64) -> Result<(), String> {
        let position = game.replay()?;
        let mut searcher = Box::new(TwixtStyle::Knowledge.searcher(Rng::seed(seed)));
        searcher.follow(TwixtStyle::Knowledge.state(&position), None);
        self.followed = Some(Followed::Twixt { position, searcher });
        Ok(())
    }

    /// Starts `job` once its game is followed, or says why it could not be.
    fn start(
        &mut self,
        scope: &WorkerScope<Self>,
        (job, asker, iterations): (u32, HandlerId, u32),
        followed: Result<(), String>,
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

    /// Points the search at `game`, keeping the tree when `game` continues the game it
    /// was grown for without a swap (the search plays swaps its own way).
    fn follow_hex(&mut self, game: HexGameRecord, seed: u64) -> Result<(), String> {
        let (moves, position) = game.replay()?;
        let state = Style::Knowledge.state(&position);
        let mut followed = match self.followed.take() {
            Some(Followed::Hex(f)) if f.game.size == game.size && f.game.swap == game.swap => f,
            _ => Box::new(HexFollowed {
                game: game.clone(),
                moves: Vec::new(),
                searcher: Style::Knowledge.searcher(Rng::seed(seed)),
            }),
        };
        let continues = moves.len() >= followed.moves.len() && moves.starts_with(&followed.moves);
        let since: Option<Vec<Move>> = continues
            .then(|| moves[followed.moves.len()..].to_vec())
            .filter(|since| !since.contains(&Move::Swap) && followed.searcher.tree().is_some());
        followed.searcher.follow(state, since.as_deref());
        followed.game = game;
        followed.moves = moves;
        self.followed = Some(Followed::Hex(followed));
        Ok(())
    }
}

impl Worker for SearchWorker {
    type Message = Tick;
    type Input = Request;
    type Output = Reply;

    fn create(_scope: &WorkerScope<Self>) -> Self {
        SearchWorker { job: None, followed: None, tick: None, doublets: Default::default() }
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
        match self.followed.as_mut() {
            Some(Followed::Hex(f)) => f.searcher.tree_mut().map(|t| t.run(chunk)),
            Some(Followed::Twixt { searcher, .. }) => searcher.tree_mut().map(|t| t.run(chunk)),
            None => None,
        };
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
                let followed = match game {
                    GameRecord::Hex(game) => self.follow_hex(game, seed),
                    GameRecord::Twixt(game) => self.follow_twixt(&game, seed),
                };
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
                        bench::measure(BoardSize::new(u32::from(n)).unwrap_or_default(), seconds, &now, seed)
                    }
                    Benched::Twixt(n) => {
                        let size = twixt::BoardSize::new(u32::from(n)).unwrap_or_default();
                        twixt_bench::measure(size, twixt::RuleSet::Standard, seconds, &now, seed)
                    }
                };
                let figures = figures.into_iter().map(|f| (f.name.to_owned(), f.value)).collect();
                scope.respond(asker, Reply::Bench { figures });
            }
            Request::Doublets(request) => self.doublets.received(scope, request, asker),
        }
    }
}
