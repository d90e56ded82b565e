crate::named_choices! {
    /// The two players of shUgorØn, named as in docs/page.md (`p1`, `p2`): the name of
    /// `data-to-move`, `data-result` and the command line; read also as `1`/`2`.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
    pub enum Player("player") {
        P1 = "p1" | "1",
        P2 = "p2" | "2",
    }
}

impl Player {
    pub const fn opponent(self) -> Player {
        match self {
            Player::P1 => Player::P2,
            Player::P2 => Player::P1,
        }
    }

    /// "Player 1" / "Player 2", for people.
    pub const fn title(self) -> &'static str {
        match self {
            Player::P1 => "Player 1",
            Player::P2 => "Player 2",
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    /// Who asks first, drawn from `rng` (the source: rock-paper-scissors).
    pub fn drawn(rng: &mut crate::rng::Rng) -> Player {
        if rng.below(2) == 0 { Player::P1 } else { Player::P2 }
    }
}
