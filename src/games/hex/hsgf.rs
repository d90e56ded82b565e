//! Little Golem's Hex records (`.hsgf`), as the site exports a game:
//! `(;FF[4]EV[hex.ch.23.1.1]PB[..]PW[..]SZ[13]RE[W]GC[ game #1139802]SO[..];W[mf];B[swap];W[kj];...;W[resign])`.
//!
//! What this relies on, from real exported games (#1139802, quoted in a converter of
//! Little Golem games to training data; #1612755, in PlayHex's tests) and from PlayHex's
//! importer of these files, whose notes say what was "observed on Little Golem game pages,
//! connections and resignations":
//! - a cell is two letters, column then row, `a` = 1: `mf` is m6, `am` is a13 (HexGui's
//!   reader agrees: "Go-like notation used by Little Golem");
//! - the nodes are marked `W`, `B`, `W`… starting with `W`, and a `W` node is the first
//!   player's (`PB`), who joins the first and the last row: our Black. So the letters are
//!   read by their order, not by their names;
//! - `swap` is the mirror swap, [`SwapRule::Pieces`](super::SwapRule::Pieces): each player
//!   keeps their colour and the stone moves to its mirror cell (PlayHex reads it as its own
//!   mirror `swap-pieces`; the converter turns a game with a swap into one without by
//!   mirroring every later cell, as [`Record::with_swap_rule`](super::Record::with_swap_rule)
//!   does);
//! - `resign` is a move of the player who resigns; `RE` names the winner by the player's
//!   label (`B` = `PB`), which the moves already tell, so it is not read.
//!
//! Written files carry only `FF`, `SZ`, `AP` and the moves: the site's own properties
//! (`EV`, `PB`, `PW`, `GC`, `SO`) are about its players and events, which a record here
//! does not have.

use super::record::{ReadResult, Record};
use super::sgf::{Dialect, SgfReadError};

/// Writes `record` as Little Golem exports a game (without the site's own properties). A
/// game played with the colour exchange is written as the same game under the mirror swap.
pub fn write(record: &Record) -> String {
    Dialect::LittleGolem.write(record)
}

/// Reads a Little Golem `.hsgf` record, under the mirror swap.
pub fn read(text: &str) -> ReadResult<SgfReadError> {
    Dialect::LittleGolem.read(text)
}
