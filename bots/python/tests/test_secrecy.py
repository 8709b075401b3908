"""The secrecy check of the end-to-end test (secrecy.py) finds the leaks it
is there for, and does not cry wolf over history."""

import unittest

from secrecy import TraceCheck


def view(round_, hand, log=()):
    return {"room": {"round": round_, "status": "playing"},
            "game": {"hand": list(hand), "pile": [], "last_play": None},
            "log": list(log)}


def patch(version, *ops):
    return {"type": "patch", "version": version, "ops": list(ops)}


def entry(seq, event):
    return {"seq": seq, "event": event}


class SecrecyCheckTest(unittest.TestCase):
    def setUp(self):
        # Seat 0 holds AS and 7H, seat 1 holds KD, from version 5 on.
        self.check = TraceCheck()
        self.check.add(0, {"type": "snapshot", "version": 5, "view": view(1, ["AS", "7H"])}, seat=0)
        self.check.add(1, {"type": "snapshot", "version": 5, "view": view(1, ["KD"])}, seat=1)

    def both(self, version, ops0=(), ops1=()):
        self.check.add(0, patch(version, *ops0))
        self.check.add(1, patch(version, *ops1))

    def test_clean_traffic_passes(self):
        self.both(6, [{"op": "replace", "path": "/game/pile", "value": ["2C"]}])
        checked, leaks = self.check.check()
        self.assertEqual((checked, leaks), (4, []))

    def test_another_seats_card_in_a_patch_is_a_leak(self):
        self.both(6, [{"op": "replace", "path": "/game/last_play", "value": {"card": "KD"}}])
        _, leaks = self.check.check()
        self.assertEqual(len(leaks), 1)
        self.assertIn("seat 0, version 6: patch /game/last_play/card = KD", leaks[0])
        self.assertIn("KD", leaks[0])

    def test_a_private_log_entry_sent_to_the_wrong_seat_is_a_leak(self):
        dealt = entry(3, {"type": "dealt", "cards": ["KD"], "visible_to": [1]})
        self.both(6, [{"op": "add", "path": "/log/-", "value": dealt}],
                  [{"op": "add", "path": "/log/-", "value": dealt}])
        _, leaks = self.check.check()
        self.assertEqual(len(leaks), 1)
        self.assertIn("log entry 3", leaks[0])

    def test_a_card_played_then_dealt_back_is_history_in_the_log(self):
        # Seat 1 plays KD (public), then a new deal gives it KD again: the
        # old log entry naming KD is not a leak, a new mention of it is.
        played = entry(4, {"type": "play", "seat": 1, "card": "KD"})
        add = {"op": "add", "path": "/log/-", "value": played}
        self.both(6, [add], [add, {"op": "replace", "path": "/game/hand", "value": []}])
        self.both(7, [], [{"op": "replace", "path": "/game/hand", "value": ["KD"]}])
        self.check.add(0, {"type": "snapshot", "version": 7,
                           "view": view(1, ["AS", "7H"], [played])})
        checked, leaks = self.check.check()
        self.assertEqual(leaks, [])
        self.assertEqual(checked, 7)
        self.check.add(0, {"type": "snapshot", "version": 7,
                           "view": {**view(1, ["AS", "7H"], [played]),
                                    "game": {"hand": ["AS", "7H"], "pile": ["KD"]}}})
        _, leaks = self.check.check()
        self.assertEqual(len(leaks), 1)

    def test_a_replayed_patch_is_judged_by_the_hands_of_its_own_version(self):
        # At version 6 seat 1 plays KD onto the pile; a replay of that patch
        # reaching seat 0 at version 9, after KD went back to seat 1, is fine.
        ops = [{"op": "replace", "path": "/game/pile", "value": ["KD"]}]
        self.both(6, ops, ops + [{"op": "replace", "path": "/game/hand", "value": []}])
        self.both(7, [], [{"op": "replace", "path": "/game/hand", "value": ["KD"]}])
        self.check.add(0, patch(6, *ops))  # replayed after a reconnect
        _, leaks = self.check.check()
        self.assertEqual(leaks, [])

    def test_moves_name_ranks_not_cards(self):
        self.both(6, [{"op": "add", "path": "/legal_moves",
                       "value": [{"card": "K", "ability": "move", "marble": 0, "steps": 13}]}])
        self.assertEqual(self.check.check()[1], [])


if __name__ == "__main__":
    unittest.main()
