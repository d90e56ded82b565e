//! A game of shUgorØn in progress, kept in this browser as it changes so that closing the
//! page loses nothing. It holds the hidden sets, so it stays here: never in the address,
//! never in a link. A saved game that cannot be read is set aside, never lost or fatal.

use web_sys::UrlSearchParams;

use crate::games::shugoron::record::{self, Record, RecordError};
use crate::i18n::Lang;
use crate::i18n::faults::shugoron::SHUGORON_FAULTS;
use crate::i18n::faults::{Fault, Worded};
use crate::ui::browser;
use crate::ui::route::{AddressProblem, ShugoronMode, ShugoronSetup};

const KEY: &str = "fogliaccio.v1.shugoron";
/// Where a saved game that could not be read is put aside.
pub const SET_ASIDE: &str = "fogliaccio.v1.shugoron.set-aside";

/// What this browser has kept: a game to continue, or why the one found was set aside.
#[derive(Clone, Debug, PartialEq)]
pub enum Saved {
    Resumable { setup: ShugoronSetup, record: Record },
    SetAside(Fault),
}

/// Keeps the game of `setup` and `record` while it is in progress, and forgets it once it
/// is over. A game not begun leaves the saved one alone (it is still on offer); practice
/// is not a game to keep.
pub fn keep(setup: ShugoronSetup, record: &Record) {
    let table = record.table();
    if setup.mode == ShugoronMode::Practice || table.ply() == 0 {
        return;
    }
    let text = table.ending().is_none().then(|| format!("{}\n{}", setup.query(), record::write(record)));
    browser::store(KEY, text.as_deref());
}

/// The saved game in progress; one that cannot be read is moved aside.
pub fn saved() -> Option<Saved> {
    let text = browser::stored(KEY)?;
    match read(&text) {
        Ok((setup, record)) => Some(Saved::Resumable { setup, record }),
        Err(error) => {
            browser::store(SET_ASIDE, Some(&text));
            browser::store(KEY, None);
            Some(Saved::SetAside(Fault::new(error)))
        }
    }
}

/// Why a saved game could not be read.
#[derive(Clone, Debug)]
enum SavedFault {
    /// Not a setup's line and a record's.
    NotSetupAndRecord,
    /// The first line is no query string.
    NotASetup(String),
    /// The setup's query cannot be used.
    Setup(AddressProblem),
    Record(RecordError),
}

impl Worded for SavedFault {
    fn worded(&self, lang: Lang) -> String {
        match self {
            SavedFault::NotSetupAndRecord => SHUGORON_FAULTS[lang].not_setup_and_record.to_owned(),
            SavedFault::NotASetup(query) => (SHUGORON_FAULTS[lang].not_a_setup)(query),
            SavedFault::Setup(problem) => problem.text(lang),
            SavedFault::Record(error) => error.worded(lang),
        }
    }
}

/// The setup's query on the first line, the record on the second.
fn read(text: &str) -> Result<(ShugoronSetup, Record), SavedFault> {
    let (query, record) = text.split_once('\n').ok_or(SavedFault::NotSetupAndRecord)?;
    let params = UrlSearchParams::new_with_str(query).map_err(|_| SavedFault::NotASetup(query.to_owned()))?;
    let mut problems = Vec::new();
    let setup = ShugoronSetup::parse(&|key: &str| params.get(key), &mut problems);
    if let Some(problem) = problems.into_iter().next() {
        return Err(SavedFault::Setup(problem));
    }
    let record = record::read(record).map_err(|e| SavedFault::Record(e.error))?;
    Ok((setup, record))
}
