//! `fogliaccio referee`: plays the lines of standard input as moves and reports every
//! position as one JSON object a line. A refused line prints `{"error":…}`, changes
//! nothing, and makes the command exit non-zero once the input ends.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use fogliaccio::games::hex::{BoardSize, Move, Position, SwapRule};
use fogliaccio::games::{Colour, Game, Outcome};
use serde::Serialize;

/// One line of output: the position after `ply` moves.
#[derive(Serialize)]
struct Report {
    ply: u32,
    to_move: Colour,
    /// Every legal move in notation, sorted as strings.
    legal: Vec<String>,
    result: Option<&'static str>,
}

#[derive(Serialize)]
pub struct Refusal {
    pub error: String,
}

fn report(position: &Position) -> Report {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let mut legal: Vec<String> = moves.iter().map(Move::to_string).collect();
    legal.sort_unstable();
    Report {
        ply: position.ply(),
        to_move: position.to_move(),
        legal,
        result: position.outcome().map(Outcome::name),
    }
}

pub fn emit(out: &mut impl Write, line: &impl Serialize) -> io::Result<()> {
    serde_json::to_writer(&mut *out, line).map_err(io::Error::other)?;
    out.write_all(b"\n")
}

/// Hex: a line is a cell, `swap`, or `resign` (the side to move resigns).
pub fn hex(size: Option<u32>, swap: SwapRule) -> ExitCode {
    let size = match size.map(BoardSize::new).transpose() {
        Ok(size) => size.unwrap_or_default(),
        Err(e) => {
            eprintln!("fogliaccio: {e}");
            return ExitCode::from(2);
        }
    };
    let mut position = Position::new(size, swap);
    match run(&mut position, io::stdin().lock(), &mut io::stdout().lock()) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("fogliaccio: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Returns whether every line was accepted.
fn run(position: &mut Position, input: impl BufRead, out: &mut impl Write) -> io::Result<bool> {
    emit(out, &report(position))?;
    let mut all_accepted = true;
    for line in input.lines() {
        let line = line?;
        let text = line.trim();
        if text.is_empty() {
            continue;
        }
        let played = if text.eq_ignore_ascii_case("resign") {
            position.resign(position.to_move()).map_err(|e| e.to_string())
        } else {
            Move::parse(text, position.size())
                .map_err(|e| e.to_string())
                .and_then(|mv| position.play(mv).map_err(|e| e.to_string()))
        };
        match played {
            Ok(()) => emit(out, &report(position))?,
            Err(error) => {
                all_accepted = false;
                emit(out, &Refusal { error })?;
            }
        }
    }
    out.flush()?;
    Ok(all_accepted)
}
