//! shUgorØn's computer in the worker: its strong level weighs each question by an exhaustive
//! search, tens to hundreds of milliseconds, which would freeze the page. The page sends
//! the game (who asks first and every action) and the level; the worker replays the game
//! through the rules and answers at once with the computer's action.

use serde::{Deserialize, Serialize};

use crate::ai::shugoron::{Level, Opponent};
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

/// The action the computer at `level` takes for the player to move in `game`, drawing from
/// `seed`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShugoronRequest {
    pub job: u32,
    pub game: ShugoronGameRecord,
    pub level: Level,
    pub seed: u64,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ShugoronReply {
    /// The computer's action; none when the game is over.
    Acted { job: u32, action: Option<Action> },
    /// The game sent could not be replayed.
    Failed { job: u32, reason: ShugoronUnreplayable },
}

/// The worker's answer to `request`.
pub fn answer(request: &ShugoronRequest) -> ShugoronReply {
    let job = request.job;
    match request.game.replay() {
        Ok(record) => {
            let table = record.table();
            let action =
                table.ending().is_none().then(|| Opponent::Ai(request.level).act(table, &mut Rng::seed(request.seed)));
            ShugoronReply::Acted { job, action }
        }
        Err(reason) => ShugoronReply::Failed { job, reason },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::shugoron::{Phase, Question, SetCard};

    fn set(text: &str) -> SetCard {
        text.parse().unwrap()
    }

    fn request(game: ShugoronGameRecord) -> ShugoronRequest {
        ShugoronRequest { job: 7, game, level: Level::Strong, seed: 1 }
    }

    #[test]
    fn the_computer_answers_with_a_legal_action_for_the_player_to_move() {
        let mut record = Record::new(Player::P2);
        record.hide(Player::P1, set("13")).unwrap();
        let ShugoronReply::Acted { job: 7, action: Some(action) } = answer(&request((&record).into())) else {
            panic!("no action")
        };
        assert!(matches!(action, Action::Hide { player: Player::P2, .. }), "{action}");
        record.play(action).unwrap();
        let ShugoronReply::Acted { action: Some(action), .. } = answer(&request((&record).into())) else {
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
        let ShugoronReply::Failed { job: 7, reason } = answer(&request(game)) else { panic!("replayed") };
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
