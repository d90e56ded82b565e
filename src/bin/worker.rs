//! The page's Web Worker, `worker.js` (see `fogliaccio::worker`).

use fogliaccio::worker::PageWorker;
use gloo_worker::Registrable;

fn main() {
    PageWorker::registrar().register();
}
