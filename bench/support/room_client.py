"""What the Python benchmarks share (bench/sleep, bench/notifications): one
WebSocket to the server with numbered requests and the view kept from the
snapshots it receives, and a percentile. Debian's python3-websockets."""
import json

import websockets


class Connection:
    """One WebSocket with numbered requests; the view kept from snapshots."""

    def __init__(self, socket):
        self.socket = socket
        self.next_id = 1
        self.view = None

    @classmethod
    async def open(cls, port):
        return cls(await websockets.connect(f"ws://127.0.0.1:{port}/ws", max_size=None))

    async def request(self, message):
        """Sends `message` with the next id; returns the answer with that id."""
        ident = self.next_id
        self.next_id += 1
        await self.socket.send(json.dumps({**message, "id": ident}))
        while True:
            answer = json.loads(await self.socket.recv())
            if answer.get("type") == "snapshot":
                self.view = answer["view"]
            if answer.get("id") == ident:
                return answer

    async def until_snapshot(self):
        """Reads until a snapshot has been seen (after a join)."""
        while self.view is None:
            answer = json.loads(await self.socket.recv())
            if answer.get("type") == "snapshot":
                self.view = answer["view"]

    async def fresh_view(self):
        """The view at the latest version (a sync without a version answers
        with a snapshot, without an id)."""
        self.view = None
        await self.socket.send(json.dumps({"type": "sync"}))
        await self.until_snapshot()
        return self.view

    async def close(self):
        await self.socket.close()


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]
