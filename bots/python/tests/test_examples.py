"""The example bots (examples/) choose as their READMEs say."""

import importlib.util
import random
import unittest
from pathlib import Path

from kangaroom_bot import State

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def example(name):
    spec = importlib.util.spec_from_file_location(name, EXAMPLES / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def kanga_state(board, seat=0, colors=("black", "white"), swap=False):
    moves = [{"type": "place", "at": [c, r]} for r, row in enumerate(board)
             for c, cell in enumerate(row) if cell == "."]
    if swap:
        moves.append({"type": "swap"})
    view = {"room": {"round": 1}, "game": {"size": len(board), "board": board,
                                          "colors": list(colors), "turn": seat}}
    return State(room="r", game="kanga", seat=seat, version=1, view=view, legal_moves=moves)


class GreedyKangaTest(unittest.TestCase):
    def setUp(self):
        self.bot = example("greedy_kanga")

    def test_stones_to_connect(self):
        count = self.bot.stones_to_connect
        empty = ["....."] * 5
        self.assertEqual(count(empty, "b"), 5)
        self.assertEqual(count(["..b..", "..b..", ".....", "..b..", "..b.."], "b"), 1)
        self.assertEqual(count(["..b..", "..b..", "..b..", "..b..", "..b.."], "b"), 0)
        wall = ["wwwww", ".....", ".....", ".....", "....."]
        self.assertEqual(count(wall, "b"), 5)  # left to right is still open
        cross = ["..w..", "..w..", "wwwww", "..w..", "..w.."]
        self.assertEqual(count(cross, "b"), self.bot.FAR)

    def test_it_completes_a_connection_and_blocks_one(self):
        bot = self.bot.GreedyKanga()
        board = ["b.w..", "b.w..", "..w..", "b.w..", "b...."]
        self.assertEqual(bot.choose(kanga_state(board))["at"], [0, 2])  # wins at once
        self.assertEqual(bot.choose(kanga_state(board, seat=1))["at"], [2, 4])  # White too
        # White to move, Black one stone from a connection: White blocks it.
        board = ["b.w..", "b....", ".....", "b....", "b...w"]
        self.assertEqual(bot.choose(kanga_state(board, seat=1))["at"], [0, 2])

    def test_it_plays_white_after_a_swap_and_never_swaps(self):
        bot = self.bot.GreedyKanga()
        state = kanga_state(["....."] * 5, seat=1, colors=("white", "black"), swap=True)
        self.assertEqual(bot.choose(state)["type"], "place")


class RandomBotTest(unittest.TestCase):
    def test_it_gives_up_only_when_nothing_else_is_left(self):
        bot = example("random_bot").RandomBot()
        give_up, jump = {"action": "give_up"}, {"action": "jump", "x": 1, "y": 2}
        state = State(room="r", game="kangaruse", seat=0, version=1, view={},
                      legal_moves=[give_up, jump])
        random.seed(1)
        self.assertEqual({str(bot.choose(state)) for _ in range(50)}, {str(jump)})
        alone = State(room="r", game="kangaroo", seat=0, version=1, view={},
                      legal_moves=[{"type": "resign"}])
        self.assertEqual(bot.choose(alone), {"type": "resign"})


if __name__ == "__main__":
    unittest.main()
