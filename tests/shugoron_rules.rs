//! The rules of shUgorØn, docs/rules.md §4, one test a rule.

use fogliaccio::games::shugoron::{
    Action, ActionError, Answer, Cards, Ending, Knowledge, Phase, PlayError, Player, Question, Reply, SetCard,
    SetCardError, Table,
};
use fogliaccio::rng::Rng;

// ---------------------------------------------------------------------------------------
// Helpers

fn set(text: &str) -> SetCard {
    text.parse().unwrap()
}

fn ask(card: &str) -> Question {
    Question::Card(set(card))
}

fn name(card: &str, named: &str) -> Question {
    Question::Naming { card: set(card), named: set(named) }
}

/// A game where Player 1 asks first, with both sets hidden.
fn table(p1_hides: &str, p2_hides: &str) -> Table {
    let mut table = Table::new(Player::P1);
    table.hide(Player::P1, set(p1_hides)).unwrap();
    table.hide(Player::P2, set(p2_hides)).unwrap();
    table
}

/// Plays lines of the command line's notation, one per `;`, panicking on a refusal.
fn play(table: &mut Table, lines: &str) {
    for line in lines.split(';').map(str::trim).filter(|l| !l.is_empty()) {
        let action = Action::parse(line).unwrap_or_else(|e| panic!("{line}: {e}"));
        table.play(action).unwrap_or_else(|e| panic!("{line} refused: {e}"));
    }
}

// ---------------------------------------------------------------------------------------
// The deck

/// "The deck of each colour has 32 cards: every subset of {1,2,3,4,5}, the empty set and
/// the full set included, each exactly once."
#[test]
fn a_colour_has_one_card_for_every_subset() {
    let cards: Vec<SetCard> = SetCard::all().collect();
    assert_eq!(cards.len(), 32);
    let mut digits: Vec<String> = cards.iter().map(|c| c.digits()).collect();
    digits.sort();
    digits.dedup();
    assert_eq!(digits.len(), 32, "each subset exactly once");
    assert!(cards.contains(&SetCard::EMPTY) && cards.contains(&SetCard::FULL));
    let by_size = (0..=5).map(|k| cards.iter().filter(|c| c.size() == k).count()).collect::<Vec<_>>();
    assert_eq!(by_size, [1, 5, 10, 10, 5, 1]);
    assert_eq!(Cards::DECK.len(), 32);
}

/// Sets are written as sorted digits, the empty set as `{}`; any order and braces are read.
#[test]
fn sets_are_written_as_digits() {
    assert_eq!(set("531").to_string(), "135");
    assert_eq!(set("{1,3,5}"), set("135"));
    assert_eq!(set("{}"), SetCard::EMPTY);
    assert_eq!(SetCard::EMPTY.to_string(), "{}");
    assert_eq!(SetCard::EMPTY.digits(), "");
    assert!(matches!("16".parse::<SetCard>(), Err(SetCardError::NotAnElement { found: '6', .. })));
    assert!(matches!("11".parse::<SetCard>(), Err(SetCardError::Repeated { element: 1, .. })));
}

/// "Each player secretly chooses one as their hidden set and lays it face down; the other
/// 31 are their hand."
#[test]
fn each_player_hides_one_card_and_holds_the_other_31() {
    let table = table("135", "2");
    for player in Player::ALL {
        assert_eq!(table.hand(player).len(), 31);
        assert!(table.used(player).is_empty());
    }
    assert_eq!(table.hidden(Player::P1), Some(set("135")));
    assert!(!table.hand(Player::P1).has(set("135")));
    assert_eq!(table.phase(), Phase::Asking(Player::P1));
}

/// Both hide before anybody asks: a question during the hiding is refused.
#[test]
fn nobody_asks_before_both_sets_are_hidden() {
    let mut table = Table::new(Player::P2);
    assert_eq!(table.phase(), Phase::Hiding(Player::P1));
    assert_eq!(table.ask(Player::P2, ask("1")), Err(PlayError::MustHideFirst(Player::P1)));
    assert!(matches!(table.hide(Player::P2, set("1")), Err(PlayError::NotHidingNow { player: Player::P2, .. })));
    table.hide(Player::P1, set("1")).unwrap();
    table.hide(Player::P2, set("1")).unwrap();
    assert_eq!(table.phase(), Phase::Asking(Player::P2), "the first asker was chosen at the start");
}

/// "Who starts is decided at random."
#[test]
fn who_starts_is_drawn_at_random() {
    let mut rng = Rng::seed(7);
    let firsts: Vec<Player> = (0..40)
        .map(|_| {
            let mut table = Table::random(&mut rng);
            table.hide(Player::P1, SetCard::EMPTY).unwrap();
            table.hide(Player::P2, SetCard::EMPTY).unwrap();
            table.to_move()
        })
        .collect();
    assert!(firsts.contains(&Player::P1) && firsts.contains(&Player::P2));
}

// ---------------------------------------------------------------------------------------
// Questions

/// Card question: "X = A; X ⊋ A (larger); X ⊊ A (smaller); unrelated".
#[test]
fn a_card_question_gets_one_of_four_answers() {
    let x = set("135");
    assert_eq!(Answer::between(x, set("135")), Answer::Equal);
    assert_eq!(Answer::between(x, set("13")), Answer::Larger);
    assert_eq!(Answer::between(x, SetCard::EMPTY), Answer::Larger);
    assert_eq!(Answer::between(x, set("1345")), Answer::Smaller);
    assert_eq!(Answer::between(x, SetCard::FULL), Answer::Smaller);
    assert_eq!(Answer::between(x, set("2")), Answer::Unrelated);
    assert_eq!(Answer::between(x, set("12")), Answer::Unrelated);
}

/// "The answers are computed by the app, never typed": the table answers for the hider.
#[test]
fn the_table_computes_every_answer() {
    let mut table = table("12", "135");
    assert_eq!(table.ask(Player::P1, ask("13")), Ok(Reply::Card(Answer::Larger)));
    assert_eq!(table.ask(Player::P2, ask("4")), Ok(Reply::Card(Answer::Unrelated)));
    assert_eq!(table.log().len(), 2);
    assert_eq!(table.log()[0].reply, Reply::Card(Answer::Larger));
}

/// Naming question: "reveal any card and, independently of that card, name any set A; the
/// opponent answers only X = A or X ≠ A."
#[test]
fn a_naming_question_is_answered_equal_or_not() {
    let mut table = table("12", "245");
    assert_eq!(table.ask(Player::P1, name("1", "24")), Ok(Reply::Named { equal: false }));
    assert_eq!(table.ask(Player::P2, name("1", "1")), Ok(Reply::Named { equal: false }));
    // Player 1 names the set with a card that has nothing to do with it.
    assert_eq!(table.ask(Player::P1, name("3", "245")), Ok(Reply::Named { equal: true }));
    assert_eq!(table.hits(Player::P1), 1);
}

/// "A turn is exactly one question (never zero, never two)."
#[test]
fn a_turn_is_exactly_one_question() {
    let mut table = table("12", "245");
    table.ask(Player::P1, ask("1")).unwrap();
    assert_eq!(
        table.ask(Player::P1, ask("2")),
        Err(PlayError::NotYourTurn { player: Player::P1, to_move: Player::P2 })
    );
    assert!(table.hand(Player::P1).has(set("2")), "the refused question spends nothing");
    assert_eq!(table.phase(), Phase::Asking(Player::P2));
}

/// "The revealed card is spent: it goes face up to your used pile and can never be used
/// again" — for a card question and a naming question alike.
#[test]
fn a_shown_card_is_spent_for_good() {
    let mut table = table("12", "245");
    play(&mut table, "ask 3; ask 1; name 4 5");
    assert!(table.used(Player::P1).has(set("3")) && !table.hand(Player::P1).has(set("3")));
    assert!(table.used(Player::P1).has(set("4")));
    assert_eq!(table.hand(Player::P1).len(), 29);
    table.play(Action::parse("ask 2").unwrap()).unwrap();
    let before = table.clone();
    assert_eq!(table.ask(Player::P1, ask("3")), Err(PlayError::CardSpent { player: Player::P1, card: set("3") }));
    assert_eq!(table.ask(Player::P1, name("4", "1")), Err(PlayError::CardSpent { player: Player::P1, card: set("4") }));
    assert_eq!(table, before, "a refusal changes nothing");
}

/// The hidden set is face down, not in the hand: it cannot be shown.
#[test]
fn the_hidden_card_cannot_be_shown() {
    let mut table = table("12", "245");
    assert_eq!(table.ask(Player::P1, ask("12")), Err(PlayError::CardIsHidden { player: Player::P1, card: set("12") }));
}

/// "Every card you spend tells the opponent that it is not your hidden set."
#[test]
fn a_spent_card_tells_the_opponent_it_is_not_the_hidden_set() {
    let mut table = table("12", "245");
    assert!(table.knowledge(Player::P2).candidates().has(set("3")));
    play(&mut table, "ask 3");
    assert!(!table.knowledge(Player::P2).candidates().has(set("3")));
    assert_eq!(table.knowledge(Player::P2).candidates().len(), 31);
}

/// What the asker knows: the sets consistent with every answer since the hide.
#[test]
fn answers_narrow_the_candidates() {
    let mut table = table("12", "245");
    play(&mut table, "ask 24"); // larger: 24 ⊊ X
    let knowledge = table.knowledge(Player::P1);
    let expected: Cards = ["124", "234", "245", "1234", "1245", "2345", "12345"].iter().map(|s| set(s)).collect();
    assert_eq!(knowledge.candidates(), expected);
    assert_eq!(knowledge.clues().len(), 1);
    assert_eq!(knowledge.clues()[0].ruled_out.len(), 32 - 7);
    assert!(Knowledge::consistent(set("245"), ask("24"), Reply::Card(Answer::Larger)));
}

// ---------------------------------------------------------------------------------------
// Hits

/// "The player whose set was hit turns it face up onto their used pile and chooses a new
/// hidden set from their hand; the player who hit moves again."
#[test]
fn a_hit_turns_the_set_face_up_and_the_hitter_moves_again() {
    let mut table = table("12", "245");
    assert_eq!(table.ask(Player::P1, ask("245")), Ok(Reply::Card(Answer::Equal)));
    assert_eq!(table.hits(Player::P1), 1);
    assert!(table.used(Player::P2).has(set("245")));
    assert_eq!(table.hidden(Player::P2), None);
    assert_eq!(table.phase(), Phase::Hiding(Player::P2));
    assert_eq!(table.ask(Player::P1, ask("1")), Err(PlayError::MustHideFirst(Player::P2)));
    // The hit set is spent: it cannot be hidden again.
    assert_eq!(table.hide(Player::P2, set("245")), Err(PlayError::CardSpent { player: Player::P2, card: set("245") }));
    table.hide(Player::P2, set("3")).unwrap();
    assert_eq!(table.phase(), Phase::Asking(Player::P1), "the hitter moves again");
    let knowledge = table.knowledge(Player::P1);
    assert!(knowledge.clues().is_empty(), "old answers were about the old set");
    assert_eq!(knowledge.candidates(), Cards::DECK.minus(table.used(Player::P2)));
}

/// "Three hits win."
#[test]
fn three_hits_win() {
    let mut table = table("12", "1");
    play(&mut table, "ask 1; hide p2 2; ask 2; hide p2 3");
    assert_eq!(table.hits(Player::P1), 2);
    assert_eq!(table.result(), None);
    play(&mut table, "name 5 3");
    assert_eq!(table.ending(), Some(Ending::ThreeHits { winner: Player::P1 }));
    assert_eq!(table.result(), Some("p1"));
    assert_eq!(table.ask(Player::P2, ask("1")), Err(PlayError::GameOver));
    assert!(table.legal().is_empty());
}

// ---------------------------------------------------------------------------------------
// The end when hands run out

/// `asker` asks a question that cannot hit: a card that is not the opponent's set, or,
/// with only that card left, a naming question for the asker's own set.
fn miss(table: &mut Table, asker: Player) {
    let secret = table.hidden(asker.opponent()).unwrap();
    let question = match table.hand(asker).iter().rev().find(|&c| c != secret) {
        Some(card) => Question::Card(card),
        None => Question::Naming { card: secret, named: table.hidden(asker).unwrap() },
    };
    assert!(!table.ask(asker, question).unwrap().is_hit());
}

/// "A player who must ask but has no card left ends the game; equal hits is a draw."
#[test]
fn no_card_to_ask_ends_the_game_equal_hits_draw() {
    let mut table = table("{}", "12345");
    while let Phase::Asking(asker) = table.phase() {
        miss(&mut table, asker);
    }
    assert_eq!(table.ending(), Some(Ending::NoCardToAsk(Player::P1)));
    assert_eq!(table.result(), Some("draw"));
}

/// "…then more hits wins."
#[test]
fn no_card_to_ask_more_hits_wins() {
    let mut table = table("{}", "1");
    play(&mut table, "ask 1; hide p2 2");
    while let Phase::Asking(asker) = table.phase() {
        miss(&mut table, asker);
    }
    assert!(matches!(table.ending(), Some(Ending::NoCardToAsk(_))));
    assert_eq!(table.winner(), Some(Player::P1));
    assert_eq!(table.result(), Some("p1"));
}

/// "…or who is hit and has no card left to hide, ends the game."
#[test]
fn hit_with_no_card_to_hide_ends_the_game() {
    let mut table = Table::new(Player::P2);
    play(&mut table, "hide p1 12345; hide p2 {}");
    // Player 2 asks first, so when Player 2 has shown every card Player 1 holds one.
    while !table.hand(Player::P2).is_empty() {
        let asker = table.to_move();
        miss(&mut table, asker);
    }
    assert_eq!(table.hand(Player::P1).len(), 1);
    assert_eq!(table.phase(), Phase::Asking(Player::P1));
    let last = table.hand(Player::P1).iter().next().unwrap();
    assert_eq!(
        table.ask(Player::P1, Question::Naming { card: last, named: SetCard::EMPTY }),
        Ok(Reply::Named { equal: true })
    );
    assert_eq!(table.ending(), Some(Ending::NoCardToHide(Player::P2)));
    assert_eq!(table.result(), Some("p1"));
}

// ---------------------------------------------------------------------------------------
// Notation

/// The command line's lines: `hide p1 135`, `ask 13`, `name 2 245`.
#[test]
fn actions_are_read_and_written_in_notation() {
    for line in ["hide p1 135", "hide p2 {}", "ask 13", "ask {}", "name 2 245"] {
        assert_eq!(Action::parse(line).unwrap().to_string(), line);
    }
    assert!(matches!(Action::parse("guess 13"), Err(ActionError::UnknownWord(_))));
    assert!(matches!(Action::parse("ask 1 2"), Err(ActionError::Arity { .. })));
    assert!(matches!(Action::parse("hide p3 1"), Err(ActionError::Player(_))));
    assert!(matches!(Action::parse("ask 7"), Err(ActionError::Set(_))));
}

/// `legal` lists every hide, or every question: 31 cards, each asked or shown with any of
/// the 32 sets named.
#[test]
fn legal_lists_every_action() {
    let start = Table::new(Player::P1);
    assert_eq!(start.legal().len(), 32);
    assert!(start.legal().contains(&"hide p1 {}".to_owned()));
    let table = table("1", "2");
    assert_eq!(table.legal().len(), 31 * 33);
    assert!(table.legal().contains(&"name 3 2".to_owned()));
    assert!(!table.legal().contains(&"ask 1".to_owned()));
}
