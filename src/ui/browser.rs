//! The few things the page asks of the browser: the address and its history. Kept here so
//! the components stay plain.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::UrlSearchParams;
use yew::prelude::*;

/// One parameter of the page's query string, percent-decoded.
pub fn query_param(key: &str) -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    UrlSearchParams::new_with_str(&search).ok()?.get(key)
}

/// Shows `query` in the address bar in place of the current entry.
pub fn replace_query(query: &str) {
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(query));
    }
}

/// Whether the CSS media `query` holds, updated as the window turns or resizes.
#[hook]
pub fn use_media_query(query: &'static str) -> bool {
    let list = use_memo(query, |query| web_sys::window().and_then(|w| w.match_media(query).ok().flatten()));
    let matches = use_state_eq(|| list.as_ref().as_ref().is_some_and(|l| l.matches()));
    use_effect_with(list, {
        let matches = matches.clone();
        move |list| {
            let list = list.as_ref().clone();
            let listener = list.as_ref().map(|list| {
                let watched = list.clone();
                let on_change = Closure::<dyn Fn()>::new(move || matches.set(watched.matches()));
                let _ = list.add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref());
                on_change
            });
            move || {
                if let (Some(list), Some(on_change)) = (list, listener) {
                    let _ = list.remove_event_listener_with_callback("change", on_change.as_ref().unchecked_ref());
                }
            }
        }
    });
    *matches
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

/// A seed for the dice or a search: randomness belongs to effects, never to reducers.
pub fn fresh_seed() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64
}
