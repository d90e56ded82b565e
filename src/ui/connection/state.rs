//! A connection game's screen state and its pure reducer: an entry becomes a record played
//! on, the rules answer with a new step or a typed error, and the error becomes a notice.
//! The computer's seats and jobs are reducer steps of their own (`computer.rs`); the
//! screen's effects carry jobs to the worker and bring answers back. Nothing here touches
//! the browser. Notices are kept as what happened, and worded only when drawn, in the
//! page's language of the moment.

use std::rc::Rc;

use yew::Reducible;

use super::ScreenGame;
use super::notes::{Attempt, Pen, PointOf, StudyAction};
use super::review::GameReview;
use super::table::{Beside, Names, Table};
use crate::games::connection::ConnectionGame;
use crate::games::connection::SetUpError;
use crate::games::sgf::Annotations;
use crate::games::study::{Study, StudyError};
use crate::i18n::Lang;
use crate::i18n::browsing::BROWSING;
use crate::i18n::common::COMMON;
use crate::i18n::faults::set_up_refusal;
use crate::i18n::game_screen::GAME_SCREEN;
use crate::i18n::study::{STUDY, study_faults};
use crate::timeline::{Spot, Timeline, Variation};
use crate::ui::computer::{Computer, ComputerAction, ComputerNotice};
use crate::ui::record::LinkRecord;
use crate::ui::records::{Exchange, Opened, PastedGame, Said};
use crate::ui::saved::Kept;

/// How a pasted game of `G` was written.
type Format<G> = <<G as ConnectionGame>::Record as Exchange>::Format;

/// A game of `G` as this browser keeps it.
pub type KeptGame<G> = Kept<<G as ConnectionGame>::Record, Beside>;

/// What a game screen tells the player.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice<G: ScreenGame> {
    /// The rules refused a person's move, resignation or draw.
    Refused(G::PlayError),
    NothingToRedo,
    /// Resigning or offering a draw while the board shows an earlier position.
    LookingBack,
    NewGameStarted,
    /// A whole game was opened, and how it came.
    Opened(Opened<Format<G>>),
    /// What the Records panel says when it opens nothing.
    Said(Said),
    Computer(ComputerNotice),
    /// What only this game says.
    Game(G::Notice),
    /// Parts of a study that could not be read or written, each with why.
    Study(Vec<StudyError>),
    /// Questions made of this many moves that threw a proved win away.
    Missed(usize),
    /// A position set up by hand that no game can begin from.
    SetUp(SetUpError<PointOf<G>>),
}

impl<G: ScreenGame> Notice<G> {
    /// The notice in `lang`. A game opened is described as the board holds it: the notice
    /// goes with the next move.
    pub fn text(&self, game: &State<G>, lang: Lang) -> String {
        match self {
            Notice::Refused(error) => G::refusal(error, lang),
            Notice::NothingToRedo => GAME_SCREEN[lang].nothing_to_redo.to_owned(),
            Notice::LookingBack => BROWSING[lang].looking_back.to_owned(),
            Notice::NewGameStarted => COMMON[lang].new_game_started.to_owned(),
            Notice::Opened(how) => how.text(lang, &game.record().describe(lang)),
            Notice::Said(said) => said.text(lang),
            Notice::Computer(notice) => notice.text(lang),
            Notice::Game(notice) => G::notice_text(notice, lang),
            Notice::Study(faults) => study_faults(faults, lang),
            Notice::Missed(n) => (STUDY[lang].missed)(*n),
            Notice::SetUp(refusal) => set_up_refusal(lang, refusal),
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
    pub names: Names,
    /// The review of the game, as far as it has gone.
    pub review: Option<GameReview<G::Entry>>,
    /// The study's comments and marks on the positions of the game and its variations
    /// (`notes.rs`).
    pub study: Study<G::Entry, PointOf<G>>,
    /// Annotate mode's pen; none while the board plays.
    pub pen: Option<Pen<PointOf<G>>>,
    /// The reader's last answer to a question, until the board moves on.
    pub attempt: Option<Attempt<G::Entry, PointOf<G>>>,
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
    /// Show a position of the game or of a variation, without changing the game.
    Seek(Spot),
    /// Show the position before the one shown, or after it, on its line.
    Back,
    Forward,
    /// Show the game's position again.
    BackToGame,
    /// Make a variation the game.
    Promote(usize),
    /// Review the game, or stop the review under way.
    Review,
    /// Forget a variation.
    RemoveVariation(usize),
    New(G::Setup),
    /// A new game with the same settings and start, each player at the other colour.
    Rematch,
    Names(Names),
    /// Open a whole game pasted in, at its last ply, and say so; the names it gives, where
    /// it gives them, are the players', and its comments and review are the game's.
    Open(PastedGame<G::Record>),
    /// Take up the game this browser kept, as it was left.
    Resume(KeptGame<G>),
    /// Show what the Records panel says when it opens nothing.
    Say(Said),
    /// Bring back the game that the last "new game" replaced.
    Restore,
    /// Annotate mode: writing on the position shown.
    Study(StudyAction<PointOf<G>>),
    Dismiss,
    Computer(ComputerAction<G::Move>),
}

impl<G: ScreenGame> State<G> {
    pub fn new(setup: G::Setup, computer: Computer<G::Move>) -> State<G> {
        State::starting(G::start(setup), computer)
    }

    /// A game from `start`, a record with no move yet: an empty board, or a position set up
    /// by hand.
    pub fn starting(start: G::Record, computer: Computer<G::Move>) -> State<G> {
        let mut game = State {
            setup: G::setup_of(&start),
            timeline: Timeline::new(G::step(start)),
            pending: G::Pending::default(),
            computer,
            names: Names::default(),
            review: None,
            study: Study::default(),
            pen: None,
            attempt: None,
            notice: None,
            previous: None,
        };
        game.call_computer();
        game
    }

    /// The game of `record`, at its last ply, every entry in the list.
    pub fn from_record(record: &G::Record, computer: Computer<G::Move>) -> State<G> {
        let mut game = State::replayed(record);
        game.computer = computer;
        game.call_computer();
        game
    }

    /// The game as this browser kept it: its line played to where it was, its variations,
    /// the position on screen, and the computer in its seats, which plays at once if the
    /// game is at its turn.
    pub fn from_kept(kept: &KeptGame<G>, computer: Computer<G::Move>) -> State<G> {
        let mut game = State::replayed(&kept.line);
        game.timeline.set_played(G::entries(&kept.game).len());
        for variation in &kept.variations {
            game.timeline.add_variation(&State::<G>::replayed(variation).timeline);
        }
        game.timeline.seek(kept.view);
        let Beside { table, review, comments } = &kept.beside;
        // Comments kept before studies had notes: on the game's line, from its first move.
        let earlier: Annotations<(), PointOf<G>> = Annotations { comments: comments.clone(), ..Annotations::default() };
        let line: Vec<G::Entry> = game.timeline.moves().cloned().collect();
        game.study.put_on_line(&line, earlier.line_notes().0);
        game.restore_notes(&kept.notes);
        game.names = table.names.clone();
        game.computer = computer;
        game.computer.seating = table.seating;
        game.computer.level = table.level;
        game.review = review.as_ref().map(|review| GameReview {
            entries: game.timeline.moves().take(review.moves).cloned().collect(),
            weighed: review.weighed.clone(),
            positions: review.positions,
        });
        game.keep_review();
        game.call_computer();
        game
    }

    /// The game, the board showing `spot`.
    pub fn shown_at(mut self, spot: Spot) -> State<G> {
        self.browse(|timeline| timeline.seek(spot));
        self
    }

    /// The game of `record` at its last ply, between people.
    pub(super) fn replayed(record: &G::Record) -> State<G> {
        // Seated as people while replaying, so that the computer waits for the last ply.
        let mut game = State::starting(G::opening(record), Computer::default());
        for entry in G::entries(record) {
            // A record is a legal game: every entry plays.
            game.attempt(entry);
        }
        game
    }

    /// The game as this browser keeps it (see [`Kept`]).
    pub fn kept(&self) -> KeptGame<G> {
        let record = |step: &G::Step| G::record(step).clone();
        Kept {
            game: record(self.timeline.latest()),
            line: record(self.timeline.last()),
            variations: self.timeline.variations().map(|v| record(self.timeline.end(v.line))).collect(),
            view: self.timeline.view(),
            beside: Beside {
                table: Table { seating: self.computer.seating, level: self.computer.level, names: self.names.clone() },
                review: self.review.as_ref().map(GameReview::kept),
                comments: Vec::new(),
            },
            notes: self.kept_notes(),
        }
    }

    /// The game as played, from its start: what the address and a shared link hold.
    pub fn game(&self) -> &G::Record {
        G::record(self.timeline.latest())
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

    /// How many moves of the game lead to the position shown, when it is one of the game's
    /// (not a variation's).
    pub fn shown_ply(&self) -> Option<usize> {
        let view = self.timeline.view();
        (view.line == 0).then_some(view.ply)
    }

    /// The move that led to the position shown, for the marker on the board.
    pub fn last_move(&self) -> Option<&G::Move> {
        G::played(self.timeline.path().last()?)
    }

    /// The game's line in the move list, in `lang`.
    pub fn entries(&self, lang: Lang) -> Vec<String> {
        self.timeline.moves().map(|entry| G::entry_text(entry, lang)).collect()
    }

    /// The variations in the move list, in `lang`: each with its own moves, after those it
    /// shares with the game.
    pub fn variations(&self, lang: Lang) -> Vec<(Variation, Vec<String>)> {
        let text = |entry| G::entry_text(entry, lang);
        self.timeline.variations().map(|v| (v, self.timeline.line(v.line).skip(v.branch).map(text).collect())).collect()
    }

    /// Plays `entry`, or says why the rules refuse it and changes nothing.
    pub fn try_play(&mut self, entry: G::Entry) -> Result<(), G::PlayError> {
        let mut next = self.record().clone();
        G::play_entry(&mut next, &entry)?;
        self.timeline.push(entry, G::step(next));
        self.pending = G::Pending::default();
        self.notice = None;
        self.attempt = None;
        self.computer.hint = None;
        self.computer.analysis = None;
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
    pub(super) fn leave_position(&mut self) {
        self.pending = G::Pending::default();
        self.notice = None;
        self.attempt = None;
        if let Some(pen) = &mut self.pen {
            pen.from = None;
        }
    }

    /// The board goes elsewhere (`go` moves it) without changing the game: the search and
    /// the hint of the position left are dropped, with whatever waited on it.
    pub(super) fn browse(&mut self, go: impl FnOnce(&mut Timeline<G::Step, G::Entry>)) {
        self.forget_thoughts();
        go(&mut self.timeline);
        self.leave_position();
    }

    /// `fresh` takes this game's place; a game with moves can be brought back.
    fn replaced_by(mut self, fresh: State<G>, notice: Notice<G>) -> State<G> {
        self.give_way_to(fresh, notice);
        self
    }

    /// [`State::replaced_by`], in place.
    pub(super) fn give_way_to(&mut self, fresh: State<G>, notice: Notice<G>) {
        let mut replaced = std::mem::replace(self, fresh);
        if replaced.timeline.moves().len() > 0 {
            self.notice = Some(notice);
            replaced.computer.thinking = None;
            self.previous = Some(Rc::new(replaced));
        }
    }
}

impl<G: ScreenGame> Reducible for State<G> {
    type Action = Action<G>;

    fn reduce(self: Rc<Self>, action: Action<G>) -> Rc<Self> {
        let mut game = Rc::unwrap_or_clone(self);
        match action {
            Action::Game(action) => G::reduce(&mut game, action),
            Action::Resign if game.timeline.browsing() => game.notice = Some(Notice::LookingBack),
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
            Action::Seek(spot) => game.browse(|timeline| timeline.seek(spot)),
            Action::Back => game.browse(|timeline| {
                timeline.back();
            }),
            Action::Forward => game.browse(|timeline| {
                timeline.forward();
            }),
            Action::BackToGame => game.browse(Timeline::back_to_game),
            Action::Promote(line) => game.browse(|timeline| timeline.promote(line)),
            Action::RemoveVariation(line) => game.browse(|timeline| timeline.remove(line)),
            Action::New(setup) => {
                let fresh = State::new(setup, game.computer.handed_on());
                game = game.replaced_by(fresh, Notice::NewGameStarted);
            }
            Action::Rematch => {
                let mut computer = game.computer.handed_on();
                computer.seating = computer.seating.exchanged();
                let mut fresh = State::starting(G::opening(game.game()), computer);
                fresh.names = game.names.exchanged();
                game = game.replaced_by(fresh, Notice::NewGameStarted);
            }
            Action::Names(names) => game.names = names,
            Action::Review => game.toggle_review(),
            Action::Open(PastedGame { record, how, annotations }) => {
                let mut opened = State::from_record(&record, game.computer.handed_on());
                // The record's players, not the last game's: a record that names none has none.
                opened.annotate(annotations);
                // What of the study could not be read, else how the game came.
                let notice = opened.notice.take().unwrap_or(Notice::Opened(how));
                game = game.replaced_by(opened, notice.clone());
                game.notice = Some(notice);
            }
            Action::Resume(kept) => {
                let resumed = State::from_kept(&kept, game.computer.handed_on());
                let notice = Notice::Opened(Opened::Saved);
                game = game.replaced_by(resumed, notice.clone());
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
            Action::Study(action) => game.write(action),
        }
        game.keep_review();
        game.call_computer();
        G::settle(&mut game);
        Rc::new(game)
    }
}

/// The shared reducer, played on Hex boards.
#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hex::Hex;
    use crate::games::hex::HexSetup;
    use crate::games::hex::{BoardSize, Cell, Move, Record, SwapRule};
    use crate::games::sgf::Annotations;
    use crate::games::{Colour, Game, Outcome};
    use crate::ui::computer::{SearchEvent, Seating};
    use crate::ui::connection::table::Names;
    use crate::ui::hex::{HexAction, HexGame};
    use crate::worker::Thoughts;

    const SETUP: HexSetup = HexSetup { size: BoardSize::DEFAULT, swap: SwapRule::None };

    fn act(game: HexGame, action: Action<Hex>) -> HexGame {
        Rc::unwrap_or_clone(Rc::new(game).reduce(action))
    }

    fn tap(game: HexGame, cell: &str) -> HexGame {
        act(game, Action::Game(HexAction::Tap(Cell::parse(cell, SETUP.size).unwrap())))
    }

    fn done(job: u32, best: &str) -> Action<Hex> {
        let best = Move::parse(best, SETUP.size).unwrap();
        let thoughts = Thoughts { iterations: 100, best: Some(best), ..Thoughts::default() };
        Action::Computer(ComputerAction::Search(SearchEvent::Done { job, thoughts }))
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
        let best = Some(Move::parse("f6", SETUP.size).unwrap());
        let thoughts =
            Thoughts { iterations: 100, best, win_rate: Some(0.9), proved: Some(Colour::Black), lines: Vec::new() };
        let game = act(game, Action::Computer(ComputerAction::Search(SearchEvent::Done { job: asked, thoughts })));
        let hint = game.computer.hint.as_ref().map(|hint| hint.text(Hex::move_text, Lang::En));
        assert_eq!(hint.as_deref(), Some("Hint: f6 (Black wins: proved)"));
    }

    fn seat(game: HexGame, seating: Seating) -> HexGame {
        act(game, Action::Computer(ComputerAction::Seating(seating)))
    }

    #[test]
    fn seated_after_an_undo_the_computer_plays_the_side_to_move_and_keeps_what_was_undone() {
        let game = act(tap(HexGame::new(SETUP, Computer::default()), "c3"), Action::Undo);
        assert_eq!(game.computer.job(), None, "two people play");
        let game = seat(game, Seating::ComputerFirst);
        let asked = job(&game);
        let game = act(game, done(asked, "f6"));
        assert_eq!(game.record().moves().len(), 1);
        assert_eq!(game.entries(Lang::En), ["f6"], "the computer's move is the game's");
        let variations = game.variations(Lang::En);
        assert_eq!(variations.len(), 1, "c3, undone, is kept beside it");
        assert_eq!(variations[0].1, ["c3"]);
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
        assert!(HexGame::from_record(&record, seated.clone()).computer.job().is_some(), "a link");
        let how = Opened::Saved;
        let annotations = Annotations::default();
        let opened = act(HexGame::new(SETUP, seated), Action::Open(PastedGame { record, how, annotations }));
        assert!(opened.computer.job().is_some(), "the Records panel");
    }

    #[test]
    fn looking_back_the_computer_waits_until_the_game_is_shown_again() {
        let game = tap(against_the_computer(), "f6");
        let answered = job(&game);
        let game = tap(act(game, done(answered, "e7")), "d5");
        let game = act(game, Action::Seek(Spot::game(1)));
        assert_eq!(game.computer.job(), None, "looking at the position after f6");
        let latest = act(game.clone(), Action::Seek(Spot::game(3)));
        assert!(latest.computer.job().is_some(), "back at the game's position, White is to move");
        let leveled = act(game.clone(), Action::Computer(ComputerAction::Level(crate::ai::Level::Quick)));
        assert_eq!(leveled.computer.job(), None, "a new level waits for the game too");
        let back = act(leveled, Action::BackToGame);
        assert!(back.computer.job().is_some());
        assert_eq!(back.timeline.moves().len(), 3, "nothing of the game was lost");
    }

    /// A finished game of 5×5 between people: Black joins a1–a5.
    fn finished() -> HexGame {
        let setup = HexSetup { size: BoardSize::new(5).unwrap(), swap: SwapRule::None };
        let mut game = HexGame::new(setup, Computer::default());
        for cell in ["a1", "b1", "a2", "b2", "a3", "b3", "a4", "b4", "a5"] {
            game = act(game, Action::Game(HexAction::Tap(Cell::parse(cell, setup.size).unwrap())));
        }
        assert_eq!(game.game().position().outcome(), Some(Outcome::Winner(Colour::Black)));
        game
    }

    #[test]
    fn a_move_played_while_looking_back_is_a_variation_and_the_game_stays_whole() {
        let game = act(finished(), Action::Seek(Spot::game(4)));
        assert!(game.timeline.browsing());
        let size = game.setup.size;
        let game = act(game, Action::Game(HexAction::Tap(Cell::parse("e5", size).unwrap())));
        assert_eq!(game.timeline.view(), Spot { line: 1, ply: 5 });
        assert_eq!(game.entries(Lang::En).len(), 9, "the game's nine moves are all there");
        assert_eq!(game.game().position().outcome(), Some(Outcome::Winner(Colour::Black)), "and it is still won");
        assert_eq!(game.variations(Lang::En)[0].1, ["e5"]);
        let back = act(game.clone(), Action::BackToGame);
        assert_eq!((back.timeline.view(), back.timeline.played()), (Spot::game(9), 9));
        let promoted = act(game, Action::Promote(1));
        assert_eq!(promoted.entries(Lang::En), ["a1", "b1", "a2", "b2", "e5"]);
        assert_eq!(promoted.variations(Lang::En)[0].1.len(), 5, "the old game is a variation now");
    }

    #[test]
    fn resigning_while_looking_back_is_refused_with_a_reason() {
        let game = tap(tap(HexGame::new(SETUP, Computer::default()), "c3"), "d4");
        let game = act(act(game, Action::Seek(Spot::game(1))), Action::Resign);
        assert_eq!(game.notice, Some(Notice::LookingBack));
        assert_eq!(game.game().position().outcome(), None);
    }

    #[test]
    fn a_kept_game_comes_back_whole_with_its_seats_and_the_computer_moves_at_once() {
        use crate::ui::saved::Kept;
        let game = tap(tap(tap(HexGame::new(SETUP, Computer::default()), "f6"), "e5"), "d4");
        let game = act(
            act(game, Action::Seek(Spot::game(1))),
            Action::Game(HexAction::Tap(Cell::parse("a1", SETUP.size).unwrap())),
        );
        let game = act(act(game, Action::BackToGame), Action::Undo);
        let game = act(game, Action::Computer(ComputerAction::Level(crate::ai::Level::Strong)));
        let game = seat(game, Seating::ComputerFirst);
        let kept = game.kept();
        let text = kept.write();
        let read: KeptGame<Hex> = Kept::read(&text).expect("kept games read back");
        assert_eq!(read, kept);
        let back = HexGame::from_kept(&read, Computer::default());
        assert_eq!(back.timeline.moves().len(), 3);
        assert_eq!(back.timeline.played(), 2);
        assert_eq!(back.variations(Lang::En).len(), 1);
        assert_eq!((back.computer.seating, back.computer.level), (Seating::ComputerFirst, crate::ai::Level::Strong));
        assert!(back.computer.job().is_some(), "Black, the computer, is to move: it thinks at once");
    }

    #[test]
    fn a_pasted_game_brings_its_own_players_names_and_none_where_it_names_none() {
        let game = act(finished(), Action::Names(Names { first: "Ada".into(), second: "Bo".into() }));
        let record = Record::new(SETUP.size, SETUP.swap);
        let pasted = |names| {
            let annotations = Annotations { names, ..Annotations::default() };
            Action::Open(PastedGame { record: record.clone(), how: Opened::Saved, annotations })
        };
        let named = act(game.clone(), pasted([Some("Cy".into()), None]));
        assert_eq!(named.names, Names { first: "Cy".into(), second: String::new() });
        let unnamed = act(game, pasted([None, None]));
        assert_eq!(unnamed.names, Names::default(), "not the last game's players");
    }

    #[test]
    fn a_rematch_exchanges_the_seats_and_the_names() {
        let game = act(finished(), Action::Names(Names { first: "Ada".into(), second: "Bo".into() }));
        let game = act(seat(game, Seating::ComputerSecond), Action::Rematch);
        assert_eq!(game.timeline.moves().len(), 0);
        assert_eq!(game.computer.seating, Seating::ComputerFirst);
        assert_eq!(game.names, Names { first: "Bo".into(), second: "Ada".into() });
        assert!(game.computer.job().is_some(), "the computer now moves first");
        assert!(game.previous.is_some(), "the finished game can be brought back");
    }
}
