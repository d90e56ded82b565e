//! The document around the app: its title, which names the screen in the page's language
//! (a tab, a bookmark or the history says which game), and index.html's splash, shown
//! until the app has drawn its first screen.

use yew::prelude::*;

use super::route::Route;
use crate::games::GameKind;
use crate::i18n::Lang;
use crate::i18n::bench::BENCH;
use crate::i18n::common::COMMON;
use crate::i18n::rules::PAGE;

/// The page's own name, the whole title of the home screen and the end of every other's.
const NAME: &str = "fogliaccio";

/// The document's title on `route`'s screen: "Hex — fogliaccio", "Hex: the rules — fogliaccio".
pub fn title(route: &Route, lang: Lang) -> String {
    let titles = &COMMON[lang].titles;
    let screen = match route {
        Route::Home => return NAME.to_owned(),
        Route::Rules(game) => (PAGE[lang].title)(titles[*game]),
        Route::Hex(_) | Route::HexRecord(_) => titles[GameKind::Hex].to_owned(),
        Route::Twixt(_) | Route::TwixtRecord(_) => titles[GameKind::Twixt].to_owned(),
        Route::Doublets(_) | Route::DoubletsRecord(_) => titles[GameKind::Doublets].to_owned(),
        Route::Shugoron(_) => titles[GameKind::Shugoron].to_owned(),
        Route::Bench(_) => BENCH[lang].title.to_owned(),
    };
    format!("{screen} — {NAME}")
}

/// Titles the document for `route` in `lang`, and takes index.html's splash away once the
/// app has drawn (effects run after the first render, so no frame is left blank).
#[hook]
pub fn use_document(route: &Route, lang: Lang) {
    use_effect_with(title(route, lang), |title| {
        if let Some(document) = web_sys::window().and_then(|w| w.document()) {
            document.set_title(title);
        }
    });
    use_effect_with((), |()| {
        if let Some(splash) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("splash")) {
            splash.remove();
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::hex::HexSetup;

    #[test]
    fn the_home_screen_is_titled_by_the_page_alone() {
        assert_eq!(title(&Route::Home, Lang::It), "fogliaccio");
    }

    #[test]
    fn a_game_screen_is_titled_by_the_game_then_the_page() {
        assert_eq!(title(&Route::Hex(HexSetup::default()), Lang::En), "Hex — fogliaccio");
        assert_eq!(title(&Route::new_game(GameKind::Twixt), Lang::Ja), "TwixT — fogliaccio");
    }

    #[test]
    fn a_title_names_the_game_as_the_page_language_does() {
        assert_eq!(title(&Route::new_game(GameKind::Doublets), Lang::Pl), "Dublety — fogliaccio");
    }

    #[test]
    fn a_rules_page_is_titled_by_its_heading() {
        assert_eq!(title(&Route::Rules(GameKind::Hex), Lang::En), "Hex: the rules — fogliaccio");
        assert_eq!(title(&Route::Rules(GameKind::Shugoron), Lang::It), "shUgorØn: le regole — fogliaccio");
    }
}
