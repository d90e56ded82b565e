//! The *Records* panel every game with record formats shares: the game in the formats its
//! players exchange, each one offered or refused with the reason, and a box that opens a
//! pasted game in any of them. A game says here what its formats are ([`Exchange`]); the
//! panel, and what a paste opens, are then the same for every game.

use std::fmt;

use yew::prelude::*;

use super::browser;
use super::record::LinkRecord;
use crate::games::record::ReadError;

/// A game's records as the panel offers them.
pub trait Exchange: LinkRecord {
    type ImportError: fmt::Display;
    /// The panel's summary line: what it holds.
    const SUMMARY: &'static str;
    /// What the paste box takes.
    const PASTE: &'static str;

    /// The ways this game can leave the page, in the order they are shown.
    fn exports(&self) -> Vec<Export>;
    /// Reads a pasted game in whichever format it is written, with the format's name ("an
    /// SGF file").
    fn import(text: &str) -> Result<(&'static str, Self), ReadError<Self, Self::ImportError>>;
}

/// One format the game is offered in.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Export {
    /// Its `data-record` hook.
    pub key: &'static str,
    pub label: &'static str,
    /// Where it goes, or why this game cannot be written in it.
    pub target: Result<Target, String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// Another site's address that opens the game.
    Link(String),
    /// A file to save.
    File { name: String, mime: &'static str, text: String },
}

/// What pasting a text does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pasted<R> {
    /// Open this game and say so: whole, or as far as it was valid and what was wrong.
    Open { record: R, notice: String },
    /// Nothing to open, and why.
    Refused(String),
}

/// Reads a pasted game: a damaged record opens as far as it is valid, with its fault.
pub fn paste<R: Exchange>(text: &str) -> Pasted<R> {
    match R::import(text) {
        Ok((format, record)) => {
            let notice = format!("Opened the game from {format} ({}).", record.describe());
            Pasted::Open { record, notice }
        }
        Err(ReadError { kept: Some(record), error }) => {
            let notice = format!(
                "The pasted game could not be read whole: {error}. Opened it as far as it was valid ({}).",
                record.describe()
            );
            Pasted::Open { record: *record, notice }
        }
        Err(ReadError { kept: None, error }) => Pasted::Refused(format!("The pasted text could not be read: {error}.")),
    }
}

#[derive(Properties, PartialEq)]
pub struct RecordsProps<R: Exchange> {
    pub record: R,
    /// Open a pasted game, with the notice that says what was opened.
    pub on_open: Callback<(R, String)>,
    /// Say something that opened nothing: an unreadable paste, a file the browser refused.
    pub on_say: Callback<String>,
}

/// The game in the formats its players exchange, and a box to paste one in.
#[component]
pub fn Records<R: Exchange>(props: &RecordsProps<R>) -> Html {
    let pasted = use_state_eq(String::new);
    let exports = props.record.exports().into_iter().map(|export| export_item(export, &props.on_say));
    let on_input = {
        let pasted = pasted.clone();
        Callback::from(move |e: InputEvent| pasted.set(e.target_unchecked_into::<web_sys::HtmlTextAreaElement>().value()))
    };
    let on_import = {
        let (pasted, on_open, on_say) = (pasted.clone(), props.on_open.clone(), props.on_say.clone());
        Callback::from(move |_: MouseEvent| match paste::<R>(&pasted) {
            Pasted::Open { record, notice } => on_open.emit((record, notice)),
            Pasted::Refused(text) => on_say.emit(text),
        })
    };
    html! {
        <details class="records">
            <summary>{ R::SUMMARY }</summary>
            <div class="record-links">{ for exports }</div>
            <label class="paste">
                { R::PASTE }
                <textarea rows="3" value={(*pasted).clone()} oninput={on_input} aria-label="Pasted game" />
            </label>
            <button onclick={on_import} disabled={pasted.trim().is_empty()} data-action="import">{ "Open the pasted game" }</button>
        </details>
    }
}

/// A link, a save button, or a disabled button with the reason beside it.
fn export_item(export: Export, on_say: &Callback<String>) -> Html {
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
                    on_say.emit(format!("This browser would not save {name}."));
                }
            });
            html! { <button {onclick} data-record={key}>{ label }</button> }
        }
        Err(why) => {
            let id = format!("record-why-{key}");
            html! {
                <span class="record-refused">
                    <button disabled=true data-record={key} aria-describedby={id.clone()}>{ label }</button>
                    <span class="record-why" {id} data-record-why={key}>{ sentence(&why) }</span>
                </span>
            }
        }
    }
}

/// An error's words as a sentence of their own: capital first, full stop last.
fn sentence(words: &str) -> String {
    let mut chars = words.chars();
    chars.next().map_or_else(String::new, |first| format!("{}{}.", first.to_uppercase(), chars.as_str()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::twixt::{BoardSize, Record, RuleSet};

    fn new_game(n: u32, rules: RuleSet) -> Record {
        Record::new(BoardSize::new(n).unwrap(), rules, true)
    }

    fn refusal(export: &Export) -> Option<&str> {
        export.target.as_ref().err().map(String::as_str)
    }

    #[test]
    fn a_whole_record_opens_and_says_from_what() {
        let Pasted::Open { record, notice } = paste::<Record>("(;FF[4]SZ[24];b[cd];r[fg];b[oh])") else { panic!() };
        assert_eq!((record.rules(), record.turns().len()), (RuleSet::Pp, 3));
        assert_eq!(notice, "Opened the game from a Little Golem record (24×24, pp rules, 3 turns).");
    }

    #[test]
    fn a_damaged_record_opens_as_far_as_it_is_valid_with_its_fault() {
        // The third move is on the first's hole.
        let Pasted::Open { record, notice } = paste::<Record>("(;FF[4]SZ[24];b[cd];r[fg];b[cd])") else { panic!() };
        assert_eq!(record.turns().len(), 2);
        assert!(notice.starts_with("The pasted game could not be read whole: "), "{notice}");
        assert!(notice.ends_with("Opened it as far as it was valid (24×24, pp rules, 2 turns)."), "{notice}");
    }

    #[test]
    fn a_text_that_is_no_record_opens_nothing_and_says_why() {
        assert_eq!(
            paste::<Record>("hello"),
            Pasted::Refused(format!("The pasted text could not be read: {}.", crate::games::twixt::import::ImportError::Unknown))
        );
    }

    #[test]
    fn a_format_that_cannot_hold_the_game_says_why() {
        let exports = new_game(8, RuleSet::Original).exports();
        assert_eq!(exports.iter().map(|e| e.key).collect::<Vec<_>>(), ["t1", "tsgf"]);
        assert!(refusal(&exports[0]).unwrap().starts_with("T1j plays on boards of 12 to 36 holes"));
        assert!(refusal(&exports[1]).unwrap().starts_with("Little Golem plays TwixT under the pp rules only"));
        assert_eq!(sentence(refusal(&exports[1]).unwrap()), "Little Golem plays TwixT under the pp rules only, and this game is under the original rules.");

        let exports = new_game(24, RuleSet::Pp).exports();
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
