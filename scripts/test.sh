#!/usr/bin/env bash
# Runs every test: the native engine and command-line tests, the release wasm build, and
# the browser tests that drive that build in headless Chromium. Installs what is missing
# first (see tools.sh); quick when everything is there.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/tools.sh"
ensure_test_tools
cd "$FOGLIACCIO_ROOT"

say "format and lints"
cargo fmt --check
cargo clippy --all-targets --quiet -- -D warnings
# The page's code (src/ui) builds only for the browser, with the `web` feature.
cargo clippy --target wasm32-unknown-unknown --features web --bin home --bin hex --bin twixt --bin doublets --bin shugoron --bin worker --lib --quiet -- -D warnings
# ...and its tests, which run natively (below).
cargo clippy --features web --lib --tests --quiet -- -D warnings

say "native tests"
# Every engine, the command line, and the worker's jobs and scheduler.
cargo test
# The screens' reducers are pure but live behind the `web` feature, with the page: their
# tests run natively here.
cargo test --features web --lib -- ui::

say "release page build"
trunk build --release --offline

say "browser tests"
cd tests/browser
node --test --test-reporter=spec
