//! A study: a game with words (issue 50). At any position a study may say something (a
//! [`Comment`]) and mark the board ([`Markup`]: labels, four shapes, arrows), as SGF's `C`,
//! `LB`, `TR`, `CR`, `SQ`, `MA` and `AR` do. The marks are written over any game's points
//! ([`Point`]: Hex's cells, TwixT's holes), and carried in SGF (`games::sgf::notes`) and in a
//! link's `&n=` ([`link`]).
//!
//! What is written is text, never markup: a comment keeps every character as typed, and
//! each carrier escapes it its own way.

pub mod link;
mod question;

pub use question::{Question, Verdict};

use std::fmt;

use crate::games::{doublets, hex, twixt};

/// The longest comment, in characters: a few paragraphs, as a newsletter's note on a move.
pub const COMMENT_LIMIT: usize = 2_000;

/// The longest label, in characters: a letter, a number, a short word (`A`, `12`, `ko`).
pub const LABEL_LIMIT: usize = 3;

/// The most marks on one position: more than a board needs, fewer than a hostile link
/// could make the page draw.
pub const MARKS_LIMIT: usize = 64;

/// A place a mark can be put: a cell of Hex, a hole of TwixT.
pub trait Point: Copy + Eq + Ord + fmt::Debug + fmt::Display + 'static {
    /// The board the point is on, which says which points there are.
    type Board: Copy + fmt::Debug;
    /// Why a text names no point of the board.
    type Error: fmt::Display;

    /// The point written `text` in the game's notation (`d4`, `D4`).
    fn parse(text: &str, board: Self::Board) -> Result<Self, Self::Error>;

    /// Whether a bridge of the game could join this point and `other` (TwixT's knight's
    /// move), so that a study may draw one to be: no game but TwixT has bridges.
    fn bridges(self, _other: Self) -> bool {
        false
    }
}

impl Point for hex::Cell {
    type Board = hex::BoardSize;
    type Error = hex::CellError;

    fn parse(text: &str, board: hex::BoardSize) -> Result<hex::Cell, hex::CellError> {
        hex::Cell::parse(text, board)
    }
}

/// Doublets' points carry no marks on the page (a note on its log is a comment), but a
/// link's notes read them as they read any game's.
impl Point for doublets::Point {
    type Board = ();
    type Error = doublets::PipError;

    fn parse(text: &str, (): ()) -> Result<doublets::Point, doublets::PipError> {
        doublets::Point::parse(text)
    }
}

impl Point for twixt::Hole {
    type Board = twixt::BoardSize;
    type Error = twixt::HoleError;

    fn parse(text: &str, board: twixt::BoardSize) -> Result<twixt::Hole, twixt::HoleError> {
        twixt::Hole::parse(text, board)
    }

    fn bridges(self, other: twixt::Hole) -> bool {
        twixt::Bridge::new(self, other).is_ok()
    }
}

/// What a study says at a position: plain text, any script, at most [`COMMENT_LIMIT`]
/// characters, never empty. Line breaks are kept as `\n`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Comment(String);

impl Comment {
    /// The comment `text` makes, kept as written (line breaks as `\n`): none for a blank
    /// text. Not trimmed, so that a comment being typed is never changed under the cursor.
    pub fn new(text: &str) -> Result<Option<Comment>, StudyError> {
        let text = text.replace("\r\n", "\n").replace('\r', "\n");
        let chars = text.chars().count();
        if chars > COMMENT_LIMIT {
            return Err(StudyError::CommentTooLong(chars));
        }
        Ok((!text.trim().is_empty()).then_some(Comment(text)))
    }

    /// The comment `text` makes as a file or a link carries it: one past the limit is kept
    /// cut to it, with the fault that says so.
    pub fn cut(text: &str) -> (Option<Comment>, Option<StudyError>) {
        match Comment::new(text) {
            Ok(comment) => (comment, None),
            Err(fault) => {
                let cut: String = text.chars().take(COMMENT_LIMIT).collect();
                (Comment::new(&cut).ok().flatten(), Some(fault))
            }
        }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A label's text: 1 to [`LABEL_LIMIT`] characters, none of them blank or a control.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Label(String);

impl Label {
    pub fn new(text: &str) -> Result<Label, StudyError> {
        let text = text.trim();
        let chars = text.chars().count();
        if text.is_empty() || text.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(StudyError::BadLabel(text.to_owned()));
        }
        if chars > LABEL_LIMIT {
            return Err(StudyError::LabelTooLong(text.to_owned()));
        }
        Ok(Label(text.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The kinds of mark, by the name the page's hooks give them (`data-markup`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MarkKind {
    Label,
    Triangle,
    Circle,
    Square,
    Cross,
    Arrow,
    /// TwixT's bridge to be: a line between two holes a knight's move apart.
    Bridge,
}

impl MarkKind {
    pub const ALL: [MarkKind; 7] = [
        MarkKind::Label,
        MarkKind::Triangle,
        MarkKind::Circle,
        MarkKind::Square,
        MarkKind::Cross,
        MarkKind::Arrow,
        MarkKind::Bridge,
    ];

    /// The kinds a game's study draws: a bridge to be where its points bridge.
    pub fn of_game(bridges: bool) -> impl Iterator<Item = MarkKind> {
        MarkKind::ALL.into_iter().filter(move |&kind| bridges || kind != MarkKind::Bridge)
    }

    /// Its name in the page's hooks (`data-markup`, CONTRACT.md §1).
    pub const fn id(self) -> &'static str {
        match self {
            MarkKind::Label => "label",
            MarkKind::Triangle => "triangle",
            MarkKind::Circle => "circle",
            MarkKind::Square => "square",
            MarkKind::Cross => "cross",
            MarkKind::Arrow => "arrow",
            MarkKind::Bridge => "bridge",
        }
    }
}

/// A mark on the board. A point holds at most one of the marks that sit on a point (a label
/// or a shape, as SGF requires); arrows run between two different points.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Markup<P> {
    Label(P, Label),
    Triangle(P),
    Circle(P),
    Square(P),
    Cross(P),
    Arrow(Arrow<P>),
    Bridge(BridgeToBe<P>),
}

/// A bridge drawn to be (TwixT): between two points a bridge could join, either way round,
/// so the lesser point first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BridgeToBe<P> {
    ends: (P, P),
}

impl<P: Point> BridgeToBe<P> {
    pub fn new(a: P, b: P) -> Result<BridgeToBe<P>, StudyError> {
        if !a.bridges(b) {
            return Err(StudyError::NoBridge(a.to_string(), b.to_string()));
        }
        Ok(BridgeToBe { ends: if a < b { (a, b) } else { (b, a) } })
    }

    pub const fn ends(self) -> (P, P) {
        self.ends
    }
}

/// An arrow from one point to another, never to itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Arrow<P> {
    from: P,
    to: P,
}

impl<P: Point> Arrow<P> {
    pub fn new(from: P, to: P) -> Result<Arrow<P>, StudyError> {
        if from == to {
            return Err(StudyError::ArrowToItself(from.to_string()));
        }
        Ok(Arrow { from, to })
    }

    pub const fn from(self) -> P {
        self.from
    }

    pub const fn to(self) -> P {
        self.to
    }
}

impl<P: Point> Markup<P> {
    pub fn kind(&self) -> MarkKind {
        match self {
            Markup::Label(..) => MarkKind::Label,
            Markup::Triangle(_) => MarkKind::Triangle,
            Markup::Circle(_) => MarkKind::Circle,
            Markup::Square(_) => MarkKind::Square,
            Markup::Cross(_) => MarkKind::Cross,
            Markup::Arrow(_) => MarkKind::Arrow,
            Markup::Bridge(_) => MarkKind::Bridge,
        }
    }

    /// The point a mark sits on; none for an arrow or a bridge.
    pub fn at(&self) -> Option<P> {
        match *self {
            Markup::Label(at, _)
            | Markup::Triangle(at)
            | Markup::Circle(at)
            | Markup::Square(at)
            | Markup::Cross(at) => Some(at),
            Markup::Arrow(_) | Markup::Bridge(_) => None,
        }
    }

    /// Where it is, as the hooks say it (`data-at`): `d4`, or `c3-e5` for an arrow or a
    /// bridge (its lesser end first).
    pub fn place(&self) -> String {
        match self {
            Markup::Arrow(arrow) => format!("{}-{}", arrow.from, arrow.to),
            Markup::Bridge(bridge) => format!("{}-{}", bridge.ends.0, bridge.ends.1),
            _ => self.at().map(|at| at.to_string()).unwrap_or_default(),
        }
    }
}

/// What a study writes on one position: a comment, marks by kind, and
/// the question it asks there, if it asks one.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Notes<P> {
    pub comment: Option<Comment>,
    marks: Vec<Markup<P>>,
    pub question: Option<Question<P>>,
}

impl<P> Default for Notes<P> {
    fn default() -> Self {
        Notes { comment: None, marks: Vec::new(), question: None }
    }
}

impl<P: Point> Notes<P> {
    /// Notes with `comment` and `question`, and no mark yet.
    pub fn new(comment: Option<Comment>, question: Option<Question<P>>) -> Notes<P> {
        Notes { comment, marks: Vec::new(), question }
    }

    pub fn is_empty(&self) -> bool {
        self.comment.is_none() && self.marks.is_empty() && self.question.is_none()
    }

    pub fn marks(&self) -> &[Markup<P>] {
        &self.marks
    }

    /// Puts `mark` on the board, or takes it off if it is there: a tap on a marked point
    /// with the same mark clears it. Another mark on the same point gives way to it.
    pub fn toggle(&mut self, mark: Markup<P>) -> Result<(), StudyError> {
        if let Some(index) = self.marks.iter().position(|m| *m == mark) {
            self.marks.remove(index);
            return Ok(());
        }
        self.add(mark)
    }

    /// Puts `mark` on the board, in place of any other on its point. Marks are kept by kind
    /// (labels, the four shapes, arrows), each kind in the order it was made: the order SGF
    /// writes them in, so that a study goes through a file and comes back the same.
    pub fn add(&mut self, mark: Markup<P>) -> Result<(), StudyError> {
        if let Some(at) = mark.at() {
            self.marks.retain(|m| m.at() != Some(at));
        } else if self.marks.contains(&mark) {
            return Ok(());
        }
        if self.marks.len() >= MARKS_LIMIT {
            return Err(StudyError::TooManyMarks);
        }
        let at = self.marks.partition_point(|made| made.kind() <= mark.kind());
        self.marks.insert(at, mark);
        Ok(())
    }

    /// Takes every mark off, the comment left.
    pub fn clear_marks(&mut self) {
        self.marks.clear();
    }
}

impl<P: Point> Markup<P> {
    /// The same mark with its points moved by `f`.
    pub fn map(self, f: impl Fn(P) -> P) -> Markup<P> {
        match self {
            Markup::Label(at, text) => Markup::Label(f(at), text),
            Markup::Triangle(at) => Markup::Triangle(f(at)),
            Markup::Circle(at) => Markup::Circle(f(at)),
            Markup::Square(at) => Markup::Square(f(at)),
            Markup::Cross(at) => Markup::Cross(f(at)),
            Markup::Arrow(Arrow { from, to }) => Markup::Arrow(Arrow { from: f(from), to: f(to) }),
            Markup::Bridge(BridgeToBe { ends: (a, b) }) => {
                let (a, b) = (f(a), f(b));
                Markup::Bridge(BridgeToBe { ends: if a < b { (a, b) } else { (b, a) } })
            }
        }
    }
}

/// A study's notes over a game and its variations: each position named by the moves that
/// lead to it from the start, so that an undo, a variation made the game or one removed
/// leaves every note on the position it was written for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Study<M, P> {
    notes: Vec<(Vec<M>, Notes<P>)>,
}

impl<M, P> Default for Study<M, P> {
    fn default() -> Self {
        Study { notes: Vec::new() }
    }
}

impl<M: Clone + PartialEq, P: Point> Study<M, P> {
    /// The notes on the position `path` leads to.
    pub fn at(&self, path: &[M]) -> Option<&Notes<P>> {
        self.notes.iter().find(|(on, _)| on == path).map(|(_, notes)| notes)
    }

    /// Changes the notes on the position `path` leads to by `edit`, which may refuse; notes
    /// left empty are dropped.
    pub fn edit<T>(&mut self, path: &[M], edit: impl FnOnce(&mut Notes<P>) -> T) -> T {
        let index = match self.notes.iter().position(|(on, _)| on == path) {
            Some(index) => index,
            None => {
                self.notes.push((path.to_vec(), Notes::default()));
                self.notes.len() - 1
            }
        };
        let answer = edit(&mut self.notes[index].1);
        if self.notes[index].1.is_empty() {
            self.notes.remove(index);
        }
        answer
    }

    /// The notes on the positions of `line` (the moves from the start), by their number: 0
    /// the start, `k` after move `k`.
    pub fn on_line<'a>(&'a self, line: &'a [M]) -> impl Iterator<Item = (usize, &'a Notes<P>)> + 'a {
        let mut on: Vec<(usize, &Notes<P>)> = self
            .notes
            .iter()
            .filter(|(path, _)| line.starts_with(path))
            .map(|(path, notes)| (path.len(), notes))
            .collect();
        on.sort_by_key(|&(ply, _)| ply);
        on.into_iter()
    }

    /// Writes `notes` on the positions of `line` they name, in place of what was there.
    pub fn put_on_line(&mut self, line: &[M], notes: impl IntoIterator<Item = (usize, Notes<P>)>) {
        for (ply, notes) in notes {
            if let Some(path) = line.get(..ply) {
                self.edit(path, |kept| *kept = notes);
            }
        }
    }

    /// How many positions carry notes.
    pub fn len(&self) -> usize {
        self.notes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.notes.is_empty()
    }

    /// Every position noted, with its notes.
    pub fn iter(&self) -> impl Iterator<Item = (&[M], &Notes<P>)> {
        self.notes.iter().map(|(path, notes)| (path.as_slice(), notes))
    }
}

/// Why a study's comment or mark was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StudyError {
    /// A comment of this many characters, more than [`COMMENT_LIMIT`].
    CommentTooLong(usize),
    /// A label blank, or holding a space or a control character.
    BadLabel(String),
    /// A label longer than [`LABEL_LIMIT`].
    LabelTooLong(String),
    /// An arrow from a point to itself.
    ArrowToItself(String),
    /// A bridge drawn between two points no bridge could join.
    NoBridge(String, String),
    /// More than [`MARKS_LIMIT`] marks on one position.
    TooManyMarks,
    /// A point the board does not have, with why.
    NoSuchPoint { text: String, why: String },
    /// A mark or an entry written in no way a study knows.
    Unreadable(String),
}

impl fmt::Display for StudyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StudyError::CommentTooLong(chars) => {
                write!(f, "a comment of {chars} characters: at most {COMMENT_LIMIT} are kept")
            }
            StudyError::BadLabel(text) => write!(f, "the label {text:?} is blank or holds a space"),
            StudyError::LabelTooLong(text) => write!(f, "the label {text:?} is longer than {LABEL_LIMIT} characters"),
            StudyError::ArrowToItself(at) => write!(f, "an arrow from {at} to itself"),
            StudyError::NoBridge(a, b) => write!(f, "no bridge joins {a} and {b}"),
            StudyError::TooManyMarks => write!(f, "more than {MARKS_LIMIT} marks on one position"),
            StudyError::NoSuchPoint { text, why } => write!(f, "a mark on {text:?}: {why}"),
            StudyError::Unreadable(text) => write!(f, "{text:?} is no mark or comment"),
        }
    }
}

impl std::error::Error for StudyError {}

/// A point read for a mark, or the fault naming it.
fn point<P: Point>(text: &str, board: P::Board) -> Result<P, StudyError> {
    P::parse(text.trim(), board).map_err(|why| StudyError::NoSuchPoint { text: text.to_owned(), why: why.to_string() })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hex::{BoardSize, Cell};

    fn cell(text: &str) -> Cell {
        Cell::parse(text, BoardSize::new(11).unwrap()).unwrap()
    }

    #[test]
    fn a_bridge_to_be_joins_two_twixt_holes_a_knights_move_apart_either_way_and_never_hex_cells() {
        let size = twixt::BoardSize::new(12).unwrap();
        let hole = |text| twixt::Hole::parse(text, size).unwrap();
        let drawn = BridgeToBe::new(hole("E5"), hole("C4")).unwrap();
        assert_eq!(drawn, BridgeToBe::new(hole("C4"), hole("E5")).unwrap(), "either way round");
        assert_eq!(Markup::Bridge(drawn).place(), "C4-E5");
        assert!(matches!(BridgeToBe::new(hole("C4"), hole("D4")), Err(StudyError::NoBridge(..))));
        assert!(matches!(BridgeToBe::new(cell("c3"), cell("d5")), Err(StudyError::NoBridge(..))), "Hex has none");
        let mut notes = Notes::default();
        notes.add(Markup::Bridge(drawn)).unwrap();
        notes.add(Markup::Circle(hole("C4"))).unwrap();
        assert_eq!(notes.marks().len(), 2, "a bridge sits on no point: a mark on its end stays beside it");
    }

    #[test]
    fn a_comment_keeps_its_text_and_refuses_past_the_limit() {
        let written = "Why not <script>alert(1)</script>?\r\nBecause ] and \\ are text.";
        let comment = Comment::new(written).unwrap().unwrap();
        assert_eq!(comment.as_str(), "Why not <script>alert(1)</script>?\nBecause ] and \\ are text.");
        assert_eq!(Comment::new("  \n "), Ok(None));
        assert_eq!(Comment::new(&"字".repeat(COMMENT_LIMIT)).unwrap().unwrap().as_str().chars().count(), COMMENT_LIMIT);
        assert_eq!(Comment::new(&"a".repeat(COMMENT_LIMIT + 1)), Err(StudyError::CommentTooLong(COMMENT_LIMIT + 1)));
    }

    #[test]
    fn a_label_is_one_to_three_visible_characters() {
        assert_eq!(Label::new("A").unwrap().as_str(), "A");
        assert_eq!(Label::new("12").unwrap().as_str(), "12");
        assert_eq!(Label::new("あい").unwrap().as_str(), "あい");
        assert!(matches!(Label::new(""), Err(StudyError::BadLabel(_))));
        assert!(matches!(Label::new("a b"), Err(StudyError::BadLabel(_))));
        assert!(matches!(Label::new("abcd"), Err(StudyError::LabelTooLong(_))));
    }

    #[test]
    fn a_point_holds_one_mark_and_the_same_tap_clears_it() {
        let mut notes = Notes::default();
        notes.toggle(Markup::Triangle(cell("d4"))).unwrap();
        notes.toggle(Markup::Circle(cell("d4"))).unwrap();
        assert_eq!(notes.marks(), &[Markup::Circle(cell("d4"))]);
        notes.toggle(Markup::Circle(cell("d4"))).unwrap();
        assert!(notes.is_empty());
    }

    #[test]
    fn an_arrow_joins_two_points_and_is_drawn_once() {
        assert!(matches!(Arrow::new(cell("c3"), cell("c3")), Err(StudyError::ArrowToItself(_))));
        let arrow = Markup::Arrow(Arrow::new(cell("c3"), cell("e5")).unwrap());
        assert_eq!(arrow.place(), "c3-e5");
        let mut notes = Notes::default();
        notes.add(Markup::Triangle(cell("c3"))).unwrap();
        notes.add(arrow.clone()).unwrap();
        notes.add(arrow.clone()).unwrap();
        assert_eq!(notes.marks().len(), 2, "an arrow leaves the shape on its end alone, and is not drawn twice");
    }

    #[test]
    fn a_note_stays_on_the_position_it_was_written_for() {
        let mut study = Study::<&str, Cell>::default();
        let comment = |text| Comment::new(text).unwrap();
        study.edit(&["a1", "b2"], |notes| notes.comment = comment("after b2"));
        study.edit(&[], |notes| notes.comment = comment("the start"));
        study.edit(&["a1", "c3"], |notes| notes.add(Markup::Circle(cell("c3")))).unwrap();
        let line: Vec<_> =
            study.on_line(&["a1", "b2", "d4"]).map(|(ply, notes)| (ply, notes.comment.clone())).collect();
        assert_eq!(line, [(0, comment("the start")), (2, comment("after b2"))]);
        assert_eq!(study.on_line(&["a1", "c3"]).count(), 2, "the variation keeps its own notes");
        study.edit(&[], |notes| notes.comment = None);
        assert_eq!(study.len(), 2, "a position left with nothing is forgotten");
    }

    #[test]
    fn a_position_holds_a_bounded_number_of_marks() {
        let size = BoardSize::new(11).unwrap();
        let mut notes = Notes::default();
        let cells = (0..11).flat_map(|col| (0..11).map(move |row| Cell::new(col, row, size).unwrap()));
        let results: Vec<_> = cells.map(|at| notes.add(Markup::Cross(at))).collect();
        assert_eq!(results.iter().filter(|r| r.is_ok()).count(), MARKS_LIMIT);
        assert_eq!(results.last(), Some(&Err(StudyError::TooManyMarks)));
    }
}
