//! TwixT as a connection game ([`ConnectionGame`]): what `gtp`, `selfplay`, the worker and
//! the page ask of it, answered once. The search plays a peg with every bridge it can
//! make; removals are not among its moves.

use super::{BoardSize, Hole, HoleError, PlayError, Position, Record, RuleSet, SearchMove, SizeError, Turn};
use crate::games::connection::game::{ConnectionGame, status};
use crate::games::{Colour, Game, GameKind, SwapRule};

/// TwixT, the connection game.
#[derive(Clone, Debug, PartialEq)]
pub struct Twixt;

/// The settings of a new game of TwixT. The default is each setting's (24, the original
/// rules, the swap on).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TwixtSetup {
    pub size: BoardSize,
    pub rules: RuleSet,
    /// `None` or `Colours` (docs/rules.md §2, default on).
    pub swap: SwapRule,
}

impl ConnectionGame for Twixt {
    const KIND: GameKind = GameKind::Twixt;
    const SWAP: SearchMove = SearchMove::Swap;
    const BRIDGES: bool = true;

    type Setup = TwixtSetup;
    type Record = Record;
    type Position = Position;
    type SizeError = SizeError;
    type PlayError = PlayError;
    type MoveTextError = HoleError;

    fn start(setup: TwixtSetup) -> Record {
        Record::new(setup.size, setup.rules, setup.swap)
    }

    fn setup_of(record: &Record) -> TwixtSetup {
        TwixtSetup { size: record.size(), rules: record.rules(), swap: record.swap_rule() }
    }

    fn position(record: &Record) -> &Position {
        record.position()
    }

    fn new_position(setup: TwixtSetup) -> Position {
        Position::new(setup.size, setup.rules, setup.swap)
    }

    fn resized(setup: TwixtSetup, side: u32) -> Result<TwixtSetup, SizeError> {
        Ok(TwixtSetup { size: BoardSize::new(side)?, ..setup })
    }

    fn recorded(position: &Position, mv: SearchMove) -> Turn {
        position.whole_turn(mv)
    }

    /// Replayed from the start: whether the search can play a turn depends on where it is
    /// played.
    fn searched(record: &Record) -> Vec<Option<SearchMove>> {
        let mut position = Twixt::new_position(Twixt::setup_of(record));
        let mut moves = Vec::with_capacity(record.turns().len());
        for turn in record.turns() {
            moves.push(position.search_move(turn));
            // The record's turns were played through the rules once already.
            let _ = position.play(turn);
        }
        moves
    }

    /// A hole, which places a peg with every bridge it can make.
    fn read_move(text: &str, position: &Position) -> Result<SearchMove, HoleError> {
        Hole::parse(text, position.size()).map(SearchMove::Peg)
    }

    fn write_move(mv: SearchMove) -> String {
        match mv {
            SearchMove::Peg(hole) => hole.to_string(),
            SearchMove::Swap => "swap".to_owned(),
        }
    }

    /// The peg with every bridge it can make, as in the search; refused as the referee
    /// refuses it.
    fn play(position: &mut Position, mv: SearchMove) -> Result<(), PlayError> {
        match mv {
            SearchMove::Swap => position.play(&Turn::Swap)?,
            SearchMove::Peg(hole) => {
                position.check_hole(hole)?;
                if position.pegs_left(position.to_move()) == Some(0) {
                    return Err(PlayError::NoPegsLeft);
                }
                // Checked as the search's move is: a hole open to the mover, a peg in hand.
                position.play_unchecked(mv);
            }
        }
        Ok(())
    }

    fn resign(position: &mut Position, loser: Colour) -> Result<(), PlayError> {
        position.resign(loser)
    }

    /// One character a hole (`.` empty, `B` and `W` pegs, a space for the absent corners),
    /// column letters above and below, row numbers on both sides, then the bridges in
    /// notation.
    fn show_board(position: &Position) -> String {
        let size = position.size();
        let n = size.get();
        let letters: Vec<String> = (0..n).map(super::column_name).map(|name| format!("{name:>2}")).collect();
        let letters = letters.concat();
        let mut lines = vec![String::new(), format!("   {letters}")];
        let board = position.board();
        for row in 0..n {
            let holes: String = (0..n)
                .map(|col| match Hole::new(col, row, size) {
                    None => "  ",
                    Some(hole) => match board.peg(hole) {
                        Some(Colour::Black) => " B",
                        Some(Colour::White) => " W",
                        None => " .",
                    },
                })
                .collect();
            lines.push(format!("{:>2} {holes}  {}", row + 1, row + 1));
        }
        lines.push(format!("   {letters}"));
        let bridges = Twixt::bridges(position);
        lines.push(format!("bridges: {}", if bridges.is_empty() { "none".to_owned() } else { bridges.join(" ") }));
        lines.push("B black joins left and right, W white joins top and bottom".to_owned());
        lines.push(status(position));
        lines.join("\n")
    }

    fn bridges(position: &Position) -> Vec<String> {
        position.board().bridges().map(|b| b.to_string()).collect()
    }
}
