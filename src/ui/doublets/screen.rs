//! The Doublets screen: the dice and their buttons, the table, the odds, who plays, the
//! log; the game kept in the address and in this browser, shared, drawn and embedded.

use gloo_timers::callback::Timeout;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

use super::board::DoubletsTable;
use super::odds::odds_panel;
use super::state::{Choices, ComputerDue, ComputerStep, DoubletsAction, DoubletsGame, KeptGame, Players};
use super::worker::{Chooser, use_doublets_worker};
use crate::ai::doublets::ReviewedStep;
use crate::ai::review::Mark;
use crate::games::Colour;
use crate::games::doublets::record::Record;
use crate::games::doublets::{Event as Logged, Face, Hand, Point, Position, RuleSet, Stage};
use crate::i18n::Lang;
use crate::i18n::browsing::BROWSING;
use crate::i18n::common::COMMON;
use crate::i18n::computer::COMPUTER;
use crate::i18n::doublets::{DOUBLETS, log_line, told};
use crate::i18n::game_screen::GAME_SCREEN;
use crate::i18n::review::REVIEW;
use crate::timeline::Spot;
use crate::ui::browser::{self, Shortcut};
use crate::ui::diagram::DiagramExport;
use crate::ui::embed_code::EmbedCode;
use crate::ui::embedded::use_embedded;
use crate::ui::language::use_lang;
use crate::ui::record::LinkRecord;
use crate::ui::review_graph::ReviewGraph;
use crate::ui::route::DoubletsSetup;
use crate::ui::saved::{SavedOffer, use_kept, use_opening, use_saved_offer};
use crate::ui::share::{ShareBox, use_share};
use crate::ui::widgets::{BrowseBar, Notice};

/// The computer's pause before each of its steps (a throw, a choice, handing the dice on),
/// so that its turn can be followed.
const COMPUTER_PACE_MS: u32 = 800;

#[derive(Properties, PartialEq)]
pub struct DoubletsScreenProps {
    pub setup: DoubletsSetup,
    /// A whole game to open (from a link), instead of a new one: as this browser kept it
    /// when it is the game kept here, else at its last action between people.
    #[prop_or_default]
    pub record: Option<Record>,
    /// The step the link asks to show (`&at=`), looking back from the game's last.
    #[prop_or_default]
    pub at: Option<usize>,
}

/// A player's name on the status line: the colour, and who plays it against the computer.
fn player(game: &DoubletsGame, colour: Colour, lang: Lang) -> String {
    let name = GAME_SCREEN[lang].colour(colour);
    match game.players.computer_plays(colour) {
        true => (DOUBLETS[lang].computer_seat)(name),
        false => name.to_owned(),
    }
}

/// The status line: whose turn and what to do, or who won, after what the table did by itself
/// this turn; looking back, which step of the game the table shows first.
fn status(game: &DoubletsGame, choices: &Choices, lang: Lang) -> String {
    let mut status = position_status(game, choices, lang);
    // What the table did by itself this turn comes first: the player looks here, not at
    // the log far down the page.
    if let Some(by_itself) = game.by_itself() {
        let said = told(lang, by_itself.thrower, &by_itself.forced, &by_itself.passed, &by_itself.lost);
        status = format!("{said}{}{status}", DOUBLETS[lang].told.joint);
    }
    match game.looking_back() {
        true => format!("{} {status}", (BROWSING[lang].looking_at)(game.timeline.ply(), game.timeline.played())),
        false => status,
    }
}

/// What the status line says of the position shown.
fn position_status(game: &DoubletsGame, choices: &Choices, lang: Lang) -> String {
    let words = &DOUBLETS[lang].status;
    let position = game.position();
    let who = player(game, game.actor().unwrap_or(position.to_move()), lang);
    match position.stage() {
        Stage::Over { winner } => (words.won)(&player(game, *winner, lang)),
        _ if game.computer_acts() => (words.computer_playing)(&who),
        _ if game.awaiting_confirm() => (words.confirm_or_undo)(&who),
        Stage::Opening => words.who_starts.to_owned(),
        Stage::Throw(_) => (words.to_throw)(&who),
        Stage::Play { hand: Hand::Units(n), .. } => (words.units)(&who, *n),
        Stage::Play { .. } if choices.dice_unusable() => (words.give_up)(&who),
        Stage::Play { .. } => (words.tap)(&who),
    }
}

/// A die on the table.
#[derive(Clone, Copy)]
enum Die {
    /// Thrown, and to be played: a tap plays it.
    ToPlay(Face),
    /// Of the last throw, played already or passed on: shown until the next throw.
    Thrown(Face),
    NotThrown,
}

/// The last throw's faces: a player's throw, or the opening's two dice (Black's, White's).
fn last_throw(position: &Position) -> Option<Vec<Face>> {
    position.log().iter().rev().find_map(|event| match event {
        Logged::Thrown { dice, .. } => Some(dice.clone()),
        Logged::Opening { black, white } => Some(vec![*black, *white]),
        _ => None,
    })
}

/// The dice on the table: those still to play first, then the rest of the last throw, so
/// that what was thrown stays in sight until the next throw.
fn dice_shown(position: &Position) -> Vec<Die> {
    let Some(mut thrown) = last_throw(position) else {
        return vec![Die::NotThrown; position.dice_due().unwrap_or(position.rules().dice())];
    };
    let Stage::Play { hand: Hand::Dice(to_play), .. } = position.stage() else {
        return thrown.into_iter().map(Die::Thrown).collect();
    };
    for face in to_play {
        if let Some(i) = thrown.iter().position(|f| f == face) {
            thrown.remove(i);
        }
    }
    to_play.iter().copied().map(Die::ToPlay).chain(thrown.into_iter().map(Die::Thrown)).collect()
}

const PIPS: [&str; 6] = ["⚀", "⚁", "⚂", "⚃", "⚄", "⚅"];

/// A button's label that begins with its glyph (`✓ Confirm`, `↶ Undo`), as the glyph and the
/// word apart: a frame too narrow for the dice row's words shows the glyph alone, the word
/// kept for assistive technology (assets/style.css).
fn glyph_and_word(label: &str) -> Html {
    match label.split_once(' ') {
        Some((glyph, word)) => html! {
            <><span class="glyph" aria-hidden="true">{ glyph }</span>{ " " }<span class="word">{ word }</span></>
        },
        None => html! { { label } },
    }
}

#[component]
pub fn DoubletsScreen(props: &DoubletsScreenProps) -> Html {
    let lang = use_lang();
    let (common, controls, words) = (&COMMON[lang], &GAME_SCREEN[lang], &DOUBLETS[lang]);
    let embedded = use_embedded();
    let opening = use_opening::<Record, Players>(props.record.as_ref(), embedded);
    let game = use_reducer({
        let (setup, opened, at) = (props.setup, opening.opened.clone(), props.at);
        move || match opened {
            Some(kept) => {
                let mut game = DoubletsGame::from_kept(&kept, browser::fresh_seed());
                if let Some(ply) = at {
                    game.timeline.seek(Spot::game(ply.min(game.timeline.played())));
                }
                game
            }
            None => DoubletsGame::new(setup.rules, setup.seed.unwrap_or_else(browser::fresh_seed)),
        }
    });
    let saved = use_saved_offer(opening.offer.clone());
    let draft = use_state(|| props.setup.rules);
    // The address always holds the game, so a reload or a shared link opens it again; and
    // the game is kept in this browser, with the step on screen and the seats, as it changes.
    let touched = game.players != Players::default();
    use_kept((game.timeline.clone(), game.players), opening.keeping.clone(), touched, saved.clone(), {
        let game = game.clone();
        move || game.kept()
    });
    let at = game.looking_back().then(|| game.timeline.ply());
    let (on_share, shared) = use_share(&game.timeline, at);
    let (odds, choose, ask_review) = use_doublets_worker(&game);
    // The keys' shortcuts: the arrows step through the game, `u` and Ctrl+Z undo (a throw
    // has no redo).
    use_effect_with((), {
        let game = game.dispatcher();
        move |()| {
            let listener = browser::on_key(move |shortcut| {
                game.dispatch(match shortcut {
                    Shortcut::Back => DoubletsAction::Back,
                    Shortcut::Forward => DoubletsAction::Forward,
                    Shortcut::Start => DoubletsAction::Seek(0),
                    Shortcut::End => DoubletsAction::BackToGame,
                    Shortcut::Undo => DoubletsAction::Undo,
                    Shortcut::Redo => return false,
                });
                true
            });
            move || drop(listener)
        }
    });

    let position = game.position();
    browser::use_awake(position.winner().is_none());
    // The computer's next step after a pause: a throw or handing the dice on at once, a
    // choice asked of the worker (which plays it when it comes, if still due). A newer
    // state cancels the pending step.
    use_effect_with((game.timeline.ply(), game.computer_due(), position.clone()), {
        let (game, choose) = (game.dispatcher(), choose.clone());
        move |&(ply, due, _)| {
            let timeout = due.map(|due| {
                Timeout::new(COMPUTER_PACE_MS, move || match due {
                    ComputerDue::Throw => game.dispatch(DoubletsAction::Computer { ply, step: ComputerStep::Throw }),
                    ComputerDue::Confirm => {
                        game.dispatch(DoubletsAction::Computer { ply, step: ComputerStep::Confirm })
                    }
                    ComputerDue::Choice => choose.emit(Chooser::Seat { ply }),
                })
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
        Callback::from(move |_: MouseEvent| game.dispatch(DoubletsAction::New(rules, browser::fresh_seed())))
    };
    let on_continue = {
        let game = game.dispatcher();
        Callback::from(move |kept| game.dispatch(DoubletsAction::Open(Box::new(kept), browser::fresh_seed())))
    };
    let seek = {
        let game = game.dispatcher();
        Callback::from(move |ply| game.dispatch(DoubletsAction::Seek(ply)))
    };
    let browse = |action: fn() -> DoubletsAction| {
        let game = game.dispatcher();
        Callback::from(move |()| game.dispatch(action()))
    };
    let on_animate = {
        let on = game.animate;
        let game = game.dispatcher();
        Callback::from(move |_: MouseEvent| game.dispatch(DoubletsAction::Animate(!on)))
    };
    let open = game.choices();
    let choices: Vec<(Colour, Point)> = Colour::ALL
        .into_iter()
        .flat_map(|side| Point::ALL.into_iter().map(move |point| (side, point)))
        .filter(|&(side, point)| open.on(side, point).next().is_some())
        .collect();
    let unusable = open.dice_unusable();
    let dice = dice_shown(position).into_iter().map(|die| {
        let onclick = {
            let game = game.dispatcher();
            Callback::from(move |_: MouseEvent| match die {
                Die::ToPlay(face) => game.dispatch(DoubletsAction::TapDie(face)),
                Die::Thrown(_) | Die::NotThrown => game.dispatch(DoubletsAction::Roll),
            })
        };
        let glyph = |face: Face| PIPS[usize::from(face.get()) - 1];
        let label = |face: Face| match unusable {
            true => (words.dice.give_up_die)(face),
            false => (words.dice.play_die)(face),
        };
        match die {
            Die::ToPlay(face) => html! {
                <button class="die" data-die={face.get().to_string()} aria-label={label(face)} {onclick}>
                    { glyph(face) }
                </button>
            },
            // Its face stays on it (`data-die`, empty only before the throw); `data-used` says
            // it is played, given up or of the opening, and no longer to play.
            Die::Thrown(face) => html! {
                <button class="die thrown" data-die={face.get().to_string()} data-used="true"
                    aria-label={(words.dice.thrown_die)(face)} {onclick}>{ glyph(face) }</button>
            },
            Die::NotThrown => html! {
                <button class="die" data-die="" aria-label={words.dice.not_thrown} {onclick}>{ "·" }</button>
            },
        }
    });
    let units = match position.stage() {
        Stage::Play { hand: Hand::Units(n), .. } => Some(*n),
        _ => None,
    };
    let on_computer = choose.reform(|_: MouseEvent| Chooser::Person);
    let computer = game.computer_acts();
    let has_choice = open.several();
    let can_roll =
        position.dice_due().is_some() && !game.awaiting_confirm() && position.winner().is_none() && !computer;
    let steps = logged_steps(&game, lang);
    let review = odds.review();
    let marks: Vec<_> = review.map(|steps| steps.iter().map(|step| step.mark).collect()).unwrap_or_default();
    let shown: Vec<String> = steps.iter().take(game.timeline.ply()).flat_map(|(_, lines)| lines.clone()).collect();
    let title = (words.rule_set)(position.rules());
    let status_line = status(&game, &open, lang);
    let caption: AttrValue = (words.caption)(title, game.timeline.ply(), &position_status(&game, &open, lang)).into();

    html! {
        <main class={classes!("screen", "doublets-screen", game.animate.then_some("animated"))} data-game="doublets"
            data-to-move={position.to_move().name()} data-result={result} data-rules={position.rules().name()}
            data-players={game.players.name()} data-browsing={game.looking_back().then_some("true")}>
            <header class="bar">
                <a class="home" href="?">{ "← fogliaccio" }</a>
                <h1>{ title }</h1>
                <a class="rules-link" href="?rules=doublets">{ common.rules }</a>
            </header>
            <div class="messages">
                <p class={classes!("status", position.winner().is_some().then_some("over"))} data-testid="status" aria-live="polite">
                    { status_line }
                </p>
                if let Some(notice) = &game.notice {
                    <Notice text={notice.text(|| game.link_record(), lang)} {on_dismiss} />
                }
                <SavedOffer<KeptGame> offer={saved} {on_continue}
                    describe={Callback::from(|(kept, lang): (KeptGame, Lang)| kept.game.describe(lang))} />
            </div>
            <div class="dice-row">
                { for dice }
                if let Some(n) = units {
                    <span class="units" data-testid="units">{ (words.dice.to_move)(n) }</span>
                }
                if can_roll {
                    <button class="roll" data-action="roll" onclick={dispatch(|| DoubletsAction::Roll)}>{ words.dice.throw }</button>
                }
                if game.awaiting_confirm() && !computer {
                    <button class="confirm" data-action="end-turn" onclick={dispatch(|| DoubletsAction::Confirm)}>{ glyph_and_word(words.dice.confirm) }</button>
                }
                <button data-action="undo" disabled={!game.can_undo()} onclick={dispatch(|| DoubletsAction::Undo)}>{ glyph_and_word(controls.undo) }</button>
                <button data-action="ai-move" disabled={!has_choice} onclick={on_computer}>{ words.dice.computer_choose }</button>
            </div>
            <div class="board-wrap">
                <DoubletsTable black={position.table(Colour::Black).clone()} white={position.table(Colour::White).clone()}
                    men={position.rules().men()} {choices} {on_tap} />
            </div>
            <aside class="panel">
                <BrowseBar browsing={game.looking_back()} can_back={game.timeline.ply() > 0}
                    can_forward={game.timeline.ply() < game.timeline.played()}
                    on_back={browse(|| DoubletsAction::Back)} on_forward={browse(|| DoubletsAction::Forward)}
                    on_back_to_game={browse(|| DoubletsAction::BackToGame)} />
                { odds_panel(odds.chances.as_ref(), odds.failed.as_ref(), lang) }
                <div class="controls">
                    <button data-action="share" onclick={on_share}>{ controls.share }</button>
                </div>
                if let Some(shared) = shared {
                    <ShareBox ..shared />
                }
                <fieldset class="opponents">
                    <legend>{ COMPUTER[lang].players }</legend>
                    <select onchange={on_players} aria-label={COMPUTER[lang].players}>
                        { for Players::ALL.into_iter().map(|players| html! {
                            <option value={players.name()} selected={game.players == players}>{ players.label(lang) }</option>
                        }) }
                    </select>
                </fieldset>
                <fieldset class="new-game">
                    <legend>{ common.new_game }</legend>
                    <select onchange={on_rules} aria-label={words.rule_set_label}>
                        { for RuleSet::ALL.into_iter().map(|rules| html! {
                            <option value={rules.name()} selected={*draft == rules}>{ (words.rule_set)(rules) }</option>
                        }) }
                    </select>
                    <a href="?rules=doublets">{ words.its_rules }</a>
                    <button data-action="new" onclick={on_new}>{ common.new_game }</button>
                </fieldset>
                <label class="animate">
                    <input type="checkbox" checked={game.animate} onclick={on_animate} />{ words.animate }
                </label>
                <button data-action="review" disabled={game.timeline.played() == 0 || odds.reviewing()}
                    onclick={ask_review.reform(|_: MouseEvent| ())}>{ REVIEW[lang].review }</button>
                if let Some(steps) = review {
                    <div class="review">
                        <ReviewGraph chances={review_chances(steps)} positions={steps.len() + 1} marks={marks.clone()}
                            current={Some(game.timeline.ply())} on_seek={seek.clone()} />
                        { for Colour::ALL.into_iter().map(|colour| html! {
                            <p class="review-split">{ split(steps, colour, lang) }</p>
                        }) }
                        if steps.iter().any(|step| !step.exact) {
                            <p class="players">{ REVIEW[lang].simulated }</p>
                        }
                    </div>
                }
                <ol class="doublets-log" reversed=true aria-label={words.log_label} data-testid="log">
                    { for steps.iter().rev().filter(|(_, lines)| !lines.is_empty()).map(|(ply, lines)| {
                        let ply = *ply;
                        let current = ply == game.timeline.ply();
                        let class = classes!(current.then_some("current"), (ply > game.timeline.ply()).then_some("undone"));
                        let onclick = {
                            let game = game.dispatcher();
                            Callback::from(move |_: MouseEvent| game.dispatch(DoubletsAction::Seek(ply)))
                        };
                        let reviewed = review.and_then(|steps| steps.get(ply - 1));
                        let mark = reviewed.map(|step| step.mark.map_or("", Mark::name));
                        // Black's chance after the step, as the review weighed it.
                        let chance = reviewed.map(|step| {
                            let black = if step.actor == Colour::Black { step.after } else { 1.0 - step.after };
                            format!("{black:.4}")
                        });
                        let class = classes!(class, mark.filter(|m| !m.is_empty()));
                        html! {
                            <li key={ply}>
                                <button {class} {onclick} data-ply={ply.to_string()} data-mark={mark} data-chance={chance}
                                    aria-current={current.then_some("step")}>
                                    { lines.join(" · ") }
                                </button>
                            </li>
                        }
                    }) }
                </ol>
                <DiagramExport stem={diagram_stem(position.rules(), game.timeline.ply())} caption={caption.clone()} />
                <EmbedCode title={format!("fogliaccio: {title}")} moves={shown} {caption} />
            </aside>
        </main>
    }
}

/// Black's chance at each position of a reviewed game, from the start.
fn review_chances(steps: &[ReviewedStep]) -> Vec<f32> {
    let black =
        |step: &ReviewedStep, chance: f64| (if step.actor == Colour::Black { chance } else { 1.0 - chance }) as f32;
    steps
        .first()
        .map(|first| black(first, first.chance))
        .into_iter()
        .chain(steps.iter().map(|s| black(s, s.after)))
        .collect()
}

/// What the dice and the choices did to `colour`'s chance over the game, in `lang`.
fn split(steps: &[ReviewedStep], colour: Colour, lang: Lang) -> String {
    let (mut dice, mut choices) = (0.0, 0.0);
    for step in steps {
        let gain = if step.actor == colour { step.after - step.chance } else { step.chance - step.after };
        if step.is_throw() { dice += gain } else { choices += gain }
    }
    let points = |share: f64| (share * 100.0).round() as i32;
    (REVIEW[lang].dice_and_choices)(GAME_SCREEN[lang].colour(colour), points(dice), points(choices))
}

/// The diagram's file name: `doublets-cotton-move-12`.
fn diagram_stem(rules: RuleSet, ply: usize) -> AttrValue {
    format!("doublets-{}-move-{ply}", rules.name()).into()
}

/// The game's log, step by step as played (1 for the first step): what each step wrote,
/// in `lang`. A step that only confirms a choice writes nothing.
fn logged_steps(game: &DoubletsGame, lang: Lang) -> Vec<(usize, Vec<String>)> {
    let timeline = &game.timeline;
    let log = |ply| timeline.at(Spot::game(ply)).log();
    (1..=timeline.played())
        .map(|ply| (ply, log(ply)[log(ply - 1).len()..].iter().map(|event| log_line(lang, event)).collect()))
        .collect()
}
