//! `fogliaccio record` (docs/cli.md): one JSON line a file saying what it holds, or the
//! game written `--to` another format. Real files from `tests/data/records/`.

mod common;

use common::fogliaccio;
use serde_json::{Value, json};

fn data(name: &str) -> String {
    format!("{}/tests/data/records/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// The JSON lines of `fogliaccio record <args>`, and its exit status.
fn record(args: &[&str], input: &str) -> (Vec<Value>, Option<i32>) {
    let run = fogliaccio(&[&["record"], args].concat(), input);
    let lines = run.stdout.lines().map(|line| serde_json::from_str(line).expect("a JSON line")).collect();
    (lines, run.code)
}

#[test]
fn each_file_gives_one_line_saying_what_it_holds() {
    let files = [data("handmade-connection-at-last-move.hsgf"), data("twogtp-mohex-six-2009.sgf")];
    let (lines, code) = record(&[&files[0], &files[1]], "");
    assert_eq!(code, Some(0));
    assert_eq!(
        lines[0],
        json!({"file": files[0], "game": "hex", "format": "hsgf", "size": 4, "plies": 7,
               "result": "black", "winner": "first", "fault": null})
    );
    // twogtp's game ends W[resign]: RE[B+], MoHex, who moved first, won.
    assert_eq!((&lines[1]["game"], &lines[1]["format"]), (&json!("hex"), &json!("sgf")));
    assert_eq!((&lines[1]["result"], &lines[1]["winner"]), (&json!("black"), &json!("first")));
    assert_eq!(lines[1]["fault"], Value::Null);
}

#[test]
fn the_winner_after_a_colour_exchange_is_the_first_player_holding_white() {
    // Black opens at a1, White exchanges colours: the first player now holds White, and
    // wins when Black resigns.
    let (lines, code) = record(&["-"], "(;FF[4]GM[11]SZ[5];B[a1];W[swap-pieces];W[c3];B[resign])");
    assert_eq!(code, Some(0));
    assert_eq!(lines[0]["result"], "white");
    assert_eq!(lines[0]["winner"], "first");
    assert_eq!(lines[0]["plies"], 4, "the swap and the resignation count");
}

#[test]
fn twixt_and_doublets_records_are_read_too() {
    let (lines, code) = record(
        &[&data("littlegolem-2206555.tsgf"), &data("t1j-player-computer.T1"), "-"],
        "1.doublets.willughby.3.t61t355",
    );
    assert_eq!(code, Some(0));
    let described: Vec<(&str, &str)> =
        lines.iter().map(|l| (l["game"].as_str().unwrap(), l["format"].as_str().unwrap())).collect();
    assert_eq!(described, [("twixt", "tsgf"), ("twixt", "t1"), ("doublets", "link")]);
    assert_eq!(lines[0]["result"], "black", "r resigned: the first player, b, won");
    assert_eq!(lines[2]["plies"], 3);
    assert_eq!(lines[2]["size"], Value::Null);
}

#[test]
fn a_winner_the_record_names_with_no_resignation_wins_by_resignation() {
    let (lines, code) = record(&["-"], "(;FF[4]GM[11]SZ[5]RE[W+Resign];B[a1];W[b2];B[c3])");
    assert_eq!(code, Some(0));
    assert_eq!(
        (&lines[0]["plies"], &lines[0]["result"], &lines[0]["winner"]),
        (&json!(4), &json!("white"), &json!("second"))
    );
    assert_eq!(lines[0]["fault"], Value::Null);
    // Little Golem's RE[W] of a game with no move: the first player resigned.
    let (lines, code) = record(&["-"], "(;FF[4]EV[hex]SZ[13]RE[W])");
    assert_eq!(code, Some(0));
    assert_eq!(
        (&lines[0]["plies"], &lines[0]["result"], &lines[0]["winner"]),
        (&json!(1), &json!("white"), &json!("second"))
    );
}

#[test]
fn a_result_the_moves_contradict_is_a_fault_and_the_moves_give_the_result() {
    let (lines, code) = record(&["-"], "(;FF[4]GM[11]SZ[2]RE[W+];B[a1];W[b1];B[a2])");
    assert_eq!(code, Some(1));
    assert_eq!(
        (&lines[0]["plies"], &lines[0]["result"], &lines[0]["winner"]),
        (&json!(3), &json!("black"), &json!("first"))
    );
    assert_eq!(lines[0]["fault"], "the record's result RE[W+] gives the game to white, but its moves give it to black");
}

#[test]
fn a_fault_keeps_the_game_up_to_it_and_fails_the_command() {
    let (lines, code) = record(&["-"], "(;FF[4]GM[11]SZ[5];B[a1];B[b2])");
    assert_eq!(code, Some(1));
    assert_eq!(lines[0]["plies"], 1);
    assert!(lines[0]["fault"].as_str().unwrap().contains("move 2"), "{}", lines[0]);
    let (lines, code) = record(&["-"], "hello");
    assert_eq!(code, Some(1));
    assert_eq!(lines[0]["game"], Value::Null);
    assert!(lines[0]["fault"].as_str().unwrap().contains("not a game record"));
}

#[test]
fn to_converts_and_the_conversion_reads_back_the_same_game() {
    let file = data("handmade-connection-at-last-move.hsgf");
    let (original, _) = record(&[&file], "");
    for format in ["link", "sgf", "hsgf", "hexworld"] {
        let run = fogliaccio(&["record", "--to", format, &file], "");
        assert_eq!(run.code, Some(0), "{format}: {}", run.stderr);
        let (back, code) = record(&["-"], &run.stdout);
        assert_eq!(code, Some(0), "{format}: {}", run.stdout);
        for key in ["game", "size", "plies", "result", "winner"] {
            assert_eq!(back[0][key], original[0][key], "{format}: {key}");
        }
    }
}

#[test]
fn a_position_set_up_goes_from_sgf_to_the_link_and_back_and_hexworld_says_it_cannot() {
    let puzzle = format!("{}/tests/data/benzene/puzzles/7x7-enderton-01.sgf", env!("CARGO_MANIFEST_DIR"));
    let (lines, code) = record(&[&puzzle], "");
    assert_eq!(code, Some(0));
    assert_eq!(
        (lines[0]["size"].clone(), lines[0]["plies"].clone(), lines[0]["fault"].clone()),
        (json!(7), json!(0), Value::Null)
    );
    let link = fogliaccio(&["record", "--to", "link", &puzzle], "");
    assert_eq!(link.stdout.trim(), "1.hex.7n-dbdcdd-cbfb-w.0", "Black d2 d3 d4, White c2 f2, PL[W]");
    let sgf = fogliaccio(&["record", "--to", "sgf", "-"], &link.stdout);
    assert!(sgf.stdout.contains("AB[d2][d3][d4]AW[c2][f2]PL[W]"), "{}", sgf.stdout);
    let back = fogliaccio(&["record", "--to", "link", "-"], &sgf.stdout);
    assert_eq!(back.stdout, link.stdout);
    let run = fogliaccio(&["record", "--to", "hexworld", &puzzle], "");
    assert_eq!(run.code, Some(1));
    assert!(run.stderr.contains("a HexWorld link begins on an empty board"), "{}", run.stderr);
}

#[test]
fn to_a_format_that_cannot_hold_the_game_says_why() {
    let run = fogliaccio(&["record", "--to", "t1", &data("handmade-connection-at-last-move.hsgf")], "");
    assert_eq!(run.code, Some(1));
    assert!(run.stderr.contains("not a game of TwixT"), "{}", run.stderr);
    let run = fogliaccio(&["record", "--to", "tsgf", &data("twixtbot-ui-drawngame.T1")], "");
    assert_eq!(run.code, Some(1));
    assert!(run.stderr.contains("pp rules"), "{}", run.stderr);
}

#[test]
fn a_fault_quotes_at_most_80_characters_of_the_file() {
    let link = format!("1.hex.11c.{}", "z".repeat(5_000_000));
    let (lines, code) = record(&["-"], &link);
    assert_eq!(code, Some(1));
    let fault = lines[0]["fault"].as_str().unwrap();
    assert!(fault.contains(&format!("'{}…'", "z".repeat(80))), "{}", &fault[..fault.len().min(300)]);
    assert!(fault.len() < 300, "{} bytes", fault.len());
}

#[test]
fn a_file_larger_than_any_record_is_refused_unread() {
    let (lines, code) = record(&["-"], &"x".repeat((1 << 24) + 1));
    assert_eq!(code, Some(1));
    assert_eq!(lines[0]["fault"], "cannot be read: it is larger than 16777216 bytes, which no game record is");
}

#[test]
fn a_conversion_keeps_the_players_names_and_the_result() {
    // Little Golem's first player (PB there, its moves W) resigned; the site says RE[W].
    let file = data("littlegolem-1139802.hsgf");
    let hsgf = fogliaccio(&["record", "--to", "hsgf", &file], "").stdout;
    assert!(hsgf.contains("PB[Daniel Sepczuk]PW[Maciej Celuch]RE[W]RU[swap]"), "{hsgf}");
    // For HexGui, under the colour exchange the first player ends holding White, and is
    // still named PB; RE names the winner so too.
    let sgf = fogliaccio(&["record", "--to", "sgf", &file], "").stdout;
    assert!(sgf.contains("PB[Daniel Sepczuk]PW[Maciej Celuch]RE[W+R]RU[swap]"), "{sgf}");
    let (lines, code) = record(&["-"], &sgf);
    assert_eq!(code, Some(0));
    assert_eq!(
        (&lines[0]["result"], &lines[0]["winner"], &lines[0]["plies"]),
        (&json!("black"), &json!("second"), &json!(39))
    );
}

/// A study (issue 50): its comments and marks counted, and carried between SGF and a link.
#[test]
fn a_study_goes_between_sgf_and_a_link_with_its_comments_and_marks() {
    let sgf = "(;FF[4]GM[11]SZ[5]C[Black to play]TR[c3];B[a1]LB[b2:A]AR[a1:c3];W[b3]C[why \\] here](;B[c3]TE[1])(;B[d3]BM[1]))";
    let (lines, code) = record(&["-"], sgf);
    assert_eq!(code, Some(0));
    assert_eq!(
        (&lines[0]["comments"], &lines[0]["markup"], &lines[0]["questions"], &lines[0]["variations"]),
        (&json!(2), &json!(3), &json!(1), &json!(1))
    );
    let link = fogliaccio(&["record", "--to", "link", "-"], sgf).stdout;
    // c3, the game's own next move, is the right answer; d3 the wrong one.
    assert_eq!(link.trim(), "1.hex.5c.3.aabccc&n=0.tc3.cBlack_to_play~1.lb2-A.aa1-c3~2.q.wd3.cwhy_%5D_here");
    let back = fogliaccio(&["record", "--to", "sgf", "-"], &link).stdout;
    assert!(
        back.contains("RU[swap]C[Black to play]TR[c3]\n;B[a1]LB[b2:A]AR[a1:c3]\n;W[b3]C[why \\] here]FOGQ[]("),
        "{back}"
    );
    assert!(back.ends_with(";B[c3])(;B[d3]BM[1]))\n"), "{back}");
}

#[test]
fn a_study_mark_that_names_no_point_is_a_fault_keeping_the_rest() {
    let (lines, code) = record(&["-"], "1.hex.5c.1.cc&n=1.tb2.tz9");
    assert_eq!(code, Some(1));
    assert_eq!(lines[0]["markup"], 1);
    assert_eq!(lines[0]["plies"], 1);
    assert!(lines[0]["fault"].as_str().unwrap().contains("z9"), "{}", lines[0]);
}

#[test]
fn a_twixt_study_is_refused_by_files_that_would_drop_its_notes() {
    let run = fogliaccio(&["record", "--to", "tsgf", "-"], "1.twixt.12px.1.ddE&n=1.cA_peg");
    assert_ne!(run.code, Some(0));
    let run = fogliaccio(&["record", "--to", "link", "-"], "1.twixt.12px.1.ddE&n=1.cA_peg");
    assert_eq!(run.stdout.trim(), "1.twixt.12px.1.ddE&n=1.cA_peg");
}

/// Real files with what people wrote beside the moves (tests/data/records/README.md).
#[test]
fn real_hexgui_files_keep_their_comments_and_count_their_variations() {
    let commented = data("icga-2017-mohex-commented.sgf");
    let (lines, code) = record(&[&commented, &data("icga-2015-human-variations.sgf")], "");
    assert_eq!(code, Some(0));
    assert_eq!((&lines[0]["plies"], &lines[0]["comments"]), (&json!(21), &json!(7)), "seven moves commented");
    // `W[i7](;B[h7]…)(;B[f5];W[g7](;B[b9]…)(;B[d7]…))`: three lines end, two besides the game's.
    assert_eq!(lines[1]["variations"], 2);
    let link = fogliaccio(&["record", "--to", "link", &commented], "").stdout;
    assert!(link.contains(".cmohex_likes_f7_more~"), "{link}");
    let back = fogliaccio(&["record", "--to", "sgf", "-"], &link).stdout;
    for comment in ["C[mohex likes f7 more]", "C[i6 .58]", "C[score around .500]"] {
        assert!(back.contains(comment), "{comment} in {back}");
    }
    assert_eq!(back.matches("C[").count(), 7);
}

#[test]
fn a_files_variations_are_written_again_as_lines_beside_the_game() {
    let file = data("icga-2015-human-variations.sgf");
    let written = fogliaccio(&["record", "--to", "sgf", &file], "").stdout;
    let (lines, code) = record(&["-"], &written);
    assert_eq!(code, Some(0));
    assert_eq!((&lines[0]["plies"], &lines[0]["variations"]), (&json!(28), &json!(2)));
    assert_eq!(fogliaccio(&["record", "--to", "sgf", "-"], &written).stdout, written, "and again, the same file");
}

#[test]
fn a_variations_notes_go_from_sgf_to_sgf_and_a_link_that_would_drop_them_is_refused() {
    let sgf = "(;FF[4]GM[11]SZ[5];B[c3]C[the game](;W[b2];B[d2])(;W[d2]C[tried \\] here]TR[c2];B[b2]CR[a1]))";
    let (lines, code) = record(&["-"], sgf);
    assert_eq!(code, Some(0));
    assert_eq!(
        (&lines[0]["comments"], &lines[0]["markup"], &lines[0]["variations"]),
        (&json!(2), &json!(2), &json!(1)),
        "the game's comment, the line's, and its two marks"
    );
    let again = fogliaccio(&["record", "--to", "sgf", "-"], sgf).stdout;
    assert!(again.contains(";W[d2]C[tried \\] here]TR[c2]\n;B[b2]CR[a1])"), "{again}");
    assert_eq!(fogliaccio(&["record", "--to", "sgf", "-"], &again).stdout, again, "and again, the same file");
    let link = fogliaccio(&["record", "--to", "link", "-"], sgf);
    assert_ne!(link.code, Some(0));
    assert!(link.stderr.contains("notes on 2 positions of its variations"), "{}", link.stderr);
}

#[test]
fn a_doublets_links_comments_are_counted_and_kept_by_the_link_it_is_written_again_as() {
    let link = "1.doublets.willughby.3.t61t355&n=1.cBlack_throws_first";
    let (lines, code) = record(&["-"], link);
    assert_eq!(code, Some(0));
    assert_eq!((&lines[0]["game"], &lines[0]["comments"]), (&json!("doublets"), &json!(1)));
    let again = fogliaccio(&["record", "--to", "link", "-"], link);
    assert_eq!(again.stdout.trim(), link);
}
