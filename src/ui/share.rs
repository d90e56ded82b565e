//! "Share": the address of the game on screen (which always holds the game, see
//! [`super::saved::use_kept`]) put on the clipboard, and shown so it can be copied by hand
//! where the browser refuses.

use yew::prelude::*;

use super::browser;
use super::language::use_lang;
use crate::games::study::link::LINK_LIMIT;
use crate::i18n::sharing::SHARING;

/// A link being shared: the address, and whether the clipboard took it (`None`: asking).
#[derive(Clone, Debug, PartialEq, Properties)]
pub struct Shared {
    pub url: AttrValue,
    pub copied: Option<bool>,
    /// The variations beside the game, which the link leaves out (and says so).
    #[prop_or_default]
    pub variations: usize,
}

/// The share button's action, and the link it shows: the game, opened at the move `at` of
/// its own when the board shows one it looks back to (`&at=` in the fragment). The link
/// goes away when `game` (the game's record) or `at` changes, as it would no longer open
/// what is on the board; the record is compared, not written, at each render.
#[hook]
pub fn use_share<R: PartialEq + Clone + 'static>(
    game: &R,
    at: Option<usize>,
) -> (Callback<MouseEvent>, Option<Shared>) {
    let shared = use_state_eq(|| None::<Shared>);
    use_effect_with((game.clone(), at), {
        let shared = shared.clone();
        move |_| shared.set(None)
    });
    let on_share = {
        let shared = shared.clone();
        Callback::from(move |_: MouseEvent| {
            let address = browser::address();
            let url: AttrValue = match at {
                Some(ply) if address.contains("#g=") => format!("{address}&at={ply}"),
                _ => address,
            }
            .into();
            let copied = {
                let (shared, url) = (shared.clone(), url.clone());
                Callback::from(move |ok| shared.set(Some(Shared { url: url.clone(), copied: Some(ok), variations: 0 })))
            };
            shared.set(Some(Shared { url: url.clone(), copied: None, variations: 0 }));
            browser::copy(&url, copied);
        })
    };
    (on_share, (*shared).clone())
}

/// The link shared, ready to copy.
#[component]
pub fn ShareBox(props: &Shared) -> Html {
    let words = &SHARING[use_lang()];
    html! {
        <div class="share" role="status">
            <p>{ match props.copied {
                Some(true) => words.link_copied,
                Some(false) => words.copy_this_link,
                None => words.the_link,
            } }</p>
            if props.variations > 0 {
                <p class="variations-stay" data-testid="variations-stay">{ (words.variations_stay)(props.variations) }</p>
            }
            if props.url.chars().count() > LINK_LIMIT {
                <p class="too-long" data-testid="link-too-long">{ (words.too_long)(props.url.chars().count(), LINK_LIMIT) }</p>
            }
            <input readonly=true value={props.url.clone()} aria-label={words.link_label} data-testid="share-link"
                onfocus={Callback::from(|e: FocusEvent| e.target_unchecked_into::<web_sys::HtmlInputElement>().select())} />
        </div>
    }
}
