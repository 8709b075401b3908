#!/usr/bin/env bash
# Instructions per move by component (issue 42), under valgrind's callgrind,
# which counts instructions exactly where perf cannot sample (these VMs).
#   bench/callgrind/per_move.sh [BUILD_DIR]      (default build/release)
# Three profiles, each reported by components.py:
#   room bench:  kangaroom-room-bench in one process, no sockets;
#   server:      the kangaroom binary under callgrind, played by the load
#                bench (ROOMS rooms of 4 seats, as fast as it answers), in
#                memory and with --data-dir (SQLite, synchronous=NORMAL);
# each server profile covers WINDOW seconds after WARM accepted moves, the
# moves counted from the server's own counter at both ends of the window.
# Slow (valgrind runs the server ~50x slower): about 3 minutes. Profiles are
# kept in OUT (default /tmp/kangaroom-callgrind) for callgrind_annotate.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-build/release}
out=${OUT:-/tmp/kangaroom-callgrind}
rooms=${ROOMS:-10}
warm=${WARM:-2000}
window=${WINDOW:-20}
room_moves=${ROOM_MOVES:-5000}
command -v valgrind >/dev/null || { echo "callgrind: valgrind is missing (scripts/install-deps.sh --bench)"; exit 1; }
mkdir -p "$out"
rm -f "$out"/*.out*

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
moves_now() { curl -s "http://127.0.0.1:$1/metrics" | awk '$1=="kangaroom_moves_accepted_total"{print $2}'; }

valgrind --tool=callgrind --callgrind-out-file="$out/room.out" \
  "$build/bench/room/kangaroom-room-bench" --moves "$room_moves" >"$out/room.log" 2>&1
python3 "$here/components.py" "$out/room.out" "$room_moves" --label "room bench (in process)"

profile_server() {  # LABEL NAME [SERVER ARGS...]
  local label=$1 name=$2
  shift 2
  local port metrics pid loader before after
  port=$(free_port)
  metrics=$(free_port)
  valgrind --tool=callgrind --callgrind-out-file="$out/$name.out" \
    "$build/server/kangaroom" --bind 127.0.0.1 --port "$port" --metrics-bind "127.0.0.1:$metrics" \
    --max-connections-per-address 1000000 --max-rooms-per-address 1000000 \
    --http-rate-per-address 1000000 --http-burst-per-address 1000000 --rematch-interval-ms 0 "$@" \
    >"$out/$name.log" 2>&1 &
  pid=$!
  for _ in $(seq 300); do [[ -n $(moves_now "$metrics" 2>/dev/null) ]] && break; sleep 0.2; done
  "$build/bench/load/kangaroom-load-bench" --url "ws://127.0.0.1:$port" --server-pid "$pid" \
    --rooms "$rooms" --seats 4 --seconds $((window * 4)) >"$out/$name-load.log" 2>&1 &
  loader=$!
  while (($(moves_now "$metrics") < warm)); do sleep 0.5; done
  before=$(moves_now "$metrics")
  callgrind_control --zero "$pid" >/dev/null
  sleep "$window"
  callgrind_control --dump "$pid" >/dev/null
  after=$(moves_now "$metrics")
  kill "$loader" 2>/dev/null || true
  kill -TERM "$pid" 2>/dev/null || true
  wait "$loader" "$pid" 2>/dev/null || true
  # The dump of the window is NAME.out.1 (the exit writes NAME.out).
  python3 "$here/components.py" "$out/$name.out.1" $((after - before)) --label "$label"
}

profile_server "server, in memory" memory
data=$(mktemp -d)
profile_server "server, --data-dir (SQLite)" disk --data-dir "$data"
rm -rf "$data"
