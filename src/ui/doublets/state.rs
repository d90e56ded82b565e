//! The Doublets screen's state and its pure reducer. The dice come from a generator seeded
//! once outside the reducer (from the link's `seed`, else at random by the screen), so the
//! reducer stays pure and a seed replays a game exactly. Between two people a throw can
//! never be undone; the player's own choices can, until "confirm" hands the dice over.
//! Against the computer, undo takes back to the player's last choice, the computer's moves
//! and throws included, and puts the dice back too, so the same throws come again.

use std::fmt;
use std::rc::Rc;

use yew::Reducible;

use crate::games::Colour;
use crate::games::doublets::{Action, Event, Face, Point, Position, Stage, UnusableDie};
use crate::rng::Rng;
use crate::timeline::Timeline;
use crate::ui::route::DoubletsSetup;
use crate::worker::DoubletsGameRecord;

crate::named_choices! {
    /// Who sits at the table: two people, or the computer for one colour or for both.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
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

    /// The choice in the Players menu.
    pub const fn label(self) -> &'static str {
        match self {
            Players::People => "Two players on this tablet",
            Players::ComputerWhite => "You play Black, the computer White",
            Players::ComputerBlack => "You play White, the computer Black",
            Players::Computers => "The computer plays both",
        }
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
    dice_before: Option<Rng>,
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.action.fmt(f)
    }
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
    pub setup: DoubletsSetup,
    pub timeline: Timeline<Position, Step>,
    rng: Rng,
    /// Steps before this one are settled: a throw, its forced moves, or a confirmed turn.
    settled: usize,
    pub players: Players,
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
    Players(Players),
    /// The computer's seat acts, as worked out when the game had `ply` steps (a step worked
    /// out for an older game is dropped).
    Computer { ply: usize, step: ComputerStep },
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
            players: Players::default(),
            notice: None,
            animate: true,
        }
    }

    pub fn position(&self) -> &Position {
        self.timeline.current()
    }

    /// The game so far, as the worker takes it.
    pub fn record(&self) -> DoubletsGameRecord {
        let actions = self.timeline.moves().take(self.timeline.ply()).map(|step| step.action.to_string()).collect();
        DoubletsGameRecord { rules: self.position().rules().name().to_owned(), actions }
    }

    /// The thrower has played out the dice and must confirm (or undo) before the next throw.
    pub fn awaiting_confirm(&self) -> bool {
        self.timeline.ply() > self.settled && self.position().dice_due().is_some()
    }

    /// Who must act now: the thrower who is to confirm, else the player to move; nobody
    /// once the game is over.
    pub fn actor(&self) -> Option<Colour> {
        let position = self.position();
        if position.winner().is_some() {
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

    /// Whether the player who must act now is the computer.
    pub fn computer_acts(&self) -> bool {
        self.actor().is_some_and(|colour| self.players.computer_plays(colour))
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

    /// The step undo goes back to: the last choice made by somebody at the table, since the
    /// turn was settled between two people; since the start against the computer.
    fn last_decision(&self) -> Option<usize> {
        let floor = if self.players == Players::People { self.settled } else { 0 };
        let steps: Vec<&Step> = self.timeline.moves().take(self.timeline.ply()).collect();
        (floor..steps.len()).rev().find(|&i| steps[i].by == By::Person && !matches!(steps[i].action, Action::Throw(_)))
    }

    pub fn can_undo(&self) -> bool {
        self.position().winner().is_none() && self.last_decision().is_some()
    }

    /// The actions a tap on `point` of `side` would play now: those that move a man there.
    /// A die that cannot be used belongs to no point; it is played by tapping the die.
    pub fn choices_on(&self, side: Colour, point: Point) -> Vec<Action> {
        let position = self.position();
        if self.computer_acts() || !matches!(position.stage(), Stage::Play { player, .. } if *player == side) {
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

    fn play(&mut self, action: Action, by: By) -> Result<(), String> {
        let mut next = self.position().clone();
        next.play(action.clone()).map_err(|e| e.to_string())?;
        self.timeline.push(Step { action, by, dice_before: None }, next);
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
                [only] => self.play(only.clone(), By::Rules),
                [first, ..] if all_lost => self.play(first.clone(), By::Rules),
                _ => return,
            }
            .expect("a legal action is accepted");
        }
    }

    /// Refuses a player's tap while the computer plays.
    fn not_the_computers_turn(&self) -> Result<(), String> {
        match self.actor().filter(|&colour| self.players.computer_plays(colour)) {
            Some(colour) => Err(format!("The computer is playing {colour}'s turn: wait for it to finish.")),
            None => Ok(()),
        }
    }

    fn act(&mut self, action: DoubletsAction) -> Result<(), String> {
        match action {
            DoubletsAction::Roll => {
                self.not_the_computers_turn()?;
                self.roll(By::Person)?;
            }
            DoubletsAction::TapPoint(side, point) => {
                self.not_the_computers_turn()?;
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
                self.play(action, By::Person)?;
                self.play_forced();
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
            DoubletsAction::Undo => {
                let Some(decision) = self.last_decision().filter(|_| self.position().winner().is_none()) else {
                    return Err(match self.players {
                        Players::People => "Nothing to undo: a throw stands once it is made.",
                        _ => "Nothing to undo: you have made no choice yet.",
                    }
                    .to_owned());
                };
                // The dice go back to before the first throw taken back, if any.
                let undone: Vec<&Step> = self.timeline.moves().take(self.timeline.ply()).skip(decision).collect();
                if let Some(dice) = undone.iter().find_map(|step| step.dice_before.clone()) {
                    self.rng = dice;
                }
                self.timeline.seek(decision);
                self.settled = self.settled.min(decision);
            }
            DoubletsAction::New(setup, seed) => {
                *self = DoubletsGame { animate: self.animate, players: self.players, ..DoubletsGame::new(setup, seed) }
            }
            DoubletsAction::Players(players) => self.players = players,
            DoubletsAction::Dismiss => {}
            DoubletsAction::Animate(on) => self.animate = on,
        }
        Ok(())
    }

    /// Throws the dice (keeping them as they stood, for undo), then plays what is forced.
    fn roll(&mut self, by: By) -> Result<(), String> {
        if self.awaiting_confirm() {
            return Err("Confirm your turn (or undo) first: then the dice pass on.".to_owned());
        }
        let dice_before = self.rng.clone();
        let Some(throw) = self.timeline.current().throw(&mut self.rng) else {
            return Err(match self.position().winner() {
                Some(winner) => format!("The game is over: {winner} has won."),
                None => "Play the dice you have thrown first.".to_owned(),
            });
        };
        let mut next = self.position().clone();
        next.play(throw.clone()).map_err(|e| e.to_string())?;
        self.timeline.push(Step { action: throw, by, dice_before: Some(dice_before) }, next);
        self.play_forced();
        self.settled = self.timeline.ply();
        Ok(())
    }

    fn confirm(&mut self) -> Result<(), String> {
        if !self.awaiting_confirm() {
            return Err("There is no finished turn to confirm.".to_owned());
        }
        self.settled = self.timeline.ply();
        Ok(())
    }

    /// A die or unit chosen, then whatever it forces.
    fn play_chosen(&mut self, action: Action, by: By) -> Result<(), String> {
        if self.position().dice_due().is_some() || self.position().winner().is_some() {
            return Err(self.nothing_to_play());
        }
        self.play(action, by)?;
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
        // A computer step worked out for another game, or for when the computer no longer
        // sits there, is dropped: nobody asked for it.
        let stale = matches!(&action, DoubletsAction::Computer { ply, .. }
            if *ply != self.timeline.ply() || !self.computer_acts());
        if stale {
            return self;
        }
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
