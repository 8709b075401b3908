#!/usr/bin/env python3
"""After a cluster test: every move a player got `ok` for is in its room's
stored game record, once and in order, and no room was claimed twice at one
epoch. Reads the bots' --record files and PostgreSQL (with psql).

  check.py DATABASE_URL DIR    (DIR: rec-*.jsonl and node-*.log of the test)
"""
import collections
import glob
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from acked_moves import check_acked  # noqa: E402


def psql_json(url, sql):
    """Rows of `sql` (each a single JSON value) from PostgreSQL."""
    out = subprocess.run(["psql", "-qAt", url, "-c", sql], check=True,
                         capture_output=True, text=True).stdout
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def main():
    url, folder = sys.argv[1], sys.argv[2]
    failures = []

    # What each seat was told was done: (room, round) -> seat -> [moves].
    acked = collections.defaultdict(lambda: collections.defaultdict(list))
    for path in sorted(glob.glob(f"{folder}/rec-*.jsonl")):
        with open(path) as lines:
            for line in lines:
                line = line.strip()
                if not line:
                    continue
                entry = json.loads(line)
                acked[(entry["room"], entry["round"])][entry["seat"]].append(entry["move"])

    # The games as the store holds them, finished (replays table).
    stored = {}
    for row in psql_json(url, "SELECT json_build_object('code', code, 'round', round, "
                              "'record', record::json) FROM replays"):
        stored[(row["code"], row["round"])] = row["record"]

    checked_moves = 0
    for key, seats in sorted(acked.items()):
        record = stored.get(key)
        if record is None:
            failures.append(f"room {key[0]} round {key[1]}: no finished game stored")
            continue
        logged = collections.defaultdict(list)
        for entry in record["moves"]:
            if "seat" in entry and "move" in entry and "agreed" not in entry:
                logged[entry["seat"]].append(entry["move"])
        for seat, moves in seats.items():
            # Every acknowledged move is in the record, in order; a move may be
            # in the record without its `ok` (the node died between commit and
            # answer), but the record never holds one twice where it was
            # acknowledged once: the record's moves of the seat are the
            # acknowledged ones plus at most one per lost connection.
            log = logged.get(seat, [])
            missing, _ = check_acked(moves, log)
            if missing is not None:
                failures.append(f"room {key[0]} round {key[1]} seat {seat}: "
                                f"acknowledged move {json.dumps(missing)} missing or out of order")
            checked_moves += len(moves)
            if len(log) - len(moves) > 3:
                failures.append(f"room {key[0]} round {key[1]} seat {seat}: {len(log)} moves "
                                f"stored but {len(moves)} acknowledged")

    # Claims, from the nodes' logs: a room's epochs only go up, and no epoch
    # was claimed by two nodes.
    claims = collections.defaultdict(list)
    # "room=CODE woken and claimed at epoch N" (room_registry.cpp).
    pattern = re.compile(r"^(\S+) info room=(\S+) (?:woken and )?claimed at epoch (\d+)")
    for path in sorted(glob.glob(f"{folder}/node-*.log")):
        node = path.rsplit("/", 1)[-1][: -len(".log")]
        with open(path, errors="replace") as lines:
            for line in lines:
                found = pattern.match(line)
                if found:
                    claims[found.group(2)].append((found.group(1), int(found.group(3)), node))
    if not claims:
        # Every room is claimed once it is created: none found means the log
        # line changed and this check would see nothing.
        failures.append("no claim found in the nodes' logs (has the log line changed?)")
    moved = 0
    for code, seen in claims.items():
        epochs = [epoch for _, epoch, _ in seen]
        if len(set(epochs)) != len(epochs):
            failures.append(f"room {code}: an epoch was claimed twice: {seen}")
        ordered = [epoch for _, epoch, _ in sorted(seen)]
        if ordered != sorted(ordered):
            failures.append(f"room {code}: epochs went down: {sorted(seen)}")
        if len({node for _, _, node in seen}) > 1:
            moved += 1

    print(f"cluster check: {len(acked)} games, {checked_moves} acknowledged moves checked, "
          f"{len(claims)} rooms claimed, {moved} of them on more than one node")
    for failure in failures[:40]:
        print("FAIL:", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
