#!/usr/bin/env bash
# Browser tests: starts the given kangaroom binary on 127.0.0.1 with a free
# port and this repository's web client, then drives Debian's Chromium with
# Playwright (playwright-core). Screenshots go to test-artifacts/browser/.
#   tests/browser/run.sh /abs/path/to/kangaroom [FILE.test.mjs...]
# With files named, only those run (while working on one); else all of them.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(cd "$here/../.." && pwd)
server=${1:?usage: tests/browser/run.sh SERVER_BINARY [TEST_FILE...]}
shift
declare -a files=("$@")
if ((${#files[@]} == 0)); then files=("$here"/*.test.mjs); fi
[[ -x "$server" ]] || { echo "browser: no server binary at $server"; exit 1; }
chromium=${KANGAROOM_CHROMIUM:-/usr/bin/chromium}
[[ -x "$chromium" ]] || { echo "browser: no Chromium at $chromium (scripts/install-deps.sh --web)"; exit 1; }
# Installed when a package of package.json is missing (a checkout from
# before @axe-core/playwright has playwright-core only).
if [[ ! -d "$here/node_modules/playwright-core" || ! -d "$here/node_modules/@axe-core/playwright" ]]; then
  (cd "$here" && npm ci --no-audit --no-fund --loglevel=error)
fi

artifacts="$repo/test-artifacts/browser"
mkdir -p "$artifacts"
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close();});')

# A short grace period lets the takeover test hand an absent seat to a bot;
# bots in seats think 30 ms rather than 600, so the full games (Jackaroo has
# two bot seats) are not mostly waiting. Every test's rooms come from this one
# address, so its room budget is lifted (the abuse layer tests the budget).
"$server" --bind 127.0.0.1 --port "$port" --web-root "$repo/web-client" --grace-period 2 --bot-think-ms 30 \
  --max-rooms-per-address 100000 >"$artifacts/server.log" 2>&1 &
server_pid=$!
stop_server() {
  if kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
}
trap stop_server EXIT

for _ in $(seq 1 300); do
  if curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null 2>&1; then break; fi
  if ! kill -0 "$server_pid" 2>/dev/null; then
    echo "browser: the server exited early; its log:"; cat "$artifacts/server.log"; exit 1
  fi
  sleep 0.2
done
curl -fsS "http://127.0.0.1:$port/healthz" >/dev/null || { echo "browser: the server did not answer /healthz"; exit 1; }

status=0
KANGAROOM_URL="http://127.0.0.1:$port" KANGAROOM_ARTIFACTS="$artifacts" KANGAROOM_CHROMIUM="$chromium" \
  node --test --test-concurrency=1 "${files[@]}" || status=$?
stop_server
trap - EXIT
if ((status != 0)); then
  echo "browser: FAILED (server log: $artifacts/server.log, screenshots: $artifacts/)"
fi
exit $status
