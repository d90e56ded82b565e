//! Positions set up by hand (issue 50): a study may begin from stones placed freely with the
//! side to move chosen, carried by the link and by SGF's `AB`/`AW`/`PL`, refused with a
//! reason where no game can begin. Checked against real files: HexGui's positions in
//! Benzene's regression suite (`tests/data/benzene/`), and MoHex's own answers to its puzzles.

use fogliaccio::ai::hex::opening::opening;
use fogliaccio::ai::hex::puzzles::winning_moves;
use fogliaccio::ai::hex::review_line;
use fogliaccio::ai::hex::solver::Solver;
use fogliaccio::games::connection::{SetUp, SetUpError};
use fogliaccio::games::hex::hexworld::{self, HexWorldWriteError};
use fogliaccio::games::hex::link::{self, LinkError};
use fogliaccio::games::hex::sgf::{self, SgfReadError};
use fogliaccio::games::hex::{BoardSize, Cell, Move, PlayError, Position, Record, hsgf};
use fogliaccio::games::{Colour, Game, SwapClosed};
use proptest::prelude::*;

mod record_harness;
use record_harness::{Named, data, stopped, whole};

impl Named for Record {
    fn named(&self) -> String {
        self.moves().iter().map(Move::to_string).collect::<Vec<_>>().join(" ")
    }
}

fn size(n: u32) -> BoardSize {
    BoardSize::new(n).unwrap()
}

fn cells(n: u32, names: &str) -> Vec<Cell> {
    names.split_whitespace().map(|name| Cell::parse(name, size(n)).unwrap()).collect()
}

fn set_up(n: u32, black: &str, white: &str, to_move: Colour) -> Record {
    let setup = SetUp::new(cells(n, black), cells(n, white), to_move).unwrap();
    Record::set_up(size(n), setup).unwrap_or_else(|e| panic!("{e}"))
}

fn play(mut record: Record, moves: &str) -> Record {
    for mv in moves.split_whitespace() {
        record.play(Move::parse(mv, record.size()).unwrap()).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
    record
}

fn stone(record: &Record, name: &str) -> Option<Colour> {
    record.position().board().stone(Cell::parse(name, record.size()).unwrap())
}

// ---------------------------------------------------------------------------------------
// The rules of a set-up

#[test]
fn a_set_up_position_has_its_stones_and_the_side_it_names_to_move() {
    let game = set_up(5, "c3 d2", "b4", Colour::White);
    assert_eq!(
        (stone(&game, "c3"), stone(&game, "d2"), stone(&game, "b4")),
        (Some(Colour::Black), Some(Colour::Black), Some(Colour::White))
    );
    assert_eq!(game.position().to_move(), Colour::White);
    let game = play(game, "a1 e5");
    assert_eq!((stone(&game, "a1"), stone(&game, "e5")), (Some(Colour::White), Some(Colour::Black)));
    assert_eq!(game.moves().len(), 2, "moves are counted from the position set up");
}

#[test]
fn a_set_up_game_has_no_swap() {
    let game = set_up(5, "c3", "", Colour::White);
    let mut after = game.clone();
    assert_eq!(after.play(Move::Swap), Err(PlayError::Swap(SwapClosed::Off)));
    assert_eq!(opening(game.position()), None, "the opening book is for an empty board");
    let white_first = set_up(5, "", "", Colour::White);
    assert_eq!(opening(white_first.position()), None, "and for Black's first stone: its values are Black's");
}

#[test]
fn no_cell_takes_two_stones() {
    let twice = SetUp::new(cells(5, "c3"), cells(5, "c3"), Colour::Black);
    assert_eq!(twice, Err(SetUpError::Twice(Cell::parse("c3", size(5)).unwrap())));
    assert_eq!(twice.unwrap_err().to_string(), "the set-up position puts two pieces on c3");
}

#[test]
fn a_stone_off_the_board_is_refused() {
    let setup = SetUp::new(cells(9, "g7"), [], Colour::Black).unwrap();
    assert_eq!(Record::set_up(size(5), setup), Err(SetUpError::OffBoard("g7".into())));
}

#[test]
fn a_position_already_won_begins_no_game() {
    let setup = SetUp::new(cells(3, "a1 a2 a3"), cells(3, "b1"), Colour::White).unwrap();
    let refused = Record::set_up(size(3), setup).unwrap_err();
    assert_eq!(refused, SetUpError::Won(Colour::Black));
    assert_eq!(
        refused.to_string(),
        "in the set-up position Black has already won: a study must begin with a game still to play"
    );
}

// ---------------------------------------------------------------------------------------
// The link

#[test]
fn a_set_up_goes_in_the_link_head_and_back() {
    let game = play(set_up(5, "c3 d2", "b4", Colour::White), "a1");
    let written = link::write(&game);
    assert_eq!(written, "1.hex.5n-ccdb-bd-w.1.aa");
    assert_eq!(whole(link::read(&written)), game);
}

#[test]
fn an_empty_board_with_white_to_move_is_a_set_up_with_black_a_new_game_without_swap() {
    let game = set_up(4, "", "", Colour::White);
    assert_eq!(link::write(&game), "1.hex.4n---w.0");
    assert_eq!(whole(link::read("1.hex.4n---w.0")).position().to_move(), Colour::White);
    assert_eq!(set_up(4, "", "", Colour::Black), Record::new(size(4), fogliaccio::games::SwapRule::None));
    // An SGF game whose first move is White's begins so (Berge's puzzle in Benzene's suite).
    let berge = whole(sgf::read(&benzene("puzzles/5x5-berge-1.sgf")));
    assert_eq!((berge.start().map(SetUp::to_move), berge.moves().len()), (Some(Colour::White), 10));
}

#[test]
fn a_damaged_set_up_in_a_link_says_why() {
    let cases = [
        ("1.hex.5n-cc-cc-b.0", "the set-up position puts two pieces on c3"),
        ("1.hex.5n-gg--b.0", "the set-up position puts a piece on g7, off the board"),
        (
            "1.hex.3n-aaabac-ba-w.0",
            "in the set-up position Black has already won: a study must begin with a game still to play",
        ),
        ("1.hex.5n-cc-b.0", "the set-up position '-cc-b' could not be read"),
        ("1.hex.5n-c--b.0", "the set-up position 'c' could not be read"),
    ];
    for (text, said) in cases {
        let (error, kept) = stopped(link::read(text));
        assert!(matches!(error, LinkError::SetUp(_)), "{text}: {error:?}");
        assert_eq!(error.to_string(), said, "{text}");
        assert_eq!(kept, None, "{text}: no game to keep");
    }
    let (error, _) = stopped(link::read("1.hex.5c-cc--b.0"));
    assert!(matches!(error, LinkError::Head(_)), "a set-up game has no swap: {error:?}");
}

// ---------------------------------------------------------------------------------------
// SGF

#[test]
fn a_hexgui_position_file_opens_at_the_position_it_sets_up() {
    // HexGui writes the set-up in the node after the root, with PL[W].
    let game = whole(sgf::read(&data("hexgui-setup-endgame.sgf")));
    assert_eq!(game.moves().len(), 0);
    assert_eq!(game.position().to_move(), Colour::White);
    let start = game.start().expect("a position set up");
    assert_eq!((start.points(Colour::Black).len(), start.points(Colour::White).len()), (21, 20));
    assert_eq!(
        (stone(&game, "b4"), stone(&game, "b3"), stone(&game, "i11")),
        (Some(Colour::Black), Some(Colour::White), Some(Colour::White))
    );
}

#[test]
fn without_pl_the_first_move_says_who_moves_else_black_as_hexgui_leaves_it() {
    let game = whole(sgf::read("(;FF[4]GM[11]SZ[5];AB[c3]AW[b2][d4];W[a1])"));
    assert_eq!((game.start().unwrap().to_move(), game.moves().len()), (Colour::White, 1));
    let game = whole(sgf::read("(;FF[4]GM[11]SZ[5];AB[c3]AW[b2][d4])"));
    assert_eq!(game.position().to_move(), Colour::Black);
}

#[test]
fn ae_takes_a_set_up_stone_off_again() {
    let game = whole(sgf::read("(;FF[4]GM[11]SZ[5]AB[c3][d3]PL[W];AE[d3])"));
    assert_eq!((stone(&game, "c3"), stone(&game, "d3")), (Some(Colour::Black), None));
}

#[test]
fn stones_set_up_after_a_move_are_refused() {
    let (error, kept) = stopped(sgf::read("(;FF[4]GM[11]SZ[5];B[c3];AW[a1];W[b2])"));
    assert_eq!(error, SgfReadError::Setup("AW".into()));
    assert_eq!(kept.as_deref(), Some("c3"));
    assert_eq!(
        error.to_string(),
        "the file sets up stones (AW) after a move: only a game played on from the position it begins with can be \
         opened"
    );
}

#[test]
fn a_set_up_sgf_the_rules_refuse_says_why() {
    let (error, kept) = stopped(sgf::read("(;FF[4]GM[11]SZ[3];AB[a1][a2][a3])"));
    assert_eq!(error, SgfReadError::SetUp(SetUpError::Won(Colour::Black)));
    assert_eq!(kept, None);
    let (error, _) = stopped(sgf::read("(;FF[4]GM[11]SZ[5];AB[h8])"));
    assert_eq!(error, SgfReadError::SetUp(SetUpError::OffBoard("h8".into())));
}

#[test]
fn a_set_up_study_is_written_as_problem_collections_write_it() {
    let game = play(set_up(5, "c3", "b2 d4", Colour::White), "a1 e5");
    let text = sgf::write(&game);
    assert!(text.contains("AB[c3]AW[b2][d4]PL[W]\n;W[a1]\n;B[e5]"), "{text}");
    assert!(text.contains("RU[no swap]"), "{text}");
    assert_eq!(whole(sgf::read(&text)), game);
    // Little Golem's letters are the other way round, the first player `W`.
    let text = hsgf::write(&game);
    assert!(text.contains("AW[cc]AB[bb][dd]PL[B]"), "{text}");
    assert_eq!(whole(hsgf::read(&text)), game);
}

#[test]
fn hexworld_cannot_begin_from_a_set_up() {
    let game = set_up(5, "c3", "", Colour::White);
    assert_eq!(hexworld::write(&game), Err(HexWorldWriteError::SetUp));
    assert_eq!(
        HexWorldWriteError::SetUp.to_string(),
        "a HexWorld link begins on an empty board, and this game begins from a position set up by hand"
    );
}

// ---------------------------------------------------------------------------------------
// The computer from a set-up

#[test]
fn the_review_weighs_the_positions_from_the_set_up() {
    let game = play(set_up(5, "c3", "b2 d4", Colour::White), "a1 e5");
    let line = review_line(&game);
    assert_eq!(line.moves[0].0, *set_up(5, "c3", "b2 d4", Colour::White).position());
    assert_eq!(line.last.as_ref().map(Position::to_move), Some(Colour::White));
}

/// A file of `tests/data/benzene/` (its README says where each comes from).
fn benzene(name: &str) -> String {
    let path = format!("{}/tests/data/benzene/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// MoHex's answers to the puzzles of Benzene's regression suite (`dfpn-puzzle.tst`): each
/// file read as HexGui wrote it (`puzzles/`), the colour MoHex was asked about to move, and
/// our solver's winning moves are the ones MoHex finds (`dfpn-solver-find-winning`) with the
/// ones it leaves out as inferior, each of which MoHex's solver proves to win
/// (`puzzles-also.txt`), or its winner the one MoHex proves (`dfpn-solve-state`). A set-up
/// read transposed, or a solver wrong, fails here. Boards up to `largest` a side; how many
/// puzzles were checked.
fn agree_with_mohex(largest: u8) -> usize {
    let also = benzene("puzzles-also.txt");
    let also = |file: &str, colour: &str| -> Vec<String> {
        let lines = also.lines().map(|line| line.split(' ').collect::<Vec<_>>());
        lines
            .filter(|words| words[..2] == [file, colour])
            .flat_map(|words| words[2..].to_vec())
            .map(str::to_owned)
            .collect()
    };
    let tests = benzene("dfpn-puzzle.tst");
    let (mut file, mut asked) = (None, None);
    let mut checked = 0;
    let mut differ = Vec::new();
    for line in tests.lines() {
        if let Some(name) = line.strip_prefix("loadsgf sgf/puzzles/") {
            file = Some(name.trim().trim_end_matches(".sgf").to_owned());
            continue;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        if let [_, command @ ("dfpn-solver-find-winning" | "dfpn-solve-state"), colour] = words.as_slice() {
            asked = Some((*command, *colour));
            continue;
        }
        let Some(answer) = line.strip_prefix("#? [").map(|a| a.trim_end_matches(']')) else { continue };
        let (Some(file), Some((command, colour))) = (file.take(), asked.take()) else { continue };
        // The files are named for their boards (`6x6-hayward-01`); those up to 7×7 are kept.
        if file.split('x').next().and_then(|side| side.parse::<u8>().ok()).is_none_or(|side| side > largest) {
            continue;
        }
        let game = whole(sgf::read(&benzene(&format!("puzzles/{file}.sgf"))));
        let to_move = if colour == "black" { Colour::Black } else { Colour::White };
        let position = match game.start().filter(|_| game.moves().is_empty()) {
            Some(start) => {
                let (black, white) = (start.points(Colour::Black).to_vec(), start.points(Colour::White).to_vec());
                Record::set_up(game.size(), SetUp::new(black, white, to_move).unwrap()).unwrap().position().clone()
            }
            // Berge's puzzle is a game from White's first move, its last Black's: White moves,
            // as MoHex is asked.
            None => game.position().clone(),
        };
        assert_eq!(position.to_move(), to_move, "{file}");
        let mut solver = Solver::new(game.size()).unwrap();
        let sorted = |mut words: Vec<String>| {
            words.sort_unstable();
            words.join(" ")
        };
        let (mohex, ours) = match command {
            "dfpn-solve-state" => {
                let proof = solver.solve(&position, 20_000_000).expect("proved within the budget");
                (answer.to_owned(), proof.winner.to_string())
            }
            _ => {
                let listed = answer.split_whitespace().map(str::to_owned);
                let proved = winning_moves(&mut solver, &position, 20_000_000).expect("proved within the budget");
                (
                    sorted(listed.chain(also(&file, colour)).collect()),
                    sorted(proved.answers.iter().map(Cell::to_string).collect()),
                )
            }
        };
        if mohex != ours {
            differ.push(format!("{file} ({colour}): MoHex [{mohex}], ours [{ours}]"));
        }
        checked += 1;
    }
    assert!(differ.is_empty(), "{} of {checked} differ:\n{}", differ.len(), differ.join("\n"));
    checked
}

#[test]
fn our_solver_finds_the_winning_moves_mohex_finds_in_benzenes_puzzles_up_to_6x6() {
    assert_eq!(agree_with_mohex(6), 25);
}

#[test]
#[ignore = "minutes in a debug build; cargo test --release --test hex_setup -- --ignored"]
fn our_solver_finds_the_winning_moves_mohex_finds_in_benzenes_puzzles_up_to_7x7() {
    assert_eq!(agree_with_mohex(7), 81);
}

// ---------------------------------------------------------------------------------------
// Round trips

/// A game of `n`×`n` from a random set-up (no side already joined), then random moves.
fn random_set_up_game() -> impl Strategy<Value = Record> {
    (
        2u32..=19,
        prop::collection::vec(any::<(u8, u8, bool)>(), 0..40),
        any::<bool>(),
        prop::collection::vec(any::<prop::sample::Index>(), 0..30),
    )
        .prop_filter_map("a set-up already won", |(n, stones, white_first, picks)| {
            let mut black = Vec::new();
            let mut white = Vec::new();
            for (col, row, is_white) in stones {
                let cell = Cell::new(col % n as u8, row % n as u8, size(n))?;
                if !black.contains(&cell) && !white.contains(&cell) {
                    if is_white { white.push(cell) } else { black.push(cell) }
                }
            }
            let to_move = if white_first { Colour::White } else { Colour::Black };
            let mut record = Record::set_up(size(n), SetUp::new(black, white, to_move).ok()?).ok()?;
            // No swap from a set-up: each move is a stone, on an empty cell, until one wins.
            for pick in picks {
                let empty: Vec<Cell> = record.position().board().empty_cells().collect();
                if empty.is_empty() || record.position().ending().is_some() {
                    break;
                }
                record.play(Move::Place(*pick.get(&empty))).unwrap();
            }
            Some(record)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn a_set_up_game_goes_link_to_sgf_to_link_the_same(game in random_set_up_game()) {
        let written = link::write(&game);
        let through_sgf = whole(sgf::read(&sgf::write(&whole(link::read(&written)))));
        prop_assert_eq!(link::write(&through_sgf), written.clone());
        let through_hsgf = whole(hsgf::read(&hsgf::write(&game)));
        prop_assert_eq!(link::write(&through_hsgf), written);
    }
}
