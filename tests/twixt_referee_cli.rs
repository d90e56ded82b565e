//! `fogliaccio referee twixt`, as docs/cli.md promises it: one whole turn a line on
//! standard input, one JSON object a line on standard output, with the bridges.

mod common;

use serde_json::{Value, json};

struct Run {
    lines: Vec<Value>,
    code: Option<i32>,
    stderr: String,
}

/// `fogliaccio referee twixt <args>`, with the turns given one a line.
fn twixt(args: &[&str], turns: &[&str]) -> Run {
    let mut all = vec!["referee", "twixt"];
    all.extend_from_slice(args);
    let input: String = turns.iter().map(|t| format!("{t}\n")).collect();
    let output = common::fogliaccio(&all, &input);
    let lines = output.stdout.lines().map(|line| serde_json::from_str(line).unwrap()).collect();
    Run { lines, code: output.code, stderr: output.stderr }
}

fn strings(value: &Value) -> Vec<&str> {
    value.as_array().expect("a list").iter().map(|v| v.as_str().unwrap()).collect()
}

/// The start: ply 0, Black to move, no result, no bridges; Black may place everywhere but
/// in White's rows and the corners (24 × 24 less 2 rows: 24·22 − 0 corners there).
#[test]
fn the_first_line_is_the_start_position() {
    let run = twixt(&[], &[]);
    assert_eq!(run.code, Some(0));
    let start = &run.lines[0];
    assert_eq!(start["ply"], json!(0));
    assert_eq!(start["to_move"], json!("black"));
    assert_eq!(start["result"], Value::Null);
    assert_eq!(start["links"], json!([]));
    let legal = strings(&start["legal"]);
    assert_eq!(legal.len(), 24 * 22);
    assert!(legal.contains(&"A2") && !legal.contains(&"B1") && !legal.contains(&"A1"));
    let mut sorted = legal.clone();
    sorted.sort_unstable();
    assert_eq!(legal, sorted, "sorted as strings");
}

/// A line is one whole turn: removals, the peg, its bridges; `links` lists every bridge.
#[test]
fn a_line_is_a_whole_turn_and_links_list_the_bridges() {
    let run = twixt(&["--size", "8"], &["C3", "F3", "D5 C3-D5", "F6", "-C3-D5 E4 C3-E4"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(run.lines[3]["links"], json!(["C3-D5"]));
    assert_eq!(run.lines[5]["links"], json!(["C3-E4"]));
    assert_eq!(run.lines[5]["ply"], json!(5));
}

/// `swap` is legal only as White's answer to the first peg.
#[test]
fn swap_is_listed_only_when_allowed() {
    let run = twixt(&["--size", "8"], &["D4", "swap"]);
    assert!(!strings(&run.lines[0]["legal"]).contains(&"swap"));
    assert!(strings(&run.lines[1]["legal"]).contains(&"swap"));
    assert_eq!(run.lines[2]["to_move"], json!("white"));
    let off = twixt(&["--size", "8", "--swap", "none"], &["D4"]);
    assert!(!strings(&off.lines[1]["legal"]).contains(&"swap"));
}

/// A refused line prints the reason, changes nothing, and the command exits non-zero.
#[test]
fn a_refused_line_changes_nothing() {
    let run = twixt(&["--size", "8"], &["D1", "C3 C3-D4", "D4 oops", "A1", "C3"]);
    assert_eq!(run.code, Some(1));
    let errors: Vec<&str> = run.lines[1..5].iter().map(|l| l["error"].as_str().unwrap()).collect();
    assert_eq!(
        errors,
        [
            "D1 is in white's border, where only white may place pegs",
            "C3 and D4 are not a knight's move (1 × 2) apart, so no bridge can join them",
            "'oops' is not a hole: write a column letter and a row number, like D5",
            "A1 is a corner, and a TwixT board has no corner holes",
        ]
    );
    assert_eq!(run.lines[5]["ply"], json!(1));
}

/// `--rules pp` makes the bridges itself; `original` removes; a bad rule set is refused.
#[test]
fn rule_sets_by_name() {
    let pp = twixt(&["--size", "8", "--rules", "pp"], &["C3", "F3", "D5", "F6", "-C3 E4"]);
    assert_eq!(pp.lines[3]["links"], json!(["C3-D5"]));
    assert_eq!(pp.lines[5]["error"], json!("nothing may be removed under these rules"));
    let bad = twixt(&["--rules", "modern"], &[]);
    assert_eq!(bad.code, Some(2));
    assert!(bad.stderr.contains("'modern' is not a TwixT rule set"), "{}", bad.stderr);
    let size = twixt(&["--size", "5"], &[]);
    assert_eq!(size.code, Some(2));
    assert!(size.stderr.contains("a TwixT board is 6 to 30 holes a side, not 5"));
}

/// A win, resignation and an agreed draw end the game with its result.
#[test]
fn results_are_reported() {
    let win =
        twixt(&["--size", "8"], &["A3", "D1", "C4 A3-C4", "E3 D1-E3", "E5 C4-E5", "E2", "G4 E5-G4", "E6", "H6 G4-H6"]);
    assert_eq!(win.lines.last().unwrap()["result"], json!("black"));
    assert_eq!(win.lines.last().unwrap()["legal"], json!([]));
    let resign = twixt(&["--size", "8"], &["D4", "resign"]);
    assert_eq!(resign.lines[2]["result"], json!("black"));
    let draw = twixt(&["--size", "8"], &["D4", "draw"]);
    assert_eq!(draw.lines[2]["result"], json!("draw"));
}
