"""End to end: two SDK bots play whole games of every game against each
other on a real server. Run by ../run-test.sh, which starts the server:

    python3 tests/e2e_games.py ws://127.0.0.1:PORT

One seat creates each room and hosts it, the other joins by the code the
first one learned, as two programs on two machines would. In Jackaroo every
message each seat's connection receives goes through secrecy.py: none may
name a card another seat holds. Prints a PASS or FAIL line per case; exits
non-zero if any failed.
"""

from __future__ import annotations

import asyncio
import logging
import sys
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kangaroom_bot import RandomBot, SeatPlayer, State  # noqa: E402
from secrecy import TraceCheck  # noqa: E402


@dataclass
class Case:
    game: str
    options: dict[str, Any] = field(default_factory=dict)
    games: int = 1
    drop_after_moves: Optional[int] = None
    seats: int = 2

    @property
    def label(self) -> str:
        extra = f", {self.seats} seats" if self.seats != 2 else ""
        extra += f", {self.games} games" if self.games > 1 else ""
        extra += f", each seat drops its connection after {self.drop_after_moves} moves" \
            if self.drop_after_moves else ""
        return f"{self.game} {self.options or ''}{extra}".replace("  ", " ")


CASES = [
    Case("kangaruse", {"size": "tiny"}, games=2),
    Case("kanga", {"size": 7}),
    Case("kangaroo", {"move_limit": 100}),
    Case("jackaroo", {"set_limit": 5}),
    Case("jackaroo", {"set_limit": 5}, drop_after_moves=4),
    Case("jackaroo", {"set_limit": 5}, seats=4),  # two teams of two
]


def gives_up(move: dict[str, Any]) -> bool:
    """Kangaruse's give_up and Kangaroo's resign end a random game early."""
    return move.get("action") == "give_up" or move.get("type") == "resign"


class EndRecorder(RandomBot):
    """A random bot that plays on while it can (so each game runs its whole
    course) and remembers what its game-end hook was given."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.ends: list[tuple[int, dict[str, Any]]] = []
        self.moves = 0
        self.hands_seen = 0

    def choose(self, state: State) -> Any:
        self.moves += 1
        if state.hand is not None:
            self.hands_seen += 1
        playing_on = [m for m in state.legal_moves if not gives_up(m)]
        return self._random.choice(playing_on or state.legal_moves)

    def on_game_end(self, state: State, outcome: dict[str, Any]) -> None:
        self.ends.append((state.view["room"]["round"], outcome))


async def play_case(url: str, case: Case, seed: int) -> str:
    """Play one case; return a description of it, or raise AssertionError."""
    room_code: asyncio.Future[str] = asyncio.get_running_loop().create_future()
    bots = [EndRecorder(seed * 10 + i) for i in range(case.seats)]
    traffic = TraceCheck()

    def watch(player: int) -> Any:
        return lambda message: traffic.add(player, message)

    host = SeatPlayer(url, bots[0], create=case.game, options=case.options, seats=case.seats,
                      games=case.games, name="py-host", on_room=room_code.set_result,
                      drop_after_moves=case.drop_after_moves, on_message=watch(0))
    host_task = asyncio.ensure_future(host.play())
    waiting = await asyncio.wait({host_task, room_code}, return_when=asyncio.FIRST_COMPLETED)
    if host_task in waiting[0]:
        host_task.result()
        raise AssertionError("the host stopped before creating a room")
    guests = [SeatPlayer(url, bot, room=room_code.result(), games=case.games,
                         name=f"py-guest-{i}", drop_after_moves=case.drop_after_moves,
                         on_message=watch(i))
              for i, bot in enumerate(bots[1:], 1)]
    await asyncio.gather(host_task, *(guest.play() for guest in guests))

    players = [host, *guests]
    assert sorted(p.seat for p in players) == list(range(case.seats)), "seats not all distinct"
    for player, bot in zip(players, bots):
        who = f"seat {player.seat}"
        assert len(bot.ends) == case.games, f"{who}: game-end hook fired {len(bot.ends)} times"
        assert len(player.results) == case.games, f"{who}: {len(player.results)} results"
        for round_, outcome in bot.ends:
            assert outcome and outcome.get("winners"), f"{who}: round {round_} has no winners"
        if case.drop_after_moves:
            assert player.reconnections >= 1, f"{who} never reconnected"
        if case.game == "jackaroo":
            assert bot.hands_seen == bot.moves > 0, f"{who}: state.hand missing"
        # Every seat saw the same games end the same way.
        assert bot.ends == bots[0].ends, f"{who} saw other outcomes than the host"
    secrecy = ""
    if case.game == "jackaroo":
        checked, leaks = traffic.check()
        assert not leaks, f"another seat's cards in the traffic: {leaks[:3]}"
        assert checked > 100 and traffic.cards_held() > 0, f"only {checked} messages checked"
        secrecy = f"; no other seat's card in {checked} messages"
    rounds = ", ".join(f"round {r}: winners {o['winners']} scores {o.get('scores')}"
                       for r, o in bots[0].ends)
    moves = "+".join(str(bot.moves) for bot in bots)
    reconnections = "+".join(str(p.reconnections) for p in players)
    return f"room {host.room}, {moves} moves, {reconnections} reconnections; {rounds}{secrecy}"


async def main(url: str) -> int:
    failed = 0
    for number, case in enumerate(CASES):
        try:
            detail = await play_case(url, case, seed=100 + 2 * number)
            print(f"PASS {case.label}: {detail}", flush=True)
        except Exception as error:  # one broken case must not hide the others
            failed += 1
            print(f"FAIL {case.label}: {type(error).__name__}: {error}", flush=True)
            traceback.print_exc()
    return 1 if failed else 0


if __name__ == "__main__":
    logging.basicConfig(level=logging.WARNING, format="%(name)s: %(message)s")
    sys.exit(asyncio.run(main(sys.argv[1])))
