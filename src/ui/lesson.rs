//! A game's first lesson (issue 46): steps, each a study (a position, a sentence, and a
//! question the reader answers on the board) opened by `?game=<game>&lesson=<step>`, under
//! the lesson's bar. Each game gives its steps (`hex::lesson`, `twixt::lesson`), whose
//! answers its tests prove; here is what every lesson shares: a step made a study, the bar,
//! and the steps answered right, kept in this browser.

use std::rc::Rc;

use yew::prelude::*;

use crate::games::GameKind;
use crate::games::study::{self, Comment, Notes, Point as _, Question};
use crate::i18n::ByLang;
use crate::i18n::Lang;
use crate::i18n::lesson::{LESSON, LessonText};
use crate::ui::browser;
use crate::ui::connection::{ScreenGame, ScreenProps};
use crate::ui::language::use_lang;
use crate::ui::record::LinkRecord;
use crate::ui::records::Exchange;

/// A step's position and the moves that answer it, each in its game's own notation (none:
/// the step shows and tells, and the reader plays on as the sentence says).
pub struct Step {
    /// A link record; for shUgorØn, which keeps none, the practice round
    /// (`ui::shugoron::lesson`).
    pub record: &'static str,
    pub answers: &'static [&'static str],
}

/// A step's question as a game's screen asks it, where the screen judges the reader's move
/// itself (Doublets' table, shUgorØn's practice) rather than through a study.
#[derive(Clone, Debug, PartialEq)]
pub struct Asking<A> {
    /// The moves that answer it.
    pub answers: Vec<A>,
    /// Tells the lesson the reader answered right.
    pub on_solved: Callback<()>,
}

/// What the address's query keeps beside step `n`'s game (from 0), so that a reload opens
/// the lesson again: `lesson=<step>`.
pub fn step_query(n: usize) -> AttrValue {
    AttrValue::from(format!("lesson={}", n + 1))
}

/// A game's lesson: its steps, in order, and their words.
pub struct Lesson {
    pub game: GameKind,
    pub steps: &'static [Step],
    pub words: &'static ByLang<LessonText>,
}

impl Lesson {
    /// Its words in `lang`: its name and its steps' titles and sentences.
    pub fn text(&self, lang: Lang) -> &'static LessonText {
        &self.words[lang]
    }

    /// The address of step `n` (from 0), in the page's language, as a shared link carries it.
    pub fn href(&self, n: usize, lang: Lang) -> String {
        format!("?game={}&lesson={}&lang={}", self.game.id(), n + 1, lang.name())
    }

    /// Where this browser keeps the steps answered right.
    fn key(&self) -> String {
        format!("fogliaccio.lesson.{}", self.game.id())
    }

    /// The steps this browser has seen answered right (a step without a question: seen),
    /// from 0, in order.
    fn done(&self) -> Vec<usize> {
        let kept = browser::stored(&self.key()).unwrap_or_default();
        kept.split_whitespace().filter_map(|n| n.parse().ok()).filter(|&n| n < self.steps.len()).collect()
    }

    /// Keeps step `n` among those done, and gives them all.
    fn keep_done(&self, n: usize) -> Vec<usize> {
        let mut done = self.done();
        if !done.contains(&n) {
            done.push(n);
            done.sort_unstable();
            let text: Vec<String> = done.iter().map(usize::to_string).collect();
            browser::store(&self.key(), Some(&text.join(" ")));
        }
        done
    }

    /// Step `n` (from 0) as a game's screen opens it: its game, and the study's notes
    /// (`&n=`) in `lang`.
    pub fn study<R: Exchange>(&self, n: usize, lang: Lang) -> (R, String) {
        let step = &self.steps[n];
        let record = R::read(step.record).unwrap_or_else(|_| panic!("step {n} reads: a test holds every step"));
        let question = (!step.answers.is_empty()).then(|| {
            let mut question = Question::default();
            for answer in step.answers {
                let point = R::Point::parse(answer, record.board()).unwrap_or_else(|_| panic!("step {n}: {answer}"));
                question.toggle_right(point);
            }
            question
        });
        let comment = Comment::new(self.text(lang).steps[n].text).expect("a step's words fit a comment");
        let notes = Notes::new(comment, question);
        let at = record.moves();
        (record, study::link::write([(at, &notes)]))
    }
}

/// A game with a first lesson, and the screen its steps open on.
pub trait Taught: ScreenGame {
    const LESSON: &'static Lesson;

    /// The game's screen with `props`.
    fn screen(props: ScreenProps<Self>) -> Html;
}

#[derive(Properties, PartialEq)]
pub struct LessonProps {
    /// The step, from 0.
    pub step: usize,
}

/// The lesson's step on its game's screen, under the lesson's bar; the address keeps
/// `lesson=` beside the step's game.
#[component]
pub fn LessonScreen<G: Taught>(props: &LessonProps) -> Html {
    let lang = use_lang();
    let step = props.step;
    let opened = use_memo(step, move |&step| G::LESSON.study::<G::Record>(step, lang));
    let (done, solved) = use_lesson(G::LESSON, step);
    let (record, notes) = (*opened).clone();
    let screen = ScreenProps {
        setup: G::setup_of(&record),
        at: Some(LinkRecord::moves(&record)),
        record: Some(record),
        review: false,
        notes: Some(AttrValue::from(notes)),
        on_solved: Some(solved),
        query: Some(step_query(step)),
    };
    html! {
        <>
            <LessonBar lesson={G::LESSON} {step} {done} />
            { G::screen(screen) }
        </>
    }
}

/// The lesson's step `step` as its screen shows it: the steps done, and what tells the
/// lesson that the reader answered right (a step without a question is done once seen).
#[hook]
pub fn use_lesson(lesson: &'static Lesson, step: usize) -> (Rc<Vec<usize>>, Callback<()>) {
    let done = use_state_eq(|| Rc::new(lesson.done()));
    let solved = {
        let done = done.clone();
        Callback::from(move |()| done.set(Rc::new(lesson.keep_done(step))))
    };
    use_effect_with(step, {
        let solved = solved.clone();
        move |&step| {
            if lesson.steps[step].answers.is_empty() {
                solved.emit(());
            }
        }
    });
    ((*done).clone(), solved)
}

#[derive(Properties)]
pub struct BarProps {
    pub lesson: &'static Lesson,
    /// The step shown, from 0.
    pub step: usize,
    pub done: Rc<Vec<usize>>,
    /// Whether the bar says the step's sentence, for a screen that has no study to say it.
    #[prop_or_default]
    pub tells: bool,
}

impl PartialEq for BarProps {
    fn eq(&self, other: &Self) -> bool {
        self.lesson.game == other.lesson.game
            && self.step == other.step
            && self.done == other.done
            && self.tells == other.tells
    }
}

/// The lesson's bar above its step's screen: the steps (those answered marked), where the
/// reader is, and the way back and on (after the last step, to a game).
#[component]
pub fn LessonBar(props: &BarProps) -> Html {
    let lang = use_lang();
    let BarProps { lesson, step, done, tells } = props;
    let (words, text) = (&LESSON[lang], lesson.text(lang));
    let (step, count) = (*step, lesson.steps.len());
    let steps = (0..count).map(|n| {
        let current = (n == step).then_some("step");
        html! {
            <li><a href={lesson.href(n, lang)} aria-current={current} data-done={done.contains(&n).to_string()}
                aria-label={text.steps[n].title}>{ n + 1 }</a></li>
        }
    });
    html! {
        <nav class="lesson-bar" data-lesson={lesson.game.id()} data-step={(step + 1).to_string()}>
            <strong>{ text.name }</strong>
            <ol class="lesson-steps">{ for steps }</ol>
            <p class="lesson-step">{ (words.step)(step + 1, count, text.steps[step].title) }
                if done.contains(&step) { <span class="lesson-done" data-testid="step-done">{ " ✓ " }{ words.done }</span> }
            </p>
            if *tells {
                <p class="lesson-text" data-comment="">{ text.steps[step].text }</p>
            }
            <div class="lesson-ways">
                if step > 0 { <a href={lesson.href(step - 1, lang)} data-action="lesson-previous">{ words.previous }</a> }
                if step + 1 < count {
                    <a href={lesson.href(step + 1, lang)} data-action="lesson-next">{ words.next }</a>
                } else {
                    <a href={format!("?game={}", lesson.game.id())} data-action="lesson-play">{ words.play_a_game }</a>
                }
            </div>
        </nav>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{hex, twixt};

    /// Every step of `lesson` opens as a study whose comment is its sentence, in every language.
    fn reads_in_every_language<R: Exchange>(lesson: &Lesson) {
        for lang in Lang::ALL {
            assert_eq!(lesson.text(lang).steps.len(), lesson.steps.len(), "{lang:?}: a sentence a step");
            for n in 0..lesson.steps.len() {
                let (record, notes) = lesson.study::<R>(n, lang);
                let (read, faults) = study::link::read::<R::Point>(&notes, record.board(), record.moves());
                assert!(faults.is_empty(), "{lang:?} step {n}: {faults:?}");
                assert_eq!(read[0].1.comment.as_ref().map(Comment::as_str), Some(lesson.text(lang).steps[n].text));
            }
        }
    }

    #[test]
    fn every_lesson_titles_and_says_each_of_its_steps_in_every_language() {
        let lessons = [
            <hex::Hex as Taught>::LESSON,
            <twixt::Twixt as Taught>::LESSON,
            &crate::ui::doublets::LESSON,
            &crate::ui::shugoron::LESSON,
        ];
        for lesson in lessons {
            for lang in Lang::ALL {
                let text = lesson.text(lang);
                assert_eq!(text.steps.len(), lesson.steps.len(), "{:?} in {lang:?}", lesson.game);
                assert!(text.steps.iter().all(|step| !step.title.is_empty() && Comment::new(step.text).is_ok()));
            }
        }
    }

    #[test]
    fn every_step_of_every_lesson_reads_in_every_language() {
        reads_in_every_language::<hex::Record>(<hex::Hex as Taught>::LESSON);
        reads_in_every_language::<twixt::Record>(<twixt::Twixt as Taught>::LESSON);
    }
}
