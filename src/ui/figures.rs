//! Boards in miniature, drawn by the game screens' own components: the pictures on the
//! home screen and the diagrams of the rules pages, after the sources' own figures (Hex on
//! 4 × 4 with a winning chain, TwixT on 8 × 8 with bridges, the Doublets table set up, a
//! shUgorØn card asked of a hidden set with the four answers it can get). The positions
//! are played through the rules engines, so a figure can never show an illegal one.

use yew::prelude::*;

use super::doublets::DoubletsTable;
use super::hex::{HexBoard, scale as hex_scale};
use super::language::use_lang;
use super::shugoron::Card;
use super::twixt::{TwixtBoard, scale as twixt_scale};
use super::zoom::use_zoom;
use crate::games::GameKind;
use crate::games::{Colour, Game, SwapRule};
use crate::games::{doublets, hex, shugoron, twixt};
use crate::i18n::shugoron::SHUGORON;

/// Hex on 4 × 4: Black's chain c1–b2–b3–a4 joins its edges; White's stones stand beside.
const HEX_MOVES: [&str; 7] = ["c1", "c3", "b2", "d2", "b3", "a1", "a4"];
/// TwixT on 8 × 8: Black's pegs bridged from row 3 to row 7, White's pair beside them.
const TWIXT_TURNS: [&str; 5] = ["C3", "F3", "D5 C3-D5", "G5 F3-G5", "E7 D5-E7"];
/// shUgorØn: the hidden set, and the cards that draw each of the four answers from it.
const SHUGORON_HIDDEN: &str = "13";
const SHUGORON_ASKED: [&str; 4] = ["13", "1", "134", "2"];

fn hex_size() -> hex::BoardSize {
    hex::BoardSize::new(4).expect("4 is a Hex size")
}

/// The position after `moves`, played by the rules from a new game.
fn hex_position() -> hex::Position {
    let size = hex_size();
    let mut position = hex::Position::new(size, SwapRule::None);
    for text in HEX_MOVES {
        let played = hex::Move::parse(text, size)
            .map_err(|e| e.to_string())
            .and_then(|mv| position.play(mv).map_err(|e| e.to_string()));
        debug_assert!(played.is_ok(), "{text}: {played:?}");
    }
    position
}

fn twixt_size() -> twixt::BoardSize {
    twixt::BoardSize::new(8).expect("8 is a TwixT size")
}

fn twixt_position() -> twixt::Position {
    let size = twixt_size();
    let mut position = twixt::Position::new(size, twixt::RuleSet::Standard, SwapRule::None);
    for text in TWIXT_TURNS {
        let played = twixt::Turn::parse(text, size)
            .map_err(|e| e.to_string())
            .and_then(|turn| position.play(&turn).map_err(|e| e.to_string()));
        debug_assert!(played.is_ok(), "{text}: {played:?}");
    }
    position
}

fn set(text: &str) -> shugoron::SetCard {
    text.parse().unwrap_or(shugoron::SetCard::EMPTY)
}

#[derive(Properties, PartialEq)]
pub struct FigureProps {
    pub game: GameKind,
    /// The rules page's diagram, with the words that go with it; else the bare picture.
    #[prop_or_default]
    pub explained: bool,
}

/// The game's board in miniature: the home screen's pictures, the rules pages' diagrams.
#[component]
pub fn Figure(props: &FigureProps) -> Html {
    match props.game {
        GameKind::Hex => html! { <HexFigure /> },
        GameKind::Twixt => html! { <TwixtFigure /> },
        GameKind::Doublets => html! { <DoubletsFigure /> },
        GameKind::Shugoron => html! { <ShugoronFigure explained={props.explained} /> },
    }
}

/// A figure's frame: only shown, so nothing in it can be tapped or reached with the
/// keyboard (it is `inert`), and assistive technology reads the caption, not the board.
fn framed(game: GameKind, drawing: Html) -> Html {
    html! {
        <div class={classes!("figure", format!("figure-{}", game.id()))} inert=true aria-hidden="true">
            { drawing }
        </div>
    }
}

/// Hex on 4 × 4 with Black's winning chain.
#[component]
fn HexFigure() -> Html {
    // A figure is always drawn whole.
    let view = use_zoom(hex_scale(hex_size()), None, false);
    let position = hex_position();
    let chain = position.ending().map(|e| e.chain().to_vec()).unwrap_or_default();
    framed(
        GameKind::Hex,
        html! {
            <HexBoard board={position.board().clone()} to_move={position.to_move()}
                {chain} last={None} live={false} on_tap={Callback::noop()} zoom={view} />
        },
    )
}

/// TwixT on 8 × 8 with bridges.
#[component]
fn TwixtFigure() -> Html {
    // A figure is always drawn whole (TwixT's board takes its view from the screen).
    let view = use_zoom(twixt_scale(twixt_size()), None, false);
    let position = twixt_position();
    framed(
        GameKind::Twixt,
        html! {
            <TwixtBoard board={position.board().clone()} peg={None} removals={vec![]} proposals={vec![]}
                chain={vec![]} last={None} hint={None} on_hole={Callback::noop()} on_bridge={Callback::noop()} zoom={view} />
        },
    )
}

/// The Doublets table set up.
#[component]
fn DoubletsFigure() -> Html {
    let position = doublets::Position::new(doublets::RuleSet::Willughby);
    framed(
        GameKind::Doublets,
        html! {
            <DoubletsTable black={position.table(Colour::Black).clone()} white={position.table(Colour::White).clone()}
                men={position.rules().men()} choices={vec![]} on_tap={Callback::noop()} />
        },
    )
}

#[derive(Properties, PartialEq)]
struct ShugoronFigureProps {
    /// The rules page's diagram, with each answer in words; else the bare picture.
    #[prop_or_default]
    explained: bool,
}

/// A shUgorØn hidden set and the four cards that draw each answer from it.
#[component]
fn ShugoronFigure(props: &ShugoronFigureProps) -> Html {
    let words = &SHUGORON[use_lang()].practice;
    let hidden = set(SHUGORON_HIDDEN);
    let answers = SHUGORON_ASKED.map(|asked| {
        let asked = set(asked);
        let answer = shugoron::Answer::between(hidden, asked);
        html! {
            <li>
                <Card set={asked} />
                if props.explained {
                    <span>{ (words.explained)(answer) }</span>
                }
            </li>
        }
    });
    framed(
        GameKind::Shugoron,
        html! {
            <div class="answers-figure">
                <Card set={hidden} class={classes!("hidden-set")} />
                <ul>{ for answers }</ul>
            </div>
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hex_figure_shows_blacks_winning_chain() {
        let position = hex_position();
        assert_eq!(position.board().stone_count(), HEX_MOVES.len());
        let chain: Vec<String> =
            position.ending().expect("Black has won").chain().iter().map(ToString::to_string).collect();
        assert_eq!(chain, ["c1", "b2", "b3", "a4"]);
    }

    #[test]
    fn the_twixt_figure_plays_every_turn_with_its_bridges() {
        let position = twixt_position();
        assert_eq!(position.board().bridges().count(), 3);
    }

    #[test]
    fn the_shugoron_figure_draws_each_answer_once() {
        let hidden = set(SHUGORON_HIDDEN);
        let answers: Vec<_> = SHUGORON_ASKED.map(|asked| shugoron::Answer::between(hidden, set(asked))).to_vec();
        assert_eq!(answers, shugoron::Answer::ALL.to_vec());
    }
}
