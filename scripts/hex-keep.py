#!/usr/bin/env python3
"""How often a Hex engine keeps a won position won, judged by MoHex 2.0's df-pn solver.

    scripts/hex-mistakes.py arena.log --positions solved.txt    # positions MoHex solved
    scripts/hex-keep.py solved.txt "fogliaccio gtp --swap none --seconds 0.5" [...]

Arenas between engines that both play well are decided by who last throws away a won
position; this asks that question directly. From the positions of `solved.txt` (a line
each: the board size, the moves, `|`, the winner, as scripts/hex-mistakes.py writes them)
it takes those whose side to move wins, with --min-empty to --max-empty empty cells, each
position once. Each engine (a GTP command) is asked for its move there, and MoHex's
`dfpn-solve-state` (at most --seconds) whether the mover still wins after it. Prints each
position an engine threw away (its moves, `|`, the move played), then how many moves kept
the win, threw it away, or could not be judged, by ten empty cells at a time. MOHEX_DIR is where scripts/mohex.sh built MoHex.
"""
import argparse
import os
import sys
from collections import defaultdict
from importlib import import_module

sys.path.insert(0, os.path.dirname(__file__))
_mistakes = import_module("hex-mistakes")
Gtp, Mohex = _mistakes.Gtp, _mistakes.Mohex


class Engine(Gtp):
    """The engine measured: a shell command that speaks GTP."""

    def __init__(self, command):
        super().__init__(command, ["sh", "-c", command])

    def move(self, size, moves):
        self.ask(f"boardsize {size}")
        self.ask("clear_board")
        for i, move in enumerate(moves):
            self.ask(f"play {'bw'[i % 2]} {move}")
        return self.ask(f"genmove {'bw'[len(moves) % 2]}").lower()


def positions(lines, low, high):
    seen = set()
    for line in lines:
        left, winner = line.rsplit("|", 1)
        size, *moves = left.split()
        size, winner = int(size), winner.strip()
        empty = size * size - len(moves)
        mover = "black" if len(moves) % 2 == 0 else "white"
        key = (size, " ".join(moves))
        if winner == mover and low <= empty <= high and key not in seen:
            seen.add(key)
            yield size, moves


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("solved", type=argparse.FileType())
    parser.add_argument("engines", nargs="+")
    parser.add_argument("--min-empty", type=int, default=40)
    parser.add_argument("--max-empty", type=int, default=70)
    parser.add_argument("--seconds", type=float, default=20)
    args = parser.parse_args()
    todo = list(positions(args.solved, args.min_empty, args.max_empty))
    mohex = Mohex(args.seconds)
    for command in args.engines:
        engine = Engine(command)
        tally = defaultdict(lambda: [0, 0, 0])
        for size, moves in todo:
            move = engine.move(size, moves)
            mover = "black" if len(moves) % 2 == 0 else "white"
            winner, _ = mohex.solve(size, moves + [move])
            row = tally[(size * size - len(moves)) // 10 * 10]
            row[0 if winner == mover else 1 if winner else 2] += 1
            if winner and winner != mover:
                print(f"  threw away: {size} {' '.join(moves)} | {move}")
        engine.process.stdin.close()
        kept, lost, unknown = (sum(row[i] for row in tally.values()) for i in range(3))
        print(f"{command}: kept {kept}, threw away {lost}, not judged {unknown} of {len(todo)} won positions")
        for low in sorted(tally):
            k, l, u = tally[low]
            print(f"  {low}–{low + 9} empty: kept {k}, threw away {l}, not judged {u}")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
