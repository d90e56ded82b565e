use crate::games::{Colour, Game, Outcome};
use crate::rng::Rng;

/// What the tree search needs of a game beyond its rules: random games played to the end
/// by a playout policy, and numbered moves so it can share what it learns between moves
/// (AMAF, "all moves as first").
pub trait Simulate: Game {
    /// How a playout chooses its moves: each game's own knowledge, in `ai/<game>/`.
    type Policy: Copy;

    /// The work of a proof search at the root that the tree resumes as it searches and
    /// keeps from move to move (Hex's solver and its table; `()` for a game without one).
    type Prover: Default;

    /// How many move numbers there are; every move's [`Simulate::slot`] is below it.
    fn move_slots(&self) -> usize;

    /// The number of a move, the same in every position of one game.
    fn slot(&self, mv: Self::Move) -> usize;

    /// Plays `mv`, legal here, on the way down the search's tree. The rules'
    /// [`Game::play_unchecked`] by default; a game may leave out a look whose answer the
    /// playout below finds anyway, when it costs more than the rest of the walk (TwixT's
    /// draw rule (b)).
    fn play_in_tree(&mut self, mv: Self::Move) {
        self.play_unchecked(mv);
    }

    /// Plays the game out with `policy` and says how it ended, or how it would, when the
    /// policy judges it before the end. Afterwards the position is good only for
    /// [`Simulate::played`].
    fn simulate(&mut self, policy: Self::Policy, rng: &mut Rng) -> Score;

    /// After [`Simulate::simulate`]: whether `colour` made move `slot` in the game so far
    /// (for AMAF). In Hex, whether the cell holds a stone of that colour. Asked of every
    /// sibling of every node on a walk, so best a comparison of board codes: a decoding to
    /// `Option<Colour>` compiled to a branch on whether the place was played, which the
    /// playouts make unpredictable, and in the middle of a 24 × 24 TwixT game the tree,
    /// mostly that pass, took 45% of the search's time (docs/ai-lab.md).
    fn played(&self, slot: usize, colour: Colour) -> bool;

    /// Moves that knowledge says must be chosen among at the root, whatever the search
    /// thinks: an immediate win, or the moves that stop the opponent's. `None` when free.
    fn urgent_moves(&self) -> Option<Vec<Self::Move>> {
        None
    }

    /// The moves the search weighs here: the legal ones, less those that knowledge shows
    /// to be no better than another (Hex's dead cells). Never none while a move is legal.
    fn search_moves(&self, moves: &mut Vec<Self::Move>) {
        self.legal_moves(moves);
    }

    /// What knowledge settles in a position the tree has visited often (after
    /// [`Settings::knowledge_after`](super::Settings::knowledge_after) visits): a proved
    /// winner, or the only moves worth weighing. Asked once a node, so it may cost more
    /// than a walk; nothing by default.
    fn knowledge(&self) -> Verdict<Self::Move> {
        Verdict::default()
    }

    /// What knowledge settles at the root: the [urgent moves](Simulate::urgent_moves), and
    /// the winner when the knowledge behind them proves it. A game whose knowledge proves
    /// results (Hex's solver and tables) gives both here instead, its proof search going
    /// on from where `prover` left it.
    fn verdict(&self, _prover: &mut Self::Prover) -> Verdict<Self::Move> {
        Verdict { moves: self.urgent_moves(), proved: None }
    }

    /// Takes the root's proof search `effort` steps further (for Hex, positions solved on
    /// 9×9), from where `prover` left it. The tree asks while it searches (see
    /// [`Settings::prove_every`](super::Settings)), so that a win a few thousand positions
    /// prove is found within a move, not left to the playouts' noise. Idle by default.
    fn prove(&self, _prover: &mut Self::Prover, _effort: u32) -> ProofStep<Self::Move> {
        ProofStep::Idle
    }
}

/// What a step of the root's proof search came to ([`Simulate::prove`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProofStep<M> {
    /// Nothing to prove with here (no solver for the board, or tables decide the root):
    /// the step cost nothing.
    Idle,
    /// The proof search went on, and has proved nothing yet.
    Open,
    /// The root is proved: what knowledge settles there.
    Proved(Verdict<M>),
}

/// What a playout says of the game it played out.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Score {
    /// The game ended, by the rules as the playout plays them.
    Ended(Outcome),
    /// The playout stopped early, and judged that Black wins with these odds (0 to 1): the
    /// odds themselves are credited, as a winner drawn with them would only add noise.
    Odds { black: f32 },
}

impl Score {
    /// The share of a win this score gives `colour`: 1, ½ for a draw, 0, or its odds.
    pub fn share(self, colour: Colour) -> f32 {
        let black = match self {
            Score::Ended(Outcome::Winner(Colour::Black)) => 1.0,
            Score::Ended(Outcome::Winner(Colour::White)) => 0.0,
            Score::Ended(Outcome::Draw) => 0.5,
            Score::Odds { black } => black,
        };
        match colour {
            Colour::Black => black,
            Colour::White => 1.0 - black,
        }
    }
}

/// What knowledge settles at a root before any search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict<M> {
    /// The moves the root must choose among, all legal; `None` when free.
    pub moves: Option<Vec<M>>,
    /// The colour that wins with best play, when that is proved. After a colour exchange,
    /// the colour of the stones: the swapper wins as Black.
    pub proved: Option<Colour>,
}

impl<M> Default for Verdict<M> {
    fn default() -> Self {
        Verdict { moves: None, proved: None }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A win is worth one to the winner, a draw half to each, odds their value; the two
    /// colours' shares always make one whole.
    #[test]
    fn a_score_shares_one_win_between_the_colours() {
        let scores = [
            (Score::Ended(Outcome::Winner(Colour::Black)), 1.0),
            (Score::Ended(Outcome::Winner(Colour::White)), 0.0),
            (Score::Ended(Outcome::Draw), 0.5),
            (Score::Odds { black: 0.25 }, 0.25),
        ];
        for (score, black) in scores {
            assert_eq!(score.share(Colour::Black), black, "{score:?}");
            assert_eq!(score.share(Colour::White), 1.0 - black, "{score:?}");
        }
    }
}
