//! Annotate mode's set-up (issue 50): a study begins from a position set up by hand. "Set
//! up from here" begins a new game from the position shown (the game it replaces can be
//! brought back); before its first move, taps place and take away pieces and the side to
//! move can be changed, each change refused with the rules' reason where no game can begin.

use super::game::SetUpRules;
use super::notes::PointOf;
use super::{Notice, ScreenGame, State};
use crate::games::Colour;
use crate::games::connection::SetUp;
use crate::timeline::Timeline;
use crate::ui::study::Tool;

impl<G: ScreenGame> State<G> {
    /// Whether taps change the game's start: it has no move yet, nor any variation.
    pub fn editing_start(&self) -> bool {
        G::entries(self.game()).is_empty() && self.timeline.variations().next().is_none()
    }

    /// Begins a new game from the position shown (none needed before the game's first
    /// move), the pen ready to place Black's stones.
    pub(super) fn set_up_here(&mut self) {
        let Some(rules) = G::SET_UP else { return };
        self.begin((rules.shown)(self.position()), &rules);
        if let Some(pen) = &mut self.pen {
            pen.tool = Tool::Stone(Colour::Black);
        }
    }

    /// A tap with `colour`'s stone: the point takes it, or gives it back if it held it.
    pub(super) fn set_up_tap(&mut self, at: PointOf<G>, colour: Colour) {
        let Some(rules) = G::SET_UP else { return };
        self.begin((rules.shown)(self.position()).toggled(at, colour), &rules);
    }

    /// The other side to move in the position set up.
    pub(super) fn set_up_to_move(&mut self) {
        let Some(rules) = G::SET_UP else { return };
        let shown = (rules.shown)(self.position());
        let other = shown.to_move().opponent();
        self.begin(shown.with_to_move(other), &rules);
    }

    /// The game from `setup`: the start changed in place while nothing was played from it
    /// (its notes kept), else a new game; or the rules' refusal said.
    fn begin(&mut self, setup: SetUp<PointOf<G>>, rules: &SetUpRules<G>) {
        let record = match (rules.begin)(self.game(), setup) {
            Ok(record) => record,
            Err(refusal) => {
                self.notice = Some(Notice::SetUp(refusal));
                return;
            }
        };
        if self.editing_start() {
            self.forget_thoughts();
            self.timeline = Timeline::new(G::step(record));
            self.setup = G::setup_of(self.game());
            self.review = None;
            self.leave_position();
            return;
        }
        let mut fresh = State::starting(record, self.computer.handed_on());
        fresh.pen = self.pen.take();
        fresh.names = self.names.clone();
        self.give_way_to(fresh, Notice::NewGameStarted);
    }
}

/// Setting up a Hex position on the shared reducer.
#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use yew::Reducible;

    use crate::games::connection::SetUpError;
    use crate::games::hex::{BoardSize, Cell, Hex, HexSetup, Move, SwapRule, link};
    use crate::games::{Colour, Game};
    use crate::ui::computer::{Computer, Seating};
    use crate::ui::connection::{Action, Notice, StudyAction};
    use crate::ui::hex::{HexAction, HexGame};
    use crate::ui::study::Tool;
    use crate::worker::{GameRecord, HexGameRecord};

    fn size() -> BoardSize {
        BoardSize::new(5).unwrap()
    }

    fn act(game: HexGame, action: Action<Hex>) -> HexGame {
        Rc::unwrap_or_clone(Rc::new(game).reduce(action))
    }

    fn study(game: HexGame, action: StudyAction<Cell>) -> HexGame {
        act(game, Action::Study(action))
    }

    fn cell(name: &str) -> Cell {
        Cell::parse(name, size()).unwrap()
    }

    fn tap(game: HexGame, name: &str) -> HexGame {
        act(game, Action::Game(HexAction::Tap(cell(name))))
    }

    fn new_game(computer: Computer<Move>) -> HexGame {
        HexGame::new(HexSetup { size: size(), swap: SwapRule::Colours }, computer)
    }

    /// A game of two moves, then Annotate's "set up from here".
    fn set_up_after_two_moves() -> HexGame {
        let game = tap(tap(new_game(Computer::default()), "c3"), "b2");
        study(study(game, StudyAction::Annotate), StudyAction::SetUpHere)
    }

    #[test]
    fn set_up_from_here_begins_a_game_from_the_position_shown_and_the_game_comes_back() {
        let game = set_up_after_two_moves();
        assert_eq!(link::write(game.game()), "1.hex.5n-cc-bb-b.0");
        assert_eq!(game.pen.as_ref().map(|pen| pen.tool), Some(Tool::Stone(Colour::Black)));
        assert!(game.editing_start());
        assert_eq!(game.notice, Some(Notice::NewGameStarted));
        let back = act(game, Action::Restore);
        assert_eq!(back.game().moves().len(), 2, "the game it replaced is brought back");
    }

    #[test]
    fn set_up_before_the_first_move_sets_up_this_game() {
        let game = study(study(new_game(Computer::default()), StudyAction::Annotate), StudyAction::SetUpHere);
        assert_eq!((game.previous.is_none(), game.notice.clone()), (true, None));
        let game = study(game, StudyAction::Tap(cell("c3")));
        assert_eq!(link::write(game.game()), "1.hex.5n-cc--b.0");
    }

    #[test]
    fn a_tap_with_a_stone_places_it_and_a_second_takes_it_away() {
        let game = study(set_up_after_two_moves(), StudyAction::Tap(cell("e5")));
        assert_eq!(link::write(game.game()), "1.hex.5n-ccee-bb-b.0");
        let game = study(game, StudyAction::Tool(Tool::Stone(Colour::White)));
        let game = study(game, StudyAction::Tap(cell("e5")));
        assert_eq!(link::write(game.game()), "1.hex.5n-cc-bbee-b.0", "White's stone in Black's place");
        let game = study(game, StudyAction::Tap(cell("e5")));
        assert_eq!(link::write(game.game()), "1.hex.5n-cc-bb-b.0");
        assert!(game.previous.is_some(), "the game replaced can still come back");
    }

    #[test]
    fn the_side_to_move_can_be_changed_and_play_goes_on_from_the_set_up() {
        let game = study(set_up_after_two_moves(), StudyAction::ToMove);
        assert_eq!(game.position().to_move(), Colour::White);
        let game = tap(study(game, StudyAction::Annotate), "d4");
        assert_eq!(link::write(game.game()), "1.hex.5n-cc-bb-w.1.dd");
        assert!(!game.editing_start(), "the start is fixed once played from");
    }

    #[test]
    fn a_set_up_the_rules_refuse_is_said_and_changes_nothing() {
        let mut game = set_up_after_two_moves();
        for name in ["c1", "c2", "c4"] {
            game = study(game, StudyAction::Tap(cell(name)));
        }
        let before = link::write(game.game());
        let game = study(game, StudyAction::Tap(cell("c5")));
        assert_eq!(game.notice, Some(Notice::SetUp(SetUpError::Won(Colour::Black))));
        assert_eq!(link::write(game.game()), before);
    }

    #[test]
    fn the_computer_waits_while_stones_are_set_up_and_then_plays_from_them() {
        let mut computer = Computer::default();
        computer.seating = Seating::ComputerSecond;
        let game = study(study(new_game(computer), StudyAction::Annotate), StudyAction::SetUpHere);
        let game = study(game, StudyAction::ToMove);
        assert_eq!(game.computer.thinking, None, "White, the computer, waits for the set-up");
        let game = study(study(game, StudyAction::Tap(cell("c3"))), StudyAction::Annotate);
        let thinking = game.computer.thinking.expect("White's turn is the computer's");
        let GameRecord::Hex(HexGameRecord { start, moves, .. }) = thinking.game else { panic!() };
        assert_eq!((start.map(|start| start.points(Colour::Black).to_vec()), moves), (Some(vec![cell("c3")]), vec![]));
    }
}
