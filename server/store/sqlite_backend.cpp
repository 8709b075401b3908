#include "server/store/sqlite_backend.hpp"

#include <spdlog/spdlog.h>
#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <map>

#include "server/store/sqlite_recovery.hpp"
#include "server/store/sqlite_schema.hpp"
#include "server/store/sqlite_statements.hpp"
#include "server/store/sqlite_util.hpp"
#include "server/store/stored_rooms.hpp"
#include "server/util/unix_time.hpp"

namespace kangaroom::server {

namespace {

std::string damaged_message(const std::string& path, const std::string& detail) {
  return "the database '" + path + "' is damaged (" + detail +
         "). Nothing was changed. Start once with --recover to copy every row that can still be "
         "read into a fresh database (the damaged file is kept beside it), or restore a backup";
}

}  // namespace

std::string SqliteBackend::database_path(const std::string& directory) {
  return (std::filesystem::path(directory) / "kangaroom.sqlite3").string();
}

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
  if (!migrate_sqlite_schema(db, path, error)) {
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
  StoredRooms rooms;
  {
    const std::string sql =
        "SELECT code, state, version, saved_at_unix_ms FROM rooms" + rooms_where;
    sqlite::Statement heads(reader_, sql.c_str());
    bound(heads);
    while (heads.step() == SQLITE_ROW)
      rooms.add_head(heads.text(0), heads.text(1), static_cast<std::uint64_t>(heads.int64(2)),
                     heads.int64(3));
  }
  {
    const std::string sql =
        "SELECT code, round, moves_included, game, log, log_has_private, next_log_seq FROM "
        "room_checkpoints" +
        of_rooms;
    sqlite::Statement checkpoints(reader_, sql.c_str());
    bound(checkpoints);
    while (checkpoints.step() == SQLITE_ROW)
      rooms.add_checkpoint(checkpoints.text(0),
                           StoredCheckpoint{
                               static_cast<int>(checkpoints.int64(1)),
                               static_cast<std::uint64_t>(checkpoints.int64(2)),
                               checkpoints.text(3),
                               checkpoints.text(4),
                               checkpoints.int64(5) != 0,
                               static_cast<std::uint64_t>(checkpoints.int64(6)),
                           });
  }
  {
    const std::string sql =
        "SELECT code, seq, kind, round, version, at_unix_ms, body FROM room_events" + of_rooms +
        " ORDER BY code, seq";
    sqlite::Statement events(reader_, sql.c_str());
    bound(events);
    // Kinds as written: 0 a move, 2 an agreement, anything else chat.
    const auto kind_of = [](std::int64_t kind) {
      return kind == 0   ? StoredEvent::Kind::move
             : kind == 2 ? StoredEvent::Kind::agreement
                         : StoredEvent::Kind::chat;
    };
    while (events.step() == SQLITE_ROW)
      rooms.add_event(events.text(0), {static_cast<std::uint64_t>(events.int64(1)),
                                       kind_of(events.int64(2)), static_cast<int>(events.int64(3)),
                                       static_cast<std::uint64_t>(events.int64(4)), events.int64(5),
                                       events.text(6)});
  }
  sqlite::execute(reader_, "COMMIT", ignored);
  return rooms.take();
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
    if (!damaged || !fresh || !migrate_sqlite_schema(fresh.get(), fresh_path, error)) {
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
