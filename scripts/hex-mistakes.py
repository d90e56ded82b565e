#!/usr/bin/env python3
"""Where each Hex game of an arena was won and lost, by MoHex 2.0's df-pn solver.

    scripts/mohex.sh build
    fogliaccio arena ... > arena.log
    scripts/hex-mistakes.py arena.log [--seconds 20] [--give-up 2] [--positions solved.txt]

For every game of `fogliaccio arena`'s log, the positions are solved from the last
backwards (MoHex's `dfpn-solve-state`, at most --seconds each, its transposition table
kept from one to the next) until --give-up positions in a row are not solved. A move that
turns its mover's proved win into a proved loss is a mistake; the last one decided the
game. Each game prints one line of who was winning after each move (`B`, `W`, `.` not
solved), then its mistakes: the move number, who made it (`first`, the arena's first
engine, or `second`), the empty cells left before it, and the seconds the solver took to
prove the win it threw away. The summary counts the deciding mistakes by engine and by
the empty cells left, and the games the opening had decided for good (no mistake after
the first solved position). MOHEX_DIR is where scripts/mohex.sh built MoHex.
"""
import argparse
import os
import re
import subprocess
import sys
import time
from collections import Counter

GAME = re.compile(r"game +\d+: (\S+) first (black|white) +→ (black|white|draw)")


def games(log):
    """(opening, our colour, winner, moves) for every game of an arena log."""
    lines = log.read().splitlines()
    for i, line in enumerate(lines):
        found = GAME.search(line)
        if found:
            opening, ours, winner = found.groups()
            yield opening, ours, winner, lines[i + 1].split()


class Gtp:
    """A GTP engine as a child process: `ask` sends a command and returns its answer."""

    def __init__(self, name, command, **options):
        self.name = name
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, **options)

    def ask(self, command):
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        reply = []
        while True:
            line = self.process.stdout.readline()
            if not line:
                sys.exit(f"{self.name} stopped at {command!r}")
            if line.strip() == "" and reply:
                break
            if line.strip():
                reply.append(line.strip())
        text = " ".join(reply)
        if text.startswith("?"):
            sys.exit(f"{self.name} refused {command!r}: {text}")
        return text.removeprefix("=").strip()


class Mohex(Gtp):
    """MoHex 2.0 as built by scripts/mohex.sh, its solver held to `seconds` a position."""

    def __init__(self, seconds):
        directory = os.environ.get("MOHEX_DIR", os.path.join(os.environ.get("TMPDIR", "/tmp"), "mohex"))
        command = [os.path.join(directory, "bin", "mohex"), "--quiet", "--use-logfile=false"]
        super().__init__("MoHex", command, stderr=subprocess.DEVNULL)
        self.ask(f"param_dfpn timelimit {seconds}")

    def solve(self, size, moves):
        """The winner of the position after `moves` (`black`, `white`, or None) and the seconds taken."""
        self.ask(f"boardsize {size} {size}")
        for i, move in enumerate(moves):
            self.ask(f"play {'bw'[i % 2]} {move}")
        start = time.monotonic()
        winner = self.ask(f"dfpn-solve-state {'bw'[len(moves) % 2]}")
        return (winner if winner in ("black", "white") else None), time.monotonic() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("log", type=argparse.FileType())
    parser.add_argument("--size", type=int, default=9)
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--give-up", type=int, default=2)
    parser.add_argument("--skip", type=int, default=0, help="games of the log to pass over first")
    parser.add_argument("--positions", type=argparse.FileType("a"),
                        help="adds every solved position to this file, a line each: its moves, `|`, the winner")
    args = parser.parse_args()
    mohex = Mohex(args.seconds)
    deciding, decided_by_opening, empties = Counter(), 0, Counter()
    for number, (opening, ours, winner, moves) in enumerate(games(args.log), 1):
        if number <= args.skip:
            continue
        solved, misses = {}, 0
        for k in range(len(moves), 0, -1):
            solved[k] = mohex.solve(args.size, moves[:k])
            misses = 0 if solved[k][0] else misses + 1
            if misses >= args.give_up:
                break
        if args.positions:
            for k in sorted(solved):
                if solved[k][0]:
                    args.positions.write(f"{args.size} {' '.join(moves[:k])} | {solved[k][0]}\n")
            args.positions.flush()
        trail = "".join((solved.get(k, (None,))[0] or ".")[0].upper() for k in range(1, len(moves) + 1))
        print(f"game {number}: {opening}, first {ours}, {winner} wins, {len(moves)} moves")
        print(f"  {trail}")
        mistakes = []
        for k in range(2, len(moves) + 1):
            before, after = solved.get(k - 1, (None, 0)), solved.get(k, (None, 0))
            mover = "bw"[(k - 1) % 2]
            if before[0] and after[0] and before[0][0] == mover and after[0][0] != mover:
                who = "first" if ("black" if mover == "b" else "white") == ours else "second"
                empty = args.size * args.size - (k - 1)
                mistakes.append((k, who, empty, before[1]))
                print(f"  move {k} ({moves[k - 1]}) by {who}: {empty} empty cells, its win proved in {before[1]:.2f} s")
        if mistakes:
            k, who, empty, _ = mistakes[-1]
            deciding[who] += 1
            empties[(who, empty // 10 * 10)] += 1
        elif winner != "draw":
            decided_by_opening += 1
        sys.stdout.flush()
    print(f"deciding mistakes: first {deciding['first']}, second {deciding['second']}; "
          f"no mistake seen (the earliest solved position already the winner's) {decided_by_opening}")
    for (who, low), count in sorted(empties.items()):
        print(f"  {who}: {count} with {low}–{low + 9} empty cells")
    mohex.process.stdin.close()


if __name__ == "__main__":
    main()
