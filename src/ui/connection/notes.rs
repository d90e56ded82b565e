//! What is written beside a connection game's moves, kept with the game: a study's
//! comments and marks on its positions (issue 50), which a pasted file gives, a link's `&n=`
//! carries, the player writes in Annotate mode and every file saved writes back; and the
//! review, which a pasted file of this page's gives back (docs/formats.md, "A review in
//! SGF"). A note belongs to its position, named by the moves that lead there, so it stays
//! there through undo, variations and promotions.

use super::{Notice, ScreenGame, State};
use crate::ai::review::Mark;
use crate::ai::{Level, Searched};
use crate::games::connection::ConnectionGame;
use crate::games::sgf::Annotations;
use crate::games::study::{
    self, Arrow, BridgeToBe, Comment, Label, MarkKind, Markup, Notes, Question, StudyError, Verdict,
};
use crate::games::{Game, Outcome};
use crate::ui::computer::Purpose;
use crate::ui::records::{AnnotationsOf, Exchange};
use crate::ui::study::Tool;
use crate::worker::{Answered, Thoughts};

/// A point of `G`'s board, where a study's marks go.
pub type PointOf<G> = <<G as ConnectionGame>::Record as Exchange>::Point;

/// Annotate mode's pen: what a tap does (a mark, or an answer to the position's question),
/// the label it writes, why a wrong answer fails, and the first end of an arrow being drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct Pen<P> {
    pub tool: Tool,
    pub label: String,
    pub why: String,
    pub from: Option<P>,
}

impl<P> Default for Pen<P> {
    fn default() -> Self {
        Pen { tool: Tool::Mark(MarkKind::Triangle), label: "A".to_owned(), why: String::new(), from: None }
    }
}

/// What the reader's answer to a question was: on the position the question asks at.
#[derive(Clone, Debug, PartialEq)]
pub struct Attempt<E, P> {
    pub at: Vec<E>,
    pub reply: Reply<P>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Reply<P> {
    /// A right answer on this point.
    Right(P),
    /// An answer the author did not list that the solver proves wins too.
    AlsoWins(P),
    /// A wrong one, with why where the author said.
    Wrong(P, Option<Comment>),
    /// An answer the author did not list, and the computer's reply to it (in notation),
    /// `proved` where the solver proves that reply wins.
    Refuted { at: P, reply: String, proved: bool },
    /// An answer the author did not list, which the computer is weighing.
    Checking(P),
    /// The reader asked for the answers.
    Shown(Vec<P>),
}

/// What Annotate mode asks of the state.
#[derive(Clone, Debug, PartialEq)]
pub enum StudyAction<P> {
    /// Enter Annotate mode, or leave it: what was written stays.
    Annotate,
    Tool(Tool),
    /// The text the next label writes.
    Label(String),
    /// Why the next wrong answer listed fails.
    Why(String),
    /// Make the position shown a question, or no longer one.
    Ask,
    /// The reader's answer to the question of the position shown.
    Answer(P),
    /// The reader asks for the answer.
    ShowAnswer,
    /// Make a question of each move of the reviewed game that threw a proved win away
    /// ([`State::missed`]), and show the first.
    AskMissed,
    /// A tap on the board with the pen.
    Tap(P),
    /// The comment on the position shown, as typed.
    Comment(String),
    /// Take every mark off the position shown.
    ClearMarks,
    /// Begin a new game from the position shown, to set it up by hand.
    SetUpHere,
    /// The other side to move in the position set up.
    ToMove,
}

impl<G: ScreenGame> State<G> {
    /// The moves that lead to the position shown.
    pub fn path(&self) -> Vec<G::Entry> {
        self.timeline.path().cloned().collect()
    }

    /// What the study writes on the position shown.
    pub fn notes(&self) -> Option<&Notes<PointOf<G>>> {
        self.study.at(&self.path())
    }

    /// The question of the position shown, while the board is read (not annotated).
    pub fn question(&self) -> Option<&Question<PointOf<G>>> {
        self.notes().and_then(|notes| notes.question.as_ref()).filter(|_| self.pen.is_none())
    }

    /// Whether the position shown asks a question the reader has not yet answered right.
    pub fn question_open(&self) -> bool {
        let settled = |attempt: &Attempt<G::Entry, PointOf<G>>| {
            matches!(attempt.reply, Reply::Right(_) | Reply::AlsoWins(_) | Reply::Shown(_)) && attempt.at == self.path()
        };
        self.question().is_some() && !self.attempt.as_ref().is_some_and(settled)
    }

    /// Whether the reader's last answer to the question shown was right (or a win too).
    pub fn solved(&self) -> bool {
        self.attempt.as_ref().is_some_and(|attempt| matches!(attempt.reply, Reply::Right(_) | Reply::AlsoWins(_)))
    }

    /// The point of the move the line shown plays next, if it plays one.
    fn next_point(&self) -> Option<PointOf<G>> {
        let view = self.timeline.view();
        self.timeline.line(view.line).nth(view.ply).and_then(G::played).and_then(G::point)
    }

    /// Answers the question of the position shown with a move on `at`: right, the board
    /// goes on to the move when it is the game's; wrong, it stays for another try.
    fn answer_question(&mut self, at: PointOf<G>) {
        let Some(question) = self.question() else { return };
        let next = self.next_point();
        let verdict = question.judge(at, next);
        let path = self.path();
        let reply = match verdict {
            Verdict::Right => {
                if next == Some(at) {
                    self.browse(|timeline| {
                        timeline.forward();
                    });
                }
                Reply::Right(at)
            }
            Verdict::Wrong(why @ Some(_)) => Reply::Wrong(at, why),
            // The author said nothing of it: the computer weighs it, where it can.
            Verdict::Wrong(None) | Verdict::Unlisted => self.weigh_answer(at),
        };
        self.attempt = Some(Attempt { at: path, reply });
    }

    /// Weighs the answer `at` the author did not list: one that wins at once wins; else the
    /// computer searches the position after it for the reply (`Checking`). Wrong, and no
    /// more said, where the answer is no move the game can make there.
    fn weigh_answer(&mut self, at: PointOf<G>) -> Reply<PointOf<G>> {
        let answerer = self.position().to_move();
        let Some(mv) = G::answer_move(self.position(), at).filter(|_| self.computer.reviewing.is_none()) else {
            return Reply::Wrong(at, None);
        };
        let mut after = self.record().clone();
        if G::play_entry(&mut after, &mv.clone().into()).is_err() {
            return Reply::Wrong(at, None);
        }
        if G::position(&after).outcome() == Some(Outcome::Winner(answerer)) {
            return Reply::AlsoWins(at);
        }
        let mut moves: Vec<G::Move> = self.timeline.path().filter_map(G::played).cloned().collect();
        moves.push(mv);
        let iterations = <G::Position as Searched>::iterations(Level::Quick);
        self.computer.think(Purpose::Answer, iterations, G::game_record(self.game(), moves));
        Reply::Checking(at)
    }

    /// The computer's word on the answer it weighed: a proved win for the side that
    /// answered is right; else its reply refutes the answer, proved or not.
    pub(super) fn answer_weighed(&mut self, thoughts: &Thoughts<G::Move>) {
        let Some(Attempt { reply: Reply::Checking(at), .. }) = self.attempt.as_ref() else { return };
        let at = *at;
        let answerer = self.position().to_move();
        let reply = match (thoughts.proved, &thoughts.best) {
            (Some(winner), _) if winner == answerer => Reply::AlsoWins(at),
            (proved, Some(best)) => Reply::Refuted { at, reply: best.to_string(), proved: proved.is_some() },
            (_, None) => Reply::Wrong(at, None),
        };
        if let Some(attempt) = self.attempt.as_mut() {
            attempt.reply = reply;
        }
    }

    /// The moves of the reviewed game that threw a proved win away: for each, the position
    /// before it (its number), the move the review proved to win there and the move played,
    /// as points.
    pub fn missed(&self) -> Vec<(usize, PointOf<G>, PointOf<G>)> {
        let Some(review) = &self.review else { return Vec::new() };
        let missed = |(k, entry): (usize, &G::Entry)| {
            let mover = self.to_move_at(k);
            let (before, after) = (review.weighed.get(k)?, review.weighed.get(k + 1)?);
            let threw = before.proved == Some(mover) && after.proved == Some(mover.opponent());
            let best = <G::Move as Answered>::read(before.best.as_ref()?)?;
            Some((k, G::point(&best)?, G::point(G::played(entry)?)?)).filter(|_| threw)
        };
        review.entries.iter().enumerate().filter_map(missed).collect()
    }

    /// Makes a question of each move that threw a proved win away ("find what you missed",
    /// issue 46): the winning move the review proved is right, the move played wrong (the
    /// computer shows why when it is tried); then shows the first.
    fn ask_missed(&mut self) {
        let missed = self.missed();
        let Some(review) = &self.review else { return };
        let entries = review.entries.clone();
        for &(k, best, played) in &missed {
            self.study.edit(&entries[..k], |notes| {
                let question = notes.question.get_or_insert_default();
                if !question.right().contains(&best) {
                    question.toggle_right(best);
                }
                if !question.wrong().iter().any(|(wrong, _)| *wrong == played) {
                    question.toggle_wrong(played, None);
                }
            });
        }
        if let Some(&(first, ..)) = missed.first() {
            self.browse(|timeline| timeline.seek(crate::timeline::Spot::game(first)));
        }
        self.notice = Some(Notice::Missed(missed.len()));
    }

    /// Shows the answers to the question of the position shown.
    fn show_answer(&mut self) {
        let Some(question) = self.question() else { return };
        let answers = question.answers(self.next_point());
        self.attempt = Some(Attempt { at: self.path(), reply: Reply::Shown(answers) });
    }

    /// Writes in the study with the pen, or answers the question shown: a refusal becomes
    /// the notice, and changes nothing.
    pub(super) fn write(&mut self, action: StudyAction<PointOf<G>>) {
        let path = self.path();
        let written = match (action, &mut self.pen) {
            (StudyAction::Answer(at), None) => {
                self.answer_question(at);
                return;
            }
            (StudyAction::ShowAnswer, None) => {
                self.show_answer();
                return;
            }
            (StudyAction::AskMissed, _) => {
                self.ask_missed();
                return;
            }
            (StudyAction::Annotate, pen) => {
                *pen = if pen.is_some() { None } else { Some(Pen::default()) };
                Ok(())
            }
            (_, None) => Ok(()),
            (StudyAction::Tool(tool), Some(pen)) => {
                pen.tool = tool;
                pen.from = None;
                Ok(())
            }
            (StudyAction::Label(text), Some(pen)) => {
                pen.label = text;
                Ok(())
            }
            (StudyAction::Why(text), Some(pen)) => {
                pen.why = text;
                Ok(())
            }
            (StudyAction::Ask, Some(_)) => {
                self.study.edit(&path, |notes| {
                    notes.question = if notes.question.is_some() { None } else { Some(Question::default()) };
                });
                Ok(())
            }
            (StudyAction::Tap(at), Some(pen)) => match pen.tool {
                Tool::Mark(kind) => pen_mark(pen, kind, at).and_then(|mark| match mark {
                    Some(mark) => self.study.edit(&path, |notes| notes.toggle(mark)),
                    None => Ok(()),
                }),
                Tool::Right => {
                    self.study.edit(&path, |notes| notes.question.get_or_insert_default().toggle_right(at));
                    Ok(())
                }
                Tool::Wrong => Comment::new(&pen.why).map(|why| {
                    self.study.edit(&path, |notes| notes.question.get_or_insert_default().toggle_wrong(at, why));
                }),
                Tool::Stone(colour) => {
                    self.set_up_tap(at, colour);
                    return;
                }
            },
            (StudyAction::SetUpHere, Some(_)) => {
                self.set_up_here();
                return;
            }
            (StudyAction::ToMove, Some(_)) => {
                self.set_up_to_move();
                return;
            }
            (StudyAction::Answer(_) | StudyAction::ShowAnswer, Some(_)) => Ok(()),
            (StudyAction::Comment(text), Some(_)) => {
                Comment::new(&text).map(|comment| self.study.edit(&path, |notes| notes.comment = comment))
            }
            (StudyAction::ClearMarks, Some(_)) => {
                self.study.edit(&path, Notes::clear_marks);
                Ok(())
            }
        };
        self.notice = written.err().map(|fault| Notice::Study(vec![fault]));
    }

    /// What the files saved of the game say beside its moves: the players' names, `date`,
    /// the study's notes on the game's line and on its variations', and the review (each
    /// position weighed, each move's mark).
    pub fn annotations(&self, date: Option<String>) -> AnnotationsOf<G::Record> {
        let named = |name: &str| Some(name.trim().to_owned()).filter(|name| !name.is_empty());
        let line: Vec<G::Entry> = self.timeline.moves().take(G::entries(self.game()).len()).cloned().collect();
        let mut annotations = Annotations {
            names: [named(&self.names.first), named(&self.names.second)],
            date,
            judgements: self.reviewed().iter().map(|reviewed| reviewed.mark.map(Mark::annotation)).collect(),
            review: self.review_weighings(),
            variations: self
                .timeline
                .variations()
                .map(|v| self.timeline.line(v.line).filter_map(G::played).cloned().collect())
                .collect(),
            beside: self
                .study
                .iter()
                .filter(|(path, _)| !line.starts_with(path))
                .filter_map(|(path, notes)| {
                    let moves: Option<Vec<G::Move>> = path.iter().map(|entry| G::played(entry).cloned()).collect();
                    Some((moves?, notes.clone()))
                })
                .collect(),
            ..Annotations::default()
        };
        annotations.set_line_notes(line.len(), self.study.on_line(&line));
        annotations
    }

    /// Takes what a pasted file says beside the game's moves, the game just replayed: its
    /// players, the lines tried beside it, its study's notes on them all and its review. What could not
    /// be read is said.
    pub(super) fn annotate(&mut self, annotations: AnnotationsOf<G::Record>) {
        for moves in &annotations.variations {
            let mut line = G::opening(self.game());
            for mv in moves {
                if G::play_entry(&mut line, &mv.clone().into()).is_err() {
                    break;
                }
            }
            self.timeline.add_variation(&State::<G>::replayed(&line).timeline);
        }
        let (notes, mut unread) = annotations.line_notes();
        let line: Vec<G::Entry> = self.timeline.moves().cloned().collect();
        self.study.put_on_line(&line, notes);
        for (moves, notes) in &annotations.beside {
            let path: Vec<G::Entry> = moves.iter().cloned().map(G::Entry::from).collect();
            self.study.edit(&path, |kept| *kept = notes.clone());
        }
        let Annotations { names: [first, second], review, unread: marks_unread, .. } = annotations;
        unread.extend(marks_unread);
        self.names.first = first.unwrap_or_default();
        self.names.second = second.unwrap_or_default();
        self.restore_review(review);
        self.notice = Some(unread).filter(|unread| !unread.is_empty()).map(Notice::Study);
    }

    /// Writes the notes a link carries (`&n=`, on the game's line) on the positions they name;
    /// what could not be read is said.
    pub fn open_notes(mut self, text: &str) -> State<G> {
        let line: Vec<G::Entry> = self.timeline.moves().cloned().collect();
        let (notes, unread) = study::link::read(text, self.game().board(), line.len());
        self.study.put_on_line(&line, notes);
        if !unread.is_empty() {
            self.notice = Some(Notice::Study(unread));
        }
        self
    }

    /// The moves of each of the timeline's lines, from the start: the game's whole line,
    /// then each variation's, in the order a kept game holds them.
    fn lines(&self) -> Vec<Vec<G::Entry>> {
        let lines = std::iter::once(0).chain(self.timeline.variations().map(|v| v.line));
        lines.map(|line| self.timeline.line(line).cloned().collect()).collect()
    }

    /// The study's notes on each of the timeline's lines ([`State::lines`]), as a kept game
    /// holds them.
    pub(super) fn kept_notes(&self) -> Vec<String> {
        if self.study.is_empty() {
            return Vec::new();
        }
        self.lines().iter().map(|moves| study::link::write(self.study.on_line(moves))).collect()
    }

    /// Reads back [`State::kept_notes`], the timeline's lines in place.
    pub(super) fn restore_notes(&mut self, kept: &[String]) {
        for (moves, text) in self.lines().into_iter().zip(kept) {
            let (notes, _) = study::link::read(text, self.game().board(), moves.len());
            self.study.put_on_line(&moves, notes);
        }
    }
}

/// The mark of `kind` a tap at `at` makes with `pen`; none while an arrow or a bridge
/// waits for its other end.
fn pen_mark<P: study::Point>(pen: &mut Pen<P>, kind: MarkKind, at: P) -> Result<Option<Markup<P>>, StudyError> {
    Ok(Some(match kind {
        MarkKind::Arrow | MarkKind::Bridge => match pen.from.take() {
            None => {
                pen.from = Some(at);
                return Ok(None);
            }
            Some(from) if from == at => return Ok(None),
            Some(from) if kind == MarkKind::Arrow => Markup::Arrow(Arrow::new(from, at)?),
            Some(from) => Markup::Bridge(BridgeToBe::new(from, at)?),
        },
        MarkKind::Label => {
            let mark = Markup::Label(at, Label::new(&pen.label)?);
            pen.label = next_label(&pen.label);
            mark
        }
        MarkKind::Triangle => Markup::Triangle(at),
        MarkKind::Circle => Markup::Circle(at),
        MarkKind::Square => Markup::Square(at),
        MarkKind::Cross => Markup::Cross(at),
    }))
}

/// The label after `label`, as a diagram letters its cells: `A`, `B`, … `Z`, then `A`
/// again; `1`, `2`, … ; any other text stays.
fn next_label(label: &str) -> String {
    if let Ok(n) = label.parse::<u32>() {
        return (n + 1).to_string();
    }
    match label.chars().collect::<Vec<_>>()[..] {
        ['Z'] => "A".to_owned(),
        ['z'] => "a".to_owned(),
        [c] if c.is_ascii_alphabetic() => ((c as u8 + 1) as char).to_string(),
        _ => label.to_owned(),
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
    use crate::games::study::{Comment, MarkKind};
    use crate::i18n::Lang;
    use crate::timeline::Spot;
    use crate::ui::computer::Purpose;
    use crate::ui::computer::{ComputerAction, SearchEvent};
    use crate::ui::connection::notes::Reply;
    use crate::ui::connection::{Action, Notice, StudyAction};
    use crate::ui::hex::{HexAction, HexGame, Play};
    use crate::ui::records::{Exchange, Pasted, Target, paste};
    use crate::ui::study::Tool;
    use crate::worker::Answer;
    use crate::worker::Thoughts;

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
        write(&mut game, 1, "Opening.");
        write(&mut game, 3, "A fine ] \\ point,\n\nin two lines.");
        game
    }

    /// Writes `text` on the position after the game's move `ply`.
    fn write(game: &mut HexGame, ply: usize, text: &str) {
        let path: Vec<_> = game.timeline.moves().take(ply).cloned().collect();
        game.study.edit(&path, |notes| notes.comment = Comment::new(text).unwrap());
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
        act(HexGame::new(setup(), Default::default()), Action::Open(*pasted))
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
        assert_eq!(opened.study, game.study, "people's comments, without the review's words");
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
        assert_eq!(opened.study, game.study);
        assert_eq!(file(&opened, "hsgf"), text, "saved again, the same file");
    }

    #[test]
    fn a_note_stays_on_its_position_through_undo_variations_and_a_reload() {
        let game = reviewed_game();
        let undone = act(act(game.clone(), Action::Undo), Action::Undo);
        assert_eq!(undone.study, game.study, "undone moves are still the line's");
        let elsewhere = act(act(game, Action::Seek(Spot::game(2))), Action::Game(HexAction::Tap(cell("a5"))));
        let promoted = act(elsewhere, Action::Promote(1));
        let on_game: Vec<_> = promoted.study.on_line(&promoted.path()).map(|(ply, _)| ply).collect();
        assert_eq!(on_game, [1], "the game's line now goes by a5: only c3's comment is on it");
        assert_eq!(promoted.study.len(), 2, "b2's comment stays on the variation, where b2 is");
        let reloaded = HexGame::from_kept(&promoted.kept(), Default::default());
        assert_eq!(reloaded.study, promoted.study);
    }

    #[test]
    fn a_variations_notes_are_saved_in_the_sgf_on_its_own_positions_and_pasted_back() {
        let game = reviewed_game();
        let elsewhere = act(act(game, Action::Seek(Spot::game(2))), Action::Game(HexAction::Tap(cell("a5"))));
        let mut noted = elsewhere.clone();
        let path = noted.path();
        noted.study.edit(&path, |notes| notes.comment = Comment::new("a5 instead, ] \\ tried").unwrap());
        assert_eq!(noted.study.len(), 3, "c3's and b2's comments on the game, a5's on the variation");
        let saved = file(&noted, "sgf");
        assert!(saved.contains("C[a5 instead, \\] \\\\ tried]"), "{saved}");
        let again = pasted(&saved);
        assert_eq!(again.study, noted.study, "every note on its position, the variation's too");
    }

    #[test]
    fn annotate_mode_writes_a_comment_and_marks_with_the_pen_and_keeps_them() {
        let study = |action| Action::Study(action);
        let mut game = act(HexGame::new(setup(), Default::default()), Action::Game(HexAction::Tap(cell("c3"))));
        game = act(game, study(StudyAction::Tap(cell("a1"))));
        assert!(game.study.is_empty(), "a tap with no pen out writes nothing");
        game = act(game, study(StudyAction::Annotate));
        game = act(game, study(StudyAction::Comment("Why c3? ".into())));
        game = act(game, study(StudyAction::Tap(cell("b2"))));
        game = act(game, study(StudyAction::Tool(Tool::Mark(MarkKind::Label))));
        game = act(game, study(StudyAction::Tap(cell("d4"))));
        game = act(game, study(StudyAction::Tap(cell("e4"))));
        game = act(game, study(StudyAction::Tool(Tool::Mark(MarkKind::Arrow))));
        game = act(game, study(StudyAction::Tap(cell("a1"))));
        assert_eq!(game.pen.as_ref().unwrap().from, Some(cell("a1")), "the arrow waits for its other end");
        game = act(game, study(StudyAction::Tap(cell("c3"))));
        let notes = game.notes().unwrap();
        assert_eq!(notes.comment.as_ref().unwrap().as_str(), "Why c3? ", "kept as typed");
        let places: Vec<_> = notes.marks().iter().map(|mark| (mark.kind().id(), mark.place())).collect();
        assert_eq!(
            places,
            [("label", "d4".into()), ("label", "e4".into()), ("triangle", "b2".into()), ("arrow", "a1-c3".into())]
        );
        game = act(game, study(StudyAction::Annotate));
        assert!(game.pen.is_none());
        let start = act(game.clone(), Action::Back);
        assert_eq!(start.notes(), None, "the notes are the position's");
        let kept = game.kept();
        assert_eq!(
            kept.address(),
            "?game=hex&size=5&swap=colours#g=1.hex.5c.1.cc&n=1.ld4-A.le4-B.tb2.aa1-c3.cWhy_c3%3F_"
        );
        assert_eq!(HexGame::from_kept(&kept, Default::default()).study, game.study);
    }

    #[test]
    fn a_link_study_opens_with_its_notes_and_says_what_it_could_not_read() {
        let record =
            Record::replay(setup().size, SwapRule::Colours, [Move::parse("c3", setup().size).unwrap()]).unwrap();
        let game = HexGame::from_record(&record, Default::default()).open_notes("0.cStart~1.tb2.tz9~7.tb2");
        assert_eq!(game.notes().unwrap().marks().len(), 1);
        let Some(Notice::Study(unread)) = &game.notice else { panic!("{:?}", game.notice) };
        assert_eq!(unread.len(), 2, "z9 is off the board, and there is no position 7");
        assert!(game.notice.as_ref().unwrap().text(&game, Lang::Ja).contains("z9"));
    }

    #[test]
    fn a_question_takes_the_games_move_and_says_why_a_listed_wrong_one_fails() {
        let study = |action| Action::Study(action);
        let mut game = HexGame::new(setup(), Default::default());
        for name in ["c3", "b2"] {
            game = act(game, Action::Game(HexAction::Tap(cell(name))));
        }
        game = act(game, Action::Back);
        game = act(game, study(StudyAction::Annotate));
        game = act(game, study(StudyAction::Ask));
        game = act(game, study(StudyAction::Tool(Tool::Wrong)));
        game = act(game, study(StudyAction::Why("Black cuts at d2.".into())));
        game = act(game, study(StudyAction::Tap(cell("d2"))));
        game = act(game, study(StudyAction::Annotate));
        assert!(game.question_open());
        game = act(game, study(StudyAction::Answer(cell("d2"))));
        assert_eq!(
            game.attempt.as_ref().unwrap().reply,
            Reply::Wrong(cell("d2"), Comment::new("Black cuts at d2.").unwrap())
        );
        assert!(game.question_open(), "a wrong answer leaves the question to try again");
        game = act(game, study(StudyAction::Answer(cell("a1"))));
        assert_eq!(
            game.attempt.as_ref().unwrap().reply,
            Reply::Checking(cell("a1")),
            "unlisted: the computer weighs it"
        );
        let shown = act(game.clone(), study(StudyAction::ShowAnswer));
        assert_eq!(shown.attempt.as_ref().unwrap().reply, Reply::Shown(vec![cell("b2")]));
        game = act(game, study(StudyAction::Answer(cell("b2"))));
        assert_eq!(game.attempt.as_ref().unwrap().reply, Reply::Right(cell("b2")));
        assert_eq!(game.timeline.view(), Spot::game(2), "the board goes on to the game's move");
        assert!(!game.question_open());
        assert_eq!(game.timeline.moves().len(), 2, "an answer plays nothing new");
        assert!(game.kept().address().ends_with("&n=1.q.wd2-Black_cuts_at_d2%2E"), "{}", game.kept().address());
    }

    #[test]
    fn an_answer_the_author_did_not_list_is_weighed_by_the_computer() {
        let study = |action| Action::Study(action);
        let mut game = HexGame::new(setup(), Default::default());
        game = act(game, study(StudyAction::Annotate));
        game = act(game, study(StudyAction::Ask));
        game = act(game, study(StudyAction::Annotate));
        let weighed = |game: HexGame, at: &str, best: &str, proved: Colour| {
            let game = act(game, study(StudyAction::Answer(cell(at))));
            assert_eq!(game.attempt.as_ref().unwrap().reply, Reply::Checking(cell(at)));
            assert_eq!(game.computer.job().map(|(_, purpose)| purpose), Some(Purpose::Answer));
            let job = game.computer.job().unwrap().0;
            let best = Move::parse(best, setup().size).ok();
            let thoughts = Thoughts { iterations: 10, best, proved: Some(proved), ..Thoughts::default() };
            act(game, Action::Computer(ComputerAction::Search(SearchEvent::Done { job, thoughts })))
        };
        let refuted = weighed(game.clone(), "a1", "b2", Colour::White);
        let reply = Reply::Refuted { at: cell("a1"), reply: "b2".into(), proved: true };
        assert_eq!(refuted.attempt.as_ref().unwrap().reply, reply);
        assert!(refuted.question_open(), "try again");
        assert_eq!(refuted.timeline.moves().len(), 0, "an answer plays nothing");
        let also = weighed(refuted, "c3", "b2", Colour::Black);
        assert_eq!(also.attempt.as_ref().unwrap().reply, Reply::AlsoWins(cell("c3")));
        assert!(!also.question_open());
    }

    #[test]
    fn an_unlisted_answer_that_wins_at_once_is_right_without_a_search() {
        let mut game = HexGame::new(setup(), Default::default());
        for name in ["c1", "a1", "c2", "a2", "c3", "a3", "c4", "a4"] {
            game = act(game, Action::Game(HexAction::Tap(cell(name))));
        }
        for action in [StudyAction::Annotate, StudyAction::Ask, StudyAction::Annotate] {
            game = act(game, Action::Study(action));
        }
        let game = act(game, Action::Study(StudyAction::Answer(cell("c5"))));
        assert_eq!(game.attempt.as_ref().unwrap().reply, Reply::AlsoWins(cell("c5")));
        assert_eq!(game.computer.job(), None, "nothing to weigh");
    }

    #[test]
    fn after_a_review_each_move_that_threw_a_proved_win_away_becomes_a_question() {
        let mut game = HexGame::new(setup(), Default::default());
        for name in ["c3", "a1", "e5"] {
            game = act(game, Action::Game(HexAction::Tap(cell(name))));
        }
        game = act(game, Action::Review);
        let job = game.computer.reviewing.as_ref().expect("the review asked").job;
        let proved = |best, winner| Weighed {
            chance: if winner == Colour::Black { 1.0 } else { 0.0 },
            best: answer(best),
            proved: Some(winner),
        };
        // Black's e5 threw away the win d2 kept: the position after it is proved White's.
        let weighed = vec![
            proved("c3", Colour::Black),
            Weighed { chance: 0.0, best: answer("b2"), proved: Some(Colour::Black) },
            proved("d2", Colour::Black),
            Weighed { chance: 1.0, best: answer("e1"), proved: Some(Colour::White) },
        ];
        let heard = SearchEvent::Weighed { job, from: 0, positions: 4, weighed };
        game = act(game, Action::Computer(ComputerAction::Search(heard)));
        assert_eq!(game.missed(), [(2, cell("d2"), cell("e5"))]);
        game = act(game, Action::Study(StudyAction::AskMissed));
        assert_eq!(game.timeline.view(), Spot::game(2), "the first question shown");
        assert!(game.question_open());
        assert_eq!(game.notice, Some(Notice::Missed(1)));
        let question = game.notes().unwrap().question.clone().unwrap();
        assert_eq!((question.right(), question.wrong()), (&[cell("d2")][..], &[(cell("e5"), None)][..]));
        game = act(game, Action::Study(StudyAction::Answer(cell("e5"))));
        assert_eq!(game.attempt.as_ref().unwrap().reply, Reply::Checking(cell("e5")), "the computer shows why");
        game = act(game, Action::Study(StudyAction::Answer(cell("d2"))));
        assert_eq!(game.attempt.as_ref().unwrap().reply, Reply::Right(cell("d2")));
    }

    #[test]
    fn a_real_files_variations_open_beside_the_game_and_are_saved_again() {
        // The ICGA olympiad archive's analysis of a human's game (tests/data/records/README.md).
        let text = include_str!("../../../tests/data/records/icga-2015-human-variations.sgf");
        let opened = pasted(text);
        assert_eq!(opened.timeline.moves().len(), 28);
        let lines: Vec<_> =
            opened.timeline.variations().map(|v| (v.branch, opened.timeline.line(v.line).len())).collect();
        assert_eq!(lines.len(), 2, "W[i7](;B[h7]…)(;B[f5];W[g7](;B[b9]…)(;B[d7]…)): two lines beside the game");
        assert!(
            lines.iter().all(|&(branch, _)| branch == 12),
            "{lines:?}: both leave the game after its twelfth move, i7"
        );
        let saved = file(&opened, "sgf");
        let again = pasted(&saved);
        let moves = |game: &HexGame| -> Vec<Vec<Play>> {
            game.timeline.variations().map(|v| game.timeline.line(v.line).cloned().collect()).collect()
        };
        assert_eq!(moves(&again), moves(&opened), "the same lines, saved and pasted back");
    }
}
