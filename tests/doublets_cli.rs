//! `fogliaccio referee doublets` and `fogliaccio selfplay doublets` (docs/cli.md).

mod common;

use serde_json::{Value, json};

/// Runs `fogliaccio <args>` with `input`: its output lines and exit status.
fn fogliaccio(args: &[&str], input: &str) -> (Vec<String>, Option<i32>, String) {
    let output = common::fogliaccio(args, input);
    (output.stdout.lines().map(str::to_owned).collect(), output.code, output.stderr)
}

/// `fogliaccio referee doublets <args>` with one action a line, each output line as JSON.
fn referee(args: &[&str], actions: &[&str]) -> (Vec<Value>, Option<i32>) {
    let mut all = vec!["referee", "doublets"];
    all.extend_from_slice(args);
    let input: String = actions.iter().map(|a| format!("{a}\n")).collect();
    let (lines, code, _) = fogliaccio(&all, &input);
    (lines.iter().map(|l| serde_json::from_str(l).unwrap()).collect(), code)
}

#[test]
fn the_referee_prints_the_start_then_one_line_an_action() {
    let (lines, code) = referee(&[], &["throw 6 1", "throw 3 5", "5"]);
    assert_eq!(code, Some(0));
    assert_eq!(
        lines[0],
        json!({"ply": 0, "to_move": "black", "legal": ["throw"], "result": null, "hand": [], "events": []})
    );
    assert_eq!(lines[1]["events"], json!(["opening throw: black 6, white 1: black starts"]));
    assert_eq!(lines[2]["legal"], json!(["3", "5"]));
    assert_eq!(lines[2]["hand"], json!(["3", "5"]));
    assert_eq!(lines[3]["ply"], 3);
    assert_eq!(lines[3]["events"], json!(["black plays 5: bears down a man on 5"]));
}

#[test]
fn the_referee_takes_its_rule_set_from_rules() {
    let (lines, _) = referee(&["--rules", "doblet"], &["throw 1 6", "throw 1 2 3"]);
    assert_eq!(lines[1]["to_move"], "white");
    assert_eq!(lines[2]["hand"], json!(["1", "2", "3"]));
    let (lines, _) = referee(&["--rules", "willughby"], &["throw 1 6", "throw 4 4"]);
    assert_eq!(lines[2]["legal"], json!(["@1", "@2", "@3", "@4", "@5", "@6"]));
}

#[test]
fn a_bare_throw_draws_the_dice_from_the_seed() {
    let game = ["throw", "throw"];
    let (a, _) = referee(&["--seed", "7"], &game);
    let (b, _) = referee(&["--seed", "7"], &game);
    assert_eq!(a, b);
    assert!(a.iter().all(|line| line.get("error").is_none()), "{a:?}");
}

#[test]
fn a_refused_line_changes_nothing_and_the_exit_status_says_so() {
    let (lines, code) = referee(&[], &["3", "throw 6 1", "throw 1 2 3", "throw 9 1", "nonsense", "throw 2 3", "3"]);
    assert_eq!(code, Some(1));
    assert_eq!(lines[1], json!({"error": "throw the dice first"}));
    assert_eq!(lines[3], json!({"error": "this throw needs 2 dice, not 3"}));
    assert_eq!(lines[4], json!({"error": "'9' is not a number from 1 to 6"}));
    assert!(lines[5]["error"].as_str().unwrap().contains("is not an action"));
    assert_eq!(lines[7]["ply"], 3);
}

#[test]
fn the_referee_reports_the_winner() {
    // Doblet: Black bears everything down and off with the dice 1–6; White's 1s are lost
    // or, once Black bears off, bear off Black's men on 1.
    let mut actions = vec!["throw 6 1"];
    let black = ["throw 1 2 3", "1", "2", "3", "throw 4 5 6", "4", "5", "6"];
    let white = ["throw 1 1 1", "1", "1", "1"];
    for _ in 0..3 {
        actions.extend_from_slice(&black[..4]);
        actions.extend_from_slice(&white);
        actions.extend_from_slice(&black[4..]);
        actions.extend_from_slice(&white);
    }
    // Black's last 6 wins: White's last throw never comes.
    actions.truncate(actions.len() - white.len());
    let (lines, code) = referee(&["--rules", "doblet"], &actions);
    assert_eq!(code, Some(0), "{lines:?}");
    let last = lines.last().unwrap();
    assert_eq!(last["result"], "black");
    assert_eq!(last["legal"], json!([]));
}

#[test]
fn an_unknown_rule_set_or_a_size_is_refused_with_status_2() {
    let (_, code, stderr) = fogliaccio(&["referee", "doublets", "--rules", "backgammon"], "");
    assert_eq!(code, Some(2));
    assert!(stderr.contains("'backgammon' is not a rule set"));
    let (_, code, _) = fogliaccio(&["referee", "doublets", "--size", "7"], "");
    assert_eq!(code, Some(2));
}

#[test]
fn selfplay_prints_a_line_a_game_and_the_first_players_share() {
    for rules in ["willughby", "cotton", "doblet", "rabattues", "ofanfelling"] {
        let (lines, code, _) =
            fogliaccio(&["selfplay", "doublets", "--rules", rules, "--games", "20", "--seed", "3"], "");
        assert_eq!(code, Some(0));
        assert_eq!(lines.len(), 23);
        let game: Value = serde_json::from_str(&lines[0]).unwrap();
        assert!(["black", "white"].contains(&game["result"].as_str().unwrap()));
        assert!(lines[20].starts_with("player 1 (random) against random wins: "), "{}", lines[20]);
        assert!(lines[21].starts_with("first player wins: ") && lines[21].contains("95% CI"), "{}", lines[21]);
        assert!(lines[22].starts_with("black wins: "));
    }
}

#[test]
fn selfplay_refuses_players_doublets_does_not_have() {
    let (_, code, stderr) = fogliaccio(&["selfplay", "doublets", "--players", "quick,random"], "");
    assert_eq!(code, Some(2));
    assert!(stderr.contains("'quick' is not a Doublets player (random or ai)"), "{stderr}");
    let (_, code, stderr) = fogliaccio(&["selfplay", "doublets", "--players", "ai"], "");
    assert_eq!(code, Some(2));
    assert!(stderr.contains("give two players"), "{stderr}");
    let (_, code, _) = fogliaccio(&["selfplay", "doublets", "--players", "random,random", "--games", "2"], "");
    assert_eq!(code, Some(0));
}

#[test]
fn selfplay_seats_the_exact_chooser_against_random() {
    // Doblet has the fewest pairs of tables to solve first: a debug build solves the others
    // slowly. Every rule set's figures are in docs/cli.md.
    let (lines, code, _) = fogliaccio(
        &["selfplay", "doublets", "--rules", "doblet", "--players", "ai,random", "--games", "4", "--seed", "5"],
        "",
    );
    assert_eq!(code, Some(0));
    let colours: Vec<Value> =
        lines[..4].iter().map(|l| serde_json::from_str::<Value>(l).unwrap()["p1"].clone()).collect();
    assert_eq!(colours, ["black", "white", "black", "white"], "player 1 changes colours every game");
    assert!(lines[4].starts_with("player 1 (ai) against random wins: "), "{}", lines[4]);
}

#[test]
fn bench_solves_a_rule_set_and_gives_the_first_players_exact_chance() {
    let (lines, code, _) = fogliaccio(&["bench", "doublets", "--rules", "doblet"], "");
    assert_eq!(code, Some(0));
    let figures: Vec<(&str, &str)> = lines.iter().map(|l| l.split_once(": ").unwrap()).collect();
    let names: Vec<&str> = figures.iter().map(|(name, _)| *name).collect();
    assert_eq!(names, ["rules", "pairs", "solve seconds", "odds bytes", "first player wins"]);
    assert_eq!(figures[0].1, "doblet");
    // 792 tables a player, the empty one included.
    assert_eq!(figures[1].1, "627264");
    // Every order of play uses as many dice as it can (docs/rules.md §3).
    assert_eq!(figures[4].1, "0.520463");
    let (_, code, stderr) = fogliaccio(&["bench", "doublets", "--size", "5"], "");
    assert_eq!(code, Some(2));
    assert!(stderr.contains("--size 5 does not apply"), "{stderr}");
}
