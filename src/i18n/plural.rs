//! The form a noun takes after a number. English and Italian have two (1 move, 0 or 2
//! moves); Polish three (1 ruch, 2 ruchy, 5 ruchów); Japanese none (counters do not
//! change), so its messages need nothing from here.

/// A noun's singular and plural, for English and Italian: the singular only for exactly 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OneOther {
    pub one: &'static str,
    pub other: &'static str,
}

impl OneOther {
    /// The form that goes after `n`.
    pub const fn after(&self, n: usize) -> &'static str {
        if n == 1 { self.one } else { self.other }
    }
}

/// Which of its three forms a Polish noun takes after a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PolishForm {
    /// Exactly 1: *1 trafienie*.
    One,
    /// Ending in 2, 3 or 4, but not 12–14: *2 trafienia*, *23 trafienia*.
    Few,
    /// Everything else, 0 and 5–21 among them: *5 trafień*, *12 trafień*, *21 trafień*.
    Many,
}

impl PolishForm {
    pub const fn of(n: usize) -> PolishForm {
        match (n % 10, n % 100) {
            _ if n == 1 => PolishForm::One,
            (2..=4, tens) if !(12 <= tens && tens <= 14) => PolishForm::Few,
            _ => PolishForm::Many,
        }
    }
}

/// A Polish noun's three forms after a number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Polish {
    pub one: &'static str,
    pub few: &'static str,
    pub many: &'static str,
}

impl Polish {
    /// The form that goes after `n`.
    pub const fn after(&self, n: usize) -> &'static str {
        match PolishForm::of(n) {
            PolishForm::One => self.one,
            PolishForm::Few => self.few,
            PolishForm::Many => self.many,
        }
    }
}
