//! The review of a game at its screen: the game's positions as the worker weighs them, one
//! after another, and what they say of each move (its mark, the move preferred). It belongs
//! to the game as played when it began; a game that goes elsewhere (a variation made the
//! game) drops it. Browsing the review is browsing the game: it never changes the game.

use serde::{Deserialize, Serialize};

use super::{ScreenGame, State};
use crate::ai::review::{Played, Reviewed, Weighed, reviewed};
use crate::games::sgf::Weighing;
use crate::games::{Colour, Game};
use crate::timeline::Spot;
use crate::ui::computer::{ComputerNotice, Lane};
use crate::worker::{Answer, Answered};

/// How many positions the review of a game of `entries` weighs: each before a move, and the
/// last unless the game ended by agreement (a resignation, a draw).
fn positions<G: ScreenGame>(entries: &[G::Entry]) -> usize {
    let ended_by_agreement = entries.last().is_some_and(|entry| !matches!(G::reviewed_as(entry), Played::Move(())));
    entries.len() + usize::from(!ended_by_agreement)
}

/// The game's review so far.
#[derive(Clone, Debug, PartialEq)]
pub struct GameReview<E> {
    /// The game's moves reviewed: the game as played when the review began.
    pub entries: Vec<E>,
    /// Its positions from the start, as weighed so far.
    pub weighed: Vec<Weighed<Answer>>,
    /// How many positions there are to weigh.
    pub positions: usize,
}

/// A review as the kept game holds it: how many of the game's moves it covers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct KeptReview {
    pub moves: usize,
    pub weighed: Vec<Weighed<Answer>>,
    pub positions: usize,
}

impl<E: Clone> GameReview<E> {
    pub fn is_done(&self) -> bool {
        self.weighed.len() >= self.positions
    }

    /// The review as the kept game holds it.
    pub fn kept(&self) -> KeptReview {
        KeptReview { moves: self.entries.len(), weighed: self.weighed.clone(), positions: self.positions }
    }
}

impl<G: ScreenGame> State<G> {
    /// Starts the review of the game as played, or stops the one under way (keeping what it
    /// weighed). The computer does nothing else meanwhile.
    pub(super) fn toggle_review(&mut self) {
        if self.computer.reviewing.take().is_some() {
            return;
        }
        let game = self.game().clone().into();
        let entries: Vec<G::Entry> = self.timeline.moves().take(self.timeline.played()).cloned().collect();
        let positions = positions::<G>(&entries);
        self.computer.review(game, <G::Position as crate::ai::Searched>::REVIEW);
        self.review = Some(GameReview { entries, weighed: Vec::new(), positions });
    }

    /// The game's review as a file gave it back (`review`: each position from the start, as
    /// far as it was weighed): the game as played, its graph and its marks as they were
    /// when the file was written. Nothing, where the file carries no review.
    pub(super) fn restore_review(&mut self, review: Vec<Weighing<G::Move>>) {
        let entries: Vec<G::Entry> = self.timeline.moves().take(self.timeline.played()).cloned().collect();
        let positions = positions::<G>(&entries);
        let weighed: Vec<Weighed<Answer>> = review
            .into_iter()
            .take(positions)
            .enumerate()
            .map(|(ply, weighing)| Weighed::read(weighing.map(Answered::answer), self.to_move_at(ply)))
            .collect();
        if !weighed.is_empty() {
            self.computer.reviewing = None;
            self.review = Some(GameReview { entries, weighed, positions });
        }
    }

    /// The side to move after the game's move `ply` (0: at the start).
    pub(super) fn to_move_at(&self, ply: usize) -> Colour {
        G::position(G::record(self.timeline.at(Spot::game(ply)))).to_move()
    }

    /// Positions of the review weighed, from position `from` (0: the start), by job `job`.
    pub(super) fn heard_weighed(&mut self, job: u32, from: usize, weighed: Vec<Weighed<Answer>>) {
        let (Some(_), Some(review)) = (self.computer.reviewing.answered_by(job), &mut self.review) else { return };
        if from != review.weighed.len() {
            return;
        }
        review.weighed.extend(weighed);
        if review.is_done() {
            self.computer.reviewing = None;
        }
    }

    /// A move or a hint asked while the review has the computer.
    pub(super) fn reviewing(&mut self) -> bool {
        let busy = self.computer.reviewing.is_some();
        if busy {
            self.notice = Some(super::Notice::Computer(ComputerNotice::Reviewing));
        }
        busy
    }

    /// The review, when it still belongs to the game: drops one the game left behind.
    pub(super) fn keep_review(&mut self) {
        let belongs = self.review.as_ref().is_none_or(|review| {
            let moves: Vec<&G::Entry> = self.timeline.moves().take(review.entries.len()).collect();
            moves.len() == review.entries.len() && moves.into_iter().eq(review.entries.iter())
        });
        if !belongs {
            self.review = None;
            self.computer.reviewing = None;
        }
    }

    /// The game's moves reviewed so far, in order.
    pub fn reviewed(&self) -> Vec<Reviewed<Answer>> {
        let Some(review) = &self.review else { return Vec::new() };
        let played = review.entries.iter().enumerate().map(|(k, entry)| (self.to_move_at(k), G::reviewed_as(entry)));
        reviewed(&review.weighed, played)
    }

    /// The review as a file carries it: each position weighed, from the start.
    pub fn review_weighings(&self) -> Vec<Weighing<G::Move>> {
        let Some(review) = &self.review else { return Vec::new() };
        let written = |weighed: &Weighed<Answer>| Weighing {
            chance: weighed.chance,
            best: weighed.best.as_ref().and_then(<G::Move as Answered>::read),
            proved: weighed.proved.is_some(),
        };
        review.weighed.iter().map(written).collect()
    }

    /// Black's chance to win at each position weighed, from the start: the review's graph.
    pub fn chances(&self) -> Vec<f32> {
        let Some(review) = &self.review else { return Vec::new() };
        let black = |ply, chance| if self.to_move_at(ply) == Colour::Black { chance } else { 1.0 - chance };
        review.weighed.iter().enumerate().map(|(ply, w)| black(ply, w.chance)).collect()
    }

    /// The move the review prefers where the game's move `ply` (from 1) was marked: shown
    /// on the board when that move is.
    pub fn preferred(&self, ply: usize) -> Option<G::Move> {
        let reviewed = self.reviewed();
        let move_review = reviewed.get(ply.checked_sub(1)?)?;
        move_review.mark?;
        <G::Move as Answered>::read(move_review.best.as_ref()?)
    }

    /// Who wins the position the board shows with best play, where the review proved it.
    pub fn proved_here(&self) -> Option<Colour> {
        let view = self.timeline.view();
        let review = self.review.as_ref()?;
        (view.line == 0 && view.ply <= review.entries.len()).then(|| review.weighed.get(view.ply)?.proved)?
    }
}
