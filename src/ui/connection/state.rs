//! A connection game's screen state and its pure reducer: an entry becomes a record played
//! on, the rules answer with a new step or a typed error, and the error becomes a notice.
//! The computer's seats and jobs follow the rules every game shares ([`ComputerGame`]); the
//! screen's effects carry jobs to the worker and bring answers back. Nothing here touches
//! the browser. Notices are kept as what happened, and worded only when drawn, in the
//! page's language of the moment.

use std::rc::Rc;

use yew::Reducible;

use super::ScreenGame;
use crate::games::{Colour, Game};
use crate::i18n::Lang;
use crate::i18n::common::COMMON;
use crate::i18n::game_screen::GAME_SCREEN;
use crate::timeline::Timeline;
use crate::ui::computer::{Computer, ComputerAction, ComputerGame, ComputerNotice, NoMove};
use crate::ui::record::LinkRecord;
use crate::ui::records::{Exchange, Opened, Said};
use crate::worker::{Answer, GameRecord};

/// How a pasted game of `G` was written.
type Format<G> = <<G as ScreenGame>::Record as Exchange>::Format;

/// What a game screen tells the player.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice<G: ScreenGame> {
    /// The rules refused a person's move, resignation or draw.
    Refused(G::Error),
    NothingToRedo,
    NewGameStarted,
    /// A whole game was opened, and how it came.
    Opened(Opened<Format<G>>),
    /// What the Records panel says when it opens nothing.
    Said(Said),
    Computer(ComputerNotice),
    /// What only this game says.
    Game(G::Notice),
}

impl<G: ScreenGame> Notice<G> {
    /// The notice in `lang`. A game opened is described as the board holds it: the notice
    /// goes with the next move.
    pub fn text(&self, game: &State<G>, lang: Lang) -> String {
        match self {
            Notice::Refused(error) => G::refusal(error, lang),
            Notice::NothingToRedo => GAME_SCREEN[lang].nothing_to_redo.to_owned(),
            Notice::NewGameStarted => COMMON[lang].new_game_started.to_owned(),
            Notice::Opened(how) => how.text(lang, &game.record().describe(lang)),
            Notice::Said(said) => said.text(lang),
            Notice::Computer(notice) => notice.text(lang),
            Notice::Game(notice) => G::notice_text(notice, lang),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct State<G: ScreenGame> {
    pub setup: G::Setup,
    pub timeline: Timeline<G::Step, G::Entry>,
    /// What waits on the next ply: the turn being built, a draw offered.
    pub pending: G::Pending,
    pub computer: Computer<G::Move>,
    /// Why the last action was refused, or what just happened that the player should know.
    pub notice: Option<Notice<G>>,
    /// The game that "new game" or a game opened replaced, so that it can be brought back:
    /// nothing is lost by a mistaken tap.
    pub previous: Option<Rc<State<G>>>,
}

/// What the screen asks of its state.
pub enum Action<G: ScreenGame> {
    /// The game's own taps and buttons.
    Game(G::Action),
    /// The person's side resigns (see [`ComputerGame::resigner`]).
    Resign,
    Undo,
    Redo,
    /// Show the position after this many plies.
    Seek(usize),
    New(G::Setup),
    /// Open a whole game (a saved one, or one pasted in) at its last ply, and say so.
    Open {
        record: G::Record,
        how: Opened<Format<G>>,
    },
    /// Show what the Records panel says when it opens nothing.
    Say(Said),
    /// Bring back the game that the last "new game" replaced.
    Restore,
    Dismiss,
    Computer(ComputerAction),
}

impl<G: ScreenGame> State<G> {
    pub fn new(setup: G::Setup, computer: Computer<G::Move>) -> State<G> {
        let mut game = State {
            setup,
            timeline: Timeline::new(G::step(G::start(setup))),
            pending: G::Pending::default(),
            computer,
            notice: None,
            previous: None,
        };
        game.call_computer();
        game
    }

    /// The game of `record`, at its last ply, every entry in the list.
    pub fn from_record(record: &G::Record, computer: Computer<G::Move>) -> State<G> {
        // Seated as people while replaying, so that the computer waits for the last ply.
        let mut game = State::new(G::setup_of(record), Computer::default());
        for entry in G::entries(record) {
            // A record is a legal game: every entry plays.
            game.attempt(entry);
        }
        game.computer = computer;
        game.call_computer();
        game
    }

    /// The game as the board shows it, from its start: what a link or the saved game holds.
    /// Kept ply by ply on the timeline, so it costs nothing to ask for.
    pub fn record(&self) -> &G::Record {
        G::record(self.step())
    }

    /// The game after the last ply, with what the screen says of it.
    pub fn step(&self) -> &G::Step {
        self.timeline.current()
    }

    pub fn position(&self) -> &G::Position {
        G::position(self.record())
    }

    /// The move played last, for the marker on the board.
    pub fn last_move(&self) -> Option<&G::Move> {
        let ply = self.timeline.ply();
        G::played(self.timeline.moves().nth(ply.checked_sub(1)?)?)
    }

    /// The move list, in `lang`.
    pub fn entries(&self, lang: Lang) -> Vec<String> {
        self.timeline.moves().map(|entry| G::entry_text(entry, lang)).collect()
    }

    /// Plays `entry`, or says why the rules refuse it and changes nothing.
    pub fn try_play(&mut self, entry: G::Entry) -> Result<(), G::Error> {
        let mut next = self.record().clone();
        G::play(&mut next, &entry)?;
        self.timeline.push(entry, G::step(next));
        self.pending = G::Pending::default();
        self.notice = None;
        self.computer.hint = None;
        // Once the new game has begun, the one it replaced is gone for good.
        self.previous = None;
        Ok(())
    }

    /// Plays `entry`, or shows why the rules refuse it.
    pub fn attempt(&mut self, entry: G::Entry) {
        if let Err(error) = self.try_play(entry) {
            self.notice = Some(Notice::Refused(error));
        }
    }

    /// A person's move: refused while the computer is thinking about its own.
    pub fn person_plays(&mut self, entry: G::Entry) {
        if self.person_may_play() {
            self.attempt(entry);
        }
    }

    /// The board leaves the position (undo, redo, a ply picked in the list): what waited
    /// on it is dropped.
    fn leave_position(&mut self) {
        self.pending = G::Pending::default();
        self.notice = None;
    }

    /// `fresh` takes this game's place; a game with moves can be brought back.
    fn replaced_by(mut self, mut fresh: State<G>, notice: Notice<G>) -> State<G> {
        if self.timeline.moves().len() > 0 {
            fresh.notice = Some(notice);
            self.computer.thinking = None;
            fresh.previous = Some(Rc::new(self));
        }
        fresh
    }
}

impl<G: ScreenGame> ComputerGame for State<G> {
    type Move = G::Move;
    type Position = G::Position;

    fn computer(&self) -> &Computer<G::Move> {
        &self.computer
    }

    fn computer_mut(&mut self) -> &mut Computer<G::Move> {
        &mut self.computer
    }

    fn to_move(&self) -> Colour {
        self.position().to_move()
    }

    fn colours_exchanged(&self) -> bool {
        self.position().colours_exchanged()
    }

    fn is_over(&self) -> bool {
        self.position().outcome().is_some()
    }

    fn browsing(&self) -> bool {
        self.timeline.can_redo()
    }

    fn game_record(&self) -> GameRecord {
        let moves = self.timeline.moves().take(self.timeline.ply()).filter_map(G::played).cloned().collect();
        G::game_record(self.setup, moves)
    }

    /// The turn being built goes first, then whole plies.
    fn step_back(&mut self) -> bool {
        let moved = G::turn_begun(&self.pending) || self.timeline.undo();
        if moved {
            self.leave_position();
        }
        moved
    }

    fn read_move(&self, answer: &Answer) -> Option<G::Move> {
        G::read_move(answer)
    }

    fn play_move(&mut self, mv: G::Move) -> Result<(), String> {
        self.try_play(mv.into()).map_err(|e| e.to_string())
    }

    fn no_move(&self) -> NoMove {
        G::no_move(self.position())
    }

    fn say(&mut self, notice: ComputerNotice) {
        self.notice = Some(Notice::Computer(notice));
    }
}

impl<G: ScreenGame> Reducible for State<G> {
    type Action = Action<G>;

    fn reduce(self: Rc<Self>, action: Action<G>) -> Rc<Self> {
        let mut game = Rc::unwrap_or_clone(self);
        match action {
            Action::Game(action) => G::reduce(&mut game, action),
            Action::Resign => {
                let colour = game.resigner();
                game.computer.thinking = None;
                game.attempt(G::resignation(colour));
            }
            Action::Undo => game.take_back(),
            Action::Redo => {
                game.forget_thoughts();
                if game.timeline.redo() {
                    game.leave_position();
                } else {
                    game.notice = Some(Notice::NothingToRedo);
                }
            }
            Action::Seek(ply) => {
                game.look_back();
                game.timeline.seek(ply);
                game.leave_position();
            }
            Action::New(setup) => {
                let fresh = State::new(setup, game.computer.handed_on());
                game = game.replaced_by(fresh, Notice::NewGameStarted);
            }
            Action::Open { record, how } => {
                let opened = State::from_record(&record, game.computer.handed_on());
                let notice = Notice::Opened(how);
                game = game.replaced_by(opened, notice.clone());
                game.notice = Some(notice);
            }
            Action::Restore => {
                if let Some(previous) = game.previous.take() {
                    let current = game.computer;
                    game = Rc::unwrap_or_clone(previous);
                    game.computer = game.computer.resumed_after(&current);
                }
            }
            Action::Say(said) => game.notice = Some(Notice::Said(said)),
            Action::Dismiss => {
                game.notice = None;
                game.previous = None;
            }
            Action::Computer(action) => game.act(action),
        }
        game.call_computer();
        G::settle(&mut game);
        Rc::new(game)
    }
}

/// The shared reducer, played on Hex boards.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hex::{BoardSize, Cell, Move, Record, SwapRule};
    use crate::ui::computer::Seating;
    use crate::ui::hex::{Hex, HexAction, HexGame};
    use crate::ui::route::HexSetup;
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
        let thoughts = Thoughts { iterations: 100, best: Some(best), win_rate: None, proved: None };
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

    #[test]
    fn a_hint_in_a_proved_position_says_who_wins() {
        let game = act(HexGame::new(SETUP, Computer::default()), Action::Computer(ComputerAction::Hint));
        let asked = job(&game);
        let best = Some(Answer::Hex(Move::parse("f6", SETUP.size).unwrap()));
        let thoughts = Thoughts { iterations: 100, best, win_rate: Some(0.9), proved: Some(Colour::Black) };
        let game = act(game, Action::Computer(ComputerAction::Reply(Reply::Done { job: asked, thoughts })));
        let hint = game.computer.hint.as_ref().map(|hint| hint.text(Lang::En));
        assert_eq!(hint.as_deref(), Some("Hint: f6 (Black wins: proved)"));
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
