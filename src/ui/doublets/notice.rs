//! What the Doublets screen tells the player: kept as what happened, worded only when drawn,
//! so a notice follows the language picker.

use crate::games::Colour;
use crate::games::doublets::record::Record;
use crate::games::doublets::{PlayError, Point};
use crate::games::study::StudyError;
use crate::i18n::Lang;
use crate::i18n::browsing::BROWSING;
use crate::i18n::doublets::{DOUBLETS, refusal};
use crate::i18n::lesson::LESSON;
use crate::i18n::sharing::SHARING;
use crate::i18n::study::study_faults;
use crate::ui::record::LinkRecord;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DoubletsNotice {
    /// A tap while the computer plays this colour's turn.
    ComputerPlaying(Colour),
    /// A tap on `side`'s point while `to_move` is to play.
    NotYourPoint {
        side: Colour,
        to_move: Colour,
    },
    /// A tap on a point no die or unit in hand can move a man on.
    PointTakesNoDie(Point),
    /// Undo with nothing to take back: between two people the throw stands; against the
    /// computer no choice has been made yet.
    NothingToUndo {
        against_the_computer: bool,
    },
    /// A throw before the finished turn is confirmed.
    ConfirmFirst,
    GameOver(Colour),
    /// A throw while the last throw's dice are still to play.
    PlayYourDice,
    NothingToConfirm,
    /// A die tapped once the dice are played.
    DicePlayed,
    ThrowFirst,
    /// The rules refused an action.
    Refused(PlayError),
    /// The game saved in this browser is back.
    Resumed,
    /// A tap that would play while the table shows an earlier position.
    LookingBack,
    /// An action that is not the answer to a lesson's question.
    NotTheAnswer,
    /// A comment refused, or a link's notes that could not be read.
    Study(Vec<StudyError>),
}

impl DoubletsNotice {
    /// The notice in `lang`. A game brought back is described as the table holds it
    /// (`record`, asked only then): the notice goes with the next action.
    pub fn text(&self, record: impl FnOnce() -> Record, lang: Lang) -> String {
        let words = &DOUBLETS[lang].notices;
        match self {
            DoubletsNotice::ComputerPlaying(colour) => (words.computer_playing)(*colour),
            DoubletsNotice::NotYourPoint { side, to_move } => (words.not_your_point)(*side, *to_move),
            DoubletsNotice::PointTakesNoDie(point) => (words.point_takes_no_die)(*point),
            DoubletsNotice::NothingToUndo { against_the_computer: false } => words.throw_stands.to_owned(),
            DoubletsNotice::NothingToUndo { against_the_computer: true } => words.no_choice_yet.to_owned(),
            DoubletsNotice::ConfirmFirst => words.confirm_first.to_owned(),
            DoubletsNotice::GameOver(winner) => (words.game_over)(*winner),
            DoubletsNotice::PlayYourDice => words.play_your_dice.to_owned(),
            DoubletsNotice::NothingToConfirm => words.nothing_to_confirm.to_owned(),
            DoubletsNotice::DicePlayed => words.dice_played.to_owned(),
            DoubletsNotice::ThrowFirst => words.throw_first.to_owned(),
            DoubletsNotice::Refused(error) => refusal(lang, error),
            DoubletsNotice::Resumed => (SHARING[lang].back)(&record().describe(lang)),
            DoubletsNotice::LookingBack => BROWSING[lang].looking_back_at_the_table.to_owned(),
            DoubletsNotice::NotTheAnswer => LESSON[lang].not_the_answer.to_owned(),
            DoubletsNotice::Study(faults) => study_faults(faults, lang),
        }
    }
}
