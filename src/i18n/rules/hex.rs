//! Hex (docs/rules.md §1). The Italian follows the words of *Il Fogliaccio*: tavoliere,
//! casella, pezzo, catena ininterrotta, regola dell'inversione.

use super::Block::{Heading, List, Paragraph};
use super::{ByLang, Rules, point};

pub static HEX: ByLang<Rules> = ByLang {
    en: &[
        Paragraph(
            "Invented by Piet Hein in 1942 and again by John Nash in 1948. Two players, Black and White, on a rhombus of hexagonal cells (11×11 unless you choose another size, from 2×2 to 19×19).",
        ),
        Heading("Goal"),
        Paragraph(
            "Black owns the top and bottom edges, White the left and right edges. The first player to join their two edges with an unbroken chain of their own stones wins. A chain may bend as it likes; cells touch along a side (each cell has up to six neighbours).",
        ),
        Heading("Play"),
        List(&[
            point("Black moves first; then the players take turns."),
            point("A move puts one stone of your colour on any empty cell. Stones never move and are never taken."),
            point("Hex never ends in a draw: once the board is full, exactly one player has a chain."),
            point("You may resign at any time."),
        ]),
        Heading("The swap rule (on unless you turn it off)"),
        Paragraph(
            "Moving first is a big advantage. So after Black's first stone, White may swap instead of playing: the players exchange colours, and Black's stone becomes the move of the player who now holds Black. Nothing changes on the board; White (the player who moved first) is to move. Black should therefore open with a stone that is neither too strong nor too weak.",
        ),
        Paragraph(
            "The alternative setting \"mirror the stone\" is the pie rule seen from the other side: the first stone is reflected in the long diagonal and becomes White's, the players keep their colours, and Black moves next. The bargain is the same.",
        ),
        Heading("Notation"),
        Paragraph(
            "Columns are letters from the left (a, b, c…), rows numbers from the top; a1 is the top-left corner. \"swap\" is the swap.",
        ),
    ],
    it: &[
        Paragraph(
            "Inventato da Piet Hein nel 1942 e di nuovo da John Nash nel 1948. Due giocatori, Nero e Bianco, su un tavoliere a rombo di caselle esagonali (11×11, se non scegli un'altra dimensione tra 2×2 e 19×19).",
        ),
        Heading("Scopo del gioco"),
        Paragraph(
            "Al Nero appartengono il lato superiore e quello inferiore, al Bianco il lato sinistro e quello destro. Vince chi per primo collega i suoi due lati opposti con una catena ininterrotta di propri pezzi. La catena può piegarsi come vuole; due caselle sono adiacenti quando hanno un lato in comune (ogni casella ne tocca fino a sei).",
        ),
        Heading("Azioni di gioco"),
        List(&[
            point("Il tavoliere è inizialmente vuoto; inizia il Nero, poi i giocatori si alternano alla mossa."),
            point(
                "Una mossa depone un pezzo del proprio colore su una casella libera. I pezzi non si spostano mai e non vengono mai catturati.",
            ),
            point(
                "L'Hex non finisce mai in parità: a tavoliere pieno, esattamente uno dei due giocatori ha la sua catena.",
            ),
            point("Si può abbandonare in qualsiasi momento."),
        ]),
        Heading("La regola dell'inversione (attiva, se non la disattivi)"),
        Paragraph(
            "Il primo giocatore ha un indubbio vantaggio. Per bilanciarlo, dopo il primo pezzo del Nero il Bianco può, invece di muovere, cambiare colore e far sua la prima mossa: i giocatori si scambiano i colori e il pezzo nero diventa la mossa di chi ora ha il Nero. Sul tavoliere non cambia nulla; muove il Bianco (cioè chi ha mosso per primo). Al Nero conviene quindi aprire con un pezzo né troppo forte né troppo debole.",
        ),
        Paragraph(
            "L'impostazione alternativa «specchia il pezzo» è la stessa regola vista dall'altra parte: il primo pezzo viene riflesso nella diagonale lunga e diventa del Bianco, i giocatori tengono i loro colori e muove il Nero. Il patto è lo stesso.",
        ),
        Heading("Notazione"),
        Paragraph(
            "Le colonne sono lettere da sinistra (a, b, c…), le righe numeri dall'alto; a1 è l'angolo in alto a sinistra. «swap» è l'inversione.",
        ),
    ],
    pl: &[
        Paragraph(
            "Wymyślona przez Pieta Heina w 1942 roku i ponownie przez Johna Nasha w 1948. Dwóch graczy, Czarny i Biały, na rombie z sześciokątnych pól (11×11, chyba że wybierzesz inny rozmiar, od 2×2 do 19×19).",
        ),
        Heading("Cel gry"),
        Paragraph(
            "Do Czarnego należą brzegi górny i dolny, do Białego lewy i prawy. Wygrywa ten, kto pierwszy połączy swoje dwa brzegi nieprzerwanym łańcuchem własnych kamieni. Łańcuch może się dowolnie wyginać; pola stykają się bokami (każde pole ma do sześciu sąsiadów).",
        ),
        Heading("Przebieg gry"),
        List(&[
            point("Zaczyna Czarny, potem gracze wykonują ruchy na zmianę."),
            point(
                "Ruch to postawienie jednego kamienia swojego koloru na dowolnym pustym polu. Kamienie nigdy się nie przesuwają i nigdy nie są zbijane.",
            ),
            point("Hex nigdy nie kończy się remisem: gdy plansza jest pełna, łańcuch ma dokładnie jeden gracz."),
            point("W każdej chwili można się poddać."),
        ]),
        Heading("Zasada zamiany (włączona, chyba że ją wyłączysz)"),
        Paragraph(
            "Pierwszy ruch daje dużą przewagę. Dlatego po pierwszym kamieniu Czarnego Biały może zamiast ruchu wykonać zamianę: gracze zamieniają się kolorami, a kamień Czarnego staje się ruchem gracza, który teraz gra Czarnymi. Na planszy nic się nie zmienia; ruch ma Biały (czyli gracz, który zaczynał). Czarny powinien więc otworzyć kamieniem ani zbyt silnym, ani zbyt słabym.",
        ),
        Paragraph(
            "Ustawienie „odbij kamień” to ta sama zasada widziana z drugiej strony: pierwszy kamień zostaje odbity względem długiej przekątnej i staje się kamieniem Białego, gracze zachowują kolory, a ruch ma Czarny. Umowa jest ta sama.",
        ),
        Heading("Notacja"),
        Paragraph(
            "Kolumny to litery od lewej (a, b, c…), wiersze to liczby od góry; a1 to lewy górny róg. „swap” oznacza zamianę.",
        ),
    ],
    ja: &[
        Paragraph(
            "1942 年にピート・ハインが考案し、1948 年にジョン・ナッシュも独自に考え出したゲームです。黒と白の 2 人で、六角形のマスを並べたひし形の盤で遊びます（標準は 11×11。2×2 から 19×19 まで選べます）。",
        ),
        Heading("目的"),
        Paragraph(
            "黒は上下の辺、白は左右の辺を受け持ちます。自分の 2 辺を自分の石の途切れないつながりで先に結んだほうが勝ちです。つながりはどう曲がってもかまいません。辺を接するマスどうしが隣り合います（1 つのマスに隣は最大 6 つ）。",
        ),
        Heading("進め方"),
        List(&[
            point("黒が先手で、あとは交互に打ちます。"),
            point(
                "1 手で、空いているマスのどこかに自分の色の石を 1 つ置きます。石は動かず、取られることもありません。",
            ),
            point("Hex に引き分けはありません。盤が埋まれば、必ずどちらか一方だけがつながっています。"),
            point("いつでも投了できます。"),
        ]),
        Heading("スワップルール（オフにしない限り有効）"),
        Paragraph(
            "先手は大きく有利です。そこで、黒の最初の石のあと、白は打つ代わりにスワップできます。2 人は色を交換し、黒の石は新しく黒を持ったプレイヤーの手になります。盤上は何も変わらず、次は白（最初に打ったプレイヤー）の番です。ですから黒は、強すぎず弱すぎない石で始めるのがよいでしょう。",
        ),
        Paragraph(
            "もう一つの設定「石を鏡映する」は、同じルールを反対側から見たものです。最初の石は長い対角線について鏡映されて白の石になり、2 人の色はそのままで、次は黒の番です。取り引きの中身は変わりません。",
        ),
        Heading("記譜法"),
        Paragraph("列は左から a, b, c…の文字、行は上から数字で表します。a1 が左上の角です。「swap」はスワップです。"),
    ],
};
