//! The *Records* panel every game with record formats shares: the game in the formats its
//! players exchange, each one offered or refused with the reason, and a box that opens a
//! pasted game in any of them. A game says here what its formats are ([`Exchange`]); the
//! panel, and what a paste opens, are then the same for every game.

use std::fmt;

use yew::prelude::*;

use super::browser;
use super::language::use_lang;
use super::record::LinkRecord;
use crate::games::import::{Imported, RecordFormat};
use crate::games::record::ReadError;
use crate::games::sgf::Annotations;
use crate::games::study::Point;
use crate::i18n::Lang;
use crate::i18n::faults::{Fault, Worded};
use crate::i18n::records::{RECORDS, Source};
use crate::i18n::sharing::SHARING;

/// What a record file of `R` says beside its moves.
pub type AnnotationsOf<R> = Annotations<<R as LinkRecord>::Move, <R as Exchange>::Point>;

/// A game's records as the panel offers them.
pub trait Exchange: LinkRecord<Move: Clone + fmt::Debug> {
    /// A point of the board, where a study's marks go (a cell, a hole).
    type Point: Point;
    /// The board the game is played on, whose points the marks name.
    fn board(&self) -> <Self::Point as Point>::Board;
    /// Why a pasted text could not be read (whole), worded when drawn.
    type ImportError: Worded + 'static;
    /// The formats a pasted game can come in, named when the notice is worded.
    type Format: RecordFormat<Record = Self, ImportError = Self::ImportError> + fmt::Debug + PartialEq;
    /// The panel's summary line, what it holds, in `lang`.
    fn summary(lang: Lang) -> &'static str;
    /// What the paste box takes, in `lang`.
    fn paste_prompt(lang: Lang) -> &'static str;

    /// The ways this game can leave the page, in the order they are shown, labelled (and
    /// refused) in `lang`; the files that can say so carry `annotations` beside the moves,
    /// the review worded in `lang`.
    fn exports(&self, annotations: &AnnotationsOf<Self>, lang: Lang) -> Vec<Export>;
    /// Reads a pasted game in whichever format it is written, and says which.
    fn import(text: &str) -> Imported<Self::Format> {
        Self::Format::import(text)
    }
    /// What a pasted text in `format` says beside the moves of `record`: nothing, for the
    /// formats that say nothing.
    fn annotations(_format: &Self::Format, _text: &str, _record: &Self) -> AnnotationsOf<Self> {
        Annotations::default()
    }
}

/// One format the game is offered in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Export {
    /// Its `data-record` hook.
    pub key: &'static str,
    pub label: &'static str,
    /// Where it goes, or why this game cannot be written in it (a sentence).
    pub target: Result<Target, String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// Another site's address that opens the game.
    Link(String),
    /// A file to save.
    File { name: String, mime: &'static str, text: String },
}

/// How a whole game came to the board; worded only when drawn, in the page's language.
#[derive(Clone, Debug, PartialEq)]
pub enum Opened<F> {
    /// The game saved in this browser.
    Saved,
    /// Pasted, in this format.
    Pasted(F),
    /// Pasted, and read up to a fault, worded when drawn.
    PastedInPart(Fault),
}

impl<F: Copy + Into<Source>> Opened<F> {
    /// The notice in `lang`, for the game opened as `described`.
    pub fn text(&self, lang: Lang, described: &str) -> String {
        match self {
            Opened::Saved => (SHARING[lang].back)(described),
            Opened::Pasted(format) => (RECORDS[lang].opened_from)((*format).into(), described),
            Opened::PastedInPart(error) => (RECORDS[lang].pasted_in_part)(&error.text(lang), described),
        }
    }
}

/// What the panel says when it opens nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// A pasted text that is no game, and why.
    Unreadable(Fault),
    /// The browser refused to save this file.
    NotSaved(String),
}

impl Said {
    /// The notice in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Said::Unreadable(error) => (RECORDS[lang].pasted_unreadable)(&error.text(lang)),
            Said::NotSaved(name) => (RECORDS[lang].not_saved)(name),
        }
    }
}

/// A pasted game to open, whole or as far as it was valid: how it was read, and what the
/// text says beside the moves (the players' names by turn order, the comments, a review).
#[derive(Clone, Debug, PartialEq)]
pub struct PastedGame<R: Exchange> {
    pub record: R,
    pub how: Opened<R::Format>,
    pub annotations: AnnotationsOf<R>,
}

/// What pasting a text does.
#[derive(Clone, Debug, PartialEq)]
pub enum Pasted<R: Exchange> {
    Open(Box<PastedGame<R>>),
    /// Nothing to open, and why.
    Refused(Said),
}

/// Reads a pasted game: a damaged record opens as far as it is valid, with its fault.
pub fn paste<R: Exchange>(text: &str) -> Pasted<R> {
    match R::import(text) {
        Ok((format, record)) => {
            let annotations = R::annotations(&format, text, &record);
            Pasted::Open(Box::new(PastedGame { record, how: Opened::Pasted(format), annotations }))
        }
        Err(ReadError { kept: Some(record), error }) => Pasted::Open(Box::new(PastedGame {
            record: *record,
            how: Opened::PastedInPart(Fault::new(error)),
            annotations: Annotations::default(),
        })),
        Err(ReadError { kept: None, error }) => Pasted::Refused(Said::Unreadable(Fault::new(error))),
    }
}

#[derive(Properties, PartialEq)]
pub struct RecordsProps<R: Exchange> {
    pub record: R,
    /// What the files say beside the moves: the players' names, the date, the comments, the
    /// review.
    #[prop_or_default]
    pub annotations: AnnotationsOf<R>,
    /// Open a pasted game.
    pub on_open: Callback<PastedGame<R>>,
    /// Say something that opened nothing: an unreadable paste, a file the browser refused.
    pub on_say: Callback<Said>,
}

/// The game in the formats its players exchange, and a box to paste one in.
#[component]
pub fn Records<R: Exchange>(props: &RecordsProps<R>) -> Html {
    let lang = use_lang();
    let words = &RECORDS[lang];
    let pasted = use_state_eq(String::new);
    let exports =
        props.record.exports(&props.annotations, lang).into_iter().map(|export| export_item(export, &props.on_say));
    let on_input = {
        let pasted = pasted.clone();
        Callback::from(move |e: InputEvent| {
            pasted.set(e.target_unchecked_into::<web_sys::HtmlTextAreaElement>().value())
        })
    };
    let on_import = {
        let (pasted, on_open, on_say) = (pasted.clone(), props.on_open.clone(), props.on_say.clone());
        Callback::from(move |_: MouseEvent| match paste::<R>(&pasted) {
            Pasted::Open(game) => on_open.emit(*game),
            Pasted::Refused(text) => on_say.emit(text),
        })
    };
    html! {
        <details class="records">
            <summary>{ R::summary(lang) }</summary>
            <div class="record-links">{ for exports }</div>
            <label class="paste">
                { R::paste_prompt(lang) }
                <textarea rows="3" value={(*pasted).clone()} oninput={on_input} aria-label={words.pasted_game} />
            </label>
            <button onclick={on_import} disabled={pasted.trim().is_empty()} data-action="import">{ words.open_pasted }</button>
        </details>
    }
}

/// A link, a save button, or a disabled button with the reason beside it.
fn export_item(export: Export, on_say: &Callback<Said>) -> Html {
    let Export { key, label, target } = export;
    match target {
        Ok(Target::Link(href)) => html! {
            <a {href} target="_blank" rel="noopener" data-record={key}>{ label }</a>
        },
        Ok(Target::File { name, mime, text }) => {
            let on_say = on_say.clone();
            let onclick = Callback::from(move |_: MouseEvent| {
                let offered = browser::text_blob(&text, mime).and_then(|blob| browser::offer_file(&blob, &name));
                if offered.is_err() {
                    on_say.emit(Said::NotSaved(name.clone()));
                }
            });
            html! { <button {onclick} data-record={key}>{ label }</button> }
        }
        Err(why) => {
            let id = format!("record-why-{key}");
            html! {
                <span class="record-refused">
                    <button disabled=true data-record={key} aria-describedby={id.clone()}>{ label }</button>
                    <span class="record-why" {id} data-record-why={key}>{ why }</span>
                </span>
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::SwapRule;
    use crate::games::twixt::import::{Format, ImportError};
    use crate::games::twixt::{BoardSize, Record, RuleSet};

    fn new_game(n: u32, rules: RuleSet) -> Record {
        Record::new(BoardSize::new(n).unwrap(), rules, SwapRule::Colours)
    }

    fn refusal(export: &Export) -> Option<&str> {
        export.target.as_ref().err().map(String::as_str)
    }

    #[test]
    fn a_whole_record_opens_and_says_from_what() {
        let Pasted::Open(pasted) = paste::<Record>("(;FF[4]SZ[24];b[cd];r[fg];b[oh])") else { panic!() };
        let PastedGame { record, how, .. } = *pasted;
        assert_eq!((record.rules(), record.turns().len()), (RuleSet::Pp, 3));
        assert_eq!(how, Opened::Pasted(Format::LittleGolem));
    }

    #[test]
    fn a_damaged_record_opens_as_far_as_it_is_valid_with_its_fault() {
        // The third move is on the first's hole.
        let Pasted::Open(pasted) = paste::<Record>("(;FF[4]SZ[24];b[cd];r[fg];b[cd])") else { panic!() };
        let PastedGame { record, how, .. } = *pasted;
        assert_eq!(record.turns().len(), 2);
        assert!(matches!(how, Opened::PastedInPart(_)), "{how:?}");
    }

    #[test]
    fn a_text_that_is_no_record_opens_nothing_and_says_why() {
        let Pasted::Refused(Said::Unreadable(fault)) = paste::<Record>("hello") else { panic!("opened 'hello'") };
        assert_eq!(fault.text(Lang::En), ImportError::Unknown.to_string());
        assert_ne!(fault.text(Lang::It), fault.text(Lang::En), "the fault is worded in Italian too, when drawn");
    }

    #[test]
    fn a_format_that_cannot_hold_the_game_says_why() {
        let none = Annotations::default();
        let exports = new_game(8, RuleSet::Original).exports(&none, Lang::En);
        assert_eq!(exports.iter().map(|e| e.key).collect::<Vec<_>>(), ["t1", "tsgf"]);
        assert!(refusal(&exports[0]).unwrap().starts_with("T1j plays on boards of 12 to 36 holes"));
        assert_eq!(
            refusal(&exports[1]).unwrap(),
            "Little Golem plays TwixT under the pp rules only, and this game is under the original rules."
        );
        let italian = new_game(8, RuleSet::Original).exports(&none, Lang::It);
        assert!(refusal(&italian[1]).unwrap().starts_with("Little Golem gioca a TwixT solo con le regole pp"));

        let exports = new_game(24, RuleSet::Pp).exports(&none, Lang::En);
        let names: Vec<_> = exports
            .iter()
            .map(|e| match &e.target {
                Ok(Target::File { name, .. }) => name.as_str(),
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(names, ["twixt-24x24.T1", "twixt-24x24.tsgf"]);
    }
}
