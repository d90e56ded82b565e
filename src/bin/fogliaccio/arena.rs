//! `fogliaccio arena`: two engines that speak GTP for Hex or TwixT play each other from a
//! fixed list of openings, each opening once with each engine as Black, and the first
//! engine's score is printed with its 95% interval (a draw, which TwixT has, counts half).
//! The engines' own options set their time per move; the arena times every `genmove` so
//! that an unequal match shows. No game has the swap: the openings stand for it.
//!
//! The rules engine here is the referee, speaking as `fogliaccio gtp` does ([`Spoken`]): an
//! illegal or unreadable move, a refused `play` or an engine that stops answering loses
//! that game (a forfeit, counted apart). In TwixT, where a peg's bridges follow from the
//! board, an engine that speaks `list_bridges` is asked for its bridges after every turn,
//! and one whose bridges are not the referee's forfeits too: it is playing another game.

use std::collections::BTreeSet;
use std::fmt;
use std::io::{self, BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

use fogliaccio::games::connection::Connection;
use fogliaccio::games::connection::game::MoveOf;
use fogliaccio::games::hex::{Hex, HexSetup, SwapRule};
use fogliaccio::games::twixt::{self, RuleSet, Twixt, TwixtSetup};
use fogliaccio::games::{Colour, Game, Outcome};

use crate::GtpGame;
use crate::gtp::{self, Spoken};
use crate::selfplay::share;

#[derive(clap::Args)]
pub struct Args {
    /// The engine measured: a shell command that speaks GTP for the game.
    first: String,
    /// Its opponent: a shell command that speaks GTP for the game.
    second: String,
    /// The game played.
    #[arg(long, value_enum, default_value = "hex")]
    game: GtpGame,
    /// TwixT's rule set: standard (default: the one OpenSpiel plays, and one where no
    /// player runs out of pegs, which GTP could not say), original or pp.
    #[arg(long)]
    rules: Option<String>,
    /// Board size.
    #[arg(long, default_value_t = 9)]
    size: u32,
    /// Black's first moves, comma-separated; each is played once with each engine as Black.
    /// Hex's default: no two are the same opening turned half a circle on 9×9. TwixT's: ten
    /// holes spread over the board's top-left quarter (the board's mirrors give the rest).
    #[arg(long, value_delimiter = ',')]
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
    match args.game {
        GtpGame::Hex => {
            if let Some(rules) = &args.rules {
                return Err(ArenaError::Setup(format!("Hex has one rule set; --rules {rules} does not apply")));
            }
            let openings = ["a3", "a6", "b2", "b5", "c2", "d2", "e2", "f2", "g2", "h2"].map(str::to_owned);
            run_match::<Hex>(HexSetup { swap: SwapRule::None, ..HexSetup::default() }, args, &openings)
        }
        GtpGame::Twixt => {
            let rules = match &args.rules {
                Some(name) => {
                    name.parse().map_err(|e: fogliaccio::games::UnknownName| ArenaError::Setup(e.to_string()))?
                }
                None => RuleSet::Standard,
            };
            let setup = TwixtSetup { rules, swap: SwapRule::None, ..TwixtSetup::default() };
            run_match::<Twixt>(setup, args, &twixt_openings(args.size))
        }
    }
}

/// Ten holes of the top-left quarter of a TwixT board `n` a side, none on a border: three
/// columns by three rows at a sixth, a third and nearly half of the side, and one more by
/// Black's border.
fn twixt_openings(n: u32) -> Vec<String> {
    let Ok(size) = twixt::BoardSize::new(n) else { return Vec::new() };
    let steps = [n / 6, n / 3, n / 2 - 1].map(|k| k.max(1) as u8);
    let mut holes: Vec<(u8, u8)> = steps.iter().flat_map(|&col| steps.iter().map(move |&row| (col, row))).collect();
    holes.push((1, steps[2]));
    holes.into_iter().filter_map(|(col, row)| twixt::Hole::new(col, row, size)).map(|h| h.to_string()).collect()
}

/// Plays every opening of `args.openings` (or `defaults`) with both colours, `args.rounds`
/// times, and prints the score.
fn run_match<G: Spoken>(setup: G::Setup, args: &Args, defaults: &[String]) -> Result<(), ArenaError> {
    let (_, start) = gtp::new_game::<G>(setup, args.size).map_err(|e| ArenaError::Setup(e.to_string()))?;
    let texts = if args.openings.is_empty() { defaults } else { &args.openings };
    let openings = texts
        .iter()
        .map(|text| gtp::read_move::<G>(text, &start).map_err(|e| ArenaError::Setup(format!("opening {text}: {e}"))))
        .collect::<Result<Vec<_>, _>>()?;
    let mut engines = [Engine::spawn::<G>(&args.first)?, Engine::spawn::<G>(&args.second)?];
    println!(
        "first:  {}\nsecond: {}\nboard {}, no swap, {} openings × 2 colours × {}",
        args.first,
        args.second,
        args.size,
        openings.len(),
        args.rounds
    );
    let mut score = Score::default();
    let mut number = 0;
    for _ in 0..args.rounds {
        for &opening in &openings {
            for first_is_black in [true, false] {
                number += 1;
                let game = play::<G>(&mut engines, &start, opening, first_is_black)?;
                let first = if first_is_black { Colour::Black } else { Colour::White };
                score.add(first_is_black, game.outcome, first);
                let opening = G::write_move(opening);
                let first = first.name();
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
    outcome: Outcome,
    /// Why the game ended off the board: a forfeit, or a side with no move to make.
    why: Option<String>,
    /// The moves, the opening first, as GTP writes them.
    moves: Vec<String>,
}

impl fmt::Display for Played {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.outcome {
            Outcome::Winner(colour) => write!(f, "{} wins", colour.name())?,
            Outcome::Draw => f.write_str("draw")?,
        }
        write!(f, ", {} moves", self.moves.len())?;
        if let Some(why) = &self.why {
            write!(f, " ({why})")?;
        }
        write!(f, "\n           {}", self.moves.join(" "))
    }
}

/// Plays one game from `start` and `opening`, Black's first move, which both engines are
/// told.
fn play<G: Spoken>(
    engines: &mut [Engine; 2],
    start: &G::Position,
    opening: MoveOf<G>,
    first_is_black: bool,
) -> Result<Played, ArenaError> {
    let mut position = start.clone();
    for engine in engines.iter_mut() {
        engine.expect(&format!("boardsize {}", position.side()))?;
        engine.expect("clear_board")?;
    }
    let engine_of = |colour: Colour| usize::from((colour == Colour::Black) != first_is_black);
    let mut moves = Vec::new();
    let lost = |moves: Vec<String>, loser: Colour, reason: String| Played {
        outcome: Outcome::Winner(loser.opponent()),
        why: Some(format!("forfeit: {reason}")),
        moves,
    };
    let mut next = opening;
    loop {
        let colour = position.to_move();
        let text = G::write_move(next);
        if let Err(e) = gtp::play::<G>(&mut position, next) {
            return Ok(lost(moves, colour, format!("{colour} played {text}: {e}")));
        }
        moves.push(text.clone());
        let bridges = G::bridges(&position);
        for (index, engine) in engines.iter_mut().enumerate() {
            let loser = if index == engine_of(Colour::Black) { Colour::Black } else { Colour::White };
            // The engine that chose the move has it already, except for the opening.
            let told = index == engine_of(colour) && moves.len() > 1;
            if !told && let Answer::Refused(why) = engine.send(&format!("play {colour} {text}"))? {
                return Ok(lost(moves, loser, format!("{loser} refused play {colour} {text}: {why}")));
            }
            if let Some(why) = engine.bridges_differ(&bridges)? {
                return Ok(lost(moves, loser, format!("{loser}'s bridges after {text} {why}")));
            }
        }
        if let Some(outcome) = position.outcome() {
            return Ok(Played { outcome, why: None, moves });
        }
        let colour = position.to_move();
        let mut legal = Vec::new();
        position.legal_moves(&mut legal);
        if legal.is_empty() {
            // A TwixT player out of holes, who would have to remove, which GTP cannot say:
            // a draw, as OpenSpiel scores a player with no legal move.
            let why = format!("{colour} cannot place without a removal");
            return Ok(Played { outcome: Outcome::Draw, why: Some(why), moves });
        }
        next = match engines[engine_of(colour)].genmove(colour)? {
            Answer::Refused(why) => return Ok(lost(moves, colour, format!("genmove refused: {why}"))),
            Answer::Given(text) if text.eq_ignore_ascii_case("resign") => {
                return Ok(Played { outcome: Outcome::Winner(colour.opponent()), why: None, moves });
            }
            Answer::Given(text) => match gtp::read_move::<G>(&text, &position) {
                Ok(mv) => mv,
                Err(e) => return Ok(lost(moves, colour, format!("genmove gave {text:?}: {e}"))),
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
    /// Whether its bridges are compared with the referee's after every turn.
    lists_bridges: bool,
}

impl Engine {
    /// Starts `command`, and asks it whether it lists its bridges, when the game has them.
    fn spawn<G: Spoken>(command: &str) -> Result<Engine, ArenaError> {
        let mut child = Command::new("sh")
            .args(["-c", command])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| ArenaError::Engine { command: command.to_owned(), error: e })?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            unreachable!("both pipes were asked for")
        };
        let mut engine = Engine {
            command: command.to_owned(),
            child,
            input,
            output: BufReader::new(output),
            clock: Clock::default(),
            lists_bridges: false,
        };
        if G::BRIDGES {
            let answer = engine.send("known_command list_bridges")?;
            engine.lists_bridges = matches!(answer, Answer::Given(text) if text == "true");
        }
        Ok(engine)
    }

    /// How the engine's bridges differ from `referee`'s, when it lists them; `None` when
    /// they agree or it does not.
    fn bridges_differ(&mut self, referee: &[String]) -> Result<Option<String>, ArenaError> {
        if !self.lists_bridges {
            return Ok(None);
        }
        let listed = match self.send("list_bridges")? {
            Answer::Given(text) => text.to_ascii_uppercase(),
            Answer::Refused(why) => return Ok(Some(format!("were not listed: {why}"))),
        };
        let theirs: BTreeSet<&str> = listed.split_whitespace().collect();
        let ours: BTreeSet<&str> = referee.iter().map(String::as_str).collect();
        if theirs == ours {
            return Ok(None);
        }
        let list = |set: Vec<&str>| if set.is_empty() { "none".to_owned() } else { set.join(" ") };
        Ok(Some(format!(
            "differ from the referee's: missing {}, extra {}",
            list(ours.difference(&theirs).copied().collect()),
            list(theirs.difference(&ours).copied().collect())
        )))
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

/// The first engine's score, as Black and as White, in half points (a draw is one).
#[derive(Default)]
struct Score {
    /// Games and half points with the first engine as Black, then as White.
    games: [u32; 2],
    halves: [u32; 2],
}

impl Score {
    fn add(&mut self, first_is_black: bool, outcome: Outcome, first: Colour) {
        let side = usize::from(!first_is_black);
        self.games[side] += 1;
        self.halves[side] += match outcome {
            Outcome::Winner(colour) if colour == first => 2,
            Outcome::Winner(_) => 0,
            Outcome::Draw => 1,
        };
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let games = self.games[0] + self.games[1];
        let halves = self.halves[0] + self.halves[1];
        write!(
            f,
            "first wins: {}; as black {}, as white {}",
            share(halves, games, true),
            share(self.halves[0], self.games[0], false),
            share(self.halves[1], self.games[1], false),
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
