#include "server/store/sqlite_schema.hpp"

#include <spdlog/spdlog.h>

#include <filesystem>
#include <iterator>

#include "server/store/sqlite_util.hpp"
#include "server/util/unix_time.hpp"

namespace kangaroom::server {

namespace {

// Migrations, in order: migrations[i] brings the schema from version i to
// i + 1. A later change appends one; PRAGMA user_version says where a
// database stands.
constexpr const char* migrations[] = {
    "CREATE TABLE rooms ("
    "  code TEXT PRIMARY KEY,"
    "  state TEXT NOT NULL,"  // the room's head (format 2) or, before version 3, its whole record
    "  saved_at_unix_ms INTEGER NOT NULL"
    ") WITHOUT ROWID;",
    "CREATE TABLE replays ("
    "  code TEXT NOT NULL,"
    "  round INTEGER NOT NULL,"
    "  record TEXT NOT NULL,"  // ReplayArchive's record as JSON
    "  finished_at_unix_ms INTEGER NOT NULL,"
    "  PRIMARY KEY (code, round)"
    ") WITHOUT ROWID;"
    "CREATE INDEX replays_by_age ON replays (finished_at_unix_ms);",
    // The move log (room_write.hpp).
    "ALTER TABLE rooms ADD COLUMN version INTEGER NOT NULL DEFAULT 0;"
    "CREATE TABLE room_checkpoints ("
    "  code TEXT PRIMARY KEY,"
    "  round INTEGER NOT NULL,"
    "  moves_included INTEGER NOT NULL,"
    "  game TEXT NOT NULL,"
    "  log TEXT NOT NULL,"
    "  log_has_private INTEGER NOT NULL,"
    "  next_log_seq INTEGER NOT NULL"
    ") WITHOUT ROWID;"
    "CREATE TABLE room_events ("
    "  code TEXT NOT NULL,"
    "  seq INTEGER NOT NULL,"
    "  kind INTEGER NOT NULL,"  // 0 a move, 1 a chat line, 2 an agreement (room_write.hpp)
    "  round INTEGER NOT NULL,"
    "  version INTEGER NOT NULL,"
    "  at_unix_ms INTEGER NOT NULL,"
    "  body TEXT NOT NULL,"
    "  PRIMARY KEY (code, seq)"
    ") WITHOUT ROWID;"
    "CREATE TABLE quarantine ("
    "  code TEXT NOT NULL,"
    "  record TEXT NOT NULL,"
    "  error TEXT NOT NULL,"
    "  quarantined_at_unix_ms INTEGER NOT NULL"
    ");",
    // Rooms that sleep (RoomWrite::wake_at_unix_ms): NULL while a server
    // holds the room in memory; the index finds the rooms due to wake.
    "ALTER TABLE rooms ADD COLUMN wake_at_unix_ms INTEGER;"
    "ALTER TABLE rooms ADD COLUMN summary TEXT;"
    "CREATE INDEX rooms_by_wake ON rooms (wake_at_unix_ms);",
    // Who created each room (RoomWrite::creator), for the rooms-per-address
    // budget of sleeping rooms too.
    ("ALTER TABLE rooms ADD COLUMN creator TEXT;"
     "CREATE INDEX rooms_by_creator ON rooms (creator) WHERE creator IS NOT NULL;"),
};
static_assert(std::size(migrations) == sqlite_schema_version);

// Before a migration, the file as it was is copied beside it (VACUUM INTO
// makes a consistent copy, WAL included): a migration that goes wrong, or a
// server rolled back, still has the old data.
bool keep_copy_before_migration(sqlite3* db, const std::string& path, int found,
                                std::string& error) {
  std::string copy = path + ".before-v" + std::to_string(sqlite_schema_version);
  if (std::filesystem::exists(copy)) copy += "-" + std::to_string(unix_ms_now());
  if (!sqlite::execute(db, "VACUUM INTO " + sqlite::quoted(copy), error)) return false;
  spdlog::info("store: kept a copy of the schema version {} database in '{}'", found, copy);
  return true;
}

}  // namespace

bool migrate_sqlite_schema(sqlite3* db, const std::string& path, std::string& error) {
  const int found = sqlite::user_version(db);
  if (found > sqlite_schema_version) {
    error = "the database has schema version " + std::to_string(found) +
            ", newer than this server's " + std::to_string(sqlite_schema_version) +
            " (was it written by a later kangaroom?)";
    return false;
  }
  if (found > 0 && found < sqlite_schema_version &&
      !keep_copy_before_migration(db, path, found, error))
    return false;
  for (int version = found; version < sqlite_schema_version; ++version) {
    const std::string step = std::string("BEGIN;") + migrations[version] +
                             "PRAGMA user_version = " + std::to_string(version + 1) + ";COMMIT;";
    if (!sqlite::execute(db, step, error)) {
      std::string ignored;
      sqlite::execute(db, "ROLLBACK", ignored);
      return false;
    }
    spdlog::info("store: schema migrated to version {}", version + 1);
  }
  return true;
}

}  // namespace kangaroom::server
