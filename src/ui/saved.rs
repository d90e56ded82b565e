//! The game on screen kept where a reload finds it: in the address (`#g=<record>`, the game
//! as far as it is played), so a reload or a shared link opens it again, and in this
//! browser's storage under `fogliaccio.v1.<game>`, with what the address does not carry:
//! the moves undone, the variations, the position on screen and who sits at the table
//! ([`Kept`]). A reload finds its game in both and opens it whole, even when the address
//! lags a move or an undo behind storage (a reload within a second of it may find it so).
//!
//! No game in progress is ever lost by opening another (docs/page.md, "Saved games"):
//! - an embedded board never writes this browser's storage;
//! - a link's game is kept in its address only, until the player plays on (a move, an
//!   undo, a variation): then it is the player's own;
//! - a game that takes the place of another game still in progress (a link played on, a new
//!   game, a game continued) sets that one aside, on a shelf under
//!   `fogliaccio.v1.<game>.shelf`, newest first, at most [`SHELF`] games: the screen says
//!   so, and the home screen offers every game on it. Continuing one takes it off the shelf.
//!
//! A saved game that cannot be read is set aside under `fogliaccio.v1.<game>.set-aside` with
//! a message: never lost, never fatal.

use std::cell::RefCell;
use std::rc::Rc;

use serde::de::{DeserializeOwned, IgnoredAny};
use serde::{Deserialize, Serialize};
use yew::prelude::*;

use super::browser;
use super::language::use_lang;
use super::record::LinkRecord;
use super::widgets::Notice;
use crate::games::record::ReadError;
use crate::games::study;
use crate::i18n::Lang;
use crate::i18n::faults::Fault;
use crate::i18n::sharing::SHARING;
use crate::timeline::Spot;

/// How many games in progress the shelf of one game keeps; past them the oldest goes.
pub const SHELF: usize = 12;

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
    /// A study's notes on each line, as a link's `&n=` writes them (`games::study::link`):
    /// the game's whole line first, then each variation's; empty for a game without notes.
    pub notes: Vec<String>,
}

impl<R: LinkRecord, T> Kept<R, T> {
    /// `record` played to its end, shown at its end (its resignation, if it ended so), with
    /// `beside` beside it.
    pub fn whole(record: R, beside: T) -> Kept<R, T> {
        let view = Spot::game(record.moves());
        Kept { line: record.clone(), game: record, variations: Vec::new(), view, beside, notes: Vec::new() }
    }

    /// The page's address that opens this game at its last move, with the study's notes on
    /// the moves played (`&n=`).
    pub fn address(&self) -> String {
        let notes = self.notes.first().map(|notes| study::link::up_to(notes, self.game.moves()));
        match notes.filter(|notes| !notes.is_empty()) {
            Some(notes) => format!("{}&n={notes}", self.game.address()),
            None => self.game.address(),
        }
    }

    /// Whether the game has nothing in it yet: no move, and no note on its start.
    fn is_blank(&self) -> bool {
        self.line.moves() == 0 && self.notes.iter().all(String::is_empty)
    }

    /// Whether this is `earlier` played on, or `earlier` itself: one of this game's lines
    /// (its own, undone moves included, or a variation) goes through `earlier`'s game. An
    /// undo, a redo, a move and a variation all keep a game the same game.
    pub fn continues<U>(&self, earlier: &Kept<R, U>) -> bool {
        std::iter::once(&self.line).chain(&self.variations).any(|line| line.begins_with(&earlier.game))
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
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    notes: Vec<String>,
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
            notes: self.notes.clone(),
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
        Ok(Kept { game, line, variations, view, beside: stored.beside, notes: stored.notes })
    }
}

/// What the saved game offers: the game to continue; a game set aside on the shelf when
/// this one took its place, to continue instead; or why the one found could not be read (in
/// every language) and where it was set aside.
#[derive(Clone, Debug, PartialEq)]
pub enum Saved<K> {
    Resumable(K),
    Shelved(K),
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

/// Where the games in progress that another game took the place of wait, newest first.
fn shelf_key<R: LinkRecord>() -> String {
    format!("{}.shelf", key::<R>())
}

/// The shelf as stored: each game as [`Kept::write`] wrote it. What cannot be read as a
/// list is left where it is, and an empty shelf is used in its place.
fn shelf<R: LinkRecord>() -> Vec<String> {
    browser::stored(&shelf_key::<R>()).and_then(|text| serde_json::from_str(&text).ok()).unwrap_or_default()
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

/// The games in progress this browser keeps, for the home screen: the game last played
/// first, then the shelf's; each as the address that opens it and what it is, in `lang`.
/// Reads only; a damaged record is dealt with when the game's screen opens.
pub fn saved_links<R: LinkRecord>(lang: Lang) -> Vec<(String, String)> {
    std::iter::once(browser::stored(&key::<R>()))
        .flatten()
        .chain(shelf::<R>())
        .filter_map(|text| Kept::<R, IgnoredAny>::read(&text).ok())
        .filter(|kept| kept.game.in_progress())
        .map(|kept| (kept.address(), kept.game.describe(lang)))
        .collect()
}

/// Whether the game on screen may be kept in this browser's storage.
#[derive(Clone, Debug, PartialEq)]
pub enum Keeping<R> {
    /// The player's own game: kept as it changes.
    Own,
    /// The game a link opened, as it opened: kept in the address only, until the player plays
    /// on from it.
    Linked(R),
    /// An embedded board, in someone else's page: never kept in this browser.
    Embedded,
    /// A lesson's step whose answer is a move of its game (Doublets): kept in the address
    /// beside the lesson alone, never as the player's game, which it would set aside.
    Lesson,
}

/// How a game screen opens: the game the address holds, whole as this browser kept it when
/// it is a game kept here (a reload, *Continue*, a link to a game on the shelf) or lies on
/// the line this tab kept (a reload the address had not caught up with), else between
/// people; or a new game, with the kept game in progress offered.
#[derive(Clone, Debug, PartialEq)]
pub struct Opening<R, T> {
    /// The game to open, if the address holds one.
    pub opened: Option<Kept<R, T>>,
    /// The saved game to offer beside it.
    pub offer: Option<Saved<Kept<R, T>>>,
    pub keeping: Keeping<R>,
}

impl<R: LinkRecord, T: DeserializeOwned + Default + Clone> Opening<R, T> {
    /// How the game of `linked` opens, or a new game; what is kept here read by `stored`
    /// (storage's own game, or none) and `shelved` (the shelf's games).
    fn read(
        linked: Option<R>,
        stored: Option<Saved<Kept<R, T>>>,
        shelved: impl Iterator<Item = Kept<R, T>>,
        this_tabs: impl Fn(&Kept<R, T>) -> bool,
    ) -> Opening<R, T> {
        let Some(record) = linked else {
            let offer = stored.filter(|saved| !matches!(saved, Saved::Resumable(kept) if !kept.game.in_progress()));
            return Opening { opened: None, offer, keeping: Keeping::Own };
        };
        let own = |opened| Opening { opened: Some(opened), offer: None, keeping: Keeping::Own };
        let kept = match stored {
            Some(Saved::Resumable(kept)) => Some(kept),
            _ => None,
        };
        match kept {
            Some(kept) if kept.game == record => return own(kept),
            // This tab's game, whose last move or undo had not reached the address the
            // reload opened.
            Some(kept) if kept.line.begins_with(&record) && this_tabs(&kept) => return own(kept),
            // The game kept here, played on elsewhere (a friend's answer by link): the same
            // game, at the table it was kept with.
            Some(kept) if kept.game.in_progress() && record.begins_with(&kept.game) => {
                return own(Kept::whole(record, kept.beside));
            }
            _ => {}
        }
        let mut shelved = shelved;
        if let Some(found) = shelved.find(|shelved| shelved.game == record) {
            return own(found);
        }
        let offer = kept.filter(|kept| kept.game.in_progress()).map(Saved::Resumable);
        Opening { opened: Some(Kept::whole(record.clone(), T::default())), offer, keeping: Keeping::Linked(record) }
    }
}

/// Reads the kept game once, as the screen opens (see [`Opening`]). An embedded board reads
/// nothing here and keeps nothing.
#[hook]
pub fn use_opening<R: LinkRecord, T: DeserializeOwned + Default + Clone + PartialEq + 'static>(
    linked: Option<&R>,
    embedded: bool,
) -> Opening<R, T> {
    let linked = linked.cloned();
    (*use_memo((), move |()| {
        if embedded {
            let opened = linked.map(|record| Kept::whole(record, T::default()));
            return Opening { opened, offer: None, keeping: Keeping::Embedded };
        }
        let this_tabs = |kept: &Kept<R, T>| browser::stored_for_tab(&tab_key::<R>()) == Some(kept.game.write());
        let shelved = shelf::<R>().into_iter().filter_map(|text| Kept::read(&text).ok());
        Opening::read(linked, kept_game::<R, T>(), shelved, this_tabs)
    }))
    .clone()
}

/// The offer of the saved game, which its banner clears once answered.
#[hook]
pub fn use_saved_offer<K: Clone + PartialEq + 'static>(offer: Option<Saved<K>>) -> UseStateHandle<Option<Saved<K>>> {
    use_state_eq(move || offer)
}

/// What this screen last wrote to storage: the text, and the game it held.
type Written<R, T> = Option<(String, Kept<R, T>)>;

/// Keeps the game on screen (`kept` makes it) in the address (the game as played) and, once
/// it has a move and `keeping` lets it, in storage: whenever `changed` changes, not at every
/// render. A link's game is kept once the player plays on from it, or `touched` what is
/// kept beside it (the seats, the names, a review asked for). The offer of the saved game
/// goes once this game is kept, and a game a link's game sets aside is offered in its place.
/// `beside` (a lesson's `lesson=2`) stays in the address's query while the game is the
/// link's, or the link's played on.
#[hook]
pub fn use_kept<R, T, D>(
    changed: D,
    keeping: Keeping<R>,
    beside: Option<String>,
    touched: bool,
    offer: UseStateHandle<Option<Saved<Kept<R, T>>>>,
    kept: impl FnOnce() -> Kept<R, T> + 'static,
) where
    R: LinkRecord,
    T: Serialize + DeserializeOwned + Default + Clone + PartialEq + 'static,
    D: PartialEq + 'static,
{
    // Once the player has played on from a link, the game is theirs for good.
    let written = use_mut_ref(|| None::<(String, Kept<R, T>)>);
    use_effect_with(changed, move |_| {
        let kept = kept();
        if kept.is_blank() {
            browser::replace_query(&kept.game.setup_query());
            return;
        }
        let address = kept.address();
        // What the address keeps beside the game (a lesson's step) stays while the game is
        // the one it came with.
        let keeps_beside = match &keeping {
            Keeping::Linked(linked) => kept.line.begins_with(linked),
            Keeping::Lesson => true,
            Keeping::Own | Keeping::Embedded => false,
        };
        match beside.as_ref().filter(|_| keeps_beside) {
            Some(beside) => {
                let (query, fragment) = address.split_once('#').unwrap_or((&address, ""));
                browser::replace_query(&format!("{query}&{beside}#{fragment}"));
            }
            None => browser::replace_query(&address),
        }
        let played_on = |linked: &R| kept.game != *linked || kept.line != *linked || !kept.variations.is_empty();
        let keep = match &keeping {
            Keeping::Own => true,
            Keeping::Linked(linked) => written.borrow().is_some() || touched || played_on(linked),
            Keeping::Embedded | Keeping::Lesson => false,
        };
        if !keep {
            return;
        }
        // A game the player chose to leave (a new game, another continued) goes onto the shelf
        // quietly, the home screen offering it; one a link's game took the place of is said.
        match (keep_here(&kept, &written), &keeping) {
            (Some(shelved), Keeping::Linked(_)) => offer.set(Some(Saved::Shelved(shelved))),
            _ if !matches!(*offer, Some(Saved::Shelved(_))) => offer.set(None),
            _ => {}
        }
    });
}

/// Writes `kept` where this browser keeps its game, and notes it in `written`. Another game
/// in progress found there goes onto the shelf, and comes back to be offered; a game
/// `kept` continues leaves the shelf. While storage holds what this screen last wrote and
/// `kept` continues it (a move, an undo), nothing else is read.
fn keep_here<R, T>(kept: &Kept<R, T>, written: &Rc<RefCell<Written<R, T>>>) -> Option<Kept<R, T>>
where
    R: LinkRecord,
    T: Serialize + DeserializeOwned + Default + Clone,
{
    let (key, text) = (key::<R>(), kept.write());
    let stored = browser::stored(&key);
    let same =
        written.borrow().as_ref().is_some_and(|(last, game)| stored.as_ref() == Some(last) && kept.continues(game));
    let mut set_aside = None;
    if !same {
        let mut shelf: Vec<String> = shelf::<R>()
            .into_iter()
            .filter(|text| Kept::<R, IgnoredAny>::read(text).map_or(true, |shelved| !kept.continues(&shelved)))
            .collect();
        let displaced = stored.as_deref().and_then(|text| Kept::<R, T>::read(text).ok().map(|old| (text, old)));
        if let Some((old_text, old)) = displaced.filter(|(_, old)| old.game.in_progress() && !kept.continues(old)) {
            shelf.insert(0, old_text.to_owned());
            shelf.truncate(SHELF);
            set_aside = Some(old);
        }
        let list = serde_json::to_string(&shelf).unwrap_or_default();
        browser::store(&shelf_key::<R>(), (!shelf.is_empty()).then_some(list.as_str()));
    }
    browser::store(&key, Some(&text));
    browser::store_for_tab(&tab_key::<R>(), &kept.game.write());
    *written.borrow_mut() = Some((text, kept.clone()));
    set_aside
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

/// "A game you were playing is saved in this browser (11×11, 14 moves). Continue it", the
/// same of the game this one set aside, or why the saved game was set aside.
#[component]
pub fn SavedOffer<K: Clone + PartialEq + 'static>(props: &SavedOfferProps<K>) -> Html {
    let on_dismiss = {
        let offer = props.offer.clone();
        Callback::from(move |()| offer.set(None))
    };
    let lang = use_lang();
    let words = &SHARING[lang];
    match (*props.offer).clone() {
        Some(Saved::Resumable(kept) | Saved::Shelved(kept)) => {
            let described = props.describe.emit((kept.clone(), lang));
            let text = match &*props.offer {
                Some(Saved::Shelved(_)) => (words.shelved)(&described),
                _ => (words.saved_here)(&described),
            };
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hex::Record;

    type Game = Kept<Record, ()>;

    fn hex(link: &str) -> Record {
        Record::read(link).expect("a Hex link")
    }

    fn kept(link: &str) -> Game {
        Kept::whole(hex(link), ())
    }

    fn opening(linked: Option<&str>, stored: Option<&str>, shelved: &[&str], this_tabs: bool) -> Opening<Record, ()> {
        let stored = stored.map(|link| Saved::Resumable(kept(link)));
        Opening::read(linked.map(hex), stored, shelved.iter().map(|link| kept(link)), |_| this_tabs)
    }

    #[test]
    fn a_game_continues_itself_played_on_undone_or_branched() {
        let game = kept("1.hex.5n.2.aacc");
        assert!(kept("1.hex.5n.3.aaccab").continues(&game), "a move");
        assert!(game.continues(&game));
        let mut undone = kept("1.hex.5n.1.aa");
        undone.line = hex("1.hex.5n.2.aacc");
        assert!(undone.continues(&game), "an undo keeps the moves undone on its line");
        let mut branched = kept("1.hex.5n.2.aabb");
        assert!(!branched.continues(&game), "another second move is another game");
        branched.variations.push(hex("1.hex.5n.2.aacc"));
        assert!(branched.continues(&game), "unless the first stays as a variation");
        assert!(!kept("1.hex.6n.2.aacc").continues(&game), "another board");
    }

    #[test]
    fn a_link_to_another_game_opens_it_without_taking_the_place_of_the_game_kept_here() {
        let opened = opening(Some("1.hex.11n.2.aabb"), Some("1.hex.9n.3.aabbcc"), &[], false);
        assert_eq!(opened.opened, Some(kept("1.hex.11n.2.aabb")));
        assert_eq!(opened.keeping, Keeping::Linked(hex("1.hex.11n.2.aabb")), "kept only once played on");
        assert_eq!(opened.offer, Some(Saved::Resumable(kept("1.hex.9n.3.aabbcc"))), "the player's game is offered");
    }

    #[test]
    fn a_link_to_the_game_kept_here_or_to_one_on_the_shelf_opens_it_whole_as_the_players_own() {
        let mut stored = kept("1.hex.9n.3.aabbcc");
        stored.view = Spot::game(1);
        let opened = Opening::read(
            Some(hex("1.hex.9n.3.aabbcc")),
            Some(Saved::Resumable(stored.clone())),
            [].into_iter(),
            |_| false,
        );
        assert_eq!((opened.opened, opened.keeping), (Some(stored), Keeping::Own));

        let opened =
            opening(Some("1.hex.7n.1.dd"), Some("1.hex.9n.3.aabbcc"), &["1.hex.5n.1.aa", "1.hex.7n.1.dd"], false);
        assert_eq!((opened.opened, opened.keeping), (Some(kept("1.hex.7n.1.dd")), Keeping::Own));
    }

    #[test]
    fn a_link_that_plays_on_the_game_kept_here_is_that_game() {
        let opened = opening(Some("1.hex.9n.4.aabbccdd"), Some("1.hex.9n.3.aabbcc"), &[], false);
        assert_eq!((opened.opened, opened.keeping), (Some(kept("1.hex.9n.4.aabbccdd")), Keeping::Own));
    }

    #[test]
    fn a_reload_that_the_address_lags_behind_opens_this_tabs_game_but_not_another_tabs() {
        let line = Some("1.hex.9n.3.aabbcc");
        let opened = opening(Some("1.hex.9n.2.aabb"), line, &[], true);
        assert_eq!((opened.opened, opened.keeping), (Some(kept("1.hex.9n.3.aabbcc")), Keeping::Own));
        let opened = opening(Some("1.hex.9n.2.aabb"), line, &[], false);
        assert_eq!(opened.keeping, Keeping::Linked(hex("1.hex.9n.2.aabb")));
    }

    #[test]
    fn a_new_game_offers_the_game_in_progress_but_not_a_finished_one() {
        let opened = opening(None, Some("1.hex.9n.3.aabbcc"), &[], false);
        assert_eq!((opened.opened, opened.offer), (None, Some(Saved::Resumable(kept("1.hex.9n.3.aabbcc")))));
        let finished = opening(None, Some("1.hex.2n.3.aaab.b"), &[], false);
        assert_eq!(finished.offer, None);
    }

    #[test]
    fn a_resigned_game_opens_at_its_resignation() {
        let game = kept("1.hex.3n.3.aabb.b");
        assert_eq!(game.view, Spot::game(3), "two moves, then the resignation");
    }
}
