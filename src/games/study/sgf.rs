//! A position's marks as SGF (FF[4]) carries them: `LB[d4:A]`, `TR`, `CR`, `SQ`, `MA` (the
//! cross) with one point a value, and `AR[c3:e5]`. The points are spelt as the file spells
//! its moves, which each game's writer says. HexGui reads labels as `LB[a1:A]` and keeps the
//! other properties as it found them.

use super::{Arrow, Comment, Label, MarkKind, Markup, Question, StudyError};
use crate::games::sgf::{self, Node};

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
    P: super::Point,
{
    let mut text = String::new();
    for kind in MarkKind::ALL {
        let values: Vec<String> = marks
            .iter()
            .filter(|mark| mark.kind() == kind)
            .map(|mark| match mark {
                Markup::Label(at, label) => format!("{}:{}", spell(*at), sgf::escape(label.as_str())),
                Markup::Arrow(arrow) => format!("{}:{}", spell(arrow.from()), spell(arrow.to())),
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
    P: super::Point,
{
    let mut notes = super::Notes::default();
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
    (notes.marks, faults)
}

/// The most answers a question keeps: more than any position needs, few enough that a
/// hostile file cannot make a question of its every variation.
pub const ANSWERS_LIMIT: usize = 64;

/// The question `node` asks, if it asks one: ours ([`sgf::QUESTION`]), or as problem
/// collections write one (two children or more, one marked `TE` or `BM`). `first` is its
/// first child and `others` the variations it opens ([`sgf::Tree::branches`]). Its answers
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
    P: super::Point,
{
    let ours = node.get(sgf::QUESTION);
    let marked = |child: &Node| child.get("TE").is_some() || child.get("BM").is_some();
    let children = first.iter().chain(others);
    let asks = ours.is_some() || (usize::from(first.is_some()) + others.len() >= 2 && children.clone().any(marked));
    if !asks {
        return (None, Vec::new());
    }
    let game_goes_on = ours.is_none_or(|value| value.trim() != sgf::QUESTION_LAST);
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
