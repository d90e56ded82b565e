//! `fogliaccio selfplay hex`, as docs/cli.md promises it: one JSON line a game, then
//! how often each player won.

mod common;

use serde_json::Value;

/// What one run of the command gave back.
struct Run {
    games: Vec<Value>,
    summary: Vec<String>,
    code: Option<i32>,
    stderr: String,
}

/// Runs `fogliaccio selfplay hex <args>`: the JSON lines first, then the summary.
fn selfplay(args: &[&str]) -> Run {
    let mut all = vec!["selfplay", "hex"];
    all.extend_from_slice(args);
    let output = common::fogliaccio(&all, "");
    let (json, summary): (Vec<&str>, Vec<&str>) = output.stdout.lines().partition(|line| line.starts_with('{'));
    Run {
        games: json.iter().map(|line| serde_json::from_str(line).unwrap()).collect(),
        summary: summary.into_iter().map(str::to_owned).collect(),
        code: output.code,
        stderr: output.stderr,
    }
}

const FAST: &[&str] = &["--size", "5", "--games", "4", "--players", "random,uct:200", "--seed", "7"];

#[test]
fn prints_a_line_a_game_and_a_summary() {
    let run = selfplay(FAST);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(run.games.len(), 4);
    for (k, game) in run.games.iter().enumerate() {
        assert_eq!(game["game"], k);
        let result = game["result"].as_str().unwrap();
        assert!(result == "black" || result == "white", "{game}");
        let plies = game["plies"].as_u64().unwrap();
        // 5×5: at least 5 black stones to win, at most a full board.
        assert!((9..=25).contains(&plies), "{game}");
        assert_eq!(game["swapped"], false, "the swap is off by default");
    }
    assert!(run.summary.iter().any(|line| line.starts_with("P1 random wins: ")), "{:?}", run.summary);
    assert!(run.summary.iter().any(|line| line.starts_with("P2 uct:200 wins: ")), "{:?}", run.summary);
}

#[test]
fn the_players_change_colours_every_game() {
    let run = selfplay(FAST);
    for (k, game) in run.games.iter().enumerate() {
        let (p1, p2) = ("random", "uct:200");
        let (black, white) = if k % 2 == 0 { (p1, p2) } else { (p2, p1) };
        assert_eq!((game["black"].as_str().unwrap(), game["white"].as_str().unwrap()), (black, white), "{game}");
    }
}

#[test]
fn the_summary_counts_the_wins_with_an_interval() {
    let run = selfplay(FAST);
    let p1_wins = run.games.iter().filter(|game| game[game["result"].as_str().unwrap()] == "random").count();
    let p1 = run.summary.iter().find(|line| line.starts_with("P1")).unwrap();
    assert!(p1.starts_with(&format!("P1 random wins: {p1_wins}/4 (")), "{p1}");
    assert!(p1.contains("95% CI"), "{p1}");
    let p2 = run.summary.iter().find(|line| line.starts_with("P2")).unwrap();
    assert!(p2.starts_with(&format!("P2 uct:200 wins: {}/4 (", 4 - p1_wins)), "{p2}");
}

#[test]
fn the_interval_is_wilsons() {
    // The centre opening on 3×3 wins; Wilson's interval for 1 of 1 is 20.7%–100%
    // (the normal approximation would collapse to 100%–100%).
    let run = selfplay(&["--size", "3", "--games", "1", "--players", "rave:300,random"]);
    assert_eq!(run.code, Some(0));
    let p1 = run.summary.iter().find(|line| line.starts_with("P1")).unwrap();
    assert!(p1.ends_with("(100.0%, 95% CI 20.7%–100.0%)"), "{p1}");
}

#[test]
fn the_same_seed_replays_the_same_games() {
    let a = selfplay(FAST);
    let b = selfplay(FAST);
    assert_eq!(a.games, b.games);
    assert_eq!(a.summary, b.summary);
}

#[test]
fn a_colour_swap_is_followed_to_the_winner() {
    // With the colour exchange, a player that swaps takes Black; the lines name the
    // holders at the end, so the result always names the winner's colour correctly.
    let run = selfplay(&["--size", "3", "--games", "6", "--swap", "colours", "--players", "rave:300,random"]);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert!(run.games.iter().any(|game| game["swapped"] == true), "on 3×3 some opening is worth swapping");
    let rave_wins = run.games.iter().filter(|game| game[game["result"].as_str().unwrap()] == "rave:300").count();
    let p1 = run.summary.iter().find(|line| line.starts_with("P1")).unwrap();
    assert!(p1.starts_with(&format!("P1 rave:300 wins: {rave_wins}/6")), "{p1}");
}

#[test]
fn every_player_kind_is_accepted() {
    // (normal and strong are read as levels too; they are only slower.)
    for players in ["random,quick", "rave:10,uct:10", "RAVE:10,Random"] {
        let run = selfplay(&["--size", "2", "--games", "2", "--players", players]);
        assert_eq!(run.code, Some(0), "{players}: {}", run.stderr);
        assert_eq!(run.games.len(), 2);
    }
}

#[test]
fn bad_players_and_sizes_are_refused() {
    for args in [
        &["--players", "random"][..],
        &["--players", "random,genius"],
        &["--players", "uct:0,random"],
        &["--size", "30"],
        &["--games", "0"],
        &["--rules", "pp"],
    ] {
        let run = selfplay(args);
        assert_eq!(run.code, Some(2), "{args:?}");
        assert!(!run.stderr.is_empty());
        assert!(run.games.is_empty());
    }
}
