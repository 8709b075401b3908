"""The kangaroom wire protocol (protocol/PROTOCOL.md), without any I/O.

Two things live here: builders for the client messages a bot sends, and
:class:`ViewTracker`, the rules of section 6 for keeping a copy of the room
view from ``snapshot`` and ``patch`` messages. Keeping them free of sockets
and clocks is what lets the unit tests check them message by message.
"""

from __future__ import annotations

import enum
import random as _random
from typing import Any, Callable, Optional

from .patch import PatchError, apply_patch

PROTOCOL_VERSION = 1

Message = dict[str, Any]


def _without_none(message: Message) -> Message:
    """Drop absent optional fields: the server reads a missing key and
    ``null`` alike, but shorter frames are easier to read in a log."""
    return {key: value for key, value in message.items() if value is not None}


def hello(client: str = "kangaroom-python-bot") -> Message:
    return {"type": "hello", "protocol": PROTOCOL_VERSION, "client": client}


def create_room(game: str, options: Optional[dict[str, Any]] = None,
                seats: Optional[int] = None, seed: Optional[int] = None,
                turn_clock: Optional[dict[str, Any]] = None) -> Message:
    return _without_none({"type": "create_room", "game": game, "options": options,
                          "seats": seats, "seed": seed, "turn_clock": turn_clock})


def join(room: str, seat_token: Optional[str] = None, host_token: Optional[str] = None,
         version: Optional[int] = None) -> Message:
    """``version`` (the last one held) lets the server replay the patches a
    reconnecting client missed instead of sending a whole snapshot."""
    return _without_none({"type": "join", "room": room, "seat_token": seat_token,
                          "host_token": host_token, "version": version})


def take_seat(seat: Optional[int] = None, name: Optional[str] = None,
              icon: Optional[str] = None, color: Optional[str] = None) -> Message:
    return _without_none({"type": "take_seat", "seat": seat, "name": name,
                          "icon": icon, "color": color})


def move(move_: Message) -> Message:
    return {"type": "move", "move": move_}


def sync(version: Optional[int]) -> Message:
    return _without_none({"type": "sync", "version": version})


def start() -> Message:
    return {"type": "start"}


def rematch() -> Message:
    return {"type": "rematch"}


def answer_offer(accept: bool) -> Message:
    return {"type": "answer_offer", "accept": bool(accept)}


def chat(text: str) -> Message:
    return {"type": "chat", "text": text}


def resign() -> Message:
    return {"type": "resign"}


class PatchResult(enum.Enum):
    """What :meth:`ViewTracker.patch` did with a patch."""

    APPLIED = "applied"        # the view moved on by one version
    IGNORED = "ignored"        # old (a replay after sync) or no view yet
    NEEDS_SYNC = "needs_sync"  # a version was skipped or the ops did not apply


class ViewTracker:
    """The room view at a version, kept current by the server's messages.

    Section 6 of PROTOCOL.md: apply a patch whose version is ours + 1,
    ignore older ones, and on a gap (or ops that do not apply) ask for
    ``sync`` with our version rather than guess. :meth:`sync_request`
    returns that request at most once per version, so a burst of patches
    arriving behind a gap does not turn into a burst of syncs (each of
    which costs a rate-limit credit).
    """

    def __init__(self) -> None:
        self.version: Optional[int] = None
        self.view: Optional[dict[str, Any]] = None
        self._sync_sent_at: Optional[int] = None

    def reset(self) -> None:
        """Forget the view: the next snapshot starts over."""
        self.version = None
        self.view = None
        self._sync_sent_at = None

    def snapshot(self, version: int, view: dict[str, Any]) -> bool:
        """Take a snapshot; False if it is older than the view held.

        A snapshot at our own version is taken: changing audience (taking a
        seat) sends the new audience's view of a version we may already
        hold as a spectator.
        """
        if self.version is not None and version < self.version:
            return False
        self.version = version
        self.view = view
        self._sync_sent_at = None
        return True

    def patch(self, version: int, ops: list[dict[str, Any]]) -> PatchResult:
        if self.version is None or self.view is None:
            return PatchResult.IGNORED  # a snapshot is on its way
        if version <= self.version:
            return PatchResult.IGNORED
        if version != self.version + 1:
            return PatchResult.NEEDS_SYNC
        try:
            self.view = apply_patch(self.view, ops)
        except PatchError:
            return PatchResult.NEEDS_SYNC
        self.version = version
        self._sync_sent_at = None
        return PatchResult.APPLIED

    def sync_request(self) -> Optional[Message]:
        """The ``sync`` to send after NEEDS_SYNC, or None if one is already
        out for this version (its answer is on the way)."""
        if self._sync_sent_at is not None and self._sync_sent_at == self.version:
            return None
        self._sync_sent_at = self.version
        return sync(self.version)

    def sync_answered(self) -> None:
        """The server answered our sync with ``ok`` (nothing was missed), so
        a later gap needs a new one."""
        self._sync_sent_at = None


def reconnect_delay(attempt: int, rand: Callable[[], float] = _random.random) -> float:
    """Seconds to wait before reconnect attempt ``attempt`` (1 = the first
    since the last good join): 250 ms doubling up to 2 s, +-20 % jitter, as
    PROTOCOL.md asks so that a cluster's clients do not come back in step."""
    base = min(2.0, 0.25 * 2.0 ** min(max(attempt - 1, 0), 16))
    return base * (0.8 + 0.4 * float(rand()))
