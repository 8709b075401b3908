#!/usr/bin/python3
"""A notification endpoint that never answers, while rooms play
(bench/README.md, "Notifications").

Starts the server with --push-allow-private and a local HTTP server that
reads each request and never answers. R two-seat Kanga rooms are played
the way a game over days goes: seat 1 moves while seat 0 is away, so every
move of seat 1 makes a notice for seat 0 (its turn); seat 0 comes back,
moves, and leaves again. The same play runs twice: first with no
subscription, then with seat 0 of every room subscribed (a webhook) to the
hanging endpoint. Printed: seat 1's move latency (move sent to its `ok`)
p50/p95/p99 in both rounds, and what the hanging endpoint was sent.

  /usr/bin/python3 bench/notifications/hanging_endpoint.py build/release/server/kangaroom \
      [--rooms 50] [--cycles 20] [--hanging-first]

A benchmark, not a test: it prints figures and never fails on a time.
"""
import argparse
import asyncio
import json
import os
import re
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from room_client import Connection, percentile  # noqa: E402


class HangingEndpoint:
    """Accepts, reads the request, never answers (until the sender gives up)."""

    def __init__(self):
        self.requests = 0
        self.open_now = 0
        self.most_open = 0

    async def serve(self, reader, writer):
        self.requests += 1
        self.open_now += 1
        self.most_open = max(self.most_open, self.open_now)
        try:
            await reader.read()  # until the other side closes
        finally:
            self.open_now -= 1
            writer.close()


async def play_room(port, url, cycles, latencies):
    host = await Connection.open(port)
    created = await host.request({"type": "create_room", "game": "kanga", "options": {"size": 13},
                                  "seats": 2})
    code = created["room"]
    await host.request({"type": "join", "room": code, "host_token": created["host_token"]})
    token0 = (await host.request({"type": "take_seat", "seat": 0, "name": "Away"}))["seat_token"]
    if url:
        answer = await host.request({"type": "subscribe", "webhook": url})
        assert answer["type"] == "ok", answer
    guest = await Connection.open(port)
    await guest.request({"type": "join", "room": code})
    await guest.request({"type": "take_seat", "seat": 1, "name": "Here"})
    await host.request({"type": "start"})
    while (await guest.fresh_view())["room"]["status"] != "playing":  # the game is being made
        await asyncio.sleep(0.05)
    seat0 = host
    for _ in range(cycles):
        view = await seat0.fresh_view() if seat0 else None
        if view and 0 in view["to_act"]:
            await seat0.request({"type": "move", "move": view["legal_moves"][0]})
        if seat0:
            await seat0.close()  # away: seat 1's move makes a notice
            seat0 = None
        view = await guest.fresh_view()
        if view["room"]["status"] != "playing":
            break
        if 1 in view["to_act"]:
            move = next(m for m in view["legal_moves"] if m.get("type") != "resign")
            started = time.perf_counter()
            answer = await guest.request({"type": "move", "move": move})
            latencies.append(time.perf_counter() - started)
            assert answer["type"] == "ok", answer
        seat0 = await Connection.open(port)
        await seat0.request({"type": "join", "room": code, "seat_token": token0})
    if seat0:
        await seat0.close()
    await guest.close()


def figures(latencies):
    in_ms = lambda seconds: round(1000 * seconds, 2)
    return {"moves": len(latencies), "p50_ms": in_ms(statistics.median(latencies)),
            "p95_ms": in_ms(percentile(latencies, 0.95)), "p99_ms": in_ms(percentile(latencies, 0.99))}


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("server")
    parser.add_argument("--rooms", type=int, default=50)
    parser.add_argument("--cycles", type=int, default=20)
    parser.add_argument("--hanging-first", action="store_true")
    args = parser.parse_args()

    hanging = HangingEndpoint()
    endpoint = await asyncio.start_server(hanging.serve, "127.0.0.1", 0)
    url = f"http://127.0.0.1:{endpoint.sockets[0].getsockname()[1]}/hook"
    process = subprocess.Popen(
        [args.server, "--bind", "127.0.0.1", "--port", "0", "--push-allow-private", "true",
         "--max-rooms-per-address", "100000", "--rate-per-second", "1000000", "--rate-burst", "1000000",
         "--http-rate-per-address", "1000000", "--http-burst-per-address", "1000000",
         "--max-connections-per-address", "100000", "--log-level", "warn"],
        stdout=subprocess.PIPE, text=True)
    try:
        port = int(re.search(r"(\d+)\s*$", process.stdout.readline().strip()).group(1))
        results = {}
        rounds = [("no_subscription", None), ("hanging_webhook", url)]
        if args.hanging_first:  # the second round plays beside the first's rooms: swap to see
            rounds.reverse()
        for name, target in rounds:
            latencies = []
            await asyncio.gather(*(play_room(port, target, args.cycles, latencies)
                                   for _ in range(args.rooms)))
            results[name] = figures(latencies)
        results["hanging_endpoint"] = {"requests_received": hanging.requests,
                                       "most_open_at_once": hanging.most_open}
        print(json.dumps(results, indent=1))
    finally:
        process.terminate()
        process.wait()
        endpoint.close()


asyncio.run(main())
