//! The side of a square board, kept within the game's bounds: Hex's rhombus and TwixT's
//! square of holes differ only in those bounds, their default and what a side counts.

/// Declares `$size`, a board side from `$min` to `$max` (default `$default`) of `$what`, and
/// `$error`, the refusal of any other number, which names `$game`.
#[macro_export]
macro_rules! board_size {
    (
        $(#[$meta:meta])*
        $size:ident, $error:ident:
        $game:ident boards of $min:literal to $max:literal $what:ident a side, default $default:literal
    ) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $size(u8);

        impl $size {
            pub const MIN: u8 = $min;
            pub const MAX: u8 = $max;
            pub const DEFAULT: $size = $size($default);

            pub fn new(n: u32) -> Result<Self, $error> {
                match u8::try_from(n) {
                    Ok(n) if (Self::MIN..=Self::MAX).contains(&n) => Ok($size(n)),
                    _ => Err($error(n)),
                }
            }

            pub const fn get(self) -> u8 {
                self.0
            }

            /// Places in a row-major array of the whole square, n².
            pub const fn area(self) -> usize {
                self.0 as usize * self.0 as usize
            }
        }

        impl Default for $size {
            fn default() -> Self {
                Self::DEFAULT
            }
        }

        impl ::std::fmt::Display for $size {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                write!(f, "{0}×{0}", self.0)
            }
        }

        #[doc = concat!("A board side outside ", $min, "–", $max, ".")]
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct $error(pub u32);

        impl ::std::fmt::Display for $error {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                let (game, what) = (stringify!($game), stringify!($what));
                write!(f, "a {game} board is {} to {} {what} a side, not {}", $size::MIN, $size::MAX, self.0)
            }
        }

        impl ::std::error::Error for $error {}
    };
}
