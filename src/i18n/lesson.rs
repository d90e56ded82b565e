//! The first lessons' words (issue 46): the lesson bar's ([`LESSON`]), and each game's steps,
//! their titles and what each says on its position ([`HEX`], [`TWIXT`]). The positions and their answers are `ui::hex::lesson`'s and
//! `ui::twixt::lesson`'s.

use super::ByLang;

/// One step: its title, and what it says (the study's comment on its position).
pub struct StepWords {
    pub title: &'static str,
    pub text: &'static str,
}

/// A game's lesson: its name, and its steps in order.
pub struct LessonText {
    pub name: &'static str,
    pub steps: &'static [StepWords],
}

/// The lesson bar's words, every lesson's.
pub struct LessonWords {
    /// The bar: where the reader is (step, of how many, its title), the way back and on, a
    /// step answered right, and the way to a game of one's own.
    pub step: fn(usize, usize, &str) -> String,
    pub previous: &'static str,
    pub next: &'static str,
    pub done: &'static str,
    pub play_a_game: &'static str,
}

pub static LESSON: ByLang<LessonWords> = ByLang {
    en: LessonWords {
        step: |n, of, title| format!("Step {n} of {of}: {title}"),
        previous: "◀ Previous step",
        next: "Next step ▶",
        done: "answered",
        play_a_game: "Play a game",
    },
    it: LessonWords {
        step: |n, of, title| format!("Passo {n} di {of}: {title}"),
        previous: "◀ Passo precedente",
        next: "Passo seguente ▶",
        done: "risolto",
        play_a_game: "Gioca una partita",
    },
    pl: LessonWords {
        step: |n, of, title| format!("Krok {n} z {of}: {title}"),
        previous: "◀ Poprzedni krok",
        next: "Następny krok ▶",
        done: "rozwiązany",
        play_a_game: "Zagraj partię",
    },
    ja: LessonWords {
        step: |n, of, title| format!("ステップ {n}/{of}：{title}"),
        previous: "◀ 前のステップ",
        next: "次のステップ ▶",
        done: "正解済み",
        play_a_game: "対局する",
    },
};

/// Hex's lesson, in a catalogue of its own so that a game's build carries its own lesson's
/// words alone.
pub static HEX: ByLang<LessonText> = ByLang {
    en: LessonText {
        name: "First lesson: Hex",
        steps: &[
            StepWords {
                title: "Connecting",
                text: "Black joins the top and bottom edges, White the left and right; the first to join wins, and a \
                       game of Hex never ends in a draw. Black to play: join your stones to both edges.",
            },
            StepWords {
                title: "The bridge",
                text: "Two stones with two empty cells between them make a bridge: if White plays in one cell, you \
                       play in the other, and they stay joined. White has just played d2, inside your bridge from c2 \
                       to d3. Black to play: keep your chain whole.",
            },
            StepWords {
                title: "An edge template",
                text: "A stone on the second row is joined to its edge already: it touches two cells of the edge, and \
                       White can take only one of them. White has taken c5. Black to play: reach the bottom edge.",
            },
            StepWords {
                title: "A ladder and its escape",
                text: "Your stone on b5 cannot reach the edge: White holds a6 and b6. Push along the second row: each \
                       push threatens the edge, so White must block, until your stone on e6 ends the ladder. Black to \
                       play: start the ladder.",
            },
            StepWords {
                title: "The swap",
                text: "Moving first is a big advantage, so Hex is played with the swap: after Black's first stone, \
                       White may take it over instead of playing. Black has opened in the centre, a strong move: \
                       White to play, tap Swap. So open with a stone neither too strong nor too weak.",
            },
        ],
    },
    it: LessonText {
        name: "Prima lezione: Hex",
        steps: &[
            StepWords {
                title: "Collegare",
                text: "Il Nero collega il lato in alto e quello in basso, il Bianco quelli a sinistra e a destra; vince \
                       chi collega per primo, e a Hex non si pareggia mai. Muove il Nero: collega i tuoi pezzi ai due \
                       lati.",
            },
            StepWords {
                title: "Il ponte",
                text: "Due pezzi con due caselle vuote fra loro formano un ponte: se il Bianco gioca in una casella, tu \
                       giochi nell'altra, e restano collegati. Il Bianco ha appena giocato d2, dentro il tuo ponte fra \
                       c2 e d3. Muove il Nero: tieni intera la tua catena.",
            },
            StepWords {
                title: "Una figura di bordo",
                text: "Un pezzo in seconda fila è già collegato al suo lato: tocca due caselle del bordo, e il Bianco \
                       può prenderne una sola. Il Bianco ha preso c5. Muove il Nero: raggiungi il lato in basso.",
            },
            StepWords {
                title: "La scala e la sua via d'uscita",
                text: "Il tuo pezzo in b5 non arriva al lato: il Bianco tiene a6 e b6. Spingi lungo la seconda fila: \
                       ogni spinta minaccia il lato, il Bianco deve bloccare, finché il tuo pezzo in e6 chiude la \
                       scala. Muove il Nero: comincia la scala.",
            },
            StepWords {
                title: "L'inversione",
                text: "Muovere per primi è un grande vantaggio, perciò a Hex si gioca con l'inversione: dopo il primo \
                       pezzo del Nero, il Bianco può prenderlo per sé invece di giocare. Il Nero ha aperto al centro, \
                       una mossa forte: muove il Bianco, tocca Inverti. Perciò apri con un pezzo né troppo forte né \
                       troppo debole.",
            },
        ],
    },
    pl: LessonText {
        name: "Pierwsza lekcja: Hex",
        steps: &[
            StepWords {
                title: "Łączenie",
                text: "Czarny łączy górny i dolny brzeg, Biały lewy i prawy; wygrywa, kto połączy pierwszy, a partia \
                       Hex nigdy nie kończy się remisem. Ruch Czarnego: połącz swoje kamienie z oboma brzegami.",
            },
            StepWords {
                title: "Mostek",
                text: "Dwa kamienie z dwoma pustymi polami między nimi tworzą mostek: jeśli Biały zagra na jedno pole, \
                       ty grasz na drugie i kamienie zostają połączone. Biały właśnie zagrał d2, w twój mostek między \
                       c2 a d3. Ruch Czarnego: zachowaj cały łańcuch.",
            },
            StepWords {
                title: "Szablon przy brzegu",
                text: "Kamień w drugim rzędzie jest już połączony ze swoim brzegiem: dotyka dwóch pól brzegu, a Biały \
                       może zająć tylko jedno. Biały zajął c5. Ruch Czarnego: dojdź do dolnego brzegu.",
            },
            StepWords {
                title: "Drabina i wyjście z niej",
                text: "Twój kamień na b5 nie sięga brzegu: Biały trzyma a6 i b6. Pchaj wzdłuż drugiego rzędu: każde \
                       pchnięcie grozi połączeniem z brzegiem, więc Biały musi blokować, aż twój kamień na e6 zakończy \
                       drabinę. Ruch Czarnego: zacznij drabinę.",
            },
            StepWords {
                title: "Zamiana",
                text: "Pierwszy ruch to duża przewaga, dlatego w Hex gra się z zamianą: po pierwszym kamieniu Czarnego \
                       Biały może go przejąć zamiast zagrać. Czarny otworzył w środku, mocnym ruchem: ruch Białego, \
                       dotknij Zamiana. Dlatego otwieraj kamieniem ani za mocnym, ani za słabym.",
            },
        ],
    },
    ja: LessonText {
        name: "はじめてのレッスン：Hex",
        steps: &[
            StepWords {
                title: "つなぐ",
                text: "黒は上と下の辺を、白は左と右の辺をつなぎます。先につないだ方の勝ちで、Hex に引き分けはありません。\
                       黒の番：石を両方の辺につなげてください。",
            },
            StepWords {
                title: "ブリッジ",
                text: "間に空きマスを二つはさんだ二つの石はブリッジです。白が一方に打てば、もう一方に打てばつながったままです。\
                       白が c2 と d3 のブリッジの中の d2 に打ちました。黒の番：つながりを保ってください。",
            },
            StepWords {
                title: "辺のテンプレート",
                text: "二段目の石はもう辺につながっています。辺の二つのマスに接していて、白はその一つしか取れません。\
                       白が c5 を取りました。黒の番：下の辺に届いてください。",
            },
            StepWords {
                title: "はしごと逃げ道",
                text: "b5 の石は辺に届きません。白が a6 と b6 を押さえています。二段目に沿って押していきましょう。\
                       押すたびに辺をねらうので白は止めるしかなく、やがて e6 の石がはしごを終わらせます。黒の番：はしごを始めてください。",
            },
            StepWords {
                title: "スワップ",
                text: "先手は大きな有利なので、Hex はスワップつきで打ちます。黒の最初の石のあと、白は打つかわりにその石を\
                       自分のものにできます。黒は中央に打ちました。強い手です。白の番：スワップをタップしてください。\
                       だから最初の石は、強すぎも弱すぎもしない手にしましょう。",
            },
        ],
    },
};

/// TwixT's lesson.
pub static TWIXT: ByLang<LessonText> = ByLang {
    en: LessonText {
        name: "First lesson: TwixT",
        steps: &[
            StepWords {
                title: "A bridge",
                text: "Black joins the left and right borders, White the top and bottom, each with one chain of pegs and bridges. A bridge joins two of your pegs a knight's move apart: two holes one way, one the other. Black to play: place a peg that a bridge joins to C4, two columns nearer the right border.",
            },
            StepWords {
                title: "Bridges never cross",
                text: "No bridge may cross another, whoever owns it. E3 and E5 are each a knight's move from both C4 and G4, but White's bridge from D2 to E4 cuts the way through E3. Black to play: join C4 and G4 with one peg.",
            },
            StepWords {
                title: "Reaching your border",
                text: "Your chain must reach your border columns, A on the left and H on the right, where White may never place a peg. Black to play: join C5 to the left border with one peg.",
            },
        ],
    },
    it: LessonText {
        name: "Prima lezione: TwixT",
        steps: &[
            StepWords {
                title: "Il ponte",
                text: "Il Nero collega i bordi a sinistra e a destra, il Bianco quelli in alto e in basso, ciascuno con una sola catena di pioli e ponti. Un ponte unisce due tuoi pioli a un salto di cavallo: due fori in un senso, uno nell'altro. Muove il Nero: metti un piolo che un ponte unisca a C4, due colonne più vicino al bordo destro.",
            },
            StepWords {
                title: "I ponti non si incrociano",
                text: "Nessun ponte può incrociarne un altro, di chiunque sia. E3 ed E5 sono entrambi a un salto di cavallo da C4 e da G4, ma il ponte del Bianco da D2 a E4 taglia la strada per E3. Muove il Nero: unisci C4 e G4 con un solo piolo.",
            },
            StepWords {
                title: "Raggiungere il proprio bordo",
                text: "La tua catena deve raggiungere le tue colonne di bordo, A a sinistra e H a destra, dove il Bianco non può mai mettere pioli. Muove il Nero: unisci C5 al bordo sinistro con un solo piolo.",
            },
        ],
    },
    pl: LessonText {
        name: "Pierwsza lekcja: TwixT",
        steps: &[
            StepWords {
                title: "Mostek",
                text: "Czarny łączy lewy i prawy brzeg, Biały górny i dolny, każdy jednym łańcuchem kołków i mostków. Mostek łączy dwa twoje kołki odległe o ruch skoczka: dwa otwory w jedną stronę, jeden w drugą. Ruch Czarnego: postaw kołek, który mostek połączy z C4, dwie kolumny bliżej prawego brzegu.",
            },
            StepWords {
                title: "Mostki się nie krzyżują",
                text: "Żaden mostek nie może przecinać innego, czyjkolwiek by był. E3 i E5 są o ruch skoczka zarówno od C4, jak i od G4, ale mostek Białego z D2 do E4 zamyka drogę przez E3. Ruch Czarnego: połącz C4 i G4 jednym kołkiem.",
            },
            StepWords {
                title: "Do własnego brzegu",
                text: "Twój łańcuch musi dojść do twoich kolumn brzegowych, A po lewej i H po prawej, gdzie Biały nigdy nie może postawić kołka. Ruch Czarnego: połącz C5 z lewym brzegiem jednym kołkiem.",
            },
        ],
    },
    ja: LessonText {
        name: "はじめてのレッスン：TwixT",
        steps: &[
            StepWords {
                title: "ブリッジ",
                text: "黒は左右の辺を、白は上下の辺を、ペグとブリッジの一本の鎖でつなぎます。ブリッジは桂馬跳び（一方に二つ、もう一方に一つ）離れた自分のペグ二本をつなぎます。黒の番：C4 とブリッジでつながり、右の辺に二列近いところにペグを置いてください。",
            },
            StepWords {
                title: "ブリッジは交差しない",
                text: "ブリッジは、誰のものであっても、ほかのブリッジと交差できません。E3 と E5 はどちらも C4 と G4 の両方から桂馬跳びの位置ですが、白の D2 から E4 へのブリッジが E3 を通る道をふさいでいます。黒の番：ペグ一本で C4 と G4 をつなげてください。",
            },
            StepWords {
                title: "自分の辺へ",
                text: "鎖は自分の辺の列、左の A と右の H に届かなければなりません。白はそこにペグを置けません。黒の番：ペグ一本で C5 を左の辺につなげてください。",
            },
        ],
    },
};
