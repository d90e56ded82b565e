#!/usr/bin/env python3
"""OpenSpiel's C++ MCTS (random rollouts) as a Hex or TwixT GTP engine, for `fogliaccio arena`.

    pip install open_spiel          # wheels for CPython 3.11
    scripts/openspiel_gtp.py --seconds 0.5 [--game twixt]

OpenSpiel's Hex names and orients cells as we do (checked on finished games): player 0
is Black (`x`), joins top and bottom and moves first; `a1` is the top-left corner, columns
are letters, rows numbers, each row drawn one step further right. So moves pass through
unchanged. The game has no swap here (OpenSpiel's swap is another rule).

OpenSpiel's TwixT is our `standard` rule set without removals: every bridge a peg can make
is built at once, no two bridges cross, pegs are unlimited. Its player 0 (`x`) moves first
and joins top and bottom, where our Black joins left and right: the board is seen
transposed, so our hole `D5` (column D, row 5) is its `e4` (column e, row 4), and our Black
is its player 0. Its swap (White's first peg on Black's hole) is withheld, as the arena's
games have none: that first answer is the searched move with the most visits among the rest.
"""

import argparse
import sys

import pyspiel

COMMANDS = ["boardsize", "clear_board", "genmove", "known_command", "list_commands", "name",
            "play", "protocol_version", "quit", "showboard", "version"]
PLAYERS = {"b": 0, "black": 0, "w": 1, "white": 1}


class Refused(Exception):
    """A command the engine cannot carry out: answered with `?`."""


def transpose(move):
    """A TwixT hole between our names and OpenSpiel's: the column letter becomes the row
    number and the row number the column letter (boards up to 24, one letter)."""
    column, row = move[0].lower(), int(move[1:])
    return f"{chr(ord('a') + row - 1)}{ord(column) - ord('a') + 1}"


class Engine:
    def __init__(self, game, seconds, seed):
        self.name = game
        self.seconds = seconds
        self.seed = seed
        self.new_game(11 if game == "hex" else 24)

    def new_game(self, size):
        if self.name == "hex":
            self.game = pyspiel.load_game(f"hex(board_size={size})")
        else:
            self.game = pyspiel.load_game(f"twixt(board_size={size},ansi_color_output=False)")
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

    def spoken(self, action):
        """How we name an action: Hex's cells as they are, TwixT's holes without OpenSpiel's
        player mark (`xe4`), transposed."""
        text = self.state.action_to_string(action)
        return text if self.name == "hex" else transpose(text[1:]).upper()

    def play(self, colour, move):
        self.check_turn(colour)
        actions = {self.spoken(a): a for a in self.state.legal_actions()}
        action = actions.get(move.upper() if self.name == "twixt" else move.lower())
        if action is None or action in self.swaps():
            raise Refused(f"illegal move {move}")
        self.state.apply_action(action)

    def swaps(self):
        """OpenSpiel's TwixT swap, when it is offered: White's first peg on Black's hole."""
        history = self.state.history()
        return set(history) if self.name == "twixt" and len(history) == 1 else set()

    def genmove(self, colour):
        self.check_turn(colour)
        withheld = self.swaps()
        if withheld:
            root = self.bot.mcts_search(self.state)
            children = [c for c in root.children if c.action not in withheld]
            action = max(children, key=lambda c: (c.explore_count, c.total_reward)).action
        else:
            action = self.bot.step(self.state)
        move = self.spoken(action)
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
    parser.add_argument("--game", choices=["hex", "twixt"], default="hex")
    options = parser.parse_args()
    engine = Engine(options.game, options.seconds, options.seed)
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
