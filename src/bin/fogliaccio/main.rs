//! `fogliaccio`: the native command line of docs/cli.md, on the same rules engines as
//! the page.

mod arena;
mod bench;
mod gtp;
mod input;
mod puzzles;
mod record;
mod referee;
mod review;
mod selfplay;
mod shugoron;
mod swap_map;
mod think;

use std::process::ExitCode;
use std::time::Duration;

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Parser, Subcommand, ValueEnum};
use fogliaccio::ai::{Level, Searched};
use fogliaccio::games::GameKind;
use fogliaccio::games::doublets::RuleSet;
use fogliaccio::games::hex::{BoardSize, Hex, HexSetup, SwapRule};
use fogliaccio::games::twixt::{self, Twixt, TwixtSetup};

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
        #[arg(value_parser = game_name())]
        game: GameKind,
        /// Board size (Hex: 2–19, default 11; TwixT: 6–30, default 24).
        #[arg(long)]
        size: Option<u32>,
        /// The swap rule: none, colours (the pie rule, default) or pieces (Hex only: the stone mirrored, colours kept).
        #[arg(long, default_value = "colours", value_parser = parse_swap)]
        swap: SwapRule,
        /// Rule set, for games that have several (TwixT: original, standard or pp).
        #[arg(long)]
        rules: Option<String>,
        /// Seed for games with chance.
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Speaks the Go Text Protocol on standard input and output, as HexGui and MoHex do.
    Gtp {
        /// The game to play.
        #[arg(long, value_enum, default_value = "hex")]
        game: GtpGame,
        /// TwixT's rule set: original (default), standard or pp.
        #[arg(long)]
        rules: Option<String>,
        /// Search iterations for each genmove.
        #[arg(long, conflicts_with = "seconds", value_parser = clap::value_parser!(u32).range(1..))]
        playouts: Option<u32>,
        /// Seconds of thinking for each genmove.
        #[arg(long, value_parser = parse_seconds)]
        seconds: Option<Duration>,
        /// The app's level, when neither --playouts nor --seconds is given (default normal).
        #[arg(long, conflicts_with_all = ["playouts", "seconds"], value_parser = parse_level)]
        level: Option<Level>,
        /// Hex's swap rule: colours (default), pieces, or none. HexGui's `swap-pieces` keeps the
        /// stone and lets White move again, which is the colour exchange: hence the default.
        /// For a game without the swap, give --swap none, or genmove may answer swap-pieces
        /// (TwixT: none turns its swap off).
        #[arg(long, default_value = "colours", value_parser = parse_swap)]
        swap: SwapRule,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Plays whole games between two built-in players and says how often each won.
    Selfplay {
        #[arg(value_parser = game_name())]
        game: GameKind,
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
        /// P1,P2. Hex: each one of random, quick, normal, strong, rave:N (the app's search
        /// at N iterations a move) or uct:N (plain UCT at N iterations a move); default
        /// quick,random. shUgorØn: random, easy, normal or strong; default strong,strong.
        /// Doublets: random or ai (the page's chooser); default random,random.
        #[arg(long)]
        players: Option<String>,
    },
    /// Reads game records (HexGui SGF, Little Golem .hsgf and .tsgf, HexWorld links, T1j .T1,
    /// our links) and prints what each holds, one JSON line a file, or converts them.
    Record {
        /// Write each game in this format instead of describing it.
        #[arg(long, value_enum)]
        to: Option<record::Target>,
        /// The files to read; `-` is standard input.
        #[arg(required = true)]
        files: Vec<String>,
    },
    /// Reviews game records as the page does (Hex, TwixT, Doublets): one JSON line a move,
    /// the mover's chance before and after it, the move preferred, its mark.
    Review {
        /// Search iterations for each position (Hex and TwixT; default the page's review's).
        #[arg(long, conflicts_with = "seconds", value_parser = clap::value_parser!(u32).range(1..))]
        playouts: Option<u32>,
        /// Or seconds of search for each position.
        #[arg(long, value_parser = parse_seconds)]
        seconds: Option<Duration>,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The files to read; `-` is standard input.
        #[arg(required = true)]
        files: Vec<String>,
    },
    /// Plays two Hex or TwixT GTP engines against each other from fixed openings, both colours each,
    /// and prints the first one's score with its 95% interval.
    Arena(arena::Args),
    /// Measures the engine and the AI: playouts and search iterations per second; for
    /// Doublets, the exact odds' solve.
    Bench {
        #[arg(value_parser = game_name())]
        game: GameKind,
        /// Board size (Hex: default 11; TwixT: default 24).
        #[arg(long)]
        size: Option<u32>,
        /// TwixT's rule set; the bench defaults to standard, where playouts fill the board
        /// (under original they stop when the 50 pegs of each side are placed). Doublets:
        /// one rule set; default every one.
        #[arg(long)]
        rules: Option<String>,
        /// Seconds to spend on each figure.
        #[arg(long, default_value_t = 2.0)]
        seconds: f64,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Hex puzzles the solver proves, one JSON line a puzzle: the collection the page ships,
    /// or, with --seed, puzzles generated afresh from games the search plays.
    Puzzles {
        /// The game: Hex (the only one with puzzles so far).
        #[arg(long, value_parser = game_name())]
        game: GameKind,
        /// Only puzzles on this board (generated: default 7; the solver proves up to 11).
        #[arg(long)]
        size: Option<u32>,
        /// At most this many (generated: default 10).
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
        count: Option<u64>,
        /// Generate puzzles from games seeded so, instead of the shipped collection.
        #[arg(long)]
        seed: Option<u64>,
    },
    /// Builds one board's block of the Hex swap map from the app's own search of every first
    /// stone (Black's chance, then `+` where White swaps), as src/ai/hex/data/swap_map.txt holds it.
    SwapMap {
        /// Board size, 2–11.
        #[arg(long, value_parser = clap::value_parser!(u32).range(2..=11))]
        size: u32,
        /// Search iterations for each first stone.
        #[arg(long, default_value_t = 400_000, value_parser = clap::value_parser!(u32).range(1..))]
        iterations: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

/// A game named on the command line: any of the parlour's, by its id.
fn game_name() -> impl TypedValueParser<Value = GameKind> {
    PossibleValuesParser::new(GameKind::ALL.map(GameKind::id))
        .map(|id: String| GameKind::from_id(&id).expect("clap admits only the games' ids"))
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

/// The board size of `--size`, or the default; a bad size ends the command with status 2.
fn hex_size(size: Option<u32>) -> Result<BoardSize, ExitCode> {
    size.map(BoardSize::new).transpose().map(Option::unwrap_or_default).map_err(|e| {
        eprintln!("fogliaccio: {e}");
        ExitCode::from(2)
    })
}

/// TwixT's board size of `--size`, or 24; a bad size ends the command with status 2.
fn twixt_size(size: Option<u32>) -> Result<twixt::BoardSize, ExitCode> {
    size.map(twixt::BoardSize::new).transpose().map(Option::unwrap_or_default).map_err(|e| {
        eprintln!("fogliaccio: {e}");
        ExitCode::from(2)
    })
}

/// TwixT's rule set of `--rules`, or `default`; an unknown one ends with status 2.
fn twixt_rules(rules: Option<String>, default: twixt::RuleSet) -> Result<twixt::RuleSet, ExitCode> {
    rules.map(|r| r.parse()).transpose().map(|r| r.unwrap_or(default)).map_err(|e: fogliaccio::games::UnknownName| {
        eprintln!("fogliaccio: {e}");
        ExitCode::from(2)
    })
}

/// TwixT's `--size` and `--rules` (`default` when not given), or status 2.
fn twixt_board(
    size: Option<u32>,
    rules: Option<String>,
    default: twixt::RuleSet,
) -> Result<(twixt::BoardSize, twixt::RuleSet), ExitCode> {
    Ok((twixt_size(size)?, twixt_rules(rules, default)?))
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

/// TwixT's board size, rule set and swap from the command line; a bad one ends the
/// command with status 2. TwixT's swap is the colour exchange, so `--swap pieces` is refused.
fn twixt_setup(
    size: Option<u32>,
    rules: Option<String>,
    swap: SwapRule,
) -> Result<(twixt::BoardSize, twixt::RuleSet, SwapRule), ExitCode> {
    let (size, rules) = twixt_board(size, rules, twixt::RuleSet::default())?;
    if swap == SwapRule::Pieces {
        eprintln!("fogliaccio: TwixT's swap is the colour exchange: --swap none or colours");
        return Err(ExitCode::from(2));
    }
    Ok((size, rules, swap))
}

/// The rule set of `--rules` (default willughby); a bad name, or a `--size`, ends the
/// command with status 2.
fn doublets_rules(rules: Option<String>, size: Option<u32>) -> Result<RuleSet, ExitCode> {
    if let Some(size) = size {
        eprintln!("fogliaccio: Doublets is played on one table; --size {size} does not apply");
        return Err(ExitCode::from(2));
    }
    rules.map(|r| r.parse()).transpose().map(Option::unwrap_or_default).map_err(|e: fogliaccio::games::UnknownName| {
        eprintln!("fogliaccio: {e}");
        ExitCode::from(2)
    })
}

fn main() -> ExitCode {
    let outcome = match Cli::parse().command {
        Command::Referee { game, size, swap, rules, seed } => run_referee(game, size, swap, rules, seed),
        Command::Gtp { game, rules, playouts, seconds, level, swap, seed } => {
            let budget = |per_level: fn(Level) -> u32| match (playouts, seconds) {
                (Some(n), _) => Budget::Iterations(n),
                (None, Some(limit)) => Budget::Time(limit),
                (None, None) => Budget::Iterations(per_level(level.unwrap_or(Level::Normal))),
            };
            run_gtp(game, rules, swap, seed, budget)
        }
        Command::Selfplay { game, size, swap, rules, games, seed, players } => {
            run_selfplay(game, size, swap, rules, players.as_deref(), games, seed)
        }
        Command::Record { to, files } => Ok(record::run(to, &files)),
        Command::Review { playouts, seconds, seed, files } => {
            let budget = playouts.map(Budget::Iterations).or(seconds.map(Budget::Time));
            Ok(review::run(budget, seed, &files))
        }
        Command::Arena(args) => Ok(arena::run(&args)),
        Command::SwapMap { size, iterations, seed } => {
            hex_size(Some(size)).map(|size| swap_map::run(size, iterations, seed)).map(|()| ExitCode::SUCCESS)
        }
        Command::Puzzles { game, size, count, seed } => run_puzzles(game, size, count, seed),
        Command::Bench { game, size, rules, seconds, seed } => {
            run_bench(game, size, rules, seconds, seed).map(|()| ExitCode::SUCCESS)
        }
    };
    // A refused option ends the command with the status it chose (2, as clap's own refusals).
    outcome.unwrap_or_else(|code| code)
}

/// `fogliaccio puzzles`: Hex's, the only game with puzzles; a bad size ends with status 2.
fn run_puzzles(game: GameKind, size: Option<u32>, count: Option<u64>, seed: Option<u64>) -> Result<ExitCode, ExitCode> {
    if game != GameKind::Hex {
        eprintln!("fogliaccio: puzzles are Hex's only, so far: --game hex");
        return Err(ExitCode::from(2));
    }
    let size = size.map(|n| hex_size(Some(n))).transpose()?;
    let count = count.map(|n| usize::try_from(n).unwrap_or(usize::MAX));
    Ok(puzzles::run(size, count, seed))
}

/// `fogliaccio referee GAME`: the game's settings checked, then its referee.
fn run_referee(
    game: GameKind,
    size: Option<u32>,
    swap: SwapRule,
    rules: Option<String>,
    seed: Option<u64>,
) -> Result<ExitCode, ExitCode> {
    Ok(match game {
        GameKind::Hex => {
            hex_rules(rules)?;
            referee::hex(size, swap)
        }
        GameKind::Shugoron => {
            no_board_no_rules(size, rules)?;
            shugoron::referee(seed)
        }
        GameKind::Twixt => {
            let (size, rules, swap) = twixt_setup(size, rules, swap)?;
            referee::twixt(size, rules, swap)
        }
        GameKind::Doublets => referee::doublets(doublets_rules(rules, size)?, seed.unwrap_or(1)),
    })
}

/// `fogliaccio gtp`: Hex's or TwixT's engine, its budget a genmove as `budget` says by level.
fn run_gtp(
    game: GtpGame,
    rules: Option<String>,
    swap: SwapRule,
    seed: u64,
    budget: impl Fn(fn(Level) -> u32) -> Budget,
) -> Result<ExitCode, ExitCode> {
    Ok(match game {
        GtpGame::Hex => {
            hex_rules(rules)?;
            let budget = budget(<fogliaccio::games::hex::Position as Searched>::iterations);
            let setup = HexSetup { swap, ..HexSetup::default() };
            gtp::serve_stdio::<Hex>(gtp::Options { setup, budget, seed })
        }
        GtpGame::Twixt => {
            let rules = twixt_rules(rules, twixt::RuleSet::default())?;
            let budget = budget(<twixt::Position as Searched>::iterations);
            // TwixT plays any swap but none as the colour exchange.
            let setup = TwixtSetup { rules, swap, ..TwixtSetup::default() };
            gtp::serve_stdio::<Twixt>(gtp::Options { setup, budget, seed })
        }
    })
}

/// `fogliaccio selfplay GAME`: `games` games between the players `players` names (or the
/// game's default pair).
fn run_selfplay(
    game: GameKind,
    size: Option<u32>,
    swap: SwapRule,
    rules: Option<String>,
    players: Option<&str>,
    games: u32,
    seed: u64,
) -> Result<ExitCode, ExitCode> {
    match game {
        GameKind::Hex => {
            hex_rules(rules)?;
            let size = hex_size(size)?;
            let players = usage(selfplay::parse_players(players.unwrap_or("quick,random")))?;
            let setup = HexSetup { size, swap };
            selfplay::run::<Hex>(&selfplay::Match { setup, games, seed, players });
        }
        GameKind::Twixt => {
            let (size, rules) = twixt_board(size, rules, twixt::RuleSet::default())?;
            let players = usage(selfplay::parse_players(players.unwrap_or("quick,random")))?;
            // TwixT plays any swap but none as the colour exchange.
            let setup = TwixtSetup { size, rules, swap };
            selfplay::run::<Twixt>(&selfplay::Match { setup, games, seed, players });
        }
        GameKind::Shugoron => {
            shugoron::selfplay(usage(shugoron::parse_players(players.unwrap_or("strong,strong")))?, games, seed);
        }
        GameKind::Doublets => {
            let rules = doublets_rules(rules, size)?;
            let players = usage(selfplay::parse_doublets_players(players.unwrap_or("random,random")))?;
            selfplay::doublets(rules, players, games, seed);
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `fogliaccio bench GAME`: the engine's and the search's figures.
fn run_bench(
    game: GameKind,
    size: Option<u32>,
    rules: Option<String>,
    seconds: f64,
    seed: u64,
) -> Result<(), ExitCode> {
    match game {
        GameKind::Hex => {
            hex_rules(rules)?;
            bench::hex(hex_size(size)?, seconds, seed);
        }
        GameKind::Shugoron => shugoron::bench(),
        GameKind::Twixt => {
            let (size, rules) = twixt_board(size, rules, twixt::RuleSet::Standard)?;
            bench::twixt(size, rules, seconds, seed);
        }
        GameKind::Doublets => {
            // Without --rules, every rule set.
            let every = rules.is_none();
            let rules = doublets_rules(rules, size)?;
            bench::doublets(if every { &RuleSet::ALL } else { std::slice::from_ref(&rules) });
        }
    }
    Ok(())
}

/// A bad command-line value ends the command with status 2, as clap's own refusals do.
fn usage<T>(parsed: Result<T, String>) -> Result<T, ExitCode> {
    parsed.map_err(|e| {
        eprintln!("fogliaccio: {e}");
        ExitCode::from(2)
    })
}

/// shUgorØn has no board and one rule set: `--size` and `--rules` are refused with status 2.
fn no_board_no_rules(size: Option<u32>, rules: Option<String>) -> Result<(), ExitCode> {
    let refused = match (size, rules) {
        (None, None) => return Ok(()),
        (Some(size), _) => format!("--size {size}"),
        (None, Some(rules)) => format!("--rules {rules}"),
    };
    eprintln!("fogliaccio: shUgorØn has no board and one rule set; {refused} does not apply");
    Err(ExitCode::from(2))
}
