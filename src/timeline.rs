//! A game and the variations tried beside it, over any game: the positions each line went
//! through and the moves between them, the game's own place on its line (undo and redo),
//! and the position the board shows, which browsing moves without changing the game.
//!
//! Nothing is ever discarded by a move: a move played where the line goes on differently
//! (after an undo, or while looking back) keeps what it would have replaced as a line of
//! its own.

use std::rc::Rc;

/// A place in the timeline: a line (0 is the game) and how many of its moves lead there.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Spot {
    pub line: usize,
    pub ply: usize,
}

impl Spot {
    /// The game's own line at `ply`.
    pub const fn game(ply: usize) -> Spot {
        Spot { line: 0, ply }
    }
}

/// One move and the position after it, shared by every line that went through it.
type Step<P, M> = Rc<(M, P)>;

/// A line of a game with where it leaves the game's own line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Variation {
    /// The line's number, for [`Spot::line`].
    pub line: usize,
    /// How many moves it shares with the game's line: its own begin after them.
    pub branch: usize,
}

/// The start position, then lines of `(move, position after it)`: line 0 is the game, the
/// others variations. The game is played as far as `played`; the moves after it were
/// undone and can be redone. The board shows `view`.
#[derive(Clone, Debug)]
pub struct Timeline<P, M> {
    start: P,
    lines: Vec<Vec<Step<P, M>>>,
    played: usize,
    view: Spot,
}

/// Equal when they hold the same lines; a step shared by both is equal without a look
/// inside it, so a reducer's "has anything changed" costs a glance, not a game.
impl<P: PartialEq, M: PartialEq> PartialEq for Timeline<P, M> {
    fn eq(&self, other: &Self) -> bool {
        let same_line = |a: &Vec<Step<P, M>>, b: &Vec<Step<P, M>>| {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| Rc::ptr_eq(x, y) || x == y)
        };
        (self.played, self.view) == (other.played, other.view)
            && self.lines.len() == other.lines.len()
            && self.lines.iter().zip(&other.lines).all(|(a, b)| same_line(a, b))
            && self.start == other.start
    }
}

impl<P, M: PartialEq> Timeline<P, M> {
    pub fn new(start: P) -> Self {
        Timeline { start, lines: vec![Vec::new()], played: 0, view: Spot::default() }
    }

    /// The position at `spot`, which must be on its line.
    pub fn at(&self, spot: Spot) -> &P {
        match spot.ply {
            0 => &self.start,
            n => &self.lines[spot.line][n - 1].1,
        }
    }

    /// The position the board shows.
    pub fn current(&self) -> &P {
        self.at(self.view)
    }

    /// The game's position: its line as far as it is played.
    pub fn latest(&self) -> &P {
        self.at(Spot::game(self.played))
    }

    /// The game's line at its end, undone moves included.
    pub fn last(&self) -> &P {
        self.at(Spot::game(self.lines[0].len()))
    }

    /// Where the board is.
    pub fn view(&self) -> Spot {
        self.view
    }

    /// How many moves lead to the position the board shows.
    pub fn ply(&self) -> usize {
        self.view.ply
    }

    /// How many moves of the game are played (the rest of its line can be redone).
    pub fn played(&self) -> usize {
        self.played
    }

    /// Whether the board shows something else than the game's position: a move played now
    /// goes into a variation, and the game waits.
    pub fn browsing(&self) -> bool {
        self.view != Spot::game(self.played)
    }

    /// Plays `mv`, which led from [`Timeline::current`] to `next`, where the board is.
    /// At the game's position the move takes the game on (a redo, if it is the move undone
    /// there), and what had been undone stays as a variation. Anywhere else the board
    /// follows a line that goes on with `mv` (`next` is the same position), or the move
    /// extends the variation shown at its end, or begins a variation.
    pub fn push(&mut self, mv: M, next: P) {
        let Spot { line, ply } = self.view;
        if !self.browsing() {
            if self.lines[0].get(ply).is_none_or(|step| step.0 != mv) {
                if self.lines[0].len() > ply {
                    self.keep(self.lines[0].clone());
                }
                self.lines[0].truncate(ply);
                self.lines[0].push(Rc::new((mv, next)));
            }
            self.played = ply + 1;
            self.view = Spot::game(self.played);
        } else if let Some(follow) = self.line_going_on(self.view, &mv) {
            self.view = Spot { line: follow, ply: ply + 1 };
        } else if line != 0 && self.lines[line].len() == ply {
            self.lines[line].push(Rc::new((mv, next)));
            self.view.ply += 1;
        } else {
            let mut variation = self.lines[line][..ply].to_vec();
            variation.push(Rc::new((mv, next)));
            self.view = Spot { line: self.keep(variation), ply: ply + 1 };
        }
    }

    /// Keeps `steps` as a variation, unless a variation holds them already; returns its line.
    fn keep(&mut self, steps: Vec<Step<P, M>>) -> usize {
        let holds =
            |line: &Vec<Step<P, M>>| line.len() >= steps.len() && line.iter().zip(&steps).all(|(a, b)| a.0 == b.0);
        if let Some(found) = self.lines.iter().skip(1).position(holds) {
            return found + 1;
        }
        self.lines.push(steps);
        self.lines.len() - 1
    }

    /// The line that goes on from `spot` with `mv`, if any: `spot`'s own first, then the
    /// game's, then any other sharing the moves up to it.
    fn line_going_on(&self, spot: Spot, mv: &M) -> Option<usize> {
        let goes_on = |line: usize| {
            let steps = &self.lines[line];
            steps.get(spot.ply).is_some_and(|step| step.0 == *mv) && self.shares(line, spot)
        };
        [spot.line, 0].into_iter().chain(0..self.lines.len()).find(|&line| goes_on(line))
    }

    /// Whether `line` goes through `spot` (the same moves up to it).
    fn shares(&self, line: usize, spot: Spot) -> bool {
        let (ours, theirs) = (&self.lines[line], &self.lines[spot.line]);
        ours.len() >= spot.ply && ours[..spot.ply].iter().zip(&theirs[..spot.ply]).all(|(a, b)| a.0 == b.0)
    }

    pub fn can_undo(&self) -> bool {
        self.played > 0
    }

    pub fn can_redo(&self) -> bool {
        self.played < self.lines[0].len()
    }

    /// Takes back the game's last move, and shows the game; false when nothing is played.
    pub fn undo(&mut self) -> bool {
        let moved = self.can_undo();
        self.played -= usize::from(moved);
        self.view = Spot::game(self.played);
        moved
    }

    /// Plays the game's next undone move again, and shows the game; false when there is none.
    pub fn redo(&mut self) -> bool {
        let moved = self.can_redo();
        self.played += usize::from(moved);
        self.view = Spot::game(self.played);
        moved
    }

    /// Shows `spot`, as far as its line goes, without changing the game.
    pub fn seek(&mut self, spot: Spot) {
        let line = spot.line.min(self.lines.len() - 1);
        self.view = Spot { line, ply: spot.ply.min(self.lines[line].len()) };
    }

    /// Shows the position before the one shown; false at the start.
    pub fn back(&mut self) -> bool {
        let moved = self.view.ply > 0;
        self.view.ply -= usize::from(moved);
        moved
    }

    /// Shows the position after the one shown, on its line; false at the line's end.
    pub fn forward(&mut self) -> bool {
        let moved = self.view.ply < self.lines[self.view.line].len();
        self.view.ply += usize::from(moved);
        moved
    }

    /// Shows the game's position.
    pub fn back_to_game(&mut self) {
        self.view = Spot::game(self.played);
    }

    /// Takes the game back to `ply` moves (the rest can be redone) and shows it.
    pub fn take_back_to(&mut self, ply: usize) {
        self.set_played(ply);
        self.back_to_game();
    }

    /// Sets the game's position at `ply` of its line (a game opened at a move it had
    /// been undone to).
    pub fn set_played(&mut self, ply: usize) {
        self.played = ply.min(self.lines[0].len());
    }

    /// Makes variation `line` the game, played to its end; the game's line becomes a
    /// variation in its place. The board stays on the same position.
    pub fn promote(&mut self, line: usize) {
        if line == 0 || line >= self.lines.len() {
            return;
        }
        self.lines.swap(0, line);
        self.played = self.lines[0].len();
        self.view.line = match self.view.line {
            0 => line,
            l if l == line => 0,
            l => l,
        };
    }

    /// Forgets variation `line`; the board, if it showed it, goes back to the game.
    pub fn remove(&mut self, line: usize) {
        if line == 0 || line >= self.lines.len() {
            return;
        }
        self.lines.remove(line);
        match self.view.line {
            l if l == line => self.back_to_game(),
            l if l > line => self.view.line -= 1,
            _ => {}
        }
    }

    /// Every move of the game's line, including the ones undone and not yet redone.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = &M> {
        self.line(0)
    }

    /// Every move of `line`, from the start.
    pub fn line(&self, line: usize) -> impl ExactSizeIterator<Item = &M> {
        self.lines[line].iter().map(|step| &step.0)
    }

    /// The moves that lead to the position the board shows.
    pub fn path(&self) -> impl ExactSizeIterator<Item = &M> {
        self.lines[self.view.line][..self.view.ply].iter().map(|step| &step.0)
    }

    /// The position at the end of `line`.
    pub fn end(&self, line: usize) -> &P {
        self.at(Spot { line, ply: self.lines[line].len() })
    }

    /// The variations, each with where it leaves the game's line, in the order they began.
    pub fn variations(&self) -> impl Iterator<Item = Variation> + '_ {
        (1..self.lines.len()).map(|line| {
            let branch = self.lines[line].iter().zip(&self.lines[0]).take_while(|(a, b)| a.0 == b.0).count();
            Variation { line, branch }
        })
    }

    /// Adds the game's line of `other`, a timeline from the same start, as a variation,
    /// unless a variation holds it already; returns its line.
    pub fn add_variation(&mut self, other: &Timeline<P, M>) -> usize {
        self.keep(other.lines[0].clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A timeline of numbers: each move adds itself to the position.
    fn played(moves: &[u32]) -> Timeline<u32, u32> {
        let mut timeline = Timeline::new(0);
        for &mv in moves {
            let next = timeline.current() + mv;
            timeline.push(mv, next);
        }
        timeline
    }

    fn push(timeline: &mut Timeline<u32, u32>, mv: u32) {
        let next = timeline.current() + mv;
        timeline.push(mv, next);
    }

    #[test]
    fn browsing_changes_what_is_shown_never_the_game() {
        let mut timeline = played(&[1, 2, 3, 4]);
        timeline.seek(Spot::game(1));
        assert!(timeline.browsing());
        assert_eq!(*timeline.current(), 1);
        assert_eq!(*timeline.latest(), 10);
        assert!(timeline.forward() && timeline.forward());
        assert_eq!(*timeline.current(), 6);
        timeline.back_to_game();
        assert!(!timeline.browsing());
        assert_eq!(timeline.moves().len(), 4);
    }

    #[test]
    fn a_move_played_while_looking_back_begins_a_variation_beside_the_game() {
        let mut timeline = played(&[1, 2, 3, 4]);
        timeline.seek(Spot::game(2));
        push(&mut timeline, 7);
        assert_eq!(timeline.view(), Spot { line: 1, ply: 3 });
        assert_eq!(timeline.variations().collect::<Vec<_>>(), [Variation { line: 1, branch: 2 }]);
        push(&mut timeline, 8);
        assert_eq!(timeline.line(1).copied().collect::<Vec<_>>(), [1, 2, 7, 8], "extended, not branched");
        assert_eq!(timeline.moves().copied().collect::<Vec<_>>(), [1, 2, 3, 4], "the game untouched");
        assert_eq!(timeline.played(), 4);
    }

    #[test]
    fn a_move_a_line_already_holds_follows_it() {
        let mut timeline = played(&[1, 2, 3]);
        timeline.seek(Spot::game(1));
        push(&mut timeline, 2);
        assert_eq!(timeline.view(), Spot::game(2));
        assert_eq!(timeline.variations().count(), 0);
        assert_eq!(timeline.played(), 3, "still looking back");
    }

    #[test]
    fn undo_then_another_move_keeps_what_was_undone_as_a_variation() {
        let mut timeline = played(&[1, 2, 3]);
        assert!(timeline.undo() && timeline.undo());
        assert!(!timeline.browsing(), "undo takes the game back");
        push(&mut timeline, 5);
        assert_eq!(timeline.moves().copied().collect::<Vec<_>>(), [1, 5]);
        assert_eq!(timeline.played(), 2);
        assert_eq!(timeline.line(1).copied().collect::<Vec<_>>(), [1, 2, 3]);
        assert!(!timeline.can_redo());
    }

    #[test]
    fn undo_then_the_same_move_is_a_redo() {
        let mut timeline = played(&[1, 2, 3]);
        timeline.undo();
        timeline.undo();
        push(&mut timeline, 2);
        assert_eq!(timeline.played(), 2);
        assert!(timeline.can_redo());
        assert_eq!(timeline.variations().count(), 0);
    }

    #[test]
    fn a_promoted_variation_is_the_game_and_the_game_a_variation() {
        let mut timeline = played(&[1, 2, 3]);
        timeline.seek(Spot::game(1));
        push(&mut timeline, 9);
        timeline.promote(1);
        assert_eq!(timeline.moves().copied().collect::<Vec<_>>(), [1, 9]);
        assert_eq!(timeline.played(), 2);
        assert_eq!(timeline.view(), Spot::game(2));
        assert_eq!(timeline.line(1).copied().collect::<Vec<_>>(), [1, 2, 3]);
        timeline.remove(1);
        assert_eq!(timeline.variations().count(), 0);
    }

    #[test]
    fn seeking_stays_within_the_lines() {
        let mut timeline = played(&[1, 2]);
        timeline.seek(Spot { line: 5, ply: 9 });
        assert_eq!(timeline.view(), Spot::game(2));
        assert!(!timeline.forward());
        assert!(timeline.back() && timeline.back() && !timeline.back());
    }
}
