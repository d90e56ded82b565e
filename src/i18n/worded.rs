//! What makes a typed value the page's words: an engine's error or log line, worded in any
//! language the page speaks when a screen draws it ([`Worded`]), and a fault kept so
//! ([`Fault`]). The catalogues that word each type (`faults`, a game's words) implement it.

use std::fmt;
use std::rc::Rc;

use super::Lang;

/// An engine's error or log line (or a page's fault), in any language the page speaks.
pub trait Worded {
    fn worded(&self, lang: Lang) -> String;
}

/// A fault as the page keeps it: the typed error, worded only when a notice draws it, in
/// the language of that moment (so the notice follows the language picker).
#[derive(Clone)]
pub struct Fault(Rc<dyn Worded>);

impl Fault {
    pub fn new(error: impl Worded + 'static) -> Fault {
        Fault(Rc::new(error))
    }

    /// The fault in `lang`: a clause.
    pub fn text(&self, lang: Lang) -> String {
        self.0.worded(lang)
    }
}

/// Two faults are the same when they say the same: an error words each variant its own way.
impl PartialEq for Fault {
    fn eq(&self, other: &Fault) -> bool {
        Rc::ptr_eq(&self.0, &other.0) || self.text(Lang::En) == other.text(Lang::En)
    }
}

impl Eq for Fault {}

impl fmt::Debug for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Fault").field(&self.text(Lang::En)).finish()
    }
}

/// Makes each error type [`Worded`] by its wording function, `fn(Lang, &Error) -> String`.
macro_rules! worded {
    ($($error:ty => $word:path),+ $(,)?) => {$(
        impl $crate::i18n::worded::Worded for $error {
            fn worded(&self, lang: $crate::i18n::Lang) -> String {
                $word(lang, self)
            }
        }
    )+};
}
pub(crate) use worded;
