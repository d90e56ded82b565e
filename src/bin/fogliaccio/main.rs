//! `fogliaccio`: the native command line of CONTRACT.md §2, on the same rules engines as
//! the page.

mod referee;

use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use fogliaccio::games::hex::SwapRule;

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
            GameName::Twixt | GameName::Doublets | GameName::Shugoron => {
                eprintln!("fogliaccio: the referee plays Hex so far; this game is not built yet");
                ExitCode::from(2)
            }
        },
    }
}
