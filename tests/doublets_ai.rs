//! Doublets' odds and chooser: exact (the solver) and simulated.
//!
//! A debug build solves the whole of a rule set slowly, so most positions here are late in
//! a game, where the tables that can still follow are few; the figures from a new game are
//! the command line's (`fogliaccio bench doublets`, in docs/ai.md).

use fogliaccio::ai::doublets::{Solution, Solver, TooLarge, choose, odds};
use fogliaccio::games::Colour::{self, Black, White};
use fogliaccio::games::doublets::{Action, Face, Position, RuleSet, Stage};
use fogliaccio::rng::Rng;

fn position(rules: RuleSet, lines: &[&str]) -> Position {
    let mut position = Position::new(rules);
    for line in lines {
        position.play(Action::parse(line).unwrap()).unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    position
}

/// Black's last two men on points 1 and 6, White's on 1 and `white_point` (5 or 6), Black
/// to throw. Each player clears the rest with two doublets: 6-6's twelve units bear every man
/// down and three off (two from 2, one from 3), 5-5's ten bear off all but those two.
fn last_men(rules: RuleSet, white_point: u8) -> Position {
    let six_six = ["throw 6 6", "@1", "@2", "@3", "@4", "@4", "@5", "@5", "@6", "@6", "@2", "@2", "@3"];
    let five_five = |kept: u8| {
        let mut units = vec!["throw 5 5", "@1", "@3", "@4", "@4", "@4", "@5", "@5", "@6", "@6"];
        units.push(if kept == 6 { "@5" } else { "@6" });
        units
    };
    let mut lines = vec!["throw 6 1"];
    lines.extend(six_six.iter().chain(&six_six));
    lines.extend(five_five(6).into_iter().chain(five_five(white_point)));
    position(rules, &lines)
}

/// `position` after `lines`.
fn after(position: &Position, lines: &[&str]) -> Position {
    let mut position = position.clone();
    for line in lines {
        position.play(Action::parse(line).unwrap()).unwrap_or_else(|e| panic!("{line}: {e}"));
    }
    position
}

/// A throw of 1 2 bears off the man on 1 and loses the 2 (nobody has a man on 2); a throw
/// of 3 4 is lost whole.
const ONE_OFF: [&str; 3] = ["throw 1 2", "1", "2"];
const NONE_OFF: [&str; 3] = ["throw 3 4", "3", "4"];

/// [`last_men`] once both have thrown 1 2: one man each, Black to throw.
fn one_man_each(rules: RuleSet, white_point: u8) -> Position {
    let position = after(&last_men(rules, white_point), &[ONE_OFF, ONE_OFF].concat());
    assert_eq!(position.stage(), &Stage::Throw(Black));
    assert_eq!([Black, White].map(|c| position.table(c).men()), [1, 1]);
    position
}

/// The end of a random game with uniformly random choices, from the first position where
/// each player has at most `men` men left: from `seed`, or the first seed after it whose
/// game gets there with some dozen actions to go.
fn late_game(rules: RuleSet, men: u8, seed: u64) -> Vec<Position> {
    (seed..)
        .map(|seed| {
            let mut rng = Rng::seed(seed);
            let mut position = Position::new(rules);
            let mut game = Vec::new();
            while position.winner().is_none() {
                let action = position.throw(&mut rng).unwrap_or_else(|| {
                    let legal = position.legal_actions();
                    legal[rng.below(legal.len() as u32) as usize].clone()
                });
                position.play(action).unwrap();
                if !game.is_empty() || [Black, White].iter().all(|&c| position.table(c).men() <= men) {
                    game.push(position.clone());
                }
            }
            game
        })
        .find(|game| game.len() >= 12)
        .expect("some game gets there")
}

/// Every throw of the position's dice, each as likely as the others.
fn every_throw(position: &Position) -> Vec<Position> {
    let dice = position.dice_due().unwrap() as u32;
    (0..6usize.pow(dice))
        .map(|n| {
            let faces = (0..dice).map(|d| Face::ALL[n / 6usize.pow(d) % 6]).collect();
            let mut next = position.clone();
            next.play(Action::Throw(faces)).unwrap();
            next
        })
        .collect()
}

fn chance(solution: &Solution, position: &Position, colour: Colour) -> f64 {
    solution.chance(position, colour).expect("the position follows the one solved")
}

#[test]
fn one_man_each_on_point_six_the_thrower_wins_nine_times_in_fourteen() {
    // A turn clears the last man with a 6 on either die (10 throws in 36) or any doublet (6
    // more, as units): 4/9. The thrower wins now, or after both miss:
    // W = 4/9 + (5/9)² W, so W = 9/14.
    let start = one_man_each(RuleSet::Willughby, 6);
    let solution = Solver::solve(&start);
    assert!((chance(&solution, &start, Black) - 9.0 / 14.0).abs() < 1e-6);
    assert!((chance(&solution, &start, White) - 5.0 / 14.0).abs() < 1e-6);
}

#[test]
fn cotton_a_die_the_thrower_cannot_use_may_win_the_game_for_the_opponent() {
    // Black's last man is on 6, White's on 5. Black wins with a 6 or a doublet (16 throws),
    // hands White the win with a 5 and no 6 (8 throws), and otherwise changes nothing (12):
    // W = 16/36 + 12/36 (1 − W) by symmetry, so W = 7/12.
    let start = one_man_each(RuleSet::Cotton, 5);
    let solution = Solver::solve(&start);
    assert!((chance(&solution, &start, Black) - 7.0 / 12.0).abs() < 1e-6);
    // Under Willughby's rules the 5 is lost instead: as with both men on 6.
    let willughby = one_man_each(RuleSet::Willughby, 5);
    assert!((chance(&Solver::solve(&willughby), &willughby, Black) - 9.0 / 14.0).abs() < 1e-6);
}

#[test]
fn chances_are_probabilities_that_add_up_to_one() {
    for rules in RuleSet::ALL {
        let game = late_game(rules, 5, 1);
        let solution = Solver::solve(&game[0]);
        for position in &game {
            let (black, white) = (chance(&solution, position, Black), chance(&solution, position, White));
            assert!((0.0..=1.0).contains(&black) && (0.0..=1.0).contains(&white), "{rules}: {black} {white}");
            assert!((black + white - 1.0).abs() < 1e-9, "{rules}: {black} + {white}");
        }
    }
}

#[test]
fn a_player_who_has_borne_off_every_man_has_won() {
    for rules in RuleSet::ALL {
        let game = late_game(rules, 5, 2);
        let solution = Solver::solve(&game[0]);
        let end = game.last().unwrap();
        let winner = end.winner().unwrap();
        assert_eq!(end.table(winner).men(), 0);
        assert_eq!(chance(&solution, end, winner), 1.0);
        assert_eq!(chance(&solution, end, winner.opponent()), 0.0);
    }
}

#[test]
fn more_men_to_bear_off_is_a_smaller_chance() {
    let two_each = last_men(RuleSet::Willughby, 6);
    let solution = Solver::solve(&two_each);
    // Black to throw each time: two men against one, one each, one against two.
    let two_against_one = after(&two_each, &[NONE_OFF, ONE_OFF].concat());
    let one_against_two = after(&two_each, &[ONE_OFF, NONE_OFF].concat());
    let [worse, each, better] = [&two_against_one, &one_man_each(RuleSet::Willughby, 6), &one_against_two]
        .map(|position| chance(&solution, position, Black));
    assert!(worse < each && each < better, "{worse} < {each} < {better}");
}

#[test]
fn a_solution_covers_what_can_follow_its_position() {
    let two_each = last_men(RuleSet::Willughby, 6);
    let solution = Solver::solve(&two_each);
    let later = one_man_each(RuleSet::Willughby, 6);
    assert!(solution.covers(&two_each) && solution.covers(&later));
    assert!(!solution.covers(&Position::new(RuleSet::Willughby)), "a new game cannot follow");
    assert!(!solution.covers(&last_men(RuleSet::Cotton, 6)), "another rule set");
    assert_eq!(solution.chance(&Position::new(RuleSet::Willughby), Black), None);
}

#[test]
fn a_solve_can_be_refused_for_its_size_before_it_takes_the_memory() {
    let two_each = last_men(RuleSet::Willughby, 6);
    let pairs = Solver::new(&two_each).pairs();
    let refused = Solver::within(&two_each, pairs - 1).err();
    assert_eq!(refused, Some(TooLarge { pairs, limit: pairs - 1 }));
    assert!(Solver::within(&two_each, pairs).is_ok());
}

#[test]
fn from_a_new_game_the_first_to_throw_has_the_edge_and_the_opening_throw_is_fair() {
    let new = Position::new(RuleSet::Doblet);
    let solution = Solver::solve(&new);
    assert_eq!(chance(&solution, &new, Black), 0.5);
    let first = chance(&solution, &position(RuleSet::Doblet, &["throw 6 1"]), Black);
    let second = chance(&solution, &position(RuleSet::Doblet, &["throw 1 6"]), Black);
    assert!(first > 0.5 && (first + second - 1.0).abs() < 1e-9, "{first} {second}");
}

#[test]
fn before_a_throw_the_chance_is_the_average_over_every_throw() {
    for rules in RuleSet::ALL {
        let game = late_game(rules, 4, 3);
        let solution = Solver::solve(&game[0]);
        for position in game.iter().filter(|p| p.dice_due().is_some() && p.winner().is_none()) {
            let throws = every_throw(position);
            let average = throws.iter().map(|next| chance(&solution, next, Black)).sum::<f64>() / throws.len() as f64;
            let before = chance(&solution, position, Black);
            assert!((before - average).abs() < 1e-5, "{rules}: {before} before the throw, {average} after");
        }
    }
}

#[test]
fn with_a_choice_to_make_the_chance_is_that_of_the_best_option_and_the_chooser_takes_it() {
    for rules in RuleSet::ALL {
        let game = late_game(rules, 6, 4);
        let solution = Solver::solve(&game[0]);
        for position in game.iter().filter(|p| matches!(p.stage(), Stage::Play { .. })) {
            let player = position.to_move();
            let weighed = solution.weigh(position);
            assert_eq!(weighed.len(), position.legal_actions().len());
            let best = weighed.iter().map(|(_, c)| *c).fold(0.0, f64::max);
            assert!((chance(&solution, position, player) - best).abs() < 1e-9, "{rules}");
            let chosen = solution.choose(position).unwrap();
            assert_eq!(weighed.iter().find(|(a, _)| *a == chosen).unwrap().1, best, "{rules}: {chosen}");
        }
    }
}

/// Black's share of `games` games from `start` with both players choosing by `solution`,
/// and the half-width of its 95% interval.
fn simulated(solution: &Solution, start: &Position, games: u32, seed: u64) -> (f64, f64) {
    let mut rng = Rng::seed(seed);
    let mut wins = 0;
    for _ in 0..games {
        let mut position = start.clone();
        while position.winner().is_none() {
            let action = position.throw(&mut rng).unwrap_or_else(|| solution.choose(&position).unwrap());
            position.play(action).unwrap();
        }
        wins += u32::from(position.winner() == Some(Black));
    }
    let share = f64::from(wins) / f64::from(games);
    (share, 1.96 * (share * (1.0 - share) / f64::from(games)).sqrt())
}

#[test]
fn the_exact_chance_matches_a_large_simulation_within_its_error_bar() {
    for rules in RuleSet::ALL {
        // A position before a throw whose outcome is still open, from the first late game
        // that has one.
        let (solution, start) = (5..)
            .find_map(|seed| {
                let game = late_game(rules, 6, seed);
                let solution = Solver::solve(&game[0]);
                let open = |p: &&Position| p.dice_due().is_some() && (0.2..0.8).contains(&chance(&solution, p, Black));
                let start = game.iter().find(open)?.clone();
                Some((solution, start))
            })
            .unwrap();
        let exact = chance(&solution, &start, Black);
        let (share, error) = simulated(&solution, &start, 4000, 6);
        assert!((share - exact).abs() <= error, "{rules}: exact {exact}, simulated {share} ± {error}");
    }
}

#[test]
fn the_chooser_takes_the_order_that_bears_a_man_off() {
    // Black's last man to bear down stands on 3: with 3-5 the 3 first lets the 5 bear off;
    // the 5 first loses it.
    let game = position(
        RuleSet::Willughby,
        &["throw 6 1", "throw 4 4", "@4", "@4", "@5", "@5", "@6", "@6", "@1", "@2", "throw 1 2", "1", "2", "throw 3 5"],
    );
    let three = Action::parse("3").unwrap();
    assert_eq!(Solver::solve(&game).choose(&game), Some(three.clone()));
    assert_eq!(choose(&game, 400, &mut Rng::seed(3)), Some(three), "simulation finds it too");
}

#[test]
fn the_chooser_answers_only_when_there_is_a_choice_to_make() {
    let game = position(RuleSet::Willughby, &["throw 6 1"]);
    assert_eq!(choose(&game, 10, &mut Rng::seed(4)), None);
}

#[test]
fn simulated_odds_add_up_and_carry_an_error_bar() {
    let start = position(RuleSet::Willughby, &["throw 6 1"]);
    let mut rng = Rng::seed(1);
    let black = odds(&start, Black, 2000, &mut rng);
    let white = odds(&start, White, 2000, &mut rng);
    assert!(black.error > 0.0 && black.error < 0.03, "{black:?}");
    // Two independent estimates of complementary chances: each within the other's bars.
    assert!((black.chance + white.chance - 1.0).abs() < black.error + white.error);
}

#[test]
fn a_finished_game_is_certain_by_simulation_too() {
    let mut game = position(RuleSet::Doblet, &["throw 6 1"]);
    let mut rng = Rng::seed(2);
    while game.winner().is_none() {
        let action = game.throw(&mut rng).unwrap_or_else(|| game.legal_actions()[0].clone());
        game.play(action).unwrap();
    }
    let winner = game.winner().unwrap();
    let certain = odds(&game, winner, 10, &mut rng);
    assert_eq!((certain.chance, certain.error), (1.0, 0.0));
}
