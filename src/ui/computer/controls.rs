//! The computer's controls on a game screen: the "Players" menu and its levels, "Move now"
//! and "Hint", and the line that shows the search going on.

use std::fmt;

use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::state::outlook;
use super::{ComputerAction, Purpose, Seating};
use crate::ai::Level;
use crate::games::Colour;
use crate::games::{hex, twixt};
use crate::i18n::Lang;
use crate::i18n::computer::{COMPUTER, Outlook, Seats};
use crate::i18n::game_screen::GAME_SCREEN;
use crate::ui::language::use_lang;
use crate::worker::Thoughts;

#[derive(Properties, PartialEq)]
pub struct PlayersMenuProps<M: PartialEq + 'static> {
    pub seating: Seating,
    pub level: Level,
    pub on_action: Callback<ComputerAction<M>>,
}

/// Who plays (people, the computer on either side, or both) and how hard it thinks.
#[component]
pub fn PlayersMenu<M: PartialEq + 'static>(props: &PlayersMenuProps<M>) -> Html {
    let words = &COMPUTER[use_lang()];
    // Each choice parses its own option values, so nothing else can arrive.
    let on_choice = |choose: fn(&str) -> Option<ComputerAction<M>>| {
        let on_action = props.on_action.clone();
        Callback::from(move |e: Event| {
            if let Some(action) = choose(&e.target_unchecked_into::<HtmlSelectElement>().value()) {
                on_action.emit(action);
            }
        })
    };
    html! {
        <fieldset class="opponents">
            <legend>{ words.players }</legend>
            <select onchange={on_choice(|v| v.parse().ok().map(ComputerAction::Seating))} aria-label={words.players}>
                { for Seating::ALL.into_iter().map(|seating| html! {
                    <option value={seating.name()} selected={props.seating == seating}>{ seating.label(words) }</option>
                }) }
            </select>
            <select onchange={on_choice(|v| v.parse().ok().map(ComputerAction::Level))} aria-label={words.computer_level}>
                { for Level::ALL.into_iter().map(|level| html! {
                    <option value={level.name()} selected={props.level == level}>{ (words.level)(level) }</option>
                }) }
            </select>
        </fieldset>
    }
}

#[derive(Properties, PartialEq)]
pub struct ComputerButtonsProps<M: PartialEq + 'static> {
    /// The job under way, and why.
    pub job: Option<(u32, Purpose)>,
    pub over: bool,
    /// Whether the player asked for the analysis of the position shown.
    pub analysing: bool,
    pub on_action: Callback<ComputerAction<M>>,
    /// Makes the worker answer `job` at once.
    pub move_now: Callback<u32>,
}

/// "Computer, move" (the side to move, whoever sits there), which becomes "Move now" while
/// the computer thinks about its own move; "Hint"; and "Analyse", which shows the search's
/// best moves in the position shown until it is pressed again.
#[component]
pub fn ComputerButtons<M: PartialEq + 'static>(props: &ComputerButtonsProps<M>) -> Html {
    let moving = props.job.filter(|&(_, purpose)| purpose == Purpose::Move).map(|(job, _)| job);
    let on_move = {
        let (on_action, move_now) = (props.on_action.clone(), props.move_now.clone());
        Callback::from(move |_: MouseEvent| match moving {
            Some(job) => move_now.emit(job),
            None => on_action.emit(ComputerAction::Move),
        })
    };
    let on_hint = props.on_action.reform(|_: MouseEvent| ComputerAction::Hint);
    let analysing = props.analysing;
    let on_analyse = props.on_action.reform(move |_: MouseEvent| ComputerAction::Analyse(!analysing));
    let words = &COMPUTER[use_lang()];
    html! {
        <>
            <button data-action="ai-move" disabled={props.over} onclick={on_move}>
                { if moving.is_some() { words.move_now } else { words.computer_move } }
            </button>
            <button data-action="hint" disabled={props.over || moving.is_some()} onclick={on_hint}>
                { words.hint }
            </button>
            <button data-action="analyse" class={classes!(analysing.then_some("on"))} aria-pressed={analysing.to_string()}
                onclick={on_analyse}>{ words.analyse }</button>
        </>
    }
}

/// "The computer is thinking… 12000 playouts · best e5 · 54% for Black" (or "· Black wins:
/// proved"), in `lang`; an analysis names its best moves with their chances instead. A
/// proved position that needed no search (a decided root) is not said to have 0 playouts.
pub fn thinking_text<M: Said>(purpose: Purpose, thoughts: &Thoughts<M>, to_move: Colour, lang: Lang) -> String {
    let words = &COMPUTER[lang];
    let who = match purpose {
        Purpose::Move => words.thinking,
        Purpose::Hint => words.hinting,
        Purpose::Analysis => words.analysing,
        Purpose::Answer => words.checking,
    };
    let mut said = Vec::new();
    if thoughts.iterations > 0 || thoughts.proved.is_none() {
        said.push((words.playouts)(thoughts.iterations));
    }
    let lines = purpose == Purpose::Analysis && !thoughts.lines.is_empty();
    if lines {
        for (k, (mv, chance)) in thoughts.lines.iter().enumerate() {
            said.push(format!("{}. {}", k + 1, (words.line)(&mv.said(lang), (chance * 100.0).round() as u32)));
        }
    } else if let Some(best) = &thoughts.best {
        said.push((words.best)(&best.said(lang)));
    }
    match outlook(thoughts) {
        Some(Outlook::Chance(percent)) if !lines => said.push((words.chance)(percent, to_move)),
        Some(Outlook::Proved(winner)) => said.push((words.proved)(winner)),
        _ => {}
    }
    format!("{who}… {}", said.join(" · "))
}

/// A move as the page says it, in the move list, a hint and the thinking line: its
/// notation, or the swap in the language's word (inversione, zamiana, スワップ).
pub trait Said: fmt::Display {
    fn is_swap(&self) -> bool;

    fn said(&self, lang: Lang) -> String {
        if self.is_swap() { GAME_SCREEN[lang].swap_entry.to_owned() } else { self.to_string() }
    }
}

impl Said for hex::Move {
    fn is_swap(&self) -> bool {
        *self == hex::Move::Swap
    }
}

impl Said for twixt::Turn {
    fn is_swap(&self) -> bool {
        *self == twixt::Turn::Swap
    }
}

#[derive(Properties, PartialEq)]
pub struct ThinkingLineProps<M: PartialEq + 'static> {
    /// Why the computer is thinking, when it is.
    pub purpose: Option<Purpose>,
    /// The search's latest report (nothing yet before the first).
    pub thoughts: Thoughts<M>,
    /// The last hint, shown when nothing is being thought about.
    pub hint: Option<AttrValue>,
    pub to_move: Colour,
}

/// The search going on, with a spinner; else the last hint. The line is there, empty,
/// when it has nothing to say, so that nothing under it moves as it comes and goes.
#[component]
pub fn ThinkingLine<M: PartialEq + Said + 'static>(props: &ThinkingLineProps<M>) -> Html {
    let lang = use_lang();
    match (props.purpose, &props.hint) {
        (Some(purpose), _) => html! {
            <p class="thinking" role="status" data-testid="thinking">
                <span class="spinner" aria-hidden="true"></span>
                <span class="said">{ thinking_text(purpose, &props.thoughts, props.to_move, lang) }</span>
            </p>
        },
        (None, Some(hint)) => {
            html! { <p class="thinking" role="status"><span class="said">{ hint.clone() }</span></p> }
        }
        (None, None) => html! { <p class="thinking" role="status"></p> },
    }
}

/// Who holds which colour: the players, the computer, and whether a swap exchanged them.
/// `goal` says what each colour joins, for two people: "each joins the two edges of their
/// colour".
pub fn players_line(computer_at: impl Fn(Colour) -> bool, colours_exchanged: bool, goal: &str, lang: Lang) -> String {
    let seats = match (computer_at(Colour::Black), computer_at(Colour::White)) {
        (false, false) => Seats::People,
        (false, true) => Seats::ComputerWhite,
        (true, false) => Seats::ComputerBlack,
        (true, true) => Seats::Computers,
    };
    (COMPUTER[lang].seats)(seats, colours_exchanged, goal)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_thinking_line_shows_the_proved_winner_in_place_of_the_chance() {
        let best = Some(hex::Move::parse("b3", hex::BoardSize::new(4).unwrap()).unwrap());
        let open = Thoughts { iterations: 2_000, best, win_rate: Some(0.54), ..Thoughts::default() };
        let proved = Thoughts { proved: Some(Colour::Black), ..open.clone() };
        assert_eq!(
            thinking_text(Purpose::Move, &open, Colour::Black, Lang::En),
            "The computer is thinking… 2000 playouts · best b3 · 54% for Black"
        );
        let said = [
            (Lang::En, "· Black wins: proved"),
            (Lang::It, "· vince il Nero: dimostrato"),
            (Lang::Pl, "· wygrana Czarnego udowodniona"),
            (Lang::Ja, "· 黒の勝ち：証明済み"),
        ];
        for (lang, end) in said {
            let text = thinking_text(Purpose::Move, &proved, Colour::White, lang);
            assert!(text.ends_with(end) && !text.contains('%'), "{lang:?}: {text}");
        }
    }

    #[test]
    fn a_position_proved_without_a_search_is_not_said_to_have_no_playouts() {
        let best = Some(hex::Move::parse("b3", hex::BoardSize::new(4).unwrap()).unwrap());
        let decided = Thoughts { iterations: 0, best, proved: Some(Colour::Black), ..Thoughts::default() };
        for purpose in [Purpose::Move, Purpose::Analysis] {
            let text = thinking_text(purpose, &decided, Colour::Black, Lang::En);
            assert!(text.ends_with("… best b3 · Black wins: proved"), "{text}");
        }
        let starting = Thoughts::<hex::Move> { iterations: 0, ..Thoughts::default() };
        assert_eq!(
            thinking_text(Purpose::Move, &starting, Colour::Black, Lang::En),
            "The computer is thinking… 0 playouts"
        );
    }

    #[test]
    fn the_swap_is_said_in_the_language_of_the_page() {
        let open = Thoughts { iterations: 10, best: Some(twixt::Turn::Swap), ..Thoughts::default() };
        let said = [(Lang::En, "best swap"), (Lang::It, "inversione"), (Lang::Pl, "zamiana"), (Lang::Ja, "スワップ")];
        for (lang, swap) in said {
            let text = thinking_text(Purpose::Move, &open, Colour::White, lang);
            assert!(text.contains(swap) && (lang == Lang::En || !text.contains("swap")), "{lang:?}: {text}");
        }
    }
}
