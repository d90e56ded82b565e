//! The shUgorØn opponent: it finds hidden sets, beats a random questioner, uses the naming
//! question when it pays, and its worst case is measured against the exhaustive search.

use fogliaccio::ai::shugoron::{Level, Opponent, Seat, ai_worst_case, best_worst_case, choose_question, review};
use fogliaccio::games::shugoron::{Cards, Knowledge, Player, Question, SetCard, Table};
use fogliaccio::rng::Rng;

fn set(text: &str) -> SetCard {
    text.parse().unwrap()
}

/// Plays one whole game and returns the winner (`None` for a draw).
fn game(players: [Opponent; 2], rng: &mut Rng) -> Option<Player> {
    let mut table = Table::random(rng);
    while table.ending().is_none() {
        let action = players[table.to_move().index()].act(&table, rng);
        table.play(action).unwrap_or_else(|e| panic!("{action} refused: {e}"));
    }
    table.winner()
}

/// The bar: the AI against a random questioner wins at least 90% of 200 games.
#[test]
fn the_strong_ai_beats_a_random_questioner_in_at_least_90_percent_of_200_games() {
    let mut rng = Rng::seed(2024);
    let wins = (0..200)
        .filter(|i| {
            // The AI sits in either chair, half the games each.
            let ai = if i % 2 == 0 { Player::P1 } else { Player::P2 };
            let mut players = [Opponent::Random; 2];
            players[ai.index()] = Opponent::Ai(Level::Strong);
            game(players, &mut rng) == Some(ai)
        })
        .count();
    assert!(wins >= 180, "the AI won {wins} of 200");
}

/// Every level plays legal actions to the end, against itself.
#[test]
fn every_level_plays_whole_games() {
    let mut rng = Rng::seed(5);
    for level in Level::ALL {
        for _ in 0..5 {
            game([Opponent::Ai(level); 2], &mut rng);
        }
    }
}

/// With one candidate left that is not in the hand, only naming can hit: normal names it.
#[test]
fn it_names_the_set_when_only_naming_can_hit() {
    let only = set("24");
    let seat = Seat {
        hand: Cards::DECK.without(only).without(set("1")),
        candidates: Cards::NONE.with(only),
        exposed: Cards::DECK,
    };
    let question = choose_question(&seat, Level::Normal, &mut Rng::seed(1));
    assert!(matches!(question, Question::Naming { named, .. } if named == only), "{question}");
    // Easy never names: it asks some card.
    assert!(matches!(choose_question(&seat, Level::Easy, &mut Rng::seed(1)), Question::Card(_)));
}

/// With one candidate left in the hand it asks that very card: a hit.
#[test]
fn it_asks_the_last_candidate() {
    let only = set("135");
    let seat = Seat { hand: Cards::DECK.without(set("2")), candidates: Cards::NONE.with(only), exposed: Cards::DECK };
    for level in Level::ALL {
        let question = choose_question(&seat, level, &mut Rng::seed(3));
        assert!(hits(only, question), "{level}: {question}");
    }
}

/// Whether `question` hits `secret`.
fn hits(secret: SetCard, question: Question) -> bool {
    Knowledge::reply(secret, question).is_hit()
}

/// The strong level spends, when the information is equal, a card the opponent already
/// rules out for its own hidden set.
#[test]
fn the_strong_level_spends_cards_that_leak_nothing() {
    // Two candidates, {1} and {2}: asking {1} or {2} each settle it equally well.
    let candidates: Cards = [set("1"), set("2")].into_iter().collect();
    let hand: Cards = [set("1"), set("2")].into_iter().collect();
    // The opponent already knows our set is not {2}, but thinks it may be {1}.
    let exposed = Cards::DECK.without(set("2"));
    let seat = Seat { hand, candidates, exposed };
    for seed in 0..10 {
        assert_eq!(choose_question(&seat, Level::Strong, &mut Rng::seed(seed)).spends(), set("2"));
    }
}

/// The exhaustive search: five questions always hit a hidden set from a fresh hand, and
/// four do not (one question splits 32 sets at best into 1 + 15 + 15 + 1).
#[test]
fn the_best_worst_case_is_five_questions() {
    for own in ["{}", "1", "12", "123", "1234", "12345"] {
        assert_eq!(best_worst_case(set(own)).questions, 5, "own hidden set {own}");
    }
}

/// The strong level keeps to the best worst case; the normal level, greedy for
/// information, needs more; the easy level never names, so it cannot hit the one set its
/// hand lacks. (One own set of each size: the answer depends only on the size.)
#[test]
fn the_strong_level_reaches_the_best_worst_case() {
    for own in ["{}", "1", "12", "123", "1234", "12345"].map(set) {
        let best = best_worst_case(own).questions;
        assert_eq!(ai_worst_case(own, Level::Strong), Some(best), "own hidden set {own}");
        assert!(ai_worst_case(own, Level::Normal).is_some_and(|n| n > best));
        assert_eq!(ai_worst_case(own, Level::Easy), None);
    }
}

/// A whole game between `players` from a seeded draw, as its record.
fn recorded(players: [Opponent; 2], seed: u64) -> fogliaccio::games::shugoron::record::Record {
    let mut rng = Rng::seed(seed);
    let mut record = fogliaccio::games::shugoron::record::Record::random(&mut rng);
    while record.table().ending().is_none() {
        let action = players[record.table().to_move().index()].act(record.table(), &mut rng);
        record.play(action).unwrap_or_else(|e| panic!("{action} refused: {e}"));
    }
    record
}

#[test]
fn the_review_weighs_each_question_against_the_best_there() {
    for seed in 0..20 {
        let record = recorded([Opponent::Ai(Level::Strong), Opponent::Random], seed);
        let reviewed = review(&record);
        let questions = record.table().log().len();
        assert_eq!(reviewed.len(), questions, "seed {seed}: one entry a question");
        for (entry, asked) in reviewed.iter().zip(record.table().log()) {
            assert_eq!((entry.asker, entry.question), (asked.asker, asked.question));
            assert!(entry.best_worst <= entry.worst, "seed {seed}: no question beats the best: {entry:?}");
            assert!(entry.candidates.iter().all(|&n| n <= 32));
        }
        // The random questioner asks worse questions than the best, somewhere in a game.
        assert!(reviewed.iter().any(|e| e.asker != record.first() || e.worst > e.best_worst) || questions < 4);
    }
}

#[test]
fn naming_a_set_leaves_every_other_candidate_at_worst() {
    // From a fresh hand, a naming question's worst answer ("not it") leaves 31 of 32, and a
    // card question does better: the best worst case of a first question is below 31.
    let record = recorded([Opponent::Random, Opponent::Random], 3);
    let first = review(&record)[0];
    assert!(first.best_worst < 31, "{first:?}");
    if let Question::Naming { .. } = first.question {
        assert_eq!(first.worst, 31);
    }
}
