#!/usr/bin/env bash
# The cluster test (issue "many machines"): three nodes, HAProxy and
# PostgreSQL from scripts/cluster.sh, 32 rooms of all four games played
# through HAProxy by kangaroom-bot processes (every seat a connection that
# records each move it got `ok` for). Midway the node holding the most
# rooms is killed (SIGKILL); every game must still finish. Then a node is
# frozen (SIGSTOP) past its lease and resumed: it must refuse a move for a
# room it lost (frozen.mjs). Last, check.py compares every acknowledged move
# with the stored games, and the nodes' claims (epochs only go up).
#   tests/cluster/run.sh SERVER_BINARY BOT_BINARY
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
server=${1:?usage: run.sh SERVER_BINARY BOT_BINARY}
bot=${2:?usage: run.sh SERVER_BINARY BOT_BINARY}
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
pids=()
for i in $(seq 0 31); do
  # shellcheck disable=SC2086  # the game's words are separate arguments
  "$bot" --url "ws://127.0.0.1:$port" --create ${games[$((i % 4))]} --games 1 --strategy random \
    --move-delay-ms 60 --seed "$i" --record "$dir/rec-$i.jsonl" >"$dir/bot-$i.out" 2>"$dir/bot-$i.err" &
  pids+=($!)
done

# Midway: once a few hundred moves were acknowledged, the node holding the
# most rooms dies.
acknowledged() { cat "$dir"/rec-*.jsonl 2>/dev/null | wc -l; }
while (($(acknowledged) < 300)); do
  alive=0
  for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
  ((alive)) || break
  sleep 0.2
done
victim=$(psql -qAt "$database" -c "SELECT split_part(owner, '/', 1) FROM room_leases WHERE owner IS NOT NULL AND lease_until > now() GROUP BY 1 ORDER BY count(*) DESC LIMIT 1")
if [[ -z "$victim" ]]; then
  echo "cluster: no node held a room midway"
  exit 1
fi
held=$(psql -qAt "$database" -c "SELECT count(*) FROM room_leases WHERE split_part(owner, '/', 1) = '$victim' AND lease_until > now()")
echo "cluster: $(acknowledged) moves acknowledged; killing $victim (SIGKILL), which holds $held rooms"
kill -KILL "$(cat "$dir/$victim.pid")"

failed=0
for i in "${!pids[@]}"; do
  if ! wait "${pids[$i]}"; then
    echo "cluster: the bot of room $i failed:"
    tail -5 "$dir/bot-$i.err"
    failed=1
  fi
done
finished=$(cat "$dir"/bot-*.out | grep -c '"winners"')
echo "cluster: every bot ended; $finished seat results for 32 rooms"

# The killed node comes back (same name, same port) before the freeze.
"$repo/scripts/cluster.sh" start-node --dir "$dir" --node "${victim#node-}" >/dev/null || { echo "cluster: the killed node did not start again"; failed=1; }

node "$here/frozen.mjs" "$port" "$dir" || failed=1

python3 "$here/check.py" "$database" "$dir" || failed=1

if ((failed)); then
  echo "cluster: FAILED (logs in $dir)"
  trap - EXIT
  "$repo/scripts/cluster.sh" down --dir "$dir" >/dev/null 2>&1 || true
  exit 1
fi
exit 0
