//! fogliaccio: a pocket games parlour.
//!
//! The library holds the rules engines ([`games`]) and the undo/redo [`timeline`] that
//! every screen shares: pure Rust, no clocks, no global randomness, so it builds natively
//! (for the `fogliaccio` command line and the tests) and for wasm32 (for the page). The Yew
//! page itself lives in [`ui`], behind the `web` feature.

pub mod games;
pub mod timeline;

#[cfg(feature = "web")]
pub mod ui;
