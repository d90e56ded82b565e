//! The Hex board in SVG: a rhombus of pointy-top hexagons, rows shifted half a cell to
//! the right as they go down (HexGui's drawing), Black's edges above and below, White's
//! left and right, and coordinates outside.

use web_sys::KeyboardEvent;
use yew::prelude::*;

use crate::games::hex::{Board, BoardSize, Cell};
use crate::games::Colour;

/// Circumradius of a cell, in SVG units.
const R: f64 = 10.0;
/// Width of a cell, flat side to flat side.
const W: f64 = R * 1.732_050_807_568_877_2;
/// Room around the cells for the edges and the coordinates.
const MARGIN: f64 = 2.6 * R;

#[derive(Properties, PartialEq)]
pub struct HexBoardProps {
    pub board: Board,
    pub to_move: Colour,
    /// The winning chain, highlighted; empty while playing.
    pub chain: Vec<Cell>,
    pub last: Option<Cell>,
    /// Whether taps place stones (false once the game is over).
    pub live: bool,
    pub on_tap: Callback<Cell>,
}

/// The centre of the cell at column `c`, row `r` (fractions allowed, for the corners).
fn point(c: f64, r: f64) -> (f64, f64) {
    (MARGIN + W / 2.0 + (c + r / 2.0) * W, MARGIN + R + r * 1.5 * R)
}

fn centre(cell: Cell) -> (f64, f64) {
    point(f64::from(cell.col()), f64::from(cell.row()))
}

fn extent(size: BoardSize) -> (f64, f64) {
    let n = f64::from(size.get());
    (2.0 * MARGIN + (n + (n - 1.0) / 2.0) * W, 2.0 * MARGIN + ((n - 1.0) * 1.5 + 2.0) * R)
}

fn hexagon(cx: f64, cy: f64, radius: f64) -> String {
    (0..6)
        .map(|k| {
            let angle = (60.0 * f64::from(k) - 90.0).to_radians();
            format!("{:.2},{:.2}", cx + radius * angle.cos(), cy + radius * angle.sin())
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The four coloured edge bands: triangles from the board's centre to each side of the
/// rhombus, drawn under the cells so only the rim shows.
fn edges(size: BoardSize) -> Html {
    let last = f64::from(size.get() - 1);
    // Corners pushed outward past the cells so the bands show as a rim.
    let corner = |c, r, dx: f64, dy: f64| {
        let (x, y) = point(c, r);
        (x + dx * R, y + dy * R)
    };
    let top_left = corner(0.0, 0.0, -1.9, -1.7);
    let top_right = corner(last, 0.0, 1.6, -1.7);
    let bottom_right = corner(last, last, 1.9, 1.7);
    let bottom_left = corner(0.0, last, -1.6, 1.7);
    let mid = ((top_left.0 + bottom_right.0) / 2.0, (top_left.1 + bottom_right.1) / 2.0);
    let band = |a: (f64, f64), b: (f64, f64), class: &'static str| {
        let points = format!("{:.2},{:.2} {:.2},{:.2} {:.2},{:.2}", a.0, a.1, b.0, b.1, mid.0, mid.1);
        html! { <polygon class={class} points={points} /> }
    };
    html! {
        <g class="edges" aria-hidden="true">
            { band(top_left, top_right, "edge-black") }
            { band(bottom_left, bottom_right, "edge-black") }
            { band(top_left, bottom_left, "edge-white") }
            { band(top_right, bottom_right, "edge-white") }
        </g>
    }
}

fn coordinates(size: BoardSize) -> Html {
    let n = size.get();
    let letters = (0..n).filter_map(|col| Cell::new(col, 0, size)).map(|cell| {
        let (x, y) = centre(cell);
        html! { <text class="coord" x={format!("{x:.1}")} y={format!("{:.1}", y - 1.75 * R)}>{ ((b'a' + cell.col()) as char).to_string() }</text> }
    });
    let numbers = (0..n).filter_map(|row| Cell::new(0, row, size)).map(|cell| {
        let (x, y) = centre(cell);
        html! { <text class="coord" x={format!("{:.1}", x - 1.55 * W)} y={format!("{y:.1}")}>{ (cell.row() + 1).to_string() }</text> }
    });
    html! { <g aria-hidden="true">{ for letters }{ for numbers }</g> }
}

#[component]
pub fn HexBoard(props: &HexBoardProps) -> Html {
    let size = props.board.size();
    let (width, height) = extent(size);
    let cells = props.board.cells().map(|cell| {
        let (x, y) = centre(cell);
        let stone = props.board.stone(cell);
        let in_chain = props.chain.contains(&cell);
        let state = stone.map_or("empty", Colour::name);
        let label = format!("{cell}, {state}");
        let activate = {
            let on_tap = props.on_tap.clone();
            move || on_tap.emit(cell)
        };
        let onclick = {
            let activate = activate.clone();
            Callback::from(move |_: MouseEvent| activate())
        };
        let onkeydown = Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Enter" || e.key() == " " {
                e.prevent_default();
                activate();
            }
        });
        let class = classes!("cell", stone.is_none().then_some("empty"), in_chain.then_some("in-chain"));
        html! {
            <g {class} key={cell.to_string()}
                data-cell={cell.to_string()} data-stone={stone.map_or("", Colour::name)}
                role="button" tabindex="0" aria-label={label} {onclick} {onkeydown}>
                <polygon class="hex" points={hexagon(x, y, R)} />
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
                let (x, y) = centre(cell);
                format!("{x:.2},{y:.2}")
            })
            .collect::<Vec<_>>()
            .join(" ");
        html! { <polyline class="chain-line" points={points} /> }
    });
    let class = classes!(
        "hex-board",
        format!("to-move-{}", props.to_move.name()),
        props.live.then_some("live")
    );
    html! {
        <svg {class} viewBox={format!("0 0 {width:.1} {height:.1}")} role="group"
            aria-label={format!("Hex board, {size}")}>
            { edges(size) }
            { coordinates(size) }
            { for cells }
            { for chain_line }
        </svg>
    }
}
