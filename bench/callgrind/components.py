#!/usr/bin/env python3
"""Instructions per move by component, from a callgrind profile.

Reads `callgrind_annotate --inclusive=yes` of one profile and prints, per
move, the inclusive instruction count of the functions that stand for each
stage of a move (the table below). A row's figure includes what the
functions it names call, so indented rows are parts of the row above them,
not additions to it. Costs are exact instruction counts (Ir), not time: the
kernel's share of a system call is not in them (strace counts those).

  components.py PROFILE MOVES [--label TEXT]
"""
import re
import subprocess
import sys

# (depth, name, patterns): a function matches a pattern when its demangled
# name starts with it. Several patterns add up; they must not call each other.
SERVER_ROWS = [
    (0, "frame read (Beast, Asio)", [r"boost::asio::detail::reactive_socket_recv_op<"]),
    (1, "message parse", [r"kangaroom::protocol::parse_client_message\("]),
    (0, "room (Room::handle)", [r"kangaroom::server::Room::handle\("]),
    (1, "engine: move applied", [r"kangaroom::engine::Game::apply\("]),
    (1, "round log line", [r"kangaroom::server::RoomLog::append\("]),
    (1, "publish (version, patches)", [r"kangaroom::server::Room::publish\("]),
    (2, "engine: changed view parts", [r"kangaroom::engine::[a-z_]+::[A-Za-z]+Game::changed_view_parts\("]),
    (2, "patch text", [r"kangaroom::protocol::append_diff_text\(", r"kangaroom::protocol::ops_text\(",
                       r"kangaroom::protocol::patch_text"]),
    (2, "room section", [r"kangaroom::server::room_section\("]),
    (1, "finished round archived", [r"kangaroom::server::Room::archive_round\("]),
    (0, "new game made (rematch)", [r"kangaroom::server::build_game\("]),
    (0, "new game started (game_built)", [r"kangaroom::server::Room::game_built\("]),
    (0, "head and rows of a change (RecordWriter)", [r"kangaroom::server::RecordWriter::next\("]),
    (0, "store thread (RoomStore::write_loop)", [r"kangaroom::server::RoomStore::write_loop\("]),
    (1, "SQLite statements", [r"sqlite3_step\b"]),
    (0, "fan-out and write", [r"kangaroom::server::WebSocketSession::deliver_all\(",
                              r"kangaroom::server::WebSocketSession::write_next\("]),
    (0, "allocator (all callers)", [r"operator new\(", r"operator delete\(", r"malloc", r"free", r"_int_free", r"_int_malloc"]),
]

LINE = re.compile(r"^\s*([\d,]+)\s+\(\s*[\d.]+%\)\s+(\S*?):(.*?)(?: \[(.*)\])?\s*$")


def annotate(profile, inclusive):
    out = subprocess.run(
        ["callgrind_annotate", f"--inclusive={'yes' if inclusive else 'no'}", "--threshold=100", profile],
        check=True, capture_output=True, text=True).stdout
    total, functions = 0, []
    for line in out.splitlines():
        if line.rstrip().endswith("PROGRAM TOTALS"):
            total = int(line.split()[0].replace(",", ""))
            continue
        match = LINE.match(line)
        if not match:
            continue
        cost = int(match.group(1).replace(",", ""))
        functions.append((match.group(3), cost))
    return total, functions


def row_cost(patterns, functions):
    compiled = [re.compile(p) for p in patterns]
    # A recursive function appears again as NAME'2: its cost is already in NAME.
    return sum(cost for name, cost in functions
               if "'" not in name.split("(")[0] and any(c.match(name) for c in compiled))


def main():
    args = sys.argv[1:]
    label = ""
    if "--label" in args:
        at = args.index("--label")
        label = args[at + 1]
        del args[at:at + 2]
    if len(args) != 2:
        sys.exit(__doc__)
    profile, moves = args[0], float(args[1])
    total, inclusive = annotate(profile, inclusive=True)
    _, exclusive = annotate(profile, inclusive=False)
    print(f"{label}: {moves:.0f} moves, {total / moves / 1000:.1f}k instructions per move")
    for depth, name, patterns in SERVER_ROWS:
        # The allocator row is the functions' own cost (they call little),
        # the others inclusive.
        source = exclusive if name.startswith("allocator") else inclusive
        cost = row_cost(patterns, source)
        if cost == 0:
            continue
        print(f"  {'  ' * depth}{name:<{40 - 2 * depth}} {cost / moves / 1000:8.1f}k  {100.0 * cost / total:5.1f}%")


if __name__ == "__main__":
    main()
