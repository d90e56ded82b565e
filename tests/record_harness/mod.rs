//! What the record tests of Hex and TwixT share: the real files they read, and what a
//! reader gave back, whole or stopped at its fault.

use std::fmt;

use fogliaccio::games::record::ReadError;

/// A record as a test names it: its moves (TwixT: the turns' pegs) in notation.
pub trait Named {
    fn named(&self) -> String;
}

/// A real file of `tests/data/records/`.
pub fn data(name: &str) -> String {
    let path = format!("{}/tests/data/records/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The game of a reader that read it whole.
pub fn whole<G, E: fmt::Display>(result: Result<G, ReadError<G, E>>) -> G {
    result.unwrap_or_else(|e| panic!("{e}"))
}

/// The error of a reader that had to stop, and the moves it kept, named.
pub fn stopped<G: Named, E: fmt::Debug>(result: Result<G, ReadError<G, E>>) -> (E, Option<String>) {
    match result {
        Ok(record) => panic!("read whole: {}", record.named()),
        Err(e) => (e.error, e.kept.map(|record| record.named())),
    }
}
