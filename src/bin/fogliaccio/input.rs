//! Standard input of `referee` and `gtp`, read as bytes (docs/cli.md): a line that is
//! not UTF-8 is a bad line to answer, not the end of the session; and an answer quotes at
//! most the first 80 characters of a line, so 50 MB in is not 50 MB out.

use std::io::{self, BufRead};

/// How much of a line an error may quote.
const QUOTED: usize = 80;

/// One line of input, without its line ending.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    Text(String),
    /// The line's bytes are not UTF-8.
    NotText(Vec<u8>),
}

/// What a line that is not UTF-8 is told.
pub const NOT_TEXT: &str = "the line is not UTF-8 text";

/// The lines of `input`, each as text or as the bytes that are not.
pub fn lines(mut input: impl BufRead) -> impl Iterator<Item = io::Result<Line>> {
    std::iter::from_fn(move || {
        let mut bytes = Vec::new();
        match input.read_until(b'\n', &mut bytes) {
            Ok(0) => None,
            Ok(_) => {
                while bytes.last().is_some_and(|&b| b == b'\n' || b == b'\r') {
                    bytes.pop();
                }
                Some(Ok(String::from_utf8(bytes).map_or_else(|e| Line::NotText(e.into_bytes()), Line::Text)))
            }
            Err(e) => Some(Err(e)),
        }
    })
}

/// `error` with every quotation of `line`, or of a word of it, longer than 80 characters
/// cut to its first 80 and `…`.
pub fn shorten(error: String, line: &str) -> String {
    let long =
        std::iter::once(line.trim()).chain(line.split_whitespace()).filter(|text| text.chars().nth(QUOTED).is_some());
    long.fold(error, |error, text| {
        let cut: String = text.chars().take(QUOTED).chain(['…']).collect();
        error.replace(text, &cut)
    })
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
    fn errors_quote_at_most_80_characters_of_a_line() {
        let line = "x".repeat(1000);
        let error = shorten(format!("'{line}' is not a cell"), &line);
        assert_eq!(error, format!("'{}…' is not a cell", "x".repeat(80)));
        assert_eq!(shorten("'a1' is taken".to_owned(), "a1"), "'a1' is taken");
    }
}
