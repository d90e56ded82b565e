use std::fmt;
use std::str::FromStr;

/// One card of a colour: a subset of {1,2,3,4,5}, held as five bits (bit `k - 1` is the
/// element `k`). Every `u8` below 32 is a card and nothing else is, so a `SetCard` is
/// always one of the 32 cards of the deck (the page's worker reads its five bits back
/// through [`SetCard::from_bits`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct SetCard(u8);

impl SetCard {
    /// How many cards a colour has: one for every subset.
    pub const COUNT: usize = 32;
    pub const EMPTY: SetCard = SetCard(0);
    pub const FULL: SetCard = SetCard(0b1_1111);

    /// The card with these five bits; `None` above 31.
    pub const fn from_bits(bits: u8) -> Option<SetCard> {
        if bits < 32 { Some(SetCard(bits)) } else { None }
    }

    pub const fn bits(self) -> u8 {
        self.0
    }

    /// Position in a 32-entry table (the same number as [`SetCard::bits`]).
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// All 32 cards, in the order of their bits.
    pub fn all() -> impl DoubleEndedIterator<Item = SetCard> + Clone {
        (0..32u8).map(SetCard)
    }

    /// How many elements the set has, 0 to 5: its level in the lattice.
    pub const fn size(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn has(self, element: u8) -> bool {
        element >= 1 && element <= 5 && self.0 & (1 << (element - 1)) != 0
    }

    /// The elements, smallest first.
    pub fn elements(self) -> impl Iterator<Item = u8> {
        (1..=5).filter(move |&e| self.has(e))
    }

    /// Whether every element of `other` is in this set (⊇, equality included).
    pub const fn contains(self, other: SetCard) -> bool {
        self.0 & other.0 == other.0
    }

    /// The set with `element` added or taken out: a tick in practice mode.
    pub fn toggled(self, element: u8) -> SetCard {
        debug_assert!((1..=5).contains(&element));
        SetCard(self.0 ^ (1 << (element - 1)))
    }

    /// The set as sorted digits, the empty set as the empty string: the `data-set` value.
    pub fn digits(self) -> String {
        self.elements().map(|e| char::from(b'0' + e)).collect()
    }
}

impl TryFrom<u8> for SetCard {
    type Error = SetCardError;

    fn try_from(bits: u8) -> Result<Self, Self::Error> {
        SetCard::from_bits(bits).ok_or(SetCardError::Bits(bits))
    }
}

impl From<SetCard> for u8 {
    fn from(set: SetCard) -> u8 {
        set.bits()
    }
}

/// `{}` for the empty set, else its digits (`135`).
impl fmt::Display for SetCard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if *self == SetCard::EMPTY { f.write_str("{}") } else { f.write_str(&self.digits()) }
    }
}

/// Text that is not a subset of {1,2,3,4,5}.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetCardError {
    /// A character other than the digits 1–5 (and braces, commas or spaces).
    NotAnElement { text: String, found: char },
    /// The same element twice (`113`).
    Repeated { text: String, element: u8 },
    /// Bits of no card: above 31.
    Bits(u8),
}

impl fmt::Display for SetCardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetCardError::NotAnElement { text, found } => write!(
                f,
                "'{text}' is not a set: '{found}' is not one of the elements 1–5 (write a set like 135, or {{}} for the empty set)"
            ),
            SetCardError::Repeated { text, element } => {
                write!(f, "'{text}' is not a set: it names {element} twice")
            }
            SetCardError::Bits(bits) => write!(f, "{bits} is not a set: the bits of a set of 1–5 make at most 31"),
        }
    }
}

impl std::error::Error for SetCardError {}

/// Reads `135`, `{1,3,5}`, `{}` or `{ }`: the digits in any order, each at most once.
impl FromStr for SetCard {
    type Err = SetCardError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let mut set = SetCard::EMPTY;
        for c in text.chars().filter(|c| !matches!(c, '{' | '}' | ',' | ' ')) {
            let element = match c {
                '1'..='5' => c as u8 - b'0',
                _ => return Err(SetCardError::NotAnElement { text: text.to_owned(), found: c }),
            };
            if set.has(element) {
                return Err(SetCardError::Repeated { text: text.to_owned(), element });
            }
            set = set.toggled(element);
        }
        Ok(set)
    }
}
