//! The connections between one pair of endpoints: a short list of full carriers and one
//! of semi carriers, each kept free of supersets (a carrier that holds another is worth
//! nothing more), with a fixed room so that a build never allocates.

use crate::ai::hex::geometry::Bits;

/// Full carriers kept for one pair: enough for the OR rule to find a carrier that avoids
/// any one cell of the others (H-search keeps few; benzene accepts a full only when it
/// narrows their intersection, as here).
pub(super) const FULLS: usize = 8;

/// Semi carriers kept for one pair: the OR rule looks for a few among them whose
/// intersection is empty.
pub(super) const SEMIS: usize = 16;

/// An endpoint: a cell (`row × n + col`) or one of the side's two edges, numbered after
/// the cells.
pub(super) type End = u8;

#[derive(Clone, Debug)]
pub(super) struct Pair {
    fulls: [Bits; FULLS],
    full_len: u8,
    /// Bit `i` set once full `i` has been combined by the AND rule.
    full_done: u16,
    semis: [Bits; SEMIS],
    /// The cell each semi's owner plays to make it full.
    keys: [End; SEMIS],
    semi_len: u8,
    /// Whether the OR rule is waiting to look at this pair.
    pub(super) or_queued: bool,
}

impl Pair {
    pub(super) const EMPTY: Pair = Pair {
        fulls: [0; FULLS],
        full_len: 0,
        full_done: 0,
        semis: [0; SEMIS],
        keys: [0; SEMIS],
        semi_len: 0,
        or_queued: false,
    };

    /// Empties the lists (without writing their room).
    pub(super) fn clear(&mut self) {
        (self.full_len, self.full_done, self.semi_len, self.or_queued) = (0, 0, 0, false);
    }

    pub(super) fn fulls(&self) -> &[Bits] {
        &self.fulls[..usize::from(self.full_len)]
    }

    pub(super) fn semis(&self) -> &[Bits] {
        &self.semis[..usize::from(self.semi_len)]
    }

    pub(super) fn keys(&self) -> &[End] {
        &self.keys[..usize::from(self.semi_len)]
    }

    /// The full carriers the AND rule has combined, and their intersection (all ones when
    /// there are none).
    pub(super) fn done(&self) -> ([Bits; FULLS], usize, Bits) {
        let (mut done, mut count, mut meet) = ([0; FULLS], 0, !0);
        for (i, &carrier) in self.fulls().iter().enumerate() {
            if self.full_done >> i & 1 == 1 {
                done[count] = carrier;
                count += 1;
                meet &= carrier;
            }
        }
        (done, count, meet)
    }

    /// Marks `carrier` combined; false when it is no longer kept or was already marked.
    pub(super) fn mark_done(&mut self, carrier: Bits) -> bool {
        match self.fulls().iter().position(|&c| c == carrier) {
            Some(i) if self.full_done >> i & 1 == 0 => {
                self.full_done |= 1 << i;
                true
            }
            _ => false,
        }
    }

    /// The intersection of every full carrier; all ones when there is none.
    pub(super) fn full_intersection(&self) -> Bits {
        self.fulls().iter().fold(!0, |meet, &c| meet & c)
    }

    /// Adds a full carrier, unless one kept is a subset of it, or it would not narrow the
    /// intersection of those kept without replacing one of them; supersets of it go. Semi
    /// carriers that hold it go too, being worth nothing more.
    pub(super) fn add_full(&mut self, carrier: Bits) -> bool {
        if self.fulls().iter().any(|&c| c & !carrier == 0) {
            return false;
        }
        let meet = self.full_intersection();
        let before = self.full_len;
        let mut kept = 0;
        for i in 0..usize::from(self.full_len) {
            let c = self.fulls[i];
            if carrier & !c != 0 {
                self.fulls[kept] = c;
                let done = self.full_done >> i & 1;
                self.full_done = self.full_done & !(1 << kept) | done << kept;
                kept += 1;
            }
        }
        self.full_len = kept as u8;
        self.full_done &= (1 << kept) - 1;
        let narrows = kept < usize::from(before) || before == 0 || meet & !carrier != 0;
        if !narrows || kept == FULLS {
            return false;
        }
        self.fulls[kept] = carrier;
        self.full_len += 1;
        self.retain_semis(|semi| carrier & !semi != 0);
        true
    }

    /// Adds a semi carrier with its key, unless a full or semi carrier kept is a subset
    /// of it; supersets of it go. When the list is full, the largest carrier gives way to
    /// a smaller one.
    pub(super) fn add_semi(&mut self, carrier: Bits, key: End) -> bool {
        if self.fulls().iter().chain(self.semis()).any(|&c| c & !carrier == 0) {
            return false;
        }
        self.retain_semis(|semi| carrier & !semi != 0);
        let len = usize::from(self.semi_len);
        if len < SEMIS {
            self.semis[len] = carrier;
            self.keys[len] = key;
            self.semi_len += 1;
            return true;
        }
        let (largest, size) = (0..len).map(|i| (i, self.semis[i].count_ones())).max_by_key(|&(_, size)| size).unwrap();
        if size <= carrier.count_ones() {
            return false;
        }
        self.semis[largest] = carrier;
        self.keys[largest] = key;
        true
    }

    fn retain_semis(&mut self, keep: impl Fn(Bits) -> bool) {
        let mut kept = 0;
        for i in 0..usize::from(self.semi_len) {
            if keep(self.semis[i]) {
                self.semis[kept] = self.semis[i];
                self.keys[kept] = self.keys[i];
                kept += 1;
            }
        }
        self.semi_len = kept as u8;
    }

    /// The intersection of every semi carrier; all ones when there is none.
    pub(super) fn semi_intersection(&self) -> Bits {
        self.semis().iter().fold(!0, |meet, &c| meet & c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_that_holds_another_is_refused_and_a_smaller_one_replaces_it() {
        let mut pair = Pair::EMPTY;
        assert!(pair.add_full(0b0110));
        assert!(!pair.add_full(0b1110), "a superset");
        assert!(pair.add_full(0b0010), "a subset replaces it");
        assert_eq!(pair.fulls(), &[0b0010]);
    }

    #[test]
    fn a_full_must_narrow_the_intersection() {
        let mut pair = Pair::EMPTY;
        assert!(pair.add_full(0b0011));
        assert!(pair.add_full(0b0101), "leaves out cell 1");
        // The intersection is cell 0: a carrier that holds it narrows nothing.
        assert!(!pair.add_full(0b1001));
        assert!(pair.add_full(0b1010));
        assert_eq!(pair.full_intersection(), 0);
    }

    #[test]
    fn a_semi_is_refused_over_a_full_and_gives_way_to_a_smaller_one() {
        let mut pair = Pair::EMPTY;
        assert!(pair.add_full(0b0011));
        assert!(!pair.add_semi(0b0111, 2), "holds a full");
        assert!(pair.add_semi(0b1100, 2));
        assert!(!pair.add_semi(0b1110, 1), "holds a semi");
        assert!(pair.add_semi(0b0100, 2), "a subset replaces it");
        assert_eq!((pair.semis(), pair.keys()), (&[0b0100][..], &[2][..]));
        // A new full removes the semis that hold it.
        assert!(pair.add_full(0b0100));
        assert!(pair.semis().is_empty());
    }

    #[test]
    fn the_combined_fulls_are_tracked_through_removals() {
        let mut pair = Pair::EMPTY;
        assert!(pair.add_full(0b0011));
        assert!(pair.add_full(0b1100));
        assert!(pair.mark_done(0b1100));
        assert!(!pair.mark_done(0b1100), "marked once");
        assert!(pair.add_full(0b0001), "replaces the first");
        let (done, count, meet) = pair.done();
        assert_eq!((&done[..count], meet), (&[0b1100][..], 0b1100));
    }
}
