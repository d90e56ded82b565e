//! The swap decision on 3×3 to 11×11: a fixed map, so the same opening is always answered
//! the same way (`src/ai/hex/data/swap_map.txt`, and the proved openings up to 5×5), held
//! cell by cell to the solved results where there are any (benzene's, `tests/data/benzene/`).

mod benzene;

use fogliaccio::ai::hex::opening::{Openings, Value};
use fogliaccio::ai::hex::swap_decision;
use fogliaccio::ai::hex::swap_map::{searched_swap, swap_proved};
use fogliaccio::ai::{Driver, Style};
use fogliaccio::games::Colour;
use fogliaccio::games::hex::{BoardSize, Cell, Move, Position, SwapRule};
use fogliaccio::rng::Rng;

fn size(n: u8) -> BoardSize {
    BoardSize::new(u32::from(n)).unwrap()
}

/// Black's first stone on `cell`, White to decide.
fn opened(n: u8, cell: Cell, swap: SwapRule) -> Position {
    let mut position = Position::new(size(n), swap);
    position.play(Move::Place(cell)).unwrap();
    position
}

fn cell(n: u8, name: &str) -> Cell {
    Cell::parse(name, size(n)).unwrap()
}

fn turned(n: u8, cell: Cell) -> Cell {
    Cell::new(n - 1 - cell.col(), n - 1 - cell.row(), size(n)).unwrap()
}

#[test]
fn every_opening_from_3x3_to_11x11_has_a_decision() {
    for n in 3..=11 {
        for i in 0..size(n).area() {
            let cell = Cell::from_index(i, size(n));
            assert!(swap_decision(&opened(n, cell, SwapRule::Colours)).is_some(), "{cell} on {n}×{n}");
        }
    }
}

#[test]
fn the_centre_is_always_swapped() {
    // The middle cell on odd boards; on even ones the two middle cells of the short diagonal.
    let centres = [(7, "d4"), (8, "d5"), (8, "e4"), (9, "e5"), (10, "e6"), (10, "f5"), (11, "f6")];
    for (n, name) in centres {
        assert_eq!(swap_decision(&opened(n, cell(n, name), SwapRule::Colours)), Some(true), "{name} on {n}×{n}");
    }
}

/// a1 and b1 (and their turns) lose on every board from 3×3 (HexWiki, "Swap"): White's
/// answer next to an acute corner cuts the stone off.
#[test]
fn the_acute_corner_and_its_neighbour_are_never_swapped() {
    for n in 3..=11 {
        for name in ["a1", "b1"] {
            for cell in [cell(n, name), turned(n, cell(n, name))] {
                let decision = swap_decision(&opened(n, cell, SwapRule::Colours));
                assert_eq!(decision, Some(false), "{cell} on {n}×{n}");
            }
        }
    }
}

/// The solved boards, cell by cell: every first stone of 6×6 to 8×8 is swapped exactly
/// when benzene's solver found that it wins for Black.
#[test]
fn every_opening_of_6x6_to_8x8_is_decided_as_benzenes_solver_solved_it() {
    for n in 6..=8 {
        let solved = benzene::solved_openings(n);
        let wrong: Vec<String> = (0..size(n).area())
            .map(|i| Cell::from_index(i, size(n)))
            .filter(|&cell| {
                let swapped = swap_decision(&opened(n, cell, SwapRule::Colours)).unwrap();
                swapped != (solved[cell.index(size(n))] == Colour::Black)
            })
            .map(|cell| cell.to_string())
            .collect();
        assert!(wrong.is_empty(), "{n}×{n}: {} openings decided against the solved result: {wrong:?}", wrong.len());
    }
}

/// Only the boards whose every decision a test checks against a solved result are called
/// proved: up to 5×5 our solver's table (`tests/hex_solver.rs`), 6×6 to 8×8 benzene's.
#[test]
fn only_the_checked_boards_are_called_proved() {
    for n in 3..=11 {
        assert_eq!(swap_proved(size(n)), n <= 8, "{n}×{n}");
    }
}

/// The computer as White, through the page's own path (a [`Driver`] of the app's style):
/// it swaps every opening of 6×6 to 8×8 that wins for Black and no other, under both swap
/// rules, and names the winner it proves. After the colour exchange the swapper wins as
/// Black; after the mirror swap, as after playing on, White wins.
#[test]
fn as_white_the_computer_swaps_exactly_the_winning_openings_of_6x6_to_8x8() {
    for n in 6..=8 {
        let solved = benzene::solved_openings(n);
        for (i, &solved) in solved.iter().enumerate() {
            let cell = Cell::from_index(i, size(n));
            let wins = solved == Colour::Black;
            for rule in [SwapRule::Colours, SwapRule::Pieces] {
                let mut driver = Driver::new(Style::Knowledge, Rng::seed(i as u64));
                let choice = driver.choose(&opened(n, cell, rule), 20);
                assert_eq!(choice == Some(Move::Swap), wins, "{cell} on {n}×{n}, {rule:?}: {choice:?}");
                let winner = if rule == SwapRule::Colours { solved } else { Colour::White };
                assert_eq!(driver.tree().unwrap().proved(), Some(winner), "{cell} on {n}×{n}, {rule:?}");
            }
        }
    }
}

/// Benzene's swap list (`tests/data/benzene/swap-moves.txt`) cannot be read in one frame:
/// its 3×3 to 7×7 lists are the solved results mirrored in the long diagonal (the 7×7
/// list names e3 twice and leaves out e2, b5's mirror), its 8×8 list is the solved result
/// as it stands. So it says nothing sure of its 9×9 list's frame.
#[test]
fn benzenes_swap_list_is_mirrored_up_to_7x7_and_not_on_8x8() {
    for n in 3..=8 {
        let listed = benzene_swaps(n);
        let wins: Vec<bool> = match n {
            3..=5 => {
                let openings = Openings::of(size(n)).unwrap();
                (0..size(n).area()).map(|i| openings.value(Cell::from_index(i, size(n))) == Value::Wins).collect()
            }
            _ => benzene::solved_openings(n).into_iter().map(|winner| winner == Colour::Black).collect(),
        };
        let mirror = |cell: Cell| Cell::new(cell.row(), cell.col(), size(n)).unwrap();
        let wrong = |frame: &dyn Fn(Cell) -> Cell| -> Vec<String> {
            (0..size(n).area())
                .map(|i| Cell::from_index(i, size(n)))
                .filter(|&cell| listed.contains(&frame(cell)) != wins[cell.index(size(n))])
                .map(|cell| cell.to_string())
                .collect()
        };
        let (as_written, mirrored) = (wrong(&|cell| cell), wrong(&mirror));
        match n {
            4 => assert!(as_written.is_empty() && mirrored.is_empty(), "4×4 is its own mirror"),
            7 => assert_eq!((as_written.len(), mirrored), (13, vec!["b5".to_owned()]), "7×7"),
            8 => assert_eq!((as_written, mirrored.len()), (vec![], 24), "8×8"),
            _ => {
                assert!(!as_written.is_empty() && mirrored.is_empty(), "{n}×{n}: {as_written:?}, mirrored {mirrored:?}")
            }
        }
    }
}

/// What the 9×9 row is (not whether it is right, which nothing here can check): benzene's
/// swap selection as MoHex reads it, in its own frame, which is ours; 31 openings.
#[test]
fn the_9x9_row_is_benzenes_swap_selection_as_mohex_reads_it() {
    let listed = benzene_swaps(9);
    assert_eq!(listed.len(), 31);
    for i in 0..size(9).area() {
        let cell = Cell::from_index(i, size(9));
        let swapped = swap_decision(&opened(9, cell, SwapRule::Colours)).unwrap();
        assert_eq!(swapped, listed.contains(&cell), "{cell} on 9×9");
    }
}

/// The cells `tests/data/benzene/swap-moves.txt` lists for the `n`×`n` board, as named.
fn benzene_swaps(n: u8) -> Vec<Cell> {
    let board = format!("{n}x{n}");
    let mut cells: Vec<Cell> = include_str!("data/benzene/swap-moves.txt")
        .lines()
        .filter_map(|line| line.strip_prefix(&board)?.strip_prefix(' '))
        .map(|name| cell(n, name.trim()))
        .collect();
    cells.sort();
    cells.dedup();
    cells
}

#[test]
fn the_map_is_the_same_turned_half_a_circle() {
    for n in 3..=11 {
        for i in 0..size(n).area() {
            let cell = Cell::from_index(i, size(n));
            let decide = |cell| swap_decision(&opened(n, cell, SwapRule::Colours));
            assert_eq!(decide(cell), decide(turned(n, cell)), "{cell} on {n}×{n}");
        }
    }
}

#[test]
fn both_swap_rules_decide_alike() {
    for n in [5, 9, 11] {
        for i in 0..size(n).area() {
            let cell = Cell::from_index(i, size(n));
            let colours = swap_decision(&opened(n, cell, SwapRule::Colours));
            assert_eq!(swap_decision(&opened(n, cell, SwapRule::Pieces)), colours, "{cell} on {n}×{n}");
        }
    }
}

#[test]
fn no_decision_when_there_is_nothing_to_decide() {
    assert_eq!(swap_decision(&opened(9, cell(9, "e5"), SwapRule::None)), None);
    assert_eq!(swap_decision(&Position::new(size(9), SwapRule::Colours)), None);
    assert_eq!(swap_decision(&opened(13, cell(13, "g7"), SwapRule::Colours)), None);
    let mut later = opened(9, cell(9, "e5"), SwapRule::Colours);
    later.play(Move::Place(cell(9, "a1"))).unwrap();
    assert_eq!(swap_decision(&later), None);
}

/// The page's computer (the worker follows the game with a [`Driver`] of the app's style,
/// at its level's budget) answers every opening as the map says, not as a search happens
/// to: the map leaves its root the swap alone, or only stones, so no level's budget and no
/// seed can change the decision; and so when the tree was grown before the opening (a
/// hint for Black) and kept.
#[test]
fn the_computer_answers_every_opening_of_9x9_to_11x11_as_the_map_says() {
    for n in 9..=11 {
        for i in 0..size(n).area() {
            let cell = Cell::from_index(i, size(n));
            let opened = opened(n, cell, SwapRule::Colours);
            let swap = swap_decision(&opened).unwrap();
            let mut driver = Driver::new(Style::Knowledge, Rng::seed(i as u64));
            driver.choose(&Position::new(size(n), SwapRule::Colours), 10);
            driver.played(Move::Place(cell));
            let tree = driver.follow(&opened);
            let root: Vec<Move> = tree.root_stats().iter().map(|s| s.mv).collect();
            if swap {
                assert_eq!(root, [Move::Swap], "{cell} on {n}×{n}");
            } else {
                assert!(!root.is_empty() && !root.contains(&Move::Swap), "{cell} on {n}×{n}");
            }
            tree.run(20);
            assert_eq!(tree.best_move() == Some(Move::Swap), swap, "{cell} on {n}×{n}");
        }
    }
}

/// Each board's figures: Black's chance in thousandths after each first stone, from the `#%`
/// rows `fogliaccio swap-map` printed above the block of that size.
fn searched_figures() -> Vec<(u8, Vec<u32>)> {
    let mut boards = Vec::new();
    let mut figures: Vec<u32> = Vec::new();
    for line in include_str!("../src/ai/hex/data/swap_map.txt").lines() {
        if let Some(row) = line.strip_prefix("#%") {
            figures.extend(row.split_whitespace().map(|f| f.parse::<u32>().expect("a figure in thousandths")));
        } else if let Some(n) = line.strip_prefix("size ") {
            let n: u8 = n.parse().unwrap();
            if !figures.is_empty() {
                assert_eq!(figures.len(), size(n).area(), "{n}×{n} has a figure for every cell");
                boards.push((n, std::mem::take(&mut figures)));
            }
        }
    }
    boards
}

/// The boards not solved (10×10, 11×11) are marked as `searched_swap` reads the search's
/// figures, but for the solved results that overrule them: the 10×10 centre pair wins
/// (Pawlewicz and Hayward 2013).
#[test]
fn the_searched_boards_are_marked_as_their_figures_say() {
    let overruled = [(10, "e6"), (10, "f5")];
    let boards = searched_figures();
    assert_eq!(boards.iter().map(|(n, _)| *n).collect::<Vec<_>>(), [9, 10, 11]);
    for (n, figures) in boards.into_iter().filter(|(n, _)| *n >= 10) {
        for (i, &chance) in figures.iter().enumerate() {
            let cell = Cell::from_index(i, size(n));
            let decision = swap_decision(&opened(n, cell, SwapRule::Colours));
            if overruled.iter().any(|&(m, name)| m == n && cell.to_string() == name) {
                assert_eq!(decision, Some(true), "{cell} on {n}×{n}");
            } else {
                assert_eq!(decision, Some(searched_swap(size(n), cell, chance)), "{cell} on {n}×{n}: {chance}‰");
            }
        }
    }
}

/// How far the reading is trusted: on 9×9 it leaves four openings the row swaps (b3 and
/// b5, and their turns), and swaps none the row leaves.
#[test]
fn on_9x9_the_searched_reading_leaves_four_openings_benzene_swaps() {
    let (_, figures) = searched_figures().into_iter().find(|(n, _)| *n == 9).unwrap();
    let missed: Vec<String> = (0..size(9).area())
        .map(|i| Cell::from_index(i, size(9)))
        .filter(|&cell| {
            let row = swap_decision(&opened(9, cell, SwapRule::Colours)).unwrap();
            searched_swap(size(9), cell, figures[cell.index(size(9))]) != row
        })
        .map(|cell| cell.to_string())
        .collect();
    assert_eq!(missed, ["b3", "b5", "h5", "h7"]);
}
