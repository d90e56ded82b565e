use std::fmt;

use super::{Player, SetCard, SetCardError};
use crate::games::UnknownName;

/// One turn's question (docs/rules.md §4: exactly one a turn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Question {
    /// Show `A`; hear equal, larger, smaller or unrelated.
    Card(SetCard),
    /// Show `card` (spent, otherwise irrelevant) and ask whether the hidden set is `named`.
    Naming { card: SetCard, named: SetCard },
}

impl Question {
    /// The card from the asker's hand that the question spends.
    pub const fn spends(self) -> SetCard {
        match self {
            Question::Card(card) | Question::Naming { card, .. } => card,
        }
    }
}

/// `ask 13`, `name 2 245`: the notation of the command line and the move log.
impl fmt::Display for Question {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Question::Card(card) => write!(f, "ask {card}"),
            Question::Naming { card, named } => write!(f, "name {card} {named}"),
        }
    }
}

/// Anything a player does: hide a set, or ask a question.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Action {
    Hide { player: Player, card: SetCard },
    Ask(Question),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Hide { player, card } => write!(f, "hide {player} {card}"),
            Action::Ask(question) => question.fmt(f),
        }
    }
}

/// A line that is not an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionError {
    /// The first word is not `hide`, `ask` or `name`.
    UnknownWord(String),
    /// The right word with the wrong number of sets after it.
    Arity {
        line: String,
        expected: &'static str,
    },
    Player(UnknownName),
    Set(SetCardError),
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::UnknownWord(word) => {
                write!(f, "'{word}' is not an action: write hide p1 135, ask 13 or name 2 245")
            }
            ActionError::Arity { line, expected } => write!(f, "'{line}' should read {expected}"),
            ActionError::Player(e) => e.fmt(f),
            ActionError::Set(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ActionError {}

impl From<SetCardError> for ActionError {
    fn from(e: SetCardError) -> Self {
        ActionError::Set(e)
    }
}

impl Action {
    /// Reads one line: `hide p1 135`, `ask 13`, `name 2 245` (the card shown, then the set
    /// named). The empty set is written `{}`.
    pub fn parse(line: &str) -> Result<Action, ActionError> {
        let words: Vec<&str> = line.split_whitespace().collect();
        let arity = |expected| ActionError::Arity { line: line.trim().to_owned(), expected };
        match words.as_slice() {
            [word, rest @ ..] if word.eq_ignore_ascii_case("hide") => match rest {
                [player, card] => {
                    Ok(Action::Hide { player: player.parse().map_err(ActionError::Player)?, card: card.parse()? })
                }
                _ => Err(arity("hide <p1|p2> <set>, e.g. hide p1 135")),
            },
            [word, rest @ ..] if word.eq_ignore_ascii_case("ask") => match rest {
                [card] => Ok(Action::Ask(Question::Card(card.parse()?))),
                _ => Err(arity("ask <card>, e.g. ask 13")),
            },
            [word, rest @ ..] if word.eq_ignore_ascii_case("name") => match rest {
                [card, named] => Ok(Action::Ask(Question::Naming { card: card.parse()?, named: named.parse()? })),
                _ => Err(arity("name <card> <set>, e.g. name 2 245")),
            },
            [word, ..] => Err(ActionError::UnknownWord((*word).to_owned())),
            [] => Err(ActionError::UnknownWord(String::new())),
        }
    }
}
