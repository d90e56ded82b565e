//! The words of the pieces that take a game off the screen, the same on every game screen
//! that has them: the share box, the saved game's offer, the diagram and the embed code.

use super::ByLang;

pub struct Sharing {
    /// A game record described: its setting ("11×11") and its moves counted ("14 moves").
    pub described: fn(&str, &str) -> String,
    /// The share box: the link copied, or to copy by hand, or still being copied; and the
    /// link's field, for assistive technology.
    pub link_copied: &'static str,
    pub copy_this_link: &'static str,
    pub the_link: &'static str,
    pub link_label: &'static str,
    /// A link longer than apps carry whole: its length, and the limit.
    pub too_long: fn(usize, usize) -> String,
    /// A link of a game with this many variations beside it, which a link does not carry.
    pub variations_stay: fn(usize) -> String,
    /// A saved game offered (described), brought back (described), or set aside: why it
    /// could not be read (worded in the page's language) and the storage key it was put under.
    pub saved_here: fn(&str) -> String,
    pub continue_it: &'static str,
    pub back: fn(&str) -> String,
    pub set_aside: fn(&str, &str) -> String,
    /// The game in progress that a game played on from a link (or a new game) took the place
    /// of, described: kept beside it, where the home screen offers it too.
    pub shelved: fn(&str) -> String,
    pub save_a_diagram: &'static str,
    pub caption: &'static str,
    pub caption_label: &'static str,
    pub no_board: &'static str,
    /// The browser's refusal to make a picture: its reason, in English.
    pub diagram_failed: fn(&str) -> String,
    pub get_embed_code: &'static str,
    pub frame_shows: &'static str,
    pub playable_frame: &'static str,
    pub diagram_frame: &'static str,
    pub frame_size: &'static str,
    pub make_code: &'static str,
    pub embed_code: &'static str,
    pub copy: &'static str,
    pub copied: &'static str,
    pub copy_refused: &'static str,
    /// The link under a diagram in someone else's page.
    pub play_on: &'static str,
}

pub static SHARING: ByLang<Sharing> = ByLang {
    en: Sharing {
        described: |setting, count| format!("{setting}, {count}"),
        link_copied: "Link copied. Whoever opens it sees this game at this move:",
        copy_this_link: "Copy this link: whoever opens it sees this game at this move.",
        the_link: "The link to this game:",
        link_label: "Link to this game",
        too_long: |n, limit| {
            format!(
                "This link is {n} characters long: past {limit}, some apps and sites cut links short. To share the whole study, save it as a file from Records (HexGui SGF)."
            )
        },
        variations_stay: |n| {
            format!(
                "This link holds the game's line and the notes on it, not the variations tried beside it ({n}): they stay in this browser, and in the HexGui SGF file that Records saves of a Hex game."
            )
        },
        saved_here: |game| format!("A game you were playing is saved in this browser ({game})."),
        continue_it: "Continue it",
        back: |game| format!("Your saved game is back ({game})."),
        set_aside: |error, key| {
            format!(
                "The game saved in this browser could not be read ({error}); it was set aside under “{key}” in the \
                 browser's storage, and a new game opened."
            )
        },
        shelved: |game| {
            format!("Your other game ({game}) is kept in this browser beside this one; the home screen offers it too.")
        },
        save_a_diagram: "Save a diagram",
        caption: "Caption ",
        caption_label: "Caption",
        no_board: "There is no board on the screen to save.",
        diagram_failed: |reason| format!("The browser could not save the diagram: {reason}"),
        get_embed_code: "Get embed code",
        frame_shows: "The frame shows",
        playable_frame: " the game, playable from here",
        diagram_frame: " a diagram with the moves (no script)",
        frame_size: "Size",
        make_code: "Make the code for this position",
        embed_code: "Embed code",
        copy: "Copy",
        copied: " Copied.",
        copy_refused: " The browser did not allow copying: select the code and copy it.",
        play_on: "Play on at fogliaccio",
    },
    it: Sharing {
        described: |setting, count| format!("{setting}, {count}"),
        link_copied: "Link copiato. Chi lo apre vede questa partita a questa mossa:",
        copy_this_link: "Copia questo link: chi lo apre vede questa partita a questa mossa.",
        the_link: "Il link a questa partita:",
        link_label: "Link a questa partita",
        too_long: |n, limit| {
            format!(
                "Questo link è lungo {n} caratteri: oltre {limit} alcune app e alcuni siti lo tagliano. Per condividere tutto lo studio, salvalo come file da Partite (HexGui SGF)."
            )
        },
        variations_stay: |n| {
            format!(
                "Questo link contiene la linea della partita e le sue note, non le varianti provate accanto ({n}): restano in questo browser, e nel file HexGui SGF che Partite salva di una partita di Hex."
            )
        },
        saved_here: |game| format!("Una partita che stavi giocando è salvata in questo browser ({game})."),
        continue_it: "Continuala",
        back: |game| format!("La tua partita salvata è tornata ({game})."),
        set_aside: |error, key| {
            format!(
                "Non è stato possibile leggere la partita salvata in questo browser ({error}): è stata messa da parte \
                 sotto «{key}» nella memoria del browser, ed è iniziata una nuova partita."
            )
        },
        shelved: |game| {
            format!(
                "L'altra tua partita ({game}) resta salvata in questo browser accanto a questa; la ritrovi anche nella pagina iniziale."
            )
        },
        save_a_diagram: "Salva un diagramma",
        caption: "Didascalia ",
        caption_label: "Didascalia",
        no_board: "Sullo schermo non c'è nessun tavoliere da salvare.",
        diagram_failed: |reason| format!("Il browser non è riuscito a salvare il diagramma: {reason}"),
        get_embed_code: "Codice da incorporare",
        frame_shows: "Il riquadro mostra",
        playable_frame: " la partita, giocabile da lì",
        diagram_frame: " un diagramma con le mosse (senza script)",
        frame_size: "Dimensione",
        make_code: "Crea il codice per questa posizione",
        embed_code: "Codice da incorporare",
        copy: "Copia",
        copied: " Copiato.",
        copy_refused: " Il browser non ha permesso di copiare: seleziona il codice e copialo.",
        play_on: "Continua a giocare su fogliaccio",
    },
    pl: Sharing {
        described: |setting, count| format!("{setting}, {count}"),
        link_copied: "Link skopiowany. Kto go otworzy, zobaczy tę partię w tym miejscu:",
        copy_this_link: "Skopiuj ten link: kto go otworzy, zobaczy tę partię w tym miejscu.",
        the_link: "Link do tej partii:",
        link_label: "Link do tej partii",
        too_long: |n, limit| {
            format!(
                "Ten link ma {n} znaków: powyżej {limit} niektóre aplikacje i strony go ucinają. Aby udostępnić całe studium, zapisz je jako plik w Zapisach (HexGui SGF)."
            )
        },
        variations_stay: |n| {
            format!(
                "Ten link zawiera linię partii i jej notatki, nie warianty sprawdzane obok ({n}): zostają w tej przeglądarce i w pliku HexGui SGF, który Zapisy zapisują z partii Hex."
            )
        },
        saved_here: |game| format!("W tej przeglądarce zapisana jest partia, którą grałeś ({game})."),
        continue_it: "Kontynuuj",
        back: |game| format!("Twoja zapisana partia wróciła ({game})."),
        set_aside: |error, key| {
            format!(
                "Nie udało się odczytać partii zapisanej w tej przeglądarce ({error}): odłożono ją pod kluczem \
                 „{key}” w pamięci przeglądarki i otwarto nową grę."
            )
        },
        shelved: |game| {
            format!(
                "Twoja druga partia ({game}) zostaje zapisana w tej przeglądarce obok tej; znajdziesz ją też na stronie głównej."
            )
        },
        save_a_diagram: "Zapisz diagram",
        caption: "Podpis ",
        caption_label: "Podpis",
        no_board: "Na ekranie nie ma planszy do zapisania.",
        diagram_failed: |reason| format!("Przeglądarka nie zdołała zapisać diagramu: {reason}"),
        get_embed_code: "Kod do osadzenia",
        frame_shows: "Ramka pokazuje",
        playable_frame: " grę, w którą można grać dalej",
        diagram_frame: " diagram z ruchami (bez skryptu)",
        frame_size: "Rozmiar",
        make_code: "Utwórz kod dla tej pozycji",
        embed_code: "Kod do osadzenia",
        copy: "Kopiuj",
        copied: " Skopiowano.",
        copy_refused: " Przeglądarka nie pozwoliła skopiować: zaznacz kod i skopiuj go.",
        play_on: "Graj dalej w fogliaccio",
    },
    ja: Sharing {
        described: |setting, count| format!("{setting}、{count}"),
        link_copied: "リンクをコピーしました。開くと、このゲームのこの局面が表示されます：",
        copy_this_link: "このリンクをコピーしてください。開くと、このゲームのこの局面が表示されます。",
        the_link: "このゲームへのリンク：",
        link_label: "このゲームへのリンク",
        too_long: |n, limit| {
            format!(
                "このリンクは{n}文字です。{limit}文字を超えると、途中で切るアプリやサイトがあります。研究全体を共有するには、記録からファイル（HexGui SGF）として保存してください。"
            )
        },
        variations_stay: |n| {
            format!(
                "このリンクに入るのは本譜とそのメモだけで、横で試した変化（{n}）は入りません。変化はこのブラウザと、記録から保存する Hex の HexGui SGF ファイルに残ります。"
            )
        },
        saved_here: |game| format!("遊んでいたゲームがこのブラウザに保存されています（{game}）。"),
        continue_it: "続ける",
        back: |game| format!("保存していたゲームを再開しました（{game}）。"),
        set_aside: |error, key| {
            format!(
                "このブラウザに保存されたゲームを読めませんでした（{error}）。ブラウザのストレージの「{key}」に\
                 よけておき、新しいゲームを開きました。"
            )
        },
        shelved: |game| {
            format!(
                "もう一つのゲーム（{game}）はこのゲームとは別にこのブラウザに保存されています。ホーム画面からも続けられます。"
            )
        },
        save_a_diagram: "図を保存",
        caption: "キャプション ",
        caption_label: "キャプション",
        no_board: "保存する盤が画面にありません。",
        diagram_failed: |reason| format!("ブラウザが図を保存できませんでした：{reason}"),
        get_embed_code: "埋め込みコード",
        frame_shows: "フレームの中身",
        playable_frame: " ゲーム（そのまま遊べます）",
        diagram_frame: " 棋譜つきの図（スクリプトなし）",
        frame_size: "大きさ",
        make_code: "この局面のコードを作る",
        embed_code: "埋め込みコード",
        copy: "コピー",
        copied: " コピーしました。",
        copy_refused: " ブラウザがコピーを許可しませんでした。コードを選択してコピーしてください。",
        play_on: "fogliaccio で続きを遊ぶ",
    },
};
