//! fogliaccio: a pocket games parlour.
//!
//! The library holds the rules engines ([`games`]), the opponents ([`ai`]), the seedable
//! [`rng`] they draw from, the undo/redo [`timeline`] that every screen shares, and the
//! page's words in each of its languages ([`i18n`], here rather than in `ui` so that the
//! native tests read them too). It is pure Rust with no clocks and no global randomness,
//! so it builds natively (for the `fogliaccio` command line and the tests) and for wasm32
//! (for the page). The Yew page itself lives in [`ui`], behind the `web` feature.

pub mod ai;
pub mod games;
pub mod i18n;
pub mod rng;
pub mod timeline;

#[cfg(feature = "web")]
pub mod ui;
#[cfg(feature = "web")]
pub mod worker;
