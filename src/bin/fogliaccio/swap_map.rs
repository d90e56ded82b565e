//! `fogliaccio swap-map`: one board's block of `src/ai/hex/data/swap_map.txt`, built from the
//! app's own deep search of each first stone (the map's unsolved boards come from here).

use std::io::Write;
use std::time::Instant;

use fogliaccio::ai::hex::swap_map::{searched_chance, searched_swap};
use fogliaccio::games::hex::{BoardSize, Cell};

/// Prints the block for `size`: Black's chance after each first stone as a comment grid
/// (`#%` rows), then `+` where White swaps as [`searched_swap`] reads those figures, `-`
/// elsewhere. A stone and its turn of half a circle are the same opening, so each pair is
/// searched once. The progress, with the time each search took, goes to standard error.
pub fn run(size: BoardSize, iterations: u32, seed: u64) {
    let n = size.get();
    let mut chances = vec![0.0f32; size.area()];
    let started = Instant::now();
    for index in 0..size.area() {
        let cell = Cell::from_index(index, size);
        let turned = Cell::new(n - 1 - cell.col(), n - 1 - cell.row(), size).expect("a turned cell is on the board");
        if turned.index(size) < index {
            chances[index] = chances[turned.index(size)];
            continue;
        }
        let searched = Instant::now();
        chances[index] = searched_chance(size, cell, iterations, seed);
        eprintln!("{cell}: {:.3} ({:.1} s)", chances[index], searched.elapsed().as_secs_f64());
    }
    // In thousandths, so that the marks follow from the figures as printed.
    let permille: Vec<u32> = chances.iter().map(|&c| (c * 1000.0).round() as u32).collect();
    let rows = |mark: &dyn Fn(Cell, u32) -> String| -> Vec<String> {
        let marks: Vec<String> =
            permille.iter().enumerate().map(|(i, &c)| mark(Cell::from_index(i, size), c)).collect();
        marks.chunks(usize::from(n)).map(|row| row.join(" ")).collect()
    };
    let mut out = std::io::stdout().lock();
    let _ = writeln!(
        out,
        "# {n}×{n}: `fogliaccio swap-map --size {n} --iterations {iterations} --seed {seed}` ({:.0} s). \
         Black's chance in thousandths after each first stone:",
        started.elapsed().as_secs_f64()
    );
    for row in rows(&|_, c| format!("{c:4}")) {
        let _ = writeln!(out, "#%{row}");
    }
    let _ = writeln!(out, "size {n}");
    for row in rows(&|cell, c| if searched_swap(size, cell, c) { "+".into() } else { "-".into() }) {
        let _ = writeln!(out, "{row}");
    }
}
