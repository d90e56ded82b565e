//! `fogliaccio`: the native command line of CONTRACT.md §2, on the same rules engines as
//! the page.

mod bench;
mod referee;

use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use fogliaccio::games::hex::{BoardSize, SwapRule};

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
        /// Hex's swap rule: none, colours (the pie rule, default) or pieces (HexGui's mirror).
        #[arg(long, default_value = "colours", value_parser = parse_swap)]
        swap: SwapRule,
        /// Rule set, for games that have several.
        #[arg(long)]
        rules: Option<String>,
        /// Seed for games with chance.
        #[arg(long)]
        seed: Option<u64>,
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

fn parse_swap(text: &str) -> Result<SwapRule, String> {
    text.parse().map_err(|e| format!("{e}"))
}

fn not_built() -> ExitCode {
    eprintln!("fogliaccio: only Hex is built so far; this game is not yet");
    ExitCode::from(2)
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Referee { game, size, swap, rules, seed: _ } => match game {
            GameName::Hex => {
                if let Some(rules) = rules {
                    eprintln!("fogliaccio: Hex has one rule set; --rules {rules} does not apply");
                    return ExitCode::from(2);
                }
                referee::hex(size, swap)
            }
            GameName::Twixt | GameName::Doublets | GameName::Shugoron => not_built(),
        },
        Command::Bench { game, size, seconds, seed } => match game {
            GameName::Hex => match size.map(BoardSize::new).transpose() {
                Ok(size) => {
                    bench::hex(size.unwrap_or_default(), seconds, seed);
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("fogliaccio: {e}");
                    ExitCode::from(2)
                }
            },
            GameName::Twixt | GameName::Doublets | GameName::Shugoron => not_built(),
        },
    }
}
