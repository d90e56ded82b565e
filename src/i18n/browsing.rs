//! The words of looking back over a game without changing it: the move list's buttons, the
//! status line while the board shows an earlier position or a variation, the variations
//! kept beside the game, a rematch, the players' names. The same in every game.

use super::ByLang;

pub struct Browsing {
    /// The buttons that step through the game, for assistive technology and as tooltips.
    pub previous: &'static str,
    pub next: &'static str,
    /// Back to the game's last move (or the move it was taken back to).
    pub back_to_game: &'static str,
    /// Before the status of the position shown: move `ply` of the game's `played`.
    pub looking_at: fn(usize, usize) -> String,
    /// Before the status of a variation's position: its move `ply`.
    pub in_variation: fn(usize) -> String,
    /// A variation in the move list, for assistive technology: where it leaves the game.
    pub variation: fn(usize) -> String,
    /// Makes the variation shown the game.
    pub promote: &'static str,
    pub forget: &'static str,
    /// Resigning or offering a draw while the board shows another position than the game's.
    pub looking_back: &'static str,
    /// Doublets: a throw or a move while the table shows an earlier position.
    pub looking_back_at_the_table: &'static str,
    /// After a game: a new one, the same players each at the other colour.
    pub rematch: &'static str,
    /// The players' names: the fields' legend, and each field, by turn order.
    pub names: &'static str,
    /// The name fields' placeholders: the first player and the second, by the colour each
    /// holds now (a swap exchanges them).
    pub first_name: fn(&str) -> String,
    pub second_name: fn(&str) -> String,
}

pub static BROWSING: ByLang<Browsing> = ByLang {
    en: Browsing {
        previous: "◀ Previous move",
        next: "Next move ▶",
        back_to_game: "⏭ Back to the game",
        looking_at: |ply, played| format!("Looking at move {ply} of {played}:"),
        in_variation: |ply| format!("A variation, move {ply}:"),
        variation: |ply| format!("Variation from move {ply}"),
        promote: "Make it the game",
        forget: "Forget it",
        looking_back: "This is an earlier position: go back to the game to resign or offer a draw.",
        looking_back_at_the_table: "This is an earlier position: go back to the game to play on.",
        rematch: "⟲ Rematch",
        names: "Names",
        first_name: |colour| format!("First player ({colour})"),
        second_name: |colour| format!("Second player ({colour})"),
    },
    it: Browsing {
        previous: "◀ Mossa precedente",
        next: "Mossa seguente ▶",
        back_to_game: "⏭ Torna alla partita",
        looking_at: |ply, played| format!("Stai guardando la mossa {ply} di {played}:"),
        in_variation: |ply| format!("Una variante, mossa {ply}:"),
        variation: |ply| format!("Variante dalla mossa {ply}"),
        promote: "Fanne la partita",
        forget: "Dimenticala",
        looking_back: "Questa è una posizione precedente: per abbandonare o proporre la patta torna alla partita.",
        looking_back_at_the_table: "Questa è una posizione precedente: per continuare torna alla partita.",
        rematch: "⟲ Rivincita",
        names: "Nomi",
        first_name: |colour| format!("Primo giocatore ({colour})"),
        second_name: |colour| format!("Secondo giocatore ({colour})"),
    },
    pl: Browsing {
        previous: "◀ Poprzedni ruch",
        next: "Następny ruch ▶",
        back_to_game: "⏭ Wróć do partii",
        looking_at: |ply, played| format!("Oglądasz ruch {ply} z {played}:"),
        in_variation: |ply| format!("Wariant, ruch {ply}:"),
        variation: |ply| format!("Wariant od ruchu {ply}"),
        promote: "Uczyń go partią",
        forget: "Usuń go",
        looking_back: "To wcześniejsza pozycja: aby się poddać lub zaproponować remis, wróć do partii.",
        looking_back_at_the_table: "To wcześniejsza pozycja: aby grać dalej, wróć do partii.",
        rematch: "⟲ Rewanż",
        names: "Imiona",
        first_name: |colour| format!("Pierwszy gracz ({colour})"),
        second_name: |colour| format!("Drugi gracz ({colour})"),
    },
    ja: Browsing {
        previous: "◀ 前の手",
        next: "次の手 ▶",
        back_to_game: "⏭ 対局に戻る",
        looking_at: |ply, played| format!("{played}手中{ply}手目を表示中："),
        in_variation: |ply| format!("変化図の{ply}手目："),
        variation: |ply| format!("{ply}手目からの変化図"),
        promote: "これを本譜にする",
        forget: "この変化図を消す",
        looking_back: "過去の局面を表示中です。投了や引き分けの提案は対局に戻ってからどうぞ。",
        looking_back_at_the_table: "過去の局面を表示中です。続けるには対局に戻ってください。",
        rematch: "⟲ 再戦",
        names: "名前",
        first_name: |colour| format!("先手（{colour}）"),
        second_name: |colour| format!("後手（{colour}）"),
    },
};
