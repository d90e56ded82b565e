#!/usr/bin/env python3
"""MoHex's inferior cells on random Hex positions, for tests/hex_inferior.rs to hold ours to.

    scripts/mohex.sh build
    scripts/mohex-inferior.py [--positions N] [--seed S] > tests/data/benzene/inferior.txt

Each position is a board size and its stones, Black and White alternating from Black, drawn
at random (seeded) until neither side is joined; MoHex's `compute-inferior` is asked for
the colour to move. Each line of the output is one position:

    9 e5 d6 c7 e4 | a1:iv b1:is c1:ii ...

the cells MoHex would not play as the colour to move, each with its class as MoHex prints it:
`fb`/`fw` filled in for Black/White (dead or captured), `iv` vulnerable, `is` strongly
reversible, `ii` inferior (dominated). MOHEX_DIR is where scripts/mohex.sh built it.
"""
import argparse
import os
import random
import subprocess
import sys

LETTERS = "abcdefghijk"


def neighbours(n, x, y):
    for dx, dy in ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)):
        if 0 <= x + dx < n and 0 <= y + dy < n:
            yield x + dx, y + dy


def joined(n, stones, colour):
    """Whether `colour` ('b' joins rows 1 and n, 'w' columns a and the last) is joined."""
    own = {cell for cell, c in stones.items() if c == colour}
    start = [(x, y) for (x, y) in own if (y if colour == "b" else x) == 0]
    seen, todo = set(start), list(start)
    while todo:
        x, y = todo.pop()
        if (y if colour == "b" else x) == n - 1:
            return True
        for cell in neighbours(n, x, y):
            if cell in own and cell not in seen:
                seen.add(cell)
                todo.append(cell)
    return False


def name(cell):
    return f"{LETTERS[cell[0]]}{cell[1] + 1}"


def position(rng):
    """A random position nobody has won: its size and its stones in order of play."""
    while True:
        n = rng.choice([5, 6, 7, 8, 9, 10, 11])
        count = rng.randint(2, n * n * 2 // 5)
        cells = [(x, y) for x in range(n) for y in range(n)]
        rng.shuffle(cells)
        stones = {cell: "bw"[i % 2] for i, cell in enumerate(cells[:count])}
        if not joined(n, stones, "b") and not joined(n, stones, "w"):
            return n, [name(cell) for cell in cells[:count]]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=400)
    parser.add_argument("--seed", type=int, default=29)
    args = parser.parse_args()
    mohex = os.path.join(os.environ.get("MOHEX_DIR", os.path.join(os.environ.get("TMPDIR", "/tmp"), "mohex")), "bin", "mohex")
    rng = random.Random(args.seed)
    positions = [position(rng) for _ in range(args.positions)]
    script = []
    for n, moves in positions:
        script.append(f"boardsize {n} {n}")
        script += [f"play {'bw'[i % 2]} {move}" for i, move in enumerate(moves)]
        script.append(f"compute-inferior {'bw'[len(moves) % 2]}")
    script.append("quit")
    out = subprocess.run([mohex, "--quiet", "--use-logfile=false"], input="\n".join(script) + "\n", capture_output=True, text=True, check=True).stdout
    replies = [reply.strip() for reply in out.split("\n\n")]
    if any(reply.startswith("?") for reply in replies):
        sys.exit(f"MoHex refused a command: {[r for r in replies if r.startswith('?')][:3]}")
    answers = iter(reply.removeprefix("=").split() for reply in replies if reply.startswith("="))
    print(f"# MoHex's inferior cells ({os.path.basename(__file__)} --positions {args.positions} --seed {args.seed})")
    for n, moves in positions:
        next(answers)  # boardsize
        for _ in moves:
            next(answers)  # play
        cells = next(answers)
        pairs = [f"{cells[i]}:{cells[i + 1][:2]}" for i in range(0, len(cells), 2)]
        print(f"{n} {' '.join(moves)} | {' '.join(pairs)}")


if __name__ == "__main__":
    main()
