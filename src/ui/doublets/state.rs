//! The Doublets screen's state and its pure reducer. The dice come from a generator seeded
//! once outside the reducer (from the link's `seed`, else at random by the screen), so the
//! reducer stays pure and a seed replays a game exactly. Between two people a throw can
//! never be undone; the player's own choices can, until "confirm" hands the dice over.
//! Against the computer, undo takes back to the player's last choice, the computer's moves
//! and throws included, and puts the dice back too, so the same throws come again.
//!
//! A game opened from its record (a link, the saved game) is replayed step by step as the
//! screen would have played it, so undo reaches back through it as through a game played
//! here: its recorded throws wait in the dice ([`Dice`]) and come again after an undo.

use std::fmt;
use std::rc::Rc;

use yew::Reducible;

use super::dice::Dice;
use super::notice::DoubletsNotice;
use crate::games::Colour;
use crate::games::doublets::record::Record;
use crate::games::doublets::{Action, Effect, Event, Face, Hand, Point, Position, RuleSet, Stage, UnusableDie};
use crate::games::study::{self, Comment, Notes, Study, StudyError};
use crate::i18n::Lang;
use crate::i18n::computer::{COMPUTER, Seats};
use crate::timeline::{Spot, Timeline};
use crate::ui::record::LinkRecord;
use crate::ui::saved::Kept;
use crate::worker::DoubletsGameRecord;

/// A game of Doublets as this browser keeps it: its record, the step on screen, and who sits
/// at the table.
pub type KeptGame = Kept<Record, Players>;

crate::named_choices! {
    /// Who sits at the table: two people, or the computer for one colour or for both.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
    #[serde(rename_all = "kebab-case")]
    pub enum Players("players") {
        #[default]
        People = "people",
        ComputerWhite = "computer-white",
        ComputerBlack = "computer-black",
        Computers = "computers",
    }
}

impl Players {
    pub const fn computer_plays(self, colour: Colour) -> bool {
        matches!(
            (self, colour),
            (Players::Computers, _) | (Players::ComputerWhite, Colour::White) | (Players::ComputerBlack, Colour::Black)
        )
    }

    /// The choice in the Players menu, in `lang`: the words the other screens' menu and
    /// players line use, as a label (without the sentence's full stop).
    pub fn label(self, lang: Lang) -> String {
        let words = &COMPUTER[lang];
        let seats = match self {
            Players::People => return words.people.to_owned(),
            Players::ComputerWhite => Seats::ComputerWhite,
            Players::ComputerBlack => Seats::ComputerBlack,
            Players::Computers => Seats::Computers,
        };
        (words.seats)(seats, false, "").trim_end_matches(['.', '。']).to_owned()
    }
}

/// Who made a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum By {
    /// Somebody at the table (also through "Computer, choose").
    Person,
    /// The computer's seat.
    Computer,
    /// The rules, which left one move only.
    Rules,
}

/// One step of the game: an action, and who made it.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    pub action: Action,
    pub by: By,
    /// Before a throw, the dice as they stood: undoing the throw puts them back.
    dice_before: Option<Dice>,
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.action.fmt(f)
    }
}

/// What the table did by itself in the turn shown, since its throw: what nobody tapped,
/// which the status line tells (the log has every detail, far down the page).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ByItself {
    /// Whose throw it is.
    pub thrower: Colour,
    /// The moves the rules left as the only ones, played for the thrower: the die (`None`
    /// for a doublet's unit) and what it did.
    pub forced: Vec<(Option<Face>, Effect)>,
    /// Dice no man of the thrower's could take, lost.
    pub lost: Vec<Face>,
    /// Dice no man of the thrower's could take, played by the opponent at once.
    pub passed: Vec<Face>,
}

/// What the computer's seat must do next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ComputerDue {
    Throw,
    /// Choose a die, a unit's point or a bear-off.
    Choice,
    /// Hand the dice on after playing them.
    Confirm,
}

/// A step of the computer's seat, its choice made outside the reducer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ComputerStep {
    Throw,
    Play(Action),
    Confirm,
}

#[derive(Clone, Debug, PartialEq)]
pub struct DoubletsGame {
    pub timeline: Timeline<Position, Step>,
    dice: Dice,
    /// Steps before this one are settled: a throw, its forced moves, or a confirmed turn.
    settled: usize,
    pub players: Players,
    pub notice: Option<DoubletsNotice>,
    /// Whether men slide when they are laid down or borne off.
    pub animate: bool,
    /// A lesson's question on the game, if it asks one.
    pub asked: Option<Asked>,
    /// The comments written on the game's positions, each named by the actions that lead to
    /// it (issue 50: a log entry's comment is on the position after it).
    pub study: Study<Action, Point>,
}

/// A lesson's question (issue 46): the action taken at step `at` must be one of `answers`;
/// any other is refused, changing nothing, and the reader tries again.
#[derive(Clone, Debug, PartialEq)]
pub struct Asked {
    at: usize,
    answers: Vec<Action>,
    /// Whether the reader has found a right answer.
    pub answered: bool,
}

pub enum DoubletsAction {
    Roll,
    TapPoint(Colour, Point),
    TapDie(Face),
    /// An action chosen outside the reducer (by the computer, for the player to act).
    Play(Action),
    /// Ends the turn: the dice go to the next thrower and the turn can no longer be undone.
    Confirm,
    Undo,
    /// A new game with the dice seeded from the second field.
    New(RuleSet, u64),
    /// Continue a saved game as this browser kept it, new dice seeded from the second field.
    /// (Boxed: a kept game is large beside the taps.)
    Open(Box<KeptGame>, u64),
    /// Show the position after this many steps of the game, without changing it.
    Seek(usize),
    /// Show the step before the one shown, or after it.
    Back,
    Forward,
    /// Show the game's position again.
    BackToGame,
    Players(Players),
    /// The computer's seat acts, as worked out when the game had `ply` steps (a step worked
    /// out for an older game is dropped).
    Computer {
        ply: usize,
        step: ComputerStep,
    },
    Dismiss,
    Animate(bool),
    /// Writes a comment on the position shown, as typed (blank: none).
    Comment(String),
}

impl DoubletsGame {
    pub fn new(rules: RuleSet, seed: u64) -> DoubletsGame {
        DoubletsGame::with_dice(rules, Dice::seeded(seed))
    }

    fn with_dice(rules: RuleSet, dice: Dice) -> DoubletsGame {
        DoubletsGame {
            timeline: Timeline::new(Position::new(rules)),
            dice,
            settled: 0,
            players: Players::default(),
            notice: None,
            animate: true,
            asked: None,
            study: Study::default(),
        }
    }

    /// This game, asking the question of a lesson's step: the action taken after `at`
    /// steps must be one of `answers`.
    pub fn asking(self, at: usize, answers: Vec<Action>) -> DoubletsGame {
        DoubletsGame { asked: Some(Asked { at, answers, answered: false }), ..self }
    }

    /// A person's `action`, judged if it answers the question asked: right, the question
    /// is answered; wrong, it is refused.
    fn judge(&mut self, action: &Action) -> Result<(), DoubletsNotice> {
        let ply = self.timeline.ply();
        match &mut self.asked {
            Some(asked) if !asked.answered && asked.at == ply => {
                if !asked.answers.contains(action) {
                    return Err(DoubletsNotice::NotTheAnswer);
                }
                asked.answered = true;
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// The game of `record` at its last action, each step taken as the screen takes it
    /// (forced moves by the rules, a turn settled at each throw), with whatever the rules
    /// force after it; the dice are seeded from `seed` after the recorded throws. A record
    /// does not say whether its last turn was confirmed: one played out is taken as
    /// confirmed, since games are shared and left between turns; one still being played
    /// keeps its choices to undo.
    pub fn from_record(record: &Record, seed: u64) -> DoubletsGame {
        let throws = record
            .actions()
            .iter()
            .filter_map(|action| match action {
                Action::Throw(faces) => Some(faces.clone()),
                _ => None,
            })
            .collect();
        let mut game = DoubletsGame::with_dice(record.rules(), Dice::recorded(throws, seed));
        for action in record.actions() {
            game.replay(action.clone());
        }
        game.play_forced_settling();
        if game.position().dice_due().is_some() {
            game.settled = game.timeline.ply();
        }
        game
    }

    /// The game as this browser kept it: its record, the step on screen, who sits at the
    /// table. Shown at the record's end, it is shown at the game's end: a record (a link) may
    /// stop at a throw whose moves the rules force, which are played after it.
    pub fn from_kept(kept: &KeptGame, seed: u64) -> DoubletsGame {
        let mut game = DoubletsGame::from_record(&kept.game, seed);
        if let Some(notes) = kept.notes.first() {
            game.read_notes(notes);
        }
        if kept.view != Spot::game(kept.game.moves()) {
            game.timeline.seek(kept.view);
        }
        game.players = kept.beside;
        game
    }

    /// The game as this browser keeps it (see [`Kept`]).
    pub fn kept(&self) -> KeptGame {
        let mut kept = Kept::whole(self.link_record(), self.players);
        kept.view = Spot::game(self.timeline.ply());
        if !self.study.is_empty() {
            kept.notes = vec![study::link::write(self.study.on_line(&self.played()))];
        }
        kept
    }

    /// The actions of the game as played, from the start.
    fn played(&self) -> Vec<Action> {
        self.timeline.moves().take(self.timeline.played()).map(|step| step.action.clone()).collect()
    }

    /// The actions that lead to the position shown.
    fn path(&self) -> Vec<Action> {
        self.timeline.moves().take(self.timeline.ply()).map(|step| step.action.clone()).collect()
    }

    /// The comments on the game's positions, by the number of steps before each: what each
    /// log entry says.
    pub fn comments(&self) -> Vec<(usize, String)> {
        let line = self.played();
        let on_line = self.study.on_line(&line);
        on_line.filter_map(|(ply, notes)| Some((ply, notes.comment.as_ref()?.as_str().to_owned()))).collect()
    }

    /// The notes on the position shown.
    pub fn notes(&self) -> Option<&Notes<Point>> {
        self.study.at(&self.path())
    }

    /// Writes the notes a link carries (`&n=`, as [`DoubletsGame::kept`] writes them) on the
    /// positions of the game they name; gives back what could not be read.
    pub fn read_notes(&mut self, text: &str) -> Vec<StudyError> {
        let line = self.played();
        let (notes, faults) = study::link::read::<Point>(text, (), line.len());
        self.study.put_on_line(&line, notes);
        faults
    }

    /// Takes one recorded action, legal by the record's making.
    fn replay(&mut self, action: Action) {
        if matches!(action, Action::Throw(_)) {
            // A throw settles the turn before it, as "confirm" does, and comes from the
            // dice, which hold the record's throws in order.
            self.settled = self.timeline.ply();
            let thrown = self.throw(By::Person);
            debug_assert!(thrown.is_ok(), "a recorded throw is due");
            debug_assert_eq!(self.timeline.moves().last().map(|step| &step.action), Some(&action));
            self.settled = self.timeline.ply();
            return;
        }
        let by = if self.forced().is_some() { By::Rules } else { By::Person };
        // Moves the rules force right after the throw are settled with it.
        let settles = by == By::Rules && self.settled == self.timeline.ply();
        let played = self.play(action, by);
        debug_assert!(played.is_ok(), "a recorded action is legal");
        if settles {
            self.settled = self.timeline.ply();
        }
    }

    pub fn position(&self) -> &Position {
        self.timeline.current()
    }

    /// The game from its opening throw, as far as it is played: what the address, the
    /// saved game and a shared link hold.
    pub fn link_record(&self) -> Record {
        let mut record = Record::new(self.position().rules());
        for step in self.timeline.moves().take(self.timeline.played()) {
            // Every step was played by the same rules: none is refused.
            let _ = record.play(step.action.clone());
        }
        record
    }

    /// The game as played, as the worker takes it: what a review weighs.
    pub fn whole_record(&self) -> DoubletsGameRecord {
        let actions = self.timeline.moves().take(self.timeline.played()).map(|step| step.action.clone()).collect();
        DoubletsGameRecord { rules: self.position().rules(), actions }
    }

    /// The position the table shows, as the worker takes it.
    pub fn game_record(&self) -> DoubletsGameRecord {
        let actions = self.timeline.moves().take(self.timeline.ply()).map(|step| step.action.clone()).collect();
        DoubletsGameRecord { rules: self.position().rules(), actions }
    }

    /// What the table did by itself since the last throw, up to the step shown: `None` if
    /// nothing (every move was tapped, or no player has thrown yet).
    pub fn by_itself(&self) -> Option<ByItself> {
        let shown = self.timeline.ply();
        let steps: Vec<&Step> = self.timeline.moves().take(shown).collect();
        let throw = steps.iter().rposition(|step| matches!(step.action, Action::Throw(_)))?;
        let logged = |ply: usize| {
            let before = self.timeline.at(Spot::game(ply)).log().len();
            &self.timeline.at(Spot::game(ply + 1)).log()[before..]
        };
        // The opening's throw is nobody's turn.
        let thrower = logged(throw).iter().find_map(|event| match event {
            Event::Thrown { player, .. } => Some(*player),
            _ => None,
        })?;
        let mut told = ByItself { thrower, forced: Vec::new(), lost: Vec::new(), passed: Vec::new() };
        for (ply, step) in steps.iter().enumerate().skip(throw + 1) {
            for event in logged(ply) {
                match *event {
                    Event::Played { die, effect, .. } if step.by == By::Rules => told.forced.push((die, effect)),
                    Event::Lost { face, .. } => told.lost.push(face),
                    Event::Passed { face, .. } => told.passed.push(face),
                    _ => {}
                }
            }
        }
        let nothing = told.forced.is_empty() && told.lost.is_empty() && told.passed.is_empty();
        (!nothing).then_some(told)
    }

    /// The thrower has played out the dice and must confirm (or undo) before the next throw.
    pub fn awaiting_confirm(&self) -> bool {
        !self.timeline.browsing() && self.timeline.ply() > self.settled && self.position().dice_due().is_some()
    }

    /// Whether the table shows an earlier position than the game's: nothing is played then.
    pub fn looking_back(&self) -> bool {
        self.timeline.browsing()
    }

    /// Who must act now: the thrower who is to confirm, else the player to move; nobody
    /// once the game is over, or while the table shows an earlier position.
    pub fn actor(&self) -> Option<Colour> {
        let position = self.position();
        if position.winner().is_some() || self.looking_back() {
            return None;
        }
        if self.awaiting_confirm() {
            return position.log().iter().rev().find_map(|event| match event {
                Event::Thrown { player, .. } => Some(*player),
                _ => None,
            });
        }
        Some(position.to_move())
    }

    /// The computer's colour, if the player who must act now is the computer.
    fn computer_actor(&self) -> Option<Colour> {
        self.actor().filter(|&colour| self.players.computer_plays(colour))
    }

    /// Whether the player who must act now is the computer.
    pub fn computer_acts(&self) -> bool {
        self.computer_actor().is_some()
    }

    /// What the computer must do now, if it must act.
    pub fn computer_due(&self) -> Option<ComputerDue> {
        match self.computer_acts() {
            false => None,
            true if self.awaiting_confirm() => Some(ComputerDue::Confirm),
            true if self.position().dice_due().is_some() => Some(ComputerDue::Throw),
            true => Some(ComputerDue::Choice),
        }
    }

    /// The step undo goes back to, while the game is on: the last choice made by somebody
    /// at the table, since the turn was settled between two people; since the start
    /// against the computer.
    fn undo_point(&self) -> Option<usize> {
        if self.position().winner().is_some() || self.looking_back() {
            return None;
        }
        let floor = if self.players == Players::People { self.settled } else { 0 };
        let steps = self.timeline.moves().take(self.timeline.ply()).enumerate().skip(floor);
        steps
            .filter(|(_, step)| step.by == By::Person && !matches!(step.action, Action::Throw(_)))
            .last()
            .map(|(i, _)| i)
    }

    pub fn can_undo(&self) -> bool {
        self.undo_point().is_some()
    }

    /// What a person may play now, read from the rules once: a render asks it of every
    /// point and die, and the answer is the same for all of them.
    pub fn choices(&self) -> Choices<'_> {
        let position = self.position();
        let player = match position.stage() {
            Stage::Play { player, .. } if !self.computer_acts() => Some(*player),
            _ => None,
        };
        Choices { position, player, legal: position.legal_actions() }
    }

    fn play(&mut self, action: Action, by: By) -> Result<(), DoubletsNotice> {
        self.push(Step { action, by, dice_before: None })
    }

    /// Plays `step`'s action on the position and keeps the step on the timeline.
    fn push(&mut self, step: Step) -> Result<(), DoubletsNotice> {
        let mut next = self.position().clone();
        next.play(step.action.clone()).map_err(DoubletsNotice::Refused)?;
        self.timeline.push(step, next);
        Ok(())
    }

    /// The move the rules leave as the only one, if they do. Dice that are all unusable,
    /// where unusable dice are simply lost, are no choice either: whatever the order, each
    /// is lost.
    fn forced(&self) -> Option<Action> {
        let position = self.position();
        let legal = position.legal_actions();
        let all_lost = position.rules().unusable_die() == UnusableDie::Lost && no_die_usable(position, &legal);
        match legal.as_slice() {
            [only] => Some(only.clone()),
            [first, ..] if all_lost => Some(first.clone()),
            _ => None,
        }
    }

    /// Plays every move that leaves no choice; returns with a choice, a throw due, or the end.
    fn play_forced(&mut self) {
        while let Some(action) = self.forced() {
            self.play(action, By::Rules).expect("a legal action is accepted");
        }
    }

    /// [`DoubletsGame::play_forced`], the moves settled with the throw when they follow it
    /// straight away.
    fn play_forced_settling(&mut self) {
        let settles = self.settled == self.timeline.ply();
        self.play_forced();
        if settles {
            self.settled = self.timeline.ply();
        }
    }

    /// Refuses a player's tap while the computer plays.
    fn not_the_computers_turn(&self) -> Result<(), DoubletsNotice> {
        self.computer_actor().map_or(Ok(()), |colour| Err(DoubletsNotice::ComputerPlaying(colour)))
    }

    fn act(&mut self, action: DoubletsAction) -> Result<(), DoubletsNotice> {
        let plays = matches!(
            action,
            DoubletsAction::Roll
                | DoubletsAction::TapPoint(..)
                | DoubletsAction::TapDie(_)
                | DoubletsAction::Play(_)
                | DoubletsAction::Confirm
                | DoubletsAction::Undo
        );
        if plays && self.looking_back() {
            return Err(DoubletsNotice::LookingBack);
        }
        match action {
            DoubletsAction::Roll => {
                self.not_the_computers_turn()?;
                self.roll(By::Person)?;
            }
            DoubletsAction::TapPoint(side, point) => {
                self.not_the_computers_turn()?;
                self.tap_point(side, point)?;
            }
            DoubletsAction::TapDie(face) => {
                self.not_the_computers_turn()?;
                self.play_chosen(Action::Die(face), By::Person)?;
            }
            DoubletsAction::Play(action) => {
                self.not_the_computers_turn()?;
                self.play_chosen(action, By::Person)?;
            }
            DoubletsAction::Confirm => {
                self.not_the_computers_turn()?;
                self.confirm()?;
            }
            DoubletsAction::Computer { step, .. } => match step {
                ComputerStep::Throw => self.roll(By::Computer)?,
                ComputerStep::Play(action) => self.play_chosen(action, By::Computer)?,
                ComputerStep::Confirm => self.confirm()?,
            },
            DoubletsAction::Undo => self.undo()?,
            DoubletsAction::New(rules, seed) => self.replace(DoubletsGame::new(rules, seed)),
            DoubletsAction::Open(kept, seed) => self.open(&kept, seed),
            DoubletsAction::Seek(ply) => self.timeline.seek(Spot::game(ply.min(self.timeline.played()))),
            DoubletsAction::Back => {
                self.timeline.back();
            }
            DoubletsAction::Forward => {
                if self.timeline.ply() < self.timeline.played() {
                    self.timeline.forward();
                }
            }
            DoubletsAction::BackToGame => self.timeline.back_to_game(),
            DoubletsAction::Players(players) => self.players = players,
            DoubletsAction::Dismiss => {}
            DoubletsAction::Animate(on) => self.animate = on,
            DoubletsAction::Comment(text) => {
                let comment = Comment::new(&text).map_err(|fault| DoubletsNotice::Study(vec![fault]))?;
                let path = self.path();
                self.study.edit(&path, |notes| notes.comment = comment);
            }
        }
        Ok(())
    }

    /// A person's tap on `side`'s point: the first action open there, chosen as any other.
    fn tap_point(&mut self, side: Colour, point: Point) -> Result<(), DoubletsNotice> {
        let to_move = self.position().to_move();
        if self.position().dice_due().is_some() || self.position().winner().is_some() {
            return Err(self.nothing_to_play());
        }
        if side != to_move {
            return Err(DoubletsNotice::NotYourPoint { side, to_move });
        }
        let action = self.choices().on(side, point).next().cloned().ok_or(DoubletsNotice::PointTakesNoDie(point))?;
        self.play_chosen(action, By::Person)
    }

    /// Takes the game back to the last decision a person may take back, the dice with it.
    fn undo(&mut self) -> Result<(), DoubletsNotice> {
        let Some(decision) = self.undo_point() else {
            return Err(DoubletsNotice::NothingToUndo { against_the_computer: self.players != Players::People });
        };
        // The dice go back to before the first throw taken back, if any.
        let undone = self.timeline.moves().take(self.timeline.ply()).skip(decision);
        let dice_before = undone.map(|step| &step.dice_before).find_map(Option::clone);
        if let Some(dice) = dice_before {
            self.dice = dice;
        }
        self.timeline.take_back_to(decision);
        self.settled = self.settled.min(decision);
        Ok(())
    }

    /// Continues the game `kept` in this browser, new dice seeded from `seed`.
    fn open(&mut self, kept: &KeptGame, seed: u64) {
        let players = self.players;
        self.replace(DoubletsGame::from_kept(kept, seed));
        // Who sits at the table was kept with the game; an older save kept nobody.
        if kept.beside == Players::People {
            self.players = players;
        }
        self.notice = Some(DoubletsNotice::Resumed);
    }

    /// `fresh` takes this game's place; who sits at the table and the animation stay, and a
    /// lesson's question goes.
    fn replace(&mut self, fresh: DoubletsGame) {
        *self = DoubletsGame { animate: self.animate, players: self.players, ..fresh };
    }

    /// Throws the dice, then plays what is forced.
    fn roll(&mut self, by: By) -> Result<(), DoubletsNotice> {
        if self.awaiting_confirm() {
            return Err(DoubletsNotice::ConfirmFirst);
        }
        self.throw(by)?;
        self.play_forced();
        self.settled = self.timeline.ply();
        Ok(())
    }

    /// Throws the dice, keeping them as they stood before, for undo.
    fn throw(&mut self, by: By) -> Result<(), DoubletsNotice> {
        let dice_before = self.dice.clone();
        let Some(throw) = self.dice.throw(self.timeline.current()) else {
            return Err(match self.position().winner() {
                Some(winner) => DoubletsNotice::GameOver(winner),
                None => DoubletsNotice::PlayYourDice,
            });
        };
        self.push(Step { action: throw, by, dice_before: Some(dice_before) })
    }

    fn confirm(&mut self) -> Result<(), DoubletsNotice> {
        if !self.awaiting_confirm() {
            return Err(DoubletsNotice::NothingToConfirm);
        }
        self.settled = self.timeline.ply();
        Ok(())
    }

    /// A die or unit chosen, then whatever it forces.
    fn play_chosen(&mut self, action: Action, by: By) -> Result<(), DoubletsNotice> {
        if self.position().dice_due().is_some() || self.position().winner().is_some() {
            return Err(self.nothing_to_play());
        }
        if by == By::Person {
            self.judge(&action)?;
        }
        self.play(action, by)?;
        self.play_forced();
        Ok(())
    }

    fn nothing_to_play(&self) -> DoubletsNotice {
        match self.position().winner() {
            Some(winner) => DoubletsNotice::GameOver(winner),
            None if self.awaiting_confirm() => DoubletsNotice::DicePlayed,
            None => DoubletsNotice::ThrowFirst,
        }
    }
}

impl Reducible for DoubletsGame {
    type Action = DoubletsAction;

    fn reduce(self: Rc<Self>, action: DoubletsAction) -> Rc<Self> {
        // A computer step worked out for another game, or for when the computer no longer
        // sits there, is dropped: nobody asked for it.
        let stale = matches!(&action, DoubletsAction::Computer { ply, .. }
            if *ply != self.timeline.played() || !self.computer_acts());
        if stale {
            return self;
        }
        let mut game = (*self).clone();
        game.notice = None;
        if let Err(reason) = game.act(action) {
            // A refused action changes nothing but the notice.
            let mut unchanged = (*self).clone();
            unchanged.notice = Some(reason);
            return Rc::new(unchanged);
        }
        Rc::new(game)
    }
}

/// The actions open to a person at one moment ([`DoubletsGame::choices`]).
pub struct Choices<'a> {
    position: &'a Position,
    /// The player whose points and dice take a tap: `None` while the computer acts or
    /// nothing is to be played.
    player: Option<Colour>,
    legal: Vec<Action>,
}

impl Choices<'_> {
    /// The actions a tap on `point` of `side` would play: those that move a man there. A
    /// die that cannot be used belongs to no point; it is played by tapping the die.
    pub fn on(&self, side: Colour, point: Point) -> impl Iterator<Item = &Action> {
        let position = self.position;
        let table = position.table(side);
        let mine = self.player == Some(side);
        self.legal.iter().filter(move |action| {
            mine && match action {
                // A die alone is its non-moving effect; Ofanfelling's moves are `Action::Move`.
                Action::Die(face) => table
                    .die_effects(*face, position.rules())
                    .iter()
                    .any(|e| !matches!(e, Effect::Move { .. }) && e.point() == point),
                Action::Unit(p) => *p == point,
                Action::Move { from, .. } => *from == point,
                Action::Throw(_) => false,
            }
        })
    }

    /// The points, on either side, where a person's tap plays something: the table marks them.
    pub fn points(&self) -> Vec<(Colour, Point)> {
        Colour::ALL
            .into_iter()
            .flat_map(|side| Point::ALL.into_iter().map(move |point| (side, point)))
            .filter(|&(side, point)| self.on(side, point).next().is_some())
            .collect()
    }

    /// Whether the dice to play now can none of them move a man: each is given up (passed
    /// to the opponent, where the rules pass it), one tap a die, in the order chosen.
    pub fn dice_unusable(&self) -> bool {
        matches!(self.position.stage(), Stage::Play { hand: Hand::Dice(_), .. })
            && no_die_usable(self.position, &self.legal)
    }

    /// Whether a person has more than one action to choose from (where the computer's
    /// advice may be asked).
    pub fn several(&self) -> bool {
        self.player.is_some() && self.legal.len() > 1
    }
}

/// Whether every action of `legal` is a die that moves no man.
fn no_die_usable(position: &Position, legal: &[Action]) -> bool {
    let table = position.table(position.to_move());
    legal
        .iter()
        .all(|action| matches!(action, Action::Die(face) if table.die_effects(*face, position.rules()).is_empty()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::doublets::told as told_words;

    fn act(game: DoubletsGame, action: DoubletsAction) -> DoubletsGame {
        Rc::unwrap_or_clone(Rc::new(game).reduce(action))
    }

    /// One step as a person at the table takes it: confirm, throw, or the first choice.
    fn step(game: DoubletsGame) -> DoubletsGame {
        let action = if game.awaiting_confirm() {
            DoubletsAction::Confirm
        } else if game.position().dice_due().is_some() {
            DoubletsAction::Roll
        } else {
            DoubletsAction::Play(game.position().legal_actions().remove(0))
        };
        act(game, action)
    }

    /// A game of `rules` played by people for `steps` steps from dice seeded with `seed`.
    fn played(rules: RuleSet, seed: u64, steps: usize) -> DoubletsGame {
        (0..steps).fold(DoubletsGame::new(rules, seed), |game, _| step(game))
    }

    fn log(game: &DoubletsGame) -> &[Event] {
        game.position().log()
    }

    /// The points the table marks as taking a tap are exactly those a tap plays on: the
    /// render's [`Choices`] and the tap's answer agree, for either side, in every rule set.
    #[test]
    fn the_points_shown_as_tappable_are_the_points_a_tap_plays() {
        for rules in RuleSet::ALL {
            for seed in 0..4 {
                let mut game = DoubletsGame::new(rules, seed);
                for _ in 0..60 {
                    let choices = game.choices();
                    for side in Colour::ALL {
                        for point in Point::ALL {
                            let shown = choices.on(side, point).next().is_some();
                            let tapped = act(game.clone(), DoubletsAction::TapPoint(side, point));
                            let played = tapped.notice.is_none() && tapped.timeline.played() > game.timeline.played();
                            assert_eq!(
                                shown, played,
                                "{rules:?}, seed {seed}, {side:?} {point:?}: {:?}",
                                tapped.notice
                            );
                        }
                    }
                    if game.position().winner().is_some() {
                        break;
                    }
                    game = step(game);
                }
            }
        }
    }

    fn faces(numbers: &[u8]) -> Vec<Face> {
        numbers.iter().map(|&n| Face::new(n).unwrap()).collect()
    }

    fn point(n: u8) -> Point {
        Point::ALL[usize::from(n) - 1]
    }

    /// A record of `rules` from its actions: `t` and the faces a throw, a digit a die played.
    fn recorded(rules: RuleSet, actions: &str) -> Record {
        let mut record = Record::new(rules);
        for token in actions.split_whitespace() {
            let action = match token.strip_prefix('t') {
                Some(throw) => Action::Throw(faces(&throw.bytes().map(|b| b - b'0').collect::<Vec<_>>())),
                None => Action::Die(faces(&[token.parse().unwrap()])[0]),
            };
            record.play(action).unwrap();
        }
        record
    }

    #[test]
    fn a_comment_is_written_on_the_position_shown_and_kept_with_the_game_and_in_its_link() {
        let game = DoubletsGame::from_record(&recorded(RuleSet::Willughby, "t53 t61"), 1);
        let looked_back = act(game, DoubletsAction::Seek(1));
        let noted = act(looked_back, DoubletsAction::Comment("Black throws first ] ~ here.".to_owned()));
        assert_eq!(noted.notice, None, "a comment is written while looking back too");
        assert_eq!(noted.comments(), [(1, "Black throws first ] ~ here.".to_owned())]);
        assert_eq!(act(noted.clone(), DoubletsAction::BackToGame).notes(), None, "on its own position only");
        let kept = noted.kept();
        assert!(kept.address().contains("&n=1.c"), "{}", kept.address());
        assert_eq!(DoubletsGame::from_kept(&kept, 2).comments(), noted.comments(), "kept through a reload");
        let mut opened = DoubletsGame::from_record(&kept.game, 3);
        let link_notes = kept.address().split_once("&n=").map(|(_, notes)| notes.to_owned()).unwrap();
        assert_eq!(opened.read_notes(&link_notes), vec![]);
        assert_eq!(opened.comments(), noted.comments(), "and carried by the link");
        let cleared = act(noted, DoubletsAction::Comment(String::new()));
        assert!(cleared.study.is_empty(), "a blank comment is none");
    }

    #[test]
    fn a_comment_past_the_limit_is_refused_with_a_notice_and_changes_nothing() {
        let game = DoubletsGame::from_record(&recorded(RuleSet::Willughby, "t53 t61"), 1);
        let long = act(game, DoubletsAction::Comment("x".repeat(crate::games::study::COMMENT_LIMIT + 1)));
        assert!(matches!(long.notice, Some(DoubletsNotice::Study(_))));
        assert!(long.study.is_empty());
    }

    #[test]
    fn a_lessons_question_refuses_every_other_action_unchanged_and_is_answered_by_one_of_its_own() {
        // Black threw 6 and 1: the question asks for the 6 first.
        let record = recorded(RuleSet::Willughby, "t53 t61");
        let opened = DoubletsGame::from_record(&record, 1);
        let at = opened.timeline.ply();
        let game = opened.asking(at, vec![Action::Die(faces(&[6])[0])]);
        let wrong = act(game.clone(), DoubletsAction::TapPoint(Colour::Black, point(1)));
        assert_eq!(wrong.notice, Some(DoubletsNotice::NotTheAnswer));
        assert_eq!((wrong.timeline.played(), &wrong.asked), (game.timeline.played(), &game.asked));
        let right = act(wrong, DoubletsAction::TapPoint(Colour::Black, point(6)));
        assert_eq!(right.notice, None);
        assert!(right.asked.as_ref().is_some_and(|asked| asked.answered));
        // Undone, the step is answered already: any action is the reader's own.
        let again = act(act(right, DoubletsAction::Undo), DoubletsAction::TapPoint(Colour::Black, point(1)));
        assert_eq!(again.notice, None);
    }

    #[test]
    fn a_move_the_rules_leave_alone_is_told_as_played_by_itself_until_the_next_throw() {
        // Black throws 3 and 5, each a man to lay down: a choice, nothing done by itself.
        let game = DoubletsGame::from_record(&recorded(RuleSet::Willughby, "t61 t35"), 1);
        assert_eq!(game.by_itself(), None);
        // Black lays down on 3; the 5 is then the only move, played for Black.
        let game = act(game, DoubletsAction::TapPoint(Colour::Black, point(3)));
        let played = ByItself {
            thrower: Colour::Black,
            forced: vec![(Some(faces(&[5])[0]), Effect::BearDown(point(5)))],
            lost: vec![],
            passed: vec![],
        };
        assert_eq!(game.by_itself(), Some(played.clone()));
        assert!(game.awaiting_confirm());
        // Still told once the turn is handed on, until White throws.
        let game = act(game, DoubletsAction::Confirm);
        assert_eq!(game.by_itself(), Some(played.clone()));
        let game = act(game, DoubletsAction::Roll);
        assert_ne!(game.by_itself().map(|told| told.thrower), Some(Colour::Black));
        // Looking back at the turn, it is told as it was.
        let back = act(game, DoubletsAction::Seek(4));
        assert_eq!(back.by_itself(), Some(played));
    }

    #[test]
    fn dice_lost_or_passed_on_are_told_with_the_move_played_by_itself() {
        // Willughby: Black's points 1 and 2 are down already, and Black throws 1 and 2 again.
        let game = DoubletsGame::from_record(&recorded(RuleSet::Willughby, "t61 t12 1 2 t12 1 2 t12"), 1);
        let lost = ByItself { thrower: Colour::Black, forced: vec![], lost: faces(&[1, 2]), passed: vec![] };
        assert_eq!(game.by_itself(), Some(lost.clone()));
        let said = |lang, told: &ByItself| told_words(lang, told.thrower, &told.forced, &told.passed, &told.lost);
        assert_eq!(said(Lang::En, &lost), "Black's 1 and 2 are lost: no man can take them.");
        assert_eq!(said(Lang::It, &lost), "Il Nero perde i dadi 1 e 2: nessuna pedina può usarli.");
        assert_eq!(said(Lang::Pl, &lost), "Czarny traci kostki 1 i 2: żaden pionek nie może ich użyć.");
        assert_eq!(said(Lang::Ja, &lost), "黒の 1・2 はどの駒にも使えないので無効です。");
        // Doblet: White throws three 4s: one lays a man down, the next passes to Black, who
        // lays one down with it, the last is lost. None was a choice.
        let game = DoubletsGame::from_record(&recorded(RuleSet::Doblet, "t12 t444"), 1);
        let told = game.by_itself().expect("told");
        let four = faces(&[4])[0];
        let all = ByItself {
            thrower: Colour::White,
            forced: vec![(Some(four), Effect::BearDown(point(4)))],
            lost: vec![four],
            passed: vec![four],
        };
        assert_eq!(told, all);
        assert_eq!(
            said(Lang::En, &told),
            "White's 4 was played automatically: there was no other move. White's 4 passes to Black, who plays \
             it. White's 4 is lost: no man can take it."
        );
        let said_in = [
            (
                Lang::It,
                "Il dado 4 del Bianco è stato giocato in automatico: non c'era altra mossa. Il dado 4 del Bianco \
                        passa al Nero, che lo gioca. Il Bianco perde il dado 4: nessuna pedina può usarlo.",
            ),
            (
                Lang::Pl,
                "Kostka 4 Białego została rozegrana automatycznie: nie było innego ruchu. Kostka 4 Białego \
                        przechodzi na Czarnego, który ją rozgrywa. Biały traci kostkę 4: żaden pionek nie może jej użyć.",
            ),
            (
                Lang::Ja,
                "白の 4 は、ほかに手がないので自動で使いました。白の 4 は黒に渡り、黒が使います。白の 4 はどの駒にも使えないので無効です。",
            ),
        ];
        for (lang, text) in said_in {
            assert_eq!(said(lang, &told), text, "{lang:?}");
        }
        // A doublet's units left one point to take them: the men are counted.
        let units = ByItself {
            thrower: Colour::Black,
            forced: vec![(None, Effect::BearOff(point(6))); 2],
            lost: vec![],
            passed: vec![],
        };
        let said_in = [
            (Lang::En, "Black's doublet moved 2 men automatically: there was no other move."),
            (Lang::It, "Doppio del Nero: 2 pedine mosse in automatico, non c'era altra mossa."),
            (Lang::Pl, "Dublet Czarnego: automatycznie ruszono 2 pionki, nie było innego ruchu."),
            (Lang::Ja, "黒のゾロ目：ほかに手がないので、駒 2 個を自動で動かしました。"),
        ];
        for (lang, text) in said_in {
            assert_eq!(said(lang, &units), text, "{lang:?}");
        }
    }

    #[test]
    fn a_link_that_stops_at_a_throw_with_forced_moves_opens_at_the_game_s_end_not_looking_back() {
        // Black's throw of 1 and 2 is the link's last action; both dice are lost after it.
        let record = recorded(RuleSet::Willughby, "t61 t12 1 2 t12 1 2 t12");
        let game = DoubletsGame::from_kept(&Kept::whole(record.clone(), Players::People), 1);
        assert!(game.timeline.ply() > record.actions().len(), "the lost dice are played after the record");
        assert!(
            !game.looking_back(),
            "shown at the game's end, step {} of {}",
            game.timeline.ply(),
            game.timeline.played()
        );
        assert_eq!(game.position().dice_due(), Some(2), "White to throw");
        // A step the kept game was looking at is shown still.
        let mut kept = Kept::whole(record, Players::People);
        kept.view = Spot::game(3);
        assert_eq!(DoubletsGame::from_kept(&kept, 1).timeline.ply(), 3);
    }

    #[test]
    fn dice_no_point_can_take_are_given_up_and_said_so() {
        // Doblet: Black has thrown 3, 4 and 2, and those points are down already.
        let record = Record::read("1.doublets.doblet.18.t53t422242t216126t435354t344344t342").expect("a link");
        let game = DoubletsGame::from_record(&record, 1);
        assert!(game.choices().dice_unusable());
        assert_eq!(game.position().legal_actions().len(), 3, "each die given up in the order chosen");
        // Near miss: White to play 2, 1 and 6, whose 2 alone is down already.
        let record = Record::read("1.doublets.doblet.6.t53t422242t216").expect("a link");
        assert!(!DoubletsGame::from_record(&record, 1).choices().dice_unusable());
    }

    #[test]
    fn a_game_opened_from_its_record_is_the_same_game_step_by_step() {
        for rules in RuleSet::ALL {
            for steps in [0, 1, 7, 40] {
                let game = played(rules, 11, steps);
                let record = game.link_record();
                let opened = DoubletsGame::from_record(&record, 99);
                assert_eq!(opened.position(), game.position(), "{rules} after {steps} steps");
                assert_eq!(opened.link_record(), record);
                // A record does not say whether the last turn was confirmed: a turn played
                // out opens confirmed.
                assert!(!opened.awaiting_confirm());
                let game = match game.awaiting_confirm() {
                    true => act(game, DoubletsAction::Confirm),
                    false => game,
                };
                assert_eq!(opened.settled, game.settled, "{rules} after {steps} steps");
                let bys = |g: &DoubletsGame| g.timeline.moves().map(|s| s.by).collect::<Vec<_>>();
                assert_eq!(bys(&opened), bys(&game), "forced moves are the rules' again");
            }
        }
    }

    #[test]
    fn a_record_cut_before_its_forced_moves_opens_with_them_played() {
        // The opening throw, then Black's doublet: its four units go on points of Black's
        // choosing, so the record opens where it stops.
        let mut record = Record::new(RuleSet::Willughby);
        record.play(Action::Throw(vec![Face::new(6).unwrap(), Face::new(1).unwrap()])).unwrap();
        record.play(Action::Throw(vec![Face::new(2).unwrap(), Face::new(2).unwrap()])).unwrap();
        let opened = DoubletsGame::from_record(&record, 5);
        assert_eq!(opened.timeline.ply(), 2, "four units of a doublet leave a choice");
        let mut record = Record::new(RuleSet::Doblet);
        record.play(Action::Throw(vec![Face::new(1).unwrap(), Face::new(2).unwrap()])).unwrap();
        record.play(Action::Throw(vec![Face::new(4).unwrap(); 3])).unwrap();
        let opened = DoubletsGame::from_record(&record, 5);
        assert_eq!(opened.timeline.ply(), 5, "three dice alike leave no choice: all played");
        assert!(!opened.awaiting_confirm(), "a turn with no choice needs no confirm");
        assert_eq!(opened.position().dice_due(), Some(3));
    }

    #[test]
    fn between_two_people_undo_after_opening_takes_back_the_last_turns_choices_only() {
        // Play until a choice is made with dice left to play, then open the game from its
        // record.
        let mut game = DoubletsGame::new(RuleSet::Cotton, 3);
        while !(game.can_undo() && game.position().dice_due().is_none()) {
            game = step(game);
        }
        let opened = DoubletsGame::from_record(&game.link_record(), 8);
        assert!(opened.can_undo());
        let undone = act(opened.clone(), DoubletsAction::Undo);
        let expected = act(game, DoubletsAction::Undo);
        assert_eq!(undone.position(), expected.position());
        let again = act(undone, DoubletsAction::Undo);
        assert!(matches!(again.notice, Some(DoubletsNotice::NothingToUndo { against_the_computer: false })));
    }

    #[test]
    fn against_the_computer_undo_reaches_back_through_the_record_and_its_throws_come_again() {
        let game = played(RuleSet::Willughby, 21, 30);
        let record = game.link_record();
        let opened = DoubletsGame::from_record(&record, 1234);
        let opened = act(opened, DoubletsAction::Players(Players::ComputerBlack));
        // Undo as often as it goes: back to the first choice of the record.
        let mut undone = opened.clone();
        while undone.can_undo() {
            undone = act(undone, DoubletsAction::Undo);
        }
        assert!(undone.timeline.ply() < opened.timeline.ply());
        // Played on as before (the people's choices again), the record's own throws return.
        let mut replayed = act(undone, DoubletsAction::Players(Players::People));
        while replayed.timeline.ply() < record.actions().len() {
            let next = record.actions()[replayed.timeline.ply()].clone();
            replayed = match next {
                Action::Throw(_) if replayed.awaiting_confirm() => act(replayed, DoubletsAction::Confirm),
                Action::Throw(_) => act(replayed, DoubletsAction::Roll),
                action => act(replayed, DoubletsAction::Play(action)),
            };
            assert_eq!(replayed.notice, None);
        }
        assert_eq!(replayed.link_record(), record);
    }

    #[test]
    fn continuing_a_saved_game_says_so_and_keeps_who_sits_at_the_table() {
        let saved = played(RuleSet::Rabattues, 4, 12).link_record();
        let fresh = act(DoubletsGame::new(RuleSet::Willughby, 1), DoubletsAction::Players(Players::ComputerWhite));
        let game = act(fresh, DoubletsAction::Open(Box::new(Kept::whole(saved.clone(), Players::People)), 2));
        assert_eq!(game.link_record(), saved);
        assert_eq!(game.players, Players::ComputerWhite);
        assert_eq!(game.notice, Some(DoubletsNotice::Resumed));
        assert_eq!(log(&game), saved.position().log());
    }

    #[test]
    fn a_refused_tap_changes_nothing_but_the_notice() {
        let game = DoubletsGame::new(RuleSet::Willughby, 7);
        let tapped = act(game.clone(), DoubletsAction::TapDie(Face::new(3).unwrap()));
        assert_eq!(tapped.notice, Some(DoubletsNotice::ThrowFirst));
        assert_eq!(tapped.timeline, game.timeline);
        assert_eq!(act(tapped, DoubletsAction::Roll).notice, None, "the next action clears it");
    }

    #[test]
    fn the_computer_is_due_whenever_it_sits_at_the_player_who_must_act() {
        // Between two people, to a choice with dice left, then an undo.
        let mut game = DoubletsGame::new(RuleSet::Cotton, 3);
        while !(game.can_undo() && game.position().dice_due().is_none()) {
            game = step(game);
        }
        let actor = game.actor().expect("the game goes on");
        let seat = |colour| if colour == Colour::White { Players::ComputerWhite } else { Players::ComputerBlack };
        let undone = act(game.clone(), DoubletsAction::Undo);
        let undone_actor = undone.actor().expect("the game goes on");
        let seated = act(undone, DoubletsAction::Players(seat(undone_actor)));
        assert!(seated.computer_due().is_some(), "after an undo, a change of seat");
        // A link opened mid-turn, and the saved game continued.
        let opened = act(DoubletsGame::from_record(&game.link_record(), 8), DoubletsAction::Players(seat(actor)));
        assert_eq!(opened.computer_due(), Some(ComputerDue::Choice), "a link");
        let fresh = act(DoubletsGame::new(RuleSet::Cotton, 1), DoubletsAction::Players(seat(actor)));
        let resumed = act(fresh, DoubletsAction::Open(Box::new(Kept::whole(game.link_record(), Players::People)), 2));
        assert_eq!(resumed.computer_due(), Some(ComputerDue::Choice), "the saved game");
    }
}
