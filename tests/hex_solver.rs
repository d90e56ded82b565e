//! The exact solver and the table of proved openings it wrote (`src/ai/hex/data/openings.txt`):
//! the table agrees with the solver, the solver agrees with benzene's on 6×6, the computer's
//! first stone on small boards is a proved win, and a proved position is played to the win.

mod benzene;

use fogliaccio::ai::hex::opening::{Openings, Value, opening, proved_swap};
use fogliaccio::ai::hex::solver::{Solver, proved_move};
use fogliaccio::games::hex::{BoardSize, Cell, Move, Position, SwapRule};
use fogliaccio::games::{Colour, Game};

/// Positions the solver may visit for one opening of the table.
const BUDGET: u64 = 50_000_000;

fn size(n: u32) -> BoardSize {
    BoardSize::new(n).unwrap()
}

fn cells(size: BoardSize) -> impl Iterator<Item = Cell> {
    (0..size.area()).map(move |i| Cell::from_index(i, size))
}

fn after(size: BoardSize, swap: SwapRule, moves: &[&str]) -> Position {
    let mut position = Position::new(size, swap);
    for mv in moves {
        position.play(Move::parse(mv, size).unwrap()).unwrap();
    }
    position
}

/// Who wins after Black's first stone on `cell`, as the solver proves it.
fn solve_opening(solver: &mut Solver, cell: Cell) -> Value {
    let mut position = Position::new(solver.size(), SwapRule::None);
    position.play(Move::Place(cell)).unwrap();
    match solver.solve(&position, BUDGET).expect("solved within the budget").winner {
        Colour::Black => Value::Wins,
        Colour::White => Value::Loses,
    }
}

/// Who wins after Black's first stone on `cell` of an `n`×`n` board (6 to 8), as
/// benzene's solver found it (`tests/data/benzene/`: Queenbee's result on 6×6, the
/// published solutions of 7×7 and 8×8).
fn benzenes(n: u32, cell: Cell) -> Value {
    match benzene::solved_openings(n as u8)[cell.index(size(n))] {
        Colour::Black => Value::Wins,
        Colour::White => Value::Loses,
    }
}

/// Every opening of an `n`×`n` board in the table is the solver's.
fn table_is_the_solvers(n: u32) {
    let openings = Openings::of(size(n)).expect("the table has every small board");
    let mut solver = Solver::new(size(n)).unwrap();
    for cell in cells(size(n)) {
        assert_eq!(openings.value(cell), solve_opening(&mut solver, cell), "{cell} on {n}×{n}");
    }
}

#[test]
fn every_opening_of_3x3_and_4x4_in_the_table_is_the_solvers() {
    table_is_the_solvers(3);
    table_is_the_solvers(4);
}

#[test]
fn every_opening_of_5x5_in_the_table_is_the_solvers() {
    table_is_the_solvers(5);
}

/// Our solver proves a sample of 6×6 as benzene's solver did, in CI (some 50 s unoptimised):
/// two losing first stones and two winning ones. e1 and d6 would win, were benzene's cell
/// names read mirrored in the long diagonal, so this also checks that they mean our cells
/// (the winners that would lose so, f2 to f4 and a3 to a5, each take millions of
/// positions). The whole board is `every_6x6_opening_is_proved_as_benzene_solved_it`.
#[test]
fn a_sample_of_6x6_openings_is_proved_as_benzene_solved_them() {
    let mut solver = Solver::new(size(6)).unwrap();
    for name in ["e1", "d6", "c2", "d5"] {
        let cell = Cell::parse(name, size(6)).unwrap();
        assert_eq!(solve_opening(&mut solver, cell), benzenes(6, cell), "{name} on 6×6");
    }
}

/// `tests/data/hex_openings.txt`, written for the search's tests by exhaustive search
/// over whole games (no proofs, no pruning): the same winning cells on 3×3 and 4×4.
#[test]
fn the_table_agrees_with_the_exhaustive_search_of_whole_games() {
    for line in include_str!("data/hex_openings.txt").lines().filter(|line| !line.starts_with('#')) {
        let mut words = line.split_whitespace();
        let n: u32 = words.next().unwrap().parse().unwrap();
        let Some(openings) = Openings::of(size(n)) else { continue };
        let winning: Vec<Cell> = words.map(|name| Cell::parse(name, size(n)).unwrap()).collect();
        for cell in cells(size(n)) {
            let expected = if winning.contains(&cell) { Value::Wins } else { Value::Loses };
            assert_eq!(openings.value(cell), expected, "{cell} on {n}×{n}");
        }
    }
}

#[test]
fn on_4x4_a3_and_d2_lose_and_the_short_diagonal_wins() {
    let openings = Openings::of(size(4)).unwrap();
    let value = |text| openings.value(Cell::parse(text, size(4)).unwrap());
    assert_eq!(value("a3"), Value::Loses);
    assert_eq!(value("d2"), Value::Loses);
    for cell in ["d1", "c2", "b3", "a4"] {
        assert_eq!(value(cell), Value::Wins, "{cell}");
    }
}

#[test]
fn the_table_is_the_same_turned_half_a_circle() {
    for n in 3..=5 {
        let openings = Openings::of(size(n)).unwrap();
        for cell in cells(size(n)) {
            let turned = Cell::new(n as u8 - 1 - cell.col(), n as u8 - 1 - cell.row(), size(n)).unwrap();
            assert_eq!(openings.value(cell), openings.value(turned), "{cell} and {turned} on {n}×{n}");
        }
    }
}

#[test]
fn the_first_stone_on_small_boards_is_a_proved_win() {
    for n in 3..=5 {
        let empty = Position::new(size(n), SwapRule::None);
        let Some(Move::Place(cell)) = opening(&empty) else { panic!("an opening on {n}×{n}") };
        let mut position = empty.clone();
        position.play(Move::Place(cell)).unwrap();
        let proof = Solver::new(size(n)).unwrap().solve(&position, BUDGET).unwrap();
        assert_eq!(proof.winner, Colour::Black, "{cell} on {n}×{n}");
    }
}

#[test]
fn with_the_swap_the_first_stone_is_one_that_should_not_be_swapped() {
    for n in 3..=5 {
        let empty = Position::new(size(n), SwapRule::Colours);
        let Some(Move::Place(cell)) = opening(&empty) else { panic!("an opening on {n}×{n}") };
        let position = after(size(n), SwapRule::Colours, &[&cell.to_string()]);
        assert_eq!(proved_swap(&position), Some(false), "{cell} on {n}×{n}");
    }
}

#[test]
fn a_winning_opening_is_swapped_and_a_losing_one_is_not() {
    assert_eq!(proved_swap(&after(size(5), SwapRule::Colours, &["c3"])), Some(true));
    assert_eq!(proved_swap(&after(size(5), SwapRule::Pieces, &["a1"])), Some(false));
    assert_eq!(proved_swap(&after(size(5), SwapRule::None, &["c3"])), None);
    assert_eq!(proved_swap(&after(size(5), SwapRule::Colours, &[])), None);
}

#[test]
fn opening_is_only_the_first_move() {
    assert_eq!(opening(&after(size(5), SwapRule::None, &["c3"])), None);
    assert_eq!(opening(&Position::new(size(11), SwapRule::None)), None);
}

/// The solver's moves against every reply, to the end: `winner` must win every game.
fn play_out(position: &Position, winner: Colour) {
    let mut to_visit = vec![position.clone()];
    while let Some(position) = to_visit.pop() {
        if let Some(ending) = position.ending() {
            assert_eq!(ending.winner(), winner);
            continue;
        }
        if position.to_move() == winner {
            let (mv, proved) = proved_move(&position, BUDGET).expect("proved");
            assert_eq!(proved, winner);
            let mut next = position.clone();
            next.play(mv).unwrap();
            to_visit.push(next);
        } else {
            let mut moves = Vec::new();
            position.legal_moves(&mut moves);
            for mv in moves {
                let mut next = position.clone();
                next.play(mv).unwrap();
                to_visit.push(next);
            }
        }
    }
}

#[test]
fn a_proved_win_is_played_to_the_win_against_every_defence() {
    play_out(&Position::new(size(3), SwapRule::None), Colour::Black);
    play_out(&after(size(4), SwapRule::None, &["a3"]), Colour::White);
}

#[test]
fn the_swap_is_proved_when_the_opening_wins() {
    let position = after(size(4), SwapRule::Colours, &["c2"]);
    assert_eq!(proved_move(&position, BUDGET), Some((Move::Swap, Colour::White)));
    let position = after(size(4), SwapRule::Colours, &["a3"]);
    let (mv, winner) = proved_move(&position, BUDGET).unwrap();
    assert!(matches!(mv, Move::Place(_)) && winner == Colour::White);
}

#[test]
fn a_lost_position_is_still_answered() {
    // White to move after Black's centre stone on 3×3: lost, but a move all the same.
    let position = after(size(3), SwapRule::None, &["b2"]);
    let (mv, winner) = proved_move(&position, BUDGET).unwrap();
    assert_eq!(winner, Colour::Black);
    assert!(position.clone().play(mv).is_ok());
}

/// Writes the table: `cargo test --release --test hex_solver -- --ignored --nocapture write_openings`.
/// Positions of 9×9 arena games against MoHex 2.0 where one engine threw away a win, each
/// with its winner as MoHex's own solver proved it (`tests/data/hex_thrown_wins.txt`).
fn thrown_wins() -> Vec<(Position, Colour)> {
    include_str!("data/hex_thrown_wins.txt")
        .lines()
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            let (moves, winner) = line.rsplit_once('|').expect("moves | winner");
            let mut words = moves.split_whitespace();
            let n = words.next().and_then(|n| n.parse().ok()).expect("a board size");
            let moves: Vec<&str> = words.collect();
            let winner = match winner.trim() {
                "black" => Colour::Black,
                "white" => Colour::White,
                other => panic!("winner {other:?}"),
            };
            (after(size(n), SwapRule::None, &moves), winner)
        })
        .collect()
}

/// Our solver names MoHex's winner where the search threw a win away in a real game, and
/// its move keeps the win; the positions it proves within 300 only, as `cargo test` is not
/// optimised (all of them, with the work each takes: `thrown_wins_figures`).
#[test]
fn the_solver_agrees_with_mohex_where_a_win_was_thrown_away() {
    let mut proved = 0;
    for (position, winner) in thrown_wins() {
        let mut solver = Solver::new(position.size()).unwrap();
        if let Some(proof) = solver.solve(&position, 300) {
            let empty = position.board().empty_cells().count();
            assert_eq!(proof.winner, winner, "with {empty} empty cells");
            let mut next = position.clone();
            next.play(Move::Place(proof.best)).unwrap();
            let answer = Solver::new(position.size()).unwrap().solve(&next, 300);
            assert_ne!(answer.map(|a| a.winner), Some(winner.opponent()), "its move keeps the win");
            proved += 1;
        }
    }
    assert!(proved >= 3, "{proved} proved within 300 positions");
}

/// The solver's work on every position of `thrown_wins`: a figure, not a test.
#[test]
#[ignore = "a figure; cargo test --release --test hex_solver -- --ignored --nocapture thrown_wins_figures"]
fn thrown_wins_figures() {
    let (mut positions, mut seconds) = (0, 0.0);
    for (position, winner) in thrown_wins() {
        let mut solver = Solver::new(position.size()).unwrap();
        let start = std::time::Instant::now();
        let proof = solver.solve(&position, 2_000_000).expect("proved within 2,000,000 positions");
        let took = start.elapsed().as_secs_f64();
        assert_eq!(proof.winner, winner);
        println!("{} empty cells: {} positions, {took:.3} s", position.board().empty_cells().count(), solver.nodes());
        (positions, seconds) = (positions + solver.nodes(), seconds + took);
    }
    println!("all: {positions} positions, {seconds:.1} s");
}

#[test]
#[ignore = "writes the data file; run by hand"]
fn write_openings() {
    for n in 3..=5 {
        let mut solver = Solver::new(size(n)).unwrap();
        println!("size {n}");
        for row in 0..n as u8 {
            let marks: Vec<&str> = (0..n as u8)
                .map(|col| match solve_opening(&mut solver, Cell::new(col, row, size(n)).unwrap()) {
                    Value::Wins => "+",
                    Value::Loses => "-",
                })
                .collect();
            println!("{}", marks.join(" "));
        }
    }
}

/// The figures of docs/ai-lab.md's solver table: every first stone of 5×5 and 6×6, solved
/// in turn by one solver, with the positions each took, and each as the table (5×5, our
/// solver's own) and benzene's solver (6×6) have it: `cargo test --release --test
/// hex_solver -- --ignored --nocapture every_6x6_opening`.
#[test]
#[ignore = "minutes of work; run by hand"]
fn every_6x6_opening_is_proved_as_benzene_solved_it() {
    for n in [5, 6] {
        let mut solver = Solver::new(size(n)).unwrap();
        let (mut total, start) = (0, std::time::Instant::now());
        for cell in cells(size(n)) {
            let value = solve_opening(&mut solver, cell);
            total += solver.nodes();
            println!("{n}×{n} {cell}: {value:?} in {} positions", solver.nodes());
            let known = if n == 6 { benzenes(6, cell) } else { Openings::of(size(n)).unwrap().value(cell) };
            assert_eq!(value, known, "{cell} on {n}×{n}");
        }
        println!("{n}×{n}: {total} positions in {:.1?}", start.elapsed());
    }
}

/// Every first stone of 7×7 proved by our solver as benzene's solver proved it (the
/// solution of Hayward et al., 2005), one solver for all 49 in turn, with the positions
/// and time each took: `cargo test --release --test hex_solver -- --ignored --nocapture
/// every_7x7_opening`.
#[test]
#[ignore = "minutes of work; run by hand"]
fn every_7x7_opening_is_proved_as_benzene_solved_it() {
    let mut solver = Solver::new(size(7)).unwrap();
    let (mut total, start) = (0, std::time::Instant::now());
    for cell in cells(size(7)) {
        let opening = std::time::Instant::now();
        let value = solve_opening(&mut solver, cell);
        total += solver.nodes();
        println!("7×7 {cell}: {value:?} in {} positions, {:.1?}", solver.nodes(), opening.elapsed());
        assert_eq!(value, benzenes(7, cell), "{cell} on 7×7");
    }
    println!("7×7: {total} positions in {:.1?}", start.elapsed());
}
