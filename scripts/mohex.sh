#!/usr/bin/env bash
# MoHex 2.0 (the University of Alberta's benzene, as cgao3/benzene-vanilla-cmake keeps it),
# built outside the repository and run as a GTP engine that honours a time per move.
#
#   scripts/mohex.sh build                # builds once into $MOHEX_DIR
#   scripts/mohex.sh gtp [--seconds S]    # MoHex at S seconds a move (default 0.5)
#   scripts/arena mohex [arena options]   # our engine against it (builds it first)
#
# MOHEX_DIR (default ${TMPDIR:-/tmp}/mohex) holds the source (src/, whose share/ the binary
# reads its patterns from), the build (build/) and the binary (bin/mohex). BENZENE_GIT is
# where the source comes from (default GitHub; a local clone or bare mirror will do), at
# BENZENE_COMMIT. Needs cmake, g++, Boost (thread, system, filesystem, program_options,
# date_time) and Berkeley DB: on Debian
#   apt-get install cmake g++ libboost-thread-dev libboost-system-dev \
#     libboost-filesystem-dev libboost-program-options-dev libboost-date-time-dev libdb-dev
#
# What makes MoHex keep to a short time a move. Its player floors the search's time at one
# second (`std::max(1.0, maxTime)` in MoHexPlayer.cpp), and leaves out of the move's time
# what comes before the search: the root's virtual connections and inferior cells
# (benzene's own "@bug" in BenzenePlayer.cpp), and after its pre-search, the search's
# shared data and the tree kept from the last move. Both are patched below, so the search
# has what is left of the move's time. Each search also allocates a fill-in map of
# 2^fillin_map_bits states (16 by default, each state a whole board: on 9×9 at 0.5 s that
# took a move to 1.6 s) and copies the last one to reuse the tree: set to 2^12 states,
# ample for the nodes that reach knowledge_threshold (256 visits) in a fraction of a second.
# Its search is also kept from stretching a move by half when the best move is unstable
# (extend_unstable_search).
#
# One more patch mends a crash: HexBoard::ComputeInferiorCells flows off its end when
# inferior cells are off (undefined behaviour; g++ 12 warns), which MoHex does when fill-in
# alone decides a lost position, and the build then died in Resistance::ComputeScores
# during the pre-search (replaying an arena game's moves, it died in 8 runs of 9, the
# unpatched source with MoHex's default settings included). It now returns INVALID_POINT,
# as a caller expects when nothing reverses.
#
# Nothing else is changed: one thread, MoHex 2.0's own patterns, priors and virtual
# connections, no opening book (none is shipped), no swap (none is offered). Its log goes
# nowhere.
set -euo pipefail
BENZENE_GIT=${BENZENE_GIT:-https://github.com/cgao3/benzene-vanilla-cmake}
BENZENE_COMMIT=${BENZENE_COMMIT:-95614769bafc9850a3cc54974660bb1795db6086}
MOHEX_DIR=${MOHEX_DIR:-${TMPDIR:-/tmp}/mohex}
mohex="$MOHEX_DIR/bin/mohex"

say() { printf '[mohex] %s\n' "$*" >&2; }

build() {
    if [ -x "$mohex" ]; then
        return
    fi
    for tool in cmake make g++ git patch; do
        command -v "$tool" >/dev/null || { say "needs $tool (see the top of $0)"; exit 1; }
    done
    mkdir -p "$MOHEX_DIR"
    if [ ! -d "$MOHEX_DIR/src" ]; then
        say "fetching benzene $BENZENE_COMMIT from $BENZENE_GIT"
        [ -d "$MOHEX_DIR/benzene.git" ] || git clone --quiet --bare "$BENZENE_GIT" "$MOHEX_DIR/benzene.git"
        rm -rf "$MOHEX_DIR/src.part"
        mkdir "$MOHEX_DIR/src.part"
        git --git-dir="$MOHEX_DIR/benzene.git" archive "$BENZENE_COMMIT" | tar -x -C "$MOHEX_DIR/src.part"
        patch -p1 --forward --silent -d "$MOHEX_DIR/src.part" <<'PATCH' || { say "the patch no longer applies"; exit 1; }
diff -ru a/src/hex/BenzenePlayer.cpp b/src/hex/BenzenePlayer.cpp
--- a/src/hex/BenzenePlayer.cpp
+++ b/src/hex/BenzenePlayer.cpp
@@ -6,6 +6,7 @@
 #include "BenzenePlayer.hpp"
 #include "EndgameUtil.hpp"
 #include "BoardUtil.hpp"
+#include "SgTimer.h"
 
 using namespace benzene;
 
@@ -28,6 +29,7 @@
                                 HexBoard& brd, double maxTime, 
                                 double& score)
 {
+    SgTimer elapsed;
     HexPoint move = INVALID_POINT;
     
     move = InitSearch(brd, state.ToPlay(), score);
@@ -47,7 +49,7 @@
         return move;
 
     LogInfo() << "Best move cannot be determined, must search state.\n";
-    return Search(state, game, brd, consider, maxTime, score);
+    return Search(state, game, brd, consider, maxTime - elapsed.GetTime(), score);
 }
 
 /** Finds inferior cells, builds vcs. Sets moves to consider to all
diff -ru a/src/hex/HexBoard.cpp b/src/hex/HexBoard.cpp
--- a/src/hex/HexBoard.cpp
+++ b/src/hex/HexBoard.cpp
@@ -79,6 +79,7 @@
 	IceUtil::Update(m_inf, inf);
 	return reverser;
     }
+    return INVALID_POINT;
 }
 
 void HexBoard::BuildVCs()
diff -ru a/src/mohex/MoHexPlayer.cpp b/src/mohex/MoHexPlayer.cpp
--- a/src/mohex/MoHexPlayer.cpp
+++ b/src/mohex/MoHexPlayer.cpp
@@ -121,8 +121,8 @@
     timer.Stop();
     LogInfo() << "Time for PreSearch: " << timer.GetTime() << "s\n";
 
-    maxTime -= timer.GetTime();
-    maxTime = std::max(1.0, maxTime);
+    // The search has what is left of the move's time once everything before it is done.
+    const double timeForMove = maxTime;
         
     // Create the initial state data
     MoHexSharedData data(m_search.FillinMapBits());
@@ -159,6 +159,7 @@
     std::vector<SgMove> sequence;
     std::vector<SgMove> rootFilter;
     m_search.SetBoard(brd);
+    maxTime = std::max(0.0, timeForMove - totalElapsed.GetTime());
     score = m_search.Search(m_max_games, maxTime, sequence,
                             rootFilter, initTree, 0);
 
PATCH
        mv "$MOHEX_DIR/src.part" "$MOHEX_DIR/src"
    fi
    say "building MoHex in $MOHEX_DIR/build (some ten minutes on two cores; log: $MOHEX_DIR/build.log)"
    if ! { cmake -S "$MOHEX_DIR/src" -B "$MOHEX_DIR/build" && make -C "$MOHEX_DIR/build" -j"${JOBS:-2}" mohex; } \
        >"$MOHEX_DIR/build.log" 2>&1; then
        tail -n 20 "$MOHEX_DIR/build.log" >&2
        say "the build failed: $MOHEX_DIR/build.log"
        exit 1
    fi
    mkdir -p "$MOHEX_DIR/bin"
    cp "$MOHEX_DIR/build/src/mohex/mohex" "$mohex"
    say "built $mohex"
}

gtp() {
    local seconds=0.5
    while [ $# -gt 0 ]; do
        case "$1" in
            --seconds) seconds=${2:?--seconds needs a value}; shift 2 ;;
            *) say "gtp takes --seconds S, not $1"; exit 2 ;;
        esac
    done
    [ -x "$mohex" ] || { say "no $mohex: run $0 build first"; exit 1; }
    # The settings are a file of GTP commands, which MoHex runs before reading its input
    # (answering them on its log): they end with one search, as MoHex's first search pays
    # some 0.4 s of setting up that no later one does.
    local config="$MOHEX_DIR/mohex-$seconds-seconds.gtp"
    cat >"$config" <<EOF
param_mohex max_time $seconds
param_mohex use_time_management 0
param_mohex extend_unstable_search 0
param_mohex fillin_map_bits 12
param_mohex num_threads 1
param_mohex ponder 0
genmove b
clear_board
EOF
    exec "$mohex" --quiet --use-logfile=false --config "$config" 2>/dev/null
}

case "${1:-}" in
    build) build ;;
    gtp) shift; gtp "$@" ;;
    *) echo "usage: $0 build | gtp [--seconds S]" >&2; exit 2 ;;
esac
