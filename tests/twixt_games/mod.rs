//! Random whole turns of TwixT, as the property tests of the engine and of its records
//! play them: random removals, a random peg, a random choice among the bridges it could
//! make.

use fogliaccio::games::Game;
use fogliaccio::games::connection::Connection;
use fogliaccio::games::twixt::{Bridge, Placement, Position, Removal, Turn};

fn plays(position: &Position, turn: &Turn) -> bool {
    position.clone().play(turn).is_ok()
}

/// One random whole turn for the side to move; `None` when it has nothing to play.
pub fn random_turn(position: &Position, pick: &mut impl FnMut(usize) -> usize) -> Option<Turn> {
    let me = position.to_move();
    if position.can_swap() && pick(4) == 0 {
        return Some(Turn::Swap);
    }
    let mut removals = Vec::new();
    if position.rules().removal() {
        let pegs: Vec<_> = position.board().pegs(me).collect();
        // Remove now and then, and always when the pegs have run out.
        if !pegs.is_empty() && (position.pegs_left(me) == Some(0) || pick(8) == 0) {
            removals.push(Removal::Peg(pegs[pick(pegs.len())]));
        }
        let bridges: Vec<Bridge> =
            position.board().bridges().filter(|&b| position.board().owner(b) == Some(me)).collect();
        if !bridges.is_empty() && pick(6) == 0 {
            removals.push(Removal::Bridge(bridges[pick(bridges.len())]));
        }
    }
    let holes: Vec<_> = position.placeable_holes().collect();
    if holes.is_empty() {
        return None;
    }
    let peg = holes[pick(holes.len())];
    let mut placement = Placement { removals, peg, bridges: Vec::new() };
    if !plays(position, &Turn::Place(placement.clone())) {
        // A removed bridge that went with a removed peg: place without removing bridges.
        placement.removals.retain(|r| matches!(r, Removal::Peg(_)));
    }
    // Each bridge the peg could make is taken or left at random, as a player would.
    for to in peg.knight_neighbours(position.size()) {
        let bridge = Bridge::new(peg, to).unwrap();
        placement.bridges.push(bridge);
        if pick(3) == 0 || !plays(position, &Turn::Place(placement.clone())) {
            placement.bridges.pop();
        }
    }
    Some(Turn::Place(placement))
}
