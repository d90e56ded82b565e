use std::fmt;

/// The side of the rhombus: 2 to 19 cells (RULES.md §1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BoardSize(u8);

impl BoardSize {
    pub const MIN: u8 = 2;
    pub const MAX: u8 = 19;
    pub const DEFAULT: BoardSize = BoardSize(11);

    pub fn new(n: u32) -> Result<Self, SizeError> {
        match u8::try_from(n) {
            Ok(n) if (Self::MIN..=Self::MAX).contains(&n) => Ok(BoardSize(n)),
            _ => Err(SizeError(n)),
        }
    }

    pub const fn get(self) -> u8 {
        self.0
    }

    /// Cells on the board, n².
    pub const fn cells(self) -> usize {
        self.0 as usize * self.0 as usize
    }
}

impl Default for BoardSize {
    fn default() -> Self {
        Self::DEFAULT
    }
}

impl fmt::Display for BoardSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{0}×{0}", self.0)
    }
}

/// A board side outside 2–19.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeError(pub u32);

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a Hex board is {} to {} cells a side, not {}",
            BoardSize::MIN,
            BoardSize::MAX,
            self.0
        )
    }
}

impl std::error::Error for SizeError {}
