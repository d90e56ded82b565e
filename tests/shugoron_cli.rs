//! `fogliaccio referee shugoron` and `fogliaccio selfplay shugoron`, as docs/cli.md promises
//! them.

mod common;

use serde_json::Value;

/// What one run of the command gave back.
struct Run {
    lines: Vec<String>,
    code: Option<i32>,
    stderr: String,
}

impl Run {
    fn json(&self) -> Vec<Value> {
        self.lines.iter().filter(|l| l.starts_with('{')).map(|l| serde_json::from_str(l).unwrap()).collect()
    }
}

fn fogliaccio(args: &[&str], input: &str) -> Run {
    let output = common::fogliaccio(args, input);
    Run { lines: output.stdout.lines().map(str::to_owned).collect(), code: output.code, stderr: output.stderr }
}

fn referee(args: &[&str], lines: &[&str]) -> Run {
    let mut all = vec!["referee", "shugoron"];
    all.extend_from_slice(args);
    fogliaccio(&all, &lines.iter().map(|l| format!("{l}\n")).collect::<String>())
}

fn legal(report: &Value) -> Vec<&str> {
    report["legal"].as_array().expect("legal is a list").iter().map(|v| v.as_str().unwrap()).collect()
}

#[test]
fn the_start_asks_player_1_to_hide_one_of_32_cards() {
    let run = referee(&[], &[]);
    let start = &run.json()[0];
    assert_eq!(start["ply"], 0);
    assert_eq!(start["to_move"], "p1");
    assert_eq!(start["result"], Value::Null);
    assert_eq!(legal(start).len(), 32);
    assert!(legal(start).contains(&"hide p1 {}"));
    assert_eq!(run.code, Some(0));
}

#[test]
fn answers_are_computed_and_a_hit_scores_and_asks_again() {
    let run = referee(&[], &["hide p1 135", "hide p2 24", "ask 2", "ask 13", "name 1 24", "hide p2 {}"]);
    let lines = run.json();
    assert_eq!(lines.len(), 7);
    assert_eq!(lines[2]["to_move"], "p1");
    assert_eq!(legal(&lines[2]).len(), 31 * 33, "31 cards, each asked or shown naming any of 32 sets");
    assert_eq!(lines[3]["reply"], "larger");
    assert_eq!(lines[4]["reply"], "larger");
    assert_eq!(lines[5]["reply"], "equal");
    assert_eq!(lines[5]["hits"]["p1"], 1);
    assert_eq!(lines[5]["to_move"], "p2", "the hit player hides again");
    assert_eq!(lines[6]["to_move"], "p1", "the hitter moves again");
    let legal = legal(&lines[6]);
    assert!(!legal.contains(&"ask 2") && !legal.contains(&"ask 135"), "spent and hidden cards are not legal");
    assert_eq!(run.code, Some(0));
}

#[test]
fn a_refused_line_is_an_error_object_and_changes_nothing() {
    let run =
        referee(&[], &["hide p2 1", "hide p1 1", "ask 1", "hide p2 77", "hide p2 1", "ask 1", "ask 1", "guess 2"]);
    let lines = run.json();
    let errors: Vec<&str> = lines.iter().filter_map(|l| l["error"].as_str()).collect();
    assert_eq!(errors.len(), 6, "{errors:?}");
    assert!(errors[0].contains("Player 1 is to hide"), "{}", errors[0]);
    assert!(errors[1].contains("Player 2 must choose a hidden set"), "{}", errors[1]);
    assert!(errors[2].contains("'77' is not a set"), "{}", errors[2]);
    // Player 1 asks with the card it hid, twice: refused both times, nothing spent.
    assert!(errors[3].contains("1 is Player 1's hidden set, not a card in the hand"), "{}", errors[3]);
    assert_eq!(errors[4], errors[3]);
    assert!(errors[5].contains("'guess' is not an action"), "{}", errors[5]);
    assert_eq!(lines.last().unwrap()["error"], errors[5]);
    let accepted: Vec<&Value> = lines.iter().filter(|l| l.get("ply").is_some()).collect();
    assert_eq!(accepted.last().unwrap()["ply"], 2);
    assert_eq!(run.code, Some(1));
}

#[test]
fn three_hits_end_the_game_with_the_winner() {
    let run = referee(&[], &["hide p1 12", "hide p2 1", "ask 1", "hide p2 2", "ask 2", "hide p2 3", "ask 3"]);
    let last = run.json().pop().unwrap();
    assert_eq!(last["result"], "p1");
    assert_eq!(last["hits"]["p1"], 3);
    assert!(legal(&last).is_empty());
}

#[test]
fn the_seed_draws_who_asks_first() {
    let firsts: Vec<Value> = (0..12)
        .map(|seed| referee(&["--seed", &seed.to_string()], &["hide p1 1", "hide p2 2"]).json()[2]["to_move"].clone())
        .collect();
    assert!(firsts.contains(&Value::from("p1")) && firsts.contains(&Value::from("p2")));
}

#[test]
fn a_board_size_or_rule_set_is_refused() {
    let run = referee(&["--size", "5"], &[]);
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("no board"), "{}", run.stderr);
}

#[test]
fn selfplay_prints_a_line_a_game_and_the_averages() {
    let run = fogliaccio(&["selfplay", "shugoron", "--games", "6", "--players", "normal,random", "--seed", "4"], "");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let games = run.json();
    assert_eq!(games.len(), 6);
    for game in &games {
        assert!(["p1", "p2", "draw"].contains(&game["result"].as_str().unwrap()));
    }
    let summary = run.lines.iter().filter(|l| !l.starts_with('{')).cloned().collect::<Vec<_>>().join("\n");
    assert!(summary.contains("p1 normal wins:"), "{summary}");
    assert!(summary.contains("average questions to the first hit:"), "{summary}");
    assert!(summary.contains("average questions to a win:"), "{summary}");
    let again = fogliaccio(&["selfplay", "shugoron", "--games", "6", "--players", "normal,random", "--seed", "4"], "");
    assert_eq!(again.lines, run.lines, "a seed replays a run exactly");
}

#[test]
fn selfplay_refuses_an_unknown_player() {
    let run = fogliaccio(&["selfplay", "shugoron", "--players", "normal,genius"], "");
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("'genius' is not a player"), "{}", run.stderr);
}
