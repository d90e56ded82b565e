//! The swap rule as a search sees it. The swap is offered once, to the second player,
//! right after the first move; a search that starts before that move must know the offer
//! is coming, or it opens with the strongest move and is swapped out of its advantage.

/// Where a game stands with the swap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SwapWindow {
    /// The swap rule is on and the first move is still to come.
    Coming,
    /// The second player may swap now.
    Open,
    /// The swap is off, taken, or past.
    Closed,
}

impl SwapWindow {
    /// The window of a game at `ply` (moves played so far) whose swap rule is `allowed`
    /// and which `can_swap` now, by its rules engine.
    pub fn of(allowed: bool, ply: u32, can_swap: bool) -> SwapWindow {
        if can_swap {
            SwapWindow::Open
        } else if allowed && ply == 0 {
            SwapWindow::Coming
        } else {
            SwapWindow::Closed
        }
    }

    /// The window after a move is played (the swap itself included).
    pub fn after_move(self) -> SwapWindow {
        match self {
            SwapWindow::Coming => SwapWindow::Open,
            SwapWindow::Open | SwapWindow::Closed => SwapWindow::Closed,
        }
    }

    pub fn is_open(self) -> bool {
        self == SwapWindow::Open
    }
}
