"""RFC 6902 as the server uses it (add, remove, replace with JSON Pointer
paths, ``/-`` appends) and the rest of the RFC, plus the failures that must
lead to a ``sync`` instead of a corrupt view."""

import copy
import json
import unittest

from kangaroom_bot.patch import PatchError, apply_patch, json_equal, parse_pointer


class PointerTest(unittest.TestCase):
    def test_segments_are_unescaped_tilde_one_first(self):
        self.assertEqual(parse_pointer(""), [])
        self.assertEqual(parse_pointer("/room/seats/1/name"), ["room", "seats", "1", "name"])
        self.assertEqual(parse_pointer("/a~1b/c~0d/~01"), ["a/b", "c~d", "~1"])
        self.assertEqual(parse_pointer("/"), [""])

    def test_a_pointer_must_start_with_a_slash(self):
        with self.assertRaises(PatchError):
            parse_pointer("room")


class ServerOpsTest(unittest.TestCase):
    def setUp(self):
        self.view = {"room": {"status": "lobby", "seats": [{"name": "A"}, {"name": "B"}]},
                     "to_act": [], "log": [], "game": None}

    def test_replace_add_remove_on_objects(self):
        view = apply_patch(self.view, [
            {"op": "replace", "path": "/room/status", "value": "playing"},
            {"op": "add", "path": "/legal_moves", "value": [{"action": "stop"}]},
            {"op": "replace", "path": "/game", "value": {"turn": {"seat": 0}}},
            {"op": "replace", "path": "/game/turn", "value": None},
        ])
        self.assertEqual(view["room"]["status"], "playing")
        self.assertEqual(view["legal_moves"], [{"action": "stop"}])
        self.assertIsNone(view["game"]["turn"])
        view = apply_patch(view, [{"op": "remove", "path": "/legal_moves"}])
        self.assertNotIn("legal_moves", view)

    def test_add_appends_with_dash_and_inserts_at_an_index(self):
        view = apply_patch(self.view, [
            {"op": "add", "path": "/log/-", "value": {"seq": 1}},
            {"op": "add", "path": "/log/-", "value": {"seq": 3}},
            {"op": "add", "path": "/log/1", "value": {"seq": 2}},
            {"op": "add", "path": "/to_act/0", "value": 1},
        ])
        self.assertEqual([e["seq"] for e in view["log"]], [1, 2, 3])
        self.assertEqual(view["to_act"], [1])

    def test_array_elements_are_replaced_and_removed_in_place(self):
        view = apply_patch(self.view, [
            {"op": "replace", "path": "/room/seats/1/name", "value": "Bea"},
            {"op": "remove", "path": "/room/seats/0"},
        ])
        self.assertEqual(view["room"]["seats"], [{"name": "Bea"}])

    def test_replacing_the_root_replaces_the_document(self):
        self.assertEqual(apply_patch(self.view, [{"op": "replace", "path": "", "value": [1]}]), [1])

    def test_the_input_is_never_modified_even_when_an_op_fails(self):
        before = copy.deepcopy(self.view)
        value = {"seq": 1}
        view = apply_patch(self.view, [{"op": "add", "path": "/log/-", "value": value}])
        value["seq"] = 99  # the patch's value was copied, not shared
        self.assertEqual(view["log"], [{"seq": 1}])
        with self.assertRaises(PatchError):
            apply_patch(self.view, [{"op": "replace", "path": "/room/status", "value": "x"},
                                    {"op": "remove", "path": "/nowhere"}])
        self.assertEqual(self.view, before)

    def test_the_transcript_patch_of_protocol_md_applies(self):
        # Version 12 of the recorded game in PROTOCOL.md, as seat A got it.
        view = {"room": {"status": "playing"}, "to_act": [1], "log": [{"seq": 7}], "outcome": None,
                "game": {"phase": "play", "turn": {"seat": 1},
                         "players": [{"out": True, "out_reason": "gave_up"},
                                     {"out": False, "out_reason": None}]}}
        ops = json.loads("""[{"op":"replace","path":"/room/status","value":"finished"},
            {"op":"replace","path":"/to_act","value":[]},
            {"op":"add","path":"/log/-","value":{"event":{"reason":"gave_up","seat":1,"type":"out"},"seq":8}},
            {"op":"add","path":"/log/-","value":{"event":{"type":"game_over"},"seq":9}},
            {"op":"replace","path":"/outcome","value":{"ranking":[0,1],"scores":[1,1],"winners":[0,1]}},
            {"op":"replace","path":"/game/phase","value":"finished"},
            {"op":"replace","path":"/game/players/1/out","value":true},
            {"op":"replace","path":"/game/players/1/out_reason","value":"gave_up"},
            {"op":"replace","path":"/game/turn","value":null}]""")
        view = apply_patch(view, ops)
        self.assertEqual(view["room"]["status"], "finished")
        self.assertEqual(view["outcome"]["winners"], [0, 1])
        self.assertEqual([e["seq"] for e in view["log"]], [7, 8, 9])
        self.assertTrue(view["game"]["players"][1]["out"])


class FailuresTest(unittest.TestCase):
    doc = {"a": {"b": 1}, "list": [1, 2]}

    def assert_fails(self, ops):
        with self.assertRaises(PatchError):
            apply_patch(self.doc, ops)

    def test_paths_that_do_not_exist(self):
        self.assert_fails([{"op": "replace", "path": "/missing", "value": 1}])
        self.assert_fails([{"op": "remove", "path": "/a/missing"}])
        self.assert_fails([{"op": "add", "path": "/missing/child", "value": 1}])
        self.assert_fails([{"op": "add", "path": "/a/b/c", "value": 1}])  # b is a number

    def test_bad_array_indices(self):
        self.assert_fails([{"op": "replace", "path": "/list/2", "value": 0}])
        self.assert_fails([{"op": "add", "path": "/list/3", "value": 0}])
        self.assert_fails([{"op": "remove", "path": "/list/-"}])
        self.assert_fails([{"op": "remove", "path": "/list/01"}])
        self.assert_fails([{"op": "remove", "path": "/list/x"}])

    def test_malformed_ops(self):
        self.assert_fails([{"op": "remove", "path": ""}])
        self.assert_fails([{"op": "frobnicate", "path": "/a"}])
        self.assert_fails([{"op": "add", "path": "/a"}])  # no value
        self.assert_fails([{"path": "/a"}])
        self.assert_fails(["add"])


class OtherOpsTest(unittest.TestCase):
    def test_move_copy_and_test(self):
        doc = {"a": {"x": [1, 2]}, "b": {}}
        doc = apply_patch(doc, [{"op": "copy", "from": "/a/x", "path": "/b/y"},
                                {"op": "move", "from": "/a/x/0", "path": "/a/x/-"},
                                {"op": "test", "path": "/a/x", "value": [2, 1]}])
        self.assertEqual(doc, {"a": {"x": [2, 1]}, "b": {"y": [1, 2]}})
        with self.assertRaises(PatchError):
            apply_patch(doc, [{"op": "test", "path": "/b/y", "value": [1]}])
        with self.assertRaises(PatchError):
            apply_patch(doc, [{"op": "move", "from": "/a", "path": "/a/inside"}])

    def test_json_equality_tells_booleans_from_numbers(self):
        self.assertTrue(json_equal({"a": [1, 2.0]}, {"a": [1.0, 2]}))
        self.assertFalse(json_equal(True, 1))
        self.assertFalse(json_equal({"a": 0}, {"a": False}))
        self.assertFalse(json_equal([1], [1, 2]))
        with self.assertRaises(PatchError):
            apply_patch({"v": 1}, [{"op": "test", "path": "/v", "value": True}])


if __name__ == "__main__":
    unittest.main()
