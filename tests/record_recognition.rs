//! How a record's format is recognised (issue 31, `src/games/import/recognise.rs`): by what
//! the text is and what it declares, the file's name last, never by a word inside it; and
//! where the readings it allows differ, a fault saying so. One test an ambiguity.

use fogliaccio::games::GameKind;
use fogliaccio::games::hex::import::{self as hex_import, Format as Hex, ImportError as HexError};
use fogliaccio::games::import::{Format, Game, ImportError, RecordFormat as _};
use fogliaccio::games::twixt::import::{self as twixt_import, Format as Twixt, ImportError as TwixtError};
use fogliaccio::games::{Colour, hex};

/// What `text`, in a file called `name`, reads as: its format and game, or the fault.
fn read(text: &str, name: Option<&str>) -> Result<Game, ImportError> {
    Format::import_named(text, name).map(|(_, game)| game).map_err(|e| e.error)
}

fn hex_game(text: &str, name: Option<&str>) -> (Hex, hex::Record) {
    match read(text, name) {
        Ok(Game::Hex(format, record)) => (format, record),
        other => panic!("{text} ({name:?}) is not read as Hex: {other:?}"),
    }
}

const NAMES: [Option<&str>; 6] =
    [None, Some("game.sgf"), Some("game.hsgf"), Some("game.tsgf"), Some("game.T1"), Some("game.txt")];

#[test]
fn a_little_golem_record_resigned_before_any_stone_reads_back_as_written_under_any_name() {
    // Issue 31, 1: Black resigns at once, so White wins; as Little Golem writes it that is
    // `W[resign]`, which in HexGui's files would be White resigning.
    let game = hex_import::read("1.hex.11c.1..b").unwrap().1;
    let text = Hex::LittleGolem.write(&game).unwrap();
    for name in NAMES {
        let (format, back) = hex_game(&text, name);
        assert_eq!(format, Hex::LittleGolem, "{name:?}");
        assert_eq!(back.resigned(), Some(Colour::Black), "{name:?}");
    }
}

#[test]
fn a_comment_naming_little_golem_leaves_a_hexgui_file_hexguis() {
    // Issue 31, 2: a comment is no declaration.
    let text = "(;FF[4]GM[11]SZ[13]C[reviewed from littlegolem];B[m6];W[e5])";
    for name in [None, Some("x.sgf")] {
        let (format, game) = hex_game(text, name);
        assert_eq!((format, game.plies()), (Hex::Sgf, 2));
    }
}

#[test]
fn a_hexgui_file_whose_source_is_little_golem_is_read_as_its_moves_allow() {
    // GM[11] declares HexGui's file, SO Little Golem's: the declarations contradict each
    // other, and only HexGui's reading gives a game (Little Golem's first move is W's).
    let text = "(;FF[4]GM[11]SO[https://www.littlegolem.net]SZ[13];B[m6];W[e5])";
    assert_eq!(hex_game(text, None).0, Hex::Sgf);
}

#[test]
fn an_empty_twixt_record_we_write_is_twixt_on_every_board() {
    // Issue 31, 3: `EV[twixt]` declares the game; 24 × 24 is no Hex board.
    for n in [12, 24] {
        let game = twixt_import::read(&format!("1.twixt.{n}px.0")).unwrap().1;
        let text = Twixt::LittleGolem.write(&game).unwrap();
        for name in NAMES {
            match read(&text, name) {
                Ok(Game::Twixt(Twixt::LittleGolem, back)) => {
                    assert_eq!((back.size().get(), back.plies()), (n, 0), "{name:?}");
                }
                other => panic!("{n}: {name:?}: {other:?}"),
            }
        }
    }
}

#[test]
fn an_sgf_whose_two_readings_differ_says_so_and_its_name_decides() {
    let text = "(;FF[4]SZ[11];W[resign])";
    assert_eq!(
        read(text, None).unwrap_err(),
        ImportError::Ambiguous(Format::Hex(Hex::Sgf), Format::Hex(Hex::LittleGolem))
    );
    assert_eq!(hex_import::read(text).unwrap_err().error, HexError::Ambiguous(Hex::Sgf, Hex::LittleGolem));
    let (format, game) = hex_game(text, Some("game.hsgf"));
    assert_eq!((format, game.resigned()), (Hex::LittleGolem, Some(Colour::Black)));
    let (format, game) = hex_game(text, Some("game.sgf"));
    assert_eq!((format, game.resigned()), (Hex::Sgf, Some(Colour::White)));
}

#[test]
fn an_sgf_whose_readings_agree_is_read() {
    // No move and no resignation: HexGui's reading and Little Golem's are one game.
    let (format, game) = hex_game("(;FF[4]SZ[5])", None);
    assert_eq!((format, game.plies()), (Hex::Sgf, 0));
    assert_eq!(hex_import::read("(;FF[4]SZ[11]GC[swap])").unwrap().0, Hex::Sgf);
}

#[test]
fn an_sgf_that_could_be_hex_or_twixt_says_so_unless_only_one_reads_it() {
    let both = "(;FF[4]SZ[12])";
    assert_eq!(
        read(both, None).unwrap_err(),
        ImportError::Ambiguous(Format::Hex(Hex::Sgf), Format::Twixt(Twixt::LittleGolem))
    );
    // Each game's paste box reads it as its own game.
    assert_eq!(hex_import::read(both).unwrap().0, Hex::Sgf);
    assert_eq!(twixt_import::read(both).unwrap().0, Twixt::LittleGolem);
    assert!(matches!(read(both, Some("x.tsgf")), Ok(Game::Twixt(Twixt::LittleGolem, _))));
    // 24 is no Hex board, 5 no TwixT board.
    assert!(matches!(read("(;FF[4]SZ[24])", None), Ok(Game::Twixt(..))));
    assert!(matches!(read("(;FF[4]SZ[5])", None), Ok(Game::Hex(Hex::Sgf, _))));
}

#[test]
fn what_the_root_declares_comes_before_how_the_moves_are_written() {
    // EV[hex] is Little Golem's: its W moves first, cells written either way.
    assert_eq!(hex_game("(;EV[hex]SZ[5];W[c3];B[b2])", None).0, Hex::LittleGolem);
    // GM[11] is HexGui's: B moves first, even in two letters.
    assert_eq!(hex_game("(;GM[11]SZ[5];B[cc];W[bb])", None).0, Hex::Sgf);
    // EV[twixt] and GM[21] are TwixT's.
    assert!(matches!(read("(;EV[twixt.ld.DEFAULT]SZ[12];b[cd])", None), Ok(Game::Twixt(..))));
    assert!(matches!(read("(;GM[21]SZ[12];b[cd])", None), Ok(Game::Twixt(..))));
}

#[test]
fn how_the_result_is_written_tells_hexguis_file_from_little_golems() {
    // Both name White's win: SGF as `W+`, Little Golem by the letter of its player.
    let (format, game) = hex_game("(;SZ[11]RE[W+Resign];B[resign])", None);
    assert_eq!((format, game.resigned()), (Hex::Sgf, Some(Colour::Black)));
    let (format, game) = hex_game("(;SZ[11]RE[W];W[resign])", None);
    assert_eq!((format, game.resigned()), (Hex::LittleGolem, Some(Colour::Black)));
}

#[test]
fn how_the_moves_are_written_tells_the_dialect_when_nothing_is_declared() {
    assert_eq!(hex_game("(;SZ[5];B[c3];W[swap-pieces])", Some("x.hsgf")).0, Hex::Sgf);
    assert_eq!(hex_game("(;SZ[5];W[cc];B[swap])", Some("x.sgf")).0, Hex::LittleGolem);
    assert!(matches!(read("(;SZ[12];b[cd];r[swap])", Some("x.hsgf")), Ok(Game::Twixt(..))));
    // Setup stones are Hex's, so HexGui's positions are read by Hex's reader, not TwixT's.
    let (format, position) = hex_game("(;SZ[11];AB[b4][c4];AW[b3])", None);
    assert_eq!((format, position.start().map(|start| start.placed().count())), (Hex::Sgf, Some(3)));
}

#[test]
fn a_files_name_never_outweighs_what_the_text_is() {
    let link = "1.hex.5c.2.ccbb";
    for name in NAMES {
        assert_eq!(hex_game(link, name).0, Hex::Link, "{name:?}");
        assert!(matches!(read("https://hexworld.org/board/#5c1,c3b2", name), Ok(Game::Hex(Hex::HexWorld, _))));
    }
    let t1 =
        std::fs::read_to_string(format!("{}/tests/data/records/t1j-player-computer.T1", env!("CARGO_MANIFEST_DIR")));
    assert!(matches!(read(&t1.unwrap(), Some("game.sgf")), Ok(Game::Twixt(Twixt::T1, _))));
}

#[test]
fn a_link_quoted_in_an_sgf_comment_leaves_it_sgf() {
    let text = "(;FF[4]GM[11]SZ[5]C[as sent: https://x.org/#g=1.hex.5c.0];B[a1])";
    assert_eq!(hex_game(text, None).0, Hex::Sgf);
}

#[test]
fn a_record_of_another_game_pasted_in_a_games_box_says_which_game_it_is() {
    let tsgf = "(;FF[4]EV[twixt]SZ[24];b[cd])";
    assert_eq!(hex_import::read(tsgf).unwrap_err().error, HexError::OtherGame(GameKind::Twixt));
    assert_eq!(twixt_import::read("#5c1,c3").unwrap_err().error, TwixtError::OtherGame(GameKind::Hex));
    let said = HexError::OtherGame(GameKind::Twixt).to_string();
    assert_eq!(said, "this is a record of a game of TwixT: open it on that game's page");
}

#[test]
fn an_ambiguous_record_says_how_to_tell_it() {
    let said = ImportError::Ambiguous(Format::Hex(Hex::Sgf), Format::Hex(Hex::LittleGolem)).to_string();
    assert!(said.contains("as HexGui SGF and as Little Golem .hsgf"), "{said}");
    assert!(said.contains("GM[11]") && said.contains("EV[hex]") && said.contains(".hsgf"), "{said}");
}

/// Every place where a record's text can hold something unreadable, `{}` standing for it.
const DAMAGED: [&str; 24] = [
    "{}",
    "1.{}",
    "1.hex.{}",
    "1.hex.11c.{}",
    "1.hex.11c.2.{}",
    "1.hex.11c.1.aa.{}",
    "1.hex.11c.1.aa.b{}",
    "1.twixt.{}",
    "1.twixt.24ox.1.{}",
    "1.twixt.24ox.1.deE.b{}",
    "1.doublets.{}",
    "1.doublets.willughby.1.{}",
    "1.doublets.willughby.2.t61{}",
    "(;GM[{}]SZ[11])",
    "(;GM[11]SZ[{}])",
    "(;GM[11]SZ[{}:5])",
    "(;GM[11]SZ[11];B[{}])",
    "(;EV[hex]SZ[11];W[{}])",
    "(;EV[twixt]SZ[{}])",
    "(;EV[twixt]SZ[24];b[{}])",
    "https://hexworld.org/board/#{}",
    "https://hexworld.org/board/#5c1,{}",
    "https://hexworld.org/board/#5c1,a1:rb{}",
    "# T1j\n1\nA\nB\n{}\n24\nH\nH\n1\nV\nN\nN\n",
];

#[test]
fn a_fault_quotes_at_most_80_characters_of_the_record() {
    let long = "q".repeat(100_000);
    for damaged in DAMAGED {
        let text = damaged.replace("{}", &long);
        let fault = Format::import_named(&text, None).map(|_| ()).unwrap_err().error.to_string();
        assert!(fault.chars().count() < 400, "{damaged}: {}", fault.chars().take(400).collect::<String>());
    }
    let t1 = Twixt::T1.write(&twixt_import::read("1.twixt.12sx.0").unwrap().1).unwrap();
    let fault = Format::import_named(&format!("{t1}B2\n{long}\n"), None).unwrap_err().error.to_string();
    assert!(fault.chars().count() < 400, "a T1 move: {}", fault.chars().take(400).collect::<String>());
}
