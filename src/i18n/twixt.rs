//! The TwixT screen's words, in the rules texts' terms and with the button the rules
//! quote: «Fine turno», «nessun percorso» (pioli, ponti, fori, bordi); „Zakończ turę”,
//! „brak drogi” (kołki, mostki, otwory, brzegi); 「手番終了」, 「道なし」 (ペグ, ブリッジ, 穴, 辺).

use super::common::{TURNS_EN, TURNS_IT};
use super::game_screen::{GAME_SCREEN, pl_genitive};
use super::plural::{OneOther, Polish};
use super::{ByLang, Lang};
use crate::games::twixt::{PlayError, RuleSet};
use crate::games::{Colour, SwapClosed, SwapRule};

/// How the player plays: by tapping (or clicking) the board, or with the keyboard, which the
/// status line then speaks of.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Input {
    #[default]
    Taps,
    Keys,
}

pub struct Twixt {
    /// The status line: the winner who joined their borders, the two draws, and who is to
    /// move (the computer, White who may swap, or a person to tap).
    pub won: fn(Colour) -> String,
    pub agreed: &'static str,
    pub no_path_draw: &'static str,
    pub computer_turn: fn(&str) -> String,
    pub white_may_swap: &'static str,
    pub tap_a_hole: fn(&str) -> String,
    /// Who is to move, with removals made and no peg yet.
    pub removing: fn(&str) -> String,
    /// The peg placed (its hole): what the next taps, or key presses, do.
    pub confirm_turn: fn(&str, Input) -> String,
    /// The peg placed (its hole) with more bridges than the box holds (how many).
    pub choose_bridges: fn(usize, &str, Input) -> String,
    /// What each colour joins, for two people at the tablet.
    pub each_joins: &'static str,
    /// The supplies: a player's pegs left (or unlimited), "no path left", the box.
    pub pegs_left: fn(usize) -> String,
    pub unlimited_pegs: &'static str,
    pub no_path: &'static str,
    pub bridges_in_box: fn(usize) -> String,
    /// The turn's button.
    pub end_turn: &'static str,
    pub offer_draw: &'static str,
    /// A draw offered: who offers, who answers.
    pub draw_offered: fn(&str, &str) -> String,
    pub accept: &'static str,
    pub decline: &'static str,
    /// An agreed draw in the move list.
    pub draw_entry: &'static str,
    /// The new-game settings: the rules' label, for assistive technology too, and each
    /// rule set as the menu offers it.
    pub rules: &'static str,
    pub rule_set: &'static str,
    pub rule_set_choice: fn(RuleSet) -> &'static str,
    /// A saved game's board and rules: the side, the rule set, the swap rule.
    pub setting: fn(u8, RuleSet, SwapRule) -> String,
    /// A diagram's caption: the board's side, the turns played, the status.
    pub caption: fn(u8, u32, &str) -> String,
    /// The board and a bridge, for assistive technology.
    pub board: &'static str,
    pub bridge: fn(&str) -> String,
    /// Taps at the wrong time.
    pub tapped_after_the_end: &'static str,
    pub peg_placed: &'static str,
    pub own_peg_kept: fn(&str) -> String,
    pub bridge_kept: fn(&str) -> String,
    pub place_first: &'static str,
    pub take_peg_back: &'static str,
    pub over: &'static str,
    pub computer_declines_draw: &'static str,
    pub refusals: Refusals,
}

/// The rules' refusals of a turn being built ([`PlayError`]), one sentence each; a game
/// over is [`super::game_screen::GameScreen::game_over`], the swap's are shared with Hex.
pub struct Refusals {
    pub off_board: fn(&str) -> String,
    pub occupied: fn(&str) -> String,
    /// The hole, and the colour whose border it is in.
    pub opponent_border: fn(&str, Colour) -> String,
    pub no_pegs_left: &'static str,
    pub no_bridges_left: fn(&str) -> String,
    pub removal_off: &'static str,
    pub not_your_peg: fn(&str) -> String,
    pub removed_this_turn: fn(&str) -> String,
    pub no_such_bridge: fn(&str) -> String,
    pub not_your_bridge: fn(&str) -> String,
    pub needs_own_pegs: fn(&str) -> String,
    pub already_built: fn(&str) -> String,
    /// The bridge, and the one it would cross.
    pub crosses: fn(&str, &str) -> String,
    pub swap_not_now: &'static str,
}

/// The sentence for the rules' refusal `error`, in `lang`.
pub fn refusal(lang: Lang, error: &PlayError) -> String {
    let words = &TWIXT[lang].refusals;
    match error {
        PlayError::GameOver => GAME_SCREEN[lang].game_over.to_owned(),
        PlayError::OffBoard(hole) => (words.off_board)(&hole.to_string()),
        PlayError::Occupied(hole) => (words.occupied)(&hole.to_string()),
        PlayError::OpponentBorder { hole, owner } => (words.opponent_border)(&hole.to_string(), *owner),
        PlayError::NoPegsLeft => words.no_pegs_left.to_owned(),
        PlayError::NoBridgesLeft(bridge) => (words.no_bridges_left)(&bridge.to_string()),
        PlayError::RemovalOff => words.removal_off.to_owned(),
        PlayError::NotYourPeg(hole) => (words.not_your_peg)(&hole.to_string()),
        PlayError::RemovedThisTurn(hole) => (words.removed_this_turn)(&hole.to_string()),
        PlayError::NoSuchBridge(bridge) => (words.no_such_bridge)(&bridge.to_string()),
        PlayError::NotYourBridge(bridge) => (words.not_your_bridge)(&bridge.to_string()),
        PlayError::NeedsOwnPegs(bridge) => (words.needs_own_pegs)(&bridge.to_string()),
        PlayError::AlreadyBuilt(bridge) => (words.already_built)(&bridge.to_string()),
        PlayError::Crosses { bridge, other } => (words.crosses)(&bridge.to_string(), &other.to_string()),
        PlayError::Swap(SwapClosed::Off) => GAME_SCREEN[lang].swap_off.to_owned(),
        PlayError::Swap(SwapClosed::NotNow) => words.swap_not_now.to_owned(),
    }
}

const PEGS_LEFT_EN: OneOther = OneOther { one: "peg left", other: "pegs left" };
const BRIDGES_EN: OneOther = OneOther { one: "bridge", other: "bridges" };
const PEGS_LEFT_IT: OneOther = OneOther { one: "piolo rimasto", other: "pioli rimasti" };
/// After *po* ("after"), the locative.
const AFTER_TURNS_PL: Polish = Polish { one: "turze", few: "turach", many: "turach" };
const PEGS_PL: Polish = Polish { one: "kołek", few: "kołki", many: "kołków" };

pub static TWIXT: ByLang<Twixt> = ByLang {
    en: Twixt {
        won: |winner| format!("{} wins: the two {} borders are joined.", GAME_SCREEN.en.colour(winner), winner.name()),
        agreed: "Draw, by agreement.",
        no_path_draw: "Draw: neither player can join their borders any more.",
        computer_turn: |colour| format!("{colour} to move: the computer's turn."),
        white_may_swap: "White to move: place a peg, or swap.",
        tap_a_hole: |colour| format!("{colour} to move: tap a hole for your peg."),
        removing: |colour| {
            format!("{colour} to move: tap more of your pegs or bridges to remove, or a hole for your peg.")
        },
        confirm_turn: |peg, input| match input {
            Input::Taps => format!("Tap {peg} again to end your turn, a bridge to drop it, a hole to move."),
            Input::Keys => format!("Enter on {peg} again ends your turn; on a bridge drops it, on a hole moves."),
        },
        choose_bridges: |n, peg, input| {
            let bridges = BRIDGES_EN.after(n);
            match input {
                Input::Taps => format!("Only {n} {bridges} in the box: tap those to build, then {peg} again."),
                Input::Keys => format!("Only {n} {bridges} in the box: Enter on those to build, then on {peg}."),
            }
        },
        each_joins: "Black joins left and right, White top and bottom",
        pegs_left: |n| format!("{n} {}", PEGS_LEFT_EN.after(n)),
        unlimited_pegs: "unlimited pegs",
        no_path: "no path left",
        bridges_in_box: |n| format!("Bridges in the box: {n}"),
        end_turn: "✓ End turn",
        offer_draw: "½ Offer a draw",
        draw_offered: |offerer, other| format!("{offerer} offers a draw. {other}, do you accept?"),
        accept: "Accept",
        decline: "Decline",
        draw_entry: "draw agreed",
        rules: "Rules ",
        rule_set: "Rule set",
        rule_set_choice: |rules| match rules {
            RuleSet::Original => "original (50 pegs, 100 bridges)",
            RuleSet::Standard => "standard (unlimited)",
            RuleSet::Pp => "paper and pencil",
        },
        setting: |n, rules, swap| {
            let swap = if swap.offered() { "" } else { ", no swap" };
            format!("{n}×{n}, {rules} rules{swap}")
        },
        caption: |n, ply, state| format!("TwixT {n}×{n}, after {ply} {}. {state}", TURNS_EN.after(ply as usize)),
        board: "TwixT board",
        bridge: |bridge| format!("bridge {bridge}"),
        tapped_after_the_end: "The game is over: start a new one, or undo.",
        peg_placed: "Your peg is placed: removals come before it. Undo takes the peg back.",
        own_peg_kept: |hole| format!("{hole} is your peg, and nothing may be removed under these rules."),
        bridge_kept: |bridge| format!("{bridge} cannot be removed: only your own bridges, before your peg."),
        place_first: "Place your peg first: tap an empty hole.",
        take_peg_back: "Take your peg back before swapping.",
        over: "The game is over.",
        computer_declines_draw: "The computer declines the draw: it can still join its borders.",
        refusals: Refusals {
            off_board: |hole| format!("{hole} is off the board."),
            occupied: |hole| format!("{hole} already has a peg."),
            opponent_border: |hole, owner| format!("{hole} is in {owner}'s border, where only {owner} may place pegs."),
            no_pegs_left: "All your pegs are on the board: remove one before placing.",
            no_bridges_left: |bridge| format!("No bridge is left in the box for {bridge}: remove one of yours first."),
            removal_off: "Nothing may be removed under these rules.",
            not_your_peg: |hole| format!("There is no peg of yours in {hole} to remove."),
            removed_this_turn: |hole| format!("{hole} was emptied this turn: place your peg in another hole."),
            no_such_bridge: |bridge| format!("There is no bridge {bridge}."),
            not_your_bridge: |bridge| format!("{bridge} is not your bridge."),
            needs_own_pegs: |bridge| format!("{bridge} needs a peg of yours at each end."),
            already_built: |bridge| format!("{bridge} is already built."),
            crosses: |bridge, other| format!("{bridge} would cross the bridge {other}."),
            swap_not_now: "Swap is only allowed as White's answer to Black's first peg.",
        },
    },
    it: Twixt {
        won: |winner| {
            let colour = GAME_SCREEN.it.colour(winner);
            format!("Vince il {colour}: i due bordi del {colour} sono uniti.")
        },
        agreed: "Parità, per accordo.",
        no_path_draw: "Parità: nessuno dei due può più unire i propri bordi.",
        computer_turn: |colour| format!("Muove il {colour}: è il turno del computer."),
        white_may_swap: "Muove il Bianco: metti un piolo, o inverti.",
        tap_a_hole: |colour| format!("Muove il {colour}: tocca un foro per il tuo piolo."),
        removing: |colour| {
            format!("Muove il {colour}: tocca altri tuoi pioli o ponti da rimuovere, o un foro per il tuo piolo.")
        },
        confirm_turn: |peg, input| match input {
            Input::Taps => format!("Tocca di nuovo {peg} per finire il turno, un ponte per toglierlo."),
            Input::Keys => format!("Invio di nuovo su {peg} finisce il turno; su un ponte lo toglie."),
        },
        choose_bridges: |n, peg, input| match input {
            Input::Taps => format!("Ponti nella scatola: solo {n}. Tocca quelli da costruire, poi di nuovo {peg}."),
            Input::Keys => format!("Ponti nella scatola: solo {n}. Invio su quelli da costruire, poi su {peg}."),
        },
        each_joins: "il Nero unisce sinistra e destra, il Bianco alto e basso",
        pegs_left: |n| format!("{n} {}", PEGS_LEFT_IT.after(n)),
        unlimited_pegs: "pioli illimitati",
        no_path: "nessun percorso",
        bridges_in_box: |n| format!("Ponti nella scatola: {n}"),
        end_turn: "✓ Fine turno",
        offer_draw: "½ Proponi la parità",
        draw_offered: |offerer, other| format!("Il {offerer} propone la parità. {other}, accetti?"),
        accept: "Accetta",
        decline: "Rifiuta",
        draw_entry: "parità concordata",
        rules: "Regole ",
        rule_set: "Regolamento",
        rule_set_choice: |rules| match rules {
            RuleSet::Original => "originale (50 pioli, 100 ponti)",
            RuleSet::Standard => "standard (illimitati)",
            RuleSet::Pp => "carta e matita",
        },
        setting: |n, rules, swap| {
            let rules = match rules {
                RuleSet::Original => "originali",
                RuleSet::Standard => "standard",
                RuleSet::Pp => "carta e matita",
            };
            let swap = if swap.offered() { "" } else { ", senza inversione" };
            format!("{n}×{n}, regole {rules}{swap}")
        },
        caption: |n, ply, state| format!("TwixT {n}×{n}, dopo {ply} {}. {state}", TURNS_IT.after(ply as usize)),
        board: "Tavoliere di TwixT",
        bridge: |bridge| format!("ponte {bridge}"),
        tapped_after_the_end: "La partita è finita: iniziane una nuova, o annulla.",
        peg_placed: "Il tuo piolo è già messo: le rimozioni vengono prima. «Annulla» riprende il piolo.",
        own_peg_kept: |hole| format!("{hole} è un tuo piolo, e con queste regole non si rimuove nulla."),
        bridge_kept: |bridge| format!("Il ponte {bridge} non si può rimuovere: solo i tuoi ponti, prima del piolo."),
        place_first: "Prima metti il tuo piolo: tocca un foro libero.",
        take_peg_back: "Riprendi il tuo piolo prima di invertire.",
        over: "La partita è finita.",
        computer_declines_draw: "Il computer rifiuta la parità: può ancora unire i suoi bordi.",
        refusals: Refusals {
            off_board: |hole| format!("{hole} è fuori dal tavoliere."),
            occupied: |hole| format!("In {hole} c'è già un piolo."),
            opponent_border: |hole, owner| {
                let owner = GAME_SCREEN.it.colour(owner);
                format!("{hole} è nel bordo del {owner}, dove solo il {owner} può mettere pioli.")
            },
            no_pegs_left: "Tutti i tuoi pioli sono sul tavoliere: rimuovine uno prima di metterne un altro.",
            no_bridges_left: |bridge| {
                format!("Nella scatola non resta nessun ponte per {bridge}: prima rimuovi uno dei tuoi.")
            },
            removal_off: "Con queste regole non si rimuove nulla.",
            not_your_peg: |hole| format!("In {hole} non c'è un tuo piolo da rimuovere."),
            removed_this_turn: |hole| {
                format!("Il foro {hole} è stato svuotato in questo turno: metti il piolo in un altro foro.")
            },
            no_such_bridge: |bridge| format!("Non c'è nessun ponte {bridge}."),
            not_your_bridge: |bridge| format!("{bridge} non è un tuo ponte."),
            needs_own_pegs: |bridge| format!("Il ponte {bridge} richiede un tuo piolo a ciascun capo."),
            already_built: |bridge| format!("Il ponte {bridge} è già costruito."),
            crosses: |bridge, other| format!("Il ponte {bridge} incrocerebbe il ponte {other}."),
            swap_not_now: "L'inversione è ammessa solo come risposta del Bianco al primo piolo del Nero.",
        },
    },
    pl: Twixt {
        won: |winner| format!("Wygrywa {}: jego dwa brzegi są połączone.", GAME_SCREEN.pl.colour(winner)),
        agreed: "Remis za zgodą.",
        no_path_draw: "Remis: żaden gracz nie może już połączyć swoich brzegów.",
        computer_turn: |colour| format!("Ruch ma {colour}: kolej komputera."),
        white_may_swap: "Ruch ma Biały: wbij kołek albo wykonaj zamianę.",
        tap_a_hole: |colour| format!("Ruch ma {colour}: dotknij otworu, by wbić kołek."),
        removing: |colour| {
            format!(
                "Ruch ma {colour}: dotknij kolejnych swoich kołków lub mostków do usunięcia albo otworu, by wbić kołek."
            )
        },
        confirm_turn: |peg, input| match input {
            Input::Taps => format!("Dotknij znowu {peg}, by zakończyć turę; mostka, by go usunąć."),
            Input::Keys => format!("Enter znowu na {peg} kończy turę; na mostku go usuwa."),
        },
        choose_bridges: |n, peg, input| match input {
            Input::Taps => format!("Mostki w pudełku: tylko {n}. Dotknij tych do zbudowania, potem znowu {peg}."),
            Input::Keys => format!("Mostki w pudełku: tylko {n}. Enter na tych do zbudowania, potem na {peg}."),
        },
        each_joins: "Czarny łączy lewy i prawy brzeg, Biały górny i dolny",
        pegs_left: |n| format!("{n} {} w zapasie", PEGS_PL.after(n)),
        unlimited_pegs: "kołki bez ograniczeń",
        no_path: "brak drogi",
        bridges_in_box: |n| format!("Mostki w pudełku: {n}"),
        end_turn: "✓ Zakończ turę",
        offer_draw: "½ Zaproponuj remis",
        draw_offered: |offerer, other| format!("{offerer} proponuje remis. {other}, przyjmujesz?"),
        accept: "Przyjmij",
        decline: "Odrzuć",
        draw_entry: "remis za zgodą",
        rules: "Zasady ",
        rule_set: "Zestaw zasad",
        rule_set_choice: |rules| match rules {
            RuleSet::Original => "oryginalne (50 kołków, 100 mostków)",
            RuleSet::Standard => "standardowe (bez ograniczeń)",
            RuleSet::Pp => "papier i ołówek",
        },
        setting: |n, rules, swap| {
            let rules = match rules {
                RuleSet::Original => "zasady oryginalne",
                RuleSet::Standard => "zasady standardowe",
                RuleSet::Pp => "papier i ołówek",
            };
            let swap = if swap.offered() { "" } else { ", bez zamiany" };
            format!("{n}×{n}, {rules}{swap}")
        },
        caption: |n, ply, state| format!("TwixT {n}×{n}, po {ply} {}. {state}", AFTER_TURNS_PL.after(ply as usize)),
        board: "Plansza TwixT",
        bridge: |bridge| format!("mostek {bridge}"),
        tapped_after_the_end: "Gra się skończyła: zacznij nową albo cofnij ruch.",
        peg_placed: "Kołek już wbity: usuwa się przed jego wbiciem. „Cofnij” zabiera kołek.",
        own_peg_kept: |hole| format!("W {hole} stoi twój kołek, a według tych zasad nic się nie usuwa."),
        bridge_kept: |bridge| format!("Mostka {bridge} nie można usunąć: tylko własne mostki, przed wbiciem kołka."),
        place_first: "Najpierw wbij kołek: dotknij pustego otworu.",
        take_peg_back: "Cofnij kołek przed zamianą.",
        over: "Gra się skończyła.",
        computer_declines_draw: "Komputer odrzuca remis: wciąż może połączyć swoje brzegi.",
        refusals: Refusals {
            off_board: |hole| format!("Otwór {hole} leży poza planszą."),
            occupied: |hole| format!("W {hole} już stoi kołek."),
            opponent_border: |hole, owner| {
                format!(
                    "{hole} leży na brzegu {}, gdzie kołki może wbijać tylko {}.",
                    pl_genitive(owner),
                    GAME_SCREEN.pl.colour(owner)
                )
            },
            no_pegs_left: "Wszystkie twoje kołki są na planszy: usuń jeden, zanim wbijesz następny.",
            no_bridges_left: |bridge| {
                format!("W pudełku nie ma już mostka na {bridge}: najpierw usuń jeden ze swoich.")
            },
            removal_off: "Według tych zasad nic się nie usuwa.",
            not_your_peg: |hole| format!("W {hole} nie ma twojego kołka do usunięcia."),
            removed_this_turn: |hole| format!("Otwór {hole} opróżniono w tej turze: wstaw kołek do innego otworu."),
            no_such_bridge: |bridge| format!("Nie ma mostka {bridge}."),
            not_your_bridge: |bridge| format!("{bridge} to nie twój mostek."),
            needs_own_pegs: |bridge| format!("Mostek {bridge} wymaga twojego kołka na obu końcach."),
            already_built: |bridge| format!("Mostek {bridge} już stoi."),
            crosses: |bridge, other| format!("Mostek {bridge} przeciąłby mostek {other}."),
            swap_not_now: "Zamiana jest dozwolona tylko jako odpowiedź Białego na pierwszy kołek Czarnego.",
        },
    },
    ja: Twixt {
        won: |winner| {
            let colour = GAME_SCREEN.ja.colour(winner);
            format!("{colour}の勝ち：{colour}の 2 辺がつながりました。")
        },
        agreed: "合意により引き分け。",
        no_path_draw: "引き分け：どちらももう辺をつなげません。",
        computer_turn: |colour| format!("{colour}の番です。コンピュータの手番です。"),
        white_may_swap: "白の番です。ペグを立てるか、スワップしてください。",
        tap_a_hole: |colour| format!("{colour}の番です。ペグを立てる穴をタップしてください。"),
        removing: |colour| {
            format!(
                "{colour}の番です。取り除く自分のペグかブリッジをさらにタップするか、ペグを立てる穴をタップしてください。"
            )
        },
        confirm_turn: |peg, input| match input {
            Input::Taps => format!("もう一度 {peg} をタップで手番終了。ブリッジで外す。"),
            Input::Keys => format!("{peg} でもう一度 Enter で手番終了。ブリッジで外す。"),
        },
        choose_bridges: |n, peg, input| match input {
            Input::Taps => format!("箱のブリッジは残り {n} 本。架けるものをタップし、もう一度 {peg} をタップ。"),
            Input::Keys => format!("箱のブリッジは残り {n} 本。架けるもので Enter を押し、次に {peg} で Enter。"),
        },
        each_joins: "黒は左右の辺を、白は上下の辺をつなぎます",
        pegs_left: |n| format!("残りペグ {n} 本"),
        unlimited_pegs: "ペグ無制限",
        no_path: "道なし",
        bridges_in_box: |n| format!("箱の中のブリッジ：{n} 本"),
        end_turn: "✓ 手番終了",
        offer_draw: "½ 引き分けを提案",
        draw_offered: |offerer, other| format!("{offerer}が引き分けを提案しています。{other}、受けますか？"),
        accept: "受ける",
        decline: "断る",
        draw_entry: "合意の引き分け",
        rules: "ルール ",
        rule_set: "ルールセット",
        rule_set_choice: |rules| match rules {
            RuleSet::Original => "オリジナル（ペグ 50 本、ブリッジ 100 本）",
            RuleSet::Standard => "スタンダード（無制限）",
            RuleSet::Pp => "紙と鉛筆",
        },
        setting: |n, rules, swap| {
            let rules = match rules {
                RuleSet::Original => "オリジナルルール",
                RuleSet::Standard => "スタンダードルール",
                RuleSet::Pp => "紙と鉛筆ルール",
            };
            let swap = if swap.offered() { "" } else { "、スワップなし" };
            format!("{n}×{n}、{rules}{swap}")
        },
        caption: |n, ply, state| format!("TwixT {n}×{n}、{ply} 手まで。{state}"),
        board: "TwixT の盤",
        bridge: |bridge| format!("ブリッジ {bridge}"),
        tapped_after_the_end: "ゲームは終わっています。新しいゲームを始めるか、戻してください。",
        peg_placed: "ペグはもう立てました。取り除くのはその前です。「戻す」でペグを取り消せます。",
        own_peg_kept: |hole| format!("{hole} は自分のペグです。このルールでは何も取り除けません。"),
        bridge_kept: |bridge| {
            format!("ブリッジ {bridge} は取り除けません。取り除けるのは、ペグを立てる前の自分のブリッジだけです。")
        },
        place_first: "先にペグを立ててください。空いている穴をタップします。",
        take_peg_back: "スワップする前にペグを取り消してください。",
        over: "ゲームは終わっています。",
        computer_declines_draw: "コンピュータは引き分けを断りました。まだ辺をつなげるからです。",
        refusals: Refusals {
            off_board: |hole| format!("{hole} は盤の外です。"),
            occupied: |hole| format!("{hole} にはもうペグがあります。"),
            opponent_border: |hole, owner| {
                let owner = GAME_SCREEN.ja.colour(owner);
                format!("{hole} は{owner}の辺にあり、そこには{owner}しかペグを立てられません。")
            },
            no_pegs_left: "ペグはすべて盤の上です。立てる前に 1 本取り除いてください。",
            no_bridges_left: |bridge| {
                format!("{bridge} に使えるブリッジが箱に残っていません。先に自分のブリッジを 1 本取り除いてください。")
            },
            removal_off: "このルールでは何も取り除けません。",
            not_your_peg: |hole| format!("{hole} には取り除ける自分のペグがありません。"),
            removed_this_turn: |hole| format!("{hole} はこの手番で空けた穴です。ペグは別の穴に置いてください。"),
            no_such_bridge: |bridge| format!("ブリッジ {bridge} はありません。"),
            not_your_bridge: |bridge| format!("{bridge} は自分のブリッジではありません。"),
            needs_own_pegs: |bridge| format!("{bridge} には両端に自分のペグが必要です。"),
            already_built: |bridge| format!("{bridge} はもう架かっています。"),
            crosses: |bridge, other| format!("{bridge} はブリッジ {other} と交差します。"),
            swap_not_now: "スワップできるのは、黒の最初のペグに対する白の応手としてだけです。",
        },
    },
};
