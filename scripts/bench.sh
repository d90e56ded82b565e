#!/usr/bin/env bash
# The benchmarks (not tests): the Hex and TwixT engines and searches natively and in
# headless Chromium, the longest main-thread task on each screen, how smooth a long TwixT
# game stays in the page, and the size of the page. Prints `name: value` lines. SIZE sets
# Hex's board (default 11), TWIXT_SIZE TwixT's (default 24, under the standard rules).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/tools.sh"
ensure_test_tools
cd "$FOGLIACCIO_ROOT"
size=${SIZE:-11}
twixt_size=${TWIXT_SIZE:-24}
cargo build --release --quiet
trunk build --release --offline >/dev/null
say "Hex, native, one core"
target/release/fogliaccio bench hex --size "$size"
say "Hex, wasm, in the page's worker"
(cd tests/browser && node bench.mjs hex "$size")
say "TwixT, native, one core"
target/release/fogliaccio bench twixt --size "$twixt_size"
say "TwixT, wasm, in the page's worker"
(cd tests/browser && node bench.mjs twixt "$twixt_size")
say "the longest main-thread task per screen, opening and playing, in the page"
(cd tests/browser && node longtasks.mjs)
say "TwixT, a long game on a tablet: the longest task while the computer thinks, tap to paint"
(cd tests/browser && node twixt_bench.mjs)
say "page size"
scripts/size.sh
