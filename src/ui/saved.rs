//! The game on screen kept where a reload finds it: in the address (`#g=<record>`), so a
//! reload or a shared link opens it again, and in this browser's storage under
//! `fogliaccio.v1.<game>`, so that it is offered again when a new game of its kind opens.
//! A saved game that cannot be read is set aside under `fogliaccio.v1.<game>.set-aside`
//! with a message: never lost, never fatal.

use yew::prelude::*;

use super::browser;
use super::language::use_lang;
use super::record::LinkRecord;
use super::widgets::Notice;
use crate::i18n::Lang;
use crate::i18n::faults::Fault;
use crate::i18n::sharing::SHARING;

/// What the saved game offers when a new game opens: the game to continue, or why the one
/// found could not be read (in every language) and where it was set aside.
#[derive(Clone, Debug, PartialEq)]
pub enum Saved<R> {
    Resumable(R),
    SetAside { error: Fault, key: String },
}

/// Where this browser keeps the game of `R`'s kind in progress, as its link record.
fn key<R: LinkRecord>() -> String {
    format!("fogliaccio.v1.{}", R::GAME.id())
}

/// Where a saved game that could not be read is put aside, so that nothing is lost.
fn set_aside_key<R: LinkRecord>() -> String {
    format!("{}.set-aside", key::<R>())
}

/// Reads the saved game. A finished game or one without moves is not offered; one that
/// cannot be read is moved aside.
fn saved_game<R: LinkRecord>() -> Option<Saved<R>> {
    let (key, aside) = (key::<R>(), set_aside_key::<R>());
    let text = browser::stored(&key)?;
    match R::read(&text) {
        Ok(record) => record.in_progress().then_some(Saved::Resumable(record)),
        Err(e) => {
            browser::store(&aside, Some(&text));
            browser::store(&key, None);
            Some(Saved::SetAside { error: Fault::new(e.error), key: aside })
        }
    }
}

/// The saved game in progress, for the home screen: the address that opens it and what it
/// is, in `lang`. Reads only; a damaged record is dealt with when the game's screen opens.
pub fn saved_link<R: LinkRecord>(lang: Lang) -> Option<(String, String)> {
    let record = R::read(&browser::stored(&key::<R>())?).ok()?;
    record.in_progress().then(|| (record.address(), record.describe(lang)))
}

/// The saved game to offer, read once as the screen opens: none when the screen opened a
/// game from a link, which is what the player asked for.
#[hook]
pub fn use_saved_offer<R: LinkRecord>(opened_a_link: bool) -> UseStateHandle<Option<Saved<R>>> {
    use_state_eq(move || if opened_a_link { None } else { saved_game::<R>() })
}

/// Keeps `record`, the game on screen, in the address and (once it has a move) in storage,
/// whenever it changes: written then, not at every render.
#[hook]
pub fn use_kept<R: LinkRecord>(record: &R) {
    use_effect_with(record.clone(), |record| {
        if record.moves() == 0 {
            browser::replace_query(&record.setup_query());
        } else {
            browser::replace_query(&record.address());
            browser::store(&key::<R>(), Some(&record.write()));
        }
    });
}

#[derive(Properties, PartialEq)]
pub struct SavedOfferProps<R: LinkRecord> {
    /// The offer, which this banner clears once answered.
    pub offer: UseStateHandle<Option<Saved<R>>>,
    /// Continue the saved game.
    pub on_continue: Callback<R>,
}

/// "A game you were playing is saved in this browser (11×11, 14 moves). Continue it", or
/// why the saved game was set aside.
#[component]
pub fn SavedOffer<R: LinkRecord>(props: &SavedOfferProps<R>) -> Html {
    let on_dismiss = {
        let offer = props.offer.clone();
        Callback::from(move |()| offer.set(None))
    };
    let lang = use_lang();
    let words = &SHARING[lang];
    match (*props.offer).clone() {
        Some(Saved::Resumable(record)) => {
            let text = (words.saved_here)(&record.describe(lang));
            let on_continue = {
                let (offer, on_continue) = (props.offer.clone(), props.on_continue.clone());
                Callback::from(move |_: MouseEvent| {
                    on_continue.emit(record.clone());
                    offer.set(None);
                })
            };
            html! {
                <Notice {text} {on_dismiss}>
                    <button data-action="continue" onclick={on_continue}>{ words.continue_it }</button>
                </Notice>
            }
        }
        Some(Saved::SetAside { error, key }) => {
            html! { <Notice text={(words.set_aside)(&error.text(lang), &key)} {on_dismiss} /> }
        }
        None => html! {},
    }
}
