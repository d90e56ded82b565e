//! The TwixT board in SVG: one unit between holes, border lines, coordinates, pegs,
//! bridges, and the bridges the new peg could make drawn dashed for one tap each. Holes too
//! small for a finger are reached through a zoomed view ([`super::zoom`]).

use yew::prelude::*;

use super::zoom::use_zoom;
use crate::games::Colour;
use crate::games::twixt::{Board, Bridge, Hole, Removal, column_name};
use crate::i18n::game_screen::GAME_SCREEN;
use crate::i18n::twixt::TWIXT;
use crate::ui::language::use_lang;

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
    pub on_hole: Callback<Hole>,
    pub on_bridge: Callback<Bridge>,
}

fn stone_name(peg: Option<Colour>) -> &'static str {
    peg.map_or("", Colour::name)
}

/// Enter or space on a focused hole or bridge acts like a tap.
fn on_key<T: Copy + 'static>(callback: &Callback<T>, value: T) -> Callback<KeyboardEvent> {
    let callback = callback.clone();
    Callback::from(move |e: KeyboardEvent| {
        if e.key() == "Enter" || e.key() == " " {
            e.prevent_default();
            callback.emit(value);
        }
    })
}

#[component]
pub fn TwixtBoard(props: &TwixtBoardProps) -> Html {
    let lang = use_lang();
    let words = &TWIXT[lang];
    let board = &props.board;
    let size = board.size();
    let zoom = use_zoom(size);
    let last = f32::from(size.last());
    let removed_peg = |h: Hole| props.removals.contains(&Removal::Peg(h));
    // Border lines sit halfway between the border rows and the playing area.
    let border = |x1: f32, y1: f32, x2: f32, y2: f32, colour: Colour| {
        html! {
            <line class={classes!("border-line", colour.name())}
                x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()} />
        }
    };
    // Hole (c, r) is drawn at (c + 1, r + 1): the lines run at 1.5 and n − 0.5.
    let (near, far) = (1.5, last + 0.5);
    let borders = html! {
        <>
            { border(near, near, far, near, Colour::White) }
            { border(near, far, far, far, Colour::White) }
            { border(near, near, near, far, Colour::Black) }
            { border(far, near, far, far, Colour::Black) }
        </>
    };
    let coords = (0..size.get()).map(|i| {
        let at = f32::from(i) + 1.0;
        html! {
            <>
                <text class="coord" x={at.to_string()} y="0.35">{ column_name(i) }</text>
                <text class="coord" x="0.3" y={(at + 0.12).to_string()}>{ (i + 1).to_string() }</text>
            </>
        }
    });
    let bridge_line = |b: Bridge, class: Classes| {
        let onclick = zoom.tap(&props.on_bridge, b, b.from());
        let onkeydown = on_key(&props.on_bridge, b);
        let owner = board.peg(b.from());
        let removed = props.removals.contains(&Removal::Bridge(b)) || removed_peg(b.from()) || removed_peg(b.to());
        html! {
            <g class={classes!("bridge", class, owner.map(Colour::name), removed.then_some("removed"))}
                data-link={b.to_string()} role="button" tabindex="0"
                aria-label={(words.bridge)(&b.to_string())} {onclick} {onkeydown}>
                <line class="hit" x1={(f32::from(b.from().col()) + 1.0).to_string()} y1={(f32::from(b.from().row()) + 1.0).to_string()}
                    x2={(f32::from(b.to().col()) + 1.0).to_string()} y2={(f32::from(b.to().row()) + 1.0).to_string()} />
                <line class="stroke" x1={(f32::from(b.from().col()) + 1.0).to_string()} y1={(f32::from(b.from().row()) + 1.0).to_string()}
                    x2={(f32::from(b.to().col()) + 1.0).to_string()} y2={(f32::from(b.to().row()) + 1.0).to_string()} />
            </g>
        }
    };
    let bridges = board.bridges().map(|b| bridge_line(b, classes!()));
    let proposals = props.proposals.iter().map(|&b| {
        let g = bridge_line(b, classes!("proposal"));
        html! { <g data-proposal={b.to_string()}>{ g }</g> }
    });
    let holes = Hole::all(size).map(|h| {
        let peg = board.peg(h);
        let (x, y) = (f32::from(h.col()) + 1.0, f32::from(h.row()) + 1.0);
        let onclick = zoom.tap(&props.on_hole, h, h);
        let onkeydown = on_key(&props.on_hole, h);
        let label = (GAME_SCREEN[lang].point)(&h.to_string(), peg);
        let class = classes!(
            "hole",
            h.border_of(size).map(|c| format!("border-{}", c.name())),
            (props.peg == Some(h)).then_some("new"),
            (props.last == Some(h)).then_some("last"),
            (props.hint == Some(h)).then_some("hint"),
            props.chain.contains(&h).then_some("in-chain"),
            removed_peg(h).then_some("removed"),
        );
        html! {
            <g {class} data-cell={h.to_string()} data-stone={stone_name(peg)} role="button" tabindex="0"
                aria-label={label} {onclick} {onkeydown}>
                <circle class="hit" cx={x.to_string()} cy={y.to_string()} r="0.42" />
                if let Some(colour) = peg {
                    <circle class={classes!("peg", colour.name())} cx={x.to_string()} cy={y.to_string()} r="0.3" />
                } else {
                    <circle class="dot" cx={x.to_string()} cy={y.to_string()} r="0.1" />
                }
            </g>
        }
    });
    html! {
        <>
            { zoom.bar(lang) }
            <svg class="twixt-board" ref={zoom.svg()} viewBox={zoom.view_box()} data-whole-view={zoom.whole_view_box()} role="group" aria-label={words.board}>
                { borders }
                { for coords }
                { zoom.coordinates() }
                // Bridges under the holes: a tap near a hole is the hole's, between holes the bridge's.
                { for bridges }
                { for proposals }
                { for holes }
            </svg>
        </>
    }
}
