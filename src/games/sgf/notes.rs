//! A study's notes as SGF (FF[4]) carries them (issue 50): a position's marks, `LB[d4:A]`,
//! `TR`, `CR`, `SQ`, `MA` (the cross) with one point a value, and `AR[c3:e5]`; its question,
//! as problem collections write one; and the notes of a game's line as a file's comments
//! and marks, and back. The points are spelt as the file spells its moves, which each game's
//! writer says. HexGui reads labels as `LB[a1:A]` and keeps the other properties as it found
//! them.

use super::{Annotations, Node};
use crate::games::study::{Arrow, BridgeToBe, Comment, Label, MarkKind, Markup, Notes, Point, Question, StudyError};

impl MarkKind {
    /// Its SGF property.
    pub const fn property(self) -> &'static str {
        match self {
            MarkKind::Label => "LB",
            MarkKind::Triangle => "TR",
            MarkKind::Circle => "CR",
            MarkKind::Square => "SQ",
            MarkKind::Cross => "MA",
            MarkKind::Arrow => "AR",
            // SGF's line: a bridge to be has no head.
            MarkKind::Bridge => "LN",
        }
    }

    fn of_property(name: &str) -> Option<MarkKind> {
        MarkKind::ALL.into_iter().find(|kind| kind.property() == name)
    }
}

/// `marks` as a node's properties, each kind once with all its values, points spelt by
/// `spell`.
pub fn write<P>(marks: &[Markup<P>], spell: impl Fn(P) -> String) -> String
where
    P: Point,
{
    let mut text = String::new();
    for kind in MarkKind::ALL {
        let values: Vec<String> = marks
            .iter()
            .filter(|mark| mark.kind() == kind)
            .map(|mark| match mark {
                Markup::Label(at, label) => format!("{}:{}", spell(*at), super::escape(label.as_str())),
                Markup::Arrow(arrow) => format!("{}:{}", spell(arrow.from()), spell(arrow.to())),
                Markup::Bridge(bridge) => format!("{}:{}", spell(bridge.ends().0), spell(bridge.ends().1)),
                _ => spell(mark.at().expect("a shape sits on a point")),
            })
            .collect();
        if !values.is_empty() {
            text.push_str(kind.property());
            for value in values {
                text.push_str(&format!("[{value}]"));
            }
        }
    }
    text
}

/// The marks `node` carries, points read by `read`, with a fault for each value that names
/// no mark: the others are kept.
pub fn read<P>(node: Node, read: impl Fn(&str) -> Result<P, StudyError>) -> (Vec<Markup<P>>, Vec<StudyError>)
where
    P: Point,
{
    let mut notes = Notes::default();
    let mut faults = Vec::new();
    for property in node.properties() {
        let Some(kind) = MarkKind::of_property(&property.name()) else { continue };
        for value in property.values() {
            let mark = match kind {
                MarkKind::Label => value
                    .split_once(':')
                    .ok_or_else(|| StudyError::Unreadable(format!("LB[{value}]")))
                    .and_then(|(at, text)| Ok(Markup::Label(read(at)?, Label::new(text)?))),
                MarkKind::Arrow => value
                    .split_once(':')
                    .ok_or_else(|| StudyError::Unreadable(format!("AR[{value}]")))
                    .and_then(|(from, to)| Ok(Markup::Arrow(Arrow::new(read(from)?, read(to)?)?))),
                MarkKind::Bridge => value
                    .split_once(':')
                    .ok_or_else(|| StudyError::Unreadable(format!("LN[{value}]")))
                    .and_then(|(a, b)| Ok(Markup::Bridge(BridgeToBe::new(read(a)?, read(b)?)?))),
                shape => read(&value).map(|at| match shape {
                    MarkKind::Triangle => Markup::Triangle(at),
                    MarkKind::Circle => Markup::Circle(at),
                    MarkKind::Square => Markup::Square(at),
                    _ => Markup::Cross(at),
                }),
            };
            if let Err(fault) = mark.and_then(|mark| notes.add(mark)) {
                faults.push(fault);
            }
        }
    }
    (notes.marks().to_vec(), faults)
}

/// The most answers a question keeps: more than any position needs, few enough that a
/// hostile file cannot make a question of its every variation.
pub const ANSWERS_LIMIT: usize = 64;

/// The question `node` asks, if it asks one: ours ([`super::QUESTION`]), or as problem
/// collections write one (two children or more, one besides the first marked `TE` or `BM`). `first` is its
/// first child and `others` the variations it opens ([`super::Tree::branches`]). Its answers
/// are its children besides the game's next move (the first child, unless the question ends
/// the game): right where marked `TE`, wrong where marked `BM`, with why in their `C`.
/// Points are read by `read`; an answer that names none is said.
pub fn question<P>(
    node: Node,
    first: Option<Node>,
    others: &[Node],
    read: impl Fn(&str) -> Result<P, StudyError>,
) -> (Option<Question<P>>, Vec<StudyError>)
where
    P: Point,
{
    let ours = node.get(super::QUESTION);
    let marked = |child: &Node| child.get("TE").is_some() || child.get("BM").is_some();
    let children = first.iter().chain(others);
    // A game's own move may be marked too (a review's `BM`): the answers are the others.
    let asks = ours.is_some() || (usize::from(first.is_some()) + others.len() >= 2 && others.iter().any(marked));
    if !asks {
        return (None, Vec::new());
    }
    let game_goes_on = ours.is_none_or(|value| value.trim() != super::QUESTION_LAST);
    let mut question = Question::default();
    let mut faults = Vec::new();
    for child in children.skip(usize::from(game_goes_on)).take(ANSWERS_LIMIT) {
        let Some(at) = child.get("B").or_else(|| child.get("W")) else { continue };
        let answer = read(&at).and_then(|at| {
            let why = Comment::new(child.get("C").as_deref().unwrap_or_default())?;
            Ok((at, why))
        });
        match answer {
            Ok((at, _)) if child.get("TE").is_some() => question.toggle_right(at),
            Ok((at, why)) if child.get("BM").is_some() => question.toggle_wrong(at, why),
            Ok(_) => {}
            Err(fault) => faults.push(fault),
        }
    }
    (Some(question), faults)
}

/// The notes `node` carries, off the game's line (a variation's position, where no review
/// speaks): its `C`, its marks and its question (`first` and `others` its children, as
/// [`question`] takes them), points read by `read`. A comment past the limit is cut to it
/// and said; a mark or an answer that names nothing is said, the rest kept.
pub fn node_notes<P: Point>(
    node: Node,
    first: Option<Node>,
    others: &[Node],
    read: impl Fn(&str) -> Result<P, StudyError> + Copy,
) -> (Notes<P>, Vec<StudyError>) {
    let (comment, fault) = Comment::cut(&node.get("C").unwrap_or_default());
    let mut faults: Vec<StudyError> = fault.into_iter().collect();
    let (question, unread) = question(node, first, others, read);
    faults.extend(unread);
    let mut notes = Notes::new(comment, question);
    let (marks, unread) = self::read(node, read);
    faults.extend(unread);
    for mark in marks {
        // Each came from notes, which keep no more than they can hold.
        let _ = notes.add(mark);
    }
    (notes, faults)
}

/// A file's comments and marks as notes on the positions of its game's line, and back:
/// what the page and the command line carry between SGF and a link.
impl<M, P: Point> Annotations<M, P> {
    /// The notes on each position of the line, by its number (0 the start), the empty ones
    /// left out. A comment past [`COMMENT_LIMIT`] is cut to it, and said.
    pub fn line_notes(&self) -> (Vec<(usize, Notes<P>)>, Vec<StudyError>) {
        let mut faults = Vec::new();
        let plies =
            self.comments.len().max(self.marks.len().saturating_sub(1)).max(self.questions.len().saturating_sub(1));
        let notes = (0..=plies)
            .filter_map(|ply| {
                let written = if ply == 0 {
                    self.start_comment.as_str()
                } else {
                    self.comments.get(ply - 1).map_or("", String::as_str)
                };
                let (comment, fault) = Comment::cut(written);
                faults.extend(fault);
                let marks = self.marks.get(ply).cloned().unwrap_or_default();
                let question = self.questions.get(ply).cloned().flatten();
                let mut notes = Notes::new(comment, question);
                for mark in marks {
                    // Each came from notes, which keep no more than they can hold.
                    let _ = notes.add(mark);
                }
                Some((ply, notes)).filter(|(_, notes)| !notes.is_empty())
            })
            .collect();
        (notes, faults)
    }

    /// Writes `notes` (by position, as [`Annotations::line_notes`] gives them) as the file's
    /// comments and marks of a line of `plies` moves.
    pub fn set_line_notes<'a>(&mut self, plies: usize, notes: impl IntoIterator<Item = (usize, &'a Notes<P>)>) {
        self.start_comment.clear();
        self.comments = vec![String::new(); plies];
        self.marks = vec![Vec::new(); plies + 1];
        self.questions = vec![None; plies + 1];
        for (ply, notes) in notes.into_iter().filter(|&(ply, _)| ply <= plies) {
            let comment = notes.comment.as_ref().map_or("", Comment::as_str).to_owned();
            match ply {
                0 => self.start_comment = comment,
                _ => self.comments[ply - 1] = comment,
            }
            self.marks[ply] = notes.marks().to_vec();
            self.questions[ply] = notes.question.clone();
        }
        trim_end(&mut self.comments, String::is_empty);
        trim_end(&mut self.marks, Vec::is_empty);
        trim_end(&mut self.questions, Option::is_none);
    }
}

/// Drops the entries at the end of `list` that say nothing (`empty`): the lists of
/// [`Annotations`] run as far as the last position that has something.
pub fn trim_end<T>(list: &mut Vec<T>, empty: impl Fn(&T) -> bool) {
    let kept = list.iter().rposition(|entry| !empty(entry)).map_or(0, |last| last + 1);
    list.truncate(kept);
}
