//! `fogliaccio arena`: two Hex engines that speak GTP play each other from a fixed list of
//! openings, each opening once with each engine as Black, and the first engine's score is
//! printed with its 95% interval. The engines' own options set their time per move; the
//! arena times every `genmove` so that an unequal match shows.
//!
//! The rules engine here is the referee: an illegal or unreadable move, a refused `play`
//! or an engine that stops answering loses that game (a forfeit, counted apart).

use std::fmt;
use std::io::{self, BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

use fogliaccio::games::Colour;
use fogliaccio::games::Game;
use fogliaccio::games::hex::{BoardSize, Cell, Move, Position, SwapRule};

use crate::selfplay::share;

#[derive(clap::Args)]
pub struct Args {
    /// The engine measured: a shell command that speaks GTP for Hex.
    first: String,
    /// Its opponent: a shell command that speaks GTP for Hex.
    second: String,
    /// Board size.
    #[arg(long, default_value_t = 9)]
    size: u32,
    /// Black's first stones, comma-separated; each is played once with each engine as Black.
    /// No two of the default ones are the same opening turned half a circle on 9×9.
    #[arg(long, value_delimiter = ',', default_value = "a3,a6,b2,b5,c2,d2,e2,f2,g2,h2")]
    openings: Vec<String>,
    /// How many times the whole list is played (each time with both colours).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..))]
    rounds: u32,
}

/// Plays the match and prints one line a game, then the score.
pub fn run(args: &Args) -> ExitCode {
    match arena(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("fogliaccio: {e}");
            ExitCode::FAILURE
        }
    }
}

fn arena(args: &Args) -> Result<(), ArenaError> {
    let size = BoardSize::new(args.size).map_err(|e| ArenaError::Setup(e.to_string()))?;
    let openings = args
        .openings
        .iter()
        .map(|text| Cell::parse(text, size).map_err(|e| ArenaError::Setup(e.to_string())))
        .collect::<Result<Vec<Cell>, _>>()?;
    let mut engines = [Engine::spawn(&args.first)?, Engine::spawn(&args.second)?];
    println!(
        "first:  {}\nsecond: {}\nboard {size}, no swap, {} openings × 2 colours × {}",
        args.first,
        args.second,
        openings.len(),
        args.rounds
    );
    let mut score = Score::default();
    let mut number = 0;
    for _ in 0..args.rounds {
        for &opening in &openings {
            for first_is_black in [true, false] {
                number += 1;
                let game = play(&mut engines, size, opening, first_is_black)?;
                let first_won = game.winner == if first_is_black { Colour::Black } else { Colour::White };
                score.add(first_is_black, first_won);
                let first = if first_is_black { "black" } else { "white" };
                println!("game {number:>3}: {opening} first {first:<5} → {game}");
            }
        }
    }
    println!("{score}");
    for (name, engine) in ["first", "second"].into_iter().zip(engines) {
        println!("{name}: {}", engine.clock);
        engine.quit();
    }
    Ok(())
}

/// One finished game, from the board's point of view.
struct Played {
    winner: Colour,
    /// Stones on the board at the end.
    stones: usize,
    /// Why the loser lost when it was not on the board.
    forfeit: Option<String>,
    /// The moves, the opening first.
    moves: Vec<Move>,
}

impl fmt::Display for Played {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} wins, {} stones", self.winner, self.stones)?;
        if let Some(reason) = &self.forfeit {
            write!(f, " (forfeit: {reason})")?;
        }
        let moves: Vec<String> = self.moves.iter().map(Move::to_string).collect();
        write!(f, "\n           {}", moves.join(" "))
    }
}

/// Plays one game from `opening`, Black's first stone, which both engines are told.
fn play(engines: &mut [Engine; 2], size: BoardSize, opening: Cell, first_is_black: bool) -> Result<Played, ArenaError> {
    let mut position = Position::new(size, SwapRule::None);
    for engine in engines.iter_mut() {
        engine.expect(&format!("boardsize {}", size.get()))?;
        engine.expect("clear_board")?;
    }
    let engine_of = |colour: Colour| usize::from((colour == Colour::Black) != first_is_black);
    let mut moves = Vec::new();
    let end = |position: &Position, moves: Vec<Move>, winner: Colour, forfeit: Option<String>| Played {
        winner,
        stones: position.board().stone_count(),
        forfeit,
        moves,
    };
    let mut next = Move::Place(opening);
    loop {
        let colour = position.to_move();
        if let Err(e) = position.play(next) {
            let reason = format!("{colour} played {next}: {e}");
            return Ok(end(&position, moves, colour.opponent(), Some(reason)));
        }
        moves.push(next);
        for (index, engine) in engines.iter_mut().enumerate() {
            // The engine that chose the move has it already, except for the opening.
            if index == engine_of(colour) && position.ply() > 1 {
                continue;
            }
            if let Answer::Refused(why) = engine.send(&format!("play {colour} {next}"))? {
                let loser = if index == engine_of(Colour::Black) { Colour::Black } else { Colour::White };
                let reason = format!("{loser} refused play {colour} {next}: {why}");
                return Ok(end(&position, moves, loser.opponent(), Some(reason)));
            }
        }
        if let Some(ending) = position.ending() {
            let winner = ending.winner();
            return Ok(end(&position, moves, winner, None));
        }
        let colour = position.to_move();
        next = match engines[engine_of(colour)].genmove(colour)? {
            Answer::Refused(why) => {
                return Ok(end(&position, moves, colour.opponent(), Some(format!("genmove refused: {why}"))));
            }
            Answer::Given(text) if text.eq_ignore_ascii_case("resign") => {
                return Ok(end(&position, moves, colour.opponent(), None));
            }
            Answer::Given(text) => match Move::parse(&text, size) {
                Ok(mv) => mv,
                Err(e) => {
                    let reason = format!("genmove gave {text:?}: {e}");
                    return Ok(end(&position, moves, colour.opponent(), Some(reason)));
                }
            },
        };
    }
}

/// What an engine answered.
enum Answer {
    Given(String),
    Refused(String),
}

/// A GTP engine running as a child process.
struct Engine {
    command: String,
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    clock: Clock,
}

impl Engine {
    fn spawn(command: &str) -> Result<Engine, ArenaError> {
        let mut child = Command::new("sh")
            .args(["-c", command])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| ArenaError::Engine { command: command.to_owned(), error: e })?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            unreachable!("both pipes were asked for")
        };
        Ok(Engine {
            command: command.to_owned(),
            child,
            input,
            output: BufReader::new(output),
            clock: Clock::default(),
        })
    }

    /// Sends one command and reads its answer (up to the empty line that ends it).
    fn send(&mut self, command: &str) -> Result<Answer, ArenaError> {
        let lost = |error| ArenaError::Engine { command: self.command.clone(), error };
        writeln!(self.input, "{command}").and_then(|()| self.input.flush()).map_err(lost)?;
        let mut lines = Vec::new();
        loop {
            let mut line = String::new();
            if self.output.read_line(&mut line).map_err(lost)? == 0 {
                return Err(lost(io::Error::new(io::ErrorKind::UnexpectedEof, format!("closed after {command}"))));
            }
            let line = line.trim_end();
            if line.is_empty() && !lines.is_empty() {
                break;
            }
            if !line.is_empty() {
                lines.push(line.to_owned());
            }
        }
        let text = lines.join("\n");
        // `=text` or `?text`, an id possibly between the mark and the text.
        let (mark, rest) = text.split_at(1.min(text.len()));
        let rest = rest.trim_start_matches(|c: char| c.is_ascii_digit()).trim().to_owned();
        match mark {
            "=" => Ok(Answer::Given(rest)),
            "?" => Ok(Answer::Refused(rest)),
            _ => Err(ArenaError::NotGtp { command: self.command.clone(), answer: text }),
        }
    }

    /// Sends a command that must succeed.
    fn expect(&mut self, command: &str) -> Result<(), ArenaError> {
        match self.send(command)? {
            Answer::Given(_) => Ok(()),
            Answer::Refused(why) => Err(ArenaError::Setup(format!("{}: {command}: {why}", self.command))),
        }
    }

    fn genmove(&mut self, colour: Colour) -> Result<Answer, ArenaError> {
        let start = Instant::now();
        let answer = self.send(&format!("genmove {colour}"));
        self.clock.add(start.elapsed());
        answer
    }

    /// Says `quit`, closes the engine's input (for one that goes on reading) and waits.
    fn quit(mut self) {
        // An engine that already left is no matter now.
        let _ = self.send("quit");
        let Engine { mut child, input, .. } = self;
        drop(input);
        let _ = child.wait();
    }
}

/// Wall time an engine spent on its moves.
#[derive(Default)]
struct Clock {
    moves: u32,
    total: Duration,
    longest: Duration,
}

impl Clock {
    fn add(&mut self, spent: Duration) {
        self.moves += 1;
        self.total += spent;
        self.longest = self.longest.max(spent);
    }
}

impl fmt::Display for Clock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mean = self.total.as_secs_f64() / f64::from(self.moves.max(1));
        write!(
            f,
            "{} moves, {mean:.3} s a move on average, {:.3} s the longest",
            self.moves,
            self.longest.as_secs_f64()
        )
    }
}

/// The first engine's wins, as Black and as White.
#[derive(Default)]
struct Score {
    /// Games and wins with the first engine as Black, then as White.
    games: [u32; 2],
    wins: [u32; 2],
}

impl Score {
    fn add(&mut self, first_is_black: bool, first_won: bool) {
        let side = usize::from(!first_is_black);
        self.games[side] += 1;
        self.wins[side] += u32::from(first_won);
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let games = self.games[0] + self.games[1];
        let halves = 2 * (self.wins[0] + self.wins[1]);
        write!(
            f,
            "first wins: {}; as black {}/{}, as white {}/{}",
            share(halves, games, true),
            self.wins[0],
            self.games[0],
            self.wins[1],
            self.games[1],
        )
    }
}

/// Why the match could not be played.
#[derive(Debug)]
pub enum ArenaError {
    /// A bad option, or an engine that refused to set up a game.
    Setup(String),
    /// An engine that could not be started, or stopped answering.
    Engine {
        command: String,
        error: io::Error,
    },
    NotGtp {
        command: String,
        answer: String,
    },
}

impl fmt::Display for ArenaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArenaError::Setup(why) => f.write_str(why),
            ArenaError::Engine { command, error } => write!(f, "engine `{command}`: {error}"),
            ArenaError::NotGtp { command, answer } => write!(f, "engine `{command}` answered {answer:?}, not GTP"),
        }
    }
}

impl std::error::Error for ArenaError {}
