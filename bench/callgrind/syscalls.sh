#!/usr/bin/env bash
# System calls per 1,000 moves (issue 42): the load bench plays the server
# (ROOMS rooms of 4 seats, as fast as it answers) while `strace -c -f`
# counts the server's calls for WINDOW seconds; moves come from the
# server's counter at both ends of the window.
#   bench/callgrind/syscalls.sh [BUILD_DIR] [--data-dir]
# strace slows the server down (each call stops it), so read the counts per
# move, not the rate.
set -euo pipefail
build=${1:-build/release}
durable=${2:-}
rooms=${ROOMS:-50}
window=${WINDOW:-10}
command -v strace >/dev/null || { echo "syscalls: strace is missing (scripts/install-deps.sh --bench)"; exit 1; }
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
moves_now() { curl -s "http://127.0.0.1:$1/metrics" | awk '$1=="kangaroom_moves_accepted_total"{print $2}'; }
port=$(free_port)
metrics=$(free_port)
out=$(mktemp -d)
extra=()
[[ $durable == --data-dir ]] && extra=(--data-dir "$out/data")
"$build/server/kangaroom" --bind 127.0.0.1 --port "$port" --metrics-bind "127.0.0.1:$metrics" \
  --max-connections-per-address 1000000 --max-rooms-per-address 1000000 \
  --http-rate-per-address 1000000 --http-burst-per-address 1000000 --rematch-interval-ms 0 \
  "${extra[@]}" >"$out/server.log" 2>&1 &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$out"' EXIT
for _ in $(seq 100); do [[ -n $(moves_now "$metrics" 2>/dev/null) ]] && break; sleep 0.1; done
"$build/bench/load/kangaroom-load-bench" --url "ws://127.0.0.1:$port" --server-pid "$pid" \
  --rooms "$rooms" --seats 4 --seconds $((window + 10)) >"$out/load.log" 2>&1 &
loader=$!
while (($(moves_now "$metrics") < 1000)); do sleep 0.2; done
before=$(moves_now "$metrics")
timeout -s INT "$window" strace -c -f -q -p "$pid" -o "$out/strace.txt" || true
after=$(moves_now "$metrics")
wait "$loader" || true
moves=$((after - before))
echo "system calls per 1,000 moves (${durable:-memory}, $rooms rooms, $moves moves under strace):"
awk -v moves="$moves" '
  $1 ~ /^[0-9.]+$/ && NF >= 5 && $NF != "total" && $4 > 0 { printf "  %-16s %8.0f\n", $NF, $4 * 1000 / moves; sum += $4 }
  END { printf "  %-16s %8.0f\n", "(all)", sum * 1000 / moves }' "$out/strace.txt" | sort -k2 -nr | head -16
