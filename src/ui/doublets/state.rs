//! The Doublets screen's state and its pure reducer. The dice come from a generator seeded
//! once outside the reducer (from the link's `seed`, else at random by the screen), so the
//! reducer stays pure and a seed replays a game exactly. A throw can never be undone; the
//! player's own choices can, until "confirm" hands the dice over.

use std::fmt;
use std::rc::Rc;

use yew::Reducible;

use crate::games::Colour;
use crate::games::doublets::{Action, Face, Point, Position, Stage, UnusableDie};
use crate::rng::Rng;
use crate::timeline::Timeline;
use crate::ui::route::DoubletsSetup;

/// One step of the game: an action, and whether the app played it because it was forced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub action: Action,
    pub forced: bool,
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.action.fmt(f)
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct DoubletsGame {
    pub setup: DoubletsSetup,
    pub timeline: Timeline<Position, Step>,
    rng: Rng,
    /// Steps before this one are settled: a throw, its forced moves, or a confirmed turn.
    settled: usize,
    pub notice: Option<String>,
    /// Whether men slide when they are laid down or borne off.
    pub animate: bool,
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
    New(DoubletsSetup, u64),
    Dismiss,
    Animate(bool),
}

impl DoubletsGame {
    pub fn new(setup: DoubletsSetup, seed: u64) -> DoubletsGame {
        DoubletsGame {
            setup,
            timeline: Timeline::new(Position::new(setup.rules)),
            rng: Rng::seed(seed),
            settled: 0,
            notice: None,
            animate: true,
        }
    }

    pub fn position(&self) -> &Position {
        self.timeline.current()
    }

    /// The thrower has played out the dice and must confirm (or undo) before the next throw.
    pub fn awaiting_confirm(&self) -> bool {
        self.timeline.ply() > self.settled && self.position().dice_due().is_some()
    }

    pub fn can_undo(&self) -> bool {
        self.timeline.ply() > self.settled && self.position().winner().is_none()
    }

    /// The actions a tap on `point` of `side` would play now: those that move a man there.
    /// A die that cannot be used belongs to no point; it is played by tapping the die.
    pub fn choices_on(&self, side: Colour, point: Point) -> Vec<Action> {
        let position = self.position();
        if !matches!(position.stage(), Stage::Play { player, .. } if *player == side) {
            return Vec::new();
        }
        let table = position.table(side);
        position
            .legal_actions()
            .into_iter()
            .filter(|action| match action {
                Action::Die(face) => table.die_effects(*face, position.rules()).iter().any(|e| e.point() == point),
                Action::Unit(p) => *p == point,
                Action::Move { from, .. } => *from == point,
                Action::Throw(_) => false,
            })
            .collect()
    }

    fn play(&mut self, action: Action, forced: bool) -> Result<(), String> {
        let mut next = self.position().clone();
        next.play(action.clone()).map_err(|e| e.to_string())?;
        self.timeline.push(Step { action, forced }, next);
        Ok(())
    }

    /// Plays every move that leaves no choice; returns with a choice, a throw due, or the end.
    /// Dice that are all unusable, where unusable dice are simply lost, are no choice either:
    /// whatever the order, each is lost.
    fn play_forced(&mut self) {
        loop {
            let position = self.position();
            let legal = position.legal_actions();
            let all_lost = position.rules().unusable_die() == UnusableDie::Lost
                && legal.iter().all(|action| {
                    matches!(action, Action::Die(face)
                        if position.table(position.to_move()).die_effects(*face, position.rules()).is_empty())
                });
            match legal.as_slice() {
                [only] => self.play(only.clone(), true),
                [first, ..] if all_lost => self.play(first.clone(), true),
                _ => return,
            }
            .expect("a legal action is accepted");
        }
    }

    fn act(&mut self, action: DoubletsAction) -> Result<(), String> {
        match action {
            DoubletsAction::Roll => {
                if self.awaiting_confirm() {
                    return Err("Confirm your turn (or undo) first: then the dice pass on.".to_owned());
                }
                let Some(throw) = self.timeline.current().throw(&mut self.rng) else {
                    return Err(match self.position().winner() {
                        Some(winner) => format!("The game is over: {winner} has won."),
                        None => "Play the dice you have thrown first.".to_owned(),
                    });
                };
                self.play(throw, false)?;
                self.play_forced();
                self.settled = self.timeline.ply();
            }
            DoubletsAction::TapPoint(side, point) => {
                let to_move = self.position().to_move();
                if self.position().dice_due().is_some() || self.position().winner().is_some() {
                    return Err(self.nothing_to_play());
                }
                if side != to_move {
                    return Err(format!("That is {side}'s point: {to_move} plays on their own points."));
                }
                let action = self.choices_on(side, point).into_iter().next().ok_or_else(|| {
                    format!("Point {point} cannot take any of your dice now: play a highlighted point or a die.")
                })?;
                self.play(action, false)?;
                self.play_forced();
            }
            DoubletsAction::TapDie(face) => self.play_chosen(Action::Die(face))?,
            DoubletsAction::Play(action) => self.play_chosen(action)?,
            DoubletsAction::Confirm => {
                if !self.awaiting_confirm() {
                    return Err("There is no finished turn to confirm.".to_owned());
                }
                self.settled = self.timeline.ply();
            }
            DoubletsAction::Undo => {
                if !self.can_undo() {
                    return Err("Nothing to undo: a throw stands once it is made.".to_owned());
                }
                // Back over the moves the app played by itself, to the player's own last choice.
                while self.timeline.ply() > self.settled && self.timeline.moves().nth(self.timeline.ply() - 1).is_some_and(|s| s.forced) {
                    self.timeline.undo();
                }
                if self.timeline.ply() > self.settled {
                    self.timeline.undo();
                }
            }
            DoubletsAction::New(setup, seed) => *self = DoubletsGame { animate: self.animate, ..DoubletsGame::new(setup, seed) },
            DoubletsAction::Dismiss => {}
            DoubletsAction::Animate(on) => self.animate = on,
        }
        Ok(())
    }

    /// A die or unit the player chose, then whatever it forces.
    fn play_chosen(&mut self, action: Action) -> Result<(), String> {
        if self.position().dice_due().is_some() || self.position().winner().is_some() {
            return Err(self.nothing_to_play());
        }
        self.play(action, false)?;
        self.play_forced();
        Ok(())
    }

    fn nothing_to_play(&self) -> String {
        match self.position().winner() {
            Some(winner) => format!("The game is over: {winner} has won."),
            None if self.awaiting_confirm() => "Your dice are played: confirm the turn, or undo.".to_owned(),
            None => "Throw the dice first.".to_owned(),
        }
    }
}

impl Reducible for DoubletsGame {
    type Action = DoubletsAction;

    fn reduce(self: Rc<Self>, action: DoubletsAction) -> Rc<Self> {
        let mut game = (*self).clone();
        game.notice = match game.act(action) {
            Ok(()) => None,
            Err(reason) => {
                // A refused action changes nothing but the notice.
                let mut unchanged = (*self).clone();
                unchanged.notice = Some(reason);
                return Rc::new(unchanged);
            }
        };
        Rc::new(game)
    }
}
