//! Doublets and its relatives (docs/rules.md §3). The Polish names the games as the Polish
//! source does (Dublety, gra królowej, Doblet, Dames rabattues, Ofanfelling) and counts
//! on a board for tryktrak; the men are *pionki*.

use super::Block::{Heading, List, Paragraph};
use super::{ByLang, Rules, point, term};

pub static DOUBLETS: ByLang<Rules> = ByLang {
    en: &[
        Paragraph(
            "Race games played on one table (half) of a backgammon board. Each player has six points, numbered 1 (outermost) to 6 (next to the bar), and starts with men stacked on them. Whoever throws higher with one die begins.",
        ),
        Heading("Doublets, or the Queen's Game (the default)"),
        List(&[
            point("15 men each: two on each of points 1–3, three on each of points 4–6, stacked."),
            point(
                "First, bear down: each die lays down the top man of the stack on the point of its number (a point of three needs two bearings down). A die whose point is already all down is lost.",
            ),
            point(
                "Once every man is down, bear off: each die takes one man off the point of its number; a die whose point is empty is lost.",
            ),
            point("A doublet counts its pips: double 4 bears down (or off) eight men, on any points you choose."),
            point("The first to bear off all 15 men wins."),
        ]),
        Heading("The relatives"),
        List(&[
            term("Cotton's Doublets (1674): ", "a die you cannot use is played by your opponent, if they can."),
            term(
                "Doblet (Alfonso X, 1283): ",
                "12 men each, two on every point, three dice; a die you cannot use is played by your opponent, who may even win with it.",
            ),
            term(
                "Dames rabattues (1715): ",
                "a doublet is played as its two dice and you throw again; an unusable die goes to your opponent, except that a player still bearing down may not use the throw of one who is bearing off.",
            ),
            term(
                "Ofanfelling (Iceland): ",
                "12 men, two dice; a doublet is played as its two dice and gives another throw; useless dice are lost. After bearing down, the men are stacked up again, one per die on its point; then they are borne off as in backgammon: a die bears off a man from its point, or moves any man from a higher point down by the die, as you choose, even when its own point has men; if its point is empty and no man stands higher, the man on the highest point is borne off.",
            ),
        ]),
        Heading("As the app plays them"),
        List(&[
            point(
                "Each player is in their own phase: one may bear off while the other still bears down. Once your last man is down, the dice left from that throw already bear off.",
            ),
            point(
                "You play your dice one at a time in the order you choose, using as many of them as can be used: a die is lost, or passed to your opponent (who plays it at once on the point of its number), only if no order of play uses it, so no order you choose gives a die away. Tap a highlighted point, or a die that cannot be used.",
            ),
            point(
                "When there is only one thing to do the app does it for you. When your dice are played, confirm the turn; until then you can undo your choices, never the throw.",
            ),
        ]),
    ],
    it: &[
        Paragraph(
            "Giochi di corsa su una tavola (metà) del tavoliere di backgammon. Ogni giocatore ha sei punte, numerate da 1 (la più esterna) a 6 (accanto alla barra), e comincia con le pedine impilate su di esse. Inizia chi ottiene il numero più alto con un dado.",
        ),
        Heading("Doublets, o il gioco della regina (il predefinito)"),
        List(&[
            point("15 pedine a testa: due su ciascuna delle punte 1–3, tre su ciascuna delle punte 4–6, impilate."),
            point(
                "Prima si abbatte: ogni dado corica la pedina in cima alla pila sulla punta del suo numero (una punta di tre pedine va abbattuta due volte). Un dado la cui punta è già tutta abbattuta va perso.",
            ),
            point(
                "Quando tutte le pedine sono coricate, si portano fuori: ogni dado toglie una pedina dalla punta del suo numero; un dado la cui punta è vuota va perso.",
            ),
            point(
                "Un doppio conta i suoi punti: il doppio 4 abbatte (o porta fuori) otto pedine, sulle punte che preferisci.",
            ),
            point("Vince chi per primo porta fuori tutte le sue 15 pedine."),
        ]),
        Heading("I parenti"),
        List(&[
            term("Doublets di Cotton (1674): ", "un dado che non puoi usare lo gioca l'avversario, se può."),
            term(
                "Doblet (Alfonso X, 1283): ",
                "12 pedine a testa, due su ogni punta, tre dadi; un dado che non puoi usare lo gioca l'avversario, che può perfino vincere con esso.",
            ),
            term(
                "Dames rabattues (1715): ",
                "un doppio si gioca come due dadi e si tira di nuovo; un dado inutilizzabile passa all'avversario, salvo che chi sta ancora abbattendo non può usare il tiro di chi sta già portando fuori.",
            ),
            term(
                "Ofanfelling (Islanda): ",
                "12 pedine, due dadi; un doppio si gioca come due dadi e dà un altro tiro; i dadi inutili vanno persi. Dopo l'abbattimento le pedine vengono impilate di nuovo, una per dado sulla punta del suo numero; poi si portano fuori come nel backgammon: un dado porta fuori una pedina dalla sua punta, oppure, a tua scelta, sposta una pedina qualsiasi da una punta più alta scendendo del valore del dado, anche se la sua punta ha pedine; se la sua punta è vuota e nessuna pedina sta più in alto, esce la pedina della punta più alta.",
            ),
        ]),
        Heading("Come li gioca l'app"),
        List(&[
            point(
                "Ogni giocatore è nella sua fase: uno può portare fuori mentre l'altro sta ancora abbattendo. Appena la tua ultima pedina è coricata, i dadi rimasti di quel tiro portano già fuori.",
            ),
            point(
                "Giochi i dadi uno alla volta, nell'ordine che scegli, usandone quanti più si può: un dado va perso, o passa all'avversario (che lo gioca subito sulla punta del suo numero), solo se nessun ordine di gioco lo usa, così nessun ordine che scegli regala un dado. Tocca una punta evidenziata, oppure un dado che non si può usare.",
            ),
            point(
                "Quando c'è una sola cosa da fare, l'app la fa per te. Giocati i dadi, conferma il turno; fino ad allora puoi annullare le tue scelte, mai il tiro.",
            ),
        ]),
    ],
    pl: &[
        Paragraph(
            "Gry wyścigowe rozgrywane na jednym stole (połowie) planszy do tryktraka. Każdy gracz ma sześć punktów, ponumerowanych od 1 (najbardziej zewnętrzny) do 6 (przy bandzie), i zaczyna z pionkami ułożonymi na nich w stosy. Zaczyna ten, kto wyrzuci więcej jedną kostką.",
        ),
        Heading("Dublety, czyli gra królowej (domyślna)"),
        List(&[
            point("Po 15 pionków: po dwa na punktach 1–3 i po trzy na punktach 4–6, w stosach."),
            point(
                "Najpierw kładzenie: każda kostka kładzie górny pionek stosu na punkcie o swojej liczbie (stos trzech pionków trzeba kłaść dwa razy). Kostka, której punkt jest już cały położony, przepada.",
            ),
            point(
                "Gdy wszystkie pionki leżą, zaczyna się zdejmowanie: każda kostka zdejmuje jeden pionek z punktu o swojej liczbie; kostka, której punkt jest pusty, przepada.",
            ),
            point(
                "Dublet liczy się oczkami: podwójna czwórka kładzie (albo zdejmuje) osiem pionków, na dowolnie wybranych punktach.",
            ),
            point("Wygrywa ten, kto pierwszy zdejmie wszystkie 15 pionków."),
        ]),
        Heading("Gry pokrewne"),
        List(&[
            term("Dublety Cottona (1674): ", "kostkę, której nie możesz użyć, rozgrywa przeciwnik, jeśli może."),
            term(
                "Doblet (Alfons X, 1283): ",
                "po 12 pionków, po dwa na każdym punkcie, trzy kostki; kostkę, której nie możesz użyć, rozgrywa przeciwnik, który może nawet nią wygrać.",
            ),
            term(
                "Dames rabattues (1715): ",
                "dublet gra się jako dwie kostki i rzuca się ponownie; nieużyteczna kostka przechodzi na przeciwnika, z tym wyjątkiem, że gracz, który jeszcze kładzie pionki, nie może użyć rzutu gracza, który już zdejmuje.",
            ),
            term(
                "Ofanfelling (Islandia): ",
                "12 pionków, dwie kostki; dublet gra się jako dwie kostki i daje kolejny rzut; bezużyteczne kostki przepadają. Po położeniu pionki ustawia się z powrotem w stosy, po jednym na kostkę na punkcie o jej liczbie; potem zdejmuje się je jak w tryktraku: kostka zdejmuje pionek ze swojego punktu albo, według twojego wyboru, przesuwa dowolny pionek z wyższego punktu w dół o liczbę oczek, nawet gdy na jej punkcie stoją pionki; jeśli jej punkt jest pusty i wyżej nie stoi żaden pionek, zdejmuje się pionek z najwyższego zajętego punktu.",
            ),
        ]),
        Heading("Jak gra w nie aplikacja"),
        List(&[
            point(
                "Każdy gracz jest we własnej fazie: jeden może już zdejmować, gdy drugi wciąż kładzie. Gdy położysz ostatni pionek, pozostałe kostki z tego rzutu już zdejmują.",
            ),
            point(
                "Kostki rozgrywasz po jednej, w wybranej kolejności, wykorzystując ich tyle, ile się da: kostka przepada albo przechodzi na przeciwnika (który od razu rozgrywa ją na punkcie o jej liczbie) tylko wtedy, gdy żadna kolejność gry jej nie wykorzystuje, więc żadna wybrana kolejność nie oddaje kostki. Dotknij podświetlonego punktu albo kostki, której nie da się użyć.",
            ),
            point(
                "Gdy jest tylko jedna możliwość, aplikacja wykonuje ją za ciebie. Po rozegraniu kostek potwierdź turę; do tego czasu możesz cofać swoje wybory, ale nigdy rzutu.",
            ),
        ]),
    ],
    ja: &[
        Paragraph(
            "バックギャモン盤の片側（半分）だけで遊ぶレースゲームです。各プレイヤーは 6 つのポイントを持ち、外側から 1、バーの隣が 6 と番号がついています。駒はそれらのポイントに積み重ねた状態から始めます。サイコロを 1 つずつ振り、大きい目を出した人が先手です。",
        ),
        Heading("Doublets（クイーンズ・ゲーム、標準ルール）"),
        List(&[
            point("駒は各自 15 個：ポイント 1〜3 に 2 個ずつ、ポイント 4〜6 に 3 個ずつ積み重ねます。"),
            point(
                "まず駒を倒します。サイコロ 1 つごとに、その目の数のポイントで山のいちばん上の駒を横に寝かせます（3 個のポイントは 2 回倒します）。ポイントの駒がもう全部倒れている目は無効です。",
            ),
            point(
                "すべての駒が倒れたら、ベアオフ（盤から取り除くこと）に移ります。サイコロ 1 つごとに、その目の数のポイントから駒を 1 個取り除きます。ポイントが空の目は無効です。",
            ),
            point(
                "ゾロ目は目の合計だけ使えます。4 のゾロ目なら、好きなポイントで 8 個の駒を倒せます（ベアオフ中なら取り除けます）。",
            ),
            point("15 個の駒を全部先に取り除いた人が勝ちです。"),
        ]),
        Heading("仲間のゲーム"),
        List(&[
            term("Cotton の Doublets（1674 年）：", "自分が使えない目は、相手が使えるなら相手が使います。"),
            term(
                "Doblet（アルフォンソ 10 世、1283 年）：",
                "駒は各自 12 個で全ポイントに 2 個ずつ、サイコロは 3 つ。自分が使えない目は相手が使い、それで相手が勝つこともあります。",
            ),
            term(
                "Dames rabattues（1715 年）：",
                "ゾロ目は 2 つのサイコロとして使い、もう一度振ります。使えない目は相手に渡ります。ただし、まだ駒を倒している途中のプレイヤーは、ベアオフ中の相手の目を使えません。",
            ),
            term(
                "Ofanfelling（アイスランド）：",
                "駒 12 個、サイコロ 2 つ。ゾロ目は 2 つのサイコロとして使い、もう一度振れます。使えない目は無効です。駒を倒し終えたら、サイコロ 1 つごとにその目のポイントで 1 個ずつ駒を積み直します。積み直し終えたら、バックギャモンと同じようにベアオフします。目の数のポイントから駒を 1 個取り除くか、好きなほうを選んで、より高いポイントのどの駒でも目の数だけ下へ動かします（目の数のポイントに駒があっても動かせます）。目の数のポイントが空で、より高いポイントにも駒がなければ、駒のあるいちばん高いポイントから取り除きます。",
            ),
        ]),
        Heading("このアプリでの遊び方"),
        List(&[
            point(
                "段階はプレイヤーごとです。一方がベアオフしている間に、もう一方がまだ駒を倒していることもあります。最後の駒を倒したら、その回に残った目はもうベアオフに使われます。",
            ),
            point(
                "サイコロは好きな順に 1 つずつ、使える限り多くの目を使います。目が無効になる、または相手に渡る（相手がすぐにその目のポイントで使います）のは、どの順で使ってもその目を使えないときだけなので、順番の選び方で目を手放すことはありません。光っているポイントか、使えない目のサイコロをタップしてください。",
            ),
            point(
                "できることが 1 つしかないときは、アプリが代わりに行います。目を使い切ったら手番を確定します。それまでは自分の選択を取り消せますが、振った目は取り消せません。",
            ),
        ]),
    ],
};
