//! The words of a study (issue 50): the comment under the board, Annotate mode's panel and
//! its pen, and why a part of a study was refused.

use super::{ByLang, Lang};
use crate::games::study::{COMMENT_LIMIT, LABEL_LIMIT, MARKS_LIMIT, MarkKind, StudyError};

pub struct StudyWords {
    /// The button that enters Annotate mode, and the one that leaves it.
    pub annotate: &'static str,
    pub done: &'static str,
    /// The panel's first line: what a tap does there.
    pub hint: &'static str,
    /// The comment field's label, and its count of characters written of the limit.
    pub comment: &'static str,
    pub written: fn(usize, usize) -> String,
    /// The marks' names: label, triangle, circle, square, cross, arrow.
    pub marks: [&'static str; 7],
    pub label_text: &'static str,
    pub clear_marks: &'static str,
    /// A position set up by hand: the button that begins one from the position shown, the
    /// pen's stones (Black's, White's), the side to move (named) that a tap changes, and
    /// what a tap does meanwhile.
    pub set_up_here: &'static str,
    pub stones: [&'static str; 2],
    pub set_up_to_move: fn(&str) -> String,
    pub set_up_hint: &'static str,
    /// The arrow begun at a point (named), waiting for its other end.
    pub arrow_from: fn(&str) -> String,
    /// A question: asking one here, the pen's answers, why a wrong answer fails, the
    /// answers listed (right, wrong).
    pub ask_here: &'static str,
    pub right_answer: &'static str,
    pub wrong_answer: &'static str,
    pub why_wrong: &'static str,
    pub answers_listed: fn(&str, &str) -> String,
    /// The reader at a question: what to do, a right answer, a wrong one (with why, if
    /// the author said), the answers shown, and the button that shows them.
    pub find_the_move: &'static str,
    pub right: fn(&str) -> String,
    pub wrong: fn(&str, Option<&str>) -> String,
    pub shown: fn(&str) -> String,
    pub show_answer: &'static str,
    /// After a review: the button that makes questions of the moves that threw a proved
    /// win away (how many), and what it did.
    pub find_missed: fn(usize) -> String,
    pub missed: fn(usize) -> String,
    /// An answer the author did not list: being checked, a proved win too, or refuted by
    /// the computer's reply (the answer, the other side, the reply, whether proved).
    pub checking: fn(&str) -> String,
    pub also_wins: fn(&str) -> String,
    pub refuted_by_computer: fn(&str, &str, &str, bool) -> String,
    /// A puzzle of the collection: its number of how many, the side to move, how many
    /// moves win; and why a wrong move loses: the other side's reply.
    pub puzzle: fn(usize, usize, &str, usize) -> String,
    pub refuted: fn(&str, &str) -> String,
    /// Parts of a study refused, with why.
    pub refused: fn(&str) -> String,
    pub comment_too_long: fn(usize, usize) -> String,
    pub bad_label: fn(&str) -> String,
    pub label_too_long: fn(&str, usize) -> String,
    pub arrow_to_itself: fn(&str) -> String,
    pub no_bridge: fn(&str, &str) -> String,
    pub too_many_marks: fn(usize) -> String,
    pub no_such_point: fn(&str) -> String,
    pub unreadable: fn(&str) -> String,
}

impl StudyWords {
    /// The name of marks of `kind`.
    pub fn mark(&self, kind: MarkKind) -> &'static str {
        self.marks[MarkKind::ALL.iter().position(|&k| k == kind).unwrap_or_default()]
    }
}

pub static STUDY: ByLang<StudyWords> = ByLang {
    en: StudyWords {
        annotate: "Annotate",
        done: "Done",
        hint: "Write a comment for this position, or pick a mark and tap the board. Everything is kept with the game.",
        comment: "Comment on this position",
        written: |n, limit| format!("{n} of {limit} characters"),
        marks: ["Label", "Triangle", "Circle", "Square", "Cross", "Arrow", "Bridge to be"],
        label_text: "Label text",
        clear_marks: "Clear the marks",
        set_up_here: "Set up from here",
        stones: ["Black stone", "White stone"],
        set_up_to_move: |colour| format!("{colour} to move"),
        set_up_hint: "Tap a cell to place a stone of the colour picked, or to take it away; then Done, and play on from this position.",
        arrow_from: |at| format!("Arrow from {at}: tap where it ends."),
        ask_here: "A question here: find the move",
        right_answer: "Right answer",
        wrong_answer: "Wrong answer",
        why_wrong: "Why the next wrong answer fails",
        answers_listed: |right, wrong| {
            format!("Right: {} · Wrong: {}", or_dash(right, "the game's next move"), or_dash(wrong, "—"))
        },
        find_the_move: "Find the move: tap where you would play.",
        right: |at| format!("Right: {at}!"),
        wrong: |at, why| match why {
            Some(why) => format!("Not {at}: {why}"),
            None => format!("Not {at}. Try again."),
        },
        shown: |answers| format!("The answer: {answers}."),
        show_answer: "Show the answer",
        find_missed: |n| format!("Find what you missed ({n})"),
        missed: |n| match n {
            0 => "No move of this game threw a proved win away.".to_owned(),
            1 => "One move threw a proved win away: it is a question now. Find the winning move.".to_owned(),
            n => format!(
                "{n} moves threw a proved win away: each is a question now, the first on the board. Find the winning moves."
            ),
        },
        checking: |at| format!("{at}: checking…"),
        also_wins: |at| format!("{at} wins too: proved by the solver."),
        refuted_by_computer: |at, other, reply, proved| match proved {
            true => format!("Not {at}: {other} answers {reply} and wins (proved). Try again."),
            false => format!("Not {at}: the computer answers {reply} for {other}. Try again."),
        },
        puzzle: |n, of, mover, wins| match wins {
            1 => format!("Puzzle {n} of {of}: {mover} to play and win. One move wins, proved by the solver: find it."),
            _ => format!(
                "Puzzle {n} of {of}: {mover} to play and win. {wins} moves win, each proved by the solver: find one."
            ),
        },
        refuted: |other, reply| format!("{other} answers {reply} and wins: proved."),
        refused: |why| format!("Part of the study was left out: {why}"),
        comment_too_long: |n, limit| format!("a comment of {n} characters (at most {limit} are kept)"),
        bad_label: |text| format!("the label “{text}” is blank or holds a space"),
        label_too_long: |text, limit| format!("the label “{text}” is longer than {limit} characters"),
        arrow_to_itself: |at| format!("an arrow from {at} to itself"),
        no_bridge: |a, b| format!("no bridge joins {a} and {b}: a bridge spans a knight's move"),
        too_many_marks: |limit| format!("more than {limit} marks on one position"),
        no_such_point: |text| format!("a mark on “{text}”, which is not on this board"),
        unreadable: |text| format!("“{text}” is no mark or comment"),
    },
    it: StudyWords {
        annotate: "Annota",
        done: "Fatto",
        hint: "Scrivi un commento su questa posizione, o scegli un segno e tocca la tavola. Tutto resta con la partita.",
        comment: "Commento su questa posizione",
        written: |n, limit| format!("{n} caratteri su {limit}"),
        marks: ["Etichetta", "Triangolo", "Cerchio", "Quadrato", "Croce", "Freccia", "Ponte da fare"],
        label_text: "Testo dell'etichetta",
        clear_marks: "Togli i segni",
        set_up_here: "Disponi da qui",
        stones: ["Pezzo nero", "Pezzo bianco"],
        set_up_to_move: |colour| format!("Muove il {colour}"),
        set_up_hint: "Tocca una casella per mettervi un pezzo del colore scelto, o per toglierlo; poi Fatto, e si gioca da questa posizione.",
        arrow_from: |at| format!("Freccia da {at}: tocca dove finisce."),
        ask_here: "Una domanda qui: trova la mossa",
        right_answer: "Risposta giusta",
        wrong_answer: "Risposta sbagliata",
        why_wrong: "Perché la prossima risposta sbagliata non va",
        answers_listed: |right, wrong| {
            format!(
                "Giuste: {} · Sbagliate: {}",
                or_dash(right, "la prossima mossa della partita"),
                or_dash(wrong, "—")
            )
        },
        find_the_move: "Trova la mossa: tocca dove giocheresti.",
        right: |at| format!("Giusto: {at}!"),
        wrong: |at, why| match why {
            Some(why) => format!("Non {at}: {why}"),
            None => format!("Non {at}. Riprova."),
        },
        shown: |answers| format!("La risposta: {answers}."),
        show_answer: "Mostra la risposta",
        find_missed: |n| format!("Trova cosa ti è sfuggito ({n})"),
        missed: |n| match n {
            0 => "Nessuna mossa di questa partita ha buttato via una vittoria dimostrata.".to_owned(),
            1 => "Una mossa ha buttato via una vittoria dimostrata: ora è una domanda. Trova la mossa vincente."
                .to_owned(),
            n => format!(
                "{n} mosse hanno buttato via una vittoria dimostrata: ognuna è ora una domanda, la prima sulla tavola. Trova le mosse vincenti."
            ),
        },
        checking: |at| format!("{at}: controllo…"),
        also_wins: |at| format!("Anche {at} vince: lo dimostra il risolutore."),
        refuted_by_computer: |at, other, reply, proved| match proved {
            true => format!("Non {at}: il {other} risponde {reply} e vince (dimostrato). Riprova."),
            false => format!("Non {at}: il computer risponde {reply} per il {other}. Riprova."),
        },
        puzzle: |n, of, mover, wins| match wins {
            1 => format!(
                "Problema {n} di {of}: muove il {mover} e vince. Una sola mossa vince, dimostrato dal risolutore: trovala."
            ),
            _ => format!(
                "Problema {n} di {of}: muove il {mover} e vince. {wins} mosse vincono, ognuna dimostrata dal risolutore: trovane una."
            ),
        },
        refuted: |other, reply| format!("Il {other} risponde {reply} e vince: dimostrato."),
        refused: |why| format!("Una parte dello studio è stata tralasciata: {why}"),
        comment_too_long: |n, limit| format!("un commento di {n} caratteri (se ne tengono al massimo {limit})"),
        bad_label: |text| format!("l'etichetta «{text}» è vuota o contiene uno spazio"),
        label_too_long: |text, limit| format!("l'etichetta «{text}» supera i {limit} caratteri"),
        arrow_to_itself: |at| format!("una freccia da {at} a sé stessa"),
        no_bridge: |a, b| format!("nessun ponte unisce {a} e {b}: un ponte copre un salto di cavallo"),
        too_many_marks: |limit| format!("più di {limit} segni su una posizione"),
        no_such_point: |text| format!("un segno su «{text}», che non è su questa tavola"),
        unreadable: |text| format!("«{text}» non è né un segno né un commento"),
    },
    pl: StudyWords {
        annotate: "Komentuj",
        done: "Gotowe",
        hint: "Napisz komentarz do tej pozycji albo wybierz znak i dotknij planszy. Wszystko zostaje zapisane z partią.",
        comment: "Komentarz do tej pozycji",
        written: |n, limit| format!("{n} z {limit} znaków"),
        marks: ["Etykieta", "Trójkąt", "Koło", "Kwadrat", "Krzyżyk", "Strzałka", "Przyszły mostek"],
        label_text: "Tekst etykiety",
        clear_marks: "Usuń znaki",
        set_up_here: "Ustaw od tej pozycji",
        stones: ["Czarny kamień", "Biały kamień"],
        set_up_to_move: |colour| format!("Ruch: {colour}"),
        set_up_hint: "Dotknij pola, by postawić kamień wybranego koloru albo go zdjąć; potem Gotowe i gra toczy się od tej pozycji.",
        arrow_from: |at| format!("Strzałka z {at}: dotknij, gdzie się kończy."),
        ask_here: "Tu pytanie: znajdź ruch",
        right_answer: "Dobra odpowiedź",
        wrong_answer: "Zła odpowiedź",
        why_wrong: "Dlaczego następna zła odpowiedź zawodzi",
        answers_listed: |right, wrong| {
            format!("Dobre: {} · Złe: {}", or_dash(right, "następny ruch partii"), or_dash(wrong, "—"))
        },
        find_the_move: "Znajdź ruch: dotknij pola, na którym byś zagrał.",
        right: |at| format!("Dobrze: {at}!"),
        wrong: |at, why| match why {
            Some(why) => format!("Nie {at}: {why}"),
            None => format!("Nie {at}. Spróbuj jeszcze raz."),
        },
        shown: |answers| format!("Odpowiedź: {answers}."),
        show_answer: "Pokaż odpowiedź",
        find_missed: |n| format!("Znajdź, co umknęło ({n})"),
        missed: |n| match n {
            0 => "Żaden ruch tej partii nie zaprzepaścił dowiedzionej wygranej.".to_owned(),
            1 => "Jeden ruch zaprzepaścił dowiedzioną wygraną: teraz to pytanie. Znajdź wygrywający ruch.".to_owned(),
            n => format!(
                "Ruchy, które zaprzepaściły dowiedzioną wygraną: {n}. Każdy jest teraz pytaniem, pierwsze na planszy. Znajdź wygrywające ruchy."
            ),
        },
        checking: |at| format!("{at}: sprawdzam…"),
        also_wins: |at| format!("{at} też wygrywa: dowiódł tego solver."),
        refuted_by_computer: |at, other, reply, proved| match proved {
            true => format!("Nie {at}: {other} odpowiada {reply} i wygrywa (dowiedzione). Spróbuj jeszcze raz."),
            false => format!("Nie {at}: komputer odpowiada za gracza {other}: {reply}. Spróbuj jeszcze raz."),
        },
        puzzle: |n, of, mover, wins| match wins {
            1 => format!(
                "Zadanie {n} z {of}: {mover} zaczyna i wygrywa. Wygrywa jeden ruch, dowiedziony przez solver: znajdź go."
            ),
            _ => format!(
                "Zadanie {n} z {of}: {mover} zaczyna i wygrywa. Liczba wygrywających ruchów: {wins}, każdy dowiedziony przez solver. Znajdź jeden."
            ),
        },
        refuted: |other, reply| format!("{other} odpowiada {reply} i wygrywa: dowiedzione."),
        refused: |why| format!("Pominięto część studium: {why}"),
        comment_too_long: |n, limit| format!("komentarz ma {n} znaków (zachowuje się najwyżej {limit})"),
        bad_label: |text| format!("etykieta „{text}” jest pusta albo zawiera spację"),
        label_too_long: |text, limit| format!("etykieta „{text}” ma więcej niż {limit} znaki"),
        arrow_to_itself: |at| format!("strzałka z {at} do tego samego pola"),
        no_bridge: |a, b| format!("żaden mostek nie łączy {a} i {b}: mostek sięga na skok konika"),
        too_many_marks: |limit| format!("więcej niż {limit} znaków na jednej pozycji"),
        no_such_point: |text| format!("znak na „{text}”, którego nie ma na tej planszy"),
        unreadable: |text| format!("„{text}” nie jest ani znakiem, ani komentarzem"),
    },
    ja: StudyWords {
        annotate: "注釈",
        done: "完了",
        hint: "この局面へのコメントを書くか、記号を選んで盤をタップしてください。すべてゲームと一緒に保存されます。",
        comment: "この局面へのコメント",
        written: |n, limit| format!("{limit}文字中{n}文字"),
        marks: ["ラベル", "三角", "丸", "四角", "バツ", "矢印", "予定のブリッジ"],
        label_text: "ラベルの文字",
        clear_marks: "記号を消す",
        set_up_here: "ここから配置",
        stones: ["黒石", "白石"],
        set_up_to_move: |colour| format!("{colour}の番"),
        set_up_hint: "マスをタップすると選んだ色の石を置き、もう一度で取り除きます。完了を押すとこの局面から打ち進められます。",
        arrow_from: |at| format!("{at}からの矢印：終点をタップしてください。"),
        ask_here: "ここで問題：次の一手",
        right_answer: "正解",
        wrong_answer: "不正解",
        why_wrong: "次の不正解がだめな理由",
        answers_listed: |right, wrong| {
            format!("正解：{}・不正解：{}", or_dash(right, "ゲームの次の手"), or_dash(wrong, "—"))
        },
        find_the_move: "次の一手を見つけてください：打つ場所をタップ。",
        right: |at| format!("正解：{at}！"),
        wrong: |at, why| match why {
            Some(why) => format!("{at}ではありません：{why}"),
            None => format!("{at}ではありません。もう一度。"),
        },
        shown: |answers| format!("答え：{answers}。"),
        show_answer: "答えを見る",
        find_missed: |n| format!("見逃した手を探す（{n}）"),
        missed: |n| match n {
            0 => "このゲームに、証明済みの勝ちを逃した手はありません。".to_owned(),
            n => format!(
                "証明済みの勝ちを逃した手が{n}手ありました。それぞれ問題になりました（最初の問題を表示中）。勝つ手を見つけてください。"
            ),
        },
        checking: |at| format!("{at}：確かめています…"),
        also_wins: |at| format!("{at}でも勝てます（ソルバーが証明）。"),
        refuted_by_computer: |at, other, reply, proved| match proved {
            true => format!("{at}ではありません：{other}が{reply}と応じて勝ちます（証明済み）。もう一度。"),
            false => format!("{at}ではありません：コンピュータは{other}として{reply}と応じます。もう一度。"),
        },
        puzzle: |n, of, mover, wins| match wins {
            1 => format!("問題 {n}／{of}：{mover}番で勝ち。勝つ手はソルバーが証明した一つだけです。見つけてください。"),
            _ => format!(
                "問題 {n}／{of}：{mover}番で勝ち。勝つ手は{wins}つ（すべてソルバーが証明）。一つ見つけてください。"
            ),
        },
        refuted: |other, reply| format!("{other}が{reply}と応じて勝ちます（証明済み）。"),
        refused: |why| format!("研究の一部を読み込めませんでした：{why}"),
        comment_too_long: |n, limit| format!("{n}文字のコメント（保存できるのは{limit}文字まで）"),
        bad_label: |text| format!("ラベル「{text}」が空か、空白を含んでいます"),
        label_too_long: |text, limit| format!("ラベル「{text}」が{limit}文字を超えています"),
        arrow_to_itself: |at| format!("{at}から同じ点への矢印"),
        no_bridge: |a, b| format!("{a}と{b}を結ぶブリッジはありません。ブリッジはケイマの位置を結びます"),
        too_many_marks: |limit| format!("一つの局面に{limit}個を超える記号"),
        no_such_point: |text| format!("この盤にない「{text}」への記号"),
        unreadable: |text| format!("「{text}」は記号でもコメントでもありません"),
    },
};

/// `listed`, or `none` when nothing is listed.
fn or_dash<'a>(listed: &'a str, none: &'a str) -> &'a str {
    if listed.is_empty() { none } else { listed }
}

/// A study's refusal in `lang`.
pub fn study_fault(fault: &StudyError, lang: Lang) -> String {
    let words = &STUDY[lang];
    match fault {
        StudyError::CommentTooLong(chars) => (words.comment_too_long)(*chars, COMMENT_LIMIT),
        StudyError::BadLabel(text) => (words.bad_label)(text),
        StudyError::LabelTooLong(text) => (words.label_too_long)(text, LABEL_LIMIT),
        StudyError::ArrowToItself(at) => (words.arrow_to_itself)(at),
        StudyError::NoBridge(a, b) => (words.no_bridge)(a, b),
        StudyError::TooManyMarks => (words.too_many_marks)(MARKS_LIMIT),
        StudyError::NoSuchPoint { text, .. } => (words.no_such_point)(text),
        StudyError::Unreadable(text) => (words.unreadable)(text),
    }
}

/// The parts of a study refused, in `lang`: each with why (the first five, then how many more).
pub fn study_faults(faults: &[StudyError], lang: Lang) -> String {
    let mut said: Vec<String> = faults.iter().take(5).map(|fault| study_fault(fault, lang)).collect();
    if faults.len() > 5 {
        said.push(format!("+{}", faults.len() - 5));
    }
    (STUDY[lang].refused)(&said.join("; "))
}
