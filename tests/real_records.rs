//! Real players' records (issue 15): whole collections of files that other programs wrote,
//! read from a directory outside the repository, since those files are not ours to commit.
//! `FOGLIACCIO_REAL_RECORDS` names it; `scripts/real-records.sh` checks its layout and runs
//! these tests. Without it each test says so and passes: `tests/hex_records.rs` and
//! `tests/twixt_records.rs` keep hand-made files that reproduce every quirk found here.
//!
//! `tests/data/records/MANIFEST` names each source (repository, path, commit) and what is
//! expected of it: how many games read whole, partly or not at all, and why. Every game
//! read whole must also go to every format that can hold it and come back unchanged.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use fogliaccio::games::hex::import::{self as hex_import, Format as HexFormat, ImportError as HexError};
use fogliaccio::games::hex::sgf::SgfReadError;
use fogliaccio::games::hex::{self, BadMoveReason, Ending};
use fogliaccio::games::import::RecordFormat as _;
use fogliaccio::games::record::{Mover, ReadError};
use fogliaccio::games::sgf::SgfProblem;
use fogliaccio::games::twixt;
use fogliaccio::games::twixt::import::{self as twixt_import, Format as TwixtFormat};

/// The directory of real records, or `None` (and a note saying so) when it is not given.
fn real_records(test: &str) -> Option<PathBuf> {
    let dir = std::env::var_os("FOGLIACCIO_REAL_RECORDS").map(PathBuf::from);
    if dir.is_none() {
        eprintln!("{test}: skipped, FOGLIACCIO_REAL_RECORDS is not set (scripts/real-records.sh sets it)");
    }
    dir
}

/// The `expect <what> = <count>` lines of `source`'s section of the MANIFEST.
fn expected(source: &str) -> BTreeMap<String, usize> {
    let manifest = include_str!("data/records/MANIFEST");
    let mut section = "";
    let mut expected = BTreeMap::new();
    for line in manifest.lines().map(str::trim) {
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            section = name;
        } else if let Some(rest) = line.strip_prefix("expect ").filter(|_| section == source) {
            let (what, count) = rest.rsplit_once('=').unwrap_or_else(|| panic!("MANIFEST: {line}"));
            expected.insert(what.trim().to_owned(), count.trim().parse().unwrap_or_else(|_| panic!("{line}")));
        }
    }
    expected
}

/// Counts by what happened to each game: `whole`, `partly`, `refused`, and for each game not
/// read whole, `partly: <why>` or `refused: <why>`.
#[derive(Default)]
struct Tally(BTreeMap<String, usize>);

impl Tally {
    fn add(&mut self, what: impl Into<String>) {
        *self.0.entry(what.into()).or_default() += 1;
    }

    fn read<T, G, E>(&mut self, result: &Result<T, ReadError<G, E>>, why: impl Fn(&E) -> String) {
        match result {
            Ok(_) => self.add("whole"),
            Err(e) => {
                let how = if e.kept.is_some() { "partly" } else { "refused" };
                self.add(how);
                self.add(format!("{how}: {}", why(&e.error)));
            }
        }
    }

    /// Compares with the MANIFEST, printing the lines to put there if they differ.
    fn check(self, source: &str) {
        let lines: Vec<String> = self.0.iter().map(|(what, n)| format!("expect {what} = {n}")).collect();
        assert_eq!(self.0, expected(source), "[{source}] reads:\n{}", lines.join("\n"));
        eprintln!("[{source}]\n{}", lines.join("\n"));
    }
}

/// Why a game of Hex was not read whole, in a few words shared by every game that fails so.
fn hex_why(error: &HexError) -> String {
    let HexError::Sgf(error) = error else { return error.to_string() };
    match error {
        SgfReadError::Sgf(e) => match e.problem {
            SgfProblem::NoGameTree => "not SGF".to_owned(),
            SgfProblem::Unexpected { found, .. } => format!("'{found}' breaks the SGF"),
            SgfProblem::UnexpectedEnd => "the SGF stops in the middle".to_owned(),
            SgfProblem::TooDeep => "variations too deep".to_owned(),
            SgfProblem::TooLong => "too long to read".to_owned(),
        },
        SgfReadError::Setup(_) => "a position set up with AB/AW/AE, not a game".to_owned(),
        SgfReadError::Move(bad) => match &bad.reason {
            BadMoveReason::Unreadable(_) => "a move that is no cell".to_owned(),
            BadMoveReason::Illegal(e) => format!("an illegal move ({e:?})"),
            BadMoveReason::Unsupported(what) => format!("{what}"),
            BadMoveReason::WrongColour { .. } => "two moves of one colour in a row".to_owned(),
        },
        other => other.to_string(),
    }
}

/// Every format can hold a game of Hex, and gives it back unchanged.
fn assert_hex_round_trips(game: &hex::Record, name: &str) {
    for format in HexFormat::ALL {
        let text = format.write(game).unwrap();
        let back = format.read(&text).unwrap_or_else(|e| panic!("{name} as {}: {e}\n{text}", format.name()));
        let back = back.with_swap_rule(game.swap_rule()).unwrap();
        assert_eq!(&back, game, "{name} as {}:\n{text}", format.name());
    }
}

/// The files under `dir` whose names end in one of `extensions`, sorted.
fn files(dir: &Path, extensions: &[&str]) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut dirs = vec![dir.to_owned()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|ext| extensions.iter().any(|e| ext.eq_ignore_ascii_case(e))) {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

fn text(path: &Path) -> String {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    String::from_utf8_lossy(&bytes).into_owned()
}

/// The player Little Golem's `RE` names: `RE[B]` is the site's `PB`, who moves first.
fn little_golem_re(game: &str) -> Option<Mover> {
    let at = game.find("RE[")? + 3;
    match game.as_bytes().get(at)? {
        b'B' => Some(Mover::First),
        b'W' => Some(Mover::Second),
        _ => None,
    }
}

#[test]
fn little_golem_hex_games() {
    let Some(dir) = real_records("little_golem_hex_games") else { return };
    // One game a line; the corpus holds each player's games, so a game between two of its
    // players comes twice: it is read once.
    let mut games = std::collections::BTreeSet::new();
    for path in files(&dir.join("littlegolem-hex"), &["txt"]) {
        games.extend(text(&path).lines().filter(|l| l.starts_with("(;")).map(str::to_owned));
    }
    let mut tally = Tally::default();
    for game in &games {
        let read = hex_import::read(game);
        assert_eq!(HexFormat::import_named(game, Some("game.hsgf")), read, "read as a file: {game}");
        tally.read(&read, hex_why);
        let Ok((format, record)) = read else { continue };
        assert_eq!(format, HexFormat::LittleGolem, "{game}");
        assert_hex_round_trips(&record, game);
        if let Some((_, winner)) = record.winner() {
            assert_eq!(Some(winner), little_golem_re(game), "the winner is not RE's player: {game}");
            if let Some(Ending::Connected { .. }) = record.position().ending() {
                tally.add("won on the board at the last move, by RE's player");
            }
            if record.resigned().is_some() && !game.contains("[resign]") {
                tally.add("ended by RE alone, its loser resigning after the last move");
            }
        }
        if game.contains("]]") {
            tally.add("whole with a ']' in a name");
        }
    }
    tally.check("littlegolem-hex");
}

#[test]
fn benzene_sgf_files() {
    let Some(dir) = real_records("benzene_sgf_files") else { return };
    let mut tally = Tally::default();
    for path in files(&dir.join("benzene"), &["sgf"]) {
        let file = text(&path);
        let read = hex_import::read(&file);
        assert_eq!(HexFormat::import_named(&file, path.to_str()), read, "read as a file: {}", path.display());
        tally.read(&read, hex_why);
        let Ok((_, record)) = read else { continue };
        assert_hex_round_trips(&record, &path.display().to_string());
        // twogtp's RE names a player by the colour they started with: after the colour
        // exchange the first player, PB, holds White, and RE[B+] is still their win.
        let re = file.find("RE[").map(|at| if file[at + 3..].starts_with('B') { Mover::First } else { Mover::Second });
        if let (Some(re), Some((_, winner))) = (re, record.winner()) {
            assert_eq!(winner, re, "{}", path.display());
            tally.add("finished, won by RE's player");
        }
    }
    tally.check("benzene");
}

/// Each turn's peg, or `None` for the swap.
fn pegs(record: &twixt::Record) -> Vec<Option<twixt::Hole>> {
    record
        .turns()
        .iter()
        .map(|turn| match turn {
            twixt::Turn::Place(placement) => Some(placement.peg),
            twixt::Turn::Swap => None,
        })
        .collect()
}

#[test]
fn twixtbot_ui_files() {
    let Some(dir) = real_records("twixtbot_ui_files") else { return };
    let mut tally = Tally::default();
    for path in files(&dir.join("twixtbot-ui"), &["T1", "tsgf"]) {
        let file = text(&path);
        let read = twixt_import::read(&file);
        assert_eq!(TwixtFormat::import_named(&file, path.to_str()), read, "read as a file: {}", path.display());
        tally.read(&read, ToString::to_string);
        let Ok((_, record)) = read else { continue };
        for format in TwixtFormat::ALL {
            let Ok(written) = format.write(&record) else {
                tally.add(format!("whole, and {} cannot hold it", format.name()));
                continue;
            };
            let back = format.read(&written).unwrap_or_else(|e| panic!("{}: {e}\n{written}", path.display()));
            // A `.tsgf` game (TwixT PP) keeps only its pegs, the rules building the bridges;
            // other formats write the bridges out: the game is the same board.
            let (pegs, pegs_back) = (pegs(&record), pegs(&back));
            assert_eq!(pegs_back, pegs, "{} as {}", path.display(), format.name());
            assert_eq!(back.position().board(), record.position().board(), "{} as {}", path.display(), format.name());
            // A T1 file cannot say who resigned or that a draw was agreed: only that the game is over.
            let ending = match (format, record.agreement()) {
                (TwixtFormat::T1, Some(_)) => None,
                _ => record.position().ending(),
            };
            assert_eq!(back.position().ending(), ending, "{} as {}", path.display(), format.name());
        }
    }
    tally.check("twixtbot-ui");
}
