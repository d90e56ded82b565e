//! The page's words: every language has every message (the catalogues' types see to
//! that; these tests check that each language's messages say what they are given, that
//! rules texts match English section for section, and that counts take the right form).

use fogliaccio::ai::shugoron::Level;
use fogliaccio::games::doublets::{self, Effect, Event, Face, Point, Position};
use fogliaccio::games::shugoron::{Answer, Phase, PlayError, Player, Reply, SetCard};
use fogliaccio::games::{Colour, Outcome, SwapClosed, SwapRule, hex, twixt};
use fogliaccio::i18n::Lang;
use fogliaccio::i18n::common::COMMON;
use fogliaccio::i18n::computer::{COMPUTER, Outlook, Seats};
use fogliaccio::i18n::doublets::{DOUBLETS, log_line};
use fogliaccio::i18n::game_screen::GAME_SCREEN;
use fogliaccio::i18n::hex::HEX;
use fogliaccio::i18n::notices::NOTICES;
use fogliaccio::i18n::plural::{Polish, PolishForm};
use fogliaccio::i18n::records::{RECORDS, Source};
use fogliaccio::i18n::rules::{Block, RULES};
use fogliaccio::i18n::sharing::SHARING;
use fogliaccio::i18n::shugoron::{SHUGORON, Seat};
use fogliaccio::i18n::twixt::{Input, TWIXT};
use fogliaccio::rng::Rng;

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

    let kept = |lang: Lang, n| {
        (NOTICES[lang].record_kept)("move 2 (c3): c3 already has a stone", &(COMMON[lang].counts.hex)(n))
    };
    assert!(kept(Lang::En, 1).ends_with("as far as it was valid (1 move)."));
    assert!(kept(Lang::It, 3).ends_with("(3 mosse)."));
    assert!(kept(Lang::Pl, 3).ends_with("(3 ruchy)."));
    assert!(kept(Lang::Pl, 5).ends_with("(5 ruchów)."));
    assert!(kept(Lang::Ja, 5).contains("（5 手）"));
}

#[test]
fn each_game_counts_its_own_moves_hex_moves_and_twixt_turns() {
    let counts = |lang: Lang| &COMMON[lang].counts;
    assert_eq!([1, 2].map(counts(Lang::En).hex), ["1 move", "2 moves"]);
    assert_eq!([1, 2].map(counts(Lang::En).twixt), ["1 turn", "2 turns"]);
    assert_eq!([1, 2].map(counts(Lang::It).twixt), ["1 turno", "2 turni"]);
    assert_eq!([1, 3, 5, 22].map(counts(Lang::Pl).twixt), ["1 tura", "3 tury", "5 tur", "22 tury"]);
    assert_eq!([1, 3, 12].map(counts(Lang::Pl).hex), ["1 ruch", "3 ruchy", "12 ruchów"]);
    assert_eq!((counts(Lang::Ja).twixt)(14), "14 手");
}

#[test]
fn captions_supplies_and_playouts_agree_with_their_count() {
    assert_eq!((HEX[Lang::En].caption)(11, 1, "White to move."), "Hex 11×11, after 1 move. White to move.");
    assert_eq!((HEX[Lang::En].caption)(11, 3, "Black to move."), "Hex 11×11, after 3 moves. Black to move.");
    assert!((HEX[Lang::Pl].caption)(11, 1, "").contains("po 1 ruchu"));
    assert!((HEX[Lang::Pl].caption)(11, 5, "").contains("po 5 ruchach"));
    assert!((HEX[Lang::It].caption)(11, 1, "").contains("dopo 1 mossa"));
    assert!((TWIXT[Lang::En].caption)(24, 1, "").contains("after 1 turn."));
    assert!((TWIXT[Lang::Pl].caption)(24, 2, "").contains("po 2 turach"));

    let pegs = |lang: Lang, n| (TWIXT[lang].pegs_left)(n);
    assert_eq!([1, 43].map(|n| pegs(Lang::En, n)), ["1 peg left", "43 pegs left"]);
    assert_eq!([1, 43].map(|n| pegs(Lang::It, n)), ["1 piolo rimasto", "43 pioli rimasti"]);
    assert_eq!(
        [1, 43, 45].map(|n| pegs(Lang::Pl, n)),
        ["1 kołek w zapasie", "43 kołki w zapasie", "45 kołków w zapasie"]
    );
    let choose = |lang: Lang, n| (TWIXT[lang].choose_bridges)(n, "E4", Input::Taps);
    assert!(
        choose(Lang::En, 1).starts_with("Only 1 bridge in") && choose(Lang::En, 2).starts_with("Only 2 bridges in")
    );
    let units = |lang: Lang, n| (DOUBLETS[lang].status.units)("Black", n);
    assert!(units(Lang::En, 1).contains(" 1 man to move") && units(Lang::En, 2).contains(" 2 men to move"));
    assert!(units(Lang::It, 1).contains(" 1 pedina da") && units(Lang::It, 3).contains(" 3 pedine da"));

    let playouts = |lang: Lang, n| (COMPUTER[lang].playouts)(n);
    assert_eq!([1, 12000].map(|n| playouts(Lang::En, n)), ["1 playout", "12000 playouts"]);
    assert_eq!([1, 2, 5].map(|n| playouts(Lang::Pl, n)), ["1 symulacja", "2 symulacje", "5 symulacji"]);
    assert_eq!(playouts(Lang::Ja, 12000), "プレイアウト 12000 回");
}

/// The phrases a text quotes, in any language's quotation marks.
fn quoted(text: &str) -> Vec<&str> {
    let marks = [('“', '”'), ('«', '»'), ('„', '”'), ('「', '」')];
    marks
        .iter()
        .flat_map(|&(open, close)| {
            text.split(open).skip(1).filter_map(move |rest| rest.split_once(close).map(|(phrase, _)| phrase))
        })
        .collect()
}

#[test]
fn the_twixt_screen_uses_the_words_its_rules_text_quotes() {
    for lang in Lang::ALL {
        let rules: String = RULES.twixt[lang]
            .iter()
            .filter_map(|block| match block {
                Block::Paragraph(text) => Some(*text),
                _ => None,
            })
            .collect();
        let phrases = quoted(&rules);
        let words = &TWIXT[lang];
        let end_turn = words.end_turn.trim_start_matches("✓ ");
        assert!(phrases.contains(&end_turn), "{lang}: {end_turn:?} is not among {phrases:?}");
        assert!(phrases.contains(&words.no_path), "{lang}: {:?} is not among {phrases:?}", words.no_path);
        let undo = GAME_SCREEN[lang].undo.trim_start_matches("↶ ");
        assert!(phrases.contains(&undo), "{lang}: {undo:?} is not among {phrases:?}");
    }
}

#[test]
fn every_board_game_message_says_what_it_is_given_in_every_language() {
    for lang in Lang::ALL {
        let common = &GAME_SCREEN[lang];
        let (black, white) = (common.colour(Colour::Black), common.colour(Colour::White));
        assert_ne!(black, white);
        assert!((common.resign)(white).contains(white), "{lang}");
        let won = (common.won_by_resignation)(black, white);
        assert!(won.contains(black) && won.contains(white), "{lang}: {won}");
        assert!((common.to_move)(black).contains(black), "{lang}");
        assert!((common.point)("c3", None).contains("c3"), "{lang}");
        assert_all_different(
            [None, Some(Colour::Black), Some(Colour::White)].map(|stone| (common.point)("c3", stone)),
            lang,
        );
        assert_all_different(Colour::ALL.map(common.resigns_entry), lang);

        let hex = &HEX[lang];
        assert!((hex.won)(Colour::White).contains(white), "{lang}");
        assert!((hex.board)("9×9").contains("9×9"), "{lang}");
        assert!((hex.caption)(9, 4, "STATUS").contains("9×9") && (hex.caption)(9, 4, "STATUS").contains("STATUS"));
        assert_all_different(hex::SwapRule::ALL.map(hex.swap_choice), lang);

        let records = &RECORDS[lang];
        let sources = [Source::Link, Source::Sgf, Source::LittleGolem, Source::HexWorld, Source::T1];
        assert_all_different(sources.map(|s| (records.opened_from)(s, "6×6")), lang);
        assert!(sources.iter().all(|&s| (records.opened_from)(s, "6×6").contains("6×6")), "{lang}");
        let in_part = (records.pasted_in_part)("line 3: cut", "6×6, 2 moves");
        assert!(in_part.contains("line 3: cut") && in_part.contains("6×6, 2 moves"), "{lang}: {in_part}");
        assert!((records.pasted_unreadable)("no game").contains("no game"), "{lang}");
        assert!((records.not_saved)("game.T1").contains("game.T1"), "{lang}");

        let twixt = &TWIXT[lang];
        assert!((twixt.won)(Colour::Black).contains(black), "{lang}");
        let offered = (twixt.draw_offered)(black, white);
        assert!(offered.contains(black) && offered.contains(white), "{lang}: {offered}");
        assert!((twixt.computer_turn)(white).contains(white) && (twixt.tap_a_hole)(white).contains(white));
        for input in [Input::Taps, Input::Keys] {
            assert!((twixt.choose_bridges)(7, "E4", input).contains('7'), "{lang}");
            assert!((twixt.confirm_turn)("E4", input).contains("E4"), "{lang}");
            assert!((twixt.choose_bridges)(7, "E4", input).contains("E4"), "{lang}");
        }
        assert_ne!((twixt.confirm_turn)("E4", Input::Taps), (twixt.confirm_turn)("E4", Input::Keys), "{lang}");
        assert!((twixt.bridges_in_box)(97).contains("97") && (twixt.removing)(white).contains(white), "{lang}");
        assert!((twixt.own_peg_kept)("C3").contains("C3") && (twixt.bridge_kept)("C3-D5").contains("C3-D5"));
        assert!((twixt.bridge)("C3-D5").contains("C3-D5"), "{lang}");
        assert_all_different(twixt::RuleSet::ALL.map(twixt.rule_set_choice), lang);
        let settings = twixt::RuleSet::ALL.map(|rules| (twixt.setting)(8, rules, SwapRule::None));
        assert_all_different(settings.clone(), lang);
        assert!(settings.iter().all(|s| s.contains("8×8")), "{lang}: {settings:?}");
        assert_ne!((twixt.setting)(8, twixt::RuleSet::Pp, SwapRule::Colours), settings[2], "{lang}: no swap is said");

        let computer = &COMPUTER[lang];
        let seats = [Seats::People, Seats::ComputerWhite, Seats::ComputerBlack, Seats::Computers];
        assert_all_different(seats.map(|s| (computer.seats)(s, false, "GOAL")), lang);
        assert_all_different(seats.map(|s| (computer.seats)(s, true, "GOAL")), lang);
        assert!((computer.seats)(Seats::People, false, "GOAL").contains("GOAL"), "{lang}");
        assert_all_different(fogliaccio::ai::Level::ALL.map(computer.level), lang);
        assert!((computer.chance)(54, Colour::White).contains("54"), "{lang}");
        assert!((computer.best)("e5").contains("e5"), "{lang}");
        let hint = (computer.hint_move)("e5", Some(Outlook::Chance(54)));
        assert!(hint.contains("e5") && hint.contains("54"), "{lang}: {hint}");
        let (black_wins, white_wins) = ((computer.proved)(Colour::Black), (computer.proved)(Colour::White));
        assert_ne!(black_wins, white_wins, "{lang}");
        let hint = (computer.hint_move)("e5", Some(Outlook::Proved(Colour::White)));
        assert!(hint.contains("e5") && hint.contains(&white_wins), "{lang}: {hint}");
        let refused = (computer.move_refused)("C3", "C3 already has a peg");
        assert!(refused.contains("C3 already has a peg"), "{lang}: {refused}");
        assert!((computer.stopped)(&refused).contains("C3 already has a peg"), "{lang}");
        assert!((computer.no_hint)(computer.no_move).contains(computer.no_move), "{lang}");
        assert!((computer.game_unreadable)("turn 1 (Z9)").contains("turn 1 (Z9)"), "{lang}");
        assert!((computer.move_unreadable)("Z9", "off the board").contains("Z9"), "{lang}");
        assert!((computer.all_pegs_placed)(Colour::Black).contains(black), "{lang}");

        let sharing = &SHARING[lang];
        let set_aside = (sharing.set_aside)("the record is empty", "fogliaccio.v1.hex.set-aside");
        assert!(set_aside.contains("the record is empty") && set_aside.contains("fogliaccio.v1.hex.set-aside"));
        assert!((sharing.saved_here)("11×11, 3 moves").contains("11×11, 3 moves"), "{lang}");
        assert!((sharing.back)("11×11, 3 moves").contains("11×11, 3 moves"), "{lang}");
        assert!((sharing.diagram_failed)("no canvas").contains("no canvas"), "{lang}");
        let described = (sharing.described)("8×8", "2 turns");
        assert!(described.starts_with("8×8") && described.ends_with("2 turns"), "{lang}: {described}");
    }
}

#[test]
fn english_sets_a_player_to_play_in_the_words_the_tests_of_the_page_read() {
    let seats = COMPUTER[Lang::En].seats;
    assert_eq!(seats(Seats::ComputerWhite, false, "x"), "You play Black, the computer White.");
    assert_eq!(seats(Seats::ComputerBlack, true, "x"), "Colours swapped: you play White, the computer Black.");
    assert_eq!(
        seats(Seats::People, false, "each joins the two edges of their colour"),
        "The first player plays Black, the second White: each joins the two edges of their colour."
    );
    assert_eq!((TWIXT[Lang::En].setting)(8, twixt::RuleSet::Pp, SwapRule::None), "8×8, pp rules, no swap");
}

#[test]
fn every_refusal_of_the_hex_rules_is_a_sentence_naming_its_cell() {
    let size = hex::BoardSize::new(11).unwrap();
    let c3 = hex::Cell::parse("c3", size).unwrap();
    let errors = [
        hex::PlayError::GameOver,
        hex::PlayError::Occupied(c3),
        hex::PlayError::OffBoard(c3),
        hex::PlayError::Swap(SwapClosed::Off),
        hex::PlayError::Swap(SwapClosed::NotNow),
    ];
    for lang in Lang::ALL {
        let texts = errors.clone().map(|error| fogliaccio::i18n::hex::refusal(lang, &error));
        assert_all_different(texts.clone(), lang);
        assert!(texts[1].contains("c3") && texts[2].contains("c3"), "{lang}: {texts:?}");
        assert_eq!(texts[0], GAME_SCREEN[lang].game_over);
    }
    assert_eq!(fogliaccio::i18n::hex::refusal(Lang::En, &errors[1]), "c3 is taken: choose an empty cell.");
}

#[test]
fn every_refusal_of_the_twixt_rules_is_a_sentence_naming_its_holes_and_bridges() {
    let size = twixt::BoardSize::new(8).unwrap();
    let hole = |name| twixt::Hole::parse(name, size).unwrap();
    let bridge = |from, to| twixt::Bridge::new(hole(from), hole(to)).unwrap();
    let (c3d5, b5d4) = (bridge("C3", "D5"), bridge("B5", "D4"));
    let errors = [
        twixt::PlayError::OffBoard(hole("C3")),
        twixt::PlayError::Occupied(hole("C3")),
        twixt::PlayError::OpponentBorder { hole: hole("C1"), owner: Colour::White },
        twixt::PlayError::NoPegsLeft,
        twixt::PlayError::NoBridgesLeft(c3d5),
        twixt::PlayError::RemovalOff,
        twixt::PlayError::NotYourPeg(hole("C3")),
        twixt::PlayError::RemovedThisTurn(hole("C3")),
        twixt::PlayError::NoSuchBridge(c3d5),
        twixt::PlayError::NotYourBridge(c3d5),
        twixt::PlayError::NeedsOwnPegs(c3d5),
        twixt::PlayError::AlreadyBuilt(c3d5),
        twixt::PlayError::Crosses { bridge: c3d5, other: b5d4 },
        twixt::PlayError::Swap(SwapClosed::Off),
        twixt::PlayError::Swap(SwapClosed::NotNow),
        twixt::PlayError::GameOver,
    ];
    for lang in Lang::ALL {
        let texts = errors.clone().map(|error| fogliaccio::i18n::twixt::refusal(lang, &error));
        assert_all_different(texts.clone(), lang);
        for (error, text) in errors.iter().zip(&texts) {
            let named = match error {
                twixt::PlayError::OffBoard(_)
                | twixt::PlayError::Occupied(_)
                | twixt::PlayError::NotYourPeg(_)
                | twixt::PlayError::RemovedThisTurn(_) => vec!["C3"],
                twixt::PlayError::OpponentBorder { .. } => vec!["C1", GAME_SCREEN[lang].white],
                twixt::PlayError::Crosses { .. } => vec!["C3-D5", "B5-D4"],
                twixt::PlayError::NoBridgesLeft(_)
                | twixt::PlayError::NoSuchBridge(_)
                | twixt::PlayError::NotYourBridge(_)
                | twixt::PlayError::NeedsOwnPegs(_)
                | twixt::PlayError::AlreadyBuilt(_) => vec!["C3-D5"],
                _ => vec![],
            };
            for name in named {
                assert!(text.to_lowercase().contains(&name.to_lowercase()), "{lang}: {text} names {name}");
            }
        }
    }
}

#[test]
fn every_refusal_of_a_twixt_record_format_is_a_sentence_naming_its_turn_and_bridge() {
    use fogliaccio::games::twixt::t1::{T1WriteError, Unfaithful};
    use fogliaccio::games::twixt::tsgf::TsgfWriteError;
    use fogliaccio::i18n::records::{t1_refusal, tsgf_refusal};
    let size = twixt::BoardSize::new(8).unwrap();
    let hole = |name| twixt::Hole::parse(name, size).unwrap();
    let c3d5 = twixt::Bridge::new(hole("C3"), hole("D5")).unwrap();
    let turn = |reason| T1WriteError::Turn { number: 7, text: "C3".to_owned(), reason };
    let t1 = [
        T1WriteError::TooSmall(size),
        turn(Unfaithful::Removal),
        turn(Unfaithful::Pass),
        turn(Unfaithful::LeftOut(c3d5)),
        turn(Unfaithful::Extra(c3d5)),
    ];
    let tsgf =
        [TsgfWriteError::NotPp(twixt::RuleSet::Standard), TsgfWriteError::BeyondZ { number: 7, hole: hole("C3") }];
    for lang in Lang::ALL {
        let texts = t1.clone().map(|error| t1_refusal(lang, &error));
        assert_all_different(texts.clone(), lang);
        assert!(texts[0].contains("12") && texts[0].contains("8×8"), "{lang}: {}", texts[0]);
        for text in &texts[1..] {
            assert!(text.contains('7') && text.contains("C3"), "{lang}: {text}");
        }
        for text in &texts[3..] {
            assert!(text.contains("C3-D5"), "{lang}: {text}");
        }
        let texts = tsgf.clone().map(|error| tsgf_refusal(lang, &error));
        assert!(
            texts[0].contains("standard") && texts[1].contains('7') && texts[1].contains("C3"),
            "{lang}: {texts:?}"
        );
        let stop = if lang == Lang::Ja { '。' } else { '.' };
        for text in t1.iter().map(|error| t1_refusal(lang, error)).chain(texts) {
            let first = text.chars().next().unwrap();
            assert!(text.ends_with(stop) && !first.is_lowercase(), "{lang}: a sentence: {text}");
        }
    }
    // The English clause is what the command line says; the panel makes it a sentence.
    assert_eq!(
        t1_refusal(Lang::En, &t1[1]),
        "Turn 7 (C3) cannot be saved as a T1 file: T1j never removes pegs or bridges."
    );
    assert_eq!(t1[1].to_string(), "turn 7 (C3) cannot be saved as a T1 file: T1j never removes pegs or bridges");
    // Each English sentence is the command line's clause, begun with a capital.
    let sentence = |clause: String| format!("{}{}.", clause[..1].to_uppercase(), &clause[1..]);
    for error in &t1 {
        assert_eq!(t1_refusal(Lang::En, error), sentence(error.to_string()));
    }
    for error in &tsgf {
        assert_eq!(tsgf_refusal(Lang::En, error), sentence(error.to_string()));
    }
    assert_eq!(
        tsgf_refusal(Lang::Ja, &tsgf[0]),
        "Little Golem の TwixT は pp ルールのみで、この対局は standard ルールです。"
    );
}

#[test]
fn the_swap_refusals_and_a_game_over_read_alike_in_hex_and_twixt() {
    for lang in Lang::ALL {
        let (hex_off, twixt_off) = (
            fogliaccio::i18n::hex::refusal(lang, &hex::PlayError::Swap(SwapClosed::Off)),
            fogliaccio::i18n::twixt::refusal(lang, &twixt::PlayError::Swap(SwapClosed::Off)),
        );
        assert_eq!(hex_off, twixt_off, "{lang}");
        assert_eq!(
            fogliaccio::i18n::hex::refusal(lang, &hex::PlayError::GameOver),
            fogliaccio::i18n::twixt::refusal(lang, &twixt::PlayError::GameOver),
            "{lang}"
        );
    }
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
        let line =
            (words.log_named)(Seat::Computer, set("4"), set("245"), (words.reply)(Reply::Named { equal: false }));
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
    let error = PlayError::NotYourTurn { player: Player::P1, to_move: Player::P2 };
    let computer = |p| if p == Player::P2 { Seat::Computer } else { Seat::Player(p) };
    assert_eq!(
        SHUGORON[Lang::En].refusal(error, computer),
        "It is the computer's turn, not Player 1's: a turn is exactly one question."
    );
}

#[test]
fn against_the_computer_the_person_is_spoken_to_in_every_language() {
    let you = |p| if p == Player::P2 { Seat::Computer } else { Seat::You };
    let errors = [
        PlayError::NotYourTurn { player: Player::P1, to_move: Player::P2 },
        PlayError::MustHideFirst(Player::P1),
        PlayError::NotHidingNow { player: Player::P1, phase: Phase::Asking(Player::P1) },
        PlayError::CardSpent { player: Player::P1, card: set("135") },
        PlayError::CardIsHidden { player: Player::P1, card: set("135") },
    ];
    for lang in Lang::ALL {
        for error in errors {
            let text = SHUGORON[lang].refusal(error, you);
            for player in ["Player", "Giocatore", "Gracz", "プレイヤー"] {
                assert!(!text.contains(player), "{lang}: {text}");
            }
        }
    }
    assert_eq!(
        SHUGORON[Lang::En].refusal(errors[0], you),
        "It is the computer's turn, not yours: a turn is exactly one question."
    );
    let won = [
        (Lang::En, "You win, 3–2."),
        (Lang::It, "Vinci tu, 3–2."),
        (Lang::Pl, "Wygrywasz, 3–2."),
        (Lang::Ja, "あなたの勝ち（3–2）。"),
    ];
    for (lang, said) in won {
        assert_eq!((SHUGORON[lang].won)(Seat::You, "3–2"), said);
    }
    let asked = [(Lang::En, "You asked"), (Lang::It, "Hai chiesto"), (Lang::Pl, "Pytasz o"), (Lang::Ja, "あなたが")];
    for (lang, said) in asked {
        assert!((SHUGORON[lang].log_card)(Seat::You, set("13"), "x").starts_with(said), "{lang}");
    }
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
        assert!((words.record_not_readable)("shUgorØn").contains("shUgorØn"), "{lang}");
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
                let is_a_name =
                    ["Doblet", "Dames rabattues", "Ofanfelling"].iter().any(|name| original.starts_with(name));
                assert!(text != original || is_a_name, "{lang}: {original:?} is not translated");
            }
        }
    }
}

fn face(n: u8) -> Face {
    Face::new(n).expect("a face")
}

fn point(n: u8) -> Point {
    Point::new(n).expect("a point")
}

/// Every event of a game of each rule set, played with random choices.
fn doublets_events() -> Vec<Event> {
    let mut rng = Rng::seed(2024);
    doublets::RuleSet::ALL
        .into_iter()
        .flat_map(|rules| {
            let mut position = Position::new(rules);
            while position.winner().is_none() {
                let action = match position.throw(&mut rng) {
                    Some(throw) => throw,
                    None => {
                        let legal = position.legal_actions();
                        legal[rng.below(legal.len() as u32) as usize].clone()
                    }
                };
                position.play(action).expect("a legal action");
            }
            position.log().to_vec()
        })
        .collect()
}

#[test]
fn the_doublets_log_in_english_is_what_the_command_line_prints() {
    use Colour::{Black, White};
    let events = doublets_events();
    for kind in ["opening", "throws", "plays", "loses", "passes", "wins", "with the doublet", "stacks", "moves a man"] {
        assert!(events.iter().any(|e| log_line(Lang::En, e).contains(kind)), "no event says {kind:?}");
    }
    let (man_off, move_down) = (Effect::BearOff(point(1)), Effect::Move { from: point(3), to: point(1) });
    let said = [
        (Event::Opening { black: face(6), white: face(1) }, "opening throw: black 6, white 1: black starts"),
        (Event::Opening { black: face(6), white: face(6) }, "opening throw: black 6, white 6: a tie, throw again"),
        (Event::Thrown { player: White, dice: vec![face(5), face(2)] }, "white throws 5 2"),
        (
            Event::Played { player: White, die: Some(face(4)), effect: Effect::Restack(point(4)) },
            "white plays 4: stacks a man up on 4",
        ),
        (
            Event::Played { player: White, die: Some(face(2)), effect: move_down },
            "white plays 2: moves a man from 3 to 1",
        ),
        (
            Event::Played { player: White, die: None, effect: Effect::BearDown(point(4)) },
            "white bears down a man on 4 with the doublet",
        ),
        (Event::Lost { player: Black, face: face(1) }, "black loses the 1: it cannot be used"),
        (
            Event::Passed { to: Black, face: face(1), effect: man_off },
            "white cannot use the 1; it passes to black, who bears off a man from 1",
        ),
        (Event::Won(Black), "black has borne off every man and wins"),
    ];
    for (event, line) in said {
        assert_eq!((event.to_string(), log_line(Lang::En, &event)), (line.to_owned(), line.to_owned()));
    }
}

#[test]
fn every_doublets_log_line_names_its_dice_and_points_in_every_language() {
    let events = doublets_events();
    for lang in Lang::ALL {
        let lines: Vec<String> = events.iter().map(|e| log_line(lang, e)).collect();
        for (event, line) in events.iter().zip(&lines) {
            let numbers: Vec<u8> = match event {
                Event::Opening { black, white } => vec![black.get(), white.get()],
                Event::Thrown { dice, .. } => dice.iter().map(|d| d.get()).collect(),
                Event::Played { die, effect, .. } => {
                    die.iter().map(|d| d.get()).chain([effect.point().get()]).collect()
                }
                Event::Lost { face, .. } => vec![face.get()],
                Event::Passed { face, effect, .. } => vec![face.get(), effect.point().get()],
                Event::Won(_) => vec![],
            };
            for n in numbers {
                assert!(line.contains(&n.to_string()), "{lang}: {line:?} names {n}");
            }
        }
        let effects = [
            Effect::BearDown(point(4)),
            Effect::Restack(point(4)),
            Effect::BearOff(point(4)),
            Effect::Move { from: point(4), to: point(1) },
        ];
        assert_all_different(effects.map(DOUBLETS[lang].log.effect), lang);
        let openings = [(face(5), face(2)), (face(2), face(5)), (face(3), face(3))];
        let openings = openings.map(|(b, w)| log_line(lang, &Event::Opening { black: b, white: w }));
        assert_all_different(openings.each_ref().map(|l| l.rsplit(':').next().unwrap_or_default().to_owned()), lang);
        let won = Colour::ALL.map(|c| log_line(lang, &Event::Won(c)));
        assert_all_different(won, lang);
        let passed =
            log_line(lang, &Event::Passed { to: Colour::White, face: face(3), effect: Effect::BearDown(point(3)) });
        // White as the sentence takes the die: English's log keeps the engine's lower case,
        // Polish the accusative.
        let white = match lang {
            Lang::En => "white",
            Lang::Pl => "Białego",
            _ => GAME_SCREEN[lang].white,
        };
        assert!(passed.contains(white), "{lang}: {passed} names who takes the die");
    }
}

#[test]
fn every_doublets_message_says_what_it_is_given_in_every_language() {
    for lang in Lang::ALL {
        let words = &DOUBLETS[lang];
        assert_all_different(doublets::RuleSet::ALL.map(words.rule_set), lang);
        assert!((words.computer_seat)("WHO").contains("WHO"), "{lang}");
        let status = &words.status;
        for message in [status.won, status.computer_playing, status.confirm_or_undo, status.to_throw, status.tap] {
            assert!(message("WHO").contains("WHO"), "{lang}: {}", message("WHO"));
        }
        assert!((status.units)("WHO", 8).contains("WHO") && (status.units)("WHO", 8).contains('8'), "{lang}");
        assert!((words.dice.play_die)(face(5)).contains('5') && (words.dice.to_move)(7).contains('7'), "{lang}");

        let odds = &words.odds;
        let chances = (odds.chances)(0.531875, 1);
        assert!(chances.contains("53") && chances.contains("46"), "{lang}: {chances}");
        assert!(chances.contains(GAME_SCREEN[lang].black) && chances.contains(GAME_SCREEN[lang].white), "{lang}");
        assert!((odds.exact)(&chances).contains(&chances) && (odds.solving)(0.4).contains("40"), "{lang}");
        let simulated = (odds.simulated)(&chances, 0.03, 1000);
        assert!(simulated.contains(&chances) && simulated.contains('3') && simulated.contains("1000"), "{lang}");
        assert!((odds.failed)("no memory").contains("no memory"), "{lang}");
        let too_large = (odds.too_large)(21_790_224, 4_000_000);
        assert!(too_large.contains("21") && too_large.contains('4'), "{lang}: {too_large}");

        let table = &words.table;
        assert_all_different(
            [doublets::Phase::BearingDown, doublets::Phase::Restacking, doublets::Phase::BearingOff].map(table.phase),
            lang,
        );
        let label = (table.point)(Colour::White, point(6), 3, 2, true);
        assert!(label.contains('6') && label.contains('3') && label.contains('2'), "{lang}: {label}");
        assert_ne!(label, (table.point)(Colour::White, point(6), 3, 2, false), "{lang}: a choice is said");
        assert_ne!(label, (table.point)(Colour::Black, point(6), 3, 2, true), "{lang}: the side is said");
        assert!((table.side)(Colour::Black, doublets::Phase::BearingOff, 11).contains("11"), "{lang}");

        let notices = &words.notices;
        assert_all_different(Colour::ALL.map(notices.computer_playing), lang);
        assert_all_different(Colour::ALL.map(notices.game_over), lang);
        assert_ne!(
            (notices.not_your_point)(Colour::Black, Colour::White),
            (notices.not_your_point)(Colour::White, Colour::Black)
        );
        assert!((notices.point_takes_no_die)(point(4)).contains('4'), "{lang}");
        let caption = (words.caption)("TITLE", 14, "STATUS");
        assert!(caption.contains("TITLE") && caption.contains("14") && caption.contains("STATUS"), "{lang}: {caption}");
    }
}

#[test]
fn every_refusal_of_the_doublets_rules_is_a_sentence_naming_its_die_and_point() {
    let errors = [
        doublets::PlayError::GameOver,
        doublets::PlayError::ThrowFirst,
        doublets::PlayError::DiceInHand,
        doublets::PlayError::DiceCount { expected: 3, given: 2 },
        doublets::PlayError::NoSuchDie(face(5)),
        doublets::PlayError::UnitsInHand,
        doublets::PlayError::NoUnits,
        doublets::PlayError::PointTakesNoUnit { point: point(4), phase: doublets::Phase::BearingOff },
        doublets::PlayError::ChooseFrom(face(5)),
        doublets::PlayError::NoSuchMove { face: face(5), from: point(4) },
    ];
    for lang in Lang::ALL {
        let texts = errors.clone().map(|error| fogliaccio::i18n::doublets::refusal(lang, &error));
        assert_all_different(texts.clone(), lang);
        assert!(texts[3].contains('3') && texts[3].contains('2'), "{lang}: {}", texts[3]);
        assert!(texts[4].contains('5') && texts[7].contains('4') && texts[8].contains('5'), "{lang}");
        assert!(texts[9].contains('5') && texts[9].contains('4'), "{lang}: {}", texts[9]);
        assert!(texts.iter().all(|t| t.ends_with(['.', '。'])), "{lang}: {texts:?}");
    }
}

#[test]
fn doublets_counts_agree_with_their_number_in_polish_and_english() {
    let units = |lang: Lang, n| (DOUBLETS[lang].status.units)("Czarny", n);
    assert!(units(Lang::Pl, 2).contains("2 pionki do ruszenia"));
    assert!(units(Lang::Pl, 12).contains("12 pionków do ruszenia"));
    assert!(units(Lang::Pl, 4).contains("4 pionki"));
    assert!((DOUBLETS[Lang::Pl].caption)("Dublety", 1, "").contains("po 1 ruchu"));
    assert!((DOUBLETS[Lang::Pl].caption)("Dublety", 5, "").contains("po 5 ruchach"));
    assert!((DOUBLETS[Lang::En].caption)("Doublets", 1, "").contains("after 1 move."));
    assert!((DOUBLETS[Lang::It].caption)("Doublets", 3, "").contains("dopo 3 mosse."));
    let simulated = |n| (DOUBLETS[Lang::Pl].odds.simulated)("", 0.03, n);
    assert!(simulated(1000).contains("1000 symulowanych partii"));
    assert!(simulated(2).contains("2 symulowane partie"));
    assert_eq!((DOUBLETS[Lang::En].odds.chances)(0.5, 1), "Black 50.0%, White 50.0%");
    assert_eq!((DOUBLETS[Lang::It].odds.chances)(0.25, 0), "Nero 25%; Bianco 75%");
    assert_eq!((DOUBLETS[Lang::Pl].odds.chances)(0.5, 1), "Czarny 50,0%; Biały 50,0%");
    assert!(
        (DOUBLETS[Lang::En].odds.too_large)(21_790_224, 4_000_000)
            .contains("21.8 million pairs of tables can still follow, more than the 4 million a page solves")
    );
}

/// Every fault of `errors`, in every language: a clause (the notices make it a sentence),
/// distinct from the others, naming what its error names (a move's or turn's number and
/// notation, a line, the text found).
/// Each fault worded in every language, a clause naming what it names; in English, word for
/// word what the command line says of it (the error's own `Display`).
fn assert_faults_name_their_errors<E: std::fmt::Display>(errors: &[(E, Vec<&str>)], fault: fn(Lang, &E) -> String) {
    for lang in Lang::ALL {
        let texts: Vec<String> = errors.iter().map(|(error, _)| fault(lang, error)).collect();
        for (i, ((error, names), text)) in errors.iter().zip(&texts).enumerate() {
            assert!(!texts[..i].contains(text), "{lang}: {text} twice");
            assert!(!text.ends_with(['.', '。']), "{lang}: a clause, not a sentence: {text}");
            for name in names {
                assert!(text.contains(name), "{lang}: {text} does not name {name}");
            }
            if lang == Lang::En {
                assert_eq!(error.to_string(), *text, "the command line's English");
            }
        }
    }
}

#[test]
fn every_fault_of_a_hex_record_is_worded_in_every_language_naming_its_move() {
    use fogliaccio::games::hex::hexworld::HexWorldError;
    use fogliaccio::games::hex::import::ImportError;
    use fogliaccio::games::hex::link::LinkError;
    use fogliaccio::games::hex::sgf::SgfReadError;
    use fogliaccio::games::hex::{BadMove, BadMoveReason, CellError, ForeignMove, PlayError, SizeError};
    use fogliaccio::games::record::{CountError, Counted, EnvelopeError};
    use fogliaccio::games::sgf::{Expected, ResultError, SgfError, SgfProblem};
    use fogliaccio::i18n::faults::hex;
    let contradicted = |stated, ended| ResultError::Contradicted { written: "W+".into(), stated, ended };
    let size = fogliaccio::games::hex::BoardSize::new(11).unwrap();
    let c3 = fogliaccio::games::hex::Cell::parse("c3", size).unwrap();
    let bad = |reason| BadMove { number: 7, text: "q9".to_owned(), reason };
    let moves = [
        BadMoveReason::Unreadable(CellError::Empty),
        BadMoveReason::Unreadable(CellError::Syntax("zz".into())),
        BadMoveReason::Unreadable(CellError::OffBoard { cell: "q9".into(), size }),
        BadMoveReason::Illegal(PlayError::GameOver),
        BadMoveReason::Illegal(PlayError::Occupied(c3)),
        BadMoveReason::Illegal(PlayError::OffBoard(c3)),
        BadMoveReason::Illegal(PlayError::Swap(SwapClosed::Off)),
        BadMoveReason::Illegal(PlayError::Swap(SwapClosed::NotNow)),
        BadMoveReason::Unsupported(ForeignMove::Pass),
        BadMoveReason::Unsupported(ForeignMove::Forfeit),
        BadMoveReason::Unsupported(ForeignMove::TimeOrForfeit),
        BadMoveReason::WrongColour { marked: Colour::White, to_move: Colour::Black },
    ];
    let mut links: Vec<(LinkError, Vec<&str>)> = vec![
        (LinkError::Envelope(EnvelopeError::Empty), vec![]),
        (LinkError::Envelope(EnvelopeError::NoVersion("x".into())), vec!["1.", "x"]),
        (LinkError::Envelope(EnvelopeError::UnknownVersion(9)), vec!["9", "1"]),
        (LinkError::Envelope(EnvelopeError::NoGame), vec![]),
        (
            LinkError::Envelope(EnvelopeError::OtherGame { found: "chess".into(), expected: "hex".into() }),
            vec!["chess", "hex"],
        ),
        (LinkError::Head("11q".into()), vec!["11q", "11c"]),
        (LinkError::Size(SizeError(40)), vec!["2", "19", "40"]),
        (LinkError::Count(CountError::NotANumber { of: Counted::Moves, text: String::new() }), vec![]),
        (LinkError::Count(CountError::NotANumber { of: Counted::Moves, text: "many".into() }), vec!["many"]),
        (LinkError::Count(CountError::Cut { of: Counted::Moves, counted: 5, found: 3 }), vec!["5", "3"]),
        (LinkError::Count(CountError::Cut { of: Counted::Moves, counted: 3, found: 5 }), vec!["5", "3"]),
        (LinkError::Ending("x".into()), vec!["x"]),
        (LinkError::Extra("abc".into()), vec!["abc"]),
    ];
    let with_cells = |reason: &BadMoveReason| match reason {
        BadMoveReason::Unreadable(CellError::Syntax(_)) => vec!["7", "q9", "zz"],
        BadMoveReason::Unreadable(CellError::OffBoard { .. }) => vec!["7", "q9", "11×11", "a–k"],
        BadMoveReason::Illegal(PlayError::Occupied(_) | PlayError::OffBoard(_)) => vec!["7", "q9", "c3"],
        _ => vec!["7", "q9"],
    };
    links.extend(moves.iter().map(|reason| (LinkError::Move(bad(reason.clone())), with_cells(reason))));
    assert_faults_name_their_errors(&links, hex::link);

    let sgf = |line, problem| SgfReadError::Sgf(SgfError { line, problem });
    let mut sgfs: Vec<(SgfReadError, Vec<&str>)> = vec![
        (sgf(1, SgfProblem::NoGameTree), vec!["("]),
        (sgf(3, SgfProblem::Unexpected { found: '%', expected: Expected::Tree }), vec!["3", "%", "("]),
        (sgf(3, SgfProblem::Unexpected { found: '%', expected: Expected::Node }), vec!["3", "%", ";"]),
        (sgf(3, SgfProblem::Unexpected { found: '%', expected: Expected::EndOrNode }), vec!["3", "%", ")"]),
        (sgf(3, SgfProblem::Unexpected { found: '%', expected: Expected::Value }), vec!["3", "%", "["]),
        (sgf(4, SgfProblem::UnexpectedEnd), vec!["4"]),
        (sgf(5, SgfProblem::TooDeep), vec!["5", "1000"]),
        (sgf(1, SgfProblem::TooLong), vec!["16777216"]),
        (SgfReadError::NotHex("1".into()), vec!["GM[1]", "GM[11]"]),
        (SgfReadError::NoSize, vec!["SZ"]),
        (SgfReadError::BadSize("big".into()), vec!["SZ[big]"]),
        (SgfReadError::NotSquare("11:13".into()), vec!["SZ[11:13]", "n×n"]),
        (SgfReadError::Size(SizeError(1)), vec!["2", "19"]),
        (SgfReadError::Setup("AB".into()), vec!["AB"]),
        (
            SgfReadError::Result(contradicted(Outcome::Winner(Colour::White), Outcome::Winner(Colour::Black))),
            vec!["RE[W+]"],
        ),
        (SgfReadError::Result(contradicted(Outcome::Draw, Outcome::Winner(Colour::Black))), vec!["RE[W+]"]),
        (SgfReadError::Result(ResultError::NoDraw("0".into())), vec!["RE[0]", "Hex"]),
    ];
    sgfs.extend(moves.iter().map(|reason| (SgfReadError::Move(bad(reason.clone())), with_cells(reason))));
    assert_faults_name_their_errors(&sgfs, hex::sgf_record);

    let hexworld = [
        (HexWorldError::Head("x".into()), vec!["#", "x", "11c1"]),
        (HexWorldError::NotSquare("11x13".into()), vec!["11x13", "n×n"]),
        (HexWorldError::Size(SizeError(30)), vec!["30"]),
        (HexWorldError::Move(bad(BadMoveReason::Unsupported(ForeignMove::Pass))), vec!["7", "q9"]),
        (HexWorldError::AfterResignation("a1".into()), vec!["a1"]),
    ];
    assert_faults_name_their_errors(&hexworld, hex::hexworld);
    let imports = [
        (ImportError::Unknown, vec!["SGF", "HexWorld", ".hsgf"]),
        (ImportError::Link(LinkError::Head("x".into())), vec!["x"]),
        (ImportError::Sgf(SgfReadError::NoSize), vec!["SZ"]),
        (ImportError::HexWorld(HexWorldError::Head("y".into())), vec!["y"]),
    ];
    assert_faults_name_their_errors(&imports, hex::import);
}

#[test]
fn every_fault_of_a_twixt_record_is_worded_in_every_language_naming_its_turn() {
    use fogliaccio::games::record::{CountError, Counted, EnvelopeError};
    use fogliaccio::games::sgf::{ResultError, SgfError, SgfProblem};
    use fogliaccio::games::twixt::import::ImportError;
    use fogliaccio::games::twixt::link::LinkError;
    use fogliaccio::games::twixt::t1::{Field, T1Error};
    use fogliaccio::games::twixt::tsgf::{Side, TsgfError};
    use fogliaccio::games::twixt::{BadTurn, BadTurnReason, BridgeError, HoleError, PlayError, SizeError, Unreadable};
    use fogliaccio::i18n::faults::twixt;
    let size = fogliaccio::games::twixt::BoardSize::new(8).unwrap();
    let hole = |name| fogliaccio::games::twixt::Hole::parse(name, size).unwrap();
    let bridge = |from, to| fogliaccio::games::twixt::Bridge::new(hole(from), hole(to)).unwrap();
    let (c3d5, b5d4) = (bridge("C3", "D5"), bridge("B5", "D4"));
    let bad = |reason| BadTurn { number: 7, text: "Q9".to_owned(), reason };
    let contradicted = |stated, ended| ResultError::Contradicted { written: "W".into(), stated, ended };
    let turn = |reason, names: &[&'static str]| {
        let mut all = vec!["7", "Q9"];
        all.extend(names);
        (bad(reason), all)
    };
    let unreadable = |why| BadTurnReason::Unreadable(why);
    let illegal = |e| BadTurnReason::Illegal(e);
    let turns = vec![
        turn(unreadable(Unreadable::HoleCut), &[]),
        turn(unreadable(Unreadable::NotAHole("%z".into())), &["%z"]),
        turn(unreadable(Unreadable::OffBoard { hole: "Q9".into(), size }), &["8×8"]),
        turn(unreadable(Unreadable::NoStep), &["0", "7"]),
        turn(unreadable(Unreadable::BridgeLeaves(hole("C3"))), &["C3"]),
        turn(unreadable(Unreadable::Bridge(BridgeError::Syntax("C3D5".into()))), &["C3D5", "D5-E7"]),
        turn(unreadable(Unreadable::Bridge(BridgeError::NotAKnightMove(hole("C3"), hole("D4")))), &["C3", "D4"]),
        turn(unreadable(Unreadable::Hole(HoleError::Empty)), &[]),
        turn(unreadable(Unreadable::Hole(HoleError::Syntax("3C".into()))), &["3C", "D5"]),
        turn(unreadable(Unreadable::Hole(HoleError::OffBoard { hole: "Q9".into(), size })), &["Q9", "8×8", "A–H"]),
        turn(unreadable(Unreadable::Hole(HoleError::Corner("A1".into()))), &["A1"]),
        turn(unreadable(Unreadable::LgOffBoard { word: "zz".into(), size }), &["zz", "8×8"]),
        turn(unreadable(Unreadable::LgNotAMove("pass".into())), &["pass", "swap", "resign", "draw"]),
        turn(illegal(PlayError::GameOver), &[]),
        turn(illegal(PlayError::OffBoard(hole("C3"))), &["C3"]),
        turn(illegal(PlayError::Occupied(hole("C3"))), &["C3"]),
        turn(illegal(PlayError::OpponentBorder { hole: hole("C1"), owner: Colour::White }), &["C1"]),
        turn(illegal(PlayError::NoPegsLeft), &[]),
        turn(illegal(PlayError::NoBridgesLeft(c3d5)), &["C3-D5"]),
        turn(illegal(PlayError::RemovalOff), &[]),
        turn(illegal(PlayError::NotYourPeg(hole("C3"))), &["C3"]),
        turn(illegal(PlayError::NoSuchBridge(c3d5)), &["C3-D5"]),
        turn(illegal(PlayError::NotYourBridge(c3d5)), &["C3-D5"]),
        turn(illegal(PlayError::NeedsOwnPegs(c3d5)), &["C3-D5"]),
        turn(illegal(PlayError::AlreadyBuilt(c3d5)), &["C3-D5"]),
        turn(illegal(PlayError::Crosses { bridge: c3d5, other: b5d4 }), &["C3-D5", "B5-D4"]),
        turn(illegal(PlayError::Swap(SwapClosed::Off)), &[]),
        turn(illegal(PlayError::Swap(SwapClosed::NotNow)), &[]),
    ];
    let mut links: Vec<(LinkError, Vec<&str>)> = vec![
        (LinkError::Envelope(EnvelopeError::Empty), vec![]),
        (LinkError::Envelope(EnvelopeError::UnknownVersion(9)), vec!["9", "1"]),
        (LinkError::Head("24q".into()), vec!["24q", "24ox"]),
        (LinkError::Size(SizeError(40)), vec!["6", "30", "40"]),
        (LinkError::Count(CountError::NotANumber { of: Counted::Turns, text: String::new() }), vec![]),
        (LinkError::Count(CountError::NotANumber { of: Counted::Turns, text: "many".into() }), vec!["many"]),
        (LinkError::Count(CountError::Cut { of: Counted::Turns, counted: 5, found: 3 }), vec!["5", "3"]),
        (LinkError::Count(CountError::Cut { of: Counted::Turns, counted: 3, found: 5 }), vec!["5", "3"]),
        (LinkError::Unended('E'), vec!["E"]),
        (LinkError::Ending("x".into()), vec!["x"]),
        (LinkError::Extra("abc".into()), vec!["abc"]),
    ];
    links.extend(turns.iter().map(|(turn, names)| (LinkError::Move(turn.clone()), names.clone())));
    assert_faults_name_their_errors(&links, twixt::link);

    let fields = [
        Field::Version,
        Field::NameOne,
        Field::NameTwo,
        Field::Rows,
        Field::Columns,
        Field::SeatOne,
        Field::SeatTwo,
        Field::Starter,
        Field::LetterDirection,
        Field::PieRule,
        Field::GameOver,
    ];
    let mut t1s: Vec<(T1Error, Vec<&str>)> = fields.iter().map(|&field| (T1Error::Missing(field), vec![])).collect();
    t1s.extend(fields.iter().map(|&field| (T1Error::Header { line: 3, field, found: "?".into() }, vec!["3", "?"])));
    t1s.push((T1Error::NotSquare { line: 4, rows: 12, columns: 14 }, vec!["4", "12", "14"]));
    t1s.push((T1Error::Size(SizeError(5)), vec!["5"]));
    t1s.extend(turns.iter().map(|(turn, names)| {
        let mut names = names.clone();
        names.push("12");
        (T1Error::Turn { line: 12, turn: turn.clone() }, names)
    }));
    assert_faults_name_their_errors(&t1s, twixt::t1);

    let mut tsgfs: Vec<(TsgfError, Vec<&str>)> = vec![
        (TsgfError::Sgf(SgfError { line: 2, problem: SgfProblem::UnexpectedEnd }), vec!["2"]),
        (TsgfError::NoSize, vec!["SZ"]),
        (TsgfError::BadSize("big".into()), vec!["SZ[big]"]),
        (TsgfError::Size(SizeError(5)), vec!["5"]),
        (TsgfError::NotTwixt("B".into()), vec!["B[..]", "b[..]", "r[..]"]),
        (TsgfError::OutOfTurn { number: 4, text: "cd".into(), marked: Side::R, to_move: Side::B }, vec!["4", "cd"]),
        (TsgfError::Result(contradicted(Outcome::Winner(Colour::White), Outcome::Draw)), vec!["RE[W]"]),
        (
            TsgfError::Result(contradicted(Outcome::Winner(Colour::Black), Outcome::Winner(Colour::White))),
            vec!["RE[W]"],
        ),
    ];
    tsgfs.extend(turns.iter().map(|(turn, names)| (TsgfError::Turn(turn.clone()), names.clone())));
    assert_faults_name_their_errors(&tsgfs, twixt::tsgf);

    let imports = [
        (ImportError::Unknown, vec![".T1", ".tsgf"]),
        (ImportError::Link(LinkError::Unended('E')), vec!["E"]),
        (ImportError::T1(T1Error::Size(SizeError(5))), vec!["5"]),
        (ImportError::LittleGolem(TsgfError::NoSize), vec!["SZ"]),
    ];
    assert_faults_name_their_errors(&imports, twixt::import);
}

#[test]
fn a_record_of_another_game_or_of_two_is_worded_in_every_language_naming_the_formats() {
    use fogliaccio::games::GameKind;
    use fogliaccio::games::doublets::record::LinkError as DoubletsLinkError;
    use fogliaccio::games::import::{Format, ImportError};
    use fogliaccio::games::record::EnvelopeError;
    use fogliaccio::games::{hex::import as hex_import, twixt::import as twixt_import};
    use fogliaccio::i18n::faults::{self, hex as hex_faults, twixt as twixt_faults};
    let hexes = [
        (hex_import::ImportError::OtherGame(GameKind::Twixt), vec!["TwixT"]),
        (hex_import::ImportError::OtherGame(GameKind::Doublets), vec![]),
        (
            hex_import::ImportError::Ambiguous(hex_import::Format::Sgf, hex_import::Format::LittleGolem),
            vec!["HexGui SGF", "Little Golem .hsgf"],
        ),
        (
            hex_import::ImportError::Ambiguous(hex_import::Format::Link, hex_import::Format::HexWorld),
            vec!["fogliaccio", "HexWorld"],
        ),
    ];
    assert_faults_name_their_errors(&hexes, hex_faults::import);
    let twixts = [
        (twixt_import::ImportError::OtherGame(GameKind::Hex), vec!["Hex"]),
        (
            twixt_import::ImportError::Ambiguous(twixt_import::Format::T1, twixt_import::Format::LittleGolem),
            vec!["T1j .T1", "Little Golem .tsgf"],
        ),
    ];
    assert_faults_name_their_errors(&twixts, twixt_faults::import);
    let any = [
        (ImportError::Unknown, vec!["HexGui", ".T1"]),
        (
            ImportError::Ambiguous(
                Format::Hex(hex_import::Format::Sgf),
                Format::Twixt(twixt_import::Format::LittleGolem),
            ),
            vec!["HexGui SGF", "Little Golem .tsgf"],
        ),
        (ImportError::Ambiguous(Format::Doublets, Format::Twixt(twixt_import::Format::Link)), vec!["fogliaccio"]),
        (ImportError::Hex(hex_import::ImportError::Unknown), vec!["HexWorld"]),
        (ImportError::Twixt(twixt_import::ImportError::Unknown), vec![".T1"]),
        (ImportError::Doublets(DoubletsLinkError::Envelope(EnvelopeError::NoGame)), vec![]),
    ];
    assert_faults_name_their_errors(&any, faults::import);
}

#[test]
fn every_fault_of_a_doublets_record_is_worded_in_every_language_naming_its_action() {
    use fogliaccio::games::doublets::record::{LinkError, Unreadable};
    use fogliaccio::games::doublets::{Phase, PipError, PlayError, RuleSet};
    use fogliaccio::games::record::{CountError, Counted, EnvelopeError};
    use fogliaccio::i18n::faults::doublets;
    let illegal = |error| LinkError::Illegal { number: 7, text: "m36".into(), error };
    let unreadable = |why| LinkError::Unreadable { number: 7, text: "m36".into(), why };
    let errors = [
        (
            LinkError::Envelope(EnvelopeError::OtherGame { found: "hex".into(), expected: "doublets".into() }),
            vec!["hex", "doublets"],
        ),
        (LinkError::Rules("chess".parse::<RuleSet>().unwrap_err()), vec!["chess", "willughby", "ofanfelling"]),
        (LinkError::Count(CountError::NotANumber { of: Counted::Actions, text: String::new() }), vec![]),
        (LinkError::Count(CountError::NotANumber { of: Counted::Actions, text: "x".into() }), vec!["x"]),
        (LinkError::Count(CountError::Cut { of: Counted::Actions, counted: 5, found: 3 }), vec!["5", "3"]),
        (LinkError::Count(CountError::Cut { of: Counted::Actions, counted: 3, found: 5 }), vec!["5", "3"]),
        (unreadable(Unreadable::Pip(PipError("9".into()))), vec!["7", "m36", "9", "6"]),
        (unreadable(Unreadable::BearOff), vec!["7", "m36", "m36"]),
        (unreadable(Unreadable::Unit), vec!["7", "m36", "u4"]),
        (illegal(PlayError::GameOver), vec!["7", "m36"]),
        (illegal(PlayError::ThrowFirst), vec!["7", "m36"]),
        (illegal(PlayError::DiceInHand), vec!["7", "m36"]),
        (illegal(PlayError::DiceCount { expected: 3, given: 2 }), vec!["7", "m36", "3", "2"]),
        (illegal(PlayError::NoSuchDie(face(5))), vec!["7", "m36", "5"]),
        (illegal(PlayError::UnitsInHand), vec!["7", "m36", "@4"]),
        (illegal(PlayError::NoUnits), vec!["7", "m36"]),
        (illegal(PlayError::PointTakesNoUnit { point: point(4), phase: Phase::BearingOff }), vec!["7", "m36", "4"]),
        (illegal(PlayError::PointTakesNoUnit { point: point(4), phase: Phase::Restacking }), vec!["7", "m36", "4"]),
        (illegal(PlayError::ChooseFrom(face(5))), vec!["7", "m36", "5", "5:6"]),
        (illegal(PlayError::NoSuchMove { face: face(5), from: point(4) }), vec!["7", "m36", "5", "4"]),
        (illegal(PlayError::UsesFewerDice(face(5))), vec!["7", "m36", "5"]),
        (LinkError::Extra("abc".into()), vec!["abc"]),
    ];
    assert_faults_name_their_errors(&errors, doublets::link);
}

#[test]
fn every_fault_of_a_shugoron_record_is_worded_in_every_language_naming_its_action() {
    use fogliaccio::games::record::{CountError, Counted, EnvelopeError};
    use fogliaccio::games::shugoron::record::RecordError;
    use fogliaccio::games::shugoron::{Action, Question};
    use fogliaccio::i18n::faults::shugoron::{self, SHUGORON_FAULTS};
    let ask = Action::Ask(Question::Card(set("13")));
    let illegal = |error| RecordError::Illegal { number: 7, action: ask, error };
    let errors = [
        (RecordError::Envelope(EnvelopeError::NoVersion("x".into())), vec!["x"]),
        (RecordError::First("3".into()), vec!["1", "2", "3"]),
        (RecordError::Count(CountError::Cut { of: Counted::Actions, counted: 5, found: 3 }), vec!["5", "3"]),
        (RecordError::Unreadable { number: 7, text: String::new() }, vec!["7"]),
        (RecordError::Unreadable { number: 7, text: "%".into() }, vec!["7", "%", "v"]),
        (illegal(PlayError::GameOver), vec!["7", "ask 13"]),
        (illegal(PlayError::NotYourTurn { player: Player::P1, to_move: Player::P2 }), vec!["7", "ask 13", "1", "2"]),
        (illegal(PlayError::MustHideFirst(Player::P2)), vec!["7", "ask 13", "2"]),
        (
            illegal(PlayError::NotHidingNow { player: Player::P2, phase: Phase::Hiding(Player::P1) }),
            vec!["7", "1", "2"],
        ),
        (illegal(PlayError::NotHidingNow { player: Player::P2, phase: Phase::Asking(Player::P1) }), vec!["7", "2"]),
        (illegal(PlayError::CardSpent { player: Player::P2, card: set("124") }), vec!["7", "124", "2"]),
        (illegal(PlayError::CardIsHidden { player: Player::P2, card: set("124") }), vec!["7", "124", "2"]),
        (RecordError::Extra("abc".into()), vec!["abc"]),
    ];
    assert_faults_name_their_errors(&errors, shugoron::record);
    for lang in Lang::ALL {
        let words = &SHUGORON_FAULTS[lang];
        assert!((words.not_a_setup)("mode=x").contains("mode=x"), "{lang}");
        assert_ne!(words.not_setup_and_record, (words.not_a_setup)(""), "{lang}");
    }
    assert_eq!(SHUGORON_FAULTS.en.not_setup_and_record, "it is not a setup and a record");
}
