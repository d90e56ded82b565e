//! The TwixT screen's state: the game, the turn being built, and a pure reducer. A turn
//! takes two taps in the common case: a hole, which places the peg with every bridge it can
//! make, then the same hole again, which ends the turn. Between them a tap on a bridge drops
//! or restores it and a tap on another hole moves the peg; removals come before it. The
//! computer plays whole turns, seated and called as in every game ([`ComputerGame`]).
//! Notices are kept as what happened, and worded only when drawn, in the page's language
//! of the moment.

use std::rc::Rc;

use yew::Reducible;

use crate::ai::twixt::Style;
use crate::games::Colour;
use crate::games::twixt::import::Format;
use crate::games::twixt::{Agreement, Bridge, Hole, Placement, PlayError, Position, Record, Removal, Turn};
use crate::i18n::Lang;
use crate::i18n::game_screen::GAME_SCREEN;
use crate::i18n::twixt::{TWIXT, refusal};
use crate::timeline::Timeline;
use crate::ui::computer::{Computer, ComputerAction, ComputerGame, ComputerNotice, NoMove};
use crate::ui::record::LinkRecord;
use crate::ui::records::{Opened, Said};
use crate::ui::route::TwixtSetup;
use crate::worker::{Answer, GameRecord, TwixtGameRecord};

/// One entry of the move list: a whole turn, a resignation or an agreed draw.
#[derive(Clone, Debug, PartialEq)]
pub enum Entry {
    Turn(Turn),
    Resign(Colour),
    Draw,
}

impl Entry {
    /// The move list's entry, in `lang`: the turn in notation, who resigned, or the draw.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Entry::Turn(turn) => turn.to_string(),
            Entry::Resign(colour) => (GAME_SCREEN[lang].resigns_entry)(*colour),
            Entry::Draw => TWIXT[lang].draw_entry.to_owned(),
        }
    }
}

/// What the TwixT screen tells the player.
#[derive(Clone, Debug, PartialEq)]
pub enum TwixtNotice {
    /// The rules refused the turn being built, or a resignation or draw.
    Refused(PlayError),
    /// Taps at the wrong time: after the end, with the peg placed, on one's own peg or a
    /// bridge that cannot be removed.
    TappedAfterTheEnd,
    PegPlaced,
    OwnPegKept(Hole),
    BridgeKept(Bridge),
    PlaceFirst,
    TakePegBack,
    /// A draw offered after the end.
    Over,
    ComputerDeclinesDraw,
    NothingToRedo,
    /// A whole game was opened, and how it came.
    Opened(Opened<Format>),
    /// What the Records panel says when it opens nothing.
    Said(Said),
    Computer(ComputerNotice),
}

impl TwixtNotice {
    /// The notice in `lang`. The saved game is described as the board holds it: the
    /// notice goes with the next turn.
    pub fn text(&self, game: &TwixtGame, lang: Lang) -> String {
        let words = &TWIXT[lang];
        match self {
            TwixtNotice::Refused(error) => refusal(lang, error),
            TwixtNotice::TappedAfterTheEnd => words.tapped_after_the_end.to_owned(),
            TwixtNotice::PegPlaced => words.peg_placed.to_owned(),
            TwixtNotice::OwnPegKept(hole) => (words.own_peg_kept)(&hole.to_string()),
            TwixtNotice::BridgeKept(bridge) => (words.bridge_kept)(&bridge.to_string()),
            TwixtNotice::PlaceFirst => words.place_first.to_owned(),
            TwixtNotice::TakePegBack => words.take_peg_back.to_owned(),
            TwixtNotice::Over => words.over.to_owned(),
            TwixtNotice::ComputerDeclinesDraw => words.computer_declines_draw.to_owned(),
            TwixtNotice::NothingToRedo => GAME_SCREEN[lang].nothing_to_redo.to_owned(),
            TwixtNotice::Opened(how) => how.text(lang, &game.record().describe(lang)),
            TwixtNotice::Said(said) => said.text(lang),
            TwixtNotice::Computer(notice) => notice.text(lang),
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

/// The game after a ply, with what the panel says of it worked out once, when the ply is
/// played, rather than at every drawing.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// The game from its start: what the address, the saved game and the exports hold.
    pub record: Record,
    /// Whether each colour (Black, then White) can still join its borders.
    pub paths_left: [bool; 2],
}

impl Step {
    fn new(record: Record) -> Step {
        let position = record.position();
        let paths_left = Colour::ALL.map(|colour| position.path_left(colour));
        Step { record, paths_left }
    }

    /// Whether `colour` can still join its borders.
    pub fn path_left(&self, colour: Colour) -> bool {
        self.paths_left[usize::from(colour == Colour::White)]
    }
}

#[derive(Clone, Debug, PartialEq)]
pub struct TwixtGame {
    pub setup: TwixtSetup,
    pub timeline: Timeline<Step, Entry>,
    pub draft: Draft,
    /// The position with the draft played on it: what the board shows, worked out when the
    /// draft or the position changes (see [`TwixtGame::settle`]).
    shown: Position,
    /// The colour that offered a draw, until the other accepts or declines.
    pub draw_offer: Option<Colour>,
    pub computer: Computer<Turn>,
    pub notice: Option<TwixtNotice>,
}

pub enum TwixtAction {
    Tap(Hole),
    TapBridge(Bridge),
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
    /// Open a whole game (the saved one, or a pasted one) at its last turn, and say so.
    Open {
        record: Record,
        how: Opened<Format>,
    },
    /// Show what the Records panel says when it opens nothing.
    Say(Said),
    Dismiss,
    Computer(ComputerAction),
}

impl From<Agreement> for Entry {
    fn from(agreement: Agreement) -> Entry {
        match agreement {
            Agreement::Resigned(colour) => Entry::Resign(colour),
            Agreement::Draw => Entry::Draw,
        }
    }
}

impl TwixtGame {
    pub fn new(setup: TwixtSetup, computer: Computer<Turn>) -> TwixtGame {
        let start = Position::new(setup.size, setup.rules, setup.swap);
        let mut game = TwixtGame {
            setup,
            timeline: Timeline::new(Step::new(Record::new(setup.size, setup.rules, setup.swap))),
            draft: Draft::default(),
            shown: start,
            draw_offer: None,
            computer,
            notice: None,
        };
        game.call_computer();
        game
    }

    /// The game of `record`, at its last turn, every turn in the list.
    pub fn from_record(record: &Record, computer: Computer<Turn>) -> TwixtGame {
        // Seated as people while replaying, so that the computer waits for the last turn.
        let mut game = TwixtGame::new(TwixtSetup::of(record), Computer::default());
        let entries = record.turns().iter().cloned().map(Entry::Turn).chain(record.agreement().map(Entry::from));
        for entry in entries {
            // A record is a legal game: every entry plays.
            game.conclude(entry);
        }
        game.computer = computer;
        game.call_computer();
        game.settle();
        game
    }

    /// The game as the board shows it, from its start: what a link or the saved game holds.
    /// Kept turn by turn on the timeline, so it costs nothing to ask for.
    pub fn record(&self) -> &Record {
        &self.timeline.current().record
    }

    /// The game after the last ply, with what the panel says of it.
    pub fn step(&self) -> &Step {
        self.timeline.current()
    }

    pub fn position(&self) -> &Position {
        self.record().position()
    }

    /// The peg placed by the last turn, for the marker on the board.
    pub fn last_peg(&self) -> Option<Hole> {
        let ply = self.timeline.ply();
        match self.timeline.moves().nth(ply.checked_sub(1)?)? {
            Entry::Turn(Turn::Place(placement)) => Some(placement.peg),
            _ => None,
        }
    }

    /// The draft as a turn the engine can judge, once it has a peg.
    fn turn(&self, draft: &Draft) -> Option<Turn> {
        let peg = draft.peg?;
        Some(Turn::Place(Placement { removals: draft.removals.clone(), peg, bridges: draft.bridges.clone() }))
    }

    /// What the board shows: the position with the draft played on it once it has a peg.
    /// Removals before the peg are drawn from `draft.removals` instead, faded.
    pub fn shown(&self) -> &Position {
        &self.shown
    }

    /// Works out what the board shows again, after the draft or the position changed: one
    /// play of the draft, once per action rather than once per drawing.
    fn settle(&mut self) {
        let mut shown = self.position().clone();
        if let Some(turn) = self.turn(&self.draft) {
            // The draft is checked at every tap, so it plays.
            let _ = shown.play(&turn);
        }
        self.shown = shown;
    }

    /// The bridges the new peg could still make: drawn dashed, one tap each. Read from the
    /// shown position, where the draft's own bridges are already built.
    pub fn proposals(&self) -> Vec<Bridge> {
        let Some(peg) = self.draft.peg else { return Vec::new() };
        if self.position().rules().automatic_bridges() {
            return Vec::new();
        }
        self.shown.possible_bridges(peg)
    }

    /// The draft changed by `change`, if the engine accepts it.
    fn try_draft(&self, change: impl FnOnce(&mut Draft)) -> Result<Draft, PlayError> {
        let mut draft = self.draft.clone();
        change(&mut draft);
        match self.turn(&draft) {
            Some(turn) => self.position().clone().play(&turn).map(|()| draft),
            None => Ok(draft),
        }
    }

    fn change_draft(&mut self, change: impl FnOnce(&mut Draft)) {
        match self.try_draft(change) {
            Ok(draft) => {
                self.draft = draft;
                self.notice = None;
            }
            Err(error) => self.notice = Some(TwixtNotice::Refused(error)),
        }
    }

    /// A tap on a hole: the peg goes there with every bridge it can make; a second tap on
    /// it ends the turn. Before the peg, under removal rules, a tap on one's own peg removes it.
    fn tap(&mut self, hole: Hole) {
        let position = self.position();
        if position.ending().is_some() {
            self.notice = Some(TwixtNotice::TappedAfterTheEnd);
            return;
        }
        let me = position.to_move();
        if self.draft.peg == Some(hole) {
            self.end_turn();
        } else if position.board().peg(hole) == Some(me) && !self.draft.removals.contains(&Removal::Peg(hole)) {
            if !position.rules().removal() {
                self.notice = Some(TwixtNotice::OwnPegKept(hole));
            } else if self.draft.peg.is_some() {
                self.notice = Some(TwixtNotice::PegPlaced);
            } else {
                self.change_draft(|d| d.removals.push(Removal::Peg(hole)));
            }
        } else {
            self.place(hole);
        }
    }

    /// Puts the turn's peg in `hole` (or moves it there) with the bridges it can make, all
    /// of them when the box holds enough. When it does not, none is guessed: the player
    /// taps the ones to build ([`TwixtGame::bridges_to_choose`]).
    fn place(&mut self, hole: Hole) {
        let peg_alone = Draft { removals: self.draft.removals.clone(), peg: Some(hole), bridges: Vec::new() };
        let Some(turn) = self.turn(&peg_alone) else { return };
        let mut shown = self.position().clone();
        if let Err(error) = shown.play(&turn) {
            self.notice = Some(TwixtNotice::Refused(error));
            return;
        }
        let mut draft = peg_alone;
        if !shown.rules().automatic_bridges() {
            // Bridges from one peg never cross each other: only the box can forbid them all.
            let possible = shown.possible_bridges(hole);
            if shown.bridges_left().is_none_or(|left| left >= possible.len()) {
                draft.bridges = possible;
            }
        }
        self.draft = draft;
        self.notice = None;
    }

    /// When the box holds fewer bridges than the new peg could make: how many it holds,
    /// for the player to choose among the proposals.
    pub fn bridges_to_choose(&self) -> Option<usize> {
        let proposals = self.proposals().len();
        self.shown.bridges_left().filter(|&left| left < proposals)
    }

    /// A tap on a bridge: one of the turn's own is dropped, a proposal built; before the
    /// peg, under removal rules, one's own bridge is removed.
    fn tap_bridge(&mut self, bridge: Bridge) {
        let position = self.position();
        if position.ending().is_some() {
            self.notice = Some(TwixtNotice::TappedAfterTheEnd);
        } else if let Some(i) = self.draft.bridges.iter().position(|&b| b == bridge) {
            self.draft.bridges.remove(i);
            self.notice = None;
        } else if self.draft.peg.is_some() {
            self.change_draft(|d| d.bridges.push(bridge));
        } else if position.board().owner(bridge) == Some(position.to_move()) && position.rules().removal() {
            self.change_draft(|d| d.removals.push(Removal::Bridge(bridge)));
        } else {
            self.notice = Some(TwixtNotice::BridgeKept(bridge));
        }
    }

    fn push(&mut self, entry: Entry, next: Record) {
        self.timeline.push(entry, Step::new(next));
        self.draft = Draft::default();
        self.draw_offer = None;
        self.computer.hint = None;
        self.notice = None;
    }

    fn end_turn(&mut self) {
        let Some(turn) = self.turn(&self.draft) else {
            self.notice = Some(TwixtNotice::PlaceFirst);
            return;
        };
        let mut next = self.record().clone();
        match next.play(turn.clone()) {
            Ok(()) => self.push(Entry::Turn(turn), next),
            Err(error) => self.notice = Some(TwixtNotice::Refused(error)),
        }
    }

    /// Plays `entry`, or says why the rules refuse it and changes nothing.
    fn try_conclude(&mut self, entry: Entry) -> Result<(), PlayError> {
        let mut next = self.record().clone();
        let done = match entry {
            Entry::Turn(ref turn) => next.play(turn.clone()),
            Entry::Resign(colour) => next.agree(Agreement::Resigned(colour)),
            Entry::Draw => next.agree(Agreement::Draw),
        };
        done?;
        self.push(entry, next);
        Ok(())
    }

    fn conclude(&mut self, entry: Entry) {
        if let Err(error) = self.try_conclude(entry) {
            self.notice = Some(TwixtNotice::Refused(error));
        }
    }

    fn leave_turn(&mut self) {
        self.draft = Draft::default();
        self.draw_offer = None;
        self.notice = None;
    }

    /// A draw offered by the person, to `offerer`'s opponent: a person is asked; the
    /// computer accepts only when it can no longer join its borders, since then a draw is
    /// the best it can still get.
    fn offer_draw(&mut self, offerer: Colour) {
        let computer = offerer.opponent();
        if !self.computer_at(computer) {
            self.draw_offer = Some(offerer);
        } else if self.step().path_left(computer) {
            self.notice = Some(TwixtNotice::ComputerDeclinesDraw);
        } else {
            self.conclude(Entry::Draw);
        }
    }
}

impl ComputerGame for TwixtGame {
    type Move = Turn;
    type Style = Style;

    fn computer(&self) -> &Computer<Turn> {
        &self.computer
    }

    fn computer_mut(&mut self) -> &mut Computer<Turn> {
        &mut self.computer
    }

    fn to_move(&self) -> Colour {
        self.position().to_move()
    }

    fn colours_exchanged(&self) -> bool {
        self.position().colours_exchanged()
    }

    fn is_over(&self) -> bool {
        self.position().ending().is_some()
    }

    fn browsing(&self) -> bool {
        self.timeline.can_redo()
    }

    fn game_record(&self) -> GameRecord {
        let turns = self
            .timeline
            .moves()
            .take(self.timeline.ply())
            .filter_map(|entry| match entry {
                Entry::Turn(turn) => Some(turn.clone()),
                Entry::Resign(_) | Entry::Draw => None,
            })
            .collect();
        let TwixtSetup { size, rules, swap } = self.setup;
        GameRecord::Twixt(TwixtGameRecord { size: size.get(), rules, swap, turns })
    }

    /// The turn being built goes first, then whole turns.
    fn step_back(&mut self) -> bool {
        let moved = self.draft != Draft::default() || self.timeline.undo();
        if moved {
            self.leave_turn();
        }
        moved
    }

    fn read_move(&self, answer: &Answer) -> Option<Turn> {
        match answer {
            Answer::Twixt(turn) => Some(turn.clone()),
            Answer::Hex(_) => None,
        }
    }

    fn play_move(&mut self, turn: Turn) -> Result<(), String> {
        self.try_conclude(Entry::Turn(turn)).map_err(|e| e.to_string())
    }

    fn no_move(&self) -> NoMove {
        let position = self.position();
        let colour = position.to_move();
        if position.pegs_left(colour) == Some(0) { NoMove::AllPegsPlaced(colour) } else { NoMove::NoHoleLeft(colour) }
    }

    fn say(&mut self, notice: ComputerNotice) {
        self.notice = Some(TwixtNotice::Computer(notice));
    }
}

impl Reducible for TwixtGame {
    type Action = TwixtAction;

    fn reduce(self: Rc<Self>, action: TwixtAction) -> Rc<Self> {
        let mut game = Rc::unwrap_or_clone(self);
        match action {
            TwixtAction::Tap(hole) => {
                if game.person_may_play() {
                    game.tap(hole);
                }
            }
            TwixtAction::TapBridge(bridge) => {
                if game.person_may_play() {
                    game.tap_bridge(bridge);
                }
            }
            TwixtAction::EndTurn => {
                if game.person_may_play() {
                    game.end_turn();
                }
            }
            TwixtAction::Swap => {
                if game.draft.peg.is_some() {
                    game.notice = Some(TwixtNotice::TakePegBack);
                } else if game.person_may_play() {
                    game.conclude(Entry::Turn(Turn::Swap));
                }
            }
            TwixtAction::Resign => {
                let colour = game.resigner();
                game.computer.thinking = None;
                game.conclude(Entry::Resign(colour));
            }
            TwixtAction::OfferDraw => {
                if game.is_over() {
                    game.notice = Some(TwixtNotice::Over);
                } else if game.person_may_play() {
                    let offerer = game.resigner();
                    game.offer_draw(offerer);
                }
            }
            TwixtAction::AcceptDraw => game.conclude(Entry::Draw),
            TwixtAction::DeclineDraw => game.draw_offer = None,
            TwixtAction::Undo => game.take_back(),
            TwixtAction::Redo => {
                game.forget_thoughts();
                if game.timeline.redo() {
                    game.leave_turn();
                } else {
                    game.notice = Some(TwixtNotice::NothingToRedo);
                }
            }
            TwixtAction::Seek(ply) => {
                game.look_back();
                game.timeline.seek(ply);
                game.leave_turn();
            }
            TwixtAction::New(setup) => game = TwixtGame::new(setup, game.computer.handed_on()),
            TwixtAction::Open { record, how } => {
                game = TwixtGame::from_record(&record, game.computer.handed_on());
                game.notice = Some(TwixtNotice::Opened(how));
            }
            TwixtAction::Say(said) => game.notice = Some(TwixtNotice::Said(said)),
            TwixtAction::Dismiss => game.notice = None,
            TwixtAction::Computer(action) => game.act(action),
        }
        game.call_computer();
        // The computer plays whole turns of its own: a turn begun for its side is dropped.
        if game.computer_to_move() {
            game.draft = Draft::default();
        }
        game.settle();
        Rc::new(game)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::twixt::{BoardSize, RuleSet};
    use crate::ui::computer::{Purpose, Seating};
    use crate::worker::{Reply, Thoughts, Unplayable};

    /// A turn on the 8 × 8 board of these tests.
    fn turn_of(text: &str) -> Turn {
        Turn::parse(text, BoardSize::new(8).unwrap()).unwrap()
    }

    fn setup(rules: RuleSet, swap: bool) -> TwixtSetup {
        TwixtSetup { size: BoardSize::new(8).unwrap(), rules, swap }
    }

    fn hole(name: &str) -> Hole {
        Hole::parse(name, BoardSize::new(8).unwrap()).unwrap()
    }

    fn act(game: TwixtGame, action: TwixtAction) -> TwixtGame {
        Rc::unwrap_or_clone(Rc::new(game).reduce(action))
    }

    /// A person's whole turn: two taps on the peg's hole.
    fn turn(game: TwixtGame, peg: &str) -> TwixtGame {
        act(act(game, TwixtAction::Tap(hole(peg))), TwixtAction::Tap(hole(peg)))
    }

    fn bridge(name: &str) -> Bridge {
        let (from, to) = name.split_once('-').unwrap();
        Bridge::new(hole(from), hole(to)).unwrap()
    }

    #[test]
    fn a_tap_places_the_peg_with_every_bridge_it_can_make_and_a_second_ends_the_turn() {
        let mut game = TwixtGame::new(setup(RuleSet::Standard, false), Computer::default());
        for peg in ["C3", "F2", "G5", "F7"] {
            game = turn(game, peg);
        }
        let game = act(game, TwixtAction::Tap(hole("E4")));
        assert_eq!(game.draft.bridges, [bridge("E4-G5"), bridge("C3-E4")]);
        assert_eq!(game.shown().board().owner(bridge("C3-E4")), Some(Colour::Black));
        assert_eq!(entries(&game), ["C3", "F2", "G5", "F7"], "the turn is not over yet");
        let game = act(game, TwixtAction::Tap(hole("E4")));
        assert_eq!(entries(&game).last().map(String::as_str), Some("E4 E4-G5 C3-E4"));
        assert_eq!(game.position().to_move(), Colour::White);
    }

    #[test]
    fn between_the_two_taps_a_bridge_is_dropped_or_restored_and_the_peg_moved() {
        let mut game = TwixtGame::new(setup(RuleSet::Standard, false), Computer::default());
        for peg in ["C3", "F2", "G5", "F7"] {
            game = turn(game, peg);
        }
        let game = act(game, TwixtAction::Tap(hole("E4")));
        let game = act(game, TwixtAction::TapBridge(bridge("C3-E4")));
        assert_eq!(game.draft.bridges, [bridge("E4-G5")]);
        assert_eq!(game.proposals(), [bridge("C3-E4")], "a dropped bridge is proposed again");
        let game = act(game, TwixtAction::TapBridge(bridge("C3-E4")));
        assert_eq!(game.draft.bridges.len(), 2);
        // Another hole takes the peg there, with the bridges it makes there.
        let game = act(game, TwixtAction::Tap(hole("E2")));
        assert_eq!((game.draft.peg, game.draft.bridges.clone()), (Some(hole("E2")), vec![bridge("E2-C3")]));
        assert_eq!(game.shown().board().peg(hole("E4")), None);
    }

    /// A game of 8 × 8 with the computer seated as `seating`.
    fn against(seating: Seating, rules: RuleSet, swap: bool) -> TwixtGame {
        act(
            TwixtGame::new(setup(rules, swap), Computer::default()),
            TwixtAction::Computer(ComputerAction::Seating(seating)),
        )
    }

    /// The worker's answer to the job under way.
    fn answer(game: TwixtGame, best: Option<&str>) -> TwixtGame {
        let job = game.computer.job().expect("a job under way").0;
        let thoughts = Thoughts {
            iterations: 100,
            best: best.map(|t| Answer::Twixt(turn_of(t))),
            win_rate: Some(0.5),
            proved: None,
        };
        act(game, TwixtAction::Computer(ComputerAction::Reply(Reply::Done { job, thoughts })))
    }

    fn entries(game: &TwixtGame) -> Vec<String> {
        game.timeline.moves().take(game.timeline.ply()).map(|entry| entry.text(Lang::En)).collect()
    }

    /// The notice shown, in English.
    fn notice(game: &TwixtGame) -> String {
        game.notice.as_ref().expect("a notice").text(game, Lang::En)
    }

    #[test]
    fn the_computer_thinks_only_when_its_side_is_to_move() {
        let game = against(Seating::ComputerSecond, RuleSet::Standard, false);
        assert_eq!(game.computer.job(), None, "Black, the person, moves first");
        let game = turn(game, "C3");
        let thinking = game.computer.thinking.clone().expect("White's turn is the computer's");
        assert_eq!(thinking.purpose, Purpose::Move);
        assert_eq!(
            thinking.game,
            GameRecord::Twixt(TwixtGameRecord {
                size: 8,
                rules: RuleSet::Standard,
                swap: false,
                turns: vec![turn_of("C3")]
            })
        );
    }

    #[test]
    fn while_the_computer_thinks_a_tap_is_answered_with_a_message() {
        let game = turn(against(Seating::ComputerSecond, RuleSet::Standard, false), "C3");
        let game = act(game, TwixtAction::Tap(hole("F2")));
        assert!(notice(&game).starts_with("The computer is thinking"), "{}", notice(&game));
        assert_eq!(game.draft, Draft::default());
        assert!(game.computer_to_move());
    }

    #[test]
    fn the_computers_turn_is_played_whole_and_stale_answers_are_ignored() {
        let game = turn(against(Seating::ComputerSecond, RuleSet::Standard, false), "C3");
        let job = game.computer.job().unwrap().0;
        let stale = Thoughts { iterations: 1, best: Some(Answer::Twixt(turn_of("G2"))), win_rate: None, proved: None };
        let game =
            act(game, TwixtAction::Computer(ComputerAction::Reply(Reply::Done { job: job - 1, thoughts: stale })));
        assert_eq!(entries(&game), ["C3"], "an answer to another job changes nothing");
        let game = turn(answer(game, Some("F2")), "D5");
        // The worker names the peg and its bridges: the turn is played as named.
        let game = answer(game, Some("E4 E4-F2"));
        assert_eq!(entries(&game), ["C3", "F2", "D5 C3-D5", "E4 E4-F2"]);
        assert_eq!(game.position().board().owner(Bridge::new(hole("E4"), hole("F2")).unwrap()), Some(Colour::White));
        assert_eq!(game.last_peg(), Some(hole("E4")));
        assert_eq!(game.computer.job(), None);
    }

    #[test]
    fn undo_takes_back_the_computers_turn_and_yours() {
        let game = answer(turn(against(Seating::ComputerSecond, RuleSet::Standard, false), "C3"), Some("F2"));
        let game = act(game, TwixtAction::Undo);
        assert_eq!(entries(&game), Vec::<String>::new());
        assert_eq!(game.position().to_move(), Colour::Black);
        assert_eq!(game.computer.job(), None, "the person is to move again");
    }

    #[test]
    fn the_computer_as_white_may_swap() {
        let game = turn(against(Seating::ComputerSecond, RuleSet::Standard, true), "D4");
        let game = answer(game, Some("swap"));
        assert_eq!(entries(&game), ["D4", "swap"]);
        // The person, who opened, now holds White and moves; the computer holds Black.
        assert_eq!(game.position().to_move(), Colour::White);
        assert!(game.computer_at(Colour::Black) && !game.computer_at(Colour::White));
        assert_eq!(game.computer.job(), None);
    }

    #[test]
    fn a_computer_with_no_move_or_a_refused_one_leaves_its_seat_and_says_why() {
        let game = answer(turn(against(Seating::ComputerSecond, RuleSet::Standard, false), "C3"), None);
        assert_eq!(game.computer.seating, Seating::People);
        assert!(notice(&game).contains("stopped playing"), "{}", notice(&game));

        let game = answer(turn(against(Seating::ComputerSecond, RuleSet::Standard, false), "C3"), Some("C3"));
        assert_eq!(game.computer.seating, Seating::People);
        assert!(notice(&game).contains("C3 already has a peg"), "{}", notice(&game));
        assert_eq!(entries(&game), ["C3"]);
    }

    #[test]
    fn a_game_the_worker_cannot_read_ends_the_computers_play() {
        let game = turn(against(Seating::ComputerSecond, RuleSet::Standard, false), "C3");
        let job = game.computer.job().unwrap().0;
        let reason = Unplayable::Twixt { ply: 1, turn: turn_of("C3"), error: PlayError::Occupied(hole("C3")) };
        let game = act(game, TwixtAction::Computer(ComputerAction::Reply(Reply::Failed { job, reason })));
        assert_eq!(game.computer.seating, Seating::People);
        assert!(notice(&game).starts_with("The computer could not read the game (turn 1"), "{}", notice(&game));
    }

    #[test]
    fn a_hint_is_a_quick_search_and_shows_until_the_turn_is_played() {
        let game = act(against(Seating::People, RuleSet::Standard, false), TwixtAction::Computer(ComputerAction::Hint));
        let thinking = game.computer.thinking.clone().unwrap();
        assert_eq!((thinking.purpose, thinking.iterations), (Purpose::Hint, 5_000));
        let game = answer(game, Some("D4"));
        assert_eq!(
            game.computer.hint.as_ref().map(|hint| hint.text(Lang::En)).as_deref(),
            Some("Hint: D4 (50% to win)")
        );
        assert_eq!(entries(&game), Vec::<String>::new(), "a hint plays nothing");
        let game = turn(game, "E5");
        assert_eq!(game.computer.hint, None);
    }

    #[test]
    fn against_the_computer_the_person_resigns_and_offers_draws() {
        let game = turn(against(Seating::ComputerSecond, RuleSet::Standard, false), "C3");
        // White, the computer, is to move; the resign button is still Black's.
        assert_eq!(game.resigner(), Colour::Black);
        let game = answer(game, Some("F2"));
        let game = act(game, TwixtAction::OfferDraw);
        assert_eq!(game.draw_offer, None);
        assert!(notice(&game).contains("declines"), "it can still join its borders");
        let game = act(game, TwixtAction::Resign);
        assert_eq!(entries(&game).last().map(String::as_str), Some("black resigns"));
    }

    #[test]
    fn the_record_reopens_the_game_at_its_last_turn() {
        for rules in RuleSet::ALL {
            let mut game = TwixtGame::new(setup(rules, true), Computer::default());
            for peg in ["C3", "F2", "D5", "E4"] {
                game = turn(game, peg);
            }
            let game = act(game, TwixtAction::Resign);
            let opened = TwixtGame::from_record(&game.record(), Computer::default());
            assert_eq!(opened.position(), game.position(), "{rules}");
            assert_eq!(opened.timeline.ply(), 5);
            assert_eq!(opened.record(), game.record());
        }
    }

    #[test]
    fn a_game_opened_against_the_computer_waits_for_nothing_but_its_side() {
        let mut game = TwixtGame::new(setup(RuleSet::Pp, false), Computer::default());
        for peg in ["C3", "F2", "D5"] {
            game = turn(game, peg);
        }
        let seated = against(Seating::ComputerSecond, RuleSet::Pp, false).computer.handed_on();
        let opened = TwixtGame::from_record(&game.record(), seated);
        assert_eq!(opened.computer.job().map(|(_, purpose)| purpose), Some(Purpose::Move), "White is to move");
        // Browsing back, it waits.
        let back = act(opened, TwixtAction::Seek(1));
        assert_eq!(back.computer.job(), None);
    }

    #[test]
    fn seated_after_an_undo_or_a_redo_the_computer_plays_the_side_to_move() {
        let people = act(turn(TwixtGame::new(setup(RuleSet::Pp, false), Computer::default()), "C3"), TwixtAction::Undo);
        let seated = act(people, TwixtAction::Computer(ComputerAction::Seating(Seating::ComputerFirst)));
        assert_eq!(seated.computer.job().map(|(_, purpose)| purpose), Some(Purpose::Move), "Black is the computer's");
        assert_eq!(entries(&answer(seated, Some("D4"))), ["D4"]);
        let game = answer(turn(against(Seating::ComputerSecond, RuleSet::Pp, false), "C3"), Some("F2"));
        let redone = act(act(game, TwixtAction::Undo), TwixtAction::Redo);
        assert_eq!(entries(&redone), ["C3"]);
        assert!(redone.computer_to_move(), "White, the computer, is to move again");
    }
}
