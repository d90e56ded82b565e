//! `fogliaccio gtp`: the Go Text Protocol (version 2) for Hex, as HexGui drives MoHex, and
//! for TwixT (`--game twixt`).
//!
//! One command a line, optionally preceded by a numeric id that the answer repeats
//! (`3 name` → `=3 fogliaccio`). Blank lines and `#` comments are ignored. An answer is
//! `=` (success) or `?` (failure), then its text, then an empty line. A failure starts with
//! GTP's own words (`unknown command`, `syntax error`, `illegal move`, `unacceptable size`,
//! `cannot undo`), then the reason; it quotes at most 80 characters of the line. Input is
//! read as bytes: a command that is not UTF-8 is a syntax error, and the session goes on.
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
//!   docs/rules.md's colour exchange, so `--swap` defaults to `colours`; `swap`, `swap-pieces`
//!   and `swap-sides` are all read as the swap of the configured rule, and `genmove`
//!   answers `swap-pieces`, the only swap word HexGui can read back;
//! - HexGui asks `hexgui-analyze_commands` on connecting; the answer here is empty;
//! - a controller whose game has no swap must start the engine with `--swap none`: under
//!   the default `genmove` may answer `swap-pieces` to the first stone.
//!
//! Unlike MoHex, which lets either colour play at any time, the rules engine here is
//! strictly alternating: a `play` or `genmove` for the side not to move is refused.
//!
//! TwixT has no GTP controller of its own; it is spoken here as the search plays it: a move
//! is a hole (`play b D5`), which places a peg and builds every bridge it can make at once
//! (docs/rules.md's notation, columns from `A` on the left, rows from `1` at the top), or `swap`;
//! `genmove` answers a hole or `swap`. Removals are not spoken.

use std::fmt;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;

use fogliaccio::ai::{Driver, Searched, Style};
use fogliaccio::games::connection::Connection;
use fogliaccio::games::connection::game::{ConnectionGame, MoveOf};
use fogliaccio::games::hex::{self, MoveError};
use fogliaccio::games::twixt::{self, HoleError};
use fogliaccio::games::{Colour, Game, UnknownName};
use fogliaccio::rng::Rng;

use crate::input::{self, Line};
use crate::think::Budget;

/// Every command this engine knows, sorted as `list_commands` reports them, with how it
/// is called (for the answer to a call with the wrong arguments).
const COMMANDS: [(&str, &str); 15] = [
    ("boardsize", "boardsize <n>, or boardsize <n> <n>"),
    ("clear_board", "clear_board"),
    ("genmove", "genmove <colour>"),
    ("hexgui-analyze_commands", "hexgui-analyze_commands"),
    ("known_command", "known_command <command>"),
    ("list_bridges", "list_bridges"),
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

/// Whether the engine for `G` speaks `name`: `list_bridges` only for a game with bridges.
fn speaks<G: Spoken>(name: &str) -> bool {
    known(name).is_some() && (name != "list_bridges" || G::BRIDGES)
}

/// A connection game as GTP speaks it: the search plays it, and its refusals are GTP's.
/// Every connection game is one.
pub trait Spoken:
    ConnectionGame<Position: Searched, SizeError: Into<GtpError>, PlayError: Into<GtpError>, MoveTextError: Into<GtpError>>
{
}

impl<G> Spoken for G where
    G: ConnectionGame<
            Position: Searched,
            SizeError: Into<GtpError>,
            PlayError: Into<GtpError>,
            MoveTextError: Into<GtpError>,
        >
{
}

/// A new game with `setup`'s settings on a board `n` a side: its setup and its position.
pub fn new_game<G: Spoken>(setup: G::Setup, n: u32) -> Result<(G::Setup, G::Position), GtpError> {
    let setup = G::resized(setup, n).map_err(Into::into)?;
    Ok((setup, G::new_position(setup)))
}

/// A move of `play` for `position`: any of the swap words is the swap.
pub fn read_move<G: Spoken>(text: &str, position: &G::Position) -> Result<MoveOf<G>, GtpError> {
    match text.to_ascii_lowercase().as_str() {
        "swap" | "swap-pieces" | "swap-sides" => Ok(G::SWAP),
        _ => G::read_move(text, position).map_err(Into::into),
    }
}

/// Plays a move of the search, refused in GTP's words.
pub fn play<G: Spoken>(position: &mut G::Position, mv: MoveOf<G>) -> Result<(), GtpError> {
    G::play(position, mv).map_err(Into::into)
}

/// How the engine is set up from the command line: its game's settings on the default
/// board, which `boardsize` resizes.
pub struct Options<G: ConnectionGame> {
    pub setup: G::Setup,
    pub budget: Budget,
    pub seed: u64,
}

/// Serves standard input until it ends or `quit` comes.
pub fn serve_stdio<G: Spoken>(options: Options<G>) -> ExitCode {
    let mut engine = Engine::new(options);
    match serve(&mut engine, io::stdin().lock(), &mut io::stdout().lock()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("fogliaccio: {e}");
            ExitCode::FAILURE
        }
    }
}

fn serve<G: Spoken>(engine: &mut Engine<G>, input: impl BufRead, out: &mut impl Write) -> io::Result<()> {
    for line in input::lines(input) {
        let line = match line? {
            Line::Text(line) => line,
            Line::NotText(bytes) => {
                // Only the command matters: a comment may hold any bytes (GTP §2.9).
                let command = bytes.split(|&b| b == b'#').next().unwrap_or_default();
                match String::from_utf8(command.to_vec()) {
                    Ok(command) => command,
                    Err(_) => {
                        let id = Request::parse(&String::from_utf8_lossy(command)).and_then(|request| request.id);
                        respond(out, '?', id, &GtpError::NotText.to_string())?;
                        continue;
                    }
                }
            }
            Line::TooLong(start) => {
                let id = Request::parse(&String::from_utf8_lossy(&start)).and_then(|request| request.id);
                respond(out, '?', id, &GtpError::TooLong(start).to_string())?;
                continue;
            }
        };
        let Some(request) = Request::parse(&line) else { continue };
        let command = Command::parse(&request.words, |text| read_move::<G>(text, &engine.position));
        let answer = command.and_then(|command| engine.execute(&command).map(|text| (command, text)));
        match answer {
            Ok((command, text)) => {
                respond(out, '=', request.id, &text)?;
                if command == Command::Quit {
                    return Ok(());
                }
            }
            Err(error) => respond(out, '?', request.id, &input::shorten(error.to_string(), &line))?,
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
enum Played<M> {
    Move(M),
    /// The named colour gives up (either colour, at any time: docs/rules.md §1).
    Resign,
}

/// A command whose arguments have been read.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Command<M> {
    Name,
    Version,
    ProtocolVersion,
    ListCommands,
    Known(String),
    /// The side of a new board, not yet checked against the game's sizes.
    BoardSize(u32),
    ClearBoard,
    Play(Colour, Played<M>),
    GenMove(Colour),
    Undo,
    ShowBoard,
    /// TwixT's bridges, for a controller that checks its board against ours.
    ListBridges,
    /// Accepted so that controllers can set their clock; `--seconds` or `--playouts`
    /// decide how long a move takes.
    TimeSettings,
    AnalyzeCommands,
    Quit,
}

impl<M> Command<M> {
    /// Reads `words` (the name, then the arguments); moves are read by `read_move`.
    fn parse(words: &[String], read_move: impl Fn(&str) -> Result<M, GtpError>) -> Result<Command<M>, GtpError> {
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
            ("play", [colour, mv]) if mv.eq_ignore_ascii_case("resign") => {
                Command::Play(colour.parse()?, Played::Resign)
            }
            ("play", [colour, mv]) => Command::Play(colour.parse()?, Played::Move(read_move(mv)?)),
            ("genmove", [colour]) => Command::GenMove(colour.parse()?),
            ("undo", []) => Command::Undo,
            ("showboard", []) => Command::ShowBoard,
            ("list_bridges", []) => Command::ListBridges,
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

/// The board side of `boardsize`: both games are played on square boards (Hex's rhombus
/// included), so both sides must agree.
fn square(width: &str, height: &str) -> Result<u32, GtpError> {
    let (width, height) = (number(width)?, number(height)?);
    if width != height {
        return Err(GtpError::NotSquare { width, height });
    }
    Ok(width)
}

/// Why a command was refused; the text after `?`.
#[derive(Clone, Debug, PartialEq)]
pub enum GtpError {
    /// A line with only an id.
    NoCommand,
    /// The line's command is not UTF-8 text.
    NotText,
    /// The line is longer than `input::LONGEST` bytes: its start.
    TooLong(Vec<u8>),
    /// GTP's fixed wording, which controllers look for.
    UnknownCommand,
    /// Wrong arguments: how to call the command.
    Usage(&'static str),
    NotANumber(String),
    NotSquare {
        width: u32,
        height: u32,
    },
    Size(hex::SizeError),
    Colour(UnknownName),
    Move(MoveError),
    Play(hex::PlayError),
    TwixtSize(twixt::SizeError),
    Hole(HoleError),
    TwixtPlay(twixt::PlayError),
    /// `play` or `genmove` after the end of the game.
    GameOver,
    NotYourTurn {
        asked: Colour,
        to_move: Colour,
    },
    NothingToUndo,
    /// The search has no move: a TwixT player whose pegs are all on the board must remove
    /// one, which GTP does not speak.
    NoMove,
}

/// GTP's own words for a failure (GTP 2, §6.3), which controllers look for at the start
/// of the answer: the reason follows them. `genmove` has no words for its failure.
impl GtpError {
    const fn standard_words(&self) -> &'static str {
        match self {
            GtpError::NoMove => "",
            GtpError::UnknownCommand => "unknown command",
            GtpError::NotSquare { .. } | GtpError::Size(_) | GtpError::TwixtSize(_) => "unacceptable size",
            GtpError::Play(_) | GtpError::TwixtPlay(_) | GtpError::GameOver | GtpError::NotYourTurn { .. } => {
                "illegal move"
            }
            GtpError::NothingToUndo => "cannot undo",
            GtpError::NoCommand
            | GtpError::NotText
            | GtpError::TooLong(_)
            | GtpError::Usage(_)
            | GtpError::NotANumber(_)
            | GtpError::Colour(_)
            | GtpError::Move(_)
            | GtpError::Hole(_) => "syntax error",
        }
    }
}

impl fmt::Display for GtpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.standard_words())?;
        match self {
            GtpError::UnknownCommand | GtpError::NothingToUndo => Ok(()),
            GtpError::NoCommand => f.write_str(": no command given"),
            GtpError::NotText => write!(f, ": {}", input::NOT_TEXT),
            GtpError::TooLong(start) => write!(f, ": {}", input::too_long(start)),
            GtpError::Usage(usage) => write!(f, ": usage: {usage}"),
            GtpError::NotANumber(text) => write!(f, ": '{text}' is not a whole number"),
            GtpError::NotSquare { width, height } => {
                write!(f, ": a board here is square: {width}×{height} is not (use boardsize {width} {width})")
            }
            GtpError::Size(e) => write!(f, ": {e}"),
            GtpError::Colour(e) => write!(f, ": {e}"),
            GtpError::Move(e) => write!(f, ": {e}"),
            GtpError::Play(e) => write!(f, ": {e}"),
            GtpError::TwixtSize(e) => write!(f, ": {e}"),
            GtpError::Hole(e) => write!(f, ": {e}"),
            GtpError::TwixtPlay(e) => write!(f, ": {e}"),
            GtpError::GameOver => f.write_str(": the game is over"),
            GtpError::NotYourTurn { asked, to_move } => {
                write!(f, ": it is {to_move}'s turn, not {asked}'s (moves here strictly alternate)")
            }
            GtpError::NoMove => f.write_str("no peg left to place, and removals are not spoken here"),
        }
    }
}

impl std::error::Error for GtpError {}

impl From<hex::SizeError> for GtpError {
    fn from(e: hex::SizeError) -> Self {
        GtpError::Size(e)
    }
}

impl From<twixt::SizeError> for GtpError {
    fn from(e: twixt::SizeError) -> Self {
        GtpError::TwixtSize(e)
    }
}

impl From<HoleError> for GtpError {
    fn from(e: HoleError) -> Self {
        GtpError::Hole(e)
    }
}

impl From<twixt::PlayError> for GtpError {
    fn from(e: twixt::PlayError) -> Self {
        GtpError::TwixtPlay(e)
    }
}

impl From<UnknownName> for GtpError {
    fn from(e: UnknownName) -> Self {
        GtpError::Colour(e)
    }
}

impl From<MoveError> for GtpError {
    fn from(e: MoveError) -> Self {
        GtpError::Move(e)
    }
}

impl From<hex::PlayError> for GtpError {
    fn from(e: hex::PlayError) -> Self {
        GtpError::Play(e)
    }
}

/// The game in progress and the search that plays it.
struct Engine<G: Spoken> {
    /// The game's settings, the board's side included: `clear_board` starts them again.
    setup: G::Setup,
    position: G::Position,
    /// The position before each move and resignation, for `undo`.
    earlier: Vec<G::Position>,
    driver: Driver<G::Position>,
    budget: Budget,
}

impl<G: Spoken> Engine<G> {
    fn new(options: Options<G>) -> Engine<G> {
        let Options { setup, budget, seed } = options;
        Engine {
            setup,
            position: G::new_position(setup),
            earlier: Vec::new(),
            driver: Driver::new(Style::Knowledge, Rng::seed(seed)),
            budget,
        }
    }

    /// Carries out `command`; the text of the answer.
    fn execute(&mut self, command: &Command<MoveOf<G>>) -> Result<String, GtpError> {
        match command {
            Command::Name => Ok("fogliaccio".to_owned()),
            Command::Version => Ok(env!("CARGO_PKG_VERSION").to_owned()),
            Command::ProtocolVersion => Ok("2".to_owned()),
            Command::ListCommands => Ok(COMMANDS
                .iter()
                .map(|&(name, _)| name)
                .filter(|name| speaks::<G>(name))
                .collect::<Vec<_>>()
                .join("\n")),
            Command::Known(name) => Ok(speaks::<G>(name).to_string()),
            Command::BoardSize(n) => self.new_game(*n).map(|()| String::new()),
            Command::ClearBoard => self.new_game(u32::from(self.position.side())).map(|()| String::new()),
            Command::Play(colour, played) => self.play(*colour, *played).map(|()| String::new()),
            Command::GenMove(colour) => self.genmove(*colour),
            Command::Undo => self.undo().map(|()| String::new()),
            Command::ShowBoard => Ok(G::show_board(&self.position)),
            Command::ListBridges if G::BRIDGES => Ok(G::bridges(&self.position).join(" ")),
            Command::ListBridges => Err(GtpError::UnknownCommand),
            Command::TimeSettings | Command::AnalyzeCommands | Command::Quit => Ok(String::new()),
        }
    }

    fn new_game(&mut self, n: u32) -> Result<(), GtpError> {
        (self.setup, self.position) = new_game::<G>(self.setup, n)?;
        self.earlier.clear();
        self.driver.forget();
        Ok(())
    }

    /// Refuses a move for the side not to move (a finished game refuses every move).
    fn check_turn(&self, colour: Colour) -> Result<(), GtpError> {
        if self.position.outcome().is_some() {
            return Err(GtpError::GameOver);
        }
        let to_move = self.position.to_move();
        if colour != to_move {
            return Err(GtpError::NotYourTurn { asked: colour, to_move });
        }
        Ok(())
    }

    fn play(&mut self, colour: Colour, played: Played<MoveOf<G>>) -> Result<(), GtpError> {
        let before = self.position.clone();
        match played {
            Played::Resign => G::resign(&mut self.position, colour).map_err(Into::into)?,
            Played::Move(mv) => {
                self.check_turn(colour)?;
                play::<G>(&mut self.position, mv)?;
                self.driver.played(mv);
            }
        }
        self.earlier.push(before);
        Ok(())
    }

    fn genmove(&mut self, colour: Colour) -> Result<String, GtpError> {
        self.check_turn(colour)?;
        let mv = self.budget.choose(&mut self.driver, &self.position).ok_or(GtpError::NoMove)?;
        self.play(colour, Played::Move(mv))?;
        Ok(G::write_move(mv))
    }

    fn undo(&mut self) -> Result<(), GtpError> {
        self.position = self.earlier.pop().ok_or(GtpError::NothingToUndo)?;
        self.driver.forget();
        Ok(())
    }
}
