//! The ziggurat (edge template IIIa): a stone on the third row holds its edge through
//! eight empty cells, whoever moves first. The solver links groups to edges by it; the
//! playouts answer an intrusion into one, as they answer one into a bridge.

/// The ziggurat's carriers, in the frame of the edge (`x` along it, `d` rows away from it)
/// with the stone at `x` = 0, `d` = 2: the eight empty cells of its two mirror images, the
/// only carriers of eight cells or fewer that trying every game found (the solver's tests
/// play every defence against each). In this frame a cell touches `(x, d - 1)` and
/// `(x + 1, d - 1)` on the row nearer the edge.
pub(super) const SHAPES: [[(i8, i8); 8]; 2] = [
    [(-1, 2), (-1, 1), (0, 1), (1, 1), (-1, 0), (0, 0), (1, 0), (2, 0)],
    [(1, 2), (0, 1), (1, 1), (2, 1), (0, 0), (1, 0), (2, 0), (3, 0)],
];

/// For each cell of [`SHAPES`], the reply that keeps the edge when the opponent takes
/// it, found by trying every game (the solver's tests check each): one that leaves a
/// bridge to the edge where one is left, as that holds against the most further moves.
/// The second shape's replies mirror the first's, `x` becoming `2 - d - x`.
pub(super) const REPLIES: [[(i8, i8); 8]; 2] = [
    [(0, 1), (0, 1), (1, 1), (0, 1), (0, 1), (1, 1), (-1, 1), (0, 1)],
    [(1, 1), (1, 1), (0, 1), (1, 1), (1, 1), (2, 1), (0, 1), (1, 1)],
];

/// One of the four edges in a frame of its own: Black's (`side` 0) top and bottom rows,
/// White's (`side` 1) left and right columns, `edge` 0 the near one (row or column 0).
#[derive(Clone, Copy, Debug)]
pub(super) struct Edge {
    pub(super) n: i8,
    pub(super) side: usize,
    pub(super) edge: usize,
}

impl Edge {
    /// The board's (column, row) of the frame's `(x, d)`, when on the board. The far edge
    /// is the near one turned half a circle, and White's edges are Black's mirrored in
    /// the long diagonal; both keep the cells' neighbours.
    pub(super) fn on_board(self, x: i8, d: i8) -> Option<(i8, i8)> {
        let n = self.n;
        let (x, d) = if self.edge == 0 { (x, d) } else { (n - 1 - x, n - 1 - d) };
        let (col, row) = if self.side == 0 { (x, d) } else { (d, x) };
        ((0..n).contains(&col) && (0..n).contains(&row)).then_some((col, row))
    }

    /// The frame's `(x, d)` of the board's (column, row): [`Edge::on_board`] undone.
    pub(super) fn in_frame(self, col: i8, row: i8) -> (i8, i8) {
        let (x, d) = if self.side == 0 { (col, row) } else { (row, col) };
        if self.edge == 0 { (x, d) } else { (self.n - 1 - x, self.n - 1 - d) }
    }
}
