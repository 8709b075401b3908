#!/usr/bin/env bash
# Installs what is missing, builds ONE configuration (the address+undefined
# sanitizer preset by default, so every layer also runs under the sanitizers)
# and runs every test layer against that one build. Prints one summary line
# per layer and exits non-zero if any layer failed.
#   scripts/test.sh                 all layers, asan preset
#   KANGAROOM_PRESET=debug scripts/test.sh
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD
preset=${KANGAROOM_PRESET:-asan}
build=build/$preset

scripts/install-deps.sh --web --fuzz --cluster || { echo "FAIL install-deps"; exit 1; }

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
# Every room in every layer (and in every server a layer starts) checks that
# it declared each change of its head (server/room/record_writer.hpp).
export KANGAROOM_CHECK_HEAD=${KANGAROOM_CHECK_HEAD:-1}
export CCACHE_DIR=${CCACHE_DIR:-$HOME/.cache/ccache}
# Paths relative to the checkout, so that another clone of the repository
# (CI's, a second worktree) reuses the same cache entries.
export CCACHE_BASEDIR=${CCACHE_BASEDIR:-$root}
export CCACHE_NOHASHDIR=${CCACHE_NOHASHDIR:-1}

declare -a summary=()
failed=0
# The last lines of each failed layer, printed again after the summary (and by
# .ci/run after its own layers), so that the end of a long log says why.
mkdir -p build
failures_log=$root/build/failed-layers.log
: >"$failures_log"
layer() {  # layer NAME COMMAND...: runs one layer, records PASS/FAIL with its time
  local name=$1; shift
  local start=$SECONDS log
  log=$(mktemp)
  echo "=== layer $name: $*"
  # tee through a process substitution: a background child of the layer
  # that keeps the pipe open cannot make the script wait for it.
  if "$@" > >(tee "$log") 2>&1; then
    summary+=("PASS  $name ($((SECONDS - start)) s)")
  else
    summary+=("FAIL  $name ($((SECONDS - start)) s): $*")
    failed=1
    sleep 1  # let tee write the last lines
    { echo "=== the last 60 lines of layer $name"; tail -60 "$log"; } >>"$failures_log"
  fi
  rm -f "$log"
}

# The format layer: every tracked C++ file as clang-format (14, Debian 12's)
# writes it with the root .clang-format. Fix with `clang-format -i FILE`.
format_check() {
  local out
  out=$(git ls-files -z '*.cpp' '*.hpp' | xargs -0 clang-format --dry-run --Werror 2>&1) && return 0
  local files
  files=$(grep -o '^[^:]*:[0-9]*:[0-9]*: error' <<<"$out" | cut -d: -f1 | sort -u)
  if [[ -n $files ]]; then
    echo "not formatted ($(clang-format --version)); fix with clang-format -i:"
    sed 's/^/  /' <<<"$files"
  else
    echo "$out"
  fi
  return 1
}
layer format format_check

# The house layer: file and Room size limits (scripts/house.sh), and proof
# that the check can fail: a planted 601-line file must be refused.
house_layer() {
  scripts/house.sh || return 1
  local planted status
  planted=$(mktemp --suffix=.cpp)
  seq 601 >"$planted"
  scripts/house.sh "$planted" >/dev/null
  status=$?
  rm -f "$planted"
  if ((status == 0)); then
    echo "house: a planted 601-line file passed the check"
    return 1
  fi
  echo "house: a planted 601-line file fails the check, as it must"
}
layer house house_layer

build_all() {
  cmake --preset "$preset" >/dev/null && cmake --build --preset "$preset"
}
layer build build_all
if [[ ${summary[-1]} == FAIL* ]]; then  # nothing to test without the build
  printf '%s\n' "${summary[@]}"
  cat "$failures_log"
  exit 1
fi

# A missing test binary or script is a failure of its layer (bash: "No such
# file or directory"), never a skip.
layer engine "$build/tests/engine_tests"
layer protocol "$build/tests/protocol_tests"
layer server "$build/tests/server_tests" -tce='postgres:*'
# Web Push's cryptography (server/push): RFC 8291's own example byte for
# byte, then checked against npm's web-push as an independent implementation.
push_layer() {
  "$build/tests/push_tests" && tests/push/run-crosscheck.sh "$build"
}
layer push push_layer
# The integration binary holds the abuse cases too (tests/integration/abuse_test.cpp):
# they run as a layer of their own, so a failure says which kind it is.
layer integration "$build/tests/integration_tests" -tce='abuse:*,postgres:*'
layer abuse "$build/tests/integration_tests" -tc='abuse:*'
# A short soak (bench/soak): rooms of every game with disconnects, reconnects,
# chat and moves, every view checked against a fresh snapshot. The one-hour
# run is a benchmark (bench/README.md, "Soak"); this keeps the program honest.
soak_args=(--seconds 20 --rooms 16 --spectators 2 --disconnect-every 15 --chat-every 10 --check-every 5
           --think-min 0.02 --think-max 0.2 --resign-chance 0.02 --report-every 10 --settle-timeout 3600)
layer soak "$build/bench/soak/kangaroom-soak" --server "$build/server/kangaroom" "${soak_args[@]}"

# The postgres layer: the store on PostgreSQL (a cluster's shared store),
# against a throwaway server of its own (scripts/postgres-local.sh): the
# store's unit cases (restarting the database midway) and every game across
# a SIGKILL of the kangaroom server.
postgres_layer() {
  local dir port url status=0
  dir=$(mktemp -d)
  port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close();});')
  url=$(scripts/postgres-local.sh start "$dir" "$port") || { rm -rf "$dir"; return 1; }
  KANGAROOM_TEST_DATABASE=$url KANGAROOM_TEST_PG_DIR=$dir "$build/tests/server_tests" -tc='postgres:*' || status=1
  KANGAROOM_TEST_DATABASE=$url "$build/tests/integration_tests" -tc='postgres:*' || status=1
  scripts/postgres-local.sh stop "$dir"
  rm -rf "$dir"
  return "$status"
}
layer postgres postgres_layer

# The cluster layer: three nodes, HAProxy and PostgreSQL (scripts/cluster.sh);
# 32 rooms of every game played through HAProxy while the node holding the
# most rooms is killed, then a frozen node resumed must refuse a move for a
# room it lost; every acknowledged move checked against the stored games.
layer cluster tests/cluster/run.sh "$root/$build/server/kangaroom" "$root/$build/bots/kangaroom-bot"

# The tsan layer: a second build, clang 16 with ThreadSanitizer (the clang-tsan
# preset: warnings are errors there, so it is also the clang build), of the
# server and what drives its threads: the server's unit tests, the integration
# tests (abuse included; they start the TSan server) and a shorter soak with
# four I/O threads. Any ThreadSanitizer report fails the layer, also one from
# a server process whose exit status nobody reads. No suppressions: there has
# been no report to suppress.
tsan_run() {  # tsan_run COMMAND...: the command's status, or 1 if TSan reported
  local log status
  log=$(mktemp)
  "$@" 2>&1 | tee "$log"
  status=${PIPESTATUS[0]}
  if grep -q 'WARNING: ThreadSanitizer' "$log"; then
    echo "ThreadSanitizer reported (above): $*"
    status=1
  fi
  rm -f "$log"
  return "$status"
}
tsan_layer() {
  local tsan=build/clang-tsan
  cmake --preset clang-tsan >/dev/null && cmake --build --preset clang-tsan || return 1
  local status=0
  local -x TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1}
  tsan_run "$tsan/tests/server_tests" -tce='postgres:*' || status=1
  tsan_run "$tsan/tests/integration_tests" -tce='postgres:*' || status=1
  tsan_run "$tsan/bench/soak/kangaroom-soak" --server "$tsan/server/kangaroom" \
    --server-arg --threads --server-arg 4 "${soak_args[@]}" --seconds 15 --report-every 5 || status=1
  return "$status"
}
layer tsan tsan_layer

layer bot-unit "$build/bots/bot_tests"
layer test-lib python3 tests/lib/acked_moves.py
layer sim tests/tools/run-sim-tests.sh "$root/$build/tools/kangaroom-sim"
layer bot-cli bots/run-test.sh "$root/$build/server/kangaroom" "$root/$build/bots/kangaroom-bot"
layer web-unit node --test tests/web/
layer fuzz tests/fuzz/run.sh
layer browser tests/browser/run.sh "$root/$build/server/kangaroom"
layer js-bot bots/examples/run-test.sh "$root/$build/server/kangaroom"
# The Python bot SDK (bots/python): its unit tests, then two SDK bots play
# every game through the real server.
python_bot_layer() {
  (cd bots/python && /usr/bin/python3 -m unittest discover -s tests -q) &&
    bots/python/run-test.sh "$root/$build/server/kangaroom"
}
layer py-bot python_bot_layer

echo
echo "=== summary ($preset build)"
printf '%s\n' "${summary[@]}"
cat "$failures_log"
exit $failed
