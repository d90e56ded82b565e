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
    Asking::new(seat, level).decide(rng)
}

/// A question being chosen, a candidate at a time ([`Asking::weigh`]): every question the
/// level may ask, with its worth; at the strong level, the exhaustive search and the
/// questions found so far to keep the best worst case.
pub(super) struct Asking {
    options: Vec<(Question, f64)>,
    exhaustive: Option<Exhaustive>,
}

/// The strong level's check of each question against the exhaustive search: the
/// information measure alone can leave a set that needs two questions more.
struct Exhaustive {
    search: Search,
    candidates: Cards,
    /// The fewest questions that always hit, once searched (`None` within: never).
    least: Option<Option<u32>>,
    /// How many of the options are checked, and those that keep the best worst case.
    checked: usize,
    optimal: Vec<(Question, f64)>,
}

impl Asking {
    pub(super) fn new(seat: &Seat, level: Level) -> Asking {
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
        let exhaustive = (level == Level::Strong).then(|| Exhaustive {
            search: Search::new(seat.hand),
            candidates: seat.candidates,
            least: None,
            checked: 0,
            optimal: Vec::new(),
        });
        Asking { options, exhaustive }
    }

    /// Weighs at most `budget` more candidates (the exhaustive search counts as one);
    /// whether every one is weighed.
    pub(super) fn weigh(&mut self, budget: u32) -> bool {
        let Some(exhaustive) = self.exhaustive.as_mut() else { return true };
        let mut left = budget;
        let least = match exhaustive.least {
            Some(least) => least,
            None if left == 0 => return false,
            None => {
                left -= 1;
                *exhaustive.least.insert(exhaustive.search.least(exhaustive.candidates))
            }
        };
        let Some(depth) = least else { return true };
        while exhaustive.checked < self.options.len() && left > 0 {
            let option = self.options[exhaustive.checked];
            if exhaustive.search.settles(exhaustive.candidates, option.0, depth) {
                exhaustive.optimal.push(option);
            }
            exhaustive.checked += 1;
            left -= 1;
        }
        exhaustive.checked == self.options.len()
    }

    /// The question, once every candidate is weighed: the best of those that keep the best
    /// worst case (all, where none does or the level does not search), ties drawn from `rng`.
    pub(super) fn decide(&mut self, rng: &mut Rng) -> Question {
        self.weigh(u32::MAX);
        let options = match &self.exhaustive {
            Some(Exhaustive { optimal, .. }) if !optimal.is_empty() => optimal,
            _ => &self.options,
        };
        let best = options.iter().map(|o| o.1).fold(f64::NEG_INFINITY, f64::max);
        let ties: Vec<Question> = options.iter().filter(|o| o.1 >= best - 1e-9).map(|o| o.0).collect();
        ties[rng.below(ties.len() as u32) as usize]
    }
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
    Hiding::new(table, player, level).decide(rng)
}

/// A hidden set being chosen, a card at a time ([`Hiding::weigh`]): at the strong level,
/// each card of the hand costed by how many questions a good questioner needs to hit it.
pub(super) struct Hiding {
    hand: Cards,
    costing: Option<Costing>,
}

/// What the opponent holds and knows, and the cards costed so far.
struct Costing {
    their_hand: Cards,
    exposed: Cards,
    cost: Vec<(SetCard, u32)>,
}

impl Hiding {
    pub(super) fn new(table: &Table, player: Player, level: Level) -> Hiding {
        let opponent = player.opponent();
        let costing = (level == Level::Strong).then(|| Costing {
            their_hand: Cards::DECK.minus(table.used(opponent)),
            exposed: Cards::DECK.minus(table.used(player)),
            cost: Vec::new(),
        });
        Hiding { hand: table.hand(player), costing }
    }

    /// Costs at most `budget` more cards; whether every one is costed.
    pub(super) fn weigh(&mut self, budget: u32) -> bool {
        let Some(costing) = self.costing.as_mut() else { return true };
        let left = self.hand.iter().skip(costing.cost.len()).take(budget as usize);
        // A set the questioner could never hit counts as the hardest of all.
        let costed = left.map(|card| {
            (card, questions_to_find(card, costing.exposed, costing.their_hand, Level::Normal).unwrap_or(u32::MAX))
        });
        costing.cost.extend(costed.collect::<Vec<_>>());
        costing.cost.len() == self.hand.len() as usize
    }

    /// The hidden set, once every card is costed: one of the hardest (any, at the levels
    /// that do not cost), drawn from `rng`.
    pub(super) fn decide(&mut self, rng: &mut Rng) -> SetCard {
        self.weigh(u32::MAX);
        let cards = match &self.costing {
            None => self.hand,
            Some(Costing { cost, .. }) => {
                let worst = cost.iter().map(|c| c.1).max().unwrap_or(0);
                cost.iter().filter(|c| c.1 == worst).map(|c| c.0).collect()
            }
        };
        pick(cards, rng).expect("a player asked to hide holds a card")
    }
}
