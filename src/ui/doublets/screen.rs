use gloo_timers::callback::Timeout;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::board::DoubletsTable;
use super::exact::{Exactly, use_exact_odds};
use super::state::{ComputerDue, ComputerStep, DoubletsAction, DoubletsGame, Players};
use crate::ai::doublets::{Odds, choose, odds};
use crate::games::Colour;
use crate::games::doublets::{Face, Hand, Point, Position, RuleSet, Stage};
use crate::rng::Rng;
use crate::ui::browser;
use crate::ui::route::DoubletsSetup;
use crate::ui::widgets::Notice;

/// Simulated games behind the odds panel, and behind each option the computer weighs, where
/// no exact odds are at hand.
const ODDS_GAMES: u32 = 1000;
const CHOICE_GAMES: u32 = 300;

/// The computer's pause before each of its steps (a throw, a choice, handing the dice on),
/// so that its turn can be followed.
const COMPUTER_PACE_MS: u32 = 800;

#[derive(Properties, PartialEq)]
pub struct DoubletsScreenProps {
    pub setup: DoubletsSetup,
}

fn title(colour: Colour) -> &'static str {
    match colour {
        Colour::Black => "Black",
        Colour::White => "White",
    }
}

/// A player's name on the status line: the colour, and who plays it against the computer.
fn player(game: &DoubletsGame, colour: Colour) -> String {
    match game.players.computer_plays(colour) {
        true => format!("{} (computer)", title(colour)),
        false => title(colour).to_owned(),
    }
}

/// The status line: whose turn and what to do, or who won.
fn status(game: &DoubletsGame) -> String {
    let position = game.position();
    let who = player(game, game.actor().unwrap_or(position.to_move()));
    match position.stage() {
        Stage::Over { winner } => format!("{} wins: every man is borne off.", player(game, *winner)),
        _ if game.computer_acts() => format!("{who} is playing…"),
        _ if game.awaiting_confirm() => format!("{who}: the dice are played. Confirm the turn, or undo."),
        Stage::Opening => "Who starts? Each player throws one die: throw.".to_owned(),
        Stage::Throw(_) => format!("{who} to throw."),
        Stage::Play { hand: Hand::Units(n), .. } => {
            format!("{who}: a doublet: {n} men to move, one a tap, on any highlighted point.")
        }
        Stage::Play { .. } => format!("{who}: tap a highlighted point or a die, in the order you choose."),
    }
}

/// The faces on the table: the dice still to play, or the last throw's.
fn dice_shown(position: &Position) -> Vec<Option<Face>> {
    match position.stage() {
        Stage::Play { hand: Hand::Dice(dice), .. } => dice.iter().copied().map(Some).collect(),
        _ => vec![None; position.dice_due().unwrap_or(position.rules().dice())],
    }
}

/// A large count for people: `21.8 million`, `4 million`.
fn millions(n: u64) -> String {
    let digits = usize::from(n % 1_000_000 != 0);
    format!("{:.*} million", digits, n as f64 / 1e6)
}

/// The odds panel's words: exact where they are at hand, else by simulation and why.
fn odds_text(exactly: &Exactly<'_>, simulated: Option<&Odds>) -> (String, Option<String>) {
    let percent = |black: f64, digits: usize| {
        format!("Black {:.*}%, White {:.*}%", digits, 100.0 * black, digits, 100.0 * (1.0 - black))
    };
    let why = match exactly {
        Exactly::Known(black) => return (format!("{}: exact, with both playing to win", percent(*black, 1)), None),
        Exactly::Solving { share } => format!("Exact odds: being worked out ({:.0}%).", 100.0 * share),
        Exactly::TooLarge { pairs, limit } => format!(
            "Exact odds: {} pairs of tables can still follow, more than the {} a page solves; \
             they come as the game goes on.",
            millions(*pairs),
            millions(*limit)
        ),
        Exactly::Failed(reason) => format!("Exact odds could not be worked out: {reason}."),
    };
    let simulated = simulated.map_or(String::new(), |odds| {
        format!(
            "{} (± {:.0}%, {} simulated games with random choices)",
            percent(odds.chance, 0),
            100.0 * odds.error,
            odds.games
        )
    });
    (simulated, Some(why))
}

const PIPS: [&str; 6] = ["⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];

#[component]
pub fn DoubletsScreen(props: &DoubletsScreenProps) -> Html {
    let setup = props.setup;
    let game = use_reducer(|| DoubletsGame::new(setup, setup.seed.unwrap_or_else(browser::fresh_seed)));
    let draft = use_state(|| setup.rules);
    use_effect_with(game.setup, |setup| browser::replace_query(&setup.query()));
    let exact = use_exact_odds(&game);

    let position = game.position();
    let exactly = exact.for_position(position);
    let known = matches!(exactly, Exactly::Known(_));
    let waiting = matches!(exactly, Exactly::Solving { .. });
    // The computer's next step after a pause: its choice by the exact odds, or while they
    // are being worked out it waits; where they cannot be, by simulation. A newer state
    // cancels the pending step.
    use_effect_with((game.timeline.ply(), game.computer_due(), known, waiting, position.clone()), {
        let game = game.dispatcher();
        let exact = exact.clone();
        move |(ply, due, known, waiting, position)| {
            let step = match due {
                None => None,
                Some(ComputerDue::Throw) => Some(ComputerStep::Throw),
                Some(ComputerDue::Confirm) => Some(ComputerStep::Confirm),
                Some(ComputerDue::Choice) if *known => {
                    exact.solution(position).and_then(|s| s.choose(position)).map(ComputerStep::Play)
                }
                Some(ComputerDue::Choice) if *waiting => None,
                Some(ComputerDue::Choice) => {
                    choose(position, CHOICE_GAMES, &mut Rng::seed(browser::fresh_seed())).map(ComputerStep::Play)
                }
            };
            let ply = *ply;
            let timeout = step.map(|step| {
                Timeout::new(COMPUTER_PACE_MS, move || game.dispatch(DoubletsAction::Computer { ply, step }))
            });
            move || drop(timeout)
        }
    });

    let result = position.winner().map_or("", Colour::name);
    let dispatch = |action: fn() -> DoubletsAction| {
        let game = game.dispatcher();
        Callback::from(move |_: MouseEvent| game.dispatch(action()))
    };
    let on_tap = {
        let game = game.dispatcher();
        Callback::from(move |(side, point)| game.dispatch(DoubletsAction::TapPoint(side, point)))
    };
    let on_dismiss = {
        let game = game.dispatcher();
        Callback::from(move |()| game.dispatch(DoubletsAction::Dismiss))
    };
    let on_rules = {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            if let Ok(rules) = e.target_unchecked_into::<HtmlSelectElement>().value().parse() {
                draft.set(rules);
            }
        })
    };
    let on_players = {
        let game = game.dispatcher();
        Callback::from(move |e: Event| {
            if let Ok(players) = e.target_unchecked_into::<HtmlSelectElement>().value().parse() {
                game.dispatch(DoubletsAction::Players(players));
            }
        })
    };
    let on_new = {
        let game = game.dispatcher();
        let rules = *draft;
        Callback::from(move |_: MouseEvent| {
            game.dispatch(DoubletsAction::New(DoubletsSetup { rules, seed: None }, browser::fresh_seed()))
        })
    };
    let on_animate = {
        let on = game.animate;
        let game = game.dispatcher();
        Callback::from(move |_: MouseEvent| game.dispatch(DoubletsAction::Animate(!on)))
    };
    let choices: Vec<(Colour, Point)> = Colour::ALL
        .into_iter()
        .flat_map(|side| Point::ALL.into_iter().map(move |point| (side, point)))
        .filter(|&(side, point)| !game.choices_on(side, point).is_empty())
        .collect();
    let dice = dice_shown(position).into_iter().map(|face| {
        let value = face.map(|f| f.get().to_string()).unwrap_or_default();
        let label = face.map_or("a die, not thrown".to_owned(), |f| format!("die {f}: play it"));
        let glyph = face.map_or("·", |f| PIPS[usize::from(f.get()) - 1]);
        let onclick = {
            let game = game.dispatcher();
            Callback::from(move |_: MouseEvent| match face {
                Some(face) => game.dispatch(DoubletsAction::TapDie(face)),
                None => game.dispatch(DoubletsAction::Roll),
            })
        };
        html! { <button class="die" data-die={value} aria-label={label} {onclick}>{ glyph }</button> }
    });
    let units = match position.stage() {
        Stage::Play { hand: Hand::Units(n), .. } => Some(*n),
        _ => None,
    };
    // Where no exact odds are at hand: by simulation from a seed fixed by the position, so
    // the figure is the same whenever the position is.
    let simulated = use_memo((position.clone(), known), |(position, known)| {
        let seed = position.log().len() as u64;
        (!known).then(|| odds(position, Colour::Black, ODDS_GAMES, &mut Rng::seed(seed)))
    });
    let (odds_line, odds_why) = odds_text(&exactly, simulated.as_ref().as_ref());
    let on_computer = {
        let position = position.clone();
        let exact = exact.clone();
        let game = game.dispatcher();
        Callback::from(move |_: MouseEvent| {
            let choice = match exact.solution(&position) {
                Some(solution) => solution.choose(&position),
                None => choose(&position, CHOICE_GAMES, &mut Rng::seed(browser::fresh_seed())),
            };
            if let Some(action) = choice {
                game.dispatch(DoubletsAction::Play(action));
            }
        })
    };
    let computer = game.computer_acts();
    let has_choice = position.legal_actions().len() > 1 && !computer;
    let can_roll =
        position.dice_due().is_some() && !game.awaiting_confirm() && position.winner().is_none() && !computer;
    let log = position.log().iter().rev().map(|event| html! { <li>{ event.to_string() }</li> });

    html! {
        <main class={classes!("screen", "doublets-screen", game.animate.then_some("animated"))} data-game="doublets"
            data-to-move={position.to_move().name()} data-result={result} data-rules={position.rules().name()}
            data-players={game.players.name()}>
            <header class="bar">
                <a class="home" href="?">{ "← fogliaccio" }</a>
                <h1>{ position.rules().title() }</h1>
                <a class="rules-link" href="?rules=doublets">{ "Rules" }</a>
            </header>
            <div class="messages">
                <p class={classes!("status", position.winner().is_some().then_some("over"))} data-testid="status" aria-live="polite">
                    { status(&game) }
                </p>
                if let Some(text) = game.notice.clone() {
                    <Notice {text} {on_dismiss} />
                }
            </div>
            <div class="dice-row">
                { for dice }
                if let Some(n) = units {
                    <span class="units" data-testid="units">{ format!("{n} to move") }</span>
                }
                if can_roll {
                    <button class="roll" data-action="roll" onclick={dispatch(|| DoubletsAction::Roll)}>{ "Throw" }</button>
                }
                if game.awaiting_confirm() && !computer {
                    <button class="confirm" data-action="end-turn" onclick={dispatch(|| DoubletsAction::Confirm)}>{ "✓ Confirm" }</button>
                }
                <button data-action="undo" disabled={!game.can_undo()} onclick={dispatch(|| DoubletsAction::Undo)}>{ "↶ Undo" }</button>
                <button data-action="ai-move" disabled={!has_choice} onclick={on_computer}>{ "▶ Computer, choose" }</button>
            </div>
            <div class="board-wrap">
                <DoubletsTable black={position.table(Colour::Black).clone()} white={position.table(Colour::White).clone()}
                    men={position.rules().men()} {choices} {on_tap} />
            </div>
            <aside class="panel">
                <p class="odds" data-testid="odds" data-odds={if known { "exact" } else { "simulated" }}>{ odds_line }</p>
                if let Some(why) = odds_why {
                    <p class="players">{ why }</p>
                }
                <fieldset class="opponents">
                    <legend>{ "Players" }</legend>
                    <select onchange={on_players} aria-label="Players">
                        { for Players::ALL.into_iter().map(|players| html! {
                            <option value={players.name()} selected={game.players == players}>{ players.label() }</option>
                        }) }
                    </select>
                </fieldset>
                <fieldset class="new-game">
                    <legend>{ "New game" }</legend>
                    <select onchange={on_rules} aria-label="Rule set">
                        { for RuleSet::ALL.into_iter().map(|rules| html! {
                            <option value={rules.name()} selected={*draft == rules}>{ rules.title() }</option>
                        }) }
                    </select>
                    <a href="?rules=doublets">{ "its rules" }</a>
                    <button data-action="new" onclick={on_new}>{ "New game" }</button>
                </fieldset>
                <label class="animate">
                    <input type="checkbox" checked={game.animate} onclick={on_animate} />{ " Animate the men" }
                </label>
                <ol class="doublets-log" reversed=true aria-label="Log" data-testid="log">{ for log }</ol>
            </aside>
        </main>
    }
}
