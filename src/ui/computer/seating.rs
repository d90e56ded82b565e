use crate::games::Colour;

crate::named_choices! {
    /// Who plays at the tablet, as the "Players" menu offers it. Players are named by
    /// turn order, not colour: the first player holds Black until a swap exchanges colours.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
    #[serde(rename_all = "kebab-case")]
    pub enum Seating("seating") {
        /// Two people pass the tablet.
        #[default]
        People = "people",
        /// A person moves first, the computer second.
        ComputerSecond = "computer-second",
        /// The computer moves first, a person second.
        ComputerFirst = "computer-first",
        Computers = "computers",
    }
}

impl Seating {
    /// The seats of a rematch: the same people and computers, each at the other colour.
    pub const fn exchanged(self) -> Seating {
        match self {
            Seating::ComputerSecond => Seating::ComputerFirst,
            Seating::ComputerFirst => Seating::ComputerSecond,
            both_or_none => both_or_none,
        }
    }

    /// The menu's words for this choice.
    pub const fn label(self, words: &crate::i18n::computer::Computer) -> &'static str {
        match self {
            Seating::People => words.people,
            Seating::ComputerSecond => words.computer_second,
            Seating::ComputerFirst => words.computer_first,
            Seating::Computers => words.computers,
        }
    }

    pub const fn has_computer(self) -> bool {
        !matches!(self, Seating::People)
    }

    /// Whether the computer plays `colour`, the colours exchanged by a swap or not.
    pub fn computer_plays(self, colour: Colour, colours_exchanged: bool) -> bool {
        let first = (colour == Colour::Black) != colours_exchanged;
        match self {
            Seating::People => false,
            Seating::ComputerSecond => !first,
            Seating::ComputerFirst => first,
            Seating::Computers => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_player_holds_black_until_a_swap() {
        use Colour::{Black, White};
        for (seating, black, white) in [
            (Seating::People, false, false),
            (Seating::ComputerSecond, false, true),
            (Seating::ComputerFirst, true, false),
            (Seating::Computers, true, true),
        ] {
            assert_eq!(seating.computer_plays(Black, false), black, "{seating}");
            assert_eq!(seating.computer_plays(White, false), white, "{seating}");
            // The swap exchanges colours: the first player now holds White.
            assert_eq!(seating.computer_plays(White, true), black, "{seating}, swapped");
            assert_eq!(seating.computer_plays(Black, true), white, "{seating}, swapped");
        }
    }

    #[test]
    fn the_menu_values_read_back_and_are_kept_by_name() {
        for seating in Seating::ALL {
            assert_eq!(seating.name().parse(), Ok(seating));
            assert_eq!(serde_json::to_string(&seating).unwrap(), format!("\"{seating}\""));
        }
        assert_eq!(Seating::default(), Seating::People);
    }
}
