#!/usr/bin/env bash
# Instructions per playout and per search iteration, counted by valgrind's callgrind on
# fixed work (benches/fixed_work.rs): the same count whatever else the machine is doing,
# where the wall-clock figures of `fogliaccio bench` swing by a factor of two on two shared
# cores. With REV, the same work at git revision REV too (built aside, with this tree's
# bench copied in), and the ratio of this tree's count to REV's.
#
#   scripts/instructions.sh [REV]     # GAMES="hex 11 twixt 24 twixt 12" by default
#
# Prints `game size figure: instructions each` lines (and `… REV … ratio` with REV).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
rev=${1:-}
games=${GAMES:-hex 11 twixt 24 twixt 12}
batches=${BATCHES:-2}
command -v valgrind >/dev/null || { echo "scripts/instructions.sh needs valgrind (Debian's package)" >&2; exit 2; }

# build DIR: builds DIR's fixed-work bench and prints its path.
build() {
    (cd "$1" && cargo bench --bench fixed_work --no-run --message-format=json 2>/dev/null) \
        | python3 -c 'import json,sys
for line in sys.stdin:
    m = json.loads(line)
    if m.get("reason") == "compiler-artifact" and m["target"]["name"] == "fixed_work" and m.get("executable"):
        print(m["executable"])'
}

# count BINARY GAME SIZE: `figure<TAB>instructions each` lines. The bench reads its clock
# BATCHES + 1 times a figure (once at its start, once after each batch of 500); callgrind
# dumps before each reading, so the dumps after a figure's start are that figure's work.
count() {
    local out
    out=$(mktemp -d)
    # Valgrind counts each byte of a `rep movsb`/`rep stosb` as an instruction, which glibc
    # uses for copies and fills above a few KB (a TwixT position is 11 KB): a 10 KB copy
    # would count as 10,000 where the CPU takes a few hundred cycles. These tunables keep
    # glibc on its vector loops, which are counted as the CPU runs them.
    (cd "$out" && GLIBC_TUNABLES=glibc.cpu.x86_rep_movsb_threshold=4294967295:glibc.cpu.x86_rep_stosb_threshold=4294967295 valgrind --tool=callgrind --dump-before=fixed_work_tick "$1" "$2" "$3" "$batches" >figures 2>/dev/null)
    python3 - "$out" "$batches" <<'PY'
import glob, re, sys
out, batches = sys.argv[1], int(sys.argv[2])
names = [line.split(":")[0] for line in open(f"{out}/figures")]
dumps = sorted((int(re.search(r"\.(\d+)$", p).group(1)), p) for p in glob.glob(f"{out}/callgrind.out.*.*"))
work = [0] * len(names)
for number, path in dumps:
    figure, place = divmod(number - 1, batches + 1)
    if place and figure < len(names):
        work[figure] += int(next(l for l in open(path) if l.startswith("totals:")).split()[1])
for name, total in zip(names, work):
    print(f"{name}\t{total / (500 * batches):.0f}")
PY
    rm -rf "$out"
}

ours=$(build "$root")
if [ -n "$rev" ]; then
    commit=$(git -C "$root" rev-parse --short "$rev^{commit}")
    aside="${TMPDIR:-/tmp}/fogliaccio-instructions-$commit"
    [ -d "$aside" ] || git -C "$root" worktree add --detach "$aside" "$commit" >/dev/null
    mkdir -p "$aside/benches"
    cp "$root/benches/fixed_work.rs" "$aside/benches/"
    grep -q 'name = "fixed_work"' "$aside/Cargo.toml" \
        || printf '\n[[bench]]\nname = "fixed_work"\nharness = false\n' >>"$aside/Cargo.toml"
    theirs=$(build "$aside")
fi
set -- $games
while [ $# -ge 2 ]; do
    game=$1 size=$2
    shift 2
    if [ -z "$rev" ]; then
        count "$ours" "$game" "$size" | while IFS=$'\t' read -r name each; do
            echo "$game $size $name: $each instructions each"
        done
    else
        # Joined by figure: a figure one build lacks is left out.
        join -t $'\t' <(count "$ours" "$game" "$size" | sort) <(count "$theirs" "$game" "$size" | sort) \
            | while IFS=$'\t' read -r name each before; do
                echo "$game $size $name: $each instructions each, $before at $commit, ratio $(awk "BEGIN { printf \"%.3f\", $each / $before }")"
            done
    fi
done
