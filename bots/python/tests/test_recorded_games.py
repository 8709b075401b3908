"""Patch application against the server's own patches: fixtures/*.jsonl.gz
hold every snapshot and patch two seats received through a whole game of
each game (recorded by record_games.py from the real server), with fresh
snapshots asked for along the way. Applying the patches to a seat's first
snapshot must give, at each later snapshot's version, exactly that
snapshot's view; and ViewTracker, fed the same messages, must end where the
last patch leaves the view."""

import gzip
import json
import unittest
from pathlib import Path

from kangaroom_bot.patch import apply_patch, json_equal
from kangaroom_bot.protocol import PatchResult, ViewTracker

FIXTURES = Path(__file__).resolve().parent / "fixtures"
GAMES = ("kangaruse", "kanga", "kangaroo", "jackaroo")


def load(game):
    lines = gzip.decompress((FIXTURES / f"{game}.jsonl.gz").read_bytes()).decode().splitlines()
    header = json.loads(lines[0])
    streams = {}
    for line in lines[1:]:
        record = json.loads(line)
        streams.setdefault(record["seat"], []).append(record["message"])
    return header, streams


def first_difference(a, b, path=""):
    """Where two JSON values first differ, for a readable failure."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in sorted(set(a) | set(b)):
            if key not in a or key not in b:
                return f"{path}/{key}: only in {'the snapshot' if key in b else 'ours'}"
            found = first_difference(a[key], b[key], f"{path}/{key}")
            if found:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for index, (x, y) in enumerate(zip(a, b)):
            found = first_difference(x, y, f"{path}/{index}")
            if found:
                return found
        return None
    return None if json_equal(a, b) else f"{path}: ours {a!r}, the snapshot's {b!r}"


class RecordedGamesTest(unittest.TestCase):
    def test_every_game_was_recorded_to_its_end_by_both_seats(self):
        for game in GAMES:
            header, streams = load(game)
            self.assertEqual(header["game"], game)
            self.assertEqual(sorted(streams), [0, 1], game)
            for seat, messages in streams.items():
                self.assertEqual(messages[0]["type"], "snapshot", f"{game} seat {seat}")
                last = messages[-1]
                view = last["view"] if last["type"] == "snapshot" else None
                if view is None:  # the end arrives as a patch
                    ops = {op["path"]: op.get("value") for op in last["ops"]}
                    self.assertEqual(ops.get("/room/status"), "finished", f"{game} seat {seat}")

    def test_patches_applied_to_a_snapshot_give_the_later_snapshots(self):
        for game in GAMES:
            _, streams = load(game)
            for seat, messages in streams.items():
                with self.subTest(game=game, seat=seat):
                    view, version = messages[0]["view"], messages[0]["version"]
                    compared = applied = 0
                    for message in messages[1:]:
                        if message["type"] == "snapshot":
                            self.assertEqual(message["version"], version)
                            difference = first_difference(view, message["view"])
                            self.assertIsNone(difference, f"at version {version}")
                            compared += 1
                        else:
                            self.assertEqual(message["version"], version + 1)
                            view = apply_patch(view, message["ops"])
                            version = message["version"]
                            applied += 1
                    self.assertGreaterEqual(compared, 4)
                    self.assertGreaterEqual(applied, 20)
                    self.assertEqual(view["room"]["status"], "finished")
                    self.assertTrue(view["outcome"]["winners"])

    def test_the_tracker_follows_the_recording(self):
        for game in GAMES:
            _, streams = load(game)
            for seat, messages in streams.items():
                tracker = ViewTracker()
                expected = None
                for message in messages:
                    if message["type"] == "snapshot":
                        self.assertTrue(tracker.snapshot(message["version"], message["view"]))
                        expected = message["view"]
                    else:
                        result = tracker.patch(message["version"], message["ops"])
                        self.assertIs(result, PatchResult.APPLIED, f"{game} seat {seat}")
                        expected = apply_patch(expected, message["ops"])
                    # A patch replayed after it was applied changes nothing.
                    if message["type"] == "patch":
                        self.assertIs(tracker.patch(message["version"], message["ops"]),
                                      PatchResult.IGNORED)
                self.assertTrue(json_equal(tracker.view, expected), f"{game} seat {seat}")

    def test_jackaroo_views_hold_the_own_hand_only(self):
        _, streams = load("jackaroo")
        for seat, messages in streams.items():
            view = messages[0]["view"]
            for message in messages[1:]:
                view = message["view"] if message["type"] == "snapshot" else \
                    apply_patch(view, message["ops"])
                game = view.get("game")
                if game:
                    self.assertIn("hand", game)
                    for player in game["players"]:
                        self.assertNotIn("hand", player)
                        self.assertIn("hand_count", player)
                    self.assertEqual(len(game["hand"]), game["players"][seat]["hand_count"])


if __name__ == "__main__":
    unittest.main()
