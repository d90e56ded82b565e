//! What the worker keeps from one job to the next, so that a job need not start from
//! nothing: the search that follows the game (its tree stays useful while the game goes
//! on), and Doublets' odds (a solution serves every later position of its rule set).

use super::doublets::tables::Tables;
use super::search::Following;

#[derive(Default)]
pub struct Kept {
    /// The search of the last game thought about.
    pub(super) search: Option<Box<dyn Following>>,
    pub(super) tables: Tables,
}
