//! The benchmark page's words (its figures are `name: value` lines for scripts, never
//! translated).

use super::ByLang;

pub struct Bench {
    pub title: &'static str,
    /// While the worker measures, on a board of this side.
    pub measuring: fn(u8) -> String,
}

pub static BENCH: ByLang<Bench> = ByLang {
    en: Bench { title: "Benchmark", measuring: |n| format!("Measuring Hex on {n}×{n} in this browser's worker…") },
    it: Bench { title: "Prestazioni", measuring: |n| format!("Misuro Hex su {n}×{n} nel worker di questo browser…") },
    pl: Bench { title: "Test wydajności", measuring: |n| format!("Pomiar Hex na planszy {n}×{n} w workerze tej przeglądarki…") },
    ja: Bench { title: "ベンチマーク", measuring: |n| format!("このブラウザのワーカーで Hex（{n}×{n}）を計測しています…") },
};
