//! The odds panel under the table: each player's chance, exact where the solution is at
//! hand, else by simulation with its error bar and why the exact odds are not there.

use yew::prelude::*;

use crate::i18n::Lang;
use crate::i18n::doublets::DOUBLETS;
use crate::worker::{Chances, NotExact};

/// The panel's line, and under it why the odds are not exact (when they are not). Nothing
/// before the worker's first answer, which comes at once.
fn odds_text(chances: Option<&Chances>, failed: Option<&str>, lang: Lang) -> (String, Option<String>) {
    let words = &DOUBLETS[lang].odds;
    if let Some(reason) = failed {
        return (String::new(), Some((words.failed)(reason)));
    }
    match chances {
        None => (String::new(), None),
        Some(Chances::Exact(black)) => ((words.exact)(&(words.chances)(*black, 1)), None),
        Some(Chances::Simulated { chance, error, games, why }) => {
            let why = match why {
                NotExact::Solving { share } => (words.solving)(*share),
                NotExact::TooLarge { pairs, limit } => (words.too_large)(*pairs, *limit),
            };
            ((words.simulated)(&(words.chances)(*chance, 0), *error, *games), Some(why))
        }
    }
}

/// The panel: the chances (`data-odds` says whether they are exact), and why not exact.
pub fn odds_panel(chances: Option<&Chances>, failed: Option<&str>, lang: Lang) -> Html {
    let (line, why) = odds_text(chances, failed, lang);
    let exact = matches!(chances, Some(Chances::Exact(_)));
    html! {
        <>
            <p class="odds" data-testid="odds" data-odds={if exact { "exact" } else { "simulated" }}>{ line }</p>
            if let Some(why) = why {
                <p class="players">{ why }</p>
            }
        </>
    }
}
