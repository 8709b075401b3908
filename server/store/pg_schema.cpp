#include "server/store/pg_schema.hpp"

#include <spdlog/spdlog.h>

#include <iterator>

#include "server/store/pg_sql.hpp"

namespace kangaroom::server {

using pg::execute;
using pg::Result;

namespace {

// Migrations, in order: migrations[i] brings the schema from version i to
// i + 1 (the same tables as SQLite's schema 3).
constexpr const char* migrations[] = {
    "CREATE TABLE rooms ("
    "  code TEXT PRIMARY KEY,"
    "  state TEXT NOT NULL,"
    "  version BIGINT NOT NULL,"
    "  saved_at_unix_ms BIGINT NOT NULL);"
    "CREATE TABLE room_checkpoints ("
    "  code TEXT PRIMARY KEY,"
    "  round INTEGER NOT NULL,"
    "  moves_included BIGINT NOT NULL,"
    "  game TEXT NOT NULL,"
    "  log TEXT NOT NULL,"
    "  log_has_private BOOLEAN NOT NULL,"
    "  next_log_seq BIGINT NOT NULL);"
    "CREATE TABLE room_events ("
    "  code TEXT NOT NULL,"
    "  seq BIGINT NOT NULL,"
    "  kind SMALLINT NOT NULL,"  // StoredEvent::Kind: 0 a move, 1 a chat line, 2 an agreement
    "  round INTEGER NOT NULL,"
    "  version BIGINT NOT NULL,"
    "  at_unix_ms BIGINT NOT NULL,"
    "  body TEXT NOT NULL,"
    "  PRIMARY KEY (code, seq));"
    "CREATE TABLE quarantine ("
    "  id BIGSERIAL PRIMARY KEY,"
    "  code TEXT NOT NULL,"
    "  record TEXT NOT NULL,"
    "  error TEXT NOT NULL,"
    "  quarantined_at_unix_ms BIGINT NOT NULL);"
    "CREATE TABLE replays ("
    "  code TEXT NOT NULL,"
    "  round INTEGER NOT NULL,"
    "  record TEXT NOT NULL,"
    "  finished_at_unix_ms BIGINT NOT NULL,"
    "  PRIMARY KEY (code, round));"
    "CREATE INDEX replays_by_age ON replays (finished_at_unix_ms);",
    // Rooms leased to the nodes of a cluster (room_leases.hpp).
    "CREATE TABLE room_leases ("
    "  code TEXT PRIMARY KEY,"
    "  owner TEXT,"               // the server holding it (RoomLeases::owner), NULL: free
    "  epoch BIGINT NOT NULL,"    // goes up with every claim; writes carry it
    "  lease_until TIMESTAMPTZ,"  // by the database's clock
    "  wanted_by TEXT);"          // another server asked for it (its players are routed there)
    "CREATE INDEX room_leases_by_owner ON room_leases (owner);",
    // Rooms that sleep (RoomWrite::wake_at_unix_ms): NULL while a node holds
    // the room in memory; the index finds the rooms due to wake.
    "ALTER TABLE rooms ADD COLUMN wake_at_unix_ms BIGINT;"
    "ALTER TABLE rooms ADD COLUMN summary TEXT;"
    "CREATE INDEX rooms_by_wake ON rooms (wake_at_unix_ms);",
    // Who created each room (RoomWrite::creator): the rooms-per-address
    // budget counted for the whole cluster, whichever node created them.
    ("ALTER TABLE rooms ADD COLUMN creator TEXT;"
     "CREATE INDEX rooms_by_creator ON rooms (creator) WHERE creator IS NOT NULL;"),
};
static_assert(std::size(migrations) == pg_schema_version);

}  // namespace

bool migrate_pg_schema(PGconn* connection, std::string& error) {
  // Every node runs this at start; the advisory lock (held to the end of
  // the transaction) makes the others wait and then find nothing to do.
  if (!execute(connection,
               "BEGIN; SELECT pg_advisory_xact_lock(7061746); "
               "CREATE TABLE IF NOT EXISTS kangaroom_schema (version INTEGER NOT NULL); "
               "INSERT INTO kangaroom_schema SELECT 0 WHERE NOT EXISTS "
               "(SELECT 1 FROM kangaroom_schema);",
               error)) {
    std::string ignored;
    execute(connection, "ROLLBACK", ignored);
    return false;
  }
  Result found_rows(PQexec(connection, "SELECT version FROM kangaroom_schema"));
  const int found = found_rows.ok() && found_rows.rows() == 1
                        ? static_cast<int>(found_rows.int64(0, 0))
                        : pg_schema_version + 1;
  bool ok = true;
  if (found > pg_schema_version) {
    error = "the database has schema version " + std::to_string(found) +
            ", newer than this server's " + std::to_string(pg_schema_version) +
            " (was it written by a later kangaroom?)";
    ok = false;
  }
  for (int version = found; ok && version < pg_schema_version; ++version) {
    const std::string step =
        std::string(migrations[version]) +
        "UPDATE kangaroom_schema SET version = " + std::to_string(version + 1) + ";";
    ok = execute(connection, step.c_str(), error);
    if (ok) spdlog::info("store: database schema migrated to version {}", version + 1);
  }
  std::string ignored;
  if (!ok) return execute(connection, "ROLLBACK", ignored) && false;
  return execute(connection, "COMMIT", error);
}

}  // namespace kangaroom::server
