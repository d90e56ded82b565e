//! The TwixT screen: its board, the turn being built, draws, the supplies and the settings,
//! in the screen every connection game shares.

use crate::games::connection::Connection;
use yew::prelude::*;

use super::board::{TwixtBoard, centre, scale, view_bar};
use super::state::{Step, TwixtAction, TwixtGame};
use crate::games::twixt::Twixt;
use crate::games::twixt::{BoardSize, Bridge, Ending, Hole, Position, RuleSet, Turn};
use crate::games::{Colour, Game, SwapRule};
use crate::i18n::Lang;
use crate::i18n::game_screen::GAME_SCREEN;
use crate::i18n::twixt::{Input, TWIXT};
use crate::ui::connection::{Action, Parts, Screen, ScreenProps, SizeMenu, use_screen};
use crate::ui::zoom::use_zoom;

/// How the game ended, in the status line's words; none while it goes on.
fn ending(position: &Position, lang: Lang) -> Option<String> {
    let (common, words) = (&GAME_SCREEN[lang], &TWIXT[lang]);
    Some(match position.ending()? {
        Ending::Connected { winner, .. } => (words.won)(*winner),
        Ending::Resigned { loser } => {
            (common.won_by_resignation)(common.colour(loser.opponent()), common.colour(*loser))
        }
        Ending::Agreed => words.agreed.to_owned(),
        Ending::NoPathLeft => words.no_path_draw.to_owned(),
    })
}

/// The status line: how the game ended, or whose turn and what the next tap (or key, as
/// the player plays by `input`) does there.
fn status(game: &TwixtGame, input: Input, lang: Lang) -> String {
    let position = game.position();
    if let Some(ending) = ending(position, lang) {
        return ending;
    }
    let words = &TWIXT[lang];
    let to_move = GAME_SCREEN[lang].colour(position.to_move());
    if game.computer_at(position.to_move()) {
        return (words.computer_turn)(to_move);
    }
    match game.draft().peg {
        Some(peg) => match game.bridges_to_choose() {
            Some(left) => (words.choose_bridges)(left, &peg.to_string(), input),
            None => (words.confirm_turn)(&peg.to_string(), input),
        },
        None if !game.draft().removals.is_empty() => (words.removing)(to_move),
        None if position.can_swap() => words.white_may_swap.to_owned(),
        None => (words.tap_a_hole)(to_move),
    }
}

/// "Black: 43 pegs left" per player, the shared bridges, and "no path left" where it holds.
fn supplies(step: &Step, lang: Lang) -> Vec<String> {
    let (common, words) = (&GAME_SCREEN[lang], &TWIXT[lang]);
    let position = step.record.position();
    let mut lines: Vec<String> = Colour::ALL
        .into_iter()
        .map(|colour| {
            let pegs = position.pegs_left(colour).map_or(words.unlimited_pegs.to_owned(), words.pegs_left);
            let path = if step.path_left(colour) { String::new() } else { format!(" · {}", words.no_path) };
            format!("{}: {pegs}{path}", common.colour(colour))
        })
        .collect();
    if let Some(n) = position.bridges_left() {
        lines.push((words.bridges_in_box)(n));
    }
    lines
}

#[component]
pub fn TwixtScreen(props: &ScreenProps<Twixt>) -> Html {
    let screen = use_screen(props);
    let (game, lang) = (&screen.game, screen.lang);
    let words = &TWIXT[lang];
    let position = game.position();
    let over = position.ending().is_some();
    let act = |action: fn() -> TwixtAction| screen.on(move |_: MouseEvent| Action::Game(action()));
    // The same callbacks at every render, so that the board redraws only when it changes.
    // How the player last played, taps or keys, for the status line's words.
    let input = use_state_eq(Input::default);
    let on_hole = {
        let (game, input) = (game.dispatcher(), input.setter());
        use_callback(screen.studying(), move |(hole, by): (Hole, Input), studying| {
            input.set(by);
            game.dispatch(match studying {
                Some(study) => Action::Study(study(hole)),
                None => Action::Game(TwixtAction::Tap(hole)),
            });
        })
    };
    let on_bridge = {
        let (game, input) = (game.dispatcher(), input.setter());
        use_callback((), move |(bridge, by): (Bridge, Input), ()| {
            input.set(by);
            game.dispatch(Action::Game(TwixtAction::TapBridge(bridge)));
        })
    };
    // The computer's hint, else where the review prefers another turn than the one shown.
    let preferred = game.shown_ply().and_then(|ply| game.preferred(ply)).filter(|_| !game.question_open());
    let hint = game.computer.hint.as_ref().map(|hint| hint.mv.clone()).or(preferred).and_then(|mv| match mv {
        Turn::Place(placement) => Some(placement.peg),
        Turn::Swap => None,
    });
    let draft = game.draft();
    // Zoomed in around the peg just placed (a turn being built), else the last turn's.
    let zoom = use_zoom(scale(position.size()), draft.peg.or(game.last_peg()).map(centre), true);
    let chain = position.ending().map(|e| e.chain().to_vec()).unwrap_or_default();
    screen.render(Parts {
        status: status(game, *input, lang),
        board: html! {
            <TwixtBoard board={game.shown().board().clone()} peg={draft.peg} removals={draft.removals.clone()}
                proposals={game.proposals()} {chain} last={game.last_peg()} {hint} {on_hole} {on_bridge} zoom={zoom.clone()}
                overlay={html! { <>
                    { screen.analysis_marks(|turn| match turn {
                        Turn::Place(placement) => Some(centre(placement.peg)),
                        Turn::Swap => None,
                    }) }
                    { screen.study_marks(centre, 1.0) }
                </> }} />
        },
        view: view_bar(&zoom, position.size(), lang),
        messages: game.pending.draw_offer.map_or_else(Html::default, |offerer| draw_offer(offerer, act, lang)),
        turn: html! {
            <div class="controls turn-controls">
                <button class="end-turn" data-action="end-turn" data-icon="✓" disabled={over || draft.peg.is_none()}
                    onclick={act(|| TwixtAction::EndTurn)}>{ words.end_turn }</button>
            </div>
        },
        controls: html! {
            <button data-action="draw" disabled={over || game.pending.draw_offer.is_some()} onclick={act(|| TwixtAction::OfferDraw)}>
                { words.offer_draw }
            </button>
        },
        facts: html! {
            <ul class="supplies">
                { for supplies(game.step(), lang).into_iter().map(|line| html! { <li>{ line }</li> }) }
            </ul>
        },
        settings: settings(&screen, lang),
        goal: words.each_joins,
        caption: caption(position, lang),
    })
}

/// The "New game" fields: the board's size, the rule set, the swap.
fn settings(screen: &Screen<Twixt>, lang: Lang) -> Html {
    let (controls, words) = (&GAME_SCREEN[lang], &TWIXT[lang]);
    let setup = *screen.new_setup;
    let on_size = screen.on_setting(|s, v| {
        if let Some(size) = v.parse().ok().and_then(|n| BoardSize::new(n).ok()) {
            s.size = size;
        }
    });
    let on_rules = screen.on_setting(|s, v| {
        if let Ok(rules) = v.parse() {
            s.rules = rules;
        }
    });
    let on_swap = screen.on_setting(|s, v| s.swap = if v == "1" { SwapRule::Colours } else { SwapRule::None });
    html! {
        <>
            <SizeMenu size={setup.size.get()} sizes={BoardSize::MIN..=BoardSize::MAX} onchange={on_size} />
            <label>{ words.rules }
                <select onchange={on_rules} aria-label={words.rule_set}>
                    { for RuleSet::ALL.into_iter().map(|rules| html! {
                        <option value={rules.name()} selected={setup.rules == rules}>{ (words.rule_set_choice)(rules) }</option>
                    }) }
                </select>
            </label>
            <label>{ controls.swap_setting }
                <select onchange={on_swap} aria-label={controls.swap_rule}>
                    <option value="1" selected={setup.swap.offered()}>{ controls.on }</option>
                    <option value="0" selected={!setup.swap.offered()}>{ controls.off }</option>
                </select>
            </label>
        </>
    }
}

/// A draw `offerer` offered, over the board, with the opponent's answers; `act` makes a
/// button's callback of an action.
fn draw_offer(offerer: Colour, act: impl Fn(fn() -> TwixtAction) -> Callback<MouseEvent>, lang: Lang) -> Html {
    let (controls, words) = (&GAME_SCREEN[lang], &TWIXT[lang]);
    html! {
        <div class="draw-offer" role="alert">
            { (words.draw_offered)(controls.colour(offerer), controls.colour(offerer.opponent())) }
            <button data-action="accept-draw" onclick={act(|| TwixtAction::AcceptDraw)}>{ words.accept }</button>
            <button data-action="decline-draw" onclick={act(|| TwixtAction::DeclineDraw)}>{ words.decline }</button>
        </div>
    }
}

/// The caption a diagram is offered with: the board, the turn, whose turn or the result.
fn caption(position: &Position, lang: Lang) -> AttrValue {
    let common = &GAME_SCREEN[lang];
    let state = ending(position, lang).unwrap_or_else(|| (common.to_move)(common.colour(position.to_move())));
    (TWIXT[lang].caption)(position.size().get(), position.ply(), &state).into()
}
