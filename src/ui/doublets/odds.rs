//! The odds panel under the table: each player's chance, exact where the solution is at
//! hand, else by simulation with its error bar and why the exact odds are not there.

use yew::prelude::*;

use crate::i18n::Lang;
use crate::i18n::doublets::DOUBLETS;
use crate::i18n::faults::Worded;
use crate::worker::{Chances, DoubletsUnreplayable, NotExact};

/// The panel's line, and under it why the odds are not exact (when they are not). Nothing
/// before the worker's first answer, which comes at once.
fn odds_text(chances: Option<&Chances>, failed: Option<&DoubletsUnreplayable>, lang: Lang) -> (String, Option<String>) {
    let words = &DOUBLETS[lang].odds;
    if let Some(reason) = failed {
        return (String::new(), Some((words.failed)(&reason.worded(lang))));
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
pub fn odds_panel(chances: Option<&Chances>, failed: Option<&DoubletsUnreplayable>, lang: Lang) -> Html {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::doublets::{Action, Face, PlayError};

    #[test]
    fn a_game_the_worker_could_not_replay_is_said_in_each_language() {
        let failed =
            DoubletsUnreplayable { number: 3, action: Action::Die(Face::ALL[3]), error: PlayError::ThrowFirst };
        let said = [
            (Lang::En, "Exact odds could not be worked out: action 3 (4): throw the dice first."),
            (Lang::It, "Non è stato possibile calcolare le probabilità esatte: azione 3 (4): prima si tirano i dadi."),
            (Lang::Pl, "Nie udało się obliczyć dokładnych szans: akcja 3 (4): najpierw trzeba rzucić kostkami."),
            (Lang::Ja, "正確な勝率を計算できませんでした：第 3 操作（4）：先にサイコロを振ります。"),
        ];
        for (lang, text) in said {
            assert_eq!(odds_text(None, Some(&failed), lang), (String::new(), Some(text.to_owned())), "{lang:?}");
        }
    }
}
