//! The Hex screen: its board and its settings in the screen every connection game shares.

use crate::games::connection::Connection;
use yew::prelude::*;

use super::board::{HexBoard, at, scale, view_bar};
use super::state::HexAction;
use crate::games::Game;
use crate::games::hex::Hex;
use crate::games::hex::{BoardSize, Cell, Ending, Move, Position, SwapRule};
use crate::i18n::Lang;
use crate::i18n::game_screen::GAME_SCREEN;
use crate::i18n::hex::HEX;
use crate::ui::connection::{Action, Parts, Screen, ScreenProps, SizeMenu, use_screen};
use crate::ui::zoom::{second_tap, use_zoom};

/// How the game ended, in the status line's words; none while it goes on.
fn ending(position: &Position, lang: Lang) -> Option<String> {
    let (common, words) = (&GAME_SCREEN[lang], &HEX[lang]);
    Some(match position.ending()? {
        Ending::Connected { winner, .. } => (words.won)(*winner),
        Ending::Resigned { loser } => {
            (common.won_by_resignation)(common.colour(loser.opponent()), common.colour(*loser))
        }
    })
}

/// The status line: how the game ended, or whose turn; where the board is `cramped`, what
/// a tap does (it marks a cell, `marked`, which a second tap plays).
fn status(position: &Position, cramped: bool, marked: Option<Cell>, lang: Lang) -> String {
    let (common, words) = (&GAME_SCREEN[lang], &HEX[lang]);
    let colour = common.colour(position.to_move());
    ending(position, lang).unwrap_or_else(|| match marked {
        Some(cell) => (words.tap_again)(&cell.to_string()),
        None if position.can_swap() => words.white_may_swap.to_owned(),
        None if cramped => (words.tap_twice)(colour),
        None => (common.to_move)(colour),
    })
}

/// A tap on a cell, and the cell a first tap marked: on a cramped board a first tap marks
/// the cell (forgotten with every move) and a second plays it; in Annotate mode and at an
/// open question, the study takes the tap.
#[hook]
fn use_tap(screen: &Screen<Hex>, cramped: bool) -> (Callback<(Cell, bool)>, Option<Cell>) {
    let position = screen.game.position();
    let marked = use_state_eq(|| None::<Cell>);
    use_effect_with((position.ply(), cramped), {
        let marked = marked.setter();
        move |_| marked.set(None)
    });
    let (studying, game, shown) = (screen.studying(), screen.game.dispatcher(), *marked);
    // A cell that cannot be played (taken, the game over) is refused at once, not marked.
    let (board, over) = (position.board().clone(), position.ending().is_some());
    let on_tap = Callback::from(move |(cell, by_keys): (Cell, bool)| {
        if let Some(study) = studying {
            return game.dispatch(Action::Study(study(cell)));
        }
        let marks = cramped && !by_keys && !over && board.stone(cell).is_none();
        match second_tap(*marked, cell, marks) {
            Some(cell) => game.dispatch(Action::Game(HexAction::Tap(cell))),
            None => marked.set(Some(cell)),
        }
    });
    (on_tap, shown)
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
    // The computer's hint, else where the review prefers another move than the one shown
    // (not at an open question, whose answer it would give away).
    let preferred = game.shown_ply().and_then(|ply| game.preferred(ply)).filter(|_| !game.question_open());
    let hint = match game.computer.hint.as_ref().map(|hint| hint.mv).or(preferred) {
        Some(Move::Place(cell)) => Some(cell),
        _ => None,
    };
    let last = game.last_stone();
    let zoom = use_zoom(scale(position.size()), last.map(at), true);
    let (on_tap, marked) = use_tap(&screen, zoom.cramped());
    let status = status(position, zoom.cramped(), marked, lang);
    let overlay = screen.analysis_marks(|mv| match mv {
        Move::Place(cell) => Some(at(cell)),
        Move::Swap => None,
    });
    let caption = (words.caption)(
        position.size().get(),
        position.ply(),
        &ending(position, lang).unwrap_or_else(|| (controls.to_move)(controls.colour(position.to_move()))),
    )
    .into();
    screen.render(Parts {
        board: html! {
            <HexBoard board={position.board().clone()} to_move={position.to_move()} {chain} {last} {hint}
                overlay={html! { <>{ overlay }{ screen.study_marks(at, 17.32) }</> }}
                {marked} live={position.ending().is_none()} {on_tap} zoom={zoom.clone()} />
        },
        view: view_bar(&zoom, position.size(), lang),
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
