//! `fogliaccio`: the native command line of CONTRACT.md §2, on the same rules engines as
//! the page.

mod bench;
mod gtp;
mod referee;
mod selfplay;
mod think;

use std::process::ExitCode;
use std::time::Duration;

use clap::{Parser, Subcommand, ValueEnum};
use fogliaccio::ai::hex::Level;
use fogliaccio::games::doublets::{RuleSet, RuleSetError};
use fogliaccio::games::hex::{BoardSize, SwapRule};

use selfplay::Player;
use think::Budget;

#[derive(Parser)]
#[command(name = "fogliaccio", version, about = "Hex, TwixT, Doublets and shUgorØn: referee, engine and tools")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Reads moves, one a line, from standard input and prints each position as JSON.
    Referee {
        game: GameName,
        /// Board size (Hex: 2–19, default 11).
        #[arg(long)]
        size: Option<u32>,
        /// Hex's swap rule: none, colours (the pie rule, default) or pieces (the stone mirrored, colours kept).
        #[arg(long, default_value = "colours", value_parser = parse_swap)]
        swap: SwapRule,
        /// Rule set, for games that have several.
        #[arg(long)]
        rules: Option<String>,
        /// Seed for games with chance.
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Speaks the Go Text Protocol on standard input and output, as HexGui and MoHex do.
    Gtp {
        /// The game to play (only Hex is built so far).
        #[arg(long, value_enum, default_value = "hex")]
        game: GtpGame,
        /// Search iterations for each genmove.
        #[arg(long, conflicts_with = "seconds", value_parser = clap::value_parser!(u32).range(1..))]
        playouts: Option<u32>,
        /// Seconds of thinking for each genmove.
        #[arg(long, value_parser = parse_seconds)]
        seconds: Option<Duration>,
        /// The app's level, when neither --playouts nor --seconds is given (default normal).
        #[arg(long, conflicts_with_all = ["playouts", "seconds"], value_parser = parse_level)]
        level: Option<Level>,
        /// Hex's swap rule. HexGui's `swap-pieces` keeps the stone and lets White move
        /// again, which is the colour exchange: hence the default.
        #[arg(long, default_value = "colours", value_parser = parse_swap)]
        swap: SwapRule,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Plays whole games between two built-in players and says how often each won.
    Selfplay {
        game: GameName,
        /// Board size (Hex: 2–19, default 11).
        #[arg(long)]
        size: Option<u32>,
        /// Hex's swap rule: none (default), colours or pieces.
        #[arg(long, default_value = "none", value_parser = parse_swap)]
        swap: SwapRule,
        /// Rule set, for games that have several.
        #[arg(long)]
        rules: Option<String>,
        /// How many games; the players change colours every game.
        #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..))]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// P1,P2, each one of random, quick, normal, strong, rave:N (the app's search at N
        /// iterations a move) or uct:N (plain UCT at N iterations a move). Hex's default is
        /// quick,random; Doublets has only random,random so far.
        #[arg(long, value_parser = selfplay::parse_players)]
        players: Option<[Player; 2]>,
    },
    /// Measures the engine and the AI: playouts and search iterations per second.
    Bench {
        game: GameName,
        /// Board size (Hex: default 11).
        #[arg(long)]
        size: Option<u32>,
        /// Seconds to spend on each figure.
        #[arg(long, default_value_t = 2.0)]
        seconds: f64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum GameName {
    Hex,
    Twixt,
    Doublets,
    Shugoron,
}

impl GameName {
    /// The game's name as people write it, for messages.
    const fn name(self) -> &'static str {
        match self {
            GameName::Hex => "Hex",
            GameName::Twixt => "TwixT",
            GameName::Doublets => "Doublets",
            GameName::Shugoron => "shUgorØn",
        }
    }
}

/// The games `gtp` may be asked to speak.
#[derive(Clone, Copy, ValueEnum)]
enum GtpGame {
    Hex,
    Twixt,
}

fn parse_level(text: &str) -> Result<Level, String> {
    text.parse().map_err(|e| format!("{e}"))
}

fn parse_seconds(text: &str) -> Result<Duration, String> {
    match text.parse::<f64>() {
        Ok(seconds) if seconds > 0.0 => Duration::try_from_secs_f64(seconds).map_err(|e| e.to_string()),
        _ => Err(format!("'{text}' is not a number of seconds above 0")),
    }
}

fn parse_swap(text: &str) -> Result<SwapRule, String> {
    text.parse().map_err(|e| format!("{e}"))
}

fn not_built(game: &str) -> ExitCode {
    eprintln!("fogliaccio: {game} is not built yet; only Hex is so far");
    ExitCode::from(2)
}

/// The board size of `--size`, or the default; a bad size ends the command with status 2.
fn hex_size(size: Option<u32>) -> Result<BoardSize, ExitCode> {
    size.map(BoardSize::new).transpose().map(Option::unwrap_or_default).map_err(|e| {
        eprintln!("fogliaccio: {e}");
        ExitCode::from(2)
    })
}

/// Hex has one rule set: `--rules` is refused with status 2.
fn hex_rules(rules: Option<String>) -> Result<(), ExitCode> {
    match rules {
        None => Ok(()),
        Some(rules) => {
            eprintln!("fogliaccio: Hex has one rule set; --rules {rules} does not apply");
            Err(ExitCode::from(2))
        }
    }
}

/// The rule set of `--rules` (default willughby); a bad name, or a `--size`, ends the
/// command with status 2.
fn doublets_rules(rules: Option<String>, size: Option<u32>) -> Result<RuleSet, ExitCode> {
    if let Some(size) = size {
        eprintln!("fogliaccio: Doublets is played on one table; --size {size} does not apply");
        return Err(ExitCode::from(2));
    }
    rules.map(|r| r.parse()).transpose().map(Option::unwrap_or_default).map_err(|e: RuleSetError| {
        eprintln!("fogliaccio: {e}");
        ExitCode::from(2)
    })
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Referee { game, size, swap, rules, seed } => match game {
            GameName::Hex => match hex_rules(rules) {
                Ok(()) => referee::hex(size, swap),
                Err(code) => code,
            },
            GameName::Doublets => match doublets_rules(rules, size) {
                Ok(rules) => referee::doublets(rules, seed.unwrap_or(1)),
                Err(code) => code,
            },
            other => not_built(other.name()),
        },
        Command::Gtp { game, playouts, seconds, level, swap, seed } => match game {
            GtpGame::Hex => {
                let budget = match (playouts, seconds) {
                    (Some(n), _) => Budget::Iterations(n),
                    (None, Some(limit)) => Budget::Time(limit),
                    (None, None) => Budget::Iterations(level.unwrap_or(Level::Normal).iterations()),
                };
                gtp::hex(gtp::Options { swap, budget, seed })
            }
            GtpGame::Twixt => not_built(GameName::Twixt.name()),
        },
        Command::Selfplay { game, size, swap, rules, games, seed, players } => match game {
            GameName::Hex => match hex_rules(rules).and_then(|()| hex_size(size)) {
                Ok(size) => {
                    let players = players.unwrap_or([Player::Level(Level::Quick), Player::Random]);
                    selfplay::hex(&selfplay::Match { size, swap, games, seed, players });
                    ExitCode::SUCCESS
                }
                Err(code) => code,
            },
            GameName::Doublets => match doublets_rules(rules, size) {
                Ok(_) if players.is_some_and(|p| p != [Player::Random; 2]) => {
                    eprintln!("fogliaccio: Doublets has no built-in opponent yet: --players random,random");
                    ExitCode::from(2)
                }
                Ok(rules) => {
                    selfplay::doublets(rules, games, seed);
                    ExitCode::SUCCESS
                }
                Err(code) => code,
            },
            other => not_built(other.name()),
        },
        Command::Bench { game, size, seconds, seed } => match game {
            GameName::Hex => match hex_size(size) {
                Ok(size) => {
                    bench::hex(size, seconds, seed);
                    ExitCode::SUCCESS
                }
                Err(code) => code,
            },
            other => not_built(other.name()),
        },
    }
}
