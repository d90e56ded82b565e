//! `fogliaccio record`: reads game records in any format the page opens and says what each
//! holds, one JSON line a file, or writes each in another format (docs/cli.md).

use std::io::{self, Read, Write};
use std::process::ExitCode;

use clap::ValueEnum;
use fogliaccio::ai::review::reviewed_from;
use fogliaccio::games::doublets::{self, record as doublets_record};
use fogliaccio::games::hex::import::Format as HexFormat;
use fogliaccio::games::import::{Format, Game, RecordFormat as _};
use fogliaccio::games::record::Mover;
use fogliaccio::games::sgf::{self, Annotations};
use fogliaccio::games::study::{self, Notes};
use fogliaccio::games::twixt::import::Format as TwixtFormat;
use fogliaccio::games::{Colour, Outcome, hex, twixt};
use fogliaccio::i18n::Lang;
use fogliaccio::i18n::review::remark;
use serde::Serialize;

use crate::referee::emit;

/// The formats `--to` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Target {
    Link,
    Sgf,
    Hsgf,
    Hexworld,
    T1,
    Tsgf,
}

/// What a file held: the game up to its fault, if any of it was read, the fault, and what
/// the file said beside the moves (kept when it is written in a format that says it too).
pub struct Reading {
    pub game: Option<Game>,
    pub fault: Option<String>,
    pub annotations: Annotations<hex::Move, hex::Cell>,
    /// A TwixT study's notes, from its link: TwixT's files carry the moves alone.
    pub twixt_notes: Vec<(usize, Notes<twixt::Hole>)>,
    /// A Doublets game's comments, from its link, its only format.
    pub doublets_notes: Vec<(usize, Notes<doublets::Point>)>,
    pub study: Study,
}

/// What a study holds, counted as CONTRACT.md §2 counts it.
#[derive(Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct Study {
    /// Positions with a comment.
    comments: usize,
    /// Marks: each label, shape and arrow once.
    markup: usize,
    /// Positions whose answers the file gives as branches marked `TE`/`BM`.
    questions: usize,
    /// Lines besides the main line.
    variations: usize,
}

/// One line of output: what a file holds.
#[derive(Serialize)]
struct Summary<'a> {
    file: &'a str,
    game: Option<&'static str>,
    format: Option<&'static str>,
    size: Option<u32>,
    plies: Option<usize>,
    result: Option<&'static str>,
    winner: Option<&'static str>,
    fault: Option<String>,
    /// Only for a record that is a study.
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    study: Option<Study>,
}

/// Reads every file (`-`: standard input) and prints its summary or, with `to`, the game
/// in that format. Fails if any file had a fault or could not be written as asked.
pub fn run(to: Option<Target>, files: &[String]) -> ExitCode {
    let mut out = io::stdout().lock();
    let mut all_well = true;
    for file in files {
        let reading = reading(file);
        all_well &= reading.fault.is_none();
        let printed = match to {
            None => report(&mut out, file, &reading),
            Some(target) => {
                // What could not be done goes to standard error, naming the file.
                let written = match (&reading.game, &reading.fault) {
                    (Some(game), fault) => {
                        if let Some(fault) = fault {
                            eprintln!("fogliaccio: {file}: written up to its fault: {fault}");
                        }
                        write(&reading, game, target)
                    }
                    (None, fault) => Err(fault.clone().unwrap_or_default()),
                };
                match written {
                    Ok(text) => writeln!(out, "{}", text.trim_end()),
                    Err(why) => {
                        all_well = false;
                        eprintln!("fogliaccio: {file}: {why}");
                        Ok(())
                    }
                }
            }
        };
        if let Err(e) = printed {
            eprintln!("fogliaccio: {e}");
            return ExitCode::FAILURE;
        }
    }
    if all_well { ExitCode::SUCCESS } else { ExitCode::FAILURE }
}

/// What `file` (`-`: standard input) holds, read as `record` reads it.
pub fn reading(file: &str) -> Reading {
    match load(file) {
        Ok(text) => read(file, &text),
        Err(fault) => Reading {
            game: None,
            fault: Some(fault),
            annotations: Annotations::default(),
            twixt_notes: Vec::new(),
            doublets_notes: Vec::new(),
            study: Study::default(),
        },
    }
}

/// Prints what `file` held, as `record` describes it: one JSON line.
pub fn report(out: &mut impl Write, file: &str, reading: &Reading) -> io::Result<()> {
    emit(out, &summary(file, reading))
}

/// The largest file read, in bytes: a game record with every comment a program writes is
/// far smaller, and a file without end is not read until memory runs out.
const LARGEST: u64 = 1 << 24;

/// The bytes of `file`, or of standard input for `-`, as text (a byte that is not UTF-8
/// becomes U+FFFD, which no format uses, so the reader names it); none past [`LARGEST`].
fn load(file: &str) -> Result<String, String> {
    let mut bytes = Vec::new();
    let read = if file == "-" {
        io::stdin().lock().take(LARGEST + 1).read_to_end(&mut bytes)
    } else {
        std::fs::File::open(file).and_then(|opened| opened.take(LARGEST + 1).read_to_end(&mut bytes))
    };
    read.map_err(|e| format!("cannot be read: {e}"))?;
    if bytes.len() as u64 > LARGEST {
        return Err(format!("cannot be read: it is larger than {LARGEST} bytes, which no game record is"));
    }
    // Kept as read when it is UTF-8, so the file is not held twice.
    Ok(String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()))
}

/// Reads `text` in whichever format it is written, recognised as the page recognises a
/// paste, with the file's name as one more mark (`games::import`).
fn read(file: &str, text: &str) -> Reading {
    let name = (file != "-").then_some(file);
    let (game, fault) = match Format::import_named(text, name) {
        Ok((_, game)) => (Some(game), None),
        Err(e) => (e.kept.map(|game| *game), Some(e.error.to_string())),
    };
    let mut annotations = match &game {
        Some(Game::Hex(HexFormat::Sgf, record)) => hex::sgf::annotations(text, record),
        Some(Game::Hex(HexFormat::LittleGolem, record)) => hex::hsgf::annotations(text, record),
        _ => Annotations::default(),
    };
    let mut unread = std::mem::take(&mut annotations.unread);
    // A link's study follows its record in the fragment (`&n=`).
    let linked = text.trim().split('&').find_map(|param| param.strip_prefix("n="));
    let mut twixt_notes = Vec::new();
    let mut doublets_notes = Vec::new();
    match (&game, linked) {
        (Some(Game::Hex(_, record)), Some(notes)) => {
            let (notes, faults) = study::link::read::<hex::Cell>(notes, record.size(), record.plies());
            annotations.set_line_notes(record.plies(), notes.iter().map(|(ply, notes)| (*ply, notes)));
            unread.extend(faults);
        }
        (Some(Game::Twixt(_, record)), Some(notes)) => {
            let (notes, faults) = study::link::read::<twixt::Hole>(notes, record.size(), record.plies());
            twixt_notes = notes;
            unread.extend(faults);
        }
        (Some(Game::Doublets(record)), Some(notes)) => {
            let (notes, faults) = study::link::read::<doublets::Point>(notes, (), record.actions().len());
            doublets_notes = notes;
            unread.extend(faults);
        }
        _ => {}
    }
    let (line, cut) = annotations.line_notes();
    unread.extend(cut);
    let beside: Vec<(usize, Notes<hex::Cell>)> =
        annotations.beside.iter().map(|(path, notes)| (path.len(), notes.clone())).collect();
    let counts = [counted(&line), counted(&twixt_notes), counted(&beside), counted(&doublets_notes)];
    let tree = sgf::game_tree(text).ok();
    let study = Study {
        comments: counts.iter().map(|(comments, _)| comments).sum(),
        markup: counts.iter().map(|(_, marks)| marks).sum(),
        questions: tree.as_ref().map_or(0, sgf::Tree::questions),
        variations: tree.as_ref().map_or(0, sgf::Tree::variation_count),
    };
    let fault = fault.or_else(|| {
        let first = unread.first()?;
        Some(match unread.len() {
            1 => format!("the study: {first}"),
            n => format!("the study: {first} (and {} more)", n - 1),
        })
    });
    Reading { game, fault, annotations, twixt_notes, doublets_notes, study }
}

fn summary<'a>(file: &'a str, reading: &Reading) -> Summary<'a> {
    let mut summary = Summary {
        file,
        game: None,
        format: None,
        size: None,
        plies: None,
        result: None,
        winner: None,
        fault: reading.fault.clone(),
        study: Some(reading.study).filter(|study| *study != Study::default()),
    };
    let (outcome, winner) = match &reading.game {
        None => return summary,
        Some(Game::Hex(format, record)) => {
            summary.game = Some("hex");
            summary.format = Some(format.name());
            summary.size = Some(u32::from(record.size().get()));
            summary.plies = Some(record.plies());
            record.winner().map_or((None, None), |(colour, mover)| (Some(Outcome::Winner(colour)), Some(mover)))
        }
        Some(Game::Twixt(format, record)) => {
            summary.game = Some("twixt");
            summary.format = Some(format.name());
            summary.size = Some(u32::from(record.size().get()));
            summary.plies = Some(record.plies());
            record.outcome().map_or((None, None), |(outcome, mover)| (Some(outcome), mover))
        }
        Some(Game::Doublets(record)) => {
            summary.game = Some(doublets_record::GAME);
            summary.format = Some("link");
            summary.plies = Some(record.actions().len());
            let winner = record.position().winner();
            (winner.map(Outcome::Winner), winner.zip(doublets_first(record)).map(|(w, first)| Mover::of(w, first)))
        }
    };
    summary.result = outcome.map(Outcome::name);
    summary.winner = winner.map(Mover::name);
    summary
}

/// The colour that threw first in a game of Doublets: the winner of the opening throw.
fn doublets_first(record: &doublets_record::Record) -> Option<Colour> {
    let mut position = doublets::Position::new(record.rules());
    position.play(record.actions().first()?.clone()).ok()?;
    match position.stage() {
        doublets::Stage::Throw(colour) | doublets::Stage::Play { player: colour, .. } => Some(*colour),
        doublets::Stage::Opening | doublets::Stage::Over { .. } => None,
    }
}

/// `game` in the `target` format, with what its file said beside the moves where the
/// format says it too, or why that format cannot hold it.
fn write(reading: &Reading, game: &Game, target: Target) -> Result<String, String> {
    let annotations = &reading.annotations;
    let hex = |format: HexFormat| match game {
        Game::Hex(_, record) => {
            // The review a file carried is worded again, in English, naming the cells of the
            // file written (docs/formats.md, "A review in SGF").
            let reviewed = reviewed_from(&fogliaccio::ai::hex::review_line(record), &annotations.review);
            let remarks = |k: usize, preferred: Option<&str>| {
                reviewed.get(k).map(|reviewed| remark(Lang::En, reviewed, preferred))
            };
            Ok(match format {
                HexFormat::Sgf => hex::sgf::write_annotated(record, annotations, &remarks),
                HexFormat::LittleGolem => hex::hsgf::write_annotated(record, annotations, &remarks),
                HexFormat::Link | HexFormat::HexWorld => {
                    format.write(record).map_err(|e| format!("{} cannot hold this game: {e}", format.name()))?
                }
            })
        }
        _ => Err(format!("{} is a format of Hex, and this is not a game of Hex", format.name())),
    };
    let twixt = |format: TwixtFormat| match game {
        Game::Twixt(_, record) => {
            format.write(record).map_err(|e| format!("{} cannot hold this game: {e}", format.name()))
        }
        _ => Err(format!("{} is a format of TwixT, and this is not a game of TwixT", format.name())),
    };
    // TwixT's files carry the moves alone: a study's notes would be lost without a word.
    let twixt = |format: TwixtFormat| match reading.twixt_notes.len() {
        0 => twixt(format),
        n => Err(format!(
            "{} carries the moves alone, and this study has notes on {n} positions: write it --to link",
            format.name()
        )),
    };
    match target {
        // A link carries the game's line alone: notes on a variation's positions would be lost.
        Target::Link if !annotations.beside.is_empty() => Err(format!(
            "a link carries the game's line alone, and this study has notes on {} positions of its variations: \
             write it --to sgf",
            annotations.beside.len()
        )),
        Target::Link => Ok(match game {
            Game::Hex(_, record) => {
                let (notes, _) = annotations.line_notes();
                with_notes(hex::link::write(record), study::link::write(notes.iter().map(|(k, n)| (*k, n))))
            }
            Game::Twixt(_, record) => {
                let notes = reading.twixt_notes.iter().map(|(k, n)| (*k, n));
                with_notes(twixt::link::write(record), study::link::write(notes))
            }
            Game::Doublets(record) => {
                let notes = reading.doublets_notes.iter().map(|(k, n)| (*k, n));
                with_notes(doublets_record::write(record), study::link::write(notes))
            }
        }),
        Target::Sgf => hex(HexFormat::Sgf),
        Target::Hsgf => hex(HexFormat::LittleGolem),
        Target::Hexworld => hex(HexFormat::HexWorld),
        Target::T1 => twixt(TwixtFormat::T1),
        Target::Tsgf => twixt(TwixtFormat::LittleGolem),
    }
}

/// How many of `notes`' positions have a comment, and how many marks they have.
fn counted<P: study::Point>(notes: &[(usize, Notes<P>)]) -> (usize, usize) {
    let comments = notes.iter().filter(|(_, notes)| notes.comment.is_some()).count();
    (comments, notes.iter().map(|(_, notes)| notes.marks().len()).sum())
}

/// A link record with its study's notes after it, if it has any.
fn with_notes(record: String, notes: String) -> String {
    if notes.is_empty() { record } else { format!("{record}&n={notes}") }
}
