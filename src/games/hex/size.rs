crate::board_size! {
    /// The side of the rhombus: 2 to 19 cells (docs/rules.md §1).
    BoardSize, SizeError: Hex boards of 2 to 19 cells a side, default 11
}
