#!/usr/bin/env bash
# The PostgreSQL image's start: on an empty data folder, make the cluster, the
# user "kangaroom" (password KANGAROOM_DB_PASSWORD) and its database
# "kangaroom"; then become the server, listening on every address of the
# container on KANGAROOM_PG_PORT (5432). Extra arguments go to postgres
# (e.g. -c max_connections=200).
set -euo pipefail
bin=/usr/lib/postgresql/15/bin
data=${PGDATA:-/var/lib/postgresql/data}

if [[ ! -s "$data/PG_VERSION" ]]; then
  : "${KANGAROOM_DB_PASSWORD:?set KANGAROOM_DB_PASSWORD, the password of the database user kangaroom}"
  # Inside the container the socket needs no password (only its processes
  # reach it); over the network every client needs one (SCRAM).
  "$bin/initdb" -D "$data" -U postgres -E UTF8 --locale=C.UTF-8 \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  echo "host all all all scram-sha-256" >>"$data/pg_hba.conf"
  # Single-user mode: no server, no socket, no network while it is set up.
  password=${KANGAROOM_DB_PASSWORD//\'/\'\'}
  "$bin/postgres" --single -D "$data" postgres >/dev/null <<SQL
CREATE ROLE kangaroom LOGIN PASSWORD '$password';
CREATE DATABASE kangaroom OWNER kangaroom;
SQL
  echo "kangaroom-postgres: made the database kangaroom in $data"
fi

exec "$bin/postgres" -D "$data" -c listen_addresses='*' -c port="${KANGAROOM_PG_PORT:-5432}" \
  -c unix_socket_directories=/tmp "$@"
