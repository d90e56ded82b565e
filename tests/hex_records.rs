//! Hex game records (issue 7): our link record, HexGui's SGF, Little Golem's `.hsgf` and
//! HexWorld links. One test a decision of the formats, tests on real files from
//! `tests/data/records/` (their sources are in its README), bad input, and round trips.

use fogliaccio::games::Game;
use fogliaccio::games::hex::hexworld::{self, HexWorldError};
use fogliaccio::games::hex::import::{self, Format, ImportError};
use fogliaccio::games::hex::link::{self, LinkError};
use fogliaccio::games::hex::sgf::{self, SgfReadError};
use fogliaccio::games::hex::{
    BadMove, BadMoveReason, BoardSize, Cell, CellError, Move, PlayError, Record, SwapRule, hsgf,
};
use fogliaccio::games::import::{Format as AnyFormat, Game as AnyGame, RecordFormat as _};
use fogliaccio::games::record::{CountError, Counted, Envelope, EnvelopeError, Mover};
use fogliaccio::games::sgf::{Annotations, MoveAnnotation, ResultError, SgfProblem, Weighing};
use fogliaccio::games::study::{Arrow, Comment, Label, Markup, Notes, Question};
use fogliaccio::games::{Colour, SwapClosed};
use proptest::prelude::*;
use proptest::sample::Index;

mod record_harness;
use record_harness::{Named, data, stopped, whole};

// ---------------------------------------------------------------------------------------
// Helpers

fn size(n: u32) -> BoardSize {
    BoardSize::new(n).unwrap()
}

/// A record of `moves` (cells or `swap`, separated by spaces), every one legal.
fn record(n: u32, swap: SwapRule, moves: &str) -> Record {
    let moves = moves.split_whitespace().map(|text| Move::parse(text, size(n)).unwrap());
    Record::replay(size(n), swap, moves).unwrap_or_else(|e| panic!("{e}"))
}

fn notation(record: &Record) -> String {
    record.moves().iter().map(Move::to_string).collect::<Vec<_>>().join(" ")
}

fn stone(record: &Record, name: &str) -> Option<Colour> {
    let cell = Cell::parse(name, record.size()).unwrap();
    record.position().board().stone(cell)
}

impl Named for Record {
    fn named(&self) -> String {
        notation(self)
    }
}

fn bad_move(number: usize, text: &str, reason: BadMoveReason) -> BadMove {
    BadMove { number, text: text.to_owned(), reason }
}

// ---------------------------------------------------------------------------------------
// The link record (#g=)

#[test]
fn a_link_carries_version_game_size_swap_rule_moves_and_resignation() {
    let mut game = record(11, SwapRule::Colours, "f6 swap e7 d9");
    game.resign(Colour::White).unwrap();
    assert_eq!(link::write(&game), "1.hex.11c.5.ffxegdi.w");
    assert_eq!(whole(link::read("1.hex.11c.5.ffxegdi.w")), game);
}

#[test]
fn a_new_game_link_is_its_setting_and_no_moves() {
    let game = Record::new(size(7), SwapRule::None);
    assert_eq!(link::write(&game), "1.hex.7n.0");
    assert_eq!(whole(link::read("1.hex.7n.0")), game);
}

#[test]
fn each_swap_rule_has_its_letter() {
    for (letter, rule) in [("n", SwapRule::None), ("c", SwapRule::Colours), ("p", SwapRule::Pieces)] {
        let text = format!("1.hex.9{letter}.1.ee");
        assert_eq!(whole(link::read(&text)).swap_rule(), rule);
        assert_eq!(link::write(&record(9, rule, "e5")), text);
    }
}

#[test]
fn a_cell_is_two_letters_and_the_swap_is_x_which_is_never_a_column() {
    // Boards are at most 19 wide: columns and rows a–s.
    let game = whole(link::read("1.hex.19p.3.ssxaa"));
    assert_eq!(game.moves()[1], Move::Swap);
    assert_eq!(notation(&game), "s19 swap a1");
}

#[test]
fn a_whole_pasted_address_is_read_from_its_fragment() {
    let game = whole(link::read("https://example.org/fogliaccio/?game=hex#g=1.hex.5c.1.cc"));
    assert_eq!(notation(&game), "c3");
}

#[test]
fn the_envelope_is_the_same_for_every_game() {
    let envelope = Envelope::open("1.twixt.24o.D5").unwrap();
    assert_eq!(envelope, Envelope { game: "twixt", body: "24o.D5" });
    assert_eq!(Envelope::seal("doublets", "q"), "1.doublets.q");
}

#[test]
fn an_empty_link_record_is_refused() {
    let (error, kept) = stopped(link::read("  "));
    assert_eq!(error, LinkError::Envelope(EnvelopeError::Empty));
    assert_eq!(kept, None);
}

#[test]
fn a_link_of_an_unknown_version_is_refused_and_says_which() {
    let (error, kept) = stopped(link::read("2.hex.11c.1.ff"));
    assert_eq!(error, LinkError::Envelope(EnvelopeError::UnknownVersion(2)));
    assert_eq!(kept, None);
    assert_eq!(error.to_string(), "the game record is of version 2, which this page cannot read (it reads version 1)");
    let (error, _) = stopped(link::read("hex.11c.0"));
    assert_eq!(error, LinkError::Envelope(EnvelopeError::NoVersion("hex".into())));
}

#[test]
fn a_link_of_another_game_is_refused() {
    let (error, _) = stopped(link::read("1.twixt.24o.0"));
    assert_eq!(error.to_string(), "the game record holds a game of 'twixt', not hex");
}

#[test]
fn a_link_with_a_bad_setting_is_refused() {
    let (error, kept) = stopped(link::read("1.hex.11.0"));
    assert_eq!(error, LinkError::Head("11".into()));
    let (error, _) = stopped(link::read("1.hex.11c.many.ff"));
    assert_eq!(error, LinkError::Count(CountError::NotANumber { of: Counted::Moves, text: "many".into() }));
    assert_eq!(kept, None);
    let (error, _) = stopped(link::read("1.hex.25c.0"));
    assert_eq!(error.to_string(), "a Hex board is 2 to 19 cells a side, not 25");
}

#[test]
fn a_truncated_link_keeps_the_moves_before_the_cut() {
    // "…egdi" (e7 d9) cut to "…egd": the moves before the cut are kept, the cut one is named.
    let (error, kept) = stopped(link::read("1.hex.11c.5.ffxegd"));
    assert_eq!(kept.as_deref(), Some("f6 swap e7"));
    assert_eq!(error, LinkError::Move(bad_move(4, "d", BadMoveReason::Unreadable(CellError::Syntax("d".into())))));
    assert_eq!(error.to_string(), "move 4 (d): 'd' is not a cell: write a column letter and a row number, like c4");
}

#[test]
fn a_link_cut_between_moves_or_before_them_is_noticed() {
    let (error, kept) = stopped(link::read("1.hex.11c.5.ffxeg"));
    assert_eq!(kept.as_deref(), Some("f6 swap e7"));
    assert_eq!(error, LinkError::Count(CountError::Cut { of: Counted::Moves, counted: 5, found: 3 }));
    assert_eq!(error.to_string(), "the link was cut short: it counts 5 moves, but only 3 arrived");
    let (error, kept) = stopped(link::read("1.hex.11c"));
    assert_eq!(kept.as_deref(), Some(""));
    assert_eq!(error.to_string(), "the game record stops before the number of its moves: the link was cut short");
}

#[test]
fn an_illegal_move_in_the_middle_keeps_the_moves_before_it_and_names_it() {
    let (error, kept) = stopped(link::read("1.hex.5n.4.aabbaacc"));
    assert_eq!(kept.as_deref(), Some("a1 b2"));
    assert_eq!(error.to_string(), "move 3 (a1): a1 already has a stone");
}

#[test]
fn a_cell_off_the_board_is_named() {
    let (error, kept) = stopped(link::read("1.hex.5c.2.aaff"));
    assert_eq!(kept.as_deref(), Some("a1"));
    assert_eq!(error.to_string(), "move 2 (ff): f6 is off the 5×5 board (columns a–e, rows 1–5)");
}

#[test]
fn a_swap_where_the_rules_allow_none_is_refused() {
    let (error, _) = stopped(link::read("1.hex.5n.2.ccx"));
    assert_eq!(error, LinkError::Move(bad_move(2, "swap", BadMoveReason::Illegal(PlayError::Swap(SwapClosed::Off)))));
    let (error, kept) = stopped(link::read("1.hex.5c.3.ccbbx"));
    assert_eq!(kept.as_deref(), Some("c3 b2"));
    assert_eq!(
        error,
        LinkError::Move(bad_move(3, "swap", BadMoveReason::Illegal(PlayError::Swap(SwapClosed::NotNow))))
    );
}

#[test]
fn a_move_after_the_game_is_won_is_refused() {
    // On 2×2, a1 then a2 joins Black's edges; b2 comes after the end.
    let (error, kept) = stopped(link::read("1.hex.2n.4.aabaabbb"));
    assert_eq!(kept.as_deref(), Some("a1 b1 a2"));
    assert_eq!(error, LinkError::Move(bad_move(4, "b2", BadMoveReason::Illegal(PlayError::GameOver))));
}

#[test]
fn a_resignation_is_b_or_w_and_ends_the_record() {
    let (error, kept) = stopped(link::read("1.hex.5c.2.cc.q"));
    assert_eq!(kept.as_deref(), Some("c3"));
    assert_eq!(error, LinkError::Ending("q".into()));
    let (error, _) = stopped(link::read("1.hex.5c.2.cc.b.more"));
    assert_eq!(error, LinkError::Extra("more".into()));
}

// ---------------------------------------------------------------------------------------
// One game, two swaps

#[test]
fn the_mirror_swap_and_the_colour_exchange_are_the_same_game() {
    let colours = record(5, SwapRule::Colours, "b4 swap c2 d1");
    let pieces = colours.with_swap_rule(SwapRule::Pieces).unwrap();
    // After the swap every cell is mirrored: c2 → b3, d1 → a4; b4 itself is the swap's.
    assert_eq!(notation(&pieces), "b4 swap b3 a4");
    // The board is the mirror image with the colours exchanged.
    for cell in colours.position().board().cells() {
        let stone = colours.position().board().stone(cell);
        assert_eq!(pieces.position().board().stone(cell.mirrored()), stone.map(Colour::opponent));
    }
    assert_eq!(pieces.with_swap_rule(SwapRule::Colours).unwrap(), colours);
}

#[test]
fn a_resignation_changes_colour_with_the_swap() {
    let mut colours = record(5, SwapRule::Colours, "b4 swap c2");
    colours.resign(Colour::Black).unwrap();
    let pieces = colours.with_swap_rule(SwapRule::Pieces).unwrap();
    assert_eq!(pieces.resigned(), Some(Colour::White));
}

#[test]
fn a_game_with_a_swap_cannot_become_one_without() {
    let game = record(5, SwapRule::Colours, "b4 swap");
    assert!(game.with_swap_rule(SwapRule::None).is_err());
    let no_swap = record(5, SwapRule::Colours, "b4 c2");
    assert_eq!(notation(&no_swap.with_swap_rule(SwapRule::None).unwrap()), "b4 c2");
}

// ---------------------------------------------------------------------------------------
// HexGui SGF

#[test]
fn sgf_is_written_as_hexgui_saves_a_game() {
    let mut game = record(5, SwapRule::Colours, "c3 swap b2");
    game.resign(Colour::Black).unwrap();
    let version = env!("CARGO_PKG_VERSION");
    assert_eq!(
        sgf::write(&game),
        format!(
            "(;FF[4]GM[11]SZ[5]AP[fogliaccio:{version}]RE[B+R]RU[swap]\n;B[c3]\n;W[swap-pieces]\n;W[b2]\n;B[resign])\n"
        )
    );
}

#[test]
fn hexgui_swap_pieces_is_the_colour_exchange_and_the_swapper_moves_again() {
    let game = whole(sgf::read("(;FF[4]GM[11]SZ[5];B[c3];W[swap-pieces];W[b2])"));
    assert_eq!(game.swap_rule(), SwapRule::Colours);
    assert_eq!(notation(&game), "c3 swap b2");
    assert_eq!(stone(&game, "c3"), Some(Colour::Black));
    assert_eq!(stone(&game, "b2"), Some(Colour::White));
}

#[test]
fn a_mirror_game_is_written_for_hexgui_as_the_colour_exchange() {
    let pieces = record(5, SwapRule::Pieces, "b4 swap b3");
    let read = whole(sgf::read(&sgf::write(&pieces)));
    assert_eq!(read.swap_rule(), SwapRule::Colours);
    assert_eq!(notation(&read), "b4 swap c2");
    assert_eq!(read.with_swap_rule(SwapRule::Pieces).unwrap(), pieces);
}

#[test]
fn playhex_swap_pieces_followed_by_black_is_the_mirror_swap() {
    let game = whole(sgf::read(&data("playhex-mirror-swap.sgf")));
    assert_eq!(game.swap_rule(), SwapRule::Pieces);
    assert_eq!(notation(&game), "a2 swap k5 f6 e3");
    assert_eq!(stone(&game, "a2"), None);
    assert_eq!(stone(&game, "b1"), Some(Colour::White));
    assert_eq!(stone(&game, "k5"), Some(Colour::Black));
}

#[test]
fn swap_sides_and_swap_are_read_as_the_swap() {
    for word in ["swap-sides", "swap", "SWAP-PIECES"] {
        let game = whole(sgf::read(&format!("(;FF[4]GM[11]SZ[5];B[c3];W[{word}])")));
        assert_eq!(game.moves(), [Move::Place(Cell::parse("c3", size(5)).unwrap()), Move::Swap]);
    }
}

#[test]
fn a_hexgui_file_with_variations_gives_its_main_line() {
    let game = whole(sgf::read(&data("hexgui-mohex-six-2008.sgf")));
    assert_eq!(game.size(), size(11));
    assert_eq!(game.moves().len(), 41);
    assert!(notation(&game).ends_with("b7 d5 d3 e3"));
}

#[test]
fn a_resignation_ends_the_game() {
    let game = whole(sgf::read("(;FF[4]GM[11]SZ[5];B[c3];W[b2];W[resign])"));
    assert_eq!(game.resigned(), Some(Colour::White));
    let (error, kept) = stopped(sgf::read("(;FF[4]GM[11]SZ[5];B[c3];W[resign];B[b2])"));
    assert_eq!(kept.as_deref(), Some("c3"));
    assert_eq!(error.to_string(), "move 2 (b2): the game is over");
}

#[test]
fn the_losers_resignation_after_the_winning_move_is_read_as_the_win() {
    // MoHex (Black) against Six, written by twogtp: B[d11] joins Black's edges, then
    // W[resign]. RE[B+] agrees.
    let game = whole(sgf::read(&data("twogtp-mohex-six-2009.sgf")));
    assert_eq!(game.moves().len(), 33);
    assert_eq!(game.resigned(), None);
    assert_eq!(game.position().ending().unwrap().winner(), Colour::Black);
    let (error, _) = stopped(sgf::read("(;FF[4]GM[11]SZ[2];B[a1];W[b1];B[a2];B[resign])"));
    assert_eq!(error.to_string(), "move 4 (resign): the game is over");
}

#[test]
fn a_winner_named_with_no_resignation_ends_the_game_by_the_losers_resignation() {
    // RE[W+Resign] and no resign move: Black resigns after the last move, counted as one.
    let game = whole(sgf::read("(;FF[4]GM[11]SZ[5]RE[W+Resign];B[a1];W[b2];B[c3])"));
    assert_eq!((notation(&game), game.resigned(), game.plies()), ("a1 b2 c3".to_owned(), Some(Colour::Black), 4));
    assert_eq!(game.winner(), Some((Colour::White, Mover::Second)));
    // PlayHex's game says RE[B+Resign] and ends at Black's e3, White to move.
    let game = whole(sgf::read(&data("playhex-mirror-swap.sgf")));
    assert_eq!((game.resigned(), game.plies()), (Some(Colour::White), 6));
    // Little Golem's RE[W], PW won, in a game of no move at all: the first player resigns.
    let game = whole(hsgf::read("(;FF[4]EV[hex]SZ[13]RE[W])"));
    assert_eq!(
        (game.resigned(), game.plies(), game.winner()),
        (Some(Colour::Black), 1, Some((Colour::White, Mover::Second)))
    );
}

#[test]
fn a_winner_named_after_the_colour_exchange_is_the_player_who_moved_first_or_second() {
    // RE[B+]: the first player won, who holds White after the exchange; Black resigns.
    let game = whole(sgf::read("(;GM[11]SZ[5]RE[B+];B[c3];W[swap-pieces];W[b2])"));
    assert_eq!((game.resigned(), game.winner()), (Some(Colour::Black), Some((Colour::White, Mover::First))));
}

#[test]
fn a_result_the_board_contradicts_is_a_fault_keeping_the_game() {
    // Black joins top and bottom with a1 and a2; RE says White won.
    let read = sgf::read("(;FF[4]GM[11]SZ[2]RE[W+];B[a1];W[b1];B[a2])").unwrap_err();
    let kept = read.kept.unwrap();
    assert_eq!((notation(&kept), kept.winner()), ("a1 b1 a2".to_owned(), Some((Colour::Black, Mover::First))));
    assert_eq!(
        read.error.to_string(),
        "the record's result RE[W+] gives the game to white, but its moves give it to black"
    );
}

#[test]
fn a_resignation_by_the_winner_the_result_names_is_a_fault() {
    let read = sgf::read("(;FF[4]GM[11]SZ[5]RE[B+R];B[c3];W[d4];B[resign])").unwrap_err();
    let kept = read.kept.unwrap();
    assert_eq!((notation(&kept), kept.resigned()), ("c3 d4".to_owned(), Some(Colour::Black)));
    assert_eq!(
        read.error.to_string(),
        "the record's result RE[B+R] gives the game to black, but its moves give it to white"
    );
    // Little Golem's too: W[resign] is the first player's, RE[B] names them the winner.
    let read = hsgf::read("(;FF[4]EV[hex]SZ[5]RE[B];W[cc];W[resign])").unwrap_err();
    assert!(matches!(read.error, SgfReadError::Result(ResultError::Contradicted { .. })), "{:?}", read.error);
}

#[test]
fn a_draw_stated_for_hex_is_a_fault() {
    for result in ["0", "Draw"] {
        let (error, kept) = stopped(sgf::read(&format!("(;FF[4]GM[11]SZ[5]RE[{result}];B[c3])")));
        assert_eq!(kept.as_deref(), Some("c3"));
        assert_eq!(
            error.to_string(),
            format!("the record's result RE[{result}] calls the game a draw, which a game of Hex never is")
        );
    }
}

#[test]
fn an_unknown_or_void_result_says_nothing() {
    for result in ["?", "Void", "", "Black won"] {
        let game = whole(sgf::read(&format!("(;FF[4]GM[11]SZ[5]RE[{result}];B[c3])")));
        assert_eq!((game.position().ending(), game.plies()), (None, 1), "RE[{result}]");
    }
}

#[test]
fn a_file_of_another_game_is_refused() {
    let (error, kept) = stopped(sgf::read("(;FF[4]GM[1]SZ[19];B[pd])"));
    assert_eq!(error.to_string(), "the file holds game number GM[1], not Hex (GM[11])");
    assert_eq!(kept, None);
}

#[test]
fn a_file_must_give_a_square_board_size() {
    assert_eq!(stopped(sgf::read("(;FF[4]GM[11];B[a1])")).0, SgfReadError::NoSize);
    assert_eq!(stopped(sgf::read("(;GM[11]SZ[11:13])")).0, SgfReadError::NotSquare("11:13".into()));
    assert_eq!(whole(sgf::read("(;GM[11]SZ[11:11];B[k11])")).size(), size(11));
}

#[test]
fn a_move_given_to_the_wrong_colour_is_refused() {
    let (error, kept) = stopped(sgf::read("(;FF[4]GM[11]SZ[5];B[a1];B[b2])"));
    assert_eq!(kept.as_deref(), Some("a1"));
    assert_eq!(error.to_string(), "move 2 (b2): the record gives it to black, but white is to move");
}

#[test]
fn a_pass_is_refused_and_named() {
    let (error, kept) = stopped(sgf::read("(;FF[4]GM[11]SZ[5];B[a1];W[pass];B[b2])"));
    assert_eq!(kept.as_deref(), Some("a1"));
    assert_eq!(error.to_string(), "move 2 (pass): a pass is not a move of Hex as played here");
}

#[test]
fn a_truncated_file_keeps_its_whole_moves() {
    let text = data("twogtp-mohex-six-2009.sgf");
    let cut = &text[..text.find(";B[b10]").unwrap() + 5];
    let (error, kept) = stopped(sgf::read(cut));
    assert!(matches!(error, SgfReadError::Sgf(ref e) if e.problem == SgfProblem::UnexpectedEnd), "{error:?}");
    assert_eq!(kept.as_deref(), Some("a9 f5 g5 g4 h4 i2 j2 i3 j3 i4 j4 i6"));
    assert!(error.to_string().ends_with("the record ends in the middle (is the file cut short?)"));
}

#[test]
fn variations_nested_beyond_reason_are_refused_not_overflowing() {
    let text = format!("(;GM[11]SZ[5];B[c3]{}", "(;C[deeper]".repeat(100_000));
    let (error, kept) = stopped(sgf::read(&text));
    assert!(matches!(error, SgfReadError::Sgf(ref e) if e.problem == SgfProblem::TooDeep), "{error:?}");
    assert_eq!(kept.as_deref(), Some("c3"));
}

#[test]
fn a_text_longer_than_any_record_is_refused_unread() {
    let text = format!("(;GM[11]SZ[5];B[c3]{})", " ".repeat(fogliaccio::games::sgf::LARGEST));
    let (error, kept) = stopped(sgf::read(&text));
    assert!(matches!(error, SgfReadError::Sgf(ref e) if e.problem == SgfProblem::TooLong), "{error:?}");
    assert_eq!(kept, None);
    assert_eq!(
        error.to_string(),
        "the record is longer than 16777216 bytes, more than any game record, and is not read"
    );
}

#[test]
fn text_that_is_not_sgf_is_refused() {
    let (error, kept) = stopped(sgf::read("hello"));
    assert_eq!(error.to_string(), "this is not an SGF game record: it has no '('");
    assert_eq!(kept, None);
}

#[test]
fn sgf_property_names_in_lower_case_keep_their_capitals() {
    // FF[3] files may write `GaMe` for `GM` and `SiZe` for `SZ`.
    let game = whole(sgf::read("(;GaMe[11]SiZe[5];B[c3])"));
    assert_eq!(notation(&game), "c3");
}

#[test]
fn sgf_values_may_hold_escaped_brackets_and_soft_line_breaks() {
    let text = "(;GM[11]SZ[5]C[a \\\\ and a \\]\\\nbreak];B[c3]C[x])";
    let tree = fogliaccio::games::sgf::game_tree(text).unwrap();
    assert_eq!(tree.main_line().next().unwrap().get("C").as_deref(), Some("a \\ and a ]break"));
    assert_eq!(notation(&whole(sgf::read(text))), "c3");
}

// ---------------------------------------------------------------------------------------
// Little Golem .hsgf

#[test]
fn little_golem_cells_are_column_then_row_and_w_is_the_first_player() {
    // Game #1612755: W[am], the first player's (our Black), is a13; B[ii], White's, is i9.
    // It ends B[resign], the second player resigning (RE[B]: the first player, PB, won).
    let game = whole(hsgf::read(&data("littlegolem-1612755.hsgf")));
    assert_eq!(game.size(), size(13));
    assert_eq!(stone(&game, "a13"), Some(Colour::Black));
    assert_eq!(stone(&game, "i9"), Some(Colour::White));
    assert_eq!(game.moves().len(), 27);
    assert_eq!(game.resigned(), Some(Colour::White));
}

#[test]
fn a_little_golem_game_won_on_the_board_joins_the_first_player_top_to_bottom() {
    // Column b, rows 1 to 4: the first player's (W) fourth stone joins top and bottom, as
    // our Black's edges; RE[B] names the site's PB, the first player.
    let game = whole(hsgf::read(&data("handmade-connection-at-last-move.hsgf")));
    let ending = game.position().ending().expect("the last move wins");
    assert_eq!(ending.winner(), Colour::Black);
    assert!(ending.chain().contains(&Cell::parse("b4", size(4)).unwrap()));
    assert_eq!(game.moves().len(), 7);
    assert_eq!(game.resigned(), None);
}

#[test]
fn little_golem_swap_is_the_mirror_swap() {
    // Game #1139802: W[mf] is m6; B[swap] moves the stone to f13 and turns it white, and the
    // first player (Black) moves next, W[kj] = k10.
    let game = whole(hsgf::read(&data("littlegolem-1139802.hsgf")));
    assert_eq!(game.swap_rule(), SwapRule::Pieces);
    assert!(notation(&game).starts_with("m6 swap k10"));
    assert_eq!(stone(&game, "m6"), None);
    assert_eq!(stone(&game, "f13"), Some(Colour::White));
    assert_eq!(stone(&game, "k10"), Some(Colour::Black));
    // W[resign]: the first player resigned; RE[W] says the second player (PW) won.
    assert_eq!(game.resigned(), Some(Colour::Black));
}

#[test]
fn hsgf_is_written_as_little_golem_exports_a_game() {
    let game = record(13, SwapRule::Pieces, "m6 swap k10");
    let version = env!("CARGO_PKG_VERSION");
    assert_eq!(
        hsgf::write(&game),
        format!("(;FF[4]EV[hex]SZ[13]AP[fogliaccio:{version}]RU[swap]\n;W[mf]\n;B[swap]\n;W[kj])\n")
    );
}

#[test]
fn little_golem_names_with_an_unescaped_bracket_are_read() {
    // The site writes `PB[Shumacher;]]`: the `]` that no property can follow is the name's.
    let game = whole(hsgf::read(&data("handmade-unescaped-names.hsgf")));
    assert_eq!(game.size(), size(5));
    assert_eq!(notation(&game), "c3");
    assert_eq!(game.resigned(), Some(Colour::White));
}

#[test]
fn an_sgf_cut_before_its_size_is_refused_for_the_cut() {
    let (error, kept) = stopped(hsgf::read("(;FF[4]PB[a]]]x"));
    assert_eq!(kept, None);
    assert!(matches!(error, SgfReadError::Sgf(_)), "{error:?}");
}

#[test]
fn white_resigning_before_any_move_is_read_back_as_white() {
    let file = data("handmade-white-resigns-first.hsgf");
    assert_eq!(whole(hsgf::read(&file)).resigned(), Some(Colour::White));
    for swap in [SwapRule::Pieces, SwapRule::Colours, SwapRule::None] {
        let mut game = Record::new(size(5), swap);
        game.resign(Colour::White).unwrap();
        assert!(hsgf::write(&game).contains(";B[resign]"));
        assert_eq!(whole(hsgf::read(&hsgf::write(&game))).resigned(), Some(Colour::White));
        assert_eq!(whole(sgf::read(&sgf::write(&game))).resigned(), Some(Colour::White));
    }
}

#[test]
fn little_golem_letters_must_alternate() {
    let (error, kept) = stopped(hsgf::read("(;FF[4]SZ[13];W[am];W[ii])"));
    assert_eq!(kept.as_deref(), Some("a13"));
    assert!(matches!(error, SgfReadError::Move(BadMove { number: 2, reason: BadMoveReason::WrongColour { .. }, .. })));
}

#[test]
fn a_little_golem_cell_off_the_board_is_named() {
    let (error, _) = stopped(hsgf::read("(;FF[4]SZ[13];W[zz])"));
    assert_eq!(error.to_string(), "move 1 (zz): zz is off the 13×13 board (columns a–m, rows 1–13)");
}

// ---------------------------------------------------------------------------------------
// HexWorld links

#[test]
fn real_hexworld_links_are_read() {
    let links = data("hexworld-links.txt");
    let games: Vec<Record> = links.lines().map(|line| whole(hexworld::read(line))).collect();
    assert_eq!(games[0].size(), size(11));
    assert_eq!(games[0].swap_rule(), SwapRule::Pieces);
    assert_eq!(notation(&games[0]), "b4 swap h4 g8 i8 h3 g4 g3 i3 j1 j3 k1 i2 i1");
    assert_eq!(games[1].size(), size(15));
    assert_eq!(games[1].moves().len(), 20);
    assert_eq!(notation(&games[2]), "e5 g6 c6 i9 b3");
    assert_eq!(notation(&games[3]), "c2 swap e4");
    // The mirror swap: c2 became White's b3.
    assert_eq!(stone(&games[3], "b3"), Some(Colour::White));
}

#[test]
fn a_hexworld_link_is_written_under_the_mirror_swap() {
    let colours = record(11, SwapRule::Colours, "f6 swap e7");
    assert_eq!(hexworld::write(&colours).unwrap(), "https://hexworld.org/board/#11c1,f6:sg5");
    let mut plain = record(9, SwapRule::None, "e5 g6");
    plain.resign(Colour::White).unwrap();
    assert_eq!(hexworld::write(&plain).unwrap(), "https://hexworld.org/board/#9c1,e5g6:rw");
}

#[test]
fn a_pasted_fragment_without_the_address_is_read() {
    assert_eq!(notation(&whole(hexworld::read("11r9c1,b4:sh4"))), "b4 swap h4");
    assert_eq!(whole(hexworld::read("#7c1")).moves(), []);
}

#[test]
fn a_hexworld_resignation_ends_the_game() {
    let game = whole(hexworld::read("https://hexworld.org/board/#5c1,c2:se4:rb"));
    assert_eq!(game.resigned(), Some(Colour::Black));
    let (error, kept) = stopped(hexworld::read("#5c1,c2:rwd4"));
    assert_eq!(kept.as_deref(), Some("c2"));
    assert_eq!(error, HexWorldError::AfterResignation("d4".into()));
}

#[test]
fn a_hexworld_pass_or_loss_on_time_is_refused_keeping_the_moves_before_it() {
    let (error, kept) = stopped(hexworld::read("#9c1,e5:pg6"));
    assert_eq!(kept.as_deref(), Some("e5"));
    assert_eq!(error.to_string(), "move 2 (:p): a pass is not a move of Hex as played here");
    let (error, _) = stopped(hexworld::read("#9c1,e5g6:fb"));
    assert_eq!(error.to_string(), "move 3 (:fb): a loss on time or by forfeit is not a move of Hex as played here");
}

#[test]
fn a_hexworld_board_must_be_square_and_at_most_19() {
    // From a HexWorld link builder's catalogue of 21×21 patterns.
    let (error, kept) = stopped(hexworld::read("https://hexworld.org/board/#21c1,k11"));
    assert_eq!(error.to_string(), "a Hex board is 2 to 19 cells a side, not 21");
    assert_eq!(kept, None);
    let (error, _) = stopped(hexworld::read("#11x13c1,a1"));
    assert_eq!(error, HexWorldError::NotSquare("11x13c1".into()));
    let (error, _) = stopped(hexworld::read("https://example.org/#board"));
    assert_eq!(error, HexWorldError::Head("board".into()));
}

// ---------------------------------------------------------------------------------------
// Pasting a game

#[test]
fn a_pasted_game_is_read_in_whichever_format_it_is() {
    let cases = [
        (data("hexgui-mohex-six-2008.sgf"), Format::Sgf),
        (data("playhex-mirror-swap.sgf"), Format::Sgf),
        (data("littlegolem-1612755.hsgf"), Format::LittleGolem),
        ("(;FF[4]SZ[13];W[am];B[ii])".to_owned(), Format::LittleGolem),
        ("https://hexworld.org/board/#11r9c1,b4:sh4g8".to_owned(), Format::HexWorld),
        ("11r9c1,b4:sh4g8".to_owned(), Format::HexWorld),
        ("https://example.org/fogliaccio/#g=1.hex.5c.1.cc".to_owned(), Format::Link),
        ("1.hex.5c.1.cc".to_owned(), Format::Link),
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
    assert!(error.error.to_string().contains("a Little Golem .hsgf record or a HexWorld link"));
}

#[test]
fn a_damaged_paste_keeps_what_was_valid() {
    let error = import::read("https://hexworld.org/board/#5c1,c2c2").unwrap_err();
    assert_eq!(error.kept.map(|r| notation(&r)).as_deref(), Some("c2"));
    assert_eq!(error.error.to_string(), "move 2 (c2): c2 already has a stone");
}

// ---------------------------------------------------------------------------------------
// Round trips

/// A random legal game: a size, a swap rule, some moves, and perhaps a resignation, by
/// either colour (before any move too).
fn random_record() -> impl Strategy<Value = Record> {
    (
        2u32..=19,
        prop::sample::select(SwapRule::ALL.to_vec()),
        prop::collection::vec(any::<Index>(), 0..80),
        prop::option::of(prop::sample::select(vec![Colour::Black, Colour::White])),
    )
        .prop_map(|(n, rule, picks, loser)| {
            let mut record = Record::new(size(n), rule);
            let mut legal = Vec::new();
            for pick in picks {
                legal.clear();
                record.position().legal_moves(&mut legal);
                if legal.is_empty() {
                    break;
                }
                record.play(*pick.get(&legal)).unwrap();
            }
            if let Some(loser) = loser.filter(|_| record.position().ending().is_none()) {
                record.resign(loser).unwrap();
            }
            record
        })
}

/// Names, a date, a comment on every other move, and a review: each position weighed (a
/// proved win here and there), the move it prefers, and every third move marked.
fn annotations_of(game: &Record) -> Annotations<Move, Cell> {
    let moves = game.plies();
    let mut position = fogliaccio::games::hex::Position::new(game.size(), game.swap_rule());
    let mut review = Vec::new();
    for k in 0..=game.moves().len() {
        let chance = match k % 5 {
            0 => 1.0,
            1 => 0.0,
            _ => (k * 37 % 101) as f32 / 101.0 + 0.001_3,
        };
        let mut legal = Vec::new();
        position.legal_moves(&mut legal);
        // A finished position has no move to prefer.
        let best = legal.get(k % legal.len().max(1)).copied().filter(|_| position.ending().is_none());
        review.push(Weighing { chance, best, proved: k % 5 < 2 && k % 3 == 0 });
        if let Some(&mv) = game.moves().get(k) {
            position.play(mv).unwrap();
        }
    }
    Annotations {
        names: [Some("Ada ]\\ Lovelace".to_owned()), Some("Bo".to_owned())],
        date: Some("2026-11-26".to_owned()),
        start_comment: "Black to play: </textarea><script>alert(1)</script> ] \\".to_owned(),
        marks: (0..=moves).map(|k| marks_of(game.size(), k)).collect(),
        questions: asked(moves, game.size()),
        variations: tried(game),
        beside: noted(game),
        unread: Vec::new(),
        comments: (0..moves)
            .map(|k| if k % 2 == 0 { format!("move {} ] noted\n\nin two paragraphs", k + 1) } else { String::new() })
            .collect(),
        judgements: (0..moves)
            .map(|k| match k % 3 {
                0 => Some(MoveAnnotation::Bad { very: k % 2 == 0 }),
                1 => Some(MoveAnnotation::Doubtful),
                _ => None,
            })
            .collect(),
        review,
    }
}

/// Some of every kind of mark on position `k`, different from one position to the next.
fn marks_of(size: BoardSize, k: usize) -> Vec<Markup<Cell>> {
    let n = size.get() as usize;
    let cell = |i: usize| Cell::new((i % n) as u8, (i / n % n) as u8, size).unwrap();
    let mut notes = Notes::default();
    let label = ["A", "12", "あ", "]:\\"][k % 4];
    notes.add(Markup::Label(cell(k), Label::new(label).unwrap())).unwrap();
    notes.add(Markup::Triangle(cell(k + 1))).unwrap();
    notes.add(Markup::Circle(cell(k + 2))).unwrap();
    notes.add(Markup::Square(cell(k + 3))).unwrap();
    notes.add(Markup::Cross(cell(k * 7 + 4))).unwrap();
    if let Ok(arrow) = Arrow::new(cell(k * 5), cell(k * 3 + 6)) {
        notes.add(Markup::Arrow(arrow)).unwrap();
    }
    // As a file groups them: by kind, in the order SGF's properties are written.
    let mut marks = notes.marks().to_vec();
    marks.sort_by_key(Markup::kind);
    marks
}

/// Lines tried beside `game`: from its start, and from half-way, each with another legal
/// move than the game's there, and one more where there is one.
fn tried(game: &Record) -> Vec<Vec<Move>> {
    let mut lines = Vec::new();
    for from in [0, game.moves().len() / 2] {
        let mut position = fogliaccio::games::hex::Position::new(game.size(), game.swap_rule());
        for &mv in &game.moves()[..from] {
            position.play(mv).unwrap();
        }
        let mut legal = Vec::new();
        position.legal_moves(&mut legal);
        if let Some(&other) = legal.iter().find(|&&mv| game.moves().get(from) != Some(&mv)) {
            let mut line = game.moves()[..from].to_vec();
            line.push(other);
            position.play(other).unwrap();
            legal.clear();
            position.legal_moves(&mut legal);
            line.extend(legal.last());
            if lines.last() != Some(&line) {
                lines.push(line);
            }
        }
    }
    lines
}

/// The study's notes on the tried lines' own positions: on each line's last, a comment, marks
/// and a question; on the one before, where it is off the game's line too, a question, which
/// the rest of the line follows in the file.
fn noted(game: &Record) -> Vec<(Vec<Move>, Notes<Cell>)> {
    let mut beside = Vec::new();
    for line in tried(game) {
        for end in (1..=line.len()).rev().take(2) {
            let path = &line[..end];
            if game.moves().starts_with(path) || beside.iter().any(|(on, _): &(Vec<Move>, _)| on == path) {
                continue;
            }
            let last = end == line.len();
            let comment = last.then(|| Comment::new("a line ] tried\n\nbeside, あ").unwrap()).flatten();
            let question = question_of(game.size(), 2);
            let mut notes = Notes::new(comment, question);
            if last {
                for mark in marks_of(game.size(), end) {
                    notes.add(mark).unwrap();
                }
            }
            beside.push((path.to_vec(), notes));
        }
    }
    // As a file gives them back: along each line, from its start.
    beside.sort_by_key(|(path, _)| path.len());
    beside
}

/// The questions of a game of `moves` moves, as far as the last asked.
fn asked(moves: usize, size: BoardSize) -> Vec<Option<Question<Cell>>> {
    let mut questions: Vec<_> = (0..=moves).map(|k| question_of(size, k)).collect();
    while questions.last().is_some_and(Option::is_none) {
        questions.pop();
    }
    questions
}

/// A question on every third position: answers listed or not, some wrong with why.
fn question_of(size: BoardSize, k: usize) -> Option<Question<Cell>> {
    let n = size.get() as usize;
    let cell = |i: usize| Cell::new((i % n) as u8, (i / n % n) as u8, size).unwrap();
    let mut question = Question::default();
    match k % 3 {
        0 => return None,
        1 => {}
        _ => {
            question.toggle_right(cell(k + 2));
            question.toggle_wrong(cell(k + 5), Comment::new("White cuts ] \\ there").unwrap());
            question.toggle_wrong(cell(k + 9), None);
        }
    }
    Some(question)
}

/// The review's words on each move, as the page writes them after what people wrote.
fn remarks(k: usize, preferred: Option<&str>) -> Option<String> {
    Some(format!("move {} reviewed, {} preferred", k + 1, preferred.unwrap_or("nothing")))
}

/// `annotations` of `game` as a file of `game` under `rule` gives them back: the moves the
/// review prefers in that game's frame.
fn in_frame(annotations: &Annotations<Move, Cell>, game: &Record, rule: SwapRule) -> Annotations<Move, Cell> {
    let frame = game.frame(rule);
    let review = annotations.review.iter().enumerate().map(|(k, w)| w.clone().map(|mv| frame.mv(k, mv))).collect();
    let questions = annotations
        .questions
        .iter()
        .enumerate()
        .map(|(k, question)| {
            question.as_ref().map(|question| {
                let mut moved = Question::default();
                question.right().iter().for_each(|&at| moved.toggle_right(frame.cell(k, at)));
                question.wrong().iter().for_each(|(at, why)| moved.toggle_wrong(frame.cell(k, *at), why.clone()));
                moved
            })
        })
        .collect();
    let marks = annotations
        .marks
        .iter()
        .enumerate()
        .map(|(k, marks)| marks.iter().map(|mark| mark.clone().map(|at| frame.cell(k, at))).collect())
        .collect();
    // Lines are written only where the file's cells are the game's.
    let written = frame == fogliaccio::games::hex::Frame::SAME && game.plies() > 0;
    let variations = if written { annotations.variations.clone() } else { Vec::new() };
    let beside = if written { annotations.beside.clone() } else { Vec::new() };
    Annotations { review, marks, questions, variations, beside, ..annotations.clone() }
}

#[test]
fn a_file_written_with_names_a_date_a_result_and_comments_gives_them_back() {
    let mut game = record(5, SwapRule::Colours, "c3 swap b2");
    game.resign(Colour::Black).unwrap();
    let annotations = annotations_of(&game);
    let text = sgf::write_annotated(&game, &annotations, &remarks);
    // After the colour exchange the second player, Bo, holds Black and resigns: the first
    // player, Ada, won. The players are named by the order of play, as twogtp does.
    assert!(text.contains("PB[Ada \\]\\\\ Lovelace]PW[Bo]DT[2026-11-26]RE[B+R]RU[swap]"), "{text}");
    assert!(text.contains(";B[c3]"), "{text}");
    assert!(text.contains("C[move 1 \\] noted\n\nin two paragraphs\n\n⚖ move 1 reviewed, a1 preferred]"), "{text}");
    // The lines tried beside the game carry their own positions' notes.
    assert_eq!(annotations.beside.len(), 4, "two positions on each of two lines");
    assert_eq!(text.matches("C[a line \\] tried\n\nbeside, あ]").count(), 2, "{text}");
    assert_eq!(text.matches("FOGQ[last]").count(), 3, "the game's last position and each line's: {text}");
    let read = whole(sgf::read(&text));
    assert_eq!(read, game);
    assert_eq!(sgf::annotations(&text, &read), annotations);
    let text = hsgf::write_annotated(&game, &annotations, &remarks);
    // Little Golem names the first player PB whatever the swap, and the winner by that.
    assert!(text.contains("PB[Ada \\]\\\\ Lovelace]PW[Bo]DT[2026-11-26]RE[B]RU[swap]"), "{text}");
    let read = whole(hsgf::read(&text));
    assert_eq!(read.moves().len(), 3);
    assert_eq!(hsgf::annotations(&text, &read), in_frame(&annotations, &game, SwapRule::Pieces));
}

#[test]
fn a_review_is_written_in_sgfs_own_properties_and_read_back_exactly() {
    let game = record(5, SwapRule::Colours, "c3 swap b2 d4");
    let weighing = |chance, best: Option<&str>, proved| Weighing {
        chance,
        best: best.map(|mv| Move::parse(mv, size(5)).unwrap()),
        proved,
    };
    let annotations = Annotations {
        comments: vec![String::new(); 4],
        judgements: vec![None, Some(MoveAnnotation::Doubtful), Some(MoveAnnotation::Bad { very: true }), None],
        review: vec![
            weighing(0.62, Some("c3"), false),
            weighing(0.5, Some("swap"), false),
            weighing(0.617_382_6, Some("b2"), false),
            weighing(0.0, Some("a5"), true),
            weighing(1.0, Some("e1"), true),
        ],
        ..Annotations::default()
    };
    let text = sgf::write_annotated(&game, &annotations, &sgf::no_remarks);
    // V is Black's chance less White's: 0.62 for Black to move is V[0.24]. After the swap
    // White moves again; the proved position after b2 is lost for Black, who is to move.
    assert!(text.starts_with("(;FF[4]GM[11]SZ[5]AP["), "{text}");
    assert!(text.contains("RU[swap]V[0.24]FOGB[c3]\n;B[c3]V[0]FOGB[swap-pieces]\n;W[swap-pieces]V["), "{text}");
    assert!(text.contains("FOGB[b2]DO[]\n;W[b2]V[-1]FOGB[a5]FOGP[W]BM[2]\n;B[d4]V[-1]FOGB[e1]FOGP[W]"), "{text}");
    let read = whole(sgf::read(&text));
    assert_eq!(sgf::annotations(&text, &read), annotations, "the chances exactly, each move's mark, the proofs");
    // Nothing the file does not say: no review past a position without V, no move
    // preferred that is not legal there, no proof that the chance does not give.
    let damaged = text.replace("FOGB[b2]", "FOGB[c3]").replace("FOGP[W]BM[2]", "FOGP[B]BM[2]");
    let damaged = damaged.replacen(";B[d4]V[-1]", ";B[d4]", 1);
    let read_damaged = sgf::annotations(&damaged, &read);
    assert_eq!(read_damaged.review.len(), 4);
    assert_eq!((read_damaged.review[2].best, read_damaged.review[3].proved), (None, false));
}

#[test]
fn a_file_after_a_mirrored_swap_names_its_own_cells_in_the_reviews_words() {
    // Played with the colour exchange, written for Little Golem with the mirror swap: after
    // the swap every cell is mirrored, the review's preferred f5 (col f, row 5) too.
    let game = record(7, SwapRule::Colours, "d4 swap b3");
    let f5 = Move::parse("f5", size(7)).unwrap();
    let review = (0..4).map(|_| Weighing { chance: 0.5, best: Some(f5), proved: false }).collect();
    let mut annotations = Annotations { review, ..Annotations::default() };
    annotations.review[0].best = Some(Move::parse("c3", size(7)).unwrap());
    let said = |k: usize, preferred: Option<&str>| Some(format!("{k}: the review prefers {}", preferred.unwrap()));
    let text = hsgf::write_annotated(&game, &annotations, &said);
    assert!(text.contains("C[⚖ 0: the review prefers c3]"), "before the swap, as played: {text}");
    assert!(text.contains(";B[swap]V[0]FOGB[ef]C[⚖ 1: the review prefers f5]"), "{text}");
    assert!(text.contains(";W[cb]V[0]FOGB[ef]C[⚖ 2: the review prefers e6]"), "after it, mirrored: {text}");
    // HexGui's file keeps the colour exchange: nothing mirrored.
    let text = sgf::write_annotated(&game, &annotations, &said);
    assert!(text.contains("C[⚖ 2: the review prefers f5]"), "{text}");
    // And read back, each names the move in its own game.
    let mirrored = whole(hsgf::read(&hsgf::write_annotated(&game, &annotations, &said)));
    let text = hsgf::write_annotated(&game, &annotations, &said);
    let read = hsgf::annotations(&text, &mirrored);
    assert_eq!(read.review[2].best, Some(Move::parse("e6", size(7)).unwrap()));
    assert_eq!(read.comments, ["", "", ""], "the review's words are the review's, not people's");
}

#[test]
fn a_comment_keeps_what_people_wrote_and_only_the_reviews_words_are_the_reviews() {
    use fogliaccio::games::sgf::{comment, written_comment};
    assert_eq!(comment("", None), "");
    assert_eq!(comment("Good.\n", Some("chance 50% → 40%")), "Good.\n\n⚖ chance 50% → 40%");
    assert_eq!(written_comment("Good.\n\n⚖ chance 50% → 40%", true), "Good.");
    assert_eq!(written_comment("⚖ chance 50% → 40%", true), "");
    assert_eq!(
        written_comment("Good.\n\n⚖ chance 50% → 40%", false),
        "Good.\n\n⚖ chance 50% → 40%",
        "no review: all of it"
    );
    assert_eq!(written_comment("⚖ a sign\n\n⚖ chance", true), "⚖ a sign");
}

#[test]
fn sgf_names_the_players_by_the_order_of_play_also_after_the_colour_exchange() {
    // As twogtp writes them (Benzene's mw1.sgf): Mohex moves first, Wolve exchanges colours,
    // Black (now Wolve) resigns, and RE[B+] is Mohex's win.
    let text = "(;GM[11]SZ[5]PB[Mohex]PW[Wolve]RE[B+];B[c3];W[swap-pieces];W[b2];B[resign])";
    let game = whole(sgf::read(text));
    assert_eq!(game.winner(), Some((Colour::White, Mover::First)));
    assert_eq!(sgf::annotations(text, &game).names, [Some("Mohex".to_owned()), Some("Wolve".to_owned())]);
}

#[test]
fn a_game_without_the_swap_says_so_and_reads_back_without_it() {
    let game = record(5, SwapRule::None, "c3 b2");
    for text in [sgf::write(&game), hsgf::write(&game)] {
        assert!(text.contains("RU[no swap]"), "{text}");
        let read = whole(import::read(&text).map(|(_, record)| record));
        assert_eq!(read.swap_rule(), SwapRule::None, "{text}");
    }
}

proptest! {
    /// Every SGF written reads back as the same game, its result, who resigned and its swap
    /// rule included, with its names, date and comments.
    #[test]
    fn an_annotated_sgf_gives_back_the_game_and_what_it_says(game in random_record()) {
        let annotations = annotations_of(&game);
        let text = sgf::write_annotated(&game, &annotations, &remarks);
        let read = whole(sgf::read(&text));
        let hexgui = match game.swap_rule() {
            SwapRule::None => SwapRule::None,
            _ => SwapRule::Colours,
        };
        prop_assert_eq!(&read, &game.with_swap_rule(hexgui).unwrap());
        prop_assert_eq!(sgf::annotations(&text, &read), in_frame(&annotations, &game, hexgui));
        let text = hsgf::write_annotated(&game, &annotations, &remarks);
        let read = whole(hsgf::read(&text));
        let golem = match game.swap_rule() {
            SwapRule::None => SwapRule::None,
            _ => SwapRule::Pieces,
        };
        prop_assert_eq!(&read, &game.with_swap_rule(golem).unwrap());
        prop_assert_eq!(hsgf::annotations(&text, &read), in_frame(&annotations, &game, golem));
    }

    #[test]
    fn a_link_gives_back_the_same_game(game in random_record()) {
        prop_assert_eq!(whole(link::read(&link::write(&game))), game);
    }

    #[test]
    fn a_link_uses_only_characters_a_fragment_keeps_and_never_ends_on_a_dot(game in random_record()) {
        let text = link::write(&game);
        prop_assert!(text.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'.'), "{}", text);
        prop_assert!(!text.ends_with('.'));
    }

    #[test]
    fn a_cut_link_keeps_a_start_of_the_game(game in random_record(), cut in any::<Index>()) {
        let text = link::write(&game);
        let prefix = &text[..cut.index(text.len() + 1)];
        let kept = match link::read(prefix) {
            Ok(record) => Some(record),
            Err(e) => e.kept.map(|record| *record),
        };
        if prefix.len() < text.len() {
            prop_assert!(link::read(prefix).is_err(), "the cut {} went unnoticed", prefix);
        }
        if let Some(kept) = kept {
            prop_assert!(game.moves().starts_with(kept.moves()));
        }
    }

    #[test]
    fn sgf_gives_back_the_same_game(game in random_record()) {
        let read = whole(sgf::read(&sgf::write(&game)));
        prop_assert_eq!(read.with_swap_rule(game.swap_rule()).unwrap(), game);
    }

    #[test]
    fn hsgf_gives_back_the_same_game(game in random_record()) {
        let read = whole(hsgf::read(&hsgf::write(&game)));
        prop_assert_eq!(read.with_swap_rule(game.swap_rule()).unwrap(), game);
    }

    #[test]
    fn a_hexworld_link_gives_back_the_same_game(game in random_record()) {
        let read = whole(hexworld::read(&hexworld::write(&game).unwrap()));
        prop_assert_eq!(read.with_swap_rule(game.swap_rule()).unwrap(), game);
    }

    #[test]
    fn every_format_reads_back_as_the_same_game_whatever_the_files_name(game in random_record()) {
        for format in Format::ALL {
            let text = format.write(&game).unwrap();
            for name in [None, Some("a.sgf"), Some("a.hsgf"), Some("a.tsgf"), Some("a.T1"), Some("a.txt")] {
                let read = AnyFormat::import_named(&text, name).map_err(|e| e.error);
                let Ok((_, AnyGame::Hex(read_as, back))) = read else {
                    return Err(TestCaseError::fail(format!("{name:?}: {read:?}\n{text}")));
                };
                prop_assert_eq!(read_as, format, "{:?}", name);
                prop_assert_eq!(back.with_swap_rule(game.swap_rule()).unwrap(), game.clone(), "{:?}", name);
            }
            // The page's paste box reads it the same way.
            prop_assert_eq!(import::read(&text).map(|(format, _)| format), Ok(format));
        }
    }

    #[test]
    fn converting_the_swap_there_and_back_is_the_same_game(game in random_record()) {
        for rule in [SwapRule::Colours, SwapRule::Pieces] {
            if let Ok(converted) = game.with_swap_rule(rule) {
                prop_assert_eq!(converted.with_swap_rule(game.swap_rule()).unwrap(), game.clone());
            }
        }
    }

    #[test]
    fn an_escaped_sgf_value_reads_back_as_it_was(value in "\\PC{0,30}") {
        let text = format!("(;C[{}])", fogliaccio::games::sgf::escape(&value));
        let tree = fogliaccio::games::sgf::game_tree(&text).unwrap();
        let comment = tree.main_line().next().unwrap().get("C");
        prop_assert_eq!(comment.as_deref(), Some(value.as_str()));
    }

    #[test]
    fn no_text_makes_a_reader_panic(text in "\\PC{0,40}", tail in "[a-z0-9.:;\\[\\]()#,]{0,40}") {
        let text = format!("{text}{tail}");
        let _ = link::read(&text);
        let _ = sgf::read(&text);
        let _ = hsgf::read(&text);
        let _ = hexworld::read(&text);
        let _ = link::read(&format!("1.hex.5c.3.{tail}"));
        let _ = sgf::read(&format!("(;GM[11]SZ[5];B[{tail}])"));
        let _ = hexworld::read(&format!("#5c1,{tail}"));
    }
}

/// The study the issue measures (issue 50): 60 moves on 11×11, 20 comments, 40 marks and 2
/// questions, in English and in Japanese, as the address carries it.
#[test]
fn a_sixty_move_study_with_twenty_comments_fits_in_a_link() {
    let size = size(11);
    let mut game = Record::new(size, SwapRule::Colours);
    let cells: Vec<Cell> =
        (0..121).map(|i| Cell::new((i * 37 % 121 % 11) as u8, (i * 37 % 121 / 11) as u8, size).unwrap()).collect();
    for &cell in &cells {
        if game.moves().len() == 60 {
            break;
        }
        let _ = game.play(Move::Place(cell));
    }
    assert_eq!(game.moves().len(), 60);
    let cell = |i: usize| cells[i % cells.len()];
    let written = |comment: &str| {
        let mut line: Vec<(usize, Notes<Cell>)> = Vec::new();
        for k in 0..60 {
            let mut notes = Notes::default();
            if k % 3 == 0 {
                notes.comment = Comment::new(comment).unwrap();
            }
            if k % 3 == 1 {
                notes.add(Markup::Triangle(cell(k))).unwrap();
                notes.add(Markup::Arrow(Arrow::new(cell(k + 1), cell(k + 5)).unwrap())).unwrap();
            }
            if k == 20 || k == 40 {
                let mut question = Question::default();
                question.toggle_wrong(cell(k + 7), Comment::new(comment).unwrap());
                notes.question = Some(question);
            }
            if !notes.is_empty() {
                line.push((k, notes));
            }
        }
        let notes = fogliaccio::games::study::link::write(line.iter().map(|(k, notes)| (*k, notes)));
        format!("?game=hex&size=11&swap=colours#g={}&n={notes}", link::write(&game))
    };
    let english = written("White's ladder on the second row runs into Black's template: the bridge at e9 holds.");
    let japanese = written("白の二段目のはしごは黒の定跡にぶつかる。e9のブリッジが効いている。");
    eprintln!(
        "a 60-move study, 20 comments, 40 marks, 2 questions: {} characters in English, {} in Japanese",
        english.len(),
        japanese.len()
    );
    for link in [english, japanese] {
        assert!(link.len() <= fogliaccio::games::study::link::LINK_LIMIT, "{}", link.len());
    }
}

/// A study's notes on `game`: on random positions, a comment in any script, marks of every
/// kind, and questions with right and wrong answers, some with why.
fn random_study(game: &Record) -> impl Strategy<Value = Vec<(usize, Notes<Cell>)>> + use<> {
    let n = game.size().get();
    let size = game.size();
    let plies = game.plies();
    let at = (0..n, 0..n).prop_map(move |(col, row)| Cell::new(col, row, size).unwrap());
    let mark = (0..6usize, at.clone(), at.clone(), "[A-Za-z0-9あ]{1,3}").prop_filter_map(
        "an arrow to itself",
        |(kind, a, b, text)| {
            Some(match kind {
                0 => Markup::Label(a, Label::new(&text).ok()?),
                1 => Markup::Triangle(a),
                2 => Markup::Circle(a),
                3 => Markup::Square(a),
                4 => Markup::Cross(a),
                _ => Markup::Arrow(Arrow::new(a, b).ok()?),
            })
        },
    );
    let answers = prop::collection::vec((any::<bool>(), at, prop::option::of("\\PC{1,30}")), 0..4);
    let notes = (prop::option::of("\\PC{1,120}"), prop::collection::vec(mark, 0..6), prop::option::of(answers))
        .prop_map(|(comment, marks, answers)| {
            let question = answers.map(|answers| {
                let mut question = Question::default();
                for (right, at, why) in answers {
                    match right {
                        true => question.toggle_right(at),
                        false => question.toggle_wrong(at, why.and_then(|why| Comment::new(why.trim()).ok().flatten())),
                    }
                }
                question
            });
            // A file's comment is read trimmed, as real files need.
            let mut notes = Notes::new(comment.and_then(|text| Comment::new(text.trim()).ok().flatten()), question);
            for mark in marks {
                notes.add(mark).unwrap();
            }
            notes
        });
    prop::collection::btree_map(0..=plies, notes, 0..8)
        .prop_map(|notes| notes.into_iter().filter(|(_, notes)| !notes.is_empty()).collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    /// Issue 50's round trip: a study's link, written as HexGui SGF and read back, is the
    /// same link, every comment, mark and question in place.
    #[test]
    fn a_study_goes_from_link_to_sgf_and_back_the_same(
        (game, notes) in random_record()
            .prop_filter("HexGui's swap is the colour exchange", |game| game.swap_rule() != SwapRule::Pieces)
            .prop_flat_map(|game| { let notes = random_study(&game); (Just(game), notes) })
    ) {
        let written = fogliaccio::games::study::link::write(notes.iter().map(|(k, notes)| (*k, notes)));
        let link = format!("{}&n={written}", link::write(&game));
        let read_game = whole(link::read(&link));
        let (read_notes, faults) = fogliaccio::games::study::link::read::<Cell>(&written, read_game.size(), read_game.plies());
        prop_assert!(faults.is_empty());
        let mut annotations = Annotations::default();
        annotations.set_line_notes(read_game.plies(), read_notes.iter().map(|(k, notes)| (*k, notes)));
        let text = sgf::write_annotated(&read_game, &annotations, &sgf::no_remarks);
        let from_sgf = whole(sgf::read(&text));
        let (line, faults) = sgf::annotations(&text, &from_sgf).line_notes();
        prop_assert!(faults.is_empty());
        let again = fogliaccio::games::study::link::write(line.iter().map(|(k, notes)| (*k, notes)));
        prop_assert_eq!(format!("{}&n={again}", link::write(&from_sgf)), link);
    }
}
