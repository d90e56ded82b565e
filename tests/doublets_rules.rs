//! docs/rules.md §3, one test a rule or decision: Doublets and its four relatives.

use fogliaccio::games::Colour::{Black, White};
use fogliaccio::games::doublets::{
    Action, Effect, Event, Face, Hand, Phase, PlayError, Point, Position, RuleSet, Stage,
};

// ---------------------------------------------------------------------------------------
// Helpers

fn act(position: &mut Position, text: &str) -> Result<(), PlayError> {
    position.play(Action::parse(text).expect("test actions are in notation"))
}

/// Plays every line, each of which must be legal.
fn play(position: &mut Position, lines: &[&str]) {
    for line in lines {
        act(position, line).unwrap_or_else(|e| panic!("'{line}' refused: {e}"));
    }
}

/// A new game of `rules` in which Black has won the opening throw.
fn started(rules: RuleSet) -> Position {
    let mut position = Position::new(rules);
    play(&mut position, &["throw 6 1"]);
    position
}

fn p(n: u8) -> Point {
    Point::new(n).unwrap()
}

fn f(n: u8) -> Face {
    Face::new(n).unwrap()
}

fn up_down(position: &Position, colour: fogliaccio::games::Colour, n: u8) -> (u8, u8) {
    let stack = position.table(colour).stack(p(n));
    (stack.up(), stack.down())
}

/// Plays whole turns for `colour` and a quiet opponent until `colour` is bearing off:
/// the lines are `colour`'s dice; the opponent answers each turn with `reply`.
fn turns(position: &mut Position, turns: &[[u8; 2]], reply: [u8; 2]) {
    for dice in turns {
        let mover = position.to_move();
        let throw = format!("throw {} {}", dice[0], dice[1]);
        play(position, &[&throw]);
        while matches!(position.stage(), Stage::Play { player, .. } if *player == mover) {
            let action = position.legal_actions()[0].clone();
            position.play(action).unwrap();
        }
        if position.winner().is_some() {
            return;
        }
        let throw = format!("throw {} {}", reply[0], reply[1]);
        play(position, &[&throw]);
        while matches!(position.stage(), Stage::Play { .. }) {
            let action = position.legal_actions()[0].clone();
            position.play(action).unwrap();
        }
    }
}

// ---------------------------------------------------------------------------------------
// Common ground

#[test]
fn the_five_rule_sets_have_their_names() {
    let names: Vec<&str> = RuleSet::ALL.iter().map(|r| r.name()).collect();
    assert_eq!(names, ["willughby", "cotton", "doblet", "rabattues", "ofanfelling"]);
    for rules in RuleSet::ALL {
        assert_eq!(rules.name().parse::<RuleSet>(), Ok(rules));
        assert_eq!(format!(" {} ", rules.name().to_uppercase()).parse::<RuleSet>(), Ok(rules), "any case, trimmed");
    }
    assert_eq!(RuleSet::default(), RuleSet::Willughby);
    assert_eq!(
        "backgammon".parse::<RuleSet>().unwrap_err().to_string(),
        "'backgammon' is not a rule set (willughby, cotton, doblet, rabattues or ofanfelling)"
    );
}

#[test]
fn fifteen_men_stand_two_on_points_one_to_three_and_three_on_four_to_six() {
    for rules in [RuleSet::Willughby, RuleSet::Cotton, RuleSet::Rabattues] {
        let position = Position::new(rules);
        for colour in [Black, White] {
            let stacks: Vec<u8> = Point::ALL.iter().map(|&pt| position.table(colour).stack(pt).up()).collect();
            assert_eq!(stacks, [2, 2, 2, 3, 3, 3]);
            assert_eq!(position.table(colour).men(), 15);
        }
    }
}

#[test]
fn twelve_men_stand_two_on_each_point_in_doblet_and_ofanfelling() {
    for rules in [RuleSet::Doblet, RuleSet::Ofanfelling] {
        let position = Position::new(rules);
        for pt in Point::ALL {
            assert_eq!(position.table(Black).stack(pt).up(), 2);
        }
        assert_eq!(position.table(White).men(), 12);
    }
}

#[test]
fn the_higher_opening_die_throws_first() {
    let mut position = Position::new(RuleSet::Willughby);
    play(&mut position, &["throw 2 5"]);
    assert_eq!(position.stage(), &Stage::Throw(White));
    assert_eq!(position.log(), [Event::Opening { black: f(2), white: f(5) }]);
}

#[test]
fn a_tied_opening_throw_is_thrown_again() {
    let mut position = Position::new(RuleSet::Willughby);
    play(&mut position, &["throw 4 4"]);
    assert_eq!(position.stage(), &Stage::Opening);
    play(&mut position, &["throw 5 3"]);
    assert_eq!(position.stage(), &Stage::Throw(Black));
}

#[test]
fn every_throw_is_written_to_the_log() {
    let mut position = started(RuleSet::Willughby);
    play(&mut position, &["throw 3 5"]);
    assert_eq!(position.log().last(), Some(&Event::Thrown { player: Black, dice: vec![f(3), f(5)] }));
    assert_eq!(position.log().last().unwrap().to_string(), "black throws 3 5");
}

#[test]
fn a_throw_must_have_the_rule_sets_number_of_dice() {
    let mut position = started(RuleSet::Doblet);
    assert_eq!(act(&mut position, "throw 3 5"), Err(PlayError::DiceCount { expected: 3, given: 2 }));
    play(&mut position, &["throw 3 5 1"]);
}

#[test]
fn dice_are_played_only_after_a_throw_and_a_throw_only_after_the_dice() {
    let mut position = started(RuleSet::Willughby);
    assert_eq!(act(&mut position, "3"), Err(PlayError::ThrowFirst));
    play(&mut position, &["throw 3 5"]);
    assert_eq!(act(&mut position, "throw 1 2"), Err(PlayError::DiceInHand));
    assert_eq!(act(&mut position, "4"), Err(PlayError::NoSuchDie(f(4))));
}

#[test]
fn a_die_bears_down_the_top_man_of_its_point() {
    let mut position = started(RuleSet::Willughby);
    play(&mut position, &["throw 3 5", "5"]);
    assert_eq!(up_down(&position, Black, 5), (2, 1));
    play(&mut position, &["3"]);
    assert_eq!(up_down(&position, Black, 3), (0, 2));
}

#[test]
fn a_point_of_two_needs_one_bearing_down_and_a_point_of_three_two() {
    let mut position = started(RuleSet::Willughby);
    assert_eq!(position.table(Black).stack(p(2)).bearings_left(), 1);
    assert_eq!(position.table(Black).stack(p(6)).bearings_left(), 2);
    play(&mut position, &["throw 6 1", "6", "1", "throw 1 2", "1", "2", "throw 6 2", "6"]);
    assert_eq!(up_down(&position, Black, 6), (0, 3));
}

#[test]
fn a_die_whose_point_is_fully_borne_down_is_lost() {
    let mut position = started(RuleSet::Willughby);
    play(&mut position, &["throw 1 2", "1", "2", "throw 3 4", "3", "4", "throw 1 6", "1"]);
    assert_eq!(position.log().last(), Some(&Event::Lost { player: Black, face: f(1) }));
    assert_eq!(position.log().last().unwrap().to_string(), "black loses the 1: it cannot be used");
}

#[test]
fn phases_are_per_player() {
    let mut position = started(RuleSet::Willughby);
    turns(&mut position, &[[1, 2], [3, 4], [4, 5], [5, 6], [6, 1]], [1, 2]);
    assert_eq!(position.table(Black).phase(), Phase::BearingOff);
    assert_eq!(position.table(White).phase(), Phase::BearingDown);
}

#[test]
fn once_the_last_man_is_down_the_remaining_dice_already_bear_off() {
    let mut position = started(RuleSet::Willughby);
    play(&mut position, &["throw 4 4", "@4", "@4", "@5", "@5", "@6", "@6", "@1", "@2"]);
    play(&mut position, &["throw 1 2", "1", "2", "throw 3 2"]);
    assert_eq!(position.table(Black).phase(), Phase::BearingDown);
    play(&mut position, &["3"]);
    assert_eq!(position.table(Black).phase(), Phase::BearingOff);
    play(&mut position, &["2"]);
    assert_eq!(position.table(Black).stack(p(2)).men(), 1);
}

#[test]
fn the_player_chooses_the_order_of_the_dice() {
    // Bearing down with 1-2, either die may go first.
    let mut position = started(RuleSet::Willughby);
    play(&mut position, &["throw 1 2"]);
    let legal: Vec<String> = position.legal_actions().iter().map(Action::to_string).collect();
    assert_eq!(legal, ["1", "2"]);
    play(&mut position, &["2", "1"]);
    assert_eq!(up_down(&position, Black, 2), (0, 2));
}

/// Black's last man to bear down stands on 3 (Cotton's rules, where an unusable die passes).
fn last_man_down_on_three() -> Position {
    let mut position = started(RuleSet::Cotton);
    play(&mut position, &["throw 4 4", "@4", "@4", "@5", "@5", "@6", "@6", "@1", "@2"]);
    play(&mut position, &["throw 1 2", "1", "2"]);
    position
}

#[test]
fn use_as_many_dice_as_possible_a_die_is_lost_or_passed_only_if_no_order_of_play_uses_it() {
    // With 3-5 the 3 bears the last man down and then the 5 bears off: played first, the 5
    // would find its point fully down and pass to White. No order may give it away.
    let mut position = last_man_down_on_three();
    play(&mut position, &["throw 3 5"]);
    let legal: Vec<String> = position.legal_actions().iter().map(Action::to_string).collect();
    assert_eq!(legal, ["3"]);
    assert_eq!(act(&mut position, "5"), Err(PlayError::UsesFewerDice(f(5))));
    play(&mut position, &["3", "5"]);
    assert_eq!(position.table(Black).men(), 14);
    assert!(!position.log().iter().any(|event| matches!(event, Event::Passed { .. } | Event::Lost { .. })));
    // A die no order can use still passes: with 5-6 both points are fully down.
    let mut position = last_man_down_on_three();
    play(&mut position, &["throw 5 6", "5"]);
    assert!(matches!(position.log().last(), Some(Event::Passed { to: White, .. } | Event::Lost { .. })));
}

#[test]
fn in_bearing_off_a_die_bears_off_a_man_from_its_point_and_is_lost_if_it_is_empty() {
    let mut position = started(RuleSet::Willughby);
    // The last 6 bears down Black's last man; the 1 then bears off a man from 1.
    turns(&mut position, &[[1, 2], [3, 4], [4, 5], [5, 6], [6, 1]], [1, 2]);
    assert_eq!(position.table(Black).stack(p(1)).men(), 1);
    play(&mut position, &["throw 1 1", "@1", "@2", "throw 1 2", "1", "2"]);
    assert_eq!(position.table(Black).stack(p(1)).men(), 0);
    play(&mut position, &["throw 2 1", "1"]);
    assert_eq!(position.log().last(), Some(&Event::Lost { player: Black, face: f(1) }));
    play(&mut position, &["2"]);
    assert_eq!(position.table(Black).stack(p(2)).men(), 0);
}

#[test]
fn the_first_to_bear_off_every_man_wins() {
    let mut position = started(RuleSet::Willughby);
    turns(&mut position, &[[1, 2], [3, 4], [4, 5], [5, 6], [6, 4]], [1, 2]);
    play(&mut position, &["throw 6 6"]);
    for pt in [6, 6, 6, 5, 5, 5, 4, 4, 3, 3, 1, 2] {
        act(&mut position, &format!("@{pt}")).unwrap();
    }
    // Black's last men stand on 1 and 2; White answers.
    play(&mut position, &["throw 1 2", "1", "2", "throw 1 2", "1"]);
    assert_eq!(position.winner(), None);
    play(&mut position, &["2"]);
    assert_eq!(position.winner(), Some(Black));
    assert_eq!(position.log().last(), Some(&Event::Won(Black)));
    assert!(position.legal_actions().is_empty());
    assert_eq!(act(&mut position, "3"), Err(PlayError::GameOver));
}

// ---------------------------------------------------------------------------------------
// Doublets (3.1)

#[test]
fn willughby_a_doublet_gives_as_many_units_as_its_pips() {
    let mut position = started(RuleSet::Willughby);
    play(&mut position, &["throw 2 2"]);
    assert!(matches!(position.stage(), Stage::Play { hand: Hand::Units(4), again: false, .. }));
    let mut position = started(RuleSet::Willughby);
    play(&mut position, &["throw 5 5"]);
    assert!(matches!(position.stage(), Stage::Play { hand: Hand::Units(10), .. }));
}

#[test]
fn willughby_a_doublet_unit_takes_any_point_the_player_chooses() {
    let mut position = started(RuleSet::Willughby);
    play(&mut position, &["throw 2 2", "@6"]);
    assert_eq!(up_down(&position, Black, 6), (2, 1));
    assert_eq!(act(&mut position, "1"), Err(PlayError::UnitsInHand));
    play(&mut position, &["@2"]);
    assert_eq!(up_down(&position, Black, 2), (0, 2));
    assert_eq!(act(&mut position, "@2"), Err(PlayError::PointTakesNoUnit { point: p(2), phase: Phase::BearingDown }));
}

#[test]
fn willughby_a_doublet_gives_no_extra_throw() {
    let mut position = started(RuleSet::Willughby);
    play(&mut position, &["throw 1 1", "@1", "@2"]);
    assert_eq!(position.stage(), &Stage::Throw(White));
}

#[test]
fn willughby_an_unusable_die_is_lost_not_passed() {
    let mut position = started(RuleSet::Willughby);
    play(&mut position, &["throw 1 2", "1", "2", "throw 3 4", "3", "4", "throw 1 6", "1"]);
    assert_eq!(position.table(White).stack(p(1)).bearings_left(), 1);
}

// ---------------------------------------------------------------------------------------
// Cotton's Doublets (3.2)

#[test]
fn cotton_an_unusable_die_is_played_by_the_opponent() {
    let mut position = started(RuleSet::Cotton);
    play(&mut position, &["throw 1 2", "1", "2", "throw 3 4", "3", "4", "throw 1 6", "1"]);
    assert_eq!(position.log().last(), Some(&Event::Passed { to: White, face: f(1), effect: Effect::BearDown(p(1)) }));
    assert_eq!(position.table(White).stack(p(1)).bearings_left(), 0);
    assert_eq!(position.to_move(), Black);
}

#[test]
fn cotton_a_die_neither_player_can_use_is_lost() {
    let mut position = started(RuleSet::Cotton);
    play(&mut position, &["throw 1 2", "1", "2", "throw 1 4", "1", "4"]);
    play(&mut position, &["throw 1 6", "1"]);
    assert_eq!(position.log().last(), Some(&Event::Lost { player: Black, face: f(1) }));
}

#[test]
fn cotton_doublets_count_as_pips() {
    let mut position = started(RuleSet::Cotton);
    play(&mut position, &["throw 3 3"]);
    assert!(matches!(position.stage(), Stage::Play { hand: Hand::Units(6), again: false, .. }));
}

// ---------------------------------------------------------------------------------------
// Doblet (3.3)

#[test]
fn doblet_throws_three_dice_each_bearing_one_man() {
    let mut position = started(RuleSet::Doblet);
    play(&mut position, &["throw 4 4 4", "4"]);
    assert_eq!(up_down(&position, Black, 4), (0, 2));
    assert!(matches!(position.stage(), Stage::Play { hand: Hand::Dice(d), again: false, .. } if d.len() == 2));
    play(&mut position, &["4"]);
    assert_eq!(position.log().last(), Some(&Event::Passed { to: White, face: f(4), effect: Effect::BearDown(p(4)) }));
}

#[test]
fn doblet_the_opponent_may_win_with_a_passed_die() {
    let mut position = started(RuleSet::Doblet);
    play(&mut position, &["throw 1 2 3", "1", "2", "3", "throw 4 5 6", "4", "5", "6"]);
    play(&mut position, &["throw 4 5 6", "4", "5", "6", "throw 1 2 3", "1", "2", "3"]);
    play(&mut position, &["throw 1 1 2", "1", "1", "2", "throw 3 3 4", "3", "3", "4"]);
    // Black's point 1 is empty: two of the 1s bear off White's men, the third is lost.
    play(&mut position, &["throw 1 1 1", "1", "1", "1", "throw 2 2 4", "2", "2", "4"]);
    play(&mut position, &["throw 6 6 1", "6", "6", "1", "throw 5 5 6", "5", "5", "6"]);
    assert_eq!(position.table(White).men(), 1);
    play(&mut position, &["throw 6 2 2", "6"]);
    assert_eq!(position.winner(), Some(White));
    assert_eq!(
        position.log()[position.log().len() - 2],
        Event::Passed { to: White, face: f(6), effect: Effect::BearOff(p(6)) }
    );
}

// ---------------------------------------------------------------------------------------
// Dames rabattues (3.4)

#[test]
fn rabattues_a_doublet_is_played_as_two_single_dice_then_thrown_again() {
    let mut position = started(RuleSet::Rabattues);
    play(&mut position, &["throw 5 5"]);
    assert!(matches!(position.stage(), Stage::Play { hand: Hand::Dice(d), again: true, .. } if d.len() == 2));
    play(&mut position, &["5", "5"]);
    assert_eq!(up_down(&position, Black, 5), (0, 3));
    assert_eq!(position.stage(), &Stage::Throw(Black));
    play(&mut position, &["throw 2 3", "2", "3"]);
    assert_eq!(position.stage(), &Stage::Throw(White));
}

#[test]
fn rabattues_an_unusable_die_is_used_by_the_opponent() {
    let mut position = started(RuleSet::Rabattues);
    play(&mut position, &["throw 1 2", "1", "2", "throw 4 5", "4", "5", "throw 1 6", "1"]);
    assert_eq!(position.log().last(), Some(&Event::Passed { to: White, face: f(1), effect: Effect::BearDown(p(1)) }));
}

#[test]
fn rabattues_a_player_still_bearing_down_may_not_use_the_die_of_an_opponent_bearing_off() {
    let mut position = started(RuleSet::Rabattues);
    turns(&mut position, &[[1, 2], [3, 4], [4, 5], [5, 6], [6, 4]], [1, 2]);
    assert_eq!(position.table(White).phase(), Phase::BearingDown);
    assert_eq!(position.table(White).stack(p(3)).bearings_left(), 1);
    play(&mut position, &["throw 3 3", "3", "3", "throw 3 5", "3"]);
    assert_eq!(position.log().last(), Some(&Event::Lost { player: Black, face: f(3) }));
    assert_eq!(position.table(White).stack(p(3)).bearings_left(), 1);
}

// ---------------------------------------------------------------------------------------
// Ofanfelling (3.5)

#[test]
fn ofanfelling_a_doublet_is_played_as_its_two_dice_and_throws_again() {
    let mut position = started(RuleSet::Ofanfelling);
    play(&mut position, &["throw 2 2"]);
    assert!(matches!(position.stage(), Stage::Play { hand: Hand::Dice(_), again: true, .. }));
    play(&mut position, &["2", "2"]);
    assert_eq!(position.stage(), &Stage::Throw(Black));
}

#[test]
fn ofanfelling_useless_dice_do_not_count_and_never_pass() {
    let mut position = started(RuleSet::Ofanfelling);
    play(&mut position, &["throw 2 2", "2", "2"]);
    assert_eq!(position.log().last(), Some(&Event::Lost { player: Black, face: f(2) }));
    assert_eq!(position.table(White).stack(p(2)).bearings_left(), 1);
}

/// Black bears down and stacks up again with the dice 1–6 twice; White only ever uses 1 and 2.
fn ofanfelling_restacked() -> Position {
    let mut position = started(RuleSet::Ofanfelling);
    turns(&mut position, &[[1, 2], [3, 4], [5, 6], [1, 2], [3, 4], [5, 6]], [1, 2]);
    position
}

#[test]
fn ofanfelling_once_all_are_down_the_men_are_stacked_up_again() {
    let mut position = started(RuleSet::Ofanfelling);
    turns(&mut position, &[[1, 2], [3, 4], [5, 6]], [1, 2]);
    assert_eq!(position.table(Black).phase(), Phase::Restacking);
    play(&mut position, &["throw 1 3", "1"]);
    assert_eq!(up_down(&position, Black, 1), (2, 0));
    assert_eq!(position.log().last().unwrap().to_string(), "black plays 1: stacks a man up on 1");
    play(&mut position, &["3", "throw 1 2", "1", "2", "throw 1 4", "1"]);
    assert_eq!(position.log().last(), Some(&Event::Lost { player: Black, face: f(1) }));
}

#[test]
fn ofanfelling_bears_off_by_its_die_once_all_are_stacked_again() {
    let mut position = ofanfelling_restacked();
    assert_eq!(position.table(Black).phase(), Phase::BearingOff);
    play(&mut position, &["throw 4 1", "4"]);
    assert_eq!(position.table(Black).stack(p(4)).men(), 1);
}

#[test]
fn ofanfelling_an_empty_point_forces_a_move_from_a_higher_point() {
    let mut position = ofanfelling_restacked();
    play(&mut position, &["throw 1 1", "1", "1", "throw 1 3"]);
    let moves: Vec<String> = position.legal_actions().iter().map(Action::to_string).collect();
    assert_eq!(moves, ["1:2", "1:3", "1:4", "1:5", "1:6", "3", "3:4", "3:5", "3:6"]);
    assert_eq!(act(&mut position, "1"), Err(PlayError::ChooseFrom(f(1))));
    play(&mut position, &["1:6"]);
    assert_eq!(position.table(Black).stack(p(6)).men(), 1);
    assert_eq!(position.table(Black).stack(p(5)).men(), 3);
    assert_eq!(position.table(Black).men(), 10);
}

#[test]
fn ofanfelling_bears_off_as_backgammon_does_a_die_may_move_a_man_down_even_when_its_point_has_men() {
    let mut position = ofanfelling_restacked();
    play(&mut position, &["throw 4 1"]);
    let fours: Vec<String> =
        position.legal_actions().iter().map(Action::to_string).filter(|a| a.starts_with('4')).collect();
    assert_eq!(fours, ["4", "4:5", "4:6"]);
    play(&mut position, &["4:6"]);
    assert_eq!(position.table(Black).stack(p(6)).men(), 1);
    assert_eq!(position.table(Black).stack(p(2)).men(), 3);
    assert_eq!(position.table(Black).stack(p(4)).men(), 2);
    assert_eq!(position.table(Black).men(), 12);
}

#[test]
fn ofanfelling_with_no_man_on_a_higher_point_the_highest_man_is_borne_off() {
    let mut position = ofanfelling_restacked();
    play(&mut position, &["throw 6 6", "6", "6", "throw 5 5", "5", "5", "throw 4 4", "4", "4"]);
    play(&mut position, &["throw 3 3", "3", "3", "throw 1 2", "1", "2"]);
    // Black has one man on 1 and one on 2: a 6 bears off the man on 2.
    play(&mut position, &["throw 2 2", "2", "2", "throw 1 2", "1", "2", "throw 6 5", "6"]);
    assert_eq!(position.table(Black).stack(p(2)).men(), 0);
    assert_eq!(position.table(Black).stack(p(1)).men(), 1);
}

#[test]
fn rabattues_one_can_win_on_the_opponents_throw() {
    let mut position = started(RuleSet::Rabattues);
    // Both players bear everything down with the same five throws.
    for [first, second] in [[1, 2], [3, 4], [4, 5], [5, 6], [6, 4]] {
        let (throw, first, second) = (format!("throw {first} {second}"), first.to_string(), second.to_string());
        play(&mut position, &[&throw, &first, &second, &throw, &first, &second]);
    }
    assert_eq!(position.table(Black).phase(), Phase::BearingOff);
    assert_eq!(position.table(White).phase(), Phase::BearingOff);
    play(&mut position, &["throw 6 5", "6", "5", "throw 1 2", "1", "2", "throw 6 5", "6", "5"]);
    play(&mut position, &["throw 1 2", "1", "2", "throw 6 5", "6", "5", "throw 3 4", "3", "4"]);
    play(&mut position, &["throw 5 4", "5", "4", "throw 3 4", "3", "4", "throw 3 4", "3", "4"]);
    // Black's empty points pass White's men off.
    play(&mut position, &["throw 4 3", "4", "3", "throw 6 5", "6", "5", "throw 5 6", "5", "6"]);
    assert_eq!(position.table(White).men(), 1);
    play(&mut position, &["throw 6 2", "6"]);
    assert_eq!(position.winner(), Some(White));
}
