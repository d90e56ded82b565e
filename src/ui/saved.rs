//! The game on screen kept where a reload finds it: in the address (`#g=<record>`, the game
//! as far as it is played), so a reload or a shared link opens it again, and in this
//! browser's storage under `fogliaccio.v1.<game>`, with what the address does not carry:
//! the moves undone, the variations, the position on screen and who sits at the table
//! ([`Kept`]). A reload finds its game in both and opens it whole, even when the address
//! lags a move or an undo behind storage (a reload within a second of it may find it so); a
//! link to another game (a friend's) opens that game between people. A saved game that
//! cannot be read is set aside under `fogliaccio.v1.<game>.set-aside` with a message: never
//! lost, never fatal.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use yew::prelude::*;

use super::browser;
use super::language::use_lang;
use super::record::LinkRecord;
use super::widgets::Notice;
use crate::games::record::ReadError;
use crate::i18n::Lang;
use crate::i18n::faults::Fault;
use crate::i18n::sharing::SHARING;
use crate::timeline::Spot;

/// A game as this browser keeps it between visits. `T` is what the game's screen keeps
/// beside it: who sits at the table, the review.
#[derive(Clone, Debug, PartialEq)]
pub struct Kept<R, T> {
    /// The game as far as it is played: what the address holds.
    pub game: R,
    /// The game's whole line: `game` and the moves undone after it.
    pub line: R,
    /// The variations tried beside the game, each from the start.
    pub variations: Vec<R>,
    /// The position on screen.
    pub view: Spot,
    pub beside: T,
}

impl<R: LinkRecord, T> Kept<R, T> {
    /// `record` played to its end, shown at its end, with `beside` beside it.
    pub fn whole(record: R, beside: T) -> Kept<R, T> {
        let view = Spot::game(record.moves());
        Kept { line: record.clone(), game: record, variations: Vec::new(), view, beside }
    }
}

/// A kept game as storage holds it: the records as links.
#[derive(Serialize, Deserialize)]
struct Stored<T> {
    game: String,
    line: String,
    #[serde(default)]
    variations: Vec<String>,
    view: (usize, usize),
    #[serde(default)]
    beside: T,
}

impl<R: LinkRecord, T: Serialize> Kept<R, T> {
    /// The text storage keeps.
    pub fn write(&self) -> String {
        let stored = Stored {
            game: self.game.write(),
            line: self.line.write(),
            variations: self.variations.iter().map(R::write).collect(),
            view: (self.view.line, self.view.ply),
            beside: &self.beside,
        };
        serde_json::to_string(&stored).unwrap_or_default()
    }
}

impl<R: LinkRecord, T: DeserializeOwned + Default> Kept<R, T> {
    /// Reads what storage keeps: a kept game, or a link record alone (as earlier versions
    /// kept the game), at its end between people. A variation that cannot be read is
    /// left out; a game that cannot be read is the fault.
    pub fn read(text: &str) -> Result<Kept<R, T>, ReadError<R, R::Error>> {
        let Ok(stored) = serde_json::from_str::<Stored<T>>(text) else {
            return R::read(text).map(|record| Kept::whole(record, T::default()));
        };
        let game = R::read(&stored.game)?;
        // The line begins with the game; a line that does not is set aside for the game.
        let line = R::read(&stored.line).ok().filter(|line| line.moves() >= game.moves()).unwrap_or(game.clone());
        let variations = stored.variations.iter().filter_map(|text| R::read(text).ok()).collect();
        let view = Spot { line: stored.view.0, ply: stored.view.1 };
        Ok(Kept { game, line, variations, view, beside: stored.beside })
    }
}

/// What the saved game offers when a new game opens: the game to continue, or why the one
/// found could not be read (in every language) and where it was set aside.
#[derive(Clone, Debug, PartialEq)]
pub enum Saved<K> {
    Resumable(K),
    SetAside { error: Fault, key: String },
}

/// Where this browser keeps the game of `R`'s kind in progress.
fn key<R: LinkRecord>() -> String {
    format!("fogliaccio.v1.{}", R::GAME.id())
}

/// Where this tab notes the game it last kept, so that a reload knows storage's game for
/// its own and a friend's link opened beside it does not.
fn tab_key<R: LinkRecord>() -> String {
    format!("{}.tab", key::<R>())
}

/// Where a saved game that could not be read is put aside, so that nothing is lost.
fn set_aside_key<R: LinkRecord>() -> String {
    format!("{}.set-aside", key::<R>())
}

/// The kept game of `R`'s kind, read; a damaged one is moved aside.
fn kept_game<R: LinkRecord, T: DeserializeOwned + Default>() -> Option<Saved<Kept<R, T>>> {
    let (key, aside) = (key::<R>(), set_aside_key::<R>());
    let text = browser::stored(&key)?;
    match Kept::read(&text) {
        Ok(kept) => Some(Saved::Resumable(kept)),
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
    let kept = Kept::<R, serde::de::IgnoredAny>::read(&browser::stored(&key::<R>())?).ok()?;
    let record = kept.game;
    record.in_progress().then(|| (record.address(), record.describe(lang)))
}

/// How a game screen opens: the game the address holds, whole as this browser kept it when
/// it is the one kept here (a reload, *Continue*) or lies on the line this tab kept (a
/// reload the address had not caught up with), else between people; or a new game, with
/// the kept game in progress offered.
#[derive(Clone, Debug, PartialEq)]
pub struct Opening<R, T> {
    /// The game to open, if the address holds one.
    pub opened: Option<Kept<R, T>>,
    /// The saved game to offer beside a new game.
    pub offer: Option<Saved<Kept<R, T>>>,
}

/// Reads the kept game once, as the screen opens (see [`Opening`]).
#[hook]
pub fn use_opening<R: LinkRecord, T: DeserializeOwned + Default + Clone + PartialEq + 'static>(
    linked: Option<&R>,
) -> Opening<R, T> {
    let linked = linked.cloned();
    (*use_memo((), move |()| {
        let kept = kept_game::<R, T>();
        match linked {
            Some(record) => {
                let this_tabs = |kept: &Kept<R, T>| browser::stored_for_tab(&tab_key::<R>()) == Some(kept.game.write());
                let opened = match kept {
                    Some(Saved::Resumable(kept)) if kept.game == record => kept,
                    // This tab's game, whose last move or undo had not reached the address the
                    // reload opened.
                    Some(Saved::Resumable(kept)) if kept.line.begins_with(&record) && this_tabs(&kept) => kept,
                    _ => Kept::whole(record, T::default()),
                };
                Opening { opened: Some(opened), offer: None }
            }
            None => {
                let offer = kept.filter(|saved| !matches!(saved, Saved::Resumable(kept) if !kept.game.in_progress()));
                Opening { opened: None, offer }
            }
        }
    }))
    .clone()
}

/// The offer of the saved game, which its banner clears once answered.
#[hook]
pub fn use_saved_offer<K: Clone + PartialEq + 'static>(offer: Option<Saved<K>>) -> UseStateHandle<Option<Saved<K>>> {
    use_state_eq(move || offer)
}

/// Keeps the game on screen (`kept` makes it) in the address (the game as played) and, once
/// it has a move, in storage: whenever `changed` changes, not at every render.
#[hook]
pub fn use_kept<R: LinkRecord, T: Serialize + 'static, D: PartialEq + 'static>(
    changed: D,
    kept: impl FnOnce() -> Kept<R, T> + 'static,
) {
    use_effect_with(changed, move |_| {
        let kept = kept();
        if kept.line.moves() == 0 {
            browser::replace_query(&kept.game.setup_query());
        } else {
            browser::replace_query(&kept.game.address());
            browser::store(&key::<R>(), Some(&kept.write()));
            browser::store_for_tab(&tab_key::<R>(), &kept.game.write());
        }
    });
}

#[derive(Properties, PartialEq)]
pub struct SavedOfferProps<K: PartialEq + 'static> {
    /// The offer, which this banner clears once answered.
    pub offer: UseStateHandle<Option<Saved<K>>>,
    /// Continue the saved game.
    pub on_continue: Callback<K>,
    /// What the game is: "11×11, 14 moves".
    pub describe: Callback<(K, Lang), String>,
}

/// "A game you were playing is saved in this browser (11×11, 14 moves). Continue it", or
/// why the saved game was set aside.
#[component]
pub fn SavedOffer<K: Clone + PartialEq + 'static>(props: &SavedOfferProps<K>) -> Html {
    let on_dismiss = {
        let offer = props.offer.clone();
        Callback::from(move |()| offer.set(None))
    };
    let lang = use_lang();
    let words = &SHARING[lang];
    match (*props.offer).clone() {
        Some(Saved::Resumable(kept)) => {
            let text = (words.saved_here)(&props.describe.emit((kept.clone(), lang)));
            let on_continue = {
                let (offer, on_continue) = (props.offer.clone(), props.on_continue.clone());
                Callback::from(move |_: MouseEvent| {
                    on_continue.emit(kept.clone());
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
