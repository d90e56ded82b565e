#!/usr/bin/env python3
"""OpenSpiel's C++ MCTS (random rollouts) as a Hex GTP engine, for `fogliaccio arena`.

    pip install open_spiel          # wheels for CPython 3.11
    scripts/openspiel_gtp.py --seconds 0.5

OpenSpiel's Hex names and orients cells as we do (checked on finished games): player 0
is Black (`x`), joins top and bottom and moves first; `a1` is the top-left corner, columns
are letters, rows numbers, each row drawn one step further right. So moves pass through
unchanged. The game has no swap here (OpenSpiel's swap is another rule).
"""

import argparse
import sys

import pyspiel

COMMANDS = ["boardsize", "clear_board", "genmove", "known_command", "list_commands", "name",
            "play", "protocol_version", "quit", "showboard", "version"]
PLAYERS = {"b": 0, "black": 0, "w": 1, "white": 1}


class Refused(Exception):
    """A command the engine cannot carry out: answered with `?`."""


class Engine:
    def __init__(self, seconds, seed):
        self.seconds = seconds
        self.seed = seed
        self.new_game(11)

    def new_game(self, size):
        self.game = pyspiel.load_game(f"hex(board_size={size})")
        self.state = self.game.new_initial_state()
        evaluator = pyspiel.RandomRolloutEvaluator(1, self.seed)
        # uct_c 2 as OpenSpiel's own examples; simulations bounded by the clock only.
        self.bot = pyspiel.MCTSBot(self.game, evaluator, 2.0, 10**9, 1000, True, self.seed, False,
                                   max_wall_clock_time=self.seconds)

    def check_turn(self, colour):
        player = PLAYERS.get(colour.lower())
        if player is None:
            raise Refused(f"unknown colour {colour}")
        if self.state.is_terminal():
            raise Refused("the game is over")
        if player != self.state.current_player():
            raise Refused("not that colour's turn")

    def play(self, colour, move):
        self.check_turn(colour)
        actions = {self.state.action_to_string(a): a for a in self.state.legal_actions()}
        action = actions.get(move.lower())
        if action is None:
            raise Refused(f"illegal move {move}")
        self.state.apply_action(action)

    def genmove(self, colour):
        self.check_turn(colour)
        action = self.bot.step(self.state)
        move = self.state.action_to_string(action)
        self.state.apply_action(action)
        return move

    def execute(self, name, args):
        if name == "name":
            return "openspiel-mcts"
        if name == "version":
            return pyspiel.__version__ if hasattr(pyspiel, "__version__") else "2"
        if name == "protocol_version":
            return "2"
        if name == "list_commands":
            return "\n".join(COMMANDS)
        if name == "known_command":
            return str(args[0] in COMMANDS).lower()
        if name == "boardsize":
            self.new_game(int(args[0]))
            return ""
        if name == "clear_board":
            self.state = self.game.new_initial_state()
            return ""
        if name == "play":
            self.play(args[0], args[1])
            return ""
        if name == "genmove":
            return self.genmove(args[0])
        if name == "showboard":
            return "\n" + str(self.state)
        if name == "quit":
            return ""
        raise Refused("unknown command")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=0.5, help="wall-clock time for each genmove")
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    engine = Engine(options.seconds, options.seed)
    for line in sys.stdin:
        words = line.split("#")[0].split()
        if not words:
            continue
        ident = words.pop(0) if words[0].isdigit() else ""
        if not words:
            continue
        try:
            answer = "=" + ident + " " + engine.execute(words[0], words[1:])
        except (Refused, IndexError, ValueError) as e:
            answer = "?" + ident + " " + (str(e) or "bad arguments")
        sys.stdout.write(answer + "\n\n")
        sys.stdout.flush()
        if words[0] == "quit":
            break


if __name__ == "__main__":
    main()
