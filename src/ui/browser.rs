//! The few things the page asks of the browser: the address and its history. Kept here so
//! the components stay plain.

use web_sys::UrlSearchParams;

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
