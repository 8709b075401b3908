"""One WebSocket connection to a kangaroom server, as JSON messages.

This is the only module that touches the ``websockets`` package (imported
when a connection opens, so the protocol logic and its tests need nothing
outside the standard library). It adds what every request needs: an ``id``
to match the reply, and pacing under the server's credit bucket.
"""

from __future__ import annotations

import asyncio
import json
import time
import urllib.parse
from typing import Any, Optional, Protocol

Message = dict[str, Any]

#: Close code for a connection that ended without a close frame (RFC 6455).
ABNORMAL_CLOSURE = 1006


class Closed(Exception):
    """The connection ended (or never opened). ``code`` is the close code
    the server sent, or 1006 when there was none (a dropped connection)."""

    def __init__(self, code: int = ABNORMAL_CLOSURE, reason: str = "") -> None:
        super().__init__(f"connection closed ({code}{': ' + reason if reason else ''})")
        self.code = code
        self.reason = reason


class Transport(Protocol):
    """What the runner needs from a connection; tests pass a fake."""

    async def send(self, message: Message) -> Any: ...
    async def recv(self) -> Message: ...
    async def close(self) -> None: ...
    def abort(self) -> None: ...
    def set_limits(self, limits: Optional[dict[str, Any]]) -> None: ...


class Pacer:
    """The client's copy of the server's per-connection credit bucket.

    The server closes a connection that runs out of credits (1008,
    ``rate_limited``); a bot that answers instantly can get there, e.g. in a
    Kangaroo chain of jumps sent one at a time. Waiting for a credit at 80 %
    of the limits ``welcome`` announced keeps well clear of that.
    """

    SHARE = 0.8

    def __init__(self, per_second: float = 30, burst: float = 60,
                 clock: Any = time.monotonic) -> None:
        self._clock = clock
        self.configure(per_second, burst)

    def configure(self, per_second: float, burst: float) -> None:
        self.rate = max(per_second * self.SHARE, 0.1)
        self.capacity = max(float(int(burst * self.SHARE)), 1.0)
        self.credits = self.capacity
        self._last = self._clock()

    def delay(self) -> float:
        """Take one credit; return how long to wait before sending."""
        now = self._clock()
        self.credits = min(self.capacity, self.credits + (now - self._last) * self.rate)
        self._last = now
        self.credits -= 1
        return 0.0 if self.credits >= 0 else -self.credits / self.rate


def socket_url(url: str, room: Optional[str]) -> str:
    """``ws://host:port`` -> ``ws://host:port/ws?room=CODE``.

    Naming the room lets the server serve the connection on the room's own
    thread, and a cluster's proxy route it to the room's node. An ``http``
    URL is accepted too (the same port serves both).
    """
    parts = urllib.parse.urlsplit(url)
    scheme = {"http": "ws", "https": "wss"}.get(parts.scheme, parts.scheme)
    path = parts.path if parts.path not in ("", "/") else "/ws"
    query = urllib.parse.urlencode({"room": room}) if room else parts.query
    return urllib.parse.urlunsplit((scheme, parts.netloc, path, query, ""))


class Connection:
    """A ``websockets`` client connection that speaks JSON objects."""

    def __init__(self, socket: Any) -> None:
        self._socket = socket
        self._pacer = Pacer()

    @classmethod
    async def open(cls, url: str, room: Optional[str] = None,
                   open_timeout: float = 30) -> "Connection":
        """Connect; raise :class:`Closed` if the server cannot be reached.

        No ``Origin`` header is sent: the server checks it only for
        browsers. ``ping_interval=None``: the server pings silent
        connections itself and the library answers those on its own.
        ``close_timeout=2``: a bot that stops (SIGINT) waits at most that
        long for the server's answer to its close frame.
        """
        import websockets  # Debian: python3-websockets
        from websockets.exceptions import WebSocketException

        # Exported lazily, which type checkers do not see; every version from
        # Debian 12's 10.4 on has it with these keywords.
        connect = websockets.connect  # type: ignore[attr-defined]
        try:
            socket = await connect(socket_url(url, room), ping_interval=None,
                                   open_timeout=open_timeout, close_timeout=2, max_size=None,
                                   compression=None)
        except (OSError, asyncio.TimeoutError, WebSocketException) as error:
            raise Closed(ABNORMAL_CLOSURE, f"cannot connect to {url}: {error}") from error
        return cls(socket)

    def set_limits(self, limits: Optional[dict[str, Any]]) -> None:
        """Pace by the limits of ``welcome`` (defaults until it came)."""
        if limits:
            self._pacer.configure(float(limits.get("messages_per_second", 30)),
                                  float(limits.get("message_burst", 60)))

    async def send(self, message: Message) -> None:
        if message.get("type") != "ping":  # ping is free of the rate limit
            wait = self._pacer.delay()
            if wait > 0:
                await asyncio.sleep(wait)
        try:
            await self._socket.send(json.dumps(message, separators=(",", ":")))
        except Exception as error:  # any failure to send is a lost connection
            raise _closed(error) from error

    async def recv(self) -> Message:
        try:
            frame = await self._socket.recv()
        except Exception as error:
            raise _closed(error) from error
        if isinstance(frame, bytes):
            raise ValueError("the server sent a binary frame")
        message = json.loads(frame)
        if not isinstance(message, dict):
            raise ValueError(f"the server sent a non-object frame: {frame[:80]}")
        return message

    async def close(self) -> None:
        try:
            await self._socket.close(code=1000)
        except Exception:
            pass  # closing a connection that is already gone is not an error

    def abort(self) -> None:
        """Drop the TCP connection without a close frame (to test reconnecting)."""
        self._socket.transport.abort()


def _closed(error: Exception) -> Closed:
    """Map the library's ConnectionClosed (whatever its version) to Closed."""
    received = getattr(error, "rcvd", None)
    code = getattr(received, "code", None) or ABNORMAL_CLOSURE
    reason = getattr(received, "reason", "") or ""
    return Closed(code, reason or type(error).__name__)
