//! "Get embed code": the `<iframe>` a blogger pastes into a post. Either the live board
//! (this page, with the game on screen and `embed=1`), or a static diagram of the board
//! with its move list, carried whole in the frame's `srcdoc` so it needs no server, no
//! script and no network once the post is published.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::browser;
use super::diagram::{self, DiagramError};
use super::language::use_lang;
use crate::i18n::Lang;
use crate::i18n::sharing::SHARING;

/// Frame sizes offered: the board and its controls fit from 300 px wide.
const SIZES: [(u32, u32); 3] = [(320, 400), (400, 500), (560, 640)];

/// What the frame shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// The game, playable from the position on screen.
    Interactive,
    /// A picture of the position and the moves that led to it.
    Diagram,
}

/// `address` with `embed=1` in its query, its fragment (the game record) kept.
fn embedded_address(address: &str) -> String {
    let (rest, fragment) = address.split_once('#').map_or((address, ""), |(a, f)| (a, f));
    let (base, query) = rest.split_once('?').unwrap_or((rest, ""));
    let mut params: Vec<&str> = query.split('&').filter(|p| !p.is_empty() && !p.starts_with("embed=")).collect();
    params.push("embed=1");
    let fragment = if fragment.is_empty() { String::new() } else { format!("#{fragment}") };
    format!("{base}?{}{fragment}", params.join("&"))
}

/// Text made safe inside a double-quoted HTML attribute, or as HTML text.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('"', "&quot;").replace('<', "&lt;").replace('>', "&gt;")
}

/// The page a static frame holds: the diagram, the numbered moves, a link to play on
/// (`play_on`, its words). Laid out to the frame's height: the board as large as leaves a
/// few rows of moves (which scroll) and the link in sight.
fn diagram_page(svg: &str, moves: &[String], address: &str, play_on: &str) -> String {
    let svg = svg.split_once("?>").map_or(svg, |(_, rest)| rest).trim();
    let moves: String = moves.iter().map(|m| format!("<li>{}</li>", escape(m))).collect();
    format!(
        "<!doctype html><meta charset=\"utf-8\"><style>html,body{{height:100%}}\
         body{{margin:0;padding:6px;box-sizing:border-box;display:flex;flex-direction:column;gap:4px;\
         background:#f5efe3;color:#2b2622;font:14px Georgia,serif}}\
         svg{{display:block;flex:0 1 auto;min-height:0;width:100%;height:auto;max-height:calc(100vh - 6em)}}\
         ol{{flex:1 1 auto;min-height:1.4em;overflow:auto;margin:0;padding:0;list-style:none;display:flex;\
         flex-wrap:wrap;align-content:flex-start;gap:0 0.9em;counter-reset:m}}\
         li{{counter-increment:m}}li::before{{content:counter(m) \". \";color:#6d645b}}\
         p{{margin:0;flex:0 0 auto}}a{{color:inherit}}</style>\
         {svg}<ol>{moves}</ol><p><a href=\"{}\" target=\"_blank\" rel=\"noopener\">{}</a></p>",
        escape(address),
        escape(play_on)
    )
}

fn frame(source: &str, (width, height): (u32, u32), title: &str) -> String {
    format!(
        "<iframe {source} width=\"{width}\" height=\"{height}\" style=\"border:0;max-width:100%\" \
         title=\"{}\" loading=\"lazy\"></iframe>",
        escape(title)
    )
}

#[derive(Properties, PartialEq)]
pub struct EmbedCodeProps {
    /// What the frame is, for readers with screen readers: "fogliaccio: Hex 9×9".
    pub title: AttrValue,
    /// The moves that led to the position on the board, in notation.
    pub moves: Vec<String>,
    /// The caption under a static diagram.
    pub caption: AttrValue,
}

/// The code, its kind and frame size chosen, made from the screen as it is when asked.
#[component]
pub fn EmbedCode(props: &EmbedCodeProps) -> Html {
    let kind = use_state_eq(|| Kind::Interactive);
    let size = use_state_eq(|| SIZES[0]);
    let code = use_state_eq(|| None::<Result<String, DiagramError>>);
    let lang = use_lang();
    let words = &SHARING[lang];
    let copied = use_state_eq(|| None::<bool>);
    let make = {
        let (code, copied) = (code.clone(), copied.clone());
        let (title, moves, caption) = (props.title.clone(), props.moves.clone(), props.caption.clone());
        move |kind: Kind, size: (u32, u32)| {
            code.set(Some(made(kind, size, &title, &moves, &caption, lang)));
            copied.set(None);
        }
    };
    let on_kind = |choice: Kind| {
        let (kind, size, make) = (kind.clone(), size.clone(), make.clone());
        Callback::from(move |_: Event| {
            kind.set(choice);
            make(choice, *size);
        })
    };
    let on_size = {
        let (kind, size, make) = (kind.clone(), size.clone(), make.clone());
        Callback::from(move |e: Event| {
            let index: usize = e.target_unchecked_into::<HtmlInputElement>().value().parse().unwrap_or(0);
            let chosen = SIZES[index.min(SIZES.len() - 1)];
            size.set(chosen);
            make(*kind, chosen);
        })
    };
    let on_make = {
        let (kind, size, make) = (kind.clone(), size.clone(), make.clone());
        Callback::from(move |_: MouseEvent| make(*kind, *size))
    };
    let on_copy = {
        let (code, copied) = (code.clone(), copied.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(Ok(text)) = (*code).clone() {
                let copied = copied.clone();
                browser::copy(&text, Callback::from(move |ok| copied.set(Some(ok))));
            }
        })
    };
    html! {
        <details class="embed-code">
            <summary data-action="embed">{ words.get_embed_code }</summary>
            <fieldset>
                <legend>{ words.frame_shows }</legend>
                <label><input type="radio" name="embed-kind" value="interactive" checked={*kind == Kind::Interactive}
                    onchange={on_kind(Kind::Interactive)} />{ words.playable_frame }</label>
                <label><input type="radio" name="embed-kind" value="diagram" checked={*kind == Kind::Diagram}
                    onchange={on_kind(Kind::Diagram)} />{ words.diagram_frame }</label>
            </fieldset>
            <fieldset>
                <legend>{ words.frame_size }</legend>
                { for SIZES.iter().enumerate().map(|(i, &(w, h))| html! {
                    <label><input type="radio" name="embed-size" value={i.to_string()} checked={*size == (w, h)}
                        onchange={on_size.clone()} />{ format!(" {w}×{h}") }</label>
                }) }
            </fieldset>
            <button data-action="embed-make" onclick={on_make}>{ words.make_code }</button>
            { code_shown((*code).clone(), *copied, on_copy, lang) }
        </details>
    }
}

/// The frame's code for the position on screen: the live board (this page's address), or
/// the diagram with its moves carried whole in the frame.
fn made(
    kind: Kind,
    size: (u32, u32),
    title: &str,
    moves: &[String],
    caption: &str,
    lang: Lang,
) -> Result<String, DiagramError> {
    let address = browser::address();
    match kind {
        Kind::Interactive => Ok(frame(&format!("src=\"{}\"", escape(&embedded_address(&address))), size, title)),
        Kind::Diagram => diagram::svg(caption).map(|svg| {
            let page = diagram_page(&svg, moves, &address, SHARING[lang].play_on);
            frame(&format!("srcdoc=\"{}\"", escape(&page)), size, title)
        }),
    }
}

/// The code made, to copy (and whether the last copy was allowed), or why it could not be made.
fn code_shown(
    code: Option<Result<String, DiagramError>>,
    copied: Option<bool>,
    on_copy: Callback<MouseEvent>,
    lang: Lang,
) -> Html {
    let words = &SHARING[lang];
    match code {
        None => html! {},
        Some(Err(problem)) => html! { <p class="notice" role="alert">{ problem.text(lang) }</p> },
        Some(Ok(text)) => html! {
            <>
                <textarea readonly=true rows="5" value={text} aria-label={words.embed_code} data-testid="embed-code" />
                <button onclick={on_copy}>{ words.copy }</button>
                { match copied {
                    Some(true) => html! { <span role="status">{ words.copied }</span> },
                    Some(false) => html! { <span role="status">{ words.copy_refused }</span> },
                    None => html! {},
                } }
            </>
        },
    }
}
