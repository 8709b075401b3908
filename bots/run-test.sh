#!/usr/bin/env bash
# Tests kangaroom-bot against the real server: two seats play two complete
# tiny Kangaruse games in a row (the bot starts the rematch as host), then a
# second run in which every seat drops its connection once mid-game and must
# get its seat back with its token and still finish; then games through a
# stand-in for a cluster (examples/test/moving-room-proxy.js: joins answered
# `room_elsewhere`, the room moved away with close code 4000) in which every
# move the bot recorded as acknowledged (--record) must be in the room's log.
#   bots/run-test.sh path/to/kangaroom path/to/kangaroom-bot
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
server=${1:?usage: run-test.sh SERVER_BINARY BOT_BINARY}
bot=${2:?usage: run-test.sh SERVER_BINARY BOT_BINARY}
[[ -x "$server" ]] || { echo "no server binary at $server"; exit 1; }
[[ -x "$bot" ]] || { echo "no bot binary at $bot"; exit 1; }

source "$here/test-server.sh"
# The server keeps its default rate limits: a Kangaroo chain is many
# decisions in a row, and kangaroom-bot must pace itself to the limits that
# `welcome` announces instead of being closed as rate_limited.
trap stop_server EXIT
start_server "$server" || exit 1

work=$(mktemp -d /tmp/kangaroom-bot-test.XXXXXX)
failed=0

# wait_for_line FILE SED_SCRIPT TRIES: prints what `sed -n SED_SCRIPT` finds
# in FILE (a program's line announcing itself), trying every 0.1 s; fails
# when nothing came.
wait_for_line() {
  local file=$1 script=$2 tries=$3 found=
  for _ in $(seq "$tries"); do
    found=$(sed -n "$script" "$file" 2>/dev/null)
    [[ -n "$found" ]] && { echo "$found"; return 0; }
    sleep 0.1
  done
  return 1
}

# check_results FILE GAMES SEATS: one line per game per seat, and per game
# every seat reports the same scores and winners, and the winners have the
# best score.
fail_and_stop() {  # fail_and_stop WHY LOG PID: the layer fails; shows LOG, stops PID
  echo "FAIL: $1"; cat "$2"; failed=1
  kill "$3" 2>/dev/null
  wait "$3"
}

check_results() {
  python3 - "$@" <<'EOF'
import json, sys
path, games, seats = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
lines = [json.loads(line) for line in open(path) if line.strip()]
problems = []
if len(lines) != games * seats:
    problems.append(f"expected {games * seats} result lines, got {len(lines)}")
rooms = {line["room"] for line in lines}
if len(rooms) != 1:
    problems.append(f"expected one room, got {sorted(rooms)}")
by_round = {}
for line in lines:
    by_round.setdefault(line["round"], []).append(line)
if len(by_round) != games:
    problems.append(f"expected {games} different rounds, got {sorted(by_round)}")
for round_, results in sorted(by_round.items()):
    if sorted(r["seat"] for r in results) != list(range(seats)):
        problems.append(f"round {round_}: seats {sorted(r['seat'] for r in results)}")
    first = results[0]
    scores, winners = first["scores"], first["winners"]
    if len(scores) != seats or not all(isinstance(s, (int, float)) for s in scores):
        problems.append(f"round {round_}: bad scores {scores}")
        continue
    if not winners or any(scores[w] != max(scores) for w in winners):
        problems.append(f"round {round_}: winners {winners} do not have the best of {scores}")
    for r in results[1:]:
        if r["scores"] != scores or r["winners"] != winners:
            problems.append(f"round {round_}: seat {r['seat']} saw {r['scores']}/{r['winners']}, "
                            f"seat {first['seat']} saw {scores}/{winners}")
    if not any(r["moves"] > 0 for r in results):
        problems.append(f"round {round_}: nobody moved")
for p in problems:
    print("  -", p)
sys.exit(1 if problems else 0)
EOF
}

# Runs one bot process as NAME (its output in $work/NAME.jsonl and .err) and
# checks its GAMES results of SEATS seats, and that it never lost its
# connection (unless `may_drop=1`); prints the results, or FAIL with the logs.
run_bot() {  # run_bot NAME GAMES SEATS BOT-ARGUMENTS...
  local name=$1 games=$2 seats=$3
  shift 3
  if "$bot" --url "${BOT_URL:-$SERVER_URL}" --seats "$seats" --games "$games" "$@" \
       >"$work/$name.jsonl" 2>"$work/$name.err" &&
     check_results "$work/$name.jsonl" "$games" "$seats" &&
     { [[ ${may_drop:-0} == 1 ]] || ! grep -q "connection lost" "$work/$name.err"; }; then
    cat "$work/$name.jsonl"
    return 0
  fi
  echo "FAIL: $name"; cat "$work/$name.jsonl"; tail -20 "$work/$name.err"; failed=1
  return 1
}

echo "--- 2 seats, 2 games in a row, random"
run_bot games 2 2 --create kangaruse --option size=tiny --strategy random --seed 7

echo "--- 2 seats, each drops its connection after its first move and reconnects with its token"
if may_drop=1 run_bot drop 1 2 --create kangaruse --option size=tiny --strategy random --seed 8 \
     --drop-after-moves 1; then
  reconnected=$(grep -c "reconnecting with the seat token" "$work/drop.err")
  if ((reconnected != 2)); then
    echo "FAIL: expected 2 reconnections, saw $reconnected"; cat "$work/drop.err"; failed=1
  fi
fi

echo "--- 2 seats, greedy: the engine's strategy on the position rebuilt from the view"
run_bot greedy 1 2 --create kangaruse --option size=tiny --strategy greedy --seed 11

# Jackaroo hides every hand: the engine-backed strategies rebuild a state
# from their own view only (GameFactory::from_view), and the scores checked
# by check_results are safe marbles per team.
for strategy in random greedy mcts; do
  echo "--- jackaroo, 4 seats, $strategy: hidden hands, strategies on a state rebuilt from the view"
  run_bot "jackaroo-$strategy" 1 4 --create jackaroo --strategy "$strategy" --mcts-iterations 40 --seed 21
done

# The two-player games with full information: engine-backed strategies
# rebuild the game from the view (GameFactory::from_view).
for game in kangaroo kanga; do
  for strategy in random greedy mcts; do
    echo "--- $game, 2 seats, $strategy"
    run_bot "$game-$strategy" 1 2 --create "$game" --strategy "$strategy" --mcts-iterations 40 --seed 31
  done
done

# check_record RESULTS RECORD PROXY_OUTPUT: every move in RECORD (--record)
# is in its room's log (GET /api/rooms/CODE/replay?round=N), once and in the
# order the seat played it; only a move in flight when a connection was
# closed with 4000 may be in the log without an ok (at most one per close).
check_record() {
  PYTHONPATH="$here/../tests/lib" python3 - "$@" "$SERVER_PORT" <<'EOF'
import json, sys, urllib.request
from acked_moves import check_acked
results_path, record_path, summary_path, port = sys.argv[1:5]
results = [json.loads(line) for line in open(results_path) if line.strip()]
record = [json.loads(line) for line in open(record_path) if line.strip()]
summary = json.loads(open(summary_path).read().strip().splitlines()[-1])
problems = []
for line in record:
    if sorted(line) != ["id", "move", "room", "round", "seat"]:
        problems.append(f"record line with fields {sorted(line)}")
if len(record) != summary["acked_moves"]:
    problems.append(f"{len(record)} moves recorded, the server acknowledged {summary['acked_moves']}")
unacked = 0
for room, round_ in sorted({(r["room"], r["round"]) for r in results}):
    url = f"http://127.0.0.1:{port}/api/rooms/{room}/replay?round={round_}"
    log = json.load(urllib.request.urlopen(url))["moves"]
    mine = [r for r in record if r["room"] == room and r["round"] == round_]
    for seat in sorted({m["seat"] for m in log} | {r["seat"] for r in mine}):
        played = [m["move"] for m in log if m["seat"] == seat]
        acked = [r["move"] for r in mine if r["seat"] == seat]
        missing, extra = check_acked(acked, played)
        unacked += extra
        if missing is not None:
            problems.append(f"round {round_} seat {seat}: acknowledged {missing} is not in the log"
                            f" (in order): log {played}, acknowledged {acked}")
if unacked > summary["moved"]:
    problems.append(f"{unacked} moves in the logs without an ok, but only {summary['moved']} closes")
for p in problems:
    print("  -", p)
print(f"  {len(record)} acknowledged moves recorded, all in the logs in order;"
      f" {unacked} logged moves were in flight at a close with 4000")
sys.exit(1 if problems else 0)
EOF
}

echo "--- through a stand-in for a cluster: joins answered room_elsewhere, the room moved (4000) every 4th ok; --record"
if [[ ! -d "$here/examples/node_modules/ws" ]]; then
  echo "FAIL: missing $here/examples/node_modules (scripts/install-deps.sh --web)"; failed=1
else
  node "$here/examples/test/moving-room-proxy.js" --server "$SERVER_URL" --elsewhere 3 --moved-every 4 \
    --elsewhere-after-move 2 >"$work/proxy.out" 2>"$work/proxy.err" &
  proxy_pid=$!
  proxy_url=$(wait_for_line "$work/proxy.out" 's/^listening //p' 100)
  if [[ -z "$proxy_url" ]]; then
    fail_and_stop "the proxy did not start" "$work/proxy.err" "$proxy_pid"
  else
    BOT_URL=$proxy_url run_bot cluster 2 2 --create kangaruse --option size=tiny --strategy random \
      --seed 12 --record "$work/cluster-record.jsonl"
    bot_status=$?
    kill -TERM "$proxy_pid"
    wait "$proxy_pid"
    echo "  proxy: $(tail -1 "$work/proxy.out")"
    if ((bot_status == 0)); then
      elsewhere=$(grep -c "another node serves the room (room_elsewhere)" "$work/cluster.err")
      moved=$(grep -c "the room moved to another node" "$work/cluster.err")
      # After a 4000 the next two joins are refused: the pause grows (about
      # 250, 500, then 1000 ms, with 20% jitter).
      grown=$(grep -cE "room_elsewhere\), reconnecting with the seat token in (8[0-9][0-9]|9[0-9][0-9]|1[01][0-9][0-9]|1200) ms" "$work/cluster.err")
      if ((elsewhere < 3 || moved < 1 || grown < 1)); then
        echo "FAIL: expected >= 3 room_elsewhere, >= 1 moved room, >= 1 pause of about 1 s;" \
          "saw $elsewhere, $moved, $grown"; cat "$work/cluster.err"; failed=1
      elif ! check_record "$work/cluster.jsonl" "$work/cluster-record.jsonl" "$work/proxy.out"; then
        echo "FAIL: the record does not match the rooms' logs"; cat "$work/cluster-record.jsonl"; failed=1
      fi
    fi
  fi
fi

echo "--- one bot creates a 2-seat room and takes one seat; another process joins by code"
"$bot" --url "$SERVER_URL" --create kangaruse --option size=tiny --room-seats 2 --seats 1 \
  --strategy random --seed 9 >"$work/host.jsonl" 2>"$work/host.err" &
host_pid=$!
room=$(wait_for_line "$work/host.err" 's/^kangaroom-bot: created room //p' 300)
if [[ -z "$room" ]]; then
  fail_and_stop "the host bot did not report its room" "$work/host.err" "$host_pid"
else
  "$bot" --url "$SERVER_URL" --room "$room" --strategy random --seed 10 >"$work/guest.jsonl" 2>"$work/guest.err"
  guest_status=$?
  wait "$host_pid"
  host_status=$?
  cat "$work/host.jsonl" "$work/guest.jsonl" >"$work/pair.jsonl"
  if ((host_status == 0 && guest_status == 0)) && check_results "$work/pair.jsonl" 1 2; then
    cat "$work/pair.jsonl"
  else
    echo "FAIL: join by code (host $host_status, guest $guest_status)"
    cat "$work/pair.jsonl" "$work/host.err" "$work/guest.err"; failed=1
  fi
fi

rm -rf "$work"
stop_server || failed=1
trap - EXIT
((failed)) && { echo "FAIL"; exit 1; }
echo "PASS"
