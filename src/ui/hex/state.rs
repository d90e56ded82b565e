//! Hex at its screen: a tap places a stone, the rules answer with the record played on or
//! a typed error. Everything else (undo, the computer, notices, a game replaced and
//! brought back) is what every connection game's screen does ([`crate::ui::connection`]).

use crate::ai::hex::Style;
use crate::games::Colour;
use crate::games::hex::{Cell, Move, PlayError, Position, Record};
use crate::i18n::Lang;
use crate::i18n::game_screen::GAME_SCREEN;
use crate::i18n::hex::refusal;
use crate::ui::computer::NoMove;
use crate::ui::connection::{ScreenGame, State};
use crate::ui::route::HexSetup;
use crate::worker::{Answer, GameRecord, HexGameRecord};

/// What the move list records: a move on the board, or a resignation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    Move(Move),
    Resign(Colour),
}

impl From<Move> for Play {
    fn from(mv: Move) -> Play {
        Play::Move(mv)
    }
}

/// Hex's screen game; its state is [`HexGame`].
#[derive(Clone, Debug, PartialEq)]
pub struct Hex;

pub type HexGame = State<Hex>;

/// Hex's own taps: a cell, and the swap.
pub enum HexAction {
    Tap(Cell),
    Swap,
}

/// Hex says nothing of its own: every notice of its screen is one all games share.
#[derive(Clone, Debug, PartialEq)]
pub enum HexNotice {}

impl ScreenGame for Hex {
    type Setup = HexSetup;
    type Record = Record;
    type Position = Position;
    type Move = Move;
    type Entry = Play;
    type Step = Record;
    type Pending = ();
    type Action = HexAction;
    type Notice = HexNotice;
    type Error = PlayError;
    type Style = Style;

    const SWAP: HexAction = HexAction::Swap;
    const NAME: &'static str = "Hex";
    const PLY: &'static str = "move";

    fn start(setup: HexSetup) -> Record {
        Record::new(setup.size, setup.swap)
    }

    fn setup_of(record: &Record) -> HexSetup {
        HexSetup::of(record)
    }

    fn entries(record: &Record) -> Vec<Play> {
        record.moves().iter().copied().map(Play::Move).chain(record.resigned().map(Play::Resign)).collect()
    }

    fn step(record: Record) -> Record {
        record
    }

    fn record(step: &Record) -> &Record {
        step
    }

    fn position(record: &Record) -> &Position {
        record.position()
    }

    fn board_size(position: &Position) -> u8 {
        position.size().get()
    }

    fn plies(position: &Position) -> u32 {
        position.ply()
    }

    fn can_swap(position: &Position) -> bool {
        position.can_swap()
    }

    fn play(record: &mut Record, play: &Play) -> Result<(), PlayError> {
        match *play {
            Play::Move(mv) => record.play(mv),
            Play::Resign(loser) => record.resign(loser),
        }
    }

    fn resignation(loser: Colour) -> Play {
        Play::Resign(loser)
    }

    fn played(play: &Play) -> Option<&Move> {
        match play {
            Play::Move(mv) => Some(mv),
            Play::Resign(_) => None,
        }
    }

    /// The move in notation, or who resigned.
    fn entry_text(play: &Play, lang: Lang) -> String {
        match play {
            Play::Move(mv) => mv.to_string(),
            Play::Resign(colour) => (GAME_SCREEN[lang].resigns_entry)(*colour),
        }
    }

    fn game_record(setup: HexSetup, moves: Vec<Move>) -> GameRecord {
        GameRecord::Hex(HexGameRecord { size: setup.size.get(), swap: setup.swap, moves })
    }

    fn read_move(answer: &Answer) -> Option<Move> {
        match answer {
            Answer::Hex(mv) => Some(*mv),
            Answer::Twixt(_) => None,
        }
    }

    fn no_move(_: &Position) -> NoMove {
        // A Hex board with a move left always has a place for it: only a game over has none.
        NoMove::NoneFound
    }

    fn refusal(error: &PlayError, lang: Lang) -> String {
        refusal(lang, error)
    }

    fn notice_text(notice: &HexNotice, _: Lang) -> String {
        match *notice {}
    }

    fn reduce(game: &mut HexGame, action: HexAction) {
        let mv = match action {
            HexAction::Tap(cell) => Move::Place(cell),
            HexAction::Swap => Move::Swap,
        };
        game.person_plays(Play::Move(mv));
    }
}

impl HexGame {
    /// The cell of the stone placed last, for the marker on the board.
    pub fn last_stone(&self) -> Option<Cell> {
        match self.last_move()? {
            Move::Place(cell) => Some(*cell),
            Move::Swap => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use yew::Reducible;

    use super::*;
    use crate::games::hex::{BoardSize, SwapRule};
    use crate::ui::computer::Seating;
    use crate::ui::computer::{Computer, ComputerAction};
    use crate::ui::connection::Action;
    use crate::ui::records::Opened;
    use crate::worker::{Reply, Thoughts};

    const SETUP: HexSetup = HexSetup { size: BoardSize::DEFAULT, swap: SwapRule::None };

    fn act(game: HexGame, action: Action<Hex>) -> HexGame {
        Rc::unwrap_or_clone(Rc::new(game).reduce(action))
    }

    fn tap(game: HexGame, cell: &str) -> HexGame {
        act(game, Action::Game(HexAction::Tap(Cell::parse(cell, SETUP.size).unwrap())))
    }

    fn done(job: u32, best: &str) -> Action<Hex> {
        let best = Answer::Hex(Move::parse(best, SETUP.size).unwrap());
        let thoughts = Thoughts { iterations: 100, best: Some(best), win_rate: None };
        Action::Computer(ComputerAction::Reply(Reply::Done { job, thoughts }))
    }

    fn job(game: &HexGame) -> u32 {
        game.computer.job().expect("a job under way").0
    }

    fn against_the_computer() -> HexGame {
        let game = HexGame::new(SETUP, Computer::default());
        act(game, Action::Computer(ComputerAction::Seating(Seating::ComputerSecond)))
    }

    #[test]
    fn undo_against_the_computer_takes_back_its_move_and_yours() {
        let game = tap(against_the_computer(), "f6");
        let answered = job(&game);
        let game = act(game, done(answered, "e7"));
        assert_eq!(game.timeline.ply(), 2);
        let game = act(game, Action::Undo);
        assert_eq!(game.timeline.ply(), 0);
        assert_eq!(game.computer.job(), None, "Black, the person, is to move");
    }

    #[test]
    fn a_game_brought_back_asks_afresh_and_ignores_answers_meant_for_it_before() {
        let game = tap(against_the_computer(), "f6");
        let before = job(&game);
        let game = act(game, Action::New(SETUP));
        assert_eq!(game.computer.job(), None);
        let game = act(game, Action::Restore);
        let again = job(&game);
        assert!(again > before, "job {again} is numbered after {before}");
        let game = act(game, done(before, "e7"));
        assert_eq!(game.timeline.ply(), 1, "the answer to the closed job is stale");
        let game = act(game, done(again, "e7"));
        assert_eq!(game.timeline.ply(), 2);
    }

    fn seat(game: HexGame, seating: Seating) -> HexGame {
        act(game, Action::Computer(ComputerAction::Seating(seating)))
    }

    #[test]
    fn seated_after_an_undo_the_computer_plays_the_side_to_move_and_cuts_off_the_redo() {
        let game = act(tap(HexGame::new(SETUP, Computer::default()), "c3"), Action::Undo);
        assert_eq!(game.computer.job(), None, "two people play");
        let game = seat(game, Seating::ComputerFirst);
        let asked = job(&game);
        let game = act(game, done(asked, "f6"));
        assert_eq!(game.record().moves().len(), 1);
        assert_eq!(game.timeline.moves().len(), 1, "c3, undone, is cut off by the computer's move");
    }

    #[test]
    fn after_a_redo_the_computer_plays_the_side_it_sits_at() {
        let game = tap(against_the_computer(), "f6");
        let answered = job(&game);
        let game = act(act(game, done(answered, "e7")), Action::Undo);
        let game = act(game, Action::Redo);
        assert_eq!(game.timeline.ply(), 1);
        assert!(game.computer.job().is_some(), "White, the computer, is to move again");
    }

    #[test]
    fn a_game_opened_with_the_computer_at_the_side_to_move_calls_it() {
        let mut record = Record::new(SETUP.size, SETUP.swap);
        record.play(Move::Place(Cell::parse("f6", SETUP.size).unwrap())).unwrap();
        let seated = against_the_computer().computer.handed_on();
        assert!(HexGame::from_record(&record, seated.clone()).computer.job().is_some(), "a link or a reload");
        let how = Opened::Saved;
        let opened = act(HexGame::new(SETUP, seated), Action::Open { record, how });
        assert!(opened.computer.job().is_some(), "the Records panel");
    }

    #[test]
    fn looking_back_the_computer_waits_until_the_game_goes_on() {
        let game = tap(against_the_computer(), "f6");
        let answered = job(&game);
        let game = tap(act(game, done(answered, "e7")), "d5");
        let game = act(game, Action::Seek(1));
        assert_eq!(game.computer.job(), None, "looking at the position after f6");
        let latest = act(game.clone(), Action::Seek(3));
        assert!(latest.computer.job().is_some(), "back at the latest position, White is to move");
        let reseated = act(game, Action::Computer(ComputerAction::Level(crate::ai::Level::Quick)));
        assert!(reseated.computer.job().is_some(), "the level menu resumes the game");
    }
}
