//! The search the worker runs, written once for every game the Monte-Carlo search plays
//! (Hex, TwixT): a game the page sends, replayed through the rules into its record, and a
//! search that follows it from job to job ([`Followed`], over the game's
//! [`ConnectionGame`]), which the worker keeps behind a trait object without asking which
//! game it is.

use std::any::Any;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::refused::Unreplayable;
use crate::ai::{Driver, MoveStats, Searched, Style, Tree};
use crate::games::connection::link::Linked;
use crate::games::connection::{ConnectionGame, SetUp, SetUpError};
use crate::games::hex::{self, Hex, HexSetup};
use crate::games::twixt::{self, RuleSet, Turn, Twixt, TwixtSetup};
use crate::games::{Colour, SwapRule};
use crate::rng::Rng;

/// A game of Hex as the page sends it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HexGameRecord {
    pub size: u8,
    pub swap: SwapRule,
    /// The position set up by hand that the game began from, if it did not begin empty.
    #[serde(default)]
    pub start: Option<SetUp<hex::Cell>>,
    /// Every move from the start.
    pub moves: Vec<hex::Move>,
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

/// A game the worker can search, as the page sends it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameRecord {
    Hex(HexGameRecord),
    /// The answer to a TwixT game is a whole turn ([`twixt::Position::whole_turn`]).
    Twixt(TwixtGameRecord),
}

/// Why the worker could not read the game the page sent: only a fault in the page can send one.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameUnreadable {
    /// No board of the game has this side.
    Size(u8),
    /// A position set up by hand that no game of Hex can begin from.
    HexSetUp(SetUpError<hex::Cell>),
    /// A move of Hex, a turn of TwixT, that the rules refuse.
    Hex(Unreplayable<hex::Move, hex::PlayError>),
    Twixt(Unreplayable<Turn, twixt::PlayError>),
}

impl fmt::Display for GameUnreadable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameUnreadable::Size(size) => write!(f, "no board is {size} a side"),
            GameUnreadable::HexSetUp(e) => e.fmt(f),
            GameUnreadable::Hex(refused) => refused.fmt(f),
            GameUnreadable::Twixt(refused) => refused.fmt(f),
        }
    }
}

impl std::error::Error for GameUnreadable {}

/// The search's answer: a Hex move, or a whole TwixT turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Answer {
    Hex(hex::Move),
    Twixt(Turn),
}

/// A game's move as the search's answer names it, and read back from it.
pub trait Answered: Sized {
    fn answer(self) -> Answer;
    /// The answer as this game's move; `None` when it is another game's.
    fn read(answer: &Answer) -> Option<Self>;
}

impl Answered for hex::Move {
    fn answer(self) -> Answer {
        Answer::Hex(self)
    }

    fn read(answer: &Answer) -> Option<hex::Move> {
        match answer {
            Answer::Hex(mv) => Some(*mv),
            Answer::Twixt(_) => None,
        }
    }
}

impl Answered for Turn {
    fn answer(self) -> Answer {
        Answer::Twixt(self)
    }

    fn read(answer: &Answer) -> Option<Turn> {
        match answer {
            Answer::Twixt(turn) => Some(turn.clone()),
            Answer::Hex(_) => None,
        }
    }
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Hex(mv) => mv.fmt(f),
            Answer::Twixt(turn) => turn.fmt(f),
        }
    }
}

/// What the search thinks so far. `M` is a move as the worker sends it ([`Answer`]), or as
/// a game's screen reads it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Thoughts<M = Answer> {
    pub iterations: u64,
    /// The move it would play now.
    pub best: Option<M>,
    /// Its winning chance for the side to move after that move.
    pub win_rate: Option<f32>,
    /// The colour that wins with best play, when the search knows it for sure (a solver's
    /// proof, a table of solved openings): then the winning chance is beside the point.
    pub proved: Option<Colour>,
    /// The moves it weighs most, with their chances: what an analysis shows.
    #[serde(default = "Vec::new")]
    pub lines: Vec<(M, f32)>,
}

impl<M> Default for Thoughts<M> {
    fn default() -> Self {
        Thoughts { iterations: 0, best: None, win_rate: None, proved: None, lines: Vec::new() }
    }
}

impl Thoughts {
    /// These thoughts in a game's own moves (`read` reads an answer as one), or the first
    /// answer that is another game's.
    pub fn read<M>(self, read: impl Fn(&Answer) -> Option<M>) -> Result<Thoughts<M>, Answer> {
        let read = |answer: Answer| read(&answer).ok_or(answer);
        let best = self.best.map(read).transpose()?;
        let lines =
            self.lines.into_iter().map(|(answer, chance)| Ok((read(answer)?, chance))).collect::<Result<_, _>>()?;
        Ok(Thoughts { iterations: self.iterations, best, win_rate: self.win_rate, proved: self.proved, lines })
    }
}

/// How many of the search's moves an analysis shows.
const LINES: usize = 3;

impl HexGameRecord {
    /// The game replayed through the rules.
    fn record(&self) -> Result<hex::Record, GameUnreadable> {
        let size = hex::BoardSize::new(u32::from(self.size)).map_err(|_| GameUnreadable::Size(self.size))?;
        let mut record = match &self.start {
            Some(setup) => hex::Record::set_up(size, setup.clone()).map_err(GameUnreadable::HexSetUp)?,
            None => Hex::start(HexSetup { size, swap: self.swap }),
        };
        for (ply, &mv) in self.moves.iter().enumerate() {
            record
                .play(mv)
                .map_err(|error| GameUnreadable::Hex(Unreplayable { number: ply + 1, action: mv, error }))?;
        }
        Ok(record)
    }
}

impl TwixtGameRecord {
    /// The game replayed through the rules.
    fn record(&self) -> Result<twixt::Record, GameUnreadable> {
        let size = twixt::BoardSize::new(u32::from(self.size)).map_err(|_| GameUnreadable::Size(self.size))?;
        let mut record = Twixt::start(TwixtSetup { size, rules: self.rules, swap: self.swap });
        for (ply, turn) in self.turns.iter().enumerate() {
            record.play(turn.clone()).map_err(|error| {
                GameUnreadable::Twixt(Unreplayable { number: ply + 1, action: turn.clone(), error })
            })?;
        }
        Ok(record)
    }
}

/// A search under way, whatever its game: the worker's view of a [`Followed`].
pub trait Following: Any {
    fn run(&mut self, iterations: u32);
    fn thoughts(&self) -> Thoughts;
    /// Whether more search can change nothing ([`Tree::decided`]): the job ends early.
    fn decided(&self) -> bool;
}

/// A connection game the search follows, whose moves the page reads as [`Answer`]s.
pub(super) trait Searchable: ConnectionGame<Position: Searched, Record: Linked<Move: Answered>> {}

impl<G: ConnectionGame<Position: Searched, Record: Linked<Move: Answered>>> Searchable for G {}

/// A search following one game: the driver, and the game it was pointed at.
struct Followed<G: Searchable> {
    driver: Driver<G::Position>,
    game: G::Record,
}

impl<G: Searchable> Followed<G> {
    /// Points the search at `game`: the tree kept along the moves played since the game
    /// followed last (`kept`, when it is this game's and `game` continues it), else a
    /// fresh one.
    fn follow(kept: Option<Box<dyn Following>>, game: G::Record, seed: u64) -> Box<dyn Following> {
        let kept = kept.and_then(|kept| (kept as Box<dyn Any>).downcast::<Followed<G>>().ok());
        let mut followed = kept.unwrap_or_else(|| {
            Box::new(Followed { driver: Driver::new(Style::Knowledge, Rng::seed(seed)), game: game.clone() })
        });
        match G::continues(&game, &followed.game) {
            Some(shared) => {
                for mv in &G::searched(&game)[shared..] {
                    match mv {
                        Some(mv) => followed.driver.played(*mv),
                        None => followed.driver.forget(),
                    }
                }
            }
            None => followed.driver.forget(),
        }
        followed.driver.follow(G::position(&game));
        followed.game = game;
        followed
    }
}

impl<G: Searchable> Following for Followed<G> {
    fn run(&mut self, iterations: u32) {
        if let Some(tree) = self.driver.tree_mut() {
            tree.run(iterations);
        }
    }

    fn decided(&self) -> bool {
        self.driver.tree().is_some_and(Tree::decided)
    }

    fn thoughts(&self) -> Thoughts {
        let Some(tree) = self.driver.tree() else { return Thoughts::default() };
        let answer = |mv| G::recorded(G::position(&self.game), mv).answer();
        let stats = tree.root_stats();
        let lines = stats.iter().filter(|s| s.visits > 0).take(LINES);
        Thoughts {
            iterations: tree.iterations(),
            best: tree.best_move().map(answer),
            win_rate: tree.win_rate(),
            proved: tree.proved(),
            lines: lines.map(|&MoveStats { mv, win_rate, .. }| (answer(mv), win_rate)).collect(),
        }
    }
}

impl GameRecord {
    /// The search pointed at this game, keeping `kept`'s tree where it can.
    pub fn follow(self, kept: Option<Box<dyn Following>>, seed: u64) -> Result<Box<dyn Following>, GameUnreadable> {
        match self {
            GameRecord::Hex(record) => Ok(Followed::<Hex>::follow(kept, record.record()?, seed)),
            GameRecord::Twixt(record) => Ok(Followed::<Twixt>::follow(kept, record.record()?, seed)),
        }
    }
}
