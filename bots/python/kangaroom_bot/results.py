"""What a seat hands back: the result of each finished game, or the error
that stopped it. Kept apart from the runner so that callers (the command
line, tests) name them without the protocol machinery behind them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


class BotError(RuntimeError):
    """The seat cannot go on: the server refused something it needs, the
    bot broke its contract, or the server stayed out of reach."""


@dataclass(frozen=True)
class GameResult:
    """One finished game as this seat saw it: ``outcome`` is the view's
    (``winners``, ``scores``, ``ranking``, ``breakdown``), ``moves`` the
    moves this seat sent in that game and the server did not refuse."""

    room: str
    seat: int
    round: int
    outcome: dict[str, Any]
    moves: int = 0

    def line(self) -> dict[str, Any]:
        """The result line of ``kangaroom-bot`` and ``python3 -m kangaroom_bot``."""
        return {"room": self.room, "round": self.round, "seat": self.seat,
                "scores": self.outcome.get("scores"), "winners": self.outcome.get("winners"),
                "moves": self.moves}
