//! Benzene's solved openings of 6×6 to 8×8, from its solver regression tests as copied in
//! `tests/data/benzene/` (whose README says where from, and why benzene's cell names
//! mean our cells unchanged).

use fogliaccio::games::Colour;
use fogliaccio::games::hex::{BoardSize, Cell};

/// Who wins after Black's first stone on every cell of an `n`×`n` board (6 to 8), row by
/// row as [`Cell::index`]: as the file states it, or for a cell it leaves out, as it
/// states the same opening turned half a circle (7×7 and 8×8 give only half the board).
pub fn solved_openings(n: u8) -> Vec<Colour> {
    let text = match n {
        6 => include_str!("../data/benzene/dfpn-solve-6x6.tst"),
        7 => include_str!("../data/benzene/dfpn-solve-7x7.tst"),
        8 => include_str!("../data/benzene/dfpn-solve-8x8.tst"),
        _ => panic!("benzene's regression tests solve 6×6 to 8×8, not {n}×{n}"),
    };
    let size = BoardSize::new(u32::from(n)).unwrap();
    assert!(text.contains(&format!("boardsize {n} {n}")), "the file sets up {n}×{n}");
    let mut winners: Vec<Option<Colour>> = vec![None; size.area()];
    let mut opening = None;
    for line in text.lines() {
        if let Some(name) = line.strip_prefix("play b ") {
            opening = Some(Cell::parse(name.trim(), size).unwrap_or_else(|e| panic!("{name}: {e}")));
        } else if let Some(answer) = line.strip_prefix("#? [") {
            let winner = match answer.trim_end_matches(']') {
                "black" => Colour::Black,
                "white" => Colour::White,
                other => panic!("{n}×{n}: a winner named {other:?}"),
            };
            let cell = opening.take().expect("each answer follows its opening");
            let turned = Cell::new(n - 1 - cell.col(), n - 1 - cell.row(), size).unwrap();
            for cell in [cell, turned] {
                let known = winners[cell.index(size)].replace(winner);
                assert!(known.is_none_or(|known| known == winner), "{cell} on {n}×{n} has two winners");
            }
        }
    }
    let winners: Option<Vec<Colour>> = winners.into_iter().collect();
    winners.unwrap_or_else(|| panic!("{n}×{n}: a cell with no solved opening"))
}
