//! The words of a game's review and of the analysis of a position: the marks of a move, the
//! graph, the review's progress. The same in every game.

use super::ByLang;
use crate::ai::review::Mark;

pub struct Review {
    /// "Review the game", and "Stop the review" while it runs.
    pub review: &'static str,
    pub stop: &'static str,
    /// The review's progress: positions weighed, of how many.
    pub progress: fn(usize, usize) -> String,
    /// The graph, for assistive technology.
    pub graph: &'static str,
    /// A mark as the move list and the graph name it.
    pub mark: fn(Mark) -> &'static str,
    /// After a marked move's position in the status line: the move the review prefers.
    pub preferred: fn(&str) -> String,
}

pub static REVIEW: ByLang<Review> = ByLang {
    en: Review {
        review: "⚖ Review the game",
        stop: "⚖ Stop the review",
        progress: |done, of| format!("Reviewing: {done} of {of} positions weighed."),
        graph: "Black's chance to win, move by move: tap to go to a move",
        mark: |mark| match mark {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        },
        preferred: |mv| format!("The review prefers {mv}."),
    },
    it: Review {
        review: "⚖ Rivedi la partita",
        stop: "⚖ Ferma la revisione",
        progress: |done, of| format!("Revisione: {done} posizioni su {of} valutate."),
        graph: "Probabilità di vittoria del Nero, mossa per mossa: tocca per andare a una mossa",
        mark: |mark| match mark {
            Mark::Inaccuracy => "imprecisione",
            Mark::Mistake => "errore",
            Mark::Blunder => "grave errore",
        },
        preferred: |mv| format!("La revisione preferisce {mv}."),
    },
    pl: Review {
        review: "⚖ Przeanalizuj partię",
        stop: "⚖ Przerwij analizę",
        progress: |done, of| format!("Analiza: ocenione pozycje: {done} z {of}."),
        graph: "Szansa Czarnego na wygraną, ruch po ruchu: dotknij, by przejść do ruchu",
        mark: |mark| match mark {
            Mark::Inaccuracy => "niedokładność",
            Mark::Mistake => "błąd",
            Mark::Blunder => "poważny błąd",
        },
        preferred: |mv| format!("Analiza woli {mv}."),
    },
    ja: Review {
        review: "⚖ 対局を検討",
        stop: "⚖ 検討を止める",
        progress: |done, of| format!("検討中：{of}局面中{done}局面を評価しました。"),
        graph: "黒の勝率の推移：タップでその手へ移動",
        mark: |mark| match mark {
            Mark::Inaccuracy => "疑問手",
            Mark::Mistake => "悪手",
            Mark::Blunder => "大悪手",
        },
        preferred: |mv| format!("検討では{mv}が有力。"),
    },
};
