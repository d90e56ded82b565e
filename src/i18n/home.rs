//! The home screen's words.

use super::{ByGame, ByLang};

pub struct Home {
    /// Under the page's name.
    pub tagline: &'static str,
    /// What each game is, in a line.
    pub blurbs: ByGame<&'static str>,
    /// Continues the saved game, described (its size and moves).
    pub continue_game: fn(&str) -> String,
    /// Hex's puzzle of the day, a link on its card.
    pub puzzle_of_the_day: &'static str,
    /// The link to a game's first lesson, on its card and its rules page (here, so that the
    /// home build carries the lessons' words no more than their screens).
    pub first_lesson: &'static str,
    /// Before the games in progress set aside in this browser (each a link, described).
    pub also_kept: &'static str,
    /// Offline play: what is kept as it is (the games opened), the choice to keep every game
    /// (its size to fetch), that choice under way, and every game kept (the size fetched, if any).
    pub offline_opened: &'static str,
    pub keep_every_game: fn(&str) -> String,
    pub keeping: &'static str,
    pub every_game_kept: &'static str,
}

pub static HOME: ByLang<Home> = ByLang {
    en: Home {
        tagline: "A pocket games parlour: games from old newsletters, encyclopaedias and blogs, for two players on one tablet.",
        blurbs: ByGame {
            hex: "Join your two edges of a rhombus of hexagons. Piet Hein, 1942; John Nash, 1948.",
            twixt: "Pegs and bridges on a 24×24 board: link your borders. Alex Randolph, 1962.",
            doublets: "Race games on one table of a backgammon board: Doublets, Cotton's rules, Doblet, Dames rabattues, Ofanfelling.",
            shugoron: "Deduce your opponent's hidden set with the set playing cards.",
        },
        continue_game: |what| format!("Continue ({what})"),
        puzzle_of_the_day: "Puzzle of the day",
        first_lesson: "First lesson",
        also_kept: "Other games in progress kept here:",
        offline_opened: "Every game you open plays offline afterwards; the others need the network once.",
        keep_every_game: |size| format!("Keep every game for offline play ({size})"),
        keeping: "Keeping every game…",
        every_game_kept: "Every game plays offline in this browser.",
    },
    it: Home {
        tagline: "Un salottino di giochi da tasca: giochi da vecchi fogli, enciclopedie e blog, per due giocatori su un solo tablet.",
        blurbs: ByGame {
            hex: "Collega i tuoi due lati opposti di un tavoliere a rombo di caselle esagonali. Piet Hein, 1942; John Nash, 1948.",
            twixt: "Pioli e ponti su un tavoliere 24×24: unisci i tuoi bordi. Alex Randolph, 1962.",
            doublets: "Giochi di corsa su una tavola del backgammon: Doublets, le regole di Cotton, Doblet, Dames rabattues, Ofanfelling.",
            shugoron: "Deduci l'insieme nascosto dell'avversario con le carte degli insiemi.",
        },
        continue_game: |what| format!("Continua ({what})"),
        puzzle_of_the_day: "Il problema del giorno",
        first_lesson: "Prima lezione",
        also_kept: "Altre partite in corso salvate qui:",
        offline_opened: "Ogni gioco che apri funziona poi anche senza rete; gli altri hanno bisogno della rete una volta.",
        keep_every_game: |size| format!("Conserva tutti i giochi per giocare senza rete ({size})"),
        keeping: "Conservo tutti i giochi…",
        every_game_kept: "Tutti i giochi funzionano senza rete in questo browser.",
    },
    pl: Home {
        tagline: "Kieszonkowy salon gier: gry ze starych biuletynów, encyklopedii i blogów, dla dwóch graczy przy jednym tablecie.",
        blurbs: ByGame {
            hex: "Połącz swoje dwa brzegi rombu z sześciokątnych pól. Piet Hein, 1942; John Nash, 1948.",
            twixt: "Kołki i mostki na planszy 24×24: połącz swoje brzegi. Alex Randolph, 1962.",
            doublets: "Gry wyścigowe na jednym stole planszy do tryktraka: Dublety, zasady Cottona, Doblet, Dames rabattues, Ofanfelling.",
            shugoron: "Odgadnij ukryty zbiór przeciwnika za pomocą kart zbiorów.",
        },
        continue_game: |what| format!("Kontynuuj ({what})"),
        puzzle_of_the_day: "Zadanie dnia",
        first_lesson: "Pierwsza lekcja",
        also_kept: "Inne trwające partie zapisane tutaj:",
        offline_opened: "Każda gra, którą otworzysz, działa potem bez sieci; pozostałe potrzebują sieci jeden raz.",
        keep_every_game: |size| format!("Zachowaj wszystkie gry do gry bez sieci ({size})"),
        keeping: "Zachowuję wszystkie gry…",
        every_game_kept: "Wszystkie gry działają w tej przeglądarce bez sieci.",
    },
    ja: Home {
        tagline: "ポケットサイズの遊戯室：古い会報や百科事典、ブログのゲームを、1 台のタブレットで 2 人で遊べます。",
        blurbs: ByGame {
            hex: "六角形のマスが並ぶひし形の盤で、自分の 2 辺をつなぎます。ピート・ハイン（1942 年）、ジョン・ナッシュ（1948 年）。",
            twixt: "24×24 の盤にペグを立ててブリッジを架け、自分の辺どうしをつなぎます。アレックス・ランドルフ（1962 年）。",
            doublets: "バックギャモン盤の片側で遊ぶレースゲーム：Doublets、Cotton のルール、Doblet、Dames rabattues、Ofanfelling。",
            shugoron: "集合トランプで、相手が伏せた集合を推理して当てます。",
        },
        continue_game: |what| format!("続きから（{what}）"),
        puzzle_of_the_day: "今日の問題",
        first_lesson: "はじめてのレッスン",
        also_kept: "ここに保存されている他の対局中のゲーム：",
        offline_opened: "一度開いたゲームはオフラインでも遊べます。ほかのゲームは一度だけネットワークが必要です。",
        keep_every_game: |size| format!("すべてのゲームをオフライン用に保存（{size}）"),
        keeping: "すべてのゲームを保存しています…",
        every_game_kept: "このブラウザではすべてのゲームをオフラインで遊べます。",
    },
};
