use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::card::Card;
use super::lattice::Lattice;
use super::practice::Practice;
use super::saved::{self, Saved};
use super::state::{ShugoronAction, ShugoronGame, status};
use super::worker::use_shugoron_worker;
use crate::ai::shugoron::Level;
use crate::ai::shugoron::review;
use crate::games::shugoron::{Asked, Phase, Player, Question, SetCard};
use crate::i18n::Lang;
use crate::i18n::common::COMMON;
use crate::i18n::review::REVIEW;
use crate::i18n::shugoron::{SHUGORON, Shugoron};
use crate::ui::browser::{self, fresh_seed};
use crate::ui::language::use_lang;
use crate::ui::route::{ShugoronMode, ShugoronSetup};
use crate::ui::widgets::Notice;

#[derive(Properties, PartialEq)]
pub struct ShugoronScreenProps {
    pub setup: ShugoronSetup,
}

/// The choices of the "Players" menu, each with its value in the menu.
fn modes() -> impl Iterator<Item = (String, ShugoronMode)> {
    let people = ("people".to_owned(), ShugoronMode::People);
    let computer = Level::ALL.map(|level| (format!("computer-{level}"), ShugoronMode::Computer(level)));
    let practice = ("practice".to_owned(), ShugoronMode::Practice);
    std::iter::once(people).chain(computer).chain(std::iter::once(practice))
}

fn mode_label(mode: ShugoronMode, words: &Shugoron) -> String {
    match mode {
        ShugoronMode::People => words.people.to_owned(),
        ShugoronMode::Computer(level) => (words.against_computer)(level),
        ShugoronMode::Practice => words.practice_mode.to_owned(),
    }
}

/// One question of the log, as everybody saw it.
fn log_line(game: &ShugoronGame, asked: &Asked, words: &Shugoron) -> String {
    let (seat, reply) = (game.seat(asked.asker), (words.reply)(asked.reply));
    match asked.question {
        Question::Card(card) => (words.log_card)(seat, card, reply),
        Question::Naming { card, named } => (words.log_named)(seat, card, named, reply),
    }
}

#[component]
pub fn ShugoronScreen(props: &ShugoronScreenProps) -> Html {
    let lang = use_lang();
    let (common, words) = (&COMMON[lang], &SHUGORON[lang]);
    let game = use_reducer_eq({
        let setup = props.setup;
        move || ShugoronGame::new(setup, fresh_seed())
    });
    let draft = use_state_eq(|| props.setup.mode);
    let practice_seed = use_state_eq(fresh_seed);
    use_effect_with(game.setup, |setup| browser::replace_query(&setup.query()));
    // The game in progress is kept in this browser as it changes; the one kept before is
    // offered once, as the screen opens.
    use_effect_with((game.setup, game.record.clone()), |(setup, record)| saved::keep(*setup, record));
    let offer = use_state_eq(saved::saved);
    use_shugoron_worker(&game);

    let send = |action: fn() -> ShugoronAction| {
        let game = game.dispatcher();
        Callback::from(move |_: MouseEvent| game.dispatch(action()))
    };
    let on_new = {
        let lattice = game.lattice;
        let game = game.dispatcher();
        let practice_seed = practice_seed.clone();
        let draft = *draft;
        Callback::from(move |_: MouseEvent| {
            practice_seed.set(fresh_seed());
            game.dispatch(ShugoronAction::New { setup: ShugoronSetup { mode: draft, lattice }, seed: fresh_seed() });
        })
    };
    let on_mode = {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            let value = e.target_unchecked_into::<HtmlSelectElement>().value();
            if let Some((_, mode)) = modes().find(|(id, _)| *id == value) {
                draft.set(mode);
            }
        })
    };
    let on_select = {
        let game = game.dispatcher();
        Callback::from(move |card| game.dispatch(ShugoronAction::Select(card)))
    };
    let on_dismiss = {
        let game = game.dispatcher();
        Callback::from(move |()| game.dispatch(ShugoronAction::Dismiss))
    };
    let on_lattice = {
        let game = game.dispatcher();
        Callback::from(move |()| game.dispatch(ShugoronAction::Lattice))
    };

    let table = game.table();
    let practice = game.setup.mode == ShugoronMode::Practice;
    let result = table.result().unwrap_or("");
    let over = table.ending().is_some();
    browser::use_awake(!over);

    let new_game = html! {
        <fieldset class="new-game">
            <legend>{ common.new_game }</legend>
            <select onchange={on_mode} aria-label={words.players}>
                { for modes().map(|(value, mode)| html! {
                    <option {value} selected={*draft == mode}>{ mode_label(mode, words) }</option>
                }) }
            </select>
            <button data-action="new" onclick={on_new.clone()}>{ common.new_game }</button>
        </fieldset>
    };

    let body = if practice {
        let on_reset = {
            let practice_seed = practice_seed.clone();
            Callback::from(move |()| practice_seed.set(fresh_seed()))
        };
        html! { <Practice seed={*practice_seed} lattice={game.lattice} {on_reset} on_lattice={on_lattice.clone()} /> }
    } else if game.veiled() {
        let next = table.to_move();
        html! {
            <section class="privacy" data-testid="privacy" aria-live="polite">
                <p class="pass-to">{ (words.pass_to)(next) }</p>
                <p>{ words.privacy }</p>
                <button class="open" data-action="open" onclick={send(|| ShugoronAction::Open)}>
                    { (words.alone)(next) }
                </button>
            </section>
        }
    } else {
        player_view(&game, &game.dispatcher(), on_select, on_lattice.clone(), words)
    };

    let scores = Player::ALL.map(|p| {
        let used = table.used(p).sorted_by_size();
        let hits = usize::from(table.hits(p));
        html! {
            <div class={classes!("score", (table.to_move() == p && !over).then_some("to-move"))} data-player={p.name()}>
                <h2>{ (words.seat)(game.seat(p)) }<span class="hits" data-hits={hits.to_string()}>{ format!(" · {}", (words.hits)(hits)) }</span></h2>
                // Revealed at the end: each player's last hidden set.
                if over {
                    if let Some(secret) = table.hidden(p) {
                        <p class="reveal">{ words.hidden_set }<Card set={secret} class={classes!("hidden-set")} /></p>
                    }
                }
                <p class="pile-label">{ (words.used_pile)(used.len()) }</p>
                <div class="used-pile">{ for used.into_iter().map(|set| html! { <Card key={set.bits()} {set} class={classes!("spent")} /> }) }</div>
            </div>
        }
    });
    // Once over, each question reviewed: the best question depends on the asker's hand,
    // which is secret while the game goes on.
    let reviewed = if over && !practice { review(&game.record) } else { Vec::new() };
    let log = table.log().iter().enumerate().map(|(i, asked)| {
        let said = reviewed.get(i).map(|r| (REVIEW[lang].asked)(r.candidates, r.worst, r.best_worst));
        let (worst, best) =
            (reviewed.get(i).map(|r| r.worst.to_string()), reviewed.get(i).map(|r| r.best_worst.to_string()));
        html! {
            <li key={i} data-worst={worst} data-best-worst={best}>
                { log_line(&game, asked, words) }
                if let Some(said) = said {
                    <span class="reviewed">{ format!(" · {said}") }</span>
                }
            </li>
        }
    });

    html! {
        <main class="screen shugoron-screen" data-game="shugoron" data-to-move={table.to_move().name()}
            data-result={if practice { "" } else { result }}>
            <header class="bar">
                <a class="home" href="?">{ "← fogliaccio" }</a>
                <h1>{ "shUgorØn" }</h1>
                <a class="rules-link" href="?rules=shugoron">{ common.rules }</a>
            </header>
            if !practice {
                <div class="messages">
                    <p class={classes!("status", over.then_some("over"))} data-testid="status" aria-live="polite">{ status(&game, words) }</p>
                    // The computer's line keeps its room, empty while it does nothing.
                    if game.computer.job().is_some() {
                        <p class="thinking" role="status" data-testid="thinking"><span class="spinner" aria-hidden="true"></span>{ common.computer_thinking }</p>
                    } else if !game.hot_seat() {
                        <p class="thinking" role="status"></p>
                    }
                    if let Some(notice) = game.notice {
                        <Notice text={notice.text(&game, lang)} {on_dismiss}>
                            if game.previous.is_some() {
                                <button data-action="restore" onclick={send(|| ShugoronAction::Restore)}>{ common.restore }</button>
                            }
                        </Notice>
                    }
                    { saved_offer(&offer, &game, lang) }
                </div>
            }
            <div class="table-area">{ body }</div>
            <aside class="panel">
                if !practice {
                    <div class="scores">{ for scores }</div>
                    <ol class="question-log" aria-label={words.questions} data-testid="log">{ for log }</ol>
                }
                { new_game }
            </aside>
        </main>
    }
}

/// What the player at the tablet sees: their secret, their hand, the questions, the lattice.
fn player_view(
    game: &ShugoronGame,
    dispatch: &UseReducerDispatcher<ShugoronGame>,
    on_select: Callback<SetCard>,
    on_lattice: Callback<()>,
    words: &Shugoron,
) -> Html {
    let table = game.table();
    let over = table.ending().is_some();
    let Some(viewer) = game.viewer.filter(|_| !over) else {
        return html! {};
    };
    let hiding = table.phase() == Phase::Hiding(viewer);
    let my_turn = game.viewer_to_move();
    let hand = table.hand(viewer).sorted_by_size();
    let knowledge = table.knowledge(viewer);
    let last = knowledge.clues().last().map(|c| c.ruled_out).unwrap_or_default();
    let on_pick = {
        let dispatch = dispatch.clone();
        Callback::from(move |set| dispatch.dispatch(ShugoronAction::NameSet(set)))
    };
    let answer = table.log().last().filter(|a| a.asker == viewer).map(|a| match a.question {
        Question::Card(card) => (words.you_asked)(card, (words.reply)(a.reply)),
        Question::Naming { named, .. } => (words.you_named)(named, (words.reply)(a.reply)),
    });
    html! {
        <section class="player-view" data-viewer={viewer.name()}>
            <div class="secret">
                if let Some(secret) = table.hidden(viewer) {
                    <p>{ words.your_hidden_set }</p>
                    <span data-secret="">
                        <Card set={secret} class={classes!("hidden-set")} />
                    </span>
                } else {
                    <p>{ words.choose_hidden_set }</p>
                }
                if let Some(text) = answer {
                    <p class="answer" data-testid="answer">{ text }</p>
                }
            </div>
            <div class="hand" role="group" aria-label={(words.hand)(hand.len())}>
                { for hand.into_iter().map(|set| html! {
                    <Card key={set.bits()} {set} selected={game.selected == Some(set)} on_tap={on_select.clone()} />
                }) }
            </div>
            { controls(game, dispatch, hiding, my_turn, words) }
            if !hiding {
                <div class="lattice-wrap">
                    <button data-action="lattice" aria-pressed={game.lattice.to_string()}
                        onclick={on_lattice.reform(|_: MouseEvent| ())}>
                        { if game.lattice { words.hide_lattice } else { words.show_lattice } }
                    </button>
                    if game.lattice {
                        <p class="lattice-caption">{ (words.lattice_caption)(knowledge.candidates().len() as usize) }</p>
                        <Lattice candidates={knowledge.candidates()} just_ruled_out={last}
                            spent={table.used(viewer.opponent())} asked={table.used(viewer)}
                            on_pick={on_pick} />
                    }
                </div>
            }
        </section>
    }
}

/// The buttons of the player at the tablet: hide, or ask and name; then pass the tablet.
fn controls(
    game: &ShugoronGame,
    dispatch: &UseReducerDispatcher<ShugoronGame>,
    hiding: bool,
    my_turn: bool,
    words: &Shugoron,
) -> Html {
    let send = |action: fn() -> ShugoronAction| {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.dispatch(action()))
    };
    if hiding {
        let label = game.selected.map_or_else(|| words.hide_a_card.to_owned(), words.hide_card);
        return html! {
            <div class="controls">
                <button data-action="hide" onclick={send(|| ShugoronAction::Hide)}>{ label }</button>
            </div>
        };
    }
    let ticks = (1..=5u8).map(|e| {
        let on = game.named.has(e);
        let dispatch = dispatch.clone();
        let onclick = Callback::from(move |_: MouseEvent| dispatch.dispatch(ShugoronAction::Toggle(e)));
        html! {
            <button class={classes!("tick", on.then_some("on"))} data-element={e.to_string()}
                aria-pressed={on.to_string()} aria-label={(words.name_element)(e)} {onclick}>{ e.to_string() }</button>
        }
    });
    let ask_label = game.selected.map_or_else(|| words.ask_a_card.to_owned(), words.ask_card);
    let next = game.table().to_move();
    // Once the turn's question is asked, asking and naming wait for the player's next turn.
    let asked = !my_turn || game.table().ending().is_some();
    html! {
        <div class="controls">
            <button data-action="ask" disabled={asked} onclick={send(|| ShugoronAction::Ask)}>{ ask_label }</button>
            <span class="naming" role="group" aria-label={words.set_to_name}>
                { for ticks }
                <button data-action="name" disabled={asked} onclick={send(|| ShugoronAction::Name)}>{ (words.name_set)(game.named) }</button>
            </span>
            if game.hot_seat() && !my_turn && game.table().ending().is_none() {
                <button class="pass" data-action="pass" onclick={send(|| ShugoronAction::Pass)}>
                    { match game.table().phase() {
                        Phase::Hiding(p) => (words.pass_to_hide)(p),
                        _ => (words.pass_to)(next),
                    } }
                </button>
            }
        </div>
    }
}

/// The game kept in this browser, offered while the game on screen has not begun; or why
/// the one found was set aside.
fn saved_offer(offer: &UseStateHandle<Option<Saved>>, game: &UseReducerHandle<ShugoronGame>, lang: Lang) -> Html {
    let words = &SHUGORON[lang];
    let on_dismiss = {
        let offer = offer.clone();
        Callback::from(move |()| offer.set(None))
    };
    match (**offer).clone() {
        Some(Saved::Resumable { setup, record }) if game.table().ply() == 0 => {
            let table = record.table();
            let (a, b) = (table.hits(Player::P1), table.hits(Player::P2));
            let text = (words.saved_game)(a, b, table.log().len());
            let on_continue = {
                let (offer, game) = (offer.clone(), game.dispatcher());
                Callback::from(move |_: MouseEvent| {
                    game.dispatch(ShugoronAction::Resume { setup, record: record.clone() });
                    offer.set(None);
                })
            };
            html! {
                <Notice {text} {on_dismiss}>
                    <button data-action="continue" onclick={on_continue}>{ words.continue_it }</button>
                </Notice>
            }
        }
        Some(Saved::SetAside(error)) => {
            html! { <Notice text={(words.saved_set_aside)(&error.text(lang), saved::SET_ASIDE)} {on_dismiss} /> }
        }
        _ => html! {},
    }
}
