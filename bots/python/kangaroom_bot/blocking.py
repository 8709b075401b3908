"""The blocking entry points: :func:`run` plays one seat to the end, and
:func:`run_until_interrupted` is ``asyncio.run`` with a clean stop on
SIGINT, for scripts and the command line."""

from __future__ import annotations

import asyncio
import logging
import signal
from typing import Any, Callable, Coroutine, Optional, TypeVar

from .bot import Bot
from .results import GameResult
from .seats import play

log = logging.getLogger("kangaroom_bot")

T = TypeVar("T")


def run_until_interrupted(main: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run(main)``, with a clean stop on SIGINT (Ctrl-C).

    SIGINT cancels ``main``: every seat closes its connection with a close
    frame (the server marks the seat away; its token still brings it back)
    and then :class:`KeyboardInterrupt` is raised here. A bot that is
    thinking in ``choose`` is let finish first (a thread cannot be stopped),
    and its move is not sent. Outside the main thread (where Python allows
    no signal handlers) this is plain ``asyncio.run``.
    """
    async def guarded() -> T:
        task = asyncio.ensure_future(main)
        loop = asyncio.get_running_loop()
        interrupted = False

        def interrupt() -> None:
            nonlocal interrupted
            if not interrupted:
                log.info("SIGINT: closing the connections")
            interrupted = True
            task.cancel()

        try:
            loop.add_signal_handler(signal.SIGINT, interrupt)
            handled = True
        except (NotImplementedError, RuntimeError, ValueError):  # Windows; not the main thread
            handled = False
        try:
            return await task
        except asyncio.CancelledError:
            if interrupted:
                raise KeyboardInterrupt from None
            raise
        finally:
            if handled:
                loop.remove_signal_handler(signal.SIGINT)

    return asyncio.run(guarded())


def run(url: str, bot: Bot, *, create: Optional[str] = None,
        options: Optional[dict[str, Any]] = None, seats: Optional[int] = None,
        seed: Optional[int] = None, room: Optional[str] = None, seat: Optional[int] = None,
        seat_token: Optional[str] = None, name: Optional[str] = None, games: int = 1,
        on_room: Optional[Callable[[str], None]] = None,
        on_result: Optional[Callable[[GameResult], None]] = None,
        drop_after_moves: Optional[int] = None) -> list[GameResult]:
    """Play one seat until ``games`` games ended, and return their results.

    - ``create="kanga"`` (with ``options``, ``seats``, ``seed``) makes a room
      and joins it as host: it starts the game once every seat is taken and
      asks for each rematch. ``on_room(code)`` learns the code to invite others.
    - ``room="CODE"`` joins a room, taking the first free seat or ``seat``;
      ``seat_token`` reclaims a seat this bot held before.
    - ``on_result(result)`` is called as each game ends.
    - ``drop_after_moves=M`` cuts the connection once after M moves, to
      test coming back with the seat token.

    Raises :class:`BotError` when the seat cannot go on, and
    :class:`KeyboardInterrupt` after a clean stop on SIGINT.
    """
    return run_until_interrupted(play(
        url, bot, create=create, options=options, seats=seats, seed=seed, room=room, seat=seat,
        seat_token=seat_token, name=name, games=games, on_room=on_room, on_result=on_result,
        drop_after_moves=drop_after_moves))
