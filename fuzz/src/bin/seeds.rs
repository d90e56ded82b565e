//! Writes the fuzz target's seeds: random legal games of Hex, TwixT and Doublets, each in
//! every format of its game that can hold it, so that libFuzzer starts from records that
//! read (links included, which random bytes almost never are).
//!
//! `seeds DIR COUNT [SEED]`: COUNT games of each game, one file a game and format, in DIR.

use std::path::Path;

use fogliaccio::games::connection::Connection as _;
use fogliaccio::games::doublets::{self, record as doublets_record};
use fogliaccio::games::import::Game;
use fogliaccio::games::twixt::{self, Placement, Turn};
use fogliaccio::games::{Colour, Game as _, SwapRule, hex};
use fogliaccio::rng::Rng;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let [_, dir, count, rest @ ..] = args.as_slice() else {
        eprintln!("usage: seeds DIR COUNT [SEED]");
        std::process::exit(2);
    };
    let count: usize = count.parse().expect("COUNT is a number");
    let seed = rest.first().map_or(1, |seed| seed.parse().expect("SEED is a number"));
    let dir = Path::new(dir);
    std::fs::create_dir_all(dir).expect("the seeds' directory");
    let mut rng = Rng::seed(seed);
    let mut written = 0;
    for index in 0..count {
        let games = [
            Game::Hex(hex::import::Format::Link, hex_game(&mut rng)),
            Game::Twixt(twixt::import::Format::Link, twixt_game(&mut rng)),
            Game::Doublets(doublets_game(&mut rng)),
        ];
        for game in &games {
            for (format, text) in fogliaccio_fuzz::written(game) {
                let name = format!("{}-{}-{index}", format.game().name(), format.name());
                std::fs::write(dir.join(name), text).expect("a seed written");
                written += 1;
            }
        }
    }
    println!("{written} seeds in {}", dir.display());
}

/// A number in `0..n`.
fn below(rng: &mut Rng, n: usize) -> usize {
    rng.below(u32::try_from(n).expect("a small choice")) as usize
}

fn hex_game(rng: &mut Rng) -> hex::Record {
    let size = hex::BoardSize::new(2 + rng.below(18)).expect("2 to 19");
    let mut record = hex::Record::new(size, SwapRule::ALL[below(rng, SwapRule::ALL.len())]);
    let length = below(rng, 60);
    let mut legal = Vec::new();
    while record.moves().len() < length && record.position().ending().is_none() {
        legal.clear();
        record.position().legal_moves(&mut legal);
        let mv = legal[below(rng, legal.len())];
        record.play(mv).expect("a legal move");
    }
    if record.position().ending().is_none() && rng.below(3) == 0 {
        let loser = if rng.below(2) == 0 { Colour::Black } else { Colour::White };
        record.resign(loser).expect("a resignation while playing");
    }
    record
}

fn twixt_game(rng: &mut Rng) -> twixt::Record {
    let size = twixt::BoardSize::new(6 + rng.below(25)).expect("6 to 30");
    let rules = twixt::RuleSet::ALL[below(rng, twixt::RuleSet::ALL.len())];
    let mut record = twixt::Record::new(size, rules, SwapRule::ALL[below(rng, SwapRule::ALL.len())]);
    let length = below(rng, 50);
    while record.turns().len() < length && record.position().ending().is_none() {
        let position = record.position();
        let turn = if position.can_swap() && rng.below(4) == 0 {
            Turn::Swap
        } else {
            let holes: Vec<twixt::Hole> = position.placeable_holes().collect();
            if holes.is_empty() {
                break;
            }
            let peg = holes[below(rng, holes.len())];
            // Every bridge the peg can make, as T1j builds them, or none.
            let mut placed = position.clone();
            placed.play(&Turn::peg(peg)).expect("a placeable hole");
            let bridges = if rng.below(2) == 0 { placed.possible_bridges(peg) } else { Vec::new() };
            Turn::Place(Placement { removals: Vec::new(), peg, bridges })
        };
        if record.play(turn).is_err() {
            break;
        }
    }
    let agreement = match rng.below(4) {
        0 => Some(twixt::Agreement::Resigned(Colour::Black)),
        1 => Some(twixt::Agreement::Resigned(Colour::White)),
        2 => Some(twixt::Agreement::Draw),
        _ => None,
    };
    if let Some(agreement) = agreement.filter(|_| record.position().ending().is_none()) {
        record.agree(agreement).expect("an agreement while playing");
    }
    record
}

fn doublets_game(rng: &mut Rng) -> doublets_record::Record {
    let rules = doublets::RuleSet::ALL[below(rng, doublets::RuleSet::ALL.len())];
    let mut record = doublets_record::Record::new(rules);
    let length = below(rng, 120);
    while record.actions().len() < length {
        let position = record.position();
        let action = match position.throw(rng) {
            Some(throw) => throw,
            None => {
                let legal = position.legal_actions();
                if legal.is_empty() {
                    break;
                }
                legal[below(rng, legal.len())].clone()
            }
        };
        record.play(action).expect("a legal action");
    }
    record
}
