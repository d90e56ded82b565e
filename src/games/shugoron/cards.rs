use super::SetCard;

/// A bundle of cards of one colour (a hand, a used pile, a set of candidates): one bit
/// for each of the 32 cards.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cards(u32);

impl Cards {
    pub const NONE: Cards = Cards(0);
    /// The whole colour: all 32 cards.
    pub const DECK: Cards = Cards(u32::MAX);

    pub const fn from_bits(bits: u32) -> Cards {
        Cards(bits)
    }

    pub const fn bits(self) -> u32 {
        self.0
    }

    pub const fn has(self, card: SetCard) -> bool {
        self.0 & (1 << card.bits()) != 0
    }

    pub const fn with(self, card: SetCard) -> Cards {
        Cards(self.0 | 1 << card.bits())
    }

    pub const fn without(self, card: SetCard) -> Cards {
        Cards(self.0 & !(1 << card.bits()))
    }

    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub const fn and(self, other: Cards) -> Cards {
        Cards(self.0 & other.0)
    }

    pub const fn minus(self, other: Cards) -> Cards {
        Cards(self.0 & !other.0)
    }

    /// The cards in the order of their bits.
    pub fn iter(self) -> impl DoubleEndedIterator<Item = SetCard> + Clone {
        SetCard::all().filter(move |&c| self.has(c))
    }

    /// The cards as a hand is shown: by size, then by their digits.
    pub fn sorted_by_size(self) -> Vec<SetCard> {
        let mut cards: Vec<SetCard> = self.iter().collect();
        cards.sort_by_key(|c| (c.size(), c.digits()));
        cards
    }
}

impl FromIterator<SetCard> for Cards {
    fn from_iter<I: IntoIterator<Item = SetCard>>(cards: I) -> Self {
        cards.into_iter().fold(Cards::NONE, Cards::with)
    }
}
