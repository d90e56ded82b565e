//! The lattice view: the Hasse diagram of the 32 sets, drawn across, the empty set at the
//! left and the full set at the right (columns of 1, 5, 10, 10, 5 and 1 sets), each line
//! joining a set to one with one element more. It marks what the player to move may still
//! suspect. Drawn so, ten sets stand one above the other, each a fingertip (44 px) each way
//! on a phone 390 px wide, which ten side by side could not be.

use yew::prelude::*;

use crate::games::shugoron::{Cards, SetCard};
use crate::i18n::shugoron::SHUGORON;
use crate::ui::language::use_lang;

const WIDTH: f64 = 330.0;
const HEIGHT: f64 = 460.0;
/// A set's box: 48 × 40 units, which a phone's 366 px for 330 units makes 53 × 44 px.
const BOX: (f64, f64) = (48.0, 40.0);

/// Where each set is drawn, by its bits: its column by size, spread evenly down it.
/// Worked out once a drawing, not once a line end.
fn places() -> [(f64, f64); SetCard::COUNT] {
    let mut places = [(0.0, 0.0); SetCard::COUNT];
    for size in 0..=5 {
        let column = level(size);
        let x = BOX.0 / 2.0 + 2.0 + f64::from(size) * (WIDTH - BOX.0 - 4.0) / 5.0;
        for (i, set) in column.iter().enumerate() {
            places[set.index()] = (x, HEIGHT * (i as f64 + 0.5) / column.len() as f64);
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
                <rect x={(-BOX.0 / 2.0).to_string()} y={(-BOX.1 / 2.0).to_string()} width={BOX.0.to_string()}
                    height={BOX.1.to_string()} rx="6" />
                <text y="3.5" text-anchor="middle">{ set.to_string() }</text>
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_two_sets_boxes_overlap() {
        let places = places();
        for (i, a) in places.iter().enumerate() {
            for b in &places[i + 1..] {
                assert!((a.0 - b.0).abs() >= BOX.0 || (a.1 - b.1).abs() >= BOX.1, "{a:?} and {b:?}");
            }
        }
    }

    #[test]
    fn every_box_lies_inside_the_drawing() {
        for (x, y) in places() {
            assert!(
                x - BOX.0 / 2.0 >= 0.0
                    && x + BOX.0 / 2.0 <= WIDTH
                    && y - BOX.1 / 2.0 >= 0.0
                    && y + BOX.1 / 2.0 <= HEIGHT
            );
        }
    }
}
