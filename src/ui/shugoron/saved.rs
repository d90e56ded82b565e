//! A game of shUgorØn in progress, kept in this browser as it changes so that closing the
//! page loses nothing. It holds the hidden sets, so it stays here: never in the address,
//! never in a link. A saved game that cannot be read is set aside, never lost or fatal.

use web_sys::UrlSearchParams;

use crate::games::shugoron::record::{self, Record};
use crate::i18n::Lang;
use crate::i18n::faults::shugoron::SHUGORON_FAULTS;
use crate::i18n::faults::{self, Fault};
use crate::ui::browser;
use crate::ui::route::{ShugoronMode, ShugoronSetup};

const KEY: &str = "fogliaccio.v1.shugoron";
/// Where a saved game that could not be read is put aside.
pub const SET_ASIDE: &str = "fogliaccio.v1.shugoron.set-aside";

/// What this browser has kept: a game to continue, or why the one found was set aside (in
/// every language).
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
            Some(Saved::SetAside(error))
        }
    }
}

/// The setup's query on the first line, the record on the second.
fn read(text: &str) -> Result<(ShugoronSetup, Record), Fault> {
    let words = |lang: Lang| &SHUGORON_FAULTS[lang];
    let (query, record) =
        text.split_once('\n').ok_or_else(|| faults::every(|lang| words(lang).not_setup_and_record.to_owned()))?;
    let params =
        UrlSearchParams::new_with_str(query).map_err(|_| faults::every(|lang| (words(lang).not_a_setup)(query)))?;
    let mut problems = Vec::new();
    let setup = ShugoronSetup::parse(&|key: &str| params.get(key), &mut problems);
    if let Some(problem) = problems.first() {
        return Err(faults::every(|lang| problem.text(lang)));
    }
    let record = record::read(record).map_err(|e| faults::every(|lang| faults::shugoron::record(lang, &e.error)))?;
    Ok((setup, record))
}
