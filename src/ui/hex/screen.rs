//! The Hex screen: its board and its settings in the screen every connection game shares.

use crate::games::connection::Connection;
use yew::prelude::*;

use super::board::HexBoard;
use super::state::{Hex, HexAction};
use crate::games::Game;
use crate::games::hex::{BoardSize, Ending, Move, Position, SwapRule};
use crate::i18n::Lang;
use crate::i18n::game_screen::GAME_SCREEN;
use crate::i18n::hex::HEX;
use crate::ui::connection::{Action, Parts, ScreenProps, SizeMenu, use_screen};

/// The status line: whose turn, or how the game ended.
fn status(position: &Position, lang: Lang) -> String {
    let (common, words) = (&GAME_SCREEN[lang], &HEX[lang]);
    match position.ending() {
        Some(Ending::Connected { winner, .. }) => (words.won)(*winner),
        Some(Ending::Resigned { loser }) => {
            (common.won_by_resignation)(common.colour(loser.opponent()), common.colour(*loser))
        }
        None if position.can_swap() => words.white_may_swap.to_owned(),
        None => (common.to_move)(common.colour(position.to_move())),
    }
}

#[component]
pub fn HexScreen(props: &ScreenProps<Hex>) -> Html {
    let screen = use_screen(props);
    let (game, lang) = (&screen.game, screen.lang);
    let (controls, words) = (&GAME_SCREEN[lang], &HEX[lang]);
    let position = game.position();
    let setup = *screen.new_setup;
    let on_size = screen.on_setting(|setup, value| {
        if let Some(size) = value.parse().ok().and_then(|n| BoardSize::new(n).ok()) {
            setup.size = size;
        }
    });
    let on_swap = screen.on_setting(|setup, value| {
        if let Ok(swap) = value.parse() {
            setup.swap = swap;
        }
    });
    let chain = position.ending().map(|e| e.chain().to_vec()).unwrap_or_default();
    // The computer's hint, else where the review prefers another move than the one shown.
    let view = game.timeline.view();
    let preferred = (view.line == 0).then(|| game.preferred(view.ply)).flatten();
    let hint = match game.computer.hint.as_ref().map(|hint| hint.mv).or(preferred) {
        Some(Move::Place(cell)) => Some(cell),
        _ => None,
    };
    let on_tap = screen.on(|cell| Action::Game(HexAction::Tap(cell)));
    let status = status(position, lang);
    let caption = (words.caption)(position.size().get(), position.ply(), &status).into();
    screen.render(Parts {
        board: html! {
            <HexBoard board={position.board().clone()} to_move={position.to_move()}
                {chain} last={game.last_stone()} {hint} live={position.ending().is_none()} {on_tap} />
        },
        settings: html! {
            <>
                <SizeMenu size={setup.size.get()} sizes={BoardSize::MIN..=BoardSize::MAX} onchange={on_size} />
                <label>{ controls.swap_setting }
                    <select onchange={on_swap} aria-label={controls.swap_rule}>
                        { for SwapRule::ALL.into_iter().map(|rule| html! {
                            <option value={rule.name()} selected={setup.swap == rule}>{ (words.swap_choice)(rule) }</option>
                        }) }
                    </select>
                </label>
            </>
        },
        goal: words.each_joins,
        status,
        caption,
        ..Parts::default()
    })
}
