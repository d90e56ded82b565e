//! Closed sets of named choices: colours, players, swap rules, levels, rule sets. Each is
//! written, read and refused the same way (case-insensitive, with the names listed when a
//! word is none of them), so [`named_choices!`] declares the enum and all of that at once.

use std::fmt;

/// A word that names none of the choices of its kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownName {
    /// What the choices are called: "colour", "swap rule".
    pub kind: &'static str,
    /// The word as it was given.
    pub text: String,
    /// The names it could have been.
    pub names: &'static [&'static str],
}

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a {} (", self.text, self.kind)?;
        for (k, name) in self.names.iter().enumerate() {
            let joint = match k {
                0 => "",
                k if k + 1 == self.names.len() => " or ",
                _ => ", ",
            };
            write!(f, "{joint}{name}")?;
        }
        f.write_str(")")
    }
}

impl std::error::Error for UnknownName {}

/// Counts the identifiers it is given, as a constant.
#[doc(hidden)]
#[macro_export]
macro_rules! count_idents {
    () => { 0 };
    ($first:ident $($rest:ident)*) => { 1 + $crate::count_idents!($($rest)*) };
}

/// Declares an enum of named choices with `ALL` (in order), `const fn name`, `Display`
/// (the name) and `FromStr` (the name or another spelling after `|`, any case, trimmed;
/// else an [`UnknownName`] of `kind`).
///
/// ```
/// fogliaccio::named_choices! {
///     #[derive(Clone, Copy, Debug, PartialEq, Eq)]
///     pub enum Speed("speed") { Slow = "slow", Fast = "fast" | "quick" }
/// }
/// assert_eq!("Quick".parse::<Speed>(), Ok(Speed::Fast));
/// assert_eq!(Speed::ALL.map(Speed::name), ["slow", "fast"]);
/// assert_eq!("x".parse::<Speed>().unwrap_err().to_string(), "'x' is not a speed (slow or fast)");
/// ```
#[macro_export]
macro_rules! named_choices {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident ($kind:literal) {
            $( $(#[$variant_meta:meta])* $variant:ident = $text:literal $(| $alias:literal)* ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        $vis enum $name {
            $( $(#[$variant_meta])* $variant ),+
        }

        impl $name {
            /// Every choice, in the order they are offered.
            pub const ALL: [$name; $crate::count_idents!($($variant)+)] = [$($name::$variant),+];

            /// The name used in notation, on the command line, in links and in the DOM.
            pub const fn name(self) -> &'static str {
                match self {
                    $($name::$variant => $text),+
                }
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl ::std::str::FromStr for $name {
            type Err = $crate::games::UnknownName;

            fn from_str(text: &str) -> Result<Self, Self::Err> {
                let word = text.trim();
                $(
                    if word.eq_ignore_ascii_case($text) $(|| word.eq_ignore_ascii_case($alias))* {
                        return Ok($name::$variant);
                    }
                )+
                Err($crate::games::UnknownName { kind: $kind, text: $crate::games::record::quoted(text), names: &[$($text),+] })
            }
        }
    };
}
