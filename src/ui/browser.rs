//! The few things the page asks of the browser: the address and its history. Kept here so
//! the components stay plain.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use gloo_worker::{Spawnable, WorkerBridge};
use wasm_bindgen::JsCast;
use web_sys::UrlSearchParams;
use yew::prelude::*;

use crate::worker::{FromWorker, PageWorker, ToWorker};

/// The page's worker (`worker.js` beside the page: a relative path, so it is found under
/// any sub-path), each of its replies handed to `on_reply`; started by the first request
/// sent to it, so that a screen where nobody asks the computer anything never downloads it.
#[derive(Clone)]
pub struct Worker {
    bridge: Rc<RefCell<Option<WorkerBridge<PageWorker>>>>,
    on_reply: Rc<dyn Fn(FromWorker)>,
}

impl Worker {
    pub fn new(on_reply: impl Fn(FromWorker) + 'static) -> Worker {
        Worker { bridge: Rc::default(), on_reply: Rc::new(on_reply) }
    }

    /// Sends `message`, starting the worker first if it is not running.
    pub fn send(&self, message: impl Into<ToWorker>) {
        let mut bridge = self.bridge.borrow_mut();
        let bridge = bridge.get_or_insert_with(|| {
            let on_reply = self.on_reply.clone();
            PageWorker::spawner().callback(move |reply| on_reply(reply)).spawn("./worker.js")
        });
        bridge.send(message.into());
    }

    /// Sends `message` to a worker already running (a cancel, which nothing needs before).
    pub fn tell(&self, message: impl Into<ToWorker>) {
        if let Some(bridge) = self.bridge.borrow().as_ref() {
            bridge.send(message.into());
        }
    }
}

/// One parameter of the page's query string, percent-decoded.
pub fn query_param(key: &str) -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    UrlSearchParams::new_with_str(&search).ok()?.get(key)
}

/// Today's number, in days since 1 January 1970, by the clock and time zone of this
/// device: what picks the puzzle of the day ([`today`] is its date).
pub fn day_number() -> i64 {
    let now = js_sys::Date::new_0();
    let local = now.get_time() - now.get_timezone_offset() * 60_000.0;
    (local / 86_400_000.0).floor() as i64
}

/// The address's fragment, `#` included (empty when there is none).
pub fn fragment() -> String {
    web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default()
}

/// The whole address of the page now, for a link to share.
pub fn address() -> String {
    web_sys::window().and_then(|w| w.location().href().ok()).unwrap_or_default()
}

/// This browser's storage, kept between visits; None where it is refused (a private window
/// may refuse it): then nothing is saved, and nothing breaks.
fn browser_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// This tab's storage, kept through its reloads only.
fn tab_storage() -> Option<web_sys::Storage> {
    web_sys::window()?.session_storage().ok()?
}

/// This browser's saved value under `key`.
pub fn stored(key: &str) -> Option<String> {
    browser_storage()?.get_item(key).ok()?
}

/// Saves `value` under `key`, or forgets the key with `None`; false if storage refused.
pub fn store(key: &str, value: Option<&str>) -> bool {
    let Some(storage) = browser_storage() else { return false };
    match value {
        Some(value) => storage.set_item(key, value).is_ok(),
        None => storage.remove_item(key).is_ok(),
    }
}

/// This tab's saved value under `key`: what [`store_for_tab`] kept.
pub fn stored_for_tab(key: &str) -> Option<String> {
    tab_storage()?.get_item(key).ok()?
}

/// Saves `value` under `key` for this tab alone; false if storage refused.
pub fn store_for_tab(key: &str, value: &str) -> bool {
    tab_storage().is_some_and(|storage| storage.set_item(key, value).is_ok())
}

/// Scrolls the page, as little as it takes, to bring `element` into sight: a message the
/// player must see, shown above where the player has scrolled to.
pub fn show_in_page(element: &web_sys::Element) {
    let Some(window) = web_sys::window() else { return };
    let rect = element.get_bounding_client_rect();
    let height = window.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(f64::INFINITY);
    let dy = off_sight(rect.top(), rect.bottom(), 0.0, height);
    if dy != 0.0 {
        window.scroll_by_with_x_and_y(0.0, dy);
    }
}

/// Scrolls `container` alone (never the page) so that `item`, inside it, is in sight.
pub fn show_in(container: &web_sys::Element, item: &web_sys::Element) {
    let (outer, inner) = (container.get_bounding_client_rect(), item.get_bounding_client_rect());
    let dx = off_sight(inner.left(), inner.right(), outer.left(), outer.right());
    let dy = off_sight(inner.top(), inner.bottom(), outer.top(), outer.bottom());
    container.set_scroll_left(container.scroll_left() + dx.round() as i32);
    container.set_scroll_top(container.scroll_top() + dy.round() as i32);
}

/// How far a view from `from` to `to` must scroll to show a span from `start` to `end`:
/// nothing if it shows it; else to its start, or just to its end when the start stays in sight.
fn off_sight(start: f64, end: f64, from: f64, to: f64) -> f64 {
    if start < from {
        start - from
    } else if end > to {
        (end - to).min(start - from)
    } else {
        0.0
    }
}

/// What the service worker answers about offline play (assets/sw.js).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offline {
    /// Keeping every game would fetch this many files more, of this many bytes (no file:
    /// every game is kept).
    ToFetch { files: u32, bytes: u64 },
    /// Every game is kept now, this many bytes fetched to keep them.
    Kept(u64),
}

/// Asks the service worker how much keeping every game for offline play would fetch
/// (`keep_all` false), or to keep them (true); `done` hears the answer. Where the page has
/// no service worker (an embedded board, an insecure origin), nothing is asked and false
/// comes back.
pub fn ask_offline(keep_all: bool, done: Callback<Offline>) -> bool {
    let offline = web_sys::window()
        .and_then(|w| js_sys::Reflect::get(&w, &"fogliaccio".into()).ok())
        .and_then(|page| js_sys::Reflect::get(&page, &"offline".into()).ok())
        .filter(|offline| offline.is_object());
    let Some(offline) = offline else { return false };
    let Ok(ask) = js_sys::Reflect::get(&offline, &"ask".into()).and_then(|ask| ask.dyn_into::<js_sys::Function>())
    else {
        return false;
    };
    let kind = if keep_all { "keep-all" } else { "size" };
    let Ok(promise) = ask.call1(&offline, &kind.into()).and_then(|p| p.dyn_into::<js_sys::Promise>()) else {
        return false;
    };
    wasm_bindgen_futures::spawn_local(async move {
        let Ok(answer) = wasm_bindgen_futures::JsFuture::from(promise).await else { return };
        let number =
            |name: &str| js_sys::Reflect::get(&answer, &name.into()).ok().and_then(|n| n.as_f64()).unwrap_or(0.0);
        let bytes = number("bytes") as u64;
        done.emit(if keep_all {
            Offline::Kept(bytes)
        } else {
            Offline::ToFetch { files: number("files") as u32, bytes }
        });
    });
    true
}

/// Puts `text` on the clipboard; `done` hears whether the browser allowed it.
pub fn copy(text: &str, done: Callback<bool>) {
    let Some(window) = web_sys::window() else { return done.emit(false) };
    let promise = window.navigator().clipboard().write_text(text);
    wasm_bindgen_futures::spawn_local(async move {
        done.emit(wasm_bindgen_futures::JsFuture::from(promise).await.is_ok());
    });
}

/// A file's worth of `text`, of type `mime`.
pub fn text_blob(text: &str, mime: &str) -> Result<web_sys::Blob, wasm_bindgen::JsValue> {
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    web_sys::Blob::new_with_str_sequence_and_options(&js_sys::Array::of1(&text.into()), &options)
}

/// Offers `blob` to the player as a file called `name` (the browser's download).
pub fn offer_file(blob: &web_sys::Blob, name: &str) -> Result<(), wasm_bindgen::JsValue> {
    let url = web_sys::Url::create_object_url_with_blob(blob)?;
    let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
    let link: web_sys::HtmlAnchorElement = document.create_element("a")?.unchecked_into();
    link.set_href(&url);
    link.set_download(name);
    link.click();
    web_sys::Url::revoke_object_url(&url)
}

/// Parameters of the page as a whole rather than of a screen: how it is shown
/// (`embed`) and in which language (`lang`). A screen rewriting the address keeps them.
const PAGE_PARAMS: [&str; 2] = ["embed", "lang"];

/// Shows `query` (and its fragment) in the address bar in place of the current entry. Screens know their
/// game, not where they are shown: an embedded page stays embedded, a link's language stays.
pub fn replace_query(query: &str) {
    let (search, fragment) = query.split_at(query.find('#').unwrap_or(query.len()));
    let kept: String = PAGE_PARAMS
        .into_iter()
        .filter_map(|key| query_param(key).map(|value| format!("&{key}={}", js_sys::encode_uri_component(&value))))
        .collect();
    replace_address(&format!("{search}{kept}{fragment}"));
}

/// Takes `key` out of the address's query string, in place of the current entry.
pub fn forget_query_param(key: &str) {
    let Some(location) = web_sys::window().map(|w| w.location()) else { return };
    let (Ok(search), Ok(fragment)) = (location.search(), location.hash()) else { return };
    let Ok(params) = UrlSearchParams::new_with_str(&search) else { return };
    if params.has(key) {
        params.delete(key);
        replace_address(&format!("?{}{fragment}", String::from(params.to_string())));
    }
}

fn replace_address(address: &str) {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(address));
    }
}

/// The browser's languages, most preferred first (`navigator.languages`: `it-IT`, `en`).
pub fn languages() -> Vec<String> {
    web_sys::window()
        .map(|w| w.navigator().languages().iter().filter_map(|tag| tag.as_string()).collect())
        .unwrap_or_default()
}

/// Sets `<html lang>`, so that screen readers, fonts and hyphenation follow the page's language.
pub fn document_lang(code: &str) {
    if let Some(root) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.document_element()) {
        let _ = root.set_attribute("lang", code);
    }
}

/// Adds `class` to the page's `<body>` (or takes it away), for styles of the whole page.
pub fn body_class(class: &str, on: bool) {
    if let Some(body) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.body()) {
        let list = body.class_list();
        let _ = if on { list.add_1(class) } else { list.remove_1(class) };
    }
}

/// A listener on the page's keys, until dropped.
pub struct KeyListener {
    handler: wasm_bindgen::closure::Closure<dyn Fn(web_sys::KeyboardEvent)>,
}

impl Drop for KeyListener {
    fn drop(&mut self) {
        if let Some(document) = web_sys::window().and_then(|w| w.document()) {
            let _ = document.remove_event_listener_with_callback("keydown", self.handler.as_ref().unchecked_ref());
        }
    }
}

/// What a key press asks of a game screen: the arrows step through the game's moves
/// (Home to its start, End back to the game), `u`, Ctrl+Z (⌘Z) undo, Ctrl+Y and
/// Ctrl+Shift+Z (⌘⇧Z) redo.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shortcut {
    Back,
    Forward,
    Start,
    End,
    Undo,
    Redo,
}

impl Shortcut {
    /// The shortcut of `key` pressed with Ctrl or ⌘ (`command`) and Shift or not; none for
    /// any other key, or with Alt.
    pub fn of(key: &str, command: bool, shift: bool, alt: bool) -> Option<Shortcut> {
        if alt {
            return None;
        }
        let key = key.to_ascii_lowercase();
        Some(match (key.as_str(), command, shift) {
            ("arrowleft", false, false) => Shortcut::Back,
            ("arrowright", false, false) => Shortcut::Forward,
            ("home", false, false) => Shortcut::Start,
            ("end", false, false) => Shortcut::End,
            ("u", false, false) | ("z", true, false) => Shortcut::Undo,
            ("y", true, false) | ("z", true, true) => Shortcut::Redo,
            _ => return None,
        })
    }
}

/// Hands `on_shortcut` every key press that is a [`Shortcut`] and that nothing else takes:
/// not in a field or a menu, and no arrow, Home or End on the board (whose cells take the
/// arrows). A shortcut it takes (`on_shortcut` answers true) does nothing else, such as
/// scrolling.
pub fn on_key(on_shortcut: impl Fn(Shortcut) -> bool + 'static) -> KeyListener {
    let handler =
        wasm_bindgen::closure::Closure::<dyn Fn(web_sys::KeyboardEvent)>::new(move |event: web_sys::KeyboardEvent| {
            let command = event.ctrl_key() || event.meta_key();
            let shortcut = Shortcut::of(&event.key(), command, event.shift_key(), event.alt_key());
            let Some(shortcut) = shortcut.filter(|_| !event.default_prevented()) else { return };
            let browses = !matches!(shortcut, Shortcut::Undo | Shortcut::Redo);
            let busy = event.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).is_some_and(|element| {
                matches!(element.tag_name().to_ascii_lowercase().as_str(), "input" | "textarea" | "select")
                    || element.closest("[contenteditable]").ok().flatten().is_some()
                    || (browses && element.closest("svg").ok().flatten().is_some())
            });
            if !busy && on_shortcut(shortcut) {
                event.prevent_default();
            }
        });
    if let Some(document) = web_sys::window().and_then(|w| w.document()) {
        let _ = document.add_event_listener_with_callback("keydown", handler.as_ref().unchecked_ref());
    }
    KeyListener { handler }
}

/// The screen kept awake (the Screen Wake Lock API) while this lives: asked for at once,
/// let go while the page is hidden (the browser drops it then anyway) and asked for again
/// when it shows, released when dropped. Where the browser has no wake lock, or refuses it
/// (a frame not allowed it, a battery saver), the screen simply dims as usual.
pub struct Awake {
    lock: Rc<RefCell<Option<wasm_bindgen::JsValue>>>,
    dropped: Rc<Cell<bool>>,
    on_visibility: wasm_bindgen::closure::Closure<dyn Fn()>,
}

impl Awake {
    pub fn new() -> Awake {
        let (lock, dropped) = (Rc::new(RefCell::new(None)), Rc::new(Cell::new(false)));
        let on_visibility = wasm_bindgen::closure::Closure::<dyn Fn()>::new({
            let (lock, dropped) = (lock.clone(), dropped.clone());
            move || match web_sys::window().and_then(|w| w.document()).is_some_and(|d| d.hidden()) {
                true => release(lock.borrow_mut().take()),
                false => ask_awake(&lock, &dropped),
            }
        });
        if let Some(document) = web_sys::window().and_then(|w| w.document()) {
            let _ =
                document.add_event_listener_with_callback("visibilitychange", on_visibility.as_ref().unchecked_ref());
        }
        ask_awake(&lock, &dropped);
        Awake { lock, dropped, on_visibility }
    }
}

impl Drop for Awake {
    fn drop(&mut self) {
        self.dropped.set(true);
        release(self.lock.borrow_mut().take());
        if let Some(document) = web_sys::window().and_then(|w| w.document()) {
            let _ = document
                .remove_event_listener_with_callback("visibilitychange", self.on_visibility.as_ref().unchecked_ref());
        }
    }
}

/// Asks `navigator.wakeLock` for the screen, unless a lock is held or the page is hidden;
/// the lock, when granted, goes into `lock`, or straight back if `dropped` meanwhile.
fn ask_awake(lock: &Rc<RefCell<Option<wasm_bindgen::JsValue>>>, dropped: &Rc<Cell<bool>>) {
    let Some(window) = web_sys::window() else { return };
    if lock.borrow().is_some() || window.document().is_some_and(|d| d.hidden()) {
        return;
    }
    let method = |target: &wasm_bindgen::JsValue, name: &str| {
        js_sys::Reflect::get(target, &name.into()).ok().filter(|v| !v.is_undefined() && !v.is_null())
    };
    let Some(wake_lock) = method(&window.navigator(), "wakeLock") else { return };
    let Some(request) = method(&wake_lock, "request").and_then(|f| f.dyn_into::<js_sys::Function>().ok()) else {
        return;
    };
    let Ok(promise) = request.call1(&wake_lock, &"screen".into()).and_then(|p| p.dyn_into::<js_sys::Promise>()) else {
        return;
    };
    let (lock, dropped) = (lock.clone(), dropped.clone());
    wasm_bindgen_futures::spawn_local(async move {
        if let Ok(granted) = wasm_bindgen_futures::JsFuture::from(promise).await {
            match dropped.get() {
                true => release(Some(granted)),
                false => *lock.borrow_mut() = Some(granted),
            }
        }
    });
}

/// Lets a wake lock go (its `release()`).
fn release(lock: Option<wasm_bindgen::JsValue>) {
    let Some(lock) = lock else { return };
    if let Some(release) =
        js_sys::Reflect::get(&lock, &"release".into()).ok().and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    {
        let _ = release.call0(&lock);
    }
}

/// Keeps the screen awake while `playing` (a game under way on screen).
#[hook]
pub fn use_awake(playing: bool) {
    use_effect_with(playing, |&playing| {
        let awake = playing.then(Awake::new);
        move || drop(awake)
    });
}

/// Moves the keyboard focus to the element `selector` finds, if any (an SVG cell).
pub fn focus(selector: &str) {
    let element = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.query_selector(selector).ok().flatten())
        .and_then(|e| e.dyn_into::<web_sys::SvgElement>().ok());
    if let Some(element) = element {
        let _ = element.focus();
    }
}

/// Today's date in this browser, as SGF writes dates (`2026-11-26`).
pub fn today() -> String {
    let now = js_sys::Date::new_0();
    format!("{:04}-{:02}-{:02}", now.get_full_year(), now.get_month() + 1, now.get_date())
}

/// A seed for the dice, the hidden sets, who starts or a search, from the platform's secure
/// source (Web Crypto): randomness belongs to effects, never to reducers. A browser without
/// Web Crypto, which no current one is, falls back on `Math.random`.
pub fn fresh_seed() -> u64 {
    getrandom::u64().unwrap_or_else(|_| (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64)
}

#[cfg(test)]
mod tests {
    use super::Shortcut;

    #[test]
    fn the_arrows_browse_and_u_or_ctrl_z_undo() {
        assert_eq!(Shortcut::of("ArrowLeft", false, false, false), Some(Shortcut::Back));
        assert_eq!(Shortcut::of("End", false, false, false), Some(Shortcut::End));
        assert_eq!(Shortcut::of("u", false, false, false), Some(Shortcut::Undo));
        assert_eq!(Shortcut::of("z", true, false, false), Some(Shortcut::Undo));
        assert_eq!(Shortcut::of("y", true, false, false), Some(Shortcut::Redo));
        assert_eq!(Shortcut::of("Z", true, true, false), Some(Shortcut::Redo), "Ctrl+Shift+Z, as a Mac has it");
    }

    #[test]
    fn a_key_with_another_modifier_is_left_to_the_browser() {
        assert_eq!(Shortcut::of("ArrowLeft", true, false, false), None, "Ctrl+← is the browser's");
        assert_eq!(Shortcut::of("u", true, false, false), None, "Ctrl+U shows the source");
        assert_eq!(Shortcut::of("z", false, false, false), None);
        assert_eq!(Shortcut::of("z", true, false, true), None);
    }
}
