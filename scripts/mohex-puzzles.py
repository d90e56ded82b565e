#!/usr/bin/env python3
"""MoHex's winning moves of the shipped Hex puzzles, for tests/hex_puzzles.rs to hold the
collection to.

    scripts/mohex.sh build
    scripts/mohex-puzzles.py [--every K] > tests/data/benzene/puzzles-mohex.txt

Takes every K-th puzzle of src/ai/hex/data/puzzles.jsonl (default 1: all), plays its game into
MoHex 2.0 (built by scripts/mohex.sh from benzene's source), then each empty cell in turn,
and asks its solver who wins after it (`dfpn-solve-state`). Each line of the output is one
puzzle: our link of the position, then the moves after which MoHex's solver says the side
to move wins:

    1.hex.7n.4.gbfddeec | c4

Every move is tried, not only those MoHex's `dfpn-solver-find-winning` would try (it leaves
out the moves its knowledge proves inferior, DfpnCommands.cpp, CmdFindWinning), so the line
names every winning move. MOHEX_DIR is where scripts/mohex.sh built it.
"""
import argparse
import json
import os
import subprocess
import sys

LETTERS = "abcdefghijklmnopqrs"


def moves(link):
    """The cells of our link record `1.hex.<n><swap>.<count>.<moves>`, two letters a move
    (column, then row), as GTP names them."""
    parts = link.split(".")
    count = int(parts[3])
    body = parts[4] if len(parts) > 4 else ""
    cells = [body[2 * i:2 * i + 2] for i in range(count)]
    return [f"{c[0]}{LETTERS.index(c[1]) + 1}" for c in cells]


def empty(n, played):
    """The empty cells of an `n`×`n` board after `played`, row by row from a1."""
    return [f"{LETTERS[x]}{y + 1}" for y in range(n) for x in range(n) if f"{LETTERS[x]}{y + 1}" not in played]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--every", type=int, default=1)
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    mohex = os.path.join(os.environ.get("MOHEX_DIR", os.path.join(os.environ.get("TMPDIR", "/tmp"), "mohex")), "bin", "mohex")
    with open(os.path.join(root, "src/ai/hex/data/puzzles.jsonl")) as collection:
        puzzles = [json.loads(line) for line in collection][:: args.every]
    script = []
    for puzzle in puzzles:
        n = puzzle["size"]
        played = moves(puzzle["setup"])
        mover, other = ("b", "w") if len(played) % 2 == 0 else ("w", "b")
        for cell in empty(n, played):
            script += ["dfpn-clear-tt", f"boardsize {n} {n}"]
            script += [f"play {'bw'[i % 2]} {stone}" for i, stone in enumerate(played)]
            script += [f"play {mover} {cell}", f"dfpn-solve-state {other}"]
    script.append("quit")
    out = subprocess.run([mohex, "--quiet", "--use-logfile=false"], input="\n".join(script) + "\n", capture_output=True, text=True, check=True).stdout
    replies = [reply.strip() for reply in out.split("\n\n") if reply.strip()]
    if any(reply.startswith("?") for reply in replies):
        sys.exit(f"MoHex refused a command: {[r for r in replies if r.startswith('?')][:3]}")
    answers = iter(reply.removeprefix("=").split() for reply in replies)
    print(f"# MoHex's winning moves ({os.path.basename(__file__)} --every {args.every})")
    for puzzle in puzzles:
        n = puzzle["size"]
        played = moves(puzzle["setup"])
        winning = []
        for cell in empty(n, played):
            for _ in range(len(played) + 3):
                next(answers)  # dfpn-clear-tt, boardsize, the plays
            if next(answers) == [puzzle["to_move"]]:
                winning.append(cell)
        print(f"{puzzle['setup']} | {' '.join(winning)}")


if __name__ == "__main__":
    main()
