//! A study's notes in a link, after its game: `#g=<record>&n=<notes>`. The notes are
//! entries joined by `~`, each the position's number on the game's line (0 is the start,
//! `k` the position after move `k`) then its items, all joined by `.`:
//! - `t<point>`, `o<point>`, `s<point>`, `x<point>`: a triangle, circle, square, cross;
//! - `l<point>-<text>`: a label; `a<point>-<point>`: an arrow;
//! - `q`: the position asks a question; `r<point>` a right answer, `w<point>` a wrong one,
//!   `w<point>-<text>` with why it is wrong (`games::study::Question`);
//! - `c<text>`: the comment.
//!
//! Points are written in the game's notation (`d4`, `D4`). A text keeps ASCII letters,
//! digits and `-` as they are, writes a space `_`, and every other byte of its UTF-8 as
//! `%XX`: so no text can hold a separator, a `&` or a `#`, and a link never ends on a
//! character that chat apps drop. `0.cBlack_to_play~5.td4.ld4-A.ac3-e5` reads: at the
//! start, "Black to play"; after move 5, a triangle and a label "A" on d4, an arrow from c3
//! to e5.

use std::fmt::Write as _;

/// The longest link said to travel whole: past it, some chat apps, mail programs and sites
/// cut links (browsers themselves take far longer ones). A study may be longer; the page's
/// share box then says so, and points to the SGF file, which carries it whole.
pub const LINK_LIMIT: usize = 8_000;

use super::{Arrow, BridgeToBe, Comment, Label, Markup, Notes, Point, StudyError, point};

/// The notes of a game's line as a link's `&n=` carries them: `(position, notes)`, the
/// empty ones left out.
pub fn write<'a, P: Point>(notes: impl IntoIterator<Item = (usize, &'a Notes<P>)>) -> String {
    let mut entries = Vec::new();
    for (ply, notes) in notes.into_iter().filter(|(_, notes)| !notes.is_empty()) {
        let mut entry = ply.to_string();
        for mark in notes.marks() {
            entry.push('.');
            match mark {
                Markup::Label(at, label) => write!(entry, "l{at}-{}", escape(label.as_str())),
                Markup::Triangle(at) => write!(entry, "t{at}"),
                Markup::Circle(at) => write!(entry, "o{at}"),
                Markup::Square(at) => write!(entry, "s{at}"),
                Markup::Cross(at) => write!(entry, "x{at}"),
                Markup::Arrow(arrow) => write!(entry, "a{}-{}", arrow.from(), arrow.to()),
                Markup::Bridge(bridge) => write!(entry, "b{}-{}", bridge.ends().0, bridge.ends().1),
            }
            .expect("a String takes any text");
        }
        if let Some(question) = &notes.question {
            entry.push_str(".q");
            for right in question.right() {
                write!(entry, ".r{right}").expect("a String takes any text");
            }
            for (wrong, why) in question.wrong() {
                match why {
                    Some(why) => write!(entry, ".w{wrong}-{}", escape(why.as_str())),
                    None => write!(entry, ".w{wrong}"),
                }
                .expect("a String takes any text");
            }
        }
        if let Some(comment) = &notes.comment {
            write!(entry, ".c{}", escape(comment.as_str())).expect("a String takes any text");
        }
        entries.push(entry);
    }
    entries.join("~")
}

/// The notes `text` carries for a game's line of `plies` moves, on `board`. Whatever is
/// wrong is said, one fault each, and the rest kept: an item that names no mark, a point
/// off the board, a comment past the limit (kept cut to it), a position past the game.
pub fn read<P: Point>(text: &str, board: P::Board, plies: usize) -> (Vec<(usize, Notes<P>)>, Vec<StudyError>) {
    let mut read = Vec::new();
    let mut faults = Vec::new();
    for entry in text.split('~').filter(|entry| !entry.is_empty()) {
        let mut items = entry.split('.');
        let ply = items.next().unwrap_or_default();
        let Some(ply) = ply.parse::<usize>().ok().filter(|&ply| ply <= plies) else {
            faults.push(StudyError::Unreadable(entry.chars().take(40).collect()));
            continue;
        };
        let mut notes = Notes::default();
        // An empty item (a doubled or trailing `.`) carries nothing, and is passed over.
        for item in items.filter(|item| !item.is_empty()) {
            if let Err(fault) = read_item(item, board, &mut notes) {
                faults.push(fault);
            }
        }
        if !notes.is_empty() {
            read.push((ply, notes));
        }
    }
    (read, faults)
}

/// The entries of `text` (notes a link carries) on positions up to `plies`: the notes on
/// the moves of a game played so far, its undone moves' left out.
pub fn up_to(text: &str, plies: usize) -> String {
    let on = |entry: &&str| {
        entry.split('.').next().and_then(|ply| ply.parse::<usize>().ok()).is_some_and(|ply| ply <= plies)
    };
    text.split('~').filter(on).collect::<Vec<_>>().join("~")
}

fn read_item<P: Point>(item: &str, board: P::Board, notes: &mut Notes<P>) -> Result<(), StudyError> {
    let unreadable = || StudyError::Unreadable(item.chars().take(40).collect());
    let mut chars = item.chars();
    let kind = chars.next().ok_or_else(unreadable)?;
    let rest = chars.as_str();
    let mark = match kind {
        'c' => {
            let text = unescape(rest).ok_or_else(unreadable)?;
            let (comment, fault) = Comment::cut(&text);
            notes.comment = comment;
            return fault.map_or(Ok(()), Err);
        }
        'l' => {
            let (at, text) = rest.split_once('-').ok_or_else(unreadable)?;
            Markup::Label(point(at, board)?, Label::new(&unescape(text).ok_or_else(unreadable)?)?)
        }
        'a' => {
            let (from, to) = rest.split_once('-').ok_or_else(unreadable)?;
            Markup::Arrow(Arrow::new(point(from, board)?, point(to, board)?)?)
        }
        'b' => {
            let (a, b) = rest.split_once('-').ok_or_else(unreadable)?;
            Markup::Bridge(BridgeToBe::new(point(a, board)?, point(b, board)?)?)
        }
        'q' if rest.is_empty() => {
            notes.question.get_or_insert_default();
            return Ok(());
        }
        'r' => {
            let at = point(rest, board)?;
            notes.question.get_or_insert_default().toggle_right(at);
            return Ok(());
        }
        'w' => {
            let (at, why) = rest.split_once('-').map_or((rest, None), |(at, why)| (at, Some(why)));
            let why = match why {
                Some(why) => Comment::new(&unescape(why).ok_or_else(unreadable)?)?,
                None => None,
            };
            let at = point(at, board)?;
            notes.question.get_or_insert_default().toggle_wrong(at, why);
            return Ok(());
        }
        't' => Markup::Triangle(point(rest, board)?),
        'o' => Markup::Circle(point(rest, board)?),
        's' => Markup::Square(point(rest, board)?),
        'x' => Markup::Cross(point(rest, board)?),
        _ => return Err(unreadable()),
    };
    notes.add(mark)
}

/// `text` as a link's notes write it: ASCII letters, digits and `-` as they are, a space as
/// `_`, every other byte as `%XX`.
pub fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for byte in text.bytes() {
        match byte {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' => escaped.push(byte as char),
            b' ' => escaped.push('_'),
            _ => write!(escaped, "%{byte:02X}").expect("a String takes any text"),
        }
    }
    escaped
}

/// The text [`escape`] wrote; none when it is not UTF-8 once read, or a `%` is not followed
/// by two hexadecimal digits. Any other character is read as itself, so a link a browser
/// has percent-encoded again, or one typed by hand, still reads.
pub fn unescape(text: &str) -> Option<String> {
    let mut bytes = Vec::with_capacity(text.len());
    let mut rest = text.as_bytes();
    while let Some((&byte, after)) = rest.split_first() {
        rest = after;
        match byte {
            b'_' => bytes.push(b' '),
            b'%' => {
                let hex = rest.get(..2).and_then(|hex| std::str::from_utf8(hex).ok())?;
                bytes.push(u8::from_str_radix(hex, 16).ok()?);
                rest = &rest[2..];
            }
            _ => bytes.push(byte),
        }
    }
    String::from_utf8(bytes).ok()
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::games::hex::{BoardSize, Cell};
    use crate::games::study::Question;

    fn size() -> BoardSize {
        BoardSize::new(11).unwrap()
    }

    fn cell(text: &str) -> Cell {
        Cell::parse(text, size()).unwrap()
    }

    #[test]
    fn the_notes_of_a_line_read_as_the_module_says() {
        let (notes, faults) = read::<Cell>("0.cBlack_to_play~5.td4.ld4-A.ac3-e5", size(), 10);
        assert!(faults.is_empty(), "{faults:?}");
        assert_eq!(notes[0].0, 0);
        assert_eq!(notes[0].1.comment.as_ref().unwrap().as_str(), "Black to play");
        assert_eq!(notes[1].0, 5);
        // The label took d4 from the triangle: one mark a point.
        assert_eq!(
            notes[1].1.marks(),
            &[
                Markup::Label(cell("d4"), Label::new("A").unwrap()),
                Markup::Arrow(Arrow::new(cell("c3"), cell("e5")).unwrap())
            ]
        );
    }

    #[test]
    fn hostile_text_is_text_and_leaves_no_separator_in_the_link() {
        let written = "<script>alert('x')</script> ]\\ & # ~ . _ 100% \"quoted\"\nさようなら";
        let notes = Notes::<Cell> { comment: Comment::new(written).unwrap(), ..Notes::default() };
        let link = write([(3, &notes)]);
        assert!(link.chars().all(|c| c.is_ascii_alphanumeric() || "-_%.~".contains(c)), "{link}");
        let (read_back, faults) = read::<Cell>(&link, size(), 3);
        assert!(faults.is_empty());
        assert_eq!(read_back, vec![(3, notes)]);
    }

    #[test]
    fn a_fault_is_said_and_the_rest_kept() {
        let too_long = "a".repeat(crate::games::study::COMMENT_LIMIT + 5);
        let text = format!("2.tz9.oq4.ob2.ab2-b2.k.lc3-abcd~x~99.tb2~4.c{too_long}");
        let (notes, faults) = read::<Cell>(&text, size(), 10);
        assert_eq!(faults.len(), 8, "{faults:?}");
        assert_eq!(read::<Cell>("3.tb2..ob3.", size(), 10).1, [], "empty items carry nothing");
        assert!(matches!(faults[0], StudyError::NoSuchPoint { .. }));
        assert!(matches!(faults[2], StudyError::ArrowToItself(_)));
        assert!(matches!(faults[7], StudyError::CommentTooLong(_)));
        assert_eq!(
            notes[0],
            (2, {
                let mut kept = Notes::default();
                kept.add(Markup::Circle(cell("b2"))).unwrap();
                kept
            })
        );
        assert_eq!(notes[1].1.comment.as_ref().unwrap().as_str().len(), crate::games::study::COMMENT_LIMIT);
    }

    #[test]
    fn a_twixt_bridge_to_be_goes_in_a_link_and_back_and_one_no_bridge_spans_is_said() {
        let size = crate::games::twixt::BoardSize::new(24).unwrap();
        let hole = |text| crate::games::twixt::Hole::parse(text, size).unwrap();
        let mut notes = Notes::default();
        notes.add(Markup::Bridge(BridgeToBe::new(hole("K10"), hole("J12")).unwrap())).unwrap();
        let link = write([(4, &notes)]);
        assert_eq!(link, "4.bJ12-K10");
        assert_eq!(read(&link, size, 4), (vec![(4, notes)], vec![]));
        let (_, faults) = read::<crate::games::twixt::Hole>("4.bJ12-K11", size, 4);
        assert!(matches!(faults[..], [StudyError::NoBridge(..)]), "{faults:?}");
    }

    fn any_notes() -> impl Strategy<Value = Notes<Cell>> {
        let at = (0u8..11, 0u8..11).prop_map(|(col, row)| Cell::new(col, row, size()).unwrap());
        let mark = (0..6usize, at.clone(), at, "[A-Za-z0-9あ%_.~-]{1,3}").prop_filter_map(
            "an arrow to itself",
            |(kind, a, b, text)| {
                Some(match kind {
                    0 => Markup::Label(a, Label::new(&text).ok()?),
                    1 => Markup::Triangle(a),
                    2 => Markup::Circle(a),
                    3 => Markup::Square(a),
                    4 => Markup::Cross(a),
                    _ => Markup::Arrow(Arrow::new(a, b).ok()?),
                })
            },
        );
        let answers = proptest::collection::vec((any::<bool>(), at_again(), proptest::option::of("\\PC{0,20}")), 0..4);
        let question = proptest::option::of(answers);
        (proptest::option::of("\\PC{0,80}"), proptest::collection::vec(mark, 0..8), question).prop_map(
            |(comment, marks, question)| {
                let mut notes =
                    Notes { comment: comment.and_then(|text| Comment::new(&text).ok().flatten()), ..Notes::default() };
                for mark in marks {
                    notes.add(mark).unwrap();
                }
                notes.question = question.map(|answers| {
                    let mut question = Question::default();
                    for (right, at, why) in answers {
                        match right {
                            true => question.toggle_right(at),
                            false => question.toggle_wrong(at, why.and_then(|why| Comment::new(&why).ok().flatten())),
                        }
                    }
                    question
                });
                notes
            },
        )
    }

    fn at_again() -> impl Strategy<Value = Cell> {
        (0u8..11, 0u8..11).prop_map(|(col, row)| Cell::new(col, row, size()).unwrap())
    }

    proptest! {
        #[test]
        fn notes_written_in_a_link_read_back_the_same(line in proptest::collection::vec(any_notes(), 0..12)) {
            let written: Vec<(usize, Notes<Cell>)> =
                line.into_iter().enumerate().filter(|(_, notes)| !notes.is_empty()).collect();
            let link = write(written.iter().map(|(ply, notes)| (*ply, notes)));
            let (read_back, faults) = read::<Cell>(&link, size(), 12);
            prop_assert!(faults.is_empty());
            prop_assert_eq!(read_back, written);
        }
    }
}
