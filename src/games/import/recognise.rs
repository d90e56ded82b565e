//! Which format a record is in, told from what the text is and what it says of itself,
//! never from a word found anywhere in it (issue 31: a comment naming Little Golem once sent
//! a HexGui file to Little Golem's reader). In this order:
//!
//! 1. **Its shape.** A text whose first mark is `(` is SGF; one word (no white space) that
//!    is a link record (`1.hex.…`) or an address holding one (`…#g=1.hex.…`) is our link, of
//!    the game its envelope names; one word that is a HexWorld address or fragment
//!    (`…hexworld.org/board/#11c1,f6`, `11c1,f6`) is HexWorld's; a T1 file's header is T1j's.
//! 2. **For SGF, which of its three dialects** (HexGui's Hex, Little Golem's Hex `.hsgf`,
//!    Little Golem's TwixT `.tsgf`), by marks in three ranks, the first rank that tells
//!    deciding:
//!    1. what the root declares: `GM[11]` HexGui's (Little Golem writes no `GM`; any other
//!       game number too, for its reader to refuse), `GM[21]` TwixT; `EV[hex…]` and
//!       `EV[twixt…]` Little Golem's event of that game; `SO` naming Little Golem's site
//!       either of its two; a result `RE[B+…]`/`RE[W+…]` HexGui's (SGF's own), `RE[B]`/`RE[W]`
//!       Little Golem's;
//!    2. what each dialect writes: moves `B`/`W` and setup `AB`/`AW`/`AE` are Hex's, `b`/`r`
//!       TwixT's; a cell written `f6`, and `swap-pieces` or `swap-sides`, HexGui's; a cell of
//!       two letters (`ff`) Little Golem's;
//!    3. the file's name, where there is one: `.sgf`, `.hsgf`, `.tsgf`.
//!
//!    Within a rank every mark must allow a dialect for it to stay. When the marks of a rank
//!    contradict each other (`GM[11]` with `EV[twixt]`), or no rank narrows the dialects to
//!    one, the text is [`Recognition::Undecided`]: each remaining dialect reads it, and
//!    [`super::RecordFormat::import`] takes the one game they agree on, or says that the
//!    readings differ (Little Golem's `W[resign]` is the first player's, HexGui's White's).
//!
//! Every record this program writes declares itself (`GM[11]`, `EV[hex]`, `EV[twixt]`), so
//! it is read back as written whatever name it travels under.

use crate::games::GameKind;
use crate::games::hex::hexworld;
use crate::games::sgf::{self, Node, Tree};
use crate::games::twixt::t1;

/// How a text is written, told before any game's reader is chosen: each game's formats say
/// which of these they read ([`super::RecordFormat::of`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Written {
    /// Our link record, of the game its envelope names (Hex's for one that is none of ours).
    Link(GameKind),
    /// HexGui's SGF (and PlayHex's, MoHex's).
    HexGuiSgf,
    /// Little Golem's Hex `.hsgf`.
    LittleGolemHex,
    /// Little Golem's TwixT `.tsgf`.
    LittleGolemTwixt,
    /// A HexWorld link.
    HexWorld,
    /// T1j's `.T1` file.
    T1,
}

/// What recognising a text found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Recognition {
    /// The one format the text can be in.
    Decided(Written),
    /// Two or more SGF dialects that the text's marks do not tell apart, in the order
    /// HexGui's, Little Golem's Hex, Little Golem's TwixT: reading it in each decides.
    Undecided(Vec<Written>),
    /// The text is in none of the formats.
    Unknown,
}

/// The format of `text`, which came in a file called `name` if there is one.
pub fn recognise(text: &str, name: Option<&str>) -> Recognition {
    let text = text.trim();
    if text.starts_with('(') {
        sgf_dialect(text, name)
    } else if let Some(format) = link(text) {
        Recognition::Decided(format)
    } else if hexworld(text) {
        Recognition::Decided(Written::HexWorld)
    } else if t1::looks_like(text) {
        Recognition::Decided(Written::T1)
    } else {
        Recognition::Unknown
    }
}

/// Our link record, bare or in an address: one word, `<version>.<game>…` after any `#g=`.
/// The game its envelope names decides; a game that is none of ours goes to Hex's reader,
/// which says which game the link holds.
fn link(text: &str) -> Option<Written> {
    if text.contains(char::is_whitespace) {
        return None;
    }
    let record = match text.rsplit_once("#g=") {
        Some((_, record)) => record,
        None => text,
    };
    let (version, rest) = record.split_once('.')?;
    if version.is_empty() || !version.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let game = rest.split('.').next().and_then(GameKind::from_id).filter(|game| game.has_records());
    Some(Written::Link(game.unwrap_or(GameKind::Hex)))
}

/// A HexWorld link: one word, the address of HexWorld's board and a fragment, or the
/// fragment alone when it has its comma (a size and drawing options, `,`, the moves).
fn hexworld(text: &str) -> bool {
    if text.contains(char::is_whitespace) {
        return false;
    }
    let fragment = match text.split_once('#') {
        Some(("", fragment)) => fragment,
        Some((address, _)) => {
            let board = hexworld::BOARD.trim_start_matches("https://").trim_end_matches('/');
            return address.trim_end_matches('/').ends_with(board);
        }
        None => text,
    };
    let Some((head, _)) = fragment.split_once(',') else { return false };
    head.starts_with(|c: char| c.is_ascii_digit()) && head.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// The SGF dialects, in the order their readings are tried.
const SGF_DIALECTS: [Written; 3] = [Written::HexGuiSgf, Written::LittleGolemHex, Written::LittleGolemTwixt];

/// A set of SGF dialects, one bit each in the order of [`SGF_DIALECTS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Dialects(u8);

const HEXGUI: Dialects = Dialects(1);
const LG_HEX: Dialects = Dialects(2);
const LG_TWIXT: Dialects = Dialects(4);
const HEX: Dialects = Dialects(HEXGUI.0 | LG_HEX.0);
const LITTLE_GOLEM: Dialects = Dialects(LG_HEX.0 | LG_TWIXT.0);
const ANY: Dialects = Dialects(HEXGUI.0 | LG_HEX.0 | LG_TWIXT.0);

impl Dialects {
    const fn and(self, other: Dialects) -> Dialects {
        Dialects(self.0 & other.0)
    }

    fn formats(self) -> Vec<Written> {
        SGF_DIALECTS.iter().enumerate().filter(|(bit, _)| self.0 & (1 << bit) != 0).map(|(_, &f)| f).collect()
    }
}

fn sgf_dialect(text: &str, name: Option<&str>) -> Recognition {
    let tree = match sgf::game_tree(text) {
        Ok(tree) | Err((tree, _)) => tree,
    };
    let ranks = [tree.main_line().next().map(declared).unwrap_or_default(), written(&tree), named(name)];
    let mut dialects = ANY;
    for marks in ranks {
        let narrowed = marks.iter().fold(dialects, |left, &mark| left.and(mark));
        if narrowed.0 == 0 {
            break;
        }
        dialects = narrowed;
    }
    match dialects.formats().as_slice() {
        [format] => Recognition::Decided(*format),
        formats => Recognition::Undecided(formats.to_vec()),
    }
}

/// What the root node declares.
fn declared(root: Node) -> Vec<Dialects> {
    let mut marks = Vec::new();
    if let Some(gm) = root.get("GM") {
        marks.push(if gm.trim() == "21" { LG_TWIXT } else { HEXGUI });
    }
    if let Some(event) = root.get("EV") {
        // Little Golem's events are `hex.ch.23.1.1`, `twixt.ld.DEFAULT`, or `null`.
        match event.trim().split('.').next() {
            Some(game) if game.eq_ignore_ascii_case("hex") => marks.push(LG_HEX),
            Some(game) if game.eq_ignore_ascii_case("twixt") => marks.push(LG_TWIXT),
            _ => {}
        }
    }
    if root.get("SO").is_some_and(|source| source.to_ascii_lowercase().contains("littlegolem.")) {
        marks.push(LITTLE_GOLEM);
    }
    // SGF's result is a colour and `+` (`B+`, `W+Resign`: HexGui, twogtp, PlayHex); Little
    // Golem writes the winning player's letter alone (`RE[W]`, `PW` won).
    match root.get("RE").as_deref().map(str::trim) {
        Some("B" | "W") => marks.push(LITTLE_GOLEM),
        Some(result) if result.starts_with("B+") || result.starts_with("W+") => marks.push(HEXGUI),
        _ => {}
    }
    marks
}

/// What the moves and setup stones are written as: one mark, every dialect that all of them
/// allow, so that a file of many moves costs no list of its marks.
fn written(tree: &Tree) -> Vec<Dialects> {
    let mut allowed = ANY;
    for property in tree.main_line().flat_map(Node::properties) {
        match &*property.name() {
            "b" | "r" => allowed = allowed.and(LG_TWIXT),
            "B" | "W" | "AB" | "AW" | "AE" => {
                allowed =
                    property.values().filter_map(|value| hex_value(value.trim())).fold(allowed.and(HEX), Dialects::and);
            }
            _ => {}
        }
    }
    vec![allowed]
}

/// The dialect that writes a Hex move or cell so: HexGui's `f6` and `swap-pieces`, Little
/// Golem's `ff`; `swap` and `resign` both write.
fn hex_value(value: &str) -> Option<Dialects> {
    let bytes = value.as_bytes();
    match bytes {
        [col, row @ ..] if col.is_ascii_alphabetic() && !row.is_empty() && row.iter().all(u8::is_ascii_digit) => {
            Some(HEXGUI)
        }
        [b'a'..=b'z', b'a'..=b'z'] => Some(LG_HEX),
        _ if ["swap-pieces", "swap-sides"].iter().any(|swap| value.eq_ignore_ascii_case(swap)) => Some(HEXGUI),
        _ => None,
    }
}

/// What the file's name says, by its extension.
fn named(name: Option<&str>) -> Vec<Dialects> {
    let extension = name.and_then(|name| std::path::Path::new(name).extension()).and_then(|e| e.to_str());
    match extension.map(str::to_ascii_lowercase).as_deref() {
        Some("sgf") => vec![HEXGUI],
        Some("hsgf") => vec![LG_HEX],
        Some("tsgf") => vec![LG_TWIXT],
        _ => Vec::new(),
    }
}
