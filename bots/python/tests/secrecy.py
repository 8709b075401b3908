"""Does any seat's traffic show another seat's Jackaroo cards?

The server's own test (tests/server/secrecy_test.cpp, with
tests/support/secrecy_check.hpp) knows the real hands. From the outside a
test knows them only when it plays every seat: then each seat's own view
says what it holds at every version, and every message any other seat
received at that version must not name one of those cards.

Feed every message each seat's connection received (:meth:`add`), in order,
then :meth:`check`. Card ids are Jackaroo's, rank then suit (``"10H"``);
moves name ranks only (``"7"``), so they never count. Two things are history,
not the present, and are checked against the hands of their own time:

- a patch replayed after ``sync`` or a reconnect: against the hands at the
  patch's version;
- a log entry (also in a snapshot's log): against the hands at the version
  that first carried it, less the card a ``play`` or ``discard`` entry
  reports, which that very change laid face up (the last card of a set is
  dealt again by the same change).

Used by e2e_games.py (through SeatPlayer's ``on_message``) and by
run-test.sh on the command's ``--trace`` file (``python3 secrecy.py FILE``).
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kangaroom_bot.protocol import PatchResult, ViewTracker  # noqa: E402

CARD = re.compile(r"(?:A|[2-9]|10|J|Q|K)[SHDC]")

Message = dict[str, Any]


def cards_in(value: Any, path: str, found: list[tuple[str, str]]) -> None:
    """Every card id inside ``value``, with its JSON path."""
    if isinstance(value, str):
        if CARD.fullmatch(value):
            found.append((path, value))
    elif isinstance(value, dict):
        for key, item in value.items():
            cards_in(item, f"{path}/{key}", found)
    elif isinstance(value, list):
        for index, item in enumerate(value):
            cards_in(item, f"{path}/{index}", found)


def log_entries(message: Message) -> list[Any]:
    """The log entries a snapshot or patch carries."""
    if message.get("type") == "snapshot":
        return list(message.get("view", {}).get("log") or [])
    entries: list[Any] = []
    for op in message.get("ops") or []:
        if op.get("path") == "/log/-":
            entries.append(op.get("value"))
        elif op.get("path") == "/log":
            entries.extend(op.get("value") or [])
    return entries


def parts_without_log(message: Message) -> list[tuple[str, Any]]:
    """The message less its log entries (checked apart, as history), as
    (where, value) pairs: the snapshot's view, or each patch op's value."""
    if message.get("type") == "snapshot":
        view = dict(message.get("view", {}))
        view.pop("log", None)
        return [("snapshot", view)]
    return [(f"patch {op.get('path')}", op.get("value")) for op in message.get("ops") or []
            if op.get("path") not in ("/log/-", "/log")]


@dataclass
class _Seen:
    seat: int
    message: Message
    round: Optional[int]  # the round of the player's view right after it


@dataclass
class TraceCheck:
    #: seat -> version -> the seat's own cards at that version
    hands: dict[int, dict[int, frozenset[str]]] = field(default_factory=dict)
    #: (round, seq) -> the first version whose view carried that log entry
    entry_versions: dict[tuple[Optional[int], Any], int] = field(default_factory=dict)
    seen: list[_Seen] = field(default_factory=list)
    trackers: dict[int, ViewTracker] = field(default_factory=dict)
    seats: dict[int, Optional[int]] = field(default_factory=dict)
    unchecked: int = 0

    def add(self, player: int, message: Message, seat: Optional[int] = None) -> None:
        """A message player ``player`` (one seat, over all its connections)
        received; ``seat`` if known (else ``seat_taken`` tells)."""
        kind = message.get("type")
        if kind in ("seat_taken", "seat_changed"):
            self.seats[player] = message.get("seat")
        if seat is not None:
            self.seats[player] = seat
        tracker = self.trackers.setdefault(player, ViewTracker())
        if kind == "snapshot":
            applied = tracker.snapshot(message["version"], message["view"])
        elif kind == "patch":
            applied = tracker.patch(message["version"], message.get("ops") or []) \
                is PatchResult.APPLIED
        else:
            return
        own = self.seats.get(player)
        if own is None or tracker.view is None:
            return  # a spectator's view before the seat: nobody's cards
        view = tracker.view
        round_ = view["room"].get("round")
        if applied and tracker.version is not None:
            game = view.get("game") or {}
            hand = game.get("hand") if isinstance(game, dict) else None
            self.hands.setdefault(own, {})[tracker.version] = frozenset(hand or [])
            for entry in view.get("log") or []:
                key = (round_, entry.get("seq") if isinstance(entry, dict) else None)
                self.entry_versions.setdefault(key, tracker.version)
        self.seen.append(_Seen(own, message, round_))

    def _others(self, seat: int, version: int) -> Optional[set[str]]:
        """Every other seat's cards at ``version``, or None if some seat's
        hand at that version is unknown."""
        secret: set[str] = set()
        for other, by_version in self.hands.items():
            if other == seat:
                continue
            if version not in by_version:
                return None
            secret |= by_version[version]
        return secret

    def check(self) -> tuple[int, list[str]]:
        """(messages checked, leaks found); a message whose version some
        other seat's view never reached (the lobby before everyone sat
        down) is not checked, and counted in ``self.unchecked``."""
        leaks: list[str] = []
        checked = 0
        self.unchecked = 0
        for seen in self.seen:
            version = seen.message.get("version")
            if not isinstance(version, int):
                continue
            secret = self._others(seen.seat, version)
            if secret is None:
                self.unchecked += 1
                continue
            checked += 1
            found: list[tuple[str, str]] = []
            for where, value in parts_without_log(seen.message):
                cards_in(value, where, found)
            leaks += [f"seat {seen.seat}, version {version}: {path} = {card}"
                      for path, card in found if card in secret]
            for entry in log_entries(seen.message):
                if not isinstance(entry, dict):
                    continue
                written = self.entry_versions.get((seen.round, entry.get("seq")), version)
                then = self._others(seen.seat, written)
                if then is None:
                    continue
                event = entry.get("event") or {}
                if isinstance(event, dict) and event.get("type") in ("play", "discard"):
                    then.discard(event.get("card"))  # type: ignore[arg-type]
                found = []
                cards_in(entry, f"{seen.message['type']}/log", found)
                leaks += [f"seat {seen.seat}, version {version}: {path} = {card} "
                          f"(log entry {entry.get('seq')}, written at version {written})"
                          for path, card in found if card in then]
        return checked, leaks

    def cards_held(self) -> int:
        """How many (seat, version) hands were seen holding cards at all."""
        return sum(1 for by_version in self.hands.values() for hand in by_version.values() if hand)


def check_trace(path: str) -> int:
    """``--trace`` lines of ``python3 -m kangaroom_bot``: print one line, exit 0 if clean."""
    check = TraceCheck()
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            record = json.loads(line)
            check.add(record["player"], record["message"], record.get("seat"))
    checked, leaks = check.check()
    for leak in leaks[:20]:
        print(f"  leak: {leak}")
    ok = not leaks and checked > 0 and check.cards_held() > 0
    print(f"{'no' if not leaks else len(leaks)} leaks in {checked} messages "
          f"({check.unchecked} unchecked, {len(check.hands)} seats, "
          f"{check.cards_held()} hands seen)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(check_trace(sys.argv[1]))
