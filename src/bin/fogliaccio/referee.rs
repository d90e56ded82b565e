//! `fogliaccio referee`: plays the lines of standard input as moves and reports every
//! position as one JSON object a line. A refused line prints `{"error":…}`, changes
//! nothing, and makes the command exit non-zero once the input ends.

use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use fogliaccio::games::hex::{BoardSize, Move, Position, SwapRule};
use fogliaccio::games::twixt;
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

/// One line of `referee twixt`: the position after `ply` turns, with every bridge.
#[derive(Serialize)]
struct TwixtReport {
    ply: u32,
    to_move: Colour,
    /// The holes where the side to move may place its peg, plus `swap`, sorted as strings.
    legal: Vec<String>,
    result: Option<&'static str>,
    /// Every bridge on the board, in notation order.
    links: Vec<String>,
}

fn twixt_report(position: &twixt::Position) -> TwixtReport {
    let playing = position.ending().is_none();
    let mut legal: Vec<String> = if playing { position.placeable_holes().map(|h| h.to_string()).collect() } else { Vec::new() };
    if position.can_swap() {
        legal.push("swap".to_owned());
    }
    legal.sort_unstable();
    TwixtReport {
        ply: position.ply(),
        to_move: position.to_move(),
        legal,
        result: position.ending().map(|e| e.outcome().name()),
        links: position.board().bridges().map(|b| b.to_string()).collect(),
    }
}

/// TwixT: a line is one whole turn (`-D5 -C3-D5 E6 E6-F8`), `swap`, `resign` (the side to
/// move resigns) or `draw` (both players agree to a draw).
pub fn twixt(size: twixt::BoardSize, rules: twixt::RuleSet, swap: bool) -> ExitCode {
    let mut position = twixt::Position::new(size, rules, swap);
    let mut out = io::stdout().lock();
    let result = (|| -> io::Result<bool> {
        emit(&mut out, &twixt_report(&position))?;
        let mut all_accepted = true;
        for line in io::stdin().lock().lines() {
            let line = line?;
            let text = line.trim();
            if text.is_empty() {
                continue;
            }
            let played = if text.eq_ignore_ascii_case("resign") {
                position.resign(position.to_move()).map_err(|e| e.to_string())
            } else if text.eq_ignore_ascii_case("draw") {
                position.agree_draw().map_err(|e| e.to_string())
            } else {
                twixt::Turn::parse(text, position.size())
                    .map_err(|e| e.to_string())
                    .and_then(|turn| position.play(&turn).map_err(|e| e.to_string()))
            };
            match played {
                Ok(()) => emit(&mut out, &twixt_report(&position))?,
                Err(error) => {
                    all_accepted = false;
                    emit(&mut out, &Refusal { error })?;
                }
            }
        }
        out.flush()?;
        Ok(all_accepted)
    })();
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("fogliaccio: {e}");
            ExitCode::FAILURE
        }
    }
}
