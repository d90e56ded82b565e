//! A study on the page (issue 50): its marks drawn over any board, the comment under it,
//! and Annotate mode's panel, where a comment is typed and the pen picked.

use yew::prelude::*;

use super::language::use_lang;
use crate::games::Colour;
use crate::games::study::{COMMENT_LIMIT, LABEL_LIMIT, MarkKind, Markup, Notes, Point};
use crate::i18n::game_screen::GAME_SCREEN;
use crate::i18n::study::STUDY;

/// Tells `on_solved`, if a screen was given one (a lesson's step, a puzzle), when the
/// question it asks is answered right.
#[hook]
pub fn use_solved(solved: bool, on_solved: Option<Callback<()>>) {
    use_effect_with(solved, move |&solved| {
        if let Some(on_solved) = on_solved.filter(|_| solved) {
            on_solved.emit(());
        }
    });
}

/// `marks` as SVG over a board whose points `at` places, `unit` apart: each an element with
/// the hooks `data-markup`, `data-at` (and a label's `data-text`), drawn under no tap.
pub fn marks<P: Point>(marks: &[Markup<P>], at: impl Fn(P) -> (f32, f32), unit: f32) -> Html {
    let r = unit * 0.32;
    let stroke = format!("{}", unit * 0.08);
    let mark = |mark: &Markup<P>| {
        let (kind, place) = (mark.kind().id(), mark.place());
        let shape = match mark {
            Markup::Arrow(arrow) => {
                let ((x1, y1), (x2, y2)) = (at(arrow.from()), at(arrow.to()));
                let (dx, dy) = (x2 - x1, y2 - y1);
                let length = (dx * dx + dy * dy).sqrt().max(f32::EPSILON);
                let (ux, uy) = (dx / length, dy / length);
                // The head ends short of the point's centre, so the stone shows under it.
                let (tx, ty) = (x2 - ux * r, y2 - uy * r);
                let (bx, by) = (tx - ux * r * 1.4, ty - uy * r * 1.4);
                let head = format!(
                    "{tx},{ty} {},{} {},{}",
                    bx - uy * r * 0.7,
                    by + ux * r * 0.7,
                    bx + uy * r * 0.7,
                    by - ux * r * 0.7
                );
                html! { <>
                    <line x1={x1.to_string()} y1={y1.to_string()} x2={bx.to_string()} y2={by.to_string()} stroke-width={stroke.clone()} />
                    <polygon class="head" points={head} />
                </> }
            }
            Markup::Bridge(bridge) => {
                let ((x1, y1), (x2, y2)) = (at(bridge.ends().0), at(bridge.ends().1));
                let dash = format!("{} {}", unit * 0.18, unit * 0.12);
                html! {
                    <line x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()}
                        stroke-width={(unit * 0.14).to_string()} stroke-dasharray={dash} stroke-linecap="round" />
                }
            }
            _ => {
                let (x, y) = at(mark.at().expect("a mark that is no arrow sits on a point"));
                match mark {
                    Markup::Label(_, text) => html! { <>
                        <circle class="backing" cx={x.to_string()} cy={y.to_string()} r={(r * 1.35).to_string()} />
                        <text x={x.to_string()} y={y.to_string()} font-size={(r * 1.7).to_string()}>{ text.as_str() }</text>
                    </> },
                    Markup::Triangle(_) => {
                        let points =
                            format!("{x},{} {},{} {},{}", y - r, x + r * 0.87, y + r * 0.5, x - r * 0.87, y + r * 0.5);
                        html! { <polygon {points} stroke-width={stroke.clone()} /> }
                    }
                    Markup::Circle(_) => html! {
                        <circle cx={x.to_string()} cy={y.to_string()} r={r.to_string()} stroke-width={stroke.clone()} />
                    },
                    Markup::Square(_) => html! {
                        <rect x={(x - r * 0.8).to_string()} y={(y - r * 0.8).to_string()} width={(r * 1.6).to_string()}
                            height={(r * 1.6).to_string()} stroke-width={stroke.clone()} />
                    },
                    _ => {
                        let d =
                            format!("M{} {}L{} {}M{} {}L{} {}", x - r, y - r, x + r, y + r, x + r, y - r, x - r, y + r);
                        html! { <path {d} stroke-width={stroke.clone()} /> }
                    }
                }
            }
        };
        let text = match mark {
            Markup::Label(_, text) => Some(AttrValue::from(text.as_str().to_owned())),
            _ => None,
        };
        html! { <g class={format!("study-mark {kind}")} data-markup={kind} data-at={place} data-text={text}>{ shape }</g> }
    };
    html! { <g class="study-marks">{ for marks.iter().map(mark) }</g> }
}

/// The comment on the position shown, as written: text, never markup.
pub fn comment<P: Point>(notes: Option<&Notes<P>>) -> Html {
    match notes.and_then(|notes| notes.comment.as_ref()) {
        Some(comment) => html! { <p class="study-comment" data-comment="">{ comment.as_str() }</p> },
        None => html! {},
    }
}

/// What a tap with the pen does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
    Mark(MarkKind),
    /// Places a stone (a peg) of the colour in the position set up, or takes it away.
    Stone(Colour),
    /// Lists the point as a right answer to the position's question, or takes it off.
    Right,
    /// Lists it as a wrong answer, with the pen's `why`.
    Wrong,
}

#[derive(Properties, PartialEq)]
pub struct AnnotateProps {
    /// The comment on the position shown, as written so far.
    pub comment: AttrValue,
    pub tool: Tool,
    pub label: AttrValue,
    pub why: AttrValue,
    /// The position's question, if it asks one: its answers listed, named.
    pub question: Option<(Vec<AttrValue>, Vec<AttrValue>)>,
    /// Where an arrow being drawn begins, named.
    pub from: Option<AttrValue>,
    /// Whether the game's points bridge: its pen draws bridges to be.
    #[prop_or_default]
    pub bridges: bool,
    /// The set-up's part of the panel; none for a game that offers no set-up.
    pub set_up: Option<SetUpShown>,
    pub on_set_up: Callback<()>,
    pub on_to_move: Callback<()>,
    pub on_comment: Callback<String>,
    pub on_tool: Callback<Tool>,
    pub on_label: Callback<String>,
    pub on_why: Callback<String>,
    pub on_ask: Callback<()>,
    pub on_clear: Callback<()>,
    pub on_done: Callback<()>,
}

/// What the panel shows of a set-up: whether taps change the game's start (no move played
/// from it yet), and the side to move there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetUpShown {
    pub editing: bool,
    pub to_move: Colour,
}

/// Annotate mode's panel: the comment of the position shown, kept as it is typed, and the
/// pen: the mark a tap makes, a label's text, clearing the marks, and the way back to play.
#[component]
pub fn AnnotatePanel(props: &AnnotateProps) -> Html {
    let words = &STUDY[use_lang()];
    let on_input =
        props.on_comment.reform(|e: InputEvent| e.target_unchecked_into::<web_sys::HtmlTextAreaElement>().value());
    let on_label =
        props.on_label.reform(|e: InputEvent| e.target_unchecked_into::<web_sys::HtmlInputElement>().value());
    let on_why = props.on_why.reform(|e: InputEvent| e.target_unchecked_into::<web_sys::HtmlInputElement>().value());
    let marks = MarkKind::of_game(props.bridges).map(|kind| (Tool::Mark(kind), kind.id(), words.mark(kind)));
    let answers = [(Tool::Right, "right", words.right_answer), (Tool::Wrong, "wrong", words.wrong_answer)];
    let answers = answers.into_iter().filter(|_| props.question.is_some());
    let lang = use_lang();
    let editing = props.set_up.filter(|set_up| set_up.editing);
    let stones = [(Colour::Black, "black", words.stones[0]), (Colour::White, "white", words.stones[1])];
    let stones = stones.into_iter().filter(|_| editing.is_some()).map(|(c, id, name)| (Tool::Stone(c), id, name));
    let tools = marks.chain(answers).chain(stones).map(|(tool, id, name)| {
        let onclick = props.on_tool.reform(move |_: MouseEvent| tool);
        html! {
            <button data-tool={id} aria-pressed={(props.tool == tool).to_string()} {onclick}>{ name }</button>
        }
    });
    let listed = props.question.as_ref().map(|(right, wrong)| {
        let join = |points: &[AttrValue]| points.iter().map(AttrValue::as_str).collect::<Vec<_>>().join(", ");
        (words.answers_listed)(&join(right), &join(wrong))
    });
    let written = props.comment.chars().count();
    html! {
        <section class="annotate" data-annotate="">
            <p class="annotate-hint">{ match (&props.from, props.tool) {
                (Some(from), _) => (words.arrow_from)(from),
                (None, Tool::Stone(_)) => words.set_up_hint.to_owned(),
                (None, _) => words.hint.to_owned(),
            } }</p>
            <label class="study-field">{ words.comment }
                <textarea data-testid="comment-field" rows="4" maxlength={COMMENT_LIMIT.to_string()}
                    value={props.comment.clone()} oninput={on_input} />
            </label>
            <p class="written">{ (words.written)(written, COMMENT_LIMIT) }</p>
            <div class="tools" role="group">{ for tools }</div>
            <button data-action="question" aria-pressed={props.question.is_some().to_string()}
                onclick={props.on_ask.reform(|_| ())}>{ words.ask_here }</button>
            if let Some(listed) = listed {
                <p class="answers-listed" data-testid="answers-listed">{ listed }</p>
            }
            if props.tool == Tool::Wrong {
                <label class="study-field">{ words.why_wrong }
                    <input data-testid="why-field" value={props.why.clone()} oninput={on_why} />
                </label>
            }
            if props.tool == Tool::Mark(MarkKind::Label) {
                <label class="study-field">{ words.label_text }
                    <input data-testid="label-field" maxlength={LABEL_LIMIT.to_string()} value={props.label.clone()} oninput={on_label} />
                </label>
            }
            if props.set_up.is_some() {
                <button data-action="set-up" onclick={props.on_set_up.reform(|_| ())}>{ words.set_up_here }</button>
            }
            if let Some(SetUpShown { to_move, .. }) = editing {
                <button data-action="to-move" data-to-move={to_move.name()} onclick={props.on_to_move.reform(|_| ())}>
                    { (words.set_up_to_move)(GAME_SCREEN[lang].colour(to_move)) }</button>
            }
            <div class="annotate-actions">
                <button data-action="clear-marks" onclick={props.on_clear.reform(|_| ())}>{ words.clear_marks }</button>
                <button data-action="annotate-done" onclick={props.on_done.reform(|_| ())}>{ words.done }</button>
            </div>
        </section>
    }
}
