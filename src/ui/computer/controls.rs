//! The computer's controls on a game screen: the "Players" menu and its levels, "Move now"
//! and "Hint", and the line that shows the search going on.

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::{ComputerAction, Purpose, Seating, Thinking};
use crate::ai::Level;
use crate::games::Colour;
use crate::ui::widgets::title;

fn level_label(level: Level) -> &'static str {
    match level {
        Level::Quick => "Quick (about ½ s)",
        Level::Normal => "Normal (about 2 s)",
        Level::Strong => "Strong (about 8 s)",
    }
}

#[derive(Properties, PartialEq)]
pub struct PlayersMenuProps {
    pub seating: Seating,
    pub level: Level,
    pub on_action: Callback<ComputerAction>,
}

/// Who plays (people, the computer on either side, or both) and how hard it thinks.
#[component]
pub fn PlayersMenu(props: &PlayersMenuProps) -> Html {
    // Each choice parses its own option values, so nothing else can arrive.
    let on_choice = |choose: fn(&str) -> Option<ComputerAction>| {
        let on_action = props.on_action.clone();
        Callback::from(move |e: Event| {
            if let Some(action) = choose(&e.target_unchecked_into::<HtmlSelectElement>().value()) {
                on_action.emit(action);
            }
        })
    };
    html! {
        <fieldset class="opponents">
            <legend>{ "Players" }</legend>
            <select onchange={on_choice(|v| v.parse().ok().map(ComputerAction::Seating))} aria-label="Players">
                { for Seating::ALL.into_iter().map(|seating| html! {
                    <option value={seating.name()} selected={props.seating == seating}>{ seating.label() }</option>
                }) }
            </select>
            <select onchange={on_choice(|v| v.parse().ok().map(ComputerAction::Level))} aria-label="Computer level">
                { for Level::ALL.into_iter().map(|level| html! {
                    <option value={level.name()} selected={props.level == level}>{ level_label(level) }</option>
                }) }
            </select>
        </fieldset>
    }
}

#[derive(Properties, PartialEq)]
pub struct ComputerButtonsProps {
    /// The job under way, and why.
    pub job: Option<(u32, Purpose)>,
    pub over: bool,
    pub on_action: Callback<ComputerAction>,
    /// Makes the worker answer `job` at once.
    pub move_now: Callback<u32>,
}

/// "Computer, move" (the side to move, whoever sits there), which becomes "Move now" while
/// the computer thinks about its own move; and "Hint".
#[component]
pub fn ComputerButtons(props: &ComputerButtonsProps) -> Html {
    let moving = props.job.filter(|&(_, purpose)| purpose == Purpose::Move).map(|(job, _)| job);
    let on_move = {
        let (on_action, move_now) = (props.on_action.clone(), props.move_now.clone());
        Callback::from(move |_: MouseEvent| match moving {
            Some(job) => move_now.emit(job),
            None => on_action.emit(ComputerAction::Move),
        })
    };
    let on_hint = props.on_action.reform(|_: MouseEvent| ComputerAction::Hint);
    html! {
        <>
            <button data-action="ai-move" disabled={props.over} onclick={on_move}>
                { if moving.is_some() { "▶ Move now" } else { "▶ Computer, move" } }
            </button>
            <button data-action="hint" disabled={props.over || props.job.is_some()} onclick={on_hint}>
                { "? Hint" }
            </button>
        </>
    }
}

/// "The computer is thinking… 12000 playouts · best e5 · 54% for Black".
pub fn thinking_text(thinking: &Thinking, to_move: Colour) -> String {
    let who = match thinking.purpose {
        Purpose::Move => "The computer is thinking",
        Purpose::Hint => "Looking for a hint",
    };
    let mut text = format!("{who}… {} playouts", thinking.thoughts.iterations);
    if let Some(best) = &thinking.thoughts.best {
        text += &format!(" · best {best}");
    }
    if let Some(rate) = thinking.thoughts.win_rate {
        text += &format!(" · {:.0}% for {}", rate * 100.0, title(to_move));
    }
    text
}

#[derive(Properties, PartialEq)]
pub struct ThinkingLineProps {
    pub thinking: Option<Thinking>,
    /// The last hint, shown when nothing is being thought about.
    pub hint: Option<AttrValue>,
    pub to_move: Colour,
}

/// The search going on, with a spinner; else the last hint.
#[component]
pub fn ThinkingLine(props: &ThinkingLineProps) -> Html {
    match (&props.thinking, &props.hint) {
        (Some(thinking), _) => html! {
            <p class="thinking" role="status" data-testid="thinking">
                <span class="spinner" aria-hidden="true"></span>
                { thinking_text(thinking, props.to_move) }
            </p>
        },
        (None, Some(hint)) => html! { <p class="thinking" role="status">{ hint.clone() }</p> },
        (None, None) => html! {},
    }
}

/// Who holds which colour: the players, the computer, and whether a swap exchanged them.
/// `goal` says what each colour joins, for two people: "each joins the two edges of their
/// colour".
pub fn players_line(computer_at: impl Fn(Colour) -> bool, colours_exchanged: bool, goal: &str) -> String {
    let swapped = if colours_exchanged { "Colours swapped: " } else { "" };
    let text = match (computer_at(Colour::Black), computer_at(Colour::White)) {
        (false, false) if colours_exchanged => "the first player now plays White, the second Black.".to_owned(),
        (false, false) => format!("the first player plays Black, the second White: {goal}."),
        (false, true) => "you play Black, the computer White.".to_owned(),
        (true, false) => "you play White, the computer Black.".to_owned(),
        (true, true) => "the computer plays both sides.".to_owned(),
    };
    let mut line = format!("{swapped}{text}");
    if let Some(first) = line.get_mut(0..1) {
        first.make_ascii_uppercase();
    }
    line
}
