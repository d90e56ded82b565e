//! Whether the page is embedded in someone else's (`&embed=1`): a reader's board in a blog
//! post, which shows only the board and its move controls and writes nothing in this
//! browser's storage (the host's origin may be the reader's own fogliaccio).

use yew::prelude::*;

/// Provided once by [`super::App`] from the address.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Embedded(pub bool);

/// Whether the page is embedded.
#[hook]
pub fn use_embedded() -> bool {
    use_context::<Embedded>().unwrap_or_default().0
}
