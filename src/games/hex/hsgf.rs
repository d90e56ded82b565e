//! Little Golem's Hex records (`.hsgf`), as the site exports a game:
//! `(;FF[4]EV[hex.ch.23.1.1]PB[..]PW[..]SZ[13]RE[W]GC[ game #1139802]SO[..];W[mf];B[swap];W[kj];...;W[resign])`.
//!
//! What this relies on, from 18,897 games exported by the site (a corpus of Little Golem
//! games gathered for training, named in `tests/data/records/MANIFEST`) and PlayHex's
//! importer of these files:
//! - a move is `W[..]` or `B[..]`, starting with `W`, alternating (the swap included). `W`
//!   is always the first player, `PB` on the site, our Black; `B` the second, our White;
//! - a cell is two letters, `a` = 1, the column then the row: `mf` is m6. Read so, in all
//!   550 games of the corpus won on the board the last move joins its player's edges, the
//!   first player's top and bottom as our Black's, and `RE` names that player (read the
//!   other way round, as this module did before issue 15, the last move joined nothing in
//!   nearly all of them);
//! - `swap` is the mirror swap: each player keeps their colour and the stone moves to its
//!   mirror cell (PlayHex reads it as its own `swap-pieces`, the mirror swap);
//! - `resign` is a move of the player who resigns. `RE` names the winner by the site's
//!   `PB` (the first player) or `PW`: `RE[W]` follows `W[resign]`. 3,888 of the corpus's
//!   games name a winner with no `resign` (1,779 of them with no move or one): they end by
//!   the other player's resignation after the last move, and a `RE` that the moves
//!   contradict is a fault, as in HexGui's dialect ([`super::sgf`]);
//! - the site does not escape `]` in players' names (`PB[Shumacher;]]`): the SGF reader
//!   takes a `]` that nothing can follow as part of the value (see [`crate::games::sgf`]).
//!
//! Written files carry `FF`, `EV[hex]`, `SZ`, `AP` and the moves. `EV[hex]` is the site's
//! event reduced to its game (the site writes `EV[hex.ch.23.1.1]`): it tells the file from
//! HexGui's, whose `W[resign]` is the other player's (see [`crate::games::import`]). With
//! them, as the site writes them, `PB` and `PW` (the first player and the second), `RE`
//! (`B` when the first player won), and `DT`, `RU` and `C` as in HexGui's dialect
//! ([`super::sgf`]); the site's `GC` and `SO` are its own.

use super::record::{ReadResult, Record};
use super::sgf::{Dialect, Remarks, SgfReadError, no_remarks};
use super::{Cell, Move};
use crate::games::sgf::Annotations;

/// Writes `record` as Little Golem exports a game (without the site's own properties). A
/// game played with the colour exchange is written as the same game under the mirror swap.
pub fn write(record: &Record) -> String {
    Dialect::LittleGolem.write(record, &Annotations::default(), &no_remarks)
}

/// [`write`], with what the file says beside the moves, in the file's frame: after a swap
/// that is mirrored here, every cell the annotations name too ([`super::sgf::Remarks`]).
pub fn write_annotated(record: &Record, annotations: &Annotations<Move, Cell>, remarks: &Remarks) -> String {
    Dialect::LittleGolem.write(record, annotations, remarks)
}

/// What a Little Golem record of `record` (read from `text`) says beside its moves.
pub fn annotations(text: &str, record: &Record) -> Annotations<Move, Cell> {
    Dialect::LittleGolem.annotations(text, record)
}

/// Reads a Little Golem `.hsgf` record, under the mirror swap.
pub fn read(text: &str) -> ReadResult<SgfReadError> {
    Dialect::LittleGolem.read(text)
}
