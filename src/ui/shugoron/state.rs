//! The shUgorØn screen's state and its pure reducer. The table holds both secrets; what
//! the page may show is decided here: `viewer` is the player who confirmed being alone
//! with the tablet, and nothing secret of anybody else is ever drawn. Randomness (who
//! starts) comes in with the actions as seeds. The computer's actions are worked out in the
//! worker: whenever the computer is to move, the reducer opens a job, the screen's effect
//! sends it, and the answer comes back as an action. Notices are kept as what happened,
//! and worded only when drawn, in the page's language of the moment.

use std::rc::Rc;

use yew::Reducible;

use crate::ai::shugoron::Level;
use crate::games::shugoron::record::Record;
use crate::games::shugoron::{Action, Phase, PlayError, Player, Question, SetCard, Table};
use crate::i18n::Lang;
use crate::i18n::common::COMMON;
use crate::i18n::faults::Worded;
use crate::i18n::shugoron::{SHUGORON, Seat, Shugoron};
use crate::rng::Rng;
use crate::ui::computer::Lane;
use crate::ui::route::{ShugoronMode, ShugoronSetup};
use crate::worker::ShugoronUnreplayable;

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
    pub computer: Computer,
}

/// What the computer is doing, as far as its worker is concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Thinking {
    /// Nothing asked: it is not the computer's move.
    Idle,
    /// The worker was asked job `n`: an answer to any other job is stale.
    Asked(u32),
    /// The computer's answer could not be played: it waits for another game rather than
    /// ask again and fail again.
    Stopped,
}

/// The computer's side of the game on screen: what it is doing, and the job numbers,
/// never reused on this screen (a game replaced or brought back goes on from them) so that
/// a late answer to a game gone is known for stale.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Computer {
    pub thinking: Thinking,
    jobs: u32,
}

impl Computer {
    /// The job the worker should be answering, if any.
    pub fn job(self) -> Option<u32> {
        self.thinking.open().copied()
    }
}

/// The job the computer has asked of the worker, while it thinks.
impl Lane for Thinking {
    type Open = u32;

    fn open(&self) -> Option<&u32> {
        match self {
            Thinking::Asked(job) => Some(job),
            Thinking::Idle | Thinking::Stopped => None,
        }
    }

    fn close(&mut self) -> Option<u32> {
        let job = self.open().copied()?;
        *self = Thinking::Idle;
        Some(job)
    }
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
    /// The worker could not replay the game: a fault in the page, said rather than
    /// swallowed.
    ComputerLost(ShugoronUnreplayable),
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
            ShugoronNotice::ComputerLost(reason) => (words.computer_lost)(&reason.worded(lang)),
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
    /// The worker's answer to job `job` of the computer's: its action (none once the game
    /// is over), or why it could not replay the game.
    Computer {
        job: u32,
        answer: Result<Option<Action>, ShugoronUnreplayable>,
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
        ShugoronGame::with_record(setup, Record::random(&mut Rng::seed(seed)))
    }

    /// The game of `record` as this screen opens it: the computer called if it is to move.
    fn with_record(setup: ShugoronSetup, record: Record) -> ShugoronGame {
        let viewer = match setup.mode {
            ShugoronMode::People => None,
            _ => Some(Player::P1),
        };
        let mut game = ShugoronGame {
            setup,
            record,
            viewer,
            selected: None,
            named: SetCard::EMPTY,
            lattice: setup.lattice,
            notice: None,
            previous: None,
            computer: Computer { thinking: Thinking::Idle, jobs: 0 },
        };
        game.call_computer();
        game
    }

    /// This game in the place of `current` (a game started, resumed or brought back):
    /// nothing asked of the worker yet, job numbers going on from `current`'s.
    fn taking_over(mut self, current: &ShugoronGame) -> ShugoronGame {
        self.computer = Computer { thinking: Thinking::Idle, jobs: current.computer.jobs };
        self.call_computer();
        self
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

    /// Who sits in `player`'s place, as the words name them: against the computer, the
    /// person is "you".
    pub fn seat(&self, player: Player) -> Seat {
        match self.setup.mode {
            _ if self.computer(player).is_some() => Seat::Computer,
            ShugoronMode::Computer(_) => Seat::You,
            _ => Seat::Player(player),
        }
    }

    /// Whether the two players share the tablet (and so the privacy screen is used).
    pub fn hot_seat(&self) -> bool {
        self.setup.mode == ShugoronMode::People
    }

    /// Whether the computer should act now.
    pub fn computer_to_move(&self) -> bool {
        self.table().ending().is_none() && self.computer(self.table().to_move()).is_some()
    }

    /// The level the worker is asked to play at now, with the job's number.
    pub fn computer_job(&self) -> Option<(u32, Level)> {
        self.computer.job().zip(self.computer(self.table().to_move()))
    }

    /// Opens a job for the worker whenever the computer is to move and none is open,
    /// whatever led there (a person's action, a game started, resumed or brought back).
    /// Every step of the reducer ends with this.
    fn call_computer(&mut self) {
        if self.computer.thinking == Thinking::Idle && self.computer_to_move() {
            self.computer.jobs += 1;
            self.computer.thinking = Thinking::Asked(self.computer.jobs);
        }
    }

    /// The worker's answer to job `job`: the computer's action played, if it answers the
    /// job open.
    fn computer_answers(&mut self, job: u32, answer: Result<Option<Action>, ShugoronUnreplayable>) {
        if self.computer.thinking.closed_by(job).is_none() {
            return;
        }
        let refused = match answer {
            Ok(None) => None,
            Ok(Some(action)) => {
                self.record.play(action).err().map(|error| ShugoronNotice::ComputerRefused { action, error })
            }
            Err(reason) => Some(ShugoronNotice::ComputerLost(reason)),
        };
        if let Some(notice) = refused {
            self.notice = Some(notice);
            self.computer.thinking = Thinking::Stopped;
        }
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
                // The privacy screen goes up for the other player; a player who hid and asks
                // next (the one drawn to start, after hiding second) is still the one at
                // the tablet, who confirmed being alone a moment ago: nothing of the other
                // player's is shown to them, and they are not asked again.
                if hid && game.hot_seat() && !game.viewer_to_move() {
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
            ShugoronAction::Computer { job, answer } => game.computer_answers(job, answer),
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
                game =
                    ShugoronGame { lattice: replaced.lattice, ..ShugoronGame::new(setup, seed) }.taking_over(&replaced);
                if started {
                    game.notice = Some(ShugoronNotice::NewGameStarted);
                    game.previous = Some(Rc::new(replaced));
                }
            }
            ShugoronAction::Resume { setup, record } => {
                let resumed = ShugoronGame::with_record(setup, record).taking_over(&game);
                game = ShugoronGame { notice: Some(ShugoronNotice::SavedBack), ..resumed };
            }
            ShugoronAction::Restore => {
                if let Some(previous) = game.previous.take() {
                    game = ShugoronGame { notice: None, ..(*previous).clone() }.taking_over(&game);
                }
            }
        }
        game.call_computer();
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
    use crate::ai::shugoron::Opponent;

    const AGAINST: ShugoronSetup = ShugoronSetup { mode: ShugoronMode::Computer(Level::Strong), lattice: true };

    fn act(game: ShugoronGame, action: ShugoronAction) -> ShugoronGame {
        Rc::unwrap_or_clone(Rc::new(game).reduce(action))
    }

    /// A game against the computer in which Player 1 has hidden 13: the computer is to hide.
    fn computer_to_hide() -> ShugoronGame {
        let game = ShugoronGame::new(AGAINST, 0);
        let game = act(game, ShugoronAction::Select("13".parse().unwrap()));
        act(game, ShugoronAction::Hide)
    }

    /// The worker's answer to the job open in `game`, as the worker works it out.
    fn answer(game: &ShugoronGame) -> ShugoronAction {
        let (job, level) = game.computer_job().expect("a job open");
        let action = Some(Opponent::Ai(level).act(game.table(), &mut Rng::seed(5)));
        ShugoronAction::Computer { job, answer: Ok(action) }
    }

    fn card(set: &str) -> SetCard {
        set.parse().unwrap()
    }

    /// Two people on one tablet, each hiding in turn behind the privacy screen: Player 1
    /// hides 135, Player 2 hides 24.
    fn both_hidden(seed: u64) -> ShugoronGame {
        let game = ShugoronGame::new(ShugoronSetup::default(), seed);
        assert!(game.veiled(), "the game opens behind the privacy screen");
        let game = act(game, ShugoronAction::Open);
        assert_eq!(game.viewer, Some(Player::P1));
        let game = act(act(game, ShugoronAction::Select(card("135"))), ShugoronAction::Hide);
        assert!(game.veiled(), "the tablet goes to Player 2");
        let game = act(game, ShugoronAction::Open);
        assert_eq!(game.viewer, Some(Player::P2));
        act(act(game, ShugoronAction::Select(card("24"))), ShugoronAction::Hide)
    }

    #[test]
    fn the_player_who_hid_and_asks_next_is_not_asked_again_whether_alone() {
        let (mut stayed, mut veiled) = (false, false);
        for seed in 0..32 {
            let game = both_hidden(seed);
            match game.table().to_move() {
                // Player 2 hid and was drawn to start: still at the tablet, asking.
                Player::P2 => {
                    assert!(!game.veiled(), "seed {seed}: no second privacy screen");
                    assert_eq!(game.viewer, Some(Player::P2));
                    let game = act(act(game, ShugoronAction::Select(card("2"))), ShugoronAction::Ask);
                    assert_eq!(game.notice, None);
                    assert_eq!(game.table().log().len(), 1, "Player 2 asked");
                    // The turn over, the tablet goes to Player 1 behind the screen.
                    let game = act(game, ShugoronAction::Pass);
                    assert!(game.veiled());
                    stayed = true;
                }
                // Player 1 starts: the tablet goes back to them behind the screen.
                Player::P1 => {
                    assert!(game.veiled(), "seed {seed}: the screen is up for Player 1");
                    assert_eq!(game.viewer, None);
                    veiled = true;
                }
            }
        }
        assert!(stayed && veiled, "both players were drawn to start");
    }

    #[test]
    fn a_player_who_hides_anew_after_a_hit_hands_the_tablet_to_the_hitter_behind_the_screen() {
        let seed = (0..32).find(|&seed| both_hidden(seed).table().to_move() == Player::P2).unwrap();
        // Player 2 names Player 1's set: a hit, and Player 1 must hide anew.
        let game = act(both_hidden(seed), ShugoronAction::Select(card("1")));
        let game = act(act(game, ShugoronAction::NameSet(card("135"))), ShugoronAction::Name);
        assert_eq!(game.table().phase(), Phase::Hiding(Player::P1));
        let game = act(game, ShugoronAction::Pass);
        assert!(game.veiled());
        let game = act(game, ShugoronAction::Open);
        assert_eq!(game.viewer, Some(Player::P1));
        let game = act(act(game, ShugoronAction::Select(card("4"))), ShugoronAction::Hide);
        assert_eq!(game.table().to_move(), Player::P2, "the hitter asks again");
        assert!(game.veiled(), "behind the screen: Player 1 hid, Player 2 asks");
        assert_eq!(game.viewer, None);
    }

    #[test]
    fn the_computer_is_asked_whenever_it_is_to_move_and_its_answer_is_played() {
        let game = ShugoronGame::new(AGAINST, 0);
        assert_eq!(game.computer.thinking, Thinking::Idle, "Player 1 hides first");
        let game = computer_to_hide();
        assert_eq!(game.computer_job(), Some((1, Level::Strong)));
        // Taps meanwhile change nothing of the job.
        let game = act(game, ShugoronAction::Lattice);
        assert_eq!(game.computer_job(), Some((1, Level::Strong)));
        let reply = answer(&game);
        let game = act(game, reply);
        assert!(game.table().hidden(Player::P2).is_some(), "the computer hid its set");
        match game.table().to_move() {
            Player::P2 => assert_eq!(game.computer_job(), Some((2, Level::Strong)), "and asks first"),
            Player::P1 => assert_eq!(game.computer.thinking, Thinking::Idle, "Player 1 asks first"),
        }
    }

    #[test]
    fn an_answer_to_a_game_replaced_meanwhile_is_stale() {
        let thinking = computer_to_hide();
        let ShugoronAction::Computer { job, answer: late } = answer(&thinking) else { unreachable!() };
        let late = || ShugoronAction::Computer { job, answer: late };
        let new = act(thinking, ShugoronAction::New { setup: AGAINST, seed: 3 });
        assert_eq!(new.computer.thinking, Thinking::Idle);
        let after = act(new.clone(), late());
        assert_eq!(after.record, new.record, "nothing played on the new game");
        // Brought back, the game asks the computer again, under a new number.
        let back = act(new, ShugoronAction::Restore);
        assert_eq!(back.computer_job(), Some((2, Level::Strong)));
        let after = act(back.clone(), late());
        assert_eq!(after.record, back.record, "the answer to the old job is stale");
        let reply = answer(&back);
        assert!(act(back, reply).table().hidden(Player::P2).is_some(), "the new one is played");
    }

    #[test]
    fn a_game_saved_while_the_computer_was_to_move_asks_it_again_when_continued() {
        // The page reloaded: a new game, then the saved one continued.
        let saved = computer_to_hide().record;
        let reloaded = ShugoronGame::new(AGAINST, 9);
        let game = act(reloaded, ShugoronAction::Resume { setup: AGAINST, record: saved });
        assert_eq!(game.notice, Some(ShugoronNotice::SavedBack));
        assert_eq!(game.computer_job(), Some((1, Level::Strong)));
        let reply = answer(&game);
        assert!(act(game, reply).table().hidden(Player::P2).is_some());
    }

    #[test]
    fn a_game_the_worker_cannot_follow_stops_the_computer_with_a_notice_until_a_new_game() {
        let game = computer_to_hide();
        let (job, _) = game.computer_job().unwrap();
        let ask = Action::Ask(Question::Card("1".parse().unwrap()));
        let reason = ShugoronUnreplayable { number: 2, action: ask, error: PlayError::MustHideFirst(Player::P2) };
        let game = act(game, ShugoronAction::Computer { job, answer: Err(reason) });
        assert_eq!(game.notice, Some(ShugoronNotice::ComputerLost(reason)));
        // Said as a damaged record's refused action is, in every language.
        let said = [
            (
                Lang::En,
                "The computer lost track of the game: action 2 (ask 1): Player 2 must choose a hidden set before anybody asks. Start a new game.",
            ),
            (
                Lang::It,
                "Il computer ha perso il filo della partita: azione 2 (ask 1): prima che qualcuno chieda, tocca al Giocatore 2 scegliere un insieme nascosto. Inizia una nuova partita.",
            ),
            (
                Lang::Pl,
                "Komputer pogubił się w grze: akcja 2 (ask 1): zanim ktokolwiek zapyta, ukryty zbiór musi wybrać Gracz 2. Zacznij nową grę.",
            ),
            (
                Lang::Ja,
                "コンピュータが対局の流れを見失いました：第 2 操作（ask 1）：質問の前に、プレイヤー2が伏せる集合を選ぶ必要があります。新しいゲームを始めてください。",
            ),
        ];
        for (lang, text) in said {
            assert_eq!(game.notice.unwrap().text(&game, lang), text, "{lang:?}");
        }
        assert_eq!(game.computer.thinking, Thinking::Stopped);
        let game = act(game, ShugoronAction::Dismiss);
        assert_eq!(game.computer.thinking, Thinking::Stopped, "not asked again to fail again");
        let game = act(game, ShugoronAction::New { setup: AGAINST, seed: 1 });
        let game = act(game, ShugoronAction::Restore);
        assert_eq!(game.computer_job(), Some((2, Level::Strong)), "the game brought back asks again");
    }

    #[test]
    fn an_action_the_table_refuses_is_said_and_stops_the_computer() {
        let game = computer_to_hide();
        let (job, _) = game.computer_job().unwrap();
        let ask = Action::Ask(Question::Card("1".parse().unwrap()));
        let game = act(game, ShugoronAction::Computer { job, answer: Ok(Some(ask)) });
        let error = PlayError::MustHideFirst(Player::P2);
        assert_eq!(game.notice, Some(ShugoronNotice::ComputerRefused { action: ask, error }));
        assert_eq!(game.computer.thinking, Thinking::Stopped);
    }

    #[test]
    fn the_computer_is_to_move_again_in_a_game_brought_back_or_continued() {
        let against = ShugoronSetup { mode: ShugoronMode::Computer(Level::Normal), lattice: true };
        // Player 1 has hidden a set: the computer is to hide its own.
        let mut record = Record::new(Player::P1);
        record.play(Opponent::Ai(Level::Easy).act(record.table(), &mut Rng::seed(1))).unwrap();
        let game = ShugoronGame::with_record(against, record.clone());
        assert!(game.computer_job().is_some());
        let replaced = act(game, ShugoronAction::New { setup: ShugoronSetup::default(), seed: 3 });
        assert!(replaced.computer_job().is_none(), "two people");
        assert!(act(replaced.clone(), ShugoronAction::Restore).computer_job().is_some(), "the game brought back");
        assert!(
            act(replaced, ShugoronAction::Resume { setup: against, record }).computer_job().is_some(),
            "the saved game"
        );
    }
}
