use std::fmt;

use super::{Board, BoardSize, Bridge, Hole, Placement, Removal, RuleSet, Turn};
use crate::games::connection::{Connection, Turns};
use crate::games::{Colour, Game, Outcome, SwapClosed, SwapRule};

/// How a finished game of TwixT ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// `winner` joined their borders; `chain` is a shortest chain of pegs, border to border.
    Connected {
        winner: Colour,
        chain: Vec<Hole>,
    },
    Resigned {
        loser: Colour,
    },
    /// Draw rule (a): both players agreed.
    Agreed,
    /// Draw rule (b): neither player can connect any more.
    NoPathLeft,
}

impl Ending {
    pub fn outcome(&self) -> Outcome {
        match self {
            Ending::Connected { winner, .. } => Outcome::Winner(*winner),
            Ending::Resigned { loser } => Outcome::Winner(loser.opponent()),
            Ending::Agreed | Ending::NoPathLeft => Outcome::Draw,
        }
    }

    /// The winning chain, when the game was won on the board.
    pub fn chain(&self) -> &[Hole] {
        match self {
            Ending::Connected { chain, .. } => chain,
            _ => &[],
        }
    }
}

/// Why a turn, a resignation or a draw was refused. The position is left as it was.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum PlayError {
    GameOver,
    /// A hole of a larger board than this one.
    OffBoard(Hole),
    Occupied(Hole),
    /// The hole lies in the border rows or columns of `owner`, the opponent.
    OpponentBorder {
        hole: Hole,
        owner: Colour,
    },
    /// All of the player's pegs are on the board: remove one first (docs/rules.md §2, supply).
    NoPegsLeft,
    /// All the bridges in the box are on the board.
    NoBridgesLeft(Bridge),
    RemovalOff,
    NotYourPeg(Hole),
    /// The turn's peg may not go back into a hole this turn's removals emptied: that
    /// would be a pass that only drops bridges (docs/rules.md §2, removal).
    RemovedThisTurn(Hole),
    NoSuchBridge(Bridge),
    NotYourBridge(Bridge),
    /// A bridge needs a peg of the player's own at each end.
    NeedsOwnPegs(Bridge),
    AlreadyBuilt(Bridge),
    Crosses {
        bridge: Bridge,
        other: Bridge,
    },
    Swap(SwapClosed),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver => f.write_str("the game is over"),
            PlayError::OffBoard(hole) => write!(f, "{hole} is off the board"),
            PlayError::Occupied(hole) => write!(f, "{hole} already has a peg"),
            PlayError::OpponentBorder { hole, owner } => {
                write!(f, "{hole} is in {owner}'s border, where only {owner} may place pegs")
            }
            PlayError::NoPegsLeft => f.write_str("all your pegs are on the board: remove one before placing"),
            PlayError::NoBridgesLeft(bridge) => {
                write!(f, "no bridge is left in the box for {bridge}: remove one of yours first")
            }
            PlayError::RemovalOff => f.write_str("nothing may be removed under these rules"),
            PlayError::NotYourPeg(hole) => write!(f, "there is no peg of yours in {hole} to remove"),
            PlayError::RemovedThisTurn(hole) => {
                write!(f, "{hole} was emptied this turn: place your peg in another hole")
            }
            PlayError::NoSuchBridge(bridge) => write!(f, "there is no bridge {bridge}"),
            PlayError::NotYourBridge(bridge) => write!(f, "{bridge} is not your bridge"),
            PlayError::NeedsOwnPegs(bridge) => write!(f, "{bridge} needs a peg of yours at each end"),
            PlayError::AlreadyBuilt(bridge) => write!(f, "{bridge} is already built"),
            PlayError::Crosses { bridge, other } => write!(f, "{bridge} would cross the bridge {other}"),
            PlayError::Swap(SwapClosed::NotNow) => {
                f.write_str("swap is only allowed as White's answer to Black's first peg")
            }
            PlayError::Swap(closed) => closed.fmt(f),
        }
    }
}

impl std::error::Error for PlayError {}

/// A game of TwixT in progress: the board, the rules, whose turn it is, how it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    board: Board,
    rules: RuleSet,
    /// Its swap rule `None` or `Colours`: TwixT's swap is the colour exchange.
    turns: Turns,
    /// The last peg placed: the search's playouts answer it.
    last: Option<Hole>,
    ending: Option<Ending>,
}

impl Position {
    /// A new game. TwixT's swap is the colour exchange, so [`SwapRule::Pieces`] (the same
    /// game seen transposed) is played, and kept, as [`SwapRule::Colours`].
    pub fn new(size: BoardSize, rules: RuleSet, swap_rule: SwapRule) -> Position {
        Position {
            board: Board::empty(size),
            rules,
            turns: Turns::new(if swap_rule.offered() { SwapRule::Colours } else { SwapRule::None }),
            last: None,
            ending: None,
        }
    }

    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The last peg placed, if any.
    pub fn last(&self) -> Option<Hole> {
        self.last
    }

    /// The board, for the search's playouts to fill.
    pub(crate) fn board_mut(&mut self) -> &mut Board {
        &mut self.board
    }

    pub fn size(&self) -> BoardSize {
        self.board.size()
    }

    pub fn rules(&self) -> RuleSet {
        self.rules
    }

    pub fn swap_rule(&self) -> SwapRule {
        self.turns.swap_rule()
    }

    pub fn ending(&self) -> Option<&Ending> {
        self.ending.as_ref()
    }

    /// Pegs `colour` still has in hand; `None` when the supply is unlimited.
    pub fn pegs_left(&self, colour: Colour) -> Option<usize> {
        let supply = self.rules.supply()?;
        Some(usize::from(supply.pegs).saturating_sub(self.board.peg_count(colour)))
    }

    /// Bridges still in the shared box; `None` when the supply is unlimited.
    pub fn bridges_left(&self) -> Option<usize> {
        let supply = self.rules.supply()?;
        Some(usize::from(supply.bridges).saturating_sub(self.board.bridge_count()))
    }

    /// Whether `colour` can still join its borders (draw rule (b)), shown to each player.
    pub fn path_left(&self, colour: Colour) -> bool {
        self.board.path_left(colour)
    }

    fn check_swap(&self) -> Result<(), PlayError> {
        if self.ending.is_some() {
            return Err(PlayError::GameOver);
        }
        self.turns.check_swap().map_err(PlayError::Swap)
    }

    /// Why the side to move may not put a peg in `hole` now (the supply aside).
    pub fn check_hole(&self, hole: Hole) -> Result<(), PlayError> {
        if self.ending.is_some() {
            return Err(PlayError::GameOver);
        }
        if !self.board.contains(hole) {
            return Err(PlayError::OffBoard(hole));
        }
        if self.board.peg(hole).is_some() {
            return Err(PlayError::Occupied(hole));
        }
        match hole.border_of(self.size()) {
            Some(owner) if owner != self.turns.to_move() => Err(PlayError::OpponentBorder { hole, owner }),
            _ => Ok(()),
        }
    }

    /// The holes where the side to move may place its peg: empty, and not in the
    /// opponent's border. (With the supply exhausted, after a removal.)
    pub fn placeable_holes(&self) -> impl Iterator<Item = Hole> + '_ {
        Hole::all(self.size()).filter(|&h| self.check_hole(h).is_ok())
    }

    /// Why `colour` may not build `bridge` on the board as it stands.
    pub fn check_bridge(&self, bridge: Bridge, colour: Colour) -> Result<(), PlayError> {
        let board = &self.board;
        if board.peg(bridge.from()) != Some(colour) || board.peg(bridge.to()) != Some(colour) {
            return Err(PlayError::NeedsOwnPegs(bridge));
        }
        if board.has_bridge(bridge) {
            return Err(PlayError::AlreadyBuilt(bridge));
        }
        let blockers = if self.rules.own_bridges_cross() { Some(colour.opponent()) } else { None };
        if let Some(other) = board.crossings(bridge, blockers).next() {
            return Err(PlayError::Crosses { bridge, other });
        }
        if self.bridges_left() == Some(0) {
            return Err(PlayError::NoBridgesLeft(bridge));
        }
        Ok(())
    }

    /// The bridges the peg in `hole` could make now: what the page proposes.
    pub fn possible_bridges(&self, hole: Hole) -> Vec<Bridge> {
        let Some(colour) = self.board.peg(hole) else { return Vec::new() };
        hole.knight_neighbours(self.size())
            .filter_map(|to| Bridge::new(hole, to).ok())
            .filter(|&b| self.check_bridge(b, colour).is_ok())
            .collect()
    }

    /// Plays a whole turn for the side to move, or says why not and changes nothing.
    pub fn play(&mut self, turn: &Turn) -> Result<(), PlayError> {
        match turn {
            Turn::Swap => {
                self.check_swap()?;
                self.turns.swapped();
            }
            Turn::Place(placement) => {
                let mut next = self.clone();
                next.place(placement)?;
                *self = next;
            }
        }
        Ok(())
    }

    /// Plays `placement` on `self`, which the caller throws away on error.
    fn place(&mut self, placement: &Placement) -> Result<(), PlayError> {
        if self.ending.is_some() {
            return Err(PlayError::GameOver);
        }
        let colour = self.turns.to_move();
        if !placement.removals.is_empty() && !self.rules.removal() {
            return Err(PlayError::RemovalOff);
        }
        for &removal in &placement.removals {
            self.remove(removal, colour)?;
        }
        self.check_hole(placement.peg)?;
        if placement.removals.contains(&Removal::Peg(placement.peg)) {
            return Err(PlayError::RemovedThisTurn(placement.peg));
        }
        if self.pegs_left(colour) == Some(0) {
            return Err(PlayError::NoPegsLeft);
        }
        self.board.put_peg(placement.peg, colour);
        self.last = Some(placement.peg);
        if self.rules.automatic_bridges() {
            for bridge in self.possible_bridges(placement.peg) {
                self.board.put_bridge(bridge);
            }
        }
        for &bridge in &placement.bridges {
            // Under automatic bridges, naming one that was just made is no error.
            if !(self.rules.automatic_bridges() && self.board.has_bridge(bridge)) {
                self.check_bridge(bridge, colour)?;
                self.board.put_bridge(bridge);
            }
        }
        let connected = self.board.connected(colour);
        self.end_turn(colour, connected, DrawRule::Checked);
        Ok(())
    }

    /// After `colour` placed: the turn passes, and the game may end; by draw rule (b) only
    /// if `draw_rule` is [`DrawRule::Checked`].
    fn end_turn(&mut self, colour: Colour, connected: bool, draw_rule: DrawRule) {
        self.turns.moved();
        if connected {
            self.ending = self.board.winning_chain(colour).map(|chain| Ending::Connected { winner: colour, chain });
        }
        if self.ending.is_none()
            && draw_rule == DrawRule::Checked
            && Colour::ALL.iter().all(|&c| !self.board.path_left(c))
        {
            self.ending = Some(Ending::NoPathLeft);
        }
        // Without removal a player can find every hole open to them filled; the rules are
        // silent, so they pass and the other player moves again.
        if self.ending.is_none() && !self.rules.removal() && self.board.open_count(colour.opponent()) == 0 {
            self.turns.pass();
            if self.board.open_count(colour) == 0 {
                self.ending = Some(Ending::NoPathLeft);
            }
        }
    }

    fn remove(&mut self, removal: Removal, colour: Colour) -> Result<(), PlayError> {
        match removal {
            Removal::Peg(hole) => {
                if self.board.peg(hole) != Some(colour) {
                    return Err(PlayError::NotYourPeg(hole));
                }
                self.board.remove_peg(hole);
            }
            Removal::Bridge(bridge) => match self.board.owner(bridge) {
                None => return Err(PlayError::NoSuchBridge(bridge)),
                Some(owner) if owner != colour => return Err(PlayError::NotYourBridge(bridge)),
                Some(_) => self.board.remove_bridge(bridge),
            },
        }
        Ok(())
    }

    /// Ends the game with `loser` resigning; either player may, at any time while playing.
    pub fn resign(&mut self, loser: Colour) -> Result<(), PlayError> {
        self.end(Ending::Resigned { loser })
    }

    /// Ends the game in a draw both players agreed to (draw rule (a)).
    pub fn agree_draw(&mut self) -> Result<(), PlayError> {
        self.end(Ending::Agreed)
    }

    fn end(&mut self, ending: Ending) -> Result<(), PlayError> {
        if self.ending.is_some() {
            return Err(PlayError::GameOver);
        }
        self.ending = Some(ending);
        Ok(())
    }
}

/// A turn as the Monte-Carlo search plays it: a peg with every bridge it can make built
/// at once, or the swap. Removals and chosen bridges are left to people.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SearchMove {
    Peg(Hole),
    Swap,
}

impl Position {
    /// `mv` as the whole turn the side to move plays: the swap, or the peg with every
    /// bridge it can make, as many as the box still holds. Under `pp` the rules build those
    /// bridges themselves, so the turn is the peg alone, as a person's would be.
    pub fn whole_turn(&self, mv: SearchMove) -> Turn {
        let SearchMove::Peg(hole) = mv else { return Turn::Swap };
        if self.rules.automatic_bridges() {
            return Turn::peg(hole);
        }
        let mut after = self.clone();
        after.board.put_peg(hole, self.turns.to_move());
        // Bridges from one peg share that peg, so they never cross each other.
        let mut bridges = after.possible_bridges(hole);
        if let Some(left) = self.bridges_left() {
            bridges.truncate(left);
        }
        Turn::Place(Placement { removals: Vec::new(), peg: hole, bridges })
    }

    /// `turn`, legal here, as the search's move when it is one: the swap, or a peg with
    /// every bridge it can make and nothing removed ([`Position::whole_turn`]).
    pub fn search_move(&self, turn: &Turn) -> Option<SearchMove> {
        match turn {
            Turn::Swap => Some(SearchMove::Swap),
            Turn::Place(placement) => Some(SearchMove::Peg(placement.peg))
                .filter(|&mv| self.check_hole(placement.peg).is_ok() && self.whole_turn(mv) == *turn),
        }
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
    type Move = SearchMove;

    fn to_move(&self) -> Colour {
        self.turns.to_move()
    }

    fn colours_exchanged(&self) -> bool {
        self.turns.colours_exchanged()
    }

    /// Pegs in the holes open to the mover, and the swap when it is offered. Nothing when
    /// the mover must remove before placing (out of pegs or holes): a search move never
    /// removes.
    fn legal_moves(&self, moves: &mut Vec<SearchMove>) {
        if self.ending.is_some() || self.pegs_left(self.turns.to_move()) == Some(0) {
            return;
        }
        let board = &self.board;
        moves.extend(
            board
                .places()
                .filter(|&i| board.open_to(i, self.turns.to_move()))
                .filter_map(|i| board.hole(i))
                .map(SearchMove::Peg),
        );
        if self.can_swap() {
            moves.push(SearchMove::Swap);
        }
    }

    /// Plays `mv` as [`Position::whole_turn`] says. Precondition: `mv` is legal (the hole
    /// is open to the mover, who has a peg in hand; or the swap is offered).
    fn play_unchecked(&mut self, mv: SearchMove) {
        self.play_search_move(mv, DrawRule::Checked);
    }

    fn outcome(&self) -> Option<Outcome> {
        self.ending.as_ref().map(Ending::outcome)
    }
}

/// Whether a move looks for draw rule (b), "no path left" for either player: a search over
/// the board, which the search's tree leaves to its playouts (see
/// [`Position::play_without_path_check`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DrawRule {
    Checked,
    Skipped,
}

impl Position {
    /// `mv` as the search's tree plays it: [`Game::play_unchecked`] without the look for
    /// draw rule (b). That look searches the board for both players' paths; done at every
    /// move of every walk down the tree it cost the search half its iterations in a 12 × 12
    /// middle game, and the search loses nothing without it: a game where nobody can
    /// connect still ends drawn, in the playout below.
    pub(crate) fn play_without_path_check(&mut self, mv: SearchMove) {
        self.play_search_move(mv, DrawRule::Skipped);
    }

    fn play_search_move(&mut self, mv: SearchMove, draw_rule: DrawRule) {
        match mv {
            SearchMove::Peg(hole) => {
                debug_assert_eq!(self.check_hole(hole), Ok(()), "{hole} played unchecked");
                debug_assert_ne!(self.pegs_left(self.turns.to_move()), Some(0), "{hole} played with no peg in hand");
                let colour = self.turns.to_move();
                let i = self.board.index(hole);
                let left = self.bridges_left().unwrap_or(usize::MAX);
                let connected = self.board.put(i, colour, self.rules.own_bridges_cross(), left);
                self.last = Some(hole);
                self.end_turn(colour, connected, draw_rule);
            }
            SearchMove::Swap => {
                debug_assert_eq!(self.check_swap(), Ok(()), "swap played unchecked");
                self.turns.swapped();
            }
        }
    }
}
