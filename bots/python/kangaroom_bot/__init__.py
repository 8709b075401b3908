"""kangaroom_bot: write a kangaroom bot in Python.

Subclass :class:`Bot`, write ``choose(state)``, and hand it to :func:`run`::

    import kangaroom_bot

    class First(kangaroom_bot.Bot):
        def choose(self, state):
            return state.legal_moves[0]

    kangaroom_bot.run("ws://127.0.0.1:8080", First(), create="kanga", seats=2)

The wire protocol is protocol/PROTOCOL.md; nothing here is needed to read it.
"""

from .bot import Bot, FirstBot, Move, RandomBot, State
from .patch import PatchError, apply_patch
from .blocking import run, run_until_interrupted
from .results import BotError, GameResult
from .runner import SeatPlayer
from .seats import play, play_seats

__version__ = "0.2.0"

__all__ = ["Bot", "BotError", "FirstBot", "GameResult", "Move", "PatchError", "RandomBot",
           "SeatPlayer", "State", "apply_patch", "play", "play_seats", "run",
           "run_until_interrupted"]
