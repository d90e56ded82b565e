//! The page's notices about its address (`ui::route`'s problems) and about the language
//! saved in this browser. Each quotes the text that could not be used and says what the
//! page did instead; the words of the address (`people`, `pp`, `colours`) are quoted as
//! they must be written, in every language.

use super::ByLang;

pub struct Notices {
    /// A `game` or `rules` name that is not a game.
    pub unknown_game: fn(&str) -> String,
    /// A board size that is no whole number from `min` to `max`: the text, min, max, and
    /// the standard side opened instead.
    pub bad_size: fn(&str, u8, u8, u8) -> String,
    pub bad_swap: fn(&str) -> String,
    pub bad_embed: fn(&str) -> String,
    /// A game record read up to a fault: the fault, and the moves that were opened, counted
    /// in the game's word ([`super::common::Common::counts`]).
    pub record_kept: fn(&str, &str) -> String,
    /// A game record of which nothing could be read: the fault.
    pub record_lost: fn(&str) -> String,
    /// A record of a game (by its title) whose links cannot be opened yet.
    pub record_not_readable: fn(&str) -> String,
    pub bad_mode: fn(&str) -> String,
    pub bad_level: fn(&str) -> String,
    pub bad_lattice: fn(&str) -> String,
    pub bad_twixt_rules: fn(&str) -> String,
    pub bad_twixt_swap: fn(&str) -> String,
    pub bad_rule_set: fn(&str) -> String,
    pub bad_seed: fn(&str) -> String,
    /// `at`, the move a link asks to show: no number.
    pub bad_at: fn(&str) -> String,
    /// `puzzle=`: no puzzle of the collection, which has this many.
    pub bad_puzzle: fn(&str, usize) -> String,
    /// `lesson=`: no step of the lesson, which has this many.
    pub bad_lesson: fn(&str, usize) -> String,
    /// `at` past the last move: the move asked for, and the game's count of moves.
    pub at_beyond: fn(usize, &str) -> String,
    /// `review`: neither on nor off.
    pub bad_review: fn(&str) -> String,
    /// `&lang=` names no language the page speaks.
    pub bad_lang: fn(&str) -> String,
    /// The language saved in this browser is none this page speaks.
    pub saved_lang_unknown: fn(&str) -> String,
    /// The loader started a build of the page that does not hold the address's screen.
    pub unheld_screen: &'static str,
}

pub static NOTICES: ByLang<Notices> = ByLang {
    en: Notices {
        unknown_game: |name| {
            format!(
                "The link asks for a game called '{name}', which fogliaccio does not have: here are the games it has."
            )
        },
        bad_size: |text, min, max, d| {
            format!(
                "The link asks for board size '{text}', but a side is {min} to {max}: opened the standard {d}×{d} board instead."
            )
        },
        bad_swap: |text| {
            format!(
                "The link's swap setting '{text}' is not 0, 1, none, colours or pieces: opened with the swap rule on."
            )
        },
        bad_embed: |text| format!("The link's embed setting '{text}' is not 1 or 0: showing the whole page."),
        record_kept: |error, kept| {
            format!("The game in the link could not be read whole: {error}. Opened it as far as it was valid ({kept}).")
        },
        record_lost: |error| format!("The game in the link could not be read: {error}. Opened a new game instead."),
        record_not_readable: |game| {
            format!(
                "The link holds a game of {game}, which is never opened from a link: its record holds the hidden sets. Here is a new game."
            )
        },
        bad_mode: |text| {
            format!(
                "The link asks for shUgorØn mode '{text}', which is not people, computer or practice: opened a game for two players."
            )
        },
        bad_level: |text| {
            format!("The link's computer level '{text}' is not easy, normal or strong: the computer plays at normal.")
        },
        bad_lattice: |text| format!("The link's lattice setting '{text}' is not 0 or 1: the lattice is shown."),
        bad_twixt_rules: |text| {
            format!("The link's rule set '{text}' is not original, standard or pp: opened with the original rules.")
        },
        bad_twixt_swap: |text| format!("The link's swap setting '{text}' is not 0 or 1: opened with the swap rule on."),
        bad_rule_set: |text| {
            format!(
                "The link asks for rule set '{text}', which is not willughby, cotton, doblet, rabattues or ofanfelling: \
                 opened Willughby's Doublets instead."
            )
        },
        bad_puzzle: |text, n| format!("There is no puzzle '{text}': the collection has {n}, from 1. Today's opens."),
        bad_lesson: |text, n| format!("The lesson has no step '{text}': it has {n}, from 1. The first opens."),
        bad_at: |text| format!("'{text}' in the link is not a move number: the game opens at its last move."),
        at_beyond: |at, count| {
            format!("The link asks for move {at}, but the game has {count}: it opens at its last move.")
        },
        bad_review: |text| format!("review={text} in the link is neither 1 nor 0: the game opens without its review."),
        bad_seed: |text| {
            format!("The link's seed '{text}' is not a whole number: the dice are thrown at random instead.")
        },
        bad_lang: |text| {
            format!(
                "The link asks for language '{text}', which is not en, it, pl or ja: the page keeps its usual language."
            )
        },
        saved_lang_unknown: |text| {
            format!(
                "This browser saved the language '{text}', which this version of fogliaccio does not have: \
                 the browser's own languages choose instead."
            )
        },
        unheld_screen: "This address opened a part of fogliaccio that does not hold its screen: a fault of the page. Please tell us the address.",
    },
    it: Notices {
        unknown_game: |name| {
            format!("Il link chiede un gioco chiamato «{name}», che fogliaccio non ha: ecco i giochi che ha.")
        },
        bad_size: |text, min, max, d| {
            format!(
                "Il link chiede un tavoliere di lato «{text}», ma il lato va da {min} a {max}: aperto invece il tavoliere \
                 standard {d}×{d}."
            )
        },
        bad_swap: |text| {
            format!(
                "L'impostazione di inversione «{text}» del link non è 0, 1, none, colours o pieces: aperta con la regola \
                 dell'inversione attiva."
            )
        },
        bad_embed: |text| format!("L'impostazione embed «{text}» del link non è 1 o 0: mostro la pagina intera."),
        record_kept: |error, kept| {
            format!(
                "Non è stato possibile leggere tutta la partita del link: {error}. Aperta fin dove era valida ({kept})."
            )
        },
        record_lost: |error| {
            format!("Non è stato possibile leggere la partita del link: {error}. Aperta invece una nuova partita.")
        },
        record_not_readable: |game| {
            format!(
                "Il link contiene una partita di {game}, che non si apre mai da un link: la sua registrazione contiene \
                 gli insiemi nascosti. Eccone una nuova."
            )
        },
        bad_mode: |text| {
            format!(
                "Il link chiede la modalità di shUgorØn «{text}», che non è people, computer o practice: aperta una \
                 partita per due giocatori."
            )
        },
        bad_level: |text| {
            format!(
                "Il livello del computer «{text}» nel link non è easy, normal o strong: il computer gioca a livello normale."
            )
        },
        bad_lattice: |text| {
            format!("L'impostazione del reticolo «{text}» nel link non è 0 o 1: il reticolo è visibile.")
        },
        bad_twixt_rules: |text| {
            format!("Il regolamento «{text}» nel link non è original, standard o pp: aperta con le regole originali.")
        },
        bad_twixt_swap: |text| {
            format!(
                "L'impostazione di inversione «{text}» nel link non è 0 o 1: aperta con la regola dell'inversione attiva."
            )
        },
        bad_rule_set: |text| {
            format!(
                "Il link chiede il regolamento «{text}», che non è willughby, cotton, doblet, rabattues o ofanfelling: \
                 aperto invece il Doublets di Willughby."
            )
        },
        bad_puzzle: |text, n| {
            format!("Non c'è il problema «{text}»: la raccolta ne ha {n}, da 1. Si apre quello di oggi.")
        },
        bad_lesson: |text, n| format!("La lezione non ha il passo «{text}»: ne ha {n}, da 1. Si apre il primo."),
        bad_at: |text| format!("«{text}» nel link non è il numero di una mossa: la partita si apre all'ultima mossa."),
        at_beyond: |at, count| {
            format!("Il link chiede la mossa {at}, ma la partita ha {count}: si apre all'ultima mossa.")
        },
        bad_review: |text| format!("review={text} nel link non è né 1 né 0: la partita si apre senza la revisione."),
        bad_seed: |text| format!("Il seme «{text}» nel link non è un numero intero: i dadi vengono tirati a caso."),
        bad_lang: |text| {
            format!(
                "Il link chiede la lingua «{text}», che non è en, it, pl o ja: la pagina resta nella lingua di sempre."
            )
        },
        saved_lang_unknown: |text| {
            format!(
                "Questo browser ha salvato la lingua «{text}», che questa versione di fogliaccio non ha: sceglie la \
                 lingua del browser."
            )
        },
        unheld_screen: "Questo indirizzo ha aperto una parte di fogliaccio che non contiene la sua schermata: è un errore della pagina. Per favore segnalaci l'indirizzo.",
    },
    pl: Notices {
        unknown_game: |name| {
            format!("Link prosi o grę o nazwie „{name}”, której fogliaccio nie ma: oto gry, które ma.")
        },
        bad_size: |text, min, max, d| {
            format!(
                "Link prosi o planszę o boku „{text}”, a bok może mieć od {min} do {max}: otwarto zamiast tego \
                 standardową planszę {d}×{d}."
            )
        },
        bad_swap: |text| {
            format!(
                "Ustawienie zamiany „{text}” w linku to nie 0, 1, none, colours ani pieces: otwarto z włączoną \
                 zasadą zamiany."
            )
        },
        bad_embed: |text| format!("Ustawienie embed „{text}” w linku to nie 1 ani 0: pokazuję całą stronę."),
        record_kept: |error, kept| {
            format!(
                "Nie udało się odczytać całej partii z linku: {error}. Otwarto ją do miejsca, w którym była poprawna \
                 ({kept})."
            )
        },
        record_lost: |error| format!("Nie udało się odczytać partii z linku: {error}. Otwarto zamiast tego nową grę."),
        record_not_readable: |game| {
            format!(
                "Link zawiera partię gry {game}, której nigdy nie otwiera się z linku: jej zapis zawiera ukryte zbiory. Oto nowa partia."
            )
        },
        bad_mode: |text| {
            format!(
                "Link prosi o tryb shUgorØn „{text}”, który nie jest people, computer ani practice: otwarto grę dla \
                 dwóch graczy."
            )
        },
        bad_level: |text| {
            format!(
                "Poziom komputera „{text}” w linku to nie easy, normal ani strong: komputer gra na poziomie normalnym."
            )
        },
        bad_lattice: |text| format!("Ustawienie kraty „{text}” w linku to nie 0 ani 1: krata jest widoczna."),
        bad_twixt_rules: |text| {
            format!("Zestaw zasad „{text}” w linku to nie original, standard ani pp: otwarto z zasadami oryginalnymi.")
        },
        bad_twixt_swap: |text| {
            format!("Ustawienie zamiany „{text}” w linku to nie 0 ani 1: otwarto z włączoną zasadą zamiany.")
        },
        bad_rule_set: |text| {
            format!(
                "Link prosi o zestaw zasad „{text}”, który nie jest willughby, cotton, doblet, rabattues ani \
                 ofanfelling: otwarto zamiast tego Dublety Willughby'ego."
            )
        },
        bad_puzzle: |text, n| format!("Nie ma zadania „{text}”: zbiór ma ich {n}, od 1. Otwiera się dzisiejsze."),
        bad_lesson: |text, n| format!("Lekcja nie ma kroku „{text}”: ma ich {n}, od 1. Otwiera się pierwszy."),
        bad_at: |text| format!("„{text}” w linku nie jest numerem ruchu: partia otwiera się na ostatnim ruchu."),
        at_beyond: |at, count| format!("Link prosi o ruch {at}, ale partia ma {count}: otwiera się na ostatnim ruchu."),
        bad_review: |text| format!("review={text} w linku to ani 1, ani 0: partia otwiera się bez analizy."),
        bad_seed: |text| format!("Ziarno „{text}” w linku nie jest liczbą całkowitą: kości są rzucane losowo."),
        bad_lang: |text| {
            format!(
                "Link prosi o język „{text}”, który nie jest en, it, pl ani ja: strona zostaje w swoim zwykłym języku."
            )
        },
        saved_lang_unknown: |text| {
            format!(
                "Ta przeglądarka zapisała język „{text}”, którego ta wersja fogliaccio nie zna: decydują języki \
                 przeglądarki."
            )
        },
        unheld_screen: "Ten adres otworzył część fogliaccio, która nie zawiera jego ekranu: to błąd strony. Prosimy, przyślij nam ten adres.",
    },
    ja: Notices {
        unknown_game: |name| {
            format!("リンクが指定したゲーム「{name}」は fogliaccio にはありません。遊べるゲームはこちらです。")
        },
        bad_size: |text, min, max, d| {
            format!(
                "リンクが指定した盤の大きさ「{text}」は使えません（1 辺 {min} から {max} まで）。代わりに標準の \
                 {d}×{d} の盤を開きました。"
            )
        },
        bad_swap: |text| {
            format!(
                "リンクのスワップの設定「{text}」は 0、1、none、colours、pieces のどれでもありません。\
                 スワップルールありで開きました。"
            )
        },
        bad_embed: |text| {
            format!("リンクの embed の設定「{text}」は 1 でも 0 でもありません。ページ全体を表示します。")
        },
        record_kept: |error, kept| {
            format!("リンクのゲームを最後まで読めませんでした：{error}。正しく読めたところまで（{kept}）開きました。")
        },
        record_lost: |error| format!("リンクのゲームを読めませんでした：{error}。代わりに新しいゲームを開きました。"),
        record_not_readable: |game| {
            format!(
                "リンクには {game} のゲームが入っていますが、その棋譜には伏せた集合が含まれるため、リンクからは開きません。新しいゲームを開きました。"
            )
        },
        bad_mode: |text| {
            format!(
                "リンクが指定した shUgorØn のモード「{text}」は people、computer、practice のどれでもありません。\
                 2 人対戦で開きました。"
            )
        },
        bad_level: |text| {
            format!(
                "リンクのコンピュータの強さ「{text}」は easy、normal、strong のどれでもありません。\
                 コンピュータは「ふつう」で打ちます。"
            )
        },
        bad_lattice: |text| format!("リンクの図の設定「{text}」は 0 でも 1 でもありません。包含関係の図を表示します。"),
        bad_twixt_rules: |text| {
            format!(
                "リンクのルールセット「{text}」は original、standard、pp のどれでもありません。\
                 オリジナルルールで開きました。"
            )
        },
        bad_twixt_swap: |text| {
            format!("リンクのスワップの設定「{text}」は 0 でも 1 でもありません。スワップルールありで開きました。")
        },
        bad_rule_set: |text| {
            format!(
                "リンクが指定したルールセット「{text}」は willughby、cotton、doblet、rabattues、ofanfelling の\
                 どれでもありません。代わりに Willughby の Doublets を開きました。"
            )
        },
        bad_puzzle: |text, n| format!("問題「{text}」はありません（全{n}問、1から）。今日の問題を開きます。"),
        bad_lesson: |text, n| {
            format!("レッスンにステップ「{text}」はありません（全{n}ステップ、1から）。最初のステップを開きます。")
        },
        bad_at: |text| format!("リンクの「{text}」は手数ではありません。最後の手で開きます。"),
        at_beyond: |at, count| {
            format!("リンクは{at}手目を求めていますが、このゲームは{count}です。最後の手で開きます。")
        },
        bad_review: |text| format!("リンクの review={text} は 1 でも 0 でもありません。検討なしで開きます。"),
        bad_seed: |text| format!("リンクのシード「{text}」は整数ではありません。サイコロはランダムに振ります。"),
        bad_lang: |text| {
            format!("リンクが指定した言語「{text}」は en、it、pl、ja のどれでもありません。いつもの言語で表示します。")
        },
        saved_lang_unknown: |text| {
            format!(
                "このブラウザに保存された言語「{text}」は、このバージョンの fogliaccio にはありません。\
                 ブラウザの言語設定で表示します。"
            )
        },
        unheld_screen: "このアドレスは、その画面を含まない fogliaccio の部分を開きました。ページの不具合です。このアドレスをお知らせください。",
    },
};
