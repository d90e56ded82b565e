//! `fogliaccio gtp`: the Go Text Protocol (version 2) for Hex, as HexGui drives MoHex.
//!
//! One command a line, optionally preceded by a numeric id that the answer repeats
//! (`3 name` → `=3 fogliaccio`). Blank lines and `#` comments are ignored. An answer is
//! `=` (success) or `?` (failure, with the reason), then its text, then an empty line.
//!
//! What HexGui and MoHex agree on, and this engine follows:
//!
//! - colours are `black`/`white` (HexGui sends the long words; `b`/`w` are accepted too,
//!   in any case); cells are a column letter and a row number, `a1` the top-left corner;
//! - HexGui starts a game with `boardsize W H` (MoHex also takes `boardsize N`); only
//!   square boards are played here;
//! - HexGui sends `play white swap-pieces` for the swap and reads `swap-pieces` back from
//!   `genmove`; it draws nothing for it and lets White move again. MoHex does the same
//!   (its board keeps the stone; the turn follows the stone count). On the board that is
//!   RULES.md's colour exchange, so `--swap` defaults to `colours`; `swap`, `swap-pieces`
//!   and `swap-sides` are all read as the swap of the configured rule, and `genmove`
//!   answers `swap-pieces`, the only swap word HexGui can read back;
//! - HexGui asks `hexgui-analyze_commands` on connecting; the answer here is empty.
//!
//! Unlike MoHex, which lets either colour play at any time, the rules engine here is
//! strictly alternating: a `play` or `genmove` for the side not to move is refused.

use std::fmt;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use fogliaccio::ai::hex::Style;
use fogliaccio::games::hex::{BoardSize, Move, MoveError, PlayError, Position, SizeError, SwapRule};
use fogliaccio::games::{Colour, ColourParseError, Game};
use fogliaccio::rng::Rng;

use crate::think::{Budget, Thinker};

/// Every command this engine knows, sorted as `list_commands` reports them, with how it
/// is called (for the answer to a call with the wrong arguments).
const COMMANDS: [(&str, &str); 14] = [
    ("boardsize", "boardsize <n>, or boardsize <n> <n>"),
    ("clear_board", "clear_board"),
    ("genmove", "genmove <colour>"),
    ("hexgui-analyze_commands", "hexgui-analyze_commands"),
    ("known_command", "known_command <command>"),
    ("list_commands", "list_commands"),
    ("name", "name"),
    ("play", "play <colour> <move>"),
    ("protocol_version", "protocol_version"),
    ("quit", "quit"),
    ("showboard", "showboard"),
    ("time_settings", "time_settings <main time> <byo-yomi time> <byo-yomi stones>"),
    ("undo", "undo"),
    ("version", "version"),
];

fn known(name: &str) -> Option<&'static str> {
    COMMANDS.iter().find(|(known, _)| *known == name).map(|&(_, usage)| usage)
}

/// The word `genmove` answers for a swap: HexGui reads no other.
const SWAP_WORD: &str = "swap-pieces";

/// How the engine is set up from the command line.
pub struct Options {
    pub swap: SwapRule,
    pub budget: Budget,
    pub seed: u64,
}

/// Serves standard input until it ends or `quit` comes.
pub fn hex(options: Options) -> ExitCode {
    let mut engine = Engine::new(options);
    match serve(&mut engine, io::stdin().lock(), &mut io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("fogliaccio: {e}");
            ExitCode::FAILURE
        }
    }
}

fn serve(engine: &mut Engine, input: impl BufRead, out: &mut impl Write) -> io::Result<()> {
    for line in input.lines() {
        let Some(request) = Request::parse(&line?) else { continue };
        let command = Command::parse(&request.words, engine.position.size());
        let answer = command.and_then(|command| engine.execute(&command).map(|text| (command, text)));
        match answer {
            Ok((command, text)) => {
                respond(out, '=', request.id, &text)?;
                if command == Command::Quit {
                    return Ok(());
                }
            }
            Err(error) => respond(out, '?', request.id, &error.to_string())?,
        }
    }
    Ok(())
}

/// Writes one answer and flushes it: the controller waits for it before sending more.
fn respond(out: &mut impl Write, mark: char, id: Option<u32>, text: &str) -> io::Result<()> {
    let id = id.map(|id| id.to_string()).unwrap_or_default();
    write!(out, "{mark}{id} {text}\n\n")?;
    out.flush()
}

/// One command line, cleaned as GTP §2.2 asks: control characters dropped, tabs made
/// spaces, comments cut off.
struct Request {
    id: Option<u32>,
    /// The command name and its arguments.
    words: Vec<String>,
}

impl Request {
    /// `None` for a line with nothing to do (blank, or only a comment).
    fn parse(line: &str) -> Option<Request> {
        let cleaned: String = line
            .split('#')
            .next()
            .unwrap_or_default()
            .chars()
            .filter_map(|c| match c {
                '\t' => Some(' '),
                c if c.is_control() => None,
                c => Some(c),
            })
            .collect();
        let mut words: Vec<String> = cleaned.split_whitespace().map(str::to_owned).collect();
        let id = words.first().and_then(|word| word.parse().ok());
        if id.is_some() {
            words.remove(0);
        }
        (id.is_some() || !words.is_empty()).then_some(Request { id, words })
    }
}

/// What `play` may put on the board besides a move of the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Played {
    Move(Move),
    /// The named colour gives up (either colour, at any time: RULES.md §1).
    Resign,
}

/// A command whose arguments have been read.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Command {
    Name,
    Version,
    ProtocolVersion,
    ListCommands,
    Known(String),
    BoardSize(BoardSize),
    ClearBoard,
    Play(Colour, Played),
    GenMove(Colour),
    Undo,
    ShowBoard,
    /// Accepted so that controllers can set their clock; `--seconds` or `--playouts`
    /// decide how long a move takes.
    TimeSettings,
    AnalyzeCommands,
    Quit,
}

impl Command {
    /// Reads `words` (the name, then the arguments); cells are read for a board of `size`.
    fn parse(words: &[String], size: BoardSize) -> Result<Command, GtpError> {
        let (name, args) = words.split_first().ok_or(GtpError::NoCommand)?;
        Ok(match (name.as_str(), args) {
            ("name", []) => Command::Name,
            ("version", []) => Command::Version,
            ("protocol_version", []) => Command::ProtocolVersion,
            ("list_commands", []) => Command::ListCommands,
            ("known_command", [command]) => Command::Known(command.clone()),
            ("boardsize", [n]) => Command::BoardSize(square(n, n)?),
            ("boardsize", [width, height]) => Command::BoardSize(square(width, height)?),
            ("clear_board", []) => Command::ClearBoard,
            ("play", [colour, mv]) => Command::Play(colour.parse()?, played(mv, size)?),
            ("genmove", [colour]) => Command::GenMove(colour.parse()?),
            ("undo", []) => Command::Undo,
            ("showboard", []) => Command::ShowBoard,
            ("time_settings", [main, byo_yomi, stones]) => {
                for value in [main, byo_yomi, stones] {
                    number(value)?;
                }
                Command::TimeSettings
            }
            ("hexgui-analyze_commands", []) => Command::AnalyzeCommands,
            ("quit", []) => Command::Quit,
            (name, _) => return Err(known(name).map_or(GtpError::UnknownCommand, GtpError::Usage)),
        })
    }
}

fn number(text: &str) -> Result<u32, GtpError> {
    text.parse().map_err(|_| GtpError::NotANumber(text.to_owned()))
}

/// The board size of `boardsize`; Hex is played on a rhombus, so both sides must agree.
fn square(width: &str, height: &str) -> Result<BoardSize, GtpError> {
    let (width, height) = (number(width)?, number(height)?);
    if width != height {
        return Err(GtpError::NotSquare { width, height });
    }
    Ok(BoardSize::new(width)?)
}

/// A move of `play`: a cell, `resign`, or any of the swap words.
fn played(text: &str, size: BoardSize) -> Result<Played, GtpError> {
    let word = text.to_ascii_lowercase();
    Ok(match word.as_str() {
        "resign" => Played::Resign,
        "swap" | "swap-pieces" | "swap-sides" => Played::Move(Move::Swap),
        _ => Played::Move(Move::parse(text, size)?),
    })
}

/// Why a command was refused; the text after `?`.
#[derive(Clone, Debug, PartialEq)]
enum GtpError {
    /// A line with only an id.
    NoCommand,
    /// GTP's fixed wording, which controllers look for.
    UnknownCommand,
    /// Wrong arguments: how to call the command.
    Usage(&'static str),
    NotANumber(String),
    NotSquare {
        width: u32,
        height: u32,
    },
    Size(SizeError),
    Colour(ColourParseError),
    Move(MoveError),
    Play(PlayError),
    NotYourTurn {
        asked: Colour,
        to_move: Colour,
    },
    NothingToUndo,
}

impl fmt::Display for GtpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GtpError::NoCommand => f.write_str("no command given"),
            GtpError::UnknownCommand => f.write_str("unknown command"),
            GtpError::Usage(usage) => write!(f, "usage: {usage}"),
            GtpError::NotANumber(text) => write!(f, "'{text}' is not a whole number"),
            GtpError::NotSquare { width, height } => {
                write!(f, "a Hex board here is square: {width}×{height} is not (use boardsize {width} {width})")
            }
            GtpError::Size(e) => e.fmt(f),
            GtpError::Colour(e) => e.fmt(f),
            GtpError::Move(e) => e.fmt(f),
            GtpError::Play(e) => e.fmt(f),
            GtpError::NotYourTurn { asked, to_move } => {
                write!(f, "it is {to_move}'s turn, not {asked}'s (moves here strictly alternate)")
            }
            GtpError::NothingToUndo => f.write_str("no move to undo"),
        }
    }
}

impl std::error::Error for GtpError {}

impl From<SizeError> for GtpError {
    fn from(e: SizeError) -> Self {
        GtpError::Size(e)
    }
}

impl From<ColourParseError> for GtpError {
    fn from(e: ColourParseError) -> Self {
        GtpError::Colour(e)
    }
}

impl From<MoveError> for GtpError {
    fn from(e: MoveError) -> Self {
        GtpError::Move(e)
    }
}

impl From<PlayError> for GtpError {
    fn from(e: PlayError) -> Self {
        GtpError::Play(e)
    }
}

/// The game in progress and the search that plays it.
struct Engine {
    swap: SwapRule,
    position: Position,
    /// The position before each move and resignation, for `undo`.
    earlier: Vec<Position>,
    thinker: Thinker<Style>,
    budget: Budget,
}

impl Engine {
    fn new(options: Options) -> Engine {
        Engine {
            swap: options.swap,
            position: Position::new(BoardSize::default(), options.swap),
            earlier: Vec::new(),
            thinker: Thinker::new(Style::Knowledge, Rng::seed(options.seed)),
            budget: options.budget,
        }
    }

    /// Carries out `command`; the text of the answer.
    fn execute(&mut self, command: &Command) -> Result<String, GtpError> {
        match command {
            Command::Name => Ok("fogliaccio".to_owned()),
            Command::Version => Ok(env!("CARGO_PKG_VERSION").to_owned()),
            Command::ProtocolVersion => Ok("2".to_owned()),
            Command::ListCommands => Ok(COMMANDS.map(|(name, _)| name).join("\n")),
            Command::Known(name) => Ok(known(name).is_some().to_string()),
            Command::BoardSize(size) => {
                self.new_game(*size);
                Ok(String::new())
            }
            Command::ClearBoard => {
                self.new_game(self.position.size());
                Ok(String::new())
            }
            Command::Play(colour, played) => self.play(*colour, *played).map(|()| String::new()),
            Command::GenMove(colour) => self.genmove(*colour),
            Command::Undo => self.undo().map(|()| String::new()),
            Command::ShowBoard => Ok(show_board(&self.position)),
            Command::TimeSettings | Command::AnalyzeCommands | Command::Quit => Ok(String::new()),
        }
    }

    fn new_game(&mut self, size: BoardSize) {
        self.position = Position::new(size, self.swap);
        self.earlier.clear();
        self.thinker.forget();
    }

    /// Refuses a move for the side not to move (a finished game refuses every move).
    fn check_turn(&self, colour: Colour) -> Result<(), GtpError> {
        if self.position.ending().is_some() {
            return Err(PlayError::GameOver.into());
        }
        let to_move = self.position.to_move();
        if colour != to_move {
            return Err(GtpError::NotYourTurn { asked: colour, to_move });
        }
        Ok(())
    }

    fn play(&mut self, colour: Colour, played: Played) -> Result<(), GtpError> {
        let before = self.position.clone();
        match played {
            Played::Resign => self.position.resign(colour)?,
            Played::Move(mv) => {
                self.check_turn(colour)?;
                self.position.play(mv)?;
                self.thinker.played(mv);
            }
        }
        self.earlier.push(before);
        Ok(())
    }

    fn genmove(&mut self, colour: Colour) -> Result<String, GtpError> {
        self.check_turn(colour)?;
        let mv = self.thinker.choose(&self.position, self.budget).ok_or(PlayError::GameOver)?;
        self.play(colour, Played::Move(mv))?;
        Ok(match mv {
            Move::Place(cell) => cell.to_string(),
            Move::Swap => SWAP_WORD.to_owned(),
        })
    }

    fn undo(&mut self) -> Result<(), GtpError> {
        self.position = self.earlier.pop().ok_or(GtpError::NothingToUndo)?;
        self.thinker.forget();
        Ok(())
    }
}

/// The board as an ASCII rhombus, each row shifted one further right, with the column
/// letters above and below and the row numbers on both sides; `B` and `W` are stones.
/// The answer starts on a new line (as MoHex's does) and has no empty line in it, which
/// would end the answer early.
fn show_board(position: &Position) -> String {
    let n = usize::from(position.size().get());
    let letters: Vec<String> = (0..n).map(|col| char::from(b'a' + col as u8).to_string()).collect();
    let letters = letters.join(" ");
    let mut lines = vec![String::new(), format!("    {letters}")];
    let board = position.board();
    let stones: Vec<&str> = board
        .cells()
        .map(|cell| match board.stone(cell) {
            Some(Colour::Black) => "B",
            Some(Colour::White) => "W",
            None => ".",
        })
        .collect();
    for (row, cells) in stones.chunks(n).enumerate() {
        lines.push(format!("{}{:>2}\\ {} \\{}", " ".repeat(row), row + 1, cells.join(" "), row + 1));
    }
    lines.push(format!("{}{letters}", " ".repeat(n + 3)));
    lines.push("B black joins top and bottom, W white joins left and right".to_owned());
    lines.push(status(position));
    lines.join("\n")
}

fn status(position: &Position) -> String {
    match position.outcome() {
        Some(outcome) => format!("game over: {} wins", outcome.name()),
        None => format!("{} to move", position.to_move()),
    }
}
