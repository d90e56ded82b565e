//! The rules of TwixT, docs/rules.md §2, one test a rule.

use fogliaccio::games::twixt::{
    BoardSize, Bridge, BridgeError, Ending, Hole, HoleError, PlayError, Position, RuleSet, SearchMove, SizeError, Turn,
    TurnError,
};
use fogliaccio::games::{Colour, Game, Outcome, SwapClosed, SwapRule};
use fogliaccio::rng::Rng;

// ---------------------------------------------------------------------------------------
// Helpers

fn size(n: u32) -> BoardSize {
    BoardSize::new(n).unwrap()
}

fn hole(name: &str, n: u32) -> Hole {
    Hole::parse(name, size(n)).unwrap()
}

fn bridge(name: &str, n: u32) -> Bridge {
    Bridge::parse(name, size(n)).unwrap()
}

fn game(n: u32, rules: RuleSet) -> Position {
    Position::new(size(n), rules, SwapRule::Colours)
}

fn turn(position: &Position, text: &str) -> Turn {
    Turn::parse(text, position.size()).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Plays the turns in `turns`, separated by `;`, panicking on a refusal.
fn play(position: &mut Position, turns: &str) {
    for text in turns.split(';') {
        let t = turn(position, text);
        position.play(&t).unwrap_or_else(|e| panic!("{text} refused: {e}"));
    }
}

/// Tries one turn and hands back the refusal, checking that nothing changed.
fn refused(position: &Position, text: &str) -> PlayError {
    let mut after = position.clone();
    let error = after.play(&turn(position, text)).expect_err(text);
    assert_eq!(&after, position, "a refused turn changes nothing");
    error
}

fn links(position: &Position) -> Vec<String> {
    position.board().bridges().map(|b| b.to_string()).collect()
}

// ---------------------------------------------------------------------------------------
// The board

/// "Sizes from 6 to 30 are allowed (option, default 24)."
#[test]
fn sizes_run_from_6_to_30_and_default_to_24() {
    assert_eq!(BoardSize::default().get(), 24);
    assert!(BoardSize::new(6).is_ok() && BoardSize::new(30).is_ok());
    assert_eq!(BoardSize::new(5), Err(SizeError(5)));
    assert_eq!(BoardSize::new(31), Err(SizeError(31)));
    assert_eq!(SizeError(5).to_string(), "a TwixT board is 6 to 30 holes a side, not 5");
}

/// "24 × 24 holes without the four corner holes."
#[test]
fn the_four_corners_are_absent() {
    assert_eq!(Hole::all(size(24)).count(), 24 * 24 - 4);
    for corner in ["A1", "X1", "A24", "X24"] {
        assert_eq!(Hole::parse(corner, size(24)), Err(HoleError::Corner(corner.into())));
    }
    assert_eq!(Hole::parse("Y3", size(24)), Err(HoleError::OffBoard { hole: "Y3".into(), size: size(24) }));
    assert!(matches!(Hole::parse("5D", size(24)), Err(HoleError::Syntax(_))));
}

/// Boards above 26 need more letters than the alphabet: columns go on `AA`, `AB`, `AC`, `AD`.
#[test]
fn columns_after_z_are_written_with_two_letters() {
    let h = hole("AD15", 30);
    assert_eq!((h.col(), h.row()), (29, 14));
    assert_eq!(h.to_string(), "AD15");
    assert_eq!(hole("z2", 30).to_string(), "Z2");
}

/// "The first and last rows belong to White; the first and last columns belong to Black.
/// A player may never place a peg in the opponent's border rows/columns."
#[test]
fn nobody_places_in_the_opponents_border() {
    let mut p = game(8, RuleSet::Standard);
    assert_eq!(refused(&p, "D1"), PlayError::OpponentBorder { hole: hole("D1", 8), owner: Colour::White });
    assert_eq!(refused(&p, "C8"), PlayError::OpponentBorder { hole: hole("C8", 8), owner: Colour::White });
    play(&mut p, "A4");
    assert_eq!(refused(&p, "H5"), PlayError::OpponentBorder { hole: hole("H5", 8), owner: Colour::Black });
    assert_eq!(refused(&p, "H5").to_string(), "H5 is in black's border, where only black may place pegs");
    play(&mut p, "D1");
    assert!(p.placeable_holes().all(|h| h.border_of(p.size()) != Some(Colour::White)));
}

/// "Black moves first", and the turns alternate.
#[test]
fn black_moves_first_and_turns_alternate() {
    let mut p = game(8, RuleSet::Original);
    assert_eq!(p.to_move(), Colour::Black);
    play(&mut p, "C3;D4");
    assert_eq!(p.to_move(), Colour::Black);
    assert_eq!(p.board().peg(hole("C3", 8)), Some(Colour::Black));
    assert_eq!(p.board().peg(hole("D4", 8)), Some(Colour::White));
    assert_eq!(refused(&p, "C3"), PlayError::Occupied(hole("C3", 8)));
}

// ---------------------------------------------------------------------------------------
// Turns and bridges

/// "Place exactly one own peg": a turn without a peg, or with two, is not a turn.
#[test]
fn a_turn_places_exactly_one_peg() {
    let s = size(8);
    assert_eq!(Turn::parse("", s), Err(TurnError::NoPeg));
    assert_eq!(Turn::parse("-C3", s), Err(TurnError::NoPeg));
    assert_eq!(Turn::parse("C3 D4", s), Err(TurnError::SecondPeg("D4".into())));
    assert_eq!(Turn::parse("C3 -D4", s), Err(TurnError::RemovalAfterPeg("-D4".into())));
    assert_eq!(Turn::parse("C3-D5 C3", s), Err(TurnError::BridgeBeforePeg("C3-D5".into())));
    let t = Turn::parse("-b2 -c3-d5 e4 E4-D6", s).unwrap();
    assert_eq!(t.to_string(), "-B2 -C3-D5 E4 D6-E4");
}

/// "A bridge joins two own pegs a knight's move apart (1 × 2)."
#[test]
fn a_bridge_joins_two_own_pegs_a_knights_move_apart() {
    assert_eq!(Bridge::parse("C3-D4", size(8)), Err(BridgeError::NotAKnightMove(hole("C3", 8), hole("D4", 8))));
    assert_eq!(bridge("D5-C3", 8).to_string(), "C3-D5", "written in notation order");
    let mut p = game(8, RuleSet::Original);
    play(&mut p, "C3;F3");
    assert_eq!(refused(&p, "D5 C3-D5 D5-F4"), PlayError::NeedsOwnPegs(bridge("D5-F4", 8)));
    assert_eq!(refused(&p, "D5 D5-F6"), PlayError::NeedsOwnPegs(bridge("D5-F6", 8)));
    play(&mut p, "D5 C3-D5");
    assert_eq!(links(&p), ["C3-D5"]);
    assert_eq!(refused(&p, "E5 D5-C3"), PlayError::NeedsOwnPegs(bridge("C3-D5", 8)));
}

/// "Bridges are chosen by the player, not made automatically (the app proposes the
/// possible ones)."
#[test]
fn bridges_are_chosen_not_automatic() {
    let mut p = game(8, RuleSet::Original);
    play(&mut p, "C3;F3;D5");
    assert!(links(&p).is_empty());
    assert_eq!(p.possible_bridges(hole("D5", 8)), [bridge("C3-D5", 8)]);
    play(&mut p, "F6;E4 C3-E4");
    assert_eq!(links(&p), ["C3-E4"]);
    // Any own pegs may be joined, not only the new peg's.
    play(&mut p, "F2;E7 C3-D5;G2");
    assert_eq!(links(&p), ["C3-D5", "C3-E4"]);
    assert_eq!(refused(&p, "B6 C3-D5"), PlayError::AlreadyBuilt(bridge("C3-D5", 8)));
}

/// Every bridge is crossed by exactly nine others (the well-known count), and two bridges
/// from one peg only touch.
#[test]
fn crossing_in_every_geometry() {
    let s = size(12);
    let all: Vec<Bridge> =
        Hole::all(s).flat_map(|a| a.knight_neighbours(s).map(move |b| Bridge::new(a, b).unwrap())).collect();
    let centre = [bridge("F6-G8", 12), bridge("F6-H7", 12), bridge("F6-H5", 12), bridge("F6-G4", 12)];
    for b in centre {
        let mut crossing: Vec<Bridge> = all.iter().copied().filter(|&o| o.crosses(b)).collect();
        crossing.sort();
        crossing.dedup();
        assert_eq!(crossing.len(), 9, "{b} is crossed by {crossing:?}");
        assert!(crossing.iter().all(|o| o.crosses(b)), "crossing is symmetric");
    }
    assert!(!bridge("F6-G8", 12).crosses(bridge("F6-H7", 12)), "sharing a peg is no crossing");
    assert!(!bridge("F6-G8", 12).crosses(bridge("G8-H6", 12)), "end to end is no crossing");
}

/// "No two bridges may cross, whoever owns them": the opponent's bridge blocks.
#[test]
fn a_bridge_never_crosses_an_opponents_bridge() {
    for rules in RuleSet::ALL {
        let mut p = game(8, rules);
        play(&mut p, "C3;D3;F6;C5 C5-D3");
        let expected = PlayError::Crosses { bridge: bridge("C3-D5", 8), other: bridge("C5-D3", 8) };
        if rules == RuleSet::Pp {
            // Automatic bridges: the crossing one is simply not made.
            let mut after = p.clone();
            play(&mut after, "D5");
            assert!(!after.board().has_bridge(bridge("C3-D5", 8)), "{rules}");
            assert_eq!(refused(&p, "D5 C3-D5"), expected);
        } else {
            assert_eq!(refused(&p, "D5 C3-D5"), expected, "{rules}");
        }
    }
}

/// Own bridges may not cross each other either — except under `pp`.
#[test]
fn own_bridges_cross_only_under_pp() {
    for rules in [RuleSet::Original, RuleSet::Standard] {
        let mut p = game(8, rules);
        play(&mut p, "C3;B1;C5;G1;D3 C5-D3;G8");
        assert_eq!(
            refused(&p, "D5 C3-D5"),
            PlayError::Crosses { bridge: bridge("C3-D5", 8), other: bridge("C5-D3", 8) },
            "{rules}"
        );
    }
    let mut p = game(8, RuleSet::Pp);
    play(&mut p, "C3;B1;C5;G1;D3;G8;D5");
    assert!(p.board().has_bridge(bridge("C5-D3", 8)) && p.board().has_bridge(bridge("C3-D5", 8)));
}

/// `pp`: "since an extra bridge can then never hurt, every possible bridge is made
/// automatically"; naming one of them is allowed, naming an impossible one is not.
#[test]
fn pp_makes_every_possible_bridge() {
    let mut p = game(8, RuleSet::Pp);
    play(&mut p, "C3;B1;E3;G1;D5 D5-C3");
    assert_eq!(links(&p), ["C3-D5", "D5-E3"]);
    assert_eq!(refused(&p, "F4 F4-G6"), PlayError::NeedsOwnPegs(bridge("F4-G6", 8)));
}

// ---------------------------------------------------------------------------------------
// Removal and supplies

/// "Before placing the peg, a player may remove any number of their own bridges and pegs
/// (a removed peg takes its bridges with it)."
#[test]
fn removal_takes_own_bridges_and_pegs_before_the_peg() {
    let mut p = game(8, RuleSet::Original);
    play(&mut p, "C3;F3;D5 C3-D5;F6;E4 C3-E4;B1");
    assert_eq!(refused(&p, "-F3 E6"), PlayError::NotYourPeg(hole("F3", 8)));
    assert_eq!(refused(&p, "-D5-E7 E6"), PlayError::NoSuchBridge(bridge("D5-E7", 8)));
    play(&mut p, "-C3-E4 E6");
    assert_eq!(links(&p), ["C3-D5"]);
    assert_eq!(p.board().peg(hole("E4", 8)), Some(Colour::Black), "the peg stays");
    play(&mut p, "-F6 G6;-C3 C4");
    assert!(links(&p).is_empty(), "the peg took its bridge with it");
    assert_eq!(p.board().peg(hole("C3", 8)), None);
}

/// "The turn's new peg may not go into a hole emptied by this turn's removals (that would
/// be a pass that only drops bridges)."
#[test]
fn the_peg_may_not_go_into_a_hole_emptied_this_turn() {
    let mut p = game(8, RuleSet::Standard);
    play(&mut p, "C3;F3;D5 C3-D5;F6");
    assert_eq!(refused(&p, "-C3 C3"), PlayError::RemovedThisTurn(hole("C3", 8)));
    assert_eq!(refused(&p, "-C3-D5 -D5 D5"), PlayError::RemovedThisTurn(hole("D5", 8)));
    assert_eq!(links(&p), ["C3-D5"], "a refused turn changes nothing");
    play(&mut p, "-C3 C4");
    assert!(links(&p).is_empty());
}

/// Only your own pieces can be removed.
#[test]
fn the_opponents_pieces_are_never_removed() {
    let mut p = game(8, RuleSet::Standard);
    play(&mut p, "C3;F3;D5 C3-D5");
    assert_eq!(refused(&p, "-C3-D5 F6"), PlayError::NotYourBridge(bridge("C3-D5", 8)));
    assert_eq!(refused(&p, "-C3 F6"), PlayError::NotYourPeg(hole("C3", 8)));
}

/// `pp`: "nothing is ever removed".
#[test]
fn pp_removes_nothing() {
    let mut p = game(8, RuleSet::Pp);
    play(&mut p, "C3;F3");
    assert_eq!(refused(&p, "-C3 D5"), PlayError::RemovalOff);
}

/// "50 pegs per player. With the supply exhausted a player must remove before placing. A
/// removed peg goes back to the player's supply." Unlimited under `standard` and `pp`.
#[test]
fn fifty_pegs_each_and_then_remove_before_placing() {
    let mut p = game(24, RuleSet::Original);
    // Pegs on even columns, never two a knight's move apart in a row: no bridges, no win.
    let black: Vec<Hole> =
        Hole::all(p.size()).filter(|h| h.row() % 2 == 1 && h.col() % 2 == 0 && h.col() > 0).take(50).collect();
    let white: Vec<Hole> = Hole::all(p.size())
        .filter(|h| h.row() % 2 == 0 && h.row() > 0 && h.col() % 2 == 1 && h.col() < 23)
        .take(50)
        .collect();
    for (b, w) in black.iter().zip(&white) {
        p.play(&Turn::peg(*b)).unwrap();
        p.play(&Turn::peg(*w)).unwrap();
    }
    assert_eq!(p.pegs_left(Colour::Black), Some(0));
    assert_eq!(refused(&p, "X12"), PlayError::NoPegsLeft);
    play(&mut p, &format!("-{} X12", black[0]));
    assert_eq!(p.pegs_left(Colour::Black), Some(0));
    assert_eq!(p.board().peg_count(Colour::Black), 50);
    assert_eq!(game(24, RuleSet::Standard).pegs_left(Colour::Black), None);
    assert_eq!(game(24, RuleSet::Pp).bridges_left(), None);
}

/// "100 bridges shared by both": once all are built, nobody builds another until one of
/// theirs is removed.
#[test]
fn a_hundred_bridges_shared_by_both() {
    let mut p = game(24, RuleSet::Original);
    // Black: a square lattice of knight's moves (no two of its bridges cross).
    let black = (0..7u8).flat_map(|a| (0..7u8).map(move |b| (2 + a + 2 * b, 7 + 2 * a - b)));
    let black: Vec<Hole> = black.map(|(c, r)| Hole::new(c, r, p.size()).unwrap()).collect();
    let white: Vec<Hole> = Hole::all(p.size()).filter(|h| h.row() >= 20 && h.row() < 23).collect();
    let mut white = white.into_iter();
    for b in &black {
        if p.bridges_left() == Some(0) {
            break;
        }
        p.play_unchecked(SearchMove::Peg(*b));
        let w = white.find(|&w| p.check_hole(w).is_ok()).expect("room for White");
        p.play_unchecked(SearchMove::Peg(w));
    }
    assert_eq!(p.board().bridge_count(), 100);
    assert_eq!(p.outcome(), None);
    let top = black[0];
    let next = hole("B6", 24);
    let b = Bridge::new(top, next).unwrap();
    assert_eq!(refused(&p, &format!("{next} {b}")), PlayError::NoBridgesLeft(b));
    let own = p.board().bridges().find(|&x| p.board().owner(x) == Some(Colour::Black) && !x.touches(top)).unwrap();
    let mut after = p.clone();
    after.play(&turn(&p, &format!("-{own} {next} {b}"))).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(after.bridges_left(), Some(0));
}

// ---------------------------------------------------------------------------------------
// Swap, winning, drawing

/// "After Black's first peg White may swap colours and make that peg their own first move."
#[test]
fn white_may_swap_after_blacks_first_peg() {
    let mut p = game(8, RuleSet::Original);
    assert_eq!(refused(&p, "swap"), PlayError::Swap(SwapClosed::NotNow));
    play(&mut p, "D4;swap");
    assert!(p.colours_exchanged());
    assert_eq!(p.to_move(), Colour::White, "the player who opened, now White, moves");
    assert_eq!(p.board().peg(hole("D4", 8)), Some(Colour::Black));
    assert_eq!(refused(&p, "swap"), PlayError::Swap(SwapClosed::NotNow));
    let mut off = Position::new(size(8), RuleSet::Original, SwapRule::None);
    play(&mut off, "D4");
    assert_eq!(refused(&off, "swap"), PlayError::Swap(SwapClosed::Off));
}

/// TwixT's swap is the colour exchange: Hex's mirror swap, the same game seen transposed, is
/// played as it.
#[test]
fn the_mirror_swap_of_hex_is_twixts_colour_exchange() {
    let mut p = Position::new(size(8), RuleSet::Original, SwapRule::Pieces);
    assert_eq!(p.swap_rule(), SwapRule::Colours);
    play(&mut p, "D4;swap");
    assert!(p.colours_exchanged());
    assert_eq!(p.board().peg(hole("D4", 8)), Some(Colour::Black));
}

/// "Black joins the left and right borders; White the top and bottom, each with one
/// unbroken chain of bridges between their own pegs." Pegs alone do not connect.
#[test]
fn a_chain_of_bridges_from_border_to_border_wins() {
    let mut p = game(8, RuleSet::Standard);
    play(&mut p, "A3;D1;C4 A3-C4;E3 D1-E3");
    play(&mut p, "E5 C4-E5;E2;G4 E5-G4");
    assert_eq!(p.outcome(), None, "G4 is not in the last column");
    play(&mut p, "E6;H6 G4-H6");
    assert_eq!(p.outcome(), Some(Outcome::Winner(Colour::Black)));
    let chain: Vec<String> = p.ending().unwrap().chain().iter().map(|h| h.to_string()).collect();
    assert_eq!(chain, ["A3", "C4", "E5", "G4", "H6"]);
    assert_eq!(refused(&p, "B5"), PlayError::GameOver);
}

/// Pegs on both borders without the bridges between them are no win.
#[test]
fn pegs_without_bridges_do_not_connect() {
    let mut p = game(8, RuleSet::Original);
    play(&mut p, "A3;D1;C4;D3;E5;E2;G4;E6;H6");
    assert_eq!(p.outcome(), None);
}

/// Draw (a): "when both players agree"; and either player may resign.
#[test]
fn a_draw_by_agreement_and_resignation() {
    let mut p = game(8, RuleSet::Original);
    play(&mut p, "D4");
    let mut agreed = p.clone();
    agreed.agree_draw().unwrap();
    assert_eq!(agreed.ending(), Some(&Ending::Agreed));
    assert_eq!(agreed.outcome(), Some(Outcome::Draw));
    p.resign(Colour::White).unwrap();
    assert_eq!(p.outcome(), Some(Outcome::Winner(Colour::Black)));
    assert_eq!(p.resign(Colour::Black), Err(PlayError::GameOver));
}

/// Draw (b): the "no path left" state is shown for each player as soon as it holds for
/// them, and ends the game when it holds for both.
#[test]
fn no_path_left_is_shown_per_player_and_draws_for_both() {
    assert!(game(6, RuleSet::Standard).path_left(Colour::Black));
    let mut rng = Rng::seed(7);
    let mut seen_one_sided = false;
    let mut seen_draw = false;
    for _ in 0..400 {
        let mut p = game(6, RuleSet::Pp);
        while p.outcome().is_none() {
            let mut moves = Vec::new();
            p.legal_moves(&mut moves);
            assert!(!moves.is_empty(), "{p:?}");
            let mv = moves[rng.below(moves.len() as u32) as usize];
            p.play_unchecked(mv);
            if p.outcome().is_none() && (p.path_left(Colour::Black) != p.path_left(Colour::White)) {
                seen_one_sided = true;
            }
        }
        if p.ending() == Some(&Ending::NoPathLeft) {
            seen_draw = true;
            assert!(!p.path_left(Colour::Black) && !p.path_left(Colour::White));
        }
    }
    assert!(seen_one_sided, "one player blocked while the other plays on");
    assert!(seen_draw, "random games on 6×6 reach a blocked draw");
}

/// The rule sets by name, as `--rules` and `?rules=` take them.
#[test]
fn three_rule_sets_by_name() {
    let names: Vec<&str> = RuleSet::ALL.iter().map(|r| r.name()).collect();
    assert_eq!(names, ["original", "standard", "pp"]);
    assert_eq!("PP".parse::<RuleSet>(), Ok(RuleSet::Pp));
    assert_eq!(RuleSet::default(), RuleSet::Original);
    assert_eq!(
        "modern".parse::<RuleSet>().unwrap_err().to_string(),
        "'modern' is not a TwixT rule set (original, standard or pp)"
    );
    assert_eq!(RuleSet::Original.supply().map(|s| (s.pegs, s.bridges)), Some((50, 100)));
}
