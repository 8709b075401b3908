#!/usr/bin/env bash
# Starts the real server on a free port, plays one complete game with two
# JavaScript example bots and a spectator, and validates every frame in both
# directions against protocol/schemas/; then one more game through
# test/moving-room-proxy.js (joins answered room_elsewhere, connections closed
# with 4000), which the bots must finish by reconnecting. Exits non-zero on
# any mismatch.
#   bots/examples/run-test.sh path/to/kangaroom
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
server=${1:?usage: run-test.sh SERVER_BINARY}
[[ -x "$server" ]] || { echo "no server binary at $server"; exit 1; }
[[ -d "$here/node_modules/ws" && -d "$here/node_modules/ajv" ]] ||
  { echo "missing node_modules in $here: run scripts/install-deps.sh --web"; exit 1; }

source "$here/../test-server.sh"
trap stop_server EXIT
start_server "$server" || exit 1

node "$here/test/traffic-test.js" "$SERVER_URL"
status=$?

proxy_out=$(mktemp /tmp/kangaroom-proxy.XXXXXX)
node "$here/test/moving-room-proxy.js" --server "$SERVER_URL" --elsewhere 2 --moved-every 1 \
  --elsewhere-after-move 1 >"$proxy_out" &
proxy_pid=$!
proxy_url=
for _ in $(seq 100); do
  proxy_url=$(sed -n 's/^listening //p' "$proxy_out")
  [[ -n "$proxy_url" ]] && break
  sleep 0.1
done
if [[ -z "$proxy_url" ]]; then
  echo "FAIL: the moving-room proxy did not start"; status=1
else
  node "$here/test/reconnect-test.js" "$proxy_url" || status=1
fi
kill -TERM "$proxy_pid" 2>/dev/null
wait "$proxy_pid"
echo "proxy: $(tail -1 "$proxy_out")"
rm -f "$proxy_out"
stop_server || status=1
trap - EXIT
exit $status
