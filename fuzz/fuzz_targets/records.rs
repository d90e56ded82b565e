//! Every reader of game records, given any bytes as `fogliaccio record` reads a file.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    fogliaccio_fuzz::check(&String::from_utf8_lossy(data));
});
