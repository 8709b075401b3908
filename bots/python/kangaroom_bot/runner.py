"""Plays one seat from start to finish: the life of a client (PROTOCOL.md 2).

:func:`play` (asyncio) and :func:`run` (blocking) connect, create or join a
room, take a seat, follow the view, ask the bot for a move whenever the seat
is to act, start the game and its rematches when this seat is the host, and
come back with the seat token when the connection drops.

Everything that changes a seat's state happens in one coroutine (the
message loop of :meth:`SeatPlayer._serve`); the bot thinks on a worker
thread and its answer comes back into that loop as an event, so a patch
arriving while the bot thinks is never applied under its feet.
"""

from __future__ import annotations

import asyncio
import copy
import logging
import signal
import threading
from dataclasses import dataclass
from typing import Any, Awaitable, Callable, Coroutine, Optional, Sequence, TypeVar

from . import protocol
from .bot import Bot, Move, State
from .connection import Closed, Connection, Transport
from .patch import json_equal
from .protocol import PatchResult, ViewTracker, reconnect_delay

log = logging.getLogger("kangaroom_bot")

#: New connections in a row before a seat gives up (about a minute of
#: pauses: time enough for a restarting server or a dead cluster node).
MAX_RECONNECT_ATTEMPTS = 30

#: Close codes after which the room is worth looking for again even before
#: this seat has a token: 4000 (served by another node now), 1001 (going away).
_MOVED = (4000, 1001)

# Refusals that only say the view moved on since a request was sent (a turn
# clock moved for us, the game ended as we moved, a rematch raced the other
# player's offer): the next patch says what is true now.
_STALE: dict[str, set[str]] = {
    "move": {"not_your_turn", "game_over", "not_started", "illegal_move"},
    "start": {"seats_not_filled", "already_started", "not_host"},
    "rematch": {"not_finished", "already_started", "not_host", "seats_not_filled"},
    "answer_offer": {"no_offer", "not_asked"},
    "sync": set(),
}

Opener = Callable[[str, Optional[str]], Awaitable[Transport]]

T = TypeVar("T")

_locks_guard = threading.Lock()


def _lock_for(bot: Bot) -> threading.Lock:
    """The lock that keeps one bot object's methods from overlapping, shared
    by every seat (and every event loop) the object plays in. It lives on
    the object itself, so a subclass's ``__init__`` need not call ours."""
    with _locks_guard:
        lock = getattr(bot, "_kangaroom_bot_lock", None)
        if lock is None:
            lock = threading.Lock()
            try:
                bot._kangaroom_bot_lock = lock  # type: ignore[attr-defined]
            except AttributeError:  # __slots__: the seats cannot share one
                pass
        return lock


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


@dataclass(frozen=True)
class _Choice:
    """A move the bot chose, and what it was chosen from."""

    version: int
    position: Any  # the game's view and legal moves it was chosen from
    move: Move

    def still_fits(self, version: int, view: dict[str, Any]) -> bool:
        """True if the choice was made on this very position: a patch that
        changed only the room (someone reconnected) does not waste it, a
        move (a takeback, a turn clock's bot) does."""
        return version == self.version or json_equal(self.position, _position(view))


def _position(view: dict[str, Any]) -> Any:
    return [view["room"].get("round"), view.get("game"), view.get("legal_moves")]


class SeatPlayer:
    """One seat's connection(s) and state. Use :func:`play` or :func:`run`."""

    def __init__(self, url: str, bot: Bot, *, create: Optional[str] = None,
                 options: Optional[dict[str, Any]] = None, seats: Optional[int] = None,
                 seed: Optional[int] = None, room: Optional[str] = None,
                 seat: Optional[int] = None, seat_token: Optional[str] = None,
                 host_token: Optional[str] = None, name: Optional[str] = None,
                 games: int = 1, on_room: Optional[Callable[[str], None]] = None,
                 drop_after_moves: Optional[int] = None,
                 on_result: Optional[Callable[[GameResult], None]] = None,
                 on_message: Optional[Callable[[protocol.Message], None]] = None,
                 opener: Optional[Opener] = None) -> None:
        if (create is None) == (room is None):
            raise ValueError("give exactly one of create=GAME and room=CODE")
        if games < 1:
            raise ValueError("games must be at least 1")
        self.url = url
        self.bot = bot
        self.create = create
        self.create_message = protocol.create_room(create, options, seats, seed) if create else None
        self.room = room
        self.wanted_seat = seat
        self.seat_token = seat_token
        self.host_token = host_token
        self.name = name or getattr(bot, "name", None) or "python-bot"
        self.games = games
        self.on_room = on_room
        self.drop_after_moves = drop_after_moves
        self.on_result = on_result
        self.on_message = on_message
        self._lock = _lock_for(bot)
        self._open: Opener = opener or (lambda url_, room_: Connection.open(url_, room_))

        self.tracker = ViewTracker()
        self.seat: Optional[int] = None
        self.results: list[GameResult] = []
        self.reconnections = 0
        self.moves_acknowledged = 0
        self._moves_by_round: dict[int, int] = {}

        self._conn: Optional[Transport] = None
        self._next_id = 1
        self._requests: dict[Any, str] = {}  # id -> type, until its reply
        self._joined = False
        self._join_version: Optional[int] = None  # the room's version at our join
        self._host_by_join = False
        self._seat_pending = False
        self._name_tries = 0
        self._attempts = 0
        self._elsewhere = False
        self._dropped = False
        self._done = False
        self._move_in_flight: Optional[int] = None
        self._refused_at: Optional[int] = None  # version a move was refused at
        self._thinking: Optional[asyncio.Task[Any]] = None
        self._choice: Optional[_Choice] = None
        self._start_sent_at: Optional[int] = None
        self._rematch_sent_for: Optional[int] = None
        self._rounds_seen: set[int] = set()
        self._offers_answered: set[tuple[Any, ...]] = set()
        self._timers: set[asyncio.Task[Any]] = set()

    # ----- the connection's life -------------------------------------------

    async def play(self) -> list[GameResult]:
        """Play until ``games`` games ended; return their results."""
        try:
            while True:
                try:
                    self._conn = await self._open(self.url, self.room)
                    await self._serve()
                    return self.results
                except Closed as closed:
                    if self._done:
                        return self.results
                    await self._come_back(closed)
        finally:
            for task in [*self._timers, *([self._thinking] if self._thinking else [])]:
                task.cancel()  # a thinking bot's thread finishes on its own
            if self._conn is not None:
                await self._conn.close()

    async def _come_back(self, closed: Closed) -> None:
        """Decide whether a lost connection is worth a new one, and wait."""
        moved = self._elsewhere or closed.code in _MOVED
        why = ("another node serves the room (room_elsewhere)" if self._elsewhere
               else f"the room moved ({closed})" if closed.code == 4000
               else f"the server is going away ({closed})" if closed.code == 1001
               else f"connection lost ({closed})")
        self._elsewhere = False
        if self.seat_token is None and not moved:
            raise BotError(f"{why} before this bot had a seat")
        self._attempts += 1
        if self._attempts > MAX_RECONNECT_ATTEMPTS:
            raise BotError(f"gave up after {MAX_RECONNECT_ATTEMPTS} reconnections: {why}")
        # The answers to what we asked went with the connection.
        self._joined = False
        self._requests.clear()
        self._move_in_flight = None
        self._seat_pending = False
        self._start_sent_at = None
        self._rematch_sent_for = None
        for timer in self._timers:
            timer.cancel()
        self._timers.clear()
        pause = reconnect_delay(self._attempts)
        log.info("room %s seat %s: %s, reconnecting in %d ms",
                 self.room, self.seat, why, pause * 1000)
        self.reconnections += 1
        await asyncio.sleep(pause)

    async def _serve(self) -> None:
        """The message loop of one connection; returns once done."""
        assert self._conn is not None
        conn = self._conn
        await self._request(protocol.hello())
        receiving = asyncio.ensure_future(conn.recv())
        try:
            while not self._done:
                waiting: set[asyncio.Future[Any]] = {receiving, *self._timers}
                if self._thinking is not None:
                    waiting.add(self._thinking)
                ready, _ = await asyncio.wait(waiting, return_when=asyncio.FIRST_COMPLETED)
                if self._thinking is not None and self._thinking in ready:
                    thinking, self._thinking = self._thinking, None
                    self._choice = thinking.result()  # a bot's exception ends play()
                    await self._act()
                for timer in [t for t in self._timers if t in ready]:
                    self._timers.discard(timer)
                    await timer.result()()
                if receiving in ready and not self._done:
                    message = receiving.result()
                    receiving = asyncio.ensure_future(conn.recv())
                    if self.on_message is not None:
                        self.on_message(message)
                    await self._handle(message)
        finally:
            if not receiving.done():
                receiving.cancel()
                await asyncio.gather(receiving, return_exceptions=True)

    async def _request(self, message: protocol.Message) -> int:
        assert self._conn is not None
        request_id = self._next_id
        self._next_id += 1
        self._requests[request_id] = message["type"]
        await self._conn.send({**message, "id": request_id})
        return request_id

    def _later(self, seconds: float, action: Callable[[], Awaitable[None]]) -> None:
        """Run ``action`` in the message loop after a pause (retries)."""
        async def timer() -> Callable[[], Awaitable[None]]:
            await asyncio.sleep(seconds)
            return action
        self._timers.add(asyncio.ensure_future(timer()))

    async def _call(self, method: Callable[..., Any], *args: Any) -> Any:
        """Call a bot method on a worker thread, one at a time per bot."""
        def locked() -> Any:
            with self._lock:
                return method(*args)
        return await asyncio.to_thread(locked)

    # ----- messages ----------------------------------------------------------

    async def _handle(self, message: protocol.Message) -> None:
        kind = message.get("type")
        if kind == "welcome":
            assert self._conn is not None
            self._conn.set_limits(message.get("limits"))
            if self.room is None:
                assert self.create_message is not None
                await self._request(self.create_message)
            else:
                await self._request(protocol.join(
                    self.room, self.seat_token, self.host_token, self.tracker.version))
        elif kind == "room_created":
            code: str = message["room"]
            self.room = code
            self.host_token = message["host_token"]
            log.info("room %s created (%s)", code, message.get("link"))
            if self.on_room is not None:
                self.on_room(code)
            await self._request(protocol.join(code, host_token=self.host_token))
        elif kind == "joined":
            self._joined = True
            self._join_version = message.get("version")
            self._attempts = 0
            self._host_by_join = bool(message.get("host"))
            if isinstance(message.get("seat"), int):
                self.seat = message["seat"]
            await self._act()  # a reconnect that missed nothing gets no patch
        elif kind == "snapshot":
            if self.tracker.snapshot(message["version"], message["view"]):
                if self.seat is None and not self._seat_pending:
                    await self._take_seat()
                await self._act()
        elif kind == "patch":
            result = self.tracker.patch(message["version"], message.get("ops", []))
            if result is PatchResult.APPLIED:
                await self._act()
            elif result is PatchResult.NEEDS_SYNC:
                request = self.tracker.sync_request()
                if request is not None:
                    log.info("room %s: version %s after %s, asking for sync",
                             self.room, message["version"], self.tracker.version)
                    await self._request(request)
        elif kind == "seat_taken":
            self.seat = message["seat"]
            self.seat_token = message["seat_token"]
            self._seat_pending = False
            log.info("room %s: seat %s", self.room, self.seat)
        elif kind == "seat_changed":
            self.seat = message["seat"]  # our token stands for it; a snapshot follows
        elif kind == "ok":
            await self._acknowledged(message.get("id"))
        elif kind == "error":
            await self._refused(message)
        elif kind == "chat":
            await self._call(self.bot.on_chat, self._state(), message)
        # pong and anything newer: nothing to do

    async def _take_seat(self) -> None:
        name = self.name if self._name_tries == 0 else f"{self.name} {self._name_tries + 1}"
        self._seat_pending = True
        await self._request(protocol.take_seat(self.wanted_seat, name))

    async def _acknowledged(self, request_id: Any) -> None:  # Any: ids echo what we sent
        kind = self._requests.pop(request_id, None)
        if kind == "sync":
            self.tracker.sync_answered()
        elif kind == "move" and request_id == self._move_in_flight:
            self._move_in_flight = None
            self.moves_acknowledged += 1
            if (self.drop_after_moves is not None and not self._dropped
                    and self.moves_acknowledged >= self.drop_after_moves):
                self._dropped = True
                log.info("room %s seat %s: dropping the connection (test)", self.room, self.seat)
                assert self._conn is not None
                self._conn.abort()
                return
            await self._act()

    async def _refused(self, message: protocol.Message) -> None:
        code = message.get("code")
        text = f"{code}: {message.get('message')}"
        kind = self._requests.pop(message.get("id"), None)
        if kind == "move":
            self._move_in_flight = None
            self._refused_at = self.tracker.version
            round_ = self._round()
            self._moves_by_round[round_] = self._moves_by_round.get(round_, 1) - 1
        if code == "room_elsewhere":
            # A cluster node that does not serve the room: nothing happened;
            # a new connection through the proxy reaches the right one.
            self._elsewhere = True
            assert self._conn is not None
            await self._conn.close()
            raise Closed(1000, "room_elsewhere")
        if code == "storage_unavailable" and kind is not None:
            self._retry(kind, 0.5)
        elif code == "name_taken" and kind == "take_seat":
            self._name_tries += 1
            await self._take_seat()
        elif code == "rematch_too_soon":
            self._retry("rematch", 2.0)
        elif code == "start_failed":
            self._retry(kind or "start", 0.0)
        elif kind is not None and code in _STALE.get(kind, ()):
            # illegal_move for a listed move means our view was behind (a
            # turn clock moved for us): worth a word, not worth stopping.
            level = logging.WARNING if code == "illegal_move" else logging.DEBUG
            log.log(level, "room %s: %s refused (%s)", self.room, kind, text)
        elif code == "rate_limited":
            pass  # the server closes the connection; we come back with the token
        else:
            raise BotError(f"room {self.room}: the server refused {kind or 'a request'}: {text}")

    def _retry(self, kind: str, seconds: float) -> None:
        """Ask again later for what a transient refusal turned down."""
        async def again() -> None:
            if kind == "create_room" and self.room is None:
                assert self.create_message is not None
                await self._request(self.create_message)
            elif kind == "take_seat" and self.seat is None:
                await self._take_seat()
            else:
                self._start_sent_at = None
                self._rematch_sent_for = None
                self._refused_at = None
                await self._act()
        if kind == "take_seat":
            self._seat_pending = True  # the retry will sit down, not a snapshot
        self._later(seconds, again)

    # ----- deciding ------------------------------------------------------------

    def _state(self) -> Optional[State]:
        view = self.tracker.view
        if view is None or self.seat is None or self.room is None or self.tracker.version is None:
            return None
        view = copy.deepcopy(view)
        game = view.get("game") or {}
        hand = game.get("hand") if isinstance(game, dict) else None
        return State(room=self.room, game=view["room"]["game"], seat=self.seat,
                     version=self.tracker.version, view=view,
                     legal_moves=view.get("legal_moves") or [], hand=hand)

    def _round(self) -> int:
        view = self.tracker.view
        return int(view["room"].get("round", 0)) if view is not None else 0

    def _is_host(self, view: dict[str, Any]) -> bool:
        """The seat's ``host`` flag decides (the role can pass to another
        seat while its holder is away, PROTOCOL.md 7); ``joined`` otherwise."""
        seats = view["room"].get("seats", [])
        if self.seat is not None and self.seat < len(seats) and "host" in seats[self.seat]:
            return bool(seats[self.seat]["host"])
        return self._host_by_join

    async def _act(self) -> None:
        """Do what the current view asks of this seat; called after every change."""
        view = self.tracker.view
        version = self.tracker.version
        if not self._joined or view is None or version is None or self.seat is None or self._done:
            return
        if self._join_version is not None and version < self._join_version:
            return  # the patches (or snapshot) of a reconnect are still coming
        room = view["room"]
        await self._answer_offer(room.get("offer"))
        status = room.get("status")
        if status == "lobby":
            seats = room.get("seats", [])
            if (self._is_host(view) and seats and all(s.get("taken") for s in seats)
                    and self._start_sent_at != version):
                self._start_sent_at = version
                await self._request(protocol.start())
        elif status == "playing":
            await self._play(view, version)
        elif status == "finished" and view.get("outcome"):
            await self._finished(view)

    async def _play(self, view: dict[str, Any], version: Optional[int]) -> None:
        legal = view.get("legal_moves")
        if (self.seat not in view.get("to_act", []) or not legal or version is None
                or self._move_in_flight is not None or self._thinking is not None
                or self._refused_at == version):
            return
        choice, self._choice = self._choice, None
        if choice is not None and choice.still_fits(version, view):
            # Counted when sent: the patch that ends a game comes before the
            # ok of the move that ended it.
            round_ = self._round()
            self._moves_by_round[round_] = self._moves_by_round.get(round_, 0) + 1
            self._move_in_flight = await self._request(protocol.move(choice.move))
            return
        state = self._state()
        assert state is not None
        self._thinking = asyncio.ensure_future(self._think(state))

    async def _think(self, state: State) -> _Choice:
        position = copy.deepcopy(_position(state.view))  # before the bot may scribble on it
        legal = copy.deepcopy(state.legal_moves)
        move = await self._call(self.bot.choose, state)
        # Send the server's own copy: "exactly as listed", even if the bot
        # built an equal move of its own (2.0 for 2, keys in another order).
        listed = next((m for m in legal if json_equal(move, m)), None)
        if listed is None:
            raise BotError(f"{type(self.bot).__name__}.choose returned {move!r}, "
                           f"which is not one of state.legal_moves")
        return _Choice(state.version, position, listed)

    async def _answer_offer(self, offer: Optional[dict[str, Any]]) -> None:
        if not offer or self.seat not in offer.get("awaiting", []):
            return
        key = (offer.get("kind"), offer.get("from"), offer.get("expires_at_unix_ms"))
        if key in self._offers_answered:
            return
        self._offers_answered.add(key)
        accept = await self._call(self.bot.on_offer, self._state(), copy.deepcopy(offer))
        await self._request(protocol.answer_offer(bool(accept)))

    async def _finished(self, view: dict[str, Any]) -> None:
        round_ = view["room"].get("round", 0)
        if round_ not in self._rounds_seen:
            self._rounds_seen.add(round_)
            state = self._state()
            assert state is not None and self.room is not None and self.seat is not None
            outcome = copy.deepcopy(view["outcome"])
            result = GameResult(self.room, self.seat, round_, outcome,
                                self._moves_by_round.get(round_, 0))
            self.results.append(result)
            log.info("room %s seat %s: game %d over, winners %s", self.room, self.seat,
                     round_, outcome.get("winners"))
            if self.on_result is not None:
                self.on_result(result)
            await self._call(self.bot.on_game_end, state, outcome)
        if len(self.results) >= self.games:
            self._done = True
        elif self._is_host(view) and self._rematch_sent_for != round_:
            self._rematch_sent_for = round_
            await self._request(protocol.rematch())


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


__all__ = ["BotError", "GameResult", "SeatPlayer", "play", "play_seats", "run",
           "run_until_interrupted"]
