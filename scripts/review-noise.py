#!/usr/bin/env python3
"""The review's own noise: real games reviewed several times with different seeds, and how
far the search's figures for the same move differ between runs. A mark is meant to be set
above that noise (docs/ai.md, "Reviewing a game").

    scripts/review-noise.py FILE... [--size 11] [--games 6] [--seeds 3] [--playouts N] [--min-moves 40]

FILE holds game records, one a line or one a file (Little Golem's .hsgf exports, HexGui
SGF, Little Golem's TwixT .tsgf); the first GAMES games of SIZE with at least MIN moves
are taken.
Prints, over every move: the spread (standard deviation across seeds) of the mover's
chance before the move and of the fall across it, the share of moves whose falls differ
by more than 0.05 / 0.10 between two seeds, and how often the runs mark a move alike.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = os.path.join(ROOT, "target", "release", "fogliaccio")


def records(paths, size, count, least):
    """The first `count` games of `size` with at least `least` moves, as texts."""
    found = []
    for path in paths:
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        for record in re.findall(r"\(;[^()]*\)", text):
            moves = re.findall(r";[BWbr]\[[^\]]*\]", record)
            if f"SZ[{size}]" in record and len(moves) >= least:
                found.append(record)
                if len(found) == count:
                    return found
    return found


def review(path, seed, playouts):
    command = [BINARY, "review", "--seed", str(seed), path]
    if playouts:
        command[2:2] = ["--playouts", str(playouts)]
    lines = subprocess.run(command, capture_output=True, text=True, check=False).stdout.splitlines()
    return [json.loads(line) for line in lines if line.startswith("{")]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("files", nargs="+")
    parser.add_argument("--size", type=int, default=11)
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--playouts", type=int, default=None)
    parser.add_argument("--min-moves", type=int, default=40)
    args = parser.parse_args()
    subprocess.run(["cargo", "build", "--release", "--quiet", "--bin", "fogliaccio"], cwd=ROOT, check=True)
    games = records(args.files, args.size, args.games, args.min_moves)
    if not games:
        sys.exit(f"no game of {args.size}×{args.size} with {args.min_moves} moves in {args.files}")
    chance_spread, fall_spread, apart_5, apart_10, alike, moves = [], [], 0, 0, 0, 0
    for n, text in enumerate(games):
        with tempfile.NamedTemporaryFile("w", suffix=".tsgf" if "twixt" in text else ".hsgf", delete=False) as f:
            f.write(text)
        runs = [review(f.name, seed, args.playouts) for seed in range(1, args.seeds + 1)]
        os.unlink(f.name)
        for lines in zip(*runs):
            if any(line.get("proved") for line in lines):
                continue
            chances = [line["chance"] for line in lines]
            falls = [line["chance"] - line["after"] for line in lines]
            chance_spread.append(statistics.stdev(chances))
            fall_spread.append(statistics.stdev(falls))
            apart_5 += abs(falls[0] - falls[1]) > 0.05
            apart_10 += abs(falls[0] - falls[1]) > 0.10
            alike += len({line["mark"] for line in lines}) == 1
            moves += 1
        print(f"game {n + 1}: {len(runs[0])} moves reviewed {args.seeds} times", file=sys.stderr)
    quantile = lambda values, q: sorted(values)[int(q * (len(values) - 1))]
    print(f"{len(games)} games of {args.size}×{args.size}, {moves} moves not proved, {args.seeds} seeds, "
          f"{args.playouts or 'the page’s'} iterations a position")
    print(f"spread of the chance before a move: mean {statistics.mean(chance_spread):.3f}, "
          f"95th percentile {quantile(chance_spread, 0.95):.3f}")
    print(f"spread of the fall across a move: mean {statistics.mean(fall_spread):.3f}, "
          f"95th percentile {quantile(fall_spread, 0.95):.3f}, 99th {quantile(fall_spread, 0.99):.3f}")
    print(f"falls of two seeds more than 0.05 apart: {apart_5}/{moves} ({100 * apart_5 / moves:.1f}%), "
          f"more than 0.10 apart: {apart_10}/{moves} ({100 * apart_10 / moves:.1f}%)")
    print(f"moves marked alike by every seed: {alike}/{moves} ({100 * alike / moves:.1f}%)")


if __name__ == "__main__":
    main()
