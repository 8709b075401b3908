"""The seat's life (create, join, sit, start, move, rematch, sync, come
back) against a scripted stand-in for the server, so every request the
runner sends can be checked without a socket."""

import asyncio
import copy
import os
import signal
import threading
import time
import unittest
from unittest import mock

from kangaroom_bot import Bot, BotError, SeatPlayer, play_seats, run_until_interrupted
from kangaroom_bot.connection import Closed
from kangaroom_bot.patch import apply_patch


class FakeConnection:
    def __init__(self, server):
        self.server = server
        self.inbox = asyncio.Queue()
        self.closed = False

    def set_limits(self, limits):
        self.limits = limits

    async def send(self, message):
        assert not self.closed, f"sent on a closed connection: {message}"
        self.server.received.append(message)
        self.server.handle(self, message)

    async def recv(self):
        item = await self.inbox.get()
        if isinstance(item, Closed):
            self.closed = True
            raise item
        return item

    async def close(self):
        self.closed = True

    def abort(self):
        self.inbox.put_nowait(Closed(1006, "aborted"))


class FakeServer:
    """A one-seat room of a counting game: every move adds 1, three win.

    Subclasses change one behaviour each (a gap, an offer, a refusal)."""

    moves_to_win = 3
    seat_is_host = True

    def __init__(self, seats=1):
        self.received = []
        self.connections = []
        self.version = 1
        self.view = {"room": {"code": "abc", "game": "count", "status": "lobby", "round": 0,
                              "seats": [{"seat": s, "taken": False, "host": False}
                                        for s in range(seats)], "offer": None},
                     "game": None, "to_act": [], "log": [], "outcome": None}

    async def open(self, url, room):
        connection = FakeConnection(self)
        self.connections.append(connection)
        return connection

    def types(self):
        return [m["type"] for m in self.received]

    def push(self, connection, message):
        connection.inbox.put_nowait(message)

    def reply(self, connection, request, message):
        self.push(connection, {**message, "id": request["id"]})

    def change(self, connection, ops, version_step=1):
        self.view = apply_patch(self.view, ops)
        self.version += version_step
        self.push(connection, {"type": "patch", "version": self.version, "ops": ops})

    def snapshot(self, connection):
        self.push(connection, {"type": "snapshot", "version": self.version,
                               "view": copy.deepcopy(self.view)})

    def new_game(self):
        return [{"op": "replace", "path": "/room/status", "value": "playing"},
                {"op": "replace", "path": "/room/round", "value": self.view["room"]["round"] + 1},
                {"op": "replace", "path": "/game", "value": {"count": 0}},
                {"op": "replace", "path": "/outcome", "value": None},
                {"op": "replace", "path": "/to_act", "value": [0]},
                {"op": "add", "path": "/legal_moves", "value": [{"add": 1}, {"add": 2}]}]

    def handle(self, connection, message):
        kind = message["type"]
        if kind == "hello":
            self.reply(connection, message, {"type": "welcome", "protocol": 1,
                                             "limits": {"messages_per_second": 1000,
                                                        "message_burst": 1000}})
        elif kind == "create_room":
            self.reply(connection, message, {"type": "room_created", "room": "abc",
                                             "link": "/r/abc", "host_token": "host-t"})
        elif kind == "join":
            seat = 0 if message.get("seat_token") == "seat-t" else None
            self.reply(connection, message, {"type": "joined", "room": "abc", "seat": seat,
                                             "host": message.get("host_token") == "host-t",
                                             "version": self.version})
            if message.get("version") != self.version:
                self.snapshot(connection)
        elif kind == "take_seat":
            self.take_seat(connection, message)
        elif kind in ("start", "rematch"):
            self.change(connection, self.new_game())
            self.reply(connection, message, {"type": "ok"})
        elif kind == "move":
            self.move(connection, message)
        elif kind == "sync":
            self.snapshot(connection)
        elif kind == "answer_offer":
            self.change(connection, [{"op": "replace", "path": "/room/offer", "value": None}])
            self.reply(connection, message, {"type": "ok"})

    def take_seat(self, connection, message):
        self.reply(connection, message, {"type": "seat_taken", "seat": 0, "seat_token": "seat-t"})
        self.view["room"]["seats"][0].update(taken=True, host=self.seat_is_host, name=message.get("name"))
        self.version += 1
        self.snapshot(connection)

    def move(self, connection, message):
        count = self.view["game"]["count"] + 1
        ops = [{"op": "replace", "path": "/game/count", "value": count}]
        if count >= self.moves_to_win:
            ops += [{"op": "replace", "path": "/room/status", "value": "finished"},
                    {"op": "replace", "path": "/to_act", "value": []},
                    {"op": "remove", "path": "/legal_moves"},
                    {"op": "replace", "path": "/outcome",
                     "value": {"winners": [0], "scores": [count], "ranking": [0]}}]
        self.change(connection, ops)
        self.reply(connection, message, {"type": "ok"})


class UnknownGameServer(FakeServer):
    """Refuses every create_room: the game asked for does not exist."""

    def handle(self, connection, message):
        if message["type"] == "create_room":
            self.reply(connection, message, {"type": "error", "code": "unknown_game",
                                             "message": "no such game"})
        else:
            super().handle(connection, message)


class RecordingBot(Bot):
    name = "rec"

    def __init__(self):
        self.states = []
        self.outcomes = []
        self.offers = []

    def choose(self, state):
        self.states.append(state)
        return state.legal_moves[0]

    def on_game_end(self, state, outcome):
        self.outcomes.append(outcome)

    def on_offer(self, state, offer):
        self.offers.append(offer)
        return super().on_offer(state, offer)


class RunnerTest(unittest.IsolatedAsyncioTestCase):
    async def play(self, server, bot=None, **kwargs):
        self.bot = bot or RecordingBot()
        kwargs.setdefault("create", "count")
        player = SeatPlayer("ws://fake", self.bot, opener=server.open, **kwargs)
        # Against hanging only: every game here ends in a few messages.
        self.results = await asyncio.wait_for(player.play(), 10)
        return player

    async def test_creates_sits_starts_and_plays_to_the_end(self):
        server = FakeServer()
        await self.play(server, options={"size": 1}, seats=1)
        self.assertEqual(server.types(), ["hello", "create_room", "join", "take_seat", "start",
                                          "move", "move", "move"])
        self.assertEqual(server.received[1], {"type": "create_room", "id": 2, "game": "count",
                                              "options": {"size": 1}, "seats": 1})
        self.assertEqual(server.received[2]["host_token"], "host-t")
        self.assertEqual(server.received[3]["name"], "rec")
        self.assertEqual(server.received[5]["move"], {"add": 1})
        self.assertEqual(len({m["id"] for m in server.received}), len(server.received))
        self.assertEqual([(r.room, r.seat, r.round) for r in self.results], [("abc", 0, 1)])
        self.assertEqual(self.bot.outcomes, [{"winners": [0], "scores": [3], "ranking": [0]}])
        state = self.bot.states[0]
        self.assertEqual((state.game, state.seat, state.room), ("count", 0, "abc"))
        self.assertIsNone(state.hand)
        self.assertTrue(server.connections[0].closed)

    async def test_the_host_asks_for_rematches_until_enough_games(self):
        server = FakeServer()
        await self.play(server, games=2)
        self.assertEqual(server.types().count("rematch"), 1)
        self.assertEqual([r.round for r in self.results], [1, 2])
        self.assertEqual(len(self.bot.outcomes), 2)

    async def test_a_skipped_version_is_recovered_with_sync(self):
        class Gap(FakeServer):
            def handle(self, connection, message):
                if message["type"] == "start":  # the start's patch is "lost"
                    self.view = apply_patch(self.view, self.new_game())
                    self.version += 1
                    self.change(connection, [{"op": "replace", "path": "/log", "value": []}])
                    self.change(connection, [])
                    self.reply(connection, message, {"type": "ok"})
                else:
                    super().handle(connection, message)

        server = Gap()
        await self.play(server)
        syncs = [m for m in server.received if m["type"] == "sync"]
        self.assertEqual(len(syncs), 1)  # two patches behind the gap, one question
        self.assertEqual(syncs[0]["version"], 2)
        self.assertEqual(len(self.results), 1)

    async def test_a_dropped_connection_comes_back_with_the_seat_token(self):
        server = FakeServer()
        with mock.patch("kangaroom_bot.runner.reconnect_delay", return_value=0):
            player = await self.play(server, drop_after_moves=1)
        self.assertEqual(len(server.connections), 2)
        joins = [m for m in server.received if m["type"] == "join"]
        self.assertEqual(joins[1], {"type": "join", "id": joins[1]["id"], "room": "abc",
                                    "seat_token": "seat-t", "host_token": "host-t",
                                    "version": joins[1]["version"]})
        # Nothing was missed, so no snapshot came: the seat acted on joined.
        self.assertEqual(server.types().count("move"), 3)
        self.assertEqual(player.reconnections, 1)
        self.assertEqual(len(self.results), 1)

    async def test_a_connection_lost_before_a_seat_is_an_error(self):
        class Drops(FakeServer):
            def handle(self, connection, message):
                if message["type"] == "join":
                    connection.abort()
                else:
                    super().handle(connection, message)

        with self.assertRaisesRegex(BotError, "before this bot had a seat"):
            await self.play(Drops())

    async def test_a_taken_name_is_retried_with_a_number(self):
        class NameTaken(FakeServer):
            def take_seat(self, connection, message):
                if message.get("name") == "rec":
                    self.reply(connection, message, {"type": "error", "code": "name_taken",
                                                     "message": "taken"})
                else:
                    super().take_seat(connection, message)

        server = NameTaken()
        await self.play(server)
        names = [m.get("name") for m in server.received if m["type"] == "take_seat"]
        self.assertEqual(names, ["rec", "rec 2"])

    async def test_joining_by_code_takes_the_given_seat_and_does_not_start(self):
        class HostedElsewhere(FakeServer):
            seat_is_host = False  # someone else will start the game

            def take_seat(self, connection, message):
                super().take_seat(connection, message)
                self.change(connection, self.new_game())

        server = HostedElsewhere()
        await self.play(server, create=None, room="abc", seat=0)
        self.assertEqual(server.received[1], {"type": "join", "id": 2, "room": "abc"})
        self.assertEqual(server.received[2]["seat"], 0)
        self.assertNotIn("start", server.types())
        self.assertEqual(len(self.results), 1)

    async def test_a_move_not_in_legal_moves_stops_the_bot(self):
        class Cheater(Bot):
            def choose(self, state):
                return {"add": 99}

        with self.assertRaisesRegex(BotError, "not one of state.legal_moves"):
            await self.play(FakeServer(), bot=Cheater())

    async def test_offers_are_declined_by_default_and_answered_once(self):
        class Offers(FakeServer):
            def handle(self, connection, message):
                super().handle(connection, message)
                if message["type"] == "start":
                    offer = {"kind": "draw", "from": 1, "awaiting": [0], "expires_at_unix_ms": 1}
                    self.change(connection, [{"op": "replace", "path": "/room/offer", "value": offer}])

        server = Offers()
        await self.play(server)
        answers = [m for m in server.received if m["type"] == "answer_offer"]
        self.assertEqual([a["accept"] for a in answers], [False])
        self.assertEqual(self.bot.offers[0]["kind"], "draw")

    async def test_jackaroo_state_carries_the_hand(self):
        class Cards(FakeServer):
            def new_game(self):
                ops = super().new_game()
                ops[2] = {"op": "replace", "path": "/game", "value": {"count": 0, "hand": ["A", "7"]}}
                return ops

        await self.play(Cards())
        self.assertEqual(self.bot.states[0].hand, ["A", "7"])
        self.bot.states[0].view["game"]["hand"].clear()  # the bot's copy, not the runner's
        self.assertEqual(self.bot.states[1].hand, ["A", "7"])

    async def test_one_bot_object_in_two_seats_is_called_one_at_a_time(self):
        class Slow(RecordingBot):
            def __init__(self):  # no super().__init__(): the SDK must not need it
                self.states, self.outcomes, self.offers = [], [], []
                self.guard = threading.Lock()
                self.active = self.most = 0

            def choose(self, state):
                with self.guard:
                    self.active += 1
                    self.most = max(self.most, self.active)
                time.sleep(0.02)
                with self.guard:
                    self.active -= 1
                return super().choose(state)

        bot = Slow()
        players = [SeatPlayer("ws://fake", bot, create="count", opener=FakeServer().open)
                   for _ in range(2)]
        results = await asyncio.wait_for(asyncio.gather(*(p.play() for p in players)), 10)
        self.assertEqual([len(r) for r in results], [1, 1])
        self.assertEqual(len(bot.states), 6)
        self.assertEqual(bot.most, 1)

    async def test_a_refusal_the_bot_cannot_recover_from_is_raised(self):
        with self.assertRaisesRegex(BotError, "unknown_game"):
            await self.play(UnknownGameServer())


    async def test_results_count_the_moves_and_hooks_see_results_and_messages(self):
        results, messages = [], []
        await self.play(FakeServer(), games=2, on_result=results.append,
                        on_message=messages.append)
        self.assertEqual([(r.round, r.moves) for r in results], [(1, 3), (2, 3)])
        self.assertEqual(results, self.results)
        self.assertEqual(results[0].line(), {"room": "abc", "round": 1, "seat": 0, "scores": [3],
                                             "winners": [0], "moves": 3})
        self.assertEqual(messages[0]["type"], "welcome")
        self.assertEqual(sum(m["type"] == "patch" for m in messages), 2 + 2 * 3)

    async def test_a_refused_move_is_not_counted(self):
        class RefusesOnce(FakeServer):
            refused = False

            def move(self, connection, message):
                if not self.refused:
                    self.refused = True
                    self.reply(connection, message, {"type": "error", "code": "not_your_turn",
                                                     "message": "wait"})
                    self.change(connection, [])  # a new version: the seat tries again
                else:
                    super().move(connection, message)

        await self.play(RefusesOnce())
        self.assertEqual(self.results[0].moves, 3)

    async def test_play_seats_stops_every_seat_when_one_fails(self):
        class NeverStarts(FakeServer):
            seat_is_host = False  # nobody starts: the good seat would wait for ever

        class Cheater(Bot):
            def choose(self, state):
                return {"add": 99}

        servers = [NeverStarts(), FakeServer()]
        opened = iter(servers)

        async def opener(url, room):
            return await next(opened).open(url, room)

        with self.assertRaisesRegex(BotError, "not one of state.legal_moves"):
            await asyncio.wait_for(play_seats("ws://fake", [RecordingBot(), Cheater()],
                                              room="abc", opener=opener), 10)
        self.assertTrue(all(s.connections[0].closed for s in servers))
        names = [next(m["name"] for m in s.received if m["type"] == "take_seat") for s in servers]
        self.assertEqual(names, ["rec 1", "python-bot 2"])

    async def test_play_seats_creates_then_joins(self):
        class Guest(FakeServer):  # the same room as seen by a second seat
            seat_is_host = False

            def take_seat(self, connection, message):
                super().take_seat(connection, message)
                self.change(connection, self.new_game())

        servers = [FakeServer(), Guest()]
        opened = iter(servers)

        async def opener(url, room):
            return await next(opened).open(url, room)

        rooms = []
        results = await asyncio.wait_for(play_seats(
            "ws://fake", [RecordingBot(), RecordingBot()], create="count", seats=2, name="x",
            on_room=rooms.append, opener=opener), 10)
        self.assertEqual(rooms, ["abc"])
        host, guest = servers
        self.assertEqual(host.received[1]["seats"], 2)
        self.assertEqual(guest.received[1], {"type": "join", "id": 2, "room": "abc"})
        names = [next(m["name"] for m in s.received if m["type"] == "take_seat") for s in servers]
        self.assertEqual(names, ["x 1", "x 2"])
        self.assertEqual([len(r) for r in results], [1, 1])


class InterruptTest(unittest.TestCase):
    def test_sigint_closes_the_connections_then_raises_keyboard_interrupt(self):
        class NeverStarts(FakeServer):
            seat_is_host = False

        server = NeverStarts()

        async def main():
            asyncio.get_running_loop().call_later(0.2, os.kill, os.getpid(), signal.SIGINT)
            return await SeatPlayer("ws://fake", RecordingBot(), room="abc",
                                    opener=server.open).play()

        with self.assertRaises(KeyboardInterrupt):
            run_until_interrupted(main())
        self.assertTrue(server.connections[0].closed)
        self.assertIn("take_seat", server.types())
        # The default handler is back: a later Ctrl-C still stops a program.
        self.assertIs(signal.getsignal(signal.SIGINT), signal.default_int_handler)


if __name__ == "__main__":
    unittest.main()
