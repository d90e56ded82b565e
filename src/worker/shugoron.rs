//! shUgorØn's computer in the worker: its strong level checks each question against an
//! exhaustive search, which would hold up the page. The page sends the game (who asks first
//! and every action) and the level; the worker replays the game through the rules and
//! works out the computer's action a few candidates at a time ([`Deliberation`]), so that a
//! game left meanwhile cancels it.

use serde::{Deserialize, Serialize};

use super::job::{Job, Start, Step};
use super::kept::Kept;
use crate::ai::shugoron::{Deliberation, Level, Opponent};
use crate::games::shugoron::record::Record;
use crate::games::shugoron::{Action, PlayError, Player};
use crate::rng::Rng;

/// A game of shUgorØn as the page sends it, secrets included: the page's own worker
/// needs the whole table to replay it, and reads only what the computer's seat may know.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShugoronGameRecord {
    pub first: Player,
    /// Every action from the start.
    pub actions: Vec<Action>,
}

impl From<&Record> for ShugoronGameRecord {
    fn from(record: &Record) -> Self {
        ShugoronGameRecord { first: record.first(), actions: record.actions().to_vec() }
    }
}

impl ShugoronGameRecord {
    /// Replays the game through the rules.
    fn replay(&self) -> Result<Record, ShugoronUnreplayable> {
        let mut record = Record::new(self.first);
        for (ply, &action) in self.actions.iter().enumerate() {
            record.play(action).map_err(|error| ShugoronUnreplayable { number: ply + 1, action, error })?;
        }
        Ok(record)
    }
}

/// An action of the game the page sent that the rules refuse.
pub type ShugoronUnreplayable = super::refused::Unreplayable<Action, PlayError>;

/// The action the computer at `level` takes for the player to move in `game`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShugoronChoice {
    pub game: ShugoronGameRecord,
    pub level: Level,
}

/// The computer's action being worked out, and the generator its draws come from.
pub struct ShugoronChoiceJob {
    deliberation: Deliberation,
    rng: Rng,
}

impl Job for ShugoronChoiceJob {
    type Kind = ShugoronChoice;

    /// Candidates weighed in a step: a few milliseconds, the exhaustive search the longest.
    const CHUNK: u32 = 8;

    fn start(ShugoronChoice { game, level }: ShugoronChoice, seed: u64, _: &mut Kept) -> Start<Self> {
        match game.replay() {
            Err(reason) => Start::Done(Err(reason)),
            Ok(record) if record.table().ending().is_some() => Start::Done(Ok(None)),
            Ok(record) => {
                let deliberation = Opponent::Ai(level).deliberate(record.table());
                Start::Running(ShugoronChoiceJob { deliberation, rng: Rng::seed(seed) })
            }
        }
    }

    fn step(&mut self, _: &mut Kept, budget: u32) -> Step<Self> {
        match self.deliberation.weigh(budget) {
            false => Step::Going(None),
            true => Step::Done(Ok(Some(self.deliberation.decide(&mut self.rng)))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::shugoron::{Phase, Question, SetCard};
    use crate::worker::{Event, Reply, Said, Scheduler};

    fn set(text: &str) -> SetCard {
        text.parse().unwrap()
    }

    /// The worker's last word on job 7, the computer's choice at the strong level in `game`.
    fn answer(game: ShugoronGameRecord) -> Reply {
        let request = ShugoronChoice { game, level: Level::Strong };
        Scheduler::default().last_word(7, request).expect("an answer")
    }

    #[test]
    fn the_computer_answers_with_a_legal_action_for_the_player_to_move() {
        let mut record = Record::new(Player::P2);
        record.hide(Player::P1, set("13")).unwrap();
        let Reply { job: 7, said: Said::ShugoronChoice(Event::Done(Ok(Some(action)))) } = answer((&record).into())
        else {
            panic!("no action")
        };
        assert!(matches!(action, Action::Hide { player: Player::P2, .. }), "{action}");
        record.play(action).unwrap();
        let Said::ShugoronChoice(Event::Done(Ok(Some(action)))) = answer((&record).into()).said else {
            panic!("no question")
        };
        assert_eq!(record.table().phase(), Phase::Asking(Player::P2));
        record.play(action).unwrap();
    }

    #[test]
    fn a_game_the_rules_refuse_is_answered_with_the_action_refused() {
        let hide = Action::Hide { player: Player::P1, card: set("13") };
        let ask = Action::Ask(Question::Card(set("13")));
        let game = ShugoronGameRecord { first: Player::P1, actions: vec![hide, ask] };
        let Reply { job: 7, said: Said::ShugoronChoice(Event::Done(Err(reason))) } = answer(game) else {
            panic!("replayed")
        };
        assert_eq!((reason.number, reason.action), (2, ask));
        assert_eq!(reason.error, PlayError::MustHideFirst(Player::P2));
    }

    #[test]
    fn a_message_with_bits_of_no_card_is_refused() {
        assert_eq!(serde_json::to_string(&set("135")).unwrap(), "21");
        assert_eq!(serde_json::from_str::<SetCard>("21").unwrap(), set("135"));
        assert!(serde_json::from_str::<SetCard>("32").unwrap_err().to_string().contains("32 is not a set"));
    }
}
