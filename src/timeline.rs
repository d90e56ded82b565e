//! Undo and redo over any game: the positions a game went through and the moves between
//! them. Each screen keeps one; undoing moves a cursor back, a new move cuts off the
//! moves that were undone.

/// The start position, then one `(move, position after it)` a ply.
#[derive(Clone, Debug, PartialEq)]
pub struct Timeline<P, M> {
    start: P,
    steps: Vec<(M, P)>,
    /// How many of `steps` are played; the rest can be redone.
    cursor: usize,
}

impl<P, M> Timeline<P, M> {
    pub fn new(start: P) -> Self {
        Timeline { start, steps: Vec::new(), cursor: 0 }
    }

    /// The position on the board now.
    pub fn current(&self) -> &P {
        match self.cursor {
            0 => &self.start,
            n => &self.steps[n - 1].1,
        }
    }

    /// Records `mv`, which led from [`Timeline::current`] to `next`, and forgets whatever
    /// could have been redone.
    pub fn push(&mut self, mv: M, next: P) {
        self.steps.truncate(self.cursor);
        self.steps.push((mv, next));
        self.cursor += 1;
    }

    pub fn can_undo(&self) -> bool {
        self.cursor > 0
    }

    pub fn can_redo(&self) -> bool {
        self.cursor < self.steps.len()
    }

    /// Steps back one ply; false when already at the start.
    pub fn undo(&mut self) -> bool {
        let moved = self.can_undo();
        self.cursor -= usize::from(moved);
        moved
    }

    /// Steps forward one ply; false when nothing was undone.
    pub fn redo(&mut self) -> bool {
        let moved = self.can_redo();
        self.cursor += usize::from(moved);
        moved
    }

    /// Goes to the position after `ply` moves (0 is the start), as far as the record goes.
    pub fn seek(&mut self, ply: usize) {
        self.cursor = ply.min(self.steps.len());
    }

    /// How many moves lead to the current position.
    pub fn ply(&self) -> usize {
        self.cursor
    }

    /// Every recorded move, including the ones undone and not yet redone.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = &M> {
        self.steps.iter().map(|(mv, _)| mv)
    }
}
