#!/usr/bin/env bash
# The size benchmark: gzipped bytes of the release page's .wasm and .js (build first with
# scripts/serve.sh or scripts/test.sh). Prints one `name: value` a line.
set -euo pipefail
dist="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/dist"
total=0
for f in "$dist"/*.wasm "$dist"/*.js; do
    [ -e "$f" ] || { echo "no release build in $dist: run scripts/serve.sh or scripts/test.sh first" >&2; exit 1; }
    raw=$(stat -c %s "$f")
    gz=$(gzip -9 -c "$f" | wc -c)
    total=$((total + gz))
    echo "$(basename "$f"): $raw bytes, $gz gzipped"
done
echo "total gzipped: $total bytes"
