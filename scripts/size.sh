#!/usr/bin/env bash
# The size benchmark: gzipped bytes (gzip -9) of the release page in dist/ (build first with
# scripts/serve.sh or scripts/test.sh). First what the home screen loads, a first visit's
# whole download (index.html, the `home` build's js and wasm, the stylesheets), then the
# other builds: each game's own (loaded by its address, embedded or not: its games, its
# rules page, its bench) and the AI worker. Then,
# where the browser tests' Chromium is installed, what each screen downloads before its board
# is drawn, as Chromium asks for it (tests/browser/weight.mjs).
# Prints one `name: value` a line.
set -euo pipefail
dist="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/dist"
[ -f "$dist/index.html" ] || { echo "no release build in $dist: run scripts/serve.sh or scripts/test.sh first" >&2; exit 1; }

# size LABEL FILE…: one line a file, then the LABEL's total gzipped.
size() {
    local label=$1 total=0 f raw gz
    shift
    for f in "$@"; do
        [ -e "$f" ] || { echo "$label: $(basename "$f") is missing from $dist" >&2; exit 1; }
        raw=$(stat -c %s "$f")
        gz=$(gzip -9 -c "$f" | wc -c)
        total=$((total + gz))
        echo "$(basename "$f"): $raw bytes, $gz gzipped"
    done
    echo "$label gzipped: $total"
}

size "home screen" "$dist"/index.html "$dist"/home-*.js "$dist"/home-*_bg.wasm "$dist"/*.css
# Each game's build, named by its id as index.html's loader lists them.
games=$(grep -o "const GAMES = \[[^]]*\]" "$dist/index.html" | grep -o "'[a-z]*'" | tr -d "'")
for game in $games; do
    size "the $game screen ($game build)" "$dist/$game.js" "$dist/${game}_bg.wasm"
done
size "AI worker" "$dist"/worker.js "$dist"/worker_bg.wasm

browser="$(dirname "$dist")/tests/browser"
if [ -d "$browser/node_modules/playwright-core" ] && [ -x "${CHROMIUM:-/usr/bin/chromium}" ]; then
    (cd "$browser" && node weight.mjs)
fi
