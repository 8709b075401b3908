"""Records what the real server sends two seats through whole games, as the
fixtures of test_recorded_games.py (tests/fixtures/*.jsonl.gz):

    python3 tests/record_games.py ws://127.0.0.1:PORT tests/fixtures

One game of each of the four games between two seeded random bots. Every
snapshot and patch a seat receives from its seat's first snapshot on is
written down, one JSON line each (``{"seat": s, "message": {...}}``), and
after its 3rd, 6th, 12th, 24th... patch (doubling, to keep the files
small) the seat asks the server for a fresh snapshot (``sync`` without a
version), so that the recording holds, besides the patches, the server's
own whole view at several versions to check them against. Chat and
replies are left out. The files are gzipped (20 to 80 times smaller;
``zcat`` reads them). Run it again only when the view changes shape;
each file's first line says which commit recorded it.
"""

from __future__ import annotations

import asyncio
import gzip
import json
import subprocess
import sys
from pathlib import Path
from typing import Any, Optional

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kangaroom_bot import RandomBot, SeatPlayer  # noqa: E402
from kangaroom_bot.connection import Connection  # noqa: E402

FIRST_SYNC = 3  # then after twice as many patches, and so on

GAMES: list[tuple[str, dict[str, Any]]] = [
    ("kangaruse", {"size": "tiny"}),
    ("kanga", {"size": 7}),
    ("kangaroo", {"move_limit": 50}),
    ("jackaroo", {"set_limit": 5}),
]

Message = dict[str, Any]


class PlayOn(RandomBot):
    """Random, but never Kangaruse's give_up or Kangaroo's resign while
    another move exists: the recording is of whole games."""

    def choose(self, state: Any) -> Message:
        moves = [m for m in state.legal_moves
                 if m.get("action") != "give_up" and m.get("type") != "resign"]
        return self._random.choice(moves or state.legal_moves)


class Recording:
    """One seat's part of the recording, over all its connections."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines
        self.seat: Optional[int] = None
        self.patches = 0
        self.next_sync = FIRST_SYNC


class RecordingConnection:
    """A Connection that writes down what it receives and asks for a
    snapshot now and then."""

    def __init__(self, inner: Connection, recording: Recording) -> None:
        self.inner = inner
        self.recording = recording

    def set_limits(self, limits: Optional[dict[str, Any]]) -> None:
        self.inner.set_limits(limits)

    async def send(self, message: Message) -> None:
        await self.inner.send(message)

    async def recv(self) -> Message:
        message = await self.inner.recv()
        recording = self.recording
        if message.get("type") == "seat_taken":
            recording.seat = message["seat"]
        elif message.get("type") in ("snapshot", "patch") and recording.seat is not None:
            recording.lines.append(json.dumps({"seat": recording.seat, "message": message},
                                              separators=(",", ":")))
            if message["type"] == "patch":
                recording.patches += 1
                if recording.patches == recording.next_sync:
                    recording.next_sync *= 2
                    await self.inner.send({"type": "sync"})
        return message

    async def close(self) -> None:
        await self.inner.close()

    def abort(self) -> None:
        self.inner.abort()


def opener(recording: Recording) -> Any:
    async def open_(url: str, room: Optional[str]) -> RecordingConnection:
        return RecordingConnection(await Connection.open(url, room), recording)
    return open_


async def record(url: str, game: str, options: dict[str, Any]) -> list[str]:
    lines: list[str] = []
    code: asyncio.Future[str] = asyncio.get_running_loop().create_future()
    host = SeatPlayer(url, PlayOn(1), create=game, options=options, seats=2, seed=7,
                      name="recorder-0", on_room=code.set_result, opener=opener(Recording(lines)))
    host_task = asyncio.ensure_future(host.play())
    await asyncio.wait({host_task, code}, return_when=asyncio.FIRST_COMPLETED)
    if not code.done():
        host_task.result()  # the host's error
        raise RuntimeError("the host stopped before creating a room")
    guest = SeatPlayer(url, PlayOn(2), room=code.result(), name="recorder-1",
                       opener=opener(Recording(lines)))
    await asyncio.gather(host_task, guest.play())
    return lines


async def main(url: str, folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True, cwd=Path(__file__).parent).stdout.strip()
    for game, options in GAMES:
        lines = await record(url, game, options)
        header = json.dumps({"game": game, "options": options, "recorded_at_commit": commit,
                             "first_sync": FIRST_SYNC})
        path = folder / f"{game}.jsonl.gz"
        text = "\n".join([header, *lines]) + "\n"
        # mtime=0: the same recording gives the same bytes.
        path.write_bytes(gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0))
        print(f"{path}: {len(lines)} messages, {path.stat().st_size} bytes", flush=True)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], Path(sys.argv[2])))
