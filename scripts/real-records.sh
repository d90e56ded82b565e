#!/usr/bin/env bash
# Runs tests/real_records.rs on real players' records kept outside the repository (they are
# other people's files, not ours to commit): ./scripts/real-records.sh DIR
#
# DIR holds one folder a source of tests/data/records/MANIFEST, laid out as its `layout`
# line says. To gather them, from each source's repository at the commit the MANIFEST names:
#   littlegolem-hex/hex_games/*.txt   unzip Elilgo324/ZeroHex's data/original_littlegolem/aos_games.zip
#                                     in DIR/littlegolem-hex (it holds hex_games/)
#   benzene/regression/sgf/...        git -C <clone of cgao3/benzene-vanilla-cmake> archive <commit> regression/sgf
#                                     | tar -x -C DIR/benzene
#   twixtbot-ui/games/*.T1, *.tsgf    git -C <clone of stevens68/twixtbot-ui> archive <commit> games
#                                     | tar -x -C DIR/twixtbot-ui
# The tests then check the counts the MANIFEST expects of each source.
set -euo pipefail
cd "$(dirname "$0")/.."

dir=${1:?usage: scripts/real-records.sh DIR (see the comments at the top)}
dir=$(cd "$dir" && pwd)

# Each source's folder, and how many files of it the MANIFEST's counts were taken from.
check() {
    local what=$1 expected=$2 found
    found=$(cd "$dir" && compgen -G "$what" | wc -l || true)
    if [ "$found" -ne "$expected" ]; then
        echo "real-records: $dir/$what: $found files, expected $expected (see the comments of $0)" >&2
        exit 1
    fi
    echo "real-records: $what: $found files"
}
check 'littlegolem-hex/hex_games/*.txt' 76
check 'benzene/regression/sgf/*/*.sgf' 279
check 'benzene/regression/sgf/*/*/*/*.sgf' 96
check 'twixtbot-ui/games/*.T1' 4
check 'twixtbot-ui/games/*.tsgf' 4

# Release: the 18,898 Little Golem games read and round-trip in seconds instead of minutes.
FOGLIACCIO_REAL_RECORDS="$dir" cargo test --release --test real_records -- --nocapture
