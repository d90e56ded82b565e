//! The TwixT AI: its board agrees with the referee, it plays legal moves, takes a win in
//! one and stops the opponent's; and `fogliaccio bench|selfplay|gtp` for TwixT.

mod common;

use common::fogliaccio;

use fogliaccio::ai::twixt::{Playouts, winning_holes};
use fogliaccio::ai::{Score, Simulate, Style, Tree};
use fogliaccio::games::twixt::{BoardSize, Ending, Hole, Position, RuleSet, SearchMove};
use fogliaccio::games::{Colour, Game, Outcome, SwapRule};
use fogliaccio::rng::Rng;
use proptest::prelude::*;

/// A game of `size` under `rules`, swap off, after the holes of `moves` (each a peg with
/// every bridge it can make, as the search plays).
fn position(size: u32, rules: RuleSet, moves: &str) -> Position {
    let size = BoardSize::new(size).unwrap();
    let mut position = Position::new(size, rules, SwapRule::None);
    for text in moves.split_whitespace() {
        let mv = SearchMove::Peg(Hole::parse(text, size).unwrap());
        let mut legal = Vec::new();
        position.legal_moves(&mut legal);
        assert!(legal.contains(&mv), "{text} is not legal");
        position.play_unchecked(mv);
    }
    position
}

fn search(style: Style, position: &Position, iterations: u32, seed: u64) -> Tree<Position> {
    let mut tree = style.tree(position.clone(), Rng::seed(seed));
    tree.run(iterations);
    tree
}

fn holes(size: u32, names: &str) -> Vec<Hole> {
    names.split_whitespace().map(|n| Hole::parse(n, BoardSize::new(size).unwrap()).unwrap()).collect()
}

/// Black's chain A4–C5 and G5–H7 on 8 × 8 lacks one peg, at E4 or E6, to join A to H.
const BLACK_NEARLY_JOINED: &str = "A4 B1 C5 D1 G5 F1 H7";

#[test]
fn takes_a_win_in_one() {
    let position = position(8, RuleSet::Standard, &format!("{BLACK_NEARLY_JOINED} C8"));
    assert_eq!(winning_holes(&position), holes(8, "E4 E6"));
    for seed in 0..5 {
        let tree = search(Style::Knowledge, &position, 200, seed);
        let mut after = position.clone();
        after.play_unchecked(tree.best_move().unwrap());
        assert_eq!(after.outcome(), Some(Outcome::Winner(Colour::Black)), "seed {seed}");
        assert!(matches!(after.ending(), Some(Ending::Connected { .. })));
    }
}

#[test]
fn blocks_a_loss_in_one() {
    // White already holds E6, so E4 is Black's one winning hole; White is to move.
    let position = position(8, RuleSet::Standard, "A4 E6 C5 B1 G5 D1 H7");
    assert_eq!(position.to_move(), Colour::White);
    let mut black_to_move = position.clone();
    black_to_move.play_unchecked(SearchMove::Peg(holes(8, "F1")[0]));
    assert_eq!(winning_holes(&black_to_move), holes(8, "E4"));
    for seed in 0..5 {
        let tree = search(Style::Knowledge, &position, 300, seed);
        let mut after = position.clone();
        after.play_unchecked(tree.best_move().unwrap());
        assert_eq!(after.outcome(), None, "seed {seed}");
        assert!(winning_holes(&after).is_empty(), "seed {seed}: black still wins");
    }
}

#[test]
fn the_swap_is_the_searchs_to_choose() {
    let size = BoardSize::new(8).unwrap();
    let mut position = Position::new(size, RuleSet::Standard, SwapRule::Colours);
    position.play_unchecked(SearchMove::Peg(Hole::parse("D4", size).unwrap()));
    let tree = search(Style::Knowledge, &position, 2_000, 1);
    assert!(tree.root_stats().iter().any(|s| s.mv == SearchMove::Swap && s.visits > 0));
}

/// Searching Black's opening, the search knows White will be offered the swap.
#[test]
fn the_search_sees_the_swap_coming_after_the_opening() {
    let size = BoardSize::new(8).unwrap();
    for (allowed, offered) in [(SwapRule::Colours, true), (SwapRule::None, false)] {
        let mut state = Position::new(size, RuleSet::Standard, allowed);
        state.play_unchecked(SearchMove::Peg(Hole::parse("D4", size).unwrap()));
        let mut moves = Vec::new();
        state.legal_moves(&mut moves);
        assert_eq!(moves.contains(&SearchMove::Swap), offered);
    }
}

#[test]
fn a_search_move_is_played_as_a_whole_turn_with_its_bridges() {
    let d5 = SearchMove::Peg(holes(8, "D5")[0]);
    let standard = position(8, RuleSet::Standard, "C3 F2");
    assert_eq!(standard.whole_turn(d5).to_string(), "D5 C3-D5");
    // Under pp the rules build the bridge: the turn is the peg alone, as a person's is.
    let pp = position(8, RuleSet::Pp, "C3 F2");
    assert_eq!(pp.whole_turn(d5).to_string(), "D5");
    assert_eq!(standard.whole_turn(SearchMove::Swap).to_string(), "swap");
}

/// A game of random legal moves of the referee: size, rules, the choices.
fn random_game() -> impl Strategy<Value = (u32, RuleSet, Vec<u32>)> {
    (6u32..=10, prop::sample::select(RuleSet::ALL.to_vec()), prop::collection::vec(any::<u32>(), 0..60))
}

/// Plays `choices` (each picks among the legal moves) from a new game, swap on: every
/// position met, with the move that left it.
fn play_out(size: u32, rules: RuleSet, choices: &[u32]) -> Vec<(Position, Option<SearchMove>)> {
    let mut position = Position::new(BoardSize::new(size).unwrap(), rules, SwapRule::Colours);
    let mut seen = Vec::new();
    for &choice in choices {
        let mut legal = Vec::new();
        position.legal_moves(&mut legal);
        if legal.is_empty() {
            break;
        }
        let mv = legal[choice as usize % legal.len()];
        seen.push((position.clone(), Some(mv)));
        position.play_unchecked(mv);
    }
    seen.push((position, None));
    seen
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// A search move played unchecked leaves the very position the referee reaches by
    /// checking and playing it as a whole turn: one position, one set of rules.
    #[test]
    fn a_search_move_is_the_referees_whole_turn((size, rules, choices) in random_game()) {
        for (position, next) in play_out(size, rules, &choices) {
            let Some(mv) = next else { continue };
            let mut searched = position.clone();
            searched.play_unchecked(mv);
            let mut refereed = position.clone();
            prop_assert_eq!(refereed.play(&position.whole_turn(mv)), Ok(()));
            prop_assert_eq!(searched, refereed);
        }
    }

    /// Whatever the position, the search answers a move the referee accepts.
    #[test]
    fn the_ai_always_returns_a_legal_move((size, rules, choices) in random_game(), seed in any::<u64>()) {
        let position = play_out(size, rules, &choices).pop().unwrap().0;
        for style in [Style::Knowledge, Style::Plain] {
            let tree = search(style, &position, 60, seed);
            let mut legal = Vec::new();
            position.legal_moves(&mut legal);
            match tree.best_move() {
                Some(mv) => prop_assert!(legal.contains(&mv), "{:?} not in {:?}", mv, legal),
                None => prop_assert!(legal.is_empty()),
            }
        }
    }

    /// Every move the search may choose is a whole turn the referee accepts, and leaves no
    /// bridge of its peg unbuilt while the box has one.
    #[test]
    fn search_moves_are_whole_turns_the_referee_accepts((size, rules, choices) in random_game()) {
        let position = play_out(size, rules, &choices).pop().unwrap().0;
        let mut legal = Vec::new();
        position.legal_moves(&mut legal);
        for mv in legal {
            let mut after = position.clone();
            prop_assert_eq!(after.play(&position.whole_turn(mv)), Ok(()));
            if let SearchMove::Peg(peg) = mv {
                prop_assert!(after.possible_bridges(peg).is_empty() || after.bridges_left() == Some(0));
            }
        }
    }

    /// A playout ends with a winner whose borders are joined, or a draw, from any position.
    /// A judged one may also end with a winner who still has a way to join them (the other
    /// has none), or with odds while both have one.
    #[test]
    fn playouts_end((size, rules, choices) in random_game(), seed in any::<u64>()) {
        let position = play_out(size, rules, &choices).pop().unwrap().0;
        for policy in [Playouts::Random, Playouts::Linking, Playouts::Defending, Playouts::Judged] {
            let mut state = position.clone();
            let judged = policy == Playouts::Judged;
            match state.simulate(policy, &mut Rng::seed(seed)) {
                Score::Odds { black } => {
                    prop_assert!(judged && (0.0..=1.0).contains(&black));
                    prop_assert!(Colour::ALL.iter().all(|&colour| state.path_left(colour)));
                }
                Score::Ended(Outcome::Winner(winner)) if judged => {
                    prop_assert!(state.board().winning_chain(winner).is_some() || state.path_left(winner));
                }
                Score::Ended(Outcome::Winner(winner)) => prop_assert!(state.board().winning_chain(winner).is_some()),
                Score::Ended(Outcome::Draw) => prop_assert!(position.outcome().is_none_or(|o| o == Outcome::Draw)),
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// The command line

#[test]
fn bench_twixt_prints_its_figures() {
    let run = fogliaccio(&["bench", "twixt", "--size", "8", "--seconds", "0.02"], "");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let lines: Vec<(&str, &str)> = run.stdout.lines().map(|l| l.split_once(": ").unwrap()).collect();
    let names: Vec<&str> = lines.iter().map(|(name, _)| *name).collect();
    assert_eq!(
        names,
        [
            "board",
            "rules",
            "random playouts per second",
            "linking playouts per second",
            "defending playouts per second",
            "judged playouts per second",
            "uct iterations per second",
            "rave iterations per second"
        ]
    );
    assert_eq!(lines[0].1, "8×8");
    assert_eq!(lines[1].1, "standard");
    for (name, value) in &lines[2..] {
        assert!(value.parse::<f64>().unwrap() > 0.0, "{name}: {value}");
    }
}

#[test]
fn bench_twixt_refuses_a_bad_size_or_rule_set() {
    for args in [["--size", "5"], ["--rules", "go"]] {
        let run = fogliaccio(&["bench", "twixt", args[0], args[1]], "");
        assert_eq!(run.code, Some(2), "{args:?}");
        assert!(!run.stderr.is_empty());
    }
}

#[test]
fn selfplay_twixt_plays_whole_games() {
    let args = ["selfplay", "twixt", "--size", "6", "--rules", "pp", "--games", "4", "--players", "random,uct:50"];
    let run = fogliaccio(&args, "");
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    let games: Vec<serde_json::Value> =
        run.stdout.lines().filter(|l| l.starts_with('{')).map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(games.len(), 4);
    for game in &games {
        assert!(["black", "white", "draw"].contains(&game["result"].as_str().unwrap()), "{game}");
        assert!(game["plies"].as_u64().unwrap() > 0);
    }
    assert!(run.stdout.contains("P1 random wins: "));
    assert!(run.stdout.contains("P2 uct:50 wins: "));
    // The same seed replays the same games.
    assert_eq!(fogliaccio(&args, "").stdout, run.stdout);
}

#[test]
fn selfplay_twixt_refuses_an_unknown_rule_set() {
    let run = fogliaccio(&["selfplay", "twixt", "--rules", "hex"], "");
    assert_eq!(run.code, Some(2));
    assert!(run.stderr.contains("not a TwixT rule set"), "{}", run.stderr);
}

/// The answers of a GTP session: (success, text).
fn gtp_answers(args: &[&str], script: &str) -> Vec<(bool, String)> {
    let mut all = vec!["gtp", "--game", "twixt"];
    all.extend_from_slice(args);
    let run = fogliaccio(&all, script);
    assert_eq!(run.code, Some(0), "{}", run.stderr);
    run.stdout.split_terminator("\n\n").map(|raw| (raw.starts_with('='), raw[1..].trim_start().to_owned())).collect()
}

#[test]
fn gtp_twixt_places_pegs_with_their_bridges_and_answers_a_hole() {
    let answers = gtp_answers(
        &["--playouts", "200", "--rules", "standard"],
        "boardsize 8\nplay b C3\nplay w F4\nplay b D5\ngenmove w\nshowboard\n",
    );
    assert!(answers.iter().all(|(ok, _)| *ok), "{answers:?}");
    let reply = &answers[4].1;
    let size = BoardSize::new(8).unwrap();
    assert!(Hole::parse(reply, size).is_ok(), "genmove answered {reply}");
    let board = &answers[5].1;
    assert!(board.contains("bridges: C3-D5"), "{board}");
    assert!(board.contains("black to move"), "{board}");
}

/// `list_bridges` lists every bridge on the board in notation order, for a controller that
/// checks its board against its own referee's.
#[test]
fn gtp_twixt_lists_its_bridges() {
    let script = "boardsize 8\nknown_command list_bridges\nlist_bridges\nplay b C3\nplay w F4\nplay b D5\nplay w E2\n\
                  play b B6\nlist_bridges\n";
    let answers = gtp_answers(&["--playouts", "50", "--rules", "standard"], script);
    assert!(answers.iter().all(|(ok, _)| *ok), "{answers:?}");
    assert_eq!(answers[1].1, "true");
    assert_eq!(answers[2].1, "");
    assert_eq!(answers[8].1, "B6-D5 C3-D5 E2-F4");
}

#[test]
fn gtp_twixt_refuses_corners_borders_and_turns_out_of_order() {
    let script = "boardsize 8\nplay b A1\nplay b C1\nplay w D4\nplay b D4\nplay w D4\n";
    let answers = gtp_answers(&["--playouts", "50"], script);
    let refused: Vec<bool> = answers.iter().map(|(ok, _)| !ok).collect();
    assert_eq!(refused, [false, true, true, true, false, true], "{answers:?}");
    assert!(answers[1].1.contains("corner"));
    assert!(answers[2].1.contains("border"));
    assert!(answers[3].1.contains("black's turn"));
    assert!(answers[5].1.contains("already has a peg"));
}

#[test]
fn gtp_twixt_offers_the_swap_to_white() {
    let script = "boardsize 8\nplay b D4\nplay w swap\nshowboard\n";
    let answers = gtp_answers(&["--playouts", "50", "--swap", "colours"], script);
    assert!(answers.iter().all(|(ok, _)| *ok), "{answers:?}");
    assert!(answers[3].1.contains("white to move"), "{}", answers[3].1);
}
