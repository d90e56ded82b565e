use std::fmt;

use super::table::Effect;
use super::{Action, DoubletRule, Event, Face, Phase, Point, RuleSet, Table, most_dice_used};
use crate::games::Colour;
use crate::rng::Rng;

/// What the thrower still holds from the last throw.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Hand {
    /// Dice to play one at a time, in the order the player chooses.
    Dice(Vec<Face>),
    /// A doublet counted as pips: each unit bears one man down or off on any point.
    Units(u8),
}

/// Where the game stands: who must do what.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// Each player throws one die; the higher throws first.
    Opening,
    /// `Colour` must throw.
    Throw(Colour),
    /// `player` plays `hand`; `again` when a doublet earns another throw afterwards.
    Play {
        player: Colour,
        hand: Hand,
        again: bool,
    },
    Over {
        winner: Colour,
    },
}

/// A game of Doublets under one rule set, with its log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    rules: RuleSet,
    tables: [Table; 2],
    stage: Stage,
    log: Vec<Event>,
}

/// An action the rules do not allow now. The position is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum PlayError {
    GameOver,
    /// A die or unit was played, but the dice must be thrown first.
    ThrowFirst,
    /// A throw, but the last throw is not played out.
    DiceInHand,
    DiceCount {
        expected: usize,
        given: usize,
    },
    NoSuchDie(Face),
    /// A die was named, but the hand is a doublet's units.
    UnitsInHand,
    /// A unit was named, but the hand is dice.
    NoUnits,
    /// A doublet unit on a point that can take none in the player's phase.
    PointTakesNoUnit {
        point: Point,
        phase: Phase,
    },
    /// Ofanfelling's bear-off: this die moves a man from a higher point, which must be named.
    ChooseFrom(Face),
    /// This die cannot move a man from that point.
    NoSuchMove {
        face: Face,
        from: Point,
    },
    /// Played so (or now, when it cannot be used), this die leaves unused a die that another
    /// order of play uses (docs/rules.md §3: use as many dice as possible).
    UsesFewerDice(Face),
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::GameOver => f.write_str("the game is over"),
            PlayError::ThrowFirst => f.write_str("throw the dice first"),
            PlayError::DiceInHand => f.write_str("play the dice of the last throw before throwing again"),
            PlayError::DiceCount { expected, given } => write!(f, "this throw needs {expected} dice, not {given}"),
            PlayError::NoSuchDie(face) => write!(f, "there is no die {face} left to play"),
            PlayError::UnitsInHand => f.write_str("a doublet is played as units: name a point, like @4"),
            PlayError::NoUnits => f.write_str("there is no doublet unit to play: play a die"),
            PlayError::PointTakesNoUnit { point, phase } => {
                write!(f, "point {point} has no man to take a unit while {}", phase.name())
            }
            PlayError::ChooseFrom(face) => {
                write!(f, "point {face} is empty: name the higher point the {face} moves a man from, like {face}:6")
            }
            PlayError::NoSuchMove { face, from } => write!(f, "the {face} cannot move a man from point {from}"),
            PlayError::UsesFewerDice(face) => write!(
                f,
                "not the {face} so, now: another order of play uses more of the dice, and every die must be used that \
                 can be"
            ),
        }
    }
}

impl std::error::Error for PlayError {}

/// The action that plays `face` for `effect`: a move names its higher point.
fn action_of(face: Face, effect: Effect) -> Action {
    match effect {
        Effect::Move { from, .. } => Action::Move { face, from },
        _ => Action::Die(face),
    }
}

const fn seat(colour: Colour) -> usize {
    match colour {
        Colour::Black => 0,
        Colour::White => 1,
    }
}

impl Position {
    pub fn new(rules: RuleSet) -> Position {
        Position { rules, tables: [Table::new(rules), Table::new(rules)], stage: Stage::Opening, log: Vec::new() }
    }

    pub const fn rules(&self) -> RuleSet {
        self.rules
    }

    pub fn table(&self, colour: Colour) -> &Table {
        &self.tables[seat(colour)]
    }

    pub const fn stage(&self) -> &Stage {
        &self.stage
    }

    /// Every event so far, oldest first.
    pub fn log(&self) -> &[Event] {
        &self.log
    }

    pub const fn winner(&self) -> Option<Colour> {
        match self.stage {
            Stage::Over { winner } => Some(winner),
            _ => None,
        }
    }

    /// The player who must act: Black during the opening throw (who throws both dice).
    pub const fn to_move(&self) -> Colour {
        match &self.stage {
            Stage::Opening => Colour::Black,
            Stage::Throw(player) | Stage::Play { player, .. } | Stage::Over { winner: player } => *player,
        }
    }

    /// Dice the next throw takes, if a throw is due: one each at the opening.
    pub const fn dice_due(&self) -> Option<usize> {
        match self.stage {
            Stage::Opening => Some(2),
            Stage::Throw(_) => Some(self.rules.dice()),
            Stage::Play { .. } | Stage::Over { .. } => None,
        }
    }

    /// The throw that is due, drawn from `rng`; `None` when no throw is due.
    pub fn throw(&self, rng: &mut Rng) -> Option<Action> {
        let n = self.dice_due()?;
        Some(Action::Throw((0..n).map(|_| Face::ALL[rng.below(6) as usize]).collect()))
    }

    /// Every die or unit the player may play now, without repeats; empty when a throw is
    /// due or the game is over.
    pub fn legal_actions(&self) -> Vec<Action> {
        let Stage::Play { player, hand, .. } = &self.stage else { return Vec::new() };
        let table = self.table(*player);
        match hand {
            Hand::Units(_) => table.unit_effects().into_iter().map(|e| Action::Unit(e.point())).collect(),
            Hand::Dice(dice) => {
                let mut faces = dice.clone();
                faces.sort_unstable();
                faces.dedup();
                let choices = |face: Face| -> Vec<(Action, Option<Effect>)> {
                    match table.die_effects(face, self.rules).as_slice() {
                        [] => vec![(Action::Die(face), None)],
                        effects => effects.iter().map(|&effect| (action_of(face, effect), Some(effect))).collect(),
                    }
                };
                faces
                    .into_iter()
                    .flat_map(|face| choices(face).into_iter().map(move |choice| (face, choice)))
                    .filter(|&(face, (_, effect))| self.uses_most_dice(table, dice, face, effect))
                    .map(|(_, (action, _))| action)
                    .collect()
            }
        }
    }

    /// Whether playing `face` of `dice` for `effect` (`None`: as a die that cannot be used)
    /// still lets the throw use as many of its dice as any order of play would.
    fn uses_most_dice(&self, table: &Table, dice: &[Face], face: Face, effect: Option<Effect>) -> bool {
        let after = |table: &Table, face: Face| table.after_die(face, self.rules);
        let mut rest = dice.to_vec();
        rest.remove(rest.iter().position(|&d| d == face).expect("the die is in the hand"));
        let used = match effect {
            Some(effect) => 1 + most_dice_used(&table.after(effect, self.rules), &rest, &after),
            None => most_dice_used(table, &rest, &after),
        };
        used == most_dice_used(table, dice, &after)
    }

    /// Plays `action`, or says why it is not allowed and leaves the position as it was.
    pub fn play(&mut self, action: Action) -> Result<(), PlayError> {
        match (&self.stage, action) {
            (Stage::Over { .. }, _) => Err(PlayError::GameOver),
            (Stage::Opening | Stage::Throw(_), Action::Throw(dice)) => self.take_throw(dice),
            (Stage::Opening | Stage::Throw(_), _) => Err(PlayError::ThrowFirst),
            (Stage::Play { .. }, Action::Throw(_)) => Err(PlayError::DiceInHand),
            (Stage::Play { player, hand, .. }, action) => {
                let (player, table) = (*player, self.table(*player));
                let (die, effect) = match (hand, action) {
                    (Hand::Units(_), Action::Unit(point)) => {
                        let effect = table
                            .unit_effects()
                            .into_iter()
                            .find(|e| e.point() == point)
                            .ok_or(PlayError::PointTakesNoUnit { point, phase: table.phase() })?;
                        (None, Some(effect))
                    }
                    (Hand::Units(_), _) => return Err(PlayError::UnitsInHand),
                    (Hand::Dice(_), Action::Unit(_)) => return Err(PlayError::NoUnits),
                    (Hand::Dice(dice), Action::Die(face)) if dice.contains(&face) => {
                        // The die on its own point (Ofanfelling: bearing off rather than moving).
                        let effects = table.die_effects(face, self.rules);
                        match effects.iter().find(|e| !matches!(e, Effect::Move { .. })) {
                            Some(&effect) => (Some(face), Some(effect)),
                            None if effects.is_empty() => (Some(face), None),
                            None => return Err(PlayError::ChooseFrom(face)),
                        }
                    }
                    (Hand::Dice(dice), Action::Move { face, from }) if dice.contains(&face) => {
                        let effect = table
                            .die_effects(face, self.rules)
                            .into_iter()
                            .find(|e| matches!(e, Effect::Move { from: f, .. } if *f == from))
                            .ok_or(PlayError::NoSuchMove { face, from })?;
                        (Some(face), Some(effect))
                    }
                    (Hand::Dice(_), Action::Die(face) | Action::Move { face, .. }) => {
                        return Err(PlayError::NoSuchDie(face));
                    }
                    (Hand::Dice(_), Action::Throw(_)) => unreachable!("matched above"),
                };
                if let (Hand::Dice(dice), Some(face)) = (hand, die) {
                    if !self.uses_most_dice(table, dice, face, effect) {
                        return Err(PlayError::UsesFewerDice(face));
                    }
                }
                self.spend(die);
                match (effect, die) {
                    (Some(effect), die) => {
                        self.tables[seat(player)].apply(effect, self.rules);
                        self.log.push(Event::Played { player, die, effect });
                    }
                    (None, Some(face)) => self.unusable(player, face),
                    (None, None) => unreachable!("a unit always has an effect"),
                }
                self.after_action(player);
                Ok(())
            }
        }
    }

    fn take_throw(&mut self, dice: Vec<Face>) -> Result<(), PlayError> {
        let expected = self.dice_due().expect("a throw is due");
        if dice.len() != expected {
            return Err(PlayError::DiceCount { expected, given: dice.len() });
        }
        let Stage::Throw(player) = self.stage else {
            let (black, white) = (dice[0], dice[1]);
            self.log.push(Event::Opening { black, white });
            if black != white {
                self.stage = Stage::Throw(if black > white { Colour::Black } else { Colour::White });
            }
            return Ok(());
        };
        self.log.push(Event::Thrown { player, dice: dice.clone() });
        let doublet = dice.len() == 2 && dice[0] == dice[1];
        let (hand, again) = match self.rules.doublet() {
            DoubletRule::Pips if doublet => (Hand::Units(2 * dice[0].get()), false),
            DoubletRule::ThrowAgain => (Hand::Dice(dice), doublet),
            DoubletRule::Pips | DoubletRule::Plain => (Hand::Dice(dice), false),
        };
        self.stage = Stage::Play { player, hand, again };
        Ok(())
    }

    /// Takes the die or unit just played out of the hand.
    fn spend(&mut self, die: Option<Face>) {
        let Stage::Play { hand, .. } = &mut self.stage else { unreachable!("only called while playing") };
        match (hand, die) {
            (Hand::Units(units), None) => *units -= 1,
            (Hand::Dice(dice), Some(face)) => {
                let at = dice.iter().position(|d| *d == face).expect("the die is in the hand");
                dice.remove(at);
            }
            _ => unreachable!("dice are spent from dice, units from units"),
        }
    }

    /// A die its thrower cannot use: lost, or played at once by the opponent if the rule
    /// set allows and the opponent can use it.
    fn unusable(&mut self, player: Colour, face: Face) {
        let opponent = player.opponent();
        let passes = self.rules.unusable_die().passes(self.table(player).phase(), self.table(opponent).phase());
        // Only Ofanfelling offers a choice for a die, and it never passes one.
        let effect = self.table(opponent).die_effects(face, self.rules).first().copied();
        match effect.filter(|_| passes) {
            Some(effect) => {
                self.tables[seat(opponent)].apply(effect, self.rules);
                self.log.push(Event::Passed { to: opponent, face, effect });
            }
            None => self.log.push(Event::Lost { player, face }),
        }
    }

    /// Ends the game, or the turn once the hand is played out.
    fn after_action(&mut self, player: Colour) {
        let Stage::Play { hand, again, .. } = &self.stage else { unreachable!("only called while playing") };
        let empty = matches!(hand, Hand::Units(0)) || matches!(hand, Hand::Dice(d) if d.is_empty());
        let again = *again;
        if let Some(winner) = [player, player.opponent()].into_iter().find(|c| self.table(*c).is_cleared()) {
            self.log.push(Event::Won(winner));
            self.stage = Stage::Over { winner };
        } else if empty {
            self.stage = Stage::Throw(if again { player } else { player.opponent() });
        }
    }
}
