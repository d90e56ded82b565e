//! The odds panel under the table: each player's chance, exact where the solution is at
//! hand, else by simulation with its error bar and why the exact odds are not there.

use yew::prelude::*;

use super::exact::Exactly;
use crate::ai::doublets::Odds;
use crate::i18n::Lang;
use crate::i18n::doublets::DOUBLETS;

/// The panel's line, and under it why the odds are not exact (when they are not).
fn odds_text(exactly: &Exactly<'_>, simulated: Option<&Odds>, lang: Lang) -> (String, Option<String>) {
    let words = &DOUBLETS[lang].odds;
    let why = match exactly {
        Exactly::Known(black) => return ((words.exact)(&(words.chances)(*black, 1)), None),
        Exactly::Solving { share } => (words.solving)(*share),
        Exactly::TooLarge { pairs, limit } => (words.too_large)(*pairs, *limit),
        Exactly::Failed(reason) => (words.failed)(reason),
    };
    let simulated = simulated
        .map_or(String::new(), |odds| (words.simulated)(&(words.chances)(odds.chance, 0), odds.error, odds.games));
    (simulated, Some(why))
}

/// The panel: the chances (`data-odds` says whether they are exact), and why not exact.
pub fn odds_panel(exactly: &Exactly<'_>, simulated: Option<&Odds>, lang: Lang) -> Html {
    let (line, why) = odds_text(exactly, simulated, lang);
    let exact = matches!(exactly, Exactly::Known(_));
    html! {
        <>
            <p class="odds" data-testid="odds" data-odds={if exact { "exact" } else { "simulated" }}>{ line }</p>
            if let Some(why) = why {
                <p class="players">{ why }</p>
            }
        </>
    }
}
