# Sourced by the bots' run-test.sh scripts: starts the real kangaroom server on
# a free 127.0.0.1 port and stops it again.
#   start_server SERVER_BINARY   sets SERVER_PID, SERVER_PORT, SERVER_URL (ws://...)
#   stop_server                  SIGTERM, then waits; fails if the server did not exit 0

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

start_server() {
  local binary=$1 attempt
  SERVER_LOG=$(mktemp /tmp/kangaroom-test-server.XXXXXX.log)
  for attempt in 1 2 3; do
    SERVER_PORT=$(free_port)
    # SERVER_ARGS: extra flags for the server (word-split on purpose).
    # shellcheck disable=SC2086
    "$binary" --bind 127.0.0.1 --port "$SERVER_PORT" ${SERVER_ARGS:-} >"$SERVER_LOG" 2>&1 &
    SERVER_PID=$!
    # Ready when /healthz answers; a server that exits (port taken meanwhile) is retried.
    while kill -0 "$SERVER_PID" 2>/dev/null; do
      if curl -fsS "http://127.0.0.1:$SERVER_PORT/healthz" >/dev/null 2>&1; then
        SERVER_URL="ws://127.0.0.1:$SERVER_PORT"
        echo "server pid $SERVER_PID on $SERVER_URL (log $SERVER_LOG)"
        return 0
      fi
      sleep 0.1
    done
    echo "server exited during start-up (attempt $attempt):"
    tail -5 "$SERVER_LOG"
  done
  return 1
}

stop_server() {
  [[ -n "${SERVER_PID:-}" ]] || return 0
  kill -TERM "$SERVER_PID" 2>/dev/null
  local status=0
  wait "$SERVER_PID" || status=$?
  SERVER_PID=
  if ((status != 0)); then
    echo "server exited with status $status; its log:"
    tail -20 "$SERVER_LOG"
    return 1
  fi
  rm -f "$SERVER_LOG"
}
