//! The Hex screen's state and its pure reducer: a tap becomes an engine move, the engine
//! answers with a new position or a typed error, and the error becomes a notice. The
//! computer's seats and jobs follow the rules every game shares ([`ComputerGame`]); the
//! screen's effects carry jobs to the worker and bring answers back. Nothing here touches
//! the browser. Notices are kept as what happened, and worded only when drawn, in the
//! page's language of the moment.

use std::rc::Rc;

use yew::Reducible;

use crate::ai::hex::Style;
use crate::games::hex::{Cell, Move, PlayError, Position, Record, import::Format};
use crate::games::{Colour, Game};
use crate::i18n::Lang;
use crate::i18n::common::COMMON;
use crate::i18n::game_screen::GAME_SCREEN;
use crate::i18n::hex::refusal;
use crate::timeline::Timeline;
use crate::ui::computer::{Computer, ComputerAction, ComputerGame, ComputerNotice, NoMove};
use crate::ui::record::LinkRecord;
use crate::ui::records::{Opened, Said};
use crate::ui::route::HexSetup;
use crate::worker::{Answer, GameRecord, HexGameRecord};

/// What the move list records: a move on the board, or a resignation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Play {
    Move(Move),
    Resign(Colour),
}

impl Play {
    /// The move list's entry, in `lang`: the move in notation, or who resigned.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Play::Move(mv) => mv.to_string(),
            Play::Resign(colour) => (GAME_SCREEN[lang].resigns_entry)(*colour),
        }
    }
}

/// What the Hex screen tells the player.
#[derive(Clone, Debug, PartialEq)]
pub enum HexNotice {
    /// The rules refused a person's move.
    Refused(PlayError),
    NothingToRedo,
    NewGameStarted,
    /// A whole game was opened, and how it came.
    Opened(Opened<Format>),
    /// What the Records panel says when it opens nothing.
    Said(Said),
    Computer(ComputerNotice),
}

impl HexNotice {
    /// The notice in `lang`. A game opened is described as the board holds it: the notice
    /// goes with the next move.
    pub fn text(&self, game: &HexGame, lang: Lang) -> String {
        match self {
            HexNotice::Refused(error) => refusal(lang, error),
            HexNotice::NothingToRedo => GAME_SCREEN[lang].nothing_to_redo.to_owned(),
            HexNotice::NewGameStarted => COMMON[lang].new_game_started.to_owned(),
            HexNotice::Opened(how) => how.text(lang, &game.record().describe(lang)),
            HexNotice::Said(said) => said.text(lang),
            HexNotice::Computer(notice) => notice.text(lang),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct HexGame {
    pub setup: HexSetup,
    pub timeline: Timeline<Position, Play>,
    pub computer: Computer<Move>,
    /// Why the last action was refused, or what just happened that the player should know.
    pub notice: Option<HexNotice>,
    /// The game that "new game" replaced, so that it can be brought back: nothing is lost
    /// by a mistaken tap.
    pub previous: Option<Rc<HexGame>>,
}

pub enum HexAction {
    Tap(Cell),
    Swap,
    /// The side to move resigns.
    Resign,
    Undo,
    Redo,
    /// Show the position after this many moves.
    Seek(usize),
    New(HexSetup),
    /// Open a whole game (a saved one, or one pasted in) at its last move, and say so.
    Open {
        record: Record,
        how: Opened<Format>,
    },
    /// Show what the Records panel says when it opens nothing.
    Say(Said),
    /// Bring back the game that the last "new game" replaced.
    Restore,
    Dismiss,
    Computer(ComputerAction),
}

impl HexGame {
    pub fn new(setup: HexSetup, computer: Computer<Move>) -> HexGame {
        let mut game = HexGame {
            setup,
            timeline: Timeline::new(Position::new(setup.size, setup.swap)),
            computer,
            notice: None,
            previous: None,
        };
        game.call_computer();
        game
    }

    /// The game of `record`, at its last move, every move in the list.
    pub fn from_record(record: &Record, computer: Computer<Move>) -> HexGame {
        let setup = HexSetup { size: record.size(), swap: record.swap_rule() };
        // Seated as people while replaying, so that the computer waits for the last move.
        let mut game = HexGame::new(setup, Computer::default());
        for &mv in record.moves() {
            game.attempt(Play::Move(mv));
        }
        if let Some(loser) = record.resigned() {
            game.attempt(Play::Resign(loser));
        }
        game.computer = computer;
        game.call_computer();
        game
    }

    /// The game as the board shows it, from its start: what a link or the saved game holds.
    pub fn record(&self) -> Record {
        let mut record = Record::new(self.setup.size, self.setup.swap);
        for play in self.timeline.moves().take(self.timeline.ply()) {
            // Every move in the timeline was played by the same rules: none is refused.
            let _ = match *play {
                Play::Move(mv) => record.play(mv),
                Play::Resign(loser) => record.resign(loser),
            };
        }
        record
    }

    pub fn position(&self) -> &Position {
        self.timeline.current()
    }

    /// The cell of the stone placed last, for the marker on the board.
    pub fn last_stone(&self) -> Option<Cell> {
        let ply = self.timeline.ply();
        match self.timeline.moves().nth(ply.checked_sub(1)?)? {
            Play::Move(Move::Place(cell)) => Some(*cell),
            _ => None,
        }
    }

    /// Plays `play`, or says why the rules refuse it and changes nothing.
    fn try_play(&mut self, play: Play) -> Result<(), PlayError> {
        let mut next = self.position().clone();
        match play {
            Play::Move(mv) => next.play(mv)?,
            Play::Resign(colour) => next.resign(colour)?,
        }
        self.timeline.push(play, next);
        self.notice = None;
        self.computer.hint = None;
        // Once the new game has begun, the one it replaced is gone for good.
        self.previous = None;
        Ok(())
    }

    fn attempt(&mut self, play: Play) {
        if let Err(error) = self.try_play(play) {
            self.notice = Some(HexNotice::Refused(error));
        }
    }

    /// A person's move: refused while the computer is thinking about its own.
    fn person_plays(&mut self, play: Play) {
        if self.person_may_play() {
            self.attempt(play);
        }
    }
}

impl ComputerGame for HexGame {
    type Move = Move;
    type Style = Style;

    fn computer(&self) -> &Computer<Move> {
        &self.computer
    }

    fn computer_mut(&mut self) -> &mut Computer<Move> {
        &mut self.computer
    }

    fn to_move(&self) -> Colour {
        self.position().to_move()
    }

    fn colours_exchanged(&self) -> bool {
        self.position().colours_exchanged()
    }

    fn is_over(&self) -> bool {
        self.position().ending().is_some()
    }

    fn browsing(&self) -> bool {
        self.timeline.can_redo()
    }

    fn game_record(&self) -> GameRecord {
        let moves = self
            .timeline
            .moves()
            .take(self.timeline.ply())
            .filter_map(|play| match play {
                Play::Move(mv) => Some(*mv),
                Play::Resign(_) => None,
            })
            .collect();
        GameRecord::Hex(HexGameRecord { size: self.setup.size.get(), swap: self.setup.swap, moves })
    }

    fn step_back(&mut self) -> bool {
        let moved = self.timeline.undo();
        if moved {
            self.notice = None;
        }
        moved
    }

    fn read_move(&self, answer: &Answer) -> Option<Move> {
        match answer {
            Answer::Hex(mv) => Some(*mv),
            Answer::Twixt(_) => None,
        }
    }

    fn play_move(&mut self, mv: Move) -> Result<(), String> {
        self.try_play(Play::Move(mv)).map_err(|e| e.to_string())
    }

    fn no_move(&self) -> NoMove {
        // A Hex board with a move left always has a place for it: only a game over has none.
        NoMove::NoneFound
    }

    fn say(&mut self, notice: ComputerNotice) {
        self.notice = Some(HexNotice::Computer(notice));
    }
}

impl HexGame {
    /// `fresh` takes this game's place; a game with moves can be brought back.
    fn replaced_by(mut self, mut fresh: HexGame, notice: HexNotice) -> HexGame {
        if self.timeline.moves().len() > 0 {
            fresh.notice = Some(notice);
            self.computer.thinking = None;
            fresh.previous = Some(Rc::new(self));
        }
        fresh
    }
}

impl Reducible for HexGame {
    type Action = HexAction;

    fn reduce(self: Rc<Self>, action: HexAction) -> Rc<Self> {
        let mut game = Rc::unwrap_or_clone(self);
        match action {
            HexAction::Tap(cell) => game.person_plays(Play::Move(Move::Place(cell))),
            HexAction::Swap => game.person_plays(Play::Move(Move::Swap)),
            HexAction::Resign => {
                let colour = game.resigner();
                game.computer.thinking = None;
                game.attempt(Play::Resign(colour));
            }
            HexAction::Undo => game.take_back(),
            HexAction::Redo => {
                game.forget_thoughts();
                game.notice = (!game.timeline.redo()).then_some(HexNotice::NothingToRedo);
            }
            HexAction::Seek(ply) => {
                game.look_back();
                game.timeline.seek(ply);
                game.notice = None;
            }
            HexAction::New(setup) => {
                let fresh = HexGame::new(setup, game.computer.handed_on());
                game = game.replaced_by(fresh, HexNotice::NewGameStarted);
            }
            HexAction::Open { record, how } => {
                let opened = HexGame::from_record(&record, game.computer.handed_on());
                let notice = HexNotice::Opened(how);
                game = game.replaced_by(opened, notice.clone());
                game.notice = Some(notice);
            }
            HexAction::Restore => {
                if let Some(previous) = game.previous.take() {
                    let current = game.computer;
                    game = Rc::unwrap_or_clone(previous);
                    game.computer = game.computer.resumed_after(&current);
                }
            }
            HexAction::Say(said) => game.notice = Some(HexNotice::Said(said)),
            HexAction::Dismiss => {
                game.notice = None;
                game.previous = None;
            }
            HexAction::Computer(action) => game.act(action),
        }
        game.call_computer();
        Rc::new(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hex::{BoardSize, SwapRule};
    use crate::ui::computer::Seating;
    use crate::worker::{Reply, Thoughts};

    const SETUP: HexSetup = HexSetup { size: BoardSize::DEFAULT, swap: SwapRule::None };

    fn act(game: HexGame, action: HexAction) -> HexGame {
        Rc::unwrap_or_clone(Rc::new(game).reduce(action))
    }

    fn tap(game: HexGame, cell: &str) -> HexGame {
        act(game, HexAction::Tap(Cell::parse(cell, SETUP.size).unwrap()))
    }

    fn done(job: u32, best: &str) -> HexAction {
        let best = Answer::Hex(Move::parse(best, SETUP.size).unwrap());
        let thoughts = Thoughts { iterations: 100, best: Some(best), win_rate: None, proved: None };
        HexAction::Computer(ComputerAction::Reply(Reply::Done { job, thoughts }))
    }

    fn job(game: &HexGame) -> u32 {
        game.computer.job().expect("a job under way").0
    }

    fn against_the_computer() -> HexGame {
        let game = HexGame::new(SETUP, Computer::default());
        act(game, HexAction::Computer(ComputerAction::Seating(Seating::ComputerSecond)))
    }

    #[test]
    fn undo_against_the_computer_takes_back_its_move_and_yours() {
        let game = tap(against_the_computer(), "f6");
        let answered = job(&game);
        let game = act(game, done(answered, "e7"));
        assert_eq!(game.timeline.ply(), 2);
        let game = act(game, HexAction::Undo);
        assert_eq!(game.timeline.ply(), 0);
        assert_eq!(game.computer.job(), None, "Black, the person, is to move");
    }

    #[test]
    fn a_game_brought_back_asks_afresh_and_ignores_answers_meant_for_it_before() {
        let game = tap(against_the_computer(), "f6");
        let before = job(&game);
        let game = act(game, HexAction::New(SETUP));
        assert_eq!(game.computer.job(), None);
        let game = act(game, HexAction::Restore);
        let again = job(&game);
        assert!(again > before, "job {again} is numbered after {before}");
        let game = act(game, done(before, "e7"));
        assert_eq!(game.timeline.ply(), 1, "the answer to the closed job is stale");
        let game = act(game, done(again, "e7"));
        assert_eq!(game.timeline.ply(), 2);
    }

    #[test]
    fn a_hint_in_a_proved_position_says_who_wins() {
        let game = act(HexGame::new(SETUP, Computer::default()), HexAction::Computer(ComputerAction::Hint));
        let asked = job(&game);
        let best = Some(Answer::Hex(Move::parse("f6", SETUP.size).unwrap()));
        let thoughts = Thoughts { iterations: 100, best, win_rate: Some(0.9), proved: Some(Colour::Black) };
        let game = act(game, HexAction::Computer(ComputerAction::Reply(Reply::Done { job: asked, thoughts })));
        let hint = game.computer.hint.as_ref().map(|hint| hint.text(Lang::En));
        assert_eq!(hint.as_deref(), Some("Hint: f6 (Black wins: proved)"));
    }

    fn seat(game: HexGame, seating: Seating) -> HexGame {
        act(game, HexAction::Computer(ComputerAction::Seating(seating)))
    }

    #[test]
    fn seated_after_an_undo_the_computer_plays_the_side_to_move_and_cuts_off_the_redo() {
        let game = act(tap(HexGame::new(SETUP, Computer::default()), "c3"), HexAction::Undo);
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
        let game = act(act(game, done(answered, "e7")), HexAction::Undo);
        let game = act(game, HexAction::Redo);
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
        let opened = act(HexGame::new(SETUP, seated), HexAction::Open { record, how });
        assert!(opened.computer.job().is_some(), "the Records panel");
    }

    #[test]
    fn looking_back_the_computer_waits_until_the_game_goes_on() {
        let game = tap(against_the_computer(), "f6");
        let answered = job(&game);
        let game = tap(act(game, done(answered, "e7")), "d5");
        let game = act(game, HexAction::Seek(1));
        assert_eq!(game.computer.job(), None, "looking at the position after f6");
        let latest = act(game.clone(), HexAction::Seek(3));
        assert!(latest.computer.job().is_some(), "back at the latest position, White is to move");
        let reseated = act(game, HexAction::Computer(ComputerAction::Level(crate::ai::Level::Quick)));
        assert!(reseated.computer.job().is_some(), "the level menu resumes the game");
    }
}
