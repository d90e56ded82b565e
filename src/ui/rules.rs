//! The rules of each game as a player reads them: RULES.md retold, with the choices this
//! app makes said plainly.

use yew::prelude::*;

use super::route::{GameKind, Route};

#[derive(Properties, PartialEq)]
pub struct RulesPageProps {
    pub game: GameKind,
}

#[component]
pub fn RulesPage(props: &RulesPageProps) -> Html {
    let game = props.game;
    html! {
        <main class="screen rules" data-rules={game.id()}>
            <header class="bar">
                <a class="home" href="?">{ "← fogliaccio" }</a>
                <h1>{ format!("{}: the rules", game.title()) }</h1>
                <a class="play" href={Route::new_game(game).query()}>{ "Play" }</a>
            </header>
            <article class="rules-text">{ rules(game) }</article>
        </main>
    }
}

/// The rules text of `game`, also shown inside its screen.
pub fn rules(game: GameKind) -> Html {
    match game {
        GameKind::Hex => hex(),
        GameKind::Twixt => twixt(),
        GameKind::Doublets => doublets(),
        GameKind::Shugoron => shugoron(),
    }
}

fn hex() -> Html {
    html! {
        <>
            <p>{ "Invented by Piet Hein in 1942 and again by John Nash in 1948. Two players, Black and White, on a rhombus of hexagonal cells (11×11 unless you choose another size, from 2×2 to 19×19)." }</p>
            <h2>{ "Goal" }</h2>
            <p>{ "Black owns the top and bottom edges, White the left and right edges. The first player to join their two edges with an unbroken chain of their own stones wins. A chain may bend as it likes; cells touch along a side (each cell has up to six neighbours)." }</p>
            <h2>{ "Play" }</h2>
            <ul>
                <li>{ "Black moves first; then the players take turns." }</li>
                <li>{ "A move puts one stone of your colour on any empty cell. Stones never move and are never taken." }</li>
                <li>{ "Hex never ends in a draw: once the board is full, exactly one player has a chain." }</li>
                <li>{ "You may resign at any time." }</li>
            </ul>
            <h2>{ "The swap rule (on unless you turn it off)" }</h2>
            <p>{ "Moving first is a big advantage. So after Black's first stone, White may swap instead of playing: the players exchange colours, and Black's stone becomes the move of the player who now holds Black. Nothing changes on the board; White (the player who moved first) is to move. Black should therefore open with a stone that is neither too strong nor too weak." }</p>
            <p>{ "The alternative setting \"mirror the stone\" is the pie rule seen from the other side: the first stone is reflected in the long diagonal and becomes White's, the players keep their colours, and Black moves next. The bargain is the same." }</p>
            <h2>{ "Notation" }</h2>
            <p>{ "Columns are letters from the left (a, b, c…), rows numbers from the top; a1 is the top-left corner. \"swap\" is the swap." }</p>
        </>
    }
}

fn twixt() -> Html {
    html! {
        <>
            <p>{ "By Alex Randolph, 1962. Two players, Black and White, on a board of 24×24 holes without its four corners (other sizes from 6 to 30 too)." }</p>
            <h2>{ "Goal" }</h2>
            <p>{ "Black joins the left and right borders, White the top and bottom borders, with one unbroken chain of bridges between their own pegs. The first and last rows belong to White, the first and last columns to Black: nobody may place a peg in the opponent's border rows." }</p>
            <h2>{ "A turn" }</h2>
            <ul>
                <li>{ "Place exactly one of your pegs in an empty hole; then build as many bridges as you like. A bridge joins two of your pegs a knight's move apart (one hole one way, two the other)." }</li>
                <li>{ "No two bridges may cross, whoever owns them." }</li>
                <li>{ "Before placing, you may remove any of your own bridges and pegs (a removed peg takes its bridges with it)." }</li>
                <li>{ "In the original rules each player has 50 pegs and both share 100 bridges; with your supply used up, you must remove before you place." }</li>
                <li>{ "Swap: after Black's first peg, White may take it as their own first move." }</li>
                <li>{ "The game is drawn when both players agree, or when neither can connect any more." }</li>
            </ul>
            <h2>{ "Rule sets" }</h2>
            <p>{ "Original (the supplies above); standard (unlimited pegs and bridges, the modern rules); paper and pencil (unlimited, your own bridges may cross each other, nothing is removed, and every possible bridge is made for you)." }</p>
            <h2>{ "Playing on this page" }</h2>
            <p>{ "Tap a hole for your peg; the bridges it can make appear dashed: tap each one you want, or “Build all”. Tap the peg again to take it back. Nothing counts until you tap “End turn”. Before placing, tap one of your pegs or bridges to remove it. Under the pegs left in each supply the page says “no path left” for a player who can no longer connect; when that holds for both, the game is a draw." }</p>
        </>
    }
}

fn doublets() -> Html {
    html! {
        <>
            <p>{ "Race games played on one table (half) of a backgammon board. Each player has six points, numbered 1 (outermost) to 6 (next to the bar), and starts with men stacked on them. Whoever throws higher with one die begins." }</p>
            <h2>{ "Doublets, or the Queen's Game (the default)" }</h2>
            <ul>
                <li>{ "15 men each: two on each of points 1–3, three on each of points 4–6, stacked." }</li>
                <li>{ "First, bear down: each die lays down the top man of the stack on the point of its number (a point of three needs two bearings down). A die whose point is already all down is lost." }</li>
                <li>{ "Once every man is down, bear off: each die takes one man off the point of its number; a die whose point is empty is lost." }</li>
                <li>{ "A doublet counts its pips: double 4 bears down (or off) eight men, on any points you choose." }</li>
                <li>{ "The first to bear off all 15 men wins." }</li>
            </ul>
            <h2>{ "The relatives" }</h2>
            <ul>
                <li><b>{ "Cotton's Doublets (1674): " }</b>{ "a die you cannot use is played by your opponent, if they can." }</li>
                <li><b>{ "Doblet (Alfonso X, 1283): " }</b>{ "12 men each, two on every point, three dice; a die you cannot use is played by your opponent, who may even win with it." }</li>
                <li><b>{ "Dames rabattues (1715): " }</b>{ "a doublet is played as its two dice and you throw again; an unusable die goes to your opponent, except that a player still bearing down may not use the throw of one who is bearing off." }</li>
                <li><b>{ "Ofanfelling (Iceland): " }</b>{ "12 men, two dice; a doublet is played as its two dice and gives another throw; useless dice are lost. After bearing down, the men are stacked up again, one per die on its point; then they are borne off as in backgammon: a die bears off a man from its point; if that point is empty you move a man from a higher point down by the die; if no man stands higher, the man on the highest point is borne off." }</li>
            </ul>
            <h2>{ "As the app plays them" }</h2>
            <ul>
                <li>{ "Each player is in their own phase: one may bear off while the other still bears down. Once your last man is down, the dice left from that throw already bear off." }</li>
                <li>{ "You play your dice one at a time in the order you choose: tap a highlighted point, or a die (a die that cannot be used is then lost, or passed to your opponent, who plays it at once on the point of its number)." }</li>
                <li>{ "When there is only one thing to do the app does it for you. When your dice are played, confirm the turn; until then you can undo your choices, never the throw." }</li>
            </ul>
        </>
    }
}

fn shugoron() -> Html {
    html! {
        <>
            <p>{ "A deduction game for the set playing cards. Each colour has 32 cards, one for every subset of {1,2,3,4,5}, the empty set and the full set included." }</p>
            <h2>{ "Setup" }</h2>
            <p>{ "Each player takes the 32 cards of one colour, secretly chooses one as their hidden set, and holds the other 31. Who starts is decided at random." }</p>
            <h2>{ "A turn: exactly one question" }</h2>
            <ul>
                <li><b>{ "Card question: " }</b>{ "show a card A from your hand. Your opponent answers whether their hidden set X equals A, is larger (contains A and more), is smaller (A contains X and more), or is unrelated." }</li>
                <li><b>{ "Naming question: " }</b>{ "show any card from your hand and name any set; the answer is only \"equal\" or \"not equal\"." }</li>
                <li>{ "Either way the card you showed is spent for good, and your opponent learns it is not your hidden set." }</li>
            </ul>
            <h2>{ "Hits" }</h2>
            <p>{ "An answer \"equal\" is a hit: the player hit turns their set face up and chooses a new hidden set from their hand, and the hitter asks again. Three hits win. A player who must ask or hide with no card left ends the game: more hits wins, equal hits is a draw. The app computes every answer, so nobody can answer wrongly." }</p>
            <h2>{ "On this tablet" }</h2>
            <ul>
                <li>{ "Two players pass the tablet. Between turns a privacy screen covers everything secret; your own hidden set and hand appear only after you confirm you are alone." }</li>
                <li>{ "The lattice draws all 32 sets by size, each joined to the sets with one element more. It marks which sets the opponent's hidden set may still be, given every answer and every card they spent; the latest answer's eliminations are dashed. Turn it off to deduce unaided." }</li>
                <li>{ "Practice: the app hides a random set; tick elements of {1..5} and ask, and count your questions. Reset draws a new set." }</li>
            </ul>
        </>
    }
}
