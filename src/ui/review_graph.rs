//! The review's graph: the chance to win by move, a point a position, the marked moves as
//! dots in their colours; a tap goes to that move. The same for every game reviewed.

use yew::prelude::*;

use super::language::use_lang;
use crate::ai::review::Mark;
use crate::i18n::review::REVIEW;

/// The plot's drawing units: wide and flat, stretched to the panel's width. The marks and
/// lines keep their size in pixels (`vector-effect`), so the stretch never flattens them.
const WIDTH: f32 = 300.0;
const HEIGHT: f32 = 80.0;
/// Room inside the plot at each end, so that the first and last moves' lines and the marks
/// at 0% and 100% are drawn whole.
const PAD: f32 = 4.0;

#[derive(Properties, PartialEq)]
pub struct ReviewGraphProps {
    /// Black's chance to win (0 to 1) at each position weighed, from the start.
    pub chances: Vec<f32>,
    /// How many positions the game has: the graph's width.
    pub positions: usize,
    /// Each move's mark, from the first move, as far as it is reviewed.
    pub marks: Vec<Option<Mark>>,
    /// The position the board shows, when it is one of the game's.
    pub current: Option<usize>,
    /// Go to the position after this many moves.
    pub on_seek: Callback<usize>,
}

/// x of position `k` of `positions`.
fn x(k: usize, positions: usize) -> f32 {
    PAD + k as f32 * (WIDTH - 2.0 * PAD) / positions.saturating_sub(1).max(1) as f32
}

/// y of a chance for Black: Black's 100% at the top.
fn y(chance: f32) -> f32 {
    PAD + (1.0 - chance.clamp(0.0, 1.0)) * (HEIGHT - 2.0 * PAD)
}

/// The position under a tap `share` of the way across the plot (0 to 1).
fn position_at(share: f64, positions: usize) -> usize {
    let pad = f64::from(PAD / WIDTH);
    let inside = ((share - pad) / (1.0 - 2.0 * pad)).clamp(0.0, 1.0);
    (inside * positions.saturating_sub(1) as f64).round() as usize
}

/// The moves the axis names: the start, the last, and a round number between.
fn ticks(positions: usize) -> [usize; 3] {
    let last = positions.saturating_sub(1);
    let middle = if last >= 20 { (last / 2).div_ceil(10) * 10 } else { last / 2 };
    [0, middle, last]
}

#[component]
pub fn ReviewGraph(props: &ReviewGraphProps) -> Html {
    let words = &REVIEW[use_lang()];
    let positions = props.positions.max(1);
    let points: String =
        props.chances.iter().enumerate().map(|(k, &c)| format!("{:.1},{:.1} ", x(k, positions), y(c))).collect();
    let floor = y(0.0);
    let area = format!(
        "{:.1},{floor} {points}{:.1},{floor}",
        x(0, positions),
        x(props.chances.len().saturating_sub(1), positions)
    );
    let onclick = {
        let on_seek = props.on_seek.clone();
        Callback::from(move |e: MouseEvent| {
            // Yew hands events on from the page's root: the graph is the target's own.
            let target = e.target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok());
            let svg = target.and_then(|t| t.closest("svg.review-graph").ok().flatten());
            let Some(rect) = svg.map(|svg| svg.get_bounding_client_rect()) else { return };
            let share = (f64::from(e.client_x()) - rect.left()) / rect.width().max(1.0);
            on_seek.emit(position_at(share, positions));
        })
    };
    let dots = props.marks.iter().enumerate().filter_map(|(k, mark)| {
        let mark = (*mark)?;
        let ply = k + 1;
        let (cx, cy) = (x(ply, positions).to_string(), y(*props.chances.get(ply)?).to_string());
        // A line of no length with round ends: a dot the stretch cannot flatten.
        Some(html! {
            <line class={classes!("mark", mark.name())} x1={cx.clone()} x2={cx} y1={cy.clone()} y2={cy}>
                <title>{ format!("{ply}. {}", (words.mark)(mark)) }</title>
            </line>
        })
    });
    let [start, middle, last] = ticks(positions);
    let tick = |k: usize| {
        let left = format!("left: {:.2}%", 100.0 * x(k, positions) / WIDTH);
        html! { <span style={left}>{ k }</span> }
    };
    let (top, even) = (y(1.0).to_string(), y(0.5).to_string());
    html! {
        <figure class="review-chart">
            <figcaption><span class="key" aria-hidden="true"></span>{ words.graph_title }</figcaption>
            <div class="chart-body">
                <div class="y-axis" aria-hidden="true"><span>{ "100%" }</span><span>{ "50%" }</span><span>{ "0%" }</span></div>
                <svg class="review-graph" data-testid="review-graph" viewBox={format!("0 0 {WIDTH} {HEIGHT}")}
                    preserveAspectRatio="none" role="img" aria-label={words.graph} {onclick}>
                    <rect class="white-half" x="0" y={even.clone()} width={WIDTH.to_string()} height={(floor - y(0.5)).to_string()} />
                    <polygon class="black-area" points={area} />
                    <line class="bound" x1="0" x2={WIDTH.to_string()} y1={top.clone()} y2={top} />
                    <line class="bound" x1="0" x2={WIDTH.to_string()} y1={floor.to_string()} y2={floor.to_string()} />
                    <line class="even" x1="0" x2={WIDTH.to_string()} y1={even.clone()} y2={even} />
                    if let Some(k) = props.current {
                        <line class="now" data-now={k.to_string()} x1={x(k, positions).to_string()} x2={x(k, positions).to_string()}
                            y1="0" y2={HEIGHT.to_string()} />
                    }
                    { for dots }
                </svg>
                <span class="axis-name" aria-hidden="true">{ words.moves_axis }</span>
                <div class="x-axis" aria-hidden="true">
                    { tick(start) }
                    if middle > start && middle < last { { tick(middle) } }
                    if last > start { { tick(last) } }
                </div>
            </div>
        </figure>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_and_last_moves_and_the_extreme_chances_are_drawn_inside_the_plot() {
        for positions in [2, 13, 100] {
            assert!(x(0, positions) >= PAD && x(positions - 1, positions) <= WIDTH - PAD);
        }
        assert!(y(1.0) >= PAD && y(0.0) <= HEIGHT - PAD);
    }

    #[test]
    fn a_tap_goes_to_the_move_under_it_and_the_ends_to_the_first_and_last() {
        assert_eq!(position_at(0.0, 13), 0);
        assert_eq!(position_at(1.0, 13), 12);
        assert_eq!(position_at(f64::from(x(6, 13) / WIDTH), 13), 6);
    }

    #[test]
    fn the_axis_names_the_start_a_round_move_between_and_the_last() {
        assert_eq!(ticks(13), [0, 6, 12]);
        assert_eq!(ticks(58), [0, 30, 57]);
        assert_eq!(ticks(1), [0, 0, 0]);
    }
}
