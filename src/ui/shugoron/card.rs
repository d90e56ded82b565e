//! A set card as a card: the set's elements as pips on a pentagon, readable at a glance.

use yew::prelude::*;

use crate::games::shugoron::SetCard;
use crate::i18n::shugoron::SHUGORON;
use crate::ui::language::use_lang;

/// Where the pip of element `e` (1–5) sits on a 40×56 card: round a pentagon, 1 at the top.
fn pip(e: u8) -> (f64, f64) {
    let angle = std::f64::consts::TAU * f64::from(e - 1) / 5.0 - std::f64::consts::FRAC_PI_2;
    (20.0 + 12.0 * angle.cos(), 30.0 + 12.0 * angle.sin())
}

#[derive(Properties, PartialEq)]
pub struct CardProps {
    pub set: SetCard,
    #[prop_or_default]
    pub selected: bool,
    /// A tap; a card without one is only shown.
    #[prop_or_default]
    pub on_tap: Option<Callback<SetCard>>,
    /// Extra classes (`hidden-set`, `spent`).
    #[prop_or_default]
    pub class: Classes,
}

#[component]
pub fn Card(props: &CardProps) -> Html {
    let set = props.set;
    let label = (SHUGORON[use_lang()].spoken)(set);
    let pips = (1..=5u8).map(|e| {
        let (x, y) = pip(e);
        let on = set.has(e);
        html! {
            <g class={classes!("pip", on.then_some("on"))}>
                <circle cx={x.to_string()} cy={y.to_string()} r="5.5" />
                <text x={x.to_string()} y={(y + 2.4).to_string()} text-anchor="middle">{ e.to_string() }</text>
            </g>
        }
    });
    let face = html! {
        <svg viewBox="0 0 40 56" aria-hidden="true">
            <rect class="face" x="1" y="1" width="38" height="54" rx="4" />
            <text class="digits" x="4" y="10">{ set.to_string() }</text>
            { for pips }
        </svg>
    };
    let class = classes!("set-card", props.selected.then_some("selected"), props.class.clone());
    match &props.on_tap {
        Some(on_tap) => {
            let onclick = on_tap.reform(move |_: MouseEvent| set);
            html! {
                <button {class} data-set={set.digits()} role="button" aria-label={label}
                    aria-pressed={props.selected.to_string()} {onclick}>{ face }</button>
            }
        }
        None => html! { <span {class} data-set={set.digits()} role="img" aria-label={label}>{ face }</span> },
    }
}
