"""``python3 -m kangaroom_bot``: play seats of a room with a built-in bot.

The flags and the output are those of ``kangaroom-bot`` (bots/README.md)::

    python3 -m kangaroom_bot --url ws://127.0.0.1:8080 --create kanga --seats 2 --games 3
    python3 -m kangaroom_bot --url ws://127.0.0.1:8080 --join CODE --strategy first

``--seats N`` is the number of seats this process plays, each on its own
connection; with ``--create`` the first creates the room (of N seats, or
``--room-seats M`` to leave some for others) and hosts it. The room code
goes to stderr as ``room CODE``; stdout gets one JSON line per finished game
and seat, as ``kangaroom-bot`` prints it::

    {"moves":14,"room":"k3J9...","round":1,"scores":[12,9],"seat":0,"winners":[0]}

Exit status: 0 when every seat finished its games, 1 when a seat could not
go on, 2 for bad arguments, 130 after SIGINT (the connections are closed
first; the results so far are printed).
"""

from __future__ import annotations

import argparse
import json
import logging
import random
import sys
from typing import IO, Any, Callable, Optional, Sequence

from .bot import Bot, FirstBot, RandomBot
from .protocol import Message
from .blocking import run_until_interrupted
from .results import BotError, GameResult
from .seats import play_seats

#: ``--strategy`` names and the bot each one makes from a seed.
STRATEGIES: dict[str, Callable[[int], Bot]] = {
    "random": lambda seed: RandomBot(seed),
    "first": lambda seed: FirstBot(),
}


def option_value(raw: str) -> Any:
    """``size=9`` means the number 9, ``pie_rule=true`` the boolean: the
    server checks option types, and a command line only has strings."""
    if raw in ("true", "false"):
        return raw == "true"
    try:
        return int(raw)
    except ValueError:
        return raw


def parse_option(text: str) -> tuple[str, Any]:
    key, sep, raw = text.partition("=")
    if not sep or not key:
        raise argparse.ArgumentTypeError(f"--option wants KEY=VALUE, not {text!r}")
    return key, option_value(raw)


def positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"wants an integer >= 1, not {text!r}")
    return value


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python3 -m kangaroom_bot",
        description="Play seats of a kangaroom room with a built-in bot, one connection "
                    "per seat; one JSON line per finished game and seat on stdout.")
    p.add_argument("--url", default="ws://127.0.0.1:8080",
                   help="the server, ws://HOST:PORT (default %(default)s)")
    where = p.add_mutually_exclusive_group(required=True)
    where.add_argument("--create", metavar="GAME",
                       help="create a room of GAME (kangaruse, kanga, kangaroo, jackaroo) and host it")
    where.add_argument("--join", "--room", dest="join", metavar="CODE",
                       help="join this room (the code of its /r/CODE link); its host starts the games")
    p.add_argument("--option", type=parse_option, action="append", default=[], metavar="KEY=VALUE",
                   help="a game option of the created room, e.g. size=tiny (repeatable)")
    p.add_argument("--seats", type=positive, default=1, metavar="N",
                   help="seats to play, each on its own connection (default 1)")
    p.add_argument("--room-seats", type=positive, metavar="M",
                   help="with --create: seats of the room, when others will join (default N)")
    p.add_argument("--games", type=positive, default=1, metavar="G",
                   help="complete games to play in a row; the host asks for rematches (default 1)")
    p.add_argument("--strategy", choices=sorted(STRATEGIES), default="random",
                   help="random: a uniformly random legal move; first: the first one (default %(default)s)")
    p.add_argument("--seed", type=int, help="seed of the move choices (default: random)")
    p.add_argument("--board-seed", type=int, metavar="S",
                   help="with --create: the first game's board (games without hidden cards)")
    p.add_argument("--seat", type=int, help="with --join and one seat: take this seat")
    p.add_argument("--name", default="py-bot",
                   help='seat name (default "%(default)s"; several seats get " 1", " 2"...)')
    p.add_argument("--drop-after-moves", type=positive, metavar="M",
                   help="each seat drops its connection once after M moves and comes back "
                        "with its seat token (for tests)")
    p.add_argument("--trace", metavar="FILE",
                   help='append every message the server sends, one JSON line each: '
                        '{"player": i, "seat": s, "message": {...}} (player i: the i-th seat '
                        'of this process, over all its connections)')
    p.add_argument("--verbose", "-v", action="store_true", help="log every refusal too")
    return p


def check(args: argparse.Namespace) -> Optional[str]:
    """What is wrong with a combination of flags, or None."""
    if args.create is None and (args.option or args.room_seats or args.board_seed is not None):
        return "--option, --room-seats and --board-seed go with --create"
    if args.room_seats is not None and args.room_seats < args.seats:
        return f"--room-seats {args.room_seats} is fewer than the {args.seats} seats to play"
    if args.seat is not None and (args.create is not None or args.seats != 1):
        return "--seat goes with --join and one seat"
    return None


def make_bots(strategy: str, seats: int, seed: Optional[int]) -> list[Bot]:
    """One bot per seat, each with its own generator drawn from ``seed``."""
    seeds = random.Random(seed)
    return [STRATEGIES[strategy](seeds.getrandbits(63)) for _ in range(seats)]


def result_line(result: GameResult) -> str:
    """Exactly ``kangaroom-bot``'s line: compact, keys sorted (nlohmann's order)."""
    return json.dumps(result.line(), sort_keys=True, separators=(",", ":"))


def main(argv: Optional[Sequence[str]] = None, out: IO[str] = sys.stdout) -> int:
    try:
        args = parser().parse_args(argv)
    except SystemExit as exit_:  # argparse exits 2 on bad arguments, 0 on --help
        return int(exit_.code or 0)
    problem = check(args)
    if problem:
        print(f"python3 -m kangaroom_bot: {problem}", file=sys.stderr)
        return 2
    logging.basicConfig(level=logging.DEBUG if args.verbose else logging.INFO,
                        format="%(name)s: %(message)s", stream=sys.stderr)

    def announce(code: str) -> None:
        print(f"room {code}", file=sys.stderr, flush=True)

    def report(result: GameResult) -> None:  # as each game ends: a long series shows progress
        print(result_line(result), file=out, flush=True)

    trace_file = open(args.trace, "a", encoding="utf-8") if args.trace else None
    players: dict[int, Optional[int]] = {}

    def trace(player: int, message: Message) -> None:
        assert trace_file is not None
        if message.get("type") in ("seat_taken", "seat_changed"):
            players[player] = message.get("seat")
        trace_file.write(json.dumps({"player": player, "seat": players.get(player),
                                     "message": message}, separators=(",", ":")) + "\n")

    keywords: dict[str, Any] = {"games": args.games, "on_result": report, "on_room": announce,
                                "drop_after_moves": args.drop_after_moves,
                                "on_message": trace if trace_file else None}
    if args.create is not None:
        keywords.update(create=args.create, options=dict(args.option) if args.option else None,
                        seats=args.room_seats or args.seats, seed=args.board_seed)
    else:
        keywords.update(room=args.join, seat=args.seat)
    bots = make_bots(args.strategy, args.seats, args.seed)
    try:
        run_until_interrupted(play_seats(args.url, bots, name=args.name, **keywords))
    except BotError as error:
        print(f"python3 -m kangaroom_bot: {error}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("python3 -m kangaroom_bot: stopped (SIGINT)", file=sys.stderr)
        return 130
    finally:
        if trace_file is not None:
            trace_file.close()
    return 0
