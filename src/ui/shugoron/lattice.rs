//! The lattice view: the Hasse diagram of the 32 sets, the empty set at the bottom and the
//! full set at the top (levels of 1, 5, 10, 10, 5 and 1 sets), each line joining a set to
//! one with one element more. It marks what the player to move may still suspect.

use yew::prelude::*;

use crate::games::shugoron::{Cards, SetCard};
use crate::i18n::shugoron::SHUGORON;
use crate::ui::language::use_lang;

const WIDTH: f64 = 330.0;
const HEIGHT: f64 = 230.0;

/// Where each set is drawn, by its bits: its level by size, spread evenly across the row.
/// Worked out once a drawing, not once a line end.
fn places() -> [(f64, f64); SetCard::COUNT] {
    let mut places = [(0.0, 0.0); SetCard::COUNT];
    for size in 0..=5 {
        let row = level(size);
        let y = HEIGHT - 18.0 - f64::from(size) * (HEIGHT - 36.0) / 5.0;
        for (i, set) in row.iter().enumerate() {
            places[set.index()] = (WIDTH * (i as f64 + 0.5) / row.len() as f64, y);
        }
    }
    places
}

/// The sets of one size, in the order of their digits.
fn level(size: u32) -> Vec<SetCard> {
    let mut row: Vec<SetCard> = SetCard::all().filter(|s| s.size() == size).collect();
    row.sort_by_key(|s| s.digits());
    row
}

#[derive(Properties, PartialEq)]
pub struct LatticeProps {
    /// The sets the hidden set may still be.
    pub candidates: Cards,
    /// The sets the latest answer ruled out.
    pub just_ruled_out: Cards,
    /// The opponent's spent cards: not their hidden set.
    pub spent: Cards,
    /// The cards the player to move has asked with.
    pub asked: Cards,
    /// A tap on a set: it becomes the set to name (or, in practice, to ask).
    pub on_pick: Callback<SetCard>,
}

#[component]
pub fn Lattice(props: &LatticeProps) -> Html {
    let words = &SHUGORON[use_lang()];
    let places = places();
    let place = |set: SetCard| places[set.index()];
    let edges = SetCard::all().flat_map(|low| {
        (1..=5u8).filter(move |&e| !low.has(e)).map(move |e| {
            let ((x1, y1), (x2, y2)) = (place(low), place(low.toggled(e)));
            html! { <line class="edge" x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()} /> }
        })
    });
    let nodes = SetCard::all().map(|set| {
        let (x, y) = place(set);
        let (state, said) = if props.candidates.has(set) {
            ("possible", words.lattice.possible)
        } else if props.spent.has(set) {
            ("spent", words.lattice.spent)
        } else {
            ("ruled-out", words.lattice.ruled_out)
        };
        let class = classes!(
            "node",
            state,
            props.just_ruled_out.has(set).then_some("just-ruled-out"),
            props.asked.has(set).then_some("asked")
        );
        let onclick = props.on_pick.reform(move |_: MouseEvent| set);
        let on_pick = props.on_pick.clone();
        let onkeydown = Callback::from(move |e: KeyboardEvent| {
            if matches!(e.key().as_str(), "Enter" | " ") {
                e.prevent_default();
                on_pick.emit(set);
            }
        });
        let label = format!("{}: {said}", (words.spoken)(set));
        html! {
            <g {class} data-lattice={set.digits()} data-state={state} role="button" tabindex="0"
                aria-label={label} {onclick} {onkeydown} transform={format!("translate({x:.1} {y:.1})")}>
                <rect x="-15" y="-9" width="30" height="18" rx="5" />
                <text y="4" text-anchor="middle">{ set.to_string() }</text>
            </g>
        }
    });
    html! {
        <svg class="lattice" viewBox={format!("0 0 {WIDTH} {HEIGHT}")} role="group"
            aria-label={(words.lattice.label)(props.candidates.len() as usize)}>
            { for edges }
            { for nodes }
        </svg>
    }
}
