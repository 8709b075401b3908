"""What a bot author writes: a :class:`Bot` subclass with ``choose``.

Everything a bot may know comes in a :class:`State`, built from the seat's
own room view: the same information a person's browser shows, no more.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Optional

Move = dict[str, Any]


@dataclass(frozen=True)
class State:
    """The seat's situation when a hook is called.

    ``view`` is a private copy of the room view (PROTOCOL.md section 5), so
    a bot may scribble on it; ``legal_moves`` are in the exact shape the
    server takes, and ``choose`` must return one of them.
    """

    room: str
    game: str
    seat: int
    version: int
    view: dict[str, Any]
    legal_moves: list[Move] = field(default_factory=list)
    #: Jackaroo only: the seat's own cards as the server lists them
    #: (``view["game"]["hand"]``); None for the games that hide nothing.
    hand: Optional[list[Any]] = None

    @property
    def game_view(self) -> Optional[dict[str, Any]]:
        """The game's part of the view (each engine's README describes it)."""
        return self.view.get("game")

    @property
    def outcome(self) -> Optional[dict[str, Any]]:
        """``ranking``, ``winners``, ``scores``, ``breakdown`` once finished."""
        return self.view.get("outcome")


class Bot:
    """Subclass this and write :meth:`choose`; the hooks are optional.

    The runner calls ``choose`` on a worker thread, so a bot may think for
    a while without the connection missing the server's pings; it calls a
    bot's methods one at a time even when one bot object plays several
    seats, so a bot needs no locks of its own.
    """

    name: str = "python-bot"

    def choose(self, state: State) -> Move:
        """Return one of ``state.legal_moves``, exactly as listed."""
        raise NotImplementedError("a Bot must implement choose(state)")

    def on_offer(self, state: State, offer: dict[str, Any]) -> bool:
        """Another player offers a takeback, a draw or a rematch
        (``offer["kind"]``); return True to accept. Declining is the safe
        default: a takeback or draw changes the game the bot was playing."""
        return False

    def on_chat(self, state: Optional[State], chat: dict[str, Any]) -> None:
        """A chat line (``seat``, ``name``, ``text``, ``channel``) arrived,
        our own included. ``state`` is None before the bot has a seat."""

    def on_game_end(self, state: State, outcome: dict[str, Any]) -> None:
        """A game finished; ``outcome`` holds ``winners``, ``scores``..."""


class RandomBot(Bot):
    """A uniformly random legal move: plays every game, wins rarely."""

    name = "py-random"

    def __init__(self, seed: Optional[int] = None) -> None:
        self._random = random.Random(seed)

    def choose(self, state: State) -> Move:
        return self._random.choice(state.legal_moves)


class FirstBot(Bot):
    """The first of ``legal_moves``: reproducible, and the quickest way to
    see a game through (the order of the list belongs to each game)."""

    name = "py-first"

    def choose(self, state: State) -> Move:
        return state.legal_moves[0]
