#!/usr/bin/env bash
# T1j, Johannes Schwagereit's alpha-beta TwixT program (GPL, Java), as a GTP engine for
# `fogliaccio arena`: builds it from its public source, outside this repository, then runs
# it on standard input and output.
#
#   scripts/t1j.sh [--seconds N]     # N whole seconds a move, default 1
#
# The first run clones T1J_REPO (default its GitHub repository; a local clone or bare git
# directory works too) at T1J_COMMIT into T1J_DIR (default ~/.cache/fogliaccio/t1j) and
# compiles it with `javac` (JDK 17) together with our GTP front end, scripts/t1j/T1jGtp.java
# (our code: it holds none of T1j's, see its head). Nothing of T1j enters this repository,
# and the program built, GPL as T1j is, stays in T1J_DIR. The front end is compiled again
# whenever it is newer than its build.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
repo=${T1J_REPO:-https://github.com/johannesSchwagereit/T1j.git}
commit=${T1J_COMMIT:-b572ed21f1f6b08491f69db32f531fc4b5f50fcd}
dir=${T1J_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/fogliaccio/t1j}
front="$root/scripts/t1j/T1jGtp.java"
classes="$dir/classes"

if [ ! -d "$dir/source/.git" ]; then
    echo "scripts/t1j.sh: cloning T1j from $repo into $dir/source" >&2
    mkdir -p "$dir"
    git clone --quiet "$repo" "$dir/source"
fi
if [ "$(git -C "$dir/source" rev-parse HEAD)" != "$commit" ]; then
    git -C "$dir/source" checkout --quiet "$commit"
    rm -rf "$classes"
fi
built="$classes/net/schwagereit/t1j/T1jGtp.class"
if [ ! -f "$built" ] || [ "$front" -nt "$built" ]; then
    echo "scripts/t1j.sh: compiling T1j $commit and the GTP front end into $classes" >&2
    package="$dir/source/src/net/schwagereit/t1j"
    mkdir -p "$classes/net/schwagereit/t1j"
    # T1j's sources are Latin-1 and use raw types: its warnings are not ours to mend.
    javac -nowarn -Xlint:none -encoding ISO-8859-1 -d "$classes" "$package"/*.java "$front" 2>&1 \
        | grep -v '^Note: ' >&2 || true
    [ -f "$built" ] || { echo "scripts/t1j.sh: javac failed" >&2; exit 1; }
    # Its words and its patterns are read as resources.
    cp "$package"/*.properties "$classes/net/schwagereit/t1j/"
fi
# Headless, and with its preferences (read at start, never written here) kept beside it.
mkdir -p "$dir/prefs/.java/.userPrefs"
exec java -Djava.awt.headless=true -Djava.util.prefs.userRoot="$dir/prefs" \
    -cp "$classes" net.schwagereit.t1j.T1jGtp "$@"
