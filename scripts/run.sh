#!/usr/bin/env bash
# Installs what is missing, builds the release preset and starts the server
# on http://localhost:8080 (flags are passed through: scripts/run.sh --port 9000).
# Rooms are kept in ./data (KANGAROOM_DATA_DIR to change it), so stopping and
# starting the server again keeps every game.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
cmake --preset release >/dev/null
cmake --build --preset release --target kangaroom
exec build/release/server/kangaroom --web-root "$PWD/web-client" \
  --data-dir "${KANGAROOM_DATA_DIR:-$PWD/data}" "$@"
