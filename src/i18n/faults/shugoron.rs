//! The faults of a damaged record of shUgorØn (kept only in this browser, never in a link),
//! in every language. Players, sets and cards as the shUgorØn screen says them (Giocatore,
//! insieme, carta; Gracz, zbiór, karta; プレイヤー, 集合, カード).

use super::super::{ByLang, Lang};
use super::{FAULTS, count, envelope, worded};
use crate::games::shugoron::record::RecordError;
use crate::games::shugoron::{Phase, PlayError, Player};

pub struct ShugoronFaults {
    /// An action of the record (its number, as the command line writes it), and why the
    /// rules refuse it.
    /// Who asks first is not 1 or 2 (the text found).
    pub first: fn(&str) -> String,
    /// Action `number` is cut short, or has this text where a marker or a set belongs.
    pub cut_in_action: fn(usize) -> String,
    pub not_a_marker: fn(usize, &str) -> String,
    /// Something after the actions.
    /// The rules' refusals: the game over; whose turn it is (to move, the one who acted);
    /// who must hide first; who is to hide (the hider, the one who acted); who has hidden
    /// already; a card spent or hidden (the card, its player).
    pub game_over: &'static str,
    pub not_your_turn: fn(Player, Player) -> String,
    pub must_hide_first: fn(Player) -> String,
    pub not_hiding_now: fn(Player, Player) -> String,
    pub already_hidden: fn(Player) -> String,
    pub card_spent: fn(&str, Player) -> String,
    pub card_is_hidden: fn(&str, Player) -> String,
    /// The saved game: not a setup and a record, or a setup that is none (its text).
    pub not_setup_and_record: &'static str,
    pub not_a_setup: fn(&str) -> String,
}

const fn number(player: Player) -> usize {
    player.index() + 1
}

fn illegal(lang: Lang, error: &PlayError) -> String {
    let words = &SHUGORON_FAULTS[lang];
    match *error {
        PlayError::GameOver => words.game_over.to_owned(),
        PlayError::NotYourTurn { player, to_move } => (words.not_your_turn)(to_move, player),
        PlayError::MustHideFirst(player) => (words.must_hide_first)(player),
        PlayError::NotHidingNow { player, phase: Phase::Hiding(hider) } => (words.not_hiding_now)(hider, player),
        PlayError::NotHidingNow { player, .. } => (words.already_hidden)(player),
        PlayError::CardSpent { player, card } => (words.card_spent)(&card.to_string(), player),
        PlayError::CardIsHidden { player, card } => (words.card_is_hidden)(&card.to_string(), player),
    }
}

/// Why a record of shUgorØn could not be read whole, in `lang`.
pub fn record(lang: Lang, error: &RecordError) -> String {
    let words = &SHUGORON_FAULTS[lang];
    match error {
        RecordError::Envelope(e) => envelope(lang, e),
        RecordError::First(text) => (words.first)(text),
        RecordError::Count(e) => count(lang, e),
        RecordError::Unreadable { number, text } if text.is_empty() => (words.cut_in_action)(*number),
        RecordError::Unreadable { number, text } => (words.not_a_marker)(*number, text),
        RecordError::Illegal { number, action, error } => {
            (FAULTS[lang].at_action)(*number, &action.to_string(), &illegal(lang, error))
        }
        RecordError::Extra(text) => (FAULTS[lang].after_actions)(text),
    }
}

worded! { RecordError => record, PlayError => illegal }

pub static SHUGORON_FAULTS: ByLang<ShugoronFaults> = ByLang {
    en: ShugoronFaults {
        first: |text| format!("the game record should say who asks first, 1 or 2, not '{text}'"),
        cut_in_action: |number| format!("action {number}: the record stops in the middle of it"),
        not_a_marker: |number, text| format!("action {number}: '{text}' is not h, a, n or a set from 0 to v"),
        game_over: "the game is over",
        not_your_turn: |to_move, player| {
            format!(
                "it is Player {}'s turn, not Player {}'s: a turn is exactly one question",
                number(to_move),
                number(player)
            )
        },
        must_hide_first: |player| format!("Player {} must choose a hidden set before anybody asks", number(player)),
        not_hiding_now: |hider, player| {
            format!("Player {} is to hide a set now, not Player {}", number(hider), number(player))
        },
        already_hidden: |player| {
            format!("Player {} already has a hidden set; it is time for a question", number(player))
        },
        card_spent: |card, player| format!("{card} is spent: it lies face up on Player {}'s used pile", number(player)),
        card_is_hidden: |card, player| {
            format!("{card} is Player {}'s hidden set, not a card in the hand", number(player))
        },
        not_setup_and_record: "it is not a setup and a record",
        not_a_setup: |query| format!("'{query}' is not a setup"),
    },
    it: ShugoronFaults {
        first: |text| format!("la registrazione dovrebbe dire chi chiede per primo, 1 o 2, non «{text}»"),
        cut_in_action: |number| format!("azione {number}: la registrazione si interrompe a metà"),
        not_a_marker: |number, text| format!("azione {number}: «{text}» non è h, a, n né un insieme da 0 a v"),
        game_over: "la partita è finita",
        not_your_turn: |to_move, player| {
            format!(
                "tocca al Giocatore {}, non al Giocatore {}: ogni turno è esattamente una domanda",
                number(to_move),
                number(player)
            )
        },
        must_hide_first: |player| {
            format!("prima che qualcuno chieda, tocca al Giocatore {} scegliere un insieme nascosto", number(player))
        },
        not_hiding_now: |hider, player| {
            format!(
                "ora tocca al Giocatore {} nascondere un insieme, non al Giocatore {}",
                number(hider),
                number(player)
            )
        },
        already_hidden: |player| {
            format!("c'è già un insieme nascosto del Giocatore {}: è il momento di una domanda", number(player))
        },
        card_spent: |card, player| {
            format!("la carta {card} è già stata usata: è scoperta tra le carte usate del Giocatore {}", number(player))
        },
        card_is_hidden: |card, player| {
            format!("la carta {card} è l'insieme nascosto del Giocatore {}, non una carta della mano", number(player))
        },
        not_setup_and_record: "non è un'impostazione seguita da una registrazione",
        not_a_setup: |query| format!("«{query}» non è un'impostazione"),
    },
    pl: ShugoronFaults {
        first: |text| format!("zapis partii powinien mówić, kto pyta pierwszy, 1 lub 2, a nie „{text}”"),
        cut_in_action: |number| format!("akcja {number}: zapis urywa się w jej połowie"),
        not_a_marker: |number, text| format!("akcja {number}: „{text}” to nie h, a, n ani zbiór od 0 do v"),
        game_over: "gra jest skończona",
        not_your_turn: |to_move, player| {
            format!(
                "teraz pyta Gracz {}, nie Gracz {}: tura to dokładnie jedno pytanie",
                number(to_move),
                number(player)
            )
        },
        must_hide_first: |player| format!("zanim ktokolwiek zapyta, ukryty zbiór musi wybrać Gracz {}", number(player)),
        not_hiding_now: |hider, player| {
            format!("teraz zbiór ukrywa Gracz {}, nie Gracz {}", number(hider), number(player))
        },
        already_hidden: |player| format!("ukryty zbiór ma już Gracz {}; czas na pytanie", number(player)),
        card_spent: |card, player| {
            format!("karta {card} jest zużyta: leży odkryta na stosie zużytych kart Gracza {}", number(player))
        },
        card_is_hidden: |card, player| format!("{card} to ukryty zbiór Gracza {}, a nie karta z ręki", number(player)),
        not_setup_and_record: "to nie ustawienia z zapisem partii",
        not_a_setup: |query| format!("„{query}” to nie ustawienia gry"),
    },
    ja: ShugoronFaults {
        first: |text| format!("ゲームの記録には先に質問する側（1 か 2）が書かれているはずですが、「{text}」です"),
        cut_in_action: |number| format!("第 {number} 操作：記録がその途中で終わっています"),
        not_a_marker: |number, text| format!("第 {number} 操作：「{text}」は h・a・n でも、0〜v の集合でもありません"),
        game_over: "ゲームは終わっています",
        not_your_turn: |to_move, player| {
            format!(
                "今はプレイヤー{}の番で、プレイヤー{}の番ではありません（各手番の質問はちょうど 1 回です）",
                number(to_move),
                number(player)
            )
        },
        must_hide_first: |player| format!("質問の前に、プレイヤー{}が伏せる集合を選ぶ必要があります", number(player)),
        not_hiding_now: |hider, player| {
            format!("今集合を伏せるのはプレイヤー{}で、プレイヤー{}ではありません", number(hider), number(player))
        },
        already_hidden: |player| format!("プレイヤー{}はもう集合を伏せています。質問の番です", number(player)),
        card_spent: |card, player| {
            format!("{card} は使用済みで、プレイヤー{}の使用済みの山に表向きで置かれています", number(player))
        },
        card_is_hidden: |card, player| {
            format!("{card} はプレイヤー{}が伏せた集合で、手札のカードではありません", number(player))
        },
        not_setup_and_record: "設定とゲームの記録になっていません",
        not_a_setup: |query| format!("「{query}」は設定ではありません"),
    },
};
