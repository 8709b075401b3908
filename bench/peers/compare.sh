#!/usr/bin/env bash
# bench/peers/compare.sh: kangaroom against its Colyseus peer, in one go.
# For each room count, in turn: Colyseus, kangaroom in memory, kangaroom
# with --data-dir (a fresh temporary folder). One line each: moves/s, the
# server's CPU time per accepted move, move latency p50 and p99, and the
# ratio of CPU per move to Colyseus's in the same run. README.md says what
# the figures mean.
#
#   bench/peers/compare.sh [--rooms "50 200"] [--seconds 15] [--warmup-seconds 3]
#                          [--kangaroom PATH] [--keep-logs DIR]
#
# The first run installs the peer's packages (npm ci, from package-lock.json)
# if colyseus/node_modules is missing; nothing is downloaded while measuring.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
rooms="50 200"
seconds=15
warmup=3
kangaroom="$repo/build/release/server/kangaroom"
logs=""

while [[ $# -gt 0 ]]; do
  case "$1" in
    --rooms) rooms="$2"; shift 2 ;;
    --seconds) seconds="$2"; shift 2 ;;
    --warmup-seconds) warmup="$2"; shift 2 ;;
    --kangaroom) kangaroom="$2"; shift 2 ;;
    --keep-logs) logs="$2"; shift 2 ;;
    -h|--help) sed -n 2,13p "$0"; exit 0 ;;
    *) echo "compare.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
  esac
done

if [[ ! -x "$kangaroom" ]]; then
  echo "compare.sh: no kangaroom binary at $kangaroom (build it, or pass --kangaroom PATH)" >&2
  exit 1
fi
command -v node >/dev/null || { echo "compare.sh: node is needed (Node 20)" >&2; exit 1; }

# The install step, outside any measurement.
if [[ ! -d "$here/colyseus/node_modules" ]]; then
  echo "compare.sh: installing the peer's packages (npm ci)" >&2
  (cd "$here/colyseus" && npm ci --no-audit --no-fund --ignore-scripts >&2)
fi

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
[[ -n "$logs" ]] && mkdir -p "$logs"

echo "# $(date -u +%Y-%m-%dT%H:%MZ) $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); ${seconds} s per configuration after ${warmup} s of play"
echo "# node $(node --version), colyseus $(node -p "require('$here/colyseus/node_modules/@colyseus/core/package.json').version"), kangaroom $kangaroom (built $(date -u -r "$kangaroom" +%Y-%m-%dT%H:%MZ))"
printf '%-20s %6s %9s %12s %9s %9s %12s\n' server rooms moves/s cpu_us/move p50_ms p99_ms cpu_vs_peer

run() {  # label rooms driver-args...
  local label="$1" n="$2"; shift 2
  local log=/dev/null
  [[ -n "$logs" ]] && log="$logs/$label-$n.log"
  node "$here/driver.mjs" --label "$label" --rooms "$n" --seconds "$seconds" \
    --warmup-seconds "$warmup" --server-log "$log" "$@" 2>>"$scratch/driver.err" | grep '^RESULT' || {
      echo "compare.sh: $label at $n rooms failed:" >&2
      cat "$scratch/driver.err" >&2
      return 1
    }
}

field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<"$2"; }

for n in $rooms; do
  peer_cpu=""
  for config in colyseus memory data-dir; do
    case "$config" in
      colyseus) line="$(run colyseus "$n" --server colyseus)" ;;
      memory) line="$(run kangaroom-memory "$n" --server kangaroom --kangaroom "$kangaroom")" ;;
      data-dir)
        dir="$(mktemp -d "$scratch/data.XXXXXX")"
        line="$(run kangaroom-data-dir "$n" --server kangaroom --kangaroom "$kangaroom" --data-dir "$dir")" ;;
    esac
    cpu="$(field cpu_us_per_move "$line")"
    [[ "$config" == colyseus ]] && peer_cpu="$cpu"
    ratio="$(awk -v a="$cpu" -v b="$peer_cpu" 'BEGIN { if (b > 0) printf "%.2fx", a / b; else print "-" }')"
    printf '%-20s %6s %9s %12s %9s %9s %12s\n' "$(field label "$line")" "$n" \
      "$(field moves_per_s "$line")" "$cpu" "$(field p50_ms "$line")" "$(field p99_ms "$line")" "$ratio"
  done
done
echo "# driver notes (setup, server CPU seconds, rematches, refused moves, closed sockets, driver CPU):"
sed 's/^/#   /' "$scratch/driver.err"
