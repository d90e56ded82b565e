//! The Web Worker that runs the search (see `fogliaccio::worker`).

use fogliaccio::worker::SearchWorker;
use gloo_worker::Registrable;

fn main() {
    SearchWorker::registrar().register();
}
