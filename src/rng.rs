//! The one random number generator of the library: small, fast, seedable, and the same on
//! every platform, so that a seed replays a game or a search exactly. Callers own it and
//! pass it in; nothing in the library draws randomness on its own.

/// wyrand (Wang Yi): one 64-bit state, one multiply a number. Not for cryptography.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng {
    state: u64,
}

impl Rng {
    pub fn seed(seed: u64) -> Rng {
        Rng { state: seed }
    }

    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0xa076_1d64_78bd_642f);
        let t = u128::from(self.state) * u128::from(self.state ^ 0xe703_7ed1_a0b4_28db);
        (t >> 64) as u64 ^ t as u64
    }

    /// A uniform number in `0..n` (`n > 0`), without bias (Lemire's method).
    pub fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0);
        let n = u64::from(n);
        loop {
            let product = (self.next_u64() >> 32) * n;
            let low = product as u32 as u64;
            // Reject the few values that would favour small results.
            if low >= n || low >= (u64::from(u32::MAX) + 1 - n) % n {
                return (product >> 32) as u32;
            }
        }
    }

    /// A fresh generator whose stream does not overlap this one in practice.
    pub fn split(&mut self) -> Rng {
        Rng::seed(self.next_u64())
    }
}
