//! Properties of the TwixT engine over random games played through whole turns: random
//! removals, a random peg, a random choice among the bridges it could make.

use fogliaccio::games::connection::Connection;
use fogliaccio::games::twixt::{BoardSize, Bridge, Ending, Position, RuleSet};
use fogliaccio::games::{Colour, Game, SwapRule};
use proptest::prelude::*;
use proptest::sample::Index;

mod twixt_games;
use twixt_games::random_turn;

// ---------------------------------------------------------------------------------------
// Helpers

/// Plays random whole turns from a new game until it ends, nobody can place, or (removal
/// lets a game go on for ever) 300 turns are played, calling `visit` on every position.
fn random_game(n: u32, rules: RuleSet, seed: Vec<Index>, mut visit: impl FnMut(&Position)) -> Position {
    let mut position = Position::new(BoardSize::new(n).unwrap(), rules, SwapRule::Colours);
    let mut picks = seed.into_iter().cycle();
    let mut pick = |n: usize| picks.next().unwrap().index(n);
    visit(&position);
    while position.outcome().is_none() && position.ply() < 300 {
        let Some(turn) = random_turn(&position, &mut pick) else { break };
        position.play(&turn).unwrap_or_else(|e| panic!("{turn} refused: {e}"));
        visit(&position);
    }
    position
}

fn rules() -> impl Strategy<Value = RuleSet> {
    prop::sample::select(RuleSet::ALL.to_vec())
}

fn seed() -> impl Strategy<Value = Vec<Index>> {
    prop::collection::vec(any::<Index>(), 1000)
}

// ---------------------------------------------------------------------------------------
// Properties

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// No two bridges ever cross — except two of one player's under `pp` — and every
    /// bridge joins two pegs of one colour.
    #[test]
    fn no_two_bridges_ever_cross(n in 6u32..11, rules in rules(), seed in seed()) {
        random_game(n, rules, seed, |p| {
            let board = p.board();
            let bridges: Vec<Bridge> = board.bridges().collect();
            for &a in &bridges {
                let owner = board.peg(a.from());
                assert!(owner.is_some() && owner == board.peg(a.to()), "{a} joins two pegs of one colour");
                for &b in &bridges {
                    if a.crosses(b) {
                        assert!(rules == RuleSet::Pp && board.owner(a) == board.owner(b), "{a} crosses {b}");
                    }
                }
            }
        });
    }

    /// A win always has a chain of the winner's bridges from one border to the other.
    #[test]
    fn a_win_has_a_chain_of_bridges_from_border_to_border(n in 6u32..9, rules in rules(), seed in seed()) {
        let end = random_game(n, rules, seed, |_| {});
        if let Some(Ending::Connected { winner, chain }) = end.ending() {
            let size = end.size();
            prop_assert!(chain.first().unwrap().on_border(*winner, false, size));
            prop_assert!(chain.last().unwrap().on_border(*winner, true, size));
            for pair in chain.windows(2) {
                let bridge = Bridge::new(pair[0], pair[1]).unwrap();
                prop_assert_eq!(end.board().owner(bridge), Some(*winner));
            }
        }
    }

    /// Under `original`, no player ever has more than 50 pegs out, nor the board more than
    /// 100 bridges.
    #[test]
    fn supplies_are_never_exceeded(n in 12u32..14, seed in seed()) {
        random_game(n, RuleSet::Original, seed, |p| {
            for colour in Colour::ALL {
                assert!(p.board().peg_count(colour) <= 50);
            }
            assert!(p.board().bridge_count() <= 100);
        });
    }

    /// The search's moves are always legal, and a game of them ends.
    #[test]
    fn search_moves_are_legal(n in 6u32..13, rules in rules(), seed in seed()) {
        let mut position = Position::new(BoardSize::new(n).unwrap(), rules, SwapRule::Colours);
        let mut picks = seed.into_iter().cycle();
        let mut moves = Vec::new();
        loop {
            moves.clear();
            position.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let ply = position.ply();
            position.play_unchecked(*picks.next().unwrap().get(&moves));
            prop_assert_eq!(position.ply(), ply + 1, "the move was played");
        }
    }
}
