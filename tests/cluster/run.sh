#!/usr/bin/env bash
# The cluster test (issue "many machines"): three nodes, HAProxy and
# PostgreSQL from scripts/cluster.sh, 32 rooms of all four games played
# through HAProxy by kangaroom-bot processes (every seat a connection that
# records each move it got `ok` for). Midway the node holding the most
# rooms is killed (SIGKILL); every game must still finish. Then a node is
# frozen (SIGSTOP) past its lease and resumed: it must refuse a move for a
# room it lost (frozen.mjs), and a room's turn clock must run out on another
# node after the one holding it is killed (clock.mjs). Last, check.py compares every acknowledged move
# with the stored games, and the nodes' claims (epochs only go up).
#   tests/cluster/run.sh SERVER_BINARY BOT_BINARY [--all]
# With --all (a benchmark, bench/README.md "Cluster"), three more rounds of
# 32 rooms follow, each with its own trouble midway: a rolling restart
# (SIGTERM, then start again, one node after the other), a node frozen
# (SIGSTOP) past its lease and resumed while its rooms are played elsewhere,
# and PostgreSQL restarted (moves refused meanwhile, none acknowledged lost).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
server=${1:?usage: run.sh SERVER_BINARY BOT_BINARY}
bot=${2:?usage: run.sh SERVER_BINARY BOT_BINARY}
all=0
[[ "${3:-}" == "--all" ]] && all=1
[[ -d "$repo/bots/examples/node_modules/ws" ]] ||
  { echo "cluster: missing bots/examples/node_modules (scripts/install-deps.sh --web)"; exit 1; }

dir=$(mktemp -d)
# PostgreSQL runs as the postgres user when this runs as root: it needs to
# reach its folder under D.
chmod 755 "$dir"
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close();});')
cleanup() { "$repo/scripts/cluster.sh" down --dir "$dir" >/dev/null 2>&1 || true; }
trap cleanup EXIT

# Short bot thinking; a 2 s lease so that a dead node's rooms come back soon.
export KANGAROOM_BIN=$server
export KANGAROOM_NODE_ARGS="--bot-think-ms 30 --max-rooms-per-address 100000 --lease-ms 2000"
export KANGAROOM_STOP_TIMEOUT=10
"$repo/scripts/cluster.sh" up --nodes 3 --port "$port" --dir "$dir" || { echo "cluster: cluster.sh up failed"; exit 1; }
database=$(cat "$dir/database.url")

games=("kangaruse --option size=small --seats 2" "kanga --seats 2" "kangaroo --seats 2" "jackaroo --seats 4")
failed=0
round=0

# 32 rooms, 8 of each game, each played by one kangaroom-bot process (one
# connection per seat) through HAProxy; `trouble` runs once a few hundred
# moves were acknowledged; then every bot must end well.
play_rounds() {
  local trouble=$1 pids=() i alive
  round=$((round + 1))
  for i in $(seq 0 31); do
    # shellcheck disable=SC2086  # the game's words are separate arguments
    "$bot" --url "ws://127.0.0.1:$port" --create ${games[$((i % 4))]} --games 1 --strategy random \
      --move-delay-ms 60 --seed "$round$i" --record "$dir/rec-$round-$i.jsonl" \
      >"$dir/bot-$round-$i.out" 2>"$dir/bot-$round-$i.err" &
    pids+=($!)
  done
  while (($(cat "$dir"/rec-"$round"-*.jsonl 2>/dev/null | wc -l) < 300)); do
    alive=0
    for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
    ((alive)) || break
    sleep 0.2
  done
  echo "cluster: round $round: $(cat "$dir"/rec-"$round"-*.jsonl | wc -l) moves acknowledged; now: $trouble"
  "$trouble"
  for i in "${!pids[@]}"; do
    if ! wait "${pids[$i]}"; then
      echo "cluster: round $round: the bot of room $i failed:"
      tail -5 "$dir/bot-$round-$i.err"
      failed=1
    fi
  done
  echo "cluster: round $round: every bot ended; $(cat "$dir"/bot-"$round"-*.out | grep -c '"winners"') seat results for 32 rooms"
}

# The node holding the most rooms right now.
busiest_node() {
  psql -qAt "$database" -c "SELECT split_part(owner, '/', 1) FROM room_leases WHERE owner IS NOT NULL AND lease_until > now() GROUP BY 1 ORDER BY count(*) DESC LIMIT 1"
}

victim=
kill_busiest() {
  victim=$(busiest_node)
  [[ -n "$victim" ]] || { echo "cluster: no node held a room midway"; failed=1; return; }
  echo "cluster: killing $victim (SIGKILL), which holds $(psql -qAt "$database" -c "SELECT count(*) FROM room_leases WHERE split_part(owner, '/', 1) = '$victim' AND lease_until > now()") rooms"
  kill -KILL "$(cat "$dir/$victim.pid")"
}

rolling_restart() {
  local i
  for i in 1 2 3; do
    "$repo/scripts/cluster.sh" stop-node --dir "$dir" --node "$i" >/dev/null || failed=1
    "$repo/scripts/cluster.sh" start-node --dir "$dir" --node "$i" >/dev/null || failed=1
    echo "cluster: node-$i restarted (SIGTERM, then started again)"
  done
}

freeze_busiest() {
  local frozen pid
  frozen=$(busiest_node)
  [[ -n "$frozen" ]] || { echo "cluster: no node held a room midway"; failed=1; return; }
  pid=$(cat "$dir/$frozen.pid")
  kill -STOP "$pid"
  sleep 6   # past its 2 s lease: its rooms go on elsewhere meanwhile
  kill -CONT "$pid"
  echo "cluster: $frozen was frozen for 6 s, then resumed"
}

restart_database() {
  "$repo/scripts/postgres-local.sh" restart "$dir/pg" >/dev/null || failed=1
  echo "cluster: PostgreSQL restarted"
}

wal_start=$(psql -qAt "$database" -c "SELECT pg_current_wal_lsn()")
play_rounds kill_busiest
wal_bytes=$(psql -qAt "$database" -c "SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), '$wal_start')::bigint")
moves=$(cat "$dir"/rec-1-*.jsonl | wc -l)
echo "cluster: PostgreSQL wrote $((wal_bytes / (moves > 0 ? moves : 1))) bytes of WAL per acknowledged move ($wal_bytes for $moves)"

# The killed node comes back (same name, same port) before the freeze.
if [[ -n "$victim" ]]; then
  "$repo/scripts/cluster.sh" start-node --dir "$dir" --node "${victim#node-}" >/dev/null ||
    { echo "cluster: the killed node did not start again"; failed=1; }
fi

node "$here/frozen.mjs" "$port" "$dir" || failed=1

# A turn clock runs out after the node that held its room is killed (clock.mjs);
# the node comes back afterwards.
node "$here/clock.mjs" "$port" "$dir" "$database" || failed=1
if [[ -f "$dir/clock-victim" ]]; then
  clock_victim=$(cat "$dir/clock-victim")
  "$repo/scripts/cluster.sh" start-node --dir "$dir" --node "${clock_victim#node-}" >/dev/null ||
    { echo "cluster: $clock_victim did not start again"; failed=1; }
fi

if ((all)); then
  play_rounds rolling_restart
  play_rounds freeze_busiest
  play_rounds restart_database
fi

python3 "$here/check.py" "$database" "$dir" || failed=1

if ((failed)); then
  echo "cluster: FAILED (logs in $dir)"
  trap - EXIT
  "$repo/scripts/cluster.sh" down --dir "$dir" >/dev/null 2>&1 || true
  exit 1
fi
exit 0
