//! The shUgorØn screen's state and its pure reducer. The table holds both secrets; what
//! the page may show is decided here: `viewer` is the player who confirmed being alone
//! with the tablet, and nothing secret of anybody else is ever drawn. Randomness (who
//! starts, the computer's choices) comes in with the actions as seeds. Notices are kept
//! as what happened, and worded only when drawn, in the page's language of the moment.

use std::rc::Rc;

use yew::Reducible;

use crate::ai::shugoron::{Level, Opponent};
use crate::games::shugoron::record::Record;
use crate::games::shugoron::{Action, Phase, PlayError, Player, Question, SetCard, Table};
use crate::i18n::Lang;
use crate::i18n::common::COMMON;
use crate::i18n::shugoron::{SHUGORON, Seat, Shugoron};
use crate::rng::Rng;
use crate::ui::route::{ShugoronMode, ShugoronSetup};

#[derive(Clone, Debug, PartialEq)]
pub struct ShugoronGame {
    pub setup: ShugoronSetup,
    /// The game so far, every action recorded: the table, and what this browser keeps to
    /// resume it.
    pub record: Record,
    /// Who looks at the tablet now. `None`: the privacy screen is up.
    pub viewer: Option<Player>,
    /// The card picked in the viewer's hand.
    pub selected: Option<SetCard>,
    /// The set composed for a naming question.
    pub named: SetCard,
    pub lattice: bool,
    pub notice: Option<ShugoronNotice>,
    /// The game that "new game" replaced, so that a mistaken tap loses nothing.
    pub previous: Option<Rc<ShugoronGame>>,
}

/// What the screen must tell the player at the tablet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShugoronNotice {
    /// The table refused the tap.
    Refused(PlayError),
    /// Hide or ask with no card picked.
    TapCardFirst,
    /// A tap behind the privacy screen.
    PassFirst,
    /// A tap after the end.
    Over,
    /// Passing the tablet before asking.
    AskFirst,
    /// The table refused the computer's action. It chooses among legal ones, so this
    /// would be a bug, said rather than swallowed.
    ComputerRefused { action: Action, error: PlayError },
    /// A new game replaced one in progress (which "back" restores).
    NewGameStarted,
    /// The game saved in this browser is back.
    SavedBack,
}

impl ShugoronNotice {
    /// The notice in `lang`, naming the seats of `game`.
    pub fn text(self, game: &ShugoronGame, lang: Lang) -> String {
        let words = &SHUGORON[lang];
        let seat = |player| game.seat(player);
        match self {
            ShugoronNotice::Refused(error) => words.refusal(error, seat),
            ShugoronNotice::TapCardFirst => words.tap_card_first.to_owned(),
            ShugoronNotice::PassFirst => words.pass_first.to_owned(),
            ShugoronNotice::Over => words.over.to_owned(),
            ShugoronNotice::AskFirst => words.ask_first.to_owned(),
            ShugoronNotice::ComputerRefused { action, error } => {
                (words.computer_refused)(&action.to_string(), &words.refusal(error, seat))
            }
            ShugoronNotice::NewGameStarted => COMMON[lang].new_game_started.to_owned(),
            ShugoronNotice::SavedBack => words.saved_back.to_owned(),
        }
    }
}

pub enum ShugoronAction {
    /// The player to move confirms being alone with the tablet.
    Open,
    Select(SetCard),
    /// Adds or takes out an element of the named set.
    Toggle(u8),
    /// Makes this the named set (a tap on the lattice).
    NameSet(SetCard),
    Hide,
    Ask,
    Name,
    /// The viewer is done: the privacy screen goes up for the next player.
    Pass,
    /// The computer acts, drawing from this seed.
    Computer {
        seed: u64,
    },
    Lattice,
    Dismiss,
    New {
        setup: ShugoronSetup,
        seed: u64,
    },
    /// Bring back the game that the last "new game" replaced.
    Restore,
    /// Continue the game saved in this browser, behind the privacy screen if two share it.
    Resume {
        setup: ShugoronSetup,
        record: Record,
    },
}

impl ShugoronGame {
    pub fn new(setup: ShugoronSetup, seed: u64) -> ShugoronGame {
        let record = Record::random(&mut Rng::seed(seed));
        let viewer = match setup.mode {
            ShugoronMode::People => None,
            _ => Some(Player::P1),
        };
        ShugoronGame {
            setup,
            record,
            viewer,
            selected: None,
            named: SetCard::EMPTY,
            lattice: setup.lattice,
            notice: None,
            previous: None,
        }
    }

    pub fn table(&self) -> &Table {
        self.record.table()
    }

    /// The computer's level when it plays `player`.
    pub fn computer(&self, player: Player) -> Option<Level> {
        match self.setup.mode {
            ShugoronMode::Computer(level) if player == Player::P2 => Some(level),
            _ => None,
        }
    }

    /// Who sits in `player`'s place, as the words name them.
    pub fn seat(&self, player: Player) -> Seat {
        if self.computer(player).is_some() { Seat::Computer } else { Seat::Player(player) }
    }

    /// Whether the two players share the tablet (and so the privacy screen is used).
    pub fn hot_seat(&self) -> bool {
        self.setup.mode == ShugoronMode::People
    }

    /// Whether the computer should act now.
    pub fn computer_to_move(&self) -> bool {
        self.table().ending().is_none() && self.computer(self.table().to_move()).is_some()
    }

    /// Whether the viewer may act now (it is their move and they have not asked yet).
    pub fn viewer_to_move(&self) -> bool {
        self.table().ending().is_none() && self.viewer == Some(self.table().to_move())
    }

    /// The privacy screen is up: the tablet must go to the player to move.
    pub fn veiled(&self) -> bool {
        self.hot_seat() && self.viewer.is_none() && self.table().ending().is_none()
    }

    fn play(&mut self, result: Result<(), ShugoronNotice>) {
        match result {
            Ok(()) => {
                self.notice = None;
                self.selected = None;
                self.previous = None;
            }
            Err(reason) => self.notice = Some(reason),
        }
    }

    fn selected(&self) -> Result<SetCard, ShugoronNotice> {
        self.selected.ok_or(ShugoronNotice::TapCardFirst)
    }

    fn viewer_acts(&self) -> Result<Player, ShugoronNotice> {
        let viewer = self.viewer.ok_or(ShugoronNotice::PassFirst)?;
        if self.table().ending().is_some() {
            return Err(ShugoronNotice::Over);
        }
        Ok(viewer)
    }

    fn ask(&mut self, question: impl FnOnce(SetCard) -> Question) {
        let result = self.viewer_acts().and_then(|viewer| {
            let card = self.selected()?;
            self.record.ask(viewer, question(card)).map(|_| ()).map_err(ShugoronNotice::Refused)
        });
        self.play(result);
    }
}

impl Reducible for ShugoronGame {
    type Action = ShugoronAction;

    fn reduce(self: Rc<Self>, action: ShugoronAction) -> Rc<Self> {
        let mut game = (*self).clone();
        match action {
            ShugoronAction::Open => {
                if game.veiled() {
                    game.viewer = Some(game.table().to_move());
                }
            }
            ShugoronAction::Select(card) => {
                game.selected = Some(card);
                game.notice = None;
            }
            ShugoronAction::Toggle(element) => game.named = game.named.toggled(element),
            ShugoronAction::NameSet(set) => game.named = set,
            ShugoronAction::Hide => {
                let result = game.viewer_acts().and_then(|viewer| {
                    let card = game.selected()?;
                    game.record.hide(viewer, card).map_err(ShugoronNotice::Refused)
                });
                let hid = result.is_ok();
                game.play(result);
                if hid && game.hot_seat() {
                    game.viewer = None;
                }
            }
            ShugoronAction::Ask => game.ask(Question::Card),
            ShugoronAction::Name => {
                let named = game.named;
                game.ask(|card| Question::Naming { card, named });
            }
            ShugoronAction::Pass => {
                if game.hot_seat() && game.viewer_to_move() {
                    game.notice = Some(ShugoronNotice::AskFirst);
                } else if game.hot_seat() {
                    game.viewer = None;
                    game.selected = None;
                    game.notice = None;
                }
            }
            ShugoronAction::Computer { seed } => {
                let player = game.table().to_move();
                if let (Some(level), None) = (game.computer(player), game.table().ending()) {
                    let action = Opponent::Ai(level).act(game.table(), &mut Rng::seed(seed));
                    // The computer chooses among legal actions; were one refused, say so.
                    if let Err(error) = game.record.play(action) {
                        game.notice = Some(ShugoronNotice::ComputerRefused { action, error });
                    }
                }
            }
            ShugoronAction::Lattice => game.lattice = !game.lattice,
            ShugoronAction::Dismiss => {
                game.notice = None;
                game.previous = None;
            }
            ShugoronAction::New { setup, seed } => {
                // The replaced game comes back behind the privacy screen: whoever taps
                // "back" may not be the player who was looking.
                let replaced =
                    ShugoronGame { viewer: game.viewer.filter(|_| !game.hot_seat()), previous: None, ..game };
                let started = replaced.table().ply() > 0;
                game = ShugoronGame { lattice: replaced.lattice, ..ShugoronGame::new(setup, seed) };
                if started {
                    game.notice = Some(ShugoronNotice::NewGameStarted);
                    game.previous = Some(Rc::new(replaced));
                }
            }
            ShugoronAction::Resume { setup, record } => {
                game = ShugoronGame { record, notice: Some(ShugoronNotice::SavedBack), ..ShugoronGame::new(setup, 0) };
            }
            ShugoronAction::Restore => {
                if let Some(previous) = game.previous.take() {
                    game = ShugoronGame { notice: None, ..(*previous).clone() };
                }
            }
        }
        Rc::new(game)
    }
}

/// What the status line says.
pub fn status(game: &ShugoronGame, words: &Shugoron) -> String {
    let table = game.table();
    if table.ending().is_some() {
        let score = format!("{}–{}", table.hits(Player::P1), table.hits(Player::P2));
        return match table.winner() {
            Some(winner) => (words.won)(game.seat(winner), &score),
            None => (words.draw)(&score),
        };
    }
    match table.phase() {
        Phase::Hiding(p) => (words.to_hide)(game.seat(p)),
        Phase::Asking(p) if game.viewer == Some(p.opponent()) && game.hot_seat() => (words.asks_next)(game.seat(p)),
        _ => (words.to_ask)(game.seat(table.to_move())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn act(game: ShugoronGame, action: ShugoronAction) -> ShugoronGame {
        Rc::unwrap_or_clone(Rc::new(game).reduce(action))
    }

    #[test]
    fn the_computer_is_to_move_again_in_a_game_brought_back_or_continued() {
        let against = ShugoronSetup { mode: ShugoronMode::Computer(Level::Normal), lattice: true };
        // Player 1 has hidden a set: the computer is to hide its own.
        let mut record = Record::new(Player::P1);
        record.play(Opponent::Ai(Level::Easy).act(record.table(), &mut Rng::seed(1))).unwrap();
        let game = ShugoronGame { record: record.clone(), ..ShugoronGame::new(against, 0) };
        assert!(game.computer_to_move());
        let replaced = act(game, ShugoronAction::New { setup: ShugoronSetup::default(), seed: 3 });
        assert!(!replaced.computer_to_move(), "two people");
        assert!(act(replaced.clone(), ShugoronAction::Restore).computer_to_move(), "the game brought back");
        assert!(act(replaced, ShugoronAction::Resume { setup: against, record }).computer_to_move(), "the saved game");
    }
}
