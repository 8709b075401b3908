"""Message building, the version rules of PROTOCOL.md section 6, and the
pieces of the connection that need no socket (URL, pacing, backoff)."""

import unittest

from kangaroom_bot import protocol
from kangaroom_bot.connection import Pacer, socket_url
from kangaroom_bot.protocol import PatchResult, ViewTracker, reconnect_delay


class MessagesTest(unittest.TestCase):
    def test_absent_optional_fields_are_left_out(self):
        self.assertEqual(protocol.create_room("kanga"), {"type": "create_room", "game": "kanga"})
        self.assertEqual(protocol.create_room("kangaruse", {"size": "tiny"}, 2, 7),
                         {"type": "create_room", "game": "kangaruse", "options": {"size": "tiny"},
                          "seats": 2, "seed": 7})
        self.assertEqual(protocol.join("abc"), {"type": "join", "room": "abc"})
        self.assertEqual(protocol.take_seat(), {"type": "take_seat"})
        self.assertEqual(protocol.sync(None), {"type": "sync"})

    def test_reconnect_join_carries_tokens_and_version(self):
        self.assertEqual(protocol.join("abc", "seat-t", "host-t", 9),
                         {"type": "join", "room": "abc", "seat_token": "seat-t",
                          "host_token": "host-t", "version": 9})
        # Seat 0 and version 0 are values, not absences.
        self.assertEqual(protocol.take_seat(0, "Ana"), {"type": "take_seat", "seat": 0, "name": "Ana"})
        self.assertEqual(protocol.sync(0), {"type": "sync", "version": 0})

    def test_the_other_requests(self):
        self.assertEqual(protocol.hello("x"), {"type": "hello", "protocol": 1, "client": "x"})
        self.assertEqual(protocol.move({"action": "stop"}), {"type": "move", "move": {"action": "stop"}})
        self.assertEqual(protocol.answer_offer(0), {"type": "answer_offer", "accept": False})
        self.assertEqual(protocol.start(), {"type": "start"})
        self.assertEqual(protocol.rematch(), {"type": "rematch"})
        self.assertEqual(protocol.chat("gg"), {"type": "chat", "text": "gg"})
        self.assertEqual(protocol.resign(), {"type": "resign"})


class ViewTrackerTest(unittest.TestCase):
    def setUp(self):
        self.tracker = ViewTracker()
        self.tracker.snapshot(5, {"n": 5, "log": []})

    def step(self, version):
        return self.tracker.patch(version, [{"op": "replace", "path": "/n", "value": version}])

    def test_patches_before_the_first_snapshot_are_ignored(self):
        self.assertIs(ViewTracker().patch(1, []), PatchResult.IGNORED)

    def test_the_next_version_applies_and_old_ones_are_ignored(self):
        self.assertIs(self.step(6), PatchResult.APPLIED)
        self.assertIs(self.tracker.patch(7, []), PatchResult.APPLIED)  # empty ops still count
        self.assertEqual((self.tracker.version, self.tracker.view["n"]), (7, 6))
        self.assertIs(self.step(6), PatchResult.IGNORED)  # a replay after sync
        self.assertIs(self.step(7), PatchResult.IGNORED)
        self.assertEqual(self.tracker.view["n"], 6)

    def test_a_skipped_version_asks_for_sync_once(self):
        self.assertIs(self.step(7), PatchResult.NEEDS_SYNC)
        self.assertEqual(self.tracker.version, 5)
        self.assertEqual(self.tracker.sync_request(), {"type": "sync", "version": 5})
        # More patches behind the gap: the sync already asked for them.
        self.assertIs(self.step(8), PatchResult.NEEDS_SYNC)
        self.assertIsNone(self.tracker.sync_request())
        # The replay arrives: 6 applies, the next gap is a new question.
        self.assertIs(self.step(6), PatchResult.APPLIED)
        self.assertIs(self.step(9), PatchResult.NEEDS_SYNC)
        self.assertEqual(self.tracker.sync_request(), {"type": "sync", "version": 6})

    def test_a_sync_answered_ok_allows_the_next_one(self):
        self.assertIs(self.step(7), PatchResult.NEEDS_SYNC)
        self.assertIsNotNone(self.tracker.sync_request())
        self.tracker.sync_answered()
        self.assertEqual(self.tracker.sync_request(), {"type": "sync", "version": 5})

    def test_a_patch_that_does_not_apply_keeps_the_view_and_asks_for_sync(self):
        result = self.tracker.patch(6, [{"op": "replace", "path": "/n", "value": 6},
                                        {"op": "remove", "path": "/missing"}])
        self.assertIs(result, PatchResult.NEEDS_SYNC)
        self.assertEqual((self.tracker.version, self.tracker.view), (5, {"n": 5, "log": []}))
        self.assertEqual(self.tracker.sync_request(), {"type": "sync", "version": 5})

    def test_snapshots_replace_unless_older(self):
        self.assertIs(self.step(7), PatchResult.NEEDS_SYNC)
        self.tracker.sync_request()
        self.assertTrue(self.tracker.snapshot(9, {"n": 9}))
        self.assertEqual((self.tracker.version, self.tracker.view), (9, {"n": 9}))
        self.assertFalse(self.tracker.snapshot(8, {"n": 8}))
        self.assertTrue(self.tracker.snapshot(9, {"n": "seat view"}))  # a new audience
        self.assertEqual(self.tracker.view, {"n": "seat view"})
        self.assertIs(self.step(11), PatchResult.NEEDS_SYNC)
        self.assertEqual(self.tracker.sync_request(), {"type": "sync", "version": 9})


class ConnectionPiecesTest(unittest.TestCase):
    def test_socket_url_names_the_ws_path_and_the_room(self):
        self.assertEqual(socket_url("ws://127.0.0.1:8080", None), "ws://127.0.0.1:8080/ws")
        self.assertEqual(socket_url("ws://h:1/", "abc"), "ws://h:1/ws?room=abc")
        self.assertEqual(socket_url("https://example.org", "a b"), "wss://example.org/ws?room=a+b")
        self.assertEqual(socket_url("ws://h:1/custom", None), "ws://h:1/custom")

    def test_pacer_keeps_under_80_percent_of_the_limits(self):
        now = [0.0]
        pacer = Pacer(10, 10, clock=lambda: now[0])  # 8 per second, bursts of 8
        self.assertEqual([pacer.delay() for _ in range(8)], [0.0] * 8)
        self.assertAlmostEqual(pacer.delay(), 1 / 8)
        now[0] = 10.0  # a long pause refills the bucket, no further than its size
        self.assertEqual([pacer.delay() for _ in range(8)], [0.0] * 8)
        self.assertGreater(pacer.delay(), 0)

    def test_reconnect_delay_doubles_to_two_seconds_with_jitter(self):
        self.assertAlmostEqual(reconnect_delay(1, lambda: 0.5), 0.25)
        self.assertAlmostEqual(reconnect_delay(2, lambda: 0.5), 0.5)
        self.assertAlmostEqual(reconnect_delay(4, lambda: 0.5), 2.0)
        self.assertAlmostEqual(reconnect_delay(30, lambda: 0.5), 2.0)
        self.assertAlmostEqual(reconnect_delay(1, lambda: 0.0), 0.2)
        self.assertAlmostEqual(reconnect_delay(1, lambda: 1.0), 0.3)


if __name__ == "__main__":
    unittest.main()
