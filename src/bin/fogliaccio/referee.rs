//! `fogliaccio referee`: plays the lines of standard input as moves and reports every
//! position as one JSON object a line. A refused line prints `{"error":…}`, changes
//! nothing, and makes the command exit non-zero once the input ends.

use fogliaccio::games::connection::Connection;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use fogliaccio::games::doublets;
use fogliaccio::games::hex::{BoardSize, Move, Position, SwapRule};
use fogliaccio::games::twixt;
use fogliaccio::games::{Colour, Game, Outcome};
use fogliaccio::rng::Rng;
use serde::Serialize;

use crate::input::{self, Line};

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
    Report { ply: position.ply(), to_move: position.to_move(), legal, result: position.outcome().map(Outcome::name) }
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
    let start = report(&position);
    finish(run(start, io::stdin().lock(), &mut io::stdout().lock(), |text| {
        if text.eq_ignore_ascii_case("resign") {
            position.resign(position.to_move()).map_err(|e| e.to_string())?;
        } else {
            let mv = Move::parse(text, position.size()).map_err(|e| e.to_string())?;
            position.play(mv).map_err(|e| e.to_string())?;
        }
        Ok(report(&position))
    }))
}

/// The exit status once the input is read: failure if any line was refused.
pub fn finish(outcome: io::Result<bool>) -> ExitCode {
    match outcome {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("fogliaccio: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Prints `start`, then for each non-empty line the report `step` makes of it or its
/// refusal. A line that is not UTF-8 is refused like any bad line; a refusal quotes at most
/// 80 characters of its line. Returns whether every line was accepted.
pub fn run<R: Serialize>(
    start: R,
    input: impl BufRead,
    out: &mut impl Write,
    mut step: impl FnMut(&str) -> Result<R, String>,
) -> io::Result<bool> {
    emit(out, &start)?;
    let mut all_accepted = true;
    for line in input::lines(input) {
        let answer = match line? {
            Line::NotText(_) => Err(input::NOT_TEXT.to_owned()),
            Line::TooLong(start) => Err(input::too_long(&start)),
            Line::Text(line) if line.trim().is_empty() => continue,
            Line::Text(line) => step(line.trim()).map_err(|error| input::shorten(error, &line)),
        };
        match answer {
            Ok(report) => emit(out, &report)?,
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
    let mut legal: Vec<String> =
        if playing { position.placeable_holes().map(|h| h.to_string()).collect() } else { Vec::new() };
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
pub fn twixt(size: twixt::BoardSize, rules: twixt::RuleSet, swap: SwapRule) -> ExitCode {
    let mut position = twixt::Position::new(size, rules, swap);
    let start = twixt_report(&position);
    finish(run(start, io::stdin().lock(), &mut io::stdout().lock(), |text| {
        if text.eq_ignore_ascii_case("resign") {
            position.resign(position.to_move()).map_err(|e| e.to_string())?;
        } else if text.eq_ignore_ascii_case("draw") {
            position.agree_draw().map_err(|e| e.to_string())?;
        } else {
            let turn = twixt::Turn::parse(text, position.size()).map_err(|e| e.to_string())?;
            position.play(&turn).map_err(|e| e.to_string())?;
        }
        Ok(twixt_report(&position))
    }))
}

/// One line of `referee doublets`: the position after `ply` accepted lines.
#[derive(Serialize)]
struct DoubletsReport {
    ply: u32,
    to_move: Colour,
    /// `throw` when a throw is due, else every die or unit the player may play, sorted.
    legal: Vec<String>,
    result: Option<&'static str>,
    /// The dice still to play (a doublet's units are `@` each), empty when a throw is due.
    hand: Vec<String>,
    /// What the line did, as the move log writes it.
    events: Vec<String>,
}

fn doublets_report(position: &doublets::Position, ply: u32, seen: usize) -> DoubletsReport {
    let mut legal: Vec<String> = match position.dice_due() {
        Some(_) => vec!["throw".to_owned()],
        None => position.legal_actions().iter().map(ToString::to_string).collect(),
    };
    legal.sort_unstable();
    let hand = match position.stage() {
        doublets::Stage::Play { hand: doublets::Hand::Dice(dice), .. } => {
            dice.iter().map(ToString::to_string).collect()
        }
        doublets::Stage::Play { hand: doublets::Hand::Units(n), .. } => vec!["@".to_owned(); usize::from(*n)],
        _ => Vec::new(),
    };
    DoubletsReport {
        ply,
        to_move: position.to_move(),
        legal,
        result: position.winner().map(|w| Outcome::Winner(w).name()),
        hand,
        events: position.log()[seen..].iter().map(ToString::to_string).collect(),
    }
}

/// Doublets: a line is an action in the notation of [`doublets::Action`]; a bare `throw`
/// draws the dice from `--seed` (default 1), so a game replays from its seed or its throws.
pub fn doublets(rules: doublets::RuleSet, seed: u64) -> ExitCode {
    let mut position = doublets::Position::new(rules);
    let mut rng = Rng::seed(seed);
    let mut ply = 0;
    let start = doublets_report(&position, ply, 0);
    finish(run(start, io::stdin().lock(), &mut io::stdout().lock(), |text| {
        let action = if text.eq_ignore_ascii_case("throw") {
            // With no throw due, the empty throw draws the position's own refusal.
            position.throw(&mut rng).unwrap_or(doublets::Action::Throw(Vec::new()))
        } else {
            doublets::Action::parse(text).map_err(|e| e.to_string())?
        };
        let seen = position.log().len();
        position.play(action).map_err(|e| e.to_string())?;
        ply += 1;
        Ok(doublets_report(&position, ply, seen))
    }))
}
