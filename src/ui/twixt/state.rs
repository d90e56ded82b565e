//! TwixT at its screen: the turn being built, and TwixT's own taps. A turn takes two taps in
//! the common case: a hole, which places the peg with every bridge it can make, then the
//! same hole again, which ends the turn. Between them a tap on a bridge drops or restores it
//! and a tap on another hole moves the peg; removals come before it. The computer plays
//! whole turns. Everything else (undo, the computer's seats, notices, a game replaced and
//! brought back) is what every connection game's screen does ([`crate::ui::connection`]).

use crate::ai::review::Played;
use crate::games::connection::ConnectionGame;
use crate::games::twixt::TwixtSetup;
use crate::games::twixt::{
    Agreement, Bridge, Hole, Placement, PlayError, Position, Record, Removal, SearchMove, Turn, Twixt,
};
use crate::games::{Colour, Game};
use crate::i18n::Lang;
use crate::i18n::game_screen::GAME_SCREEN;
use crate::i18n::twixt::{TWIXT, refusal};
use crate::ui::computer::NoMove;
use crate::ui::connection::{Notice, ScreenGame, SetUpRules, State};
use crate::worker::{GameRecord, TwixtGameRecord};

/// One entry of the move list: a whole turn, a resignation or an agreed draw.
#[derive(Clone, Debug, PartialEq)]
pub enum Entry {
    Turn(Turn),
    Resign(Colour),
    Draw,
}

impl From<Turn> for Entry {
    fn from(turn: Turn) -> Entry {
        Entry::Turn(turn)
    }
}

impl From<Agreement> for Entry {
    fn from(agreement: Agreement) -> Entry {
        match agreement {
            Agreement::Resigned(colour) => Entry::Resign(colour),
            Agreement::Draw => Entry::Draw,
        }
    }
}

/// What only the TwixT screen tells the player.
#[derive(Clone, Debug, PartialEq)]
pub enum TwixtNotice {
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
}

/// The turn being built: what the side to move has removed, and its peg and bridges.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Draft {
    pub removals: Vec<Removal>,
    pub peg: Option<Hole>,
    pub bridges: Vec<Bridge>,
}

/// What waits on the next turn: the turn being built, and a draw offered.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Pending {
    pub draft: Draft,
    /// The position with the draft played on it, once the draft has a peg: what the board
    /// shows, worked out once per action rather than once per drawing.
    shown: Option<Position>,
    /// The colour that offered a draw, until the other accepts or declines.
    pub draw_offer: Option<Colour>,
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
    /// Whether `colour` can still join its borders.
    pub fn path_left(&self, colour: Colour) -> bool {
        self.paths_left[usize::from(colour == Colour::White)]
    }
}

/// TwixT at its screen.
pub type TwixtGame = State<Twixt>;

/// TwixT's own taps and buttons.
pub enum TwixtAction {
    Tap(Hole),
    TapBridge(Bridge),
    EndTurn,
    Swap,
    OfferDraw,
    AcceptDraw,
    DeclineDraw,
}

impl ScreenGame for Twixt {
    type Move = Turn;
    type Entry = Entry;
    type Step = Step;
    type Pending = Pending;
    type Action = TwixtAction;
    type Notice = TwixtNotice;

    const SWAP_ACTION: TwixtAction = TwixtAction::Swap;
    /// TwixT's set-ups (pegs, their bridges, the border rows) are not written yet.
    const SET_UP: Option<SetUpRules<Twixt>> = None;
    const PLY: &'static str = "turn";

    fn entries(record: &Record) -> Vec<Entry> {
        record.turns().iter().cloned().map(Entry::Turn).chain(record.agreement().map(Entry::from)).collect()
    }

    fn step(record: Record) -> Step {
        let position = record.position();
        let paths_left = Colour::ALL.map(|colour| position.path_left(colour));
        Step { record, paths_left }
    }

    fn record(step: &Step) -> &Record {
        &step.record
    }

    fn play_entry(record: &mut Record, entry: &Entry) -> Result<(), PlayError> {
        match entry {
            Entry::Turn(turn) => record.play(turn.clone()),
            Entry::Resign(colour) => record.agree(Agreement::Resigned(*colour)),
            Entry::Draw => record.agree(Agreement::Draw),
        }
    }

    fn resignation(loser: Colour) -> Entry {
        Entry::Resign(loser)
    }

    fn reviewed_as(entry: &Entry) -> Played<()> {
        match *entry {
            Entry::Turn(_) => Played::Move(()),
            Entry::Resign(colour) => Played::Resigned(colour),
            Entry::Draw => Played::Drawn,
        }
    }

    fn point(turn: &Turn) -> Option<Hole> {
        match turn {
            Turn::Place(placement) => Some(placement.peg),
            Turn::Swap => None,
        }
    }

    /// The peg with every bridge it can make there: the turn a reader means by a peg, as the
    /// page's own tap places one.
    fn answer_move(position: &Position, peg: Hole) -> Option<Turn> {
        position.check_hole(peg).ok().map(|()| position.whole_turn(SearchMove::Peg(peg)))
    }

    fn played(entry: &Entry) -> Option<&Turn> {
        match entry {
            Entry::Turn(turn) => Some(turn),
            Entry::Resign(_) | Entry::Draw => None,
        }
    }

    /// The turn in notation, who resigned, or the draw.
    fn entry_text(entry: &Entry, lang: Lang) -> String {
        match entry {
            Entry::Turn(turn) => Self::move_text(turn, lang),
            Entry::Resign(colour) => (GAME_SCREEN[lang].resigns_entry)(*colour),
            Entry::Draw => TWIXT[lang].draw_entry.to_owned(),
        }
    }

    fn game_record(game: &Record, turns: Vec<Turn>) -> GameRecord {
        let TwixtSetup { size, rules, swap } = Twixt::setup_of(game);
        GameRecord::Twixt(TwixtGameRecord { size: size.get(), rules, swap, turns })
    }

    fn no_move(position: &Position) -> NoMove {
        let colour = position.to_move();
        if position.pegs_left(colour) == Some(0) { NoMove::AllPegsPlaced(colour) } else { NoMove::NoHoleLeft(colour) }
    }

    fn refusal(error: &PlayError, lang: Lang) -> String {
        refusal(lang, error)
    }

    fn notice_text(notice: &TwixtNotice, lang: Lang) -> String {
        let words = &TWIXT[lang];
        match notice {
            TwixtNotice::TappedAfterTheEnd => words.tapped_after_the_end.to_owned(),
            TwixtNotice::PegPlaced => words.peg_placed.to_owned(),
            TwixtNotice::OwnPegKept(hole) => (words.own_peg_kept)(&hole.to_string()),
            TwixtNotice::BridgeKept(bridge) => (words.bridge_kept)(&bridge.to_string()),
            TwixtNotice::PlaceFirst => words.place_first.to_owned(),
            TwixtNotice::TakePegBack => words.take_peg_back.to_owned(),
            TwixtNotice::Over => words.over.to_owned(),
            TwixtNotice::ComputerDeclinesDraw => words.computer_declines_draw.to_owned(),
        }
    }

    fn reduce(game: &mut TwixtGame, action: TwixtAction) {
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
                if game.draft().peg.is_some() {
                    game.say(TwixtNotice::TakePegBack);
                } else if game.person_may_play() {
                    game.attempt(Entry::Turn(Turn::Swap));
                }
            }
            TwixtAction::OfferDraw => {
                if game.position().outcome().is_some() {
                    game.say(TwixtNotice::Over);
                } else if game.person_may_play() {
                    let offerer = game.resigner();
                    game.offer_draw(offerer);
                }
            }
            TwixtAction::AcceptDraw => game.attempt(Entry::Draw),
            TwixtAction::DeclineDraw => game.pending.draw_offer = None,
        }
    }

    /// The computer plays whole turns of its own: a turn begun for its side is dropped.
    /// Then the board's position is worked out again: one play of the draft, once per
    /// action rather than once per drawing.
    fn settle(game: &mut TwixtGame) {
        if game.computer_to_move() {
            game.pending.draft = Draft::default();
        }
        game.pending.shown = game.turn(&game.pending.draft).map(|turn| {
            let mut shown = game.position().clone();
            // The draft is checked at every tap, so it plays.
            let _ = shown.play(&turn);
            shown
        });
    }

    fn turn_begun(pending: &Pending) -> bool {
        pending.draft != Draft::default()
    }
}

impl TwixtGame {
    /// The turn being built.
    pub fn draft(&self) -> &Draft {
        &self.pending.draft
    }

    /// The peg placed by the last turn, for the marker on the board.
    pub fn last_peg(&self) -> Option<Hole> {
        match self.last_move()? {
            Turn::Place(placement) => Some(placement.peg),
            // The one peg on the board: the first, which the swap gave the other player.
            Turn::Swap => {
                let board = self.shown().board();
                Hole::all(board.size()).find(|&hole| board.peg(hole).is_some())
            }
        }
    }

    fn say(&mut self, notice: TwixtNotice) {
        self.notice = Some(Notice::Game(notice));
    }

    /// The draft as a turn the engine can judge, once it has a peg.
    fn turn(&self, draft: &Draft) -> Option<Turn> {
        let peg = draft.peg?;
        Some(Turn::Place(Placement { removals: draft.removals.clone(), peg, bridges: draft.bridges.clone() }))
    }

    /// What the board shows: the position with the draft played on it once it has a peg.
    /// Removals before the peg are drawn from the draft's removals instead, faded.
    pub fn shown(&self) -> &Position {
        self.pending.shown.as_ref().unwrap_or_else(|| self.position())
    }

    /// The bridges the new peg could still make: drawn dashed, one tap each. Read from the
    /// shown position, where the draft's own bridges are already built.
    pub fn proposals(&self) -> Vec<Bridge> {
        let Some(peg) = self.draft().peg else { return Vec::new() };
        if self.position().rules().automatic_bridges() {
            return Vec::new();
        }
        self.shown().possible_bridges(peg)
    }

    /// The draft changed by `change`, if the engine accepts it.
    fn try_draft(&self, change: impl FnOnce(&mut Draft)) -> Result<Draft, PlayError> {
        let mut draft = self.draft().clone();
        change(&mut draft);
        match self.turn(&draft) {
            Some(turn) => self.position().clone().play(&turn).map(|()| draft),
            None => Ok(draft),
        }
    }

    fn change_draft(&mut self, change: impl FnOnce(&mut Draft)) {
        match self.try_draft(change) {
            Ok(draft) => {
                self.pending.draft = draft;
                self.notice = None;
            }
            Err(error) => self.notice = Some(Notice::Refused(error)),
        }
    }

    /// A tap on a hole: the peg goes there with every bridge it can make; a second tap on
    /// it ends the turn. Before the peg, under removal rules, a tap on one's own peg removes it.
    fn tap(&mut self, hole: Hole) {
        let position = self.position();
        if position.ending().is_some() {
            self.say(TwixtNotice::TappedAfterTheEnd);
            return;
        }
        let me = position.to_move();
        let draft = self.draft();
        if draft.peg == Some(hole) {
            self.end_turn();
        } else if position.board().peg(hole) == Some(me) && !draft.removals.contains(&Removal::Peg(hole)) {
            if !position.rules().removal() {
                self.say(TwixtNotice::OwnPegKept(hole));
            } else if draft.peg.is_some() {
                self.say(TwixtNotice::PegPlaced);
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
        let peg_alone = Draft { removals: self.draft().removals.clone(), peg: Some(hole), bridges: Vec::new() };
        let Some(turn) = self.turn(&peg_alone) else { return };
        let mut shown = self.position().clone();
        if let Err(error) = shown.play(&turn) {
            self.notice = Some(Notice::Refused(error));
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
        self.pending.draft = draft;
        self.notice = None;
    }

    /// When the box holds fewer bridges than the new peg could make: how many it holds,
    /// for the player to choose among the proposals.
    pub fn bridges_to_choose(&self) -> Option<usize> {
        let proposals = self.proposals().len();
        self.shown().bridges_left().filter(|&left| left < proposals)
    }

    /// A tap on a bridge: one of the turn's own is dropped, a proposal built; before the
    /// peg, under removal rules, one's own bridge is removed.
    fn tap_bridge(&mut self, bridge: Bridge) {
        let position = self.position();
        if position.ending().is_some() {
            self.say(TwixtNotice::TappedAfterTheEnd);
        } else if let Some(i) = self.draft().bridges.iter().position(|&b| b == bridge) {
            self.pending.draft.bridges.remove(i);
            self.notice = None;
        } else if self.draft().peg.is_some() {
            self.change_draft(|d| d.bridges.push(bridge));
        } else if position.board().owner(bridge) == Some(position.to_move()) && position.rules().removal() {
            self.change_draft(|d| d.removals.push(Removal::Bridge(bridge)));
        } else {
            self.say(TwixtNotice::BridgeKept(bridge));
        }
    }

    fn end_turn(&mut self) {
        match self.turn(self.draft()) {
            Some(turn) => self.attempt(Entry::Turn(turn)),
            None => self.say(TwixtNotice::PlaceFirst),
        }
    }

    /// A draw offered by the person, to `offerer`'s opponent: a person is asked; the
    /// computer accepts only when it can no longer join its borders, since then a draw is
    /// the best it can still get.
    fn offer_draw(&mut self, offerer: Colour) {
        let computer = offerer.opponent();
        if !self.computer_at(computer) {
            self.pending.draw_offer = Some(offerer);
        } else if self.step().path_left(computer) {
            self.say(TwixtNotice::ComputerDeclinesDraw);
        } else {
            self.attempt(Entry::Draw);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use yew::Reducible;

    use super::*;
    use crate::games::SwapRule;
    use crate::games::twixt::{BoardSize, RuleSet};
    use crate::ui::computer::SearchEvent;
    use crate::ui::computer::{Computer, ComputerAction};
    use crate::ui::computer::{Purpose, Seating};
    use crate::ui::connection::{Action, StudyAction};
    use crate::worker::{GameUnreadable, Thoughts, Unreplayable};

    /// A turn on the 8 × 8 board of these tests.
    fn turn_of(text: &str) -> Turn {
        Turn::parse(text, BoardSize::new(8).unwrap()).unwrap()
    }

    fn setup(rules: RuleSet, swap: SwapRule) -> TwixtSetup {
        TwixtSetup { size: BoardSize::new(8).unwrap(), rules, swap }
    }

    fn hole(name: &str) -> Hole {
        Hole::parse(name, BoardSize::new(8).unwrap()).unwrap()
    }

    fn act(game: TwixtGame, action: Action<Twixt>) -> TwixtGame {
        Rc::unwrap_or_clone(Rc::new(game).reduce(action))
    }

    /// A person's whole turn: two taps on the peg's hole.
    fn turn(game: TwixtGame, peg: &str) -> TwixtGame {
        act(act(game, Action::Game(TwixtAction::Tap(hole(peg)))), Action::Game(TwixtAction::Tap(hole(peg))))
    }

    fn bridge(name: &str) -> Bridge {
        let (from, to) = name.split_once('-').unwrap();
        Bridge::new(hole(from), hole(to)).unwrap()
    }

    #[test]
    fn a_tap_places_the_peg_with_every_bridge_it_can_make_and_a_second_ends_the_turn() {
        let mut game = TwixtGame::new(setup(RuleSet::Standard, SwapRule::None), Computer::default());
        for peg in ["C3", "F2", "G5", "F7"] {
            game = turn(game, peg);
        }
        let game = act(game, Action::Game(TwixtAction::Tap(hole("E4"))));
        assert_eq!(game.draft().bridges, [bridge("E4-G5"), bridge("C3-E4")]);
        assert_eq!(game.shown().board().owner(bridge("C3-E4")), Some(Colour::Black));
        assert_eq!(entries(&game), ["C3", "F2", "G5", "F7"], "the turn is not over yet");
        let game = act(game, Action::Game(TwixtAction::Tap(hole("E4"))));
        assert_eq!(entries(&game).last().map(String::as_str), Some("E4 E4-G5 C3-E4"));
        assert_eq!(game.position().to_move(), Colour::White);
    }

    #[test]
    fn between_the_two_taps_a_bridge_is_dropped_or_restored_and_the_peg_moved() {
        let mut game = TwixtGame::new(setup(RuleSet::Standard, SwapRule::None), Computer::default());
        for peg in ["C3", "F2", "G5", "F7"] {
            game = turn(game, peg);
        }
        let game = act(game, Action::Game(TwixtAction::Tap(hole("E4"))));
        let game = act(game, Action::Game(TwixtAction::TapBridge(bridge("C3-E4"))));
        assert_eq!(game.draft().bridges, [bridge("E4-G5")]);
        assert_eq!(game.proposals(), [bridge("C3-E4")], "a dropped bridge is proposed again");
        let game = act(game, Action::Game(TwixtAction::TapBridge(bridge("C3-E4"))));
        assert_eq!(game.draft().bridges.len(), 2);
        // Another hole takes the peg there, with the bridges it makes there.
        let game = act(game, Action::Game(TwixtAction::Tap(hole("E2"))));
        assert_eq!((game.draft().peg, game.draft().bridges.clone()), (Some(hole("E2")), vec![bridge("E2-C3")]));
        assert_eq!(game.shown().board().peg(hole("E4")), None);
    }

    /// A game of 8 × 8 with the computer seated as `seating`.
    fn against(seating: Seating, rules: RuleSet, swap: SwapRule) -> TwixtGame {
        act(TwixtGame::new(setup(rules, swap), Computer::default()), Action::Computer(ComputerAction::Seating(seating)))
    }

    /// The worker's answer to the job under way.
    fn answer(game: TwixtGame, best: Option<&str>) -> TwixtGame {
        let job = game.computer.job().expect("a job under way").0;
        let thoughts =
            Thoughts { iterations: 100, best: best.map(turn_of), win_rate: Some(0.5), ..Thoughts::default() };
        act(game, Action::Computer(ComputerAction::Search(SearchEvent::Done { job, thoughts })))
    }

    fn entries(game: &TwixtGame) -> Vec<String> {
        game.timeline.moves().take(game.timeline.ply()).map(|entry| Twixt::entry_text(entry, Lang::En)).collect()
    }

    /// The notice shown, in English.
    fn notice(game: &TwixtGame) -> String {
        game.notice.as_ref().expect("a notice").text(game, Lang::En)
    }

    #[test]
    fn the_computer_thinks_only_when_its_side_is_to_move() {
        let game = against(Seating::ComputerSecond, RuleSet::Standard, SwapRule::None);
        assert_eq!(game.computer.job(), None, "Black, the person, moves first");
        let game = turn(game, "C3");
        let thinking = game.computer.thinking.clone().expect("White's turn is the computer's");
        assert_eq!(thinking.purpose, Purpose::Move);
        assert_eq!(
            thinking.game,
            GameRecord::Twixt(TwixtGameRecord {
                size: 8,
                rules: RuleSet::Standard,
                swap: SwapRule::None,
                turns: vec![turn_of("C3")]
            })
        );
    }

    #[test]
    fn an_unlisted_answer_to_a_question_is_weighed_as_its_peg_with_every_bridge_it_makes() {
        let mut game = TwixtGame::new(setup(RuleSet::Standard, SwapRule::None), Computer::default());
        for peg in ["C3", "F2"] {
            game = turn(game, peg);
        }
        for action in [StudyAction::Annotate, StudyAction::Ask, StudyAction::Annotate] {
            game = act(game, Action::Study(action));
        }
        let game = act(game, Action::Study(StudyAction::Answer(hole("E4"))));
        let thinking = game.computer.thinking.clone().expect("the computer weighs the answer");
        assert_eq!(thinking.purpose, Purpose::Answer);
        let GameRecord::Twixt(TwixtGameRecord { turns, .. }) = thinking.game else { panic!("{:?}", thinking.game) };
        assert_eq!(turns, [turn_of("C3"), turn_of("F2"), turn_of("E4 C3-E4")]);
        assert_eq!(entries(&game), ["C3", "F2"], "an answer plays nothing");
    }

    #[test]
    fn while_the_computer_thinks_a_tap_is_answered_with_a_message() {
        let game = turn(against(Seating::ComputerSecond, RuleSet::Standard, SwapRule::None), "C3");
        let game = act(game, Action::Game(TwixtAction::Tap(hole("F2"))));
        assert!(notice(&game).starts_with("The computer is thinking"), "{}", notice(&game));
        assert_eq!(*game.draft(), Draft::default());
        assert!(game.computer_to_move());
    }

    #[test]
    fn the_computers_turn_is_played_whole_and_stale_answers_are_ignored() {
        let game = turn(against(Seating::ComputerSecond, RuleSet::Standard, SwapRule::None), "C3");
        let job = game.computer.job().unwrap().0;
        let stale = Thoughts { iterations: 1, best: Some(turn_of("G2")), ..Thoughts::default() };
        let game =
            act(game, Action::Computer(ComputerAction::Search(SearchEvent::Done { job: job - 1, thoughts: stale })));
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
        let game = answer(turn(against(Seating::ComputerSecond, RuleSet::Standard, SwapRule::None), "C3"), Some("F2"));
        let game = act(game, Action::Undo);
        assert_eq!(entries(&game), Vec::<String>::new());
        assert_eq!(game.position().to_move(), Colour::Black);
        assert_eq!(game.computer.job(), None, "the person is to move again");
    }

    #[test]
    fn the_computer_as_white_may_swap() {
        let game = turn(against(Seating::ComputerSecond, RuleSet::Standard, SwapRule::Colours), "D4");
        let game = answer(game, Some("swap"));
        assert_eq!(entries(&game), ["D4", "swap"]);
        // The person, who opened, now holds White and moves; the computer holds Black.
        assert_eq!(game.position().to_move(), Colour::White);
        assert!(game.computer_at(Colour::Black) && !game.computer_at(Colour::White));
        assert_eq!(game.computer.job(), None);
    }

    #[test]
    fn a_computer_with_no_move_or_a_refused_one_leaves_its_seat_and_says_why() {
        let game = answer(turn(against(Seating::ComputerSecond, RuleSet::Standard, SwapRule::None), "C3"), None);
        assert_eq!(game.computer.seating, Seating::People);
        assert!(notice(&game).contains("stopped playing"), "{}", notice(&game));

        let game = answer(turn(against(Seating::ComputerSecond, RuleSet::Standard, SwapRule::None), "C3"), Some("C3"));
        assert_eq!(game.computer.seating, Seating::People);
        assert!(notice(&game).contains("C3 already has a peg"), "{}", notice(&game));
        assert_eq!(entries(&game), ["C3"]);
    }

    #[test]
    fn a_game_the_worker_cannot_read_ends_the_computers_play() {
        let game = turn(against(Seating::ComputerSecond, RuleSet::Standard, SwapRule::None), "C3");
        let job = game.computer.job().unwrap().0;
        let refused = Unreplayable { number: 1, action: turn_of("C3"), error: PlayError::Occupied(hole("C3")) };
        let reason = GameUnreadable::Twixt(refused);
        let game = act(game, Action::Computer(ComputerAction::Search(SearchEvent::Failed { job, reason })));
        assert_eq!(game.computer.seating, Seating::People);
        assert!(notice(&game).starts_with("The computer could not read the game (turn 1"), "{}", notice(&game));
    }

    #[test]
    fn a_hint_is_a_quick_search_and_shows_until_the_turn_is_played() {
        let game =
            act(against(Seating::People, RuleSet::Standard, SwapRule::None), Action::Computer(ComputerAction::Hint));
        let thinking = game.computer.thinking.clone().unwrap();
        assert_eq!((thinking.purpose, thinking.iterations), (Purpose::Hint, 5_000));
        let game = answer(game, Some("D4"));
        assert_eq!(
            game.computer.hint.as_ref().map(|hint| hint.text(Twixt::move_text, Lang::En)).as_deref(),
            Some("Hint: D4 (50% to win)")
        );
        assert_eq!(entries(&game), Vec::<String>::new(), "a hint plays nothing");
        let game = turn(game, "E5");
        assert_eq!(game.computer.hint, None);
    }

    #[test]
    fn against_the_computer_the_person_resigns_and_offers_draws() {
        let game = turn(against(Seating::ComputerSecond, RuleSet::Standard, SwapRule::None), "C3");
        // White, the computer, is to move; the resign button is still Black's.
        assert_eq!(game.resigner(), Colour::Black);
        let game = answer(game, Some("F2"));
        let game = act(game, Action::Game(TwixtAction::OfferDraw));
        assert_eq!(game.pending.draw_offer, None);
        assert!(notice(&game).contains("declines"), "it can still join its borders");
        let game = act(game, Action::Resign);
        assert_eq!(entries(&game).last().map(String::as_str), Some("black resigns"));
    }

    #[test]
    fn a_new_game_replaces_the_one_played_which_can_be_brought_back() {
        let mut game = TwixtGame::new(setup(RuleSet::Standard, SwapRule::None), Computer::default());
        for peg in ["C3", "F2"] {
            game = turn(game, peg);
        }
        let game = act(game, Action::New(setup(RuleSet::Pp, SwapRule::Colours)));
        assert_eq!(entries(&game), Vec::<String>::new());
        assert_eq!(notice(&game), "A new game has started.");
        let game = act(game, Action::Restore);
        assert_eq!(entries(&game), ["C3", "F2"]);
        assert_eq!(game.setup, setup(RuleSet::Standard, SwapRule::None));
        assert_eq!(game.notice, None);
    }

    #[test]
    fn the_record_reopens_the_game_at_its_last_turn() {
        for rules in RuleSet::ALL {
            let mut game = TwixtGame::new(setup(rules, SwapRule::Colours), Computer::default());
            for peg in ["C3", "F2", "D5", "E4"] {
                game = turn(game, peg);
            }
            let game = act(game, Action::Resign);
            let opened = TwixtGame::from_record(game.record(), Computer::default());
            assert_eq!(opened.position(), game.position(), "{rules}");
            assert_eq!(opened.timeline.ply(), 5);
            assert_eq!(opened.record(), game.record());
        }
    }

    #[test]
    fn a_game_opened_against_the_computer_waits_for_nothing_but_its_side() {
        let mut game = TwixtGame::new(setup(RuleSet::Pp, SwapRule::None), Computer::default());
        for peg in ["C3", "F2", "D5"] {
            game = turn(game, peg);
        }
        let seated = against(Seating::ComputerSecond, RuleSet::Pp, SwapRule::None).computer.handed_on();
        let opened = TwixtGame::from_record(game.record(), seated);
        assert_eq!(opened.computer.job().map(|(_, purpose)| purpose), Some(Purpose::Move), "White is to move");
        // Browsing back, it waits.
        let back = act(opened, Action::Seek(crate::timeline::Spot::game(1)));
        assert_eq!(back.computer.job(), None);
    }

    #[test]
    fn seated_after_an_undo_or_a_redo_the_computer_plays_the_side_to_move() {
        let people =
            act(turn(TwixtGame::new(setup(RuleSet::Pp, SwapRule::None), Computer::default()), "C3"), Action::Undo);
        let seated = act(people, Action::Computer(ComputerAction::Seating(Seating::ComputerFirst)));
        assert_eq!(seated.computer.job().map(|(_, purpose)| purpose), Some(Purpose::Move), "Black is the computer's");
        assert_eq!(entries(&answer(seated, Some("D4"))), ["D4"]);
        let game = answer(turn(against(Seating::ComputerSecond, RuleSet::Pp, SwapRule::None), "C3"), Some("F2"));
        let redone = act(act(game, Action::Undo), Action::Redo);
        assert_eq!(entries(&redone), ["C3"]);
        assert!(redone.computer_to_move(), "White, the computer, is to move again");
    }
}
