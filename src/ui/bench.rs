//! `?bench=hex`, `?bench=twixt`: the speed of an engine and its search in this browser,
//! measured in the same worker the games use and printed as `name: value` lines (for
//! `scripts/bench.sh`, which reads them from headless Chromium).

use yew::prelude::*;

use super::browser;
use super::language::use_lang;
use crate::i18n::bench::BENCH;
use crate::worker::{Benched, FromWorker, ToWorker};

#[derive(Properties, PartialEq)]
pub struct BenchProps {
    pub engine: Benched,
    pub seconds: f64,
}

#[component]
pub fn BenchPage(props: &BenchProps) -> Html {
    let figures = use_state(|| None::<Vec<(String, f64)>>);
    let words = &BENCH[use_lang()];
    let worker = {
        let figures = figures.setter();
        use_memo((), move |()| {
            browser::Worker::new(move |reply| {
                if let FromWorker::Bench { figures: measured } = reply {
                    figures.set(Some(measured));
                }
            })
        })
    };
    use_effect_with((props.engine, props.seconds.to_bits()), move |&(engine, seconds)| {
        worker.send(ToWorker::Bench { engine, seconds: f64::from_bits(seconds) });
    });
    let (game, n) = match props.engine {
        Benched::Hex(n) => ("Hex", n),
        Benched::Twixt(n) => ("TwixT", n),
    };
    html! {
        <main class="screen bench">
            <header class="bar"><a class="home" href="?">{ "← fogliaccio" }</a><h1>{ words.title }</h1></header>
            if let Some(figures) = &*figures {
                <pre data-testid="bench">
                    { format!("game: {game}\nboard: {n}×{n}\n") }
                    { for figures.iter().map(|(name, value)| format!("{name}: {value:.0}\n")) }
                </pre>
            } else {
                <p role="status">{ (words.measuring)(game, n) }</p>
            }
        </main>
    }
}
