//! Smart Game Format (SGF, FF[4]) as game records need it: the main line of a game tree,
//! node by node, and the escaping of values for writing.
//!
//! The formats built on it (HexGui's Hex SGF, Little Golem's `.hsgf`, and `.tsgf` for
//! TwixT) differ only in what the properties mean, so this module knows none of them. It
//! reads tolerantly, as real files need: text before the first `(` is skipped, a `]` that
//! cannot close its value is read as part of it (Little Golem does not escape names), variations
//! are read past and only the main line (each first branch) is kept, and property names
//! written with lower-case letters (FF[3] style, `AddBlack`) keep only their capitals. A
//! name with no capital at all is kept as written: Little Golem's TwixT records name their
//! moves `b` and `r`, which FF[3]'s rule would leave without a name.

use std::fmt;

/// One property of a node: its name (`B`, `SZ`, `b`) and its values, unescaped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Property {
    pub name: String,
    pub values: Vec<String>,
}

/// One node of the main line: its properties in file order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Node {
    pub properties: Vec<Property>,
}

impl Node {
    /// The first value of property `name`, if the node has it.
    pub fn get(&self, name: &str) -> Option<&str> {
        self.properties.iter().find(|p| p.name == name).and_then(|p| p.values.first()).map(String::as_str)
    }
}

/// The nodes of the first game tree's main line. On a fault, the nodes read whole before it
/// come with the error, so a truncated file still gives its first moves.
pub fn main_line(text: &str) -> Result<Vec<Node>, (Vec<Node>, SgfError)> {
    let mut reader = Reader { text, at: 0, nodes: Vec::new() };
    match reader.collection() {
        Ok(()) => Ok(reader.nodes),
        Err(error) => Err((reader.nodes, error)),
    }
}

/// What a record file says of a game beside its moves, where it is given.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Annotations {
    /// The players' names by turn order: the first player, then the second (the swap
    /// hands colours over, never the first move).
    pub names: [Option<String>; 2],
    /// When the game was played, as SGF writes a date (`2026-11-26`).
    pub date: Option<String>,
    /// A comment after each move, from the first (`C[]`); empty where there is none.
    pub comments: Vec<String>,
}

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
    /// Variations nested deeper than [`MAX_DEPTH`]: no game record does that, and reading
    /// on would exhaust the stack.
    TooDeep,
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

/// How deep variations may nest. Each branch point of a real game adds one level.
pub const MAX_DEPTH: usize = 1_000;

impl std::error::Error for SgfError {}

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

struct Reader<'a> {
    text: &'a str,
    at: usize,
    nodes: Vec<Node>,
}

impl Reader<'_> {
    fn collection(&mut self) -> Result<(), SgfError> {
        match self.text.find('(') {
            Some(start) => self.at = start,
            None => return Err(SgfError { line: 1, problem: SgfProblem::NoGameTree }),
        }
        self.tree(true, 0)
    }

    /// `( node+ tree* )`; the nodes are kept when `main` and the first subtree goes on it.
    fn tree(&mut self, main: bool, depth: usize) -> Result<(), SgfError> {
        if depth > MAX_DEPTH {
            return Err(self.error(SgfProblem::TooDeep));
        }
        self.expect('(', Expected::Tree)?;
        let mut nodes = 0;
        loop {
            match self.peek_token()? {
                ';' => {
                    self.bump();
                    let node = self.node()?;
                    if main {
                        self.nodes.push(node);
                    }
                    nodes += 1;
                }
                '(' if nodes > 0 => break,
                ')' if nodes > 0 => break,
                found => return Err(self.unexpected(found, Expected::Node)),
            }
        }
        let mut first = true;
        while self.peek_token()? == '(' {
            self.tree(main && first, depth + 1)?;
            first = false;
        }
        self.expect(')', Expected::EndOrNode)
    }

    fn node(&mut self) -> Result<Node, SgfError> {
        let mut node = Node::default();
        while self.peek_token()?.is_ascii_alphabetic() {
            let name = self.name();
            let mut values = Vec::new();
            while self.peek_token()? == '[' {
                self.bump();
                values.push(self.value()?);
            }
            if values.is_empty() {
                let found = self.peek_token()?;
                return Err(self.unexpected(found, Expected::Value));
            }
            node.properties.push(Property { name, values });
        }
        Ok(node)
    }

    /// A property name: its capitals (`AddBlack` is `AB`), or all of it when it has none.
    fn name(&mut self) -> String {
        let rest = &self.text[self.at..];
        let len = rest.bytes().take_while(u8::is_ascii_alphabetic).count();
        self.at += len;
        let written = &rest[..len];
        let capitals: String = written.chars().filter(char::is_ascii_uppercase).collect();
        if capitals.is_empty() { written.to_owned() } else { capitals }
    }

    /// The text up to the closing `]`, with `\` escapes resolved and escaped line breaks
    /// (soft breaks) removed. A `]` that the grammar could not follow is kept in the value:
    /// Little Golem writes players' names unescaped (`PB[Shumacher;]]`).
    fn value(&mut self) -> Result<String, SgfError> {
        let mut value = String::new();
        let mut chars = self.text[self.at..].char_indices();
        while let Some((i, c)) = chars.next() {
            match c {
                ']' if closes(&self.text[self.at + i + 1..]) => {
                    self.at += i + 1;
                    return Ok(value);
                }
                '\\' => match chars.next() {
                    Some((_, '\n' | '\r')) => {}
                    Some((_, escaped)) => value.push(escaped),
                    None => break,
                },
                c => value.push(c),
            }
        }
        self.at = self.text.len();
        Err(self.error(SgfProblem::UnexpectedEnd))
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

    fn expect(&mut self, wanted: char, expected: Expected) -> Result<(), SgfError> {
        match self.peek_token()? {
            found if found == wanted => {
                self.bump();
                Ok(())
            }
            found => Err(self.unexpected(found, expected)),
        }
    }

    fn unexpected(&self, found: char, expected: Expected) -> SgfError {
        self.error(SgfProblem::Unexpected { found, expected })
    }

    fn error(&self, problem: SgfProblem) -> SgfError {
        let line = self.text[..self.at].matches('\n').count() + 1;
        SgfError { line, problem }
    }
}
