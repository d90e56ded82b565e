//! The page's language: on a first visit the browser's (`navigator.languages`), then the
//! reader's pick from the picker in every screen's corner, remembered in this browser;
//! a link may ask for one with `&lang=`. Components read it from a Yew context
//! ([`use_lang`]) and look their words up in the catalogues of [`crate::i18n`].

use yew::prelude::*;

use super::browser;
use crate::i18n::Lang;
use crate::i18n::common::COMMON;

/// Where the reader's pick is kept.
const SAVED: &str = "fogliaccio.v1.lang";

/// The language the page opens in: the one the link asks for, else the reader's pick
/// saved here, else the first of the browser's languages the page speaks (English if none).
/// A saved value that names no language comes back beside it, to be reported; it stays
/// saved, since a newer version of the page (which may speak more languages) wrote it and
/// an older one served from the offline cache is reading it.
pub fn initial(asked: Option<Lang>) -> (Lang, Option<String>) {
    if let Some(lang) = asked {
        return (lang, None);
    }
    let saved = browser::stored(SAVED);
    match saved.as_deref().map(str::parse::<Lang>) {
        Some(Ok(lang)) => (lang, None),
        Some(Err(_)) => (browser_preference(), saved),
        None => (browser_preference(), None),
    }
}

fn browser_preference() -> Lang {
    let tags = browser::languages();
    Lang::preferred(tags.iter().map(String::as_str))
}

/// Keeps the reader's pick for the next visits. The address's `&lang=` goes, so that
/// reloading the page keeps the pick rather than the link's language.
pub fn remember(lang: Lang) {
    browser::store(SAVED, Some(lang.name()));
    browser::forget_query_param("lang");
}

/// The page's language, from the context [`super::App`] provides.
#[hook]
pub fn use_lang() -> Lang {
    use_context::<Lang>().unwrap_or_default()
}

#[derive(Properties, PartialEq)]
pub struct LangPickerProps {
    pub lang: Lang,
    pub on_pick: Callback<Lang>,
}

/// A small menu of the languages, each named in itself.
#[component]
pub fn LangPicker(props: &LangPickerProps) -> Html {
    let on_pick = props.on_pick.clone();
    let onchange = Callback::from(move |e: Event| {
        // The options' values are the languages' own names, so every one parses.
        if let Ok(lang) = e.target_unchecked_into::<web_sys::HtmlSelectElement>().value().parse() {
            on_pick.emit(lang);
        }
    });
    html! {
        <select class="lang-picker" data-testid="lang" aria-label={COMMON[props.lang].language} {onchange}>
            { for Lang::ALL.into_iter().map(|lang| html! {
                <option value={lang.name()} lang={lang.name()} selected={lang == props.lang}>{ lang.native_name() }</option>
            }) }
        </select>
    }
}
