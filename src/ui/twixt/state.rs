//! The TwixT screen's state: the game, the turn being built, and a pure reducer. A turn is
//! built tap by tap (removals, the peg, the bridges it proposes) and only reaches the
//! timeline when the player ends it, so a placed peg can be taken back until then.

use std::fmt;
use std::rc::Rc;

use yew::Reducible;

use crate::games::Colour;
use crate::games::twixt::{Bridge, Hole, Placement, Position, Removal, Turn};
use crate::timeline::Timeline;
use crate::ui::route::TwixtSetup;

/// One entry of the move list: a whole turn, a resignation or an agreed draw.
#[derive(Clone, Debug, PartialEq)]
pub enum Entry {
    Turn(Turn),
    Resign(Colour),
    Draw,
}

impl fmt::Display for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Entry::Turn(turn) => turn.fmt(f),
            Entry::Resign(colour) => write!(f, "{colour} resigns"),
            Entry::Draw => f.write_str("draw agreed"),
        }
    }
}

/// The turn being built: what the side to move has removed, and its peg and bridges.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Draft {
    pub removals: Vec<Removal>,
    pub peg: Option<Hole>,
    pub bridges: Vec<Bridge>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TwixtGame {
    pub setup: TwixtSetup,
    pub timeline: Timeline<Position, Entry>,
    pub draft: Draft,
    /// The colour that offered a draw, until the other accepts or declines.
    pub draw_offer: Option<Colour>,
    pub notice: Option<String>,
}

pub enum TwixtAction {
    Tap(Hole),
    TapBridge(Bridge),
    AcceptAll,
    EndTurn,
    Swap,
    Resign,
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
    Undo,
    Redo,
    Seek(usize),
    New(TwixtSetup),
    Dismiss,
}

impl TwixtGame {
    pub fn new(setup: TwixtSetup) -> TwixtGame {
        TwixtGame {
            setup,
            timeline: Timeline::new(Position::new(setup.size, setup.rules, setup.swap)),
            draft: Draft::default(),
            draw_offer: None,
            notice: None,
        }
    }

    pub fn position(&self) -> &Position {
        self.timeline.current()
    }

    /// The draft as a turn the engine can judge, once it has a peg.
    fn turn(&self, draft: &Draft) -> Option<Turn> {
        let peg = draft.peg?;
        Some(Turn::Place(Placement { removals: draft.removals.clone(), peg, bridges: draft.bridges.clone() }))
    }

    /// What the board shows: the position with the draft played on it once it has a peg.
    /// Removals before the peg are drawn from `draft.removals` instead, faded.
    pub fn shown(&self) -> Position {
        let mut shown = self.position().clone();
        if let Some(turn) = self.turn(&self.draft) {
            // The draft is checked at every tap, so it plays.
            let _ = shown.play(&turn);
        }
        shown
    }

    /// The bridges the new peg could still make: drawn dashed, one tap each.
    pub fn proposals(&self) -> Vec<Bridge> {
        let Some(peg) = self.draft.peg else { return Vec::new() };
        if self.position().rules().automatic_bridges() {
            return Vec::new();
        }
        peg.knight_neighbours(self.position().size())
            .filter_map(|to| Bridge::new(peg, to).ok())
            .filter(|b| !self.draft.bridges.contains(b))
            .filter(|&b| self.try_draft(|d| d.bridges.push(b)).is_ok())
            .collect()
    }

    /// The draft changed by `change`, if the engine accepts it.
    fn try_draft(&self, change: impl FnOnce(&mut Draft)) -> Result<Draft, String> {
        let mut draft = self.draft.clone();
        change(&mut draft);
        match self.turn(&draft) {
            Some(turn) => self.position().clone().play(&turn).map(|()| draft).map_err(|e| e.to_string()),
            None => Ok(draft),
        }
    }

    fn change_draft(&mut self, change: impl FnOnce(&mut Draft)) {
        match self.try_draft(change) {
            Ok(draft) => {
                self.draft = draft;
                self.notice = None;
            }
            Err(reason) => self.notice = Some(reason),
        }
    }

    fn tap(&mut self, hole: Hole) {
        let position = self.position();
        if position.ending().is_some() {
            self.notice = Some("The game is over: start a new one, or undo.".to_owned());
            return;
        }
        let me = position.to_move();
        if self.draft.peg == Some(hole) {
            // Taking the peg back takes its bridges too.
            self.draft.peg = None;
            self.draft.bridges.clear();
            self.notice = None;
        } else if self.draft.peg.is_some() {
            self.notice = Some("You have placed your peg: end the turn, or tap the peg to take it back.".to_owned());
        } else if position.board().peg(hole) == Some(me) && !self.draft.removals.contains(&Removal::Peg(hole)) {
            if position.rules().removal() {
                self.change_draft(|d| d.removals.push(Removal::Peg(hole)));
            } else {
                self.notice = Some(format!("{hole} is your peg, and nothing may be removed under these rules."));
            }
        } else {
            self.change_draft(|d| d.peg = Some(hole));
        }
    }

    fn tap_bridge(&mut self, bridge: Bridge) {
        let position = self.position();
        if position.ending().is_some() {
            self.notice = Some("The game is over: start a new one, or undo.".to_owned());
        } else if let Some(i) = self.draft.bridges.iter().position(|&b| b == bridge) {
            self.draft.bridges.remove(i);
            self.notice = None;
        } else if self.draft.peg.is_some() {
            self.change_draft(|d| d.bridges.push(bridge));
        } else if position.board().owner(bridge) == Some(position.to_move()) && position.rules().removal() {
            self.change_draft(|d| d.removals.push(Removal::Bridge(bridge)));
        } else {
            self.notice = Some(format!("{bridge} cannot be removed: only your own bridges, before your peg."));
        }
    }

    fn record(&mut self, entry: Entry, next: Position) {
        self.timeline.push(entry, next);
        self.draft = Draft::default();
        self.draw_offer = None;
        self.notice = None;
    }

    fn end_turn(&mut self) {
        let Some(turn) = self.turn(&self.draft) else {
            self.notice = Some("Place your peg first: tap an empty hole.".to_owned());
            return;
        };
        let mut next = self.position().clone();
        match next.play(&turn) {
            Ok(()) => self.record(Entry::Turn(turn), next),
            Err(e) => self.notice = Some(e.to_string()),
        }
    }

    fn conclude(&mut self, entry: Entry) {
        let mut next = self.position().clone();
        let done = match entry {
            Entry::Turn(ref turn) => next.play(turn),
            Entry::Resign(colour) => next.resign(colour),
            Entry::Draw => next.agree_draw(),
        };
        match done {
            Ok(()) => self.record(entry, next),
            Err(e) => self.notice = Some(e.to_string()),
        }
    }

    fn leave_turn(&mut self) {
        self.draft = Draft::default();
        self.draw_offer = None;
        self.notice = None;
    }
}

impl Reducible for TwixtGame {
    type Action = TwixtAction;

    fn reduce(self: Rc<Self>, action: TwixtAction) -> Rc<Self> {
        let mut game = Rc::unwrap_or_clone(self);
        match action {
            TwixtAction::Tap(hole) => game.tap(hole),
            TwixtAction::TapBridge(bridge) => game.tap_bridge(bridge),
            TwixtAction::AcceptAll => {
                for bridge in game.proposals() {
                    // Each is checked again: the supply may run out on the way.
                    if let Ok(draft) = game.try_draft(|d| d.bridges.push(bridge)) {
                        game.draft = draft;
                    }
                }
            }
            TwixtAction::EndTurn => game.end_turn(),
            TwixtAction::Swap => {
                if game.draft.peg.is_some() {
                    game.notice = Some("Take your peg back before swapping.".to_owned());
                } else {
                    game.conclude(Entry::Turn(Turn::Swap));
                }
            }
            TwixtAction::Resign => {
                let colour = game.position().to_move();
                game.conclude(Entry::Resign(colour));
            }
            TwixtAction::OfferDraw => {
                if game.position().ending().is_some() {
                    game.notice = Some("The game is over.".to_owned());
                } else {
                    game.draw_offer = Some(game.position().to_move());
                }
            }
            TwixtAction::AcceptDraw => game.conclude(Entry::Draw),
            TwixtAction::DeclineDraw => game.draw_offer = None,
            TwixtAction::Undo => {
                // Undo first drops the turn being built, then takes back whole turns.
                if game.draft != Draft::default() || game.timeline.undo() {
                    game.leave_turn();
                } else {
                    game.notice = Some("Nothing to undo.".to_owned());
                }
            }
            TwixtAction::Redo => {
                if game.timeline.redo() {
                    game.leave_turn();
                } else {
                    game.notice = Some("Nothing to redo.".to_owned());
                }
            }
            TwixtAction::Seek(ply) => {
                game.timeline.seek(ply);
                game.leave_turn();
            }
            TwixtAction::New(setup) => game = TwixtGame::new(setup),
            TwixtAction::Dismiss => game.notice = None,
        }
        Rc::new(game)
    }
}
