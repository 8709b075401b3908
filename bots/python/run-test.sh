#!/usr/bin/env bash
# The Python bot SDK's whole test (README.md, "Tests"):
#   0. the unit tests (tests/test_*.py: no server), and mypy --strict on the
#      package where mypy is installed;
# then, against the real server on a free 127.0.0.1 port (../test-server.sh,
# as the other bot tests do):
#   1. tests/e2e_games.py: two SDK bots play whole games of kangaruse (two in
#      a row: a rematch), kanga, kangaroo and jackaroo (plain; with both seats
#      dropping their connection and coming back with the seat token; and
#      four bots in two teams), each checked to end with every seat's
#      game-end hook given the same outcome, and in Jackaroo no seat's
#      traffic naming another seat's cards (tests/secrecy.py);
#   2. the command line: `python3 -m kangaroom_bot --create GAME --seats N`
#      plays a whole game of each of the four games (Jackaroo with four
#      seats and --trace, the trace checked by tests/secrecy.py); a host and
#      a guest joining by the printed room code play two games; the two
#      example bots (examples/random_bot.py, the README's, and
#      examples/greedy_kanga.py) each join a command-line host; a command
#      stopped with SIGINT exits 130.
# Prints a line per check, then one summary line ("python-bot: N passed,
# M failed"); exits non-zero if anything failed. Nothing is timed except a
# 600 s watchdog against hangs.
#   bots/python/run-test.sh path/to/kangaroom
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
server=${1:?usage: run-test.sh SERVER_BINARY}
[[ -x "$server" ]] || { echo "no server binary at $server"; exit 1; }
watchdog_seconds=${WATCHDOG_SECONDS:-600}

# Debian's python3-websockets serves /usr/bin/python3; a python3 earlier on
# PATH (pyenv, a venv) may not see it. PYTHON overrides the choice.
python=
for candidate in ${PYTHON:-} python3 /usr/bin/python3; do
  if "$candidate" -c 'import websockets' 2>/dev/null; then python=$candidate; break; fi
done
[[ -n "$python" ]] || { echo "no python3 with websockets: apt-get install python3-websockets"; exit 1; }

work=$(mktemp -d /tmp/kangaroom-python-bot.XXXXXX)
passed=0
failed=0
pass() { echo "PASS $*"; passed=$((passed + 1)); }
fail() { echo "FAIL $*"; failed=$((failed + 1)); }
remaining() { echo $((watchdog_seconds - SECONDS > 1 ? watchdog_seconds - SECONDS : 1)); }

# 0. Unit tests and types: no server needed.
if (cd "$here" && timeout "$(remaining)" "$python" -m unittest discover -s tests >"$work/unit.out" 2>&1); then
  pass "unit tests: $(grep -o '^Ran [0-9]* tests' "$work/unit.out")"
else
  fail "unit tests:"
  tail -30 "$work/unit.out"
fi
if "$python" -m mypy --version >/dev/null 2>&1; then
  if (cd "$here" && "$python" -m mypy --strict kangaroom_bot >"$work/mypy.out" 2>&1); then
    pass "types: $("$python" -m mypy --version | cut -d' ' -f1,2) --strict: $(tail -1 "$work/mypy.out")"
  else
    fail "types: mypy --strict kangaroom_bot"
    tail -20 "$work/mypy.out"
  fi
else
  echo "SKIP types: no mypy for $python"
fi

source "$here/../test-server.sh"
cleanup() {
  local pid
  for pid in $(jobs -p); do kill "$pid" 2>/dev/null; done
  stop_server >/dev/null
  rm -rf "$work"
}
trap cleanup EXIT
start_server "$server" || exit 1

# 1. The library: two bots per room, every game.
timeout "$(remaining)" "$python" "$here/tests/e2e_games.py" "$SERVER_URL" >"$work/e2e.out" 2>"$work/e2e.err"
e2e_status=$?
cat "$work/e2e.out"
passed=$((passed + $(grep -c '^PASS ' "$work/e2e.out")))
failed=$((failed + $(grep -c '^FAIL ' "$work/e2e.out")))
if ((e2e_status != 0)); then
  ((e2e_status == 124)) && echo "FAIL: the games did not finish within ${watchdog_seconds} s"
  grep -q '^FAIL ' "$work/e2e.out" || failed=$((failed + 1))
  tail -30 "$work/e2e.err"
fi

# 2. The command line.
out_of_time() {
  if ((SECONDS >= watchdog_seconds)); then
    fail "$1: not run, the ${watchdog_seconds} s watchdog ran out"
    return 0
  fi
  return 1
}

# solo LABEL SEATS ARGS...: one process plays every seat of a room it creates.
solo() {
  local label=$1 seats=$2 status lines
  shift 2
  out_of_time "$label" && return
  (cd "$here" && exec timeout "$(remaining)" "$python" -m kangaroom_bot --url "$SERVER_URL" \
    --seats "$seats" --name cli "$@" >"$work/solo.out" 2>"$work/solo.err")
  status=$?
  lines=$("$python" - "$work/solo.out" "$seats" <<'EOF'
import json, sys
lines = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
seats = int(sys.argv[2])
ok = (sorted(line["seat"] for line in lines) == list(range(seats))
      and len({json.dumps([line["scores"], line["winners"]]) for line in lines}) == 1
      and all(line["winners"] for line in lines)
      # A random player may resign at its first turn: the other then never moved.
      and sum(line["moves"] for line in lines) > 0)
print(f"{lines[0]['room']}: winners {lines[0]['winners']} scores {lines[0]['scores']}, "
      f"moves {'+'.join(str(line['moves']) for line in sorted(lines, key=lambda l: l['seat']))}"
      if ok else "")
EOF
  )
  if ((status == 0)) && [[ -n "$lines" ]]; then
    pass "command line, $label: room $lines"
  else
    fail "command line, $label: exit $status"
    tail -n 5 "$work/solo.out" "$work/solo.err"
  fi
}

solo "kangaruse, 2 seats" 2 --create kangaruse --option size=tiny
solo "kanga 9x9, 2 seats, --strategy first" 2 --create kanga --option size=9 --strategy first
solo "kangaroo, 2 seats" 2 --create kangaroo --option move_limit=100
solo "jackaroo, 4 seats (two teams), traced" 4 --create jackaroo --option set_limit=5 --trace "$work/jackaroo.trace"
if [[ -s "$work/jackaroo.trace" ]]; then
  if verdict=$("$python" "$here/tests/secrecy.py" "$work/jackaroo.trace"); then
    pass "command line, jackaroo trace: $verdict"
  else
    fail "command line, jackaroo trace: $verdict"
  fi
fi

# wait_for_code FILE PID: the room code a creating process prints on stderr.
wait_for_code() {
  local file=$1 pid=$2 code=
  while kill -0 "$pid" 2>/dev/null; do
    code=$(sed -n 's/^room //p' "$file" 2>/dev/null)
    [[ -n "$code" ]] && break
    sleep 0.1
  done
  [[ -n "$code" ]] || code=$(sed -n 's/^room //p' "$file")
  echo "$code"
}

# pair LABEL GAMES "HOST ARGS" GUEST_COMMAND...: a command-line host creates
# a room, the guest command joins it (it gets the code last).
pair() {
  local label=$1 games=$2 host_args=$3 code host_pid host_status guest_status lines
  shift 3
  out_of_time "$label" && return
  rm -f "$work"/pair-*
  # shellcheck disable=SC2086  # host_args is split on purpose
  (cd "$here" && exec timeout "$(remaining)" "$python" -m kangaroom_bot --url "$SERVER_URL" \
    $host_args --games "$games" --name cli-host >"$work/pair-host.out" 2>"$work/pair-host.err") &
  host_pid=$!
  code=$(wait_for_code "$work/pair-host.err" "$host_pid")
  if [[ -z "$code" ]]; then
    wait "$host_pid"
    fail "$label: the creating command printed no room code (exit $?)"
    tail -5 "$work/pair-host.err"
    return
  fi
  (cd "$here" && PYTHONPATH=$here timeout "$(remaining)" "$@" "$code" \
    >"$work/pair-guest.out" 2>"$work/pair-guest.err")
  guest_status=$?
  wait "$host_pid"
  host_status=$?
  lines=$(grep -c 'scores' "$work/pair-host.out" "$work/pair-guest.out" | awk -F: '{n += $2} END {print n}')
  if ((host_status == 0 && guest_status == 0 && lines == 2 * games)); then
    pass "$label: room $code, $games game(s):"
    sed 's/^/  /' "$work/pair-host.out" "$work/pair-guest.out"
  else
    fail "$label: host exit $host_status, guest exit $guest_status, $lines result lines"
    tail -n 5 "$work/pair-host.err" "$work/pair-guest.err"
  fi
}

pair "command line, host and guest by room code" 2 "--create kangaruse --option size=tiny --room-seats 2" \
  "$python" -m kangaroom_bot --url "$SERVER_URL" --games 2 --name cli-guest --join
pair "README's examples/random_bot.py vs command line" 1 "--create kanga --room-seats 2" \
  "$python" examples/random_bot.py "$SERVER_URL"
pair "examples/greedy_kanga.py vs command line" 1 "--create kanga --option size=9 --room-seats 2" \
  "$python" examples/greedy_kanga.py "$SERVER_URL"

# 3. Ctrl-C: a host waiting for a second player is stopped with SIGINT.
if ! out_of_time "SIGINT"; then
  (cd "$here" && exec "$python" -m kangaroom_bot --url "$SERVER_URL" --create kanga --room-seats 2 \
    >"$work/int.out" 2>"$work/int.err") &
  int_pid=$!
  code=$(wait_for_code "$work/int.err" "$int_pid")
  sleep 0.5  # seated: the connection is open
  kill -INT "$int_pid"
  for _ in $(seq 50); do kill -0 "$int_pid" 2>/dev/null || break; sleep 0.1; done
  if kill -0 "$int_pid" 2>/dev/null; then
    kill -KILL "$int_pid"
    fail "SIGINT: the command was still running 5 s later"
  else
    wait "$int_pid"
    int_status=$?
    if [[ -n "$code" ]] && ((int_status == 130)) && grep -q 'stopped (SIGINT)' "$work/int.err" &&
      ! grep -q Traceback "$work/int.err"; then
      pass "SIGINT: room $code, the seated command stopped cleanly with status 130"
    else
      fail "SIGINT: exit $int_status"
      tail -5 "$work/int.err"
    fi
  fi
fi

stop_server || failed=$((failed + 1))
trap - EXIT
rm -rf "$work"
echo "python-bot: $passed passed, $failed failed"
((failed == 0))
