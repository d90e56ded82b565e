//! TwixT game records: the `#g=1.twixt.` link, T1j's `.T1` files and Little Golem's
//! `.tsgf` records, written and read back; real files from `tests/data/records/` (their
//! sources are in its README); and what a reader does with a damaged record (keeps the
//! legal prefix and names the faulty turn).

use fogliaccio::games::connection::Connection;
use fogliaccio::games::import::{Format as AnyFormat, Game as AnyGame, RecordFormat as _};
use fogliaccio::games::record::{CountError, Counted, Mover};
use fogliaccio::games::sgf::SgfProblem;
use fogliaccio::games::twixt::import::{self, Format, ImportError};
use fogliaccio::games::twixt::link::{self, LinkError};
use fogliaccio::games::twixt::t1::{self, Field, T1Error, T1WriteError, Unfaithful};
use fogliaccio::games::twixt::tsgf::{self, Side, TsgfError, TsgfWriteError};
use fogliaccio::games::twixt::{
    Agreement, BadTurnReason, BoardSize, Bridge, Ending, Hole, Placement, PlayError, Position, Record, RuleSet, Turn,
};
use fogliaccio::games::{Colour, Outcome, SwapRule};
use proptest::prelude::*;
use proptest::sample::Index;

mod record_harness;
mod twixt_games;
use record_harness::{Named, data, stopped, whole};
use twixt_games::random_turn;

fn turns(size: u32, turns: &[&str]) -> Vec<Turn> {
    let size = BoardSize::new(size).unwrap();
    turns.iter().map(|t| Turn::parse(t, size).unwrap()).collect()
}

fn record(size: u32, rules: RuleSet, swap: SwapRule, played: &[&str]) -> Record {
    Record::replay(BoardSize::new(size).unwrap(), rules, swap, turns(size, played)).unwrap()
}

fn size(n: u32) -> BoardSize {
    BoardSize::new(n).unwrap()
}

/// The turns of a record by their pegs, in our notation, and `swap`.
fn pegs(record: &Record) -> String {
    let names = record.turns().iter().map(|turn| match turn {
        Turn::Swap => "swap".to_owned(),
        Turn::Place(placement) => placement.peg.to_string(),
    });
    names.collect::<Vec<_>>().join(" ")
}

impl Named for Record {
    fn named(&self) -> String {
        pegs(self)
    }
}

fn peg(record: &Record, hole: &str) -> Option<Colour> {
    record.position().board().peg(Hole::parse(hole, record.size()).unwrap())
}

/// A T1 file as T1j writes one, of an `n` × `n` board, player `starter` starting, the pie
/// rule `pie` (Y or N), then `moves`, from line 14 on.
fn t1_file(n: u32, starter: u8, pie: char, moves: &[&str]) -> String {
    let mut text = format!(
        "# File created by T1j\n# T1j is a program to play TwixT (mail@johannes-schwagereit.de)\n\
         1 # version of file-format\nPlayer# Name of Player 1\nComputer# Name of Player 2\n\
         {n}# y-size of board\n{n}# x-size of board\nH# player 1 human or computer\n\
         C# player 2 human or computer\n{starter}# starting player (1 plays top-down)\n\
         V# Direction of letters\n{pie}# pierule?\nN# game already over?\n"
    );
    for mv in moves {
        text.push_str(&format!("{mv}\n"));
    }
    text
}

// ---------------------------------------------------------------------------------------
// The record itself

#[test]
fn a_record_only_holds_legal_turns() {
    let size = BoardSize::new(24).unwrap();
    let damaged =
        Record::replay(size, RuleSet::Original, SwapRule::Colours, turns(24, &["D5", "E7", "D5"])).unwrap_err();
    let d5 = Hole::parse("D5", size).unwrap();
    assert_eq!(damaged.error.number, 3);
    assert_eq!(damaged.error.reason, BadTurnReason::Illegal(PlayError::Occupied(d5)));
    assert_eq!(damaged.kept.unwrap().turns().len(), 2);
}

#[test]
fn a_resignation_or_an_agreed_draw_ends_the_record() {
    let mut game = record(24, RuleSet::Standard, SwapRule::None, &["D5"]);
    game.agree(Agreement::Draw).unwrap();
    assert_eq!(game.agreement(), Some(Agreement::Draw));
    assert_eq!(game.agree(Agreement::Resigned(Colour::White)), Err(PlayError::GameOver));
}

// ---------------------------------------------------------------------------------------
// The link

#[test]
fn a_new_game_is_a_short_link() {
    let game = record(24, RuleSet::Original, SwapRule::Colours, &[]);
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
        SwapRule::None,
        &["D5", "P20", "F6 D5-F6", "P22", "-D5-F6 H7", "Q18", "D6 D5-F6"],
    );
    let text = link::write(&game);
    assert!(text.starts_with("1.twixt.24sn.7."), "{text}");
    assert!(text.contains('R') && text.contains('F'), "{text}");
    assert_eq!(link::read(&text).unwrap(), game);
}

#[test]
fn a_pasted_address_is_read_from_its_fragment() {
    let game = record(12, RuleSet::Pp, SwapRule::Colours, &["D5", "swap", "F6"]);
    let address = format!("https://example.org/fogliaccio/?game=twixt#g={}", link::write(&game));
    assert_eq!(link::read(&address).unwrap(), game);
}

#[test]
fn a_cut_link_keeps_the_turns_that_arrived_and_says_it_was_cut() {
    let game = record(24, RuleSet::Original, SwapRule::Colours, &["D5", "swap", "F6", "K10"]);
    let text = link::write(&game);
    let cut = link::read(&text[..text.len() - 3]).unwrap_err();
    assert_eq!(cut.error, LinkError::Count(CountError::Cut { of: Counted::Turns, counted: 4, found: 3 }));
    assert_eq!(cut.error.to_string(), "the link was cut short: it counts 4 turns, but only 3 arrived");
    assert_eq!(cut.kept.unwrap().turns().len(), 3);

    let half = link::read(&text[..text.len() - 2]).unwrap_err();
    assert!(half.error.to_string().starts_with("turn 4 (k): the turn stops half-way through a hole"), "{}", half.error);
    assert_eq!(half.kept.unwrap().turns().len(), 3);
}

#[test]
fn a_link_cut_among_the_last_turns_bridges_says_so() {
    // F6's turn ends with the bridge D5-F6: cut before it, the turn would still be legal.
    let game = record(24, RuleSet::Standard, SwapRule::Colours, &["D5", "P20", "F6 D5-F6"]);
    let text = link::write(&game);
    assert!(text.ends_with("E"), "{text}");
    for cut in [1, 2] {
        let read = link::read(&text[..text.len() - cut]).unwrap_err();
        assert_eq!(read.error, LinkError::Unended('E'), "{}", &text[..text.len() - cut]);
        assert_eq!(read.kept.unwrap().turns().len(), 3);
    }
}

#[test]
fn an_illegal_turn_in_the_middle_keeps_the_prefix_and_names_the_turn() {
    let bad = link::read("1.twixt.24ox.4.deegdeffE").unwrap_err();
    assert_eq!(bad.error.to_string(), "turn 3 (de): D5 already has a peg");
    assert_eq!(bad.kept.unwrap().turns().len(), 2);
}

#[test]
fn an_unreadable_turn_is_named_with_its_text() {
    let bad = link::read("1.twixt.24ox.2.de!!E").unwrap_err();
    assert_eq!(bad.error.to_string(), "turn 2 (!!): '!!' is not a hole: a hole is two letters, its column and its row");
    let off = link::read("1.twixt.8ox.1.jjE").unwrap_err();
    assert_eq!(off.error.to_string(), "turn 1 (jj): J10 is not a hole of the 8×8 board");
}

#[test]
fn a_bad_head_says_what_belongs_there() {
    for (text, message) in [
        (
            "1.twixt.24q.0",
            "the game record should start with the board size, the rule set (o, s or p) and the swap (x or n), like 24ox, not '24q'",
        ),
        ("1.twixt.40ox.0", "a TwixT board is 6 to 30 holes a side, not 40"),
        ("1.hex.11c.0", "the game record holds a game of 'hex', not twixt"),
        ("1.twixt.24ox", "the game record stops before the number of its turns: the link was cut short"),
        ("1.twixt.24ox.1.deE.q", "the game record ends with 'q' where b or w (who resigned) or d (a draw) belongs"),
        ("1.twixt.24ox.2.deE.b.b", "the game record goes on after its ending: 'b'"),
    ] {
        assert_eq!(link::read(text).unwrap_err().error.to_string(), message, "{text}");
    }
}

// ---------------------------------------------------------------------------------------
// T1j's .T1 files

#[test]
fn a_t1j_file_whose_player_one_starts_is_read_in_the_long_diagonal() {
    // Player 1 joins top and bottom and starts; here Black starts and joins left and right,
    // so every hole is read with its column and row exchanged: L10 is our J12.
    let game = whole(t1::read(&data("t1j-player-computer.T1")));
    assert_eq!((game.rules(), game.swap_rule(), game.turns().len()), (RuleSet::Standard, SwapRule::None, 34));
    assert!(pegs(&game).starts_with("J12 Q12 "), "{}", pegs(&game));
    assert_eq!(peg(&game, "J12"), Some(Colour::Black));
    // Turn 22, player 2's X13 in its own border column, is White's M24 in White's border row.
    assert_eq!(pegs(&game).split(' ').nth(21), Some("M24"));
    assert_eq!(peg(&game, "M24"), Some(Colour::White));
}

#[test]
fn t1j_builds_every_bridge_a_new_peg_can_make() {
    // Turn 13 of the real file, U14, is bridged to its own V16: our N21 and P22.
    let game = whole(t1::read(&data("t1j-player-computer.T1")));
    assert_eq!(game.turns()[12], turns(24, &["N21 N21-P22"])[0]);
}

#[test]
fn when_player_two_starts_the_holes_are_read_as_they_stand() {
    let game = whole(t1::read(&t1_file(12, 2, 'Y', &["D5", "K3", "F6"])));
    assert_eq!(game.turns(), turns(12, &["D5", "K3", "F6 D5-F6"]));
}

#[test]
fn t1j_builds_no_bridge_across_another() {
    // White's E4-D6 crosses the way from D5 to F6.
    let game = whole(t1::read(&t1_file(12, 2, 'Y', &["D5", "E4", "J10", "D6", "F6"])));
    assert_eq!(game.turns(), turns(12, &["D5", "E4", "J10", "D6 E4-D6", "F6"]));
}

#[test]
fn twixtbot_ui_files_are_read_empty_names_and_all() {
    // twixtbot-ui writes an empty name as " # Name of player 1". Its drawn game ends with
    // its last peg: neither player can join their borders any more (draw rule (b)).
    let game = whole(t1::read(&data("twixtbot-ui-drawngame.T1")));
    assert_eq!(game.turns().len(), 58);
    assert_eq!(game.position().ending(), Some(&Ending::NoPathLeft));
    assert_eq!(whole(t1::read(&data("twixtbot-ui-testwin.T1"))).turns().len(), 48);
}

#[test]
fn twixtbot_ui_swap_is_the_mirror_swap_and_resign_is_by_the_player_to_move() {
    // twixtbot moves the first peg, e15, to its mirror hole o5 as the second player's peg,
    // and the first player moves again. Read as our swap, the board after it is twixtbot's
    // own: its second player joins left and right, as our Black does.
    let game = whole(t1::read(&t1_file(24, 1, 'Y', &["E15", "swap", "F17", "H18", "P12", "resign"])));
    assert_eq!(pegs(&game), "O5 swap F17 H18 P12");
    for (hole, colour) in
        [("O5", Colour::Black), ("F17", Colour::White), ("H18", Colour::Black), ("P12", Colour::White)]
    {
        assert_eq!(peg(&game, hole), Some(colour), "{hole}");
    }
    assert_eq!(game.agreement(), Some(Agreement::Resigned(Colour::Black)));
}

#[test]
fn twixtbot_ui_hand_made_files_are_refused_at_their_header() {
    // Their header is comments but for the names; twixtbot-ui's README says T1j cannot
    // read them either.
    let (error, kept) = stopped(t1::read(&data("twixtbot-ui-sample.T1")));
    assert_eq!(error, T1Error::Header { line: 4, field: Field::Version, found: "Tom".into() });
    assert_eq!(kept, None);
    assert_eq!(error.to_string(), "line 4: the version of the file format should be 1, not 'Tom'");
}

#[test]
fn a_t1_file_cut_in_its_header_says_so() {
    let header: String = t1_file(24, 1, 'Y', &[]).lines().take(6).map(|line| format!("{line}\n")).collect();
    let (error, kept) = stopped(t1::read(&header));
    assert_eq!((error.clone(), kept), (T1Error::Missing(Field::Columns), None));
    assert_eq!(
        error.to_string(),
        "the file ends before the x-size of the board: a T1 file starts with eleven values (is it cut short?)"
    );
}

#[test]
fn a_t1_header_value_out_of_place_is_named_with_its_line() {
    let (error, _) = stopped(t1::read(&t1_file(24, 1, 'X', &[])));
    assert_eq!(error.to_string(), "line 12: whether the pie rule is on should be Y or N, not 'X'");
    let (error, _) = stopped(t1::read(&t1_file(24, 3, 'Y', &[])));
    assert_eq!(error.to_string(), "line 10: the starting player should be 1 or 2, not '3'");
}

#[test]
fn a_t1_board_must_be_square_and_of_a_size_played_here() {
    let oblong = t1_file(24, 1, 'Y', &[]).replace("24# x-size", "20# x-size");
    let (error, _) = stopped(t1::read(&oblong));
    assert_eq!(error, T1Error::NotSquare { line: 7, rows: 24, columns: 20 });
    assert_eq!(
        error.to_string(),
        "line 7: the board is 24 holes high and 20 wide; TwixT here is played on square boards"
    );
    let (error, _) = stopped(t1::read(&t1_file(36, 1, 'Y', &[])));
    assert_eq!(error.to_string(), "a TwixT board is 6 to 30 holes a side, not 36");
}

#[test]
fn a_bad_t1_hole_stops_the_file_keeping_the_turns_before_it() {
    let (error, kept) = stopped(t1::read(&t1_file(24, 1, 'Y', &["D5", "5Q", "F6"])));
    assert_eq!(kept.as_deref(), Some("E4"));
    assert_eq!(
        error.to_string(),
        "line 15: turn 2 (5Q): '5Q' is not a hole: write a column letter and a row number, like D5"
    );
    let (error, _) = stopped(t1::read(&t1_file(24, 1, 'Y', &["D5", "Z30"])));
    assert_eq!(error.to_string(), "line 15: turn 2 (Z30): Z30 is off the 24×24 board (columns A–X, rows 1–24)");
}

#[test]
fn an_illegal_t1_move_is_named_as_the_file_has_it_and_as_it_is_here() {
    let (error, kept) = stopped(t1::read(&t1_file(24, 1, 'Y', &["D5", "G8", "D5"])));
    assert_eq!(kept.as_deref(), Some("E4 H7"));
    assert_eq!(error.to_string(), "line 16: turn 3 (D5, E4 here): E4 already has a peg");
    // A5 is in player 2's border column: our E1, in White's border row.
    let (error, kept) = stopped(t1::read(&t1_file(24, 1, 'Y', &["A5"])));
    assert_eq!(kept.as_deref(), Some(""));
    assert_eq!(
        error.to_string(),
        "line 14: turn 1 (A5, E1 here): E1 is in white's border, where only white may place pegs"
    );
}

#[test]
fn a_swap_in_a_t1_file_without_the_pie_rule_is_refused() {
    let (error, kept) = stopped(t1::read(&t1_file(24, 1, 'N', &["D5", "swap"])));
    assert_eq!(kept.as_deref(), Some("E4"));
    assert_eq!(error.to_string(), "line 15: turn 2 (swap): swap is off in this game");
}

#[test]
fn a_game_is_written_as_t1j_saves_one_player_one_starting() {
    let game = record(12, RuleSet::Standard, SwapRule::Colours, &["D5", "K3", "F6 D5-F6"]);
    let version = env!("CARGO_PKG_VERSION");
    assert_eq!(
        t1::write(&game).unwrap(),
        format!(
            "# File created by fogliaccio {version}\n\
             # T1j's file format (T1j is a program to play TwixT by Johannes Schwagereit)\n\
             1 # version of file-format\nBlack# Name of Player 1\nWhite# Name of Player 2\n\
             12# y-size of board\n12# x-size of board\nH# player 1 human or computer\n\
             H# player 2 human or computer\n1# starting player (1 plays top-down)\n\
             V# Direction of letters\nY# pierule?\nN# game already over?\nE4\nC11\nF6\n"
        )
    );
}

#[test]
fn a_t1_file_has_no_swap_and_no_word_for_who_resigned() {
    let mut game = record(12, RuleSet::Standard, SwapRule::Colours, &["D5", "swap", "K3"]);
    game.agree(Agreement::Resigned(Colour::Black)).unwrap();
    let text = t1::write(&game).unwrap();
    assert!(text.ends_with("Y# pierule?\nY# game already over?\nE4\nC11\n"), "{text}");
    assert_eq!(whole(t1::read(&text)), record(12, RuleSet::Standard, SwapRule::Colours, &["D5", "K3"]));
}

#[test]
fn a_game_t1j_would_replay_otherwise_is_not_written() {
    let small = record(8, RuleSet::Standard, SwapRule::Colours, &["D5"]);
    assert_eq!(t1::write(&small), Err(T1WriteError::TooSmall(size(8))));
    assert_eq!(
        t1::write(&small).unwrap_err().to_string(),
        "T1j plays on boards of 12 to 36 holes a side, so a game on 8×8 cannot be saved as a T1 file"
    );

    let left_out = record(12, RuleSet::Standard, SwapRule::Colours, &["D5", "K3", "F6"]);
    assert_eq!(
        t1::write(&left_out).unwrap_err().to_string(),
        "turn 3 (F6) cannot be saved as a T1 file: T1j would also build D5-F6, since it builds every bridge a new peg can make"
    );

    let removal = record(12, RuleSet::Standard, SwapRule::Colours, &["D5", "K3", "-D5 F6"]);
    let error = t1::write(&removal).unwrap_err();
    assert!(matches!(error, T1WriteError::Turn { number: 3, reason: Unfaithful::Removal, .. }), "{error}");

    // Under pp Black's D5-F6 is built across Black's own E4-D6; T1j would not build it.
    let crossing = record(12, RuleSet::Pp, SwapRule::Colours, &["E4", "J10", "D6", "J8", "D5", "K3", "F6"]);
    let d5_f6 = Bridge::parse("D5-F6", size(12)).unwrap();
    assert_eq!(
        t1::write(&crossing),
        Err(T1WriteError::Turn { number: 7, text: "F6".into(), reason: Unfaithful::Extra(d5_f6) })
    );
    assert_eq!(
        t1::write(&crossing).unwrap_err().to_string(),
        "turn 7 (F6) cannot be saved as a T1 file: T1j would not build D5-F6: it builds only the new peg's bridges, and never across another bridge"
    );
}

// ---------------------------------------------------------------------------------------
// Little Golem's .tsgf records

#[test]
fn a_little_golem_record_is_read_in_the_long_diagonal() {
    // There b moves first and joins top and bottom; here that is Black, joining left and
    // right. b[dd] is D4 either way; r[th], column t and row h, is our H20.
    let game = whole(tsgf::read(&data("littlegolem-2206555.tsgf")));
    assert_eq!((game.rules(), game.swap_rule(), game.size()), (RuleSet::Pp, SwapRule::Colours, size(24)));
    assert_eq!(game.turns().len(), 17);
    assert!(pegs(&game).starts_with("D4 H20 "), "{}", pegs(&game));
    assert_eq!(peg(&game, "H20"), Some(Colour::White));
    // r resigned.
    assert_eq!(game.agreement(), Some(Agreement::Resigned(Colour::White)));
}

#[test]
fn every_little_golem_record_found_is_read() {
    let resigned = Some(Agreement::Resigned(Colour::White));
    for (name, length, agreement) in
        [("littlegolem-2209801.tsgf", 40, None), ("littlegolem-2220939.tsgf", 21, resigned)]
    {
        let game = whole(tsgf::read(&data(name)));
        assert_eq!((game.turns().len(), game.agreement()), (length, agreement), "{name}");
    }
}

#[test]
fn little_golem_names_with_an_unescaped_bracket_are_read_and_r_resigning_first_stays_r() {
    // The site writes `PB[Shumacher;]]`; r, the second player (our White), resigns before
    // any move, and is read back so after writing.
    let game = whole(tsgf::read(&data("handmade-unescaped-names.tsgf")));
    assert_eq!((game.turns().len(), game.agreement()), (0, Some(Agreement::Resigned(Colour::White))));
    let written = tsgf::write(&game).unwrap();
    assert!(written.contains(";r[resign]"), "{written}");
    assert_eq!(whole(tsgf::read(&written)), game);
}

#[test]
fn a_draw_offer_is_read_past() {
    // #2232217: r[qi|draw] offers a draw, and the game goes on.
    let game = whole(tsgf::read(&data("littlegolem-2232217.tsgf")));
    assert_eq!((game.turns().len(), game.agreement()), (38, None));
    assert_eq!(pegs(&game).split(' ').nth(27), Some("I17"));
}

#[test]
fn the_little_golem_swap_is_the_mirror_swap() {
    // twixtbot moves b's e3 to its mirror hole c5 as r's peg, and b moves again. Read as our
    // swap, the board after it is the site's own: r's c5 is our Black (both join left and
    // right), b's k10 our White.
    let game = whole(tsgf::read("(;FF[4]EV[twixt]SZ[24];b[ec];r[swap];b[kj])"));
    assert_eq!(pegs(&game), "C5 swap K10");
    assert_eq!(peg(&game, "C5"), Some(Colour::Black));
    assert_eq!(peg(&game, "K10"), Some(Colour::White));
}

#[test]
fn a_little_golem_move_out_of_turn_is_refused() {
    let (error, kept) = stopped(tsgf::read("(;SZ[24];b[dd];b[ee])"));
    assert_eq!(kept.as_deref(), Some("D4"));
    assert_eq!(error, TsgfError::OutOfTurn { number: 2, text: "ee".into(), marked: Side::B, to_move: Side::R });
    assert_eq!(error.to_string(), "turn 2 (ee): the record gives it to b, but r is to move");
}

#[test]
fn a_little_golem_peg_in_the_other_players_border_is_refused() {
    // Column a is r's border there: our row 1, White's.
    let (error, _) = stopped(tsgf::read("(;SZ[24];b[ad])"));
    assert_eq!(error.to_string(), "turn 1 (ad, D1 here): D1 is in white's border, where only white may place pegs");
}

#[test]
fn a_bad_little_golem_hole_is_named() {
    let (error, kept) = stopped(tsgf::read("(;SZ[24];b[dd];r[d4])"));
    assert_eq!(kept.as_deref(), Some("D4"));
    assert_eq!(
        error.to_string(),
        "turn 2 (d4): 'd4' is not a move: Little Golem writes a hole as two letters, its column and its row, or swap, resign or draw"
    );
    let (error, _) = stopped(tsgf::read("(;SZ[12];b[dd];r[zz])"));
    assert_eq!(error.to_string(), "turn 2 (zz): 'zz' is not a hole of the 12×12 board");
}

#[test]
fn a_cut_little_golem_record_keeps_its_whole_moves() {
    let text = data("littlegolem-2209801.tsgf");
    let cut = &text[..text.find(";b[rm]").unwrap() + 4];
    let (error, kept) = stopped(tsgf::read(cut));
    assert!(matches!(error, TsgfError::Sgf(ref e) if e.problem == SgfProblem::UnexpectedEnd), "{error:?}");
    assert_eq!(kept.as_deref(), Some("U3 O12 O7 J8"));
    assert!(error.to_string().ends_with("the record ends in the middle (is the file cut short?)"));
}

#[test]
fn a_little_golem_record_of_hex_is_not_one_of_twixt() {
    let (error, kept) = stopped(tsgf::read(&data("littlegolem-1139802.hsgf")));
    assert_eq!((error.clone(), kept.as_deref()), (TsgfError::NotTwixt("W".into()), Some("")));
    assert_eq!(
        error.to_string(),
        "the record's moves are W[..], as in another game: Little Golem writes TwixT moves as b[..] and r[..]"
    );
}

#[test]
fn a_little_golem_record_gives_its_board_size() {
    assert_eq!(stopped(tsgf::read("(;FF[4];b[dd])")).0, TsgfError::NoSize);
    assert_eq!(stopped(tsgf::read("(;SZ[big])")).0.to_string(), "SZ[big] is not a board size");
    assert_eq!(stopped(tsgf::read("(;SZ[40])")).0.to_string(), "a TwixT board is 6 to 30 holes a side, not 40");
}

#[test]
fn a_resignation_or_an_accepted_draw_ends_a_little_golem_record() {
    let game = whole(tsgf::read("(;SZ[24];b[dd];r[ee];b[resign])"));
    assert_eq!(game.agreement(), Some(Agreement::Resigned(Colour::Black)));
    let game = whole(tsgf::read("(;SZ[24];b[dd];r[ee|draw];b[draw])"));
    assert_eq!(game.agreement(), Some(Agreement::Draw));
    let (error, kept) = stopped(tsgf::read("(;SZ[24];b[dd];r[resign];b[ee])"));
    assert_eq!(kept.as_deref(), Some("D4"));
    assert_eq!(error.to_string(), "turn 2 (ee, E5 here): the game is over");
}

#[test]
fn a_winner_named_with_no_resignation_ends_a_little_golem_record_by_the_losers_resignation() {
    // RE[B] names PB, b, the first player: r resigns after the last move, counted as one.
    let game = whole(tsgf::read("(;FF[4]EV[twixt]SZ[24]RE[B];b[dd];r[th])"));
    assert_eq!((game.agreement(), game.plies()), (Some(Agreement::Resigned(Colour::White)), 3));
    // After the swap r, the second player, is our Black.
    let game = whole(tsgf::read("(;FF[4]EV[twixt]SZ[24]RE[W];b[ec];r[swap];b[kj])"));
    assert_eq!(game.agreement(), Some(Agreement::Resigned(Colour::White)));
    assert_eq!(game.outcome(), Some((Outcome::Winner(Colour::Black), Some(Mover::Second))));
}

#[test]
fn a_draw_stated_in_a_little_golem_record_ends_it_in_a_draw_agreed() {
    for result in ["0", "Draw"] {
        let game = whole(tsgf::read(&format!("(;FF[4]EV[twixt]SZ[24]RE[{result}];b[dd];r[th])")));
        assert_eq!((game.agreement(), game.plies()), (Some(Agreement::Draw), 3), "RE[{result}]");
    }
}

#[test]
fn a_little_golem_result_the_moves_contradict_is_a_fault_keeping_the_game() {
    // b joins the top and bottom of the 6×6 board with c1, d3, c5 and e6; RE says r won.
    let read = tsgf::read("(;FF[4]EV[twixt]SZ[6]RE[W];b[ca];r[ab];b[dc];r[ad];b[ce];r[fb];b[ef])").unwrap_err();
    let kept = read.kept.unwrap();
    assert_eq!((kept.plies(), kept.outcome()), (7, Some((Outcome::Winner(Colour::Black), Some(Mover::First)))));
    assert_eq!(
        read.error.to_string(),
        "the record's result RE[W] gives the game to white, but its moves give it to black"
    );
    // A resignation by the player RE names, and a draw agreed where RE names a winner.
    let read = tsgf::read("(;FF[4]EV[twixt]SZ[24]RE[W];b[dd];r[resign])").unwrap_err();
    assert_eq!(read.kept.unwrap().agreement(), Some(Agreement::Resigned(Colour::White)));
    assert_eq!(
        read.error.to_string(),
        "the record's result RE[W] gives the game to white, but its moves give it to black"
    );
    let read = tsgf::read("(;FF[4]EV[twixt]SZ[24]RE[B];b[dd];r[ee|draw];b[draw])").unwrap_err();
    assert_eq!(
        read.error.to_string(),
        "the record's result RE[B] gives the game to black, but its moves end it in a draw"
    );
    let read = tsgf::read("(;FF[4]EV[twixt]SZ[24]RE[0];b[dd];r[resign])").unwrap_err();
    assert_eq!(
        read.error.to_string(),
        "the record's result RE[0] calls the game a draw, but its moves give it to black"
    );
}

#[test]
fn an_unknown_or_void_little_golem_result_says_nothing() {
    for result in ["?", "Void", ""] {
        let game = whole(tsgf::read(&format!("(;FF[4]EV[twixt]SZ[24]RE[{result}];b[dd])")));
        assert_eq!((game.agreement(), game.plies()), (None, 1), "RE[{result}]");
    }
}

#[test]
fn a_pp_game_is_written_as_little_golem_exports_one() {
    let mut game = record(24, RuleSet::Pp, SwapRule::Colours, &["C5", "swap", "K10", "D4"]);
    game.agree(Agreement::Resigned(Colour::Black)).unwrap();
    let version = env!("CARGO_PKG_VERSION");
    assert_eq!(
        tsgf::write(&game).unwrap(),
        format!("(;FF[4]EV[twixt]SZ[24]AP[fogliaccio:{version}];b[ec];r[swap];b[kj];r[dd];r[resign])\n")
    );
}

#[test]
fn only_a_pp_game_within_the_letters_a_to_z_is_written_for_little_golem() {
    let standard = record(24, RuleSet::Standard, SwapRule::Colours, &["D5"]);
    assert_eq!(tsgf::write(&standard), Err(TsgfWriteError::NotPp(RuleSet::Standard)));
    assert_eq!(
        tsgf::write(&standard).unwrap_err().to_string(),
        "Little Golem plays TwixT under the pp rules only, and this game is under the standard rules"
    );
    let wide = record(30, RuleSet::Pp, SwapRule::Colours, &["D5", "AB5"]);
    let ab5 = Hole::parse("AB5", size(30)).unwrap();
    assert_eq!(tsgf::write(&wide), Err(TsgfWriteError::BeyondZ { number: 2, hole: ab5 }));
    assert_eq!(
        tsgf::write(&wide).unwrap_err().to_string(),
        "turn 2 (AB5): Little Golem names holes with the letters a to z, which do not reach this hole"
    );
}

// ---------------------------------------------------------------------------------------
// Pasting a game

#[test]
fn a_pasted_game_is_read_in_whichever_format_it_is() {
    let link_text = link::write(&record(12, RuleSet::Pp, SwapRule::Colours, &["D5"]));
    let cases = [
        (data("t1j-player-computer.T1"), Format::T1),
        (data("twixtbot-ui-drawngame.T1"), Format::T1),
        (data("littlegolem-2206555.tsgf"), Format::LittleGolem),
        (link_text.clone(), Format::Link),
        (format!("https://example.org/fogliaccio/?game=twixt#g={link_text}"), Format::Link),
    ];
    for (text, format) in cases {
        let (found, _) = import::read(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(found, format, "{text}");
    }
}

#[test]
fn pasted_text_in_no_format_is_refused_naming_the_formats() {
    let error = import::read("hello there").unwrap_err();
    assert_eq!(error.error, ImportError::Unknown);
    assert_eq!(
        error.error.to_string(),
        "this is not a game record that can be opened here: paste a fogliaccio link, a T1j .T1 file or a Little Golem .tsgf record"
    );
    // A link of another game is a link, and says which game it holds.
    let error = import::read("1.hex.11c.0").unwrap_err();
    assert_eq!(error.error.to_string(), "the game record holds a game of 'hex', not twixt");
}

#[test]
fn a_damaged_paste_keeps_what_was_valid() {
    let error = import::read("(;SZ[24];b[dd];r[dd])").unwrap_err();
    assert_eq!(error.kept.map(|record| pegs(&record)).as_deref(), Some("D4"));
    assert_eq!(error.error.to_string(), "turn 2 (dd, D4 here): D4 already has a peg");
}

// ---------------------------------------------------------------------------------------
// Round trips

/// A random game from `game`: turns from `next_turn` until there are `length` or the game
/// ends, then perhaps a resignation or an agreed draw (`ending` 0–2).
fn random_game<T>(mut game: Record, length: usize, seed: Vec<Index>, ending: u8, mut next_turn: T) -> Record
where
    T: FnMut(&Position, &mut dyn FnMut(usize) -> usize) -> Option<Turn>,
{
    let mut picks = seed.into_iter().cycle();
    let mut pick = |n: usize| picks.next().unwrap().index(n);
    while game.turns().len() < length && game.position().ending().is_none() {
        let Some(turn) = next_turn(game.position(), &mut pick) else { break };
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

/// A turn's peg, `None` for the swap.
fn peg_of(turn: &Turn) -> Option<Hole> {
    match turn {
        Turn::Place(placement) => Some(placement.peg),
        Turn::Swap => None,
    }
}

fn random_record(n: u32, rules: RuleSet, swap: SwapRule, length: usize, seed: Vec<Index>, ending: u8) -> Record {
    let game = Record::new(BoardSize::new(n).unwrap(), rules, swap);
    random_game(game, length, seed, ending, |position, mut pick| random_turn(position, &mut pick))
}

/// A turn as T1j plays one: a peg and every bridge it can then make; or the swap.
fn t1j_turn(position: &Position, pick: &mut dyn FnMut(usize) -> usize) -> Option<Turn> {
    if position.can_swap() && pick(4) == 0 {
        return Some(Turn::Swap);
    }
    let holes: Vec<Hole> = position.placeable_holes().collect();
    if holes.is_empty() {
        return None;
    }
    let peg = holes[pick(holes.len())];
    let mut placed = position.clone();
    placed.play(&Turn::peg(peg)).unwrap();
    Some(Turn::Place(Placement { removals: Vec::new(), peg, bridges: placed.possible_bridges(peg) }))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_record_survives_its_link(
        n in 6u32..31,
        rules in prop::sample::select(RuleSet::ALL.to_vec()),
        swap in prop::sample::select(SwapRule::ALL.to_vec()),
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
        let game = random_record(n, rules, SwapRule::Colours, length, seed, 9);
        let text = link::write(&game);
        let prefix = "1.twixt.".len();
        let at = prefix + cut.index(text.len() - prefix);
        let read = link::read(&text[..at]);
        prop_assert!(read.is_err(), "{} read whole", &text[..at]);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Every format that can hold a game gives back its pegs, its board and how it ended (a
    /// T1 file keeps neither the swap nor who resigned), whatever name the file has; games
    /// as T1j plays them too, so that T1 files are written.
    #[test]
    fn every_format_reads_back_as_the_same_game_whatever_the_files_name(
        n in 6u32..31,
        rules in prop::sample::select(RuleSet::ALL.to_vec()),
        swap in prop::sample::select(SwapRule::ALL.to_vec()),
        as_t1j in any::<bool>(),
        length in 0usize..40,
        seed in prop::collection::vec(any::<Index>(), 400),
        ending in 0u8..6,
    ) {
        let game = if as_t1j {
            random_game(Record::new(size(n), RuleSet::Standard, swap), length, seed, ending, t1j_turn)
        } else {
            random_record(n, rules, swap, length, seed, ending)
        };
        for format in Format::ALL {
            let Ok(text) = format.write(&game) else { continue };
            let t1 = format == Format::T1;
            let turns: Vec<Option<Hole>> =
                game.turns().iter().filter(|&turn| !t1 || *turn != Turn::Swap).map(peg_of).collect();
            let agreement = if t1 { None } else { game.agreement() };
            for name in [None, Some("a.sgf"), Some("a.hsgf"), Some("a.tsgf"), Some("a.T1"), Some("a.txt")] {
                let read = AnyFormat::import_named(&text, name).map_err(|e| e.error);
                let Ok((_, AnyGame::Twixt(read_as, back))) = read else {
                    return Err(TestCaseError::fail(format!("{name:?}: {read:?}\n{text}")));
                };
                prop_assert_eq!(read_as, format, "{:?}", name);
                prop_assert_eq!(back.size(), game.size());
                prop_assert_eq!(back.turns().iter().map(peg_of).collect::<Vec<_>>(), turns.clone(), "{:?}", name);
                prop_assert_eq!(back.agreement(), agreement, "{:?}", name);
                if !t1 {
                    prop_assert_eq!(back.position().board(), game.position().board(), "{:?}", name);
                }
            }
            prop_assert_eq!(import::read(&text).map(|(format, _)| format), Ok(format));
        }
    }

    #[test]
    fn every_game_t1j_could_play_survives_its_t1_file(
        n in 12u32..31,
        swap in prop::sample::select(SwapRule::ALL.to_vec()),
        length in 0usize..40,
        seed in prop::collection::vec(any::<Index>(), 400),
        ending in 0u8..6,
    ) {
        let game = random_game(Record::new(size(n), RuleSet::Standard, swap), length, seed, ending, t1j_turn);
        let read = whole(t1::read(&t1::write(&game).unwrap()));
        // A T1 file keeps neither the swap nor who resigned.
        let kept = game.turns().iter().filter(|&turn| *turn != Turn::Swap).cloned();
        prop_assert_eq!(read, Record::replay(size(n), RuleSet::Standard, swap, kept).unwrap());
    }

    #[test]
    fn a_t1_file_is_written_only_for_a_game_t1j_replays_exactly(
        n in 12u32..20,
        rules in prop::sample::select(RuleSet::ALL.to_vec()),
        length in 0usize..40,
        seed in prop::collection::vec(any::<Index>(), 400),
    ) {
        let game = random_record(n, rules, SwapRule::Colours, length, seed, 9);
        if let Ok(text) = t1::write(&game) {
            let read = whole(t1::read(&text));
            prop_assert_eq!(read.position().board(), game.position().board());
        }
    }

    #[test]
    fn every_pp_game_survives_its_little_golem_record(
        n in 6u32..31,
        swap in prop::sample::select(SwapRule::ALL.to_vec()),
        length in 0usize..60,
        seed in prop::collection::vec(any::<Index>(), 400),
        ending in 0u8..6,
    ) {
        let game = random_record(n, RuleSet::Pp, swap, length, seed, ending);
        match tsgf::write(&game) {
            Ok(text) => {
                let read = whole(tsgf::read(&text));
                // Every game on Little Golem may swap.
                prop_assert_eq!(read.swap_rule(), SwapRule::Colours);
                prop_assert_eq!((read.size(), read.rules()), (game.size(), game.rules()));
                prop_assert_eq!((read.turns(), read.agreement()), (game.turns(), game.agreement()));
            }
            Err(TsgfWriteError::BeyondZ { .. }) => prop_assert!(n > 26),
            Err(e) => prop_assert!(false, "{}", e),
        }
    }

    #[test]
    fn a_cut_little_golem_record_is_noticed_and_keeps_a_start_of_the_game(
        n in 6u32..27,
        length in 1usize..40,
        seed in prop::collection::vec(any::<Index>(), 400),
        cut in any::<Index>(),
    ) {
        let game = random_record(n, RuleSet::Pp, SwapRule::Colours, length, seed, 9);
        let text = tsgf::write(&game).unwrap();
        let text = text.trim_end();
        let read = tsgf::read(&text[..cut.index(text.len())]);
        prop_assert!(read.is_err());
        if let Some(kept) = read.err().and_then(|e| e.kept) {
            prop_assert!(game.turns().starts_with(kept.turns()));
        }
    }

    #[test]
    fn no_text_makes_a_reader_panic(text in "\\PC{0,60}", tail in "[a-zA-Z0-9#|()\\[\\];. \n-]{0,60}") {
        let text = format!("{text}{tail}");
        let _ = t1::read(&text);
        let _ = tsgf::read(&text);
        let _ = import::read(&text);
        let _ = t1::read(&(t1_file(12, 1, 'Y', &[]) + &tail));
        let _ = tsgf::read(&format!("(;SZ[12];b[{tail}])"));
    }
}
