//! Hex as a connection game ([`ConnectionGame`]): what `gtp`, `selfplay`, the worker and the
//! page ask of it, answered once.

use super::{BoardSize, Move, MoveError, PlayError, Position, Record, SizeError, SwapRule};
use crate::games::connection::game::{ConnectionGame, status};
use crate::games::{Colour, GameKind};

/// Hex, the connection game.
#[derive(Clone, Debug, PartialEq)]
pub struct Hex;

/// The settings of a new game of Hex; the default is each setting's (11, the colour swap).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct HexSetup {
    pub size: BoardSize,
    pub swap: SwapRule,
}

impl ConnectionGame for Hex {
    const KIND: GameKind = GameKind::Hex;
    const SWAP: Move = Move::Swap;
    const BRIDGES: bool = false;

    type Setup = HexSetup;
    type Record = Record;
    type Position = Position;
    type SizeError = SizeError;
    type PlayError = PlayError;
    type MoveTextError = MoveError;

    fn start(setup: HexSetup) -> Record {
        Record::new(setup.size, setup.swap)
    }

    fn setup_of(record: &Record) -> HexSetup {
        HexSetup { size: record.size(), swap: record.swap_rule() }
    }

    fn opening(record: &Record) -> Record {
        record.opening()
    }

    fn position(record: &Record) -> &Position {
        record.position()
    }

    fn new_position(setup: HexSetup) -> Position {
        Position::new(setup.size, setup.swap)
    }

    fn resized(setup: HexSetup, side: u32) -> Result<HexSetup, SizeError> {
        Ok(HexSetup { size: BoardSize::new(side)?, ..setup })
    }

    fn recorded(_: &Position, mv: Move) -> Move {
        mv
    }

    fn searched(record: &Record) -> Vec<Option<Move>> {
        record.moves().iter().copied().map(Some).collect()
    }

    fn read_move(text: &str, position: &Position) -> Result<Move, MoveError> {
        Move::parse(text, position.size())
    }

    /// The swap as `swap-pieces`: HexGui reads no other word back.
    fn write_move(mv: Move) -> String {
        match mv {
            Move::Place(cell) => cell.to_string(),
            Move::Swap => "swap-pieces".to_owned(),
        }
    }

    fn play(position: &mut Position, mv: Move) -> Result<(), PlayError> {
        position.play(mv)
    }

    fn resign(position: &mut Position, loser: Colour) -> Result<(), PlayError> {
        position.resign(loser)
    }

    /// An ASCII rhombus, each row shifted one further right, with the column letters above
    /// and below and the row numbers on both sides; `B` and `W` are stones. It starts on a
    /// new line, as MoHex's does.
    fn show_board(position: &Position) -> String {
        let n = usize::from(position.size().get());
        let letters: Vec<String> = (0..n).map(|col| char::from(b'a' + col as u8).to_string()).collect();
        let letters = letters.join(" ");
        let mut lines = vec![String::new(), format!("    {letters}")];
        let board = position.board();
        let stones: Vec<&str> = board
            .cells()
            .map(|cell| match board.stone(cell) {
                Some(Colour::Black) => "B",
                Some(Colour::White) => "W",
                None => ".",
            })
            .collect();
        for (row, cells) in stones.chunks(n).enumerate() {
            lines.push(format!("{}{:>2}\\ {} \\{}", " ".repeat(row), row + 1, cells.join(" "), row + 1));
        }
        lines.push(format!("{}{letters}", " ".repeat(n + 3)));
        lines.push("B black joins top and bottom, W white joins left and right".to_owned());
        lines.push(status(position));
        lines.join("\n")
    }

    fn bridges(_: &Position) -> Vec<String> {
        Vec::new()
    }
}
