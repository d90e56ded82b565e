//! What the connection games, Hex and TwixT, share beyond [`crate::games::Game`]: their
//! link record's body.

pub mod link;
