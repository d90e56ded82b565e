//! Smart Game Format (SGF, FF[4]) as game records need it: the first game tree of a text,
//! kept whole (every node, variations as branches), and the escaping of values for writing.
//!
//! The formats built on it (HexGui's Hex SGF, Little Golem's `.hsgf`, and `.tsgf` for
//! TwixT) differ only in what the properties mean, so this module knows none of them. It
//! reads tolerantly, as real files need: text before the first `(` is skipped, a `]` that
//! cannot close its value is read as part of it (Little Golem does not escape names), only
//! the first game tree of a collection is read, and property names written with lower-case
//! letters (FF[3] style, `AddBlack`) keep only their capitals. A name with no capital at all
//! is kept as written: Little Golem's TwixT records name their moves `b` and `r`, which
//! FF[3]'s rule would leave without a name.
//!
//! Any text read costs a small multiple of its size (issue 51: a byte of text once cost up to
//! 70 of memory, every node built whole first). The [`Tree`] copies nothing from the text: a node is one offset, a
//! property three, a variation two, each 4 bytes, and a value is unescaped only when it is
//! read (and only if it holds a `\`). The text is read twice, once to count and once to
//! keep, so every list is allocated once at its size. As each node takes at least one byte
//! of the text (`;`), each property three (`B[]`) and each variation two more (`(`, `)`),
//! the tree takes at most 4 bytes a byte of text, and nesting is followed on a list of at
//! most [`MAX_DEPTH`] entries, never by recursion. A text longer than [`LARGEST`] is refused
//! unread.

pub mod notes;

use std::borrow::Cow;
use std::fmt;

use super::{Outcome, Seat};
use crate::games::record::quoted;
use crate::games::study::{Markup, Notes, Question, StudyError};

/// The longest text read, in bytes: more than any game record with every comment a program
/// writes, and what keeps the tree's offsets within 32 bits.
pub const LARGEST: usize = 1 << 24;

/// How deep variations may nest. Each branch point of a real game adds one level, and the
/// page draws a study's variations one inside another.
pub const MAX_DEPTH: usize = 1_000;

/// The first game tree of an SGF text, as far as it is well formed: its nodes in file order
/// (each node before its variations, the first variation before the others), each with its
/// properties, offsets into the text.
#[derive(Clone, Debug)]
pub struct Tree<'a> {
    text: &'a str,
    /// For each node, where its properties end in `properties`: node `i`'s are
    /// `properties[nodes[i - 1]..nodes[i]]`.
    nodes: Vec<u32>,
    properties: Vec<Span>,
    /// Each node that opens a variation other than the first, with its parent, in file
    /// order. Every other node but the root is the child of the node before it. The readers
    /// of games need only where the main line ends; the rest is the tree a study is.
    variations: Vec<(u32, u32)>,
}

/// A property in the text: its name from `start` to `name_end`, then its values to `end`.
#[derive(Clone, Copy, Debug)]
struct Span {
    start: u32,
    name_end: u32,
    end: u32,
}

/// Reads the first game tree of `text`. On a fault, the nodes read whole before it come
/// with the error, so a truncated file still gives its first moves.
pub fn game_tree(text: &str) -> Result<Tree<'_>, (Tree<'_>, SgfError)> {
    let mut counting = Parser { text, at: 0, nodes: 0, sink: Count::default() };
    // The second reading meets the same fault, and says it.
    let _ = counting.collection();
    let count = counting.sink;
    let tree = Tree {
        text,
        nodes: Vec::with_capacity(count.nodes),
        properties: Vec::with_capacity(count.properties),
        variations: Vec::with_capacity(count.variations),
    };
    let mut keeping = Parser { text, at: 0, nodes: 0, sink: tree };
    let read = keeping.collection();
    let mut tree = keeping.sink;
    // The properties of a node cut short are not kept with it.
    tree.properties.truncate(tree.nodes.last().map_or(0, |&end| end as usize));
    match read {
        Ok(()) => Ok(tree),
        Err(error) => Err((tree, error)),
    }
}

impl<'a> Tree<'a> {
    /// The main line: the root, then each node's first child, to the end of the game: a
    /// node whose question ends the game ([`QUESTION`]`[last]`) has only answers after it.
    pub fn main_line(&self) -> impl ExactSizeIterator<Item = Node<'_>> + Clone {
        // A node's first child comes right after it; the main line ends where a node opens
        // another variation (its parent is not the node before) or the tree ends.
        let end = self.variations.first().map_or(self.nodes.len(), |&(node, _)| node as usize);
        let last_question = (0..end)
            .find(|&index| Node { tree: self, index }.get(QUESTION).is_some_and(|value| value.trim() == QUESTION_LAST));
        let end = last_question.map_or(end, |index| index + 1);
        (0..end).map(move |index| Node { tree: self, index })
    }

    /// How many lines the tree holds besides its main line.
    pub fn variation_count(&self) -> usize {
        self.variations.len()
    }

    /// How many nodes ask a question: ours ([`QUESTION`]), and those problem collections
    /// write: two children or more, one besides the first marked right (`TE`) or wrong (`BM`).
    pub fn questions(&self) -> usize {
        // A byte a node, as little as the tree itself: its children counted up to two, and
        // whether one of them is marked.
        const MARKED: u8 = 4;
        let mut seen = vec![0u8; self.nodes.len()];
        let mut branches = self.variations.iter().peekable();
        for node in 1..self.nodes.len() {
            let (parent, first) = match branches.next_if(|&&(start, _)| start as usize == node) {
                Some(&(_, parent)) => (parent as usize, false),
                None => (node - 1, true),
            };
            // A game's own move may be marked too (a review's `BM`): the answers are the others.
            let answer = Node { tree: self, index: node };
            let marked = !first && answer.properties().any(|p| p.name() == "TE" || p.name() == "BM");
            let count = (seen[parent] & 3).saturating_add(1).min(2);
            seen[parent] = (seen[parent] & MARKED) | count | if marked { MARKED } else { 0 };
        }
        let ours = |index: usize| Node { tree: self, index }.get(QUESTION).is_some();
        (0..self.nodes.len()).filter(|&index| ours(index) || seen[index] == MARKED | 2).count()
    }

    /// The variation node `index` opens, if it opens one other than its parent's first
    /// child: `(index, its parent)`.
    fn variation(&self, index: usize) -> Option<(u32, u32)> {
        let at = self.variations.binary_search_by_key(&(index as u32), |&(start, _)| start).ok()?;
        Some(self.variations[at])
    }

    fn node_properties(&self, index: usize) -> &[Span] {
        let start = index.checked_sub(1).map_or(0, |before| self.nodes[before] as usize);
        &self.properties[start..self.nodes[index] as usize]
    }
}

/// One node of a [`Tree`].
#[derive(Clone, Copy, Debug)]
pub struct Node<'t> {
    tree: &'t Tree<'t>,
    index: usize,
}

impl<'t> Node<'t> {
    /// Its properties, in file order.
    pub fn properties(self) -> impl Iterator<Item = Property<'t>> {
        let text = self.tree.text;
        self.tree.node_properties(self.index).iter().map(move |&span| Property { text, span })
    }

    /// The first value of property `name`, if the node has it.
    pub fn get(self, name: &str) -> Option<Cow<'t, str>> {
        self.properties().find(|p| p.name() == name).and_then(|p| p.values().next())
    }
}

/// The most lines besides the main one that a study reads from a file: more than any
/// analysed game holds, few enough that a hostile file cannot make the page replay millions.
pub const MOST_LINES: usize = 64;

impl<'a> Tree<'a> {
    /// The lines besides the main one, at most [`MOST_LINES`], each from the root: the
    /// nodes that lead to a variation, then the variation and its first children to its end.
    /// A variation that answers a question (its first node marked `TE` or `BM`) is no line.
    pub fn lines(&self) -> Vec<Vec<Node<'_>>> {
        let node = |index: usize| Node { tree: self, index };
        let parent = |index: usize| self.variation(index).map_or(index - 1, |(_, parent)| parent as usize);
        let answers = |start: usize| node(start).get("TE").is_some() || node(start).get("BM").is_some();
        let starts = self.variations.iter().map(|&(start, _)| start as usize).filter(|&start| !answers(start));
        starts
            .take(MOST_LINES)
            .map(|start| {
                let mut before = Vec::new();
                let mut at = start;
                while at > 0 {
                    at = parent(at);
                    before.push(node(at));
                }
                before.reverse();
                // A line runs on through first children, and ends where a question ends it:
                // the children after that are its answers.
                let ends = |index: usize| node(index).get(QUESTION).is_some_and(|value| value.trim() == QUESTION_LAST);
                let mut end = start;
                while end + 1 < self.nodes.len() && self.variation(end + 1).is_none() && !ends(end) {
                    end += 1;
                }
                before.extend((start..=end).map(node));
                before
            })
            .collect()
    }

    /// For each node of `nodes` (nodes of the main line, in order), its first child and at
    /// most `most` of the variations it opens: a question's answers. One pass over the
    /// variations, and nothing kept of the others, whatever the file holds.
    pub fn branches(&self, nodes: &[Node], most: usize) -> Vec<(Option<Node<'_>>, Vec<Node<'_>>)> {
        let indices: Vec<usize> = nodes.iter().map(|node| node.index).collect();
        let node = |index: usize| Node { tree: self, index };
        let first_child = |index: usize| {
            (index + 1 < self.nodes.len() && self.variation(index + 1).is_none()).then(|| node(index + 1))
        };
        let mut branches: Vec<_> = indices.iter().map(|&index| (first_child(index), Vec::new())).collect();
        for &(start, parent) in &self.variations {
            if let Ok(at) = indices.binary_search(&(parent as usize)) {
                let others: &mut Vec<Node> = &mut branches[at].1;
                if others.len() < most {
                    others.push(node(start as usize));
                }
            }
        }
        branches
    }
}

/// Our property marking a node that asks a question (a study's, issue 50): its children
/// besides the game's next move are the answers, right ones `TE[1]`, wrong ones `BM[1]` with
/// why in their `C`, as problem collections write them. Its value is empty, or
/// [`QUESTION_LAST`] where the game ends at the question, so that no answer is read as the
/// game's next move.
pub const QUESTION: &str = "FOGQ";
pub const QUESTION_LAST: &str = "last";

/// One property of a node: its name (`B`, `SZ`, `b`) and its values.
#[derive(Clone, Copy, Debug)]
pub struct Property<'t> {
    text: &'t str,
    span: Span,
}

impl<'t> Property<'t> {
    /// Its name: the capitals of the name written (`AddBlack` is `AB`), or all of it when it
    /// has none.
    pub fn name(self) -> Cow<'t, str> {
        let written = &self.text[self.span.start as usize..self.span.name_end as usize];
        if written.bytes().all(|b| b.is_ascii_uppercase()) || !written.bytes().any(|b| b.is_ascii_uppercase()) {
            Cow::Borrowed(written)
        } else {
            Cow::Owned(written.chars().filter(char::is_ascii_uppercase).collect())
        }
    }

    /// Its values, in order, with `\` escapes resolved and escaped line breaks (soft
    /// breaks) removed.
    pub fn values(self) -> impl Iterator<Item = Cow<'t, str>> {
        let (text, end) = (self.text, self.span.end as usize);
        let mut at = self.span.name_end as usize;
        std::iter::from_fn(move || {
            let rest = &text[at..end];
            let open = at + rest.len() - rest.trim_start().len();
            if open >= end {
                return None;
            }
            // Read already once, so the value is there and closes.
            let close = value_end(text, open + 1)?;
            at = close + 1;
            Some(unescape(&text[open + 1..close]))
        })
    }
}

/// Where the value that starts at `start` (after its `[`) ends: the index of the `]` that
/// closes it, if one does. A `]` that the grammar could not follow is kept in the value:
/// Little Golem writes players' names unescaped (`PB[Shumacher;]]`).
fn value_end(text: &str, start: usize) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut at = start;
    while at < bytes.len() {
        match bytes[at] {
            // The escaped character is skipped whole: the bytes after the first of a
            // character written in several are never `\` or `]`.
            b'\\' => at += 2,
            b']' if closes(&text[at + 1..]) => return Some(at),
            _ => at += 1,
        }
    }
    None
}

/// Whether a `]` followed by `rest` can close a value: what follows it is the end, another
/// value, a node, a tree's start or end, or a property name and its value.
fn closes(rest: &str) -> bool {
    let rest = rest.trim_start();
    let after_name = rest.trim_start_matches(|c: char| c.is_ascii_alphabetic());
    match rest.chars().next() {
        None | Some('[' | ';' | '(' | ')') => true,
        Some(c) if c.is_ascii_alphabetic() => after_name.trim_start().starts_with('['),
        Some(_) => false,
    }
}

/// A value as written between its brackets, read: borrowed unless it holds an escape.
fn unescape(raw: &str) -> Cow<'_, str> {
    if !raw.contains('\\') {
        return Cow::Borrowed(raw);
    }
    let mut value = String::with_capacity(raw.len());
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some('\n' | '\r') | None => {}
                Some(escaped) => value.push(escaped),
            },
            c => value.push(c),
        }
    }
    Cow::Owned(value)
}

/// What a record file says of a game beside its moves, where it is given. `M` is a move of
/// the game, `P` a point of its board: the review's preferred moves and the study's marks
/// are named in the file's frame and notation (after a mirror swap, every cell is another),
/// as the moves are.
#[derive(Clone, Debug, PartialEq)]
pub struct Annotations<M, P> {
    /// The players' names by turn order: the first player, then the second (the swap
    /// hands colours over, never the first move).
    pub names: [Option<String>; 2],
    /// When the game was played, as SGF writes a date (`2026-11-26`).
    pub date: Option<String>,
    /// The comment on the start position (the root's `C`): a study's first words.
    pub start_comment: String,
    /// The comment of each move, from the first (`C[]`), as people wrote it: empty where
    /// there is none. The review's words, which a writer adds after it, are not part of it.
    pub comments: Vec<String>,
    /// The marks on each position, from the start (the root's, then each move's node):
    /// SGF's `LB`, `TR`, `CR`, `SQ`, `MA`, `AR` ([`notes`]).
    pub marks: Vec<Vec<Markup<P>>>,
    /// The question each position asks, from the start ([`QUESTION`]), as far as the last.
    pub questions: Vec<Option<Question<P>>>,
    /// The lines tried beside the game (SGF's variations), each from the start: their
    /// moves, at most [`MOST_LINES`].
    pub variations: Vec<Vec<M>>,
    /// The study's notes on the positions of those lines off the game's own, each named by
    /// the moves that lead to it from the start (as a study names it): their nodes' `C`,
    /// marks and questions.
    pub beside: Vec<(Vec<M>, Notes<P>)>,
    /// The marks a file holds that name none here (a point off the board, an arrow to
    /// itself, a value of no mark), each said; the others are kept.
    pub unread: Vec<StudyError>,
    /// SGF's move annotation of each move, from the first (`BM`, `DO`, `IT`, `TE`): the
    /// review's marks ([`MoveAnnotation`]).
    pub judgements: Vec<Option<MoveAnnotation>>,
    /// The review of the game: each position from the start as it weighed it (the start,
    /// then the position after each move), as far as it went.
    pub review: Vec<Weighing<M>>,
}

impl<M, P> Default for Annotations<M, P> {
    fn default() -> Self {
        Annotations {
            names: [None, None],
            date: None,
            start_comment: String::new(),
            comments: Vec::new(),
            marks: Vec::new(),
            questions: Vec::new(),
            variations: Vec::new(),
            beside: Vec::new(),
            unread: Vec::new(),
            judgements: Vec::new(),
            review: Vec::new(),
        }
    }
}

/// A position as the review weighed it, as a record file carries it (docs/formats.md, "A
/// review in SGF"): the chance in SGF's `V`, the move preferred and the proof in properties
/// of our own.
#[derive(Clone, Debug, PartialEq)]
pub struct Weighing<M> {
    /// The chance to win of the side to move, 0 to 1.
    pub chance: f32,
    /// The move the review prefers there; none once the game is over.
    pub best: Option<M>,
    /// Whether the chance is proved (then it is 0 or 1): the side it gives the game wins
    /// with best play.
    pub proved: bool,
}

impl<M> Weighing<M> {
    /// The same position's weighing with its move named otherwise (in another frame).
    pub fn map<N>(self, f: impl FnOnce(M) -> N) -> Weighing<N> {
        Weighing { chance: self.chance, best: self.best.map(f), proved: self.proved }
    }
}

/// SGF's move annotations (FF[4]): the move was good (`TE`), bad (`BM`), each of them `very`
/// so with the value 2, doubtful (`DO`) or interesting (`IT`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveAnnotation {
    Good { very: bool },
    Bad { very: bool },
    Doubtful,
    Interesting,
}

impl MoveAnnotation {
    /// As a node carries it: `BM[2]`, `DO[]`.
    pub fn property(self) -> &'static str {
        match self {
            MoveAnnotation::Good { very: false } => "TE[1]",
            MoveAnnotation::Good { very: true } => "TE[2]",
            MoveAnnotation::Bad { very: false } => "BM[1]",
            MoveAnnotation::Bad { very: true } => "BM[2]",
            MoveAnnotation::Doubtful => "DO[]",
            MoveAnnotation::Interesting => "IT[]",
        }
    }

    /// The annotation of `node`'s move, if it has one (the first, if several).
    pub fn of(node: Node) -> Option<MoveAnnotation> {
        node.properties().find_map(|property| {
            let very = || property.values().next().is_some_and(|value| value.trim() == "2");
            match &*property.name() {
                "TE" => Some(MoveAnnotation::Good { very: very() }),
                "BM" => Some(MoveAnnotation::Bad { very: very() }),
                "DO" => Some(MoveAnnotation::Doubtful),
                "IT" => Some(MoveAnnotation::Interesting),
                _ => None,
            }
        })
    }
}

/// Our property naming the move the review prefers in a node's position, written as the
/// file writes moves.
pub const PREFERRED: &str = "FOGB";
/// Our property saying the position's chance is proved; its value the letter of the
/// player who wins (`B`, `W`).
pub const PROVED: &str = "FOGP";
/// What opens the review's words in a move's comment (`C`), after what people wrote: the
/// page's sign of the review. A reader that finds the review's properties drops them, and
/// a writer words them again from the properties, in its own frame.
pub const REMARK: &str = "⚖ ";

/// A move's comment as a file carries it: what people wrote, then the review's `remark`,
/// a paragraph of its own opened by [`REMARK`].
pub fn comment(written: &str, remark: Option<&str>) -> String {
    let remark = remark.filter(|remark| !remark.is_empty()).map(|remark| format!("{REMARK}{remark}"));
    let written = Some(written.trim_end()).filter(|written| !written.is_empty());
    written.into_iter().map(str::to_owned).chain(remark).collect::<Vec<_>>().join("\n\n")
}

/// What people wrote in a move's comment as a file carries it: all of it, or, where the
/// review weighed the position before the move (`reviewed`), what comes before its words.
pub fn written_comment(comment: &str, reviewed: bool) -> &str {
    if !reviewed {
        return comment;
    }
    match comment.rfind(&format!("\n\n{REMARK}")) {
        Some(at) => comment[..at].trim_end(),
        None if comment.starts_with(REMARK) => "",
        None => comment,
    }
}

/// `chance` (0–1, of the side to move) as SGF's `V` writes a position's value: positive is
/// good for the player whose moves are `B` (`b_to_move`: that player is to move), negative
/// for `W`, from 1 (a sure win) to −1, so `V` is the chance of `B` less that of `W`. Written
/// with the fewest digits that [`read_value`] reads back as this very chance, so a review
/// read back marks its moves exactly as it did.
pub fn write_value(chance: f32, b_to_move: bool) -> String {
    let chance = chance.clamp(0.0, 1.0);
    let value = if b_to_move { 2.0 * f64::from(chance) - 1.0 } else { 1.0 - 2.0 * f64::from(chance) };
    (0..=17)
        .map(|digits| {
            let text = format!("{value:.digits$}");
            let text = if text.contains('.') { text.trim_end_matches('0').trim_end_matches('.') } else { &text };
            if text == "-0" { "0".to_owned() } else { text.to_owned() }
        })
        .find(|text| read_value(text, b_to_move) == Some(chance))
        .unwrap_or_else(|| value.to_string())
}

/// The chance of the side to move from a position's `V` ([`write_value`]); none for a value
/// that is not a number.
pub fn read_value(text: &str, b_to_move: bool) -> Option<f32> {
    let value: f64 = text.trim().parse().ok().filter(|value: &f64| value.is_finite())?;
    let value = value.clamp(-1.0, 1.0);
    Some((if b_to_move { (1.0 + value) / 2.0 } else { (1.0 - value) / 2.0 }) as f32)
}

/// The letter of `seat`'s player in SGF's player properties (`PB`, `PW`, `RE`): `B` for the
/// first player, who moved first as Black, also after a colour exchange has given them
/// White. Records of Hex written by twogtp and by Little Golem name the players so.
pub const fn player_letter(seat: Seat) -> &'static str {
    match seat {
        Seat::First => "B",
        Seat::Second => "W",
    }
}

/// The result a record states in its root's `RE`, which the readers of games honour (issue
/// 51): SGF's `B+…` and `W+…` (`B+`, `B+R`, `B+Resign`, `B+T`, `B+3.5`) and Little Golem's
/// `B` and `W` name the winner by the order of play ([`player_letter`]); `0` and `Draw` say
/// the game was drawn. `?` (unknown), `Void` (no result) and values SGF does not define
/// state nothing, and the game is as its moves leave it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatedResult {
    /// `RE` as written, as a fault quotes it.
    written: String,
    /// The winner, or `None` for a draw.
    winner: Option<Seat>,
}

impl StatedResult {
    /// The result `root` states, if it states one.
    pub fn of(root: Node) -> Option<StatedResult> {
        let written = root.get("RE")?;
        let value = written.trim();
        let winner = match value.as_bytes() {
            _ if value == "0" || value.eq_ignore_ascii_case("draw") => None,
            [b'B' | b'b', rest @ ..] if rest.is_empty() || rest.starts_with(b"+") => Some(Seat::First),
            [b'W' | b'w', rest @ ..] if rest.is_empty() || rest.starts_with(b"+") => Some(Seat::Second),
            _ => return None,
        };
        Some(StatedResult { written: quoted(&written), winner })
    }

    /// `RE` as written: what a resignation or a draw that it ends the game with was read from.
    pub fn written(&self) -> &str {
        &self.written
    }

    /// What the stated result does to the game that the moves gave, which `ended` so
    /// (`None`: it goes on), its colours exchanged or not: nothing when the two agree; when
    /// the moves leave the game unfinished, the outcome to end it with after the last move
    /// (a winner's: the other side resigns; a draw: agreed); a fault when the moves end the
    /// game otherwise (a win on the board for the other side, a resignation by the winner
    /// named, a draw).
    pub fn ending(&self, ended: Option<Outcome>, colours_exchanged: bool) -> Result<Option<Outcome>, ResultError> {
        let stated = match self.winner {
            Some(seat) => Outcome::Winner(seat.colour(colours_exchanged)),
            None => Outcome::Draw,
        };
        match ended {
            None => Ok(Some(stated)),
            Some(ended) if ended == stated => Ok(None),
            Some(ended) => Err(ResultError::Contradicted { written: self.written.clone(), stated, ended }),
        }
    }
}

/// A result stated in a record (`RE`) that its game cannot have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResultError {
    /// The moves end the game otherwise than `RE` says: the game they give is kept.
    Contradicted { written: String, stated: Outcome, ended: Outcome },
    /// `RE` calls a game of Hex drawn, which Hex never is.
    NoDraw(String),
}

impl fmt::Display for ResultError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResultError::Contradicted { written, stated, ended } => {
                write!(f, "the record's result RE[{written}] ")?;
                match stated {
                    Outcome::Winner(colour) => write!(f, "gives the game to {colour}")?,
                    Outcome::Draw => f.write_str("calls the game a draw")?,
                }
                match ended {
                    Outcome::Winner(colour) => write!(f, ", but its moves give it to {colour}"),
                    Outcome::Draw => f.write_str(", but its moves end it in a draw"),
                }
            }
            ResultError::NoDraw(written) => {
                write!(f, "the record's result RE[{written}] calls the game a draw, which a game of Hex never is")
            }
        }
    }
}

impl std::error::Error for ResultError {}

/// Who wrote a file, for the `AP` property of the files this program writes.
pub const APPLICATION: &str = concat!("fogliaccio:", env!("CARGO_PKG_VERSION"));

/// Escapes a value for writing between `[` and `]`.
pub fn escape(value: &str) -> String {
    let mut escaped = String::with_capacity(value.len());
    for c in value.chars() {
        if matches!(c, ']' | '\\') {
            escaped.push('\\');
        }
        escaped.push(c);
    }
    escaped
}

/// Where and why a file is not SGF.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SgfError {
    /// Line of the fault, from 1.
    pub line: usize,
    pub problem: SgfProblem,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SgfProblem {
    /// No `(` anywhere: not a game record at all.
    NoGameTree,
    /// A character where the grammar allows none such.
    Unexpected { found: char, expected: Expected },
    /// The text ends inside a tree, a node or a value.
    UnexpectedEnd,
    /// Variations nested deeper than [`MAX_DEPTH`].
    TooDeep,
    /// A text longer than [`LARGEST`]: no game record is, and it is not read.
    TooLong,
}

/// What the grammar allows where an unexpected character stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expected {
    /// `(`, opening a tree.
    Tree,
    /// `;`, a tree's first node.
    Node,
    /// `)` closing a tree, or its next node.
    EndOrNode,
    /// `[`, after a property name.
    Value,
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Expected::Tree => "'('",
            Expected::Node => "a node (';')",
            Expected::EndOrNode => "')' or another node",
            Expected::Value => "a value ('[') after a property name",
        })
    }
}

impl fmt::Display for SgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let line = self.line;
        match self.problem {
            SgfProblem::NoGameTree => f.write_str("this is not an SGF game record: it has no '('"),
            SgfProblem::Unexpected { found, expected } => write!(f, "line {line}: '{found}' where {expected} belongs"),
            SgfProblem::UnexpectedEnd => {
                write!(f, "line {line}: the record ends in the middle (is the file cut short?)")
            }
            SgfProblem::TooDeep => write!(f, "line {line}: variations nest more than {MAX_DEPTH} deep"),
            SgfProblem::TooLong => {
                write!(f, "the record is longer than {LARGEST} bytes, more than any game record, and is not read")
            }
        }
    }
}

impl std::error::Error for SgfError {}

/// What the reader hands on as it reads: first only counted, then kept, so that the tree
/// is allocated once at its size.
trait Sink {
    fn property(&mut self, span: Span);
    /// A node read whole, after its properties; `variation_of` is the parent of a node
    /// that opens a variation other than the first.
    fn node(&mut self, variation_of: Option<u32>);
}

#[derive(Default)]
struct Count {
    nodes: usize,
    properties: usize,
    variations: usize,
}

impl Sink for Count {
    fn property(&mut self, _: Span) {
        self.properties += 1;
    }

    fn node(&mut self, variation_of: Option<u32>) {
        self.nodes += 1;
        self.variations += usize::from(variation_of.is_some());
    }
}

impl Sink for Tree<'_> {
    fn property(&mut self, span: Span) {
        self.properties.push(span);
    }

    fn node(&mut self, variation_of: Option<u32>) {
        if let Some(parent) = variation_of {
            self.variations.push((self.nodes.len() as u32, parent));
        }
        self.nodes.push(self.properties.len() as u32);
    }
}

/// A tree being read: the last node of its sequence so far, and the node it hangs from.
#[derive(Clone, Copy)]
struct Open {
    last: Option<u32>,
    parent: Option<u32>,
    /// Whether a variation of it has begun: then only another one, or its end, may follow.
    branched: bool,
}

struct Parser<'a, S> {
    text: &'a str,
    at: usize,
    /// The nodes read whole so far.
    nodes: u32,
    sink: S,
}

impl<S: Sink> Parser<'_, S> {
    /// The first `( node+ tree* )` of the text, every level of nesting on a list of its own
    /// rather than the stack. Offsets fit in 32 bits: the text is at most [`LARGEST`].
    fn collection(&mut self) -> Result<(), SgfError> {
        if self.text.len() > LARGEST {
            return Err(SgfError { line: 1, problem: SgfProblem::TooLong });
        }
        match self.text.find('(') {
            Some(start) => self.at = start + 1,
            None => return Err(SgfError { line: 1, problem: SgfProblem::NoGameTree }),
        }
        let mut open = vec![Open { last: None, parent: None, branched: false }];
        while let Some(&tree) = open.last() {
            let top = open.len() - 1;
            match self.peek_token()? {
                ';' if !tree.branched => {
                    self.bump();
                    self.properties()?;
                    let index = self.nodes;
                    let parent = tree.last.or(tree.parent);
                    self.sink.node(parent.filter(|&parent| parent + 1 != index));
                    self.nodes += 1;
                    open[top].last = Some(index);
                }
                '(' if tree.last.is_some() => {
                    if open.len() > MAX_DEPTH {
                        return Err(self.error(SgfProblem::TooDeep));
                    }
                    self.bump();
                    open[top].branched = true;
                    open.push(Open { last: None, parent: tree.last, branched: false });
                }
                ')' if tree.last.is_some() => {
                    self.bump();
                    open.pop();
                }
                found if tree.branched => return Err(self.unexpected(found, Expected::EndOrNode)),
                found => return Err(self.unexpected(found, Expected::Node)),
            }
        }
        Ok(())
    }

    /// A node's properties, each a name and at least one value. The node is whole once
    /// what follows them is read.
    fn properties(&mut self) -> Result<(), SgfError> {
        while self.peek_token()?.is_ascii_alphabetic() {
            let start = self.at;
            self.at += self.text[start..].bytes().take_while(u8::is_ascii_alphabetic).count();
            let name_end = self.at;
            let mut valued = false;
            while self.peek_token()? == '[' {
                valued = true;
                match value_end(self.text, self.at + 1) {
                    Some(close) => self.at = close + 1,
                    None => {
                        self.at = self.text.len();
                        return Err(self.error(SgfProblem::UnexpectedEnd));
                    }
                }
            }
            if !valued {
                let found = self.peek_token()?;
                return Err(self.unexpected(found, Expected::Value));
            }
            self.sink.property(Span { start: start as u32, name_end: name_end as u32, end: self.at as u32 });
        }
        Ok(())
    }

    /// The next character that is not white space, not consumed.
    fn peek_token(&mut self) -> Result<char, SgfError> {
        let rest = &self.text[self.at..];
        let trimmed = rest.trim_start();
        self.at += rest.len() - trimmed.len();
        trimmed.chars().next().ok_or_else(|| self.error(SgfProblem::UnexpectedEnd))
    }

    fn bump(&mut self) {
        self.at += self.text[self.at..].chars().next().map_or(0, char::len_utf8);
    }

    fn unexpected(&self, found: char, expected: Expected) -> SgfError {
        self.error(SgfProblem::Unexpected { found, expected })
    }

    fn error(&self, problem: SgfProblem) -> SgfError {
        let line = self.text[..self.at].matches('\n').count() + 1;
        SgfError { line, problem }
    }
}
