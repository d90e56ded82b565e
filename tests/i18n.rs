//! The page's words: every language has every message (the catalogues' types see to
//! that; these tests check that each language's messages say what they are given, that
//! rules texts match English section for section, and that counts take the right form).

use fogliaccio::ai::shugoron::Level;
use fogliaccio::games::shugoron::{Answer, Phase, PlayError, Player, Reply, SetCard};
use fogliaccio::i18n::notices::NOTICES;
use fogliaccio::i18n::plural::{Polish, PolishForm};
use fogliaccio::i18n::rules::{Block, RULES};
use fogliaccio::i18n::shugoron::{Seat, SHUGORON};
use fogliaccio::i18n::Lang;

fn set(digits: &str) -> SetCard {
    digits.parse().expect("a set")
}

#[test]
fn a_browser_language_tag_is_read_by_its_primary_subtag() {
    assert_eq!(Lang::from_tag("it-IT"), Some(Lang::It));
    assert_eq!(Lang::from_tag("ja"), Some(Lang::Ja));
    assert_eq!(Lang::from_tag("PL_pl"), Some(Lang::Pl));
    assert_eq!(Lang::from_tag("en-GB"), Some(Lang::En));
    assert_eq!(Lang::from_tag("de-DE"), None);
    assert_eq!(Lang::from_tag(""), None);
}

#[test]
fn the_first_browser_language_the_page_speaks_wins_and_english_is_the_fallback() {
    assert_eq!(Lang::preferred(["de-DE", "pl", "it"]), Lang::Pl);
    assert_eq!(Lang::preferred(["ja-JP", "en-US"]), Lang::Ja);
    assert_eq!(Lang::preferred(["fr", "de"]), Lang::En);
    assert_eq!(Lang::preferred([]), Lang::En);
}

#[test]
fn languages_are_named_by_their_codes_and_in_themselves() {
    assert_eq!(Lang::ALL.map(Lang::name), ["en", "it", "pl", "ja"]);
    assert_eq!(Lang::ALL.map(Lang::native_name), ["English", "Italiano", "Polski", "日本語"]);
    assert_eq!("xx".parse::<Lang>().unwrap_err().to_string(), "'xx' is not a language (en, it, pl or ja)");
}

#[test]
fn polish_counts_take_one_form_for_1_another_for_2_to_4_and_a_third_for_the_rest() {
    let few = [2, 3, 4, 22, 23, 24, 32, 102, 1004];
    let many = [0, 5, 6, 9, 10, 11, 12, 13, 14, 15, 20, 21, 25, 31, 100, 111, 112, 113, 114, 1001];
    assert_eq!(PolishForm::of(1), PolishForm::One);
    for n in few {
        assert_eq!(PolishForm::of(n), PolishForm::Few, "{n}");
    }
    for n in many {
        assert_eq!(PolishForm::of(n), PolishForm::Many, "{n}");
    }
    let moves = Polish { one: "ruch", few: "ruchy", many: "ruchów" };
    assert_eq!([1, 2, 5, 12, 22].map(|n| moves.after(n)), ["ruch", "ruchy", "ruchów", "ruchów", "ruchy"]);
}

#[test]
fn counted_messages_agree_with_their_count_in_each_language() {
    let hits = |lang: Lang, n| (SHUGORON[lang].hits)(n);
    assert_eq!([0, 1, 2].map(|n| hits(Lang::En, n)), ["0 hits", "1 hit", "2 hits"]);
    assert_eq!([0, 1, 2].map(|n| hits(Lang::It, n)), ["0 centri", "1 centro", "2 centri"]);
    assert_eq!([0, 1, 2, 5].map(|n| hits(Lang::Pl, n)), ["0 trafień", "1 trafienie", "2 trafienia", "5 trafień"]);
    assert_eq!(hits(Lang::Ja, 2), "的中 2 回");

    let hand = |lang: Lang, n| (SHUGORON[lang].hand)(n);
    assert_eq!(hand(Lang::En, 1), "Your hand: 1 card");
    assert_eq!(hand(Lang::Pl, 1), "Twoja ręka: 1 karta");
    assert_eq!(hand(Lang::Pl, 24), "Twoja ręka: 24 karty");
    assert_eq!(hand(Lang::Pl, 31), "Twoja ręka: 31 kart");
    assert_eq!(hand(Lang::It, 31), "La tua mano: 31 carte");

    let possible = |n| (SHUGORON[Lang::Pl].lattice_caption)(n);
    assert!(possible(1).contains("jeszcze 1 możliwy zbiór"));
    assert!(possible(3).contains("jeszcze 3 możliwe zbiory"));
    assert!(possible(7).contains("jeszcze 7 możliwych zbiorów"));

    let kept = |lang: Lang, n| (NOTICES[lang].record_kept)("move 2 (c3): c3 already has a stone", n);
    assert!(kept(Lang::En, 1).ends_with("as far as it was valid (1 move)."));
    assert!(kept(Lang::It, 3).ends_with("(3 mosse)."));
    assert!(kept(Lang::Pl, 3).ends_with("(3 ruchy)."));
    assert!(kept(Lang::Pl, 5).ends_with("(5 ruchów)."));
}

fn assert_all_different<T: PartialEq + std::fmt::Debug, const N: usize>(items: [T; N], lang: Lang) {
    for (i, item) in items.iter().enumerate() {
        assert!(!items[..i].contains(item), "{lang}: {item:?} twice");
    }
}

#[test]
fn every_shugoron_message_says_what_it_is_given_in_every_language() {
    for lang in Lang::ALL {
        let words = &SHUGORON[lang];
        let player_2 = Seat::Player(Player::P2);
        assert!((words.pass_to)(Player::P2).contains('2'), "{lang}");
        assert!((words.pass_to_hide)(Player::P1).contains('1'), "{lang}");
        assert!((words.alone)(Player::P2).contains('2'), "{lang}");
        assert!((words.seat)(player_2).contains('2'), "{lang}");
        let reply = (words.reply)(Reply::Card(Answer::Larger));
        let line = (words.log_card)(player_2, set("13"), reply);
        assert!(line.contains("13") && line.contains(reply) && line.contains('2'), "{lang}: {line}");
        let line = (words.log_named)(Seat::Computer, set("4"), set("245"), (words.reply)(Reply::Named { equal: false }));
        assert!(line.contains('4') && line.contains("245"), "{lang}: {line}");
        assert!((words.won)(player_2, "3–1").contains("3–1"), "{lang}");
        assert!((words.name_set)(set("135")).contains("135"), "{lang}");
        assert!((words.practice.found)(set("25"), 4).contains("25"), "{lang}");
        assert!((words.spoken)(set("13")).contains("1, 3"), "{lang}");
        assert!(!(words.spoken)(SetCard::EMPTY).contains('{'), "{lang}: the empty set is said in words");
        assert_all_different(Level::ALL.map(words.against_computer), lang);
        let answers = [Answer::Equal, Answer::Larger, Answer::Smaller, Answer::Unrelated];
        assert_all_different(answers.map(|a| (words.reply)(Reply::Card(a))), lang);
        assert_all_different(answers.map(words.practice.explained), lang);
    }
}

#[test]
fn every_refusal_of_the_table_is_a_sentence_naming_its_players_and_cards() {
    let errors = [
        PlayError::GameOver,
        PlayError::NotYourTurn { player: Player::P1, to_move: Player::P2 },
        PlayError::MustHideFirst(Player::P2),
        PlayError::NotHidingNow { player: Player::P1, phase: Phase::Hiding(Player::P2) },
        PlayError::NotHidingNow { player: Player::P2, phase: Phase::Asking(Player::P1) },
        PlayError::CardSpent { player: Player::P2, card: set("135") },
        PlayError::CardIsHidden { player: Player::P2, card: set("135") },
    ];
    for lang in Lang::ALL {
        for error in errors {
            let text = SHUGORON[lang].refusal(error, Seat::Player);
            assert!(!text.is_empty(), "{lang}: {error:?}");
            if !matches!(error, PlayError::GameOver) {
                assert!(text.contains('2'), "{lang}: {text} names Player 2");
            }
            if matches!(error, PlayError::CardSpent { .. } | PlayError::CardIsHidden { .. }) {
                assert!(text.contains("135"), "{lang}: {text} names the card");
            }
        }
    }
    // English says what the engine says, as a sentence.
    for error in errors {
        let engine = error.to_string();
        let sentence = format!("{}{}.", engine[..1].to_uppercase(), &engine[1..]);
        assert_eq!(SHUGORON[Lang::En].refusal(error, Seat::Player), sentence);
    }
    let error = PlayError::NotYourTurn { player: Player::P1, to_move: Player::P2 };
    let computer = |p| if p == Player::P2 { Seat::Computer } else { Seat::Player(p) };
    assert_eq!(
        SHUGORON[Lang::En].refusal(error, computer),
        "It is the computer's turn, not Player 1's: a turn is exactly one question."
    );
}

#[test]
fn every_address_notice_quotes_the_text_it_could_not_use() {
    for lang in Lang::ALL {
        let words = &NOTICES[lang];
        let quoting = [
            words.unknown_game,
            words.bad_swap,
            words.bad_embed,
            words.bad_mode,
            words.bad_level,
            words.bad_lattice,
            words.bad_twixt_rules,
            words.bad_twixt_swap,
            words.bad_rule_set,
            words.bad_seed,
            words.bad_lang,
            words.saved_lang_unknown,
        ];
        for notice in quoting {
            assert!(notice("zz9").contains("zz9"), "{lang}: {}", notice("zz9"));
        }
        let size = (words.bad_size)("40", 2, 19, 11);
        for part in ["40", "2", "19", "11×11"] {
            assert!(size.contains(part), "{lang}: {size}");
        }
        assert!((words.record_lost)("the record is empty").contains("the record is empty"), "{lang}");
        assert!((words.record_not_readable)("TwixT").contains("TwixT"), "{lang}");
    }
}

/// A rules text's sections: each heading, paragraph and list (with its points, and which
/// of them are about a named term).
fn shape(blocks: &[Block]) -> Vec<String> {
    blocks
        .iter()
        .map(|block| match block {
            Block::Heading(_) => "heading".to_owned(),
            Block::Paragraph(_) => "paragraph".to_owned(),
            Block::List(items) => items.iter().map(|item| if item.term.is_some() { 'T' } else { '.' }).collect(),
        })
        .collect()
}

fn texts(blocks: &[Block]) -> Vec<&'static str> {
    blocks
        .iter()
        .flat_map(|block| match *block {
            Block::Heading(text) | Block::Paragraph(text) => vec![text],
            Block::List(items) => items.iter().flat_map(|item| item.term.into_iter().chain([item.text])).collect(),
        })
        .collect()
}

#[test]
fn every_rules_text_has_the_english_sections_and_none_of_its_words_left_in_english() {
    for rules in RULES.each() {
        let english = rules[Lang::En];
        for lang in [Lang::It, Lang::Pl, Lang::Ja] {
            let translated = rules[lang];
            assert_eq!(shape(translated), shape(english), "{lang}: {:?}", texts(translated).first());
            for (text, original) in texts(translated).into_iter().zip(texts(english)) {
                assert!(!text.trim().is_empty(), "{lang}: an empty text where English has {original:?}");
                let is_a_name = ["Doblet", "Dames rabattues", "Ofanfelling"].iter().any(|name| original.starts_with(name));
                assert!(text != original || is_a_name, "{lang}: {original:?} is not translated");
            }
        }
    }
}
