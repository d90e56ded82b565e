//! The rules of Hex, docs/rules.md §1, one test a rule.

use fogliaccio::games::connection::Connection;
use fogliaccio::games::hex::{
    BoardSize, Cell, CellError, Ending, Move, MoveError, PlayError, Position, SizeError, SwapRule,
};
use fogliaccio::games::{Colour, Game, Outcome, SwapClosed};

// ---------------------------------------------------------------------------------------
// Helpers

fn size(n: u32) -> BoardSize {
    BoardSize::new(n).unwrap()
}

fn cell(name: &str, n: u32) -> Cell {
    Cell::parse(name, size(n)).unwrap()
}

fn cells(names: &str, n: u32) -> Vec<Cell> {
    names.split_whitespace().map(|name| cell(name, n)).collect()
}

fn game(n: u32, swap: SwapRule) -> Position {
    Position::new(size(n), swap)
}

/// Plays the moves in `moves` (cells or `swap`, separated by spaces), panicking on a refusal.
fn play(position: &mut Position, moves: &str) {
    for text in moves.split_whitespace() {
        let mv = Move::parse(text, position.size()).unwrap();
        position.play(mv).unwrap_or_else(|e| panic!("{text} refused: {e}"));
    }
}

fn legal(position: &Position) -> Vec<Move> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    moves
}

fn neighbours(name: &str, n: u32) -> Vec<Cell> {
    let mut found: Vec<Cell> = cell(name, n).neighbours(size(n)).collect();
    found.sort();
    found
}

fn sorted(mut list: Vec<Cell>) -> Vec<Cell> {
    list.sort();
    list
}

fn stone(position: &Position, name: &str) -> Option<Colour> {
    position.board().stone(cell(name, position.size().get().into()))
}

// ---------------------------------------------------------------------------------------
// The board

/// "Any n from 2 to 19 is allowed."
#[test]
fn sizes_from_2_to_19_are_allowed() {
    for n in 2..=19 {
        let board_size = BoardSize::new(n).unwrap();
        assert_eq!(u32::from(board_size.get()), n);
        assert_eq!(board_size.area(), (n * n) as usize);
        let position = Position::new(board_size, SwapRule::default());
        assert_eq!(position.board().cells().count(), (n * n) as usize);
        assert_eq!(position.board().stone_count(), 0);
    }
}

/// Sizes outside 2–19 are refused with a typed error.
#[test]
fn sizes_outside_2_to_19_are_refused() {
    for n in [0, 1, 20, 40, 255, 256, u32::MAX] {
        assert_eq!(BoardSize::new(n), Err(SizeError(n)), "size {n}");
    }
    let message = SizeError(20).to_string();
    assert!(message.contains("2") && message.contains("19") && message.contains("20"), "{message}");
}

/// "Default n = 11", and the swap rule is on by default (the source's colour swap).
#[test]
fn default_size_is_11_and_swap_is_on() {
    assert_eq!(BoardSize::default().get(), 11);
    assert_eq!(BoardSize::DEFAULT.get(), 11);
    assert_eq!(SwapRule::default(), SwapRule::Colours);
    let position = Position::new(BoardSize::default(), SwapRule::default());
    assert_eq!(legal(&position).len(), 121);
}

/// "Each cell touches six others: left, right, up, down, up-right and down-left."
#[test]
fn an_inner_cell_touches_left_right_up_down_up_right_and_down_left() {
    // c3 on 5×5: left b3, right d3, up c2, down c4, up-right d2, down-left b4.
    assert_eq!(neighbours("c3", 5), sorted(cells("b3 d3 c2 c4 d2 b4", 5)));
    // Not the other diagonal.
    assert!(!neighbours("c3", 5).contains(&cell("b2", 5)));
    assert!(!neighbours("c3", 5).contains(&cell("d4", 5)));
}

/// "`a1` is the top-left acute corner": it touches two cells; so does the other acute
/// corner, the obtuse corners touch three and other edge cells four.
#[test]
fn the_acute_corner_a1_touches_two_cells() {
    assert_eq!(neighbours("a1", 5), sorted(cells("b1 a2", 5)));
    assert_eq!(neighbours("e5", 5), sorted(cells("d5 e4", 5)));
    assert_eq!(neighbours("e1", 5), sorted(cells("d1 e2 d2", 5)));
    assert_eq!(neighbours("a5", 5), sorted(cells("a4 b5 b4", 5)));
    assert_eq!(neighbours("c1", 5), sorted(cells("b1 d1 c2 b2", 5)));
    assert_eq!(neighbours("a1", 2), sorted(cells("b1 a2", 2)));
}

/// Touching is mutual, and no cell touches itself.
#[test]
fn touching_is_mutual() {
    for n in [2, 3, 7, 19] {
        let board = Position::new(size(n), SwapRule::None).board().clone();
        for a in board.cells() {
            let around: Vec<Cell> = a.neighbours(size(n)).collect();
            assert!(!around.contains(&a));
            for b in around {
                assert!(b.neighbours(size(n)).any(|c| c == a), "{a} touches {b} but not back");
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Edges and winning

/// "Black owns the top and bottom edges": a Black column a1…an wins for Black.
#[test]
fn black_joins_top_and_bottom() {
    let mut position = game(4, SwapRule::None);
    play(&mut position, "a1 b1 a2 b2 a3 b3");
    assert_eq!(position.outcome(), None);
    play(&mut position, "a4");
    assert_eq!(position.outcome(), Some(Outcome::Winner(Colour::Black)));
    assert_eq!(position.ending(), Some(&Ending::Connected { winner: Colour::Black, chain: cells("a1 a2 a3 a4", 4) }));
}

/// "White owns the left and right edges": a White row wins for White.
#[test]
fn white_joins_left_and_right() {
    let mut position = game(4, SwapRule::None);
    play(&mut position, "a2 a1 b2 b1 c3 c1");
    assert_eq!(position.outcome(), None);
    play(&mut position, "a4 d1");
    assert_eq!(position.outcome(), Some(Outcome::Winner(Colour::White)));
    assert_eq!(position.ending().unwrap().chain(), cells("a1 b1 c1 d1", 4));
}

/// A Black row joins left and right, which are White's edges: it does not win.
#[test]
fn a_black_row_does_not_win() {
    let mut position = game(4, SwapRule::None);
    play(&mut position, "a1 a2 b1 b2 c1 c2 d1");
    assert_eq!(position.outcome(), None);
    assert_eq!(position.board().winning_chain(Colour::Black), None);
    assert!(!legal(&position).is_empty());
}

/// A White column joins top and bottom, which are Black's edges: it does not win.
#[test]
fn a_white_column_does_not_win() {
    let mut position = game(3, SwapRule::None);
    play(&mut position, "b1 a1 c2 a2 b3 a3");
    assert_eq!(position.outcome(), None);
    assert_eq!(position.board().winning_chain(Colour::White), None);
}

/// The diagonal that joins is up-right/down-left: a chain may step down-left (b1 → a2) but
/// not down-right (a1 → b2).
#[test]
fn a_chain_may_step_down_left_but_not_down_right() {
    // Black b1, a2: b1's down-left is a2, so joined; then a3 wins on 3×3.
    let mut position = game(3, SwapRule::None);
    play(&mut position, "b1 c1 a2 c2 a3");
    assert_eq!(position.ending().unwrap().winner(), Colour::Black);
    assert_eq!(position.ending().unwrap().chain(), cells("b1 a2 a3", 3));

    // Black a1, b2: not touching (down-right), so a1 b2 b3 is no chain.
    let mut position = game(3, SwapRule::None);
    play(&mut position, "a1 c1 b2 c2 b3");
    assert_eq!(position.outcome(), None);
}

/// "The first player to join their two edges … wins": the chain the engine names is a
/// shortest one, edge to edge, even when the group has longer branches.
#[test]
fn the_winning_chain_is_a_shortest_chain() {
    let mut position = game(5, SwapRule::None);
    // Black builds c1 c2 with a long branch d2 e2 e3 e4 that comes down the right side,
    // then c3 and a lone c5; c4 joins them. White plays down the left, out of the way.
    play(&mut position, "c1 a1 c2 a2 d2 a3 e2 a4 e3 a5 e4 b3 c3 b4 c5 b5");
    assert_eq!(position.outcome(), None);
    play(&mut position, "c4");
    let ending = position.ending().unwrap();
    assert_eq!(ending.winner(), Colour::Black);
    assert_eq!(ending.chain(), cells("c1 c2 c3 c4 c5", 5));
    assert_eq!(position.board().winning_chain(Colour::Black).unwrap(), cells("c1 c2 c3 c4 c5", 5));
}

/// When the last stone completes two routes at once, the chain named is the shorter one:
/// here the straight column d1–d7, not the detour d3 c4 b4 a5 a6 a7.
#[test]
fn the_winning_chain_is_the_shorter_of_two_routes() {
    let mut position = game(7, SwapRule::None);
    play(&mut position, "d1 a1 d3 b1 d4 c1 d5 e1 d6 f1 d7 g1 c4 a2 b4 b2 a5 c2 a6 e2 a7 f2");
    assert_eq!(position.outcome(), None);
    play(&mut position, "d2");
    assert_eq!(position.ending().unwrap().winner(), Colour::Black);
    assert_eq!(position.ending().unwrap().chain(), cells("d1 d2 d3 d4 d5 d6 d7", 7));
}

/// "Hex cannot end in a draw; a full board always has exactly one winner": every possible
/// game on the 2×2 and 3×3 boards ends with one winner, at the latest when the board fills.
#[test]
fn hex_cannot_end_in_a_draw_on_small_boards() {
    fn explore(position: &Position, games: &mut u64) {
        match position.ending() {
            Some(ending) => {
                *games += 1;
                let winner = ending.winner();
                assert!(position.board().winning_chain(winner).is_some());
                assert!(position.board().winning_chain(winner.opponent()).is_none());
            }
            None => {
                assert!(!position.board().is_full(), "full board without a winner");
                for mv in legal(position) {
                    let mut next = position.clone();
                    next.play(mv).unwrap();
                    explore(&next, games);
                }
            }
        }
    }
    for n in [2, 3] {
        let mut games = 0;
        explore(&game(n, SwapRule::None), &mut games);
        assert!(games > 0);
    }
}

// ---------------------------------------------------------------------------------------
// Turns and stones

/// "Black moves first", and the turns alternate.
#[test]
fn black_moves_first_and_turns_alternate() {
    let mut position = game(5, SwapRule::None);
    assert_eq!(position.to_move(), Colour::Black);
    assert_eq!(position.ply(), 0);
    let expected = [Colour::Black, Colour::White, Colour::Black, Colour::White, Colour::Black];
    for (i, (name, colour)) in ["a1", "e5", "c3", "b2", "d4"].into_iter().zip(expected).enumerate() {
        assert_eq!(position.to_move(), colour);
        play(&mut position, name);
        assert_eq!(stone(&position, name), Some(colour), "{name} is {colour}'s stone");
        assert_eq!(position.ply(), i as u32 + 1);
        assert_eq!(position.to_move(), colour.opponent());
    }
}

/// "A move places one stone of your colour on any empty cell."
#[test]
fn a_move_places_one_stone_on_an_empty_cell() {
    let mut position = game(4, SwapRule::None);
    for (i, name) in ["d4", "a1", "b3", "c2"].into_iter().enumerate() {
        assert_eq!(position.board().stone_count(), i);
        assert!(legal(&position).contains(&Move::Place(cell(name, 4))));
        play(&mut position, name);
        assert_eq!(position.board().stone_count(), i + 1);
        assert!(!legal(&position).contains(&Move::Place(cell(name, 4))));
    }
}

/// A stone on an occupied cell is refused, whoever's stone is there, and changes nothing.
#[test]
fn a_stone_on_an_occupied_cell_is_refused() {
    let mut position = game(5, SwapRule::None);
    play(&mut position, "c3 b2");
    let before = position.clone();
    for name in ["c3", "b2"] {
        let c = cell(name, 5);
        assert_eq!(position.play(Move::Place(c)), Err(PlayError::Occupied(c)));
        assert_eq!(position, before);
    }
}

/// A cell of a larger board is refused and changes nothing.
#[test]
fn a_cell_off_the_board_is_refused() {
    let mut position = game(5, SwapRule::None);
    let far = Cell::parse("k11", size(11)).unwrap();
    let before = position.clone();
    assert_eq!(position.play(Move::Place(far)), Err(PlayError::OffBoard(far)));
    assert_eq!(position, before);
}

/// "Stones never move": every stone stays where and what it was, move after move.
#[test]
fn stones_never_move() {
    let mut position = game(6, SwapRule::None);
    let mut placed: Vec<(Cell, Colour)> = Vec::new();
    for name in "a1 f6 c3 d4 b5 e2 a6 f1 c4 d3".split_whitespace() {
        let colour = position.to_move();
        play(&mut position, name);
        placed.push((cell(name, 6), colour));
        for &(c, colour) in &placed {
            assert_eq!(position.board().stone(c), Some(colour));
        }
        assert_eq!(position.board().stone_count(), placed.len());
    }
}

// ---------------------------------------------------------------------------------------
// The swap

/// "After Black's first stone, White may instead of moving swap" — and only then.
#[test]
fn swap_is_legal_only_as_whites_answer_to_blacks_first_stone() {
    let mut position = game(7, SwapRule::Colours);
    assert!(!position.can_swap());
    assert!(!legal(&position).contains(&Move::Swap));
    play(&mut position, "d4");
    assert!(position.can_swap());
    assert!(legal(&position).contains(&Move::Swap));
    assert_eq!(legal(&position).len(), 48 + 1);
    play(&mut position, "c3");
    assert!(!position.can_swap());
    assert!(!legal(&position).contains(&Move::Swap));
}

/// Colour swap: "on the board nothing changes: the stone stays black and White is to move
/// again"; the players have exchanged colours.
#[test]
fn swap_colours_changes_nothing_on_the_board_and_white_moves_again() {
    let mut position = game(7, SwapRule::Colours);
    play(&mut position, "b5");
    let board_before = position.board().clone();
    assert!(!position.colours_exchanged());
    play(&mut position, "swap");
    assert_eq!(position.board(), &board_before);
    assert_eq!(stone(&position, "b5"), Some(Colour::Black));
    assert_eq!(position.to_move(), Colour::White);
    assert_eq!(position.ply(), 2);
    assert!(position.colours_exchanged());
    assert_eq!(position.outcome(), None);
    // White (the player who opened) now plays a white stone, then Black.
    play(&mut position, "e2");
    assert_eq!(stone(&position, "e2"), Some(Colour::White));
    assert_eq!(position.to_move(), Colour::Black);
    assert!(position.colours_exchanged());
}

/// With the swap rule off, White may not swap.
#[test]
fn swap_is_refused_when_the_rule_is_none() {
    let mut position = game(7, SwapRule::None);
    play(&mut position, "b5");
    assert!(!legal(&position).contains(&Move::Swap));
    let before = position.clone();
    assert_eq!(position.play(Move::Swap), Err(PlayError::Swap(SwapClosed::Off)));
    assert_eq!(position, before);
}

/// Swap is refused before Black's first stone.
#[test]
fn swap_is_refused_at_ply_0() {
    for rule in [SwapRule::Colours, SwapRule::Pieces] {
        let mut position = game(7, rule);
        let before = position.clone();
        assert_eq!(position.play(Move::Swap), Err(PlayError::Swap(SwapClosed::NotNow)));
        assert_eq!(position, before);
    }
}

/// Swap is refused from ply 2 on, a second swap included.
#[test]
fn swap_is_refused_at_ply_2_and_later() {
    for rule in [SwapRule::Colours, SwapRule::Pieces] {
        for opening in ["b5 c3", "b5 swap", "b5 c3 d4", "b5 swap a1 a2"] {
            let mut position = game(7, rule);
            play(&mut position, opening);
            assert!(position.ply() >= 2);
            let before = position.clone();
            assert_eq!(position.play(Move::Swap), Err(PlayError::Swap(SwapClosed::NotNow)), "{rule} {opening}");
            assert_eq!(position, before);
            assert!(!legal(&position).contains(&Move::Swap));
        }
    }
}

/// HexGui's "swap pieces": the stone is mirrored in the long diagonal (b5 → e2 on 7×7) and
/// turns white; the colours stay with the players and Black is to move.
#[test]
fn swap_pieces_mirrors_the_stone_and_turns_it_white() {
    let mut position = game(7, SwapRule::Pieces);
    play(&mut position, "b5");
    play(&mut position, "swap");
    assert_eq!(stone(&position, "b5"), None);
    assert_eq!(stone(&position, "e2"), Some(Colour::White));
    assert_eq!(position.board().stone_count(), 1);
    assert_eq!(position.to_move(), Colour::Black);
    assert_eq!(position.ply(), 2);
    assert!(!position.colours_exchanged());
    assert!(legal(&position).contains(&Move::Place(cell("b5", 7))));
    assert!(!legal(&position).contains(&Move::Place(cell("e2", 7))));
    play(&mut position, "b5");
    assert_eq!(stone(&position, "b5"), Some(Colour::Black));
}

/// A stone on the long diagonal is its own mirror image: it stays and turns white.
#[test]
fn swap_pieces_on_the_long_diagonal_keeps_the_cell() {
    let mut position = game(7, SwapRule::Pieces);
    play(&mut position, "d4 swap");
    assert_eq!(stone(&position, "d4"), Some(Colour::White));
    assert_eq!(position.board().stone_count(), 1);
    assert_eq!(position.to_move(), Colour::Black);
}

/// Cell::mirrored reflects in the long diagonal a1–n n.
#[test]
fn mirroring_swaps_column_and_row() {
    assert_eq!(cell("b5", 7).mirrored(), cell("e2", 7));
    assert_eq!(cell("e2", 7).mirrored(), cell("b5", 7));
    assert_eq!(cell("c3", 7).mirrored(), cell("c3", 7));
    assert_eq!(cell("a7", 7).mirrored(), cell("g1", 7));
}

// ---------------------------------------------------------------------------------------
// Resigning and the end of the game

/// "Resign is allowed at any time", by either player, and the other one wins.
#[test]
fn either_player_may_resign_at_any_time() {
    for (moves, loser) in [
        ("", Colour::Black),
        ("", Colour::White),
        ("c3", Colour::White),
        ("c3", Colour::Black),
        ("c3 swap", Colour::Black),
        ("c3 d4 b2", Colour::Black),
    ] {
        let mut position = game(5, SwapRule::Colours);
        play(&mut position, moves);
        let board_before = position.board().clone();
        assert_eq!(position.resign(loser), Ok(()));
        assert_eq!(position.ending(), Some(&Ending::Resigned { loser }));
        assert_eq!(position.outcome(), Some(Outcome::Winner(loser.opponent())));
        assert_eq!(position.ending().unwrap().chain(), &[] as &[Cell]);
        assert_eq!(position.board(), &board_before);
    }
}

/// A resignation ends the game: nothing is played after it, not even another resignation.
#[test]
fn nothing_is_played_after_a_resignation() {
    let mut position = game(5, SwapRule::Colours);
    play(&mut position, "c3");
    position.resign(Colour::White).unwrap();
    let before = position.clone();
    assert!(legal(&position).is_empty());
    assert!(!position.can_swap());
    assert_eq!(position.play(Move::Place(cell("a1", 5))), Err(PlayError::GameOver));
    assert_eq!(position.play(Move::Swap), Err(PlayError::GameOver));
    assert_eq!(position.resign(Colour::Black), Err(PlayError::GameOver));
    assert_eq!(position.resign(Colour::White), Err(PlayError::GameOver));
    assert_eq!(position, before);
}

/// Once a player has joined their edges the game is over: no move, swap or resignation.
#[test]
fn no_move_after_the_game_is_won() {
    let mut position = game(2, SwapRule::Colours);
    play(&mut position, "a1 b1 a2");
    assert_eq!(position.outcome(), Some(Outcome::Winner(Colour::Black)));
    let before = position.clone();
    assert!(legal(&position).is_empty());
    assert_eq!(position.play(Move::Place(cell("b2", 2))), Err(PlayError::GameOver));
    assert_eq!(position.play(Move::Swap), Err(PlayError::GameOver));
    assert_eq!(position.resign(Colour::White), Err(PlayError::GameOver));
    assert_eq!(position, before);
}

// ---------------------------------------------------------------------------------------
// Notation

/// "Columns are letters a… from left to right, rows numbers 1… from top to bottom (a1 is
/// the top-left corner)."
#[test]
fn a1_is_the_top_left_corner() {
    let a1 = cell("a1", 11);
    assert_eq!((a1.col(), a1.row()), (0, 0));
    let b3 = cell("b3", 11);
    assert_eq!((b3.col(), b3.row()), (1, 2));
    let k11 = cell("k11", 11);
    assert_eq!((k11.col(), k11.row()), (10, 10));
    let s19 = cell("s19", 19);
    assert_eq!((s19.col(), s19.row()), (18, 18));
    assert_eq!(Cell::new(0, 0, size(11)), Some(a1));
    assert_eq!(Cell::new(11, 0, size(11)), None);
}

/// Every cell of every board reads back from its own name.
#[test]
fn notation_round_trips() {
    for n in 2..=19 {
        let position = game(n, SwapRule::None);
        for c in position.board().cells() {
            let name = c.to_string();
            assert_eq!(Cell::parse(&name, size(n)), Ok(c), "{name} on {n}");
            assert_eq!(Move::parse(&name, size(n)), Ok(Move::Place(c)));
            assert_eq!(Move::Place(c).to_string(), name);
        }
    }
    assert_eq!(cell("c10", 11).to_string(), "c10");
}

/// Column letters are read in either case.
#[test]
fn upper_case_letters_are_accepted() {
    assert_eq!(Cell::parse("C4", size(11)), Ok(cell("c4", 11)));
    assert_eq!(Move::parse("K11", size(11)), Ok(Move::Place(cell("k11", 11))));
    assert_eq!(cell("C4", 11).to_string(), "c4");
}

/// Text that is not a cell is refused with a typed error that says why.
#[test]
fn text_that_is_not_a_cell_is_refused() {
    let eleven = size(11);
    assert_eq!(Cell::parse("", eleven), Err(CellError::Empty));
    for text in ["5a", "a0", "a", "a01", "1", "aa1", "a-1", "a 1", "a1x", "é1", "a+1"] {
        assert_eq!(Cell::parse(text, eleven), Err(CellError::Syntax(text.to_owned())), "{text:?}");
    }
    for text in ["z9", "l1", "a12", "k12", "a100", "a99999999999"] {
        assert_eq!(
            Cell::parse(text, eleven),
            Err(CellError::OffBoard { cell: text.to_owned(), size: eleven }),
            "{text:?}"
        );
    }
    // The messages name the problem.
    assert!(Cell::parse("z9", eleven).unwrap_err().to_string().contains("off"));
    assert!(!Cell::parse("5a", eleven).unwrap_err().to_string().is_empty());
}

/// "`swap` is the swap move", in either case; anything else goes through the cell reader.
#[test]
fn swap_is_written_swap() {
    let seven = size(7);
    assert_eq!(Move::parse("swap", seven), Ok(Move::Swap));
    assert_eq!(Move::parse("SWAP", seven), Ok(Move::Swap));
    assert_eq!(Move::parse(" swap ", seven), Ok(Move::Swap));
    assert_eq!(Move::Swap.to_string(), "swap");
    assert_eq!(Move::parse("", seven), Err(MoveError(CellError::Empty)));
    assert_eq!(Move::parse("swop", seven), Err(MoveError(CellError::Syntax("swop".to_owned()))));
    assert_eq!(Move::parse("h1", seven), Err(MoveError(CellError::OffBoard { cell: "h1".to_owned(), size: seven })));
}

/// A cell of a larger board is not on this one: no stone there, and no move.
#[test]
fn a_cell_of_a_larger_board_is_not_on_a_smaller_one() {
    let mut position = game(5, SwapRule::None);
    play(&mut position, "a2");
    let far = cell("k11", 11);
    let aliased = cell("f1", 11); // index 5 on a 5×5 board would be a2
    assert!(!position.board().contains(far));
    assert_eq!(position.board().stone(far), None);
    assert_eq!(position.board().stone(aliased), None);
    assert_eq!(position.play(Move::Place(aliased)), Err(PlayError::OffBoard(aliased)));
}
