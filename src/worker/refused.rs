//! A game the page sent that the worker could not replay, for the games whose records
//! number their actions (Doublets, shUgorØn): only a fault in the page can send one.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::i18n::Lang;
use crate::i18n::faults::{FAULTS, Worded};

/// Action `number` (from 1) of the game the page sent, `action`, is refused by the rules
/// with `error`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Unplayable<A, E> {
    pub number: usize,
    pub action: A,
    pub error: E,
}

/// As a record's refused action is said: "action 3 (@4): …".
impl<A: fmt::Display, E: Worded> Worded for Unplayable<A, E> {
    fn worded(&self, lang: Lang) -> String {
        (FAULTS[lang].at_action)(self.number, &self.action.to_string(), &self.error.worded(lang))
    }
}

impl<A: fmt::Display, E: Worded> fmt::Display for Unplayable<A, E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.worded(Lang::En))
    }
}
