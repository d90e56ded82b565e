//! Little Golem's Hex records (`.hsgf`), as the site exports a game:
//! `(;FF[4]EV[hex.ch.23.1.1]PB[..]PW[..]SZ[13]RE[W]GC[ game #1139802]SO[..];W[mf];B[swap];W[kj];...;W[resign])`.
//!
//! What this relies on, from real exported games (#1139802, quoted in a converter of
//! Little Golem games to training data; #1612755, in PlayHex's tests), HexGui's reader
//! and PlayHex's importer of these files:
//! - a move is `W[..]` or `B[..]`, starting with `W`, alternating (the swap included);
//! - a cell is two letters, `a` = 1: HexGui reads `mf` as x = m, y = f;
//! - `swap` is the mirror swap: each player keeps their colour and the stone moves to its
//!   mirror cell. (PlayHex reads it as its own mirror `swap-pieces`; the converter turns a
//!   game with a swap into the same game without one by mirroring every later cell.)
//! - `resign` is a move of the player who resigns. `RE` names the winner's letter, which
//!   the moves already tell, so it is not read.
//!
//! Which edges each letter joins is nowhere written down, so it was read off the two
//! games: taking the letters at their word, as HexGui does (x = column, its White joining
//! left and right), each game ends with the resigning side cut off by a wall of the
//! other's stones (#1612755: the first player's line a13–b10–d8–f8…j8–k6, across the
//! board; #1139802: the second player's line down columns d–f). So on Little Golem White
//! moves first and joins left and right. Here Black moves first and joins top and bottom,
//! so a file is read as the same game seen in the long diagonal: the first player (`W`)
//! is our Black, and every cell is mirrored, `mf` being f13. (PlayHex's importer reads
//! `am` as a13 for its first player, who joins top and bottom; on these two games that
//! reading leaves the winner's line running the wrong way, so it is not followed.)
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
