//! TwixT (docs/rules.md §2). The Italian follows the words of *Il Fogliaccio*: pioli, ponti,
//! fori, la mossa del cavallo, la rimozione, la regola dell'inversione, la parità. The
//! last section quotes the TwixT screen's button ("End turn"), its "Undo" and its "no
//! path left" line; their translations must read the same.

use super::Block::{Heading, List, Paragraph};
use super::{ByLang, Rules, point};

pub static TWIXT: ByLang<Rules> = ByLang {
    en: &[
        Paragraph(
            "By Alex Randolph, 1962. Two players, Black and White, on a board of 24×24 holes without its four corners (other sizes from 6 to 30 too).",
        ),
        Heading("Goal"),
        Paragraph(
            "Black joins the left and right borders, White the top and bottom borders, with one unbroken chain of bridges between their own pegs. The first and last rows belong to White, the first and last columns to Black: nobody may place a peg in the opponent's border rows.",
        ),
        Heading("A turn"),
        List(&[
            point(
                "Place exactly one of your pegs in an empty hole; then build as many bridges as you like. A bridge joins two of your pegs a knight's move apart (one hole one way, two the other).",
            ),
            point("No two bridges may cross, whoever owns them."),
            point(
                "Before placing, you may remove any of your own bridges and pegs (a removed peg takes its bridges with it).",
            ),
            point(
                "In the original rules each player has 50 pegs and both share 100 bridges; with your supply used up, you must remove before you place.",
            ),
            point("Swap: after Black's first peg, White may take it as their own first move."),
            point("The game is drawn when both players agree, or when neither can connect any more."),
        ]),
        Heading("Rule sets"),
        Paragraph(
            "Original (the supplies above); standard (unlimited pegs and bridges, the modern rules); paper and pencil (unlimited, your own bridges may cross each other, nothing is removed, and every possible bridge is made for you).",
        ),
        Heading("Playing on this page"),
        Paragraph(
            "Tap a hole: your peg goes there with every bridge it can make. Tap a bridge to drop it, and again to restore it; tap another hole to move the peg. Tap the peg again, or “End turn”, to end your turn; “Undo” takes the peg back. When the box holds fewer bridges than the peg could make, none is built for you: tap the ones you want. Before placing, tap one of your pegs or bridges to remove it. On a small screen the board is shown zoomed in: drag it to look around, or tap the small map of the whole board. Under the pegs left in each supply the page says “no path left” for a player who can no longer connect; when that holds for both, the game is a draw.",
        ),
    ],
    it: &[
        Paragraph(
            "Di Alex Randolph, 1962. Due giocatori, Nero e Bianco, su un tavoliere di 24×24 fori senza i quattro fori d'angolo (anche in altre dimensioni, da 6 a 30).",
        ),
        Heading("Scopo del gioco"),
        Paragraph(
            "Il Nero unisce il bordo sinistro e quello destro, il Bianco quello superiore e quello inferiore, con un'unica e ininterrotta fila di ponti tra i propri pioli. La prima e l'ultima fila appartengono al Bianco, la prima e l'ultima colonna al Nero: nessuno può mettere un piolo nelle file di bordo dell'avversario.",
        ),
        Heading("Un turno"),
        List(&[
            point(
                "Metti esattamente un tuo piolo in un foro libero; poi costruisci quanti ponti vuoi. Un ponte unisce due tuoi pioli alla distanza della mossa del cavallo (un foro in una direzione, due nell'altra).",
            ),
            point("Non si possono incrociare due ponti, di chiunque siano."),
            point(
                "Prima di mettere il piolo puoi rimuovere quanti tuoi ponti e pioli vuoi (un piolo rimosso si porta via i suoi ponti).",
            ),
            point(
                "Nelle regole originali ogni giocatore ha 50 pioli e i due condividono 100 ponti; finita la tua scorta, devi rimuovere prima di mettere.",
            ),
            point(
                "Regola dell'inversione: dopo il primo piolo del Nero, il Bianco può farlo suo come propria prima mossa.",
            ),
            point(
                "La partita finisce in parità quando entrambi i giocatori sono d'accordo, o quando nessuno dei due può più chiudere un percorso.",
            ),
        ]),
        Heading("Regolamenti"),
        Paragraph(
            "Originale (le scorte dette sopra); standard (pioli e ponti illimitati, le regole moderne); carta e matita (illimitati, i tuoi ponti possono incrociarsi tra loro, non si rimuove nulla e ogni ponte possibile viene costruito per te).",
        ),
        Heading("Giocare su questa pagina"),
        Paragraph(
            "Tocca un foro: il tuo piolo va lì con tutti i ponti che può formare. Tocca un ponte per toglierlo, e di nuovo per rimetterlo; tocca un altro foro per spostare il piolo. Tocca di nuovo il piolo, o «Fine turno», per finire il turno; «Annulla» riprende il piolo. Quando nella scatola restano meno ponti di quanti il piolo ne potrebbe formare, nessuno si costruisce da solo: tocca quelli che vuoi. Prima di mettere il piolo, tocca un tuo piolo o ponte per rimuoverlo. Su uno schermo piccolo il tavoliere appare ingrandito: trascinalo per guardarti intorno, o tocca la piccola mappa del tavoliere intero. Sotto i pioli rimasti di ogni scorta la pagina scrive «nessun percorso» per chi non può più collegare i suoi bordi; quando vale per entrambi, la partita finisce in parità.",
        ),
    ],
    pl: &[
        Paragraph(
            "Alex Randolph, 1962. Dwóch graczy, Czarny i Biały, na planszy z 24×24 otworami bez czterech narożnych (także w innych rozmiarach, od 6 do 30).",
        ),
        Heading("Cel gry"),
        Paragraph(
            "Czarny łączy lewy i prawy brzeg, Biały górny i dolny, jednym nieprzerwanym łańcuchem mostków między własnymi kołkami. Pierwszy i ostatni wiersz należą do Białego, pierwsza i ostatnia kolumna do Czarnego: nikt nie może wbić kołka w brzegowe rzędy przeciwnika.",
        ),
        Heading("Tura"),
        List(&[
            point(
                "Wbij dokładnie jeden swój kołek w pusty otwór, a potem zbuduj dowolnie wiele mostków. Mostek łączy dwa twoje kołki odległe o ruch skoczka szachowego (jeden otwór w jedną stronę, dwa w drugą).",
            ),
            point("Żadne dwa mostki nie mogą się krzyżować, niezależnie od tego, czyje są."),
            point(
                "Przed wbiciem kołka możesz usunąć dowolne swoje mostki i kołki (usunięty kołek zabiera ze sobą swoje mostki).",
            ),
            point(
                "W zasadach oryginalnych każdy gracz ma 50 kołków, a obaj dzielą 100 mostków; gdy twój zapas się skończy, przed wbiciem kołka musisz coś usunąć.",
            ),
            point("Zamiana: po pierwszym kołku Czarnego Biały może przejąć go jako swój pierwszy ruch."),
            point(
                "Gra kończy się remisem, gdy obaj gracze się na to zgodzą albo gdy żaden z nich nie może już połączyć swoich brzegów.",
            ),
        ]),
        Heading("Zestawy zasad"),
        Paragraph(
            "Oryginalne (zapasy jak wyżej); standardowe (nieograniczone kołki i mostki, współczesne zasady); papier i ołówek (bez ograniczeń, własne mostki mogą się krzyżować, nic się nie usuwa, a każdy możliwy mostek powstaje sam).",
        ),
        Heading("Gra na tej stronie"),
        Paragraph(
            "Dotknij otworu: kołek stanie tam ze wszystkimi mostkami, które może utworzyć. Dotknij mostka, by go usunąć, i jeszcze raz, by go przywrócić; dotknij innego otworu, by przenieść kołek. Dotknij kołka ponownie albo „Zakończ turę”, by zakończyć turę; „Cofnij” zabiera kołek. Gdy w pudełku zostało mniej mostków, niż kołek mógłby utworzyć, żaden nie powstaje sam: dotknij tych, które chcesz. Przed wbiciem kołka dotknij swojego kołka lub mostka, by go usunąć. Na małym ekranie plansza jest powiększona: przeciągnij ją, by się rozejrzeć, albo dotknij małej mapy całej planszy. Pod liczbą kołków w zapasie strona pisze „brak drogi” przy graczu, który nie może już połączyć brzegów; gdy dotyczy to obu, gra kończy się remisem.",
        ),
    ],
    ja: &[
        Paragraph(
            "アレックス・ランドルフ作（1962 年）。黒と白の 2 人で、四隅を除いた 24×24 の穴の盤で遊びます（6 から 30 までの大きさも選べます）。",
        ),
        Heading("目的"),
        Paragraph(
            "黒は左右の辺を、白は上下の辺を、自分のペグどうしを結ぶ途切れないブリッジの列でつなぎます。最初と最後の行は白のもの、最初と最後の列は黒のものです。相手の辺の行や列にはペグを立てられません。",
        ),
        Heading("手番"),
        List(&[
            point(
                "空いている穴に自分のペグをちょうど 1 本立て、そのあと好きなだけブリッジを架けます。ブリッジは、チェスのナイトの動き（一方に 1 つ、もう一方に 2 つ）だけ離れた自分のペグ 2 本を結びます。",
            ),
            point("ブリッジどうしは、誰のものでも交差できません。"),
            point(
                "ペグを立てる前に、自分のブリッジやペグを好きなだけ取り除けます（ペグを取り除くと、そのブリッジも一緒に外れます）。",
            ),
            point(
                "オリジナルルールでは、ペグは各自 50 本、ブリッジは 2 人で共用の 100 本です。手持ちが尽きたら、取り除いてから立てます。",
            ),
            point("スワップ：黒の最初のペグのあと、白はそれを自分の最初の手として引き取れます。"),
            point("2 人が合意したとき、またはどちらももう辺をつなげなくなったとき、引き分けになります。"),
        ]),
        Heading("ルールセット"),
        Paragraph(
            "オリジナル（上記の数の制限あり）、スタンダード（ペグもブリッジも無制限の現代ルール）、紙と鉛筆（無制限で、自分のブリッジどうしは交差してよく、何も取り除かず、架けられるブリッジはすべて自動で架かります）。",
        ),
        Heading("このページでの遊び方"),
        Paragraph(
            "穴をタップすると、そこにペグが立ち、架けられるブリッジがすべて架かります。ブリッジをタップすると外れ、もう一度タップすると戻ります。別の穴をタップするとペグが移ります。ペグをもう一度タップするか「手番終了」をタップすると手番が終わり、「戻す」でペグを取り消せます。箱に残るブリッジがペグの架けられる数より少ないときは自動では架けません。架けたいものをタップしてください。ペグを立てる前に自分のペグやブリッジをタップすると、それを取り除けます。小さな画面では盤が拡大表示されます。ドラッグして見回すか、盤全体の小さな地図をタップしてください。各自の残りのペグの下に、もう辺をつなげないプレイヤーには「道なし」と表示され、2 人ともそうなると引き分けです。",
        ),
    ],
};
