//! Standard input of `referee` and `gtp`, read as bytes (docs/cli.md): a line that is
//! not UTF-8 is a bad line to answer, not the end of the session; a line is kept up to
//! [`LONGEST`] bytes and the rest of it skipped unread into memory, so a line without end
//! costs no more than that; and an answer quotes at most the first 80 characters of a line,
//! so 50 MB in is not 50 MB out.

use std::io::{self, BufRead};

use fogliaccio::games::record::{QUOTED, quoted};

/// The longest line read, in bytes: no move or command comes near it.
pub const LONGEST: usize = 1 << 16;

/// One line of input, without its line ending.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    Text(String),
    /// The line's bytes are not UTF-8.
    NotText(Vec<u8>),
    /// The line is longer than [`LONGEST`] bytes: its first [`LONGEST`], the rest skipped.
    TooLong(Vec<u8>),
}

/// What a line that is not UTF-8 is told.
pub const NOT_TEXT: &str = "the line is not UTF-8 text";

/// What a line longer than [`LONGEST`] bytes is told, quoting its start.
pub fn too_long(start: &[u8]) -> String {
    let start = String::from_utf8_lossy(start);
    shorten(format!("the line '{start}' is longer than {LONGEST} bytes"), &start)
}

/// The lines of `input`, each as text, as the bytes that are not, or as the start of a
/// line too long to read.
pub fn lines(mut input: impl BufRead) -> impl Iterator<Item = io::Result<Line>> {
    std::iter::from_fn(move || read_line(&mut input).transpose())
}

/// The next line of `input`, `None` at its end.
fn read_line(input: &mut impl BufRead) -> io::Result<Option<Line>> {
    let mut bytes = Vec::new();
    let mut over = false;
    let mut read_any = false;
    loop {
        let available = match input.fill_buf() {
            Ok(available) => available,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            break;
        }
        read_any = true;
        let end = available.iter().position(|&b| b == b'\n');
        let part = &available[..end.unwrap_or(available.len())];
        let room = LONGEST - bytes.len();
        over |= part.len() > room;
        bytes.extend_from_slice(&part[..part.len().min(room)]);
        let used = end.map_or(available.len(), |end| end + 1);
        input.consume(used);
        if end.is_some() {
            break;
        }
    }
    if !read_any {
        return Ok(None);
    }
    if over {
        return Ok(Some(Line::TooLong(bytes)));
    }
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    Ok(Some(String::from_utf8(bytes).map_or_else(|e| Line::NotText(e.into_bytes()), Line::Text)))
}

/// `error` with every quotation of `line`, or of a word of it, longer than 80 characters
/// cut to its first 80 and `…`.
pub fn shorten(error: String, line: &str) -> String {
    let long =
        std::iter::once(line.trim()).chain(line.split_whitespace()).filter(|text| text.chars().nth(QUOTED).is_some());
    long.fold(error, |error, text| error.replace(text, &quoted(text)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_that_is_not_utf8_is_a_line_of_its_own() {
        let read: Vec<Line> = lines(&b"a1\n\xff\r\nb2"[..]).map(Result::unwrap).collect();
        assert_eq!(read, [Line::Text("a1".into()), Line::NotText(vec![0xff]), Line::Text("b2".into())]);
    }

    #[test]
    fn a_line_longer_than_the_longest_is_one_line_and_the_next_is_read() {
        let long = "x".repeat(LONGEST + 10);
        let input = format!("a1\n{long}\nb2\n{long}");
        let read: Vec<Line> = lines(input.as_bytes()).map(Result::unwrap).collect();
        let start = vec![b'x'; LONGEST];
        let expected =
            [Line::Text("a1".into()), Line::TooLong(start.clone()), Line::Text("b2".into()), Line::TooLong(start)];
        assert_eq!(read, expected);
        let exactly = "y".repeat(LONGEST);
        let read: Vec<Line> = lines(exactly.as_bytes()).map(Result::unwrap).collect();
        assert_eq!(read, [Line::Text(exactly)]);
    }

    #[test]
    fn a_too_long_line_is_told_quoting_80_characters() {
        let told = too_long(&[b'x'; 1000]);
        assert_eq!(told, format!("the line '{}…' is longer than {LONGEST} bytes", "x".repeat(80)));
    }

    #[test]
    fn errors_quote_at_most_80_characters_of_a_line() {
        let line = "x".repeat(1000);
        let error = shorten(format!("'{line}' is not a cell"), &line);
        assert_eq!(error, format!("'{}…' is not a cell", "x".repeat(80)));
        assert_eq!(shorten("'a1' is taken".to_owned(), "a1"), "'a1' is taken");
    }
}
