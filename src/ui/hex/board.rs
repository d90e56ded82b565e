//! The Hex board in SVG: a rhombus of pointy-top hexagons, rows shifted half a cell to
//! the right as they go down (HexGui's drawing), Black's edges above and below, White's
//! left and right, and coordinates outside; on every screen, so that the edges are where
//! the rules and the status line say. The view, whole or zoomed, is the one every board
//! shares ([`crate::ui::zoom`]).

use web_sys::KeyboardEvent;
use yew::prelude::*;

use crate::games::Colour;
use crate::games::hex::{Board, BoardSize, Cell};
use crate::i18n::Lang;
use crate::i18n::game_screen::GAME_SCREEN;
use crate::i18n::hex::HEX;
use crate::ui::browser;
use crate::ui::language::use_lang;
use crate::ui::zoom::{Rect, Scale, Zoom, use_shown};

/// The drawing's id, which the zoomed view's overview shows in small.
const DRAWING: &str = "hex-drawing";

/// Circumradius of a cell, in SVG units.
const R: f64 = 10.0;
/// Width of a cell, flat side to flat side.
const W: f64 = R * 1.732_050_807_568_877_2;
/// How far, in cells, the coloured frame reaches beyond the outer cells.
const FRAME: f64 = 1.3;

/// Where the centre of the cell at column `c`, row `r` is drawn (fractions allowed, for
/// the frame and the coordinates): rows run left to right, each half a cell further right
/// than the one above, so Black's edges are at the top and bottom, as the rules say them.
fn point(c: f64, r: f64) -> (f64, f64) {
    ((c + r / 2.0) * W, r * 1.5 * R)
}

fn centre(cell: Cell) -> (f64, f64) {
    point(f64::from(cell.col()), f64::from(cell.row()))
}

/// The cell an arrow key moves the focus to: along the row, or up and down the column.
fn arrow(cell: Cell, key: &str, size: BoardSize) -> Option<Cell> {
    let (c, r) = (cell.col(), cell.row());
    let (col, row) = match key {
        "ArrowLeft" => (c.checked_sub(1)?, r),
        "ArrowRight" => (c + 1, r),
        "ArrowUp" => (c, r.checked_sub(1)?),
        "ArrowDown" => (c, r + 1),
        _ => return None,
    };
    Cell::new(col, row, size)
}

fn hexagon(cell: Cell) -> String {
    let (cx, cy) = centre(cell);
    (0..6)
        .map(|k| {
            let angle = (60.0 * f64::from(k) - 90.0).to_radians();
            format!("{:.2},{:.2}", cx + R * angle.cos(), cy + R * angle.sin())
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The frame's corners: top-left (beyond a1), then clockwise.
fn corners(size: BoardSize) -> [(f64, f64); 4] {
    let (near, far) = (-FRAME, f64::from(size.get() - 1) + FRAME);
    [point(near, near), point(far, near), point(far, far), point(near, far)]
}

/// The whole drawing, frame and coordinates, as the zoom sees it: cells one width apart.
pub fn scale(size: BoardSize) -> Scale {
    let corners = corners(size);
    let pad = 0.5 * R;
    let min_x = corners.iter().map(|p| p.0).fold(f64::INFINITY, f64::min) - pad;
    let max_x = corners.iter().map(|p| p.0).fold(f64::NEG_INFINITY, f64::max) + pad;
    let min_y = corners.iter().map(|p| p.1).fold(f64::INFINITY, f64::min) - pad;
    let max_y = corners.iter().map(|p| p.1).fold(f64::NEG_INFINITY, f64::max) + pad;
    let whole = Rect { x: min_x as f32, y: min_y as f32, w: (max_x - min_x) as f32, h: (max_y - min_y) as f32 };
    Scale { whole, pitch: W as f32 }
}

/// Where the zoom puts `cell`.
pub fn at(cell: Cell) -> (f32, f32) {
    let (x, y) = centre(cell);
    (x as f32, y as f32)
}

/// The cells `window` shows, named by their first and last columns and rows: "c2–k9".
fn in_view(window: Rect, size: BoardSize) -> String {
    let n = size.get();
    let shown: Vec<Cell> = (0..n)
        .flat_map(|row| (0..n).filter_map(move |col| Cell::new(col, row, size)))
        .filter(|&cell| window.contains(at(cell)))
        .collect();
    let (Some(cols), Some(rows)) = (
        shown.iter().map(|c| c.col()).min().zip(shown.iter().map(|c| c.col()).max()),
        shown.iter().map(|c| c.row()).min().zip(shown.iter().map(|c| c.row()).max()),
    ) else {
        return String::new();
    };
    let name = |col: u8, row: u8| format!("{}{}", (b'a' + col) as char, u32::from(row) + 1);
    format!("{}–{}", name(cols.0, rows.0), name(cols.1, rows.1))
}

/// The view's controls for a board of `size` ([`Zoom::bar`]), which the screen shows
/// beside the computer's line.
pub fn view_bar(zoom: &Zoom, size: BoardSize, lang: Lang) -> Html {
    zoom.bar(lang, DRAWING, |window| in_view(window, size))
}

#[derive(Properties, PartialEq)]
pub struct HexBoardProps {
    pub board: Board,
    pub to_move: Colour,
    /// The winning chain, highlighted; empty while playing.
    pub chain: Vec<Cell>,
    pub last: Option<Cell>,
    /// A suggested move, ringed.
    #[prop_or_default]
    pub hint: Option<Cell>,
    /// Drawn over the cells: the analysis' numbers.
    #[prop_or_default]
    pub overlay: Html,
    /// The cell a first tap marked, where a second one plays ([`crate::ui::zoom::second_tap`]).
    #[prop_or_default]
    pub marked: Option<Cell>,
    /// Whether taps place stones (false once the game is over).
    pub live: bool,
    /// A cell tapped, clicked, or chosen with Enter or Space (`true`: from the keyboard,
    /// which plays at once).
    pub on_tap: Callback<(Cell, bool)>,
    /// The view: whole, or zoomed in where the player asked.
    pub zoom: Zoom,
}

/// The four coloured edge bands: triangles from the board's centre to each side of the
/// frame, drawn under the cells so only the rim shows. Black's rows 1 and n, White's
/// columns a and the last.
fn edges(size: BoardSize) -> Html {
    let [first_first, last_first, last_last, first_last] = corners(size);
    let mid = ((first_first.0 + last_last.0) / 2.0, (first_first.1 + last_last.1) / 2.0);
    let band = |a: (f64, f64), b: (f64, f64), class: &'static str| {
        let points = format!("{:.2},{:.2} {:.2},{:.2} {:.2},{:.2}", a.0, a.1, b.0, b.1, mid.0, mid.1);
        html! { <polygon class={class} points={points} /> }
    };
    html! {
        <g class="edges" aria-hidden="true">
            { band(first_first, last_first, "edge-black") }
            { band(first_last, last_last, "edge-black") }
            { band(first_first, first_last, "edge-white") }
            { band(last_first, last_last, "edge-white") }
        </g>
    }
}

/// Column letters on Black's first band, row numbers on White's first band.
fn coordinates(size: BoardSize) -> Html {
    let label = |(x, y): (f64, f64), text: String, class: &'static str| {
        html! { <text class={classes!("coord", class)} x={format!("{x:.1}")} y={format!("{y:.1}")}>{ text }</text> }
    };
    let letters = (0..size.get()).map(|col| {
        // Half a row up and a quarter cell right: straight above the column's first cell.
        label(point(f64::from(col) + 0.475, -0.95), ((b'a' + col) as char).to_string(), "on-black")
    });
    let numbers = (0..size.get()).map(|row| label(point(-0.85, f64::from(row)), (row + 1).to_string(), "on-white"));
    html! { <g aria-hidden="true">{ for letters }{ for numbers }</g> }
}

/// A cell's handlers: a tap (not the end of a drag) or Enter and Space play it, the arrow
/// keys move the focus (the view following it when zoomed), and a focused cell keeps the
/// board's Tab stop in `focused`.
struct CellHandlers {
    onclick: Callback<MouseEvent>,
    onkeydown: Callback<KeyboardEvent>,
    onfocus: Callback<FocusEvent>,
}

impl CellHandlers {
    fn new(cell: Cell, props: &HexBoardProps, focused: &UseStateHandle<Option<Cell>>) -> CellHandlers {
        let size = props.board.size();
        let onclick = {
            let (on_tap, zoom) = (props.on_tap.clone(), props.zoom.clone());
            Callback::from(move |_: MouseEvent| {
                if !zoom.take_tap() {
                    on_tap.emit((cell, false));
                }
            })
        };
        let onkeydown = {
            let (on_tap, focused, zoom) = (props.on_tap.clone(), focused.clone(), props.zoom.clone());
            Callback::from(move |e: KeyboardEvent| {
                let key = e.key();
                if key == "Enter" || key == " " {
                    e.prevent_default();
                    on_tap.emit((cell, true));
                } else if let Some(next) = arrow(cell, &key, size) {
                    e.prevent_default();
                    focused.set(Some(next));
                    zoom.show(at(next));
                    browser::focus(&format!("[data-cell=\"{next}\"]"));
                }
            })
        };
        let onfocus = {
            let focused = focused.clone();
            Callback::from(move |_: FocusEvent| focused.set(Some(cell)))
        };
        CellHandlers { onclick, onkeydown, onfocus }
    }
}

/// One cell: its hexagon, its stone (with the last move's dot) or the stone a tap would
/// place, and its marks; a button for assistive technology, `stop` the board's Tab stop.
fn cell_view(cell: Cell, props: &HexBoardProps, handlers: CellHandlers, stop: bool, lang: Lang) -> Html {
    let (x, y) = centre(cell);
    let (cx, cy) = (format!("{x:.2}"), format!("{y:.2}"));
    let stone = props.board.stone(cell);
    let label = (GAME_SCREEN[lang].point)(&cell.to_string(), stone);
    let tabindex = if stop { "0" } else { "-1" };
    let class = classes!(
        "cell",
        stone.is_none().then_some("empty"),
        props.chain.contains(&cell).then_some("in-chain"),
        (props.hint == Some(cell)).then_some("hint"),
        (props.marked == Some(cell)).then_some("marked")
    );
    let CellHandlers { onclick, onkeydown, onfocus } = handlers;
    html! {
        <g {class} key={cell.to_string()}
            data-cell={cell.to_string()} data-stone={stone.map_or("", Colour::name)}
            role="button" {tabindex} aria-label={label} {onclick} {onkeydown} {onfocus}>
            <polygon class="hex" points={hexagon(cell)} />
            if let Some(colour) = stone {
                <circle class={classes!("stone", colour.name())} cx={cx.clone()} cy={cy.clone()} r={format!("{:.2}", 0.72 * R)} />
                if props.last == Some(cell) {
                    <circle class="last" {cx} {cy} r={format!("{:.2}", 0.18 * R)} />
                }
            } else {
                <circle class="preview" {cx} {cy} r={format!("{:.2}", 0.72 * R)} />
            }
        </g>
    }
}

/// The winning chain's line through its stones, once there is one.
fn chain_line(chain: &[Cell]) -> Option<Html> {
    (chain.len() > 1).then(|| {
        let points: Vec<String> = chain
            .iter()
            .map(|&cell| {
                let (x, y) = centre(cell);
                format!("{x:.2},{y:.2}")
            })
            .collect();
        html! { <polyline class="chain-line" points={points.join(" ")} /> }
    })
}

#[component]
pub fn HexBoard(props: &HexBoardProps) -> Html {
    let size = props.board.size();
    let lang = use_lang();
    let zoom = &props.zoom;
    // A hint out of sight brings itself into view, and so does the last move (the
    // computer's, played where the zoomed view may not be looking).
    use_shown(zoom, props.hint.map(at));
    use_shown(zoom, props.last.map(at));
    // One Tab stop for the board: the cell last focused, else the last move or the middle.
    let focused = use_state_eq(|| None::<Cell>);
    let stop = (*focused).or(props.last).or_else(|| Cell::new(size.get() / 2, size.get() / 2, size));
    let cells = props
        .board
        .cells()
        .map(|cell| cell_view(cell, props, CellHandlers::new(cell, props, &focused), stop == Some(cell), lang));
    let class = classes!(
        "hex-board",
        format!("to-move-{}", props.to_move.name()),
        props.live.then_some("live"),
        zoom.window().is_some().then_some("zoomed")
    );
    let drag = zoom.drag_handlers();
    html! {
        <svg {class} ref={zoom.svg()} viewBox={zoom.view_box()} data-whole-view={scale(size).whole.view_box()}
            role="group" aria-label={(HEX[lang].board)(&size.to_string())}
            onpointerdown={drag.down} onpointermove={drag.moving} onpointerup={drag.up.clone()} onpointercancel={drag.up}>
            <g id={DRAWING}>
                { edges(size) }
                { coordinates(size) }
                { for cells }
                { for chain_line(&props.chain) }
            </g>
            { props.overlay.clone() }
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
    fn black_s_edges_are_drawn_above_and_below_as_the_rules_say() {
        // Row 1 above row 19, column a left of column s: Black's rows are the top and bottom.
        let (a1, s19) = (centre(Cell::new(0, 0, size(19)).unwrap()), centre(Cell::new(18, 18, size(19)).unwrap()));
        assert!(a1.1 < s19.1 && a1.0 < s19.0);
        let (a19, s1) = (centre(Cell::new(0, 18, size(19)).unwrap()), centre(Cell::new(18, 0, size(19)).unwrap()));
        assert!(s1.1 < a19.1, "row 1 is above row 19 whatever the column");
    }

    #[test]
    fn the_arrow_keys_move_along_rows_and_columns_and_stop_at_the_edge() {
        let cell = |c, r| Cell::new(c, r, size(5)).unwrap();
        assert_eq!(arrow(cell(2, 2), "ArrowRight", size(5)), Some(cell(3, 2)));
        assert_eq!(arrow(cell(2, 2), "ArrowUp", size(5)), Some(cell(2, 1)));
        assert_eq!(arrow(cell(0, 0), "ArrowLeft", size(5)), None);
        assert_eq!(arrow(cell(4, 4), "ArrowDown", size(5)), None);
    }

    #[test]
    fn nineteen_cells_a_side_are_too_small_for_a_fingertip_on_a_phone() {
        // A phone's 390 pixels hold the whole 19×19 drawing at under 36 pixels a cell.
        let scale = scale(size(19));
        let window = scale.window((390.0, 300.0), at(Cell::new(9, 9, size(19)).unwrap())).unwrap();
        assert!(!in_view(window, size(19)).is_empty());
        assert_eq!(scale.window((2000.0, 1400.0), (0.0, 0.0)), None, "a desktop shows it whole");
    }
}
