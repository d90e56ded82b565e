use std::fmt;

use super::SetCard;

crate::named_choices! {
    /// The answer to a card question: how the hidden set X stands to the card A shown.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum Answer("answer") {
        /// X = A: a hit.
        Equal = "equal",
        /// X ⊋ A: X contains A and more.
        Larger = "larger",
        /// X ⊊ A: A contains X and more.
        Smaller = "smaller",
        /// Neither contains the other.
        Unrelated = "unrelated",
    }
}

impl Answer {
    /// The one true answer for `hidden` when `asked` is shown. Answers are always computed.
    pub const fn between(hidden: SetCard, asked: SetCard) -> Answer {
        match (hidden.contains(asked), asked.contains(hidden)) {
            (true, true) => Answer::Equal,
            (true, false) => Answer::Larger,
            (false, true) => Answer::Smaller,
            (false, false) => Answer::Unrelated,
        }
    }
}

/// What the asker hears: the four-way answer to a card question, or the yes/no of a
/// naming question.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Reply {
    Card(Answer),
    /// The naming question's answer: whether X is the named set.
    Named {
        equal: bool,
    },
}

impl Reply {
    /// Whether the answer is X = A.
    pub const fn is_hit(self) -> bool {
        matches!(self, Reply::Card(Answer::Equal) | Reply::Named { equal: true })
    }

    pub const fn name(self) -> &'static str {
        match self {
            Reply::Card(answer) => answer.name(),
            Reply::Named { equal: true } => "equal",
            Reply::Named { equal: false } => "not equal",
        }
    }
}

impl fmt::Display for Reply {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
