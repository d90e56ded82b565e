//! The first lessons' words (issue 46): the lesson bar's ([`LESSON`]), and each game's steps,
//! their titles and what each says on its position ([`HEX`], [`TWIXT`], [`DOUBLETS`],
//! [`SHUGORON`]). The positions and their answers are each game's `ui::<game>::lesson`'s.

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
    /// A move, in a game whose lesson judges it on the spot, that does not answer the step.
    pub not_the_answer: &'static str,
}

pub static LESSON: ByLang<LessonWords> = ByLang {
    en: LessonWords {
        step: |n, of, title| format!("Step {n} of {of}: {title}"),
        previous: "◀ Previous step",
        next: "Next step ▶",
        done: "answered",
        play_a_game: "Play a game",
        not_the_answer: "Not this one: read the step again and try another.",
    },
    it: LessonWords {
        step: |n, of, title| format!("Passo {n} di {of}: {title}"),
        previous: "◀ Passo precedente",
        next: "Passo seguente ▶",
        done: "risolto",
        play_a_game: "Gioca una partita",
        not_the_answer: "Non questa: rileggi il passo e provane un'altra.",
    },
    pl: LessonWords {
        step: |n, of, title| format!("Krok {n} z {of}: {title}"),
        previous: "◀ Poprzedni krok",
        next: "Następny krok ▶",
        done: "rozwiązany",
        play_a_game: "Zagraj partię",
        not_the_answer: "To nie to: przeczytaj krok jeszcze raz i spróbuj czegoś innego.",
    },
    ja: LessonWords {
        step: |n, of, title| format!("ステップ {n}/{of}：{title}"),
        previous: "◀ 前のステップ",
        next: "次のステップ ▶",
        done: "正解済み",
        play_a_game: "対局する",
        not_the_answer: "違います。ステップの説明をもう一度読んで、別の手を試してください。",
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

/// Doublets' lesson, under Willughby's rules (the default), in the rules texts' terms.
pub static DOUBLETS: ByLang<LessonText> = ByLang {
    en: LessonText {
        name: "First lesson: Doublets",
        steps: &[
            StepWords {
                title: "Bearing down",
                text: "Each player's fifteen men stand on six points: two stacked on points 1 to 3, three on points \
                       4 to 6. Each die bears down a man on the point of its number, laying the top man flat; a stack \
                       of three takes two. Black threw 6 and 1. Black to play: tap point 6 or point 1.",
            },
            StepWords {
                title: "A doublet",
                text: "A doublet counts its pips: 2-2 bears down four men, each on any point you choose. Black has \
                       laid three; one is left. On point 5 three men still stand, on point 4 two: a single die bears \
                       down one man on its own point, so the point with most men standing waits longest for its \
                       dice. Black to play: lay the last one there.",
            },
            StepWords {
                title: "Bearing off",
                text: "Once all of a player's men are down, each die bears off a man from the point of its number, \
                       and a die whose point is empty is lost; the first to bear off every man wins. Black threw 4-4, \
                       eight men to bear off on any points, and has one left: two men are on point 5, one on point 6. \
                       Black to play: leave the race that ends soonest.",
            },
            StepWords {
                title: "Ofanfelling's bear-off",
                text: "Under Ofanfelling's rules the men leave at the end as in backgammon: a die bears off a man \
                       from its own point, or moves a man down from a higher point by its number, and a die higher \
                       than every man bears off from the highest. White threw 5-1, and the 5 bore off from point 3. \
                       The 1 can take a man off point 1, or bring one down from point 2; a man brought down still \
                       needs a die to leave. White to play: use the 1 where it counts.",
            },
        ],
    },
    it: LessonText {
        name: "Prima lezione: Doublets",
        steps: &[
            StepWords {
                title: "Abbattere",
                text: "Le quindici pedine di ciascuno stanno su sei punte: due impilate sulle punte da 1 a 3, tre \
                       sulle punte da 4 a 6. Ogni dado abbatte una pedina sulla punta del suo numero, coricando quella \
                       in cima; una pila di tre ne chiede due. Il Nero ha tirato 6 e 1. Tocca al Nero: tocca la punta \
                       6 o la punta 1.",
            },
            StepWords {
                title: "Un doppio",
                text: "Un doppio conta i suoi punti: 2-2 abbatte quattro pedine, ciascuna sulla punta che scegli. Il \
                       Nero ne ha coricate tre; ne resta una. Sulla punta 5 stanno ancora in piedi tre pedine, sulla \
                       4 due: un dado singolo abbatte una pedina sulla sua punta soltanto, quindi la punta con più \
                       pedine in piedi è quella che aspetta più a lungo i suoi dadi. Tocca al Nero: corica lì l'ultima.",
            },
            StepWords {
                title: "Portare fuori",
                text: "Quando tutte le sue pedine sono coricate, ogni dado porta fuori una pedina dalla punta del suo \
                       numero, e un dado la cui punta è vuota va perso; vince chi porta fuori per primo tutte le \
                       pedine. Il Nero ha tirato 4-4, otto pedine da portare fuori su qualsiasi punta, e gliene resta \
                       una: due pedine stanno sulla punta 5, una sulla 6. Tocca al Nero: lascia la corsa che finisce \
                       prima.",
            },
            StepWords {
                title: "Portare fuori nell'Ofanfelling",
                text: "Con le regole dell'Ofanfelling alla fine le pedine escono come nel backgammon: un dado porta \
                       fuori una pedina dalla sua punta, o sposta in giù una pedina da una punta più alta del suo \
                       numero, e un dado più alto di tutte le pedine porta fuori dalla più alta. Il Bianco ha tirato \
                       5-1, e il 5 ha portato fuori dalla punta 3. L'1 può togliere una pedina dalla punta 1, o farne \
                       scendere una dalla punta 2; una pedina fatta scendere ha ancora bisogno di un dado per uscire. \
                       Tocca al Bianco: usa l'1 dove conta.",
            },
        ],
    },
    pl: LessonText {
        name: "Pierwsza lekcja: Dublety",
        steps: &[
            StepWords {
                title: "Kładzenie",
                text: "Piętnaście pionków każdego gracza stoi na sześciu punktach: po dwa w stosie na punktach od 1 \
                       do 3, po trzy na punktach od 4 do 6. Każda kostka kładzie pionek na punkcie swojej liczby: \
                       górny pionek ląduje płasko; stos trzech potrzebuje dwóch. Czarny wyrzucił 6 i 1. Ruch \
                       czarnego: dotknij punktu 6 albo punktu 1.",
            },
            StepWords {
                title: "Dublet",
                text: "Dublet liczy się oczkami: 2-2 kładzie cztery pionki, każdy na wybranym punkcie. Czarny \
                       położył już trzy; został jeden. Na punkcie 5 stoją jeszcze trzy pionki, na punkcie 4 dwa: \
                       pojedyncza kostka kładzie pionek tylko na swoim punkcie, więc punkt z najwięcej stojącymi \
                       pionkami najdłużej czeka na swoje kostki. Ruch czarnego: połóż tam ostatni.",
            },
            StepWords {
                title: "Zdejmowanie",
                text: "Gdy wszystkie pionki gracza leżą, każda kostka zdejmuje pionek z punktu swojej liczby, a \
                       kostka, której punkt jest pusty, przepada; wygrywa, kto pierwszy zdejmie wszystkie pionki. \
                       Czarny wyrzucił 4-4, osiem pionków do zdjęcia z dowolnych punktów, i został mu jeden: dwa \
                       pionki są na punkcie 5, jeden na punkcie 6. Ruch czarnego: zostaw wyścig, który skończy się \
                       najszybciej.",
            },
            StepWords {
                title: "Zdejmowanie w Ofanfelling",
                text: "W regułach Ofanfelling pionki schodzą na końcu jak w tryktraku: kostka zdejmuje pionek ze \
                       swojego punktu albo przesuwa pionek z wyższego punktu w dół o swoją liczbę, a kostka wyższa \
                       od wszystkich pionków zdejmuje z najwyższego. Biały wyrzucił 5-1, a 5 zdjęła pionek z punktu \
                       3. Jedynka może zdjąć pionek z punktu 1 albo sprowadzić jeden z punktu 2; sprowadzony pionek \
                       wciąż potrzebuje kostki, by zejść. Ruch białego: użyj jedynki tam, gdzie się liczy.",
            },
        ],
    },
    ja: LessonText {
        name: "はじめてのレッスン：Doublets",
        steps: &[
            StepWords {
                title: "駒を倒す",
                text: "各プレイヤーの 15 個の駒は 6 つのポイントに立っています。ポイント 1〜3 に 2 個ずつ、4〜6 に 3 個ずつ\
                       積まれています。サイコロ 1 個で、その目のポイントの一番上の駒を 1 個倒します。3 個の山は 2 回\
                       必要です。黒は 6 と 1 を振りました。黒の番：ポイント 6 かポイント 1 をタップしてください。",
            },
            StepWords {
                title: "ゾロ目",
                text: "ゾロ目は目の合計で数えます。2-2 なら 4 個の駒を、好きなポイントで 1 個ずつ倒せます。黒はもう 3 個\
                       倒し、残りは 1 個です。ポイント 5 にはまだ 3 個、ポイント 4 には 2 個の駒が立っています。ふつうの\
                       サイコロは自分の目のポイントでしか倒せないので、立っている駒が多いポイントほど長く待たされます。\
                       黒の番：最後の 1 個をそこで倒してください。",
            },
            StepWords {
                title: "ベアオフ",
                text: "自分の駒がすべて倒れたら、サイコロ 1 個でその目のポイントから駒を 1 個取り除きます。空のポイントの\
                       目は失われます。先にすべての駒を取り除いた方の勝ちです。黒は 4-4 を振り、好きなポイントから 8 個\
                       取り除けて、残りは 1 個です。ポイント 5 に 2 個、ポイント 6 に 1 個あります。黒の番：いちばん早く\
                       終わる形を残してください。",
            },
            StepWords {
                title: "Ofanfelling のベアオフ",
                text: "Ofanfelling のルールでは、最後はバックギャモンのように駒を上げます。サイコロ 1 個で、その目のポイント\
                       から駒を 1 個取り除くか、より高いポイントの駒を目の数だけ下げます。すべての駒より大きい目は、いちばん\
                       高いポイントから取り除きます。白は 5-1 を振り、5 でポイント 3 から取り除きました。1 はポイント 1 から\
                       駒を取り除くことも、ポイント 2 から 1 個下げることもできます。下げた駒は、出るのにまだサイコロが\
                       要ります。白の番：1 を効くところで使ってください。",
            },
        ],
    },
};

/// shUgorØn's lesson, in practice's terms (the page hides a set; the reader ticks and asks).
pub static SHUGORON: ByLang<LessonText> = ByLang {
    en: LessonText {
        name: "First lesson: shUgorØn",
        steps: &[
            StepWords {
                title: "A card question",
                text: "Each player hides one of the 32 subsets of {1,2,3,4,5}, and a turn is one question. Show a \
                       card and hear which holds for the hidden set: equal (a hit), larger (it contains your card \
                       and more), smaller (your card contains it and more) or unrelated (neither contains the \
                       other). Tick 2 and ask.",
            },
            StepWords {
                title: "What the answers tell",
                text: "{2} was answered larger, {2,3,4} smaller, {3} unrelated: the hidden set holds 2, lies \
                       inside {2,3,4} and lacks 3. The lattice shows what is still possible. Only one set is left: \
                       tick it and ask, for a hit.",
            },
            StepWords {
                title: "A question tells both players",
                text: "{1} was answered larger and {1,3,5} smaller: two sets are left, {1,3} and {1,5}. Ask a \
                       card whose answer tells them apart. In a game, the card you ask is spent face up, and your \
                       opponent learns it is not your hidden set: every question tells both players something.",
            },
        ],
    },
    it: LessonText {
        name: "Prima lezione: shUgorØn",
        steps: &[
            StepWords {
                title: "Una domanda con una carta",
                text: "Ogni giocatore nasconde uno dei 32 sottoinsiemi di {1,2,3,4,5}, e un turno è una domanda. \
                       Mostra una carta e senti che cosa vale per l'insieme nascosto: uguale (un centro), più grande \
                       (contiene la tua carta e altro), più piccolo (la tua carta lo contiene e ha altro) o senza \
                       relazione (nessuno dei due contiene l'altro). Segna 2 e chiedi.",
            },
            StepWords {
                title: "Che cosa dicono le risposte",
                text: "{2} ha avuto risposta più grande, {2,3,4} più piccolo, {3} senza relazione: l'insieme \
                       nascosto contiene 2, sta dentro {2,3,4} e non ha 3. Il reticolo mostra che cosa è ancora \
                       possibile. Resta un solo insieme: segnalo e chiedi, per fare centro.",
            },
            StepWords {
                title: "Una domanda parla a tutti e due",
                text: "{1} ha avuto risposta più grande e {1,3,5} più piccolo: restano due insiemi, {1,3} e {1,5}. \
                       Chiedi una carta la cui risposta li distingua. In partita la carta che chiedi è spesa a \
                       faccia in su, e l'avversario sa che non è il tuo insieme nascosto: ogni domanda dice \
                       qualcosa a tutti e due i giocatori.",
            },
        ],
    },
    pl: LessonText {
        name: "Pierwsza lekcja: shUgorØn",
        steps: &[
            StepWords {
                title: "Pytanie kartą",
                text: "Każdy gracz ukrywa jeden z 32 podzbiorów zbioru {1,2,3,4,5}, a tura to jedno pytanie. Pokaż \
                       kartę i usłysz, co zachodzi dla ukrytego zbioru: równy (trafienie), większy (zawiera twoją \
                       kartę i coś więcej), mniejszy (twoja karta go zawiera i coś więcej) albo bez związku (żaden \
                       nie zawiera drugiego). Zaznacz 2 i zapytaj.",
            },
            StepWords {
                title: "Co mówią odpowiedzi",
                text: "Na {2} padła odpowiedź większy, na {2,3,4} mniejszy, na {3} bez związku: ukryty zbiór ma 2, \
                       leży wewnątrz {2,3,4} i nie ma 3. Krata pokazuje, co jest jeszcze możliwe. Został jeden \
                       zbiór: zaznacz go i zapytaj, by trafić.",
            },
            StepWords {
                title: "Pytanie mówi obu graczom",
                text: "Na {1} padła odpowiedź większy, na {1,3,5} mniejszy: zostały dwa zbiory, {1,3} i {1,5}. \
                       Zapytaj kartą, której odpowiedź je rozróżni. W partii karta, którą pytasz, zostaje zużyta \
                       odkryta i przeciwnik wie, że to nie twój ukryty zbiór: każde pytanie mówi coś obu graczom.",
            },
        ],
    },
    ja: LessonText {
        name: "はじめてのレッスン：shUgorØn",
        steps: &[
            StepWords {
                title: "カードで質問する",
                text: "各プレイヤーは {1,2,3,4,5} の部分集合 32 個のうち 1 つを伏せます。1 回の手番は 1 つの質問です。\
                       カードを見せると、伏せた集合について答えが返ります：一致する（的中）、より大きい（あなたのカードを\
                       含み、さらに要素がある）、より小さい（あなたのカードがそれを含み、さらに要素がある）、無関係（どちらも\
                       相手を含まない）。2 を選んで質問してください。",
            },
            StepWords {
                title: "答えからわかること",
                text: "{2} の答えはより大きい、{2,3,4} はより小さい、{3} は無関係でした。伏せた集合は 2 を含み、\
                       {2,3,4} の中にあって、3 を含みません。ラティスにまだありうる集合が表示されます。残りは 1 つだけ\
                       です。それを選んで質問し、的中させてください。",
            },
            StepWords {
                title: "質問は両方に伝わる",
                text: "{1} の答えはより大きい、{1,3,5} はより小さいでした。残るのは {1,3} と {1,5} の 2 つです。\
                       答えで 2 つを区別できるカードで質問してください。対局では、質問に使ったカードは表向きで使用済みに\
                       なり、相手はそれがあなたの伏せた集合ではないと知ります。どの質問も両方のプレイヤーに何かを伝えます。",
            },
        ],
    },
};
