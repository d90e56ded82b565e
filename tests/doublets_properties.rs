//! Invariants of Doublets under every rule set, over random games from random seeds.

use fogliaccio::games::Colour;
use fogliaccio::games::doublets::{Action, Effect, Event, Face, Point, Position, RuleSet};
use fogliaccio::rng::Rng;
use proptest::prelude::*;

/// Games take a few hundred actions at most; the bound only stops a broken engine.
const MAX_ACTIONS: usize = 20_000;

fn rule_set() -> impl Strategy<Value = RuleSet> {
    prop::sample::select(RuleSet::ALL.to_vec())
}

/// Throws from `rng` and plays uniformly random legal actions until the game ends, calling
/// `check` after every action.
fn random_game(rules: RuleSet, seed: u64, mut check: impl FnMut(&Position, &Position)) -> Position {
    let mut rng = Rng::seed(seed);
    let mut position = Position::new(rules);
    for _ in 0..MAX_ACTIONS {
        if position.winner().is_some() {
            break;
        }
        let action = position.throw(&mut rng).unwrap_or_else(|| {
            let legal = position.legal_actions();
            legal[rng.below(legal.len() as u32) as usize].clone()
        });
        let before = position.clone();
        position.play(action.clone()).unwrap_or_else(|e| panic!("legal {action} refused: {e}"));
        check(&before, &position);
    }
    position
}

proptest! {
    #[test]
    fn every_game_ends_with_one_winner_who_has_no_man_left(rules in rule_set(), seed in any::<u64>()) {
        let position = random_game(rules, seed, |_, _| {});
        let winner = position.winner().expect("the game ended");
        prop_assert_eq!(position.table(winner).men(), 0);
        prop_assert!(position.table(winner.opponent()).men() > 0);
        prop_assert_eq!(position.log().last(), Some(&Event::Won(winner)));
    }

    #[test]
    fn men_are_conserved_and_only_ever_borne_off(rules in rule_set(), seed in any::<u64>()) {
        random_game(rules, seed, |before, after| {
            for colour in Colour::ALL {
                let (was, is) = (before.table(colour).men(), after.table(colour).men());
                assert!(is == was || is + 1 == was, "{colour}: {was} men became {is}");
                for point in Point::ALL {
                    let stack = after.table(colour).stack(point);
                    assert_eq!(stack.up() + stack.down(), stack.men());
                }
            }
            let off = |p: &Position| Colour::ALL.map(|c| rules.men() - p.table(c).men());
            let borne_off = after.log()[before.log().len()..]
                .iter()
                .filter(|e| matches!(e, Event::Played { effect: Effect::BearOff(_), .. }
                    | Event::Passed { effect: Effect::BearOff(_), .. }))
                .count() as u8;
            assert_eq!(off(after).iter().sum::<u8>(), off(before).iter().sum::<u8>() + borne_off);
        });
    }

    #[test]
    fn an_action_not_offered_is_refused_and_changes_nothing(rules in rule_set(), seed in any::<u64>(), probe in 0usize..20) {
        let candidates: Vec<Action> = Face::ALL
            .iter()
            .flat_map(|&face| {
                [Action::Die(face), Action::Unit(face.point())]
                    .into_iter()
                    .chain(Point::ALL.iter().map(move |&from| Action::Move { face, from }))
            })
            .collect();
        random_game(rules, seed, |_, after| {
            if after.winner().is_some() || after.dice_due().is_some() {
                return;
            }
            let legal = after.legal_actions();
            let action = &candidates[(probe + after.log().len()) % candidates.len()];
            let mut copy = after.clone();
            match copy.play(action.clone()) {
                Ok(()) => assert!(legal.contains(action), "{action} was played though not offered"),
                Err(_) => assert_eq!(&copy, after),
            }
        });
    }

    #[test]
    fn a_game_replays_exactly_from_its_actions(rules in rule_set(), seed in any::<u64>()) {
        let mut actions = Vec::new();
        let mut rng = Rng::seed(seed);
        let mut position = Position::new(rules);
        while position.winner().is_none() {
            let action = position.throw(&mut rng).unwrap_or_else(|| position.legal_actions()[0].clone());
            position.play(action.clone()).unwrap();
            actions.push(action);
        }
        let mut replay = Position::new(rules);
        for action in actions {
            replay.play(Action::parse(&action.to_string()).unwrap()).unwrap();
        }
        prop_assert_eq!(replay, position);
    }
}
