//! The review's graph: the chance to win by move, a point a position, the marked moves as
//! dots in their colours; a tap goes to that move. The same for every game reviewed.

use yew::prelude::*;

use super::language::use_lang;
use crate::ai::review::Mark;
use crate::i18n::review::REVIEW;

/// The graph's drawing units: wide and flat, scaled to the panel.
const WIDTH: f32 = 300.0;
const HEIGHT: f32 = 80.0;

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
    k as f32 * WIDTH / positions.saturating_sub(1).max(1) as f32
}

/// y of a chance for Black: Black's 100% at the top.
fn y(chance: f32) -> f32 {
    (1.0 - chance.clamp(0.0, 1.0)) * HEIGHT
}

#[component]
pub fn ReviewGraph(props: &ReviewGraphProps) -> Html {
    let words = &REVIEW[use_lang()];
    let positions = props.positions.max(1);
    let points: String =
        props.chances.iter().enumerate().map(|(k, &c)| format!("{:.1},{:.1} ", x(k, positions), y(c))).collect();
    let area = format!("0,{HEIGHT} {points}{:.1},{HEIGHT}", x(props.chances.len().saturating_sub(1), positions));
    let onclick = {
        let on_seek = props.on_seek.clone();
        Callback::from(move |e: MouseEvent| {
            // Yew hands events on from the page's root: the graph is the target's own.
            let target = e.target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok());
            let svg = target.and_then(|t| t.closest("svg.review-graph").ok().flatten());
            let Some(rect) = svg.map(|svg| svg.get_bounding_client_rect()) else { return };
            let share = ((f64::from(e.client_x()) - rect.left()) / rect.width().max(1.0)).clamp(0.0, 1.0);
            on_seek.emit((share * (positions - 1) as f64).round() as usize);
        })
    };
    let dots = props.marks.iter().enumerate().filter_map(|(k, mark)| {
        let mark = (*mark)?;
        let ply = k + 1;
        let chance = props.chances.get(ply)?;
        Some(html! {
            <circle class={classes!("mark", mark.name())} cx={x(ply, positions).to_string()} cy={y(*chance).to_string()} r="3.2">
                <title>{ format!("{ply}. {}", (words.mark)(mark)) }</title>
            </circle>
        })
    });
    html! {
        <svg class="review-graph" data-testid="review-graph" viewBox={format!("0 0 {WIDTH} {HEIGHT}")}
            preserveAspectRatio="none" role="img" aria-label={words.graph} {onclick}>
            <rect class="white-half" x="0" y={(HEIGHT / 2.0).to_string()} width={WIDTH.to_string()} height={(HEIGHT / 2.0).to_string()} />
            <polygon class="black-area" points={area} />
            <line class="even" x1="0" x2={WIDTH.to_string()} y1={(HEIGHT / 2.0).to_string()} y2={(HEIGHT / 2.0).to_string()} />
            if let Some(k) = props.current {
                <line class="now" x1={x(k, positions).to_string()} x2={x(k, positions).to_string()} y1="0" y2={HEIGHT.to_string()} />
            }
            { for dots }
        </svg>
    }
}
