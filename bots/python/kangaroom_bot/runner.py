"""Plays one seat from start to finish: the life of a client (PROTOCOL.md 2).

:class:`SeatPlayer` connects, creates or joins a room, takes a seat,
follows the view, asks the bot for a move whenever the seat is to act,
starts the game and its rematches when this seat is the host, and comes
back with the seat token when the connection drops. The entry points that
drive it are :func:`play` and :func:`play_seats` (seats.py) and
:func:`run` (blocking.py).

Everything that changes a seat's state happens in one coroutine (the
message loop of :meth:`SeatPlayer._serve`); the bot thinks on a worker
thread and its answer comes back into that loop as an event, so a patch
arriving while the bot thinks is never applied under its feet.
"""

from __future__ import annotations

import asyncio
import copy
import logging
from typing import Any, Awaitable, Callable, Optional

from . import protocol
from .bot import Bot, State
from .bot_lock import lock_for
from .choice import Choice, position_of
from .connection import Closed, Connection, Transport
from .patch import json_equal
from .protocol import PatchResult, ViewTracker, reconnect_delay
from .results import BotError, GameResult

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
        self._lock = lock_for(bot)
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
        self._choice: Optional[Choice] = None
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

    async def _think(self, state: State) -> Choice:
        position = copy.deepcopy(position_of(state.view))  # before the bot may scribble on it
        legal = copy.deepcopy(state.legal_moves)
        move = await self._call(self.bot.choose, state)
        # Send the server's own copy: "exactly as listed", even if the bot
        # built an equal move of its own (2.0 for 2, keys in another order).
        listed = next((m for m in legal if json_equal(move, m)), None)
        if listed is None:
            raise BotError(f"{type(self.bot).__name__}.choose returned {move!r}, "
                           f"which is not one of state.legal_moves")
        return Choice(state.version, position, listed)

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


__all__ = ["SeatPlayer"]
