//! Doublets' link record: every game, throws included, comes back whole, and a damaged
//! link opens as far as it is valid and says what was wrong.

use fogliaccio::games::doublets::record::{self, LinkError, Record};
use fogliaccio::games::doublets::{Action, PipError, PlayError, RuleSet};
use fogliaccio::games::record::{CountError, Counted};
use fogliaccio::rng::Rng;
use proptest::prelude::*;

/// A random game of `rules` from `seed`, stopped after `actions` actions or at its end.
fn random_record(rules: RuleSet, seed: u64, actions: usize) -> Record {
    let mut rng = Rng::seed(seed);
    let mut game = Record::new(rules);
    while game.actions().len() < actions && game.position().winner().is_none() {
        let action = game.position().throw(&mut rng).unwrap_or_else(|| {
            let legal = game.position().legal_actions();
            legal[rng.below(legal.len() as u32) as usize].clone()
        });
        game.play(action).unwrap();
    }
    game
}

proptest! {
    #[test]
    fn every_game_comes_back_from_its_link(
        rules in prop::sample::select(RuleSet::ALL.to_vec()), seed in any::<u64>(), actions in 0usize..2_000,
    ) {
        let game = random_record(rules, seed, actions);
        let link = record::write(&game);
        prop_assert!(link.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'.'), "{}", link);
        prop_assert_eq!(record::read(&link).unwrap(), game);
    }

    /// Wherever a link is cut, it opens as a game that began the same way, and says so.
    #[test]
    fn a_link_cut_anywhere_keeps_a_beginning_and_says_so(seed in any::<u64>(), cut in any::<prop::sample::Index>()) {
        let game = random_record(RuleSet::Cotton, seed, 60);
        let link = record::write(&game);
        let short = &link[..cut.index(link.len())];
        let damaged = record::read(short).unwrap_err();
        if let Some(kept) = damaged.kept {
            prop_assert!(game.actions().starts_with(kept.actions()));
        }
    }
}

#[test]
fn a_damaged_link_says_what_is_wrong_and_keeps_what_came_before() {
    let kept = |link: &str| record::read(link).unwrap_err().kept.map_or(0, |game| game.actions().len());
    let error = |link: &str| record::read(link).unwrap_err().error;

    assert_eq!(
        error("1.doublets.backgammon.0"),
        LinkError::Rules("backgammon".parse::<fogliaccio::games::doublets::RuleSet>().unwrap_err())
    );
    assert_eq!(
        error("1.doublets.willughby.3.t61t35"),
        LinkError::Count(CountError::Cut { of: Counted::Actions, counted: 3, found: 2 })
    );
    assert_eq!(kept("1.doublets.willughby.3.t61t35"), 2);
    assert_eq!(
        error("1.doublets.willughby.3.t61t35x"),
        LinkError::Unreadable { number: 3, text: "x".into(), why: record::Unreadable::Pip(PipError("x".into())) }
    );
    // A throw while the dice of the last one are still to play.
    assert_eq!(
        error("1.doublets.willughby.3.t61t35t12"),
        LinkError::Illegal { number: 3, text: "t12".into(), error: PlayError::DiceInHand }
    );
    assert_eq!(kept("1.doublets.willughby.3.t61t35t12"), 2);
    assert_eq!(error("1.doublets.willughby.2.t61t35.more"), LinkError::Extra("more".into()));
    assert_eq!(record::read("1.doublets.ofanfelling.0").unwrap(), Record::new(RuleSet::Ofanfelling));
    // A pasted address is read from its #g=.
    let game = record::read("https://example.org/fogliaccio/?game=doublets#g=1.doublets.doblet.1.t25").unwrap();
    assert_eq!(game.actions(), &[Action::parse("throw 2 5").unwrap()]);
}
