//! What the fuzz target asserts of every text, and the games the seeds are written from.

use fogliaccio::games::import::{Format, Game, RecordFormat};
use fogliaccio::games::{hex, twixt};

/// The names a file may travel under; `None` is a paste.
pub const NAMES: [Option<&str>; 5] = [None, Some("x.sgf"), Some("x.hsgf"), Some("x.tsgf"), Some("x.T1")];

/// The longest fault a text may give: a fault quotes at most 80 characters of it, twice.
const LONGEST_FAULT: usize = 400;

/// Reads `text` as every reader does, and checks what the readers promise: no panic; a
/// fault of a few hundred characters however long the text; and a game read whole goes to
/// every format of its game that can hold it and reads back from it as the same game
/// (written again, the same text). What a file's name changes is tested in
/// tests/record_recognition.rs and the round trips of tests/*_records.rs.
pub fn check(text: &str) {
    let _ = hex::import::read(text);
    let _ = twixt::import::read(text);
    for name in NAMES {
        match Format::import_named(text, name) {
            Ok((_, game)) if name.is_none() => round_trip(&game),
            Ok(_) => {}
            Err(e) => {
                let fault = e.error.to_string();
                assert!(fault.chars().count() <= LONGEST_FAULT, "a fault of {} characters", fault.chars().count());
            }
        }
    }
}

/// `game` written in every format of its game that can hold it.
pub fn written(game: &Game) -> Vec<(Format, String)> {
    match game {
        Game::Hex(_, record) => {
            hex::import::Format::ALL.iter().map(|&format| (Format::Hex(format), format.write(record))).collect()
        }
        Game::Twixt(_, record) => twixt::import::Format::ALL
            .iter()
            .filter_map(|&format| Some((Format::Twixt(format), format.write(record).ok()?)))
            .collect(),
        Game::Doublets(record) => vec![(Format::Doublets, fogliaccio::games::doublets::record::write(record))],
    }
}

fn round_trip(game: &Game) {
    // A T1 file cannot say who resigned or that a draw was agreed: only that the game is
    // over, which the game read back no longer is.
    let agreed = matches!(game, Game::Twixt(_, record) if record.agreement().is_some());
    for (format, text) in written(game) {
        let back = match Format::import_named(&text, None) {
            Ok((read_as, back)) => {
                assert_eq!(read_as, format, "{text}");
                back
            }
            Err(e) => panic!("{text}\nwritten as {format:?}, read back: {}", e.error),
        };
        if agreed && format == Format::Twixt(twixt::import::Format::T1) {
            continue;
        }
        let again = written(&back).into_iter().find(|(f, _)| *f == format).map(|(_, text)| text);
        assert_eq!(again.as_deref(), Some(text.as_str()), "not the same game");
    }
}
