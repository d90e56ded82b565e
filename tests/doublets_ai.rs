//! Doublets' simulated odds and chooser.

use fogliaccio::ai::doublets::{choose, odds};
use fogliaccio::games::Colour::{Black, White};
use fogliaccio::games::doublets::{Action, Position, RuleSet};
use fogliaccio::rng::Rng;

fn position(rules: RuleSet, lines: &[&str]) -> Position {
    let mut position = Position::new(rules);
    for line in lines {
        position.play(Action::parse(line).unwrap()).unwrap();
    }
    position
}

#[test]
fn the_two_players_odds_add_up_and_carry_an_error_bar() {
    let start = position(RuleSet::Willughby, &["throw 6 1"]);
    let mut rng = Rng::seed(1);
    let black = odds(&start, Black, 2000, &mut rng);
    let white = odds(&start, White, 2000, &mut rng);
    assert!(black.error > 0.0 && black.error < 0.03, "{black:?}");
    // Two independent estimates of complementary chances: each within the other's bars.
    assert!((black.chance + white.chance - 1.0).abs() < black.error + white.error);
}

#[test]
fn a_finished_game_is_certain() {
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

#[test]
fn the_chooser_takes_the_order_that_bears_a_man_off() {
    // Black's last man to bear down stands on 3: with 3-5 the 3 first lets the 5 bear off;
    // the 5 first loses it.
    let game = position(
        RuleSet::Willughby,
        &["throw 6 1", "throw 4 4", "@4", "@4", "@5", "@5", "@6", "@6", "@1", "@2", "throw 1 2", "1", "2", "throw 3 5"],
    );
    assert_eq!(choose(&game, 400, &mut Rng::seed(3)), Some(Action::parse("3").unwrap()));
}

#[test]
fn the_chooser_answers_only_when_there_is_a_choice_to_make() {
    let game = position(RuleSet::Willughby, &["throw 6 1"]);
    assert_eq!(choose(&game, 10, &mut Rng::seed(4)), None);
}
