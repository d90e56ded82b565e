//! `fogliaccio arena`: two GTP engines play from fixed openings, each opening with both
//! colours, and the first engine's score comes with its 95% interval.

mod common;

use common::fogliaccio;

/// Our own engine as a GTP command, at a few iterations a move.
fn engine(seed: u32) -> String {
    format!("{} gtp --swap none --playouts 30 --seed {seed}", env!("CARGO_BIN_EXE_fogliaccio"))
}

#[test]
fn every_opening_is_played_with_both_colours_and_scored() {
    let run = fogliaccio(&["arena", &engine(1), &engine(2), "--size", "3", "--openings", "b2,a1"], "");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let games: Vec<&str> = run.stdout.lines().filter(|line| line.starts_with("game")).collect();
    let openings: Vec<&str> = games.iter().map(|line| &line[10..line.find(" →").unwrap()]).collect();
    assert_eq!(openings, ["b2 first black", "b2 first white", "a1 first black", "a1 first white"]);
    let first_won = games
        .iter()
        .filter(|line| {
            let first = if line.contains("first black") { "black wins" } else { "white wins" };
            line.contains(first)
        })
        .count();
    let score = run.stdout.lines().find(|line| line.starts_with("first wins:")).unwrap();
    assert!(score.starts_with(&format!("first wins: {first_won}/4 (")), "{score}");
    assert!(score.contains("95% CI"), "{score}");
}

#[test]
fn an_engine_that_answers_nonsense_forfeits() {
    // Answers every command with `= zz`: fine for setting up, not a move.
    let babbler = "while read line; do printf '= zz\\n\\n'; done";
    let run = fogliaccio(&["arena", &engine(1), babbler, "--size", "3", "--openings", "b2"], "");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    assert_eq!(run.stdout.matches("(forfeit: ").count(), 2, "{}", run.stdout);
    assert!(run.stdout.contains("first wins: 2/2 ("), "{}", run.stdout);
}

#[test]
fn a_bad_opening_is_refused() {
    let run = fogliaccio(&["arena", &engine(1), &engine(2), "--size", "3", "--openings", "d4"], "");
    assert_eq!(run.code, Some(1));
    assert!(run.stderr.contains("d4 is off the 3×3 board"), "{}", run.stderr);
}

#[test]
fn twixt_engines_play_whole_games_from_the_openings() {
    let engine = |seed: u32| {
        format!(
            "{} gtp --game twixt --rules standard --swap none --playouts 30 --seed {seed}",
            env!("CARGO_BIN_EXE_fogliaccio")
        )
    };
    let run = fogliaccio(&["arena", "--game", "twixt", &engine(1), &engine(2), "--size", "8", "--openings", "D4"], "");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let games: Vec<&str> = run.stdout.lines().filter(|line| line.starts_with("game")).collect();
    assert_eq!(games.len(), 2, "{}", run.stdout);
    assert!(games.iter().all(|line| line.contains("wins,") || line.contains("draw,")), "{}", run.stdout);
    assert!(!run.stdout.contains("forfeit"), "{}", run.stdout);
    assert!(run.stdout.contains("first wins: "), "{}", run.stdout);
}

/// An engine that lists its bridges is held to the referee's after every turn: one that
/// sees a bridge the board does not have forfeits.
#[test]
fn a_twixt_engine_whose_bridges_differ_forfeits() {
    let engine = format!("{} gtp --game twixt --swap none --playouts 10", env!("CARGO_BIN_EXE_fogliaccio"));
    let dreamer = "while read command rest; do case \"$command $rest\" in \
                   'known_command list_bridges') answer=true ;; 'list_bridges ') answer=C2-D4 ;; *) answer= ;; esac; \
                   printf '= %s\\n\\n' \"$answer\"; done";
    let run = fogliaccio(&["arena", "--game", "twixt", &engine, dreamer, "--size", "8", "--openings", "D4"], "");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let forfeit = "(forfeit: white's bridges after D4 differ from the referee's: missing none, extra C2-D4)";
    assert_eq!(run.stdout.matches(forfeit).count(), 1, "{}", run.stdout);
    assert!(run.stdout.contains("first wins: 2/2 ("), "{}", run.stdout);
}

#[test]
fn the_twixt_openings_cover_a_quarter_of_the_board() {
    let engine = format!("{} gtp --game twixt --swap none --playouts 10", env!("CARGO_BIN_EXE_fogliaccio"));
    let babbler = "while read line; do printf '= zz\\n\\n'; done";
    let run = fogliaccio(&["arena", "--game", "twixt", &engine, babbler, "--size", "12"], "");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let openings: Vec<&str> = run
        .stdout
        .lines()
        .filter(|line| line.starts_with("game") && line.contains("first black"))
        .map(|line| &line[10..line.find(" first").unwrap()])
        .collect();
    assert_eq!(openings, ["C3", "C5", "C6", "E3", "E5", "E6", "F3", "F5", "F6", "B6"]);
}
