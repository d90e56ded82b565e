//! The parlour's games: the one list every other place derives from (the address's
//! `?game=`, `data-game`, the links' envelope, the command line's names, the page's builds).
//! A new game is its own folders plus one entry here.

use std::fmt;

/// One of the parlour's games, by its name in docs/page.md and CONTRACT.md (`hex`, …).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    Hex,
    Twixt,
    Doublets,
    Shugoron,
}

impl GameKind {
    pub const ALL: [GameKind; 4] = [GameKind::Hex, GameKind::Twixt, GameKind::Doublets, GameKind::Shugoron];

    /// Its name everywhere a machine reads it: the address, the hooks, links, the command line.
    pub const fn id(self) -> &'static str {
        match self {
            GameKind::Hex => "hex",
            GameKind::Twixt => "twixt",
            GameKind::Doublets => "doublets",
            GameKind::Shugoron => "shugoron",
        }
    }

    /// Its own name, the same in every language but Polish ("Dublety").
    pub const fn title(self) -> &'static str {
        match self {
            GameKind::Hex => "Hex",
            GameKind::Twixt => "TwixT",
            GameKind::Doublets => "Doublets",
            GameKind::Shugoron => "shUgorØn",
        }
    }

    /// The game named `id`, whatever its letters' case.
    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|game| game.id().eq_ignore_ascii_case(id))
    }

    /// Whether its games are kept as records (links, files): every game but shUgorØn, whose
    /// record would need the hidden sets.
    pub const fn has_records(self) -> bool {
        !matches!(self, GameKind::Shugoron)
    }

    /// Whether it is a connection game, which the tree search plays and GTP speaks.
    pub const fn connects(self) -> bool {
        matches!(self, GameKind::Hex | GameKind::Twixt)
    }
}

/// The game's own name.
impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.title())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_is_found_by_its_own_name_in_any_case() {
        for game in GameKind::ALL {
            assert_eq!(GameKind::from_id(game.id()), Some(game));
            assert_eq!(GameKind::from_id(&game.id().to_uppercase()), Some(game));
        }
        assert_eq!(GameKind::from_id("chess"), None);
    }
}
