#!/usr/bin/env bash
# Tests kangaroom-bot against the real server: two seats play two complete
# tiny Kangaruse games in a row (the bot starts the rematch as host), then a
# second run in which every seat drops its connection once mid-game and must
# get its seat back with its token and still finish.
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

# check_results FILE GAMES SEATS: one line per game per seat, and per game
# every seat reports the same scores and winners, and the winners have the
# best score.
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

echo "--- 2 seats, 2 games in a row, random"
if "$bot" --url "$SERVER_URL" --create kangaruse --option size=tiny --seats 2 --games 2 \
     --strategy random --seed 7 >"$work/games.jsonl" 2>"$work/games.err" &&
   check_results "$work/games.jsonl" 2 2; then
  cat "$work/games.jsonl"
else
  echo "FAIL: two games"; cat "$work/games.jsonl" "$work/games.err"; failed=1
fi

echo "--- 2 seats, each drops its connection after its first move and reconnects with its token"
if "$bot" --url "$SERVER_URL" --create kangaruse --option size=tiny --seats 2 --games 1 \
     --strategy random --seed 8 --drop-after-moves 1 >"$work/drop.jsonl" 2>"$work/drop.err" &&
   check_results "$work/drop.jsonl" 1 2; then
  cat "$work/drop.jsonl"
  reconnected=$(grep -c "reconnecting with the seat token" "$work/drop.err")
  if ((reconnected != 2)); then
    echo "FAIL: expected 2 reconnections, saw $reconnected"; cat "$work/drop.err"; failed=1
  fi
else
  echo "FAIL: reconnection"; cat "$work/drop.jsonl" "$work/drop.err"; failed=1
fi

echo "--- 2 seats, greedy: the engine's strategy on the position rebuilt from the view"
if "$bot" --url "$SERVER_URL" --create kangaruse --option size=tiny --seats 2 --games 1 \
     --strategy greedy --seed 11 >"$work/greedy.jsonl" 2>"$work/greedy.err" &&
   check_results "$work/greedy.jsonl" 1 2; then
  cat "$work/greedy.jsonl"
else
  echo "FAIL: greedy"; cat "$work/greedy.jsonl" "$work/greedy.err"; failed=1
fi

# Jackaroo hides every hand: the engine-backed strategies rebuild a state
# from their own view only (GameFactory::from_view), and the scores checked
# by check_results are safe marbles per team.
for strategy in random greedy mcts; do
  echo "--- jackaroo, 4 seats, $strategy: hidden hands, strategies on a state rebuilt from the view"
  if "$bot" --url "$SERVER_URL" --create jackaroo --seats 4 --games 1 --strategy "$strategy" \
       --mcts-iterations 40 --seed 21 >"$work/jackaroo-$strategy.jsonl" 2>"$work/jackaroo-$strategy.err" &&
     check_results "$work/jackaroo-$strategy.jsonl" 1 4 &&
     ! grep -q "connection lost" "$work/jackaroo-$strategy.err"; then
    cat "$work/jackaroo-$strategy.jsonl"
  else
    echo "FAIL: jackaroo $strategy"; cat "$work/jackaroo-$strategy.jsonl"; tail -20 "$work/jackaroo-$strategy.err"; failed=1
  fi
done

# The two-player games with full information: engine-backed strategies
# rebuild the game from the view (GameFactory::from_view).
for game in kangaroo kanga; do
  for strategy in random greedy mcts; do
    echo "--- $game, 2 seats, $strategy"
    if "$bot" --url "$SERVER_URL" --create "$game" --seats 2 --games 1 --strategy "$strategy" \
         --mcts-iterations 40 --seed 31 >"$work/$game-$strategy.jsonl" 2>"$work/$game-$strategy.err" &&
       check_results "$work/$game-$strategy.jsonl" 1 2 &&
       ! grep -q "connection lost" "$work/$game-$strategy.err"; then
      cat "$work/$game-$strategy.jsonl"
    else
      echo "FAIL: $game $strategy"; cat "$work/$game-$strategy.jsonl"; tail -20 "$work/$game-$strategy.err"; failed=1
    fi
  done
done

echo "--- one bot creates a 2-seat room and takes one seat; another process joins by code"
"$bot" --url "$SERVER_URL" --create kangaruse --option size=tiny --room-seats 2 --seats 1 \
  --strategy random --seed 9 >"$work/host.jsonl" 2>"$work/host.err" &
host_pid=$!
room=
for _ in $(seq 300); do
  room=$(sed -n 's/^kangaroom-bot: created room //p' "$work/host.err" 2>/dev/null)
  [[ -n "$room" ]] && break
  sleep 0.1
done
if [[ -z "$room" ]]; then
  echo "FAIL: the host bot did not report its room"; cat "$work/host.err"; failed=1
  kill "$host_pid" 2>/dev/null
  wait "$host_pid"
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
