use std::fmt;

/// The side of the square of holes: 6 to 30 (RULES.md §2; the seed's figure shows 8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BoardSize(u8);

impl BoardSize {
    pub const MIN: u8 = 6;
    pub const MAX: u8 = 30;
    /// The commercial board of 1962: 24 × 24.
    pub const DEFAULT: BoardSize = BoardSize(24);

    pub fn new(n: u32) -> Result<Self, SizeError> {
        match u8::try_from(n) {
            Ok(n) if (Self::MIN..=Self::MAX).contains(&n) => Ok(BoardSize(n)),
            _ => Err(SizeError(n)),
        }
    }

    pub const fn get(self) -> u8 {
        self.0
    }

    /// Places in a row-major array of holes, n² (the four absent corners included).
    pub const fn holes(self) -> usize {
        self.0 as usize * self.0 as usize
    }

    /// The last row or column index, n − 1.
    pub const fn last(self) -> u8 {
        self.0 - 1
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

/// A board side outside 6–30.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeError(pub u32);

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a TwixT board is {} to {} holes a side, not {}",
            BoardSize::MIN,
            BoardSize::MAX,
            self.0
        )
    }
}

impl std::error::Error for SizeError {}
