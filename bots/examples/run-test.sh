#!/usr/bin/env bash
# Starts the real server on a free port, plays one complete game with two
# JavaScript example bots and a spectator, and validates every frame in both
# directions against protocol/schemas/. Exits non-zero on any mismatch.
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
stop_server || status=1
trap - EXIT
exit $status
