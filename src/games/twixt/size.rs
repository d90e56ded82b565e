crate::board_size! {
    /// The side of the square of holes: 6 to 30 (docs/rules.md §2; the seed's figure shows 8,
    /// the commercial board of 1962 is 24 × 24).
    BoardSize, SizeError: TwixT boards of 6 to 30 holes a side, default 24
}

impl BoardSize {
    /// The last row or column index, n − 1.
    pub const fn last(self) -> u8 {
        self.0 - 1
    }
}
