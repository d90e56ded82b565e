//! The shUgorØn screens' words: the table, the privacy screen, the lattice and practice.
//! The Japanese follows the source's words (伏せる, 手札, 使用済み, 質問, 的中, 一致する,
//! より大きい, より小さい, 無関係); the Italian counts hits as *centri*, the Polish as
//! *trafienia*.

use super::ByLang;
use super::plural::{OneOther, Polish};
use crate::ai::shugoron::Level;
use crate::games::shugoron::{Answer, Phase, PlayError, Player, Reply, SetCard};

/// Who acts at the table, as the words name them: a player, the computer in a player's
/// seat, or the one person playing against it, spoken to. Each language declines it as its
/// grammar needs (and conjugates for "you").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    Player(Player),
    Computer,
    You,
}

/// A player's number, 1 or 2.
const fn number(player: Player) -> usize {
    player.index() + 1
}

/// A set's elements as a reader says them: `1, 3`.
fn listed(set: SetCard) -> String {
    set.elements().map(|e| e.to_string()).collect::<Vec<_>>().join(", ")
}

pub struct Shugoron {
    /// A game in progress kept in this browser: the score and the questions asked so far.
    pub saved_game: fn(u8, u8, usize) -> String,
    pub continue_it: &'static str,
    /// The saved game is back, behind the privacy screen when two share the tablet.
    pub saved_back: &'static str,
    /// A saved game that could not be read: why, and where it was put aside.
    pub saved_set_aside: fn(&str, &str) -> String,
    /// The "Players" menu: two people, against the computer at a level, practice.
    pub people: &'static str,
    pub against_computer: fn(Level) -> String,
    pub practice_mode: &'static str,
    /// The menu's label, for assistive technology.
    pub players: &'static str,
    /// A seat on the scoreboard and in the question log.
    pub seat: fn(Seat) -> String,
    /// An answer, in a word or two.
    pub reply: fn(Reply) -> &'static str,
    /// A card question in the log: who, the card, the reply.
    pub log_card: fn(Seat, SetCard, &str) -> String,
    /// A naming question in the log: who, the card shown, the set named, the reply.
    pub log_named: fn(Seat, SetCard, SetCard, &str) -> String,
    /// The privacy screen: who takes the tablet, what is hidden, and who confirms.
    pub pass_to: fn(Player) -> String,
    pub privacy: &'static str,
    pub alone: fn(Player) -> String,
    /// The button that hands the tablet on after a hit, to the player who must hide.
    pub pass_to_hide: fn(Player) -> String,
    pub hits: fn(usize) -> String,
    /// Before a hidden set revealed at the end.
    pub hidden_set: &'static str,
    pub used_pile: fn(usize) -> String,
    /// The question log, for assistive technology.
    pub questions: &'static str,
    /// The viewer's last answer: the card asked (or the set named) and the reply.
    pub you_asked: fn(SetCard, &str) -> String,
    pub you_named: fn(SetCard, &str) -> String,
    pub your_hidden_set: &'static str,
    pub choose_hidden_set: &'static str,
    /// The hand, for assistive technology, by its number of cards.
    pub hand: fn(usize) -> String,
    pub show_lattice: &'static str,
    pub hide_lattice: &'static str,
    /// Above the lattice: how many sets the opponent's may still be.
    pub lattice_caption: fn(usize) -> String,
    pub hide_a_card: &'static str,
    pub hide_card: fn(SetCard) -> String,
    pub ask_a_card: &'static str,
    pub ask_card: fn(SetCard) -> String,
    /// The element buttons of the set to name, and their group, for assistive technology.
    pub name_element: fn(u8) -> String,
    pub set_to_name: &'static str,
    pub name_set: fn(SetCard) -> String,
    /// The status line: the winner (or a draw) with the score, and who is to act.
    pub won: fn(Seat, &str) -> String,
    pub draw: fn(&str) -> String,
    pub to_hide: fn(Seat) -> String,
    pub asks_next: fn(Seat) -> String,
    pub to_ask: fn(Seat) -> String,
    /// Taps at the wrong time.
    pub tap_card_first: &'static str,
    pub pass_first: &'static str,
    pub over: &'static str,
    pub ask_first: &'static str,
    /// The computer's action (in notation) and the refusal, should the table refuse it.
    pub computer_refused: fn(&str, &str) -> String,
    /// The computer's worker could not follow the game: the action refused and why
    /// ("action 2 (ask 1): …"). Only a fault in the page brings this.
    pub computer_lost: fn(&str) -> String,
    pub refusals: Refusals,
    /// A card read aloud.
    pub spoken: fn(SetCard) -> String,
    pub lattice: Lattice,
    pub practice: Practice,
}

/// The table's refusals ([`PlayError`]), one sentence each.
pub struct Refusals {
    pub game_over: &'static str,
    /// Whose turn it is, and who tried.
    pub not_your_turn: fn(Seat, Seat) -> String,
    pub must_hide_first: fn(Seat) -> String,
    /// Who is to hide, and who tried.
    pub not_hiding_now: fn(Seat, Seat) -> String,
    pub already_hidden: fn(Seat) -> String,
    pub card_spent: fn(SetCard, Seat) -> String,
    pub card_is_hidden: fn(SetCard, Seat) -> String,
}

/// The lattice's words, for assistive technology.
pub struct Lattice {
    /// The whole diagram, by how many sets are still possible.
    pub label: fn(usize) -> String,
    pub possible: &'static str,
    pub spent: &'static str,
    pub ruled_out: &'static str,
}

/// Practice mode's words.
pub struct Practice {
    /// An answer with what it means.
    pub explained: fn(Answer) -> &'static str,
    /// The hidden set found, after this many questions.
    pub found: fn(SetCard, usize) -> String,
    /// After it, in practice, its own spacing included: how to play another round (not in a
    /// lesson, which has none).
    pub again: &'static str,
    /// Not found yet, after this many questions.
    pub hidden: fn(usize) -> String,
    pub element: fn(u8) -> String,
    pub ticks: &'static str,
    pub ask: &'static str,
    pub reset: &'static str,
    /// What practice is, in a line, above the round.
    pub how: &'static str,
}

impl Shugoron {
    /// The sentence for the table's refusal `error`; `seat` says who sits in each player's
    /// place (a player, or the computer).
    pub fn refusal(&self, error: PlayError, seat: impl Fn(Player) -> Seat) -> String {
        let words = &self.refusals;
        match error {
            PlayError::GameOver => words.game_over.to_owned(),
            PlayError::NotYourTurn { player, to_move } => (words.not_your_turn)(seat(to_move), seat(player)),
            PlayError::MustHideFirst(player) => (words.must_hide_first)(seat(player)),
            PlayError::NotHidingNow { player, phase: Phase::Hiding(hider) } => {
                (words.not_hiding_now)(seat(hider), seat(player))
            }
            PlayError::NotHidingNow { player, .. } => (words.already_hidden)(seat(player)),
            PlayError::CardSpent { player, card } => (words.card_spent)(card, seat(player)),
            PlayError::CardIsHidden { player, card } => (words.card_is_hidden)(card, seat(player)),
        }
    }
}

/// English names a seat "Player 1", "Computer" or "You" on labels, "the computer" in a
/// sentence.
fn en_label(seat: Seat) -> String {
    match seat {
        Seat::Player(p) => format!("Player {}", number(p)),
        Seat::Computer => "Computer".to_owned(),
        Seat::You => "You".to_owned(),
    }
}

fn en_in_sentence(seat: Seat) -> String {
    match seat {
        Seat::Player(p) => format!("Player {}", number(p)),
        Seat::Computer => "the computer".to_owned(),
        Seat::You => "you".to_owned(),
    }
}

/// Whose a thing is: "Player 1's", "the computer's", "your"; standing alone, "yours".
fn en_whose(seat: Seat, alone: bool) -> String {
    match seat {
        Seat::You if alone => "yours".to_owned(),
        Seat::You => "your".to_owned(),
        other => format!("{}'s", en_in_sentence(other)),
    }
}

/// The same at the start of a sentence.
fn en_opening(seat: Seat) -> String {
    match seat {
        Seat::Player(p) => format!("Player {}", number(p)),
        Seat::Computer => "The computer".to_owned(),
        Seat::You => "You".to_owned(),
    }
}

const HITS_EN: OneOther = OneOther { one: "hit", other: "hits" };
const CARDS_EN: OneOther = OneOther { one: "card", other: "cards" };
const SETS_EN: OneOther = OneOther { one: "set", other: "sets" };
const QUESTIONS_EN: OneOther = OneOther { one: "question", other: "questions" };

/// Italian names a seat with the article its preposition wants: `il`, `al`, `del`.
/// "You" takes its own forms: *tu*, *a te*; *del* has none (those sentences say *tuo*).
fn it_with(article: &str, seat: Seat) -> String {
    match seat {
        Seat::Player(p) => format!("{article} Giocatore {}", number(p)),
        Seat::Computer => format!("{article} computer"),
        Seat::You if article == "al" => "a te".to_owned(),
        Seat::You => "tu".to_owned(),
    }
}

fn it_label(seat: Seat) -> String {
    match seat {
        Seat::Player(p) => format!("Giocatore {}", number(p)),
        Seat::Computer => "Computer".to_owned(),
        Seat::You => "Tu".to_owned(),
    }
}

const HITS_IT: OneOther = OneOther { one: "centro", other: "centri" };
const CARDS_IT: OneOther = OneOther { one: "carta", other: "carte" };
const POSSIBLE_IT: OneOther = OneOther { one: "insieme possibile", other: "insiemi possibili" };
const POSSIBLE_ALONE_IT: OneOther = OneOther { one: "possibile", other: "possibili" };
const QUESTIONS_IT: OneOther = OneOther { one: "domanda", other: "domande" };

/// Polish names a seat in the nominative ("Gracz 1", "komputer" inside a sentence) or the
/// genitive ("Gracza 1", "komputera"); only players take the tablet, in the dative.
fn pl_label(seat: Seat) -> String {
    match seat {
        Seat::Player(p) => format!("Gracz {}", number(p)),
        Seat::Computer => "Komputer".to_owned(),
        Seat::You => "Ty".to_owned(),
    }
}

fn pl_nominative(seat: Seat) -> String {
    match seat {
        Seat::Player(p) => format!("Gracz {}", number(p)),
        Seat::Computer => "komputer".to_owned(),
        Seat::You => "ty".to_owned(),
    }
}

/// "You" has no genitive here: those sentences say *twój*, *twoich*.
fn pl_genitive(seat: Seat) -> String {
    match seat {
        Seat::Player(p) => format!("Gracza {}", number(p)),
        Seat::Computer => "komputera".to_owned(),
        Seat::You => "ciebie".to_owned(),
    }
}

const HITS_PL: Polish = Polish { one: "trafienie", few: "trafienia", many: "trafień" };
const CARDS_PL: Polish = Polish { one: "karta", few: "karty", many: "kart" };
const POSSIBLE_PL: Polish = Polish { one: "możliwy zbiór", few: "możliwe zbiory", many: "możliwych zbiorów" };
const POSSIBLE_ALONE_PL: Polish = Polish { one: "możliwy", few: "możliwe", many: "możliwych" };
const QUESTIONS_PL: Polish = Polish { one: "pytanie", few: "pytania", many: "pytań" };

fn ja_name(seat: Seat) -> String {
    match seat {
        Seat::Player(p) => format!("プレイヤー{}", number(p)),
        Seat::Computer => "コンピュータ".to_owned(),
        Seat::You => "あなた".to_owned(),
    }
}

pub static SHUGORON: ByLang<Shugoron> = ByLang {
    en: Shugoron {
        saved_game: |a, b, n| {
            format!("A game you were playing is saved in this browser (score {a}–{b}, {n} {}).", QUESTIONS_EN.after(n))
        },
        continue_it: "Continue it",
        saved_back: "Your saved game is back.",
        saved_set_aside: |error, key| {
            format!(
                "The game saved in this browser could not be read ({error}); it was set aside under “{key}” in the browser's storage, and a new game opened."
            )
        },
        people: "Two players on this tablet",
        against_computer: |level| {
            let level = match level {
                Level::Easy => "easy",
                Level::Normal => "normal",
                Level::Strong => "strong",
            };
            format!("Against the computer ({level})")
        },
        practice_mode: "Practice: find a hidden set alone",
        players: "Players",
        seat: en_label,
        reply: |reply| match reply {
            Reply::Card(Answer::Equal) | Reply::Named { equal: true } => "equal",
            Reply::Card(Answer::Larger) => "larger",
            Reply::Card(Answer::Smaller) => "smaller",
            Reply::Card(Answer::Unrelated) => "unrelated",
            Reply::Named { equal: false } => "not equal",
        },
        log_card: |seat, card, reply| format!("{} asked {card}: {reply}", en_label(seat)),
        log_named: |seat, card, named, reply| format!("{} showed {card} and named {named}: {reply}", en_label(seat)),
        pass_to: |p| format!("Pass the tablet to Player {}", number(p)),
        privacy: "Everything secret is put away. Open it only when nobody else can see the screen.",
        alone: |p| format!("I am Player {}, and alone", number(p)),
        pass_to_hide: |p| format!("Pass the tablet to Player {} to hide a new set", number(p)),
        hits: |n| format!("{n} {}", HITS_EN.after(n)),
        hidden_set: "Hidden set: ",
        used_pile: |n| format!("Used pile ({n})"),
        questions: "Questions",
        you_asked: |card, reply| format!("You asked {card}: {reply}."),
        you_named: |named, reply| format!("You named {named}: {reply}."),
        your_hidden_set: "Your hidden set ",
        choose_hidden_set: "Choose your hidden set: tap a card, then Hide it.",
        hand: |n| format!("Your hand: {n} {}", CARDS_EN.after(n)),
        show_lattice: "Show the lattice",
        hide_lattice: "Hide the lattice",
        lattice_caption: |n| {
            format!("The opponent's hidden set: {n} {} still possible. Tap a set to name it.", SETS_EN.after(n))
        },
        hide_a_card: "Hide a card",
        hide_card: |card| format!("Hide {card}"),
        ask_a_card: "Ask a card",
        ask_card: |card| format!("Ask {card}"),
        name_element: |e| format!("name element {e}"),
        set_to_name: "The set to name",
        name_set: |set| format!("Name {set}"),
        won: |seat, score| match seat {
            Seat::You => format!("You win, {score}."),
            other => format!("{} wins, {score}.", en_opening(other)),
        },
        draw: |score| format!("A draw, {score}."),
        to_hide: |seat| match seat {
            Seat::You => "Your turn to choose a hidden set.".to_owned(),
            other => format!("{} to choose a hidden set.", en_opening(other)),
        },
        asks_next: |seat| format!("{} to ask next: pass the tablet.", en_opening(seat)),
        to_ask: |seat| match seat {
            Seat::You => "Your turn to ask a question.".to_owned(),
            other => format!("{} to ask a question.", en_opening(other)),
        },
        tap_card_first: "Tap a card of your hand first.",
        pass_first: "Pass the tablet first.",
        over: "The game is over: start a new one.",
        ask_first: "Ask your question first: a turn is exactly one question.",
        computer_refused: |action, reason| format!("The computer's {action} was refused. {reason}"),
        computer_lost: |reason| format!("The computer lost track of the game: {reason}. Start a new game."),
        refusals: Refusals {
            game_over: "The game is over.",
            not_your_turn: |to_move, player| {
                format!(
                    "It is {} turn, not {}: a turn is exactly one question.",
                    en_whose(to_move, false),
                    en_whose(player, true)
                )
            },
            must_hide_first: |seat| format!("{} must choose a hidden set before anybody asks.", en_opening(seat)),
            not_hiding_now: |hider, player| {
                format!("{} is to hide a set now, not {}.", en_opening(hider), en_in_sentence(player))
            },
            already_hidden: |seat| {
                let has = if seat == Seat::You { "have" } else { "has" };
                format!("{} already {has} a hidden set; it is time for a question.", en_opening(seat))
            },
            card_spent: |card, seat| {
                format!("{card} is spent: it lies face up on {} used pile.", en_whose(seat, false))
            },
            card_is_hidden: |card, seat| {
                format!("{card} is {} hidden set, not a card in the hand.", en_whose(seat, false))
            },
        },
        spoken: |set| {
            if set == SetCard::EMPTY { "the empty set".to_owned() } else { format!("the set {{{}}}", listed(set)) }
        },
        lattice: Lattice {
            label: |n| format!("The 32 sets: {n} still possible"),
            possible: "possible",
            spent: "spent",
            ruled_out: "ruled out",
        },
        practice: Practice {
            explained: |answer| match answer {
                Answer::Equal => "equal: found it!",
                Answer::Larger => "larger: the hidden set contains it and more",
                Answer::Smaller => "smaller: it contains the hidden set and more",
                Answer::Unrelated => "unrelated: neither contains the other",
            },
            found: |set, n| format!("Found {set} in {n} {}.", QUESTIONS_EN.after(n)),
            again: " Reset for a new set.",
            hidden: |n| format!("A set is hidden. Questions so far: {n}."),
            element: |e| format!("element {e}"),
            ticks: "Tick the elements of the set to ask",
            ask: "Ask",
            reset: "Reset",
            how: "The page hides one of the 32 subsets of {1,2,3,4,5}. Tick elements, ask, and read the answer: equal, larger, smaller or unrelated. Find the hidden set in as few questions as you can.",
        },
    },
    it: Shugoron {
        saved_game: |a, b, n| {
            format!(
                "Una partita che stavi giocando è salvata in questo browser (punteggio {a}–{b}, {n} {}).",
                QUESTIONS_IT.after(n)
            )
        },
        continue_it: "Continuala",
        saved_back: "La partita salvata è tornata.",
        saved_set_aside: |error, key| {
            format!(
                "Non è stato possibile leggere la partita salvata in questo browser ({error}); è stata messa da parte sotto «{key}» nella memoria del browser, e si è aperta una nuova partita."
            )
        },
        people: "Due giocatori su questo tablet",
        against_computer: |level| {
            let level = match level {
                Level::Easy => "facile",
                Level::Normal => "normale",
                Level::Strong => "forte",
            };
            format!("Contro il computer ({level})")
        },
        practice_mode: "Allenamento: trova da solo un insieme nascosto",
        players: "Giocatori",
        seat: it_label,
        reply: |reply| match reply {
            Reply::Card(Answer::Equal) | Reply::Named { equal: true } => "uguale",
            Reply::Card(Answer::Larger) => "più grande",
            Reply::Card(Answer::Smaller) => "più piccolo",
            Reply::Card(Answer::Unrelated) => "senza relazione",
            Reply::Named { equal: false } => "diverso",
        },
        log_card: |seat, card, reply| match seat {
            Seat::You => format!("Hai chiesto {card}: {reply}"),
            other => format!("{} ha chiesto {card}: {reply}", it_label(other)),
        },
        log_named: |seat, card, named, reply| match seat {
            Seat::You => format!("Hai mostrato {card} e nominato {named}: {reply}"),
            other => format!("{} ha mostrato {card} e nominato {named}: {reply}", it_label(other)),
        },
        pass_to: |p| format!("Passa il tablet al Giocatore {}", number(p)),
        privacy: "Tutto ciò che è segreto è coperto. Apri solo quando nessun altro può vedere lo schermo.",
        alone: |p| format!("Sono il Giocatore {}: nessun altro guarda", number(p)),
        pass_to_hide: |p| format!("Passa il tablet al Giocatore {} per nascondere un nuovo insieme", number(p)),
        hits: |n| format!("{n} {}", HITS_IT.after(n)),
        hidden_set: "Insieme nascosto: ",
        used_pile: |n| format!("Carte usate ({n})"),
        questions: "Domande",
        you_asked: |card, reply| format!("Hai chiesto {card}: {reply}."),
        you_named: |named, reply| format!("Hai nominato {named}: {reply}."),
        your_hidden_set: "Il tuo insieme nascosto ",
        choose_hidden_set: "Scegli il tuo insieme nascosto: tocca una carta, poi Nascondi.",
        hand: |n| format!("La tua mano: {n} {}", CARDS_IT.after(n)),
        show_lattice: "Mostra il reticolo",
        hide_lattice: "Nascondi il reticolo",
        lattice_caption: |n| {
            format!(
                "L'insieme nascosto dell'avversario: ancora {n} {}. Tocca un insieme per nominarlo.",
                POSSIBLE_IT.after(n)
            )
        },
        hide_a_card: "Nascondi una carta",
        hide_card: |card| format!("Nascondi {card}"),
        ask_a_card: "Chiedi con una carta",
        ask_card: |card| format!("Chiedi {card}"),
        name_element: |e| format!("elemento {e} dell'insieme da nominare"),
        set_to_name: "L'insieme da nominare",
        name_set: |set| format!("Nomina {set}"),
        won: |seat, score| {
            format!("{} {}, {score}.", if seat == Seat::You { "Vinci" } else { "Vince" }, it_with("il", seat))
        },
        draw: |score| format!("Parità, {score}."),
        to_hide: |seat| format!("Tocca {} scegliere un insieme nascosto.", it_with("al", seat)),
        asks_next: |seat| format!("Ora tocca {} chiedere: passa il tablet.", it_with("al", seat)),
        to_ask: |seat| format!("Tocca {} fare una domanda.", it_with("al", seat)),
        tap_card_first: "Prima tocca una carta della tua mano.",
        pass_first: "Prima passa il tablet.",
        over: "La partita è finita: iniziane una nuova.",
        ask_first: "Prima fai la tua domanda: ogni turno è esattamente una domanda.",
        computer_refused: |action, reason| format!("La mossa del computer ({action}) è stata rifiutata. {reason}"),
        computer_lost: |reason| {
            format!("Il computer ha perso il filo della partita: {reason}. Inizia una nuova partita.")
        },
        refusals: Refusals {
            game_over: "La partita è finita.",
            not_your_turn: |to_move, player| {
                format!(
                    "Tocca {}, non {}: ogni turno è esattamente una domanda.",
                    it_with("al", to_move),
                    it_with("al", player)
                )
            },
            must_hide_first: |seat| {
                format!("Prima che qualcuno chieda, tocca {} scegliere un insieme nascosto.", it_with("al", seat))
            },
            not_hiding_now: |hider, player| {
                format!("Ora tocca {} nascondere un insieme, non {}.", it_with("al", hider), it_with("al", player))
            },
            already_hidden: |seat| match seat {
                Seat::You => "Hai già un insieme nascosto: è il momento di una domanda.".to_owned(),
                other => format!("C'è già un insieme nascosto {}: è il momento di una domanda.", it_with("del", other)),
            },
            card_spent: |card, seat| match seat {
                Seat::You => format!("La carta {card} è già stata usata: è scoperta tra le tue carte usate."),
                other => {
                    format!(
                        "La carta {card} è già stata usata: è scoperta tra le carte usate {}.",
                        it_with("del", other)
                    )
                }
            },
            card_is_hidden: |card, seat| match seat {
                Seat::You => format!("La carta {card} è il tuo insieme nascosto, non una carta della mano."),
                other => {
                    format!("La carta {card} è l'insieme nascosto {}, non una carta della mano.", it_with("del", other))
                }
            },
        },
        spoken: |set| {
            if set == SetCard::EMPTY { "l'insieme vuoto".to_owned() } else { format!("l'insieme {{{}}}", listed(set)) }
        },
        lattice: Lattice {
            label: |n| format!("I 32 insiemi: ancora {n} {}", POSSIBLE_ALONE_IT.after(n)),
            possible: "possibile",
            spent: "usato",
            ruled_out: "escluso",
        },
        practice: Practice {
            explained: |answer| match answer {
                Answer::Equal => "uguale: trovato!",
                Answer::Larger => "più grande: l'insieme nascosto lo contiene e ha altro",
                Answer::Smaller => "più piccolo: contiene l'insieme nascosto e altro",
                Answer::Unrelated => "senza relazione: nessuno dei due contiene l'altro",
            },
            found: |set, n| format!("Trovato {set} in {n} {}.", QUESTIONS_IT.after(n)),
            again: " «Ricomincia» per un nuovo insieme.",
            hidden: |n| format!("Un insieme è nascosto. Domande finora: {n}."),
            element: |e| format!("elemento {e}"),
            ticks: "Segna gli elementi dell'insieme da chiedere",
            ask: "Chiedi",
            reset: "Ricomincia",
            how: "La pagina nasconde uno dei 32 sottoinsiemi di {1,2,3,4,5}. Spunta degli elementi, chiedi e leggi la risposta: uguale, più grande, più piccolo o senza relazione. Trova l'insieme nascosto con meno domande possibile.",
        },
    },
    pl: Shugoron {
        saved_game: |a, b, n| {
            format!(
                "W tej przeglądarce zapisana jest gra, którą prowadziłeś (wynik {a}–{b}, {n} {}).",
                QUESTIONS_PL.after(n)
            )
        },
        continue_it: "Kontynuuj",
        saved_back: "Zapisana gra wróciła.",
        saved_set_aside: |error, key| {
            format!(
                "Nie udało się odczytać gry zapisanej w tej przeglądarce ({error}); odłożono ją pod kluczem „{key}” w pamięci przeglądarki i otwarto nową grę."
            )
        },
        people: "Dwóch graczy na tym tablecie",
        against_computer: |level| {
            let level = match level {
                Level::Easy => "łatwy",
                Level::Normal => "normalny",
                Level::Strong => "silny",
            };
            format!("Przeciw komputerowi (poziom {level})")
        },
        practice_mode: "Trening: samodzielnie odgadnij ukryty zbiór",
        players: "Gracze",
        seat: pl_label,
        reply: |reply| match reply {
            Reply::Card(Answer::Equal) | Reply::Named { equal: true } => "równy",
            Reply::Card(Answer::Larger) => "większy",
            Reply::Card(Answer::Smaller) => "mniejszy",
            Reply::Card(Answer::Unrelated) => "bez związku",
            Reply::Named { equal: false } => "różny",
        },
        log_card: |seat, card, reply| match seat {
            Seat::You => format!("Pytasz o {card}: {reply}"),
            other => format!("{} pyta o {card}: {reply}", pl_label(other)),
        },
        log_named: |seat, card, named, reply| match seat {
            Seat::You => format!("Pokazujesz {card} i nazywasz {named}: {reply}"),
            other => format!("{} pokazuje {card} i nazywa {named}: {reply}", pl_label(other)),
        },
        pass_to: |p| format!("Podaj tablet Graczowi {}", number(p)),
        privacy: "Wszystko, co tajne, jest zasłonięte. Odsłoń dopiero wtedy, gdy nikt inny nie widzi ekranu.",
        alone: |p| format!("To ja, Gracz {}, i nikt nie patrzy", number(p)),
        pass_to_hide: |p| format!("Podaj tablet Graczowi {} do ukrycia nowego zbioru", number(p)),
        hits: |n| format!("{n} {}", HITS_PL.after(n)),
        hidden_set: "Ukryty zbiór: ",
        used_pile: |n| format!("Zużyte karty ({n})"),
        questions: "Pytania",
        you_asked: |card, reply| format!("Pytanie o {card}: {reply}."),
        you_named: |named, reply| format!("Nazwany zbiór {named}: {reply}."),
        your_hidden_set: "Twój ukryty zbiór ",
        choose_hidden_set: "Wybierz swój ukryty zbiór: dotknij karty, a potem Ukryj.",
        hand: |n| format!("Twoja ręka: {n} {}", CARDS_PL.after(n)),
        show_lattice: "Pokaż kratę",
        hide_lattice: "Ukryj kratę",
        lattice_caption: |n| {
            format!("Ukryty zbiór przeciwnika: jeszcze {n} {}. Dotknij zbioru, by go nazwać.", POSSIBLE_PL.after(n))
        },
        hide_a_card: "Ukryj kartę",
        hide_card: |card| format!("Ukryj {card}"),
        ask_a_card: "Zapytaj kartą",
        ask_card: |card| format!("Zapytaj o {card}"),
        name_element: |e| format!("element {e} nazywanego zbioru"),
        set_to_name: "Zbiór do nazwania",
        name_set: |set| format!("Nazwij {set}"),
        won: |seat, score| match seat {
            Seat::You => format!("Wygrywasz, {score}."),
            other => format!("Wygrywa {}, {score}.", pl_nominative(other)),
        },
        draw: |score| format!("Remis, {score}."),
        to_hide: |seat| match seat {
            Seat::You => "Wybierasz ukryty zbiór.".to_owned(),
            other => format!("Ukryty zbiór wybiera {}.", pl_nominative(other)),
        },
        asks_next: |seat| format!("Teraz pyta {}: przekaż tablet.", pl_nominative(seat)),
        to_ask: |seat| match seat {
            Seat::You => "Zadajesz pytanie.".to_owned(),
            other => format!("Pytanie zadaje {}.", pl_nominative(other)),
        },
        tap_card_first: "Najpierw dotknij karty ze swojej ręki.",
        pass_first: "Najpierw przekaż tablet.",
        over: "Gra jest skończona: zacznij nową.",
        ask_first: "Najpierw zadaj pytanie: tura to dokładnie jedno pytanie.",
        computer_refused: |action, reason| format!("Ruch komputera ({action}) został odrzucony. {reason}"),
        computer_lost: |reason| format!("Komputer pogubił się w grze: {reason}. Zacznij nową grę."),
        refusals: Refusals {
            game_over: "Gra jest skończona.",
            not_your_turn: |to_move, player| {
                format!(
                    "Teraz pyta {}, nie {}: tura to dokładnie jedno pytanie.",
                    pl_nominative(to_move),
                    pl_nominative(player)
                )
            },
            must_hide_first: |seat| match seat {
                Seat::You => "Zanim ktokolwiek zapyta, musisz wybrać ukryty zbiór.".to_owned(),
                other => format!("Zanim ktokolwiek zapyta, ukryty zbiór musi wybrać {}.", pl_nominative(other)),
            },
            not_hiding_now: |hider, player| {
                format!("Teraz zbiór ukrywa {}, nie {}.", pl_nominative(hider), pl_nominative(player))
            },
            already_hidden: |seat| match seat {
                Seat::You => "Masz już ukryty zbiór; czas na pytanie.".to_owned(),
                other => format!("Ukryty zbiór ma już {}; czas na pytanie.", pl_nominative(other)),
            },
            card_spent: |card, seat| match seat {
                Seat::You => format!("Karta {card} jest zużyta: leży odkryta na stosie twoich zużytych kart."),
                other => {
                    format!("Karta {card} jest zużyta: leży odkryta na stosie zużytych kart {}.", pl_genitive(other))
                }
            },
            card_is_hidden: |card, seat| match seat {
                Seat::You => format!("{card} to twój ukryty zbiór, a nie karta z ręki."),
                other => format!("{card} to ukryty zbiór {}, a nie karta z ręki.", pl_genitive(other)),
            },
        },
        spoken: |set| {
            if set == SetCard::EMPTY { "zbiór pusty".to_owned() } else { format!("zbiór {{{}}}", listed(set)) }
        },
        lattice: Lattice {
            label: |n| format!("32 zbiory: jeszcze {n} {}", POSSIBLE_ALONE_PL.after(n)),
            possible: "możliwy",
            spent: "zużyty",
            ruled_out: "wykluczony",
        },
        practice: Practice {
            explained: |answer| match answer {
                Answer::Equal => "równy: trafiony!",
                Answer::Larger => "większy: ukryty zbiór go zawiera i ma coś więcej",
                Answer::Smaller => "mniejszy: zawiera ukryty zbiór i coś więcej",
                Answer::Unrelated => "bez związku: żaden nie zawiera drugiego",
            },
            found: |set, n| format!("Znaleziono {set}. Liczba pytań: {n}."),
            again: " „Od nowa” losuje nowy zbiór.",
            hidden: |n| format!("Zbiór jest ukryty. Liczba pytań: {n}."),
            element: |e| format!("element {e}"),
            ticks: "Zaznacz elementy zbioru, o który pytasz",
            ask: "Zapytaj",
            reset: "Od nowa",
            how: "Strona ukrywa jeden z 32 podzbiorów zbioru {1,2,3,4,5}. Zaznacz elementy, zapytaj i przeczytaj odpowiedź: równy, większy, mniejszy albo bez związku. Znajdź ukryty zbiór w jak najmniejszej liczbie pytań.",
        },
    },
    ja: Shugoron {
        saved_game: |a, b, n| format!("このブラウザーに途中のゲームが保存されています（{a}–{b}、質問 {n} 回）。"),
        continue_it: "続ける",
        saved_back: "保存したゲームに戻りました。",
        saved_set_aside: |error, key| {
            format!(
                "このブラウザーに保存されたゲームを読めませんでした（{error}）。ブラウザーの保存領域の「{key}」に退避し、新しいゲームを開きました。"
            )
        },
        people: "このタブレットで 2 人対戦",
        against_computer: |level| {
            let level = match level {
                Level::Easy => "やさしい",
                Level::Normal => "ふつう",
                Level::Strong => "強い",
            };
            format!("コンピュータと対戦（{level}）")
        },
        practice_mode: "練習：1 人で伏せられた集合を当てる",
        players: "対戦の形式",
        seat: ja_name,
        reply: |reply| match reply {
            Reply::Card(Answer::Equal) | Reply::Named { equal: true } => "一致する",
            Reply::Card(Answer::Larger) => "より大きい",
            Reply::Card(Answer::Smaller) => "より小さい",
            Reply::Card(Answer::Unrelated) => "無関係",
            Reply::Named { equal: false } => "一致しない",
        },
        log_card: |seat, card, reply| format!("{}が {card} で質問：{reply}", ja_name(seat)),
        log_named: |seat, card, named, reply| format!("{}が {card} を公開して {named} を指定：{reply}", ja_name(seat)),
        pass_to: |p| format!("タブレットを{}に渡してください", ja_name(Seat::Player(p))),
        privacy: "秘密の情報はすべて隠してあります。ほかの人に画面が見えないときだけ開いてください。",
        alone: |p| format!("{}です。周りに誰もいません", ja_name(Seat::Player(p))),
        pass_to_hide: |p| format!("タブレットを{}に渡して、新しい集合を伏せてもらう", ja_name(Seat::Player(p))),
        hits: |n| format!("的中 {n} 回"),
        hidden_set: "伏せた集合：",
        used_pile: |n| format!("使用済み（{n} 枚）"),
        questions: "質問",
        you_asked: |card, reply| format!("{card} で質問：{reply}。"),
        you_named: |named, reply| format!("{named} を指定：{reply}。"),
        your_hidden_set: "あなたが伏せた集合 ",
        choose_hidden_set: "伏せる集合を選んでください。カードをタップしてから「伏せる」を押します。",
        hand: |n| format!("手札：{n} 枚"),
        show_lattice: "包含関係の図を表示",
        hide_lattice: "包含関係の図を隠す",
        lattice_caption: |n| format!("相手の伏せた集合：候補はあと {n} 通り。集合をタップすると指定できます。"),
        hide_a_card: "カードを伏せる",
        hide_card: |card| format!("{card} を伏せる"),
        ask_a_card: "カードで質問",
        ask_card: |card| format!("{card} で質問"),
        name_element: |e| format!("指定する集合の要素 {e}"),
        set_to_name: "指定する集合",
        name_set: |set| format!("{set} を指定"),
        won: |seat, score| format!("{}の勝ち（{score}）。", ja_name(seat)),
        draw: |score| format!("引き分け（{score}）。"),
        to_hide: |seat| format!("{}が伏せる集合を選ぶ番です。", ja_name(seat)),
        asks_next: |seat| format!("次は{}が質問する番です。タブレットを渡してください。", ja_name(seat)),
        to_ask: |seat| format!("{}が質問する番です。", ja_name(seat)),
        tap_card_first: "先に手札のカードをタップしてください。",
        pass_first: "先にタブレットを渡してください。",
        over: "ゲームは終わりました。新しいゲームを始めてください。",
        ask_first: "先に質問してください。各手番の質問はちょうど 1 回です。",
        computer_refused: |action, reason| format!("コンピュータの手（{action}）は認められませんでした。{reason}"),
        computer_lost: |reason| {
            format!("コンピュータが対局の流れを見失いました：{reason}。新しいゲームを始めてください。")
        },
        refusals: Refusals {
            game_over: "ゲームは終わっています。",
            not_your_turn: |to_move, player| {
                format!(
                    "今は{}の番で、{}の番ではありません。各手番の質問はちょうど 1 回です。",
                    ja_name(to_move),
                    ja_name(player)
                )
            },
            must_hide_first: |seat| format!("質問の前に、{}が伏せる集合を選ぶ必要があります。", ja_name(seat)),
            not_hiding_now: |hider, player| {
                format!("今、集合を伏せるのは{}で、{}ではありません。", ja_name(hider), ja_name(player))
            },
            already_hidden: |seat| format!("{}はもう集合を伏せています。質問の番です。", ja_name(seat)),
            card_spent: |card, seat| {
                format!("{card} は使用済みです。{}の使用済みカードとして表向きに置かれています。", ja_name(seat))
            },
            card_is_hidden: |card, seat| {
                format!("{card} は{}が伏せた集合で、手札のカードではありません。", ja_name(seat))
            },
        },
        spoken: |set| {
            if set == SetCard::EMPTY { "空集合".to_owned() } else { format!("集合 {{{}}}", listed(set)) }
        },
        lattice: Lattice {
            label: |n| format!("32 個の集合：候補はあと {n} 通り"),
            possible: "候補",
            spent: "使用済み",
            ruled_out: "除外",
        },
        practice: Practice {
            explained: |answer| match answer {
                Answer::Equal => "一致する：的中！",
                Answer::Larger => "より大きい：伏せた集合はこれを含み、さらに要素がある",
                Answer::Smaller => "より小さい：これが伏せた集合を含み、さらに要素がある",
                Answer::Unrelated => "無関係：どちらも他方を含まない",
            },
            found: |set, n| format!("{n} 回の質問で {set} を当てました。"),
            again: "「リセット」で新しい集合になります。",
            hidden: |n| format!("集合が 1 つ伏せられています。ここまでの質問：{n} 回。"),
            element: |e| format!("要素 {e}"),
            ticks: "質問する集合の要素にチェックを入れる",
            ask: "質問する",
            reset: "リセット",
            how: "ページが {1,2,3,4,5} の部分集合 32 個のうち 1 つを伏せます。要素を選んで質問し、答え（一致・より大きい・より小さい・無関係）を読みましょう。できるだけ少ない質問で伏せた集合を当ててください。",
        },
    },
};
