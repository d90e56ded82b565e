use std::fmt;

use super::{Board, BoardSize, Cell, Move};
use crate::games::connection::{Connection, SetUp, SetUpError, Turns};
use crate::games::{Colour, Game, Outcome, SwapClosed, SwapRule};

/// How a finished game of Hex ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// `winner` joined their edges; `chain` is a shortest such chain, edge to edge.
    Connected {
        winner: Colour,
        chain: Vec<Cell>,
    },
    Resigned {
        loser: Colour,
    },
}

impl Ending {
    pub fn winner(&self) -> Colour {
        match self {
            Ending::Connected { winner, .. } => *winner,
            Ending::Resigned { loser } => loser.opponent(),
        }
    }

    /// The winning chain, when the game was won on the board.
    pub fn chain(&self) -> &[Cell] {
        match self {
            Ending::Connected { chain, .. } => chain,
            Ending::Resigned { .. } => &[],
        }
    }
}

/// Why a move or a resignation was refused. The position is left as it was.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum PlayError {
    GameOver,
    Occupied(Cell),
    /// A cell of a larger board than this one.
    OffBoard(Cell),
    Swap(SwapClosed),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver => f.write_str("the game is over"),
            PlayError::Occupied(cell) => write!(f, "{cell} already has a stone"),
            PlayError::OffBoard(cell) => write!(f, "{cell} is off the board"),
            PlayError::Swap(SwapClosed::NotNow) => {
                f.write_str("swap is only allowed as White's answer to Black's first stone")
            }
            PlayError::Swap(closed) => closed.fmt(f),
        }
    }
}

impl std::error::Error for PlayError {}

/// A game of Hex in progress: the board, whose turn it is, and how it ended. The referee
/// and the search play this one position: [`Position::play`] checks a move and then plays
/// it as [`Game::play_unchecked`] does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    board: Board,
    turns: Turns,
    /// The last stone placed: the search's playouts answer it first.
    last: Option<Cell>,
    ending: Option<Ending>,
}

impl Position {
    pub fn new(size: BoardSize, swap_rule: SwapRule) -> Position {
        Position { board: Board::empty(size), turns: Turns::new(swap_rule), last: None, ending: None }
    }

    /// The position `setup` describes on a board of `size`, or why no game can begin there:
    /// any stones may stand anywhere on the board (one a cell, as any [`SetUp`] is), but not
    /// a chain already joining its edges. No swap: it answers a game's first move.
    pub fn set_up(size: BoardSize, setup: &SetUp<Cell>) -> Result<Position, SetUpError<Cell>> {
        let mut board = Board::empty(size);
        for (cell, colour) in setup.placed() {
            if !board.contains(cell) {
                return Err(SetUpError::OffBoard(cell.to_string()));
            }
            board.put(cell, colour);
        }
        if let Some(winner) = Colour::ALL.into_iter().find(|&c| board.winning_chain(c).is_some()) {
            return Err(SetUpError::Won(winner));
        }
        Ok(Position { board, turns: Turns::set_up(setup.to_move()), last: None, ending: None })
    }

    /// This position as a set-up: its stones where they stand, and the side to move.
    pub fn as_set_up(&self) -> SetUp<Cell> {
        let stones = |colour| self.board.cells().filter(move |&cell| self.board.stone(cell) == Some(colour));
        SetUp::new(stones(Colour::Black), stones(Colour::White), self.to_move()).expect("one stone a cell")
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The board, for the search's playouts to fill.
    pub(crate) fn board_mut(&mut self) -> &mut Board {
        &mut self.board
    }

    pub fn size(&self) -> BoardSize {
        self.board.size()
    }

    pub fn swap_rule(&self) -> SwapRule {
        self.turns.swap_rule()
    }

    /// The last stone placed, if any.
    pub fn last(&self) -> Option<Cell> {
        self.last
    }

    pub fn ending(&self) -> Option<&Ending> {
        self.ending.as_ref()
    }

    fn check_swap(&self) -> Result<(), PlayError> {
        if self.ending.is_some() {
            return Err(PlayError::GameOver);
        }
        self.turns.check_swap().map_err(PlayError::Swap)
    }

    /// Why the side to move may not play `mv` now.
    pub fn check(&self, mv: Move) -> Result<(), PlayError> {
        match mv {
            Move::Place(cell) => {
                if self.ending.is_some() {
                    Err(PlayError::GameOver)
                } else if !self.board.contains(cell) {
                    Err(PlayError::OffBoard(cell))
                } else if self.board.stone(cell).is_some() {
                    Err(PlayError::Occupied(cell))
                } else {
                    Ok(())
                }
            }
            Move::Swap => self.check_swap(),
        }
    }

    /// Plays `mv` for the side to move, or says why not and changes nothing.
    pub fn play(&mut self, mv: Move) -> Result<(), PlayError> {
        self.check(mv)?;
        self.play_unchecked(mv);
        Ok(())
    }

    /// Ends the game with `loser` resigning; either player may, at any time while playing.
    pub fn resign(&mut self, loser: Colour) -> Result<(), PlayError> {
        if self.ending.is_some() {
            return Err(PlayError::GameOver);
        }
        self.ending = Some(Ending::Resigned { loser });
        Ok(())
    }

    fn place(&mut self, cell: Cell) {
        let colour = self.turns.to_move();
        let connected = self.board.put(cell, colour);
        self.turns.moved();
        self.last = Some(cell);
        // Only the stone just placed can have completed a chain, and only for its colour.
        if connected && let Some(chain) = self.board.winning_chain(colour) {
            self.ending = Some(Ending::Connected { winner: colour, chain });
        }
    }

    /// Under the colour exchange nothing changes on the board; the mirror swap turns the
    /// one stone on it into White's mirrored one.
    fn swap(&mut self) {
        if self.turns.swap_rule() == SwapRule::Pieces
            && let Some(first) = self.board.cells().find(|&c| self.board.stone(c).is_some())
        {
            self.board.take(first);
            self.board.put(first.mirrored(), Colour::White);
            self.last = Some(first.mirrored());
        }
        self.turns.swapped();
    }
}

impl Connection for Position {
    fn side(&self) -> u8 {
        self.board.size().get()
    }

    fn turns(&self) -> &Turns {
        &self.turns
    }
}

impl Game for Position {
    type Move = Move;

    fn to_move(&self) -> Colour {
        self.turns.to_move()
    }

    fn colours_exchanged(&self) -> bool {
        self.turns.colours_exchanged()
    }

    fn legal_moves(&self, moves: &mut Vec<Move>) {
        if self.ending.is_some() {
            return;
        }
        moves.extend(self.board.empty_cells().map(Move::Place));
        if self.can_swap() {
            moves.push(Move::Swap);
        }
    }

    /// Precondition: `mv` is legal ([`Position::check`]).
    #[inline]
    fn play_unchecked(&mut self, mv: Move) {
        debug_assert_eq!(self.check(mv), Ok(()), "{mv} played unchecked");
        match mv {
            Move::Place(cell) => self.place(cell),
            Move::Swap => self.swap(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.ending.as_ref().map(|e| Outcome::Winner(e.winner()))
    }
}
