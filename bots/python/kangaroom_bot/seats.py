"""The asyncio entry points: one seat (:func:`play`), or several seats of
one room at once (:func:`play_seats`), each a :class:`SeatPlayer`."""

from __future__ import annotations

import asyncio
from typing import Any, Callable, Optional, Sequence

from . import protocol
from .bot import Bot
from .results import GameResult
from .runner import SeatPlayer


async def play(url: str, bot: Bot, **kwargs: Any) -> list[GameResult]:
    """Play one seat (asyncio). Takes the keywords of :func:`run`.

    Several seats play concurrently with ``asyncio.gather``, with one bot
    object each or one for all (its methods are still called one at a time),
    or with :func:`play_seats`.
    """
    return await SeatPlayer(url, bot, **kwargs).play()


async def play_seats(url: str, bots: Sequence[Bot], *, create: Optional[str] = None,
                     room: Optional[str] = None, name: Optional[str] = None,
                     on_room: Optional[Callable[[str], None]] = None,
                     on_message: Optional[Callable[[int, protocol.Message], None]] = None,
                     **kwargs: Any) -> list[list[GameResult]]:
    """Play several seats of one room at once, one connection each (asyncio).

    With ``create`` the first bot creates the room and hosts it (``seats``
    is the room's size: give at least ``len(bots)``), and the others join
    once it exists; with ``room`` every bot joins that room. Seat *i* is
    named ``"{name} {i + 1}"`` (``name`` alone for a single bot).
    ``on_message(i, message)`` sees every message bot *i*'s connection
    receives. The other keywords are those of :func:`run`, for every seat.
    If one seat fails, the others stop too and its error is raised.
    Returns each seat's results, in the order of ``bots``.
    """
    if not bots:
        raise ValueError("play_seats needs at least one bot")
    if (create is None) == (room is None):
        raise ValueError("give exactly one of create=GAME and room=CODE")

    def seat_keywords(index: int) -> dict[str, Any]:
        base = name or getattr(bots[index], "name", None) or "python-bot"
        watch = None
        if on_message is not None:
            def watch(message: protocol.Message, index: int = index) -> None:
                assert on_message is not None
                on_message(index, message)
        return {**kwargs, "name": base if len(bots) == 1 else f"{base} {index + 1}",
                "on_message": watch}

    tasks: list[asyncio.Task[list[GameResult]]] = []
    more_tasks = asyncio.Event()

    def created(code: str) -> None:
        if on_room is not None:
            on_room(code)
        for index in range(1, len(bots)):
            tasks.append(asyncio.ensure_future(SeatPlayer(
                url, bots[index], room=code,
                **{k: v for k, v in seat_keywords(index).items()
                   if k not in ("options", "seats", "seed")}).play()))
        more_tasks.set()

    if create is not None:
        tasks.append(asyncio.ensure_future(SeatPlayer(
            url, bots[0], create=create, on_room=created, **seat_keywords(0)).play()))
    else:
        tasks.extend(asyncio.ensure_future(SeatPlayer(
            url, bot, room=room, on_room=on_room, **seat_keywords(index)).play())
            for index, bot in enumerate(bots))
    try:
        while True:
            pending: set[asyncio.Future[Any]] = {task for task in tasks if not task.done()}
            if not pending:
                break
            # The guests' tasks appear once the host created the room.
            more = asyncio.ensure_future(more_tasks.wait())
            await asyncio.wait(pending | {more}, return_when=asyncio.FIRST_COMPLETED)
            more.cancel()
            more_tasks.clear()
            for task in tasks:
                error = task.exception() if task.done() and not task.cancelled() else None
                if error is not None:
                    raise error
    finally:
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
    return [task.result() for task in tasks]
