//! The TwixT board in SVG: one unit between holes, border lines, coordinates, pegs,
//! bridges, and the bridges the new peg could make drawn dashed for one tap each. The view,
//! whole or zoomed, is the one every board shares ([`crate::ui::zoom`]); a peg is placed by
//! a first tap and the turn ended by a second, which is what a cramped board needs.

use yew::prelude::*;

use crate::games::Colour;
use crate::games::twixt::{Board, BoardSize, Bridge, Hole, Removal, column_name};
use crate::i18n::Lang;
use crate::i18n::game_screen::GAME_SCREEN;
use crate::i18n::twixt::{Input, TWIXT};
use crate::ui::browser;
use crate::ui::language::use_lang;
use crate::ui::zoom::{Rect, Scale, Zoom, use_shown};

/// The drawing's id, which the zoomed view's overview shows in small.
const DRAWING: &str = "twixt-drawing";

/// Where hole `hole` is drawn: hole (c, r) at (c + 1, r + 1), the coordinates around.
pub fn centre(hole: Hole) -> (f32, f32) {
    (f32::from(hole.col()) + 1.0, f32::from(hole.row()) + 1.0)
}

/// The board's drawing as the zoom sees it: n + 1 units a side, holes one apart.
pub fn scale(size: BoardSize) -> Scale {
    let side = f32::from(size.get()) + 1.0;
    Scale { whole: Rect { x: 0.0, y: 0.0, w: side, h: side }, pitch: 1.0 }
}

/// How far in from the drawing's top and left edges the board's own coordinates lie.
const BOARD_LABELS: f32 = 0.2;

/// The first and last columns (or rows) whose holes `from`..`from + length` shows whole
/// enough to tap: a hole's centre at least its peg's radius inside.
fn in_view(from: f32, length: f32, size: BoardSize) -> std::ops::RangeInclusive<u8> {
    let first = (from - 0.7).ceil().max(0.0) as u8;
    let last = ((from + length - 1.3).floor().max(0.0) as u8).min(size.last());
    first..=last
}

/// The window's own coordinates, where the board's are out of view: each label's text and
/// its place, in the gap between the first two rows or columns of holes in view (or before
/// the first, where the window shows that gap), so that no label covers a hole. A window at
/// the board's top (or left) edge shows the board's own letters (or numbers): none twice.
fn window_labels(window: Rect, size: BoardSize) -> Vec<(String, f32, f32)> {
    let (cols, rows) = (in_view(window.x, window.w, size), in_view(window.y, window.h, size));
    // The board's letters are drawn at y = 0.35 and its numbers at x = 0.3 (see `coords`).
    let (letters_seen, numbers_seen) = (window.y < BOARD_LABELS, window.x < BOARD_LABELS);
    // Holes are drawn at whole units: the gaps between them at halves.
    let gap = |from: f32, first: u8| {
        let before = f32::from(first) + 0.5;
        if before - 0.15 >= from { before } else { before + 1.0 }
    };
    let (y, x) = (gap(window.y, *rows.start()), gap(window.x, *cols.start()));
    let columns = cols.filter(|_| !letters_seen).map(|c| (column_name(c), f32::from(c) + 1.0, y));
    let numbers = rows.filter(|_| !numbers_seen).map(|r| ((u32::from(r) + 1).to_string(), x, f32::from(r) + 1.0));
    columns.chain(numbers).collect()
}

/// The window's first and last holes' names, to say where the view is: "H8–P16".
fn corners(window: Rect, size: BoardSize) -> String {
    let (cols, rows) = (in_view(window.x, window.w, size), in_view(window.y, window.h, size));
    let name = |col: u8, row: u8| format!("{}{}", column_name(col), u32::from(row) + 1);
    format!("{}–{}", name(*cols.start(), *rows.start()), name(*cols.end(), *rows.end()))
}

/// The view's controls for a board of `size` ([`Zoom::bar`]), which the screen shows
/// beside the computer's line.
pub fn view_bar(zoom: &Zoom, size: BoardSize, lang: Lang) -> Html {
    zoom.bar(lang, DRAWING, |window| corners(window, size))
}

#[derive(Properties, PartialEq)]
pub struct TwixtBoardProps {
    pub board: Board,
    /// The peg of the turn being built, and its chosen bridges.
    pub peg: Option<Hole>,
    pub removals: Vec<Removal>,
    pub proposals: Vec<Bridge>,
    pub chain: Vec<Hole>,
    /// The peg of the last turn played, marked so the computer's reply is seen.
    pub last: Option<Hole>,
    /// The hole of the peg a hint suggests, ringed.
    pub hint: Option<Hole>,
    /// Drawn over the holes: the analysis' numbers.
    #[prop_or_default]
    pub overlay: Html,
    /// A hole or a bridge tapped (or clicked), or chosen with Enter or Space: how, with it.
    pub on_hole: Callback<(Hole, Input)>,
    pub on_bridge: Callback<(Bridge, Input)>,
    /// The view: whole, or zoomed where the holes are too small to tap.
    pub zoom: Zoom,
}

fn stone_name(peg: Option<Colour>) -> &'static str {
    peg.map_or("", Colour::name)
}

/// The hole an arrow key moves the focus to from `hole`, over a corner (which is no hole);
/// none at the board's edge or for another key.
fn step(hole: Hole, key: &str, size: BoardSize) -> Option<Hole> {
    let (dc, dr): (i16, i16) = match key {
        "ArrowLeft" => (-1, 0),
        "ArrowRight" => (1, 0),
        "ArrowUp" => (0, -1),
        "ArrowDown" => (0, 1),
        _ => return None,
    };
    (1..=2).find_map(|k| {
        let col = u8::try_from(i16::from(hole.col()) + k * dc).ok()?;
        let row = u8::try_from(i16::from(hole.row()) + k * dr).ok()?;
        Hole::new(col, row, size)
    })
}

/// The board's keyboard: one Tab stop, the hole `stop`, from which the arrow keys move the
/// focus among the holes (the view following it when zoomed); Enter or Space on a hole or
/// a bridge acts like a tap.
fn on_key(props: &TwixtBoardProps, stop: UseStateHandle<Option<Hole>>) -> Callback<KeyboardEvent> {
    let (on_hole, on_bridge, zoom, size) =
        (props.on_hole.clone(), props.on_bridge.clone(), props.zoom.clone(), props.board.size());
    Callback::from(move |e: KeyboardEvent| {
        let Some(target) = e.target_dyn_into::<web_sys::Element>() else { return };
        let acts = e.key() == "Enter" || e.key() == " ";
        if let Some(hole) = target.get_attribute("data-cell").and_then(|name| Hole::parse(&name, size).ok()) {
            if acts {
                e.prevent_default();
                on_hole.emit((hole, Input::Keys));
            } else if let Some(next) = step(hole, &e.key(), size) {
                e.prevent_default();
                stop.set(Some(next));
                zoom.show(centre(next));
                browser::focus(&format!("[data-cell=\"{next}\"]"));
            }
        } else if let Some(bridge) = target.get_attribute("data-link").and_then(|name| Bridge::parse(&name, size).ok())
            && acts
        {
            e.prevent_default();
            on_bridge.emit((bridge, Input::Keys));
        }
    })
}

/// A tap or click anywhere on the board, read from the hole or bridge under it (one handler
/// for the whole drawing, rather than one per hole): the hole's or bridge's, unless it ends
/// a drag of the zoomed view.
fn on_tap(props: &TwixtBoardProps) -> Callback<MouseEvent> {
    let (on_hole, on_bridge, zoom, size) =
        (props.on_hole.clone(), props.on_bridge.clone(), props.zoom.clone(), props.board.size());
    Callback::from(move |e: MouseEvent| {
        let Some(target) = e.target_dyn_into::<web_sys::Element>() else { return };
        let named =
            |attribute: &str| target.closest(&format!("[{attribute}]")).ok().flatten()?.get_attribute(attribute);
        if zoom.take_tap() {
            return;
        }
        if let Some(hole) = named("data-cell").and_then(|name| Hole::parse(&name, size).ok()) {
            on_hole.emit((hole, Input::Taps));
        } else if let Some(bridge) = named("data-link").and_then(|name| Bridge::parse(&name, size).ok()) {
            on_bridge.emit((bridge, Input::Taps));
        }
    })
}

/// How a hole is marked, besides its peg.
#[derive(Clone, Copy, PartialEq, Default)]
struct Look {
    /// The peg of the turn being built, the last turn's, the hint's.
    new: bool,
    last: bool,
    hint: bool,
    in_chain: bool,
    /// Its peg is being removed.
    removed: bool,
    /// It holds the board's Tab stop.
    stop: bool,
}

#[derive(Properties, PartialEq)]
struct HoleMarkProps {
    hole: Hole,
    size: BoardSize,
    peg: Option<Colour>,
    look: Look,
    /// The board's language, given rather than looked up by each of the hundreds of holes.
    lang: Lang,
}

/// One hole and its peg: a component of its own, so that a tap redraws the holes it
/// changed and not the whole board's. Its circles are drawn about the origin and the hole
/// moved into place: one attribute where each circle's centre took two.
#[component]
fn HoleMark(props: &HoleMarkProps) -> Html {
    let (h, look, peg, lang) = (props.hole, props.look, props.peg, props.lang);
    let (x, y) = centre(h);
    let label = (GAME_SCREEN[lang].point)(&h.to_string(), peg);
    let class = classes!(
        "hole",
        h.border_of(props.size).map(|c| format!("border-{}", c.name())),
        look.new.then_some("new"),
        look.last.then_some("last"),
        look.hint.then_some("hint"),
        look.in_chain.then_some("in-chain"),
        look.removed.then_some("removed"),
    );
    html! {
        <g {class} transform={format!("translate({x} {y})")} data-cell={h.to_string()} data-stone={stone_name(peg)}
            role="button" tabindex={if look.stop { "0" } else { "-1" }} aria-label={label}>
            <circle class="hit" r="0.42" />
            if let Some(colour) = peg {
                <circle class={classes!("peg", colour.name())} r="0.3" />
            } else {
                <circle class="dot" r="0.1" />
            }
        </g>
    }
}

/// The hole that holds the board's Tab stop: where the focus last was, else the new peg,
/// the last one played, or the middle of the board.
fn tab_stop(focused: Option<Hole>, props: &TwixtBoardProps) -> Option<Hole> {
    let size = props.board.size();
    let middle = Hole::new(size.get() / 2, size.get() / 2, size);
    focused.or(props.peg).or(props.last).or(middle)
}

/// The border rows, each tinted its owner's colour (whose is which, at a glance, as Hex's
/// edges say), and the border lines halfway between them and the playing area, each in its
/// owner's colour (White's on a dark casing, so that it shows on the board).
fn borders(size: BoardSize) -> Html {
    let line = |x1: f32, y1: f32, x2: f32, y2: f32, colour: Colour| {
        let (x1, y1, x2, y2) = (x1.to_string(), y1.to_string(), x2.to_string(), y2.to_string());
        html! {
            <>
                if colour == Colour::White {
                    <line class="border-line casing" x1={x1.clone()} y1={y1.clone()} x2={x2.clone()} y2={y2.clone()} />
                }
                <line class={classes!("border-line", colour.name())} {x1} {y1} {x2} {y2} />
            </>
        }
    };
    let band = |x: f32, y: f32, w: f32, h: f32, colour: Colour| {
        html! {
            <rect class={classes!("border-band", colour.name())} x={x.to_string()} y={y.to_string()}
                width={w.to_string()} height={h.to_string()} />
        }
    };
    // Hole (c, r) is drawn at (c + 1, r + 1): the lines run at 1.5 and n − 0.5.
    let (near, far) = (1.5, f32::from(size.last()) + 0.5);
    let length = far - near;
    html! {
        <>
            { band(near, near - 1.0, length, 1.0, Colour::White) }
            { band(near, far, length, 1.0, Colour::White) }
            { band(near - 1.0, near, 1.0, length, Colour::Black) }
            { band(far, near, 1.0, length, Colour::Black) }
            { line(near, near, far, near, Colour::White) }
            { line(near, far, far, far, Colour::White) }
            { line(near, near, near, far, Colour::Black) }
            { line(far, near, far, far, Colour::Black) }
        </>
    }
}

/// The board's own coordinates: the columns' letters along the top, the rows' numbers down
/// the left.
fn coordinates(size: BoardSize) -> Html {
    let labels = (0..size.get()).map(|i| {
        let at = f32::from(i) + 1.0;
        html! {
            <>
                <text class="coord" x={at.to_string()} y="0.35">{ column_name(i) }</text>
                <text class="coord" x="0.3" y={(at + 0.12).to_string()}>{ (i + 1).to_string() }</text>
            </>
        }
    });
    html! { <>{ for labels }</> }
}

/// The zoomed window's own coordinates (see [`window_labels`]); an empty group while the
/// whole board is shown. One child whether zoomed or not: Yew matches unkeyed children
/// from the end, so a child that came and went there would shift the whole drawing onto
/// other nodes and redraw it.
fn window_coordinates(zoom: &Zoom, size: BoardSize) -> Html {
    zoom.window().map_or_else(Html::default, |window| {
        html! {
            <g class="zoom-coords" data-screen-only="">
                { for window_labels(window, size).into_iter().map(|(text, x, y)| html! {
                    <text class="coord" x={x.to_string()} y={y.to_string()}>{ text }</text>
                }) }
            </g>
        }
    })
}

/// A bridge on the board, or proposed for the turn (`class` "proposal"): its owner's
/// colour, struck through when the turn removes it, a button for assistive technology.
fn bridge_line(props: &TwixtBoardProps, b: Bridge, class: Classes, lang: Lang) -> Html {
    let removed_peg = |h: Hole| props.removals.contains(&Removal::Peg(h));
    let owner = props.board.peg(b.from());
    // Only the turn's own bridges take a Tab stop: the board's are one stop with its holes.
    let tabindex = if class.contains("proposal") || props.peg.is_some_and(|peg| b.touches(peg)) { "0" } else { "-1" };
    let removed = props.removals.contains(&Removal::Bridge(b)) || removed_peg(b.from()) || removed_peg(b.to());
    let (x1, y1) = centre(b.from());
    let (x2, y2) = centre(b.to());
    let (x1, y1, x2, y2) = (x1.to_string(), y1.to_string(), x2.to_string(), y2.to_string());
    html! {
        <g class={classes!("bridge", class, owner.map(Colour::name), removed.then_some("removed"))}
            data-link={b.to_string()} role="button" {tabindex} aria-label={(TWIXT[lang].bridge)(&b.to_string())}>
            <line class="hit" x1={x1.clone()} y1={y1.clone()} x2={x2.clone()} y2={y2.clone()} />
            <line class="casing" x1={x1.clone()} y1={y1.clone()} x2={x2.clone()} y2={y2.clone()} />
            <line class="stroke" {x1} {y1} {x2} {y2} />
        </g>
    }
}

/// A hole focused by a tap or a click keeps the Tab stop.
fn on_focus_in(size: BoardSize, focused: UseStateHandle<Option<Hole>>) -> Callback<FocusEvent> {
    Callback::from(move |e: FocusEvent| {
        let hole = e.target_dyn_into::<web_sys::Element>().and_then(|t| t.get_attribute("data-cell"));
        if let Some(hole) = hole.and_then(|name| Hole::parse(&name, size).ok()) {
            focused.set(Some(hole));
        }
    })
}

#[component]
pub fn TwixtBoard(props: &TwixtBoardProps) -> Html {
    let lang = use_lang();
    let board = &props.board;
    let size = board.size();
    let zoom = &props.zoom;
    // A hint out of sight brings itself into view, and so does the last move (the
    // computer's, played where the zoomed view may not be looking).
    use_shown(zoom, props.hint.map(centre));
    use_shown(zoom, props.last.map(centre));
    let focused = use_state_eq(|| None::<Hole>);
    let stop = tab_stop(*focused, props);
    let bridges = board.bridges().map(|b| bridge_line(props, b, classes!(), lang));
    let proposals = props.proposals.iter().map(|&b| {
        let g = bridge_line(props, b, classes!("proposal"), lang);
        html! { <g data-proposal={b.to_string()}>{ g }</g> }
    });
    let holes = Hole::all(size).map(|h| {
        let look = Look {
            new: props.peg == Some(h),
            last: props.last == Some(h),
            hint: props.hint == Some(h),
            in_chain: props.chain.contains(&h),
            removed: props.removals.contains(&Removal::Peg(h)),
            stop: stop == Some(h),
        };
        html! { <HoleMark key={h.index(size)} hole={h} {size} peg={board.peg(h)} {look} {lang} /> }
    });
    let drag = zoom.drag_handlers();
    let words = &TWIXT[lang];
    html! {
        <svg class={classes!("twixt-board", zoom.window().is_some().then_some("zoomed"))} ref={zoom.svg()}
            viewBox={zoom.view_box()} data-whole-view={scale(size).whole.view_box()} role="group"
            aria-label={format!("{}: {}", words.board, words.each_joins)}
            onpointerdown={drag.down} onpointermove={drag.moving} onpointerup={drag.up.clone()} onpointercancel={drag.up}
            onclick={on_tap(props)} onkeydown={on_key(props, focused.clone())} onfocusin={on_focus_in(size, focused)}>
            { coordinates(size) }
            <g id={DRAWING}>
                { borders(size) }
                // Bridges under the holes: a tap near a hole is the hole's, between holes the bridge's.
                // Each list in a fragment of its own, so that a bridge added or taken away
                // leaves the nodes before it where they are (see `window_coordinates`).
                <>{ for bridges }</>
                <>{ for proposals }</>
                { for holes }
            </g>
            { props.overlay.clone() }
            { window_coordinates(zoom, size) }
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(n: u8) -> BoardSize {
        BoardSize::new(n.into()).unwrap()
    }

    #[test]
    fn the_window_names_the_holes_it_shows_whole() {
        let window = Rect { x: 7.5, y: 7.5, w: 9.0, h: 9.0 };
        assert_eq!(corners(window, size(24)), "H8–P16");
        let labels: Vec<_> = window_labels(window, size(24)).into_iter().map(|(text, ..)| text).collect();
        assert_eq!(labels.len(), 18);
        assert_eq!((labels[0].as_str(), labels[8].as_str(), labels[9].as_str()), ("H", "P", "8"));
    }

    #[test]
    fn the_window_s_labels_lie_in_the_gaps_between_holes_inside_the_window() {
        for window in [Rect { x: 7.5, y: 7.5, w: 9.0, h: 9.0 }, Rect { x: 8.0, y: 3.9, w: 6.3, h: 6.3 }] {
            let (cols, rows) = (in_view(window.x, window.w, size(24)), in_view(window.y, window.h, size(24)));
            for (text, x, y) in window_labels(window, size(24)) {
                assert!(window.contains((x, y)), "{text} at ({x}, {y}) is outside {window:?}");
                // Holes are at whole units: a column's label sits half a unit off their rows,
                // a row's half a unit off their columns.
                let off_a_hole = (y.fract() - 0.5).abs() < 1e-4 || (x.fract() - 0.5).abs() < 1e-4;
                assert!(off_a_hole, "{text} at ({x}, {y}) is on a hole");
            }
            assert_eq!(window_labels(window, size(24)).len(), cols.len() + rows.len());
        }
    }

    #[test]
    fn the_arrow_keys_move_among_the_holes_over_the_corners_and_stop_at_the_edge() {
        let (size, hole) = (size(8), |name| Hole::parse(name, size(8)).unwrap());
        assert_eq!(step(hole("D4"), "ArrowRight", size), Some(hole("E4")));
        assert_eq!(step(hole("D4"), "ArrowUp", size), Some(hole("D3")));
        assert_eq!(step(hole("A2"), "ArrowUp", size), None, "A1 is a corner, and nothing is beyond");
        assert_eq!(step(hole("B1"), "ArrowLeft", size), None);
        assert_eq!(step(hole("A2"), "ArrowDown", size), Some(hole("A3")));
        assert_eq!(step(hole("D4"), "x", size), None);
    }

    #[test]
    fn a_window_at_the_boards_edge_leaves_the_boards_own_coordinates_alone() {
        let labels = |window| window_labels(window, size(24)).into_iter().map(|(text, ..)| text).collect::<Vec<_>>();
        let corner = labels(Rect { x: 0.0, y: 0.0, w: 6.0, h: 6.0 });
        assert_eq!(corner, Vec::<String>::new(), "the board's letters and numbers are in view");
        let top = labels(Rect { x: 7.5, y: 0.0, w: 6.0, h: 6.0 });
        assert!(!top.is_empty() && top.iter().all(|text| text.parse::<u32>().is_ok()), "numbers only: {top:?}");
    }

    #[test]
    fn a_hole_cut_by_the_window_is_not_named() {
        // Column H (drawn at 8) is cut in half at 8.0; I, at 9, is whole.
        assert_eq!(corners(Rect { x: 8.0, y: 0.0, w: 6.0, h: 6.0 }, size(24)), "I1–M5");
    }
}
