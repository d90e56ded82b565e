#!/usr/bin/env bash
# The benchmarks (not tests): the Hex engine and search natively and in headless Chromium,
# and the size of the page. Prints `name: value` lines. SIZE sets the board (default 11).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/tools.sh"
ensure_test_tools
cd "$FOGLIACCIO_ROOT"
size=${SIZE:-11}
cargo build --release --quiet
trunk build --release --offline >/dev/null
say "native, one core"
target/release/fogliaccio bench hex --size "$size"
say "wasm, in the page's worker"
(cd tests/browser && node bench.mjs "$size")
say "page size"
scripts/size.sh
