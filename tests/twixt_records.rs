//! TwixT game records: the `#g=1.twixt.` link written and read back, and what a reader
//! does with a damaged record (keeps the legal prefix and names the faulty turn).

use fogliaccio::games::Colour;
use fogliaccio::games::record::CountError;
use fogliaccio::games::twixt::link::{self, LinkError};
use fogliaccio::games::twixt::{Agreement, BadTurnReason, BoardSize, Hole, PlayError, Record, RuleSet, Turn};
use proptest::prelude::*;
use proptest::sample::Index;

mod twixt_games;
use twixt_games::random_turn;

fn turns(size: u32, turns: &[&str]) -> Vec<Turn> {
    let size = BoardSize::new(size).unwrap();
    turns.iter().map(|t| Turn::parse(t, size).unwrap()).collect()
}

fn record(size: u32, rules: RuleSet, swap: bool, played: &[&str]) -> Record {
    Record::replay(BoardSize::new(size).unwrap(), rules, swap, turns(size, played)).unwrap()
}

// ---------------------------------------------------------------------------------------
// The record itself

#[test]
fn a_record_only_holds_legal_turns() {
    let size = BoardSize::new(24).unwrap();
    let damaged = Record::replay(size, RuleSet::Original, true, turns(24, &["D5", "E7", "D5"])).unwrap_err();
    let d5 = Hole::parse("D5", size).unwrap();
    assert_eq!(damaged.error.number, 3);
    assert_eq!(damaged.error.reason, BadTurnReason::Illegal(PlayError::Occupied(d5)));
    assert_eq!(damaged.kept.unwrap().turns().len(), 2);
}

#[test]
fn a_resignation_or_an_agreed_draw_ends_the_record() {
    let mut game = record(24, RuleSet::Standard, false, &["D5"]);
    game.agree(Agreement::Draw).unwrap();
    assert_eq!(game.agreement(), Some(Agreement::Draw));
    assert_eq!(game.agree(Agreement::Resigned(Colour::White)), Err(PlayError::GameOver));
}

// ---------------------------------------------------------------------------------------
// The link

#[test]
fn a_new_game_is_a_short_link() {
    let game = record(24, RuleSet::Original, true, &[]);
    assert_eq!(link::write(&game), "1.twixt.24ox.0");
    assert_eq!(link::read("1.twixt.24ox.0").unwrap(), game);
}

#[test]
fn the_link_writes_rule_set_swap_removals_and_far_bridges() {
    // Black's third turn removes a bridge before its peg; its fourth builds a bridge that
    // does not touch the new peg (an `F` bridge in the link).
    let game = record(
        24,
        RuleSet::Standard,
        false,
        &["D5", "P20", "F6 D5-F6", "P22", "-D5-F6 H7", "Q18", "D6 D5-F6"],
    );
    let text = link::write(&game);
    assert!(text.starts_with("1.twixt.24sn.7."), "{text}");
    assert!(text.contains('R') && text.contains('F'), "{text}");
    assert_eq!(link::read(&text).unwrap(), game);
}

#[test]
fn a_pasted_address_is_read_from_its_fragment() {
    let game = record(12, RuleSet::Pp, true, &["D5", "swap", "F6"]);
    let address = format!("https://example.org/fogliaccio/?game=twixt#g={}", link::write(&game));
    assert_eq!(link::read(&address).unwrap(), game);
}

#[test]
fn a_cut_link_keeps_the_turns_that_arrived_and_says_it_was_cut() {
    let game = record(24, RuleSet::Original, true, &["D5", "swap", "F6", "K10"]);
    let text = link::write(&game);
    let cut = link::read(&text[..text.len() - 2]).unwrap_err();
    assert_eq!(cut.error, LinkError::Count(CountError::Cut { of: "turns", counted: 4, found: 3 }));
    assert_eq!(cut.error.to_string(), "the link was cut short: it counts 4 turns, but only 3 arrived");
    assert_eq!(cut.kept.unwrap().turns().len(), 3);

    let half = link::read(&text[..text.len() - 1]).unwrap_err();
    assert!(half.error.to_string().starts_with("turn 4 (k): the turn stops half-way through a hole"), "{}", half.error);
    assert_eq!(half.kept.unwrap().turns().len(), 3);
}

#[test]
fn an_illegal_turn_in_the_middle_keeps_the_prefix_and_names_the_turn() {
    let bad = link::read("1.twixt.24ox.4.deegdeff").unwrap_err();
    assert_eq!(bad.error.to_string(), "turn 3 (de): D5 already has a peg");
    assert_eq!(bad.kept.unwrap().turns().len(), 2);
}

#[test]
fn an_unreadable_turn_is_named_with_its_text() {
    let bad = link::read("1.twixt.24ox.2.de!!").unwrap_err();
    assert_eq!(bad.error.to_string(), "turn 2 (!!): '!!' is not a hole: a hole is two letters, its column and its row");
    let off = link::read("1.twixt.8ox.1.jj").unwrap_err();
    assert_eq!(off.error.to_string(), "turn 1 (jj): J10 is not a hole of the 8×8 board");
}

#[test]
fn a_bad_head_says_what_belongs_there() {
    for (text, message) in [
        ("1.twixt.24q.0", "the game record should start with the board size, the rule set (o, s or p) and the swap (x or n), like 24ox, not '24q'"),
        ("1.twixt.40ox.0", "a TwixT board is 6 to 30 holes a side, not 40"),
        ("1.hex.11c.0", "the game record holds a game of 'hex', not twixt"),
        ("1.twixt.24ox", "the game record stops before the number of its turns: the link was cut short"),
        ("1.twixt.24ox.1.de.q", "the game record ends with 'q' where b or w (who resigned) or d (a draw) belongs"),
        ("1.twixt.24ox.2.de.b.b", "the game record goes on after its ending: 'b'"),
    ] {
        assert_eq!(link::read(text).unwrap_err().error.to_string(), message, "{text}");
    }
}

// ---------------------------------------------------------------------------------------
// Round trips

fn random_record(n: u32, rules: RuleSet, swap: bool, length: usize, seed: Vec<Index>, ending: u8) -> Record {
    let mut game = Record::new(BoardSize::new(n).unwrap(), rules, swap);
    let mut picks = seed.into_iter().cycle();
    let mut pick = |n: usize| picks.next().unwrap().index(n);
    while game.turns().len() < length && game.position().ending().is_none() {
        let Some(turn) = random_turn(game.position(), &mut pick) else { break };
        game.play(turn).unwrap();
    }
    let agreement = match ending {
        0 => Some(Agreement::Resigned(Colour::Black)),
        1 => Some(Agreement::Resigned(Colour::White)),
        2 => Some(Agreement::Draw),
        _ => None,
    };
    if let Some(agreement) = agreement.filter(|_| game.position().ending().is_none()) {
        game.agree(agreement).unwrap();
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_record_survives_its_link(
        n in 6u32..31,
        rules in prop::sample::select(RuleSet::ALL.to_vec()),
        swap in any::<bool>(),
        length in 0usize..60,
        seed in prop::collection::vec(any::<Index>(), 400),
        ending in 0u8..6,
    ) {
        let game = random_record(n, rules, swap, length, seed, ending);
        let text = link::write(&game);
        prop_assert!(text.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'.'), "{}", text);
        prop_assert!(!text.ends_with('.'));
        prop_assert_eq!(link::read(&text).unwrap(), game);
    }

    #[test]
    fn every_cut_link_is_noticed(
        n in 6u32..31,
        rules in prop::sample::select(RuleSet::ALL.to_vec()),
        length in 1usize..40,
        seed in prop::collection::vec(any::<Index>(), 400),
        cut in any::<Index>(),
    ) {
        let game = random_record(n, rules, true, length, seed, 9);
        let text = link::write(&game);
        let prefix = "1.twixt.".len();
        let at = prefix + cut.index(text.len() - prefix);
        let read = link::read(&text[..at]);
        prop_assert!(read.is_err(), "{} read whole", &text[..at]);
    }
}
