//! shUgorØn (docs/rules.md §4). The Japanese follows the words of the source: 集合トランプ,
//! 伏せる, 手札, 使用済み, 質問, 的中, 一致する / より大きい / より小さい / 無関係. The last
//! section names the screen's own controls (the lattice, "Reset"), as the screen's
//! catalogue (`crate::i18n::shugoron`) words them.

use super::Block::{Heading, List, Paragraph};
use super::{ByLang, Rules, point, term};

pub static SHUGORON: ByLang<Rules> = ByLang {
    en: &[
        Paragraph(
            "A deduction game for the set playing cards. Each colour has 32 cards, one for every subset of {1,2,3,4,5}, the empty set and the full set included.",
        ),
        Heading("Setup"),
        Paragraph(
            "Each player takes the 32 cards of one colour, secretly chooses one as their hidden set, and holds the other 31. Who starts is decided at random.",
        ),
        Heading("A turn: exactly one question"),
        List(&[
            term(
                "Card question: ",
                "show a card A from your hand. Your opponent answers whether their hidden set X equals A, is larger (contains A and more), is smaller (A contains X and more), or is unrelated.",
            ),
            term(
                "Naming question: ",
                "show any card from your hand and name any set; the answer is only \"equal\" or \"not equal\".",
            ),
            point(
                "Either way the card you showed is spent for good, and your opponent learns it is not your hidden set.",
            ),
        ]),
        Heading("Hits"),
        Paragraph(
            "An answer \"equal\" is a hit: the player hit turns their set face up and chooses a new hidden set from their hand, and the hitter asks again. Three hits win. A player who must ask or hide with no card left ends the game: more hits wins, equal hits is a draw. The app computes every answer, so nobody can answer wrongly.",
        ),
        Heading("On this tablet"),
        List(&[
            point(
                "Two players pass the tablet. Between turns a privacy screen covers everything secret; your own hidden set and hand appear only after you confirm you are alone.",
            ),
            point(
                "The lattice draws all 32 sets by size, each joined to the sets with one element more. It marks which sets the opponent's hidden set may still be, given every answer and every card they spent; the latest answer's eliminations are dashed. Turn it off to deduce unaided.",
            ),
            point(
                "Practice: the app hides a random set; tick elements of {1..5} and ask, and count your questions. Reset draws a new set.",
            ),
        ]),
    ],
    it: &[
        Paragraph(
            "Un gioco di deduzione per le carte degli insiemi (in giapponese 集合トランプ). Ogni colore ha 32 carte, una per ogni sottoinsieme di {1,2,3,4,5}, compresi l'insieme vuoto e quello pieno.",
        ),
        Heading("Preparazione"),
        Paragraph(
            "Ogni giocatore prende le 32 carte di un colore, ne sceglie in segreto una come suo insieme nascosto e tiene in mano le altre 31. Chi comincia è deciso a caso.",
        ),
        Heading("Un turno: esattamente una domanda"),
        List(&[
            term(
                "Domanda con una carta: ",
                "mostra una carta A della tua mano. L'avversario risponde se il suo insieme nascosto X è uguale ad A, più grande (contiene A e altro), più piccolo (A contiene X e altro) o senza relazione.",
            ),
            term(
                "Domanda per nome: ",
                "mostra una carta qualsiasi della tua mano e nomina un insieme qualsiasi; la risposta è solo «uguale» o «diverso».",
            ),
            point(
                "In entrambi i casi la carta mostrata è spesa per sempre, e l'avversario viene a sapere che non è il tuo insieme nascosto.",
            ),
        ]),
        Heading("Centri"),
        Paragraph(
            "Una risposta «uguale» è un centro: chi è stato colpito scopre il suo insieme e ne sceglie uno nuovo dalla mano, e chi ha fatto centro chiede di nuovo. Tre centri vincono. Un giocatore che deve chiedere o nascondere senza più carte chiude la partita: vince chi ha più centri, a pari centri è parità. L'app calcola ogni risposta, quindi nessuno può rispondere sbagliato.",
        ),
        Heading("Su questo tablet"),
        List(&[
            point(
                "Due giocatori si passano il tablet. Tra un turno e l'altro uno schermo copre tutto ciò che è segreto; il tuo insieme nascosto e la tua mano appaiono solo dopo che confermi di essere solo.",
            ),
            point(
                "Il reticolo disegna i 32 insiemi per grandezza, ciascuno collegato agli insiemi con un elemento in più. Segna quali insiemi può ancora essere quello nascosto dell'avversario, date tutte le risposte e tutte le carte che ha speso; le esclusioni dell'ultima risposta sono tratteggiate. Nascondilo per dedurre senza aiuto.",
            ),
            point(
                "Allenamento: l'app nasconde un insieme a caso; segna gli elementi di {1..5} e chiedi, contando le domande. «Ricomincia» estrae un nuovo insieme.",
            ),
        ]),
    ],
    pl: &[
        Paragraph(
            "Gra dedukcyjna na karty zbiorów (po japońsku 集合トランプ). Każdy kolor ma 32 karty, po jednej na każdy podzbiór zbioru {1,2,3,4,5}, łącznie ze zbiorem pustym i pełnym.",
        ),
        Heading("Przygotowanie"),
        Paragraph(
            "Każdy gracz bierze 32 karty jednego koloru, potajemnie wybiera jedną z nich jako swój ukryty zbiór i trzyma w ręce pozostałe 31. Kto zaczyna, rozstrzyga losowanie.",
        ),
        Heading("Tura: dokładnie jedno pytanie"),
        List(&[
            term(
                "Pytanie kartą: ",
                "pokaż kartę A ze swojej ręki. Przeciwnik odpowiada, czy jego ukryty zbiór X jest równy A, większy (zawiera A i coś więcej), mniejszy (A zawiera X i coś więcej), czy bez związku.",
            ),
            term(
                "Pytanie o nazwę: ",
                "pokaż dowolną kartę z ręki i nazwij dowolny zbiór; odpowiedź brzmi tylko „równy” albo „różny”.",
            ),
            point(
                "W obu przypadkach pokazana karta przepada na dobre, a przeciwnik dowiaduje się, że nie jest ona twoim ukrytym zbiorem.",
            ),
        ]),
        Heading("Trafienia"),
        Paragraph(
            "Odpowiedź „równy” to trafienie: trafiony gracz odkrywa swój zbiór i wybiera z ręki nowy ukryty zbiór, a trafiający pyta ponownie. Trzy trafienia wygrywają. Gracz, który musi zapytać albo ukryć zbiór, a nie ma już kart, kończy grę: wygrywa ten, kto ma więcej trafień, a przy równej ich liczbie jest remis. Aplikacja oblicza każdą odpowiedź, więc nikt nie może odpowiedzieć błędnie.",
        ),
        Heading("Na tym tablecie"),
        List(&[
            point(
                "Dwóch graczy podaje sobie tablet. Między turami zasłona zakrywa wszystko, co tajne; twój ukryty zbiór i twoja ręka pojawiają się dopiero, gdy potwierdzisz, że nikt nie patrzy.",
            ),
            point(
                "Krata rysuje wszystkie 32 zbiory według wielkości, każdy połączony ze zbiorami o jeden element większymi. Zaznacza, którymi zbiorami może jeszcze być ukryty zbiór przeciwnika, biorąc pod uwagę wszystkie odpowiedzi i wszystkie zużyte przez niego karty; wykluczenia z ostatniej odpowiedzi są przerywane. Ukryj ją, by dedukować bez pomocy.",
            ),
            point(
                "Trening: aplikacja ukrywa losowy zbiór; zaznacz elementy {1..5} i pytaj, licząc pytania. „Od nowa” losuje nowy zbiór.",
            ),
        ]),
    ],
    ja: &[
        Paragraph(
            "集合トランプで遊ぶ推理ゲームです（読みは「しゅごろん」、「集合論」から）。各色 32 枚のカードには、{1,2,3,4,5} の部分集合が、空集合と全体集合も含めて 1 枚ずつ書かれています。",
        ),
        Heading("準備"),
        Paragraph(
            "プレイヤーはそれぞれ 1 色 32 枚を持ち、その中から 1 枚を選んで手元に伏せて置きます。これが自分の集合です。残りの 31 枚が手札になります。先攻・後攻はランダムに決まります。",
        ),
        Heading("手番：質問はちょうど 1 回"),
        List(&[
            term(
                "カードで質問：",
                "手札から集合 A を 1 枚公開します。相手は、伏せている集合 X が A に一致する、A より大きい（A を含み、さらに要素がある）、A より小さい（A が X を含み、さらに要素がある）、A と無関係、のどれであるかを答えます。",
            ),
            term(
                "集合を指定して質問：",
                "手札のカードを 1 枚公開し、そのカードとは関係なく集合を 1 つ指定します。答えは「一致する」か「一致しない」だけです。",
            ),
            point(
                "どちらの場合も、公開したカードは使用済みになって二度と使えず、相手にはそれが自分の伏せた集合ではないことが伝わります。",
            ),
        ]),
        Heading("的中"),
        Paragraph(
            "「一致する」という答えが的中です。当てられたプレイヤーは伏せていた集合を表にして使用済みにし、手札から新しい集合を選んで伏せます。当てたプレイヤーが続けてもう一度質問します。3 回的中させたら勝ちです。質問するか伏せるかしなければならないのに手札がないプレイヤーが出たら、ゲームは終わりです。的中の多いほうが勝ち、同じなら引き分けです。答えはすべてアプリが計算するので、答えを間違える心配はありません。",
        ),
        Heading("このタブレットで"),
        List(&[
            point(
                "2 人でタブレットを渡し合います。手番の合間は秘密の情報がすべて目隠しされ、自分の伏せた集合と手札は、周りに誰もいないことを確かめてから表示されます。",
            ),
            point(
                "包含関係の図は 32 個の集合を大きさ順に並べ、要素が 1 つだけ多い集合どうしを線で結んだものです。これまでの答えと相手の使用済みカードから、相手の伏せた集合の候補として残っているものに印がつきます。直前の答えで除外されたものは破線になります。自力で推理したいときは図を隠してください。",
            ),
            point(
                "練習：アプリが集合をランダムに伏せます。{1..5} の要素にチェックを入れて質問し、何回で当たるか数えましょう。「リセット」で新しい集合になります。",
            ),
        ]),
    ],
};
