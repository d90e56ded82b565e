//! `fogliaccio gtp`, as docs/cli.md promises it and HexGui drives it: commands on
//! standard input, `=`/`?` answers each ended by an empty line.

mod common;

// ---------------------------------------------------------------------------------------
// Helpers

/// One answer: success or failure, the id it repeats, and its text.
#[derive(Debug)]
struct Answer {
    ok: bool,
    id: Option<u32>,
    text: String,
}

/// What one run of the command gave back.
struct Run {
    stdout: String,
    code: Option<i32>,
    stderr: String,
}

impl Run {
    /// The answers, in order. Each must end with an empty line.
    fn answers(&self) -> Vec<Answer> {
        assert!(self.stdout.is_empty() || self.stdout.ends_with("\n\n"), "unterminated: {:?}", self.stdout);
        self.stdout
            .split_terminator("\n\n")
            .map(|raw| {
                let ok = match raw.chars().next() {
                    Some('=') => true,
                    Some('?') => false,
                    _ => panic!("not an answer: {raw:?}"),
                };
                let (head, text) = raw[1..].split_once(' ').unwrap_or_else(|| panic!("no space: {raw:?}"));
                let id = (!head.is_empty()).then(|| head.parse().unwrap());
                Answer { ok, id, text: text.to_owned() }
            })
            .collect()
    }
}

/// Runs `fogliaccio gtp <args>` with the lines of `script` on standard input.
fn gtp(args: &[&str], script: &str) -> Run {
    let mut all = vec!["gtp"];
    all.extend_from_slice(args);
    let output = common::fogliaccio(&all, script);
    Run { stdout: output.stdout, code: output.code, stderr: output.stderr }
}

/// A tiny budget, so the tests are quick.
const FAST: &[&str] = &["--playouts", "200"];

/// The same without the swap, for scripts that expect a cell from every genmove.
const NO_SWAP: &[&str] = &["--playouts", "200", "--swap", "none"];

/// The answers to `script` under the fast budget, which must all succeed.
fn all_ok(script: &str) -> Vec<String> {
    all_ok_with(FAST, script)
}

/// The answers to `script` under `args`, which must all succeed.
fn all_ok_with(args: &[&str], script: &str) -> Vec<String> {
    let answers = gtp(args, script).answers();
    for answer in &answers {
        assert!(answer.ok, "refused: {answer:?} in\n{script}");
    }
    answers.into_iter().map(|a| a.text).collect()
}

/// The last answer to `script` under `args`.
fn last(args: &[&str], script: &str) -> Answer {
    gtp(args, script).answers().pop().expect("an answer")
}

/// The cells that hold a stone of `mark` (`B` or `W`) in a `showboard` answer.
fn stones(board: &str, mark: char) -> Vec<String> {
    let mut found = Vec::new();
    for line in board.lines() {
        let Some((left, rest)) = line.split_once('\\') else { continue };
        let row: u32 = left.trim().parse().unwrap();
        let cells = rest.rsplit_once('\\').unwrap().0;
        for (col, symbol) in cells.split_whitespace().enumerate() {
            if symbol.starts_with(mark) {
                found.push(format!("{}{row}", (b'a' + col as u8) as char));
            }
        }
    }
    found
}

// ---------------------------------------------------------------------------------------
// The protocol

#[test]
fn answers_the_basic_commands() {
    let answers = all_ok("name\nversion\nprotocol_version\nquit\n");
    assert_eq!(answers[0], "fogliaccio");
    assert!(!answers[1].is_empty());
    assert_eq!(answers[2], "2");
    assert_eq!(answers.len(), 4);
}

#[test]
fn lists_every_command_it_knows() {
    let answers = all_ok("list_commands\n");
    let listed: Vec<&str> = answers[0].lines().collect();
    for command in [
        "name",
        "version",
        "protocol_version",
        "list_commands",
        "known_command",
        "boardsize",
        "clear_board",
        "play",
        "genmove",
        "undo",
        "showboard",
        "quit",
        "time_settings",
        "hexgui-analyze_commands",
    ] {
        assert!(listed.contains(&command), "{command} missing from {listed:?}");
        assert_eq!(all_ok(&format!("known_command {command}\n")), ["true"]);
    }
    assert_eq!(all_ok("known_command fly\n"), ["false"]);
}

/// `list_bridges` is TwixT's: a Hex board has no bridges built on it.
#[test]
fn hex_does_not_list_bridges() {
    assert_eq!(all_ok("known_command list_bridges\n"), ["false"]);
    assert!(!all_ok("list_commands\n")[0].lines().any(|name| name == "list_bridges"));
    let answer = last(FAST, "list_bridges\n");
    assert!(!answer.ok && answer.text == "unknown command", "{answer:?}");
}

#[test]
fn repeats_the_id_of_a_command_in_its_answer() {
    let answers = gtp(FAST, "7 name\n12 fly\n3 protocol_version\nname\n").answers();
    assert_eq!(answers.iter().map(|a| a.id).collect::<Vec<_>>(), [Some(7), Some(12), Some(3), None]);
    assert!(answers[0].ok && !answers[1].ok);
    assert_eq!(gtp(FAST, "7 name\n").stdout, "=7 fogliaccio\n\n");
}

#[test]
fn ignores_blank_lines_and_comments() {
    let answers = all_ok("\n# a whole line of comment\n   \nname # and a comment after\n\tprotocol_version\r\n");
    assert_eq!(answers, ["fogliaccio", "2"]);
}

#[test]
fn refuses_with_a_question_mark_and_a_reason() {
    let answers = gtp(FAST, "fly\nplay\nplay black\nplay purple a1\nplay b z9\nboardsize x\nundo\n").answers();
    assert_eq!(answers.len(), 7);
    assert!(answers.iter().all(|a| !a.ok), "{answers:?}");
    assert_eq!(answers[0].text, "unknown command");
    assert!(answers[1].text.contains("play <colour> <move>"), "{}", answers[1].text);
    assert!(answers[3].text.contains("purple"), "{}", answers[3].text);
    assert!(answers[4].text.contains("z9"), "{}", answers[4].text);
    assert!(answers[6].text.contains("undo"), "{}", answers[6].text);
}

#[test]
fn failures_start_with_the_words_of_the_gtp_spec() {
    let script =
        "fly\nplay purple a1\nboardsize 1\nboardsize 5 6\nplay b a1\nplay b a2\nplay w z9\nclear_board\nundo\n";
    let answers = gtp(FAST, script).answers();
    let texts: Vec<&str> = answers.iter().map(|a| a.text.as_str()).collect();
    assert_eq!(texts[0], "unknown command");
    assert!(texts[1].starts_with("syntax error: "), "{}", texts[1]);
    assert!(texts[2].starts_with("unacceptable size: "), "{}", texts[2]);
    assert!(texts[3].starts_with("unacceptable size: "), "{}", texts[3]);
    assert!(answers[4].ok);
    assert!(texts[5].starts_with("illegal move: "), "{} (white's turn)", texts[5]);
    assert!(texts[6].starts_with("syntax error: "), "{}", texts[6]);
    assert_eq!(texts[8], "cannot undo");
}

#[test]
fn a_line_that_is_not_utf8_is_answered_and_the_session_goes_on() {
    let run = common::fogliaccio_bytes(&["gtp", "--playouts", "200"], b"1 name\n2 play b \xff\xfe\n3 name # caf\xe9\n");
    assert_eq!(run.code, Some(0));
    let answers = Run { stdout: run.stdout, code: run.code, stderr: run.stderr }.answers();
    assert_eq!(answers.len(), 3, "{answers:?}");
    assert!(!answers[1].ok);
    assert_eq!(answers[1].id, Some(2));
    assert!(answers[1].text.starts_with("syntax error: "), "{}", answers[1].text);
    assert!(answers[2].ok, "a comment may hold any bytes");
}

#[test]
fn an_error_quotes_at_most_80_characters_of_the_line() {
    let long = "x".repeat(10_000);
    let answers = gtp(FAST, &format!("play b {long}\nname\n")).answers();
    assert!(!answers[0].ok);
    assert!(answers[0].text.len() < 300, "{}", answers[0].text.len());
    assert!(answers[0].text.contains(&format!("{}…", "x".repeat(80))), "{}", answers[0].text);
    assert!(answers[1].ok);
}

#[test]
fn a_line_past_the_longest_is_answered_as_one_and_the_session_goes_on() {
    let long = "x".repeat(200_000);
    let answers = gtp(FAST, &format!("7 play b {long}\n8 name\n9 play w {long}")).answers();
    assert_eq!(answers.len(), 3, "{answers:?}");
    assert_eq!((answers[0].ok, answers[0].id), (false, Some(7)));
    let quoted = format!("7 play b {}…", "x".repeat(71));
    assert_eq!(answers[0].text, format!("syntax error: the line '{quoted}' is longer than 65536 bytes"));
    assert!(answers[1].ok);
    assert_eq!((answers[2].ok, answers[2].id), (false, Some(9)), "a last line without its line ending");
}

#[test]
fn help_says_how_to_play_without_the_swap() {
    let run = gtp(&["--help"], "");
    assert_eq!(run.code, Some(0));
    assert!(run.stdout.contains("--swap none"), "{}", run.stdout);
}

#[test]
fn quit_answers_and_ends_the_session() {
    let run = gtp(FAST, "quit\nname\n");
    assert_eq!(run.stdout, "= \n\n");
    assert_eq!(run.code, Some(0));
}

#[test]
fn accepts_time_settings() {
    assert_eq!(all_ok("time_settings 300 10 1\n"), [""]);
    assert!(!last(FAST, "time_settings soon\n").ok);
}

#[test]
fn answers_hexgui_analyze_commands_with_nothing() {
    assert_eq!(all_ok("hexgui-analyze_commands\n"), [""]);
}

#[test]
fn hex_has_no_rule_sets() {
    let run = gtp(&["--rules", "pp"], "name\n");
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("Hex has one rule set"), "{}", run.stderr);
}

// ---------------------------------------------------------------------------------------
// The game

#[test]
fn colours_are_read_in_every_spelling() {
    all_ok("play b a1\nplay WHITE b2\nplay Black c3\nplay w d4\n");
}

#[test]
fn the_side_not_to_move_is_refused() {
    let answers = gtp(FAST, "play w a1\nplay b a1\nplay b b1\ngenmove b\n").answers();
    assert!(!answers[0].ok && answers[0].text.contains("black's turn"), "{:?}", answers[0]);
    assert!(answers[1].ok);
    assert!(!answers[2].ok && answers[2].text.contains("white's turn"), "{:?}", answers[2]);
    assert!(!answers[3].ok);
}

#[test]
fn an_occupied_cell_is_refused() {
    let answers = gtp(FAST, "play b c3\nplay w c3\n").answers();
    assert!(answers[0].ok && !answers[1].ok, "{answers:?}");
}

#[test]
fn genmove_answers_a_legal_empty_cell_and_plays_it() {
    // No swap: the answer must be a cell.
    let answers = all_ok_with(NO_SWAP, "boardsize 5\nplay b c3\ngenmove w\nshowboard\n");
    let reply = &answers[2];
    assert!(reply.len() == 2 && reply.as_bytes()[0].is_ascii_lowercase(), "not a cell: {reply}");
    assert_ne!(reply, "c3");
    assert_eq!(stones(&answers[3], 'W'), std::slice::from_ref(reply));
    assert!(!gtp(NO_SWAP, &format!("boardsize 5\nplay b c3\ngenmove w\nplay b {reply}\n")).answers()[3].ok);
}

#[test]
fn genmove_takes_an_immediate_win_at_any_budget() {
    // Black a1 a2 a3 on 4×4: a4 joins the top to the bottom.
    let script =
        "boardsize 4\nplay b a1\nplay w d1\nplay b a2\nplay w d2\nplay b a3\nplay w d3\ngenmove b\nshowboard\n";
    for budget in ["1", "200"] {
        let answers = gtp(&["--playouts", budget], script).answers();
        assert_eq!(answers[7].text, "a4");
        assert!(answers[8].text.contains("black wins"), "{}", answers[8].text);
    }
}

#[test]
fn genmove_blocks_a_one_move_loss() {
    // White a1 b1 c1 on 4×4 joins the left edge to d1 next; Black has no win of its own.
    let script = "boardsize 4\nplay b b3\nplay w a1\nplay b a4\nplay w b1\nplay b d4\nplay w c1\ngenmove b\n";
    for budget in ["1", "200"] {
        assert_eq!(last(&["--playouts", budget], script).text, "d1");
    }
}

#[test]
fn a_finished_game_refuses_more_moves() {
    let script = "boardsize 2\nplay b a1\nplay w b1\nplay b a2\ngenmove w\nplay w b2\n";
    let answers = gtp(FAST, script).answers();
    assert!(answers[3].ok, "a1 a2 joins black's edges");
    assert!(!answers[4].ok && answers[4].text.contains("over"), "{:?}", answers[4]);
    assert!(!answers[5].ok);
}

#[test]
fn resign_ends_the_game_and_undo_takes_it_back() {
    let answers = gtp(FAST, "play b e5\nplay w resign\nshowboard\ngenmove w\nundo\ngenmove w\n").answers();
    assert!(answers[1].ok);
    assert!(answers[2].text.contains("black wins"), "{}", answers[2].text);
    assert!(!answers[3].ok);
    assert!(answers[4].ok && answers[5].ok, "{answers:?}");
}

#[test]
fn boardsize_takes_one_number_or_two_equal_ones() {
    let answers = gtp(
        FAST,
        "boardsize 5\nplay b e5\nplay w f1\nboardsize 7 7\nplay b g7\nboardsize 7 9\nboardsize 20\nboardsize 1\n",
    )
    .answers();
    let ok: Vec<bool> = answers.iter().map(|a| a.ok).collect();
    assert_eq!(ok, [true, true, false, true, true, false, false, false]);
    assert!(answers[5].text.contains("square"), "{}", answers[5].text);
    // A refused size leaves the board as it was: 7×7, with g7 taken.
    assert!(!gtp(FAST, "boardsize 7\nplay b g7\nboardsize 7 9\nplay w g7\n").answers()[3].ok);
}

#[test]
fn boardsize_and_clear_board_start_a_new_game() {
    let answers = all_ok("play b a1\nplay w b1\nclear_board\nplay b a1\nboardsize 9\nplay b a1\nshowboard\n");
    assert_eq!(stones(&answers[6], 'B'), ["a1"]);
    assert_eq!(answers[6].lines().filter(|line| line.contains('\\')).count(), 9, "a 9×9 board");
}

#[test]
fn undo_takes_back_moves_one_at_a_time() {
    let answers =
        gtp(FAST, "play b a1\nplay w b1\nundo\nplay w c1\nundo\nundo\nundo\nplay b b2\nshowboard\n").answers();
    let ok: Vec<bool> = answers.iter().map(|a| a.ok).collect();
    assert_eq!(ok, [true, true, true, true, true, true, false, true, true]);
    assert_eq!(stones(&answers[8].text, 'B'), ["b2"]);
    assert!(stones(&answers[8].text, 'W').is_empty());
}

#[test]
fn undo_after_genmove_lets_the_search_play_again() {
    let answers = all_ok_with(
        NO_SWAP,
        "boardsize 5\ngenmove b\nundo\ngenmove b\ngenmove w\nundo\nundo\ngenmove b\ngenmove w\nshowboard\n",
    );
    let board = &answers[9];
    assert_eq!(stones(board, 'B').len(), 1);
    assert_eq!(stones(board, 'W').len(), 1);
}

#[test]
fn showboard_draws_the_rhombus_with_coordinates() {
    let answers = all_ok("boardsize 4\nplay b b2\nplay w c3\nshowboard\n");
    let board = &answers[3];
    assert!(board.starts_with('\n'), "the board starts on its own line");
    assert!(!board.contains("\n\n"), "an empty line would end the answer");
    assert!(board.lines().any(|line| line.split_whitespace().collect::<Vec<_>>() == ["a", "b", "c", "d"]));
    for row in 1..=4 {
        assert!(board.contains(&format!("{row}\\")), "row {row} is numbered");
    }
    assert_eq!(stones(board, 'B'), ["b2"]);
    assert_eq!(stones(board, 'W'), ["c3"]);
    assert!(board.contains("black to move"), "{board}");
}

#[test]
fn a_long_game_stays_in_step() {
    // The search keeps its tree between genmoves; each answer must still be legal here.
    // (Without the swap, so that every genmove is a cell and the colours alternate.)
    let mut script = String::from("boardsize 6\n");
    for _ in 0..18 {
        script.push_str("genmove b\ngenmove w\n");
    }
    let answers = gtp(NO_SWAP, &script).answers();
    let moves: Vec<&str> = answers.iter().skip(1).map_while(|a| a.ok.then_some(a.text.as_str())).collect();
    assert!(moves.len() >= 6, "{answers:?}");
    let mut unique = moves.clone();
    unique.sort_unstable();
    unique.dedup();
    assert_eq!(unique.len(), moves.len(), "a cell played twice: {moves:?}");
    let refused = &answers[moves.len() + 1];
    assert!(refused.text.contains("over"), "the only refusal is the end of the game: {refused:?}");
}

#[test]
fn the_same_seed_plays_the_same_moves() {
    let script = "boardsize 7\ngenmove b\ngenmove w\ngenmove b\n";
    assert_eq!(
        gtp(&["--playouts", "300", "--seed", "5"], script).stdout,
        gtp(&["--playouts", "300", "--seed", "5"], script).stdout
    );
}

#[test]
fn seconds_limit_each_genmove() {
    let start = std::time::Instant::now();
    let answer = last(&["--seconds", "0.2"], "boardsize 7\ngenmove b\n");
    assert!(answer.ok, "{answer:?}");
    assert!(start.elapsed().as_secs_f64() < 10.0);
    assert_eq!(gtp(&["--seconds", "0"], "").code, Some(2));
    assert_eq!(gtp(&["--seconds", "1", "--playouts", "5"], "").code, Some(2));
}

// ---------------------------------------------------------------------------------------
// The swap

#[test]
fn hexgui_swap_keeps_the_stone_and_white_moves_again() {
    // HexGui's `play white swap-pieces`: the default rule is the colour exchange.
    let answers =
        gtp(FAST, "boardsize 5\nplay b a2\nplay white swap-pieces\nshowboard\nplay b c3\nplay w c3\n").answers();
    assert!(answers[2].ok, "{:?}", answers[2]);
    assert_eq!(stones(&answers[3].text, 'B'), ["a2"]);
    assert!(answers[3].text.contains("white to move"), "{}", answers[3].text);
    assert!(!answers[4].ok, "white is to move after the swap");
    assert!(answers[5].ok);
}

#[test]
fn every_swap_word_is_read() {
    for word in ["swap", "swap-pieces", "swap-sides", "SWAP-PIECES"] {
        let answers = gtp(FAST, &format!("play b a2\nplay w {word}\n")).answers();
        assert!(answers[1].ok, "{word}: {:?}", answers[1]);
    }
}

#[test]
fn swap_is_refused_when_off_or_late() {
    assert!(!gtp(&["--swap", "none", "--playouts", "9"], "play b a2\nplay w swap-pieces\n").answers()[1].ok);
    assert!(!gtp(FAST, "play b a2\nplay w b2\nplay b swap\n").answers()[2].ok);
    assert!(!gtp(FAST, "play b swap\n").answers()[0].ok);
}

#[test]
fn mirror_swap_with_swap_pieces_rule() {
    // docs/rules.md's alternative: the stone is mirrored and turns white; Black moves next.
    let answers = gtp(
        &["--swap", "pieces", "--playouts", "9"],
        "boardsize 5\nplay b a2\nplay w swap\nshowboard\nplay b b1\nplay b a2\n",
    )
    .answers();
    assert!(answers[2].ok);
    assert_eq!(stones(&answers[3].text, 'W'), ["b1"]);
    assert!(stones(&answers[3].text, 'B').is_empty());
    assert!(!answers[4].ok, "b1 holds the mirrored stone");
    assert!(answers[5].ok, "a2 is empty again: {:?}", answers[5]);
}

#[test]
fn genmove_swaps_a_winning_centre_opening_and_says_swap_pieces() {
    // On 3×3 the centre wins for Black: White should take it over.
    let answers = all_ok("boardsize 3\nplay b b2\ngenmove w\nshowboard\ngenmove w\n");
    assert_eq!(answers[2], "swap-pieces");
    assert_eq!(stones(&answers[3], 'B'), ["b2"]);
    assert!(answers[3].contains("white to move"));
    assert_eq!(answers[4].len(), 2, "after the swap the search plays a cell: {}", answers[4]);
}

#[test]
fn genmove_never_swaps_when_swap_is_off() {
    let answers = gtp(NO_SWAP, "boardsize 3\nplay b b2\ngenmove w\n").answers();
    assert!(answers[2].ok && answers[2].text != "swap-pieces", "{:?}", answers[2]);
}
