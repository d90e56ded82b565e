//! `fogliaccio referee hex`, as docs/cli.md promises it: moves on standard input, one
//! JSON object a line on standard output.

mod common;

use serde_json::{Value, json};

// ---------------------------------------------------------------------------------------
// Helpers

/// What one run of the command gave back.
struct Run {
    lines: Vec<Value>,
    code: Option<i32>,
    stderr: String,
}

/// Runs `fogliaccio <args>` with `input` on standard input; every line must be JSON.
fn fogliaccio(args: &[&str], input: &str) -> Run {
    let output = common::fogliaccio(args, input);
    let lines = output
        .stdout
        .lines()
        .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("not JSON: {line:?}: {e}")))
        .collect();
    Run { lines, code: output.code, stderr: output.stderr }
}

/// `fogliaccio referee hex <args>`, with the moves given one a line.
fn hex(args: &[&str], moves: &[&str]) -> Run {
    let mut all = vec!["referee", "hex"];
    all.extend_from_slice(args);
    let input: String = moves.iter().map(|mv| format!("{mv}\n")).collect();
    fogliaccio(&all, &input)
}

fn legal(report: &Value) -> Vec<&str> {
    report["legal"].as_array().expect("legal is a list").iter().map(|v| v.as_str().unwrap()).collect()
}

/// Every cell of an n×n board, sorted as strings.
fn all_cells(n: u8) -> Vec<String> {
    let mut cells: Vec<String> =
        (0..n).flat_map(|col| (1..=n).map(move |row| format!("{}{row}", (b'a' + col) as char))).collect();
    cells.sort();
    cells
}

fn is_error(line: &Value) -> bool {
    line.as_object().is_some_and(|o| o.len() == 1 && o["error"].as_str().is_some_and(|e| !e.is_empty()))
}

// ---------------------------------------------------------------------------------------
// Tests

/// The first line is the start position: ply 0, Black to move, every cell legal, no result.
#[test]
fn the_first_line_is_the_start_position() {
    let run = hex(&[], &[]);
    assert_eq!(run.code, Some(0));
    assert_eq!(run.lines.len(), 1);
    let start = &run.lines[0];
    assert_eq!(start["ply"], json!(0));
    assert_eq!(start["to_move"], json!("black"));
    assert_eq!(start["result"], Value::Null);
    assert_eq!(legal(start), all_cells(11), "default 11×11, every cell, sorted as strings");
}

/// `--size` sets the board; the legal list is sorted as strings (a1, a10, a11, a2 …).
#[test]
fn the_legal_list_is_sorted_as_strings() {
    let run = hex(&["--size", "19"], &[]);
    let moves = legal(&run.lines[0]);
    assert_eq!(moves.len(), 361);
    assert_eq!(moves, all_cells(19));
    assert_eq!(&moves[..3], ["a1", "a10", "a11"]);
    assert_eq!(legal(&hex(&["--size", "2"], &[]).lines[0]), ["a1", "a2", "b1", "b2"]);
}

/// One line a move: after Black's first stone, White is to move and may swap.
#[test]
fn after_the_first_stone_white_may_swap() {
    let run = hex(&[], &["a1"]);
    assert_eq!(run.code, Some(0));
    assert_eq!(run.lines.len(), 2);
    let after = &run.lines[1];
    assert_eq!(after["ply"], json!(1));
    assert_eq!(after["to_move"], json!("white"));
    assert_eq!(after["result"], Value::Null);
    let moves = legal(after);
    assert!(moves.contains(&"swap"));
    assert!(!moves.contains(&"a1"));
    assert_eq!(moves.len(), 120 + 1);
    let mut sorted = moves.clone();
    sorted.sort();
    assert_eq!(moves, sorted);
}

/// The colour swap (the default): nothing changes on the board, White moves again.
#[test]
fn swap_colours_keeps_the_board_and_white_moves_again() {
    let run = hex(&["--size", "7"], &["b5", "swap", "e2"]);
    assert_eq!(run.code, Some(0));
    let swapped = &run.lines[2];
    assert_eq!(swapped["ply"], json!(2));
    assert_eq!(swapped["to_move"], json!("white"));
    let moves = legal(swapped);
    assert_eq!(moves.len(), 48);
    assert!(!moves.contains(&"b5") && !moves.contains(&"swap"));
    assert_eq!(run.lines[3]["to_move"], json!("black"));
}

/// An illegal or unreadable line prints `{"error": …}` with a reason and changes nothing;
/// the command exits non-zero once the input ends.
#[test]
fn an_illegal_line_is_refused_and_changes_nothing() {
    let run = hex(&[], &["a1", "a1", "zz", "z9", "a0", "b2"]);
    assert_eq!(run.lines.len(), 7);
    assert_eq!(run.lines[1]["ply"], json!(1));
    for refusal in &run.lines[2..6] {
        assert!(is_error(refusal), "{refusal}");
    }
    assert!(run.lines[2]["error"].as_str().unwrap().contains("a1"), "the occupied cell is named");
    // The next move continues from ply 1, White to move.
    let next = &run.lines[6];
    assert_eq!(next["ply"], json!(2));
    assert_eq!(next["to_move"], json!("black"));
    assert!(!legal(next).contains(&"a1") && !legal(next).contains(&"b2"));
    assert_ne!(run.code, Some(0));
    assert!(run.code.is_some());
}

/// Swap at the wrong time is refused too.
#[test]
fn swap_at_the_wrong_time_is_refused() {
    let run = hex(&[], &["swap", "a1", "b2", "swap"]);
    assert!(is_error(&run.lines[1]));
    assert!(is_error(&run.lines[4]));
    assert_eq!(run.lines[3]["ply"], json!(2));
    assert_ne!(run.code, Some(0));
}

/// A whole game: Black's column on 3×3 wins; the result is "black" and nothing is legal.
#[test]
fn a_game_won_by_black() {
    let run = hex(&["--size", "3", "--swap", "none"], &["a1", "b1", "a2", "b2", "a3"]);
    assert_eq!(run.code, Some(0));
    assert_eq!(run.lines.len(), 6);
    for report in &run.lines[..5] {
        assert_eq!(report["result"], Value::Null);
    }
    let end = &run.lines[5];
    assert_eq!(end["ply"], json!(5));
    assert_eq!(end["result"], json!("black"));
    assert_eq!(end["legal"], json!([]));
}

/// A whole game: White's top row on 3×3 wins; a move after the end is refused.
#[test]
fn a_game_won_by_white() {
    let run = hex(&["--size", "3"], &["a2", "a1", "b2", "b1", "c3", "c1", "c2"]);
    let end = &run.lines[6];
    assert_eq!(end["ply"], json!(6));
    assert_eq!(end["result"], json!("white"));
    assert_eq!(end["legal"], json!([]));
    assert!(is_error(&run.lines[7]), "no move after the end");
    assert_ne!(run.code, Some(0));
}

/// `resign`: the side to move resigns and the other side wins.
#[test]
fn the_side_to_move_may_resign() {
    let run = hex(&[], &["a1", "resign"]);
    assert_eq!(run.code, Some(0));
    assert_eq!(run.lines[2]["result"], json!("black"));
    assert_eq!(run.lines[2]["legal"], json!([]));
    let run = hex(&[], &["resign"]);
    assert_eq!(run.lines[1]["result"], json!("white"));
}

/// `--swap none`: White may not swap.
#[test]
fn swap_none_offers_no_swap() {
    let run = hex(&["--swap", "none"], &["a1", "swap"]);
    assert!(!legal(&run.lines[1]).contains(&"swap"));
    assert_eq!(legal(&run.lines[1]).len(), 120);
    assert!(is_error(&run.lines[2]));
    assert_ne!(run.code, Some(0));
}

/// `--swap pieces`: the stone is mirrored (b5 → e2 on 7×7) and Black is to move.
#[test]
fn swap_pieces_mirrors_the_stone() {
    let run = hex(&["--size", "7", "--swap", "pieces"], &["b5", "swap"]);
    assert_eq!(run.code, Some(0));
    let swapped = &run.lines[2];
    assert_eq!(swapped["ply"], json!(2));
    assert_eq!(swapped["to_move"], json!("black"));
    let moves = legal(swapped);
    assert_eq!(moves.len(), 48);
    assert!(moves.contains(&"b5"), "b5 is empty again");
    assert!(!moves.contains(&"e2"), "the stone is now on e2");
}

/// A board size outside 2–19 exits with status 2 and says why on standard error.
#[test]
fn a_size_outside_2_to_19_is_refused() {
    for size in ["40", "1", "20"] {
        let run = hex(&["--size", size], &["a1"]);
        assert_eq!(run.code, Some(2), "--size {size}");
        assert!(run.lines.is_empty());
        assert!(run.stderr.contains(size) && run.stderr.contains("19"), "{}", run.stderr);
    }
}

/// An unknown game or swap rule is refused with a non-zero status and a message.
#[test]
fn an_unknown_game_is_refused() {
    for args in [&["referee", "chess"][..], &["referee"][..], &["referee", "hex", "--swap", "sideways"][..]] {
        let run = fogliaccio(args, "a1\n");
        assert_ne!(run.code, Some(0), "{args:?}");
        assert!(run.code.is_some());
        assert!(run.lines.is_empty());
        assert!(!run.stderr.is_empty());
    }
}

/// Standard input is read as bytes: a line that is not UTF-8 is refused like any bad line,
/// and the next lines are played.
#[test]
fn a_line_that_is_not_utf8_is_refused_and_the_session_goes_on() {
    let output = common::fogliaccio_bytes(&["referee", "hex"], b"a1\n\xff\nb2\n");
    let lines: Vec<Value> = output.stdout.lines().map(|line| serde_json::from_str(line).unwrap()).collect();
    assert_eq!(lines.len(), 4, "{}", output.stdout);
    assert!(is_error(&lines[2]), "{}", lines[2]);
    assert_eq!(lines[3]["ply"], 2, "b2 is played");
    assert_eq!(output.code, Some(1));
}

#[test]
fn an_error_quotes_at_most_80_characters_of_the_line() {
    let long = "z".repeat(10_000);
    let run = hex(&[], &[&long]);
    let error = run.lines[1]["error"].as_str().unwrap();
    assert!(error.len() < 300, "{}", error.len());
    assert!(error.contains(&format!("{}…", "z".repeat(80))), "{error}");
}

/// A line is read up to 65,536 bytes and the rest skipped, so a line without end costs no
/// memory: it is one bad line, and the session goes on (or ends, at the end of input).
#[test]
fn a_line_past_the_longest_is_one_bad_line_and_the_session_goes_on() {
    let long = "x".repeat(200_000);
    let run = hex(&[], &["a1", &long, "b2", &long]);
    assert_eq!(run.lines.len(), 5, "{:?}", run.lines);
    for refused in [&run.lines[2], &run.lines[4]] {
        let error = refused["error"].as_str().unwrap();
        assert_eq!(error, format!("the line '{}…' is longer than 65536 bytes", "x".repeat(80)));
    }
    assert_eq!(run.lines[3]["ply"], 2, "b2 is played");
}
