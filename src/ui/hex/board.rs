//! The Hex board in SVG: a rhombus of pointy-top hexagons, rows shifted half a cell to
//! the right as they go down (HexGui's drawing), Black's edges above and below, White's
//! left and right, and coordinates outside.

use web_sys::KeyboardEvent;
use yew::prelude::*;

use crate::games::Colour;
use crate::games::hex::{Board, BoardSize, Cell};
use crate::i18n::game_screen::GAME_SCREEN;
use crate::i18n::hex::HEX;
use crate::ui::browser;
use crate::ui::language::use_lang;

/// Circumradius of a cell, in SVG units.
const R: f64 = 10.0;
/// Width of a cell, flat side to flat side.
const W: f64 = R * 1.732_050_807_568_877_2;
/// How far, in cells, the coloured frame reaches beyond the outer cells.
const FRAME: f64 = 1.3;

/// How the rhombus is laid out on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// HexGui's drawing: rows run left to right, each half a cell further right than the
    /// one above; Black's edges are at the top and bottom. Best for tablets and desktops.
    Wide,
    /// The same drawing reflected in its a1 diagonal, so it is taller than wide: rows run
    /// top to bottom, Black's edges are left and right. Cells are nearly twice as big on a
    /// phone held upright.
    Tall,
}

impl Layout {
    /// Where the centre of the cell at column `c`, row `r` is drawn (fractions allowed,
    /// for the frame and the coordinates).
    fn point(self, c: f64, r: f64) -> (f64, f64) {
        let (x, y) = ((c + r / 2.0) * W, r * 1.5 * R);
        self.orient(x, y)
    }

    fn orient(self, x: f64, y: f64) -> (f64, f64) {
        match self {
            Layout::Wide => (x, y),
            Layout::Tall => (y, x),
        }
    }

    /// The cell an arrow key moves the focus to, as the board is drawn: along the row or
    /// the column on screen.
    fn arrow(self, cell: Cell, key: &str, size: BoardSize) -> Option<Cell> {
        let (c, r) = (cell.col(), cell.row());
        let step = |v: u8, forward: bool| if forward { v.checked_add(1) } else { v.checked_sub(1) };
        let (col, row) = match (self, key) {
            (Layout::Wide, "ArrowLeft") | (Layout::Tall, "ArrowUp") => (step(c, false)?, r),
            (Layout::Wide, "ArrowRight") | (Layout::Tall, "ArrowDown") => (step(c, true)?, r),
            (Layout::Wide, "ArrowUp") | (Layout::Tall, "ArrowLeft") => (c, step(r, false)?),
            (Layout::Wide, "ArrowDown") | (Layout::Tall, "ArrowRight") => (c, step(r, true)?),
            _ => return None,
        };
        Cell::new(col, row, size)
    }

    fn centre(self, cell: Cell) -> (f64, f64) {
        self.point(f64::from(cell.col()), f64::from(cell.row()))
    }

    fn hexagon(self, cell: Cell) -> String {
        let (cx, cy) = self.point(f64::from(cell.col()), f64::from(cell.row()));
        (0..6)
            .map(|k| {
                let angle = (60.0 * f64::from(k) - 90.0).to_radians();
                let (dx, dy) = self.orient(R * angle.cos(), R * angle.sin());
                format!("{:.2},{:.2}", cx + dx, cy + dy)
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The frame's corners: top-left (beyond a1), then clockwise in the wide drawing.
    fn corners(self, size: BoardSize) -> [(f64, f64); 4] {
        let (near, far) = (-FRAME, f64::from(size.get() - 1) + FRAME);
        [self.point(near, near), self.point(far, near), self.point(far, far), self.point(near, far)]
    }

    fn view_box(self, size: BoardSize) -> String {
        let corners = self.corners(size);
        let pad = 0.5 * R;
        let min_x = corners.iter().map(|p| p.0).fold(f64::INFINITY, f64::min) - pad;
        let max_x = corners.iter().map(|p| p.0).fold(f64::NEG_INFINITY, f64::max) + pad;
        let min_y = corners.iter().map(|p| p.1).fold(f64::INFINITY, f64::min) - pad;
        let max_y = corners.iter().map(|p| p.1).fold(f64::NEG_INFINITY, f64::max) + pad;
        format!("{min_x:.1} {min_y:.1} {:.1} {:.1}", max_x - min_x, max_y - min_y)
    }
}

#[derive(Properties, PartialEq)]
pub struct HexBoardProps {
    pub board: Board,
    pub layout: Layout,
    pub to_move: Colour,
    /// The winning chain, highlighted; empty while playing.
    pub chain: Vec<Cell>,
    pub last: Option<Cell>,
    /// A suggested move, ringed.
    #[prop_or_default]
    pub hint: Option<Cell>,
    /// Whether taps place stones (false once the game is over).
    pub live: bool,
    pub on_tap: Callback<Cell>,
}

/// The four coloured edge bands: triangles from the board's centre to each side of the
/// frame, drawn under the cells so only the rim shows. Black's rows 1 and n, White's
/// columns a and the last.
fn edges(layout: Layout, size: BoardSize) -> Html {
    let [first_first, last_first, last_last, first_last] = layout.corners(size);
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
fn coordinates(layout: Layout, size: BoardSize) -> Html {
    let label = |(x, y): (f64, f64), text: String, class: &'static str| {
        html! { <text class={classes!("coord", class)} x={format!("{x:.1}")} y={format!("{y:.1}")}>{ text }</text> }
    };
    let letters = (0..size.get()).map(|col| {
        // Half a row up and a quarter cell right: straight above the column's first cell.
        label(layout.point(f64::from(col) + 0.475, -0.95), ((b'a' + col) as char).to_string(), "on-black")
    });
    let numbers =
        (0..size.get()).map(|row| label(layout.point(-0.85, f64::from(row)), (row + 1).to_string(), "on-white"));
    html! { <g aria-hidden="true">{ for letters }{ for numbers }</g> }
}

#[component]
pub fn HexBoard(props: &HexBoardProps) -> Html {
    let size = props.board.size();
    let layout = props.layout;
    let lang = use_lang();
    let cells = props.board.cells().map(|cell| {
        let (x, y) = layout.centre(cell);
        let stone = props.board.stone(cell);
        let in_chain = props.chain.contains(&cell);
        let label = (GAME_SCREEN[lang].point)(&cell.to_string(), stone);
        let activate = {
            let on_tap = props.on_tap.clone();
            move || on_tap.emit(cell)
        };
        let onclick = {
            let activate = activate.clone();
            Callback::from(move |_: MouseEvent| activate())
        };
        let onkeydown = Callback::from(move |e: KeyboardEvent| {
            let key = e.key();
            if key == "Enter" || key == " " {
                e.prevent_default();
                activate();
            } else if let Some(next) = layout.arrow(cell, &key, size) {
                e.prevent_default();
                browser::focus(&format!("[data-cell=\"{next}\"]"));
            }
        });
        let class = classes!(
            "cell",
            stone.is_none().then_some("empty"),
            in_chain.then_some("in-chain"),
            (props.hint == Some(cell)).then_some("hint")
        );
        html! {
            <g {class} key={cell.to_string()}
                data-cell={cell.to_string()} data-stone={stone.map_or("", Colour::name)}
                role="button" tabindex="0" aria-label={label} {onclick} {onkeydown}>
                <polygon class="hex" points={layout.hexagon(cell)} />
                if let Some(colour) = stone {
                    <circle class={classes!("stone", colour.name())} cx={format!("{x:.2}")} cy={format!("{y:.2}")} r={format!("{:.2}", 0.72 * R)} />
                    if props.last == Some(cell) {
                        <circle class="last" cx={format!("{x:.2}")} cy={format!("{y:.2}")} r={format!("{:.2}", 0.18 * R)} />
                    }
                } else {
                    <circle class="preview" cx={format!("{x:.2}")} cy={format!("{y:.2}")} r={format!("{:.2}", 0.72 * R)} />
                }
            </g>
        }
    });
    let chain_line = (props.chain.len() > 1).then(|| {
        let points = props
            .chain
            .iter()
            .map(|&cell| {
                let (x, y) = layout.centre(cell);
                format!("{x:.2},{y:.2}")
            })
            .collect::<Vec<_>>()
            .join(" ");
        html! { <polyline class="chain-line" points={points} /> }
    });
    let class = classes!("hex-board", format!("to-move-{}", props.to_move.name()), props.live.then_some("live"));
    html! {
        <svg {class} viewBox={layout.view_box(size)} role="group"
            aria-label={(HEX[lang].board)(&size.to_string())}>
            { edges(layout, size) }
            { coordinates(layout, size) }
            { for cells }
            { for chain_line }
        </svg>
    }
}
