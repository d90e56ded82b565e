use std::fmt;

use super::{Action, Cards, Knowledge, Player, Question, Reply, SetCard};
use crate::rng::Rng;

/// Three hits win (docs/rules.md §4).
pub const HITS_TO_WIN: u8 = 3;

/// What the table waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Phase {
    /// This player must choose a hidden set from their hand: at the start, or after a hit.
    Hiding(Player),
    /// This player must ask exactly one question.
    Asking(Player),
    Over(Ending),
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Ending {
    /// The winner scored their third hit.
    ThreeHits { winner: Player },
    /// This player had to ask but had no card left; more hits wins.
    NoCardToAsk(Player),
    /// This player was hit with no card left to hide; more hits wins.
    NoCardToHide(Player),
}

/// One question of the game, as everybody saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Asked {
    pub asker: Player,
    pub question: Question,
    pub reply: Reply,
}

/// An action the rules do not allow now. The table is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum PlayError {
    GameOver,
    /// A question out of turn; among others, a second question in the same turn.
    NotYourTurn {
        player: Player,
        to_move: Player,
    },
    /// A question while a hidden set is still to be chosen.
    MustHideFirst(Player),
    /// Hiding when nobody is to hide, or the wrong player hiding.
    NotHidingNow {
        player: Player,
        phase: Phase,
    },
    /// The card is on the player's used pile.
    CardSpent {
        player: Player,
        card: SetCard,
    },
    /// The card is the player's own hidden set, face down and not in the hand.
    CardIsHidden {
        player: Player,
        card: SetCard,
    },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let number = |player: Player| player.index() + 1;
        match *self {
            PlayError::GameOver => f.write_str("the game is over"),
            PlayError::NotYourTurn { player, to_move } => write!(
                f,
                "it is Player {}'s turn, not Player {}'s: a turn is exactly one question",
                number(to_move),
                number(player)
            ),
            PlayError::MustHideFirst(player) => {
                write!(f, "Player {} must choose a hidden set before anybody asks", number(player))
            }
            PlayError::NotHidingNow { player, phase: Phase::Hiding(hider) } => {
                write!(f, "Player {} is to hide a set now, not Player {}", number(hider), number(player))
            }
            PlayError::NotHidingNow { player, .. } => {
                write!(f, "Player {} already has a hidden set; it is time for a question", number(player))
            }
            PlayError::CardSpent { player, card } => {
                write!(f, "{card} is spent: it lies face up on Player {}'s used pile", number(player))
            }
            PlayError::CardIsHidden { player, card } => {
                write!(f, "{card} is Player {}'s hidden set, not a card in the hand", number(player))
            }
        }
    }
}

impl std::error::Error for PlayError {}

/// The whole game: both hands, used piles, secrets and scores, and whose move it is.
/// It computes every answer itself, so nobody can answer wrongly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    hidden: [Option<SetCard>; 2],
    hands: [Cards; 2],
    used: [Cards; 2],
    hits: [u8; 2],
    /// What each player knows of the other's hidden set.
    knowledge: [Knowledge; 2],
    phase: Phase,
    /// Who asks once the pending hidden sets are chosen: the first player, or the hitter.
    next_asker: Player,
    log: Vec<Asked>,
    ply: u32,
}

impl Table {
    /// A new game: Player 1 hides, then Player 2, then `first` asks.
    pub fn new(first: Player) -> Table {
        Table {
            hidden: [None; 2],
            hands: [Cards::DECK; 2],
            used: [Cards::NONE; 2],
            hits: [0; 2],
            knowledge: [Knowledge::fresh(Cards::NONE), Knowledge::fresh(Cards::NONE)],
            phase: Phase::Hiding(Player::P1),
            next_asker: first,
            log: Vec::new(),
            ply: 0,
        }
    }

    /// A new game whose first asker is drawn at random.
    pub fn random(rng: &mut Rng) -> Table {
        Table::new(Player::drawn(rng))
    }

    pub const fn phase(&self) -> Phase {
        self.phase
    }

    /// The player who acts next (hides or asks); after the end, the last to act.
    pub const fn to_move(&self) -> Player {
        match self.phase {
            Phase::Hiding(p) | Phase::Asking(p) => p,
            Phase::Over(_) => self.next_asker,
        }
    }

    pub const fn ending(&self) -> Option<Ending> {
        match self.phase {
            Phase::Over(ending) => Some(ending),
            _ => None,
        }
    }

    /// The winner once over; `None` for a draw or while playing.
    pub fn winner(&self) -> Option<Player> {
        match self.ending()? {
            Ending::ThreeHits { winner } => Some(winner),
            Ending::NoCardToAsk(_) | Ending::NoCardToHide(_) => {
                let [p1, p2] = self.hits;
                (p1 != p2).then_some(if p1 > p2 { Player::P1 } else { Player::P2 })
            }
        }
    }

    /// `p1`, `p2` or `draw` once over: `data-result` and the command line's `result`.
    pub fn result(&self) -> Option<&'static str> {
        self.ending().map(|_| self.winner().map_or("draw", Player::name))
    }

    /// The cards a player can still show (or hide).
    pub const fn hand(&self, player: Player) -> Cards {
        self.hands[player.index()]
    }

    /// The player's spent cards and hit sets, face up for all to see.
    pub const fn used(&self, player: Player) -> Cards {
        self.used[player.index()]
    }

    /// The player's secret. A screen shows it only to its owner.
    pub const fn hidden(&self, player: Player) -> Option<SetCard> {
        self.hidden[player.index()]
    }

    /// How many times the player has hit the opponent's hidden set.
    pub const fn hits(&self, player: Player) -> u8 {
        self.hits[player.index()]
    }

    /// What `player` knows about the opponent's hidden set.
    pub fn knowledge(&self, player: Player) -> &Knowledge {
        &self.knowledge[player.index()]
    }

    /// Every question so far, oldest first.
    pub fn log(&self) -> &[Asked] {
        &self.log
    }

    /// How many actions (hides and questions) have been played.
    pub const fn ply(&self) -> u32 {
        self.ply
    }

    /// Plays an action of the command line: a hide names its player, a question is asked
    /// by the player to move.
    pub fn play(&mut self, action: Action) -> Result<Option<Reply>, PlayError> {
        match action {
            Action::Hide { player, card } => self.hide(player, card).map(|()| None),
            Action::Ask(question) => self.ask(self.to_move(), question).map(Some),
        }
    }

    /// `player` lays `card` face down from the hand as their hidden set.
    pub fn hide(&mut self, player: Player, card: SetCard) -> Result<(), PlayError> {
        match self.phase {
            Phase::Over(_) => return Err(PlayError::GameOver),
            Phase::Hiding(hider) if hider == player => {}
            phase => return Err(PlayError::NotHidingNow { player, phase }),
        }
        self.check_in_hand(player, card)?;
        let p = player.index();
        self.hands[p] = self.hands[p].without(card);
        self.hidden[p] = Some(card);
        self.ply += 1;
        self.phase = match Player::ALL.into_iter().find(|&q| self.hidden(q).is_none()) {
            Some(other) => Phase::Hiding(other),
            None => self.asking(self.next_asker),
        };
        Ok(())
    }

    /// `asker` asks one question; the table computes the reply. A hit turns the hidden set
    /// face up, and the asker moves again once the opponent has hidden a new one.
    pub fn ask(&mut self, asker: Player, question: Question) -> Result<Reply, PlayError> {
        match self.phase {
            Phase::Over(_) => return Err(PlayError::GameOver),
            Phase::Hiding(hider) => return Err(PlayError::MustHideFirst(hider)),
            Phase::Asking(to_move) if to_move != asker => {
                return Err(PlayError::NotYourTurn { player: asker, to_move });
            }
            Phase::Asking(_) => {}
        }
        let card = question.spends();
        self.check_in_hand(asker, card)?;
        let opponent = asker.opponent();
        let (a, o) = (asker.index(), opponent.index());
        let Some(secret) = self.hidden[o] else {
            // Asking only begins once both sets are hidden, and a hit ends the asking.
            return Err(PlayError::MustHideFirst(opponent));
        };
        self.hands[a] = self.hands[a].without(card);
        self.used[a] = self.used[a].with(card);
        self.knowledge[o].saw_spent(card);
        let reply = Knowledge::reply(secret, question);
        self.knowledge[a].hear(question, reply);
        self.log.push(Asked { asker, question, reply });
        self.ply += 1;
        self.phase = if reply.is_hit() {
            self.hits[a] += 1;
            self.used[o] = self.used[o].with(secret);
            self.hidden[o] = None;
            self.knowledge[a] = Knowledge::fresh(self.used[o]);
            self.next_asker = asker;
            if self.hits[a] >= HITS_TO_WIN {
                Phase::Over(Ending::ThreeHits { winner: asker })
            } else if self.hands[o].is_empty() {
                Phase::Over(Ending::NoCardToHide(opponent))
            } else {
                Phase::Hiding(opponent)
            }
        } else {
            self.next_asker = opponent;
            self.asking(opponent)
        };
        Ok(reply)
    }

    /// The phase where `player` must ask, or the end if they have no card to ask with.
    fn asking(&self, player: Player) -> Phase {
        if self.hand(player).is_empty() { Phase::Over(Ending::NoCardToAsk(player)) } else { Phase::Asking(player) }
    }

    fn check_in_hand(&self, player: Player, card: SetCard) -> Result<(), PlayError> {
        if self.hand(player).has(card) {
            Ok(())
        } else if self.hidden(player) == Some(card) {
            Err(PlayError::CardIsHidden { player, card })
        } else {
            Err(PlayError::CardSpent { player, card })
        }
    }

    /// Every legal action now, in notation, sorted as strings (the command line's `legal`).
    pub fn legal(&self) -> Vec<String> {
        let mut legal: Vec<String> = match self.phase {
            Phase::Over(_) => Vec::new(),
            Phase::Hiding(player) => {
                self.hand(player).iter().map(|card| Action::Hide { player, card }.to_string()).collect()
            }
            Phase::Asking(player) => self
                .hand(player)
                .iter()
                .flat_map(|card| {
                    let naming = SetCard::all().map(move |named| Question::Naming { card, named });
                    std::iter::once(Question::Card(card)).chain(naming)
                })
                .map(|q| q.to_string())
                .collect(),
        };
        legal.sort_unstable();
        legal
    }
}
