#include "server/store/sqlite_backend.hpp"

#include <spdlog/spdlog.h>
#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <map>

#include "server/store/sqlite_recovery.hpp"
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
static_assert(std::size(migrations) == SqliteBackend::schema_version);

// Before a migration, the file as it was is copied beside it (VACUUM INTO
// makes a consistent copy, WAL included): a migration that goes wrong, or a
// server rolled back, still has the old data.
bool keep_copy_before_migration(sqlite3* db, const std::string& path, int found,
                                std::string& error) {
  std::string copy = path + ".before-v" + std::to_string(SqliteBackend::schema_version);
  if (std::filesystem::exists(copy)) copy += "-" + std::to_string(unix_ms_now());
  if (!sqlite::execute(db, "VACUUM INTO " + sqlite::quoted(copy), error)) return false;
  spdlog::info("store: kept a copy of the schema version {} database in '{}'", found, copy);
  return true;
}

bool migrate(sqlite3* db, const std::string& path, std::string& error) {
  const int found = sqlite::user_version(db);
  if (found > SqliteBackend::schema_version) {
    error = "the database has schema version " + std::to_string(found) +
            ", newer than this server's " + std::to_string(SqliteBackend::schema_version) +
            " (was it written by a later kangaroom?)";
    return false;
  }
  if (found > 0 && found < SqliteBackend::schema_version &&
      !keep_copy_before_migration(db, path, found, error))
    return false;
  for (int version = found; version < SqliteBackend::schema_version; ++version) {
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

std::string database_path(const std::string& directory) {
  return (std::filesystem::path(directory) / "kangaroom.sqlite3").string();
}

std::string damaged_message(const std::string& path, const std::string& detail) {
  return "the database '" + path + "' is damaged (" + detail +
         "). Nothing was changed. Start once with --recover to copy every row that can still be "
         "read into a fresh database (the damaged file is kept beside it), or restore a backup";
}

}  // namespace

// The writer's prepared statements, made once.
struct SqliteBackend::Statements {
  explicit Statements(sqlite3* db)
      : head(db,
             "INSERT INTO rooms (code, state, version, saved_at_unix_ms) VALUES (?1, ?2, ?3, ?4) "
             "ON CONFLICT (code) DO UPDATE SET state = excluded.state, version = "
             "excluded.version, saved_at_unix_ms = excluded.saved_at_unix_ms"),
        checkpoint(db,
                   "INSERT OR REPLACE INTO room_checkpoints (code, round, moves_included, game, "
                   "log, log_has_private, next_log_seq) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)"),
        drop_moves(db, "DELETE FROM room_events WHERE code = ?1 AND kind IN (0, 2)"),
        event(db,
              "INSERT OR REPLACE INTO room_events (code, seq, kind, round, version, at_unix_ms, "
              "body) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)"),
        drop_chat(db, "DELETE FROM room_events WHERE code = ?1 AND kind = 1 AND seq < ?2"),
        erase_room(db, "DELETE FROM rooms WHERE code = ?1"),
        erase_checkpoint(db, "DELETE FROM room_checkpoints WHERE code = ?1"),
        erase_events(db, "DELETE FROM room_events WHERE code = ?1"),
        quarantine(db,
                   "INSERT INTO quarantine (code, record, error, quarantined_at_unix_ms) VALUES "
                   "(?1, ?2, ?3, ?4)"),
        replay(db,
               "INSERT OR REPLACE INTO replays (code, round, record, finished_at_unix_ms) "
               "VALUES (?1, ?2, ?3, ?4)"),
        old_replays(db, "DELETE FROM replays WHERE finished_at_unix_ms < ?1"),
        sleep(db, "UPDATE rooms SET wake_at_unix_ms = ?2, summary = ?3 WHERE code = ?1"),
        wake(db, "UPDATE rooms SET wake_at_unix_ms = NULL WHERE code = ?1"),
        creator(db, "UPDATE rooms SET creator = ?2 WHERE code = ?1") {}
  sqlite::Statement head, checkpoint, drop_moves, event, drop_chat, erase_room, erase_checkpoint,
      erase_events, quarantine, replay, old_replays, sleep, wake, creator;
};

std::unique_ptr<SqliteBackend> SqliteBackend::open(const std::string& directory, std::string& error,
                                                   StoreOptions options) {
  std::error_code created;
  std::filesystem::create_directories(directory, created);
  if (created) {
    error = "cannot create the data directory '" + directory + "': " + created.message();
    return nullptr;
  }
  auto lock = DirectoryLock::acquire(directory, error);
  if (!lock) return nullptr;
  const std::string path = database_path(directory);
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(path.c_str(), &db,
                      SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
                      nullptr) != SQLITE_OK) {
    error = "cannot open '" + path + "': " + (db ? sqlite3_errmsg(db) : "out of memory");
    sqlite3_close(db);
    return nullptr;
  }
  sqlite3_busy_timeout(db, 5000);
  // WAL: a committed batch survives the process being killed. The sync
  // level decides what a power cut may take (StoreOptions::full_sync).
  const std::string pragmas = std::string("PRAGMA journal_mode=WAL; PRAGMA synchronous=") +
                              (options.full_sync ? "FULL" : "NORMAL") + ";";
  std::string check;
  if (!sqlite::execute(db, pragmas, error)) {
    const int code = sqlite3_errcode(db);
    if (code == SQLITE_NOTADB || code == SQLITE_CORRUPT)
      error = damaged_message(path, error);
    else
      error = "'" + path + "': " + error;
    sqlite3_close(db);
    return nullptr;
  }
  // quick_check reads every page once (about a second per GB); it does not
  // compare indexes with their tables as integrity_check does.
  if (!sqlite::quick_check(db, check)) {
    error = damaged_message(path, "quick_check: " + check);
    sqlite3_close(db);
    return nullptr;
  }
  if (!migrate(db, path, error)) {
    error = "'" + path + "': " + error;
    sqlite3_close(db);
    return nullptr;
  }
  sqlite3* reader = nullptr;
  if (sqlite3_open_v2(path.c_str(), &reader, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, nullptr) !=
      SQLITE_OK) {
    error = "cannot open '" + path +
            "' for reading: " + (reader ? sqlite3_errmsg(reader) : "out of memory");
    sqlite3_close(reader);
    sqlite3_close(db);
    return nullptr;
  }
  sqlite3_busy_timeout(reader, 5000);
  return std::unique_ptr<SqliteBackend>(new SqliteBackend(std::move(lock), db, reader, path));
}

SqliteBackend::SqliteBackend(std::unique_ptr<DirectoryLock> lock, sqlite3* db, sqlite3* reader,
                             std::string path)
    : lock_(std::move(lock)),
      db_(db),
      statements_(std::make_unique<Statements>(db)),
      reader_(reader),
      path_(std::move(path)) {}

SqliteBackend::~SqliteBackend() {
  statements_.reset();
  sqlite3_close(reader_);
  sqlite3_close(db_);
}

std::vector<StoredRoom> SqliteBackend::load_all() { return load(nullptr, nullptr); }

std::vector<StoredRoom> SqliteBackend::load_awake() {
  return load("wake_at_unix_ms IS NULL", nullptr);
}

std::optional<StoredRoom> SqliteBackend::load_room(const std::string& code) {
  auto rooms = load("code = ?1", &code);
  if (rooms.empty()) return std::nullopt;
  return std::move(rooms.front());
}

std::vector<std::string> SqliteBackend::due_rooms(std::int64_t now_unix_ms, std::size_t limit) {
  std::lock_guard lock(reader_mutex_);
  std::vector<std::string> due;
  sqlite::Statement rows(reader_,
                         "SELECT code FROM rooms WHERE wake_at_unix_ms <= ?1 "
                         "ORDER BY wake_at_unix_ms LIMIT ?2");
  rows.bind(1, now_unix_ms).bind(2, static_cast<std::int64_t>(limit));
  while (rows.step() == SQLITE_ROW) due.push_back(rows.text(0));
  return due;
}

std::optional<std::size_t> SqliteBackend::rooms_created_by(const std::string& creator) {
  std::lock_guard lock(reader_mutex_);
  sqlite::Statement count(reader_, "SELECT count(*) FROM rooms WHERE creator = ?1");
  count.bind(1, creator);
  if (count.step() != SQLITE_ROW) return std::nullopt;
  return static_cast<std::size_t>(count.int64(0));
}

std::vector<StoredSummary> SqliteBackend::summaries(const std::vector<std::string>& codes) {
  std::lock_guard lock(reader_mutex_);
  std::vector<StoredSummary> found;
  sqlite::Statement row(reader_, "SELECT state, coalesce(summary, '') FROM rooms WHERE code = ?1");
  for (const std::string& code : codes) {
    row.bind(1, code);
    if (row.step() == SQLITE_ROW) found.push_back({code, row.text(0), row.text(1)});
  }
  return found;
}

std::vector<StoredRoom> SqliteBackend::load(const char* where, const std::string* code) {
  std::lock_guard lock(reader_mutex_);
  // Rooms read in one read transaction: the three tables agree.
  std::string ignored;
  sqlite::execute(reader_, "BEGIN", ignored);
  const std::string rooms_where = where ? std::string(" WHERE ") + where : std::string();
  // The other tables, for the rooms chosen: all of them, one by code, or
  // those whose room row matches.
  const std::string of_rooms = !where ? std::string()
                               : code
                                   ? std::string(" WHERE code = ?1")
                                   : " WHERE code IN (SELECT code FROM rooms" + rooms_where + ")";
  auto bound = [&](sqlite::Statement& statement) -> sqlite::Statement& {
    if (code) statement.bind(1, *code);
    return statement;
  };
  std::map<std::string, StoredRoom> rooms;
  {
    const std::string sql =
        "SELECT code, state, version, saved_at_unix_ms FROM rooms" + rooms_where;
    sqlite::Statement heads(reader_, sql.c_str());
    bound(heads);
    while (heads.step() == SQLITE_ROW) {
      StoredRoom room;
      room.code = heads.text(0);
      room.head = heads.text(1);
      room.version = static_cast<std::uint64_t>(heads.int64(2));
      room.touched_at_unix_ms = heads.int64(3);
      std::string code = room.code;
      rooms.emplace(std::move(code), std::move(room));
    }
  }
  {
    const std::string sql =
        "SELECT code, round, moves_included, game, log, log_has_private, next_log_seq FROM "
        "room_checkpoints" +
        of_rooms;
    sqlite::Statement checkpoints(reader_, sql.c_str());
    bound(checkpoints);
    while (checkpoints.step() == SQLITE_ROW) {
      const auto room = rooms.find(checkpoints.text(0));
      if (room == rooms.end()) continue;
      room->second.checkpoint = StoredCheckpoint{
          static_cast<int>(checkpoints.int64(1)),
          static_cast<std::uint64_t>(checkpoints.int64(2)),
          checkpoints.text(3),
          checkpoints.text(4),
          checkpoints.int64(5) != 0,
          static_cast<std::uint64_t>(checkpoints.int64(6)),
      };
    }
  }
  {
    const std::string sql =
        "SELECT code, seq, kind, round, version, at_unix_ms, body FROM room_events" + of_rooms +
        " ORDER BY code, seq";
    sqlite::Statement events(reader_, sql.c_str());
    bound(events);
    auto room = rooms.end();
    while (events.step() == SQLITE_ROW) {
      const std::string code = events.text(0);
      if (room == rooms.end() || room->first != code) room = rooms.find(code);
      if (room == rooms.end()) continue;
      StoredEvent event;
      event.seq = static_cast<std::uint64_t>(events.int64(1));
      const std::int64_t kind = events.int64(2);
      event.kind = kind == 0   ? StoredEvent::Kind::move
                   : kind == 2 ? StoredEvent::Kind::agreement
                               : StoredEvent::Kind::chat;
      event.round = static_cast<int>(events.int64(3));
      event.version = static_cast<std::uint64_t>(events.int64(4));
      event.at_unix_ms = events.int64(5);
      event.body = events.text(6);
      room->second.version = std::max(room->second.version, event.version);
      room->second.touched_at_unix_ms = std::max(room->second.touched_at_unix_ms, event.at_unix_ms);
      if (event.kind != StoredEvent::Kind::chat)
        room->second.last_move_at_unix_ms =
            std::max(room->second.last_move_at_unix_ms, event.at_unix_ms);
      room->second.events.push_back(std::move(event));
    }
  }
  sqlite::execute(reader_, "COMMIT", ignored);
  std::vector<StoredRoom> loaded;
  loaded.reserve(rooms.size());
  for (auto& [code, room] : rooms) loaded.push_back(std::move(room));
  return loaded;
}

std::vector<StoredReplay> SqliteBackend::load_replays() {
  std::lock_guard lock(reader_mutex_);
  std::vector<StoredReplay> replays;
  sqlite::Statement rows(reader_,
                         "SELECT code, round, record, finished_at_unix_ms FROM replays ORDER BY "
                         "finished_at_unix_ms");
  while (rows.step() == SQLITE_ROW)
    replays.push_back({rows.text(0), static_cast<int>(rows.int64(1)), rows.text(2), rows.int64(3)});
  return replays;
}

std::vector<std::pair<std::string, std::string>> SqliteBackend::quarantined() {
  std::vector<std::pair<std::string, std::string>> rooms;
  std::lock_guard lock(reader_mutex_);
  sqlite::Statement rows(reader_, "SELECT code, error FROM quarantine ORDER BY rowid");
  while (rows.step() == SQLITE_ROW) rooms.emplace_back(rows.text(0), rows.text(1));
  return rooms;
}

bool SqliteBackend::write_batch(std::vector<StoreOp>& batch, std::uint64_t& rows,
                                std::uint64_t& bytes) {
  std::string error;
  if (!sqlite::execute(db_, "BEGIN", error)) {
    spdlog::error("store: cannot begin a write: {}", error);
    return false;
  }
  Statements& sql = *statements_;
  const std::int64_t now = unix_ms_now();
  bool ok = true;
  auto run = [&](sqlite::Statement& statement, const std::string& code) {
    if (ok && statement.step() != SQLITE_DONE) {
      spdlog::error("store: room={} not written: {}", code, sqlite3_errmsg(db_));
      ok = false;
    }
    ++rows;
  };
  for (const StoreOp& op : batch) {
    if (!ok) break;
    switch (op.kind) {
      case StoreOp::Kind::write: {
        const RoomWrite& change = op.write;
        bytes += change.bytes();
        if (change.head) {
          sql.head.bind(1, change.code).bind(2, *change.head);
          sql.head.bind(3, static_cast<std::int64_t>(change.version)).bind(4, now);
          run(sql.head, change.code);
        }
        if (change.checkpoint) {
          const StoredCheckpoint& point = *change.checkpoint;
          sql.checkpoint.bind(1, change.code).bind(2, point.round);
          sql.checkpoint.bind(3, static_cast<std::int64_t>(point.moves_included));
          sql.checkpoint.bind(4, point.game).bind(5, point.log);
          sql.checkpoint.bind(6, point.log_has_private ? 1 : 0);
          sql.checkpoint.bind(7, static_cast<std::int64_t>(point.next_log_seq));
          run(sql.checkpoint, change.code);
          sql.drop_moves.bind(1, change.code);
          run(sql.drop_moves, change.code);
        }
        for (const StoredEvent& event : change.events) {
          sql.event.bind(1, change.code).bind(2, static_cast<std::int64_t>(event.seq));
          const int kind = event.kind == StoredEvent::Kind::move        ? 0
                           : event.kind == StoredEvent::Kind::agreement ? 2
                                                                        : 1;
          sql.event.bind(3, kind).bind(4, event.round);
          sql.event.bind(5, static_cast<std::int64_t>(event.version)).bind(6, event.at_unix_ms);
          sql.event.bind(7, event.body);
          run(sql.event, change.code);
        }
        if (change.drop_chat_before) {
          sql.drop_chat.bind(1, change.code);
          sql.drop_chat.bind(2, static_cast<std::int64_t>(*change.drop_chat_before));
          run(sql.drop_chat, change.code);
        }
        if (change.wake_at_unix_ms) {
          sql.sleep.bind(1, change.code).bind(2, *change.wake_at_unix_ms);
          sql.sleep.bind(3, change.summary.value_or(""));
          run(sql.sleep, change.code);
        } else if (change.awake) {
          sql.wake.bind(1, change.code);
          run(sql.wake, change.code);
        }
        if (change.creator) {
          sql.creator.bind(1, change.code).bind(2, *change.creator);
          run(sql.creator, change.code);
        }
        break;
      }
      case StoreOp::Kind::quarantine:
        sql.quarantine.bind(1, op.code).bind(2, op.record).bind(3, op.error).bind(4, now);
        run(sql.quarantine, op.code);
        [[fallthrough]];
      case StoreOp::Kind::erase:
        sql.erase_room.bind(1, op.code);
        run(sql.erase_room, op.code);
        sql.erase_checkpoint.bind(1, op.code);
        run(sql.erase_checkpoint, op.code);
        sql.erase_events.bind(1, op.code);
        run(sql.erase_events, op.code);
        break;
      case StoreOp::Kind::replay:
        sql.replay.bind(1, op.replay.code).bind(2, op.replay.round);
        sql.replay.bind(3, op.replay.record).bind(4, op.replay.finished_at_unix_ms);
        run(sql.replay, op.replay.code);
        break;
      case StoreOp::Kind::erase_replays:
        sql.old_replays.bind(1, op.before_unix_ms);
        run(sql.old_replays, "(old replays)");
        break;
    }
  }
  if (ok && sqlite::execute(db_, "COMMIT", error)) return true;
  if (ok) spdlog::error("store: a batch of {} changes was not committed: {}", batch.size(), error);
  std::string ignored;
  sqlite::execute(db_, "ROLLBACK", ignored);
  rows = 0;
  bytes = 0;
  return false;
}

bool SqliteBackend::backup(const std::string& directory, const std::string& target,
                           std::string& error) {
  const std::string path = database_path(directory);
  if (!std::filesystem::exists(path)) {
    error = "no database at '" + path + "'";
    return false;
  }
  if (std::filesystem::exists(target)) {
    error = "'" + target + "' exists already; name a new file";
    return false;
  }
  sqlite::Connection db(path, SQLITE_OPEN_READONLY, error);
  if (!db) return false;
  sqlite3_busy_timeout(db.get(), 5000);
  return sqlite::execute(db.get(), "VACUUM INTO " + sqlite::quoted(target), error);
}

bool SqliteBackend::recover(const std::string& directory, std::string& report) {
  auto lock = DirectoryLock::acquire(directory, report);
  if (!lock) return false;
  const std::string path = database_path(directory);
  if (!std::filesystem::exists(path)) {
    report = "no database at '" + path + "': nothing to recover";
    return false;
  }
  const std::string fresh_path = path + ".recovering";
  std::filesystem::remove(fresh_path);
  // A damaged header (the format's name, the page size) makes SQLite refuse
  // the whole file; its pages are read through a copy with one rebuilt.
  const std::string rebuilt_path = path + ".rebuilt-header";
  std::string header_note;
  const bool rebuilt = sqlite::write_copy_with_rebuilt_header(path, rebuilt_path, header_note);
  std::string error;
  {
    sqlite::Connection damaged(rebuilt ? rebuilt_path : path,
                               rebuilt ? SQLITE_OPEN_READWRITE : SQLITE_OPEN_READONLY, error);
    sqlite::Connection fresh(fresh_path, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, error);
    if (!damaged || !fresh || !migrate(fresh.get(), fresh_path, error)) {
      report = "cannot recover '" + path + "': " + error;
      return false;
    }
    report = header_note.empty() ? "" : header_note + "; ";
    sqlite::execute(fresh.get(), "BEGIN", error);
    for (const auto& table : sqlite::copy_rows_by_key(damaged.get(), fresh.get()))
      report += table.table + ": " + std::to_string(table.copied) + " rows copied, " +
                std::to_string(table.unreadable) + " unreadable; ";
    if (!sqlite::execute(fresh.get(), "COMMIT", error)) {
      report = "cannot write the recovered database: " + error;
      return false;
    }
  }
  if (rebuilt)
    for (const char* suffix : {"", "-wal", "-shm"}) std::filesystem::remove(rebuilt_path + suffix);
  const std::string kept = path + ".damaged-" + std::to_string(unix_ms_now());
  std::error_code failed;
  std::filesystem::rename(path, kept, failed);
  if (failed) {
    report = "cannot move the damaged file aside: " + failed.message();
    return false;
  }
  for (const char* suffix : {"-wal", "-shm"})
    if (std::filesystem::exists(path + suffix))
      std::filesystem::rename(path + suffix, kept + suffix, failed);
  std::filesystem::rename(fresh_path, path, failed);
  if (failed) {
    report = "cannot put the recovered database in place: " + failed.message();
    return false;
  }
  report += "the damaged file is kept as '" + kept + "'";
  return true;
}

}  // namespace kangaroom::server
