//! The shUgorØn screen's state and its pure reducer. The table holds both secrets; what
//! the page may show is decided here: `viewer` is the player who confirmed being alone
//! with the tablet, and nothing secret of anybody else is ever drawn. Randomness (who
//! starts, the computer's choices) comes in with the actions as seeds.

use std::rc::Rc;

use yew::Reducible;

use crate::ai::shugoron::{Level, Opponent};
use crate::games::shugoron::{Phase, Player, Question, SetCard, Table};
use crate::rng::Rng;
use crate::ui::route::{ShugoronMode, ShugoronSetup};

#[derive(Clone, Debug, PartialEq)]
pub struct ShugoronGame {
    pub setup: ShugoronSetup,
    pub table: Table,
    /// Who looks at the tablet now. `None`: the privacy screen is up.
    pub viewer: Option<Player>,
    /// The card picked in the viewer's hand.
    pub selected: Option<SetCard>,
    /// The set composed for a naming question.
    pub named: SetCard,
    pub lattice: bool,
    pub notice: Option<String>,
    /// The game that "new game" replaced, so that a mistaken tap loses nothing.
    pub previous: Option<Rc<ShugoronGame>>,
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
    Computer { seed: u64 },
    Lattice,
    Dismiss,
    New { setup: ShugoronSetup, seed: u64 },
    /// Bring back the game that the last "new game" replaced.
    Restore,
}

impl ShugoronGame {
    pub fn new(setup: ShugoronSetup, seed: u64) -> ShugoronGame {
        let table = Table::random(&mut Rng::seed(seed));
        let viewer = match setup.mode {
            ShugoronMode::People => None,
            _ => Some(Player::P1),
        };
        ShugoronGame { setup, table, viewer, selected: None, named: SetCard::EMPTY, lattice: setup.lattice, notice: None, previous: None }
    }

    /// The computer's level when it plays `player`.
    pub fn computer(&self, player: Player) -> Option<Level> {
        match self.setup.mode {
            ShugoronMode::Computer(level) if player == Player::P2 => Some(level),
            _ => None,
        }
    }

    /// Whether the two players share the tablet (and so the privacy screen is used).
    pub fn hot_seat(&self) -> bool {
        self.setup.mode == ShugoronMode::People
    }

    /// Whether the computer should act now.
    pub fn computer_to_move(&self) -> bool {
        self.table.ending().is_none() && self.computer(self.table.to_move()).is_some()
    }

    /// Whether the viewer may act now (it is their move and they have not asked yet).
    pub fn viewer_to_move(&self) -> bool {
        self.table.ending().is_none() && self.viewer == Some(self.table.to_move())
    }

    /// The privacy screen is up: the tablet must go to the player to move.
    pub fn veiled(&self) -> bool {
        self.hot_seat() && self.viewer.is_none() && self.table.ending().is_none()
    }

    fn play(&mut self, result: Result<(), String>) {
        match result {
            Ok(()) => {
                self.notice = None;
                self.selected = None;
                self.previous = None;
            }
            Err(reason) => self.notice = Some(reason),
        }
    }

    fn selected(&self) -> Result<SetCard, String> {
        self.selected.ok_or_else(|| "Tap a card of your hand first.".to_owned())
    }

    fn viewer_acts(&self) -> Result<Player, String> {
        let viewer = self.viewer.ok_or_else(|| "Pass the tablet first.".to_owned())?;
        if self.table.ending().is_some() {
            return Err("The game is over: start a new one.".to_owned());
        }
        Ok(viewer)
    }

    fn ask(&mut self, question: impl FnOnce(SetCard) -> Question) {
        let result = self.viewer_acts().and_then(|viewer| {
            let card = self.selected()?;
            self.table.ask(viewer, question(card)).map(|_| ()).map_err(|e| capitalised(&e.to_string()))
        });
        self.play(result);
    }
}

/// An engine message as a sentence.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect::<String>() + ".")
}

impl Reducible for ShugoronGame {
    type Action = ShugoronAction;

    fn reduce(self: Rc<Self>, action: ShugoronAction) -> Rc<Self> {
        let mut game = (*self).clone();
        match action {
            ShugoronAction::Open => {
                if game.veiled() {
                    game.viewer = Some(game.table.to_move());
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
                    game.table.hide(viewer, card).map_err(|e| capitalised(&e.to_string()))
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
                    game.notice = Some("Ask your question first: a turn is exactly one question.".to_owned());
                } else if game.hot_seat() {
                    game.viewer = None;
                    game.selected = None;
                    game.notice = None;
                }
            }
            ShugoronAction::Computer { seed } => {
                let player = game.table.to_move();
                if let (Some(level), None) = (game.computer(player), game.table.ending()) {
                    let action = Opponent::Ai(level).act(&game.table, &mut Rng::seed(seed));
                    // The computer chooses among legal actions; were one refused, say so.
                    if let Err(e) = game.table.play(action) {
                        game.notice = Some(format!("The computer's {action} was refused: {e}."));
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
                let replaced = ShugoronGame { viewer: game.viewer.filter(|_| !game.hot_seat()), previous: None, ..game };
                let started = replaced.table.ply() > 0;
                game = ShugoronGame { lattice: replaced.lattice, ..ShugoronGame::new(setup, seed) };
                if started {
                    game.notice = Some("A new game has started.".to_owned());
                    game.previous = Some(Rc::new(replaced));
                }
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
pub fn status(game: &ShugoronGame) -> String {
    let table = &game.table;
    if table.ending().is_some() {
        let score = format!("{}–{}", table.hits(Player::P1), table.hits(Player::P2));
        return match table.winner() {
            Some(winner) => format!("{} wins, {score}.", winner.title()),
            None => format!("A draw, {score}."),
        };
    }
    let who = table.to_move();
    let you = |p: Player| if game.computer(p).is_some() { "The computer".to_owned() } else { p.title().to_owned() };
    match table.phase() {
        Phase::Hiding(p) => format!("{} to choose a hidden set.", you(p)),
        Phase::Asking(p) if game.viewer == Some(p.opponent()) && game.hot_seat() => {
            format!("{} to ask next: pass the tablet.", you(p))
        }
        _ => format!("{} to ask a question.", you(who)),
    }
}
