"""``python3 -m kangaroom_bot``: its flags, its result lines (those of
kangaroom-bot), and a whole run against the scripted server of test_runner."""

import io
import json
import os
import tempfile
import unittest
from contextlib import redirect_stderr
from unittest import mock

from kangaroom_bot import FirstBot, GameResult, RandomBot, cli
from test_runner import FakeServer, UnknownGameServer


def parse(*argv):
    return cli.parser().parse_args(list(argv))


class FlagsTest(unittest.TestCase):
    def test_defaults_are_those_of_kangaroom_bot(self):
        args = parse("--create", "kanga")
        self.assertEqual((args.seats, args.games, args.strategy, args.room_seats),
                         (1, 1, "random", None))

    def test_join_and_its_old_name_room(self):
        self.assertEqual(parse("--join", "abc").join, "abc")
        self.assertEqual(parse("--room", "abc").join, "abc")

    def test_options_keep_their_json_types(self):
        args = parse("--create", "kanga", "--option", "size=9", "--option", "pie_rule=true",
                     "--option", "suicide=self_capture")
        self.assertEqual(dict(args.option), {"size": 9, "pie_rule": True,
                                             "suicide": "self_capture"})

    def test_bad_combinations_are_refused_with_status_2(self):
        with redirect_stderr(io.StringIO()) as err:
            self.assertEqual(cli.main(["--join", "abc", "--option", "size=9"]), 2)
            self.assertEqual(cli.main(["--create", "kanga", "--seats", "3", "--room-seats", "2"]), 2)
            self.assertEqual(cli.main(["--create", "kanga", "--seat", "1"]), 2)
            self.assertEqual(cli.main(["--create", "kanga", "--join", "abc"]), 2)
            self.assertEqual(cli.main(["--create", "kanga", "--strategy", "mcts"]), 2)
            self.assertEqual(cli.main(["--create", "kanga", "--games", "0"]), 2)
        self.assertIn("--option, --room-seats and --board-seed go with --create", err.getvalue())

    def test_help_is_status_0(self):
        with mock.patch("sys.stdout", io.StringIO()) as out:
            self.assertEqual(cli.main(["--help"]), 0)
        self.assertIn("--strategy {first,random}", out.getvalue())

    def test_strategies(self):
        bots = cli.make_bots("random", 3, seed=5)
        self.assertTrue(all(isinstance(b, RandomBot) for b in bots))
        state = mock.Mock(legal_moves=list(range(100)))
        picks = [b.choose(state) for b in bots]
        self.assertEqual([b.choose(state) for b in cli.make_bots("random", 3, seed=5)], picks)
        self.assertEqual(len(set(picks)), 3)  # each seat its own generator
        self.assertEqual(cli.make_bots("first", 1, None)[0].choose(state), 0)
        self.assertIsInstance(cli.make_bots("first", 1, None)[0], FirstBot)


class ResultLineTest(unittest.TestCase):
    def test_the_line_is_kangaroom_bots_compact_with_sorted_keys(self):
        result = GameResult("k3J9", 0, 1, {"scores": [12, 9], "winners": [0], "ranking": [0, 1]}, 14)
        self.assertEqual(cli.result_line(result),
                         '{"moves":14,"room":"k3J9","round":1,"scores":[12,9],"seat":0,"winners":[0]}')


class WholeRunTest(unittest.TestCase):
    def run_cli(self, *argv, server=None):
        server = server or FakeServer()
        connection = mock.Mock(open=server.open)
        out = io.StringIO()
        with mock.patch("kangaroom_bot.runner.Connection", connection), \
                redirect_stderr(io.StringIO()) as err:
            status = cli.main(["--url", "ws://fake", *argv], out=out)
        return status, out.getvalue().splitlines(), err.getvalue(), server

    def test_create_play_and_print_one_line_per_game(self):
        status, lines, err, server = self.run_cli("--create", "count", "--games", "2",
                                                  "--strategy", "first", "--name", "cli")
        self.assertEqual(status, 0, err)
        self.assertEqual([json.loads(line) for line in lines], [
            {"moves": 3, "room": "abc", "round": 1, "scores": [3], "seat": 0, "winners": [0]},
            {"moves": 3, "room": "abc", "round": 2, "scores": [3], "seat": 0, "winners": [0]}])
        self.assertIn("room abc", err)
        create = next(m for m in server.received if m["type"] == "create_room")
        self.assertEqual(create["seats"], 1)
        self.assertEqual(next(m for m in server.received if m["type"] == "take_seat")["name"], "cli")

    def test_room_seats_and_options_go_into_create_room(self):
        server = FakeServer(seats=1)
        status, _, err, _ = self.run_cli("--create", "count", "--option", "size=3",
                                         "--room-seats", "1", "--board-seed", "9", server=server)
        self.assertEqual(status, 0, err)
        create = next(m for m in server.received if m["type"] == "create_room")
        self.assertEqual({k: create[k] for k in ("options", "seats", "seed")},
                         {"options": {"size": 3}, "seats": 1, "seed": 9})

    def test_a_refusal_is_status_1(self):
        status, lines, err, _ = self.run_cli("--create", "nope", server=UnknownGameServer())
        self.assertEqual((status, lines), (1, []))
        self.assertIn("unknown_game", err)

    def test_trace_writes_every_received_message_with_the_seat(self):
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "trace")
            status, _, err, _ = self.run_cli("--create", "count", "--trace", path)
            self.assertEqual(status, 0, err)
            with open(path, encoding="utf-8") as trace:
                records = [json.loads(line) for line in trace]
        types = [r["message"]["type"] for r in records]
        self.assertEqual(types[:3], ["welcome", "room_created", "joined"])
        self.assertEqual({r["player"] for r in records}, {0})
        after_seat = records[types.index("seat_taken"):]
        self.assertTrue(all(r["seat"] == 0 for r in after_seat))
        self.assertIsNone(records[0]["seat"])


if __name__ == "__main__":
    unittest.main()
