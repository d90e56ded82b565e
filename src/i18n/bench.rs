//! The benchmark page's words (its figures are `name: value` lines for scripts, never
//! translated).

use super::ByLang;

pub struct Bench {
    pub title: &'static str,
    /// While the worker measures this game, on a board of this side.
    pub measuring: fn(&str, u8) -> String,
}

pub static BENCH: ByLang<Bench> = ByLang {
    en: Bench {
        title: "Benchmark",
        measuring: |game, n| format!("Measuring {game} on {n}×{n} in this browser's worker…"),
    },
    it: Bench {
        title: "Prestazioni",
        measuring: |game, n| format!("Misuro {game} su {n}×{n} nel worker di questo browser…"),
    },
    pl: Bench {
        title: "Test wydajności",
        measuring: |game, n| format!("Pomiar {game} na planszy {n}×{n} w workerze tej przeglądarki…"),
    },
    ja: Bench {
        title: "ベンチマーク",
        measuring: |game, n| format!("このブラウザのワーカーで {game}（{n}×{n}）を計測しています…"),
    },
};
