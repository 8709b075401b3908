#!/usr/bin/python3
"""Rooms that sleep, measured (bench/README.md, "Rooms that sleep").

Starts the server on a fresh data directory with --sleep-after 0, creates
N Kanga rooms (two seats, started, one move each), lets every player
leave so that all of them sleep, then reads:
  - the server's RSS with every room asleep (and with none made, to compare);
  - the time to wake one room by `join` with its seat token (join sent to
    snapshot received), for a sample of the rooms, as p50/p99;
  - the time of one `POST /api/seats` for 200 seats of sleeping rooms (what
    the /games page asks), as p50/p99 over --seats-requests requests;
  - how late a turn clock fires while its room sleeps, under load: rooms
    with a 5 s clock are emptied while other rooms are being woken, and the
    lateness is the clock move's time in the log minus the deadline.

  /usr/bin/python3 bench/sleep/sleeping_rooms.py build/release/server/kangaroom \
      [--rooms 100000] [--sample 2000] [--clocks 50] [--concurrency 64]

Debian's python3-websockets (scripts/install-deps.sh installs it). A
benchmark, not a test: it prints figures and never fails on a time.
"""
import argparse
import asyncio
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
from room_client import Connection, percentile  # noqa: E402

TOKEN = "sleep-bench-metrics-token-0123456789"


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def metric(port, name):
    import urllib.request

    request = urllib.request.Request(f"http://127.0.0.1:{port}/metrics",
                                     headers={"Authorization": f"Bearer {TOKEN}"})
    body = urllib.request.urlopen(request).read().decode()
    found = re.search(rf"^{name} (\S+)$", body, re.M)
    return float(found.group(1)) if found else None


async def make_room(port, clock_seconds=0):
    """A started two-seat Kanga room: one move played, or with a clock the
    first turn's deadline; returns (code, tokens, deadline or None)."""
    host = await Connection.open(port)
    create = {"type": "create_room", "game": "kanga", "options": {"size": 9}, "seats": 2}
    if clock_seconds:
        create["turn_clock"] = {"seconds": clock_seconds, "bot": "easy"}
    created = await host.request(create)
    code = created["room"]
    await host.request({"type": "join", "room": code, "host_token": created["host_token"]})
    tokens = [(await host.request({"type": "take_seat", "seat": 0, "name": "A"}))["seat_token"]]
    guest = await Connection.open(port)
    await guest.request({"type": "join", "room": code})
    tokens.append((await guest.request({"type": "take_seat", "seat": 1, "name": "B"}))["seat_token"])
    await host.request({"type": "start"})
    deadline = None
    if clock_seconds:
        watcher = await Connection.open(port)
        await watcher.request({"type": "join", "room": code})
        await watcher.until_snapshot()
        deadline = watcher.view["room"]["turn_deadline"]
        await watcher.close()
    else:
        # One move, by whoever is to act (a fresh snapshot says who).
        mover = await Connection.open(port)
        await mover.request({"type": "join", "room": code, "seat_token": tokens[0]})
        await mover.until_snapshot()
        to_act = mover.view["to_act"][0]
        if to_act != 0:
            await mover.close()
            mover = await Connection.open(port)
            await mover.request({"type": "join", "room": code, "seat_token": tokens[to_act]})
            await mover.until_snapshot()
        legal = [m for m in mover.view["legal_moves"] if m.get("type") != "resign"]
        await mover.request({"type": "move", "move": legal[0]})
        await mover.close()
    await host.close()
    await guest.close()
    return code, tokens, deadline


async def wake_one(port, code, token):
    started = time.perf_counter()
    conn = await Connection.open(port)
    await conn.request({"type": "join", "room": code, "seat_token": token})
    await conn.until_snapshot()
    elapsed = time.perf_counter() - started
    await conn.close()
    return elapsed


def seats_request_times(port, rooms, count):
    """`count` POST /api/seats of 200 entries each, one after the other on
    one connection (as a /games page's refresh does); their times, and the
    answers of the last one."""
    import http.client

    connection = http.client.HTTPConnection("127.0.0.1", port)
    times, answers = [], []
    for i in range(count):
        chosen = [rooms[(i * 200 + k) % len(rooms)] for k in range(200)]
        body = json.dumps({"seats": [{"room": code, "seat_token": tokens[0]} for code, tokens, _ in chosen]})
        started = time.perf_counter()
        connection.request("POST", "/api/seats", body, {"Content-Type": "application/json"})
        response = connection.getresponse()
        answer = response.read()
        times.append(time.perf_counter() - started)
        if response.status != 200:
            raise SystemExit(f"POST /api/seats answered {response.status}: {answer[:200]!r}")
        answers = json.loads(answer)["seats"]
    connection.close()
    return times, answers


async def in_batches(jobs, concurrency):
    semaphore = asyncio.Semaphore(concurrency)

    async def guarded(job):
        async with semaphore:
            return await job()

    return await asyncio.gather(*(guarded(job) for job in jobs))


async def wait_for(check, what, seconds=600):
    deadline = time.monotonic() + seconds
    while not check():
        if time.monotonic() > deadline:
            raise SystemExit(f"gave up waiting for {what}")
        await asyncio.sleep(0.2)


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("server")
    parser.add_argument("--rooms", type=int, default=100000)
    parser.add_argument("--sample", type=int, default=2000)
    parser.add_argument("--clocks", type=int, default=50)
    parser.add_argument("--concurrency", type=int, default=64)
    parser.add_argument("--seats-requests", type=int, default=200)
    args = parser.parse_args()

    data = tempfile.mkdtemp(prefix="kangaroom-sleep-bench-")
    process = subprocess.Popen(
        [args.server, "--bind", "127.0.0.1", "--port", "0", "--data-dir", data, "--sleep-after", "0",
         "--metrics-token", TOKEN, "--max-rooms-per-address", "1000000", "--max-rooms", "1000000",
         "--rate-per-second", "1000000", "--rate-burst", "1000000", "--http-rate-per-address", "1000000",
         "--http-burst-per-address", "1000000", "--log-level", "warn", "--max-connections-per-address", "100000"],
        stdout=subprocess.PIPE, text=True)
    try:
        line = process.stdout.readline()
        port = int(re.search(r"(\d+)\s*$", line.strip()).group(1))
        await asyncio.sleep(1)
        rss_empty = rss_kib(process.pid)

        started = time.monotonic()
        rooms = await in_batches([lambda: make_room(port) for _ in range(args.rooms)], args.concurrency)
        made_seconds = time.monotonic() - started
        await wait_for(lambda: metric(port, "kangaroom_rooms_in_memory") == 0, "every room to sleep")
        rss_asleep = rss_kib(process.pid)

        # Your games: 200 seats of sleeping rooms in one request, none woken.
        seats_times, answers = seats_request_times(port, rooms, args.seats_requests)
        known = sum(1 for answer in answers if answer.get("status") != "unknown")
        still_asleep = metric(port, "kangaroom_rooms_in_memory") == 0

        step = max(1, len(rooms) // args.sample)
        sample = rooms[::step][: args.sample]
        # One at a time: the time of one wake, not of a queue of them.
        wakes = [await wake_one(port, code, tokens[0]) for code, tokens, _ in sample]

        # Deadline accuracy: clocks of 5 s run out in sleeping rooms while
        # the other rooms are being woken (load).
        clocked = await in_batches([lambda: make_room(port, 5) for _ in range(args.clocks)], 16)
        load = asyncio.ensure_future(
            in_batches([lambda c=c, t=t: wake_one(port, c, t[0]) for c, t, _ in rooms[: 4 * args.sample]], 16))
        await asyncio.sleep(15)
        await load
        # The log says when the clock's move was written; the deadline was read at the start.
        import sqlite3

        late = []
        db = sqlite3.connect(os.path.join(data, "kangaroom.sqlite3"))
        for code, _, deadline in clocked:
            moves = db.execute("SELECT at_unix_ms FROM room_events WHERE code = ? AND kind = 0 AND "
                               "body LIKE '%:clock %' ORDER BY seq LIMIT 1", (code,)).fetchall()
            if moves and deadline:
                late.append(moves[0][0] - deadline)
        db.close()
        print(json.dumps({
            "rooms": len(rooms),
            "made_in_s": round(made_seconds, 1),
            "rss_kib_no_rooms": rss_empty,
            "rss_kib_all_asleep": rss_asleep,
            "wake_by_join_ms": {"p50": round(1000 * statistics.median(wakes), 2),
                                "p99": round(1000 * percentile(wakes, 0.99), 2), "n": len(wakes)},
            "seats_200_ms": {"p50": round(1000 * statistics.median(seats_times), 2),
                             "p99": round(1000 * percentile(seats_times, 0.99), 2), "n": len(seats_times),
                             "entries_known": known, "rooms_stayed_asleep": still_asleep},
            "clocks_fired": f"{len(late)} of {len(clocked)}",
            "clock_late_ms": {"p50": statistics.median(late), "max": max(late)} if late else None,
            "database_mb": round(os.path.getsize(os.path.join(data, "kangaroom.sqlite3")) / 1e6, 1),
        }, indent=1))
    finally:
        process.terminate()
        process.wait()
        shutil.rmtree(data, ignore_errors=True)


asyncio.run(main())
