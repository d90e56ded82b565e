//! The words of a game's review and of the analysis of a position: the marks of a move, the
//! graph, the review's progress. The same in every game.

use super::{ByLang, Lang};
use crate::ai::review::{Mark, Reviewed};

pub struct Review {
    /// "Review the game", and "Stop the review" while it runs.
    pub review: &'static str,
    pub stop: &'static str,
    /// The review's progress: positions weighed, of how many.
    pub progress: fn(usize, usize) -> String,
    /// The graph, for assistive technology.
    pub graph: &'static str,
    /// Over the graph: what it draws (the dark area), and under it, what its axis counts.
    pub graph_title: &'static str,
    pub moves_axis: &'static str,
    /// A mark as the move list and the graph name it.
    pub mark: fn(Mark) -> &'static str,
    /// After a marked move's position in the status line: the move the review prefers.
    pub preferred: fn(&str) -> String,
    /// A move's comment in a saved file: the mover's chance before it and after it.
    pub chances: fn(u32, u32) -> String,
    /// Doublets: what the dice and the choices did to a player's chance over the game, in
    /// points (hundredths): the player, the dice's, the choices'.
    pub dice_and_choices: fn(&str, i32, i32) -> String,
    /// Doublets: where the odds of a step were simulated, not exact.
    pub simulated: &'static str,
    /// shUgorØn, once over, after a question: the sets each hidden set can still be (the
    /// first player's, the second's), how many the question could leave at worst, and the
    /// best question's worst.
    pub asked: fn([u32; 2], u32, u32) -> String,
}

pub static REVIEW: ByLang<Review> = ByLang {
    en: Review {
        review: "⚖ Review the game",
        stop: "⚖ Stop the review",
        progress: |done, of| format!("Reviewing: {done} of {of} positions weighed."),
        graph: "Black's chance to win, move by move: tap to go to a move",
        graph_title: "Black's chance to win",
        moves_axis: "move",
        mark: |mark| match mark {
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        },
        preferred: |mv| format!("The review prefers {mv}."),
        chances: |before, after| format!("chance {before}% → {after}%"),
        dice_and_choices: |player, dice, choices| {
            format!("{player}: the dice {dice:+} points, the choices {choices:+} points.")
        },
        simulated: "Where the odds were not exact, they are simulated by random games, and no choice there is marked.",
        asked: |[p1, p2], worst, best| {
            format!("sets left: {p1} and {p2}; at worst it left {worst}, the best question {best}")
        },
    },
    it: Review {
        review: "⚖ Rivedi la partita",
        stop: "⚖ Ferma la revisione",
        progress: |done, of| format!("Revisione: {done} posizioni su {of} valutate."),
        graph: "Probabilità di vittoria del Nero, mossa per mossa: tocca per andare a una mossa",
        graph_title: "Probabilità di vittoria del Nero",
        moves_axis: "mossa",
        mark: |mark| match mark {
            Mark::Inaccuracy => "imprecisione",
            Mark::Mistake => "errore",
            Mark::Blunder => "grave errore",
        },
        preferred: |mv| format!("La revisione preferisce {mv}."),
        chances: |before, after| format!("probabilità {before}% → {after}%"),
        dice_and_choices: |player, dice, choices| {
            format!("{player}: i dadi {dice:+} punti, le scelte {choices:+} punti.")
        },
        simulated: "Dove le probabilità non erano esatte, sono simulate con partite a caso, e nessuna scelta lì è segnata.",
        asked: |[p1, p2], worst, best| {
            format!("insiemi possibili: {p1} e {p2}; al peggio ne lasciava {worst}, la domanda migliore {best}")
        },
    },
    pl: Review {
        review: "⚖ Przeanalizuj partię",
        stop: "⚖ Przerwij analizę",
        progress: |done, of| format!("Analiza: ocenione pozycje: {done} z {of}."),
        graph: "Szansa Czarnego na wygraną, ruch po ruchu: dotknij, by przejść do ruchu",
        graph_title: "Szansa Czarnego na wygraną",
        moves_axis: "ruch",
        mark: |mark| match mark {
            Mark::Inaccuracy => "niedokładność",
            Mark::Mistake => "błąd",
            Mark::Blunder => "poważny błąd",
        },
        preferred: |mv| format!("Analiza woli {mv}."),
        chances: |before, after| format!("szansa {before}% → {after}%"),
        dice_and_choices: |player, dice, choices| format!("{player}: kości {dice:+} pkt, decyzje {choices:+} pkt."),
        simulated: "Gdzie szanse nie były dokładne, są symulowane losowymi partiami i żadna decyzja tam nie jest oznaczona.",
        asked: |[p1, p2], worst, best| {
            format!("możliwe zbiory: {p1} i {p2}; w najgorszym razie zostawiało {worst}, najlepsze pytanie {best}")
        },
    },
    ja: Review {
        review: "⚖ 対局を検討",
        stop: "⚖ 検討を止める",
        progress: |done, of| format!("検討中：{of}局面中{done}局面を評価しました。"),
        graph: "黒の勝率の推移：タップでその手へ移動",
        graph_title: "黒の勝率",
        moves_axis: "手",
        mark: |mark| match mark {
            Mark::Inaccuracy => "疑問手",
            Mark::Mistake => "悪手",
            Mark::Blunder => "大悪手",
        },
        preferred: |mv| format!("検討では{mv}が有力。"),
        chances: |before, after| format!("勝率 {before}% → {after}%"),
        dice_and_choices: |player, dice, choices| {
            format!("{player}：サイコロ {dice:+} ポイント、選択 {choices:+} ポイント。")
        },
        simulated: "正確な勝率が得られなかった所はランダムな対局によるシミュレーションで、そこでの選択には印を付けません。",
        asked: |[p1, p2], worst, best| format!("残る候補：{p1}と{p2}、最悪で{worst}残る（最善の質問なら{best}）"),
    },
};

/// The review's words on a move, as a saved file's comment carries them after what people
/// wrote: the mover's chance before it and after it, its mark, and where it is marked the
/// move the review preferred, `preferred`, named as the file names it (in its own frame).
pub fn remark<M>(lang: Lang, reviewed: &Reviewed<M>, preferred: Option<&str>) -> String {
    let words = &REVIEW[lang];
    let percent = |chance: f32| (chance * 100.0).round() as u32;
    let mut remark = (words.chances)(percent(reviewed.chance), percent(reviewed.after));
    if let Some(mark) = reviewed.mark {
        remark += &format!("; {}", (words.mark)(mark));
        if let Some(preferred) = preferred {
            remark += &format!(". {}", (words.preferred)(preferred));
        }
    }
    remark
}
