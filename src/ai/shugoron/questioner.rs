use crate::games::shugoron::{Answer, Cards, Knowledge, Player, Question, Reply, SetCard, Table};
use crate::rng::Rng;

use super::Level;
use super::exhaustive::Search;

/// What a hit is worth beyond the information it gives, in bits: it scores, and the
/// hitter asks again.
const HIT_BONUS: f64 = 3.0;

/// What one player may look at: the public table seen from `player`'s chair.
#[derive(Clone, Copy, Debug)]
pub struct Seat {
    /// The cards this player can show.
    pub hand: Cards,
    /// The sets the opponent's hidden set may be.
    pub candidates: Cards,
    /// The sets the opponent believes our hidden set may be.
    pub exposed: Cards,
}

impl Seat {
    /// `player`'s view of `table`. It reads nothing secret of the opponent's.
    pub fn of(table: &Table, player: Player) -> Seat {
        Seat {
            hand: table.hand(player),
            candidates: table.knowledge(player).candidates(),
            exposed: table.knowledge(player.opponent()).candidates(),
        }
    }
}

/// The expected information a question brings, in bits, with a hit's bonus.
fn gain(candidates: Cards, question: Question) -> f64 {
    let n = f64::from(candidates.len());
    let parts = partition(candidates, question);
    parts
        .iter()
        .filter(|&&(_, size)| size > 0)
        .map(|&(hit, size)| {
            let size = f64::from(size);
            let bits = if hit { n.log2() + HIT_BONUS } else { n.log2() - size.log2() };
            size / n * bits
        })
        .sum()
}

/// The sizes of the answer classes of `question` over `candidates`, each with whether it
/// is the hit.
fn partition(candidates: Cards, question: Question) -> [(bool, u32); 4] {
    let mut parts = [(true, 0), (false, 0), (false, 0), (false, 0)];
    for x in candidates.iter() {
        let slot = match Knowledge::reply(x, question) {
            r if r.is_hit() => 0,
            Reply::Card(Answer::Larger) => 1,
            Reply::Card(Answer::Smaller) => 2,
            _ => 3,
        };
        parts[slot].1 += 1;
    }
    parts
}

/// The most of `candidates` that `question` can leave, its hit aside: its worst answer.
pub(super) fn worst_case(candidates: Cards, question: Question) -> u32 {
    partition(candidates, question).iter().filter(|&&(hit, _)| !hit).map(|&(_, size)| size).max().unwrap_or(0)
}

/// What spending `card` tells the opponent, in bits: nothing if they already rule it out.
fn leak(exposed: Cards, card: SetCard) -> f64 {
    let m = f64::from(exposed.len());
    if exposed.has(card) && m > 1.0 { m.log2() - (m - 1.0).log2() } else { 0.0 }
}

/// The question `level` asks from `seat` (whose hand is not empty). Ties go to the
/// random draw, so that the computer is not predictable.
pub fn choose_question(seat: &Seat, level: Level, rng: &mut Rng) -> Question {
    let cost = |card| if level == Level::Strong { leak(seat.exposed, card) } else { 0.0 };
    let mut options: Vec<(Question, f64)> = seat
        .hand
        .iter()
        .map(|card| {
            let q = Question::Card(card);
            (q, gain(seat.candidates, q) - cost(card))
        })
        .collect();
    if level != Level::Easy {
        // A naming question's worth does not depend on the card: show the cheapest.
        if let Some(card) = seat.hand.iter().min_by(|&a, &b| cost(a).total_cmp(&cost(b))) {
            options.extend(seat.candidates.iter().map(|named| {
                let q = Question::Naming { card, named };
                (q, gain(seat.candidates, q) - cost(card))
            }));
        }
    }
    if level == Level::Strong {
        // Keep only the questions that keep the best worst case (exhaustive search): the
        // information measure alone can leave a set that needs two questions more.
        let mut search = Search::new(seat.hand);
        if let Some(depth) = search.least(seat.candidates) {
            let optimal: Vec<_> =
                options.iter().copied().filter(|&(q, _)| search.settles(seat.candidates, q, depth)).collect();
            if !optimal.is_empty() {
                options = optimal;
            }
        }
    }
    let best = options.iter().map(|o| o.1).fold(f64::NEG_INFINITY, f64::max);
    let ties: Vec<Question> = options.into_iter().filter(|o| o.1 >= best - 1e-9).map(|o| o.0).collect();
    ties[rng.below(ties.len() as u32) as usize]
}

/// A uniformly random legal question (the baseline opponent): any card of the hand asked.
pub fn random_question(seat: &Seat, rng: &mut Rng) -> Question {
    Question::Card(pick(seat.hand, rng).expect("a player asked to move holds a card"))
}

/// A uniformly random card of `cards`; `None` if there is none.
fn pick(cards: Cards, rng: &mut Rng) -> Option<SetCard> {
    if cards.is_empty() {
        return None;
    }
    cards.iter().nth(rng.below(cards.len()) as usize)
}

/// How many questions the questioner at `level` (ties broken the same way every time)
/// needs to hit `secret`, starting from `candidates` with `hand`; `None` if its hand runs
/// out first (the easy level never names, so it cannot hit a set it does not hold).
pub(super) fn questions_to_find(secret: SetCard, mut candidates: Cards, mut hand: Cards, level: Level) -> Option<u32> {
    let mut rng = Rng::seed(0);
    let mut asked = 0;
    while !hand.is_empty() {
        let seat = Seat { hand, candidates, exposed: Cards::NONE };
        let question = choose_question(&seat, level, &mut rng);
        asked += 1;
        let reply = Knowledge::reply(secret, question);
        if reply.is_hit() {
            return Some(asked);
        }
        hand = hand.without(question.spends());
        candidates = Knowledge::narrowed(candidates, question, reply);
    }
    None
}

/// The hidden set `player` chooses from the hand. The strong level takes one of the sets
/// that a good questioner, from what the opponent knows now, needs most questions to hit.
pub fn choose_hidden(table: &Table, player: Player, level: Level, rng: &mut Rng) -> SetCard {
    let hand = table.hand(player);
    if level != Level::Strong {
        return pick(hand, rng).expect("a player asked to hide holds a card");
    }
    let opponent = player.opponent();
    let their_hand = Cards::DECK.minus(table.used(opponent));
    let exposed = Cards::DECK.minus(table.used(player));
    // A set the questioner could never hit counts as the hardest of all.
    let cost: Vec<(SetCard, u32)> = hand
        .iter()
        .map(|card| (card, questions_to_find(card, exposed, their_hand, Level::Normal).unwrap_or(u32::MAX)))
        .collect();
    let worst = cost.iter().map(|c| c.1).max().unwrap_or(0);
    let hardest: Cards = cost.iter().filter(|c| c.1 == worst).map(|c| c.0).collect();
    pick(hardest, rng).expect("a player asked to hide holds a card")
}
