//! A connection game's link record as the page uses it, written once for Hex and TwixT over
//! the game's adapter: only the query string and the setting's words are the game's own
//! ([`Setting`]).

use crate::games::connection::ConnectionGame;
use crate::games::connection::link::{self, LinkError, Linked};
use crate::games::record::ReadError;
use crate::games::{Game, GameKind};
use crate::i18n::Lang;
use crate::i18n::faults::Worded;
use crate::ui::record::LinkRecord;

/// What the page says of a connection game's setup. Apart from [`super::ScreenGame`],
/// which asks its record to be a [`LinkRecord`] already.
pub trait Setting: ConnectionGame {
    /// The query string that opens a new game with `setup`.
    fn setup_query(setup: Self::Setup) -> String;
    /// The board and rules in a few words, in `lang`: "11×11".
    fn setting(setup: Self::Setup, lang: Lang) -> String;
}

impl<R> LinkRecord for R
where
    R: Linked<Move: PartialEq, Game: Setting<Record = R>> + PartialEq + 'static,
    LinkError<R>: Worded,
{
    const GAME: GameKind = R::Game::KIND;
    type Move = R::Move;
    type Error = LinkError<R>;

    fn read(text: &str) -> Result<R, ReadError<R, LinkError<R>>> {
        link::read(text)
    }

    fn write(&self) -> String {
        link::write(self)
    }

    fn setup_query(&self) -> String {
        R::Game::setup_query(R::Game::setup_of(self))
    }

    fn setting(&self, lang: Lang) -> String {
        R::Game::setting(R::Game::setup_of(self), lang)
    }

    fn played(&self) -> &[R::Move] {
        Linked::played(self)
    }

    fn is_over(&self) -> bool {
        R::Game::position(self).outcome().is_some()
    }

    /// A resignation (or a draw agreed) is a move too: the move list shows it, and a link
    /// opens at it.
    fn moves(&self) -> usize {
        Linked::played(self).len() + usize::from(Linked::ending(self).is_some())
    }

    fn begins_with(&self, earlier: &R) -> bool {
        R::Game::continues(self, earlier).is_some()
    }
}
