//! fogliaccio: a pocket games parlour.
//!
//! The library holds the rules engines ([`games`]), the opponents ([`ai`]), the seedable
//! [`rng`] they draw from, the undo/redo [`timeline`] that every screen shares, the page's
//! words in each of its languages ([`i18n`], here rather than in `ui` so that the native
//! tests read them too), and the jobs the page gives its [`worker`], with their messages.
//! It is pure Rust with no clocks and no global randomness, so it builds natively (for the
//! `fogliaccio` command line and the tests) and for wasm32 (for the page). The Yew page
//! itself lives in [`ui`], and the Web Worker's glue in `worker`, behind the `web` feature.

pub mod ai;
pub mod games;
pub mod i18n;
pub mod rng;
pub mod timeline;
pub mod worker;

#[cfg(feature = "web")]
pub mod ui;
