//! A game of Doublets as the page keeps and shares it: its link record
//! (`#g=1.doublets.…`, [`crate::games::doublets::record`]), every throw in it, so the game
//! opens elsewhere exactly as it was played.

use crate::games::GameKind;
use crate::games::doublets::Action;
use crate::games::doublets::record::{self, LinkError, Record};
use crate::games::record::ReadError;
use crate::i18n::Lang;
use crate::i18n::doublets::DOUBLETS;
use crate::ui::record::LinkRecord;
use crate::ui::route::DoubletsSetup;

impl LinkRecord for Record {
    const GAME: GameKind = GameKind::Doublets;
    type Move = Action;
    type Error = LinkError;

    fn read(text: &str) -> Result<Record, ReadError<Record, LinkError>> {
        record::read(text)
    }

    fn write(&self) -> String {
        record::write(self)
    }

    /// The rule set, without a seed: the record holds the throws so far, and the dice after
    /// them are the page's own.
    fn setup_query(&self) -> String {
        DoubletsSetup::of(self).query()
    }

    /// The rule set's name.
    fn setting(&self, lang: Lang) -> String {
        (DOUBLETS[lang].rule_set)(self.rules()).to_owned()
    }

    /// Every action, throws included: what a damaged link's fault counts too
    /// (`action 3 (7): …`).
    fn played(&self) -> &[Action] {
        self.actions()
    }

    fn is_over(&self) -> bool {
        self.position().winner().is_some()
    }
}
