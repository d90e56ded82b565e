//! Properties of the shUgorØn engine over random games.

use fogliaccio::games::shugoron::{Action, Cards, Phase, Player, Question, SetCard, Table};
use proptest::prelude::*;
use proptest::sample::Index;

/// A random legal action: any card of the hand to hide, or any card of the hand asked or
/// shown while naming any set (a third of the time).
fn random_action(table: &Table, pick: &Index, naming: bool, named: u8) -> Action {
    let player = table.to_move();
    let hand: Vec<SetCard> = table.hand(player).iter().collect();
    let card = *pick.get(&hand);
    match table.phase() {
        Phase::Hiding(_) => Action::Hide { player, card },
        _ if naming => Action::Ask(Question::Naming { card, named: SetCard::from_bits(named).unwrap() }),
        _ => Action::Ask(Question::Card(card)),
    }
}

fn moves() -> impl Strategy<Value = Vec<(Index, bool, u8)>> {
    prop::collection::vec((any::<Index>(), prop::bool::weighted(0.3), 0u8..32), 70)
}

/// Plays random actions until the game ends, calling `visit` after each.
fn random_game(first: bool, picks: &[(Index, bool, u8)], mut visit: impl FnMut(&Table)) -> Table {
    let mut table = Table::new(if first { Player::P1 } else { Player::P2 });
    for (pick, naming, named) in picks.iter().cycle() {
        if table.ending().is_some() {
            break;
        }
        let action = random_action(&table, pick, *naming, *named);
        table.play(action).unwrap_or_else(|e| panic!("{action} refused: {e}"));
        visit(&table);
    }
    table
}

proptest! {
    /// The candidates after any sequence of answers always contain the true hidden set.
    #[test]
    fn the_candidates_always_contain_the_hidden_set(first: bool, picks in moves()) {
        random_game(first, &picks, |table| {
            for player in Player::ALL {
                if let Some(secret) = table.hidden(player.opponent()) {
                    assert!(table.knowledge(player).candidates().has(secret), "{player} lost track of {secret}");
                }
            }
        });
    }

    /// Every card of a colour is in exactly one place: the hand, the used pile, or hidden.
    #[test]
    fn every_card_is_in_exactly_one_place(first: bool, picks in moves()) {
        random_game(first, &picks, |table| {
            for player in Player::ALL {
                let (hand, used) = (table.hand(player), table.used(player));
                let hidden: Cards = table.hidden(player).into_iter().collect();
                assert!(hand.and(used).is_empty() && hand.and(hidden).is_empty() && used.and(hidden).is_empty());
                assert_eq!(hand.len() + used.len() + hidden.len(), 32);
            }
        });
    }

    /// Every game ends, with hits at most three each, and the winner holding more hits.
    #[test]
    fn every_game_ends_with_a_fair_result(first: bool, picks in moves()) {
        let table = random_game(first, &picks, |_| {});
        let result = table.result().expect("the game ended");
        let (p1, p2) = (table.hits(Player::P1), table.hits(Player::P2));
        prop_assert!(p1 <= 3 && p2 <= 3);
        match result {
            "p1" => prop_assert!(p1 > p2),
            "p2" => prop_assert!(p2 > p1),
            _ => prop_assert_eq!(p1, p2),
        }
    }

    /// A refused action leaves the table exactly as it was; an accepted one is in `legal`.
    #[test]
    fn refusals_change_nothing_and_legal_is_exact(first: bool, picks in moves(), wild in 0u8..32, named in 0u8..32) {
        random_game(first, &picks[..20], |table| {
            let player = table.to_move();
            let card = SetCard::from_bits(wild).unwrap();
            let action = match table.phase() {
                Phase::Hiding(_) => Action::Hide { player, card },
                _ => Action::Ask(Question::Naming { card, named: SetCard::from_bits(named).unwrap() }),
            };
            let mut tried = table.clone();
            match tried.play(action) {
                Ok(_) => assert!(table.legal().contains(&action.to_string())),
                Err(_) => {
                    assert_eq!(&tried, table);
                    assert!(!table.legal().contains(&action.to_string()));
                }
            }
        });
    }
}
