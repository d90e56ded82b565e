//! Diagrams for articles: the board on screen saved as a standalone SVG file or a PNG
//! picture, with its coordinates and an optional caption. The newsletter printed ASCII
//! diagrams; a blog wants a picture.
//!
//! Every board is SVG styled by the page's stylesheet, so any game's board is exported the
//! same way: a copy of its `<svg>` with the computed style of each element written into it,
//! which then needs nothing but itself. Written small (issue 51: a 9×9 Hex diagram's embed
//! code was 116 KB, each element repeating 400 characters of computed style): an element
//! is given only what it would not inherit from its parent in the copy, and the few
//! different sets of declarations are written once, as classes in one `<style>` block
//! ([`Styles`]). A board drawn zoomed in (TwixT's zoomed view)
//! names its whole drawing in `data-whole-view`: a diagram is always of the whole board,
//! without what is drawn for the screen only (`data-screen-only`: the zoomed view's own
//! coordinates).

use std::fmt;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Blob, Document, Element, HtmlCanvasElement, HtmlImageElement, Url, XmlSerializer};
use yew::prelude::*;

use super::browser;
use super::language::use_lang;
use crate::i18n::Lang;
use crate::i18n::sharing::SHARING;

const SVG_NS: &str = "http://www.w3.org/2000/svg";
/// The board of the screen on show.
const BOARD: &str = "main.screen .board-wrap > svg";
/// What the stylesheet sets on boards; each is copied onto the diagram's elements.
const STYLE_PROPERTIES: [&str; 13] = [
    "fill",
    "fill-opacity",
    "stroke",
    "stroke-width",
    "stroke-linecap",
    "stroke-linejoin",
    "opacity",
    "font-family",
    "font-size",
    "font-weight",
    "text-anchor",
    "dominant-baseline",
    "paint-order",
];
/// Whether SVG renderers inherit each of [`STYLE_PROPERTIES`]: an element need not repeat
/// its parent's value of one they all inherit, nor the initial value of one none inherits.
/// `dominant-baseline` is inherited in SVG 2 but not in SVG 1.1.
const INHERITED: [Inherited; 13] = {
    use Inherited::{Always, Never, Some};
    [Always, Always, Always, Always, Always, Always, Never, Always, Always, Always, Always, Some, Always]
};
/// The initial values of [`STYLE_PROPERTIES`], as Chromium computes them, where one is
/// not inherited by every renderer.
const INITIAL: [&str; 13] = ["", "", "", "", "", "", "1", "", "", "", "", "auto", ""];

#[derive(Clone, Copy)]
enum Inherited {
    Always,
    Never,
    /// By some renderers: its value is left unsaid only where it is the initial one and
    /// its parent's too.
    Some,
}

/// Attributes that matter only to a live page.
const LIVE_ATTRIBUTES: [&str; 7] = ["tabindex", "role", "aria-label", "aria-hidden", "class", "style", WHOLE_VIEW];
/// The diagram's own classes, `fg0`, `fg1`…: a prefix unlikely in a page the SVG is put in.
const CLASS_PREFIX: &str = "fg";
/// The `viewBox` of the whole board, on a board drawn zoomed in.
pub const WHOLE_VIEW: &str = "data-whole-view";
/// Marks what a diagram leaves out, with everything inside it.
const SCREEN_ONLY: &str = "data-screen-only";
/// The paper the diagram is printed on, and its ink.
const PAPER: &str = "#f5efe3";
const INK: &str = "#2b2622";
/// How wide a PNG is drawn, whatever the units of its board's drawing: a printed column
/// or a blog's full width.
const PNG_WIDTH: f64 = 1600.0;
/// How wide the SVG says it is, for a program that shows it at its own size.
const SVG_WIDTH: f64 = 800.0;
/// The caption's type, in units of the board's width.
const CAPTION_SIZE: f64 = 1.0 / 28.0;
/// Room between caption lines, in units of the caption's type.
const LEADING: f64 = 1.3;
/// The caption's typeface.
const CAPTION_FONT: &str = "Georgia,'Noto Serif CJK JP','Noto Serif',serif";

/// Why a diagram could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DiagramError {
    /// The screen shows no board (it never should, where the button is).
    NoBoard,
    /// The browser refused a step; its own words.
    Browser(String),
}

impl DiagramError {
    /// The error in `lang`; the browser's reason stays in its own words.
    pub fn text(&self, lang: Lang) -> String {
        let words = &SHARING[lang];
        match self {
            DiagramError::NoBoard => words.no_board.to_owned(),
            DiagramError::Browser(reason) => (words.diagram_failed)(reason),
        }
    }
}

/// In English.
impl fmt::Display for DiagramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

impl From<JsValue> for DiagramError {
    fn from(value: JsValue) -> Self {
        DiagramError::Browser(
            value.as_string().or_else(|| js_sys::JSON::stringify(&value).ok().map(String::from)).unwrap_or_default(),
        )
    }
}

fn document() -> Result<Document, DiagramError> {
    web_sys::window().and_then(|w| w.document()).ok_or(DiagramError::Browser("no document".to_owned()))
}

/// The standalone SVG text of the board on screen, `caption` written under it.
fn standalone_svg(caption: &str) -> Result<(String, f64, f64), DiagramError> {
    let document = document()?;
    let window = web_sys::window().ok_or(DiagramError::NoBoard)?;
    let board = document.query_selector(BOARD)?.ok_or(DiagramError::NoBoard)?;
    let copy: Element = board.clone_node_with_deep(true)?.unchecked_into();
    let mut styles = Styles::default();
    let mut hidden = Vec::new();
    restyle(&window, &board, &copy, None, &mut styles, &mut hidden)?;
    for element in hidden {
        element.remove();
    }
    // With its `style`: the board's place on the page, which the screen's layout reads (`zoom::Watch`).
    for attribute in LIVE_ATTRIBUTES {
        copy.remove_attribute(attribute)?;
    }

    let view_box = board.get_attribute(WHOLE_VIEW).or_else(|| board.get_attribute("viewBox")).unwrap_or_default();
    let mut numbers = view_box.split_whitespace().filter_map(|n| n.parse::<f64>().ok());
    let (Some(x), Some(y), Some(width), Some(board_height)) =
        (numbers.next(), numbers.next(), numbers.next(), numbers.next())
    else {
        return Err(DiagramError::NoBoard);
    };
    let size = width * CAPTION_SIZE;
    let lines = wrap(caption, width * 0.94, &measurer(size)?);
    let count = lines.len() as f64;
    let height = if lines.is_empty() { board_height } else { board_height + size * (LEADING * count + 0.6) };
    copy.set_attribute("xmlns", SVG_NS)?;
    copy.set_attribute("viewBox", &format!("{x} {y} {width} {height}"))?;
    copy.set_attribute("width", &format!("{}", SVG_WIDTH.round()))?;
    copy.set_attribute("height", &format!("{}", (height * SVG_WIDTH / width).round()))?;

    let paper = document.create_element_ns(Some(SVG_NS), "rect")?;
    for (name, value) in [("x", x), ("y", y), ("width", width), ("height", height)] {
        paper.set_attribute(name, &value.to_string())?;
    }
    paper.set_attribute("fill", PAPER)?;
    copy.prepend_with_node_1(&paper)?;
    if !styles.is_empty() {
        let sheet = document.create_element_ns(Some(SVG_NS), "style")?;
        sheet.set_text_content(Some(&styles.sheet()));
        copy.prepend_with_node_1(&sheet)?;
    }
    if !lines.is_empty() {
        let text = document.create_element_ns(Some(SVG_NS), "text")?;
        text.set_attribute(
            "style",
            &format!("font-family:{CAPTION_FONT};font-size:{size}px;text-anchor:middle;fill:{INK}"),
        )?;
        for (k, line) in lines.iter().enumerate() {
            let span = document.create_element_ns(Some(SVG_NS), "tspan")?;
            span.set_attribute("x", &(x + width / 2.0).to_string())?;
            span.set_attribute("y", &(y + board_height + size * LEADING * (k as f64 + 1.0)).to_string())?;
            span.set_text_content(Some(line));
            text.append_child(&span)?;
        }
        copy.append_child(&text)?;
    }
    let xml = XmlSerializer::new()?.serialize_to_string(&copy)?;
    let scale = PNG_WIDTH / width;
    Ok((format!("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n{xml}\n"), width * scale, height * scale))
}

/// Gives each element under `original` (whose copy is `copy`, and whose computed values of
/// [`STYLE_PROPERTIES`] are `parent`, `None` for the board itself) the class of what it
/// does not inherit, and lists in `hidden` the copies of what a diagram leaves out. The two
/// trees have their elements in the same order.
fn restyle(
    window: &web_sys::Window,
    original: &Element,
    copy: &Element,
    parent: Option<&[String]>,
    styles: &mut Styles,
    hidden: &mut Vec<Element>,
) -> Result<(), DiagramError> {
    let (mut original, mut copy) = (original.first_element_child(), copy.first_element_child());
    while let (Some(from), Some(element)) = (original, copy) {
        let style = window.get_computed_style(&from)?;
        let shown = match &style {
            Some(style) => style.get_property_value("display")? != "none",
            None => true,
        };
        if shown && !from.has_attribute(SCREEN_ONLY) {
            let values: Option<Vec<String>> = style.map(|style| {
                STYLE_PROPERTIES.iter().map(|&p| style.get_property_value(p).unwrap_or_default()).collect()
            });
            for attribute in LIVE_ATTRIBUTES {
                element.remove_attribute(attribute)?;
            }
            if let Some(values) = &values {
                let written = declarations(values, parent, |p| element.has_attribute(p));
                if let Some(class) = styles.class(written) {
                    element.set_attribute("class", &class)?;
                }
            }
            restyle(window, &from, &element, values.as_deref(), styles, hidden)?;
        } else {
            hidden.push(element.clone());
        }
        (original, copy) = (from.next_element_sibling(), element.next_element_sibling());
    }
    Ok(())
}

/// The declarations an element needs, given its computed `values` of [`STYLE_PROPERTIES`]
/// and its parent's (`None`: its parent's are not known, so all are written): each value it
/// would not get without one. A property the element sets as a presentation attribute
/// (`has_attribute`) is always written, since the attribute would win over inheritance.
fn declarations(values: &[String], parent: Option<&[String]>, has_attribute: impl Fn(&str) -> bool) -> String {
    let mut written = String::new();
    for (k, (&property, value)) in STYLE_PROPERTIES.iter().zip(values).enumerate() {
        let from_parent = parent.map(|parent| parent[k].as_str());
        let needless = match INHERITED[k] {
            Inherited::Always => from_parent == Some(value.as_str()),
            Inherited::Never => value == INITIAL[k],
            Inherited::Some => value == INITIAL[k] && from_parent.is_none_or(|parent| parent == INITIAL[k]),
        };
        if value.is_empty() || (needless && !has_attribute(property)) {
            continue;
        }
        written.push_str(&format!("{property}:{value};"));
    }
    written.pop();
    written
}

/// The different sets of declarations of a diagram, each written once as a class.
#[derive(Default)]
struct Styles {
    rules: Vec<String>,
}

impl Styles {
    /// The class of `declarations`, `None` for none.
    fn class(&mut self, declarations: String) -> Option<String> {
        if declarations.is_empty() {
            return None;
        }
        let k = self.rules.iter().position(|rule| *rule == declarations).unwrap_or_else(|| {
            self.rules.push(declarations);
            self.rules.len() - 1
        });
        Some(format!("{CLASS_PREFIX}{k}"))
    }

    fn is_empty(&self) -> bool {
        self.rules.is_empty()
    }

    /// The style sheet: a rule a class.
    fn sheet(&self) -> String {
        self.rules.iter().enumerate().map(|(k, rule)| format!(".{CLASS_PREFIX}{k}{{{rule}}}")).collect()
    }
}

/// How wide a text is drawn in the caption's type at `size`, as the browser measures it.
fn measurer(size: f64) -> Result<impl Fn(&str) -> f64, DiagramError> {
    let canvas: HtmlCanvasElement = document()?.create_element("canvas")?.unchecked_into();
    let context: web_sys::CanvasRenderingContext2d =
        canvas.get_context("2d")?.ok_or(DiagramError::Browser("no canvas".to_owned()))?.unchecked_into();
    // Measured at a size canvases draw well, then scaled to the board's units.
    const MEASURED: f64 = 100.0;
    context.set_font(&format!("{MEASURED}px {CAPTION_FONT}"));
    Ok(move |text: &str| context.measure_text(text).map_or(0.0, |m| m.width()) * size / MEASURED)
}

/// `text` cut into lines no wider than `width` as `measure` draws them: between words, or
/// between any two characters of a script written without spaces (Japanese); a word wider
/// than the line is cut where it must be. Nothing of the text is lost.
pub fn wrap(text: &str, width: f64, measure: &impl Fn(&str) -> f64) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for piece in pieces(text.trim()) {
        let tried = format!("{line}{piece}");
        if line.is_empty() || measure(tried.trim_end()) <= width {
            line = tried;
        } else {
            lines.push(line.trim_end().to_owned());
            line = piece.trim_start().to_owned();
        }
        // A piece wider than a line alone is cut by characters.
        while measure(line.trim_end()) > width && line.chars().count() > 1 {
            let fits = (1..line.chars().count())
                .rev()
                .map(|n| line.chars().take(n).collect::<String>())
                .find(|head| measure(head) <= width)
                .unwrap_or_else(|| line.chars().take(1).collect());
            line = line[fits.len()..].to_owned();
            lines.push(fits);
        }
    }
    if !line.trim().is_empty() {
        lines.push(line.trim_end().to_owned());
    }
    lines
}

/// Where a line may break: after each space-ended word, and around each character of a
/// script written without spaces.
fn pieces(text: &str) -> Vec<&str> {
    let unspaced = |c: char| matches!(c as u32, 0x3000..=0x9FFF | 0xF900..=0xFAFF | 0xFF00..=0xFFEF);
    let mut pieces = Vec::new();
    let mut start = 0;
    for (i, c) in text.char_indices() {
        let end = i + c.len_utf8();
        if unspaced(c) {
            if start < i {
                pieces.push(&text[start..i]);
            }
            pieces.push(&text[i..end]);
            start = end;
        } else if c == ' ' {
            pieces.push(&text[start..end]);
            start = end;
        }
    }
    if start < text.len() {
        pieces.push(&text[start..]);
    }
    pieces
}

fn svg_blob(svg: &str) -> Result<Blob, DiagramError> {
    Ok(browser::text_blob(svg, "image/svg+xml")?)
}

fn download(blob: &Blob, name: &str) -> Result<(), DiagramError> {
    Ok(browser::offer_file(blob, name)?)
}

/// The board on screen as the text of a standalone SVG file, `caption` under it.
pub fn svg(caption: &str) -> Result<String, DiagramError> {
    standalone_svg(caption).map(|(svg, ..)| svg)
}

/// Saves the board on screen as `<stem>.svg`.
pub fn save_svg(stem: &str, caption: &str) -> Result<(), DiagramError> {
    download(&svg_blob(&svg(caption)?)?, &format!("{stem}.svg"))
}

/// Saves the board on screen as `<stem>.png`: the SVG drawn on a canvas. The picture is
/// made once the browser has read the SVG; a failure then is reported to `on_error`.
pub fn save_png(stem: &str, caption: &str, on_error: Callback<DiagramError>) -> Result<(), DiagramError> {
    let (svg, width, height) = standalone_svg(caption)?;
    let url = Url::create_object_url_with_blob(&svg_blob(&svg)?)?;
    let image = HtmlImageElement::new()?;
    let name = format!("{stem}.png");
    let drawn = {
        let (image, url, on_error) = (image.clone(), url.clone(), on_error.clone());
        Closure::once_into_js(move || {
            let result = (|| -> Result<(), DiagramError> {
                Url::revoke_object_url(&url)?;
                let canvas: HtmlCanvasElement = document()?.create_element("canvas")?.unchecked_into();
                canvas.set_width(width.round() as u32);
                canvas.set_height(height.round() as u32);
                let context: web_sys::CanvasRenderingContext2d =
                    canvas.get_context("2d")?.ok_or(DiagramError::Browser("no canvas".to_owned()))?.unchecked_into();
                context.draw_image_with_html_image_element_and_dw_and_dh(&image, 0.0, 0.0, width, height)?;
                let on_error = on_error.clone();
                let saved = Closure::once_into_js(move |blob: Option<Blob>| {
                    let result = blob.ok_or(DiagramError::Browser("the canvas gave no picture".to_owned()));
                    if let Err(e) = result.and_then(|blob| download(&blob, &name)) {
                        on_error.emit(e);
                    }
                });
                canvas.to_blob(saved.unchecked_ref())?;
                Ok(())
            })();
            if let Err(e) = result {
                on_error.emit(e);
            }
        })
    };
    let failed =
        Closure::once_into_js(move || on_error.emit(DiagramError::Browser("it could not read the board".to_owned())));
    image.set_onload(Some(drawn.unchecked_ref()));
    image.set_onerror(Some(failed.unchecked_ref()));
    image.set_src(&url);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{STYLE_PROPERTIES, Styles, declarations, wrap};

    /// Every character a unit wide.
    fn width(text: &str) -> f64 {
        text.chars().count() as f64
    }

    fn values(fill: &str, opacity: &str, font: &str) -> Vec<String> {
        let mut values: Vec<String> = STYLE_PROPERTIES.iter().map(|_| "x".to_owned()).collect();
        values[0] = fill.to_owned();
        values[6] = opacity.to_owned();
        values[7] = font.to_owned();
        values[11] = "auto".to_owned();
        values
    }

    #[test]
    fn an_element_is_given_only_what_it_does_not_inherit_and_each_set_once() {
        let board = values("rgb(0, 0, 0)", "1", "serif");
        let none = |_: &str| false;
        let all = declarations(&board, None, none);
        assert!(all.starts_with("fill:rgb(0, 0, 0);fill-opacity:x;") && all.ends_with("paint-order:x"), "{all}");
        assert_eq!(all.matches(';').count(), 10, "a child of the board has every inherited value: {all}");
        assert!(!all.contains(";opacity") && !all.contains("dominant"), "but no initial one of the others");
        let cell = values("rgb(36, 33, 31)", "1", "serif");
        assert_eq!(declarations(&cell, Some(&board), none), "fill:rgb(36, 33, 31)");
        assert_eq!(declarations(&board, Some(&board), none), "", "nothing to say: no class");
        assert_eq!(declarations(&values("rgb(0, 0, 0)", "0.5", "serif"), Some(&board), none), "opacity:0.5");
        assert_eq!(
            declarations(&values("rgb(0, 0, 0)", "1", "serif"), Some(&values("rgb(0, 0, 0)", "0.5", "serif")), none),
            "",
            "opacity is never inherited: the initial value needs no word"
        );
        let mut central = values("rgb(0, 0, 0)", "1", "serif");
        central[11] = "central".to_owned();
        assert_eq!(declarations(&board, Some(&central), none), "dominant-baseline:auto", "SVG 2 would inherit it");
        assert_eq!(declarations(&board, Some(&board), |p| p == "fill"), "fill:rgb(0, 0, 0)", "over its attribute");
        let mut styles = Styles::default();
        assert_eq!(styles.class(String::new()), None);
        assert_eq!(styles.class("fill:red".to_owned()).as_deref(), Some("fg0"));
        assert_eq!(styles.class("fill:blue".to_owned()).as_deref(), Some("fg1"));
        assert_eq!(styles.class("fill:red".to_owned()).as_deref(), Some("fg0"));
        assert_eq!(styles.sheet(), ".fg0{fill:red}.fg1{fill:blue}");
    }

    #[test]
    fn a_caption_is_wrapped_whole_between_words() {
        let caption = "Hex 11×11, after 21 moves. Black wins: the two black edges are joined.";
        let lines = wrap(caption, 24.0, &width);
        assert!(lines.iter().all(|line| width(line) <= 24.0), "{lines:?}");
        assert_eq!(lines.join(" "), caption);
        assert_eq!(lines[0], "Hex 11×11, after 21");
    }

    #[test]
    fn japanese_is_wrapped_between_characters_and_a_long_word_is_cut() {
        let caption = "ヘックス 11×11、21手目。黒の勝ち：黒の二辺がつながりました。";
        let lines = wrap(caption, 10.0, &width);
        assert!(lines.iter().all(|line| width(line) <= 10.0), "{lines:?}");
        assert_eq!(lines.concat().replace(' ', ""), caption.replace(' ', ""));
        assert_eq!(wrap("abcdefghij", 4.0, &width), ["abcd", "efgh", "ij"]);
        assert!(wrap("", 4.0, &width).is_empty());
    }
}

#[derive(Properties, PartialEq)]
pub struct DiagramProps {
    /// The file name without its extension, e.g. `hex-11x11-move-12`.
    pub stem: AttrValue,
    /// The caption offered, which the player may change or clear.
    pub caption: AttrValue,
}

/// "Save diagram": a caption to edit, and SVG or PNG.
#[component]
pub fn DiagramExport(props: &DiagramProps) -> Html {
    let caption = use_state_eq(|| None::<String>);
    let problem = use_state_eq(|| None::<DiagramError>);
    let lang = use_lang();
    let words = &SHARING[lang];
    let text = (*caption).clone().unwrap_or_else(|| props.caption.to_string());
    let on_caption = {
        let caption = caption.clone();
        Callback::from(move |e: InputEvent| {
            caption.set(Some(e.target_unchecked_into::<web_sys::HtmlInputElement>().value()))
        })
    };
    let report = {
        let problem = problem.clone();
        Callback::from(move |e: DiagramError| problem.set(Some(e)))
    };
    let on_svg = {
        let (stem, text, report) = (props.stem.clone(), text.clone(), report.clone());
        Callback::from(move |_: MouseEvent| {
            if let Err(e) = save_svg(&stem, &text) {
                report.emit(e);
            }
        })
    };
    let on_png = {
        let (stem, text) = (props.stem.clone(), text.clone());
        Callback::from(move |_: MouseEvent| {
            if let Err(e) = save_png(&stem, &text, report.clone()) {
                report.emit(e);
            }
        })
    };
    html! {
        <details class="diagram">
            <summary data-action="export">{ words.save_a_diagram }</summary>
            <label>{ words.caption }
                <input type="text" value={text} oninput={on_caption} aria-label={words.caption_label} />
            </label>
            <div class="diagram-formats">
                <button onclick={on_svg} data-format="svg">{ "SVG" }</button>
                <button onclick={on_png} data-format="png">{ "PNG" }</button>
            </div>
            if let Some(problem) = &*problem {
                <p class="notice" role="alert">{ problem.text(lang) }</p>
            }
        </details>
    }
}
