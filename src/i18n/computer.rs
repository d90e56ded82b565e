//! The computer's words on the Hex and TwixT screens (`ui::computer`): the "Players" menu
//! and its levels, its buttons, the line that shows the search going on, the line that
//! says who holds which colour, and the notices of a computer that cannot go on.

use super::game_screen::{GAME_SCREEN, pl_genitive};
use super::plural::{OneOther, Polish};
use super::{ByLang, case};
use crate::ai::Level;
use crate::games::Colour;

/// Who sits at the tablet, as the players line tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seats {
    People,
    /// A person holds Black, the computer White.
    ComputerWhite,
    /// A person holds White, the computer Black.
    ComputerBlack,
    Computers,
}

/// What the search says of who wins, as the thinking line and a hint word it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outlook {
    /// The winning chance of the side to move, as a percentage.
    Chance(u32),
    /// The colour that wins with best play, proved.
    Proved(Colour),
}

pub struct Computer {
    /// The "Players" menu's choices: two people, the computer second, first, or both.
    pub people: &'static str,
    pub computer_second: &'static str,
    pub computer_first: &'static str,
    pub computers: &'static str,
    pub level: fn(Level) -> &'static str,
    /// The menu's legend, and its two selects for assistive technology.
    pub players: &'static str,
    pub computer_level: &'static str,
    pub move_now: &'static str,
    pub computer_move: &'static str,
    pub hint: &'static str,
    /// The thinking line: who is searching, the playouts so far, the move it prefers and
    /// the winning chance (a percentage) of the side to move.
    pub thinking: &'static str,
    pub hinting: &'static str,
    /// Weighing the reader's answer to a question.
    pub checking: &'static str,
    pub playouts: fn(u64) -> String,
    pub best: fn(&str) -> String,
    pub chance: fn(u32, Colour) -> String,
    /// The colour that wins with best play, proved: "White wins: proved".
    pub proved: fn(Colour) -> String,
    /// The hint shown: the move, and what the search says of who wins when it says anything.
    pub hint_move: fn(&str, Option<Outlook>) -> String,
    /// Who holds which colour: the seats, whether a swap exchanged the colours, and for two
    /// people what each colour joins (the game's own words).
    pub seats: fn(Seats, bool, &str) -> String,
    /// A person's tap while the computer thinks about its own move.
    pub wait: &'static str,
    /// A move or a hint asked while the computer reviews the game.
    pub reviewing: &'static str,
    /// The button that shows the search's best moves in the position shown, and the line
    /// that shows them: a move and its chance to win for the side to move.
    pub analyse: &'static str,
    pub analysing: &'static str,
    pub line: fn(&str, u32) -> String,
    pub nothing_to_undo: &'static str,
    pub nothing_to_hint: &'static str,
    /// The computer left its seats: why, as a clause.
    pub stopped: fn(&str) -> String,
    /// No hint: why, as a clause.
    pub no_hint: fn(&str) -> String,
    /// Why the computer cannot go on, as clauses: the worker could not read the game (its
    /// reason, in English); its move could not be read or was refused (the move, and the
    /// engine's reason in English); it found no move.
    pub game_unreadable: fn(&str) -> String,
    pub move_unreadable: fn(&str, &str) -> String,
    pub move_refused: fn(&str, &str) -> String,
    pub no_move: &'static str,
    /// TwixT's: the colour to move has every peg on the board, or no hole left for one.
    pub all_pegs_placed: fn(Colour) -> String,
    pub no_hole_left: fn(Colour) -> String,
}

const PLAYOUTS_EN: OneOther = OneOther { one: "playout", other: "playouts" };
const PLAYOUTS_IT: OneOther = OneOther { one: "simulazione", other: "simulazioni" };
const PLAYOUTS_PL: Polish = Polish { one: "symulacja", few: "symulacje", many: "symulacji" };

pub static COMPUTER: ByLang<Computer> = ByLang {
    en: Computer {
        people: "Two players on this tablet",
        computer_second: "Against the computer (you move first)",
        computer_first: "Against the computer (it moves first)",
        computers: "Computer against computer",
        level: |level| match level {
            Level::Quick => "Quick (about ½ s)",
            Level::Normal => "Normal (about 2 s)",
            Level::Strong => "Strong (about 8 s)",
        },
        players: "Players",
        computer_level: "Computer level",
        move_now: "▶ Move now",
        computer_move: "▶ Computer, move",
        hint: "? Hint",
        thinking: "The computer is thinking",
        hinting: "Looking for a hint",
        checking: "Checking your answer",
        playouts: |n| format!("{n} {}", PLAYOUTS_EN.after(n as usize)),
        best: |mv| format!("best {mv}"),
        chance: |percent, colour| {
            let colour = GAME_SCREEN.en.colour(colour);
            format!("{percent}% for {colour}")
        },
        proved: |colour| format!("{} wins: proved", GAME_SCREEN.en.colour(colour)),
        hint_move: |mv, outlook| match outlook {
            Some(Outlook::Chance(percent)) => format!("Hint: {mv} ({percent}% to win)"),
            Some(Outlook::Proved(colour)) => format!("Hint: {mv} ({})", (COMPUTER.en.proved)(colour)),
            None => format!("Hint: {mv}"),
        },
        seats: |seats, exchanged, goal| {
            let text = match seats {
                Seats::People if exchanged => "the first player now plays White, the second Black.".to_owned(),
                Seats::People => format!("the first player plays Black, the second White: {goal}."),
                Seats::ComputerWhite => "you play Black, the computer White.".to_owned(),
                Seats::ComputerBlack => "you play White, the computer Black.".to_owned(),
                Seats::Computers => "the computer plays both sides.".to_owned(),
            };
            if exchanged { format!("Colours swapped: {text}") } else { case::capitalised(&text) }
        },
        wait: "The computer is thinking: wait for its move, or tap “Move now”.",
        reviewing: "The computer is reviewing the game: let it finish, or stop the review.",
        analyse: "◎ Analyse",
        analysing: "Analysis",
        line: |mv, percent| format!("{mv} {percent}%"),
        nothing_to_undo: "Nothing to undo.",
        nothing_to_hint: "The game is over: there is nothing to hint.",
        stopped: |why| format!("{}; it stopped playing, and you can go on as two players.", case::capitalised(why)),
        no_hint: |why| format!("No hint: {why}."),
        game_unreadable: |reason| format!("the computer could not read the game ({reason})"),
        move_unreadable: |mv, reason| format!("the computer's move {mv} could not be read ({reason})"),
        move_refused: |mv, reason| format!("the computer's move {mv} was refused ({reason})"),
        no_move: "the computer found no move to play",
        all_pegs_placed: |colour| {
            let colour = GAME_SCREEN.en.colour(colour);
            format!("{colour} has every peg on the board, and the computer does not take pegs back")
        },
        no_hole_left: |colour| {
            let colour = GAME_SCREEN.en.colour(colour);
            format!("{colour} has no hole left for a peg, and the computer does not take pegs back")
        },
    },
    it: Computer {
        people: "Due giocatori su questo tablet",
        computer_second: "Contro il computer (muovi per primo)",
        computer_first: "Contro il computer (muove per primo lui)",
        computers: "Computer contro computer",
        level: |level| match level {
            Level::Quick => "Veloce (circa ½ s)",
            Level::Normal => "Normale (circa 2 s)",
            Level::Strong => "Forte (circa 8 s)",
        },
        players: "Giocatori",
        computer_level: "Livello del computer",
        move_now: "▶ Muovi ora",
        computer_move: "▶ Computer, muovi",
        hint: "? Suggerimento",
        thinking: "Il computer sta pensando",
        hinting: "Cerco un suggerimento",
        checking: "Controllo la tua risposta",
        playouts: |n| format!("{n} {}", PLAYOUTS_IT.after(n as usize)),
        best: |mv| format!("migliore {mv}"),
        chance: |percent, colour| {
            let colour = GAME_SCREEN.it.colour(colour);
            format!("{percent}% per il {colour}")
        },
        proved: |colour| format!("vince il {}: dimostrato", GAME_SCREEN.it.colour(colour)),
        hint_move: |mv, outlook| match outlook {
            Some(Outlook::Chance(percent)) => format!("Suggerimento: {mv} ({percent}% di vittoria)"),
            Some(Outlook::Proved(colour)) => format!("Suggerimento: {mv} ({})", (COMPUTER.it.proved)(colour)),
            None => format!("Suggerimento: {mv}"),
        },
        seats: |seats, exchanged, goal| {
            let text = match seats {
                Seats::People if exchanged => "ora il primo giocatore ha il Bianco, il secondo il Nero.".to_owned(),
                Seats::People => format!("il primo giocatore ha il Nero, il secondo il Bianco: {goal}."),
                Seats::ComputerWhite => "tu hai il Nero, il computer il Bianco.".to_owned(),
                Seats::ComputerBlack => "tu hai il Bianco, il computer il Nero.".to_owned(),
                Seats::Computers => "il computer gioca per entrambi.".to_owned(),
            };
            if exchanged { format!("Colori invertiti: {text}") } else { case::capitalised(&text) }
        },
        wait: "Il computer sta pensando: aspetta la sua mossa, o tocca «Muovi ora».",
        reviewing: "Il computer sta rivedendo la partita: lascialo finire, o ferma la revisione.",
        analyse: "◎ Analizza",
        analysing: "Analisi",
        line: |mv, percent| format!("{mv} {percent}%"),
        nothing_to_undo: "Niente da annullare.",
        nothing_to_hint: "La partita è finita: non c'è nulla da suggerire.",
        stopped: |why| format!("{}: ha smesso di giocare, e potete continuare in due.", case::capitalised(why)),
        no_hint: |why| format!("Nessun suggerimento: {why}."),
        game_unreadable: |reason| format!("il computer non è riuscito a leggere la partita ({reason})"),
        move_unreadable: |mv, reason| format!("non è stato possibile leggere la mossa {mv} del computer ({reason})"),
        move_refused: |mv, reason| format!("la mossa {mv} del computer è stata rifiutata ({reason})"),
        no_move: "il computer non ha trovato nessuna mossa da giocare",
        all_pegs_placed: |colour| {
            let colour = GAME_SCREEN.it.colour(colour);
            format!("il {colour} ha tutti i pioli sul tavoliere, e il computer non riprende pioli")
        },
        no_hole_left: |colour| {
            let colour = GAME_SCREEN.it.colour(colour);
            format!("il {colour} non ha più fori liberi per un piolo, e il computer non riprende pioli")
        },
    },
    pl: Computer {
        people: "Dwóch graczy przy tym tablecie",
        computer_second: "Z komputerem (zaczynasz ty)",
        computer_first: "Z komputerem (zaczyna komputer)",
        computers: "Komputer z komputerem",
        level: |level| match level {
            Level::Quick => "Szybki (ok. ½ s)",
            Level::Normal => "Normalny (ok. 2 s)",
            Level::Strong => "Mocny (ok. 8 s)",
        },
        players: "Gracze",
        computer_level: "Poziom komputera",
        move_now: "▶ Graj teraz",
        computer_move: "▶ Ruch komputera",
        hint: "? Podpowiedź",
        thinking: "Komputer myśli",
        hinting: "Szukam podpowiedzi",
        checking: "Sprawdzam odpowiedź",
        playouts: |n| format!("{n} {}", PLAYOUTS_PL.after(n as usize)),
        best: |mv| format!("najlepszy {mv}"),
        chance: |percent, colour| format!("{percent}% dla {}", pl_genitive(colour)),
        proved: |colour| format!("wygrana {} udowodniona", pl_genitive(colour)),
        hint_move: |mv, outlook| match outlook {
            Some(Outlook::Chance(percent)) => format!("Podpowiedź: {mv} ({percent}% szans na wygraną)"),
            Some(Outlook::Proved(colour)) => format!("Podpowiedź: {mv} ({})", (COMPUTER.pl.proved)(colour)),
            None => format!("Podpowiedź: {mv}"),
        },
        seats: |seats, exchanged, goal| {
            let text = match seats {
                Seats::People if exchanged => "teraz pierwszy gracz gra Białymi, drugi Czarnymi.".to_owned(),
                Seats::People => format!("pierwszy gracz gra Czarnymi, drugi Białymi: {goal}."),
                Seats::ComputerWhite => "grasz Czarnymi, komputer Białymi.".to_owned(),
                Seats::ComputerBlack => "grasz Białymi, komputer Czarnymi.".to_owned(),
                Seats::Computers => "komputer gra za obie strony.".to_owned(),
            };
            if exchanged { format!("Kolory zamienione: {text}") } else { case::capitalised(&text) }
        },
        wait: "Komputer myśli: poczekaj na jego ruch albo dotknij „Graj teraz”.",
        reviewing: "Komputer analizuje partię: poczekaj, aż skończy, albo przerwij analizę.",
        analyse: "◎ Analizuj",
        analysing: "Analiza",
        line: |mv, percent| format!("{mv} {percent}%"),
        nothing_to_undo: "Nie ma czego cofnąć.",
        nothing_to_hint: "Gra się skończyła: nie ma czego podpowiadać.",
        stopped: |why| format!("{}: komputer przestał grać, możecie grać dalej we dwoje.", case::capitalised(why)),
        no_hint: |why| format!("Brak podpowiedzi: {why}."),
        game_unreadable: |reason| format!("komputer nie odczytał partii ({reason})"),
        move_unreadable: |mv, reason| format!("nie udało się odczytać ruchu komputera {mv} ({reason})"),
        move_refused: |mv, reason| format!("ruch komputera {mv} został odrzucony ({reason})"),
        no_move: "komputer nie znalazł żadnego ruchu",
        all_pegs_placed: |colour| {
            format!("{} ma wszystkie kołki na planszy, a komputer nie zabiera kołków", GAME_SCREEN.pl.colour(colour))
        },
        no_hole_left: |colour| {
            format!(
                "{} nie ma już wolnego otworu na kołek, a komputer nie zabiera kołków",
                GAME_SCREEN.pl.colour(colour)
            )
        },
    },
    ja: Computer {
        people: "このタブレットで 2 人",
        computer_second: "コンピュータと対戦（あなたが先手）",
        computer_first: "コンピュータと対戦（コンピュータが先手）",
        computers: "コンピュータどうし",
        level: |level| match level {
            Level::Quick => "早い（約 0.5 秒）",
            Level::Normal => "ふつう（約 2 秒）",
            Level::Strong => "強い（約 8 秒）",
        },
        players: "プレイヤー",
        computer_level: "コンピュータの強さ",
        move_now: "▶ すぐ打つ",
        computer_move: "▶ コンピュータが打つ",
        hint: "? ヒント",
        thinking: "コンピュータが考えています",
        hinting: "ヒントを探しています",
        checking: "答えを確かめています",
        playouts: |n| format!("プレイアウト {n} 回"),
        best: |mv| format!("最善 {mv}"),
        chance: |percent, colour| format!("{}の勝率 {percent}%", GAME_SCREEN.ja.colour(colour)),
        proved: |colour| format!("{}の勝ち：証明済み", GAME_SCREEN.ja.colour(colour)),
        hint_move: |mv, outlook| match outlook {
            Some(Outlook::Chance(percent)) => format!("ヒント：{mv}（勝率 {percent}%）"),
            Some(Outlook::Proved(colour)) => format!("ヒント：{mv}（{}）", (COMPUTER.ja.proved)(colour)),
            None => format!("ヒント：{mv}"),
        },
        seats: |seats, exchanged, goal| {
            let text = match seats {
                Seats::People if exchanged => "いまは先手が白、後手が黒です。".to_owned(),
                Seats::People => format!("先手が黒、後手が白です。{goal}。"),
                Seats::ComputerWhite => "あなたが黒、コンピュータが白です。".to_owned(),
                Seats::ComputerBlack => "あなたが白、コンピュータが黒です。".to_owned(),
                Seats::Computers => "コンピュータが両方を打ちます。".to_owned(),
            };
            if exchanged { format!("色を交換しました：{text}") } else { text }
        },
        wait: "コンピュータが考えています。手を待つか、「すぐ打つ」をタップしてください。",
        reviewing: "コンピュータが対局を検討中です。終わるまで待つか、検討を止めてください。",
        analyse: "◎ 解析",
        analysing: "解析",
        line: |mv, percent| format!("{mv} {percent}%"),
        nothing_to_undo: "戻す手がありません。",
        nothing_to_hint: "ゲームは終わっています。ヒントはありません。",
        stopped: |why| format!("{why}。コンピュータは打つのをやめたので、2 人で続けられます。"),
        no_hint: |why| format!("ヒントはありません：{why}。"),
        game_unreadable: |reason| format!("コンピュータがゲームを読めませんでした（{reason}）"),
        move_unreadable: |mv, reason| format!("コンピュータの手 {mv} を読めませんでした（{reason}）"),
        move_refused: |mv, reason| format!("コンピュータの手 {mv} は認められませんでした（{reason}）"),
        no_move: "コンピュータは打てる手を見つけられませんでした",
        all_pegs_placed: |colour| {
            format!("{}はペグをすべて盤に立てていて、コンピュータはペグを取り除きません", GAME_SCREEN.ja.colour(colour))
        },
        no_hole_left: |colour| {
            format!(
                "{}にはペグを立てる穴が残っておらず、コンピュータはペグを取り除きません",
                GAME_SCREEN.ja.colour(colour)
            )
        },
    },
};
