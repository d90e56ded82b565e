#!/usr/bin/env bash
# Writes the Hex puzzles the page ships, src/ai/hex/data/puzzles.jsonl: for each board
# size, `fogliaccio puzzles --seed` generates them from games the search plays against
# itself, every answer proved by the solver (src/ai/hex/puzzles.rs says how). The same
# seeds give the same file. tests/hex_puzzles.rs proves every answer again.
#
#   scripts/puzzles.sh            # every size, in turn (tens of minutes on two cores)
#   scripts/puzzles.sh 5 6        # only these sizes, into src/ai/hex/data/puzzles-N.jsonl
#                                 # (then rerun with no argument to join them)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
data="$root/src/ai/hex/data"
# Size, count: 105 puzzles from 5×5 to 9×9, more on the boards a newcomer starts on (and
# fewer where each takes minutes to make and prove: a 9×9 puzzle some eight minutes on two
# busy cores).
plan=(5:30 6:35 7:25 8:10 9:5)
cargo build --release --quiet --manifest-path "$root/Cargo.toml" --bin fogliaccio
fogliaccio="${CARGO_TARGET_DIR:-$root/target}/release/fogliaccio"
sizes=("$@")
for entry in "${plan[@]}"; do
    size=${entry%:*} count=${entry#*:}
    if [ ${#sizes[@]} -gt 0 ] && [[ ! " ${sizes[*]} " == *" $size "* ]]; then continue; fi
    [ -s "$data/puzzles-$size.jsonl" ] && continue
    "$fogliaccio" puzzles --game hex --size "$size" --count "$count" --seed "$size" > "$data/puzzles-$size.jsonl.part"
    mv "$data/puzzles-$size.jsonl.part" "$data/puzzles-$size.jsonl"
done
if [ ${#sizes[@]} -eq 0 ]; then
    for entry in "${plan[@]}"; do cat "$data/puzzles-${entry%:*}.jsonl"; done > "$data/puzzles.jsonl"
    for entry in "${plan[@]}"; do rm "$data/puzzles-${entry%:*}.jsonl"; done
fi
