"""A move the bot chose, kept with the position it was chosen on: the
runner sends it only if that position still stands when the bot answers."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .bot import Move
from .patch import json_equal


@dataclass(frozen=True)
class Choice:
    """A move the bot chose, and what it was chosen from."""

    version: int
    position: Any  # the game's view and legal moves it was chosen from
    move: Move

    def still_fits(self, version: int, view: dict[str, Any]) -> bool:
        """True if the choice was made on this very position: a patch that
        changed only the room (someone reconnected) does not waste it, a
        move (a takeback, a turn clock's bot) does."""
        return version == self.version or json_equal(self.position, position_of(view))


def position_of(view: dict[str, Any]) -> Any:
    """What a choice depends on: the round, the game's view, the legal moves."""
    return [view["room"].get("round"), view.get("game"), view.get("legal_moves")]
