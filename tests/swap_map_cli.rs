//! `fogliaccio swap-map`, as docs/cli.md promises it: one board's block of the Hex swap map,
//! figures first, then the marks.

mod common;

use fogliaccio::ai::hex::opening::{Openings, Value};
use fogliaccio::games::hex::{BoardSize, Cell};

/// On 3×3 the search's root is proved (the solver settles it), so every figure is 0 or
/// 1000 and the marks are the proved openings of `src/ai/hex/data/openings.txt`.
#[test]
fn on_a_board_the_solver_settles_the_block_is_the_proved_openings() {
    let output = common::fogliaccio(&["swap-map", "--size", "3", "--iterations", "50"], "");
    assert_eq!(output.code, Some(0), "{}", output.stderr);
    let lines: Vec<&str> = output.stdout.lines().collect();
    assert!(lines[0].starts_with("# 3×3: `fogliaccio swap-map --size 3 --iterations 50 --seed 1`"), "{}", lines[0]);
    let figures: Vec<&str> =
        lines[1..4].iter().flat_map(|row| row.strip_prefix("#%").unwrap().split_whitespace()).collect();
    assert!(figures.iter().all(|&f| f == "0" || f == "1000"), "{figures:?}");
    assert_eq!(lines[4], "size 3");
    let size = BoardSize::new(3).unwrap();
    let proved = Openings::of(size).unwrap();
    let marks: Vec<&str> = lines[5..8].iter().flat_map(|row| row.split_whitespace()).collect();
    for (i, mark) in marks.iter().enumerate() {
        let expected = if proved.value(Cell::from_index(i, size)) == Value::Wins { "+" } else { "-" };
        assert_eq!(*mark, expected, "{}", Cell::from_index(i, size));
    }
}

#[test]
fn a_board_the_map_cannot_hold_is_refused() {
    let output = common::fogliaccio(&["swap-map", "--size", "12"], "");
    assert_eq!(output.code, Some(2));
    assert!(output.stderr.contains("12"), "{}", output.stderr);
}
