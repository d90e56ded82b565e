//! `fogliaccio referee|selfplay|bench shugoron`. The referee holds both hidden sets and
//! answers every question itself; each line of input is one action in the notation of
//! docs/cli.md: `hide p1 135`, `ask 13`, `name 2 245` (the card shown, then the set named).

use std::io;
use std::process::ExitCode;
use std::time::Instant;

use fogliaccio::ai::shugoron::{Level, Opponent, ai_worst_case, best_worst_case};
use fogliaccio::games::shugoron::{Action, Player, SetCard, Table};
use fogliaccio::rng::Rng;
use serde::Serialize;

use crate::referee::{finish, run};

#[derive(Serialize)]
struct Hits {
    p1: u8,
    p2: u8,
}

/// One line of output: the table after `ply` actions.
#[derive(Serialize)]
struct Report {
    ply: u32,
    to_move: &'static str,
    /// Every legal action in notation, sorted as strings.
    legal: Vec<String>,
    result: Option<&'static str>,
    hits: Hits,
    /// The answer to the question just asked (`equal`, `larger`, `smaller`, `unrelated`,
    /// `not equal`); null after a hide and at the start.
    reply: Option<&'static str>,
}

fn report(table: &Table, reply: Option<&'static str>) -> Report {
    Report {
        ply: table.ply(),
        to_move: table.to_move().name(),
        legal: table.legal(),
        result: table.result(),
        hits: Hits { p1: table.hits(Player::P1), p2: table.hits(Player::P2) },
        reply,
    }
}

/// The referee: `--seed` draws who asks first (Player 1 without a seed).
pub fn referee(seed: Option<u64>) -> ExitCode {
    let mut table = seed.map_or_else(|| Table::new(Player::P1), |seed| Table::random(&mut Rng::seed(seed)));
    let start = report(&table, None);
    finish(run(start, io::stdin().lock(), &mut io::stdout().lock(), |text| {
        let action = Action::parse(text).map_err(|e| e.to_string())?;
        let reply = table.play(action).map_err(|e| e.to_string())?;
        Ok(report(&table, reply.map(|r| r.name())))
    }))
}

/// `--players P1,P2` for shUgorØn.
pub fn parse_players(text: &str) -> Result<[Opponent; 2], String> {
    match text.split(',').collect::<Vec<_>>().as_slice() {
        [p1, p2] => Ok([p1.parse()?, p2.parse()?]),
        _ => Err(format!("'{text}': give two players, like strong,random")),
    }
}

/// One output line of `selfplay`.
#[derive(Serialize)]
struct Record {
    game: u32,
    first: &'static str,
    result: &'static str,
    plies: u32,
    /// Questions asked in the game, by both players.
    questions: u32,
    hits: [u8; 2],
    /// The questions its asker had asked when the game's first hit came; null if none.
    questions_to_first_hit: Option<u32>,
    /// The questions the winner asked in the whole game; null for a draw.
    questions_to_win: Option<u32>,
}

/// Plays `games` games between `players` (Player 1, Player 2); who asks first is drawn.
pub fn selfplay(players: [Opponent; 2], games: u32, seed: u64) {
    let mut rng = Rng::seed(seed);
    let (mut wins, mut draws) = ([0u32; 2], 0);
    let (mut first_hits, mut to_wins) = (Vec::new(), Vec::new());
    for game in 0..games {
        let mut table = Table::random(&mut rng);
        let first = table.to_move();
        while table.ending().is_none() {
            let action = players[table.to_move().index()].act(&table, &mut rng);
            table.play(action).expect("the built-in players choose legal actions");
        }
        let asked_by =
            |player: Player, upto: usize| table.log()[..upto].iter().filter(|a| a.asker == player).count() as u32;
        let first_hit = table.log().iter().position(|a| a.reply.is_hit());
        let questions_to_first_hit = first_hit.map(|i| asked_by(table.log()[i].asker, i + 1));
        let questions_to_win = table.winner().map(|w| asked_by(w, table.log().len()));
        match table.winner() {
            Some(winner) => wins[winner.index()] += 1,
            None => draws += 1,
        }
        first_hits.extend(questions_to_first_hit);
        to_wins.extend(questions_to_win);
        let record = Record {
            game,
            first: first.name(),
            result: table.result().expect("the game is over"),
            plies: table.ply(),
            questions: table.log().len() as u32,
            hits: [table.hits(Player::P1), table.hits(Player::P2)],
            questions_to_first_hit,
            questions_to_win,
        };
        println!("{}", serde_json::to_string(&record).expect("plain fields serialise"));
    }
    for player in Player::ALL {
        let won = wins[player.index()];
        println!("{} {} wins: {won}/{games} ({:.1}%)", player.name(), players[player.index()], percent(won, games));
    }
    println!("draws: {draws}/{games}");
    println!("average questions to the first hit: {:.2}", mean(&first_hits));
    println!("average questions to a win: {:.2}", mean(&to_wins));
}

fn percent(part: u32, whole: u32) -> f64 {
    100.0 * f64::from(part) / f64::from(whole)
}

fn mean(values: &[u32]) -> f64 {
    if values.is_empty() { f64::NAN } else { values.iter().map(|&v| f64::from(v)).sum::<f64>() / values.len() as f64 }
}

/// The best worst case by exhaustive search, for an own hidden set of every size (the
/// answer depends only on the size, by symmetry), and the AI's worst case beside it.
pub fn bench() {
    for size in 0..=5 {
        let own = SetCard::all().find(|c| c.size() == size).expect("every size has a set");
        let start = Instant::now();
        let best = best_worst_case(own);
        let seconds = start.elapsed().as_secs_f64();
        println!("best worst case, own hidden set {own}: {} questions", best.questions);
        println!("search time, own hidden set {own}: {seconds:.3} s");
        for level in Level::ALL {
            let worst = ai_worst_case(own, level)
                .map_or_else(|| "never hits every set".to_owned(), |n| format!("{n} questions"));
            println!("ai {level} worst case, own hidden set {own}: {worst}");
        }
    }
}
