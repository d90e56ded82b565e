//! shUgorØn's record, which this device keeps to resume a game (never a link: it holds the
//! hidden sets): every game comes back whole, and a damaged one as far as it is valid.

use fogliaccio::ai::shugoron::Opponent;
use fogliaccio::games::record::{CountError, Counted};
use fogliaccio::games::shugoron::record::{self, Record, RecordError};
use fogliaccio::games::shugoron::{Action, PlayError, Player, Question, SetCard};
use fogliaccio::rng::Rng;
use proptest::prelude::*;

/// A game between random players from `seed`, stopped after `actions` actions or at its end.
fn random_record(seed: u64, actions: usize) -> Record {
    let mut rng = Rng::seed(seed);
    let mut game = Record::random(&mut rng);
    while game.actions().len() < actions && game.table().ending().is_none() {
        let action = Opponent::Random.act(game.table(), &mut rng);
        game.play(action).unwrap();
    }
    game
}

fn set(text: &str) -> SetCard {
    text.parse().unwrap()
}

proptest! {
    #[test]
    fn every_game_comes_back_from_its_record(seed in any::<u64>(), actions in 0usize..200) {
        let game = random_record(seed, actions);
        let text = record::write(&game);
        prop_assert!(text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'.'), "{}", text);
        prop_assert_eq!(record::read(&text).unwrap(), game);
    }

    /// Wherever a record is cut, what it keeps is the beginning of the game.
    #[test]
    fn a_record_cut_anywhere_keeps_a_beginning(seed in any::<u64>(), cut in any::<prop::sample::Index>()) {
        let game = random_record(seed, 40);
        let text = record::write(&game);
        let damaged = record::read(&text[..cut.index(text.len())]).unwrap_err();
        if let Some(kept) = damaged.kept {
            prop_assert!(game.actions().starts_with(kept.actions()));
        }
    }
}

#[test]
fn a_damaged_record_says_what_is_wrong_and_keeps_what_came_before() {
    let error = |text: &str| record::read(text).unwrap_err().error;
    let kept = |text: &str| record::read(text).unwrap_err().kept.map_or(0, |game| game.actions().len());
    assert_eq!(error("1.shugoron.3.0"), RecordError::First("3".into()));
    assert_eq!(
        error("1.shugoron.1.3.h5hq"),
        RecordError::Count(CountError::Cut { of: Counted::Actions, counted: 3, found: 2 })
    );
    assert_eq!(error("1.shugoron.1.3.h5hqx1"), RecordError::Unreadable { number: 3, text: "x".into() });
    assert_eq!(error("1.shugoron.1.3.h5hqa"), RecordError::Unreadable { number: 3, text: String::new() });
    // Player 1 hid {1,3}: it is not in the hand to ask with.
    assert_eq!(
        error("1.shugoron.1.3.h5hqa5"),
        RecordError::Illegal {
            number: 3,
            action: Action::Ask(Question::Card(set("13"))),
            error: PlayError::CardIsHidden { player: Player::P1, card: set("13") },
        }
    );
    assert_eq!(kept("1.shugoron.1.3.h5hqa5"), 2);
    assert_eq!(error("1.shugoron.1.2.h5hq.x"), RecordError::Extra("x".into()));
    assert_eq!(record::read("1.shugoron.2.0").unwrap(), Record::new(Player::P2));
}
