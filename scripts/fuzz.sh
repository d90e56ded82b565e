#!/usr/bin/env bash
# Fuzzes every reader of game records with libFuzzer (fuzz/, cargo-fuzz on the nightly
# toolchain): ./scripts/fuzz.sh [SECONDS] (default 300).
#
# The target (fuzz/fuzz_targets/records.rs) reads each input as `fogliaccio record` and the
# page's paste boxes do, under every file name, and asserts what the readers promise: no
# panic, faults that quote at most 80 characters of the text, and every game read whole
# going to every format of its game and back as the same game (fuzz/src/lib.rs). It starts from seeds: random
# games of Hex, TwixT and Doublets written in every format (fuzz/src/bin/seeds.rs; random
# bytes are almost never a link, so without them the link readers refuse everything), the
# real files of tests/data/records/, and the corpus of earlier runs (fuzz/corpus, not kept
# in git). A crash is saved in fuzz/artifacts/records/.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-300}
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --version 0.13.2 --locked
rustup toolchain list | grep -q '^nightly' || rustup toolchain install nightly --profile minimal

seeds=fuzz/seeds
corpus=fuzz/corpus/records
rm -rf "$seeds"
mkdir -p "$seeds" "$corpus"
cargo run --quiet --release --manifest-path fuzz/Cargo.toml --bin seeds -- "$seeds" 200
for file in tests/data/records/*.sgf tests/data/records/*.hsgf tests/data/records/*.tsgf tests/data/records/*.T1; do
    cp "$file" "$seeds/real-$(basename "$file")"
done
n=0
grep -v '^#' tests/data/records/hexworld-links.txt | while IFS= read -r link; do
    [ -n "$link" ] && printf '%s' "$link" > "$seeds/real-hexworld-$((n += 1))"
done

# Safe Rust: no sanitizer, which would only slow the readers down.
cargo +nightly fuzz run --sanitizer none records "$corpus" "$seeds" -- -max_total_time="$seconds" -max_len=8192 -print_final_stats=1
