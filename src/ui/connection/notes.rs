//! What the game's files say beside its moves, kept with the game: the comments people wrote
//! on its moves, which a pasted file gives and every file saved writes back (the studies will
//! show and write them), and the review, which a pasted file of this page's gives back
//! (docs/formats.md, "A review in SGF"). A comment belongs to its move: once the game's line
//! goes elsewhere, the comments of the moves it left are dropped.

use super::{ScreenGame, State};
use crate::ai::review::Mark;
use crate::games::sgf::Annotations;

impl<G: ScreenGame> State<G> {
    /// What the files saved of the game say beside its moves: the players' names, `date`,
    /// the comments, and the review (each position weighed, each move's mark).
    pub fn annotations(&self, date: Option<String>) -> Annotations<G::Move> {
        let named = |name: &str| Some(name.trim().to_owned()).filter(|name| !name.is_empty());
        Annotations {
            names: [named(&self.names.first), named(&self.names.second)],
            date,
            comments: self.comments.iter().map(|(_, comment)| comment.clone()).collect(),
            judgements: self.reviewed().iter().map(|reviewed| reviewed.mark.map(Mark::annotation)).collect(),
            review: self.review_weighings(),
        }
    }

    /// Takes what a pasted file says beside the game's moves, the game just replayed: its
    /// players, its comments and its review.
    pub(super) fn annotate(&mut self, annotations: Annotations<G::Move>) {
        let Annotations { names: [first, second], comments, review, .. } = annotations;
        self.names.first = first.unwrap_or_default();
        self.names.second = second.unwrap_or_default();
        self.set_comments(comments);
        self.restore_review(review);
    }

    /// The comments on the moves of the game's line, from the first (the empty ones at its
    /// end left out).
    pub(super) fn set_comments(&mut self, mut comments: Vec<String>) {
        while comments.last().is_some_and(String::is_empty) {
            comments.pop();
        }
        self.comments = self.timeline.moves().cloned().zip(comments).collect();
    }

    /// Drops the comments of moves the game's line no longer has.
    pub(super) fn keep_comments(&mut self) {
        let kept = self.comments.iter().zip(self.timeline.moves()).take_while(|((on, _), entry)| on == *entry).count();
        self.comments.truncate(kept);
        while self.comments.last().is_some_and(|(_, comment)| comment.is_empty()) {
            self.comments.pop();
        }
    }
}

/// A reviewed game of Hex saved in a file and pasted back (issue 51).
#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use yew::Reducible;

    use crate::ai::review::Weighed;
    use crate::games::Colour;
    use crate::games::hex::Hex;
    use crate::games::hex::HexSetup;
    use crate::games::hex::{BoardSize, Cell, Move, Record, SwapRule};
    use crate::i18n::Lang;
    use crate::timeline::Spot;
    use crate::ui::computer::{ComputerAction, SearchEvent};
    use crate::ui::connection::Action;
    use crate::ui::hex::{HexAction, HexGame};
    use crate::ui::records::{Exchange, Pasted, Target, paste};
    use crate::worker::Answer;

    fn setup() -> HexSetup {
        HexSetup { size: BoardSize::new(5).unwrap(), swap: SwapRule::Colours }
    }

    fn act(game: HexGame, action: Action<Hex>) -> HexGame {
        Rc::unwrap_or_clone(Rc::new(game).reduce(action))
    }

    fn cell(name: &str) -> Cell {
        Cell::parse(name, setup().size).unwrap()
    }

    fn answer(mv: &str) -> Option<Answer> {
        Some(Answer::Hex(Move::parse(mv, setup().size).unwrap()))
    }

    /// c3, the colour exchange, b2, d4 and White's resignation, reviewed: the swap and the
    /// resignation blunders, b2 an inaccuracy, d4 a mistake into a proved loss; with comments.
    fn reviewed_game() -> HexGame {
        let mut game = HexGame::new(setup(), Default::default());
        game = act(game, Action::Game(HexAction::Tap(cell("c3"))));
        game = act(game, Action::Game(HexAction::Swap));
        for name in ["b2", "d4"] {
            game = act(game, Action::Game(HexAction::Tap(cell(name))));
        }
        game = act(game, Action::Resign);
        assert_eq!(game.game().resigned(), Some(Colour::White));
        game = act(game, Action::Review);
        let job = game.computer.reviewing.as_ref().expect("the review asked").job;
        let weighed = |chance, best, proved| Weighed { chance, best, proved };
        let weighed = vec![
            weighed(0.62, answer("c3"), None),
            weighed(0.45, answer("swap"), None),
            weighed(0.9, answer("e4"), None),
            weighed(0.25, answer("a1"), None),
            weighed(1.0, answer("e5"), Some(Colour::White)),
        ];
        let heard = SearchEvent::Weighed { job, from: 0, positions: 5, weighed };
        game = act(game, Action::Computer(ComputerAction::Search(heard)));
        game.set_comments(vec!["Opening.".into(), String::new(), "A fine ] \\ point,\n\nin two lines.".into()]);
        game
    }

    fn file(game: &HexGame, key: &str) -> String {
        let annotations = game.annotations(Some("2026-11-29".to_owned()));
        let export = game.game().exports(&annotations, Lang::En).into_iter().find(|e| e.key == key).unwrap();
        match export.target {
            Ok(Target::File { text, .. }) => text,
            other => panic!("{other:?}"),
        }
    }

    fn pasted(text: &str) -> HexGame {
        let Pasted::Open(pasted) = paste::<Record>(text) else { panic!("{text}") };
        act(HexGame::new(setup(), Default::default()), Action::Open(pasted))
    }

    #[test]
    fn a_reviewed_games_sgf_pasted_back_has_its_review_marks_chances_and_comments() {
        let game = reviewed_game();
        let marks: Vec<_> = game.reviewed().iter().map(|r| r.mark.map(|mark| mark.name())).collect();
        assert_eq!(marks, [None, Some("blunder"), Some("inaccuracy"), Some("mistake"), Some("blunder")]);
        let text = file(&game, "sgf");
        assert!(text.contains(";W[b2]V[-0.5]FOGB[a1]DO[]C[A fine \\] \\\\ point,"), "{text}");
        assert!(text.contains("⚖ chance 90% → 75%; inaccuracy. The review prefers e4.]"), "{text}");
        let opened = pasted(&text);
        assert_eq!(opened.review, game.review, "the same positions weighed, the same moves preferred and proofs");
        assert_eq!(opened.reviewed(), game.reviewed(), "the same marks");
        assert_eq!(opened.chances(), game.chances(), "the same graph");
        assert_eq!(opened.comments, game.comments, "people's comments, without the review's words");
        assert_eq!(opened.preferred(3), Some(Move::Place(cell("e4"))));
        assert_eq!(file(&opened, "sgf"), text, "and saved again, the same file");
    }

    #[test]
    fn a_reviewed_games_hsgf_pasted_back_has_its_review_in_the_mirrored_frame() {
        let game = reviewed_game();
        let text = file(&game, "hsgf");
        // After the swap, Little Golem's game is mirrored: the review's e4 is the file's d5.
        assert!(text.contains("⚖ chance 90% → 75%; inaccuracy. The review prefers d5.]"), "{text}");
        let opened = pasted(&text);
        assert_eq!(opened.game().swap_rule(), SwapRule::Pieces);
        let without_best =
            |game: &HexGame| game.reviewed().into_iter().map(|r| (r.chance, r.after, r.mark)).collect::<Vec<_>>();
        assert_eq!(without_best(&opened), without_best(&game), "each move's chances and mark, as the mover's");
        let preferred: Vec<_> = (1..=5).map(|ply| opened.preferred(ply)).collect();
        let mirrored = |name| Some(Move::Place(cell(name).mirrored()));
        assert_eq!(preferred, [None, Some(Move::Swap), mirrored("e4"), mirrored("a1"), mirrored("e5")]);
        assert_eq!(opened.comments, game.comments);
        assert_eq!(file(&opened, "hsgf"), text, "saved again, the same file");
    }

    #[test]
    fn a_comment_stays_with_its_move_through_undo_and_goes_with_a_line_left() {
        let game = reviewed_game();
        let undone = act(act(game.clone(), Action::Undo), Action::Undo);
        assert_eq!(undone.comments.len(), 3, "undone moves are still the line's");
        let elsewhere = act(act(game, Action::Seek(Spot::game(2))), Action::Game(HexAction::Tap(cell("a5"))));
        let promoted = act(elsewhere, Action::Promote(1));
        let comments: Vec<_> = promoted.comments.iter().map(|(_, comment)| comment.as_str()).collect();
        assert_eq!(comments, ["Opening."], "b2's comment went with b2");
        let kept = promoted.kept();
        assert_eq!(kept.beside.comments, ["Opening."]);
        assert_eq!(HexGame::from_kept(&kept, Default::default()).comments, promoted.comments);
    }
}
