#!/usr/bin/env bash
# A throwaway PostgreSQL server for tests and a local cluster, as a local
# process (no system service): its files, socket and log under DIR.
#   scripts/postgres-local.sh start DIR PORT   initializes DIR/pgdata if new, starts it,
#                                             creates the database "kangaroom" and prints
#                                             its URL (postgresql://kangaroom@127.0.0.1:PORT/kangaroom)
#   scripts/postgres-local.sh stop DIR        stops it (fast shutdown)
#   scripts/postgres-local.sh restart DIR     stops and starts it on the same port
# PostgreSQL refuses to run as root: as root (CI) its programs run as the
# `postgres` user, which owns DIR/pgdata. Trust authentication on 127.0.0.1
# and the socket only: for tests, never for a public server.
set -euo pipefail
command=${1:?usage: postgres-local.sh start DIR PORT | stop DIR | restart DIR}
dir=${2:?a directory}
mkdir -p "$dir"
dir=$(cd "$dir" && pwd)
bin=${KANGAROOM_PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}
[[ -x "$bin/pg_ctl" ]] || { echo "postgres-local: no PostgreSQL server found (scripts/install-deps.sh --postgres)"; exit 1; }

as_owner() {  # runs a PostgreSQL program as the user owning the data
  if ((EUID == 0)); then runuser -u postgres -- "$@"; else "$@"; fi
}

start() {
  local port=$1
  local data="$dir/pgdata"
  if [[ ! -d "$data" ]]; then
    mkdir -p "$data"
    if ((EUID == 0)); then chown postgres "$dir" "$data"; fi
    as_owner "$bin/initdb" -D "$data" -U kangaroom --auth=trust -E UTF8 >"$dir/initdb.log" 2>&1 \
      || { cat "$dir/initdb.log"; exit 1; }
  fi
  echo "$port" >"$dir/port"
  # A socket in DIR, not /var/run/postgresql (which may not exist or belong
  # to a system cluster).
  as_owner "$bin/pg_ctl" -D "$data" -l "$dir/postgres.log" -w -t 60 \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=on" start >/dev/null \
    || { cat "$dir/postgres.log"; exit 1; }
  if ! as_owner "$bin/psql" -h 127.0.0.1 -p "$port" -U kangaroom -d postgres -tAc \
      "SELECT 1 FROM pg_database WHERE datname = 'kangaroom'" | grep -q 1; then
    as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U kangaroom kangaroom
  fi
  echo "postgresql://kangaroom@127.0.0.1:$port/kangaroom"
}

stop() {
  [[ -d "$dir/pgdata" ]] || return 0
  as_owner "$bin/pg_ctl" -D "$dir/pgdata" -m fast -w stop >/dev/null 2>&1 || true
}

case $command in
  start) start "${3:?a port}" ;;
  stop) stop ;;
  restart) stop; start "$(cat "$dir/port")" ;;
  *) echo "postgres-local: unknown command $command"; exit 1 ;;
esac
