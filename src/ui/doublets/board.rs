//! The table drawn in SVG: one half of a backgammon board seen from above, White's six
//! points along the far edge pointing down, Black's along the near edge pointing up, each
//! point facing its namesake, so the tablet can lie flat between the two players. Standing
//! men are drawn as a pile, men borne down lie in a row beside it.

use yew::prelude::*;

use crate::games::Colour;
use crate::games::doublets::{Point, Table};
use crate::i18n::Lang;
use crate::i18n::doublets::DOUBLETS;
use crate::ui::language::use_lang;

const POINT_W: f64 = 100.0;
const MARGIN: f64 = 20.0;
const WIDTH: f64 = 2.0 * MARGIN + 6.0 * POINT_W;
const HEIGHT: f64 = 640.0;
const POINT_H: f64 = 250.0;
const MAN_R: f64 = 21.0;

#[derive(Properties, PartialEq)]
pub struct TableProps {
    pub black: Table,
    pub white: Table,
    /// Men each player started with.
    pub men: u8,
    /// Points a tap would play now.
    pub choices: Vec<(Colour, Point)>,
    pub on_tap: Callback<(Colour, Point)>,
}

/// x of a point's centre: point 1 at the left, 6 next to the bar on the right.
fn centre_x(point: Point) -> f64 {
    MARGIN + (f64::from(point.get()) - 0.5) * POINT_W
}

/// Distance from the edge a player sits at, turned into y on the drawing.
fn y(side: Colour, from_edge: f64) -> f64 {
    match side {
        Colour::White => MARGIN + from_edge,
        Colour::Black => HEIGHT - MARGIN - from_edge,
    }
}

fn point_view(
    side: Colour,
    point: Point,
    table: &Table,
    choice: bool,
    on_tap: &Callback<(Colour, Point)>,
    lang: Lang,
) -> Html {
    let stack = table.stack(point);
    let x = centre_x(point);
    let tip = y(side, POINT_H);
    let base = y(side, 0.0);
    let shape = format!("{},{base} {},{base} {x},{tip}", x - POINT_W / 2.0 + 4.0, x + POINT_W / 2.0 - 4.0);
    let shade = if point.get() % 2 == 0 { "dark" } else { "light" };
    // The pile: standing men overlap, each a little further from the edge.
    let up = (0..stack.up()).map(|i| {
        let cy = y(side, MAN_R + 4.0 + f64::from(i) * 12.0);
        html! { <circle class={classes!("man", "up", side.name())} cx={x.to_string()} cy={cy.to_string()} r={MAN_R.to_string()} /> }
    });
    // Men borne down lie flat in a row further in.
    let down = (0..stack.down()).map(|i| {
        let cy = y(side, 2.0 * MAN_R + 40.0 + f64::from(stack.up().min(1)) * 24.0 + f64::from(i) * 2.0 * MAN_R * 0.62);
        html! {
            <ellipse class={classes!("man", "down", side.name())} cx={x.to_string()} cy={cy.to_string()}
                rx={(MAN_R * 1.05).to_string()} ry={(MAN_R * 0.55).to_string()} />
        }
    });
    let label = (DOUBLETS[lang].table.point)(side, point, stack.up(), stack.down(), choice);
    let onclick = on_tap.reform(move |_: MouseEvent| (side, point));
    let onkeydown = {
        let on_tap = on_tap.clone();
        Callback::from(move |e: KeyboardEvent| {
            if matches!(e.key().as_str(), "Enter" | " ") {
                e.prevent_default();
                on_tap.emit((side, point));
            }
        })
    };
    let number_y = y(side, -6.0);
    html! {
        <g class={classes!("point", shade, choice.then_some("choice"))}
            data-point={format!("{}-{point}", side.name())}
            data-up={stack.up().to_string()} data-down={stack.down().to_string()}
            role="button" tabindex="0" aria-label={label} {onclick} {onkeydown}>
            <polygon points={shape} />
            { for up }
            { for down }
            <text class="number" x={x.to_string()} y={number_y.to_string()}>{ point.to_string() }</text>
        </g>
    }
}

#[component]
pub fn DoubletsTable(props: &TableProps) -> Html {
    let lang = use_lang();
    let words = &DOUBLETS[lang].table;
    let sides = [(Colour::White, &props.white), (Colour::Black, &props.black)];
    let points = sides.iter().flat_map(|&(side, table)| {
        Point::ALL.into_iter().map(move |point| {
            point_view(side, point, table, props.choices.contains(&(side, point)), &props.on_tap, lang)
        })
    });
    let off = |side: Colour, table: &Table| {
        let borne_off = props.men - table.men();
        html! {
            <text class={classes!("off", side.name())} x={(WIDTH / 2.0).to_string()}
                y={(y(side, POINT_H + 25.0)).to_string()}>
                { (words.side)(side, table.phase(), borne_off) }
            </text>
        }
    };
    html! {
        <svg class="doublets-table" viewBox={format!("0 0 {WIDTH} {HEIGHT}")} role="group" aria-label={words.table}>
            <rect class="felt" x="0" y="0" width={WIDTH.to_string()} height={HEIGHT.to_string()} rx="12" />
            { for points }
            { off(Colour::White, &props.white) }
            { off(Colour::Black, &props.black) }
        </svg>
    }
}
