//! `fogliaccio selfplay hex|twixt`: whole games between two built-in players, one JSON
//! line a game, then how often each won. The players change colours every game, so that neither
//! keeps the first move's advantage; everything is drawn from `--seed`, so a run replays
//! exactly.

use std::fmt;
use std::str::FromStr;

use fogliaccio::ai::doublets::Solver;
use fogliaccio::ai::{Driver, Level, Searched, Style};
use fogliaccio::games::connection::{Connection, ConnectionGame};
use fogliaccio::games::doublets;
use fogliaccio::games::{Colour, Game, Outcome};
use fogliaccio::rng::Rng;
use serde::Serialize;

use crate::think::Budget;

/// z for a two-sided 95% interval.
const Z95: f64 = 1.959_964;

/// A built-in opponent, named as on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// A uniformly random legal move.
    Random,
    /// The app's player at one of its levels.
    Level(Level),
    /// The app's player (UCT with RAVE and bridge-saving playouts) at N iterations a move.
    Rave(u32),
    /// Plain UCT over random playouts at N iterations a move: the baseline.
    Uct(u32),
}

impl Player {
    /// The search this player runs in game `G`, and its iterations a move; `None` for
    /// random.
    fn search<G: Searched>(self) -> Option<(Style, u32)> {
        match self {
            Player::Random => None,
            Player::Level(level) => Some((Style::Knowledge, G::iterations(level))),
            Player::Rave(n) => Some((Style::Knowledge, n)),
            Player::Uct(n) => Some((Style::Plain, n)),
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Player::Random => f.write_str("random"),
            Player::Level(level) => level.fmt(f),
            Player::Rave(n) => write!(f, "rave:{n}"),
            Player::Uct(n) => write!(f, "uct:{n}"),
        }
    }
}

impl FromStr for Player {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text = s.trim().to_ascii_lowercase();
        let iterations = |n: &str| match n.parse() {
            Ok(n) if n > 0 => Ok(n),
            _ => Err(format!("'{s}': the iterations must be a whole number above 0")),
        };
        match text.split_once(':') {
            Some(("rave", n)) => iterations(n).map(Player::Rave),
            Some(("uct", n)) => iterations(n).map(Player::Uct),
            None if text == "random" => Ok(Player::Random),
            None => text.parse().map(Player::Level).map_err(|_| unknown_player(s)),
            Some(_) => Err(unknown_player(s)),
        }
    }
}

fn unknown_player(s: &str) -> String {
    format!("'{s}' is not a player (random, quick, normal, strong, rave:N or uct:N)")
}

/// `--players P1,P2`.
pub fn parse_players(text: &str) -> Result<[Player; 2], String> {
    match text.split(',').collect::<Vec<_>>().as_slice() {
        [p1, p2] => Ok([p1.parse()?, p2.parse()?]),
        _ => Err(format!("'{text}': give two players, like quick,random")),
    }
}

/// What a run plays: every game starts from `setup`.
pub struct Match<G: ConnectionGame> {
    pub setup: G::Setup,
    pub games: u32,
    pub seed: u64,
    /// P1 and P2.
    pub players: [Player; 2],
}

/// One output line. `black` and `white` are the players holding those colours when the
/// game ended: after a colour swap (`--swap colours`) the opener holds White.
#[derive(Serialize)]
struct Record {
    game: u32,
    black: String,
    white: String,
    result: &'static str,
    plies: u32,
    swapped: bool,
}

/// Plays the match in game `G` and prints it. A draw (TwixT) counts as
/// half a win for each player in the shares.
pub fn run<G: ConnectionGame<Position: Searched>>(run: &Match<G>) {
    let mut rng = Rng::seed(run.seed);
    let mut wins = [0u32; 2];
    let (mut black_wins, mut draws) = (0, 0);
    for game in 0..run.games {
        // P1 opens with Black in the even games.
        let opener = (game % 2) as usize;
        let end = play(run, opener, &mut rng);
        match end.outcome {
            Outcome::Winner(Colour::Black) => {
                wins[end.black_seat] += 2;
                black_wins += 2;
            }
            Outcome::Winner(Colour::White) => wins[1 - end.black_seat] += 2,
            Outcome::Draw => {
                wins = wins.map(|w| w + 1);
                black_wins += 1;
                draws += 1;
            }
        }
        let record = Record {
            game,
            black: run.players[end.black_seat].to_string(),
            white: run.players[1 - end.black_seat].to_string(),
            result: end.outcome.name(),
            plies: end.plies,
            swapped: end.swapped,
        };
        println!("{}", serde_json::to_string(&record).expect("plain fields serialise"));
    }
    for (seat, player) in run.players.iter().enumerate() {
        println!("P{} {player} wins: {}", seat + 1, share(wins[seat], run.games, true));
    }
    println!("black wins: {}", share(black_wins, run.games, false));
    if draws > 0 {
        println!("draws: {draws}/{}", run.games);
    }
}

/// `wins/games (pct%)`, with its 95% Wilson interval when `interval`; `halves` counts
/// wins twice and draws once, so that a draw is half a win.
pub fn share(halves: u32, games: u32, interval: bool) -> String {
    let wins = f64::from(halves) / 2.0;
    let percent = 100.0 * wins / f64::from(games);
    if !interval {
        return format!("{wins}/{games} ({percent:.1}%)");
    }
    let (low, high) = wilson(wins, games);
    format!("{wins}/{games} ({percent:.1}%, 95% CI {:.1}%–{:.1}%)", 100.0 * low, 100.0 * high)
}

/// The Wilson score interval for a share of `wins` in `games` (> 0): unlike the normal
/// approximation it stays within 0–1 and is honest for small runs and lopsided results.
fn wilson(wins: f64, games: u32) -> (f64, f64) {
    let n = f64::from(games);
    let p = wins / n;
    let z2 = Z95 * Z95;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z95 / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// How one game ended, by seat (0 = P1, 1 = P2).
struct End {
    outcome: Outcome,
    black_seat: usize,
    plies: u32,
    swapped: bool,
}

/// One side of the board: how it chooses its moves.
enum Seat<G: Searched> {
    Random(Rng),
    /// Boxed: the search keeps a whole board for its root.
    Search(Box<Driver<G>>, Budget),
}

impl<G: Searched> Seat<G> {
    fn new(player: Player, rng: Rng) -> Seat<G> {
        match player.search::<G>() {
            None => Seat::Random(rng),
            Some((style, iterations)) => {
                Seat::Search(Box::new(Driver::new(style, rng)), Budget::Iterations(iterations))
            }
        }
    }

    fn choose(&mut self, position: &G) -> Option<G::Move> {
        match self {
            Seat::Random(rng) => {
                let mut moves = Vec::new();
                position.legal_moves(&mut moves);
                (!moves.is_empty()).then(|| moves[rng.below(moves.len() as u32) as usize])
            }
            Seat::Search(driver, budget) => budget.choose(driver, position),
        }
    }

    fn played(&mut self, mv: G::Move) {
        if let Seat::Search(driver, _) = self {
            driver.played(mv);
        }
    }
}

/// Plays one game with seat `opener` starting as Black. A player with no move the
/// search can make while the game goes on (a TwixT player whose pegs are all on the board:
/// neither player removes) ends the game in a draw.
fn play<G: ConnectionGame<Position: Searched>>(run: &Match<G>, opener: usize, rng: &mut Rng) -> End {
    let mut seats = run.players.map(|player| Seat::<G::Position>::new(player, rng.split()));
    let mut position = G::new_position(run.setup);
    let mut swapped = false;
    let black_seat = |position: &G::Position| if position.colours_exchanged() { 1 - opener } else { opener };
    let outcome = loop {
        if let Some(outcome) = position.outcome() {
            break outcome;
        }
        let mover = if position.to_move() == Colour::Black { black_seat(&position) } else { 1 - black_seat(&position) };
        let Some(mv) = seats[mover].choose(&position) else { break Outcome::Draw };
        // Both kinds of player choose among the legal moves.
        let mut legal = Vec::new();
        position.legal_moves(&mut legal);
        assert!(legal.contains(&mv), "a player chose an illegal move: {mv:?}");
        position.play_unchecked(mv);
        for seat in &mut seats {
            seat.played(mv);
        }
        swapped |= mv == G::SWAP;
    };
    End { outcome, black_seat: black_seat(&position), plies: position.ply(), swapped }
}

fogliaccio::named_choices! {
    /// A seat in `selfplay doublets`.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum DoubletsPlayer("Doublets player") {
        /// A uniformly random legal choice.
        Random = "random",
        /// The exact chooser: the choice with the best chance to win when both play to win.
        Ai = "ai",
    }
}

/// `--players P1,P2` for Doublets.
pub fn parse_doublets_players(text: &str) -> Result<[DoubletsPlayer; 2], String> {
    match text.split(',').collect::<Vec<_>>().as_slice() {
        [p1, p2] => Ok([p1.parse().map_err(|e| format!("{e}"))?, p2.parse().map_err(|e| format!("{e}"))?]),
        _ => Err(format!("'{text}': give two players, like ai,random")),
    }
}

/// One output line of `selfplay doublets`.
#[derive(Serialize)]
struct DoubletsRecord {
    game: u32,
    /// The colour player 1 plays: Black in even games, White in odd ones.
    p1: Colour,
    /// The player who won the opening throw and threw first.
    first: Colour,
    result: &'static str,
    /// Throws and dice played, the opening throw included.
    plies: u32,
}

/// `fogliaccio selfplay doublets`: whole games between two seats (random or the chooser),
/// which change colours every game; then how often player 1 and the player who threw first
/// won, with their 95% intervals. The chooser's odds are solved once, before the first game.
pub fn doublets(rules: doublets::RuleSet, players: [DoubletsPlayer; 2], games: u32, seed: u64) {
    let solution = players.contains(&DoubletsPlayer::Ai).then(|| Solver::solve(&doublets::Position::new(rules)));
    let mut rng = Rng::seed(seed);
    let (mut first_wins, mut black_wins, mut p1_wins) = (0, 0, 0);
    for game in 0..games {
        let p1 = if game % 2 == 0 { Colour::Black } else { Colour::White };
        let mut position = doublets::Position::new(rules);
        let mut first = None;
        let mut plies = 0;
        let winner = loop {
            if let Some(winner) = position.winner() {
                break winner;
            }
            let action = position.throw(&mut rng).unwrap_or_else(|| {
                let seat = if position.to_move() == p1 { players[0] } else { players[1] };
                match (seat, &solution) {
                    (DoubletsPlayer::Ai, Some(solution)) => {
                        solution.choose(&position).expect("a choice is due when no throw is")
                    }
                    (DoubletsPlayer::Ai, None) => unreachable!("solved when a seat is the chooser"),
                    (DoubletsPlayer::Random, _) => {
                        let legal = position.legal_actions();
                        legal[rng.below(legal.len() as u32) as usize].clone()
                    }
                }
            });
            position.play(action).expect("throws and chosen actions are accepted");
            plies += 1;
            if let (None, doublets::Stage::Throw(player)) = (first, position.stage()) {
                first = Some(*player);
            }
        };
        let first = first.expect("someone threw first");
        first_wins += 2 * u32::from(winner == first);
        black_wins += 2 * u32::from(winner == Colour::Black);
        p1_wins += 2 * u32::from(winner == p1);
        let record = DoubletsRecord { game, p1, first, result: Outcome::Winner(winner).name(), plies };
        println!("{}", serde_json::to_string(&record).expect("plain fields serialise"));
    }
    println!("player 1 ({}) against {} wins: {}", players[0], players[1], share(p1_wins, games, true));
    println!("first player wins: {}", share(first_wins, games, true));
    println!("black wins: {}", share(black_wins, games, false));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_read_back_as_they_print() {
        for text in ["random", "quick", "normal", "strong", "rave:1000", "uct:7"] {
            assert_eq!(text.parse::<Player>().unwrap().to_string(), text);
        }
        assert_eq!("Strong".parse::<Player>(), Ok(Player::Level(Level::Strong)));
        for bad in ["", "rave", "rave:", "uct:-1", "uct:0", "quick:5", "mohex"] {
            assert!(bad.parse::<Player>().is_err(), "{bad}");
        }
        assert!(parse_players("quick,uct:5,random").is_err());
    }

    #[test]
    fn wilson_matches_the_textbook() {
        let (low, high) = wilson(87.0, 100);
        assert!((low - 0.790).abs() < 5e-4 && (high - 0.922).abs() < 5e-4, "{low} {high}");
        let (low, high) = wilson(0.0, 10);
        assert!(low == 0.0 && (high - 0.278).abs() < 5e-4, "{low} {high}");
    }
}
