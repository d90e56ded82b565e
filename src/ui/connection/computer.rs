//! The computer at a connection game's screen, as reducer steps on its state: when the
//! computer is called, what its answer does, what undo takes back against it. Pure, like
//! the rest of the reducer: a job opened here reaches the worker through the screen's
//! effect ([`crate::ui::computer::use_worker`]), and what the worker says comes back
//! as [`ComputerAction::Search`], read as this game's moves at the page's edge.

use super::{Notice, ScreenGame, State};
use crate::ai::{Level, Searched};
use crate::games::{Colour, Game};
use crate::timeline::Spot;
use crate::ui::computer::{ComputerAction, ComputerNotice, Hint, Purpose, Said, SearchEvent, Stop, outlook};
use crate::ui::study::Tool;
use crate::worker::{GameRecord, Thoughts};

impl<G: ScreenGame> State<G> {
    /// Whether the computer plays `colour` now (a swap exchanges the seats' colours).
    pub fn computer_at(&self, colour: Colour) -> bool {
        self.computer.seating.computer_plays(colour, self.position().colours_exchanged())
    }

    /// The move that led to the position shown, if the computer played it (a swap aside,
    /// which the status line says in words of its own).
    pub fn computer_played(&self) -> Option<&G::Move> {
        let mv = self.last_move().filter(|mv| !mv.is_swap())?;
        let view = self.timeline.view();
        let before = G::position(G::record(self.timeline.at(Spot { ply: view.ply - 1, ..view })));
        self.computer.seating.computer_plays(before.to_move(), before.colours_exchanged()).then_some(mv)
    }

    /// The moves the finished analysis of the position shown weighs most, best first.
    pub fn analysed(&self) -> Vec<G::Move> {
        let computer = &self.computer;
        let analysis = computer.analysis.as_ref().filter(|_| computer.analysing);
        analysis.map(|thoughts| thoughts.lines.iter().map(|(mv, _)| mv.clone()).collect()).unwrap_or_default()
    }

    /// Whether the computer is thinking about its own move: then taps must wait.
    pub fn computer_to_move(&self) -> bool {
        self.computer.job().is_some_and(|(_, purpose)| purpose == Purpose::Move)
    }

    /// The colour the resign button gives up: the side to move, or against the computer,
    /// the person's, whoever is to move.
    pub fn resigner(&self) -> Colour {
        let to_move = self.position().to_move();
        [to_move, to_move.opponent()].into_iter().find(|&c| !self.computer_at(c)).unwrap_or(to_move)
    }

    /// Before a person's move: refused, with a message, while the computer thinks about its
    /// own; a hint or an analysis under way is dropped.
    pub fn person_may_play(&mut self) -> bool {
        if self.computer_to_move() {
            self.tell(ComputerNotice::Wait);
            return false;
        }
        self.computer.thinking = None;
        true
    }

    /// Tells the player what the computer's part of the screen has to say.
    fn tell(&mut self, notice: ComputerNotice) {
        self.notice = Some(Notice::Computer(notice));
    }

    /// Forgets the search under way and the hint shown: the position is about to change
    /// under them.
    pub(super) fn forget_thoughts(&mut self) {
        self.computer.thinking = None;
        self.computer.hint = None;
        self.computer.analysis = None;
    }

    /// Takes back the last move (or whatever of a turn is being built); false at the start.
    pub(super) fn step_back(&mut self) -> bool {
        let moved = G::turn_begun(&self.pending) || self.timeline.undo();
        if moved {
            self.leave_position();
        }
        moved
    }

    /// Undo: one move, or against the computer, back to the last position where a person
    /// was to move (the computer's reply and yours).
    pub(super) fn take_back(&mut self) {
        self.forget_thoughts();
        if !self.step_back() {
            self.tell(ComputerNotice::NothingToUndo);
            return;
        }
        while self.computer.seating.has_computer() && self.computer_at(self.position().to_move()) && self.step_back() {}
    }

    /// The moves that led to the position shown, where the computer plays, hints or
    /// analyses.
    pub(super) fn search_record(&self) -> GameRecord {
        let moves = self.timeline.path().filter_map(G::played).cloned().collect();
        G::game_record(self.game(), moves)
    }

    /// Opens a job whenever the computer sits at the side to move and the game goes on,
    /// whatever led there (a move, undo, redo, a game opened, a change of seats), unless
    /// the board shows another position than the game's, or one being set up by hand. Every
    /// reducer ends with this; a move the computer plays where moves were undone keeps them
    /// as a variation, as a person's does. An analysis the player asked for goes on, at the
    /// position shown.
    pub(super) fn call_computer(&mut self) {
        let over = self.position().outcome().is_some();
        if self.computer.thinking.is_some() || over {
            return;
        }
        // While stones are being set up, the position is not yet the game's.
        let setting_up = self.pen.as_ref().is_some_and(|pen| matches!(pen.tool, Tool::Stone(_)));
        if !self.timeline.browsing() && !setting_up && self.computer_at(self.position().to_move()) {
            self.think(Purpose::Move, G::Position::iterations(self.computer.level));
        } else if self.computer.analysing && self.computer.analysis.is_none() {
            self.think(Purpose::Analysis, ANALYSIS_ITERATIONS);
        }
    }

    fn think(&mut self, purpose: Purpose, iterations: u32) {
        let game = self.search_record();
        self.computer.think(purpose, iterations, game);
    }

    /// The computer leaves its seats, saying why: asking again would fail again.
    fn computer_stops(&mut self, why: Stop) {
        self.computer.seating = crate::ui::computer::Seating::People;
        self.tell(ComputerNotice::Stopped(why));
    }

    pub(super) fn act(&mut self, action: ComputerAction<G::Move>) {
        let over = self.position().outcome().is_some();
        match action {
            ComputerAction::Seating(seating) => {
                self.computer.seating = seating;
                self.computer.thinking = None;
            }
            ComputerAction::Level(level) => {
                self.computer.level = level;
                self.computer.thinking = None;
            }
            ComputerAction::Move | ComputerAction::Hint if self.reviewing() => {}
            ComputerAction::Move if over => self.tell(ComputerNotice::GameOver),
            ComputerAction::Move => {
                if !self.computer_to_move() {
                    self.think(Purpose::Move, G::Position::iterations(self.computer.level));
                }
            }
            ComputerAction::Hint if over => self.tell(ComputerNotice::NothingToHint),
            ComputerAction::Hint => {
                if !self.computer_to_move() {
                    // Hints are meant to come at once, whatever the computer's own level.
                    self.think(Purpose::Hint, G::Position::iterations(Level::Quick));
                }
            }
            ComputerAction::Analyse(on) => {
                self.computer.analysing = on;
                self.computer.analysis = None;
                if self.computer.job().is_some_and(|(_, purpose)| purpose == Purpose::Analysis) {
                    self.computer.thinking = None;
                }
            }
            ComputerAction::Search(event) => self.heard(event),
        }
    }

    /// What the worker says of a job: a search's answer, its failure, a review's position.
    fn heard(&mut self, event: SearchEvent<G::Move>) {
        match event {
            SearchEvent::Done { job, thoughts } => self.answer(job, thoughts),
            SearchEvent::Failed { job, reason } => {
                if self.computer.close(job).is_some() {
                    self.computer_stops(Stop::GameUnreadable(reason.to_string()));
                }
            }
            SearchEvent::Unreadable { job, answer } => {
                if self.computer.close(job).is_some() {
                    let reason = "the answer is another game's move".to_owned();
                    self.computer_stops(Stop::MoveUnreadable { mv: answer, reason });
                }
            }
            SearchEvent::Weighed { job, from, weighed, .. } => self.heard_weighed(job, from, weighed),
            // The progress of a search goes to the thinking line alone ([`super::Progress`]).
            SearchEvent::Progress { .. } => {}
        }
    }

    /// The answer to `job`: the computer's move played, the hint shown, or the analysis
    /// kept where the player can see it.
    fn answer(&mut self, job: u32, thoughts: Thoughts<G::Move>) {
        let Some(purpose) = self.computer.close(job) else { return };
        let odds = outlook(&thoughts);
        if purpose == Purpose::Analysis {
            self.computer.analysis = Some(thoughts);
            return;
        }
        if purpose == Purpose::Answer {
            self.answer_weighed(&thoughts);
            return;
        }
        let Some(mv) = thoughts.best else {
            let why = G::no_move(self.position());
            match purpose {
                Purpose::Hint => self.tell(ComputerNotice::NoHint(why)),
                _ => self.computer_stops(Stop::NoMove(why)),
            }
            return;
        };
        match purpose {
            Purpose::Hint => self.computer.hint = Some(Hint { mv, outlook: odds }),
            _ => {
                if let Err(reason) = self.try_play(mv.clone().into()) {
                    self.computer_stops(Stop::MoveRefused { mv: mv.to_string(), reason: reason.to_string() });
                }
            }
        }
    }
}

/// How long an analysis searches before it rests on what it found: some minutes on a
/// tablet, far more than anyone looks at one position.
const ANALYSIS_ITERATIONS: u32 = 20_000_000;
