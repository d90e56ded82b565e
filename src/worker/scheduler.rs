//! One scheduler for every job: it starts a job in place of one of its kind, steps each
//! job under way one budget in turn, answers now or cancels on the page's word, and hands
//! back what the jobs say. It never reads a clock nor schedules anything: its caller (the
//! Web Worker, a test) calls [`Scheduler::tick`] while [`Scheduler::busy`], and reads the
//! page's messages between two ticks.

use std::collections::VecDeque;
use std::mem::Discriminant;

use super::job::{Event, Job, Kind, Step};
use super::{Command, Kept, Reply, Request, Said};

/// A job under way, whatever its kind.
pub(super) trait Running {
    /// One step of the job's own budget: what it says, and whether it is done.
    fn step(&mut self, kept: &mut Kept) -> (Option<Said>, bool);
    /// Its outcome now, if it has one before its end.
    fn now(&mut self, kept: &mut Kept) -> Option<Said>;
}

impl<J: Job> Running for J {
    fn step(&mut self, kept: &mut Kept) -> (Option<Said>, bool) {
        match Job::step(self, kept, J::CHUNK) {
            Step::Going(progress) => (progress.map(|p| J::Kind::said(Event::Progress(p))), false),
            Step::Done(outcome) => (Some(J::Kind::said(Event::Done(outcome))), true),
        }
    }

    fn now(&mut self, kept: &mut Kept) -> Option<Said> {
        Job::now(self, kept).map(|outcome| J::Kind::said(Event::Done(outcome)))
    }
}

/// How a request starts.
pub(super) enum Started {
    Running(Box<dyn Running>),
    /// Answered at once.
    Done(Said),
}

/// A job under way: its number, who asked (`A`: whom the answers go to), its kind.
struct UnderWay<A> {
    job: u32,
    asker: A,
    kind: Discriminant<Request>,
    running: Box<dyn Running>,
}

/// The jobs under way, in the order they take their turns, and what they keep.
pub struct Scheduler<A> {
    kept: Kept,
    jobs: VecDeque<UnderWay<A>>,
}

impl<A> Default for Scheduler<A> {
    fn default() -> Self {
        Scheduler { kept: Kept::default(), jobs: VecDeque::new() }
    }
}

impl<A: Copy> Scheduler<A> {
    /// Obeys `command` from `asker`: what is said at once (a job answered as it starts, or
    /// told to answer now), and to whom.
    pub fn receive(&mut self, command: Command, asker: A) -> Option<(A, Reply)> {
        match command {
            Command::Start { job, seed, request } => {
                let kind = std::mem::discriminant(&request);
                self.jobs.retain(|under_way| under_way.kind != kind);
                match request.start(seed, &mut self.kept) {
                    Started::Done(said) => Some((asker, Reply { job, said })),
                    Started::Running(running) => {
                        self.jobs.push_back(UnderWay { job, asker, kind, running });
                        None
                    }
                }
            }
            Command::AnswerNow { job } => {
                let at = self.jobs.iter().position(|under_way| under_way.job == job)?;
                let said = self.jobs[at].running.now(&mut self.kept)?;
                let answered = self.jobs.remove(at)?;
                Some((answered.asker, Reply { job, said }))
            }
            Command::Cancel { job } => {
                self.jobs.retain(|under_way| under_way.job != job);
                None
            }
        }
    }

    /// Steps the job whose turn it is, one budget: what it says, and to whom.
    pub fn tick(&mut self) -> Option<(A, Reply)> {
        let mut under_way = self.jobs.pop_front()?;
        let (said, done) = under_way.running.step(&mut self.kept);
        let reply = said.map(|said| (under_way.asker, Reply { job: under_way.job, said }));
        if !done {
            self.jobs.push_back(under_way);
        }
        reply
    }

    /// Whether a job waits for its next step.
    pub fn busy(&self) -> bool {
        !self.jobs.is_empty()
    }
}

#[cfg(test)]
impl Scheduler<()> {
    /// Starts `request` as job `job`, drawing from seed 1, and ticks until nothing is under
    /// way: the last reply, its last word where it is the only job.
    pub(super) fn last_word(&mut self, job: u32, request: impl Into<Request>) -> Option<Reply> {
        let start = Command::Start { job, seed: 1, request: request.into() };
        let mut last = self.receive(start, ()).map(|((), reply)| reply);
        while self.busy() {
            last = self.tick().map(|((), reply)| reply).or(last);
        }
        last
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::SwapRule;
    use crate::worker::think::ThinkJob;
    use crate::worker::{GameRecord, GameUnreadable, HexGameRecord, ShugoronChoice, Think, Thoughts};

    /// A search of the empty board of side `size` (11: far from proved), `iterations` long.
    fn think(size: u8, iterations: u32) -> Request {
        let game = GameRecord::Hex(HexGameRecord { size, swap: SwapRule::None, start: None, moves: Vec::new() });
        Think { game, iterations }.into()
    }

    fn start(job: u32, request: Request) -> Command {
        Command::Start { job, seed: 1, request }
    }

    /// What a search said of job `job`: its thoughts, and whether they are its last word.
    fn thoughts(reply: Option<((), Reply)>, job: u32) -> (Thoughts, bool) {
        match reply {
            Some(((), Reply { job: said, said: Said::Think(Event::Progress(thoughts)) })) if said == job => {
                (thoughts, false)
            }
            Some(((), Reply { job: said, said: Said::Think(Event::Done(Ok(thoughts))) })) if said == job => {
                (thoughts, true)
            }
            other => panic!("job {job}'s thoughts, not {other:?}"),
        }
    }

    #[test]
    fn a_job_steps_its_budget_says_how_it_goes_and_ends_with_its_outcome() {
        let mut scheduler = Scheduler::default();
        let chunk = ThinkJob::CHUNK;
        assert_eq!(scheduler.receive(start(1, think(11, chunk + 1)), ()), None, "started, nothing said yet");
        assert!(scheduler.busy());
        let (going, last) = thoughts(scheduler.tick(), 1);
        assert!(!last && going.iterations > 0 && going.best.is_some(), "a step of one chunk: {going:?}");
        let (done, last) = thoughts(scheduler.tick(), 1);
        assert!(last, "the rest of the budget, and the end");
        assert!(done.iterations >= going.iterations);
        assert!(!scheduler.busy());
        assert_eq!(scheduler.tick(), None);
    }

    #[test]
    fn a_job_told_to_answer_now_answers_with_what_it_has_found() {
        let mut scheduler = Scheduler::default();
        scheduler.receive(start(1, think(11, 1_000_000)), ());
        let (going, _) = thoughts(scheduler.tick(), 1);
        let (now, last) = thoughts(scheduler.receive(Command::AnswerNow { job: 1 }, ()), 1);
        assert!(last);
        assert_eq!(now.iterations, going.iterations, "no more search once told");
        assert!(!scheduler.busy(), "the job is over");
        assert_eq!(scheduler.receive(Command::AnswerNow { job: 1 }, ()), None, "and says nothing more");
    }

    #[test]
    fn a_job_cancelled_says_nothing_more() {
        let mut scheduler = Scheduler::default();
        scheduler.receive(start(1, think(11, 1_000_000)), ());
        thoughts(scheduler.tick(), 1);
        assert_eq!(scheduler.receive(Command::Cancel { job: 1 }, ()), None);
        assert!(!scheduler.busy());
        assert_eq!(scheduler.tick(), None);
    }

    #[test]
    fn a_new_job_takes_the_place_of_one_of_its_kind_whose_answers_are_never_delivered() {
        let mut scheduler = Scheduler::default();
        scheduler.receive(start(1, think(11, 1_000_000)), ());
        thoughts(scheduler.tick(), 1);
        scheduler.receive(start(2, think(9, 1_000_000)), ());
        for _ in 0..3 {
            thoughts(scheduler.tick(), 2);
        }
        assert_eq!(scheduler.receive(Command::AnswerNow { job: 1 }, ()), None, "job 1 is stale");
        assert_eq!(scheduler.receive(Command::Cancel { job: 1 }, ()), None);
        assert!(scheduler.busy(), "cancelling the stale job leaves the new one");
        thoughts(scheduler.receive(Command::AnswerNow { job: 2 }, ()), 2);
    }

    #[test]
    fn jobs_of_different_kinds_take_turns() {
        let mut scheduler = Scheduler::default();
        scheduler.receive(start(1, think(11, 1_000_000)), ());
        let mut record = crate::games::shugoron::record::Record::new(crate::games::shugoron::Player::P1);
        let hidden = crate::ai::shugoron::Opponent::Random.act(record.table(), &mut crate::rng::Rng::seed(2));
        record.play(hidden).unwrap();
        let choice = ShugoronChoice { game: (&record).into(), level: crate::ai::shugoron::Level::Strong };
        scheduler.receive(start(2, choice.into()), ());
        thoughts(scheduler.tick(), 1);
        let mut searched = 0;
        let answered = loop {
            match scheduler.tick() {
                Some(((), Reply { job: 2, said: Said::ShugoronChoice(Event::Done(answered)) })) => break answered,
                // The choice's steps before its end say nothing.
                None => {}
                reply => searched += usize::from(!thoughts(reply, 1).1),
            }
        };
        assert!(matches!(answered, Ok(Some(_))), "{answered:?}");
        assert!(searched > 0, "the search went on while the choice was worked out");
        thoughts(scheduler.tick(), 1);
    }

    #[test]
    fn a_request_that_cannot_start_is_answered_at_once() {
        let mut scheduler = Scheduler::default();
        let said = scheduler.receive(start(4, think(1, 10)), ()).map(|((), reply)| reply);
        let refused = Said::Think(Event::Done(Err(GameUnreadable::Size(1))));
        assert_eq!(said, Some(Reply { job: 4, said: refused }));
        assert!(!scheduler.busy());
    }
}
