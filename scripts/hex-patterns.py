#!/usr/bin/env python3
"""Learns how often real players play each local Hex pattern: src/ai/hex/patterns.txt.

Source: Little Golem's public Hex games (11×11 and 13×13), as scripts/real-records.sh
gathers them (the records themselves are not in the repository):

    scripts/hex-patterns.py /work/realrecords/littlegolem-hex/hex_games > src/ai/hex/patterns.txt

For every position of every game and every empty cell, the pattern is the cell's six
neighbours, seen by the player to move as if it joined top and bottom (White's positions
are transposed with the colours exchanged), each empty, the mover's, the opponent's or off
the board (beyond an edge, a cell counts as a stone of that edge's colour, beyond a corner
as off), and a pattern turned half a circle is the same pattern. A pattern's weight is how often the player to
move played its cell when it was on the board, over how often that happened, against the
mean over all patterns: 1 is an average cell.
"""
import re
import sys
from pathlib import Path

import numpy as np

# (column, row) steps to the six neighbours in turn: right, up-right, up, left, down-left, down.
OFFSETS = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
EMPTY, OWN, THEIRS, OFF = 0, 1, 2, 3
CODES = 4 ** len(OFFSETS)
# Patterns seen fewer times than this keep the average weight.
MIN_SEEN = 100

MOVE = re.compile(r";([WB])\[([a-z]+)\]")


def games(folder):
    for path in sorted(Path(folder).glob("*.txt")):
        for line in path.read_text(errors="replace").splitlines():
            size = re.search(r"SZ\[(\d+)\]", line)
            if size and "littlegolem" in line:
                yield int(size.group(1)), [m.group(2) for m in MOVE.finditer(line)]


def codes(padded, n, mirror):
    """The pattern code of every inner cell of `padded` (two cells of border each side)."""
    total = np.zeros((n, n), dtype=np.int64)
    for k, (dc, dr) in enumerate(OFFSETS):
        if mirror:
            dc, dr = -dc, -dr
        total += padded[2 + dr : 2 + dr + n, 2 + dc : 2 + dc + n].astype(np.int64) * 4**k
    return total


def main():
    seen = np.zeros(CODES, dtype=np.int64)
    played = np.zeros(CODES, dtype=np.int64)
    batch = []
    for n, moves in games(sys.argv[1]):
        if len(batch) > 20_000:
            seen += np.bincount(np.concatenate(batch), minlength=CODES)
            batch = []
        # board[row, column]: 1 the first player's (Black, top to bottom), 2 White's.
        board = np.zeros((n, n), dtype=np.int8)
        for ply, mv in enumerate(moves):
            colour = 1 if ply % 2 == 0 else 2
            if mv == "resign":
                break
            if mv == "swap":
                (r, c) = np.argwhere(board == 1)[0]
                board[r, c] = 0
                board[c, r] = 2
                continue
            c, r = ord(mv[0]) - 97, ord(mv[1]) - 97
            if not (0 <= c < n and 0 <= r < n) or board[r, c]:
                break
            # The position as the mover sees it, joining top and bottom.
            view = board if colour == 1 else board.T
            seen_as = np.where(view == colour, OWN, np.where(view == 0, EMPTY, THEIRS)).astype(np.int8)
            padded = np.full((n + 4, n + 4), OFF, dtype=np.int8)
            padded[:2, 2:-2] = OWN
            padded[-2:, 2:-2] = OWN
            padded[2:-2, :2] = THEIRS
            padded[2:-2, -2:] = THEIRS
            padded[2:-2, 2:-2] = seen_as
            here = np.minimum(codes(padded, n, False), codes(padded, n, True))
            empty = view == 0
            batch.append(here[empty])
            pr, pc = (r, c) if colour == 1 else (c, r)
            played[here[pr, pc]] += 1
            board[r, c] = colour
    seen += np.bincount(np.concatenate(batch), minlength=CODES)
    mean = played.sum() / seen.sum()
    print("# Local Hex patterns and how much more often than average real players play them:")
    print("# `code weight`, the code in base 4 over the six neighbours from the right, turning up (see scripts/hex-patterns.py).")
    print(f"# Learned from Little Golem's public 11×11 and 13×13 games; {played.sum()} moves, "
          f"patterns seen at least {MIN_SEEN} times.")
    for code in np.nonzero(seen >= MIN_SEEN)[0]:
        weight = played[code] / seen[code] / mean
        print(f"{code} {weight:.3g}")


if __name__ == "__main__":
    main()
