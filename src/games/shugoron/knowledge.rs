use super::{Answer, Cards, Question, Reply, SetCard};

/// What one player can deduce about the opponent's hidden set from what happened in the
/// open: the sets still possible, and each answer heard since the set was hidden with the
/// sets it ruled out. It never looks at the secret, so the page may show it to the asker
/// and the AI may reason with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Knowledge {
    candidates: Cards,
    clues: Vec<Clue>,
}

/// One question about the current hidden set, its reply, and what that reply ruled out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clue {
    pub question: Question,
    pub reply: Reply,
    /// The sets that were candidates before this reply and are not after it.
    pub ruled_out: Cards,
}

impl Knowledge {
    /// Right after the opponent hides a set: it is any card not on their used pile.
    pub fn fresh(opponent_used: Cards) -> Knowledge {
        Knowledge { candidates: Cards::DECK.minus(opponent_used), clues: Vec::new() }
    }

    /// The sets the hidden set may still be.
    pub const fn candidates(&self) -> Cards {
        self.candidates
    }

    /// The answers heard since the opponent last hid a set, oldest first.
    pub fn clues(&self) -> &[Clue] {
        &self.clues
    }

    /// Whether `reply` is what `question` gets when the hidden set is `hidden`.
    pub fn consistent(hidden: SetCard, question: Question, reply: Reply) -> bool {
        reply == Knowledge::reply(hidden, question)
    }

    /// The one true reply to `question` for `hidden`.
    pub fn reply(hidden: SetCard, question: Question) -> Reply {
        match question {
            Question::Card(card) => Reply::Card(Answer::between(hidden, card)),
            Question::Naming { named, .. } => Reply::Named { equal: hidden == named },
        }
    }

    /// The candidates that would give `reply` to `question`.
    pub fn narrowed(candidates: Cards, question: Question, reply: Reply) -> Cards {
        candidates.iter().filter(|&c| Knowledge::consistent(c, question, reply)).collect()
    }

    /// Takes in the reply to one of our questions.
    pub fn hear(&mut self, question: Question, reply: Reply) {
        let kept = Knowledge::narrowed(self.candidates, question, reply);
        self.clues.push(Clue { question, reply, ruled_out: self.candidates.minus(kept) });
        self.candidates = kept;
    }

    /// The opponent showed `card`: it is in their hand, so it is not their hidden set.
    pub fn saw_spent(&mut self, card: SetCard) {
        self.candidates = self.candidates.without(card);
    }
}
